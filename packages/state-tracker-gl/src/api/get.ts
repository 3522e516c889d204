// glGetBooleanv / glGetIntegerv / glGetFloatv / glGetDoublev over the state table, with GL 1.5's
// conversions between types (section 6.1.2).
import { cur } from '../context/current.js';
import type { GlContext } from '../context/gl-context.js';
import { outsideBeginEnd } from '../errors/check.js';
import { writeOutput } from '../errors/output-array.js';
import { GL_INVALID_ENUM } from '../gl-enums.js';
import { colorToInt } from '../math/clamp.js';
import { type GetEntry, getEntry } from '../state/get-table.js';
import type { GLenum } from './enum-types.generated.js';

function read(
  pname: number,
): { c: GlContext; entry: GetEntry; values: readonly (number | boolean)[] } | null {
  const c = cur();
  if (!outsideBeginEnd(c)) return null;
  const entry = getEntry(c, pname);
  if (!entry) {
    c.setError(GL_INVALID_ENUM, 'pname is not a state glGet knows');
    return null;
  }
  return { c, entry, values: entry.read(c) };
}

const num = (v: number | boolean) => (typeof v === 'boolean' ? (v ? 1 : 0) : v);

/**
 * Writes the value(s) of a state variable into `out` as booleans (non-zero is true); a Uint8Array receives
 * 1 and 0.
 * Records GL_INVALID_ENUM for an unknown pname, GL_INVALID_OPERATION when `out` is a typed array too short
 * for the value or between glBegin and glEnd.
 * @see OpenGL 1.5 §6.1.1, §6.1.2
 */
export function glGetBooleanv(pname: GLenum, out: Uint8Array | boolean[]): void {
  const r = read(pname);
  if (!r) return;
  writeOutput(r.c, out, r.values, (v) => {
    const b = num(v) !== 0;
    return out instanceof Uint8Array ? (b ? 1 : 0) : b;
  });
}

/** Float → integer: colours and depth values map [-1, 1] linearly to the integer range, others round. */
function toInt(kind: GetEntry['kind'], v: number): number {
  if (kind === 'color') {
    const i = colorToInt(v);
    return Math.min(Math.max(i, -(2 ** 31)), 2 ** 31 - 1);
  }
  const i = Math.round(v);
  return Math.min(Math.max(i, -(2 ** 31)), 2 ** 31 - 1) | 0;
}

/**
 * Writes the value(s) of a state variable into `out` as integers: colours and depth values map [-1, 1]
 * onto the integer range, other numbers round.
 * Records GL_INVALID_ENUM for an unknown pname, GL_INVALID_OPERATION when `out` is too short for the value
 * or between glBegin and glEnd.
 * @see OpenGL 1.5 §6.1.1, §6.1.2
 */
export function glGetIntegerv(pname: GLenum, out: Int32Array): void {
  const r = read(pname);
  if (!r) return;
  writeOutput(r.c, out, r.values, (v) =>
    typeof v === 'boolean' ? (v ? 1 : 0) : r.entry.kind === 'int' ? v | 0 : toInt(r.entry.kind, v),
  );
}

/**
 * Writes the value(s) of a state variable into `out` as floats (booleans become 1 and 0).
 * Records GL_INVALID_ENUM for an unknown pname, GL_INVALID_OPERATION when `out` is too short for the value
 * or between glBegin and glEnd.
 * @see OpenGL 1.5 §6.1.1, §6.1.2
 */
export function glGetFloatv(pname: GLenum, out: Float32Array): void {
  const r = read(pname);
  if (!r) return;
  writeOutput(r.c, out, r.values, num);
}

/**
 * Writes the value(s) of a state variable into `out` as doubles (booleans become 1 and 0).
 * Records GL_INVALID_ENUM for an unknown pname, GL_INVALID_OPERATION when `out` is too short for the value
 * or between glBegin and glEnd.
 * @see OpenGL 1.5 §6.1.1, §6.1.2
 */
export function glGetDoublev(pname: GLenum, out: Float64Array): void {
  const r = read(pname);
  if (!r) return;
  writeOutput(r.c, out, r.values, num);
}
