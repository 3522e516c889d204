// Drawing from client arrays (glDrawArrays, glDrawElements and their range/multi variants): each attribute
// the program reads comes from its enabled array — fetched by the driver when a pipe vertex format
// matches, converted to floats on the CPU otherwise — or from the current values. Index counts are
// limited to the indices the memory holds, so no index is read outside it.
import {
  drawInfo,
  PipeBind,
  type PipeIndexBuffer,
  PipeTextureTarget,
  type PipeVertexBuffer,
  type PipeVertexElement,
} from '@gallium-ts/gallium-api';
import type { GlContext } from '../context/gl-context.js';
import { CURRENT_VALUES_SLOT } from '../draw/draw-state.js';
import { Attrib } from '../draw/program-source.js';
import { GL_UNSIGNED_BYTE, GL_UNSIGNED_SHORT } from '../gl-enums.js';
import { arrayBytes, effectiveStride, fetchElement } from './array-fetch.js';
import { attribFloatFormat, attribOffset } from './attrib-layout.js';
import type { ClientArray } from './client-arrays.js';
import { vertexFormat } from './vertex-formats.js';

/** Indices to draw: client memory or a byte offset into the element array buffer. */
export type IndexSource = ArrayBufferView | number;

const INDEX_BYTES = (type: number): 1 | 2 | 4 =>
  type === GL_UNSIGNED_BYTE ? 1 : type === GL_UNSIGNED_SHORT ? 2 : 4;

function supportedVertexFormat(c: GlContext, format: number): boolean {
  return c.screen.isFormatSupported(format as never, PipeTextureTarget.BUFFER, 0, 0, PipeBind.VERTEX_BUFFER);
}

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
    const format = vertexFormat(array.type, array.size, array.normalized);
    const slot = buffers.length;
    if (format !== undefined && supportedVertexFormat(c, format)) {
      buffers.push(arrayBuffer(array));
      elements.push({ srcOffset: 0, instanceDivisor: 0, vertexBufferIndex: slot, srcFormat: format });
    } else {
      buffers.push({
        stride: 16,
        bufferOffset: 0,
        buffer: null,
        userBuffer: convertToFloats(array, maxIndex),
      });
      elements.push({
        srcOffset: 0,
        instanceDivisor: 0,
        vertexBufferIndex: slot,
        srcFormat: attribFloatFormat(Attrib.POSITION),
      });
    }
  }
  c.draw.bindVertexState(elements, buffers);
}

function arrayBuffer(array: ClientArray): PipeVertexBuffer {
  const stride = effectiveStride(array);
  if (array.buffer)
    return { stride, bufferOffset: array.offset, buffer: array.buffer.resource, userBuffer: null };
  return { stride, bufferOffset: array.offset, buffer: null, userBuffer: array.pointer };
}

/** Elements 0..maxIndex of an array as RGBA floats (missing components from (0, 0, 0, 1)). */
function convertToFloats(array: ClientArray, maxIndex: number): Float32Array {
  const out = new Float32Array((maxIndex + 1) * 4);
  const bytes = arrayBytes(array);
  if (!bytes) return out;
  for (let i = 0; i <= maxIndex; i++) fetchElement(array, bytes, i, out, i * 4);
  return out;
}

/** glDrawArrays after validation: `count` vertices from `first`. */
export function drawArrays(c: GlContext, mode: number, first: number, count: number): void {
  if (count === 0 || !c.arrays.get(Attrib.POSITION).enabled) return;
  c.flush();
  c.draw.validate();
  bindArrays(c, first + count - 1);
  c.draw.drawVbo(drawInfo({ mode: mode as never, start: first, count }));
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
  );
}
