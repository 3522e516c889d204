// ARB_vertex_program's generic vertex attributes (section 2.7 and 2.8 of the extension): the current
// values (the 36 glVertexAttrib*ARB variants), the generic client arrays (glVertexAttribPointerARB,
// glEnable/DisableVertexAttribArrayARB) and their queries (glGetVertexAttrib{d,f,i}vARB,
// glGetVertexAttribPointervARB). Generic attribute n is Attrib.GENERIC0 + n in the vertex layer, beside
// the conventional attributes; generic attribute 0 is the position: glVertexAttrib*ARB(0, ...) emits a
// vertex, and generic array 0, when enabled, supplies the positions in place of the vertex array.
// glVertexAttrib* are compiled into display lists; the array commands and queries are executed at once,
// never compiled (section 5.4).

import { cur } from '../context/current.js';
import type { GlContext } from '../context/gl-context.js';
import { Attrib, MAX_GENERIC_ATTRIBS } from '../draw/program-source.js';
import { legalEnum, outsideBeginEnd, validOperation } from '../errors/check.js';
import { ENUM_RULES } from '../errors/enum-rules.js';
import { writeOutput } from '../errors/output-array.js';
import {
  GL_CURRENT_VERTEX_ATTRIB_ARB,
  GL_INVALID_ENUM,
  GL_INVALID_VALUE,
  GL_VERTEX_ATTRIB_ARRAY_BUFFER_BINDING_ARB,
  GL_VERTEX_ATTRIB_ARRAY_ENABLED_ARB,
  GL_VERTEX_ATTRIB_ARRAY_NORMALIZED_ARB,
  GL_VERTEX_ATTRIB_ARRAY_POINTER_ARB,
  GL_VERTEX_ATTRIB_ARRAY_SIZE_ARB,
  GL_VERTEX_ATTRIB_ARRAY_STRIDE_ARB,
  GL_VERTEX_ATTRIB_ARRAY_TYPE_ARB,
} from '../gl-enums.js';
import {
  byteOf,
  intOf,
  normByte,
  normInt,
  normShort,
  normUbyte,
  normUint,
  normUshort,
  shortOf,
  ubyteOf,
  uintOf,
  ushortOf,
} from '../math/int-to-float.js';
import { attribOffset } from '../vertex/attrib-layout.js';
import type { ClientArray } from '../vertex/client-arrays.js';
import type { ArrayPointer } from './arrays.js';
import { setPointer } from './arrays.js';
import { genericAttrib, vertex } from './current-attrib.js';
import type { GLenum, VertexAttribPointerARBType } from './enum-types.generated.js';

/** @inline */
type V = ArrayLike<number>;

// The variants' conversions: as given, C's integer types as they are, and normalized (table 2.9).
const f = (x: number) => x;
const b = byteOf;
const ub = ubyteOf;
const s = shortOf;
const us = ushortOf;
const i = intOf;
const ui = uintOf;
const nb = normByte;
const nub = normUbyte;
const ns = normShort;
const nus = normUshort;
const ni = normInt;
const nui = normUint;

/** A GLuint index argument as the C parameter would hold it (negative numbers wrap, so they are too big). */
function indexOf(index: number): number {
  return Math.trunc(Number(index)) >>> 0;
}

/**
 * Records GL_INVALID_VALUE (compiled into a display list being compiled, where the command is compiled)
 * unless `index` names a generic attribute.
 */
function validIndex(c: GlContext, index: number, command: string, compiled: boolean): boolean {
  if (index < MAX_GENERIC_ATTRIBS) return true;
  const reason = 'index is not below GL_MAX_VERTEX_ATTRIBS_ARB';
  if (compiled && c.recording && c.lists.recordError(GL_INVALID_VALUE, command, reason)) return false;
  c.setError(GL_INVALID_VALUE, reason);
  return false;
}

/** The variants' shared body: generic attribute `index` set to (x, y, z, w), or a vertex for index 0. */
function vertexAttrib(indexArg: number, x: number, y: number, z: number, w: number): void {
  const index = indexOf(indexArg);
  if (index === 0) {
    vertex(x, y, z, w);
    return;
  }
  if (!validIndex(cur(), index, 'glVertexAttrib', true)) return;
  genericAttrib(Attrib.GENERIC0 + index, x, y, z, w);
}

/**
 * Sets generic vertex attribute `index` to 1 double, used as given; y, z and w are 0, 0 and 1. Index 0
 * emits a vertex, exactly as glVertex does (generic attribute 0 is the position). Allowed between glBegin
 * and glEnd; compiled into display lists.
 * Records GL_INVALID_VALUE for an index of GL_MAX_VERTEX_ATTRIBS_ARB (16) or more.
 * @see ARB_vertex_program, section 2.7 (Vertex Specification)
 */
export function glVertexAttrib1dARB(index: number, x: number): void {
  vertexAttrib(index, f(x), 0, 0, 1);
}
/**
 * Sets generic vertex attribute `index` to the first element of an array of doubles, used as given; y, z
 * and w are 0, 0 and 1. Index 0 emits a vertex, exactly as glVertex does (generic attribute 0 is the
 * position). Allowed between glBegin and glEnd; compiled into display lists.
 * Records GL_INVALID_VALUE for an index of GL_MAX_VERTEX_ATTRIBS_ARB (16) or more.
 * @see ARB_vertex_program, section 2.7 (Vertex Specification)
 */
export function glVertexAttrib1dvARB(index: number, v: V): void {
  vertexAttrib(index, f(v[0]!), 0, 0, 1);
}
/**
 * Sets generic vertex attribute `index` to 1 float, used as given; y, z and w are 0, 0 and 1. Index 0
 * emits a vertex, exactly as glVertex does (generic attribute 0 is the position). Allowed between glBegin
 * and glEnd; compiled into display lists.
 * Records GL_INVALID_VALUE for an index of GL_MAX_VERTEX_ATTRIBS_ARB (16) or more.
 * @see ARB_vertex_program, section 2.7 (Vertex Specification)
 */
export function glVertexAttrib1fARB(index: number, x: number): void {
  vertexAttrib(index, f(x), 0, 0, 1);
}
/**
 * Sets generic vertex attribute `index` to the first element of an array of floats, used as given; y, z
 * and w are 0, 0 and 1. Index 0 emits a vertex, exactly as glVertex does (generic attribute 0 is the
 * position). Allowed between glBegin and glEnd; compiled into display lists.
 * Records GL_INVALID_VALUE for an index of GL_MAX_VERTEX_ATTRIBS_ARB (16) or more.
 * @see ARB_vertex_program, section 2.7 (Vertex Specification)
 */
export function glVertexAttrib1fvARB(index: number, v: V): void {
  vertexAttrib(index, f(v[0]!), 0, 0, 1);
}
/**
 * Sets generic vertex attribute `index` to 1 short, converted to floats as they are (not normalized); y, z
 * and w are 0, 0 and 1. Index 0 emits a vertex, exactly as glVertex does (generic attribute 0 is the
 * position). Allowed between glBegin and glEnd; compiled into display lists.
 * Records GL_INVALID_VALUE for an index of GL_MAX_VERTEX_ATTRIBS_ARB (16) or more.
 * @see ARB_vertex_program, section 2.7 (Vertex Specification)
 */
export function glVertexAttrib1sARB(index: number, x: number): void {
  vertexAttrib(index, s(x), 0, 0, 1);
}
/**
 * Sets generic vertex attribute `index` to the first element of an array of shorts, converted to floats as
 * they are (not normalized); y, z and w are 0, 0 and 1. Index 0 emits a vertex, exactly as glVertex does
 * (generic attribute 0 is the position). Allowed between glBegin and glEnd; compiled into display lists.
 * Records GL_INVALID_VALUE for an index of GL_MAX_VERTEX_ATTRIBS_ARB (16) or more.
 * @see ARB_vertex_program, section 2.7 (Vertex Specification)
 */
export function glVertexAttrib1svARB(index: number, v: V): void {
  vertexAttrib(index, s(v[0]!), 0, 0, 1);
}
/**
 * Sets generic vertex attribute `index` to 2 doubles, used as given; z and w are 0 and 1. Index 0 emits a
 * vertex, exactly as glVertex does (generic attribute 0 is the position). Allowed between glBegin and
 * glEnd; compiled into display lists.
 * Records GL_INVALID_VALUE for an index of GL_MAX_VERTEX_ATTRIBS_ARB (16) or more.
 * @see ARB_vertex_program, section 2.7 (Vertex Specification)
 */
export function glVertexAttrib2dARB(index: number, x: number, y: number): void {
  vertexAttrib(index, f(x), f(y), 0, 1);
}
/**
 * Sets generic vertex attribute `index` to the first 2 elements of an array of doubles, used as given; z
 * and w are 0 and 1. Index 0 emits a vertex, exactly as glVertex does (generic attribute 0 is the
 * position). Allowed between glBegin and glEnd; compiled into display lists.
 * Records GL_INVALID_VALUE for an index of GL_MAX_VERTEX_ATTRIBS_ARB (16) or more.
 * @see ARB_vertex_program, section 2.7 (Vertex Specification)
 */
export function glVertexAttrib2dvARB(index: number, v: V): void {
  vertexAttrib(index, f(v[0]!), f(v[1]!), 0, 1);
}
/**
 * Sets generic vertex attribute `index` to 2 floats, used as given; z and w are 0 and 1. Index 0 emits a
 * vertex, exactly as glVertex does (generic attribute 0 is the position). Allowed between glBegin and
 * glEnd; compiled into display lists.
 * Records GL_INVALID_VALUE for an index of GL_MAX_VERTEX_ATTRIBS_ARB (16) or more.
 * @see ARB_vertex_program, section 2.7 (Vertex Specification)
 */
export function glVertexAttrib2fARB(index: number, x: number, y: number): void {
  vertexAttrib(index, f(x), f(y), 0, 1);
}
/**
 * Sets generic vertex attribute `index` to the first 2 elements of an array of floats, used as given; z
 * and w are 0 and 1. Index 0 emits a vertex, exactly as glVertex does (generic attribute 0 is the
 * position). Allowed between glBegin and glEnd; compiled into display lists.
 * Records GL_INVALID_VALUE for an index of GL_MAX_VERTEX_ATTRIBS_ARB (16) or more.
 * @see ARB_vertex_program, section 2.7 (Vertex Specification)
 */
export function glVertexAttrib2fvARB(index: number, v: V): void {
  vertexAttrib(index, f(v[0]!), f(v[1]!), 0, 1);
}
/**
 * Sets generic vertex attribute `index` to 2 shorts, converted to floats as they are (not normalized); z
 * and w are 0 and 1. Index 0 emits a vertex, exactly as glVertex does (generic attribute 0 is the
 * position). Allowed between glBegin and glEnd; compiled into display lists.
 * Records GL_INVALID_VALUE for an index of GL_MAX_VERTEX_ATTRIBS_ARB (16) or more.
 * @see ARB_vertex_program, section 2.7 (Vertex Specification)
 */
export function glVertexAttrib2sARB(index: number, x: number, y: number): void {
  vertexAttrib(index, s(x), s(y), 0, 1);
}
/**
 * Sets generic vertex attribute `index` to the first 2 elements of an array of shorts, converted to floats
 * as they are (not normalized); z and w are 0 and 1. Index 0 emits a vertex, exactly as glVertex does
 * (generic attribute 0 is the position). Allowed between glBegin and glEnd; compiled into display lists.
 * Records GL_INVALID_VALUE for an index of GL_MAX_VERTEX_ATTRIBS_ARB (16) or more.
 * @see ARB_vertex_program, section 2.7 (Vertex Specification)
 */
export function glVertexAttrib2svARB(index: number, v: V): void {
  vertexAttrib(index, s(v[0]!), s(v[1]!), 0, 1);
}
/**
 * Sets generic vertex attribute `index` to 3 doubles, used as given; w is 1. Index 0 emits a vertex,
 * exactly as glVertex does (generic attribute 0 is the position). Allowed between glBegin and glEnd;
 * compiled into display lists.
 * Records GL_INVALID_VALUE for an index of GL_MAX_VERTEX_ATTRIBS_ARB (16) or more.
 * @see ARB_vertex_program, section 2.7 (Vertex Specification)
 */
export function glVertexAttrib3dARB(index: number, x: number, y: number, z: number): void {
  vertexAttrib(index, f(x), f(y), f(z), 1);
}
/**
 * Sets generic vertex attribute `index` to the first 3 elements of an array of doubles, used as given; w
 * is 1. Index 0 emits a vertex, exactly as glVertex does (generic attribute 0 is the position). Allowed
 * between glBegin and glEnd; compiled into display lists.
 * Records GL_INVALID_VALUE for an index of GL_MAX_VERTEX_ATTRIBS_ARB (16) or more.
 * @see ARB_vertex_program, section 2.7 (Vertex Specification)
 */
export function glVertexAttrib3dvARB(index: number, v: V): void {
  vertexAttrib(index, f(v[0]!), f(v[1]!), f(v[2]!), 1);
}
/**
 * Sets generic vertex attribute `index` to 3 floats, used as given; w is 1. Index 0 emits a vertex,
 * exactly as glVertex does (generic attribute 0 is the position). Allowed between glBegin and glEnd;
 * compiled into display lists.
 * Records GL_INVALID_VALUE for an index of GL_MAX_VERTEX_ATTRIBS_ARB (16) or more.
 * @see ARB_vertex_program, section 2.7 (Vertex Specification)
 */
export function glVertexAttrib3fARB(index: number, x: number, y: number, z: number): void {
  vertexAttrib(index, f(x), f(y), f(z), 1);
}
/**
 * Sets generic vertex attribute `index` to the first 3 elements of an array of floats, used as given; w is
 * 1. Index 0 emits a vertex, exactly as glVertex does (generic attribute 0 is the position). Allowed
 * between glBegin and glEnd; compiled into display lists.
 * Records GL_INVALID_VALUE for an index of GL_MAX_VERTEX_ATTRIBS_ARB (16) or more.
 * @see ARB_vertex_program, section 2.7 (Vertex Specification)
 */
export function glVertexAttrib3fvARB(index: number, v: V): void {
  vertexAttrib(index, f(v[0]!), f(v[1]!), f(v[2]!), 1);
}
/**
 * Sets generic vertex attribute `index` to 3 shorts, converted to floats as they are (not normalized); w
 * is 1. Index 0 emits a vertex, exactly as glVertex does (generic attribute 0 is the position). Allowed
 * between glBegin and glEnd; compiled into display lists.
 * Records GL_INVALID_VALUE for an index of GL_MAX_VERTEX_ATTRIBS_ARB (16) or more.
 * @see ARB_vertex_program, section 2.7 (Vertex Specification)
 */
export function glVertexAttrib3sARB(index: number, x: number, y: number, z: number): void {
  vertexAttrib(index, s(x), s(y), s(z), 1);
}
/**
 * Sets generic vertex attribute `index` to the first 3 elements of an array of shorts, converted to floats
 * as they are (not normalized); w is 1. Index 0 emits a vertex, exactly as glVertex does (generic
 * attribute 0 is the position). Allowed between glBegin and glEnd; compiled into display lists.
 * Records GL_INVALID_VALUE for an index of GL_MAX_VERTEX_ATTRIBS_ARB (16) or more.
 * @see ARB_vertex_program, section 2.7 (Vertex Specification)
 */
export function glVertexAttrib3svARB(index: number, v: V): void {
  vertexAttrib(index, s(v[0]!), s(v[1]!), s(v[2]!), 1);
}
/**
 * Sets generic vertex attribute `index` to the first 4 elements of an array of bytes, converted to floats
 * as they are (not normalized). Index 0 emits a vertex, exactly as glVertex does (generic attribute 0 is
 * the position). Allowed between glBegin and glEnd; compiled into display lists.
 * Records GL_INVALID_VALUE for an index of GL_MAX_VERTEX_ATTRIBS_ARB (16) or more.
 * @see ARB_vertex_program, section 2.7 (Vertex Specification)
 */
export function glVertexAttrib4bvARB(index: number, v: V): void {
  vertexAttrib(index, b(v[0]!), b(v[1]!), b(v[2]!), b(v[3]!));
}
/**
 * Sets generic vertex attribute `index` to 4 doubles, used as given. Index 0 emits a vertex, exactly as
 * glVertex does (generic attribute 0 is the position). Allowed between glBegin and glEnd; compiled into
 * display lists.
 * Records GL_INVALID_VALUE for an index of GL_MAX_VERTEX_ATTRIBS_ARB (16) or more.
 * @see ARB_vertex_program, section 2.7 (Vertex Specification)
 */
export function glVertexAttrib4dARB(index: number, x: number, y: number, z: number, w: number): void {
  vertexAttrib(index, f(x), f(y), f(z), f(w));
}
/**
 * Sets generic vertex attribute `index` to the first 4 elements of an array of doubles, used as given.
 * Index 0 emits a vertex, exactly as glVertex does (generic attribute 0 is the position). Allowed between
 * glBegin and glEnd; compiled into display lists.
 * Records GL_INVALID_VALUE for an index of GL_MAX_VERTEX_ATTRIBS_ARB (16) or more.
 * @see ARB_vertex_program, section 2.7 (Vertex Specification)
 */
export function glVertexAttrib4dvARB(index: number, v: V): void {
  vertexAttrib(index, f(v[0]!), f(v[1]!), f(v[2]!), f(v[3]!));
}
/**
 * Sets generic vertex attribute `index` to 4 floats, used as given. Index 0 emits a vertex, exactly as
 * glVertex does (generic attribute 0 is the position). Allowed between glBegin and glEnd; compiled into
 * display lists.
 * Records GL_INVALID_VALUE for an index of GL_MAX_VERTEX_ATTRIBS_ARB (16) or more.
 * @see ARB_vertex_program, section 2.7 (Vertex Specification)
 */
export function glVertexAttrib4fARB(index: number, x: number, y: number, z: number, w: number): void {
  vertexAttrib(index, f(x), f(y), f(z), f(w));
}
/**
 * Sets generic vertex attribute `index` to the first 4 elements of an array of floats, used as given.
 * Index 0 emits a vertex, exactly as glVertex does (generic attribute 0 is the position). Allowed between
 * glBegin and glEnd; compiled into display lists.
 * Records GL_INVALID_VALUE for an index of GL_MAX_VERTEX_ATTRIBS_ARB (16) or more.
 * @see ARB_vertex_program, section 2.7 (Vertex Specification)
 */
export function glVertexAttrib4fvARB(index: number, v: V): void {
  vertexAttrib(index, f(v[0]!), f(v[1]!), f(v[2]!), f(v[3]!));
}
/**
 * Sets generic vertex attribute `index` to the first 4 elements of an array of integers, converted to
 * floats as they are (not normalized). Index 0 emits a vertex, exactly as glVertex does (generic attribute
 * 0 is the position). Allowed between glBegin and glEnd; compiled into display lists.
 * Records GL_INVALID_VALUE for an index of GL_MAX_VERTEX_ATTRIBS_ARB (16) or more.
 * @see ARB_vertex_program, section 2.7 (Vertex Specification)
 */
export function glVertexAttrib4ivARB(index: number, v: V): void {
  vertexAttrib(index, i(v[0]!), i(v[1]!), i(v[2]!), i(v[3]!));
}
/**
 * Sets generic vertex attribute `index` to 4 shorts, converted to floats as they are (not normalized).
 * Index 0 emits a vertex, exactly as glVertex does (generic attribute 0 is the position). Allowed between
 * glBegin and glEnd; compiled into display lists.
 * Records GL_INVALID_VALUE for an index of GL_MAX_VERTEX_ATTRIBS_ARB (16) or more.
 * @see ARB_vertex_program, section 2.7 (Vertex Specification)
 */
export function glVertexAttrib4sARB(index: number, x: number, y: number, z: number, w: number): void {
  vertexAttrib(index, s(x), s(y), s(z), s(w));
}
/**
 * Sets generic vertex attribute `index` to the first 4 elements of an array of shorts, converted to floats
 * as they are (not normalized). Index 0 emits a vertex, exactly as glVertex does (generic attribute 0 is
 * the position). Allowed between glBegin and glEnd; compiled into display lists.
 * Records GL_INVALID_VALUE for an index of GL_MAX_VERTEX_ATTRIBS_ARB (16) or more.
 * @see ARB_vertex_program, section 2.7 (Vertex Specification)
 */
export function glVertexAttrib4svARB(index: number, v: V): void {
  vertexAttrib(index, s(v[0]!), s(v[1]!), s(v[2]!), s(v[3]!));
}
/**
 * Sets generic vertex attribute `index` to the first 4 elements of an array of unsigned bytes, converted
 * to floats as they are (not normalized). Index 0 emits a vertex, exactly as glVertex does (generic
 * attribute 0 is the position). Allowed between glBegin and glEnd; compiled into display lists.
 * Records GL_INVALID_VALUE for an index of GL_MAX_VERTEX_ATTRIBS_ARB (16) or more.
 * @see ARB_vertex_program, section 2.7 (Vertex Specification)
 */
export function glVertexAttrib4ubvARB(index: number, v: V): void {
  vertexAttrib(index, ub(v[0]!), ub(v[1]!), ub(v[2]!), ub(v[3]!));
}
/**
 * Sets generic vertex attribute `index` to the first 4 elements of an array of unsigned integers,
 * converted to floats as they are (not normalized). Index 0 emits a vertex, exactly as glVertex does
 * (generic attribute 0 is the position). Allowed between glBegin and glEnd; compiled into display lists.
 * Records GL_INVALID_VALUE for an index of GL_MAX_VERTEX_ATTRIBS_ARB (16) or more.
 * @see ARB_vertex_program, section 2.7 (Vertex Specification)
 */
export function glVertexAttrib4uivARB(index: number, v: V): void {
  vertexAttrib(index, ui(v[0]!), ui(v[1]!), ui(v[2]!), ui(v[3]!));
}
/**
 * Sets generic vertex attribute `index` to the first 4 elements of an array of unsigned shorts, converted
 * to floats as they are (not normalized). Index 0 emits a vertex, exactly as glVertex does (generic
 * attribute 0 is the position). Allowed between glBegin and glEnd; compiled into display lists.
 * Records GL_INVALID_VALUE for an index of GL_MAX_VERTEX_ATTRIBS_ARB (16) or more.
 * @see ARB_vertex_program, section 2.7 (Vertex Specification)
 */
export function glVertexAttrib4usvARB(index: number, v: V): void {
  vertexAttrib(index, us(v[0]!), us(v[1]!), us(v[2]!), us(v[3]!));
}
/**
 * Sets generic vertex attribute `index` to the first 4 elements of an array of bytes, mapped to [-1, 1] as
 * OpenGL 1.5 table 2.9 says. Index 0 emits a vertex, exactly as glVertex does (generic attribute 0 is the
 * position). Allowed between glBegin and glEnd; compiled into display lists.
 * Records GL_INVALID_VALUE for an index of GL_MAX_VERTEX_ATTRIBS_ARB (16) or more.
 * @see ARB_vertex_program, section 2.7 (Vertex Specification)
 */
export function glVertexAttrib4NbvARB(index: number, v: V): void {
  vertexAttrib(index, nb(v[0]!), nb(v[1]!), nb(v[2]!), nb(v[3]!));
}
/**
 * Sets generic vertex attribute `index` to the first 4 elements of an array of integers, mapped to [-1, 1]
 * as OpenGL 1.5 table 2.9 says. Index 0 emits a vertex, exactly as glVertex does (generic attribute 0 is
 * the position). Allowed between glBegin and glEnd; compiled into display lists.
 * Records GL_INVALID_VALUE for an index of GL_MAX_VERTEX_ATTRIBS_ARB (16) or more.
 * @see ARB_vertex_program, section 2.7 (Vertex Specification)
 */
export function glVertexAttrib4NivARB(index: number, v: V): void {
  vertexAttrib(index, ni(v[0]!), ni(v[1]!), ni(v[2]!), ni(v[3]!));
}
/**
 * Sets generic vertex attribute `index` to the first 4 elements of an array of shorts, mapped to [-1, 1]
 * as OpenGL 1.5 table 2.9 says. Index 0 emits a vertex, exactly as glVertex does (generic attribute 0 is
 * the position). Allowed between glBegin and glEnd; compiled into display lists.
 * Records GL_INVALID_VALUE for an index of GL_MAX_VERTEX_ATTRIBS_ARB (16) or more.
 * @see ARB_vertex_program, section 2.7 (Vertex Specification)
 */
export function glVertexAttrib4NsvARB(index: number, v: V): void {
  vertexAttrib(index, ns(v[0]!), ns(v[1]!), ns(v[2]!), ns(v[3]!));
}
/**
 * Sets generic vertex attribute `index` to 4 unsigned bytes, mapped to [0, 1] as OpenGL 1.5 table 2.9
 * says. Index 0 emits a vertex, exactly as glVertex does (generic attribute 0 is the position). Allowed
 * between glBegin and glEnd; compiled into display lists.
 * Records GL_INVALID_VALUE for an index of GL_MAX_VERTEX_ATTRIBS_ARB (16) or more.
 * @see ARB_vertex_program, section 2.7 (Vertex Specification)
 */
export function glVertexAttrib4NubARB(index: number, x: number, y: number, z: number, w: number): void {
  vertexAttrib(index, nub(x), nub(y), nub(z), nub(w));
}
/**
 * Sets generic vertex attribute `index` to the first 4 elements of an array of unsigned bytes, mapped to
 * [0, 1] as OpenGL 1.5 table 2.9 says. Index 0 emits a vertex, exactly as glVertex does (generic attribute
 * 0 is the position). Allowed between glBegin and glEnd; compiled into display lists.
 * Records GL_INVALID_VALUE for an index of GL_MAX_VERTEX_ATTRIBS_ARB (16) or more.
 * @see ARB_vertex_program, section 2.7 (Vertex Specification)
 */
export function glVertexAttrib4NubvARB(index: number, v: V): void {
  vertexAttrib(index, nub(v[0]!), nub(v[1]!), nub(v[2]!), nub(v[3]!));
}
/**
 * Sets generic vertex attribute `index` to the first 4 elements of an array of unsigned integers, mapped
 * to [0, 1] as OpenGL 1.5 table 2.9 says. Index 0 emits a vertex, exactly as glVertex does (generic
 * attribute 0 is the position). Allowed between glBegin and glEnd; compiled into display lists.
 * Records GL_INVALID_VALUE for an index of GL_MAX_VERTEX_ATTRIBS_ARB (16) or more.
 * @see ARB_vertex_program, section 2.7 (Vertex Specification)
 */
export function glVertexAttrib4NuivARB(index: number, v: V): void {
  vertexAttrib(index, nui(v[0]!), nui(v[1]!), nui(v[2]!), nui(v[3]!));
}
/**
 * Sets generic vertex attribute `index` to the first 4 elements of an array of unsigned shorts, mapped to
 * [0, 1] as OpenGL 1.5 table 2.9 says. Index 0 emits a vertex, exactly as glVertex does (generic attribute
 * 0 is the position). Allowed between glBegin and glEnd; compiled into display lists.
 * Records GL_INVALID_VALUE for an index of GL_MAX_VERTEX_ATTRIBS_ARB (16) or more.
 * @see ARB_vertex_program, section 2.7 (Vertex Specification)
 */
export function glVertexAttrib4NusvARB(index: number, v: V): void {
  vertexAttrib(index, nus(v[0]!), nus(v[1]!), nus(v[2]!), nus(v[3]!));
}

/**
 * Describes generic array `index`: `size` (1 to 4) components of `type` every `stride` bytes, in client
 * memory or at a byte offset into the bound GL_ARRAY_BUFFER; integer components map to [0, 1] or [-1, 1]
 * when `normalized` is true (table 2.9) and are converted as they are otherwise. Executed at once, never
 * compiled. Generic array 0, when enabled, supplies the vertices' positions in place of the vertex array.
 * @param stride - bytes between consecutive elements; 0 means tightly packed.
 * @param pointer - a typed array over client memory when no array buffer is bound, else a byte offset into
 * it.
 * Records GL_INVALID_VALUE for an index of GL_MAX_VERTEX_ATTRIBS_ARB or more, a size outside 1..4 or a
 * negative stride, GL_INVALID_ENUM for another type, GL_INVALID_OPERATION for a pointer of the wrong kind
 * (memory with a buffer bound, an offset without) or between glBegin and glEnd.
 * @see ARB_vertex_program, section 2.8 (Vertex Arrays); ARB_vertex_buffer_object for the offsets
 */
export function glVertexAttribPointerARB(
  index: number,
  size: number,
  type: VertexAttribPointerARBType,
  normalized: boolean | number,
  stride: number,
  pointer: ArrayPointer,
): void {
  const c = cur();
  const n = indexOf(index);
  if (!validIndex(c, n, 'glVertexAttribPointerARB', false)) return;
  setPointer(
    c.arrays.generic(n),
    [1, 2, 3, 4],
    ENUM_RULES['glVertexAttribPointerARB.type'],
    size,
    type,
    stride,
    pointer,
    !!normalized,
  );
}

function setGenericArray(index: number, on: boolean): void {
  const c = cur();
  const n = indexOf(index);
  if (!outsideBeginEnd(c) || !validIndex(c, n, 'glEnableVertexAttribArrayARB', false)) return;
  c.arrays.generic(n).enabled = on;
}

/**
 * Turns on generic array `index`, so that glDrawArrays, glDrawElements (and their range and multi
 * variants) and glArrayElement read it when a vertex program reads the attribute (array 0: the vertex
 * positions). Executed at once, never compiled.
 * Records GL_INVALID_VALUE for an index of GL_MAX_VERTEX_ATTRIBS_ARB or more, GL_INVALID_OPERATION between
 * glBegin and glEnd.
 * @see ARB_vertex_program, section 2.8 (Vertex Arrays)
 */
export function glEnableVertexAttribArrayARB(index: number): void {
  setGenericArray(index, true);
}

/**
 * Turns off generic array `index`: the attribute comes from its current value again. Executed at once,
 * never compiled.
 * Records GL_INVALID_VALUE for an index of GL_MAX_VERTEX_ATTRIBS_ARB or more, GL_INVALID_OPERATION between
 * glBegin and glEnd.
 * @see ARB_vertex_program, section 2.8 (Vertex Arrays)
 */
export function glDisableVertexAttribArrayARB(index: number): void {
  setGenericArray(index, false);
}

/** The generic array state `pname` names for `array`, or null for a pname that is none. */
function arrayValue(array: ClientArray, pname: number): number | null {
  switch (pname) {
    case GL_VERTEX_ATTRIB_ARRAY_ENABLED_ARB:
      return array.enabled ? 1 : 0;
    case GL_VERTEX_ATTRIB_ARRAY_SIZE_ARB:
      return array.size;
    case GL_VERTEX_ATTRIB_ARRAY_STRIDE_ARB:
      return array.stride;
    case GL_VERTEX_ATTRIB_ARRAY_TYPE_ARB:
      return array.type;
    case GL_VERTEX_ATTRIB_ARRAY_NORMALIZED_ARB:
      return array.normalized ? 1 : 0;
    case GL_VERTEX_ATTRIB_ARRAY_BUFFER_BINDING_ARB:
      return array.buffer?.name ?? 0;
    default:
      return null;
  }
}

/**
 * The values of a glGetVertexAttrib*vARB query (1 for array state, 4 for the current value), or null
 * after recording its error.
 */
function vertexAttribValues(c: GlContext, index: number, pname: number): number[] | null {
  const n = indexOf(index);
  if (!outsideBeginEnd(c) || !validIndex(c, n, 'glGetVertexAttribARB', false)) return null;
  if (pname === GL_CURRENT_VERTEX_ATTRIB_ARB) {
    // Generic attribute 0 is the position, which has no current value.
    if (!validOperation(c, n !== 0, 'generic attribute 0 has no current value')) return null;
    const at = attribOffset(Attrib.GENERIC0 + n);
    return Array.from(c.current.subarray(at, at + 4));
  }
  const value = arrayValue(c.arrays.generic(n), pname);
  if (value === null) {
    c.setError(GL_INVALID_ENUM, 'pname is not a state of a generic vertex attribute');
    return null;
  }
  return [value];
}

/**
 * Writes state `pname` of generic attribute `index` into `out` as doubles: an array's enable, size,
 * stride, type, normalization or buffer binding (one value), or the current value (four).
 * Records GL_INVALID_VALUE for an index of GL_MAX_VERTEX_ATTRIBS_ARB or more, GL_INVALID_ENUM for another
 * pname, GL_INVALID_OPERATION for the current value of attribute 0 (the position has none here), when
 * `out` is a typed array too short for the values, or between glBegin and glEnd.
 * @see ARB_vertex_program, section 6.1.14 (Program Queries)
 */
export function glGetVertexAttribdvARB(index: number, pname: GLenum, out: Float64Array | number[]): void {
  const c = cur();
  const values = vertexAttribValues(c, index, pname);
  if (values) writeOutput(c, out, values, (v) => v);
}

/**
 * Writes state `pname` of generic attribute `index` into `out` as floats (see glGetVertexAttribdvARB).
 * Records GL_INVALID_VALUE for an index of GL_MAX_VERTEX_ATTRIBS_ARB or more, GL_INVALID_ENUM for another
 * pname, GL_INVALID_OPERATION for the current value of attribute 0, when `out` is a typed array too short
 * for the values, or between glBegin and glEnd.
 * @see ARB_vertex_program, section 6.1.14 (Program Queries)
 */
export function glGetVertexAttribfvARB(index: number, pname: GLenum, out: Float32Array | number[]): void {
  const c = cur();
  const values = vertexAttribValues(c, index, pname);
  if (values) writeOutput(c, out, values, (v) => v);
}

/**
 * Writes state `pname` of generic attribute `index` into `out` as integers (see glGetVertexAttribdvARB);
 * the current value's components round to the nearest integer.
 * Records GL_INVALID_VALUE for an index of GL_MAX_VERTEX_ATTRIBS_ARB or more, GL_INVALID_ENUM for another
 * pname, GL_INVALID_OPERATION for the current value of attribute 0, when `out` is a typed array too short
 * for the values, or between glBegin and glEnd.
 * @see ARB_vertex_program, section 6.1.14 (Program Queries)
 */
export function glGetVertexAttribivARB(index: number, pname: GLenum, out: Int32Array | number[]): void {
  const c = cur();
  const values = vertexAttribValues(c, index, pname);
  if (values) writeOutput(c, out, values, (v) => Math.min(Math.max(Math.round(v), -(2 ** 31)), 2 ** 31 - 1));
}

/**
 * Writes generic array `index`'s pointer into out[0]: the typed array given to glVertexAttribPointerARB,
 * or the byte offset into the buffer object it was set with (null before any).
 * Records GL_INVALID_VALUE for an index of GL_MAX_VERTEX_ATTRIBS_ARB or more, GL_INVALID_ENUM for a pname
 * other than GL_VERTEX_ATTRIB_ARRAY_POINTER_ARB, GL_INVALID_OPERATION between glBegin and glEnd.
 * @see ARB_vertex_program, section 6.1.14 (Program Queries)
 */
export function glGetVertexAttribPointervARB(index: number, pname: GLenum, out: unknown[]): void {
  const c = cur();
  const n = indexOf(index);
  if (!outsideBeginEnd(c) || !validIndex(c, n, 'glGetVertexAttribPointervARB', false)) return;
  if (!legalEnum(c, POINTER_PNAMES, pname)) return;
  const array = c.arrays.generic(n);
  out[0] = array.buffer ? array.offset : array.pointer;
}

const POINTER_PNAMES: ReadonlySet<number> = new Set([GL_VERTEX_ATTRIB_ARRAY_POINTER_ARB]);
