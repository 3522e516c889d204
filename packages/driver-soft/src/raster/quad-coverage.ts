// Which pixels of a 2×2 quad lie inside a triangle's three edge functions a·x + b·y + c ≥ 0: bit j of
// the mask for pixel (j & 1, j >> 1) of the quad. Triangle setup makes a, b and c integers. Where the
// tile rasterizer knows |a| and |b| are at most 2^31 and every value at the block's pixels is a 32-bit
// integer (edgeRange bounds them), it works in 32-bit integers: each edge's value at a quad's corner,
// stepped along the row, and the neighbours' values corner + a, + b, + a + b, all wrapping at 32 bits —
// which changes nothing for a value inside the 32-bit range, as every pixel of the block's has. The
// three values of a pixel are OR-ed, its sign bit saying whether any is negative: no branch and no
// product per pixel (coverage that changes from pixel to pixel makes the processor mispredict branches).

export const INT32_MIN = -(2 ** 31);
export const INT32_MAX = 2 ** 31 - 1;

/** Largest |a| and |b| quadCoverage is used with. */
export const MAX_SLOPE = 2 ** 31;

/**
 * The covered pixels of a quad from each edge's value at its top-left pixel (e0, e1, e2) and its slopes
 * (a, b), all as 32-bit integers (ToInt32 of the exact values; see the header).
 */
export function quadCoverage(
  e0: number,
  e1: number,
  e2: number,
  a0: number,
  b0: number,
  a1: number,
  b1: number,
  a2: number,
  b2: number,
): number {
  const p0 = e0 | e1 | e2;
  const p1 = (e0 + a0) | 0 | ((e1 + a1) | 0) | ((e2 + a2) | 0);
  const p2 = (e0 + b0) | 0 | ((e1 + b1) | 0) | ((e2 + b2) | 0);
  const p3 = (e0 + a0 + b0) | 0 | ((e1 + a1 + b1) | 0) | ((e2 + a2 + b2) | 0);
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
