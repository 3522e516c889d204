// The stream_output of a vertex or geometry shader state, checked against the shader when it is
// created and grouped by vertex stream for the writer: which output registers go where in which buffer,
// and how far into each buffer's vertex the stream writes.
import { PipeError, type PipeStreamOutputInfo } from '@gallium-ts/gallium-api';
import { TgsiFile } from '@gallium-ts/tgsi';
import { VERTEX_STREAMS } from '../queries/query-counters.js';
import type { SoftShader } from '../shader/soft-shader.js';

/** One output copied into a buffer: `count` words of register `register` from channel `start`. */
export interface StreamOutputCopy {
  /** Word offset of the register's first copied channel within a vertex of the vertex store. */
  source: number;
  count: number;
  buffer: number;
  /** Byte offset within the buffer's vertex. */
  destination: number;
}

/** What one vertex stream writes. */
export interface StreamLayout {
  copies: readonly StreamOutputCopy[];
  /** Buffers this stream writes into (each advances by its stride per vertex). */
  buffers: readonly number[];
  /** Per buffer: bytes of a vertex the stream writes (the end of its furthest output). */
  extent: readonly number[];
}

/** A shader's stream output by stream, with the buffers' vertex strides in bytes. */
export interface StreamOutputLayout {
  streams: readonly StreamLayout[];
  strides: readonly number[];
}

const layouts = new WeakMap<SoftShader, StreamOutputLayout | null>();

/** The stream-output layout given to `shader` when it was created (null: it writes nothing). */
export function streamOutputOf(shader: SoftShader): StreamOutputLayout | null {
  return layouts.get(shader) ?? null;
}

/**
 * Checks the `info` of a vertex or geometry shader state against its compiled `shader` (vertex shaders
 * emit stream 0 only) and keeps its layout for streamOutputOf; throws PipeError for `method`.
 */
export function attachStreamOutput(
  method: string,
  shader: SoftShader,
  info: PipeStreamOutputInfo | null,
  geometry: boolean,
): void {
  layouts.set(shader, streamOutputLayout(method, info, shader.exec.registerCount(TgsiFile.OUTPUT), geometry));
}

function streamOutputLayout(
  method: string,
  info: PipeStreamOutputInfo | null,
  outputs: number,
  geometry: boolean,
): StreamOutputLayout | null {
  if (info === null || info.output.length === 0) return null;
  const strides = [0, 1, 2, 3].map((b) => (info.stride[b] ?? 0) * 4);
  const streams = Array.from({ length: VERTEX_STREAMS }, () => ({
    copies: [] as StreamOutputCopy[],
    buffers: [] as number[],
    extent: [0, 0, 0, 0],
  }));
  info.output.forEach((o, i) => {
    const what = `streamOutput.output[${i}]`;
    if (o.registerIndex >= outputs)
      throw new PipeError(
        method,
        `${what}.registerIndex ${o.registerIndex} is not one of the ${outputs} outputs`,
      );
    const end = (o.dstOffset + o.numComponents) * 4;
    if (end > strides[o.outputBuffer]!)
      throw new PipeError(
        method,
        `${what} ends at dword ${end / 4}, past stride[${o.outputBuffer}] ${strides[o.outputBuffer]! / 4}`,
      );
    if (o.stream !== 0 && !geometry)
      throw new PipeError(method, `${what}.stream ${o.stream}: vertex shaders emit stream 0 only`);
    const s = streams[o.stream]!;
    s.copies.push({
      source: o.registerIndex * 4 + o.startComponent,
      count: o.numComponents,
      buffer: o.outputBuffer,
      destination: o.dstOffset * 4,
    });
    if (!s.buffers.includes(o.outputBuffer)) s.buffers.push(o.outputBuffer);
    s.extent[o.outputBuffer] = Math.max(s.extent[o.outputBuffer]!, end);
  });
  return { streams, strides };
}
