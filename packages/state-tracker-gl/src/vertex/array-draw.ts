// Drawing from client arrays (glDrawArrays, glDrawElements and their range/multi variants): each attribute
// the program reads (generic ones only when a program reads them) comes from its enabled array — fetched by
// the driver as it is when fetch-plan.ts says the driver takes its format, offset and stride, re-packed as
// floats on the CPU otherwise — or from the current values. Index counts are limited to the indices the
// memory holds, so no index is read outside it; glDrawArrays' vertices are limited to the elements the
// vertex array's memory holds (a vertex past them has no position). No vertex buffer, offset or index the
// driver may refuse reaches it: arrays whose elements the draw reads outside their memory are re-packed
// with zeros there, and an indexed draw reaching past an array's last element is gathered into a
// non-indexed draw of its vertices in order (so every driver reads zeros for the missing elements, WebGL
// included, which refuses such draws).
import {
  drawInfo,
  type PipeIndexBuffer,
  type PipeVertexBuffer,
  type PipeVertexElement,
} from '@gallium-ts/gallium-api';
import type { GlContext } from '../context/gl-context.js';
import { arrayInputs } from '../draw/cpu-primitives/vertex-inputs.js';
import { CURRENT_VALUES_SLOT } from '../draw/draw-state.js';
import type { VertexPositions } from '../draw/primitive-bounds.js';
import { Attrib } from '../draw/program-source.js';
import { cpuInputAttribs } from '../feedback/feedback-texcoords.js';
import { GL_UNSIGNED_BYTE, GL_UNSIGNED_SHORT } from '../gl-enums.js';
import { arrayBytes, arrayExtent, effectiveStride, fetchElement } from './array-fetch.js';
import { attribFloatFormat, attribOffset, attribUsable, sourceAttrib } from './attrib-layout.js';
import type { ClientArray } from './client-arrays.js';
import { fetchPlan } from './fetch-plan.js';
import {
  convertToFloats,
  elementRange,
  gatheredElements,
  identity,
  repackedBuffer,
  type VertexPick,
} from './vertex-pick.js';

/**
 * Indices to draw: client memory or a byte offset into the element array buffer.
 * @inline
 */
export type IndexSource = ArrayBufferView | number;

const INDEX_BYTES = (type: number): 1 | 2 | 4 =>
  type === GL_UNSIGNED_BYTE ? 1 : type === GL_UNSIGNED_SHORT ? 2 : 4;

/** Whether some array the program reads is enabled and holds no element `last`. */
function readsPastAnArray(c: GlContext, last: number): boolean {
  for (const a of c.draw.program.inputs) {
    const array = c.arrays.source(a);
    if (array?.enabled && usable(c, a) && last >= arrayExtent(array)) return true;
  }
  return false;
}

/** Whether attribute `a` is one the context has (texture coordinates of units it lacks are not). */
function usable(c: GlContext, a: number): boolean {
  return attribUsable(a, c.limits.textureUnits);
}

/** Binds vertex elements and buffers for the vertices `pick` names of the enabled arrays. */
function bindArrays(c: GlContext, pick: VertexPick): void {
  const program = c.draw.program;
  const buffers: PipeVertexBuffer[] = [c.draw.currentValues()];
  const elements: PipeVertexElement[] = [];
  for (const a of program.inputs) {
    const array = c.arrays.source(a);
    if (!array?.enabled || !usable(c, a)) {
      elements.push({
        srcOffset: attribOffset(sourceAttrib(a)) * 4,
        instanceDivisor: 0,
        vertexBufferIndex: CURRENT_VALUES_SLOT,
        srcFormat: attribFloatFormat(a),
      });
      continue;
    }
    const plan = fetchPlan(c.limits.vertexFetch, array, pick.last, pick.gathered);
    const slot = buffers.length;
    buffers.push(
      plan.kind === 'native'
        ? arrayBuffer(array)
        : plan.kind === 'repack'
          ? repackedBuffer(array, pick)
          : { stride: 16, bufferOffset: 0, buffer: null, userBuffer: convertToFloats(array, pick) },
    );
    elements.push({
      srcOffset: 0,
      instanceDivisor: 0,
      vertexBufferIndex: slot,
      srcFormat: plan.kind === 'floats' ? attribFloatFormat(Attrib.POSITION) : plan.format,
    });
  }
  c.draw.bindVertexState(elements, buffers);
}

function arrayBuffer(array: ClientArray): PipeVertexBuffer {
  const stride = effectiveStride(array);
  if (array.buffer)
    return { stride, bufferOffset: array.offset, buffer: array.buffer.resource, userBuffer: null };
  return { stride, bufferOffset: array.offset, buffer: null, userBuffer: array.pointer };
}

/** The object positions of the vertices the draw names, read on the CPU (when the draw path needs them). */
function arrayPositions(c: GlContext, indexOf: (k: number) => number = identity): VertexPositions | null {
  if (!c.draw.readsDestination) return null;
  const array = c.arrays.position();
  const bytes = arrayBytes(array) ?? new Uint8Array(0);
  return (vertex, out) => fetchElement(array, bytes, indexOf(vertex), out, 0);
}

/**
 * How many of glDrawArrays' `count` vertices from `first` have a position: those the enabled vertex
 * array's (or generic array 0's) memory holds (all of them when both are disabled: they make no vertex,
 * only attributes).
 */
export function drawnVertexCount(c: GlContext, first: number, count: number): number {
  const position = c.arrays.position();
  if (!position.enabled) return count;
  return Math.max(0, Math.min(count, arrayExtent(position) - first));
}

/** glDrawArrays after validation: `count` vertices from `first`, as far as the vertex array holds them. */
export function drawArrays(c: GlContext, mode: number, first: number, countArg: number): void {
  if (!c.arrays.position().enabled) return;
  const count = drawnVertexCount(c, first, countArg);
  if (count === 0) return;
  c.flush();
  c.draw.validate();
  if (c.draw.lowers(mode)) {
    const inputs = arrayInputs(c, cpuInputAttribs(c, c.draw.program));
    c.draw.drawOnCpu(mode, count, (k, out) => inputs(first + k, out));
    return;
  }
  bindArrays(c, elementRange(first + count - 1));
  c.draw.drawVbo(drawInfo({ mode: mode as never, start: first, count }), null, arrayPositions(c));
}

/** The indices an index source holds from its start, as numbers (limited to `count`). */
export function readIndices(c: GlContext, count: number, type: number, indices: IndexSource): Uint32Array {
  const size = INDEX_BYTES(type);
  let bytes: Uint8Array;
  let offset = 0;
  if (typeof indices === 'number') {
    bytes = c.arrays.elementArrayBuffer?.data ?? new Uint8Array(0);
    offset = Math.trunc(indices);
  } else {
    bytes = new Uint8Array(indices.buffer, indices.byteOffset, indices.byteLength);
  }
  const available = offset < 0 ? 0 : Math.max(0, Math.floor((bytes.byteLength - offset) / size));
  const n = Math.min(count, available);
  const out = new Uint32Array(n);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = 0; i < n; i++) {
    const at = offset + i * size;
    out[i] =
      size === 1 ? view.getUint8(at) : size === 2 ? view.getUint16(at, true) : view.getUint32(at, true);
  }
  return out;
}

/** glDrawElements after validation. */
export function drawElements(
  c: GlContext,
  mode: number,
  count: number,
  type: number,
  indices: IndexSource,
): void {
  if (count === 0 || !c.arrays.position().enabled) return;
  c.flush();
  c.draw.validate();
  const values = readIndices(c, count, type, indices);
  if (values.length === 0) return;
  if (c.draw.lowers(mode)) {
    const inputs = arrayInputs(c, cpuInputAttribs(c, c.draw.program));
    c.draw.drawOnCpu(mode, values.length, (k, out) => inputs(values[k]!, out));
    return;
  }
  let max = 0;
  for (const v of values) if (v > max) max = v;
  if (readsPastAnArray(c, max)) {
    bindArrays(c, gatheredElements(values, max));
    c.draw.drawVbo(
      drawInfo({ mode: mode as never, start: 0, count: values.length }),
      null,
      arrayPositions(c, (k) => values[k]!),
    );
    return;
  }
  bindArrays(c, elementRange(max));
  const size = INDEX_BYTES(type);
  let ib: PipeIndexBuffer;
  const elementBuffer = c.arrays.elementArrayBuffer;
  if (typeof indices === 'number' && elementBuffer?.resource && indices >= 0 && indices % size === 0) {
    ib = { indexSize: size, offset: indices, buffer: elementBuffer.resource, userBuffer: null };
  } else if (c.limits.userIndexBuffers) {
    ib = { indexSize: 4, offset: 0, buffer: null, userBuffer: values };
  } else {
    const upload = c.pipe.streamUploader.upload(0, values, 4);
    c.pipe.streamUploader.unmap();
    ib = { indexSize: 4, offset: upload.offset, buffer: upload.buffer, userBuffer: null };
  }
  c.cso.setIndexBuffer(ib);
  const start = 0;
  c.draw.drawVbo(
    drawInfo({ indexed: true, mode: mode as never, start, count: values.length, minIndex: 0, maxIndex: max }),
    values,
    arrayPositions(c),
  );
}
