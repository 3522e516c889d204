// Options of the pipe conformance suite: what a driver's test file tells the suite about the driver
// beyond what its caps say.
import type { PipeShader } from '../enums.js';
import type { PipeResource } from '../objects.js';
import type { PipeScreen } from '../screen.js';

/** A screen factory: called once per test, the screen is destroyed after it. */
export type ScreenFactory = () => PipeScreen | Promise<PipeScreen>;

export interface PipeConformanceOptions {
  /**
   * The driver renders pixels (draws, clears of surfaces, blits). When true the suite adds checks of
   * the pixels those commands produce; when false (the noop driver) it checks only what every driver
   * does. Default false.
   */
  rendersPixels?: boolean;
  /**
   * Shader tokens the driver accepts for `stage` (a TgsiShader for TGSI drivers). The default is a
   * minimal TGSI shader of that stage holding only END.
   */
  shaderTokens?: (stage: PipeShader) => unknown;
  /**
   * Whether a resource's storage has been freed (every reference released). The default reads a
   * boolean `released` property, which resources built on gallium-api's CpuResource have.
   */
  resourceReleased?: (resource: PipeResource) => boolean;
  /** Milliseconds allowed per test (default 20000). */
  timeout?: number;
}

/** The TGSI opcode number of END (TgsiOpcode.END in @gallium-ts/tgsi). */
const TGSI_END = 117;

/** A TgsiShader of `stage` that only ends. */
export function minimalTgsiShader(stage: PipeShader): unknown {
  const end = {
    opcode: TGSI_END,
    saturate: false,
    dst: [],
    src: [],
    label: null,
    texture: null,
    memory: null,
  };
  return { processor: stage, properties: [], declarations: [], immediates: [], instructions: [end] };
}

/** Options with every default filled in. */
export type ResolvedConformanceOptions = Required<PipeConformanceOptions>;

export function resolveOptions(options: PipeConformanceOptions = {}): ResolvedConformanceOptions {
  return {
    rendersPixels: options.rendersPixels ?? false,
    shaderTokens: options.shaderTokens ?? minimalTgsiShader,
    resourceReleased:
      options.resourceReleased ??
      ((resource) => {
        const released = (resource as { released?: unknown }).released;
        if (typeof released !== 'boolean') {
          throw new Error(
            'the resource has no boolean `released`; pass options.resourceReleased to the conformance suite',
          );
        }
        return released;
      }),
    timeout: options.timeout ?? 20000,
  };
}
