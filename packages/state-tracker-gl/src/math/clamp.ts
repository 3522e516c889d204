// Number sanitizing for state that reaches the driver: GL leaves NaN and infinite inputs undefined, the
// pipe refuses them, so clamped values map NaN to 0 and unclamped ones fall back to a finite value.

/** x clamped to [0, 1]; NaN becomes 0. */
export function clamp01(x: number): number {
  const v = Number(x);
  return Number.isNaN(v) ? 0 : Math.min(Math.max(v, 0), 1);
}

/** x clamped to [-limit, limit] (±Infinity to the bound); NaN becomes 0. */
export function clampSymmetric(x: number, limit: number): number {
  const v = Number(x);
  // `+ 0` turns -0 (the clamp of a negative value to a zero limit) into 0.
  return Number.isNaN(v) ? 0 : Math.min(Math.max(v, -limit), limit) + 0;
}

/** x if it is finite, else `fallback`. */
export function finiteOr(x: number, fallback: number): number {
  const v = Number(x);
  return Number.isFinite(v) ? v : fallback;
}

/** x as a GLint would hold it: truncated, NaN as 0, clamped to the 32-bit range. */
export function int32(x: number): number {
  const v = Math.trunc(Number(x));
  if (Number.isNaN(v)) return 0;
  return Math.min(Math.max(v, -2147483648), 2147483647);
}

/**
 * A colour or depth component as glGet*iv returns it (GL 1.5, 6.1.2): [-1, 1] mapped linearly onto the
 * 32-bit integer range, so 1.0 reads as 2^31 - 1 and -1.0 as -2^31.
 */
export function colorToInt(x: number): number {
  return Math.round(((2 ** 32 - 1) * x - 1) / 2);
}
