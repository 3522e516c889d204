// Draws through the WebAssembly back end (SoftScreenOptions.codegen 'wasm', fragment/wasm-block.ts):
// every reference scene, the texel variants, alpha-blended smooth and perspective scenes and the
// fragment shaders of Mesa's graw tests (constant buffers, arithmetic, transcendentals) drawn with
// codegen 'wasm', with 'js' and with batched shading give the same bytes; draws in the subset (depth
// and stencil tests, every blend, colour masks included) are shown to have been shaded through
// WebAssembly, whole blocks and partly covered quads, and states outside it (alpha to coverage) to have fallen
// back to the JavaScript functions. wasm-states.test.ts covers depth and colour formats. On rasterizer
// threads the same draws run the same WebAssembly blocks (as many as on one thread) with the same bytes.
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  PipeError,
  PipeFormat,
  PipeFunc,
  PipePrim,
  PipeTexFilter,
  PipeTexMipfilter,
  PipeTexWrap,
} from '@gallium-ts/gallium-api';
import type { RgbaImage } from '@gallium-ts/gallium-api/image';
import { writePng } from '@gallium-ts/gallium-api/png';
import { drawFsTest } from '@gallium-ts/gallium-api/test-kit';
import { parseTgsi } from '@gallium-ts/tgsi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUAD_CORNERS, texShift, texTexel } from '../../../../scripts/mesa-bench/workloads.mjs';
import {
  QUADS_MIN_INSTRUCTIONS,
  wasmBlockCompileTimes,
  wasmBlockSettings,
} from '../../src/fragment/wasm-block.js';
import { wasmQuadsCounts } from '../../src/fragment/wasm-quads.js';
import { createSoftScreen, type SoftScreen, type SoftScreenOptions } from '../../src/index.js';
import { drawCounted, type ShadedBatches } from '../scenes/draw-counted.js';
import { ALPHA_BLEND } from '../scenes/gl-state.js';
import { PIPE_SCENES, type PipeScene, renderScene, type SceneEnv } from '../scenes/index.js';
import { bilinear, gradientQuad, texturedOverGradient } from '../scenes/texel-per-pixel.js';
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
  'alpha-test',
  'logic-op',
];
/** Reference scenes in the subset whose primitives cover no whole block: only quads run WebAssembly. */
const QUADS_ONLY = ['polygon-offset'];
/** A scene whose every draw is outside the subset (alpha to coverage): all JavaScript. */
const OUTSIDE_ONLY: PipeScene = {
  name: 'alpha-to-coverage',
  kind: 'filled',
  width: 64,
  height: 64,
  draw: (env) => {
    env.blend({ alphaToCoverage: true });
    env.color(0.8, 0.3, 0.6, 1);
    env.ndcRect(-0.9, -0.9, 0.9, 0.7);
    env.color(0.2, 0.9, 0.1, 1);
    env.ndcRect(-0.5, -0.7, 0.8, 0.9);
  },
};
const OUTSIDE_SUBSET = [OUTSIDE_ONLY.name];

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
      env.blend({}, ALPHA_BLEND);
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
  // Texture lookups through Texel2d's helpers (units the vector lookup does not serve) and partly
  // covered quads through WebAssembly are off by default (slower than the JavaScript); their bytes are
  // checked here with them on.
  beforeAll(() => {
    wasmBlockSettings.textures = true;
    wasmBlockSettings.quads = true;
  });
  afterAll(() => {
    wasmBlockSettings.textures = false;
    wasmBlockSettings.quads = 'auto';
  });

  it.each([...PIPE_SCENES, ...TEXEL_VARIANTS, OUTSIDE_ONLY])('$name: the same bytes three ways', (scene) => {
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

/**
 * `scene` three ways: the same bytes, and every whole block run as WebAssembly, more than `blocks` of them
 * (the three ways returned for further checks).
 */
function allBlocksWasm(scene: PipeScene, blocks: number) {
  const ways = threeWays((screen) => renderScene(screen, scene));
  png(scene.name, ways.wasm.result);
  expectSameBytes(ways, imageBytes);
  expect(ways.wasm.shaded.wasmBlocks).toBe(ways.wasm.shaded.fusedBlocks);
  expect(ways.wasm.shaded.wasmBlocks).toBeGreaterThan(blocks);
  return ways;
}

/**
 * As bench/pipe-workloads.mjs's `tex` draws one quad (texTexel's 256² texture, bilinear, repeating,
 * shifted), over a 128² target — alpha-blended over a smooth quad when `blended`: its 4×
 * magnification on dyadic shifts puts about a tenth of the channel values on rounding ties, and its texels
 * are opaque, so the blended verified store (one channel's exact byte per tie) is busiest here.
 */
const texWorkloadScene = (blended: boolean): PipeScene => ({
  name: blended ? 'tex-workload-blended' : 'tex-workload',
  kind: 'filled',
  width: 128,
  height: 128,
  draw: (env: SceneEnv) => {
    if (blended) {
      gradientQuad(env, 0);
      env.blend({}, ALPHA_BLEND);
    }
    env.texture(256, 256, 1, (_l, x, y) => texTexel(x, y), { format: PipeFormat.R8G8B8A8_UNORM });
    env.texEnv('replace');
    env.sampler(bilinear(PipeTexWrap.REPEAT, PipeTexWrap.REPEAT));
    const shift = texShift(5);
    env.begin(PipePrim.QUADS);
    for (const [x, y] of QUAD_CORNERS) {
      env.texCoord((x + 1) / 2 + shift, (y + 1) / 2 + shift);
      env.vertex(x, y, 0, 1);
    }
    env.end();
  },
});

describe('codegen wasm: texel lookups by default (the vector lookup of texel-vector.ts)', () => {
  // UNORM texels are looked up in the IR, 4-byte ones as words, 3- and 2-byte ones by byte, the border
  // texel read from the unit's binding where a wrap reads it: every whole block runs as WebAssembly.
  it.each(TEXEL_VARIANTS)('$name: the same bytes three ways', (scene) => {
    const ways = threeWays((screen) => renderScene(screen, scene));
    expectSameBytes(ways, imageBytes);
    const { wasmBlocks, fusedBlocks } = ways.wasm.shaded;
    expect(fusedBlocks).toBeGreaterThan(0);
    expect(wasmBlocks).toBe(fusedBlocks);
  });

  // GL_REPLACE and GL_MODULATE over the depth test: their blocks take the verified f32 texels
  // (fragment-pixels.ts verifiedTexelOf), masked by the depth test, with the exact path's bytes.
  it.each(['replace', 'modulate'] as const)(
    'textured quads over each other, depth tested, %s: the same bytes three ways',
    (mode) => {
      const scene: PipeScene = {
        name: `textured-depth-${mode}`,
        kind: 'filled',
        width: 96,
        height: 96,
        draw: (env: SceneEnv) => {
          env.texture(16, 16, 1, (_l, x, y) => texTexel(x * 7, y * 5), { format: PipeFormat.R8G8B8A8_UNORM });
          env.texEnv(mode);
          env.sampler(bilinear(PipeTexWrap.CLAMP, PipeTexWrap.REPEAT));
          env.depthStencilAlpha({ depth: { enabled: true, writemask: true, func: PipeFunc.LESS } });
          // Three quads, each tilted in depth, cutting through each other.
          const quads = [
            [-0.9, -0.9, 0.5, 0.4, -0.6, 0.8, [1, 1, 1, 1]],
            [-0.4, -0.6, 0.9, 0.9, 0.7, -0.5, [0.9, 0.5, 0.25, 1]],
            [-0.7, 0.0, 0.6, 0.95, 0.1, 0.1, [0.3, 0.8, 1, 0.6]],
          ] as const;
          for (const [x0, y0, x1, y1, z0, z1, color] of quads) {
            env.color(color[0], color[1], color[2], color[3]);
            env.begin(PipePrim.QUADS);
            for (const [x, y] of QUAD_CORNERS) {
              env.texCoord(x * 0.7 + 0.45, y * 0.9 + 0.5);
              env.vertex(x < 0 ? x0 : x1, y < 0 ? y0 : y1, x < 0 ? z0 : z1, 1);
            }
            env.end();
          }
        },
      };
      allBlocksWasm(scene, 60);
    },
  );

  // GL's alpha blend of GL_REPLACE and GL_MODULATE texels over a gradient, with and without the depth
  // test: the verified texels blended in f32 (fragment-pixels.ts verifiedBlend), the exact blend near a
  // rounding tie. The quads map one texel to a pixel, centre on centre, so filtered values are whole
  // bytes; with GL_MODULATE's alpha ½ over opaque texels, (texel + destination) / 2 lands on a tie at
  // every other pixel, where the f32 blend and the exact one can round apart.
  it.each([
    ['replace', false],
    ['modulate', false],
    ['modulate', true],
  ] as const)('textured quads alpha-blended, %s, depth test %s: the same bytes three ways', (mode, depth) => {
    // Opaque texels for GL_MODULATE; for GL_REPLACE alpha varies over them.
    const alpha = (x: number) => (mode === 'modulate' ? 255 : x * 16 + 15);
    const scene = texturedOverGradient(
      `textured-blend-${mode}${depth ? '-depth' : ''}`,
      mode,
      alpha,
      0,
      (env) => {
        env.blend({}, ALPHA_BLEND);
        if (depth) env.depthStencilAlpha({ depth: { enabled: true, writemask: true, func: PipeFunc.LESS } });
      },
    );
    allBlocksWasm(scene, 100);
  });

  // The alpha test on the verified texels' alpha (fragment-pixels.ts verifiedAlphaPasses). One quad maps
  // a texel to a pixel, centre on centre, so alphas are bytes / 255 (times ½ with GL_MODULATE's colour),
  // alpha bytes 15, 31, …, 255 column by column; the other is shifted by half a texel, between them. The
  // references are those alphas, in f64 and rounded to f32, where only the exact alpha decides the test.
  const F = PipeFunc;
  it.each([
    ['replace', 'EQUAL', F.EQUAL, 127 / 255, false, false],
    ['replace', 'GEQUAL', F.GEQUAL, Math.fround(127 / 255), false, false],
    ['replace', 'LESS', F.LESS, 143 / 255, false, false],
    ['replace', 'NOTEQUAL', F.NOTEQUAL, Math.fround(47 / 255), true, false],
    ['modulate', 'EQUAL', F.EQUAL, 0.5, false, false],
    ['modulate', 'GREATER', F.GREATER, Math.fround(63 / 255) * 0.5, true, false],
    ['modulate', 'LEQUAL', F.LEQUAL, (95 / 255) * 0.5, false, true],
  ] as const)(
    'textured quads alpha-tested, %s, %s (%d) against %s, depth test %s, blended %s: the same bytes three ways',
    (mode, name, func, ref, depth, blended) => {
      const scene = texturedOverGradient(
        `textured-alpha-test-${mode}-${name.toLowerCase()}${depth ? '-depth' : ''}${blended ? '-blend' : ''}`,
        mode,
        (x) => x * 16 + 15,
        0.5,
        (env) => {
          if (blended) env.blend({}, ALPHA_BLEND);
          env.depthStencilAlpha({
            alpha: { enabled: true, func, refValue: ref },
            ...(depth ? { depth: { enabled: true, writemask: true, func: PipeFunc.LESS } } : {}),
          });
        },
      );
      allBlocksWasm(scene, 100);
    },
  );

  it.each([false, true])(
    "the tex workload's lookup (256² RGBA8, bilinear, repeat) over a 128² target, blended %s",
    (blended) => {
      const ways = allBlocksWasm(texWorkloadScene(blended), 0);
      // Every whole block of each quad's two triangles: all but the 16 the diagonal crosses.
      expect(ways.wasm.shaded.wasmBlocks).toBe(((128 / 8) ** 2 - 128 / 8) * (blended ? 2 : 1));
    },
  );
});

/** Two quads side by side, each with its own texture of `format`, one size and sampler: one variant. */
const twoTexturesScene = (formatName: string, format: PipeFormat): PipeScene => ({
  name: `two-${formatName}-textures`,
  kind: 'filled',
  width: 64,
  height: 32,
  draw: (env: SceneEnv) => {
    env.texEnv('replace');
    for (const [left, seed] of [
      [-1, 0],
      [0, 1],
    ] as const) {
      env.texture(4, 4, 1, (_l, x, y) => [60 * x + 40 * seed, 50 * y + 20, 200 - 120 * seed, 255], {
        format,
      });
      env.sampler({
        minImgFilter: PipeTexFilter.NEAREST,
        magImgFilter: PipeTexFilter.NEAREST,
        minMipFilter: PipeTexMipfilter.NONE,
        wrapS: PipeTexWrap.REPEAT,
        wrapT: PipeTexWrap.REPEAT,
      });
      env.begin(PipePrim.QUADS);
      for (const [x, y] of QUAD_CORNERS) {
        env.texCoord((x + 1) / 2, (y + 1) / 2);
        env.vertex(left + (x + 1) / 2, y, 0, 1);
      }
      env.end();
    }
  },
});

describe('codegen wasm: one variant, two textures', () => {
  it("two draws of one variant with different 3-byte textures each read their own (the vector lookup's binding words)", () => {
    const scene = twoTexturesScene('rgb8', PipeFormat.R8G8B8_UNORM);
    const ways = threeWays((screen) => renderScene(screen, scene));
    png(scene.name, ways.wasm.result);
    expectSameBytes(ways, imageBytes);
    expect(ways.wasm.shaded.wasmBlocks).toBe(ways.wasm.shaded.fusedBlocks);
  });
});

describe('codegen wasm: helper-served lookups with the quads functions off', () => {
  // The block and quads kernels of a module share their helper-served units: binding the unit before a
  // block call binds the lookups the module imports, even when the quads functions never run.
  beforeAll(() => {
    wasmBlockSettings.textures = true;
  });
  afterAll(() => {
    wasmBlockSettings.textures = false;
  });

  it('two draws of one variant with different textures each read their own', () => {
    // SNORM channels are not written in the IR: the kernels call Texel2d's helpers for them.
    const scene = twoTexturesScene('snorm8', PipeFormat.R8G8B8A8_SNORM);
    const ways = threeWays((screen) => renderScene(screen, scene));
    png(scene.name, ways.wasm.result);
    expectSameBytes(ways, imageBytes);
    expect(ways.wasm.shaded.wasmBlocks).toBeGreaterThan(0);
    expect(ways.wasm.wasmQuads).toBe(0);
  });
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

  it('codegen other than js or wasm is refused with PipeError', () => {
    expect(() => createSoftScreen({ codegen: 'llvm' as 'js' })).toThrow(PipeError);
  });

  it("the default is 'wasm' with the WebAssembly heap, 'js' without it", () => {
    const withHeap = createSoftScreen({ threads: 1 });
    const withoutHeap = createSoftScreen({ threads: 1, wasmMemory: false });
    expect([withHeap.codegen, withoutHeap.codegen]).toEqual(['wasm', 'js']);
    withHeap.destroy();
    withoutHeap.destroy();
  });
});

const FIXTURES = new URL('./fixtures/tgsi/', import.meta.url);
const GRAW_SHADERS = readdirSync(FIXTURES).filter((f) => f.endsWith('.sh'));
/** Graw shaders the JavaScript fused path itself declines (they read the FACE system value). */
const NOT_FUSED = ['frag-face.sh'];

describe('codegen wasm: the fragment shaders of the graw tests', () => {
  const builtModules = { short: 0, long: 0 };
  afterAll(() => expect(builtModules.short).toBeGreaterThan(5));
  it.each(
    GRAW_SHADERS.flatMap((file) =>
      [PipeFormat.R8G8B8A8_UNORM, PipeFormat.B8G8R8A8_UNORM].map((format) => ({ file, format })),
    ),
  )('$file into format $format: the same bytes three ways', ({ file, format }) => {
    const shader = parseTgsi(readFileSync(new URL(file, FIXTURES), 'utf8'));
    const variantsBefore = wasmBlockCompileTimes.length;
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
      // By default, partly covered quads run through WebAssembly for long shaders only.
      const long = shader.instructions.length >= QUADS_MIN_INSTRUCTIONS;
      if (long) expect(ways.wasm.wasmQuads).toBeGreaterThan(0);
      else expect(ways.wasm.wasmQuads).toBe(0);
      // A module holds the functions the draw runs: no quads kernel is built for a short shader. (A
      // shader an earlier case drew already has its variant.)
      for (const v of wasmBlockCompileTimes.slice(variantsBefore)) {
        expect(v.functions).toBe(long ? 2 : 1);
        builtModules[long ? 'long' : 'short']++;
      }
    }
  });
});

it('a shader of QUADS_MIN_INSTRUCTIONS instructions builds its quads kernel and runs its quads as WebAssembly', () => {
  const mads = Array.from({ length: QUADS_MIN_INSTRUCTIONS }, () => 'MAD TEMP[0], TEMP[0], IMM[0], IN[0]');
  const text = ['FRAG', 'DCL IN[0], COLOR, LINEAR', 'DCL OUT[0], COLOR', 'DCL TEMP[0]']
    .concat([
      'IMM[0] FLT32 { 0.5, 0.25, 0.75, 1.0 }',
      'MOV TEMP[0], IN[0]',
      ...mads,
      'MOV OUT[0], TEMP[0]',
      'END',
    ])
    .join('\n');
  const shader = parseTgsi(text);
  const before = wasmBlockCompileTimes.length;
  const ways = threeWays((screen) => {
    const result = drawFsTest(screen, shader, { parse: parseTgsi, format: PipeFormat.B8G8R8A8_UNORM });
    if (result.kind === 'refused') throw result.error;
    return result.image;
  });
  expectSameBytes(ways, imageBytes);
  expect(ways.wasm.wasmQuads).toBeGreaterThan(0);
  // One module for the shared heap's way, one for the fixed heap's (modules import one kind of memory).
  expect(wasmBlockCompileTimes.slice(before).map((v) => v.functions)).toEqual([2, 2]);
});

describe('codegen wasm on the rasterizer threads', () => {
  // One threaded screen for the cases (its threads start once), taking every scene however small.
  let threaded: SoftScreen | null = null;
  // No variant turns hot between the one-thread draws and the threads' (their quads counts are compared).
  const hotQuads = wasmBlockSettings.hotQuads;
  beforeAll(() => {
    wasmBlockSettings.textures = true;
    wasmBlockSettings.hotQuads = Number.POSITIVE_INFINITY;
    threaded = createSoftScreen({ threads: 2, threadMinPixels: 0, codegen: 'wasm' });
  });
  afterAll(() => {
    wasmBlockSettings.textures = false;
    wasmBlockSettings.hotQuads = hotQuads;
    threaded?.destroy();
  });

  /**
   * The drawing on the threads: the same bytes and counts as on one thread (WebAssembly quads
   * included), the same bytes as 'js'. (Node's calling thread rasterizes no tile of a threaded scene:
   * the quads counted are those the threads reported.)
   */
  function sameOnThreads(
    draw: (screen: SoftScreen) => RgbaImage,
    picture?: string,
  ): ShadedBatches & { readonly wasmQuads: number } {
    const ways = threeWays(draw);
    expectSameBytes(ways, imageBytes);
    const quadsBefore = wasmQuadsCounts.quads;
    const { result: image, shaded } = drawCounted(threaded!, () => draw(threaded!));
    const wasmQuads = wasmQuadsCounts.quads - quadsBefore;
    if (picture) png(`threads-${picture}`, image);
    expect(shaded.threadedScenes).toBeGreaterThan(0);
    expect(Buffer.from(image.data).equals(Buffer.from(ways.wasm.result.data))).toBe(true);
    expect({ ...shaded, threadedScenes: 0 }).toEqual(ways.wasm.shaded);
    expect(wasmQuads).toBe(ways.wasm.wasmQuads);
    return { ...shaded, wasmQuads };
  }

  /** Runs `test` with wasmBlockSettings.quads set to `quads`. */
  function withQuads(quads: boolean | 'auto', test: () => void): void {
    wasmBlockSettings.quads = quads;
    try {
      test();
    } finally {
      wasmBlockSettings.quads = 'auto';
    }
  }

  // (wrap-nearest and wrap-linear stay on the calling thread: their mirrored and border wraps are not fused.)
  const threadedInSubset = IN_SUBSET.filter((name) => !name.startsWith('wrap-'));
  it.each([...PIPE_SCENES.filter((s) => threadedInSubset.includes(s.name)), ...TEXEL_VARIANTS])(
    '$name: the threads run the WebAssembly blocks and quads (quads on), with the same bytes',
    (scene) =>
      withQuads(true, () => {
        const shaded = sameOnThreads((screen) => renderScene(screen, scene));
        expect(shaded.wasmBlocks).toBeGreaterThan(0);
        expect(shaded.wasmQuads).toBeGreaterThan(0);
      }),
  );

  it.each([false, true])('alpha blending over a gradient (perspective %s) on the threads', (p) => {
    const scene = alphaBlendScene(p);
    const shaded = sameOnThreads((screen) => renderScene(screen, scene), scene.name);
    expect(shaded.wasmBlocks).toBe(shaded.fusedBlocks);
    // Its shaders are shorter than QUADS_MIN_INSTRUCTIONS: by default their quads stay JavaScript.
    expect(shaded.wasmQuads).toBe(0);
  });

  it.each([true, false])(
    'alpha blending over a gradient with the quads functions %s: the threads run them as one thread does',
    (quads) =>
      withQuads(quads, () => {
        const shaded = sameOnThreads((screen) => renderScene(screen, alphaBlendScene(true)));
        if (quads) expect(shaded.wasmQuads).toBeGreaterThan(100);
        else expect(shaded.wasmQuads).toBe(0);
        expect(shaded.wasmBlocks).toBe(shaded.fusedBlocks);
      }),
  );

  it.each([
    ['an alpha-blended smooth triangle', alphaBlendScene(false)],
    ['a bilinear RGBA8 texture', TEXEL_VARIANTS.find((s) => s.name === 'linear 4x4 repeat rgba8')!],
  ] as const)(
    'the integer unorm8 path (integerUnorm8) runs on the threads with the bytes of one thread: %s',
    (_name, scene) => {
      const draw = (options: SoftScreenOptions) => {
        const screen = createSoftScreen({ codegen: 'wasm', integerUnorm8: true, ...options });
        try {
          const { result, shaded } = drawCounted(screen, () => renderScene(screen, scene));
          return { data: Buffer.from(result.data), shaded };
        } finally {
          screen.destroy();
        }
      };
      const one = draw({ threads: 1 });
      const two = draw({ threads: 2, threadMinPixels: 0 });
      expect(two.shaded.threadedScenes).toBeGreaterThan(0);
      expect(two.data.equals(one.data)).toBe(true);
      expect({ ...two.shaded, threadedScenes: 0 }).toEqual(one.shaded);
      // It ran: the bytes are not the exact ones.
      const exact = threeWays((screen) => renderScene(screen, scene)).wasm.result;
      expect(two.data.equals(Buffer.from(exact.data))).toBe(false);
    },
  );

  // Constants, transcendentals (expression helpers rebuilt on the threads from their sources), KILL.
  it.each(GRAW_SHADERS.filter((f) => !NOT_FUSED.includes(f)))('%s on the threads', (file) => {
    const shader = parseTgsi(readFileSync(new URL(file, FIXTURES), 'utf8'));
    const shaded = sameOnThreads((screen) => {
      const result = drawFsTest(screen, shader, { parse: parseTgsi, format: PipeFormat.B8G8R8A8_UNORM });
      if (result.kind === 'refused') throw result.error;
      return result.image;
    }, `graw-${file}`);
    expect(shaded.wasmBlocks).toBeGreaterThan(0);
    expect(shaded.wasmBlocks).toBe(shaded.fusedBlocks);
    // By default the threads, like one thread, run the partly covered quads of long shaders only.
    if (shader.instructions.length >= QUADS_MIN_INSTRUCTIONS) expect(shaded.wasmQuads).toBeGreaterThan(0);
    else expect(shaded.wasmQuads).toBe(0);
  });
});
