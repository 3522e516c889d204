// The primitive, stream-output and pipeline-statistics queries on driver-soft, with counts worked out by
// hand for known draws; nesting; pausing with set_active_query_state; and render_condition on the
// stream-output overflow predicates ("Commands will be skipped if condition is equal to the predicate
// result").
import {
  PipeBind,
  PipeClear,
  PipeFace,
  PipePrim,
  PipeQuery,
  type PipeQueryObject,
  type PipeQueryPipelineStatistics,
  PipeRenderCond,
  type PipeStreamOutputInfo,
  PipeTransfer,
} from '@gallium-ts/gallium-api';
import { afterEach, describe, expect, it } from 'vitest';
import { GeometryEnv } from './geometry-env.js';
import { captureOutput, POINT_TO_QUAD_GS } from './shaders.js';

let env: GeometryEnv;
afterEach(() => env?.destroy());

/** The square [4, 12)² of a 16×16 buffer as a 4-vertex triangle strip (NDC ±0.5). */
const SQUARE = [
  [-0.5, -0.5, 0, 1, 1, 0, 0, 1],
  [0.5, -0.5, 0, 1, 1, 0, 0, 1],
  [-0.5, 0.5, 0, 1, 1, 0, 0, 1],
  [0.5, 0.5, 0, 1, 1, 0, 0, 1],
];

/** Runs `draw` inside a query of `type` (stream `index`) and returns the waited-for result. */
function measure(type: PipeQuery, draw: () => void, index = 0) {
  const q = env.ctx.createQuery(type, index);
  env.ctx.beginQuery(q);
  draw();
  env.ctx.endQuery(q);
  const result = env.ctx.getQueryResult(q, true);
  env.ctx.destroyQuery(q);
  return result;
}

function statistics(draw: () => void): Partial<PipeQueryPipelineStatistics> {
  const result = measure(PipeQuery.PIPELINE_STATISTICS, draw);
  if (result?.kind !== 'pipelineStatistics') throw new Error('not pipeline statistics');
  const { hsInvocations, dsInvocations, csInvocations, ...rest } = result.value;
  expect([hsInvocations, dsInvocations, csInvocations]).toEqual([0n, 0n, 0n]);
  return rest;
}

const stats = (
  ia: [number, number],
  vs: number,
  gs: [number, number],
  c: [number, number],
  ps: number,
): Partial<PipeQueryPipelineStatistics> => ({
  iaVertices: BigInt(ia[0]),
  iaPrimitives: BigInt(ia[1]),
  vsInvocations: BigInt(vs),
  gsInvocations: BigInt(gs[0]),
  gsPrimitives: BigInt(gs[1]),
  cInvocations: BigInt(c[0]),
  cPrimitives: BigInt(c[1]),
  psInvocations: BigInt(ps),
});

describe('PIPE_QUERY_PIPELINE_STATISTICS', () => {
  it('a triangle strip square: 4 vertices, 2 triangles, 64 pixels', () => {
    env = new GeometryEnv(16, 16);
    env.vertices(SQUARE);
    expect(statistics(() => env.draw(PipePrim.TRIANGLE_STRIP, 4))).toEqual(
      stats([4, 2], 4, [0, 0], [2, 2], 64),
    );
  });

  it('indexed with a shared vertex and 3 instances: each distinct vertex shaded once per instance', () => {
    env = new GeometryEnv(16, 16);
    env.vertices(SQUARE);
    const indices = env.buffer(6, PipeBind.INDEX_BUFFER);
    env.ctx.bufferSubdata(indices, PipeTransfer.WRITE, 0, new Uint8Array([0, 1, 2, 2, 1, 3]));
    env.ctx.setIndexBuffer({ indexSize: 1, offset: 0, buffer: indices, userBuffer: null });
    expect(statistics(() => env.draw(PipePrim.TRIANGLES, 6, { indexed: true, instanceCount: 3 }))).toEqual(
      stats([18, 6], 12, [0, 0], [6, 6], 3 * 64),
    );
  });

  it('restart indices are not vertices; quads and polygons are one input primitive each', () => {
    env = new GeometryEnv(16, 16);
    env.vertices(SQUARE);
    const indices = env.buffer(9, PipeBind.INDEX_BUFFER);
    env.ctx.bufferSubdata(indices, PipeTransfer.WRITE, 0, new Uint8Array([0, 1, 3, 2, 255, 0, 1, 3, 2]));
    env.ctx.setIndexBuffer({ indexSize: 1, offset: 0, buffer: indices, userBuffer: null });
    const draw = (mode: PipePrim) => () =>
      env.draw(mode, 9, { indexed: true, primitiveRestart: true, restartIndex: 255 });
    // Two quads (the same square twice): 8 vertices, 2 primitives, 4 triangles into clipping.
    expect(statistics(draw(PipePrim.QUADS))).toEqual(stats([8, 2], 4, [0, 0], [4, 4], 128));
    expect(statistics(draw(PipePrim.POLYGON))).toEqual(stats([8, 2], 4, [0, 0], [4, 4], 128));
  });

  it('clipping: a cut triangle gives its pieces, one outside gives nothing; culled ones still count', () => {
    env = new GeometryEnv(16, 16);
    // Crosses x = 1 (a quadrilateral once cut: 2 triangles), then one wholly right of the viewport.
    env.vertices([
      [-0.5, -0.5, 0, 1],
      [1.5, -0.5, 0, 1],
      [-0.5, 0.5, 0, 1],
      [2, 0, 0, 1],
      [3, 0, 0, 1],
      [2, 1, 0, 1],
    ]);
    const clipped = statistics(() => env.draw(PipePrim.TRIANGLES, 6));
    expect({ ...clipped, psInvocations: 0n }).toEqual(stats([6, 2], 6, [0, 0], [2, 2], 0));
    expect(clipped.psInvocations).toBeGreaterThan(0n);
    env.rasterizer({ cullFace: PipeFace.FRONT_AND_BACK });
    expect(statistics(() => env.draw(PipePrim.TRIANGLES, 6))).toEqual(stats([6, 2], 6, [0, 0], [2, 2], 0));
  });

  it('rasterizer discard: nothing enters clipping or reaches the fragment shader', () => {
    env = new GeometryEnv(16, 16);
    env.rasterizer({ rasterizerDiscard: true });
    env.vertices(SQUARE);
    expect(statistics(() => env.draw(PipePrim.TRIANGLE_STRIP, 4))).toEqual(
      stats([4, 2], 4, [0, 0], [0, 0], 0),
    );
  });

  it('a geometry shader: invocations × GS_INVOCATIONS, the primitives of its strips', () => {
    env = new GeometryEnv(32, 32);
    env.shaders({ gs: POINT_TO_QUAD_GS.replace('GEOM\n', 'GEOM\nPROPERTY GS_INVOCATIONS 2\n') });
    env.vertices([
      [-0.5, -0.5, 0, 1, 1, 0, 0, 1],
      [0.5, -0.5, 0, 1, 0, 1, 0, 1],
      [0, 0.5, 0, 1, 0, 0, 1, 1],
    ]);
    // 3 points × 2 invocations, each a 2-triangle square of 8 × 8 pixels.
    expect(statistics(() => env.draw(PipePrim.POINTS, 3))).toEqual(
      stats([3, 3], 3, [6, 12], [12, 12], 6 * 64),
    );
  });

  it('counts only draws made while it is active, and not while queries are paused', () => {
    env = new GeometryEnv(16, 16);
    env.vertices(SQUARE);
    env.draw(PipePrim.TRIANGLE_STRIP, 4);
    const q = env.ctx.createQuery(PipeQuery.PIPELINE_STATISTICS, 0);
    env.ctx.beginQuery(q);
    env.draw(PipePrim.TRIANGLE_STRIP, 3);
    env.ctx.setActiveQueryState(false);
    env.draw(PipePrim.TRIANGLE_STRIP, 4);
    env.ctx.setActiveQueryState(true);
    env.ctx.endQuery(q);
    env.draw(PipePrim.TRIANGLE_STRIP, 4);
    const result = env.ctx.getQueryResult(q, true);
    env.ctx.destroyQuery(q);
    // One triangle of the square, its lower-left half: the 28 pixels whose centres are strictly inside;
    // the 8 on the diagonal lie on its bottom-right edge, which the top-left rule leaves out.
    expect(result?.kind === 'pipelineStatistics' && result.value).toMatchObject(
      stats([3, 1], 3, [0, 0], [1, 1], 28),
    );
  });
});

describe('PIPE_QUERY_PRIMITIVES_GENERATED', () => {
  it('counts the points, lines and triangles of the last vertex stage, with or without rasterization', () => {
    env = new GeometryEnv(16, 16);
    env.vertices([...SQUARE, ...SQUARE]);
    const generated = (mode: PipePrim, count: number) =>
      measure(PipeQuery.PRIMITIVES_GENERATED, () => env.draw(mode, count));
    expect(generated(PipePrim.QUADS, 8)).toEqual({ kind: 'u64', value: 4n });
    expect(generated(PipePrim.LINE_LOOP, 3)).toEqual({ kind: 'u64', value: 3n });
    expect(generated(PipePrim.TRIANGLE_STRIP_ADJACENCY, 8)).toEqual({ kind: 'u64', value: 2n });
    env.rasterizer({ rasterizerDiscard: true });
    expect(generated(PipePrim.TRIANGLE_FAN, 5)).toEqual({ kind: 'u64', value: 3n });
    env.shaders({ gs: POINT_TO_QUAD_GS });
    expect(generated(PipePrim.POINTS, 3)).toEqual({ kind: 'u64', value: 6n });
  });

  it('nested and overlapping queries each count their own draws; results need no flush', () => {
    env = new GeometryEnv(16, 16);
    env.vertices(SQUARE);
    const a = env.ctx.createQuery(PipeQuery.PRIMITIVES_GENERATED, 0);
    const b = env.ctx.createQuery(PipeQuery.PRIMITIVES_GENERATED, 0);
    env.ctx.beginQuery(a);
    env.draw(PipePrim.POINTS, 1);
    env.ctx.beginQuery(b);
    env.draw(PipePrim.POINTS, 2);
    env.ctx.endQuery(a);
    env.draw(PipePrim.POINTS, 4);
    env.ctx.endQuery(b);
    // Drawn but not rasterized yet: stream counts are known already.
    expect(env.ctx.getQueryResult(a, false)).toEqual({ kind: 'u64', value: 3n });
    expect(env.ctx.getQueryResult(b, false)).toEqual({ kind: 'u64', value: 6n });
    env.ctx.destroyQuery(a);
    env.ctx.destroyQuery(b);
  });
});

/** A geometry shader emitting each input point once on stream 0 and twice on stream 1. */
const TWO_STREAMS_GS = `GEOM
PROPERTY GS_INPUT_PRIMITIVE POINTS
PROPERTY GS_OUTPUT_PRIMITIVE POINTS
PROPERTY GS_MAX_OUTPUT_VERTICES 3
DCL IN[][0], POSITION
DCL OUT[0], POSITION
IMM[0] INT32 { 1, 0, 0, 0 }
MOV OUT[0], IN[0][0]
EMIT
EMIT IMM[0].xxxx
EMIT IMM[0].xxxx
END
`;

/** Position x of stream 0 into buffer 0, of stream 1 into buffer 1. */
const TWO_STREAMS_SO: PipeStreamOutputInfo = {
  stride: [1, 1, 0, 0],
  output: [
    { registerIndex: 0, startComponent: 0, numComponents: 1, outputBuffer: 0, dstOffset: 0, stream: 0 },
    { registerIndex: 0, startComponent: 0, numComponents: 1, outputBuffer: 1, dstOffset: 0, stream: 1 },
  ],
};

describe('stream-output queries', () => {
  /** 3 points through TWO_STREAMS_GS into buffers of `room0` and `room1` words; every query's result. */
  function streamQueries(room0: number, room1: number) {
    env = new GeometryEnv(8, 8);
    env.rasterizer({ rasterizerDiscard: true });
    env.shaders({ gs: TWO_STREAMS_GS, streamOutput: TWO_STREAMS_SO });
    env.vertices([
      [1, 0, 0, 1],
      [2, 0, 0, 1],
      [3, 0, 0, 1],
    ]);
    const b0 = env.buffer(4 * room0);
    const b1 = env.buffer(4 * room1);
    env.ctx.setStreamOutputTargets([env.target(b0), env.target(b1)], [0, 0]);
    const make = (type: PipeQuery, index: number) => env.ctx.createQuery(type, index);
    const queries: Record<string, PipeQueryObject> = {
      emitted0: make(PipeQuery.PRIMITIVES_EMITTED, 0),
      emitted1: make(PipeQuery.PRIMITIVES_EMITTED, 1),
      stats0: make(PipeQuery.SO_STATISTICS, 0),
      stats1: make(PipeQuery.SO_STATISTICS, 1),
      overflow0: make(PipeQuery.SO_OVERFLOW_PREDICATE, 0),
      overflow1: make(PipeQuery.SO_OVERFLOW_PREDICATE, 1),
      overflowAny: make(PipeQuery.SO_OVERFLOW_ANY_PREDICATE, 0),
    };
    for (const q of Object.values(queries)) env.ctx.beginQuery(q);
    env.draw(PipePrim.POINTS, 3);
    for (const q of Object.values(queries)) env.ctx.endQuery(q);
    const results = Object.fromEntries(
      Object.entries(queries).map(([name, q]) => [name, env.ctx.getQueryResult(q, false)]),
    );
    return { results, queries, words: [env.floats(b0), env.floats(b1)] };
  }

  const u64 = (value: number) => ({ kind: 'u64', value: BigInt(value) });
  const so = (written: number, needed: number) => ({
    kind: 'soStatistics',
    numPrimitivesWritten: BigInt(written),
    primitivesStorageNeeded: BigInt(needed),
  });
  const bool = (value: boolean) => ({ kind: 'boolean', value });

  it('everything fits: written = needed, no overflow', () => {
    const { results, words } = streamQueries(3, 6);
    expect(words).toEqual([
      [1, 2, 3],
      [1, 1, 2, 2, 3, 3],
    ]);
    expect(results).toEqual({
      emitted0: u64(3),
      emitted1: u64(6),
      stats0: so(3, 3),
      stats1: so(6, 6),
      overflow0: bool(false),
      overflow1: bool(false),
      overflowAny: bool(false),
    });
  });

  it('stream 1 overflows: its predicate and the any-stream predicate are true', () => {
    const { results, words } = streamQueries(3, 4);
    expect(words).toEqual([
      [1, 2, 3],
      [1, 1, 2, 2],
    ]);
    expect(results).toEqual({
      emitted0: u64(3),
      emitted1: u64(4),
      stats0: so(3, 3),
      stats1: so(4, 6),
      overflow0: bool(false),
      overflow1: bool(true),
      overflowAny: bool(true),
    });
  });

  it('without stream output active nothing is needed, written or overflowed', () => {
    env = new GeometryEnv(8, 8);
    env.vertices(SQUARE);
    for (const type of [
      PipeQuery.PRIMITIVES_EMITTED,
      PipeQuery.SO_STATISTICS,
      PipeQuery.SO_OVERFLOW_ANY_PREDICATE,
    ])
      expect(measure(type, () => env.draw(PipePrim.TRIANGLE_STRIP, 4))).toEqual(
        type === PipeQuery.PRIMITIVES_EMITTED
          ? u64(0)
          : type === PipeQuery.SO_STATISTICS
            ? so(0, 0)
            : bool(false),
      );
  });

  it('render_condition on an overflow predicate draws when the predicate differs from condition', () => {
    const { queries } = streamQueries(3, 4);
    env.rasterizer({});
    env.shaders({});
    env.ctx.setStreamOutputTargets([], []);
    env.vertices(SQUARE.map((v) => [v[0]! * 2, v[1]! * 2, 0, 1, 1, 1, 1, 1]));
    const drawn = (query: PipeQueryObject, condition: boolean) => {
      env.ctx.clear(PipeClear.COLOR, [0, 0, 0, 0], 1, 0);
      env.ctx.renderCondition(query, condition, PipeRenderCond.WAIT);
      env.draw(PipePrim.TRIANGLE_STRIP, 4);
      env.ctx.renderCondition(null, false, PipeRenderCond.WAIT);
      return env.pixel(4, 4)[3] === 255;
    };
    // overflow1 and overflowAny are true, overflow0 false.
    expect(drawn(queries.overflow1!, false)).toBe(true);
    expect(drawn(queries.overflow1!, true)).toBe(false);
    expect(drawn(queries.overflowAny!, false)).toBe(true);
    expect(drawn(queries.overflowAny!, true)).toBe(false);
    expect(drawn(queries.overflow0!, false)).toBe(false);
    expect(drawn(queries.overflow0!, true)).toBe(true);
  });
});

describe('stream output and PRIMITIVES_GENERATED together', () => {
  it('generated counts every primitive, emitted those that fit', () => {
    env = new GeometryEnv(8, 8);
    env.shaders({ streamOutput: captureOutput(0, 1) });
    env.vertices(SQUARE);
    const buffer = env.buffer(4 * 4);
    env.ctx.setStreamOutputTargets([env.target(buffer)], [0]);
    const generated = env.ctx.createQuery(PipeQuery.PRIMITIVES_GENERATED, 0);
    const emitted = env.ctx.createQuery(PipeQuery.PRIMITIVES_EMITTED, 0);
    env.ctx.beginQuery(generated);
    env.ctx.beginQuery(emitted);
    env.draw(PipePrim.TRIANGLE_STRIP, 4);
    env.ctx.endQuery(emitted);
    env.ctx.endQuery(generated);
    expect(env.ctx.getQueryResult(generated, true)).toEqual({ kind: 'u64', value: 2n });
    expect(env.ctx.getQueryResult(emitted, true)).toEqual({ kind: 'u64', value: 1n });
    env.ctx.destroyQuery(generated);
    env.ctx.destroyQuery(emitted);
  });
});
