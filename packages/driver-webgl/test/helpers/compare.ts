// Word-by-word comparison of the two sides' results with a stated tolerance: exact, a number of
// float32 ULPs, or an absolute/relative error. Returns readable mismatches (empty when they agree).
import { bitsFloat, ulpDistance } from './words.js';

export interface Tolerance {
  /** Largest distance in float32 ULPs accepted. */
  ulp?: number;
  /** Largest absolute error accepted (either bound passing is enough). */
  abs?: number;
  /** Largest error relative to the expected value accepted. */
  rel?: number;
}

export const EXACT: Tolerance = {};

export function wordsMatch(got: number, want: number, tol: Tolerance): boolean {
  if (got === want) return true;
  const d = ulpDistance(got, want);
  if (d === 0) return true;
  if (tol.ulp !== undefined && d <= tol.ulp) return true;
  const g = bitsFloat(got);
  const w = bitsFloat(want);
  if (!Number.isFinite(g) || !Number.isFinite(w)) return false;
  if (tol.abs !== undefined && Math.abs(g - w) <= tol.abs) return true;
  if (tol.rel !== undefined && Math.abs(g - w) <= tol.rel * Math.abs(w)) return true;
  return false;
}

/** Mismatches of two pixel-major word arrays (pixel * 4 + channel), at most `limit` described. */
export function mismatches(
  got: Uint32Array,
  want: Uint32Array,
  tol: Tolerance,
  describe: (pixel: number) => string = (p) => `pixel ${p}`,
  limit = 8,
): string[] {
  const out: string[] = [];
  for (let i = 0; i < want.length; i++) {
    if (wordsMatch(got[i]!, want[i]!, tol)) continue;
    if (out.length < limit) {
      const h = (w: number) => `0x${(w >>> 0).toString(16).padStart(8, '0')} (${bitsFloat(w)})`;
      out.push(`${describe(i >> 2)} .${'xyzw'[i & 3]}: got ${h(got[i]!)}, want ${h(want[i]!)}`);
    } else {
      out.push('...');
      break;
    }
  }
  return out;
}
