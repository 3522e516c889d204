// Big draws rasterized in pieces as they are binned (Scene.splitWhileBinning): a draw of 65,536 vertices
// or more has what it binned so far rasterized each time its records fill the screen's splitRecords, so
// its bins take bounded memory. Split, a draw gives exactly the pixels, depth and occlusion count it
// gives whole (blended, depth-tested overlapping triangles: any change of order would show), binned
// work from earlier draws is kept in order, and a draw that stops after pieces of it were rasterized
// still leaves nothing behind. On the calling thread and on the rasterizer threads, through the
// WebAssembly and the JavaScript back ends. With threads, each piece is rasterized while the calling
// thread bins the next (at most one in flight, by one thread fewer than the screen has, finished — the
// calling thread taking its last tiles — before the next and with the draw), and a thread's error in a
// piece undoes the draw like any stop.
import {
  drawInfo,
  PipeBlendFactor,
  PipeClear,
  PipeError,
  PipeFormat,
  PipeFunc,
  PipePrim,
  PipeQuery,
  PipeShaderIr,
  rtBlendState,
} from '@gallium-ts/gallium-api';
import { parseTgsi } from '@gallium-ts/tgsi';
import { afterEach, describe, expect, it } from 'vitest';
import { createSoftScreen, type SoftContext, type SoftScreen, type SoftScreenOptions } from '../src/index.js';
import { PIECE_RECORDS, SPLIT_RECORDS } from '../src/raster/scene.js';
import type { SceneInFlight, SceneThreads } from '../src/raster/scene-threads.js';
import { randomPrimitives } from './pixels/random-primitives.js';
import { Rig } from './pixels/rig.js';
import { LOOP_FROM_INSTANCE_1 } from './robustness/looping-shaders.js';

const SIZE = 64;
/** Records per piece in the split runs: a few hundred triangles, so a test draw makes dozens of pieces. */
const SPLIT = 20_000;
/** Triangles of the big draw: 66,000 vertices, over SPLIT_MIN_VERTICES. */
const TRIANGLES = 22_000;

const CONFIGS: readonly { name: string; options: SoftScreenOptions }[] = [
  { name: 'calling thread, WebAssembly', options: { threads: 1, codegen: 'wasm' } },
  { name: 'calling thread, JavaScript', options: { threads: 1, codegen: 'js' } },
  { name: 'two threads, WebAssembly', options: { threads: 2, threadMinPixels: 0, codegen: 'wasm' } },
];

const rigs: Rig[] = [];
afterEach(() => {
  for (const r of rigs.splice(0)) r.destroy();
});

/** A rig drawing blended, depth-tested colours on `options`' screen (splitRecords as given). */
function rig(options: SoftScreenOptions, maxLoopIterations?: number): Rig {
  const screen = createSoftScreen({ ...options, ...(maxLoopIterations ? { maxLoopIterations } : {}) });
  const r = new Rig({ width: SIZE, height: SIZE, zs: PipeFormat.Z24_UNORM_S8_UINT, screen });
  rigs.push(r);
  r.depthTest(PipeFunc.LESS);
  const channel = rtBlendState({
    blendEnable: true,
    rgbSrcFactor: PipeBlendFactor.SRC_ALPHA,
    rgbDstFactor: PipeBlendFactor.INV_SRC_ALPHA,
    alphaSrcFactor: PipeBlendFactor.ONE,
    alphaDstFactor: PipeBlendFactor.ZERO,
  });
  r.blend({ rt: Array.from({ length: 8 }, () => channel) });
  r.ctx.clear(PipeClear.COLOR | PipeClear.DEPTHSTENCIL, [0.1, 0.2, 0.3, 1], 1, 0);
  return r;
}

/** What a rig's targets hold: every pixel's colour bytes and depth. */
function targets(r: Rig): { colors: number[][][]; depths: number[] } {
  return { colors: r.bytes(), depths: r.depths() };
}

const splits = (r: Rig) => (r.ctx as SoftContext).shadedBatches.splits;

describe.each(CONFIGS)('split draws ($name)', ({ options }) => {
  it('give the pixels, depth and occlusion count of the draw rasterized whole, after earlier binned work', () => {
    const big = randomPrimitives(TRIANGLES, 3, SIZE);
    const run = (splitRecords: number) => {
      const r = rig({ ...options, splitRecords });
      const q = r.ctx.createQuery(PipeQuery.OCCLUSION_COUNTER, 0);
      r.ctx.beginQuery(q);
      // Binned before the big draw (which has it rasterized first), then drawn over.
      r.rect(8, 8, 40, 40, [1, 1, 1, 0.5], 0.4);
      r.draw(PipePrim.TRIANGLES, big);
      r.rect(24, 24, 56, 56, [1, 0, 1, 0.5], 0.3);
      r.ctx.endQuery(q);
      const samples = r.ctx.getQueryResult(q, true);
      return { r, samples, ...targets(r) };
    };
    // (Whole: records enough for all of it; with threads the default splits it too.)
    const whole = run(2 ** 40);
    const split = run(SPLIT);
    expect(splits(whole.r)).toBe(0);
    // 22,000 triangles of about 40 record entries each, 20,000 entries a piece.
    expect(splits(split.r)).toBeGreaterThan(30);
    split.r.png('split-draws');
    expect(split.colors).toEqual(whole.colors);
    expect(split.depths).toEqual(whole.depths);
    expect(split.samples).toEqual(whole.samples);
    // (control) the picture has many colours: the order of blending shows.
    expect(new Set(split.colors.flat().map((p) => p.join())).size).toBeGreaterThan(1000);
  });

  it('smaller draws are binned whole', () => {
    const r = rig({ ...options, splitRecords: SPLIT });
    // 65,535 vertices: one under SPLIT_MIN_VERTICES.
    r.draw(PipePrim.TRIANGLES, randomPrimitives(21_845, 3, SIZE));
    r.ctx.flush(0);
    expect(splits(r)).toBe(0);
  });

  it('a draw that stops after pieces of it were rasterized leaves the targets and the query as before it', () => {
    const CAP = 1000;
    const r = rig({ ...options, splitRecords: SPLIT }, CAP);
    const q = r.ctx.createQuery(PipeQuery.OCCLUSION_COUNTER, 0);
    r.ctx.beginQuery(q);
    r.rect(0, 0, 16, 16, [1, 0, 0, 1], 0.5);
    r.ctx.flush(0);
    const before = targets(r);
    r.ctx.bindVsState(
      r.ctx.createVsState({
        type: PipeShaderIr.TGSI,
        tokens: parseTgsi(LOOP_FROM_INSTANCE_1),
        streamOutput: null,
      }),
    );
    const big = randomPrimitives(TRIANGLES / 2, 3, SIZE);
    const floats = r.vertexData(big);
    r.ctx.setVertexBuffers(0, [{ stride: 32, bufferOffset: 0, buffer: null, userBuffer: floats }]);
    // Instance 0 (33,000 vertices) is binned and rasterized in pieces; instance 1's vertex shader stops.
    expect(() =>
      r.ctx.drawVbo(drawInfo({ mode: PipePrim.TRIANGLES, start: 0, count: big.length, instanceCount: 2 })),
    ).toThrow(
      new PipeError(
        'drawVbo',
        `the vertex shader stopped (loop iteration limit (${CAP}) exceeded); nothing of the draw was kept`,
      ),
    );
    expect(splits(r)).toBeGreaterThan(10);
    expect(targets(r)).toEqual(before);
    r.ctx.endQuery(q);
    expect(r.ctx.getQueryResult(q, true)).toEqual({ kind: 'u64', value: 256n });
    // (control) instance 0 alone draws: the pieces did write the targets before they were put back.
    r.ctx.drawVbo(drawInfo({ mode: PipePrim.TRIANGLES, start: 0, count: big.length, instanceCount: 1 }));
    r.ctx.flush(0);
    expect(targets(r).colors).not.toEqual(before.colors);
  });
});

/** What the scene of `r`'s context exposes to these tests. */
const sceneOf = (r: Rig) =>
  (r.ctx as unknown as { scene: { splitRecords: number; records: { length: number }; empty: boolean } })
    .scene;

/**
 * Watches the threads of `r`'s screen: for each scene handed over, the records binned meanwhile into
 * the other bins when it was finished, whether another was in flight when it was started and how many
 * threads took it. A
 * finish() may be made to throw after the real one (`failAt`: the index of the piece).
 */
function watchPieces(r: Rig, failAt = -1) {
  const threads = (r.screen as SoftScreen).rasterThreads as SceneThreads;
  const start = threads.start.bind(threads);
  const pieces: { binnedMeanwhile: number; overlapped: boolean; workers: number }[] = [];
  let inFlight = false;
  threads.start = (...args): SceneInFlight => {
    const index = pieces.length;
    pieces.push({ binnedMeanwhile: -1, overlapped: inFlight, workers: args[3] });
    inFlight = true;
    const run = start(...args);
    return {
      finish: () => {
        inFlight = false;
        const results = run.finish();
        pieces[index]!.binnedMeanwhile = sceneOf(r).records.length;
        if (index === failAt) throw new Error('a rasterizer thread stopped: injected');
        return results;
      },
    };
  };
  return { pieces, inFlight: () => inFlight };
}

describe('pieces in flight (two threads)', () => {
  const options: SoftScreenOptions = { threads: 2, threadMinPixels: 0, splitRecords: SPLIT };

  it('the calling thread bins the next piece while the threads rasterize one; none is left in flight after the draw', () => {
    const r = rig(options);
    const watch = watchPieces(r);
    r.draw(PipePrim.TRIANGLES, randomPrimitives(TRIANGLES, 3, SIZE));
    expect(watch.inFlight()).toBe(false);
    expect(watch.pieces.length).toBeGreaterThan(30);
    expect(watch.pieces.every((p) => !p.overlapped)).toBe(true);
    // Every piece but the last of the draw: the next one's records were binned before it was finished.
    expect(watch.pieces.filter((p) => p.binnedMeanwhile > 0).length).toBeGreaterThan(30);
    // One thread of the two takes a piece while the calling thread bins (it takes the piece's last
    // tiles when it finishes it).
    expect(new Set(watch.pieces.map((p) => p.workers))).toEqual(new Set([1]));
    // What the draw binned after its last piece stays for the flush, which both threads take.
    expect(sceneOf(r).empty).toBe(false);
    r.ctx.flush(0);
    expect(sceneOf(r).empty).toBe(true);
    expect(watch.pieces.at(-1)!.workers).toBe(2);
  });

  it("a thread's error in a piece in flight undoes the draw (and is thrown as it is), as a stop does", () => {
    const r = rig(options);
    r.rect(0, 0, 16, 16, [1, 0, 0, 1], 0.5);
    r.ctx.flush(0);
    const before = targets(r);
    watchPieces(r, 3);
    expect(() => r.draw(PipePrim.TRIANGLES, randomPrimitives(TRIANGLES, 3, SIZE))).toThrow(
      'a rasterizer thread stopped: injected',
    );
    expect(targets(r)).toEqual(before);
    // The context goes on: the next draw is drawn.
    r.rect(16, 16, 32, 32, [0, 1, 0, 1], 0.5);
    r.ctx.flush(0);
    expect(r.bytes()[20]![20]).toEqual([0, 255, 0, 255]);
  });

  it('the default piece is PIECE_RECORDS with threads, SPLIT_RECORDS without', () => {
    expect(sceneOf(rig({ threads: 2 })).splitRecords).toBe(PIECE_RECORDS);
    expect(sceneOf(rig({ threads: 1 })).splitRecords).toBe(SPLIT_RECORDS);
    expect(PIECE_RECORDS).toBeLessThan(SPLIT_RECORDS);
  });
});

describe('splitRecords', () => {
  it('must be a positive integer', () => {
    expect(() => createSoftScreen({ splitRecords: 0 })).toThrow(PipeError);
    expect(() => createSoftScreen({ splitRecords: 1.5 })).toThrow(/splitRecords must be a positive integer/);
  });
});
