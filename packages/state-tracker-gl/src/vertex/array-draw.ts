// Drawing from client arrays (glDrawArrays, glDrawElements and their range/multi variants): each attribute
// the program reads comes from its enabled array — fetched by the driver as it is when fetch-plan.ts says
// the driver takes its format, offset and stride, re-packed as floats on the CPU otherwise — or from the
// current values. Index counts are limited to the indices the memory holds, so no index is read outside it.
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
import {
  arrayBytes,
  effectiveStride,
  elementBytes,
  fetchElement,
  lastCopiedElement,
  repackElements,
} from './array-fetch.js';
import { attribFloatFormat, attribOffset } from './attrib-layout.js';
import type { ClientArray } from './client-arrays.js';
import { fetchPlan } from './fetch-plan.js';

/** Indices to draw: client memory or a byte offset into the element array buffer. */
export type IndexSource = ArrayBufferView | number;

const INDEX_BYTES = (type: number): 1 | 2 | 4 =>
  type === GL_UNSIGNED_BYTE ? 1 : type === GL_UNSIGNED_SHORT ? 2 : 4;

/** Binds vertex elements and buffers for vertices minIndex..maxIndex of the enabled arrays. */
function bindArrays(c: GlContext, maxIndex: number): void {
  const program = c.draw.program;
  const buffers: PipeVertexBuffer[] = [c.draw.currentValues()];
  const elements: PipeVertexElement[] = [];
  for (const a of program.inputs) {
    const array = c.arrays.arrays[a];
    if (!array?.enabled || (a >= Attrib.TEXCOORD0 && a - Attrib.TEXCOORD0 >= c.limits.textureUnits)) {
      elements.push({
        srcOffset: attribOffset(a) * 4,
        instanceDivisor: 0,
        vertexBufferIndex: CURRENT_VALUES_SLOT,
        srcFormat: attribFloatFormat(a),
      });
      continue;
    }
    const plan = fetchPlan(c.limits.vertexFetch, array);
    const slot = buffers.length;
    buffers.push(
      plan.kind === 'native'
        ? arrayBuffer(array)
        : plan.kind === 'repack'
          ? repackedBuffer(array, maxIndex)
          : { stride: 16, bufferOffset: 0, buffer: null, userBuffer: convertToFloats(array, maxIndex) },
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

/** The object positions of the vertex array's elements, read on the CPU (when the draw path needs them). */
function arrayPositions(c: GlContext): VertexPositions | null {
  if (!c.draw.readsDestination) return null;
  const array = c.arrays.get(Attrib.POSITION);
  const bytes = arrayBytes(array) ?? new Uint8Array(0);
  return (vertex, out) => fetchElement(array, bytes, vertex, out, 0);
}

/** Elements 0..maxIndex of an array, byte for byte, at the smallest 4-byte-aligned stride. */
function repackedBuffer(array: ClientArray, maxIndex: number): PipeVertexBuffer {
  const stride = (elementBytes(array) + 3) & ~3;
  const bytes = arrayBytes(array);
  const data = bytes ? repackElements(array, bytes, maxIndex, stride) : new Uint8Array(stride);
  return { stride, bufferOffset: 0, buffer: null, userBuffer: data };
}

/** Elements 0..maxIndex of an array as RGBA floats (missing components from (0, 0, 0, 1)). */
function convertToFloats(array: ClientArray, maxIndex: number): Float32Array {
  const bytes = arrayBytes(array);
  const last = lastCopiedElement(array, bytes, maxIndex);
  const out = new Float32Array((last + 1) * 4);
  if (!bytes) return out;
  for (let i = 0; i <= last; i++) fetchElement(array, bytes, i, out, i * 4);
  return out;
}

/** glDrawArrays after validation: `count` vertices from `first`. */
export function drawArrays(c: GlContext, mode: number, first: number, count: number): void {
  if (count === 0 || !c.arrays.get(Attrib.POSITION).enabled) return;
  c.flush();
  c.draw.validate();
  if (c.draw.lowers(mode)) {
    const inputs = arrayInputs(c, cpuInputAttribs(c, c.draw.program));
    c.draw.drawOnCpu(mode, count, (k, out) => inputs(first + k, out));
    return;
  }
  bindArrays(c, first + count - 1);
  c.draw.drawVbo(drawInfo({ mode: mode as never, start: first, count }), null, arrayPositions(c));
}

/** The indices an index source holds from its start, as numbers (limited to `count`). */
export function readIndices(c: GlContext, count: number, type: number, indices: IndexSource): Uint32Array {
  const size = INDEX_BYTES(type);
  let bytes: Uint8Array;
  let offset = 0;
  if (typeof indices === 'number') {
    bytes = c.arrays.elementArrayBuffer?.data ?? new Uint8Array(0);
    offset = indices;
  } else {
    bytes = new Uint8Array(indices.buffer, indices.byteOffset, indices.byteLength);
  }
  const available = Math.max(0, Math.floor((bytes.byteLength - offset) / size));
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
  if (count === 0 || !c.arrays.get(Attrib.POSITION).enabled) return;
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
  bindArrays(c, max);
  const size = INDEX_BYTES(type);
  let ib: PipeIndexBuffer;
  const elementBuffer = c.arrays.elementArrayBuffer;
  if (typeof indices === 'number' && elementBuffer?.resource) {
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
