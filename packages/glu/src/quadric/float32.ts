// Single-precision helpers for the quadrics: libGLU computes their vertices, normals and texture
// coordinates in C floats, so each step here is rounded to float the way C rounds it.
export const f = Math.fround;

/** Largest slice count a quadric uses (libGLU's cache size less one). */
export const MAX_SLICES = 239;

/** The float of (float)i / n. */
export function ratio(i: number, n: number): number {
  return f(f(i) / n);
}

/** sin and cos of a float angle, each rounded to float. */
export function sinCosTables(angles: ArrayLike<number>): { sin: Float32Array; cos: Float32Array } {
  const sin = new Float32Array(angles.length);
  const cos = new Float32Array(angles.length);
  for (let i = 0; i < angles.length; i++) {
    sin[i] = Math.sin(angles[i]);
    cos[i] = Math.cos(angles[i]);
  }
  return { sin, cos };
}
