// Stream output on driver-soft: the bytes written for points, lines, triangles and strips (decomposed,
// before clipping, integer outputs bit-exact) with and without a geometry shader, two buffers with
// offsets and gaps, the internal offset (set, appended to with −1, kept across unbinding), overflow
// (no partial primitive, nothing past the target), draw auto, rasterizer discard, vertex streams, and
// the checks of stream_output when a shader is created. Gallium: "The internal offset is equal to how
// much data has already been written"; "any primitives written outside of the specified memory range
// are discarded".
import {
  PipeBind,
  PipeClear,
  PipeError,
  PipePrim,
  PipeQuery,
  PipeShader,
  type PipeStreamOutputInfo,
  PipeTransfer,
} from '@gallium-ts/gallium-api';
import { compareImages } from '@gallium-ts/gallium-api/image';
import { afterEach, describe, expect, it } from 'vitest';
import { GeometryEnv, PASS_VS } from './geometry-env.js';
import { captureOutput, POINT_TO_QUAD_GS } from './shaders.js';

let env: GeometryEnv;
afterEach(() => env?.destroy());

/** Position, COLOR, and VERTEXID (an integer) in GENERIC[0].x. */
const VERTEX_ID_VS = `VERT
DCL IN[0]
DCL IN[1]
DCL OUT[0], POSITION
DCL OUT[1], COLOR
DCL OUT[2], GENERIC[0]
DCL SV[0], VERTEXID
MOV OUT[0], IN[0]
MOV OUT[1], IN[1]
MOV OUT[2], SV[0].xxxx
END
`;

/** Buffer 0: positions (4 words per vertex). Buffer 1: VERTEXID, then COLOR.yz (3 words per vertex). */
const TWO_BUFFERS: PipeStreamOutputInfo = {
  stride: [4, 3, 0, 0],
  output: [
    { registerIndex: 0, startComponent: 0, numComponents: 4, outputBuffer: 0, dstOffset: 0, stream: 0 },
    { registerIndex: 1, startComponent: 1, numComponents: 2, outputBuffer: 1, dstOffset: 1, stream: 0 },
    { registerIndex: 2, startComponent: 0, numComponents: 1, outputBuffer: 1, dstOffset: 0, stream: 0 },
  ],
};

/** Vertex i: position (i, 2i, 0.5, 1) — outside the viewport for i > 0 — colour (0, i/8, 1 − i/8, 1). */
const vertex = (i: number) => [i, 2 * i, 0.5, 1, 0, i / 8, 1 - i / 8, 1];

/** The words buffer 0 and buffer 1 of TWO_BUFFERS hold for `vertices`, in order. */
function expectedWords(vertices: readonly number[]): {
  positions: number[];
  ids: number[];
  colors: number[];
} {
  return {
    positions: vertices.flatMap((i) => vertex(i).slice(0, 4)),
    ids: [...vertices],
    colors: vertices.flatMap((i) => vertex(i).slice(5, 7)),
  };
}

/** Draws `count` vertices of `mode` capturing TWO_BUFFERS; returns what each buffer holds. */
function capture(mode: PipePrim, count: number, gs: string | null = null) {
  env = new GeometryEnv(16, 16);
  env.shaders({ vs: VERTEX_ID_VS, gs, streamOutput: TWO_BUFFERS });
  env.vertices(Array.from({ length: count }, (_, i) => vertex(i)));
  const b0 = env.buffer(16 * 12);
  const b1 = env.buffer(12 * 12);
  env.ctx.setStreamOutputTargets([env.target(b0), env.target(b1)], [0, 0]);
  env.draw(mode, count);
  const f1 = env.floats(b1);
  const i1 = env.ints(b1);
  const n = i1.length / 3;
  return {
    positions: env.floats(b0),
    ids: Array.from({ length: n }, (_, v) => i1[3 * v]!),
    colors: Array.from({ length: n }, (_, v) => [f1[3 * v + 1]!, f1[3 * v + 2]!]).flat(),
  };
}

/** `words` padded with zeros to `length`. */
const padded = (words: readonly number[], length: number) => [
  ...words,
  ...new Array(length - words.length).fill(0),
];

describe('stream output without a geometry shader', () => {
  const cases: [string, PipePrim, number, number[]][] = [
    ['points', PipePrim.POINTS, 3, [0, 1, 2]],
    ['a line strip, as lines', PipePrim.LINE_STRIP, 3, [0, 1, 1, 2]],
    ['a line loop, closed', PipePrim.LINE_LOOP, 3, [0, 1, 1, 2, 2, 0]],
    ['triangles', PipePrim.TRIANGLES, 4, [0, 1, 2]],
    ['a triangle strip, as triangles in strip order', PipePrim.TRIANGLE_STRIP, 4, [0, 1, 2, 2, 1, 3]],
    ['a quad, as two triangles', PipePrim.QUADS, 4, [0, 1, 2, 0, 2, 3]],
    ['triangles with adjacency, without the adjacent vertices', PipePrim.TRIANGLES_ADJACENCY, 6, [0, 2, 4]],
    ['a line strip with adjacency', PipePrim.LINE_STRIP_ADJACENCY, 4, [1, 2]],
  ];

  it.each(cases)(
    '%s: positions before clipping, integer VERTEXIDs, colour components at their offsets',
    (_, mode, count, order) => {
      const got = capture(mode, count);
      const want = expectedWords(order);
      expect(got.positions).toEqual(padded(want.positions, 48));
      expect(got.ids).toEqual(padded(want.ids, 12));
      expect(got.colors).toEqual(padded(want.colors, 24));
    },
  );

  it('rasterizes as without stream output', () => {
    const quad = [
      [-0.75, -0.75, 0, 1, 1, 0, 0, 1],
      [0.75, -0.75, 0, 1, 0, 1, 0, 1],
      [0.75, 0.75, 0, 1, 0, 0, 1, 1],
      [-0.75, 0.75, 0, 1, 1, 1, 0, 1],
    ];
    env = new GeometryEnv(16, 16);
    env.vertices(quad);
    env.draw(PipePrim.TRIANGLE_FAN, 4);
    const without = env.image();
    env.destroy();
    env = new GeometryEnv(16, 16);
    env.shaders({ streamOutput: captureOutput(0, 4) });
    env.vertices(quad);
    const buffer = env.buffer(16 * 6);
    env.ctx.setStreamOutputTargets([env.target(buffer)], [0]);
    env.draw(PipePrim.TRIANGLE_FAN, 4);
    const image = env.save('stream-output-rasterized');
    expect(compareImages(image, without, { threshold: 0 }).offPixels).toBe(0);
    expect(env.floats(buffer)).toEqual([0, 1, 2, 0, 2, 3].flatMap((i) => quad[i]!.slice(0, 4)));
  });
});

describe('stream output of a geometry shader', () => {
  it("writes the shader's strips as triangles, not the vertex shader's points", () => {
    env = new GeometryEnv(16, 16);
    env.shaders({ gs: POINT_TO_QUAD_GS, streamOutput: captureOutput(1, 2) });
    env.vertices([
      [0, 0, 0, 1, 1, 0, 0, 1],
      [0.5, 0.5, 0, 1, 0, 1, 0, 1],
    ]);
    const buffer = env.buffer(8 * 14);
    env.ctx.setStreamOutputTargets([env.target(buffer)], [0]);
    env.draw(PipePrim.POINTS, 2);
    // POINT_TO_QUAD_GS: OUT[1] is the position; corners (−,−) (+,−) (−,+) (+,+) as a strip.
    const corners = (x: number, y: number) => [
      [x - 0.25, y - 0.25],
      [x + 0.25, y - 0.25],
      [x - 0.25, y + 0.25],
      [x + 0.25, y + 0.25],
    ];
    const strip = (x: number, y: number) => [0, 1, 2, 2, 1, 3].flatMap((k) => corners(x, y)[k]!);
    expect(env.floats(buffer)).toEqual([...strip(0, 0), ...strip(0.5, 0.5), 0, 0, 0, 0]);
  });

  it('writes each vertex stream into the buffers its outputs name; only stream 0 is rasterized', () => {
    // Stream 0: a square; stream 1: two points whose GENERIC[0] goes to buffer 1.
    const gs = `GEOM
PROPERTY GS_INPUT_PRIMITIVE POINTS
PROPERTY GS_OUTPUT_PRIMITIVE POINTS
PROPERTY GS_MAX_OUTPUT_VERTICES 3
DCL IN[][0], POSITION
DCL IN[][1], COLOR
DCL OUT[0], POSITION
DCL OUT[1], COLOR
DCL OUT[2], GENERIC[0]
IMM[0] INT32 { 1, 0, 0, 0 }
IMM[1] FLT32 { 7.0, 8.0, 9.0, 0.0 }
MOV OUT[0], IN[0][0]
MOV OUT[1], IN[0][1]
MOV OUT[2], IMM[1].xxxx
EMIT IMM[0].xxxx
MOV OUT[2], IMM[1].yyyy
EMIT
MOV OUT[2], IMM[1].zzzz
EMIT IMM[0].xxxx
END
`;
    env = new GeometryEnv(16, 16);
    env.shaders({
      gs,
      streamOutput: {
        stride: [1, 1, 0, 0],
        output: [
          { registerIndex: 2, startComponent: 0, numComponents: 1, outputBuffer: 0, dstOffset: 0, stream: 0 },
          { registerIndex: 2, startComponent: 0, numComponents: 1, outputBuffer: 1, dstOffset: 0, stream: 1 },
        ],
      },
    });
    env.vertices([[ndcCentre(5), ndcCentre(6), 0, 1, 1, 1, 1, 1]]);
    const b0 = env.buffer(16);
    const b1 = env.buffer(16);
    env.ctx.setStreamOutputTargets([env.target(b0), env.target(b1)], [0, 0]);
    const generated = [0, 1, 2].map((s) => env.ctx.createQuery(PipeQuery.PRIMITIVES_GENERATED, s));
    for (const q of generated) env.ctx.beginQuery(q);
    env.draw(PipePrim.POINTS, 1);
    for (const q of generated) env.ctx.endQuery(q);
    expect(env.floats(b0)).toEqual([8, 0, 0, 0]);
    expect(env.floats(b1)).toEqual([7, 9, 0, 0]);
    expect(generated.map((q) => env.ctx.getQueryResult(q, true))).toEqual([
      { kind: 'u64', value: 1n },
      { kind: 'u64', value: 2n },
      { kind: 'u64', value: 0n },
    ]);
    // One white pixel: stream 0's point. Stream 1's two points are not drawn.
    const image = env.save('vertex-streams');
    let drawn = 0;
    for (let i = 3; i < image.data.length; i += 4) drawn += image.data[i]! ? 1 : 0;
    expect([drawn, env.pixel(5, 6)]).toEqual([1, [255, 255, 255, 255]]);
  });
});

/** NDC of the centre of pixel p of a 16-pixel-wide buffer. */
const ndcCentre = (p: number) => ((p + 0.5) / 16) * 2 - 1;

describe('the internal offset', () => {
  /** A capture of positions (4 words) of `points` points whose x is `base` + i. */
  function drawPoints(base: number, points: number): void {
    env.vertices(Array.from({ length: points }, (_, i) => [base + i, 0, 0, 1]));
    env.draw(PipePrim.POINTS, points);
  }

  it('starts at the offset set_stream_output_targets gives, inside the target, and advances', () => {
    env = new GeometryEnv(8, 8);
    env.rasterizer({ rasterizerDiscard: true });
    env.shaders({ streamOutput: captureOutput(0, 4) });
    const buffer = env.buffer(16 * 8);
    const target = env.target(buffer, 16, 16 * 6);
    env.ctx.setStreamOutputTargets([target], [16]);
    drawPoints(1, 2);
    // Appended: the second draw continues after the first.
    drawPoints(3, 1);
    const words = env.floats(buffer);
    expect(words).toEqual([
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      1,
      0,
      0,
      1,
      2,
      0,
      0,
      1,
      3,
      0,
      0,
      1,
      ...new Array(12).fill(0),
    ]);
  });

  it('−1 appends, also after the targets were unbound; 0 starts over', () => {
    env = new GeometryEnv(8, 8);
    env.rasterizer({ rasterizerDiscard: true });
    env.shaders({ streamOutput: captureOutput(0, 1) });
    const buffer = env.buffer(4 * 8);
    const target = env.target(buffer);
    env.ctx.setStreamOutputTargets([target], [0]);
    drawPoints(1, 2);
    env.ctx.setStreamOutputTargets([], []);
    drawPoints(9, 1);
    env.ctx.setStreamOutputTargets([target], [-1]);
    drawPoints(3, 2);
    expect(env.floats(buffer)).toEqual([1, 2, 3, 4, 0, 0, 0, 0]);
    env.ctx.setStreamOutputTargets([target], [0]);
    drawPoints(7, 1);
    expect(env.floats(buffer)).toEqual([7, 2, 3, 4, 0, 0, 0, 0]);
  });
});

describe('overflow', () => {
  it('writes no part of a primitive that does not fit and nothing past the target', () => {
    env = new GeometryEnv(8, 8);
    env.rasterizer({ rasterizerDiscard: true });
    env.shaders({ streamOutput: captureOutput(0, 1) });
    const buffer = env.buffer(4 * 12);
    env.ctx.bufferSubdata(buffer, PipeTransfer.WRITE, 0, new Float32Array(12).fill(-1));
    // Room for 8 words from word 1: two triangles (6 words) fit, the third (3 more) does not.
    env.ctx.setStreamOutputTargets([env.target(buffer, 4, 32)], [0]);
    env.vertices(Array.from({ length: 9 }, (_, i) => [i + 1, 0, 0, 1]));
    const stats = env.ctx.createQuery(PipeQuery.SO_STATISTICS, 0);
    env.ctx.beginQuery(stats);
    env.draw(PipePrim.TRIANGLES, 9);
    env.ctx.endQuery(stats);
    expect(env.floats(buffer)).toEqual([-1, 1, 2, 3, 4, 5, 6, -1, -1, -1, -1, -1]);
    expect(env.ctx.getQueryResult(stats, true)).toEqual({
      kind: 'soStatistics',
      numPrimitivesWritten: 2n,
      primitivesStorageNeeded: 3n,
    });
    // Points still fit in the two words left.
    env.draw(PipePrim.POINTS, 2);
    expect(env.floats(buffer)).toEqual([-1, 1, 2, 3, 4, 5, 6, 1, 2, -1, -1, -1]);
  });

  it('a stream whose buffer has no target bound writes nothing (an overflow)', () => {
    env = new GeometryEnv(8, 8);
    env.rasterizer({ rasterizerDiscard: true });
    env.shaders({ streamOutput: TWO_BUFFERS_ON(1) });
    const buffer = env.buffer(64);
    env.ctx.setStreamOutputTargets([env.target(buffer)], [0]);
    env.vertices([[1, 0, 0, 1]]);
    env.draw(PipePrim.POINTS, 1);
    expect(env.floats(buffer)).toEqual(new Array(16).fill(0));
  });
});

/** Position x into buffer 0 and into buffer `other`. */
function TWO_BUFFERS_ON(other: number): PipeStreamOutputInfo {
  const stride = [1, 0, 0, 0];
  stride[other] = 1;
  return {
    stride,
    output: [
      { registerIndex: 0, startComponent: 0, numComponents: 1, outputBuffer: 0, dstOffset: 0, stream: 0 },
      { registerIndex: 0, startComponent: 0, numComponents: 1, outputBuffer: other, dstOffset: 0, stream: 0 },
    ],
  };
}

describe('draw auto (count_from_stream_output)', () => {
  const triangles = [
    [-0.9, -0.9, 0, 1, 1, 0, 0, 1],
    [0.9, -0.9, 0, 1, 0, 1, 0, 1],
    [-0.9, 0.9, 0, 1, 0, 0, 1, 1],
    [0.9, -0.9, 0, 1, 1, 1, 0, 1],
    [0.9, 0.9, 0, 1, 0, 1, 1, 1],
    [-0.9, 0.9, 0, 1, 1, 0, 1, 1],
  ];
  /** Stream output of the whole vertex (position and COLOR, 8 words) in the input's layout. */
  const wholeVertex: PipeStreamOutputInfo = {
    stride: [8, 0, 0, 0],
    output: [
      { registerIndex: 0, startComponent: 0, numComponents: 4, outputBuffer: 0, dstOffset: 0, stream: 0 },
      { registerIndex: 1, startComponent: 0, numComponents: 4, outputBuffer: 0, dstOffset: 4, stream: 0 },
    ],
  };

  it('draws as many vertices as the target holds, a vertex being vertex buffer 0’s stride', () => {
    env = new GeometryEnv(16, 16);
    env.vertices(triangles);
    env.draw(PipePrim.TRIANGLES, 3);
    const firstTriangle = env.image();
    env.draw(PipePrim.TRIANGLES, 6);
    const direct = env.image();
    env.destroy();
    env = new GeometryEnv(16, 16);
    env.rasterizer({ rasterizerDiscard: true });
    env.shaders({ streamOutput: wholeVertex });
    env.vertices(triangles);
    // Room for 5 vertices: the second triangle overflows, so the target holds 3 vertices (96 bytes)...
    const small = env.buffer(32 * 5);
    const target = env.target(small);
    env.ctx.setStreamOutputTargets([target], [0]);
    env.draw(PipePrim.TRIANGLES, 6);
    // ... then a buffer with room for both.
    const buffer = env.buffer(32 * 8);
    const whole = env.target(buffer);
    env.ctx.setStreamOutputTargets([whole], [0]);
    env.draw(PipePrim.TRIANGLES, 6);
    env.ctx.setStreamOutputTargets([], []);
    env.rasterizer({});
    env.shaders({ vs: PASS_VS });
    env.ctx.setVertexBuffers(0, [{ stride: 32, bufferOffset: 0, buffer, userBuffer: null }]);
    env.draw(PipePrim.TRIANGLES, 0, { countFromStreamOutput: whole });
    const auto = env.save('draw-auto');
    expect(compareImages(auto, direct, { threshold: 0 }).offPixels).toBe(0);
    env.ctx.clear(PipeClear.COLOR, [0, 0, 0, 0], 1, 0);
    env.ctx.setVertexBuffers(0, [{ stride: 32, bufferOffset: 0, buffer: small, userBuffer: null }]);
    env.draw(PipePrim.TRIANGLES, 100, { countFromStreamOutput: target });
    const half = env.save('draw-auto-first-triangle');
    expect(compareImages(half, firstTriangle, { threshold: 0 }).offPixels).toBe(0);
    expect(compareImages(half, direct, { threshold: 0 }).offPixels).toBeGreaterThan(0);
  });

  it('needs vertex buffer 0 with a stride', () => {
    env = new GeometryEnv(8, 8);
    env.shaders({ streamOutput: captureOutput(0, 4) });
    const buffer = env.buffer(64);
    const target = env.target(buffer);
    env.ctx.setVertexBuffers(0, [{ stride: 0, bufferOffset: 0, buffer, userBuffer: null }]);
    expect(() => env.draw(PipePrim.POINTS, 0, { countFromStreamOutput: target })).toThrow(
      /countFromStreamOutput needs vertex buffer 0/,
    );
  });
});

describe('rasterizer discard', () => {
  it('still writes stream output and draws nothing', () => {
    env = new GeometryEnv(16, 16);
    env.rasterizer({ rasterizerDiscard: true });
    env.shaders({ streamOutput: captureOutput(0, 2) });
    env.vertices([
      [-1, -1, 0, 1, 1, 1, 1, 1],
      [1, -1, 0, 1, 1, 1, 1, 1],
      [-1, 1, 0, 1, 1, 1, 1, 1],
    ]);
    const buffer = env.buffer(24);
    env.ctx.setStreamOutputTargets([env.target(buffer)], [0]);
    env.draw(PipePrim.TRIANGLES, 3);
    expect(env.floats(buffer)).toEqual([-1, -1, 1, -1, -1, 1]);
    expect(env.image().data.every((b) => b === 0)).toBe(true);
  });
});

describe('stream output of draws still binned', () => {
  it('does not change what earlier draws read from the buffer it writes', () => {
    const RED_FS = `FRAG
DCL OUT[0], COLOR
DCL CONST[0]
MOV OUT[0], CONST[0]
END
`;
    env = new GeometryEnv(16, 16);
    env.shaders({ fs: RED_FS, streamOutput: captureOutput(1, 4) });
    const constants = env.buffer(16, PipeBind.CONSTANT_BUFFER | PipeBind.STREAM_OUTPUT);
    env.ctx.bufferSubdata(constants, PipeTransfer.WRITE, 0, new Float32Array([1, 0, 0, 1]));
    env.ctx.setConstantBuffer(PipeShader.FRAGMENT, 0, {
      buffer: constants,
      bufferOffset: 0,
      bufferSize: 16,
      userBuffer: null,
    });
    env.vertices([
      [-1, -1, 0, 1, 0, 1, 0, 1],
      [1, -1, 0, 1, 0, 1, 0, 1],
      [-1, 1, 0, 1, 0, 1, 0, 1],
    ]);
    env.draw(PipePrim.TRIANGLES, 3);
    // A point whose COLOR (green) stream output writes over the constants the triangle reads.
    env.ctx.setStreamOutputTargets([env.target(constants)], [0]);
    env.vertices([[5, 5, 0, 1, 0, 1, 0, 1]]);
    env.draw(PipePrim.POINTS, 1);
    expect(env.floats(constants)).toEqual([0, 1, 0, 1]);
    expect(env.pixel(0, 0)).toEqual([255, 0, 0, 255]);
  });
});

describe('stream_output checked at shader creation', () => {
  const create = (vs: string, gs: string | null, info: PipeStreamOutputInfo) => () =>
    env.shaders({ vs, gs, streamOutput: info });

  it('refuses outputs the shader does not have, outputs past the stride and non-zero streams of vertex shaders', () => {
    env = new GeometryEnv(8, 8);
    const so = (
      registerIndex: number,
      dstOffset: number,
      stride: number,
      stream = 0,
    ): PipeStreamOutputInfo => ({
      stride: [stride, 0, 0, 0],
      output: [{ registerIndex, startComponent: 1, numComponents: 2, outputBuffer: 0, dstOffset, stream }],
    });
    expect(create(PASS_VS, null, so(2, 0, 2))).toThrow(PipeError);
    expect(create(PASS_VS, null, so(2, 0, 2))).toThrow(/registerIndex 2 is not one of the 2 outputs/);
    expect(create(PASS_VS, null, so(1, 1, 2))).toThrow(/ends at dword 3, past stride\[0\] 2/);
    expect(create(PASS_VS, null, so(1, 0, 2, 1))).toThrow(/vertex shaders emit stream 0 only/);
    expect(create(PASS_VS, null, so(1, 1, 3))).not.toThrow();
    expect(create(PASS_VS, POINT_TO_QUAD_GS, so(1, 0, 2, 3))).not.toThrow();
  });
});
