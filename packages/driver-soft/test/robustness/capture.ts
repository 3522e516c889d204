// What a vertex or geometry shader computes, read back exactly: OUT[1] of the last vertex stage is
// captured by stream output (rasterizer discard on), four 32-bit words per point, and returned as floats
// and as integers. The caller binds whatever else the draw reads (vertex buffers and elements, index
// buffer, constants, views, buffers).
import {
  bufferTemplate,
  makeBox,
  PipeBind,
  type PipeDrawInfo,
  PipeQuery,
  PipeShaderIr,
  type PipeStreamOutputInfo,
  PipeTransfer,
  rasterizerState,
} from '@gallium-ts/gallium-api';
import { parseTgsi } from '@gallium-ts/tgsi';
import type { Rig } from '../pixels/rig.js';

/** OUT[1] of every point the draw wrote, as floats and as integer words. */
export interface Captured {
  floats: number[][];
  ints: number[][];
}

const CAPTURE_OUT1: PipeStreamOutputInfo = {
  stride: [4, 0, 0, 0],
  output: [
    { registerIndex: 1, startComponent: 0, numComponents: 4, outputBuffer: 0, dstOffset: 0, stream: 0 },
  ],
};

/** Runs `info` (a POINTS draw, or a GS emitting points) with `vs` (and `gs`) and captures OUT[1]. */
export function captureOut1(r: Rig, shaders: { vs: string; gs?: string }, info: PipeDrawInfo): Captured {
  const ctx = r.ctx;
  const state = (text: string, last: boolean) => ({
    type: PipeShaderIr.TGSI,
    tokens: parseTgsi(text),
    streamOutput: last ? CAPTURE_OUT1 : null,
  });
  const vs = ctx.createVsState(state(shaders.vs, !shaders.gs));
  const gs = shaders.gs ? ctx.createGsState(state(shaders.gs, true)) : null;
  const raster = ctx.createRasterizerState(rasterizerState({ rasterizerDiscard: true }));
  const size = 16 * 64;
  const buffer = r.screen.resourceCreate(bufferTemplate(size, PipeBind.STREAM_OUTPUT));
  const target = ctx.createStreamOutputTarget(buffer, 0, size);
  const written = ctx.createQuery(PipeQuery.PRIMITIVES_EMITTED, 0);
  ctx.bindVsState(vs);
  ctx.bindGsState(gs);
  ctx.bindRasterizerState(raster);
  ctx.setStreamOutputTargets([target], [0]);
  ctx.beginQuery(written);
  try {
    ctx.drawVbo(info);
  } finally {
    ctx.endQuery(written);
    ctx.setStreamOutputTargets([], []);
    ctx.bindGsState(null);
  }
  const result = ctx.getQueryResult(written, true);
  const points = result?.kind === 'u64' ? Number(result.value) : 0;
  const map = ctx.transferMap(buffer, 0, PipeTransfer.READ, makeBox(0, 0, 0, points * 16, 1, 1))!;
  const bytes = map.data.slice(0, points * 16);
  ctx.transferUnmap(map.transfer);
  ctx.destroyQuery(written);
  ctx.streamOutputTargetDestroy(target);
  r.screen.resourceDestroy(buffer);
  const floats = new Float32Array(bytes.buffer);
  const ints = new Int32Array(bytes.buffer);
  const rows = (words: Float32Array | Int32Array) =>
    Array.from({ length: points }, (_, p) => [...words.subarray(p * 4, p * 4 + 4)]);
  return { floats: rows(floats), ints: rows(ints) };
}
