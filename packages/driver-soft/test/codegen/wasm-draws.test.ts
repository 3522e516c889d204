// Draws through the WebAssembly back end (SoftScreenOptions.codegen 'wasm', fragment/wasm-block.ts):
// every reference scene, the texel variants, alpha-blended smooth and perspective scenes and the
// fragment shaders of Mesa's graw tests (constant buffers, arithmetic, transcendentals) drawn with
// codegen 'wasm', with 'js' and with batched shading give the same bytes; draws in the subset (depth
// and stencil tests, every blend, colour masks included) are shown to have been shaded through
// WebAssembly, whole blocks and partly covered quads, and states outside it (alpha test) to have fallen
// back to the JavaScript functions. wasm-states.test.ts covers depth and colour formats.
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PipeBlend, PipeBlendFactor, PipeError, PipeFormat, PipePrim } from '@gallium-ts/gallium-api';
import type { RgbaImage } from '@gallium-ts/gallium-api/image';
import { writePng } from '@gallium-ts/gallium-api/png';
import { drawFsTest } from '@gallium-ts/gallium-api/test-kit';
import { parseTgsi } from '@gallium-ts/tgsi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wasmBlockSettings } from '../../src/fragment/wasm-block.js';
import { createSoftScreen, type SoftScreenOptions } from '../../src/index.js';
import { drawCounted } from '../scenes/draw-counted.js';
import { glBlend } from '../scenes/gl-state.js';
import { PIPE_SCENES, type PipeScene, renderScene, type SceneEnv } from '../scenes/index.js';
import { TEXEL_VARIANTS } from '../scenes/texel-variants.js';
import { expectSameBytes, threeWays } from './three-ways.js';

/** The picture's bytes, for expectSameBytes. */
const imageBytes = (image: RgbaImage) => [image.data];

const OUTPUT = fileURLToPath(new URL('../output/wasm-draws', import.meta.url));
mkdirSync(OUTPUT, { recursive: true });
const png = (name: string, image: RgbaImage) =>
  writePng(`${OUTPUT}/${name.replace(/[ /]/g, '-')}.png`, image);

/**
 * Reference scenes whose states are in the subset: each shades whole blocks through WebAssembly, and
 * partly covered quads too (the fused variants' quads functions).
 */
const IN_SUBSET = [
  'flat-triangle',
  'smooth-triangles',
  'triangle-fan',
  'quads-polygon',
  'wrap-nearest',
  'wrap-linear',
  'texture-modulate-perspective',
  'blend-factors',
  'blend-equations',
  'blend-separate',
  'color-mask',
  'depth-less',
  'depth-funcs',
  'depth-writes-off',
  'depth-range',
  'stencil-ops',
  'stencil-masked',
  'stencil-two-sided',
  'clip-near-far',
  'scissor',
  'viewport',
];
/** Reference scenes in the subset whose primitives cover no whole block: only quads run WebAssembly. */
const QUADS_ONLY = ['polygon-offset'];
/** Reference scenes whose every draw is outside it (alpha test): all JavaScript. */
const OUTSIDE_SUBSET = ['alpha-test'];

/** Alpha blending (SRC_ALPHA, INV_SRC_ALPHA) of smooth and perspective-correct colours over a gradient. */
function alphaBlendScene(perspective: boolean): PipeScene {
  return {
    name: `alpha-blend${perspective ? '-perspective' : ''}`,
    kind: 'filled',
    width: 96,
    height: 80,
    draw: (env: SceneEnv) => {
      env.begin(PipePrim.TRIANGLES);
      const corner = (x: number, y: number, w: number, color: readonly number[]) => {
        env.colorv(color);
        env.vertex(x * w, y * w, 0, w);
      };
      corner(-1, -1, 1, [1, 0, 0, 1]);
      corner(1, -1, 1, [0, 1, 0, 0.5]);
      corner(-1, 1, 1, [0, 0, 1, 0.25]);
      env.end();
      const F = PipeBlendFactor;
      env.blend(
        {},
        glBlend(PipeBlend.ADD, PipeBlend.ADD, F.SRC_ALPHA, F.INV_SRC_ALPHA, F.SRC_ALPHA, F.INV_SRC_ALPHA),
      );
      env.begin(PipePrim.TRIANGLES);
      const w = perspective ? [1, 3, 0.5] : [1, 1, 1];
      corner(-0.9, 0.9, w[0]!, [1, 1, 0, 0.8]);
      corner(0.95, 0.7, w[1]!, [0, 1, 1, 0.1]);
      corner(0.2, -0.95, w[2]!, [1, 0, 1, 0.6]);
      env.end();
    },
  };
}

describe('codegen wasm: the reference scenes and texel variants', () => {
  // Texture lookups in WebAssembly blocks and partly covered quads through WebAssembly are off by
  // default (slower than the JavaScript); their bytes are checked here with them on.
  beforeAll(() => {
    wasmBlockSettings.textures = true;
    wasmBlockSettings.quads = true;
  });
  afterAll(() => {
    wasmBlockSettings.textures = false;
    wasmBlockSettings.quads = false;
  });

  it.each([...PIPE_SCENES, ...TEXEL_VARIANTS])('$name: the same bytes three ways', (scene) => {
    const ways = threeWays((screen) => renderScene(screen, scene));
    expectSameBytes(ways, imageBytes);
    const { wasmBlocks, fusedBlocks } = ways.wasm.shaded;
    expect(wasmBlocks).toBeLessThanOrEqual(fusedBlocks);
    if (IN_SUBSET.includes(scene.name) || TEXEL_VARIANTS.includes(scene)) {
      expect(wasmBlocks).toBeGreaterThan(0);
      expect(ways.wasm.wasmQuads).toBeGreaterThan(0);
    }
    if (QUADS_ONLY.includes(scene.name)) expect(ways.wasm.wasmQuads).toBeGreaterThan(0);
    if (OUTSIDE_SUBSET.includes(scene.name)) {
      expect(ways.wasm.shaded.fused).toBeGreaterThan(0);
      expect(wasmBlocks).toBe(0);
      expect(ways.wasm.wasmQuads).toBe(0);
    }
  });

  it.each([false, true])(
    'alpha blending over a gradient (perspective %s): the same bytes three ways',
    (p) => {
      const scene = alphaBlendScene(p);
      const ways = threeWays((screen) => renderScene(screen, scene));
      png(scene.name, ways.wasm.result);
      expectSameBytes(ways, imageBytes);
      // The background and the blended triangle: both variants run as WebAssembly, blocks and quads.
      expect(ways.wasm.shaded.wasmBlocks).toBe(ways.wasm.shaded.fusedBlocks);
      expect(ways.wasm.shaded.wasmBlocks).toBeGreaterThan(40);
      expect(ways.wasm.wasmQuads).toBeGreaterThan(100);
    },
  );
});

describe('codegen wasm: where it does not apply', () => {
  const scene = PIPE_SCENES.find((s) => s.name === 'smooth-triangles')!;
  const bytes = (options: SoftScreenOptions) => {
    const screen = createSoftScreen(options);
    try {
      const { result: image, shaded } = drawCounted(screen, () => renderScene(screen, scene));
      return { data: Buffer.from(image.data), shaded };
    } finally {
      screen.destroy();
    }
  };
  const js = bytes({ threads: 1, codegen: 'js' });

  it('resources outside a WebAssembly heap (wasmMemory false) keep the JavaScript blocks', () => {
    const outside = bytes({ threads: 1, codegen: 'wasm', wasmMemory: false });
    expect(outside.shaded.fusedBlocks).toBeGreaterThan(0);
    expect(outside.shaded.wasmBlocks).toBe(0);
    expect(outside.data.equals(js.data)).toBe(true);
  });

  it('rasterizer threads draw the same bytes (they run the JavaScript of the same variants)', () => {
    const threaded = bytes({ threads: 2, threadMinPixels: 0, codegen: 'wasm' });
    expect(threaded.shaded.threadedScenes).toBeGreaterThan(0);
    expect(threaded.data.equals(js.data)).toBe(true);
  });

  it('textured draws keep the JavaScript blocks by default', () => {
    const textured = PIPE_SCENES.find((s) => s.name === 'texture-modulate-perspective')!;
    const ways = threeWays((screen) => renderScene(screen, textured));
    expectSameBytes(ways, imageBytes);
    expect(ways.wasm.shaded.fusedBlocks).toBeGreaterThan(0);
    expect(ways.wasm.shaded.wasmBlocks).toBe(0);
  });

  it('codegen other than js or wasm is refused with PipeError', () => {
    expect(() => createSoftScreen({ codegen: 'llvm' as 'js' })).toThrow(PipeError);
  });
});

const FIXTURES = new URL('./fixtures/tgsi/', import.meta.url);
const GRAW_SHADERS = readdirSync(FIXTURES).filter((f) => f.endsWith('.sh'));
/** Graw shaders the JavaScript fused path itself declines (they read the FACE system value). */
const NOT_FUSED = ['frag-face.sh'];

describe('codegen wasm: the fragment shaders of the graw tests', () => {
  it.each(
    GRAW_SHADERS.flatMap((file) =>
      [PipeFormat.R8G8B8A8_UNORM, PipeFormat.B8G8R8A8_UNORM].map((format) => ({ file, format })),
    ),
  )('$file into format $format: the same bytes three ways', ({ file, format }) => {
    const shader = parseTgsi(readFileSync(new URL(file, FIXTURES), 'utf8'));
    const ways = threeWays((screen) => {
      const result = drawFsTest(screen, shader, { parse: parseTgsi, format });
      if (result.kind === 'refused') throw result.error;
      return result.image;
    });
    if (format === PipeFormat.B8G8R8A8_UNORM) png(`graw-${file}`, ways.wasm.result);
    expectSameBytes(ways, imageBytes);
    if (NOT_FUSED.includes(file)) expect(ways.wasm.shaded.fusedBlocks).toBe(0);
    else {
      expect(ways.wasm.shaded.wasmBlocks).toBeGreaterThan(0);
      expect(ways.wasm.shaded.wasmBlocks).toBe(ways.wasm.shaded.fusedBlocks);
    }
  });
});
