// Triangle setup through WebAssembly (draw/wasm-triangles.ts) writes the records the primitive pipeline
// writes: for random triangles — many a plane cuts, some degenerate, some with a coordinate that is not
// a number — under each rasterizer state the kernel serves, the scene holds the same record bits, in
// the same order, as with the kernel switched off, and the pictures, depth and statistics are the same.
// Draws it does not serve (unfilled modes, user clip planes) go through the primitive pipeline whole.
import {
  drawInfo,
  PipeClear,
  PipeFace,
  PipeFormat,
  PipeFunc,
  PipePolygonMode,
  PipePrim,
  PipeQuery,
  type PipeQueryResult,
  type PipeRasterizerState,
} from '@gallium-ts/gallium-api';
import { mulberry32 } from '@gallium-ts/gallium-api/util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  forgetTriangleModules,
  wasmTriangleCompileTimes,
  wasmTriangleCounts,
  wasmTriangleSettings,
} from '../src/draw/wasm-triangles.js';
import { createSoftScreen } from '../src/index.js';
import type { Scene } from '../src/raster/scene.js';
import { fs, Rig } from './pixels/rig.js';
import { buildTriangleKernelAtOnce } from './support/triangle-kernel-at-once.js';

const SIZE = 48;

/** COLOR perspective, GENERIC[0] linear, GENERIC[1] flat; BCOLOR for two-sided lighting. */
const FS = fs(
  'DCL IN[0], COLOR, COLOR\nDCL IN[1], GENERIC[0], LINEAR\nDCL IN[2], GENERIC[1], CONSTANT\nDCL TEMP[0]',
  'MUL TEMP[0], IN[0], IN[1]\nMAD OUT[0], IN[2], IN[2], TEMP[0]',
);

/** `count` triangles from a fixed seed: [x, y, z, w] in window pixels (the rig's), then four attributes. */
function randomTriangles(count: number): number[][] {
  const next = mulberry32(2024);
  const vertices: number[][] = [];
  for (let t = 0; t < count; t++) {
    // Most small and inside; one in four reaching far outside (cut by the planes), some behind the eye.
    const far = t % 4 === 3;
    const x = next() * SIZE,
      y = next() * SIZE;
    for (let k = 0; k < 3; k++) {
      const spread = far ? 200 : 12;
      const w = far && next() < 0.2 ? -0.5 : 0.5 + next() * 2;
      const z = far ? next() * 1.6 - 0.3 : next();
      const attributes = Array.from({ length: 16 }, () => next());
      vertices.push([x + (next() - 0.5) * spread, y + (next() - 0.5) * spread, z, w, ...attributes]);
    }
    // Degenerate: a repeated vertex.
    if (t % 17 === 5) vertices[vertices.length - 1] = [...vertices[vertices.length - 2]!];
  }
  // A vertex whose position is not a number.
  vertices[30] = [Number.NaN, 3, 0.5, 1, ...vertices[30]!.slice(4)];
  return vertices;
}

const VERTICES = randomTriangles(600);

const rigs: Rig[] = [];
afterEach(() => {
  for (const r of rigs.splice(0)) r.destroy();
});
// These draws are small: the kernel is built at the first of them (not on a timer, see below).
const buildAtOnceVertices = buildTriangleKernelAtOnce();

interface Drawn {
  records: Uint8Array;
  colors: number[][][];
  depths: number[];
  statistics: PipeQueryResult;
  kernelTriangles: number;
  handedBack: number;
}

/** How a draw is made: `heapBytes` gives the screen a fixed heap of that size. */
interface DrawOptions {
  threads?: number;
  mode?: PipePrim;
  raster?: Partial<PipeRasterizerState>;
  ucp?: boolean;
  heapBytes?: number;
}

function draw(kernel: boolean, options: DrawOptions = {}): Drawn {
  const { threads = 1, mode = PipePrim.TRIANGLES, raster = {}, ucp = false, heapBytes } = options;
  const heap = heapBytes ? { wasmMemoryShared: false, wasmMemoryMaxBytes: heapBytes } : {};
  const r = new Rig({
    width: SIZE,
    height: SIZE,
    zs: PipeFormat.Z32_FLOAT,
    outputs: [
      { semantic: 'COLOR' },
      { semantic: 'GENERIC[0]' },
      { semantic: 'GENERIC[1]' },
      { semantic: 'BCOLOR' },
    ],
    screen: createSoftScreen({ threads, codegen: 'wasm', ...heap }),
  });
  rigs.push(r);
  r.fs(FS);
  r.depthTest(PipeFunc.LEQUAL);
  r.raster(raster);
  if (raster.scissor) r.ctx.setScissorStates(0, [{ minx: 5, miny: 7, maxx: 40, maxy: 30 }]);
  if (ucp) {
    const planes: [number, number, number, number][] = [[1, 0.3, 0, 0.2]];
    while (planes.length < 8) planes.push([0, 0, 0, 0]);
    r.ctx.setClipState({ ucp: planes });
  }
  r.ctx.clear(PipeClear.COLOR | PipeClear.DEPTHSTENCIL, [0, 0, 0, 0], 1, 0);
  const q = r.ctx.createQuery(PipeQuery.PIPELINE_STATISTICS, 0);
  r.ctx.beginQuery(q);
  r.ctx.setVertexBuffers(0, [
    { stride: 80, bufferOffset: 0, buffer: null, userBuffer: r.vertexData(VERTICES) },
  ]);
  const before = { ...wasmTriangleCounts };
  wasmTriangleSettings.enabled = kernel;
  try {
    r.ctx.drawVbo(drawInfo({ mode, start: 0, count: VERTICES.length }));
  } finally {
    wasmTriangleSettings.enabled = true;
  }
  // The records as binned, before anything rasterizes them.
  const arena = (r.ctx as unknown as { scene: Scene }).scene.records;
  const records = new Uint8Array(arena.data.buffer, arena.data.byteOffset, arena.length * 8).slice();
  r.ctx.endQuery(q);
  const statistics = r.ctx.getQueryResult(q, true) as PipeQueryResult;
  return {
    records,
    colors: r.bytes(),
    depths: r.depths(),
    statistics,
    kernelTriangles: wasmTriangleCounts.triangles - before.triangles,
    handedBack: wasmTriangleCounts.handedBack - before.handedBack,
  };
}

const SERVED: [string, Partial<PipeRasterizerState>][] = [
  ['default state', {}],
  ['culling back faces, counter-clockwise front', { cullFace: PipeFace.BACK, frontCcw: true }],
  ['culling front faces', { cullFace: PipeFace.FRONT }],
  ['polygon offset', { offsetTri: true, offsetUnits: 3, offsetScale: 2.5 }],
  ['polygon offset clamped', { offsetTri: true, offsetUnits: -2, offsetScale: -4, offsetClamp: -0.001 }],
  ['pixel corners, bottom edge rule', { halfPixelCenter: false, bottomEdgeRule: true }],
  ['no depth clipping', { depthClipNear: false, depthClipFar: false, depthClamp: true }],
  ['z from 0 (clip_halfz), no far plane', { clipHalfz: true, depthClipFar: false }],
  ['flat shading, first vertex', { flatshade: true, flatshadeFirst: true }],
  ['two-sided colours', { lightTwoside: true }],
  ['a scissor', { scissor: true }],
];

describe.each([1, 2])('triangle setup through WebAssembly (%i thread(s))', (threads) => {
  it.each(SERVED)('%s: the same records, pictures, depth and statistics', (name, raster) => {
    const withKernel = draw(true, { threads, raster });
    const without = draw(false, { threads, raster });
    expect(withKernel.kernelTriangles).toBeGreaterThan(150);
    expect(withKernel.handedBack).toBeGreaterThan(100);
    expect(without.kernelTriangles).toBe(0);
    expect(withKernel.records.length).toBeGreaterThan(0);
    expect(withKernel.records).toEqual(without.records);
    expect(withKernel.colors).toEqual(without.colors);
    expect(withKernel.depths).toEqual(without.depths);
    expect(withKernel.statistics).toEqual(without.statistics);
    if (threads === 1 && name === 'default state') rigs[0]!.png('wasm-triangles');
  });

  it.each([
    ['a strip', PipePrim.TRIANGLE_STRIP],
    ['a fan', PipePrim.TRIANGLE_FAN],
    ['quads', PipePrim.QUADS],
  ])('%s: the same records as through the primitive pipeline', (_, mode) => {
    const withKernel = draw(true, { threads, mode });
    const without = draw(false, { threads, mode });
    expect(withKernel.kernelTriangles).toBeGreaterThan(100);
    expect(withKernel.records).toEqual(without.records);
    expect(withKernel.colors).toEqual(without.colors);
  });
});

describe('draws the kernel does not serve', () => {
  it.each([
    ['unfilled back faces', { fillBack: PipePolygonMode.LINE }, false],
    ['a user clip plane', { clipPlaneEnable: 1 }, true],
  ] as const)('%s go through the primitive pipeline whole', (_, raster, ucp) => {
    const drawn = draw(true, { raster, ucp });
    const without = draw(false, { raster, ucp });
    expect(drawn.kernelTriangles).toBe(0);
    expect(drawn.records).toEqual(without.records);
    // (control) the draw did bin primitives.
    expect(drawn.records.length).toBeGreaterThan(1000);
  });
});

describe('a heap too small for the records', () => {
  it('hands every triangle to the primitive pipeline: the same records', () => {
    // 1 MiB: the records' arena (at least 512 KiB) takes more than the eighth of the heap it may.
    const drawn = draw(true, { heapBytes: 1 << 20 });
    const without = draw(false, { heapBytes: 1 << 20 });
    expect(drawn.kernelTriangles).toBe(0);
    expect(drawn.handedBack).toBeGreaterThan(500);
    expect(drawn.records).toEqual(without.records);
    expect(drawn.colors).toEqual(without.colors);
  });
});

describe('before the kernel is built', () => {
  it('a small draw goes through the primitive pipeline and has the kernel built on a timer; a big one builds it', async () => {
    wasmTriangleSettings.buildAtOnceVertices = buildAtOnceVertices;
    try {
      forgetTriangleModules();
      const builds = wasmTriangleCompileTimes.length;
      const first = draw(true);
      expect(first.kernelTriangles).toBe(0);
      expect(wasmTriangleCompileTimes.length).toBe(builds);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(wasmTriangleCompileTimes.length).toBe(builds + 1);
      const later = draw(true);
      expect(later.kernelTriangles).toBeGreaterThan(150);
      expect(later.records).toEqual(first.records);
      expect(later.colors).toEqual(first.colors);
      // A draw of buildAtOnceVertices vertices or more builds it at once.
      forgetTriangleModules();
      wasmTriangleSettings.buildAtOnceVertices = VERTICES.length;
      expect(draw(true).kernelTriangles).toBeGreaterThan(150);
      expect(wasmTriangleCompileTimes.length).toBe(builds + 2);
    } finally {
      wasmTriangleSettings.buildAtOnceVertices = 0;
    }
  });
});
