// The tile quads kernel (raster/tile-quads.ts) writes the quads rasterizeArea finds straight into the
// heap batch: for scenes mixing random triangles of every size (slivers, small ones, big ones with
// whole blocks, ones across tiles), two fragment states, more quads in a tile than a batch holds, and
// primitives it leaves to the JavaScript path (points, wide lines, stippled polygons, whole blocks), the
// pictures and depth are the same bytes with the kernel on and off, on one and two threads.
import {
  PipeBlendFactor,
  PipeClear,
  PipeFormat,
  PipeFunc,
  PipePrim,
  rtBlendState,
} from '@gallium-ts/gallium-api';
import { mulberry32 } from '@gallium-ts/gallium-api/util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { wasmBlockSettings } from '../src/fragment/wasm-block.js';
import { createSoftScreen } from '../src/index.js';
import { TILE } from '../src/raster/bins.js';
import { tileQuadsSettings } from '../src/raster/tile-quads.js';
import type { SoftContext } from '../src/soft-context.js';
import { fs, Rig } from './pixels/rig.js';

const SIZE = 160;

const FS = fs('DCL IN[0], COLOR, COLOR\nDCL IN[1], GENERIC[0], LINEAR', 'MAD OUT[0], IN[0], IN[1], IN[1]');

type Vertex = number[];

/**
 * `count` random triangles from `seed` about points of [0, area)², [x, y, z, w] in window pixels, then
 * two attributes.
 */
function randomTriangles(
  count: number,
  seed: number,
  area: number,
  spread: (next: () => number) => number,
): Vertex[] {
  const next = mulberry32(seed);
  const vertices: Vertex[] = [];
  for (let t = 0; t < count; t++) {
    const x = next() * area,
      y = next() * area;
    const reach = spread(next);
    for (let k = 0; k < 3; k++) {
      const w = 0.5 + next() * 2;
      const attributes = Array.from({ length: 8 }, () => next());
      vertices.push([x + (next() - 0.5) * reach, y + (next() - 0.5) * reach, next(), w, ...attributes]);
    }
  }
  return vertices;
}

/** Slivers and small triangles, some medium, a few big ones (whole blocks, several tiles). */
const MIXED = randomTriangles(900, 7, SIZE, (next) => {
  const kind = next();
  return kind < 0.6 ? 6 : kind < 0.9 ? 24 : 120;
});
/** Tiny triangles crowded into the first tile: far more quads than a batch holds. */
/** Slivers hundreds of pixels long and a few wide in a 640² target: no whole block, the kernel takes them. */
const LARGE = randomTriangles(80, 13, 640, () => 500).map((v, i, all) => {
  if (i % 3 !== 2) return v;
  // The third vertex a few pixels from the first.
  const first = all[i - 2]!;
  return [first[0]! + (v[0]! % 4), first[1]! + (v[1]! % 4), ...v.slice(2)];
});
const CROWDED = randomTriangles(1500, 11, TILE - 4, () => 8);

// Partly covered quads through WebAssembly from the first draw (not only for hot variants).
const quadsSetting = wasmBlockSettings.quads;
beforeAll(() => {
  wasmBlockSettings.quads = true;
});
afterAll(() => {
  wasmBlockSettings.quads = quadsSetting;
});

const rigs: Rig[] = [];
afterEach(() => {
  for (const r of rigs.splice(0)) r.destroy();
});

interface Drawn {
  colors: number[][][];
  depths: number[];
  /** Batches the kernel wrote in the heap (SoftContext.shadedBatches.inPlace). */
  inPlace: number;
}

/** What a scene draws besides the triangles of the first state. */
interface SceneOptions {
  /** A second state (blending) drawing the same triangles again, interleaved in the tiles. */
  secondState?: boolean;
  /** Points and wide lines drawn between the triangle draws (the JavaScript path). */
  pointsAndLines?: boolean;
  /** Stippled polygons (a coverage filter: not served). */
  stipple?: boolean;
  triangles?: Vertex[];
  /** Pixels per side of the target (SIZE by default). */
  size?: number;
  /** A fixed (not shared) heap: the kernel's module for fixed memories. */
  fixedHeap?: boolean;
}

function draw(kernel: boolean, threads: number, options: SceneOptions = {}): Drawn {
  const size = options.size ?? SIZE;
  const r = new Rig({
    width: size,
    height: size,
    zs: PipeFormat.Z32_FLOAT,
    outputs: [{ semantic: 'COLOR' }, { semantic: 'GENERIC[0]' }],
    screen: createSoftScreen({
      threads,
      codegen: 'wasm',
      threadMinPixels: 0,
      ...(options.fixedHeap ? { wasmMemoryShared: false } : {}),
    }),
  });
  rigs.push(r);
  const ctx = r.ctx as SoftContext;
  r.fs(FS);
  r.depthTest(PipeFunc.LEQUAL);
  const triangles = options.triangles ?? MIXED;
  ctx.clear(PipeClear.COLOR | PipeClear.DEPTHSTENCIL, [0, 0, 0, 0], 1, 0);
  const before = ctx.shadedBatches.inPlace;
  tileQuadsSettings.enabled = kernel;
  try {
    r.draw(PipePrim.TRIANGLES, triangles);
    if (options.pointsAndLines) {
      r.raster({ pointSize: 3, lineWidth: 3 });
      r.draw(PipePrim.POINTS, triangles.slice(0, 300));
      r.draw(PipePrim.LINES, triangles.slice(300, 600));
      r.raster({});
    }
    if (options.stipple) {
      ctx.setPolygonStipple({
        stipple: Array.from({ length: 32 }, (_, i) => (i % 2 ? 0x5555aaaa : 0xf0f00f0f)),
      });
      r.raster({ polyStipple: true });
      r.draw(PipePrim.TRIANGLES, triangles.slice(0, 600));
      r.raster({});
    }
    if (options.secondState) {
      // Additive blending.
      const add = rtBlendState({
        blendEnable: true,
        rgbSrcFactor: PipeBlendFactor.ONE,
        rgbDstFactor: PipeBlendFactor.ONE,
        alphaSrcFactor: PipeBlendFactor.ONE,
        alphaDstFactor: PipeBlendFactor.ONE,
      });
      r.blend({ rt: Array.from({ length: 8 }, () => add) });
      r.depthTest(PipeFunc.ALWAYS);
      r.draw(PipePrim.TRIANGLES, triangles.slice(0, 900));
    }
    ctx.flush(0);
  } finally {
    tileQuadsSettings.enabled = true;
  }
  return { colors: r.bytes(), depths: r.depths(), inPlace: ctx.shadedBatches.inPlace - before };
}

describe('the tile quads kernel in a fixed heap', () => {
  it('draws the same pictures and depth as the JavaScript batch', () => {
    const withKernel = draw(true, 1, { fixedHeap: true, secondState: true });
    const without = draw(false, 1, { fixedHeap: true, secondState: true });
    expect(withKernel.inPlace).toBeGreaterThan(0);
    expect(withKernel.colors).toEqual(without.colors);
    expect(withKernel.depths).toEqual(without.depths);
  });
});

describe.each([1, 2])('the tile quads kernel (%i thread(s))', (threads) => {
  it.each([
    ['random triangles of every size', {}],
    ['two states interleaved in the tiles', { secondState: true }],
    ['points and wide lines between them', { pointsAndLines: true }],
    ['stippled polygons between them', { stipple: true }],
    ['more quads in a tile than a batch holds', { triangles: CROWDED }],
    // Edge values beyond 32 bits: the kernel's f64 test.
    ['big triangles in a big target', { triangles: LARGE, size: 640 }],
  ] as [string, SceneOptions][])(
    '%s: the same pictures and depth as the JavaScript batch',
    (name, options) => {
      const withKernel = draw(true, threads, options);
      const without = draw(false, threads, options);
      expect(withKernel.inPlace).toBeGreaterThan(0);
      expect(without.inPlace).toBe(0);
      // (control) the scene drew something.
      expect(without.colors.flat().filter((p) => p.some((c) => c !== 0)).length).toBeGreaterThan(1000);
      expect(withKernel.colors).toEqual(without.colors);
      expect(withKernel.depths).toEqual(without.depths);
      if (threads === 1 && name.startsWith('two states')) rigs[0]!.png('tile-quads');
    },
  );
});
