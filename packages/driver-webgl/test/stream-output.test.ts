// Stream output through transform feedback: chosen components of two output registers written to two
// buffers at their dword offsets and strides, exactly; whole primitives only while they fit ("the
// internal offset" advances by what was written); the stream queries count generated, written and
// needed primitives; draw_auto draws what a target holds; draws WebGL2 cannot capture are refused.
import {
  blendState,
  bufferTemplate,
  depthStencilAlphaState,
  drawInfo,
  makeBox,
  PipeBind,
  PipeFormat,
  PipePrim,
  PipeQuery,
  type PipeStreamOutputInfo,
  PipeTransfer,
  PipeUnsupportedError,
  rasterizerState,
} from '@gallium-ts/gallium-api';
import { parseTgsi } from '@gallium-ts/tgsi';
import { describe, expect, it } from 'vitest';
import { createWebglScreen } from '../src/index.js';
import { sharedGl } from './helpers/gl.js';

const VS = `VERT
DCL IN[0]
DCL OUT[0], POSITION
DCL OUT[1], GENERIC[0]
DCL OUT[2], GENERIC[1]
IMM[0] FLT32 { 2.0, 10.0, 0.5, 0.0 }
MOV OUT[0], IN[0]
MUL OUT[1], IN[0], IMM[0].xxxx
ADD OUT[2], IN[0], IMM[0].yyyy
END
`;
const FS = `FRAG
DCL OUT[0], COLOR
IMM[0] FLT32 { 1.0, 0.0, 0.0, 1.0 }
MOV OUT[0], IMM[0]
END
`;

/** OUT[1].xyz to buffer 0 (stride 4 dwords, offset 1), OUT[2].y to buffer 1 (stride 1). */
const LAYOUT: PipeStreamOutputInfo = {
  stride: [4, 1, 0, 0],
  output: [
    { registerIndex: 1, startComponent: 0, numComponents: 3, outputBuffer: 0, dstOffset: 1, stream: 0 },
    { registerIndex: 2, startComponent: 1, numComponents: 1, outputBuffer: 1, dstOffset: 0, stream: 0 },
  ],
};

async function setup() {
  const screen = await createWebglScreen({ gl: await sharedGl() });
  const ctx = screen.contextCreate();
  ctx.bindBlendState(ctx.createBlendState(blendState()));
  ctx.bindDepthStencilAlphaState(ctx.createDepthStencilAlphaState(depthStencilAlphaState()));
  ctx.bindRasterizerState(ctx.createRasterizerState(rasterizerState({ rasterizerDiscard: true })));
  ctx.bindVsState(ctx.createVsState({ type: 0, tokens: parseTgsi(VS), streamOutput: LAYOUT }));
  ctx.bindFsState(ctx.createFsState({ type: 0, tokens: parseTgsi(FS), streamOutput: null }));
  ctx.bindVertexElementsState(
    ctx.createVertexElementsState([
      { srcOffset: 0, instanceDivisor: 0, vertexBufferIndex: 0, srcFormat: PipeFormat.R32G32B32A32_FLOAT },
    ]),
  );
  const positions = Float32Array.from({ length: 6 * 4 }, (_, i) => (i % 4 === 3 ? 1 : i / 8 - 1));
  const vb = screen.resourceCreate(bufferTemplate(positions.byteLength, PipeBind.VERTEX_BUFFER));
  ctx.bufferSubdata(vb, PipeTransfer.WRITE, 0, positions);
  ctx.setVertexBuffers(0, [{ stride: 16, bufferOffset: 0, buffer: vb, userBuffer: null }]);
  const out0 = screen.resourceCreate(bufferTemplate(256, PipeBind.STREAM_OUTPUT));
  const out1 = screen.resourceCreate(bufferTemplate(64, PipeBind.STREAM_OUTPUT));
  const read = (r: typeof out0, bytes: number) => {
    const m = ctx.transferMap(r, 0, PipeTransfer.READ, makeBox(0, 0, 0, bytes, 1, 1))!;
    const words = new Float32Array(m.data.slice(0, bytes).buffer);
    ctx.transferUnmap(m.transfer);
    return Array.from(words);
  };
  const release = () => {
    ctx.destroy();
    for (const r of [vb, out0, out1]) screen.resourceDestroy(r);
    screen.destroy();
  };
  return { screen, ctx, positions, out0, out1, read, release };
}

describe('stream output', () => {
  it('writes the chosen components of each register at its offset and stride; whole primitives while they fit', async () => {
    const s = await setup();
    const { ctx, positions } = s;
    // buffer 0 holds one triangle (3 vertices × 16 bytes = 48 bytes from offset 16): the second does not fit
    const t0 = ctx.createStreamOutputTarget(s.out0, 16, 48);
    const t1 = ctx.createStreamOutputTarget(s.out1, 0, 64);
    ctx.setStreamOutputTargets([t0, t1], [0, 0]);
    const generated = ctx.createQuery(PipeQuery.PRIMITIVES_GENERATED, 0);
    const stats = ctx.createQuery(PipeQuery.SO_STATISTICS, 0);
    const overflow = ctx.createQuery(PipeQuery.SO_OVERFLOW_PREDICATE, 0);
    for (const q of [generated, stats, overflow]) ctx.beginQuery(q);
    ctx.drawVbo(drawInfo({ mode: PipePrim.TRIANGLES, count: 6 }));
    for (const q of [generated, stats, overflow]) ctx.endQuery(q);
    const want0 = new Array(64).fill(0);
    const want1 = new Array(16).fill(0);
    for (let v = 0; v < 3; v++) {
      for (let c = 0; c < 3; c++) want0[4 + v * 4 + 1 + c] = positions[v * 4 + c]! * 2;
      want1[v] = positions[v * 4 + 1]! + 10;
    }
    expect(s.read(s.out0, 256)).toEqual(want0);
    expect(s.read(s.out1, 64)).toEqual(want1);
    expect(ctx.getQueryResult(generated, true)).toEqual({ kind: 'u64', value: 2n });
    expect(ctx.getQueryResult(stats, true)).toEqual({
      kind: 'soStatistics',
      numPrimitivesWritten: 1n,
      primitivesStorageNeeded: 2n,
    });
    expect(ctx.getQueryResult(overflow, true)).toEqual({ kind: 'boolean', value: true });
    ctx.setStreamOutputTargets([], []);
    ctx.streamOutputTargetDestroy(t0);
    ctx.streamOutputTargetDestroy(t1);
    s.release();
  });

  it('appends at the internal offset (-1) and draw_auto draws what a target holds', async () => {
    const s = await setup();
    const { ctx } = s;
    const t0 = ctx.createStreamOutputTarget(s.out0, 0, 256);
    const t1 = ctx.createStreamOutputTarget(s.out1, 0, 64);
    ctx.setStreamOutputTargets([t0, t1], [0, 0]);
    ctx.drawVbo(drawInfo({ mode: PipePrim.POINTS, count: 2 }));
    ctx.setStreamOutputTargets([t0, t1], [-1, -1]);
    ctx.drawVbo(drawInfo({ mode: PipePrim.POINTS, start: 2, count: 1 }));
    // buffer 1 got OUT[2].y of vertices 0, 1, 2, one dword each
    expect(s.read(s.out1, 12)).toEqual([0, 1, 2].map((v) => s.positions[v * 4 + 1]! + 10));
    // draw_auto from buffer 0 (48 bytes written) at vertex buffer 0's stride of 16: 3 points
    const emitted = ctx.createQuery(PipeQuery.PRIMITIVES_EMITTED, 0);
    ctx.beginQuery(emitted);
    ctx.setStreamOutputTargets([t0, t1], [-1, -1]);
    ctx.drawVbo(drawInfo({ mode: PipePrim.POINTS, countFromStreamOutput: t0 }));
    ctx.endQuery(emitted);
    expect(ctx.getQueryResult(emitted, true)).toEqual({ kind: 'u64', value: 3n });
    ctx.setStreamOutputTargets([], []);
    ctx.streamOutputTargetDestroy(t0);
    ctx.streamOutputTargetDestroy(t1);
    s.release();
  });

  it('captures outputs the fragment shader reads with LINEAR (and PERSPECTIVE) interpolation as written, w ≠ 1', async () => {
    const s = await setup();
    const { screen, ctx } = s;
    // OUT[1] is read LINEAR (its varying holds value × w), OUT[2] PERSPECTIVE; w = 2 + x
    const vs = `VERT
DCL IN[0]
DCL OUT[0], POSITION
DCL OUT[1], COLOR
DCL OUT[2], GENERIC[0]
DCL TEMP[0]
IMM[0] FLT32 { 2.0, 0.1, 0.3, 1.0 }
MOV TEMP[0], IN[0]
ADD TEMP[0].w, IN[0].xxxx, IMM[0].xxxx
MOV OUT[0], TEMP[0]
MUL OUT[1], IN[0], IMM[0].yyyy
ADD OUT[2], IN[0], IMM[0].zzzz
END
`;
    const fs = `FRAG
DCL IN[0], COLOR, LINEAR
DCL IN[1], GENERIC[0], PERSPECTIVE
DCL OUT[0], COLOR
ADD OUT[0], IN[0], IN[1]
END
`;
    const layout: PipeStreamOutputInfo = {
      stride: [8, 0, 0, 0],
      output: [
        { registerIndex: 1, startComponent: 0, numComponents: 4, outputBuffer: 0, dstOffset: 0, stream: 0 },
        { registerIndex: 2, startComponent: 0, numComponents: 4, outputBuffer: 0, dstOffset: 4, stream: 0 },
      ],
    };
    ctx.bindVsState(ctx.createVsState({ type: 0, tokens: parseTgsi(vs), streamOutput: layout }));
    ctx.bindFsState(ctx.createFsState({ type: 0, tokens: parseTgsi(fs), streamOutput: null }));
    const out = screen.resourceCreate(bufferTemplate(3 * 32, PipeBind.STREAM_OUTPUT));
    const t = ctx.createStreamOutputTarget(out, 0, 3 * 32);
    ctx.setStreamOutputTargets([t], [0]);
    ctx.drawVbo(drawInfo({ mode: PipePrim.TRIANGLES, count: 3 }));
    const want: number[] = [];
    for (let v = 0; v < 3; v++) {
      const p = Array.from(s.positions.subarray(v * 4, v * 4 + 4));
      want.push(...p.map((x) => Math.fround(x * Math.fround(0.1))));
      want.push(...p.map((x) => Math.fround(x + Math.fround(0.3))));
    }
    expect(s.read(out, 3 * 32)).toEqual(want);
    ctx.setStreamOutputTargets([], []);
    ctx.streamOutputTargetDestroy(t);
    screen.resourceDestroy(out);
    s.release();
  });

  it('draws transform feedback cannot capture (strips, indexed) are refused before drawing', async () => {
    const s = await setup();
    const { ctx } = s;
    const t0 = ctx.createStreamOutputTarget(s.out0, 0, 256);
    const t1 = ctx.createStreamOutputTarget(s.out1, 0, 64);
    ctx.setStreamOutputTargets([t0, t1], [0, 0]);
    expect(() => ctx.drawVbo(drawInfo({ mode: PipePrim.TRIANGLE_STRIP, count: 4 }))).toThrow(
      PipeUnsupportedError,
    );
    expect(s.read(s.out1, 16)).toEqual([0, 0, 0, 0]);
    ctx.setStreamOutputTargets([], []);
    ctx.streamOutputTargetDestroy(t0);
    ctx.streamOutputTargetDestroy(t1);
    s.release();
  });
});
