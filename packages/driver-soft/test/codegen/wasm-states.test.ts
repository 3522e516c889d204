// The states the WebAssembly kernels serve besides the first subset, drawn three ways (codegen 'wasm',
// 'js', batched) into targets of every format they serve: the depth test and depth writes on each depth
// layout (Z24 with stencil or padding either side, Z32_FLOAT, Z16), the stencil scenes (one face and
// two, write masks; stencil is ignored where the layout has none), every blend factor and equation and
// the colour masks on RGBA8 / BGRA8 with and without alpha, and a field of small triangles whose pixels
// are nearly all in partly covered quads. Colour and depth/stencil bytes must be equal, and the counters
// must show WebAssembly ran; layouts the kernels decline are shown to fall back.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  PipeBlend,
  PipeBlendFactor,
  PipeFormat,
  PipeFunc,
  PipePrim,
  PipeQuery,
  PipeStencilOp,
} from '@gallium-ts/gallium-api';
import type { RgbaImage } from '@gallium-ts/gallium-api/image';
import { writePng } from '@gallium-ts/gallium-api/png';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wasmBlockSettings } from '../../src/fragment/wasm-block.js';
import { wasmQuadsCounts } from '../../src/fragment/wasm-quads.js';
import { createSoftScreen, type SoftScreenOptions } from '../../src/index.js';
import { ALPHA_BLEND, DEPTH_FUNCS, glBlend, LOGIC_OPS } from '../scenes/gl-state.js';
import { PIPE_SCENES, type PipeScene, type SceneEnv } from '../scenes/index.js';
import { renderSceneOn, type SceneTargets } from '../scenes/render.js';
import { texturedOverGradient } from '../scenes/texel-per-pixel.js';
import { expectSameBytes, ranWasm, threeWays } from './three-ways.js';

const OUTPUT = fileURLToPath(new URL('../output/wasm-states', import.meta.url));
mkdirSync(OUTPUT, { recursive: true });

/**
 * Overlapping fields of small triangles (a few pixels each, perspective-correct colours, depths crossing),
 * drawn with depth LESS, then blended (SRC_ALPHA, INV_SRC_ALPHA) with depth LEQUAL.
 */
const SMALL_TRIANGLES: PipeScene = {
  name: 'small-triangles',
  kind: 'filled',
  width: 72,
  height: 64,
  draw: (env: SceneEnv) => {
    const field = (shift: number, alpha: number) => {
      env.begin(PipePrim.TRIANGLES);
      for (let row = 0; row < 14; row++)
        for (let col = 0; col < 16; col++) {
          const x = -1 + (col + shift) / 8;
          const y = -1 + (row + shift) / 7;
          const corner = (dx: number, dy: number, z: number, w: number, i: number) => {
            env.color(((col + i) % 4) / 3, ((row + 2 * i) % 5) / 4, (col * row + i) % 2, alpha);
            env.vertex((x + dx) * w, (y + dy) * w, z * w, w);
          };
          const z = ((col * 7 + row * 3) % 11) / 5.5 - 1;
          corner(0, 0, z, 1, 0);
          corner(0.11, 0.02, -z * 0.8, 1.5, 1);
          corner(0.03, 0.12, z * 0.5, 0.75, 2);
        }
      env.end();
    };
    env.depthStencilAlpha({ depth: { enabled: true, writemask: true, func: PipeFunc.LESS } });
    field(0, 1);
    env.blend({}, ALPHA_BLEND);
    env.depthStencilAlpha({ depth: { func: PipeFunc.LEQUAL } });
    field(0.4, 0.6);
  },
};

/**
 * The alpha test under every function: bands whose alpha runs from −0.25 to 1.25 across the window (so
 * clamping matters, and some pixels meet the reference exactly), with depth LESS writes over a tilted plane
 * (a failing fragment writes no depth), then again with colours clamped (clamp_fragment_color), then
 * under a stencil test that replaces the stencil of what passes; a last full-window layer at depth LEQUAL
 * and stencil EQUAL shows which fragments wrote depth and stencil.
 */
const ALPHA_TESTS: PipeScene = {
  name: 'alpha-tests',
  kind: 'filled',
  width: 96,
  height: 96,
  draw: (env: SceneEnv) => {
    const band = (i: number, y0: number, y1: number) => {
      env.begin(PipePrim.QUADS);
      const corner = (x: number, y: number, a: number) => {
        env.color((i % 3) / 2, (i % 4) / 3, 1 - i / 8, a);
        env.vertex(x, y, 0.5 * x - 0.3 * y, 1);
      };
      corner(-1, y0, -0.25);
      corner(1, y0, 1.25);
      corner(1, y1, 1.25);
      corner(-1, y1, -0.25);
      env.end();
    };
    const pass = (row: number, clamp: boolean, stencil: boolean) => {
      env.rasterizer({ clampFragmentColor: clamp });
      env.depthStencilAlpha({
        depth: { enabled: true, writemask: true, func: PipeFunc.LESS },
        stencil: [
          {
            enabled: stencil,
            func: PipeFunc.ALWAYS,
            zpassOp: PipeStencilOp.REPLACE,
            zfailOp: PipeStencilOp.INCR,
            writemask: 255,
          },
          { enabled: false },
        ],
      });
      env.stencilRef(0x40 + row);
      // Every comparison function (the depth test's list serves the alpha test too).
      DEPTH_FUNCS.forEach((func, i) => {
        env.depthStencilAlpha({ alpha: { enabled: true, func, refValue: Math.fround(0.5) } });
        const y0 = -1 + (2 * (row * 8 + i)) / 24;
        band(i, y0, y0 + 2 / 24);
      });
    };
    pass(0, false, false);
    pass(1, true, false);
    pass(2, false, true);
    env.rasterizer({ clampFragmentColor: false });
    env.depthStencilAlpha({
      alpha: { enabled: false },
      depth: { func: PipeFunc.LEQUAL, writemask: false },
      stencil: [{ enabled: true, func: PipeFunc.NOTEQUAL, zpassOp: PipeStencilOp.KEEP }, { enabled: false }],
    });
    env.stencilRef(0x42);
    env.color(0.2, 0.9, 0.4, 1);
    env.begin(PipePrim.QUADS);
    for (const [x, y] of [
      [-1, -1],
      [1, -1],
      [1, 1],
      [-1, 1],
    ] as const)
      env.vertex(x, y, 0.5 * x - 0.3 * y + 0.05, 1);
    env.end();
  },
};

/** The colour bytes as an opaque RGBA picture to look at (BGR orders swapped, X bytes made 255). */
function viewable(image: RgbaImage, formatName: string): RgbaImage {
  const data = Uint8Array.from(image.data);
  for (let i = 0; i < data.length; i += 4) {
    if (formatName.startsWith('B')) [data[i], data[i + 2]] = [data[i + 2]!, data[i]!];
    if (formatName.includes('X8')) data[i + 3] = 255;
  }
  return { ...image, data };
}

const STENCIL_OPS = [
  PipeStencilOp.KEEP,
  PipeStencilOp.ZERO,
  PipeStencilOp.REPLACE,
  PipeStencilOp.INCR,
  PipeStencilOp.DECR,
  PipeStencilOp.INCR_WRAP,
  PipeStencilOp.DECR_WRAP,
  PipeStencilOp.INVERT,
];

/**
 * Every stencil operation as the fail, depth-fail and pass operation, under write and value masks that cut
 * through the bits, with references whose high bits are set, on both faces (triangles wound either way)
 * over a tilted depth plane; INCR and DECR driven past 255 and 0; each band in small triangles as well.
 */
const STENCIL_EVERY_OP: PipeScene = {
  name: 'stencil-every-op',
  kind: 'filled',
  width: 96,
  height: 64,
  draw: (env: SceneEnv) => {
    const band = (i: number, small: boolean) => {
      const x0 = -1 + i / 4;
      env.begin(PipePrim.TRIANGLES);
      const steps = small ? 6 : 1;
      for (let r = 0; r < steps; r++) {
        const y0 = -1 + (2 * r) / steps;
        const y1 = y0 + 2 / steps;
        const z = (x: number, y: number) => 0.6 * x - 0.4 * y;
        const v = (x: number, y: number) => env.vertex(x, y, z(x, y), 1);
        // front (counter-clockwise), then back (clockwise)
        v(x0, y0);
        v(x0 + 0.25, y0);
        v(x0, y1);
        v(x0 + 0.25, y0);
        v(x0, y1);
        v(x0 + 0.25, y1);
      }
      env.end();
    };
    env.depthStencilAlpha({ depth: { enabled: true, writemask: true, func: PipeFunc.ALWAYS } });
    env.color(0.3, 0.3, 0.3, 1);
    env.ndcRect(-1, -1, 1, 1);
    env.depthStencilAlpha({
      depth: { func: PipeFunc.LESS, writemask: false },
      stencil: [
        {
          enabled: true,
          func: PipeFunc.ALWAYS,
          zpassOp: PipeStencilOp.REPLACE,
          zfailOp: PipeStencilOp.REPLACE,
          writemask: 255,
        },
        { enabled: false },
      ],
    });
    env.stencilRef(0xf3, 0x0c);
    env.ndcRect(-1, -1, 0, 1);
    for (let i = 0; i < 8; i++) {
      const op = STENCIL_OPS[i]!;
      const next = STENCIL_OPS[(i + 3) % 8]!;
      const last = STENCIL_OPS[(i + 5) % 8]!;
      env.depthStencilAlpha({
        depth: { writemask: i % 2 === 0 },
        stencil: [
          {
            enabled: true,
            func: [PipeFunc.LESS, PipeFunc.GEQUAL, PipeFunc.NOTEQUAL, PipeFunc.ALWAYS][i % 4]!,
            failOp: op,
            zfailOp: next,
            zpassOp: last,
            valuemask: 0x3c,
            writemask: i % 3 === 0 ? 0x5a : 255,
          },
          {
            enabled: true,
            func: PipeFunc.GREATER,
            failOp: next,
            zfailOp: last,
            zpassOp: op,
            valuemask: 0xf0,
            writemask: 0xa7,
          },
        ],
      });
      env.stencilRef(0xa5 + i, 0x7e - i);
      env.color(i / 8, 1 - i / 8, (i % 3) / 2, 1);
      for (let k = 0; k < 3; k++) band(i, k === 1);
    }
    // Saturation: INCR and DECR, twenty times each, over the whole window.
    for (const op of [PipeStencilOp.INCR, PipeStencilOp.DECR]) {
      env.depthStencilAlpha({
        depth: { func: PipeFunc.ALWAYS },
        stencil: [
          {
            enabled: true,
            func: PipeFunc.ALWAYS,
            failOp: op,
            zfailOp: op,
            zpassOp: op,
            valuemask: 255,
            writemask: 255,
          },
          { enabled: false },
        ],
      });
      // Stencil only: no colour channel written; DECR starts from 7.
      env.blend({}, { colormask: 0 });
      if (op === PipeStencilOp.DECR) {
        env.depthStencilAlpha({ stencil: [{ zpassOp: PipeStencilOp.REPLACE }, {}] });
        env.stencilRef(7);
        env.ndcRect(-1, -1, 1, 1);
        env.depthStencilAlpha({ stencil: [{ zpassOp: op }, {}] });
      }
      for (let k = 0; k < 20; k++) env.ndcRect(-1, -1, 1, 1);
      env.blend({}, { colormask: 15 });
      env.depthStencilAlpha({ stencil: [{ func: PipeFunc.EQUAL }, {}] });
      env.stencilRef(op === PipeStencilOp.INCR ? 255 : 0);
      env.color(op === PipeStencilOp.INCR ? 1 : 0, 0.5, 0.2, 1);
      env.ndcRect(op === PipeStencilOp.INCR ? -0.9 : 0.1, -0.3, op === PipeStencilOp.INCR ? -0.1 : 0.9, 0.3);
    }
  },
};

// Partly covered quads of short shaders keep the JavaScript by default (slower on small triangles);
// every shader's run through WebAssembly here.
beforeAll(() => {
  wasmBlockSettings.quads = true;
});
afterAll(() => {
  wasmBlockSettings.quads = 'auto';
});

const scene = (name: string) => PIPE_SCENES.find((s) => s.name === name)!;
const bytesOf = (r: ReturnType<typeof renderSceneOn>) => [r.color.data, r.zs];
const drawThreeWays = (s: PipeScene, targets: SceneTargets) =>
  threeWays((screen) => renderSceneOn(screen, s, targets));

const DEPTH_SCENES = [
  ...[
    'depth-less',
    'depth-funcs',
    'depth-writes-off',
    'depth-range',
    'polygon-offset',
    'stencil-ops',
    'stencil-masked',
    'stencil-two-sided',
  ].map(scene),
  STENCIL_EVERY_OP,
  SMALL_TRIANGLES,
];

describe('codegen wasm: depth and stencil tests on every depth layout the kernels serve', () => {
  const formats = {
    Z24_UNORM_S8_UINT: PipeFormat.Z24_UNORM_S8_UINT,
    S8_UINT_Z24_UNORM: PipeFormat.S8_UINT_Z24_UNORM,
    Z24X8_UNORM: PipeFormat.Z24X8_UNORM,
    X8Z24_UNORM: PipeFormat.X8Z24_UNORM,
    Z32_FLOAT: PipeFormat.Z32_FLOAT,
    Z16_UNORM: PipeFormat.Z16_UNORM,
  };
  it.each(
    Object.entries(formats).flatMap(([formatName, zs]) => DEPTH_SCENES.map((s) => ({ formatName, zs, s }))),
  )('$s.name on $formatName: the same colour and depth bytes three ways', ({ formatName, zs, s }) => {
    const ways = drawThreeWays(s, { zs });
    expectSameBytes(ways, bytesOf);
    expect(ranWasm(ways)).toBe(true);
    if (s === SMALL_TRIANGLES || s === STENCIL_EVERY_OP)
      writePng(`${OUTPUT}/${s.name}-${formatName}.png`, ways.wasm.result.color);
  });

  it.each([
    ['Z32_UNORM', PipeFormat.Z32_UNORM],
    ['Z32_FLOAT_S8X24_UINT', PipeFormat.Z32_FLOAT_S8X24_UINT],
  ] as const)('%s (not served): the same bytes, through JavaScript', (_name, zs) => {
    const ways = drawThreeWays(scene(zs === PipeFormat.Z32_UNORM ? 'depth-less' : 'stencil-ops'), { zs });
    expectSameBytes(ways, bytesOf);
    expect(ranWasm(ways)).toBe(false);
    expect(ways.wasm.shaded.fused).toBeGreaterThan(0);
  });
});

describe('codegen wasm: the alpha test', () => {
  it.each([
    ['Z24_UNORM_S8_UINT', PipeFormat.Z24_UNORM_S8_UINT],
    ['Z16_UNORM', PipeFormat.Z16_UNORM],
  ] as const)(
    'every function, clamped or not, with depth and stencil writes on %s: the same bytes three ways',
    (formatName, zs) => {
      const ways = drawThreeWays(ALPHA_TESTS, { zs });
      expectSameBytes(ways, bytesOf);
      expect(ranWasm(ways)).toBe(true);
      expect(ways.wasm.shaded.batched).toBe(0);
      writePng(`${OUTPUT}/alpha-tests-${formatName}.png`, ways.wasm.result.color);
    },
  );

  it("Mesa's alpha-test scene: the same bytes three ways, through WebAssembly", () => {
    const ways = drawThreeWays(scene('alpha-test'), {});
    expectSameBytes(ways, bytesOf);
    expect(ranWasm(ways)).toBe(true);
  });
});

/**
 * Every logic op over a smooth gradient (bytes of every value), each band under another colour mask, with
 * blending enabled underneath (a logic op turns it off).
 */
const LOGIC_OPS_MASKED: PipeScene = {
  name: 'logic-ops-masked',
  kind: 'filled',
  width: 64,
  height: 96,
  draw: (env: SceneEnv) => {
    env.begin(PipePrim.QUADS);
    for (const [x, y, c] of [
      [-1, -1, [0, 0.2, 1, 0.1]],
      [1, -1, [1, 0.7, 0, 0.9]],
      [1, 1, [0.3, 1, 0.5, 0.4]],
      [-1, 1, [0.8, 0, 0.2, 1]],
    ] as const) {
      env.color(c[0], c[1], c[2], c[3]);
      env.vertex(x, y, 0, 1);
    }
    env.end();
    const F = PipeBlendFactor;
    LOGIC_OPS.forEach((op, i) => {
      env.blend(
        { logicopEnable: true, logicopFunc: op },
        {
          ...glBlend(PipeBlend.ADD, PipeBlend.ADD, F.SRC_ALPHA, F.INV_SRC_ALPHA, F.ONE, F.ONE),
          colormask: [15, 7, 9, 6][i % 4]!,
        },
      );
      const y0 = -1 + (2 * i) / 16;
      env.begin(PipePrim.QUADS);
      for (const [x, y, t] of [
        [-1, y0, 0],
        [1, y0, 1],
        [1, y0 + 2 / 16, 1],
        [-1, y0 + 2 / 16, 0],
      ] as const) {
        env.color(t, 1 - t, 0.5 * t + 0.25, 0.6);
        env.vertex(x, y, 0, 1);
      }
      env.end();
    });
  },
};

/** A full-window rectangle: its occlusion count is the window's pixels. */
const FULL_WINDOW: PipeScene = {
  name: 'full-window',
  kind: 'filled',
  width: 80,
  height: 48,
  draw: (env: SceneEnv) => {
    env.color(0.4, 0.6, 0.8, 1);
    env.ndcRect(-1, -1, 1, 1);
  },
};

/** `inner` drawn inside an occlusion query; `samples` gives the count of the last drawing. */
function countedScene(inner: PipeScene): { scene: PipeScene; samples: () => bigint } {
  let samples = -1n;
  const scene: PipeScene = {
    ...inner,
    draw: (env) => {
      const q = env.ctx.createQuery(PipeQuery.OCCLUSION_COUNTER, 0);
      env.ctx.beginQuery(q);
      inner.draw(env);
      env.ctx.endQuery(q);
      const result = env.ctx.getQueryResult(q, true);
      samples = result?.kind === 'u64' ? result.value : -1n;
      env.ctx.destroyQuery(q);
    },
  };
  return { scene, samples: () => samples };
}

describe('codegen wasm: occlusion counting', () => {
  it.each([
    FULL_WINDOW,
    ALPHA_TESTS,
    SMALL_TRIANGLES,
    STENCIL_EVERY_OP,
    scene('depth-funcs'),
    scene('color-mask'),
  ])('$name inside an occlusion query: the same count and bytes three ways', (inner) => {
    const counted = countedScene(inner);
    const ways = threeWays((screen) => ({
      ...renderSceneOn(screen, counted.scene, {}),
      samples: counted.samples(),
    }));
    expectSameBytes(ways, bytesOf);
    expect(ranWasm(ways)).toBe(true);
    const counts = Object.values(ways).map((w) => w.result.samples);
    expect(new Set(counts).size).toBe(1);
    expect(counts[0]).toBeGreaterThan(0n);
    if (inner === FULL_WINDOW) expect(counts[0]).toBe(BigInt(FULL_WINDOW.width * FULL_WINDOW.height));
  });
});

describe('codegen wasm: verified texels under the stencil test, counted', () => {
  // Two overlapping quads of texels a pixel each (scenes/texel-per-pixel.ts) through the stencil test with
  // INCR on pass, inside an occlusion query or not: GL_MODULATE alpha-blended (alpha ½ over opaque
  // texels: blends land on ties) with ALWAYS, the stencil counting the layers; GL_REPLACE alpha-tested
  // (NOTEQUAL 127 / 255, which only the exact alpha decides; only fragments that pass count) with
  // EQUAL 0, the second quad (half a texel off) drawn only where the first left no fragment.
  it.each([
    ['modulate', false, false],
    ['modulate', false, true],
    ['replace', true, true],
  ] as const)(
    '%s, alpha test %s, counted %s: the same bytes, stencil and count three ways',
    (mode, alphaTest, counted) => {
      const inner = texturedOverGradient(
        `textured-stencil-${mode}${alphaTest ? '-alpha-test' : ''}`,
        mode,
        (x) => (mode === 'modulate' ? 255 : x * 16 + 15),
        alphaTest ? 0.5 : 0,
        (env) => {
          if (mode === 'modulate') env.blend({}, ALPHA_BLEND);
          const func = alphaTest ? PipeFunc.EQUAL : PipeFunc.ALWAYS;
          env.depthStencilAlpha({
            stencil: [{ enabled: true, func, zpassOp: PipeStencilOp.INCR }],
            ...(alphaTest ? { alpha: { enabled: true, func: PipeFunc.NOTEQUAL, refValue: 127 / 255 } } : {}),
          });
          env.stencilRef(0);
        },
      );
      const scene = counted ? countedScene(inner) : null;
      const ways = threeWays((screen) => ({
        ...renderSceneOn(screen, scene?.scene ?? inner, {}),
        samples: scene?.samples() ?? 0n,
      }));
      writePng(`${OUTPUT}/${inner.name}.png`, ways.wasm.result.color);
      expectSameBytes(ways, bytesOf);
      expect(ranWasm(ways)).toBe(true);
      const counts = new Set(Object.values(ways).map((w) => w.result.samples));
      expect(counts.size).toBe(1);
      if (counted) expect([...counts][0]).toBeGreaterThan(128n * 128n);
    },
  );
});

describe('codegen wasm: blending and colour masks on 8-bit UNORM targets', () => {
  const formats = {
    R8G8B8A8_UNORM: PipeFormat.R8G8B8A8_UNORM,
    B8G8R8A8_UNORM: PipeFormat.B8G8R8A8_UNORM,
    R8G8B8X8_UNORM: PipeFormat.R8G8B8X8_UNORM,
    B8G8R8X8_UNORM: PipeFormat.B8G8R8X8_UNORM,
  };
  const scenes = [
    ...['blend-factors', 'blend-equations', 'blend-separate', 'color-mask', 'logic-op'].map(scene),
    LOGIC_OPS_MASKED,
    SMALL_TRIANGLES,
  ];
  it.each(
    Object.entries(formats).flatMap(([formatName, color]) => scenes.map((s) => ({ formatName, color, s }))),
  )('$s.name into $formatName: the same bytes three ways', ({ formatName, color, s }) => {
    const ways = drawThreeWays(s, { color });
    expectSameBytes(ways, bytesOf);
    expect(ranWasm(ways)).toBe(true);
    if (s.name === 'blend-factors' || s === LOGIC_OPS_MASKED)
      writePng(`${OUTPUT}/${s.name}-${formatName}.png`, viewable(ways.wasm.result.color, formatName));
  });
});

/** Expects the buffers of two drawings to hold the same bytes, buffer by buffer. */
function expectSameBuffers(a: readonly Uint8Array[], b: readonly Uint8Array[]): void {
  a.forEach((bytes, i) => {
    expect(Buffer.from(bytes).equals(Buffer.from(b[i]!))).toBe(true);
  });
}

/**
 * Runs `test` with partly covered quads 'auto', given `draw` (SMALL_TRIANGLES into `targets` on a 'wasm'
 * screen of `options`: its bytes, and the quads wasmQuadsCounts[`counter`] counted) and `templates` (the
 * same on a screen of template functions: its bytes); the quads settings are restored after.
 */
function hotQuadsCase(
  options: SoftScreenOptions,
  targets: SceneTargets,
  counter: 'quads' | 'threadQuads',
  test: (draw: () => { bytes: Uint8Array[]; quads: number }, templates: () => Uint8Array[]) => void,
): void {
  const hotQuads = wasmBlockSettings.hotQuads;
  wasmBlockSettings.quads = 'auto';
  const screen = createSoftScreen({ threads: 1, codegen: 'wasm', ...options });
  const templates = createSoftScreen({ threads: 1, codegen: 'js', jsTemplates: true });
  try {
    test(
      () => {
        const before = wasmQuadsCounts[counter];
        const bytes = bytesOf(renderSceneOn(screen, SMALL_TRIANGLES, targets));
        return { bytes, quads: wasmQuadsCounts[counter] - before };
      },
      () => bytesOf(renderSceneOn(templates, SMALL_TRIANGLES, targets)),
    );
  } finally {
    wasmBlockSettings.hotQuads = hotQuads;
    wasmBlockSettings.quads = true;
    screen.destroy();
    templates.destroy();
  }
}

describe('codegen wasm: partly covered quads', () => {
  it("by default (wasmBlockSettings.quads 'auto') a short shader's keep the JavaScript, whole blocks run WebAssembly", () => {
    wasmBlockSettings.quads = 'auto';
    try {
      const ways = drawThreeWays(scene('depth-less'), {});
      expectSameBytes(ways, bytesOf);
      expect(ways.wasm.wasmQuads).toBe(0);
      expect(ways.wasm.shaded.wasmBlocks).toBeGreaterThan(0);
    } finally {
      wasmBlockSettings.quads = true;
    }
  });

  it("a short shader's variant turns hot: once its template shaded hotQuads quads, the next draw runs them through WebAssembly", () => {
    hotQuadsCase({}, {}, 'quads', (draw, templates) => {
      const expected = templates();
      wasmBlockSettings.hotQuads = Number.POSITIVE_INFINITY;
      const cold = draw();
      // The draws above shaded their partly covered quads through the template: every draw is hot now,
      // and runs them all through WebAssembly, as with quads forced on.
      wasmBlockSettings.hotQuads = 1;
      const hot = draw();
      wasmBlockSettings.quads = true;
      const forced = draw();
      expect(cold.quads).toBe(0);
      expect(hot.quads).toBe(forced.quads);
      expect(hot.quads).toBeGreaterThan(500);
      for (const { bytes } of [cold, hot, forced]) expectSameBuffers(bytes, expected);
    });
  });

  it('a variant turns hot from the quads the rasterizer threads shaded too', () => {
    // Targets no other test draws into: a variant of its own, which has shaded nothing yet.
    const targets = { color: PipeFormat.B8G8R8X8_UNORM, zs: PipeFormat.X8Z24_UNORM };
    hotQuadsCase({ threads: 2, threadMinPixels: 0 }, targets, 'threadQuads', (draw, templates) => {
      // Node's calling thread rasterizes no tile of a threaded scene: what the variant shaded is known
      // from the threads' reports alone, and a variant with none would not turn hot even at 1. (The
      // templates' screen draws last: its quads, on the calling thread, would count for the variant too.)
      wasmBlockSettings.hotQuads = Number.POSITIVE_INFINITY;
      const cold = draw();
      wasmBlockSettings.hotQuads = 1;
      const hot = draw();
      expect(cold.quads).toBe(0);
      expect(hot.quads).toBeGreaterThan(500);
      const expected = templates();
      for (const { bytes } of [cold, hot]) expectSameBuffers(bytes, expected);
    });
  });

  it('reads the records in the heap where they are, and copies them where the heap has no room for them: the same bytes', () => {
    // A 2 MiB heap: the scene's first record range (512 KiB) would take more than its eighth.
    const screens = [{}, { wasmMemoryShared: false, wasmMemoryMaxBytes: 2 << 20 }].map((options) =>
      createSoftScreen({ threads: 1, codegen: 'wasm', ...options }),
    );
    try {
      const [inPlace, copied] = screens.map((screen) => {
        const before = { ...wasmQuadsCounts };
        const bytes = bytesOf(renderSceneOn(screen, SMALL_TRIANGLES, {}));
        const quads = wasmQuadsCounts.quads - before.quads;
        return { bytes, quads, copiedRecords: wasmQuadsCounts.copiedRecords - before.copiedRecords };
      });
      expect(inPlace!.quads).toBeGreaterThan(500);
      expect(copied!.quads).toBe(inPlace!.quads);
      expect(inPlace!.copiedRecords).toBe(0);
      expect(copied!.copiedRecords).toBeGreaterThan(100);
      expectSameBuffers(inPlace!.bytes, copied!.bytes);
    } finally {
      for (const screen of screens) screen.destroy();
    }
  });

  it('small triangles: every shaded quad runs through WebAssembly, no whole block exists', () => {
    const ways = drawThreeWays(SMALL_TRIANGLES, {});
    expectSameBytes(ways, bytesOf);
    const { shaded, wasmQuads } = ways.wasm;
    expect(shaded.fusedBlocks).toBe(0);
    expect(shaded.batched).toBe(0);
    expect(wasmQuads).toBeGreaterThan(1000);
    // The picture is not empty: most pixels differ from the clear colour.
    const data = ways.wasm.result.color.data;
    let drawn = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i] !== data[0] || data[i + 1] !== data[1]) drawn++;
    expect(drawn).toBeGreaterThan((data.length / 4) * 0.3);
  });
});
