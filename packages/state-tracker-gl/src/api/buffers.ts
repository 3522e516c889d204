// Buffer objects (GL 1.5, 2.9) for vertex and index data. None of these commands is compiled into display
// lists. Mapping hands out a Uint8Array over the buffer's bytes; glUnmapBuffer makes writes to it visible.
import { cur } from '../context/current.js';
import type { GlContext } from '../context/gl-context.js';
import { legalEnum, outsideBeginEnd, validOperation, validValue } from '../errors/check.js';
import { ENUM_RULES as R } from '../errors/enum-rules.js';
import { outputFits, writeOutput } from '../errors/output-array.js';
import {
  GL_ARRAY_BUFFER,
  GL_BUFFER_ACCESS,
  GL_BUFFER_MAP_POINTER,
  GL_BUFFER_SIZE,
  GL_BUFFER_USAGE,
  GL_INVALID_ENUM,
  GL_INVALID_OPERATION,
  GL_OUT_OF_MEMORY,
  GL_READ_ONLY,
} from '../gl-enums.js';
import type { BufferObject } from '../objects/buffer-objects.js';
import type {
  BindBufferTarget,
  BufferDataUsage,
  GetBufferParameterivPname,
  GLenum,
  MapBufferAccess,
} from './enum-types.generated.js';

function bindingOf(c: GlContext, target: number): BufferObject | null | undefined {
  if (!legalEnum(c, R['glBindBuffer.target'], target)) return undefined;
  return target === GL_ARRAY_BUFFER ? c.arrays.arrayBuffer : c.arrays.elementArrayBuffer;
}

/** The buffer bound to `target`, recording the error when there is none (or the target is invalid). */
function boundBuffer(c: GlContext, target: number): BufferObject | null {
  const buffer = bindingOf(c, target);
  if (buffer === undefined) return null;
  if (buffer === null) {
    c.setError(GL_INVALID_OPERATION);
    return null;
  }
  return buffer;
}

export function glGenBuffers(n: number, out: Uint32Array): void {
  const c = cur();
  if (!outsideBeginEnd(c) || !validValue(c, n >= 0) || !outputFits(c, out, n)) return;
  out.set(c.buffers.names.generate(n));
}

export function glDeleteBuffers(n: number, names: ArrayLike<number>): void {
  const c = cur();
  if (!outsideBeginEnd(c) || !validValue(c, n >= 0)) return;
  for (let i = 0; i < n && i < names.length; i++) {
    const name = names[i]!;
    const buffer = c.buffers.names.get(name);
    if (!buffer) {
      if (name !== 0) c.buffers.names.delete(name);
      continue;
    }
    if (c.arrays.arrayBuffer === buffer) c.arrays.arrayBuffer = null;
    if (c.arrays.elementArrayBuffer === buffer) c.arrays.elementArrayBuffer = null;
    for (const array of [...c.arrays.arrays, c.arrays.index]) {
      if (array.buffer === buffer) {
        array.buffer = null;
        array.offset = 0;
      }
    }
    c.buffers.delete(name);
  }
}

export function glIsBuffer(name: number): boolean {
  const c = cur();
  if (!outsideBeginEnd(c)) return false;
  return name !== 0 && c.buffers.names.get(name) !== undefined;
}

export function glBindBuffer(target: BindBufferTarget, name: number): void {
  const c = cur();
  if (!outsideBeginEnd(c) || bindingOf(c, target) === undefined) return;
  const buffer = name === 0 ? null : c.buffers.object(name);
  if (target === GL_ARRAY_BUFFER) c.arrays.arrayBuffer = buffer;
  else c.arrays.elementArrayBuffer = buffer;
}

export function glBufferData(
  target: GLenum,
  size: number,
  data: ArrayBufferView | null,
  usage: BufferDataUsage,
): void {
  const c = cur();
  if (!outsideBeginEnd(c)) return;
  if (bindingOf(c, target) === undefined || !legalEnum(c, R['glBufferData.usage'], usage)) return;
  if (!validValue(c, Number.isInteger(size) && size >= 0)) return;
  const buffer = boundBuffer(c, target);
  if (!buffer) return;
  if (!c.buffers.setData(buffer, size, data, usage)) c.setError(GL_OUT_OF_MEMORY);
}

function checkRange(c: GlContext, buffer: BufferObject, offset: number, size: number): boolean {
  if (!validValue(c, offset >= 0 && size >= 0 && offset + size <= buffer.size)) return false;
  return validOperation(c, buffer.mapping === null);
}

export function glBufferSubData(target: GLenum, offset: number, size: number, data: ArrayBufferView): void {
  const c = cur();
  if (!outsideBeginEnd(c)) return;
  const buffer = boundBuffer(c, target);
  // Data shorter than `size` is an argument error of the input (INVALID_VALUE), checked with the range.
  if (!buffer || !validValue(c, size <= data.byteLength) || !checkRange(c, buffer, offset, size)) return;
  c.buffers.write(buffer, offset, new Uint8Array(data.buffer, data.byteOffset, size));
}

export function glGetBufferSubData(target: GLenum, offset: number, size: number, out: ArrayBufferView): void {
  const c = cur();
  if (!outsideBeginEnd(c)) return;
  const buffer = boundBuffer(c, target);
  if (!buffer || !checkRange(c, buffer, offset, size)) return;
  if (!outputFits(c, { length: out.byteLength }, size)) return;
  new Uint8Array(out.buffer, out.byteOffset, size).set(buffer.data.subarray(offset, offset + size));
}

/** glMapBuffer: the buffer's bytes (null after an error). */
export function glMapBuffer(target: GLenum, access: MapBufferAccess): Uint8Array | null {
  const c = cur();
  if (!outsideBeginEnd(c)) return null;
  if (bindingOf(c, target) === undefined || !legalEnum(c, R['glMapBuffer.access'], access)) return null;
  const buffer = boundBuffer(c, target);
  if (!buffer || !validOperation(c, buffer.mapping === null)) return null;
  buffer.access = access;
  buffer.mapping = buffer.data.slice();
  return buffer.mapping;
}

/** glUnmapBuffer: writes of a writable mapping become the buffer's contents. */
export function glUnmapBuffer(target: GLenum): boolean {
  const c = cur();
  if (!outsideBeginEnd(c)) return false;
  const buffer = boundBuffer(c, target);
  if (!buffer || !validOperation(c, buffer.mapping !== null)) return false;
  if (buffer.access !== GL_READ_ONLY) c.buffers.write(buffer, 0, buffer.mapping!);
  buffer.mapping = null;
  return true;
}

export function glGetBufferParameteriv(
  target: GLenum,
  pname: GetBufferParameterivPname,
  out: Int32Array,
): void {
  const c = cur();
  if (!outsideBeginEnd(c) || bindingOf(c, target) === undefined) return;
  if (!legalEnum(c, R['glGetBufferParameteriv.pname'], pname)) return;
  const buffer = boundBuffer(c, target);
  if (!buffer) return;
  const value =
    pname === GL_BUFFER_SIZE
      ? buffer.size
      : pname === GL_BUFFER_USAGE
        ? buffer.usage
        : pname === GL_BUFFER_ACCESS
          ? buffer.access
          : buffer.mapping
            ? 1
            : 0;
  writeOutput(c, out, [value], (v) => v);
}

export function glGetBufferPointerv(target: GLenum, pname: GLenum, out: unknown[]): void {
  const c = cur();
  if (!outsideBeginEnd(c) || bindingOf(c, target) === undefined) return;
  if (pname !== GL_BUFFER_MAP_POINTER) {
    c.setError(GL_INVALID_ENUM);
    return;
  }
  const buffer = boundBuffer(c, target);
  if (buffer) out[0] = buffer.mapping;
}
