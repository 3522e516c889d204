// The one rule for every entry point that writes into a caller's array (glGet*v, glGetClipPlane,
// glGetTexGen*, glGen*, glAreTexturesResident, ...), as GL_ARB_robustness's sized queries and
// glReadPixels/glGetPixelMap here already do: a typed array that holds fewer elements than the command
// writes records GL_INVALID_OPERATION, receives nothing, and the command changes no state. Plain
// JavaScript arrays grow to hold what is written.
import type { GlContext } from '../context/gl-context.js';
import { validOperation } from './check.js';

/** An array a command writes into: a typed array (fixed length) or a plain array (grows). */
export type OutputArray = { length: number; [index: number]: unknown };

/** Records INVALID_OPERATION unless `out` can hold `needed` elements. */
export function outputFits(c: GlContext, out: OutputArray, needed: number): boolean {
  return validOperation(
    c,
    Array.isArray(out) || out.length >= needed,
    'the output array holds fewer values than the query returns',
  );
}

/**
 * Writes `values` (each through `convert`) into `out` if it can hold them all; else records
 * INVALID_OPERATION and writes nothing. Returns whether it wrote.
 */
export function writeOutput<T>(
  c: GlContext,
  out: OutputArray,
  values: ArrayLike<T>,
  convert: (value: T, index: number) => unknown,
): boolean {
  if (!outputFits(c, out, values.length)) return false;
  for (let i = 0; i < values.length; i++) out[i] = convert(values[i]!, i);
  return true;
}
