// Colour-index commands in an RGBA context (GL 1.5, 2.7, 4.2.2 and 4.2.3): glIndex* sets the current
// index (allowed between glBegin and glEnd), glClearIndex and glIndexMask set the colour-index clear
// value and write mask. This GL has no colour-index mode, so none of them changes what is drawn; the
// values are kept for glGet (GL_CURRENT_INDEX, GL_INDEX_CLEAR_VALUE, GL_INDEX_WRITEMASK) and the
// attribute stack (GL_CURRENT_BIT, GL_COLOR_BUFFER_BIT), with Mesa's conversions: the current index is a
// float, the clear value is truncated to an integer, the mask is a 32-bit integer.
import { cur } from '../context/current.js';
import { stateCommand } from './command.js';

/** glIndex of every type: sets GL_CURRENT_INDEX (compiled into lists, also between glBegin/glEnd). */
function setCurrentIndex(value: number): void {
  const c = cur();
  if (c.recording && c.lists.record(setCurrentIndex, [value], 'glIndex')) return;
  c.currentIndex = Math.fround(value);
}

/**
 * Sets the current colour index from a double; kept for queries and the attribute stack only, as this
 * context draws in RGBA. Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glIndexd(c: number): void {
  setCurrentIndex(c);
}
/**
 * Sets the current colour index from a float; kept for queries and the attribute stack only, as this
 * context draws in RGBA. Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glIndexf(c: number): void {
  setCurrentIndex(c);
}
/**
 * Sets the current colour index from an integer (truncated to 32 bits); kept for queries and the attribute
 * stack only. Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glIndexi(c: number): void {
  setCurrentIndex(c | 0);
}
/**
 * Sets the current colour index from a short (truncated to 16 bits); kept for queries and the attribute
 * stack only. Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glIndexs(c: number): void {
  setCurrentIndex((c << 16) >> 16);
}
/**
 * Sets the current colour index from an unsigned byte (the low 8 bits); kept for queries and the attribute
 * stack only. Allowed between glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glIndexub(c: number): void {
  setCurrentIndex(c & 0xff);
}
/**
 * Sets the current colour index from the first element of an array of doubles. Allowed between glBegin and
 * glEnd; records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glIndexdv(v: ArrayLike<number>): void {
  glIndexd(v[0]!);
}
/**
 * Sets the current colour index from the first element of an array of floats. Allowed between glBegin and
 * glEnd; records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glIndexfv(v: ArrayLike<number>): void {
  glIndexf(v[0]!);
}
/**
 * Sets the current colour index from the first element of an array of integers. Allowed between glBegin
 * and glEnd; records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glIndexiv(v: ArrayLike<number>): void {
  glIndexi(v[0]!);
}
/**
 * Sets the current colour index from the first element of an array of shorts. Allowed between glBegin and
 * glEnd; records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glIndexsv(v: ArrayLike<number>): void {
  glIndexs(v[0]!);
}
/**
 * Sets the current colour index from the first element of an array of unsigned bytes. Allowed between
 * glBegin and glEnd; records no error.
 * @see OpenGL 1.5 §2.7
 */
export function glIndexubv(v: ArrayLike<number>): void {
  glIndexub(v[0]!);
}

/**
 * Sets the colour-index clear value (GL_INDEX_CLEAR_VALUE), truncated to an integer; it does not change
 * what glClear writes in this RGBA context.
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §4.2.3
 */
export function glClearIndex(c: number): void {
  const ctx = stateCommand(glClearIndex, [c]);
  if (ctx) ctx.st.color.clearIndex = Number.isFinite(c) ? Math.trunc(c) | 0 : 0;
}

/**
 * Sets the colour-index write mask (GL_INDEX_WRITEMASK) as a 32-bit integer; kept for queries, as this
 * context draws in RGBA.
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §4.2.2
 */
export function glIndexMask(mask: number): void {
  const ctx = stateCommand(glIndexMask, [mask]);
  if (ctx) ctx.st.color.indexMask = mask | 0;
}
