// Big draws rasterized in pieces as they are binned (Scene.splitWhileBinning): a draw of 65,536 vertices
// or more has what it binned so far rasterized each time its records fill the screen's splitRecords, so
// its bins take bounded memory. Split, a draw gives exactly the pixels, depth and occlusion count it
// gives whole (blended, depth-tested overlapping triangles: any change of order would show), binned
// work from earlier draws is kept in order, and a draw that stops after pieces of it were rasterized
// still leaves nothing behind. On the calling thread and on the rasterizer threads, through the
// WebAssembly and the JavaScript back ends.
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
import { createSoftScreen, type SoftContext, type SoftScreenOptions } from '../src/index.js';
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
    const run = (splitRecords?: number) => {
      const r = rig({ ...options, ...(splitRecords ? { splitRecords } : {}) });
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
    const whole = run();
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

describe('splitRecords', () => {
  it('must be a positive integer', () => {
    expect(() => createSoftScreen({ splitRecords: 0 })).toThrow(PipeError);
    expect(() => createSoftScreen({ splitRecords: 1.5 })).toThrow(/splitRecords must be a positive integer/);
  });
});
