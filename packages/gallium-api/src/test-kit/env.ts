// What every suite file shares: the driver's factory and options, the per-test harness hook, the
// small resource shapes the suite creates for each target, the one-colour-buffer framebuffer, and the
// caps checks that decide whether a test applies.
import { afterEach, beforeEach, type TestContext } from 'vitest';
import { PipeCap } from '../caps.js';
import { PipeTextureTarget } from '../enums.js';
import type { PipeSurface } from '../objects.js';
import type { PipeScreen } from '../screen.js';
import type { PipeFramebufferState, PipeResourceTemplate } from '../state.js';
import { PipeHarness } from './harness.js';
import type { ResolvedConformanceOptions, ScreenFactory } from './options.js';

export interface SuiteEnv {
  readonly driverName: string;
  readonly factory: ScreenFactory;
  readonly options: ResolvedConformanceOptions;
}

/** Registers beforeEach/afterEach that open and dispose a harness; returns its getter. */
export function useHarness(env: SuiteEnv): () => PipeHarness {
  let current: PipeHarness | undefined;
  beforeEach(async () => {
    current = await PipeHarness.open(env.factory, env.options);
  });
  afterEach(() => {
    const h = current;
    current = undefined;
    h?.dispose();
  });
  return () => {
    if (!current) throw new Error('no harness: use it inside a test');
    return current;
  };
}

const T = PipeTextureTarget;

/** A small resource of each target, with several levels where the target has them. */
export const TARGET_SHAPES: readonly {
  name: string;
  target: PipeTextureTarget;
  shape: Partial<PipeResourceTemplate>;
}[] = [
  { name: 'BUFFER', target: T.BUFFER, shape: { width0: 64 } },
  { name: 'TEXTURE_1D', target: T.TEXTURE_1D, shape: { width0: 8, lastLevel: 3 } },
  { name: 'TEXTURE_1D_ARRAY', target: T.TEXTURE_1D_ARRAY, shape: { width0: 8, arraySize: 3, lastLevel: 3 } },
  { name: 'TEXTURE_2D', target: T.TEXTURE_2D, shape: { width0: 8, height0: 4, lastLevel: 3 } },
  { name: 'TEXTURE_RECT', target: T.TEXTURE_RECT, shape: { width0: 5, height0: 3 } },
  {
    name: 'TEXTURE_2D_ARRAY',
    target: T.TEXTURE_2D_ARRAY,
    shape: { width0: 4, height0: 4, arraySize: 3, lastLevel: 2 },
  },
  { name: 'TEXTURE_3D', target: T.TEXTURE_3D, shape: { width0: 4, height0: 4, depth0: 4, lastLevel: 2 } },
  {
    name: 'TEXTURE_CUBE',
    target: T.TEXTURE_CUBE,
    shape: { width0: 4, height0: 4, arraySize: 6, lastLevel: 2 },
  },
  {
    name: 'TEXTURE_CUBE_ARRAY',
    target: T.TEXTURE_CUBE_ARRAY,
    shape: { width0: 4, height0: 4, arraySize: 12, lastLevel: 2 },
  },
];

/**
 * For a render_condition test: skips it, saying why, when the screen cannot predicate rendering on an
 * occlusion query (PIPE_CAP_CONDITIONAL_RENDER or PIPE_CAP_OCCLUSION_QUERY is 0).
 */
export function skipWithoutOcclusionRenderCondition(test: TestContext, screen: PipeScreen): void {
  if (screen.getParam(PipeCap.CONDITIONAL_RENDER) === 0) test.skip('PIPE_CAP_CONDITIONAL_RENDER is 0');
  if (screen.getParam(PipeCap.OCCLUSION_QUERY) === 0) test.skip('PIPE_CAP_OCCLUSION_QUERY is 0');
}

/** Whether the screen's caps offer the target at all. */
export function targetSupported(screen: PipeScreen, target: PipeTextureTarget): boolean {
  if (target === T.TEXTURE_CUBE_ARRAY) return screen.getParam(PipeCap.CUBE_MAP_ARRAY) !== 0;
  if (target === T.TEXTURE_3D) return screen.getParam(PipeCap.MAX_TEXTURE_3D_LEVELS) > 0;
  if (target === T.TEXTURE_1D_ARRAY || target === T.TEXTURE_2D_ARRAY)
    return screen.getParam(PipeCap.MAX_TEXTURE_ARRAY_LAYERS) > 0;
  return true;
}

/** A `width` × `height` framebuffer of `layers` layers whose one colour buffer is `cbuf` (no depth/stencil). */
export function colorFramebuffer(
  cbuf: PipeSurface | null,
  width: number,
  height: number,
  layers = 1,
): PipeFramebufferState {
  return { width, height, samples: 1, layers, nrCbufs: 1, cbufs: [cbuf], zsbuf: null };
}
