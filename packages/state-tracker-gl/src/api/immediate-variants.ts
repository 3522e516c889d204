// The typed variants of glVertex, glColor, glSecondaryColor, glNormal, glTexCoord, glMultiTexCoord,
// glFogCoord, glEdgeFlag and glRect: each converts its arguments as GL 1.5 (2.7, table 2.9) says and
// calls the one shared implementation in current-attrib.ts.

import { Attrib } from '../draw/program-source.js';
import { GL_TEXTURE0 } from '../gl-enums.js';
import { normByte, normInt, normShort, normUbyte, normUint, normUshort } from '../math/int-to-float.js';
import { attrib, vertex } from './current-attrib.js';
import type { GLenum } from './enum-types.generated.js';
import { rect } from './rect.js';

/** @inline */
type V = ArrayLike<number>;

// Integer → float conversions of table 2.9 (for colours and normals), after C's integer truncation.
const b = normByte;
const ub = normUbyte;
const s = normShort;
const us = normUshort;
const i = normInt;
const ui = normUint;
const f = (x: number) => x;

/**
 * Emits a vertex at (x, y) with z = 0 and w = 1, from 2 shorts, carrying the current colour, normal,
 * texture coordinates and other attributes.
 * Outside glBegin/glEnd it only matters to a display list being compiled; it records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glVertex2s(x: number, y: number): void {
  vertex(x, y, 0, 1);
}
/**
 * Emits a vertex at (x, y) with z = 0 and w = 1, from the first 2 elements of an array of shorts, carrying
 * the current colour, normal, texture coordinates and other attributes.
 * Outside glBegin/glEnd it only matters to a display list being compiled; it records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glVertex2sv(v: V): void {
  vertex(v[0]!, v[1]!, 0, 1);
}
/**
 * Emits a vertex at (x, y) with z = 0 and w = 1, from 2 integers, carrying the current colour, normal,
 * texture coordinates and other attributes.
 * Outside glBegin/glEnd it only matters to a display list being compiled; it records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glVertex2i(x: number, y: number): void {
  vertex(x, y, 0, 1);
}
/**
 * Emits a vertex at (x, y) with z = 0 and w = 1, from the first 2 elements of an array of integers,
 * carrying the current colour, normal, texture coordinates and other attributes.
 * Outside glBegin/glEnd it only matters to a display list being compiled; it records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glVertex2iv(v: V): void {
  vertex(v[0]!, v[1]!, 0, 1);
}
/**
 * Emits a vertex at (x, y) with z = 0 and w = 1, from 2 floats, carrying the current colour, normal,
 * texture coordinates and other attributes.
 * Outside glBegin/glEnd it only matters to a display list being compiled; it records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glVertex2f(x: number, y: number): void {
  vertex(x, y, 0, 1);
}
/**
 * Emits a vertex at (x, y) with z = 0 and w = 1, from the first 2 elements of an array of floats, carrying
 * the current colour, normal, texture coordinates and other attributes.
 * Outside glBegin/glEnd it only matters to a display list being compiled; it records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glVertex2fv(v: V): void {
  vertex(v[0]!, v[1]!, 0, 1);
}
/**
 * Emits a vertex at (x, y) with z = 0 and w = 1, from 2 doubles, carrying the current colour, normal,
 * texture coordinates and other attributes.
 * Outside glBegin/glEnd it only matters to a display list being compiled; it records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glVertex2d(x: number, y: number): void {
  vertex(x, y, 0, 1);
}
/**
 * Emits a vertex at (x, y) with z = 0 and w = 1, from the first 2 elements of an array of doubles,
 * carrying the current colour, normal, texture coordinates and other attributes.
 * Outside glBegin/glEnd it only matters to a display list being compiled; it records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glVertex2dv(v: V): void {
  vertex(v[0]!, v[1]!, 0, 1);
}
/**
 * Emits a vertex at (x, y, z) with w = 1, from 3 shorts, carrying the current colour, normal, texture
 * coordinates and other attributes.
 * Outside glBegin/glEnd it only matters to a display list being compiled; it records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glVertex3s(x: number, y: number, z: number): void {
  vertex(x, y, z, 1);
}
/**
 * Emits a vertex at (x, y, z) with w = 1, from the first 3 elements of an array of shorts, carrying the
 * current colour, normal, texture coordinates and other attributes.
 * Outside glBegin/glEnd it only matters to a display list being compiled; it records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glVertex3sv(v: V): void {
  vertex(v[0]!, v[1]!, v[2]!, 1);
}
/**
 * Emits a vertex at (x, y, z) with w = 1, from 3 integers, carrying the current colour, normal, texture
 * coordinates and other attributes.
 * Outside glBegin/glEnd it only matters to a display list being compiled; it records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glVertex3i(x: number, y: number, z: number): void {
  vertex(x, y, z, 1);
}
/**
 * Emits a vertex at (x, y, z) with w = 1, from the first 3 elements of an array of integers, carrying the
 * current colour, normal, texture coordinates and other attributes.
 * Outside glBegin/glEnd it only matters to a display list being compiled; it records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glVertex3iv(v: V): void {
  vertex(v[0]!, v[1]!, v[2]!, 1);
}
/**
 * Emits a vertex at (x, y, z) with w = 1, from 3 floats, carrying the current colour, normal, texture
 * coordinates and other attributes.
 * Outside glBegin/glEnd it only matters to a display list being compiled; it records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glVertex3f(x: number, y: number, z: number): void {
  vertex(x, y, z, 1);
}
/**
 * Emits a vertex at (x, y, z) with w = 1, from the first 3 elements of an array of floats, carrying the
 * current colour, normal, texture coordinates and other attributes.
 * Outside glBegin/glEnd it only matters to a display list being compiled; it records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glVertex3fv(v: V): void {
  vertex(v[0]!, v[1]!, v[2]!, 1);
}
/**
 * Emits a vertex at (x, y, z) with w = 1, from 3 doubles, carrying the current colour, normal, texture
 * coordinates and other attributes.
 * Outside glBegin/glEnd it only matters to a display list being compiled; it records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glVertex3d(x: number, y: number, z: number): void {
  vertex(x, y, z, 1);
}
/**
 * Emits a vertex at (x, y, z) with w = 1, from the first 3 elements of an array of doubles, carrying the
 * current colour, normal, texture coordinates and other attributes.
 * Outside glBegin/glEnd it only matters to a display list being compiled; it records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glVertex3dv(v: V): void {
  vertex(v[0]!, v[1]!, v[2]!, 1);
}
/**
 * Emits a vertex at (x, y, z, w), from 4 shorts, carrying the current colour, normal, texture coordinates
 * and other attributes.
 * Outside glBegin/glEnd it only matters to a display list being compiled; it records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glVertex4s(x: number, y: number, z: number, w: number): void {
  vertex(x, y, z, w);
}
/**
 * Emits a vertex at (x, y, z, w), from the first 4 elements of an array of shorts, carrying the current
 * colour, normal, texture coordinates and other attributes.
 * Outside glBegin/glEnd it only matters to a display list being compiled; it records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glVertex4sv(v: V): void {
  vertex(v[0]!, v[1]!, v[2]!, v[3]!);
}
/**
 * Emits a vertex at (x, y, z, w), from 4 integers, carrying the current colour, normal, texture
 * coordinates and other attributes.
 * Outside glBegin/glEnd it only matters to a display list being compiled; it records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glVertex4i(x: number, y: number, z: number, w: number): void {
  vertex(x, y, z, w);
}
/**
 * Emits a vertex at (x, y, z, w), from the first 4 elements of an array of integers, carrying the current
 * colour, normal, texture coordinates and other attributes.
 * Outside glBegin/glEnd it only matters to a display list being compiled; it records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glVertex4iv(v: V): void {
  vertex(v[0]!, v[1]!, v[2]!, v[3]!);
}
/**
 * Emits a vertex at (x, y, z, w), from 4 floats, carrying the current colour, normal, texture coordinates
 * and other attributes.
 * Outside glBegin/glEnd it only matters to a display list being compiled; it records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glVertex4f(x: number, y: number, z: number, w: number): void {
  vertex(x, y, z, w);
}
/**
 * Emits a vertex at (x, y, z, w), from the first 4 elements of an array of floats, carrying the current
 * colour, normal, texture coordinates and other attributes.
 * Outside glBegin/glEnd it only matters to a display list being compiled; it records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glVertex4fv(v: V): void {
  vertex(v[0]!, v[1]!, v[2]!, v[3]!);
}
/**
 * Emits a vertex at (x, y, z, w), from 4 doubles, carrying the current colour, normal, texture coordinates
 * and other attributes.
 * Outside glBegin/glEnd it only matters to a display list being compiled; it records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glVertex4d(x: number, y: number, z: number, w: number): void {
  vertex(x, y, z, w);
}
/**
 * Emits a vertex at (x, y, z, w), from the first 4 elements of an array of doubles, carrying the current
 * colour, normal, texture coordinates and other attributes.
 * Outside glBegin/glEnd it only matters to a display list being compiled; it records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glVertex4dv(v: V): void {
  vertex(v[0]!, v[1]!, v[2]!, v[3]!);
}
/**
 * Sets the current colour to red, green and blue (alpha 1) given as signed bytes, mapped linearly so that
 * -128 and 127 become -1 and 1. With GL_COLOR_MATERIAL on, the tracked material parameters follow it.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7, §2.14 (table 2.9)
 */
export function glColor3b(red: number, green: number, blue: number): void {
  attrib(Attrib.COLOR0, b(red), b(green), b(blue), 1);
}
/**
 * Sets the current colour to red, green and blue (alpha 1) given as the first 3 elements of an array of
 * signed bytes, mapped linearly so that -128 and 127 become -1 and 1. With GL_COLOR_MATERIAL on, the
 * tracked material parameters follow it.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7, §2.14 (table 2.9)
 */
export function glColor3bv(v: V): void {
  attrib(Attrib.COLOR0, b(v[0]!), b(v[1]!), b(v[2]!), 1);
}
/**
 * Sets the current colour to red, green and blue (alpha 1) given as shorts, mapped linearly so that -32768
 * and 32767 become -1 and 1. With GL_COLOR_MATERIAL on, the tracked material parameters follow it.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7, §2.14 (table 2.9)
 */
export function glColor3s(red: number, green: number, blue: number): void {
  attrib(Attrib.COLOR0, s(red), s(green), s(blue), 1);
}
/**
 * Sets the current colour to red, green and blue (alpha 1) given as the first 3 elements of an array of
 * shorts, mapped linearly so that -32768 and 32767 become -1 and 1. With GL_COLOR_MATERIAL on, the tracked
 * material parameters follow it.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7, §2.14 (table 2.9)
 */
export function glColor3sv(v: V): void {
  attrib(Attrib.COLOR0, s(v[0]!), s(v[1]!), s(v[2]!), 1);
}
/**
 * Sets the current colour to red, green and blue (alpha 1) given as integers, mapped linearly so that the
 * least and greatest 32-bit values become -1 and 1. With GL_COLOR_MATERIAL on, the tracked material
 * parameters follow it.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7, §2.14 (table 2.9)
 */
export function glColor3i(red: number, green: number, blue: number): void {
  attrib(Attrib.COLOR0, i(red), i(green), i(blue), 1);
}
/**
 * Sets the current colour to red, green and blue (alpha 1) given as the first 3 elements of an array of
 * integers, mapped linearly so that the least and greatest 32-bit values become -1 and 1. With
 * GL_COLOR_MATERIAL on, the tracked material parameters follow it.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7, §2.14 (table 2.9)
 */
export function glColor3iv(v: V): void {
  attrib(Attrib.COLOR0, i(v[0]!), i(v[1]!), i(v[2]!), 1);
}
/**
 * Sets the current colour to red, green and blue (alpha 1) given as floats, used as given. With
 * GL_COLOR_MATERIAL on, the tracked material parameters follow it.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7, §2.14 (table 2.9)
 */
export function glColor3f(red: number, green: number, blue: number): void {
  attrib(Attrib.COLOR0, f(red), f(green), f(blue), 1);
}
/**
 * Sets the current colour to red, green and blue (alpha 1) given as the first 3 elements of an array of
 * floats, used as given. With GL_COLOR_MATERIAL on, the tracked material parameters follow it.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7, §2.14 (table 2.9)
 */
export function glColor3fv(v: V): void {
  attrib(Attrib.COLOR0, f(v[0]!), f(v[1]!), f(v[2]!), 1);
}
/**
 * Sets the current colour to red, green and blue (alpha 1) given as doubles, used as given. With
 * GL_COLOR_MATERIAL on, the tracked material parameters follow it.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7, §2.14 (table 2.9)
 */
export function glColor3d(red: number, green: number, blue: number): void {
  attrib(Attrib.COLOR0, f(red), f(green), f(blue), 1);
}
/**
 * Sets the current colour to red, green and blue (alpha 1) given as the first 3 elements of an array of
 * doubles, used as given. With GL_COLOR_MATERIAL on, the tracked material parameters follow it.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7, §2.14 (table 2.9)
 */
export function glColor3dv(v: V): void {
  attrib(Attrib.COLOR0, f(v[0]!), f(v[1]!), f(v[2]!), 1);
}
/**
 * Sets the current colour to red, green and blue (alpha 1) given as unsigned bytes, mapped so that 0 and
 * 255 become 0 and 1. With GL_COLOR_MATERIAL on, the tracked material parameters follow it.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7, §2.14 (table 2.9)
 */
export function glColor3ub(red: number, green: number, blue: number): void {
  attrib(Attrib.COLOR0, ub(red), ub(green), ub(blue), 1);
}
/**
 * Sets the current colour to red, green and blue (alpha 1) given as the first 3 elements of an array of
 * unsigned bytes, mapped so that 0 and 255 become 0 and 1. With GL_COLOR_MATERIAL on, the tracked material
 * parameters follow it.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7, §2.14 (table 2.9)
 */
export function glColor3ubv(v: V): void {
  attrib(Attrib.COLOR0, ub(v[0]!), ub(v[1]!), ub(v[2]!), 1);
}
/**
 * Sets the current colour to red, green and blue (alpha 1) given as unsigned shorts, mapped so that 0 and
 * 65535 become 0 and 1. With GL_COLOR_MATERIAL on, the tracked material parameters follow it.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7, §2.14 (table 2.9)
 */
export function glColor3us(red: number, green: number, blue: number): void {
  attrib(Attrib.COLOR0, us(red), us(green), us(blue), 1);
}
/**
 * Sets the current colour to red, green and blue (alpha 1) given as the first 3 elements of an array of
 * unsigned shorts, mapped so that 0 and 65535 become 0 and 1. With GL_COLOR_MATERIAL on, the tracked
 * material parameters follow it.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7, §2.14 (table 2.9)
 */
export function glColor3usv(v: V): void {
  attrib(Attrib.COLOR0, us(v[0]!), us(v[1]!), us(v[2]!), 1);
}
/**
 * Sets the current colour to red, green and blue (alpha 1) given as unsigned integers, mapped so that 0
 * and 2^32-1 become 0 and 1. With GL_COLOR_MATERIAL on, the tracked material parameters follow it.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7, §2.14 (table 2.9)
 */
export function glColor3ui(red: number, green: number, blue: number): void {
  attrib(Attrib.COLOR0, ui(red), ui(green), ui(blue), 1);
}
/**
 * Sets the current colour to red, green and blue (alpha 1) given as the first 3 elements of an array of
 * unsigned integers, mapped so that 0 and 2^32-1 become 0 and 1. With GL_COLOR_MATERIAL on, the tracked
 * material parameters follow it.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7, §2.14 (table 2.9)
 */
export function glColor3uiv(v: V): void {
  attrib(Attrib.COLOR0, ui(v[0]!), ui(v[1]!), ui(v[2]!), 1);
}
/**
 * Sets the current colour to red, green, blue and alpha given as signed bytes, mapped linearly so that
 * -128 and 127 become -1 and 1. With GL_COLOR_MATERIAL on, the tracked material parameters follow it.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7, §2.14 (table 2.9)
 */
export function glColor4b(red: number, green: number, blue: number, alpha: number): void {
  attrib(Attrib.COLOR0, b(red), b(green), b(blue), b(alpha));
}
/**
 * Sets the current colour to red, green, blue and alpha given as the first 4 elements of an array of
 * signed bytes, mapped linearly so that -128 and 127 become -1 and 1. With GL_COLOR_MATERIAL on, the
 * tracked material parameters follow it.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7, §2.14 (table 2.9)
 */
export function glColor4bv(v: V): void {
  attrib(Attrib.COLOR0, b(v[0]!), b(v[1]!), b(v[2]!), b(v[3]!));
}
/**
 * Sets the current colour to red, green, blue and alpha given as shorts, mapped linearly so that -32768
 * and 32767 become -1 and 1. With GL_COLOR_MATERIAL on, the tracked material parameters follow it.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7, §2.14 (table 2.9)
 */
export function glColor4s(red: number, green: number, blue: number, alpha: number): void {
  attrib(Attrib.COLOR0, s(red), s(green), s(blue), s(alpha));
}
/**
 * Sets the current colour to red, green, blue and alpha given as the first 4 elements of an array of
 * shorts, mapped linearly so that -32768 and 32767 become -1 and 1. With GL_COLOR_MATERIAL on, the tracked
 * material parameters follow it.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7, §2.14 (table 2.9)
 */
export function glColor4sv(v: V): void {
  attrib(Attrib.COLOR0, s(v[0]!), s(v[1]!), s(v[2]!), s(v[3]!));
}
/**
 * Sets the current colour to red, green, blue and alpha given as integers, mapped linearly so that the
 * least and greatest 32-bit values become -1 and 1. With GL_COLOR_MATERIAL on, the tracked material
 * parameters follow it.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7, §2.14 (table 2.9)
 */
export function glColor4i(red: number, green: number, blue: number, alpha: number): void {
  attrib(Attrib.COLOR0, i(red), i(green), i(blue), i(alpha));
}
/**
 * Sets the current colour to red, green, blue and alpha given as the first 4 elements of an array of
 * integers, mapped linearly so that the least and greatest 32-bit values become -1 and 1. With
 * GL_COLOR_MATERIAL on, the tracked material parameters follow it.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7, §2.14 (table 2.9)
 */
export function glColor4iv(v: V): void {
  attrib(Attrib.COLOR0, i(v[0]!), i(v[1]!), i(v[2]!), i(v[3]!));
}
/**
 * Sets the current colour to red, green, blue and alpha given as floats, used as given. With
 * GL_COLOR_MATERIAL on, the tracked material parameters follow it.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7, §2.14 (table 2.9)
 */
export function glColor4f(red: number, green: number, blue: number, alpha: number): void {
  attrib(Attrib.COLOR0, f(red), f(green), f(blue), f(alpha));
}
/**
 * Sets the current colour to red, green, blue and alpha given as the first 4 elements of an array of
 * floats, used as given. With GL_COLOR_MATERIAL on, the tracked material parameters follow it.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7, §2.14 (table 2.9)
 */
export function glColor4fv(v: V): void {
  attrib(Attrib.COLOR0, f(v[0]!), f(v[1]!), f(v[2]!), f(v[3]!));
}
/**
 * Sets the current colour to red, green, blue and alpha given as doubles, used as given. With
 * GL_COLOR_MATERIAL on, the tracked material parameters follow it.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7, §2.14 (table 2.9)
 */
export function glColor4d(red: number, green: number, blue: number, alpha: number): void {
  attrib(Attrib.COLOR0, f(red), f(green), f(blue), f(alpha));
}
/**
 * Sets the current colour to red, green, blue and alpha given as the first 4 elements of an array of
 * doubles, used as given. With GL_COLOR_MATERIAL on, the tracked material parameters follow it.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7, §2.14 (table 2.9)
 */
export function glColor4dv(v: V): void {
  attrib(Attrib.COLOR0, f(v[0]!), f(v[1]!), f(v[2]!), f(v[3]!));
}
/**
 * Sets the current colour to red, green, blue and alpha given as unsigned bytes, mapped so that 0 and 255
 * become 0 and 1. With GL_COLOR_MATERIAL on, the tracked material parameters follow it.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7, §2.14 (table 2.9)
 */
export function glColor4ub(red: number, green: number, blue: number, alpha: number): void {
  attrib(Attrib.COLOR0, ub(red), ub(green), ub(blue), ub(alpha));
}
/**
 * Sets the current colour to red, green, blue and alpha given as the first 4 elements of an array of
 * unsigned bytes, mapped so that 0 and 255 become 0 and 1. With GL_COLOR_MATERIAL on, the tracked material
 * parameters follow it.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7, §2.14 (table 2.9)
 */
export function glColor4ubv(v: V): void {
  attrib(Attrib.COLOR0, ub(v[0]!), ub(v[1]!), ub(v[2]!), ub(v[3]!));
}
/**
 * Sets the current colour to red, green, blue and alpha given as unsigned shorts, mapped so that 0 and
 * 65535 become 0 and 1. With GL_COLOR_MATERIAL on, the tracked material parameters follow it.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7, §2.14 (table 2.9)
 */
export function glColor4us(red: number, green: number, blue: number, alpha: number): void {
  attrib(Attrib.COLOR0, us(red), us(green), us(blue), us(alpha));
}
/**
 * Sets the current colour to red, green, blue and alpha given as the first 4 elements of an array of
 * unsigned shorts, mapped so that 0 and 65535 become 0 and 1. With GL_COLOR_MATERIAL on, the tracked
 * material parameters follow it.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7, §2.14 (table 2.9)
 */
export function glColor4usv(v: V): void {
  attrib(Attrib.COLOR0, us(v[0]!), us(v[1]!), us(v[2]!), us(v[3]!));
}
/**
 * Sets the current colour to red, green, blue and alpha given as unsigned integers, mapped so that 0 and
 * 2^32-1 become 0 and 1. With GL_COLOR_MATERIAL on, the tracked material parameters follow it.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7, §2.14 (table 2.9)
 */
export function glColor4ui(red: number, green: number, blue: number, alpha: number): void {
  attrib(Attrib.COLOR0, ui(red), ui(green), ui(blue), ui(alpha));
}
/**
 * Sets the current colour to red, green, blue and alpha given as the first 4 elements of an array of
 * unsigned integers, mapped so that 0 and 2^32-1 become 0 and 1. With GL_COLOR_MATERIAL on, the tracked
 * material parameters follow it.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7, §2.14 (table 2.9)
 */
export function glColor4uiv(v: V): void {
  attrib(Attrib.COLOR0, ui(v[0]!), ui(v[1]!), ui(v[2]!), ui(v[3]!));
}
/**
 * Sets the current secondary colour (added after texturing when GL_COLOR_SUM is on) to red, green and blue
 * given as signed bytes, mapped linearly so that -128 and 127 become -1 and 1.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7, §2.14 (table 2.9)
 */
export function glSecondaryColor3b(red: number, green: number, blue: number): void {
  attrib(Attrib.COLOR1, b(red), b(green), b(blue), 0);
}
/**
 * Sets the current secondary colour (added after texturing when GL_COLOR_SUM is on) to red, green and blue
 * given as the first 3 elements of an array of signed bytes, mapped linearly so that -128 and 127 become
 * -1 and 1.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7, §2.14 (table 2.9)
 */
export function glSecondaryColor3bv(v: V): void {
  attrib(Attrib.COLOR1, b(v[0]!), b(v[1]!), b(v[2]!), 0);
}
/**
 * Sets the current secondary colour (added after texturing when GL_COLOR_SUM is on) to red, green and blue
 * given as shorts, mapped linearly so that -32768 and 32767 become -1 and 1.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7, §2.14 (table 2.9)
 */
export function glSecondaryColor3s(red: number, green: number, blue: number): void {
  attrib(Attrib.COLOR1, s(red), s(green), s(blue), 0);
}
/**
 * Sets the current secondary colour (added after texturing when GL_COLOR_SUM is on) to red, green and blue
 * given as the first 3 elements of an array of shorts, mapped linearly so that -32768 and 32767 become -1
 * and 1.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7, §2.14 (table 2.9)
 */
export function glSecondaryColor3sv(v: V): void {
  attrib(Attrib.COLOR1, s(v[0]!), s(v[1]!), s(v[2]!), 0);
}
/**
 * Sets the current secondary colour (added after texturing when GL_COLOR_SUM is on) to red, green and blue
 * given as integers, mapped linearly so that the least and greatest 32-bit values become -1 and 1.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7, §2.14 (table 2.9)
 */
export function glSecondaryColor3i(red: number, green: number, blue: number): void {
  attrib(Attrib.COLOR1, i(red), i(green), i(blue), 0);
}
/**
 * Sets the current secondary colour (added after texturing when GL_COLOR_SUM is on) to red, green and blue
 * given as the first 3 elements of an array of integers, mapped linearly so that the least and greatest
 * 32-bit values become -1 and 1.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7, §2.14 (table 2.9)
 */
export function glSecondaryColor3iv(v: V): void {
  attrib(Attrib.COLOR1, i(v[0]!), i(v[1]!), i(v[2]!), 0);
}
/**
 * Sets the current secondary colour (added after texturing when GL_COLOR_SUM is on) to red, green and blue
 * given as floats, used as given.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7, §2.14 (table 2.9)
 */
export function glSecondaryColor3f(red: number, green: number, blue: number): void {
  attrib(Attrib.COLOR1, f(red), f(green), f(blue), 0);
}
/**
 * Sets the current secondary colour (added after texturing when GL_COLOR_SUM is on) to red, green and blue
 * given as the first 3 elements of an array of floats, used as given.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7, §2.14 (table 2.9)
 */
export function glSecondaryColor3fv(v: V): void {
  attrib(Attrib.COLOR1, f(v[0]!), f(v[1]!), f(v[2]!), 0);
}
/**
 * Sets the current secondary colour (added after texturing when GL_COLOR_SUM is on) to red, green and blue
 * given as doubles, used as given.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7, §2.14 (table 2.9)
 */
export function glSecondaryColor3d(red: number, green: number, blue: number): void {
  attrib(Attrib.COLOR1, f(red), f(green), f(blue), 0);
}
/**
 * Sets the current secondary colour (added after texturing when GL_COLOR_SUM is on) to red, green and blue
 * given as the first 3 elements of an array of doubles, used as given.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7, §2.14 (table 2.9)
 */
export function glSecondaryColor3dv(v: V): void {
  attrib(Attrib.COLOR1, f(v[0]!), f(v[1]!), f(v[2]!), 0);
}
/**
 * Sets the current secondary colour (added after texturing when GL_COLOR_SUM is on) to red, green and blue
 * given as unsigned bytes, mapped so that 0 and 255 become 0 and 1.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7, §2.14 (table 2.9)
 */
export function glSecondaryColor3ub(red: number, green: number, blue: number): void {
  attrib(Attrib.COLOR1, ub(red), ub(green), ub(blue), 0);
}
/**
 * Sets the current secondary colour (added after texturing when GL_COLOR_SUM is on) to red, green and blue
 * given as the first 3 elements of an array of unsigned bytes, mapped so that 0 and 255 become 0 and 1.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7, §2.14 (table 2.9)
 */
export function glSecondaryColor3ubv(v: V): void {
  attrib(Attrib.COLOR1, ub(v[0]!), ub(v[1]!), ub(v[2]!), 0);
}
/**
 * Sets the current secondary colour (added after texturing when GL_COLOR_SUM is on) to red, green and blue
 * given as unsigned shorts, mapped so that 0 and 65535 become 0 and 1.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7, §2.14 (table 2.9)
 */
export function glSecondaryColor3us(red: number, green: number, blue: number): void {
  attrib(Attrib.COLOR1, us(red), us(green), us(blue), 0);
}
/**
 * Sets the current secondary colour (added after texturing when GL_COLOR_SUM is on) to red, green and blue
 * given as the first 3 elements of an array of unsigned shorts, mapped so that 0 and 65535 become 0 and 1.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7, §2.14 (table 2.9)
 */
export function glSecondaryColor3usv(v: V): void {
  attrib(Attrib.COLOR1, us(v[0]!), us(v[1]!), us(v[2]!), 0);
}
/**
 * Sets the current secondary colour (added after texturing when GL_COLOR_SUM is on) to red, green and blue
 * given as unsigned integers, mapped so that 0 and 2^32-1 become 0 and 1.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7, §2.14 (table 2.9)
 */
export function glSecondaryColor3ui(red: number, green: number, blue: number): void {
  attrib(Attrib.COLOR1, ui(red), ui(green), ui(blue), 0);
}
/**
 * Sets the current secondary colour (added after texturing when GL_COLOR_SUM is on) to red, green and blue
 * given as the first 3 elements of an array of unsigned integers, mapped so that 0 and 2^32-1 become 0 and
 * 1.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7, §2.14 (table 2.9)
 */
export function glSecondaryColor3uiv(v: V): void {
  attrib(Attrib.COLOR1, ui(v[0]!), ui(v[1]!), ui(v[2]!), 0);
}
/**
 * Sets the current normal (nx, ny, nz) from signed bytes, mapped linearly so that -128 and 127 become -1
 * and 1; lighting uses it, after glEnable(GL_NORMALIZE) or GL_RESCALE_NORMAL if asked.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glNormal3b(nx: number, ny: number, nz: number): void {
  attrib(Attrib.NORMAL, b(nx), b(ny), b(nz), 0);
}
/**
 * Sets the current normal (nx, ny, nz) from the first 3 elements of an array of signed bytes, mapped
 * linearly so that -128 and 127 become -1 and 1; lighting uses it, after glEnable(GL_NORMALIZE) or
 * GL_RESCALE_NORMAL if asked.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glNormal3bv(v: V): void {
  attrib(Attrib.NORMAL, b(v[0]!), b(v[1]!), b(v[2]!), 0);
}
/**
 * Sets the current normal (nx, ny, nz) from shorts, mapped linearly so that -32768 and 32767 become -1 and
 * 1; lighting uses it, after glEnable(GL_NORMALIZE) or GL_RESCALE_NORMAL if asked.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glNormal3s(nx: number, ny: number, nz: number): void {
  attrib(Attrib.NORMAL, s(nx), s(ny), s(nz), 0);
}
/**
 * Sets the current normal (nx, ny, nz) from the first 3 elements of an array of shorts, mapped linearly so
 * that -32768 and 32767 become -1 and 1; lighting uses it, after glEnable(GL_NORMALIZE) or
 * GL_RESCALE_NORMAL if asked.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glNormal3sv(v: V): void {
  attrib(Attrib.NORMAL, s(v[0]!), s(v[1]!), s(v[2]!), 0);
}
/**
 * Sets the current normal (nx, ny, nz) from integers, mapped linearly so that the least and greatest
 * 32-bit values become -1 and 1; lighting uses it, after glEnable(GL_NORMALIZE) or GL_RESCALE_NORMAL if
 * asked.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glNormal3i(nx: number, ny: number, nz: number): void {
  attrib(Attrib.NORMAL, i(nx), i(ny), i(nz), 0);
}
/**
 * Sets the current normal (nx, ny, nz) from the first 3 elements of an array of integers, mapped linearly
 * so that the least and greatest 32-bit values become -1 and 1; lighting uses it, after
 * glEnable(GL_NORMALIZE) or GL_RESCALE_NORMAL if asked.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glNormal3iv(v: V): void {
  attrib(Attrib.NORMAL, i(v[0]!), i(v[1]!), i(v[2]!), 0);
}
/**
 * Sets the current normal (nx, ny, nz) from floats, used as given; lighting uses it, after
 * glEnable(GL_NORMALIZE) or GL_RESCALE_NORMAL if asked.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glNormal3f(nx: number, ny: number, nz: number): void {
  attrib(Attrib.NORMAL, f(nx), f(ny), f(nz), 0);
}
/**
 * Sets the current normal (nx, ny, nz) from the first 3 elements of an array of floats, used as given;
 * lighting uses it, after glEnable(GL_NORMALIZE) or GL_RESCALE_NORMAL if asked.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glNormal3fv(v: V): void {
  attrib(Attrib.NORMAL, f(v[0]!), f(v[1]!), f(v[2]!), 0);
}
/**
 * Sets the current normal (nx, ny, nz) from doubles, used as given; lighting uses it, after
 * glEnable(GL_NORMALIZE) or GL_RESCALE_NORMAL if asked.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glNormal3d(nx: number, ny: number, nz: number): void {
  attrib(Attrib.NORMAL, f(nx), f(ny), f(nz), 0);
}
/**
 * Sets the current normal (nx, ny, nz) from the first 3 elements of an array of doubles, used as given;
 * lighting uses it, after glEnable(GL_NORMALIZE) or GL_RESCALE_NORMAL if asked.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glNormal3dv(v: V): void {
  attrib(Attrib.NORMAL, f(v[0]!), f(v[1]!), f(v[2]!), 0);
}
/**
 * Sets the current texture coordinates of texture unit 0 to (s, 0, 0, 1), from shorts used as given.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glTexCoord1s(s: number): void {
  attrib(Attrib.TEXCOORD0, s, 0, 0, 1);
}
/**
 * Sets the current texture coordinates of texture unit 0 to (s, 0, 0, 1), from the first 1 element of an
 * array of shorts used as given.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glTexCoord1sv(v: V): void {
  attrib(Attrib.TEXCOORD0, v[0]!, 0, 0, 1);
}
/**
 * Sets the current texture coordinates of the unit `target` names (GL_TEXTURE0 + i) to (s, 0, 0, 1), from
 * shorts used as given.
 * Records GL_INVALID_ENUM when `target` names no texture unit of this context. Allowed between glBegin and
 * glEnd.
 * @see OpenGL 1.5 §2.7
 */
export function glMultiTexCoord1s(target: GLenum, s: number): void {
  attrib(Attrib.TEXCOORD0 + target - GL_TEXTURE0, s, 0, 0, 1);
}
/**
 * Sets the current texture coordinates of the unit `target` names (GL_TEXTURE0 + i) to (s, 0, 0, 1), from
 * the first 1 element of an array of shorts used as given.
 * Records GL_INVALID_ENUM when `target` names no texture unit of this context. Allowed between glBegin and
 * glEnd.
 * @see OpenGL 1.5 §2.7
 */
export function glMultiTexCoord1sv(target: GLenum, v: V): void {
  attrib(Attrib.TEXCOORD0 + target - GL_TEXTURE0, v[0]!, 0, 0, 1);
}
/**
 * Sets the current texture coordinates of texture unit 0 to (s, 0, 0, 1), from integers used as given.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glTexCoord1i(s: number): void {
  attrib(Attrib.TEXCOORD0, s, 0, 0, 1);
}
/**
 * Sets the current texture coordinates of texture unit 0 to (s, 0, 0, 1), from the first 1 element of an
 * array of integers used as given.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glTexCoord1iv(v: V): void {
  attrib(Attrib.TEXCOORD0, v[0]!, 0, 0, 1);
}
/**
 * Sets the current texture coordinates of the unit `target` names (GL_TEXTURE0 + i) to (s, 0, 0, 1), from
 * integers used as given.
 * Records GL_INVALID_ENUM when `target` names no texture unit of this context. Allowed between glBegin and
 * glEnd.
 * @see OpenGL 1.5 §2.7
 */
export function glMultiTexCoord1i(target: GLenum, s: number): void {
  attrib(Attrib.TEXCOORD0 + target - GL_TEXTURE0, s, 0, 0, 1);
}
/**
 * Sets the current texture coordinates of the unit `target` names (GL_TEXTURE0 + i) to (s, 0, 0, 1), from
 * the first 1 element of an array of integers used as given.
 * Records GL_INVALID_ENUM when `target` names no texture unit of this context. Allowed between glBegin and
 * glEnd.
 * @see OpenGL 1.5 §2.7
 */
export function glMultiTexCoord1iv(target: GLenum, v: V): void {
  attrib(Attrib.TEXCOORD0 + target - GL_TEXTURE0, v[0]!, 0, 0, 1);
}
/**
 * Sets the current texture coordinates of texture unit 0 to (s, 0, 0, 1), from floats used as given.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glTexCoord1f(s: number): void {
  attrib(Attrib.TEXCOORD0, s, 0, 0, 1);
}
/**
 * Sets the current texture coordinates of texture unit 0 to (s, 0, 0, 1), from the first 1 element of an
 * array of floats used as given.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glTexCoord1fv(v: V): void {
  attrib(Attrib.TEXCOORD0, v[0]!, 0, 0, 1);
}
/**
 * Sets the current texture coordinates of the unit `target` names (GL_TEXTURE0 + i) to (s, 0, 0, 1), from
 * floats used as given.
 * Records GL_INVALID_ENUM when `target` names no texture unit of this context. Allowed between glBegin and
 * glEnd.
 * @see OpenGL 1.5 §2.7
 */
export function glMultiTexCoord1f(target: GLenum, s: number): void {
  attrib(Attrib.TEXCOORD0 + target - GL_TEXTURE0, s, 0, 0, 1);
}
/**
 * Sets the current texture coordinates of the unit `target` names (GL_TEXTURE0 + i) to (s, 0, 0, 1), from
 * the first 1 element of an array of floats used as given.
 * Records GL_INVALID_ENUM when `target` names no texture unit of this context. Allowed between glBegin and
 * glEnd.
 * @see OpenGL 1.5 §2.7
 */
export function glMultiTexCoord1fv(target: GLenum, v: V): void {
  attrib(Attrib.TEXCOORD0 + target - GL_TEXTURE0, v[0]!, 0, 0, 1);
}
/**
 * Sets the current texture coordinates of texture unit 0 to (s, 0, 0, 1), from doubles used as given.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glTexCoord1d(s: number): void {
  attrib(Attrib.TEXCOORD0, s, 0, 0, 1);
}
/**
 * Sets the current texture coordinates of texture unit 0 to (s, 0, 0, 1), from the first 1 element of an
 * array of doubles used as given.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glTexCoord1dv(v: V): void {
  attrib(Attrib.TEXCOORD0, v[0]!, 0, 0, 1);
}
/**
 * Sets the current texture coordinates of the unit `target` names (GL_TEXTURE0 + i) to (s, 0, 0, 1), from
 * doubles used as given.
 * Records GL_INVALID_ENUM when `target` names no texture unit of this context. Allowed between glBegin and
 * glEnd.
 * @see OpenGL 1.5 §2.7
 */
export function glMultiTexCoord1d(target: GLenum, s: number): void {
  attrib(Attrib.TEXCOORD0 + target - GL_TEXTURE0, s, 0, 0, 1);
}
/**
 * Sets the current texture coordinates of the unit `target` names (GL_TEXTURE0 + i) to (s, 0, 0, 1), from
 * the first 1 element of an array of doubles used as given.
 * Records GL_INVALID_ENUM when `target` names no texture unit of this context. Allowed between glBegin and
 * glEnd.
 * @see OpenGL 1.5 §2.7
 */
export function glMultiTexCoord1dv(target: GLenum, v: V): void {
  attrib(Attrib.TEXCOORD0 + target - GL_TEXTURE0, v[0]!, 0, 0, 1);
}
/**
 * Sets the current texture coordinates of texture unit 0 to (s, t, 0, 1), from shorts used as given.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glTexCoord2s(s: number, t: number): void {
  attrib(Attrib.TEXCOORD0, s, t, 0, 1);
}
/**
 * Sets the current texture coordinates of texture unit 0 to (s, t, 0, 1), from the first 2 elements of an
 * array of shorts used as given.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glTexCoord2sv(v: V): void {
  attrib(Attrib.TEXCOORD0, v[0]!, v[1]!, 0, 1);
}
/**
 * Sets the current texture coordinates of the unit `target` names (GL_TEXTURE0 + i) to (s, t, 0, 1), from
 * shorts used as given.
 * Records GL_INVALID_ENUM when `target` names no texture unit of this context. Allowed between glBegin and
 * glEnd.
 * @see OpenGL 1.5 §2.7
 */
export function glMultiTexCoord2s(target: GLenum, s: number, t: number): void {
  attrib(Attrib.TEXCOORD0 + target - GL_TEXTURE0, s, t, 0, 1);
}
/**
 * Sets the current texture coordinates of the unit `target` names (GL_TEXTURE0 + i) to (s, t, 0, 1), from
 * the first 2 elements of an array of shorts used as given.
 * Records GL_INVALID_ENUM when `target` names no texture unit of this context. Allowed between glBegin and
 * glEnd.
 * @see OpenGL 1.5 §2.7
 */
export function glMultiTexCoord2sv(target: GLenum, v: V): void {
  attrib(Attrib.TEXCOORD0 + target - GL_TEXTURE0, v[0]!, v[1]!, 0, 1);
}
/**
 * Sets the current texture coordinates of texture unit 0 to (s, t, 0, 1), from integers used as given.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glTexCoord2i(s: number, t: number): void {
  attrib(Attrib.TEXCOORD0, s, t, 0, 1);
}
/**
 * Sets the current texture coordinates of texture unit 0 to (s, t, 0, 1), from the first 2 elements of an
 * array of integers used as given.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glTexCoord2iv(v: V): void {
  attrib(Attrib.TEXCOORD0, v[0]!, v[1]!, 0, 1);
}
/**
 * Sets the current texture coordinates of the unit `target` names (GL_TEXTURE0 + i) to (s, t, 0, 1), from
 * integers used as given.
 * Records GL_INVALID_ENUM when `target` names no texture unit of this context. Allowed between glBegin and
 * glEnd.
 * @see OpenGL 1.5 §2.7
 */
export function glMultiTexCoord2i(target: GLenum, s: number, t: number): void {
  attrib(Attrib.TEXCOORD0 + target - GL_TEXTURE0, s, t, 0, 1);
}
/**
 * Sets the current texture coordinates of the unit `target` names (GL_TEXTURE0 + i) to (s, t, 0, 1), from
 * the first 2 elements of an array of integers used as given.
 * Records GL_INVALID_ENUM when `target` names no texture unit of this context. Allowed between glBegin and
 * glEnd.
 * @see OpenGL 1.5 §2.7
 */
export function glMultiTexCoord2iv(target: GLenum, v: V): void {
  attrib(Attrib.TEXCOORD0 + target - GL_TEXTURE0, v[0]!, v[1]!, 0, 1);
}
/**
 * Sets the current texture coordinates of texture unit 0 to (s, t, 0, 1), from floats used as given.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glTexCoord2f(s: number, t: number): void {
  attrib(Attrib.TEXCOORD0, s, t, 0, 1);
}
/**
 * Sets the current texture coordinates of texture unit 0 to (s, t, 0, 1), from the first 2 elements of an
 * array of floats used as given.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glTexCoord2fv(v: V): void {
  attrib(Attrib.TEXCOORD0, v[0]!, v[1]!, 0, 1);
}
/**
 * Sets the current texture coordinates of the unit `target` names (GL_TEXTURE0 + i) to (s, t, 0, 1), from
 * floats used as given.
 * Records GL_INVALID_ENUM when `target` names no texture unit of this context. Allowed between glBegin and
 * glEnd.
 * @see OpenGL 1.5 §2.7
 */
export function glMultiTexCoord2f(target: GLenum, s: number, t: number): void {
  attrib(Attrib.TEXCOORD0 + target - GL_TEXTURE0, s, t, 0, 1);
}
/**
 * Sets the current texture coordinates of the unit `target` names (GL_TEXTURE0 + i) to (s, t, 0, 1), from
 * the first 2 elements of an array of floats used as given.
 * Records GL_INVALID_ENUM when `target` names no texture unit of this context. Allowed between glBegin and
 * glEnd.
 * @see OpenGL 1.5 §2.7
 */
export function glMultiTexCoord2fv(target: GLenum, v: V): void {
  attrib(Attrib.TEXCOORD0 + target - GL_TEXTURE0, v[0]!, v[1]!, 0, 1);
}
/**
 * Sets the current texture coordinates of texture unit 0 to (s, t, 0, 1), from doubles used as given.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glTexCoord2d(s: number, t: number): void {
  attrib(Attrib.TEXCOORD0, s, t, 0, 1);
}
/**
 * Sets the current texture coordinates of texture unit 0 to (s, t, 0, 1), from the first 2 elements of an
 * array of doubles used as given.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glTexCoord2dv(v: V): void {
  attrib(Attrib.TEXCOORD0, v[0]!, v[1]!, 0, 1);
}
/**
 * Sets the current texture coordinates of the unit `target` names (GL_TEXTURE0 + i) to (s, t, 0, 1), from
 * doubles used as given.
 * Records GL_INVALID_ENUM when `target` names no texture unit of this context. Allowed between glBegin and
 * glEnd.
 * @see OpenGL 1.5 §2.7
 */
export function glMultiTexCoord2d(target: GLenum, s: number, t: number): void {
  attrib(Attrib.TEXCOORD0 + target - GL_TEXTURE0, s, t, 0, 1);
}
/**
 * Sets the current texture coordinates of the unit `target` names (GL_TEXTURE0 + i) to (s, t, 0, 1), from
 * the first 2 elements of an array of doubles used as given.
 * Records GL_INVALID_ENUM when `target` names no texture unit of this context. Allowed between glBegin and
 * glEnd.
 * @see OpenGL 1.5 §2.7
 */
export function glMultiTexCoord2dv(target: GLenum, v: V): void {
  attrib(Attrib.TEXCOORD0 + target - GL_TEXTURE0, v[0]!, v[1]!, 0, 1);
}
/**
 * Sets the current texture coordinates of texture unit 0 to (s, t, r, 1), from shorts used as given.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glTexCoord3s(s: number, t: number, r: number): void {
  attrib(Attrib.TEXCOORD0, s, t, r, 1);
}
/**
 * Sets the current texture coordinates of texture unit 0 to (s, t, r, 1), from the first 3 elements of an
 * array of shorts used as given.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glTexCoord3sv(v: V): void {
  attrib(Attrib.TEXCOORD0, v[0]!, v[1]!, v[2]!, 1);
}
/**
 * Sets the current texture coordinates of the unit `target` names (GL_TEXTURE0 + i) to (s, t, r, 1), from
 * shorts used as given.
 * Records GL_INVALID_ENUM when `target` names no texture unit of this context. Allowed between glBegin and
 * glEnd.
 * @see OpenGL 1.5 §2.7
 */
export function glMultiTexCoord3s(target: GLenum, s: number, t: number, r: number): void {
  attrib(Attrib.TEXCOORD0 + target - GL_TEXTURE0, s, t, r, 1);
}
/**
 * Sets the current texture coordinates of the unit `target` names (GL_TEXTURE0 + i) to (s, t, r, 1), from
 * the first 3 elements of an array of shorts used as given.
 * Records GL_INVALID_ENUM when `target` names no texture unit of this context. Allowed between glBegin and
 * glEnd.
 * @see OpenGL 1.5 §2.7
 */
export function glMultiTexCoord3sv(target: GLenum, v: V): void {
  attrib(Attrib.TEXCOORD0 + target - GL_TEXTURE0, v[0]!, v[1]!, v[2]!, 1);
}
/**
 * Sets the current texture coordinates of texture unit 0 to (s, t, r, 1), from integers used as given.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glTexCoord3i(s: number, t: number, r: number): void {
  attrib(Attrib.TEXCOORD0, s, t, r, 1);
}
/**
 * Sets the current texture coordinates of texture unit 0 to (s, t, r, 1), from the first 3 elements of an
 * array of integers used as given.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glTexCoord3iv(v: V): void {
  attrib(Attrib.TEXCOORD0, v[0]!, v[1]!, v[2]!, 1);
}
/**
 * Sets the current texture coordinates of the unit `target` names (GL_TEXTURE0 + i) to (s, t, r, 1), from
 * integers used as given.
 * Records GL_INVALID_ENUM when `target` names no texture unit of this context. Allowed between glBegin and
 * glEnd.
 * @see OpenGL 1.5 §2.7
 */
export function glMultiTexCoord3i(target: GLenum, s: number, t: number, r: number): void {
  attrib(Attrib.TEXCOORD0 + target - GL_TEXTURE0, s, t, r, 1);
}
/**
 * Sets the current texture coordinates of the unit `target` names (GL_TEXTURE0 + i) to (s, t, r, 1), from
 * the first 3 elements of an array of integers used as given.
 * Records GL_INVALID_ENUM when `target` names no texture unit of this context. Allowed between glBegin and
 * glEnd.
 * @see OpenGL 1.5 §2.7
 */
export function glMultiTexCoord3iv(target: GLenum, v: V): void {
  attrib(Attrib.TEXCOORD0 + target - GL_TEXTURE0, v[0]!, v[1]!, v[2]!, 1);
}
/**
 * Sets the current texture coordinates of texture unit 0 to (s, t, r, 1), from floats used as given.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glTexCoord3f(s: number, t: number, r: number): void {
  attrib(Attrib.TEXCOORD0, s, t, r, 1);
}
/**
 * Sets the current texture coordinates of texture unit 0 to (s, t, r, 1), from the first 3 elements of an
 * array of floats used as given.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glTexCoord3fv(v: V): void {
  attrib(Attrib.TEXCOORD0, v[0]!, v[1]!, v[2]!, 1);
}
/**
 * Sets the current texture coordinates of the unit `target` names (GL_TEXTURE0 + i) to (s, t, r, 1), from
 * floats used as given.
 * Records GL_INVALID_ENUM when `target` names no texture unit of this context. Allowed between glBegin and
 * glEnd.
 * @see OpenGL 1.5 §2.7
 */
export function glMultiTexCoord3f(target: GLenum, s: number, t: number, r: number): void {
  attrib(Attrib.TEXCOORD0 + target - GL_TEXTURE0, s, t, r, 1);
}
/**
 * Sets the current texture coordinates of the unit `target` names (GL_TEXTURE0 + i) to (s, t, r, 1), from
 * the first 3 elements of an array of floats used as given.
 * Records GL_INVALID_ENUM when `target` names no texture unit of this context. Allowed between glBegin and
 * glEnd.
 * @see OpenGL 1.5 §2.7
 */
export function glMultiTexCoord3fv(target: GLenum, v: V): void {
  attrib(Attrib.TEXCOORD0 + target - GL_TEXTURE0, v[0]!, v[1]!, v[2]!, 1);
}
/**
 * Sets the current texture coordinates of texture unit 0 to (s, t, r, 1), from doubles used as given.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glTexCoord3d(s: number, t: number, r: number): void {
  attrib(Attrib.TEXCOORD0, s, t, r, 1);
}
/**
 * Sets the current texture coordinates of texture unit 0 to (s, t, r, 1), from the first 3 elements of an
 * array of doubles used as given.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glTexCoord3dv(v: V): void {
  attrib(Attrib.TEXCOORD0, v[0]!, v[1]!, v[2]!, 1);
}
/**
 * Sets the current texture coordinates of the unit `target` names (GL_TEXTURE0 + i) to (s, t, r, 1), from
 * doubles used as given.
 * Records GL_INVALID_ENUM when `target` names no texture unit of this context. Allowed between glBegin and
 * glEnd.
 * @see OpenGL 1.5 §2.7
 */
export function glMultiTexCoord3d(target: GLenum, s: number, t: number, r: number): void {
  attrib(Attrib.TEXCOORD0 + target - GL_TEXTURE0, s, t, r, 1);
}
/**
 * Sets the current texture coordinates of the unit `target` names (GL_TEXTURE0 + i) to (s, t, r, 1), from
 * the first 3 elements of an array of doubles used as given.
 * Records GL_INVALID_ENUM when `target` names no texture unit of this context. Allowed between glBegin and
 * glEnd.
 * @see OpenGL 1.5 §2.7
 */
export function glMultiTexCoord3dv(target: GLenum, v: V): void {
  attrib(Attrib.TEXCOORD0 + target - GL_TEXTURE0, v[0]!, v[1]!, v[2]!, 1);
}
/**
 * Sets the current texture coordinates of texture unit 0 to (s, t, r, q), from shorts used as given.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glTexCoord4s(s: number, t: number, r: number, q: number): void {
  attrib(Attrib.TEXCOORD0, s, t, r, q);
}
/**
 * Sets the current texture coordinates of texture unit 0 to (s, t, r, q), from the first 4 elements of an
 * array of shorts used as given.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glTexCoord4sv(v: V): void {
  attrib(Attrib.TEXCOORD0, v[0]!, v[1]!, v[2]!, v[3]!);
}
/**
 * Sets the current texture coordinates of the unit `target` names (GL_TEXTURE0 + i) to (s, t, r, q), from
 * shorts used as given.
 * Records GL_INVALID_ENUM when `target` names no texture unit of this context. Allowed between glBegin and
 * glEnd.
 * @see OpenGL 1.5 §2.7
 */
export function glMultiTexCoord4s(target: GLenum, s: number, t: number, r: number, q: number): void {
  attrib(Attrib.TEXCOORD0 + target - GL_TEXTURE0, s, t, r, q);
}
/**
 * Sets the current texture coordinates of the unit `target` names (GL_TEXTURE0 + i) to (s, t, r, q), from
 * the first 4 elements of an array of shorts used as given.
 * Records GL_INVALID_ENUM when `target` names no texture unit of this context. Allowed between glBegin and
 * glEnd.
 * @see OpenGL 1.5 §2.7
 */
export function glMultiTexCoord4sv(target: GLenum, v: V): void {
  attrib(Attrib.TEXCOORD0 + target - GL_TEXTURE0, v[0]!, v[1]!, v[2]!, v[3]!);
}
/**
 * Sets the current texture coordinates of texture unit 0 to (s, t, r, q), from integers used as given.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glTexCoord4i(s: number, t: number, r: number, q: number): void {
  attrib(Attrib.TEXCOORD0, s, t, r, q);
}
/**
 * Sets the current texture coordinates of texture unit 0 to (s, t, r, q), from the first 4 elements of an
 * array of integers used as given.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glTexCoord4iv(v: V): void {
  attrib(Attrib.TEXCOORD0, v[0]!, v[1]!, v[2]!, v[3]!);
}
/**
 * Sets the current texture coordinates of the unit `target` names (GL_TEXTURE0 + i) to (s, t, r, q), from
 * integers used as given.
 * Records GL_INVALID_ENUM when `target` names no texture unit of this context. Allowed between glBegin and
 * glEnd.
 * @see OpenGL 1.5 §2.7
 */
export function glMultiTexCoord4i(target: GLenum, s: number, t: number, r: number, q: number): void {
  attrib(Attrib.TEXCOORD0 + target - GL_TEXTURE0, s, t, r, q);
}
/**
 * Sets the current texture coordinates of the unit `target` names (GL_TEXTURE0 + i) to (s, t, r, q), from
 * the first 4 elements of an array of integers used as given.
 * Records GL_INVALID_ENUM when `target` names no texture unit of this context. Allowed between glBegin and
 * glEnd.
 * @see OpenGL 1.5 §2.7
 */
export function glMultiTexCoord4iv(target: GLenum, v: V): void {
  attrib(Attrib.TEXCOORD0 + target - GL_TEXTURE0, v[0]!, v[1]!, v[2]!, v[3]!);
}
/**
 * Sets the current texture coordinates of texture unit 0 to (s, t, r, q), from floats used as given.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glTexCoord4f(s: number, t: number, r: number, q: number): void {
  attrib(Attrib.TEXCOORD0, s, t, r, q);
}
/**
 * Sets the current texture coordinates of texture unit 0 to (s, t, r, q), from the first 4 elements of an
 * array of floats used as given.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glTexCoord4fv(v: V): void {
  attrib(Attrib.TEXCOORD0, v[0]!, v[1]!, v[2]!, v[3]!);
}
/**
 * Sets the current texture coordinates of the unit `target` names (GL_TEXTURE0 + i) to (s, t, r, q), from
 * floats used as given.
 * Records GL_INVALID_ENUM when `target` names no texture unit of this context. Allowed between glBegin and
 * glEnd.
 * @see OpenGL 1.5 §2.7
 */
export function glMultiTexCoord4f(target: GLenum, s: number, t: number, r: number, q: number): void {
  attrib(Attrib.TEXCOORD0 + target - GL_TEXTURE0, s, t, r, q);
}
/**
 * Sets the current texture coordinates of the unit `target` names (GL_TEXTURE0 + i) to (s, t, r, q), from
 * the first 4 elements of an array of floats used as given.
 * Records GL_INVALID_ENUM when `target` names no texture unit of this context. Allowed between glBegin and
 * glEnd.
 * @see OpenGL 1.5 §2.7
 */
export function glMultiTexCoord4fv(target: GLenum, v: V): void {
  attrib(Attrib.TEXCOORD0 + target - GL_TEXTURE0, v[0]!, v[1]!, v[2]!, v[3]!);
}
/**
 * Sets the current texture coordinates of texture unit 0 to (s, t, r, q), from doubles used as given.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glTexCoord4d(s: number, t: number, r: number, q: number): void {
  attrib(Attrib.TEXCOORD0, s, t, r, q);
}
/**
 * Sets the current texture coordinates of texture unit 0 to (s, t, r, q), from the first 4 elements of an
 * array of doubles used as given.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glTexCoord4dv(v: V): void {
  attrib(Attrib.TEXCOORD0, v[0]!, v[1]!, v[2]!, v[3]!);
}
/**
 * Sets the current texture coordinates of the unit `target` names (GL_TEXTURE0 + i) to (s, t, r, q), from
 * doubles used as given.
 * Records GL_INVALID_ENUM when `target` names no texture unit of this context. Allowed between glBegin and
 * glEnd.
 * @see OpenGL 1.5 §2.7
 */
export function glMultiTexCoord4d(target: GLenum, s: number, t: number, r: number, q: number): void {
  attrib(Attrib.TEXCOORD0 + target - GL_TEXTURE0, s, t, r, q);
}
/**
 * Sets the current texture coordinates of the unit `target` names (GL_TEXTURE0 + i) to (s, t, r, q), from
 * the first 4 elements of an array of doubles used as given.
 * Records GL_INVALID_ENUM when `target` names no texture unit of this context. Allowed between glBegin and
 * glEnd.
 * @see OpenGL 1.5 §2.7
 */
export function glMultiTexCoord4dv(target: GLenum, v: V): void {
  attrib(Attrib.TEXCOORD0 + target - GL_TEXTURE0, v[0]!, v[1]!, v[2]!, v[3]!);
}
/**
 * Sets the current fog coordinate from a float; fog uses it when GL_FOG_COORD_SRC is GL_FOG_COORD.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glFogCoordf(coord: number): void {
  attrib(Attrib.FOG_COORD, coord, 0, 0, 0);
}
/**
 * Sets the current fog coordinate from the first element of an array of floats; fog uses it when
 * GL_FOG_COORD_SRC is GL_FOG_COORD.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glFogCoordfv(v: V): void {
  attrib(Attrib.FOG_COORD, v[0]!, 0, 0, 0);
}
/**
 * Sets the current fog coordinate from a double; fog uses it when GL_FOG_COORD_SRC is GL_FOG_COORD.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glFogCoordd(coord: number): void {
  attrib(Attrib.FOG_COORD, coord, 0, 0, 0);
}
/**
 * Sets the current fog coordinate from the first element of an array of doubles; fog uses it when
 * GL_FOG_COORD_SRC is GL_FOG_COORD.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glFogCoorddv(v: V): void {
  attrib(Attrib.FOG_COORD, v[0]!, 0, 0, 0);
}
/**
 * Sets the current edge flag: vertices given after it start boundary edges (true) or not (false) when
 * polygons are drawn as points or lines.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.6.2
 */
export function glEdgeFlag(flag: boolean | number): void {
  attrib(Attrib.EDGEFLAG, flag ? 1 : 0, 0, 0, 0);
}
/**
 * Sets the current edge flag from the first element of an array: boundary edges (true, non-zero) or not,
 * for polygons drawn as points or lines.
 * Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.6.2
 */
export function glEdgeFlagv(v: ArrayLike<boolean | number>): void {
  attrib(Attrib.EDGEFLAG, v[0] ? 1 : 0, 0, 0, 0);
}
/**
 * Draws the rectangle with corners (x1, y1) and (x2, y2) at z = 0, given as shorts, as a GL_QUADS
 * primitive of four vertices.
 * Records GL_INVALID_OPERATION between glBegin and glEnd (and adds nothing to the open primitive).
 * @see OpenGL 1.5 §2.10
 */
export function glRects(x1: number, y1: number, x2: number, y2: number): void {
  rect(x1, y1, x2, y2);
}
/**
 * Draws the rectangle between two corners, each the first 2 elements of an array of shorts, at z = 0, as a
 * GL_QUADS primitive.
 * Records GL_INVALID_OPERATION between glBegin and glEnd (and adds nothing to the open primitive).
 * @see OpenGL 1.5 §2.10
 */
export function glRectsv(v1: V, v2: V): void {
  rect(v1[0]!, v1[1]!, v2[0]!, v2[1]!);
}
/**
 * Draws the rectangle with corners (x1, y1) and (x2, y2) at z = 0, given as integers, as a GL_QUADS
 * primitive of four vertices.
 * Records GL_INVALID_OPERATION between glBegin and glEnd (and adds nothing to the open primitive).
 * @see OpenGL 1.5 §2.10
 */
export function glRecti(x1: number, y1: number, x2: number, y2: number): void {
  rect(x1, y1, x2, y2);
}
/**
 * Draws the rectangle between two corners, each the first 2 elements of an array of integers, at z = 0, as
 * a GL_QUADS primitive.
 * Records GL_INVALID_OPERATION between glBegin and glEnd (and adds nothing to the open primitive).
 * @see OpenGL 1.5 §2.10
 */
export function glRectiv(v1: V, v2: V): void {
  rect(v1[0]!, v1[1]!, v2[0]!, v2[1]!);
}
/**
 * Draws the rectangle with corners (x1, y1) and (x2, y2) at z = 0, given as floats, as a GL_QUADS
 * primitive of four vertices.
 * Records GL_INVALID_OPERATION between glBegin and glEnd (and adds nothing to the open primitive).
 * @see OpenGL 1.5 §2.10
 */
export function glRectf(x1: number, y1: number, x2: number, y2: number): void {
  rect(x1, y1, x2, y2);
}
/**
 * Draws the rectangle between two corners, each the first 2 elements of an array of floats, at z = 0, as a
 * GL_QUADS primitive.
 * Records GL_INVALID_OPERATION between glBegin and glEnd (and adds nothing to the open primitive).
 * @see OpenGL 1.5 §2.10
 */
export function glRectfv(v1: V, v2: V): void {
  rect(v1[0]!, v1[1]!, v2[0]!, v2[1]!);
}
/**
 * Draws the rectangle with corners (x1, y1) and (x2, y2) at z = 0, given as doubles, as a GL_QUADS
 * primitive of four vertices.
 * Records GL_INVALID_OPERATION between glBegin and glEnd (and adds nothing to the open primitive).
 * @see OpenGL 1.5 §2.10
 */
export function glRectd(x1: number, y1: number, x2: number, y2: number): void {
  rect(x1, y1, x2, y2);
}
/**
 * Draws the rectangle between two corners, each the first 2 elements of an array of doubles, at z = 0, as
 * a GL_QUADS primitive.
 * Records GL_INVALID_OPERATION between glBegin and glEnd (and adds nothing to the open primitive).
 * @see OpenGL 1.5 §2.10
 */
export function glRectdv(v1: V, v2: V): void {
  rect(v1[0]!, v1[1]!, v2[0]!, v2[1]!);
}
