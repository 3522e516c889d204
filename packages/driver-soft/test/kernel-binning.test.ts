// Binning in the triangle setup kernel (codegen/kernels/triangle-setup.ts with FLAG.bin): where the
// scene's bins are in the heap the kernel bins the records it writes, as Scene.binTriangleRecord would —
// the same bin nodes in the same order, the same tile lists, the same tails noted for the checkpoint
// and the same counts, for small triangles inside one tile and big ones across many (each tile tested
// against the edges), after earlier binned work, with more nodes than the arena first holds (the kernel
// stops, the nodes grow, it goes on) — and a draw that stops after the kernel binned part of it is
// undone through those notes, leaving the targets as they were.
import {
  drawInfo,
  PipeClear,
  PipeError,
  PipeFormat,
  PipeFunc,
  PipePrim,
  PipeShaderIr,
} from '@gallium-ts/gallium-api';
import { parseTgsi } from '@gallium-ts/tgsi';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { wasmTriangleCounts, wasmTriangleSettings } from '../src/draw/wasm-triangles.js';
import { createSoftScreen } from '../src/index.js';
import { Rig } from './pixels/rig.js';
import { LOOP_FROM_INSTANCE_1 } from './robustness/looping-shaders.js';
import { buildTriangleKernelAtOnce } from './support/triangle-kernel-at-once.js';

/** 4 × 3 tiles of 64 pixels (the last column and row partly outside). */
const WIDTH = 230;
const HEIGHT = 150;

/**
 * `count` triangles from a fixed seed: two covering the target, then most a few pixels wide and one in
 * eight up to 150 (across tiles).
 */
function triangles(count: number): number[][] {
  let seed = 777;
  const next = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed / 2 ** 32;
  };
  // Two halves of the target, each holding whole tiles (FULLY_COVERED bins).
  const vertices: number[][] = [
    [0, 0, 0.7, 1, 0.9, 0.1, 0.1, 0.5],
    [WIDTH, 0, 0.7, 1, 0.9, 0.1, 0.1, 0.5],
    [0, HEIGHT, 0.7, 1, 0.9, 0.1, 0.1, 0.5],
    [WIDTH, HEIGHT, 0.8, 1, 0.1, 0.9, 0.1, 0.5],
    [0, HEIGHT, 0.8, 1, 0.1, 0.9, 0.1, 0.5],
    [WIDTH, 0, 0.8, 1, 0.1, 0.9, 0.1, 0.5],
  ];
  for (let t = 2; t < count; t++) {
    const spread = t % 8 === 0 ? 150 : 7;
    const x = next() * WIDTH,
      y = next() * HEIGHT;
    const color = [next(), next(), next(), 0.5];
    for (let k = 0; k < 3; k++)
      vertices.push([x + (next() - 0.5) * spread, y + (next() - 0.5) * spread, next(), 1, ...color]);
  }
  return vertices;
}

/** What the scene's current bins hold. */
interface Bins {
  nodes: number[];
  heads: number[];
  tails: number[];
  undo: number[];
  primitives: number;
  pixels: number;
}

interface SceneInside {
  bins: {
    nodes: { data: Int32Array; length: number };
    heads: Int32Array;
    tails: Int32Array;
    undo: { data: Int32Array; length: number };
    tilesX: number;
    tilesY: number;
    primitives: number;
    pixels: number;
  };
}

function binsOf(r: Rig): Bins {
  const bins = (r.ctx as unknown as { scene: SceneInside }).scene.bins;
  const tiles = bins.tilesX * bins.tilesY;
  return {
    nodes: [...bins.nodes.data.subarray(0, bins.nodes.length)],
    heads: [...bins.heads.subarray(0, tiles)],
    tails: [...bins.tails.subarray(0, tiles)],
    undo: [...bins.undo.data.subarray(0, bins.undo.length)],
    primitives: bins.primitives,
    pixels: bins.pixels,
  };
}

const rigs: Rig[] = [];
afterEach(() => {
  wasmTriangleSettings.bin = true;
  for (const r of rigs.splice(0)) r.destroy();
});
buildTriangleKernelAtOnce();

function rig(maxLoopIterations?: number): Rig {
  const screen = createSoftScreen({
    threads: 1,
    codegen: 'wasm',
    ...(maxLoopIterations ? { maxLoopIterations } : {}),
  });
  const r = new Rig({ width: WIDTH, height: HEIGHT, zs: PipeFormat.Z24_UNORM_S8_UINT, screen });
  rigs.push(r);
  r.depthTest(PipeFunc.LESS);
  r.ctx.clear(PipeClear.COLOR | PipeClear.DEPTHSTENCIL, [0.1, 0.2, 0.3, 1], 1, 0);
  return r;
}

describe('binning in the triangle setup kernel', () => {
  it('bins as the scene does: the same nodes, lists, checkpoint notes and counts', () => {
    // 6,000 triangles: more nodes than the arena's first 4,096.
    const big = triangles(6000);
    const binned = (kernel: boolean) => {
      wasmTriangleSettings.bin = kernel;
      const r = rig();
      // Earlier binned work in some tiles: the draw's checkpoint notes their tails.
      r.rect(10, 10, 120, 60, [1, 1, 1, 1], 0.9);
      const before = { ...wasmTriangleCounts };
      // The bins as the draw ends, before its checkpoint (and the notes) is released.
      const scene = (r.ctx as unknown as { scene: { release(): void } }).scene;
      const release = scene.release.bind(scene);
      let bins: Bins | null = null;
      scene.release = () => {
        bins ??= binsOf(r);
        release();
      };
      r.draw(PipePrim.TRIANGLES, big);
      scene.release = release;
      const counts = {
        binned: wasmTriangleCounts.binned - before.binned,
        nodeStops: wasmTriangleCounts.nodeStops - before.nodeStops,
        triangles: wasmTriangleCounts.triangles - before.triangles,
        handedBack: wasmTriangleCounts.handedBack - before.handedBack,
      };
      r.ctx.flush(0);
      return { bins: bins!, counts, colors: r.bytes() };
    };
    const js = binned(false);
    const kernel = binned(true);
    expect(js.counts.binned).toBe(0);
    // Every triangle through the kernel but those a plane cuts (handed back, binned by the scene).
    expect(kernel.counts.triangles + kernel.counts.handedBack).toBe(6000);
    expect(kernel.counts.handedBack).toBeLessThan(1000);
    expect(kernel.counts.binned).toBeGreaterThan(5000);
    expect(kernel.counts.nodeStops).toBeGreaterThan(0);
    // (control) triangles across tiles, and tiles with a list.
    expect(kernel.bins.nodes.length / 4).toBeGreaterThan(kernel.bins.primitives);
    expect(kernel.bins.heads.filter((h) => h >= 0).length).toBe(12);
    expect(
      kernel.bins.nodes.filter((_, i) => i % 4 === 2 && kernel.bins.nodes[i] === 1).length,
    ).toBeGreaterThan(0);
    expect(kernel.bins.undo.length).toBeGreaterThan(0);
    expect(kernel.bins).toEqual(js.bins);
    expect(kernel.colors).toEqual(js.colors);
  });

  it('a draw that stops after the kernel binned its first instance is undone through its notes', () => {
    const r = rig(1000);
    r.rect(0, 0, 100, 100, [1, 0, 0, 1], 0.5);
    r.ctx.flush(0);
    const before = r.bytes();
    // Binned, not flushed: the stopped draw's rollback keeps it.
    r.rect(120, 20, 200, 90, [0, 0, 1, 1], 0.5);
    r.ctx.bindVsState(
      r.ctx.createVsState({
        type: PipeShaderIr.TGSI,
        tokens: parseTgsi(LOOP_FROM_INSTANCE_1),
        streamOutput: null,
      }),
    );
    const vertices = triangles(3000);
    r.ctx.setVertexBuffers(0, [
      { stride: 32, bufferOffset: 0, buffer: null, userBuffer: r.vertexData(vertices) },
    ]);
    const binnedBefore = wasmTriangleCounts.binned;
    expect(() =>
      r.ctx.drawVbo(
        drawInfo({ mode: PipePrim.TRIANGLES, start: 0, count: vertices.length, instanceCount: 2 }),
      ),
    ).toThrow(PipeError);
    expect(wasmTriangleCounts.binned - binnedBefore).toBeGreaterThan(2000);
    r.ctx.flush(0);
    const after = r.bytes();
    // Only the blue rectangle was added.
    for (let y = 0; y < HEIGHT; y++)
      for (let x = 0; x < WIDTH; x++) {
        const inBlue = x >= 120 && x < 200 && y >= 20 && y < 90;
        expect(after[y]![x], `${x}, ${y}`).toEqual(inBlue ? [0, 0, 255, 255] : before[y]![x]);
      }
  });
});
