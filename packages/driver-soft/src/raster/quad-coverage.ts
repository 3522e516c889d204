// Which pixels of a 2×2 quad lie inside a triangle's three edge functions a·x + b·y + c ≥ 0: bit j of
// the mask for pixel (j & 1, j >> 1) of the quad. Triangle setup makes a, b and c integers. Where the
// tile rasterizer knows |a| and |b| are at most 2^31 and every value at the block's pixels is a 32-bit
// integer (edgeRange bounds them), every sum here is exact — the value at the quad's corner, plus a or
// b for its neighbours, is each pixel's a·x + b·y + c — and the three values of a pixel are OR-ed as
// integers, its sign bit saying whether any is negative: no branch per pixel, which coverage that
// changes from pixel to pixel makes the processor mispredict, and one product pair per edge and quad.

export const INT32_MIN = -(2 ** 31);
export const INT32_MAX = 2 ** 31 - 1;

/** Largest |a| and |b| quadCoverage is used with. */
export const MAX_SLOPE = 2 ** 31;

/** The covered pixels of the quad at (qx, qy): slopes up to MAX_SLOPE, 32-bit values at its pixels. */
export function quadCoverage(
  a0: number,
  b0: number,
  c0: number,
  a1: number,
  b1: number,
  c1: number,
  a2: number,
  b2: number,
  c2: number,
  qx: number,
  qy: number,
): number {
  const e0 = a0 * qx + b0 * qy + c0,
    e1 = a1 * qx + b1 * qy + c1,
    e2 = a2 * qx + b2 * qy + c2;
  const p0 = e0 | e1 | e2;
  const p1 = (e0 + a0) | (e1 + a1) | (e2 + a2);
  const p2 = (e0 + b0) | (e1 + b1) | (e2 + b2);
  const p3 = (e0 + a0 + b0) | (e1 + a1 + b1) | (e2 + a2 + b2);
  // A pixel is covered when no value is negative: its OR's sign bit is clear.
  return ~((p0 >>> 31) | ((p1 >>> 31) << 1) | ((p2 >>> 31) << 2) | ((p3 >>> 31) << 3)) & 15;
}

/** The covered pixels of the quad at (qx, qy) for edges of any size, pixel by pixel. */
export function quadCoverageWide(
  a0: number,
  b0: number,
  c0: number,
  a1: number,
  b1: number,
  c1: number,
  a2: number,
  b2: number,
  c2: number,
  qx: number,
  qy: number,
): number {
  let mask = 0;
  for (let j = 0; j < 4; j++) {
    const px = qx + (j & 1);
    const py = qy + (j >> 1);
    if (a0 * px + b0 * py + c0 >= 0 && a1 * px + b1 * py + c1 >= 0 && a2 * px + b2 * py + c2 >= 0)
      mask |= 1 << j;
  }
  return mask;
}
