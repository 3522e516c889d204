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
    c.setError(GL_INVALID_OPERATION, 'no buffer object is bound to target');
    return null;
  }
  return buffer;
}

/**
 * Writes `n` unused buffer object names into `out`; they become buffers when first bound.
 * Records GL_INVALID_VALUE for a negative n, GL_INVALID_OPERATION when `out` holds fewer than n values or
 * between glBegin and glEnd.
 * @see OpenGL 1.5 §2.9
 */
export function glGenBuffers(n: number, out: Uint32Array): void {
  const c = cur();
  if (!outsideBeginEnd(c) || !validValue(c, n >= 0, 'n is negative') || !outputFits(c, out, n)) return;
  out.set(c.buffers.names.generate(n));
}

/**
 * Deletes the first `n` buffer objects named in `names`, unbinding them from the array and element array
 * bindings and from every vertex array that reads them.
 * Records GL_INVALID_VALUE for a negative n, GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.9
 */
export function glDeleteBuffers(n: number, names: ArrayLike<number>): void {
  const c = cur();
  if (!outsideBeginEnd(c) || !validValue(c, n >= 0, 'n is negative')) return;
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

/**
 * Tells whether `name` names a buffer object.
 * Records GL_INVALID_OPERATION (and returns false) between glBegin and glEnd.
 * @see OpenGL 1.5 §6.1.13
 */
export function glIsBuffer(name: number): boolean {
  const c = cur();
  if (!outsideBeginEnd(c)) return false;
  return name !== 0 && c.buffers.names.get(name) !== undefined;
}

/**
 * Binds buffer `name` to GL_ARRAY_BUFFER or GL_ELEMENT_ARRAY_BUFFER, creating it on first use; 0 unbinds.
 * Never compiled into display lists.
 * Records GL_INVALID_ENUM for another target, GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.9
 */
export function glBindBuffer(target: BindBufferTarget, name: number): void {
  const c = cur();
  if (!outsideBeginEnd(c) || bindingOf(c, target) === undefined) return;
  const buffer = name === 0 ? null : c.buffers.object(name);
  if (target === GL_ARRAY_BUFFER) c.arrays.arrayBuffer = buffer;
  else c.arrays.elementArrayBuffer = buffer;
}

/**
 * Gives the buffer bound to `target` a new store of `size` bytes, initialized from `data` (or left
 * undefined when null), with a usage hint.
 * Records GL_INVALID_ENUM for a target or usage outside its list, GL_INVALID_VALUE for a negative or
 * fractional size, GL_INVALID_OPERATION when no buffer is bound or between glBegin and glEnd,
 * GL_OUT_OF_MEMORY when the store cannot be allocated.
 * @see OpenGL 1.5 §2.9
 */
export function glBufferData(
  target: BindBufferTarget,
  size: number,
  data: ArrayBufferView | null,
  usage: BufferDataUsage,
): void {
  const c = cur();
  if (!outsideBeginEnd(c)) return;
  if (bindingOf(c, target) === undefined || !legalEnum(c, R['glBufferData.usage'], usage)) return;
  if (!validValue(c, Number.isInteger(size) && size >= 0, 'size is negative or not an integer')) return;
  const buffer = boundBuffer(c, target);
  if (!buffer) return;
  if (!c.buffers.setData(buffer, size, data, usage))
    c.setError(GL_OUT_OF_MEMORY, 'the data store could not be allocated');
}

function checkRange(c: GlContext, buffer: BufferObject, offset: number, size: number): boolean {
  if (
    !validValue(
      c,
      Number.isInteger(offset) &&
        Number.isInteger(size) &&
        offset >= 0 &&
        size >= 0 &&
        offset + size <= buffer.size,
      "offset or size is negative or not an integer, or offset + size is past the buffer's size",
    )
  )
    return false;
  return validOperation(c, buffer.mapping === null, 'the buffer is mapped');
}

/**
 * Writes `size` bytes of `data` into the buffer bound to `target`, starting at byte `offset`.
 * Records GL_INVALID_ENUM for another target, GL_INVALID_VALUE for a negative or fractional offset or
 * size, a range past the buffer's end or data shorter than size, GL_INVALID_OPERATION when no buffer is
 * bound, it is mapped, or between glBegin and glEnd.
 * @see OpenGL 1.5 §2.9
 */
export function glBufferSubData(
  target: BindBufferTarget,
  offset: number,
  size: number,
  data: ArrayBufferView,
): void {
  const c = cur();
  if (!outsideBeginEnd(c)) return;
  const buffer = boundBuffer(c, target);
  // Data shorter than `size` is an argument error of the input (INVALID_VALUE), checked with the range.
  if (
    !buffer ||
    !validValue(c, size <= data.byteLength, 'data holds fewer than size bytes') ||
    !checkRange(c, buffer, offset, size)
  )
    return;
  c.buffers.write(buffer, offset, new Uint8Array(data.buffer, data.byteOffset, size));
}

/**
 * Copies `size` bytes starting at byte `offset` of the buffer bound to `target` into `out`.
 * Records GL_INVALID_ENUM for another target, GL_INVALID_VALUE for a negative or fractional offset or
 * size or a range past the buffer's end, GL_INVALID_OPERATION when no buffer is bound, it is mapped, `out`
 * is shorter than size, or between glBegin and glEnd.
 * @see OpenGL 1.5 §6.1.13
 */
export function glGetBufferSubData(
  target: BindBufferTarget,
  offset: number,
  size: number,
  out: ArrayBufferView,
): void {
  const c = cur();
  if (!outsideBeginEnd(c)) return;
  const buffer = boundBuffer(c, target);
  if (!buffer || !checkRange(c, buffer, offset, size)) return;
  if (!outputFits(c, { length: out.byteLength }, size)) return;
  new Uint8Array(out.buffer, out.byteOffset, size).set(buffer.data.subarray(offset, offset + size));
}

/**
 * Maps the buffer bound to `target` and returns its bytes as a Uint8Array (null on error); writes to it
 * reach the buffer at glUnmapBuffer unless the access is GL_READ_ONLY.
 * Records GL_INVALID_ENUM for a target or access outside its list, GL_INVALID_OPERATION when no buffer is
 * bound, it is already mapped, or between glBegin and glEnd.
 * @see OpenGL 1.5 §2.9
 */
export function glMapBuffer(target: BindBufferTarget, access: MapBufferAccess): Uint8Array | null {
  const c = cur();
  if (!outsideBeginEnd(c)) return null;
  if (bindingOf(c, target) === undefined || !legalEnum(c, R['glMapBuffer.access'], access)) return null;
  const buffer = boundBuffer(c, target);
  if (!buffer || !validOperation(c, buffer.mapping === null, 'the buffer is already mapped')) return null;
  buffer.access = access;
  buffer.mapping = buffer.data.slice();
  return buffer.mapping;
}

/**
 * Unmaps the buffer bound to `target`, making writes to the mapping its contents; returns true on success.
 * Records GL_INVALID_ENUM for another target, GL_INVALID_OPERATION when no buffer is bound, it is not
 * mapped, or between glBegin and glEnd.
 * @see OpenGL 1.5 §2.9
 */
export function glUnmapBuffer(target: BindBufferTarget): boolean {
  const c = cur();
  if (!outsideBeginEnd(c)) return false;
  const buffer = boundBuffer(c, target);
  if (!buffer || !validOperation(c, buffer.mapping !== null, 'the buffer is not mapped')) return false;
  if (buffer.access !== GL_READ_ONLY) c.buffers.write(buffer, 0, buffer.mapping!);
  buffer.mapping = null;
  return true;
}

/**
 * Writes the size, usage, access or mapped state of the buffer bound to `target` into out[0].
 * Records GL_INVALID_ENUM for a target or pname outside its list, GL_INVALID_OPERATION when no buffer is
 * bound, `out` is empty, or between glBegin and glEnd.
 * @see OpenGL 1.5 §6.1.13
 */
export function glGetBufferParameteriv(
  target: BindBufferTarget,
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

/**
 * Writes into out[0] the current mapping of the buffer bound to `target` (null when it is not mapped).
 * Records GL_INVALID_ENUM for a target other than the buffer targets or a pname other than
 * GL_BUFFER_MAP_POINTER, GL_INVALID_OPERATION when no buffer is bound or between glBegin and glEnd.
 * @see OpenGL 1.5 §6.1.13
 */
export function glGetBufferPointerv(target: BindBufferTarget, pname: GLenum, out: unknown[]): void {
  const c = cur();
  if (!outsideBeginEnd(c) || bindingOf(c, target) === undefined) return;
  if (pname !== GL_BUFFER_MAP_POINTER) {
    c.setError(GL_INVALID_ENUM, 'pname is not GL_BUFFER_MAP_POINTER');
    return;
  }
  const buffer = boundBuffer(c, target);
  if (buffer) out[0] = buffer.mapping;
}
