// Options of the pipe conformance suite: what a driver's test file tells the suite about the driver
// beyond what its caps say.
import type { PipeShader } from '../enums.js';
import type { PipeResource } from '../objects.js';
import type { PipeScreen } from '../screen.js';
import { colorFragmentShader, colorVertexShader, minimalTgsiShader } from './tgsi-programs.js';

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
   * draw_vbo and blit write pixels too (default: `rendersPixels`). Adds the suite's drawing checks —
   * index_bias, primitive restart, min/max_index over-estimates, scissors, occlusion counts, render
   * condition per command, blits and generated mipmaps — drawn with `colorShaders`.
   */
  draws?: boolean;
  /**
   * The pass-through colour pipeline the drawing checks use: a vertex shader passing position (element
   * 0) and colour (element 1), and a fragment shader writing the colour. Default: TGSI programs.
   */
  colorShaders?: () => { vs: unknown; fs: unknown };
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

/**
 * Options with every default filled in.
 * @inline
 */
export type ResolvedConformanceOptions = Required<PipeConformanceOptions>;

export function resolveOptions(options: PipeConformanceOptions = {}): ResolvedConformanceOptions {
  return {
    rendersPixels: options.rendersPixels ?? false,
    draws: options.draws ?? options.rendersPixels ?? false,
    colorShaders: options.colorShaders ?? (() => ({ vs: colorVertexShader(), fs: colorFragmentShader() })),
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
