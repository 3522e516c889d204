// Vertex arrays (GL 1.5, 2.8): the pointer commands (client memory as a typed array read at draw time,
// or a byte offset into the bound GL_ARRAY_BUFFER), glInterleavedArrays, glArrayElement and the draw
// commands. Inside a display list the draw commands compile to the vertices they would draw.
import { arbProgramsValid } from '../arb-gl/enables.js';
import { cur } from '../context/current.js';
import type { GlContext } from '../context/gl-context.js';
import { Attrib } from '../draw/program-source.js';
import { legalEnum, outsideBeginEnd, validOperation, validValue } from '../errors/check.js';
import { ENUM_RULES as R } from '../errors/enum-rules.js';
import {
  GL_C3F_V3F,
  GL_C4F_N3F_V3F,
  GL_C4UB_V2F,
  GL_C4UB_V3F,
  GL_FEEDBACK_BUFFER_POINTER,
  GL_FLOAT,
  GL_FOG_COORD_ARRAY_POINTER,
  GL_INVALID_ENUM,
  GL_INVALID_OPERATION,
  GL_INVALID_VALUE,
  GL_N3F_V3F,
  GL_OUT_OF_MEMORY,
  GL_SECONDARY_COLOR_ARRAY_POINTER,
  GL_SELECTION_BUFFER_POINTER,
  GL_T2F_C3F_V3F,
  GL_T2F_C4F_N3F_V3F,
  GL_T2F_C4UB_V3F,
  GL_T2F_N3F_V3F,
  GL_T2F_V3F,
  GL_T4F_C4F_N3F_V4F,
  GL_T4F_V4F,
  GL_TEXTURE0,
  GL_UNSIGNED_BYTE,
  GL_V2F,
  GL_V3F,
  GL_VERTEX_ARRAY,
  GL_VERTEX_ARRAY_POINTER,
} from '../gl-enums.js';
import { int32 } from '../math/clamp.js';
import {
  drawArrays,
  drawElements,
  drawnVertexCount,
  type IndexSource,
  readIndices,
} from '../vertex/array-draw.js';
import { clientArrayOf } from '../vertex/array-enums.js';
import { arrayBytes, fetchElement } from '../vertex/array-fetch.js';
import { attribSize } from '../vertex/attrib-layout.js';
import type { ClientArray } from '../vertex/client-arrays.js';
import { glBegin, glEnd } from './begin-end.js';
import { attrib, genericAttrib, vertex } from './current-attrib.js';
import type {
  BeginMode,
  ColorPointerType,
  DrawElementsType,
  FogCoordPointerType,
  GetPointervPname,
  GLenum,
  IndexPointerType,
  InterleavedArraysFormat,
  NormalPointerType,
  SecondaryColorPointerType,
  TexCoordPointerType,
  VertexPointerType,
} from './enum-types.generated.js';

/** Client memory, or a byte offset into the bound array buffer. */
export type ArrayPointer = ArrayBufferView | number | null;

/**
 * The pointer commands' shared body: checks size (one of `sizes`), stride, type (in `types`) and the
 * pointer's kind, then sets `array` (also used by glVertexAttribPointerARB, src/arb-gl).
 */
export function setPointer(
  array: ClientArray,
  sizes: readonly number[],
  types: ReadonlySet<number>,
  size: number,
  type: number,
  stride: number,
  pointer: ArrayPointer,
  normalized: boolean,
): void {
  const c = cur();
  if (!outsideBeginEnd(c)) return;
  // C's GLint/GLsizei parameters: fractions truncate, as a C caller's conversion would.
  size = int32(size);
  stride = int32(stride);
  if (typeof pointer === 'number') pointer = int32(pointer);
  if (
    !validValue(
      c,
      sizes.includes(size) && stride >= 0,
      'size is not one the array takes, or stride is negative',
    ) ||
    !legalEnum(c, types, type)
  )
    return;
  const buffer = c.arrays.arrayBuffer;
  if (
    !validOperation(
      c,
      buffer ? typeof pointer === 'number' : typeof pointer !== 'number',
      'pointer must be a byte offset with a GL_ARRAY_BUFFER bound and an array without one',
    )
  )
    return;
  array.size = size;
  array.type = type;
  array.stride = stride;
  array.normalized = normalized;
  array.buffer = buffer;
  array.pointer = typeof pointer === 'number' ? null : pointer;
  array.offset = typeof pointer === 'number' ? pointer : 0;
}

/**
 * Describes the vertex position array: `size` (2, 3 or 4) components of `type` every `stride` bytes, in
 * client memory or at a byte offset into the bound GL_ARRAY_BUFFER; executed at once, never compiled.
 * @param stride - bytes between consecutive elements; 0 means tightly packed.
 * @param pointer - a typed array over client memory when no array buffer is bound, else a byte offset into
 * it.
 * Records GL_INVALID_VALUE for another size or a negative stride, GL_INVALID_ENUM for another type,
 * GL_INVALID_OPERATION for a pointer of the wrong kind (memory with a buffer bound, an offset without) or
 * between glBegin and glEnd.
 * @see OpenGL 1.5 §2.8
 */
export function glVertexPointer(
  size: number,
  type: VertexPointerType,
  stride: number,
  pointer: ArrayPointer,
): void {
  setPointer(
    cur().arrays.get(Attrib.POSITION),
    [2, 3, 4],
    R['glVertexPointer.type'],
    size,
    type,
    stride,
    pointer,
    false,
  );
}

/**
 * Describes the normal array: three components of `type` every `stride` bytes (0: packed), signed integers
 * normalized to [-1, 1]; executed at once, never compiled.
 * @param pointer - a typed array over client memory when no array buffer is bound, else a byte offset into
 * it.
 * Records GL_INVALID_VALUE for a negative stride, GL_INVALID_ENUM for another type, GL_INVALID_OPERATION
 * for a pointer of the wrong kind or between glBegin and glEnd.
 * @see OpenGL 1.5 §2.8
 */
export function glNormalPointer(type: NormalPointerType, stride: number, pointer: ArrayPointer): void {
  setPointer(cur().arrays.get(Attrib.NORMAL), [3], R['glNormalPointer.type'], 3, type, stride, pointer, true);
}

/**
 * Describes the colour array: `size` (3 or 4) components of `type` every `stride` bytes (0: packed),
 * integers normalized; executed at once, never compiled.
 * @param pointer - a typed array over client memory when no array buffer is bound, else a byte offset into
 * it.
 * Records GL_INVALID_VALUE for another size or a negative stride, GL_INVALID_ENUM for another type,
 * GL_INVALID_OPERATION for a pointer of the wrong kind or between glBegin and glEnd.
 * @see OpenGL 1.5 §2.8
 */
export function glColorPointer(
  size: number,
  type: ColorPointerType,
  stride: number,
  pointer: ArrayPointer,
): void {
  setPointer(
    cur().arrays.get(Attrib.COLOR0),
    [3, 4],
    R['glColorPointer.type'],
    size,
    type,
    stride,
    pointer,
    true,
  );
}

/**
 * Describes the secondary colour array: 3 components of `type` every `stride` bytes (0: packed), integers
 * normalized; executed at once, never compiled.
 * @param pointer - a typed array over client memory when no array buffer is bound, else a byte offset into
 * it.
 * Records GL_INVALID_VALUE for a size other than 3 or a negative stride, GL_INVALID_ENUM for another type,
 * GL_INVALID_OPERATION for a pointer of the wrong kind or between glBegin and glEnd.
 * @see OpenGL 1.5 §2.8
 */
export function glSecondaryColorPointer(
  size: number,
  type: SecondaryColorPointerType,
  stride: number,
  pointer: ArrayPointer,
): void {
  setPointer(
    cur().arrays.get(Attrib.COLOR1),
    [3],
    R['glSecondaryColorPointer.type'],
    size,
    type,
    stride,
    pointer,
    true,
  );
}

/**
 * Describes the texture coordinate array of the client active texture unit: `size` (1 to 4) components of
 * `type` every `stride` bytes (0: packed); executed at once, never compiled.
 * @param pointer - a typed array over client memory when no array buffer is bound, else a byte offset into
 * it.
 * Records GL_INVALID_VALUE for another size or a negative stride, GL_INVALID_ENUM for another type,
 * GL_INVALID_OPERATION for a pointer of the wrong kind or between glBegin and glEnd.
 * @see OpenGL 1.5 §2.8
 */
export function glTexCoordPointer(
  size: number,
  type: TexCoordPointerType,
  stride: number,
  pointer: ArrayPointer,
): void {
  const c = cur();
  setPointer(
    c.arrays.texCoord(c.clientActiveTexture),
    [1, 2, 3, 4],
    R['glTexCoordPointer.type'],
    size,
    type,
    stride,
    pointer,
    false,
  );
}

/**
 * Describes the fog coordinate array: one float or double every `stride` bytes (0: packed); executed at
 * once, never compiled.
 * @param pointer - a typed array over client memory when no array buffer is bound, else a byte offset into
 * it.
 * Records GL_INVALID_VALUE for a negative stride, GL_INVALID_ENUM for another type, GL_INVALID_OPERATION
 * for a pointer of the wrong kind or between glBegin and glEnd.
 * @see OpenGL 1.5 §2.8
 */
export function glFogCoordPointer(type: FogCoordPointerType, stride: number, pointer: ArrayPointer): void {
  setPointer(
    cur().arrays.get(Attrib.FOG_COORD),
    [1],
    R['glFogCoordPointer.type'],
    1,
    type,
    stride,
    pointer,
    false,
  );
}

/**
 * Describes the edge flag array: one unsigned byte (0 or not) every `stride` bytes (0: packed); executed
 * at once, never compiled.
 * @param pointer - a typed array over client memory when no array buffer is bound, else a byte offset into
 * it.
 * Records GL_INVALID_VALUE for a negative stride, GL_INVALID_OPERATION for a pointer of the wrong kind or
 * between glBegin and glEnd.
 * @see OpenGL 1.5 §2.8
 */
export function glEdgeFlagPointer(stride: number, pointer: ArrayPointer): void {
  setPointer(
    cur().arrays.get(Attrib.EDGEFLAG),
    [1],
    new Set([GL_UNSIGNED_BYTE]),
    1,
    GL_UNSIGNED_BYTE,
    stride,
    pointer,
    false,
  );
}

/**
 * Describes the colour index array: one value of `type` every `stride` bytes (0: packed); kept for
 * queries, as this context draws in RGBA.
 * @param pointer - a typed array over client memory when no array buffer is bound, else a byte offset into
 * it.
 * Records GL_INVALID_VALUE for a negative stride, GL_INVALID_ENUM for another type, GL_INVALID_OPERATION
 * for a pointer of the wrong kind or between glBegin and glEnd.
 * @see OpenGL 1.5 §2.8
 */
export function glIndexPointer(type: IndexPointerType, stride: number, pointer: ArrayPointer): void {
  setPointer(cur().arrays.index, [1], R['glIndexPointer.type'], 1, type, stride, pointer, false);
}

/**
 * Chooses the texture unit (GL_TEXTURE0 + i) whose coordinate array glTexCoordPointer and the client-state
 * commands address; executed at once, never compiled.
 * Records GL_INVALID_ENUM for a unit this context lacks, GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.8
 */
export function glClientActiveTexture(texture: GLenum): void {
  const c = cur();
  if (!outsideBeginEnd(c)) return;
  const unit = texture - GL_TEXTURE0;
  if (!(unit >= 0 && unit < c.limits.textureUnits)) {
    c.setError(GL_INVALID_ENUM, 'texture is not GL_TEXTURE0 + a unit below GL_MAX_TEXTURE_UNITS');
    return;
  }
  c.clientActiveTexture = unit;
}

/** glInterleavedArrays' formats (GL 1.5, table 2.5): which arrays, their sizes and offsets. */
interface InterleavedLayout {
  tex: number;
  color: number;
  colorType: number;
  normal: boolean;
  vertex: number;
}
const LAYOUTS = new Map<number, InterleavedLayout>([
  [GL_V2F, { tex: 0, color: 0, colorType: 0, normal: false, vertex: 2 }],
  [GL_V3F, { tex: 0, color: 0, colorType: 0, normal: false, vertex: 3 }],
  [GL_C4UB_V2F, { tex: 0, color: 4, colorType: GL_UNSIGNED_BYTE, normal: false, vertex: 2 }],
  [GL_C4UB_V3F, { tex: 0, color: 4, colorType: GL_UNSIGNED_BYTE, normal: false, vertex: 3 }],
  [GL_C3F_V3F, { tex: 0, color: 3, colorType: GL_FLOAT, normal: false, vertex: 3 }],
  [GL_N3F_V3F, { tex: 0, color: 0, colorType: 0, normal: true, vertex: 3 }],
  [GL_C4F_N3F_V3F, { tex: 0, color: 4, colorType: GL_FLOAT, normal: true, vertex: 3 }],
  [GL_T2F_V3F, { tex: 2, color: 0, colorType: 0, normal: false, vertex: 3 }],
  [GL_T4F_V4F, { tex: 4, color: 0, colorType: 0, normal: false, vertex: 4 }],
  [GL_T2F_C4UB_V3F, { tex: 2, color: 4, colorType: GL_UNSIGNED_BYTE, normal: false, vertex: 3 }],
  [GL_T2F_C3F_V3F, { tex: 2, color: 3, colorType: GL_FLOAT, normal: false, vertex: 3 }],
  [GL_T2F_N3F_V3F, { tex: 2, color: 0, colorType: 0, normal: true, vertex: 3 }],
  [GL_T2F_C4F_N3F_V3F, { tex: 2, color: 4, colorType: GL_FLOAT, normal: true, vertex: 3 }],
  [GL_T4F_C4F_N3F_V4F, { tex: 4, color: 4, colorType: GL_FLOAT, normal: true, vertex: 4 }],
]);

/**
 * Sets up and enables the vertex, normal, colour and texture coordinate arrays of one of the fourteen
 * interleaved layouts (GL_V3F, GL_T2F_N3F_V3F, …) over one memory block, and disables the others.
 * @param strideArg - bytes between consecutive vertices; 0 means the layout's own size.
 * @param pointerArg - a typed array over client memory when no array buffer is bound, else a byte offset
 * into it.
 * Records GL_INVALID_ENUM for another format, GL_INVALID_VALUE for a negative stride, GL_INVALID_OPERATION
 * for a pointer of the wrong kind or between glBegin and glEnd.
 * @see OpenGL 1.5 §2.8
 */
export function glInterleavedArrays(
  format: InterleavedArraysFormat,
  strideArg: number,
  pointerArg: ArrayPointer,
): void {
  const c = cur();
  const stride = int32(strideArg);
  const pointer = typeof pointerArg === 'number' ? int32(pointerArg) : pointerArg;
  if (
    !outsideBeginEnd(c) ||
    !legalEnum(c, R['glInterleavedArrays.format'], format) ||
    !validValue(c, stride >= 0, 'stride is negative')
  )
    return;
  if (
    !validOperation(
      c,
      c.arrays.arrayBuffer ? typeof pointer === 'number' : typeof pointer !== 'number',
      'pointer must be a byte offset with a GL_ARRAY_BUFFER bound and an array without one',
    )
  )
    return;
  const l = LAYOUTS.get(format)!;
  const colorBytes = l.color === 0 ? 0 : l.colorType === GL_UNSIGNED_BYTE ? 4 : 4 * l.color;
  const total = 4 * l.tex + colorBytes + (l.normal ? 12 : 0) + 4 * l.vertex;
  const s = stride === 0 ? total : stride;
  const base = typeof pointer === 'number' ? pointer : 0;
  const place = (
    array: ClientArray,
    enabled: boolean,
    size: number,
    type: number,
    offset: number,
    normalized: boolean,
  ) => {
    array.enabled = enabled;
    if (!enabled) return;
    array.size = size;
    array.type = type;
    array.stride = s;
    array.normalized = normalized;
    array.buffer = c.arrays.arrayBuffer;
    array.pointer = typeof pointer === 'number' ? null : pointer;
    array.offset = base + offset;
  };
  place(c.arrays.texCoord(c.clientActiveTexture), l.tex > 0, l.tex, GL_FLOAT, 0, false);
  place(c.arrays.get(Attrib.COLOR0), l.color > 0, l.color, l.colorType, 4 * l.tex, true);
  place(c.arrays.get(Attrib.NORMAL), l.normal, 3, GL_FLOAT, 4 * l.tex + colorBytes, true);
  place(
    c.arrays.get(Attrib.POSITION),
    true,
    l.vertex,
    GL_FLOAT,
    4 * l.tex + colorBytes + (l.normal ? 12 : 0),
    false,
  );
  c.arrays.get(Attrib.COLOR1).enabled = false;
  c.arrays.get(Attrib.FOG_COORD).enabled = false;
  c.arrays.get(Attrib.EDGEFLAG).enabled = false;
  c.arrays.index.enabled = false;
}

const element = new Float32Array(4);

/**
 * glArrayElement's effect: the current attributes of the enabled arrays (the conventional ones, then the
 * generic ones from 1 on), then a vertex if generic array 0 or the vertex array is enabled
 * (ARB_vertex_program, 2.8).
 */
function arrayElement(c: GlContext, index: number): void {
  for (let a: number = Attrib.NORMAL; a < c.arrays.arrays.length; a++) {
    const array = c.arrays.arrays[a]!;
    const bytes = array.enabled && a !== Attrib.GENERIC0 ? arrayBytes(array) : null;
    if (!bytes) continue;
    fetchElement(array, bytes, index, element, 0);
    if (a === Attrib.EDGEFLAG) attrib(a, element[0] !== 0 ? 1 : 0, 0, 0, 0);
    else if (a > Attrib.GENERIC0) genericAttrib(a, element[0]!, element[1]!, element[2]!, element[3]!);
    else attrib(a, element[0]!, element[1]!, element[2]!, attribSize(a) === 4 ? element[3]! : 0);
  }
  const position = c.arrays.position();
  const bytes = position.enabled ? arrayBytes(position) : null;
  if (!bytes) return;
  fetchElement(position, bytes, index, element, 0);
  vertex(element[0]!, element[1]!, element[2]!, element[3]!);
}

/**
 * Sets the current attributes from element `index` of every enabled array, then emits a vertex from the
 * vertex array if it is enabled; meant for use between glBegin and glEnd.
 * Records no error of its own.
 * @see OpenGL 1.5 §2.8
 */
export function glArrayElement(index: number): void {
  arrayElement(cur(), int32(index));
}

/** The most vertices one array draw compiles into a display list (more records GL_OUT_OF_MEMORY). */
const MAX_COMPILED_VERTICES = 1 << 24;

/**
 * Display lists compile array draws as the vertices they draw, as the one command `command` (forbidden
 * between glBegin and glEnd: inside the list's own glBegin/glEnd it compiles that error instead).
 */
function compileVertices(
  c: GlContext,
  command: string,
  mode: number,
  indices: () => ArrayLike<number>,
): void {
  if (c.lists.compilingBeginEnd) {
    if (!c.lists.recordError(GL_INVALID_OPERATION, command, 'not allowed between glBegin and glEnd'))
      c.setError(GL_INVALID_OPERATION, 'not allowed between glBegin and glEnd');
    return;
  }
  c.lists.compileGeometry(command, () => {
    const elements = indices();
    glBegin(mode);
    for (let i = 0; i < elements.length; i++) arrayElement(c, elements[i]!);
    glEnd();
  });
}

/** The mode, the count, and the enabled ARB programs' validity (ARB_vertex_program §2.14.1). */
function checkDraw(c: GlContext, mode: number, count: number): boolean {
  if (!legalEnum(c, R['glBegin.mode'], mode)) return false;
  return validValue(c, count >= 0, 'count is negative') && arbProgramsValid(c);
}

/**
 * Draws `count` consecutive elements of the enabled arrays, starting at `first`, as primitives of `mode`;
 * a display list compiles the vertices it would draw.
 * Records GL_INVALID_ENUM for a mode that is no primitive type, GL_INVALID_VALUE for a negative first or
 * count, GL_OUT_OF_MEMORY when a list would hold too many vertices, GL_INVALID_OPERATION between glBegin
 * and glEnd or when an enabled ARB program target's bound program is not valid.
 * @see OpenGL 1.5 §2.8
 */
export function glDrawArrays(mode: BeginMode, firstArg: number, countArg: number): void {
  const c = cur();
  const first = int32(firstArg);
  const count = int32(countArg);
  if (c.recording) {
    if (!R['glBegin.mode'].has(mode) || count < 0 || first < 0) {
      c.lists.recordError(
        !R['glBegin.mode'].has(mode) ? GL_INVALID_ENUM : GL_INVALID_VALUE,
        'glDrawArrays',
        !R['glBegin.mode'].has(mode) ? 'mode is not a primitive type' : 'count or first is negative',
      );
      return;
    }
    // As drawn directly: the vertices the vertex array holds, none when it is disabled.
    const listed = c.arrays.position().enabled ? drawnVertexCount(c, first, count) : 0;
    if (listed > MAX_COMPILED_VERTICES) {
      c.lists.recordError(
        GL_OUT_OF_MEMORY,
        'glDrawArrays',
        'the draw has more vertices than a display list holds',
      );
      return;
    }
    compileVertices(c, 'glDrawArrays', mode, () => Array.from({ length: listed }, (_, i) => first + i));
    return;
  }
  if (!outsideBeginEnd(c) || !checkDraw(c, mode, count) || !validValue(c, first >= 0, 'first is negative'))
    return;
  drawArrays(c, mode, first, count);
}

/**
 * Draws `count` elements of the enabled arrays picked by indices of `type`, as primitives of `mode`; a
 * display list compiles the vertices it would draw.
 * @param indicesArg - a typed array of indices in client memory, or a byte offset into the bound
 * GL_ELEMENT_ARRAY_BUFFER.
 * Records GL_INVALID_ENUM for a mode or type outside its list, GL_INVALID_VALUE for a negative count,
 * GL_INVALID_OPERATION for an offset without an element array buffer bound or between glBegin and glEnd.
 * @see OpenGL 1.5 §2.8
 */
export function glDrawElements(
  mode: BeginMode,
  countArg: number,
  type: DrawElementsType,
  indicesArg: IndexSource,
): void {
  const c = cur();
  const count = int32(countArg);
  // A byte offset is a C pointer: a fraction truncates, as a C caller's conversion would.
  const indices = typeof indicesArg === 'number' ? int32(indicesArg) : indicesArg;
  if (c.recording) {
    if (!R['glBegin.mode'].has(mode) || !R['glDrawElements.type'].has(type) || count < 0) {
      c.lists.recordError(
        count < 0 ? GL_INVALID_VALUE : GL_INVALID_ENUM,
        'glDrawElements',
        count < 0 ? 'count is negative' : 'mode is not a primitive type, or type is not an index type',
      );
      return;
    }
    compileVertices(c, 'glDrawElements', mode, () => readIndices(c, count, type, indices));
    return;
  }
  if (!outsideBeginEnd(c) || !checkDraw(c, mode, count) || !legalEnum(c, R['glDrawElements.type'], type))
    return;
  if (
    !validOperation(
      c,
      typeof indices !== 'number' || c.arrays.elementArrayBuffer !== null,
      'indices must be an array when no GL_ELEMENT_ARRAY_BUFFER is bound',
    )
  )
    return;
  drawElements(c, mode, count, type, indices);
}

/**
 * glDrawElements with a promise that every index lies in start..end.
 * @param indices - a typed array of indices in client memory, or a byte offset into the bound
 * GL_ELEMENT_ARRAY_BUFFER.
 * Records GL_INVALID_VALUE when end < start or count is negative, GL_INVALID_ENUM for a mode or type
 * outside its list, GL_INVALID_OPERATION for an offset without an element array buffer bound or between
 * glBegin and glEnd.
 * @see OpenGL 1.5 §2.8
 */
export function glDrawRangeElements(
  mode: BeginMode,
  start: number,
  end: number,
  count: number,
  type: DrawElementsType,
  indices: IndexSource,
): void {
  const c = cur();
  if (
    !c.recording &&
    !c.insideBeginEnd &&
    !validValue(c, int32(end) >= int32(start), 'end is less than start')
  )
    return;
  glDrawElements(mode, count, type, indices);
}

/**
 * glMultiDrawArrays / glMultiDrawElements: `draw(i)` for each of the first `n` draws, after the checks
 * of the one command `command` (compiled into a list as that command).
 */
function multiDraw(command: string, primcount: number, n: number, draw: (i: number) => void): void {
  const c = cur();
  if (c.recording) {
    if (!(primcount >= 0)) {
      if (!c.lists.recordError(GL_INVALID_VALUE, command, 'primcount is negative'))
        c.setError(GL_INVALID_VALUE, 'primcount is negative');
      return;
    }
    c.lists.compileGeometry(command, () => {
      for (let i = 0; i < n; i++) draw(i);
    });
    return;
  }
  if (!outsideBeginEnd(c) || !validValue(c, primcount >= 0, 'primcount is negative')) return;
  for (let i = 0; i < n; i++) draw(i);
}

/**
 * Runs glDrawArrays for each of the first `primcount` pairs (first[i], count[i]).
 * Records GL_INVALID_VALUE for a negative primcount or count, GL_INVALID_ENUM for a mode that is no
 * primitive type, GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.8
 */
export function glMultiDrawArrays(
  mode: BeginMode,
  first: ArrayLike<number>,
  count: ArrayLike<number>,
  primcount: number,
): void {
  multiDraw('glMultiDrawArrays', primcount, Math.min(primcount, first.length, count.length), (i) =>
    glDrawArrays(mode, first[i]!, count[i]!),
  );
}

/**
 * Runs glDrawElements for each of the first `primcount` pairs (count[i], indices[i]).
 * Records GL_INVALID_VALUE for a negative primcount or count, GL_INVALID_ENUM for a mode or type outside
 * its list, GL_INVALID_OPERATION for an offset without an element array buffer bound or between glBegin
 * and glEnd.
 * @see OpenGL 1.5 §2.8
 */
export function glMultiDrawElements(
  mode: BeginMode,
  count: ArrayLike<number>,
  type: DrawElementsType,
  indices: readonly IndexSource[],
  primcount: number,
): void {
  multiDraw('glMultiDrawElements', primcount, Math.min(primcount, count.length, indices.length), (i) =>
    glDrawElements(mode, count[i]!, type, indices[i]!),
  );
}

/**
 * Writes into out[0] the pointer of a client array (its typed array, or its byte offset when it reads a
 * buffer object), or the selection or feedback buffer.
 * Records GL_INVALID_ENUM for another pname, GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §6.1.11
 */
export function glGetPointerv(pname: GetPointervPname, out: unknown[]): void {
  const c = cur();
  if (!outsideBeginEnd(c) || !legalEnum(c, R['glGetPointerv.pname'], pname)) return;
  if (pname === GL_SELECTION_BUFFER_POINTER || pname === GL_FEEDBACK_BUFFER_POINTER) {
    const sf = c.selectFeedback;
    out[0] = pname === GL_SELECTION_BUFFER_POINTER ? sf.selectBuffer : sf.feedbackBuffer;
    return;
  }
  const arrayEnum = pname - (GL_VERTEX_ARRAY_POINTER - GL_VERTEX_ARRAY);
  const array =
    pname === GL_FOG_COORD_ARRAY_POINTER
      ? c.arrays.get(Attrib.FOG_COORD)
      : pname === GL_SECONDARY_COLOR_ARRAY_POINTER
        ? c.arrays.get(Attrib.COLOR1)
        : clientArrayOf(c, arrayEnum);
  out[0] = array ? (array.buffer ? array.offset : array.pointer) : null;
}
