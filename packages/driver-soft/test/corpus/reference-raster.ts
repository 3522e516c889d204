// An independent model of what a Gallium rasterizer covers in the graw tests, in double precision:
// triangles by their edge functions over pixel centres (x + .5, y + .5) with window positions snapped
// to 1/256 pixel (the 8 subpixel bits of Gallium's rasterizers) and the fill rule the tests ask for
// (left edges in, right edges out; with bottom_edge_rule the bottom edge in and the top edge out), plus
// barycentric weights for interpolation; GL's aliased points; one-pixel lines sampled along their
// major axis; and clip-volume tests.

/** Subpixel steps per pixel. */
const SUBPIXEL = 256;

const snap = (v: number): number => Math.round(v * SUBPIXEL) / SUBPIXEL;

/** A covered pixel and the barycentric weights of the triangle's vertices at its centre. */
export interface CoveredPixel {
  readonly x: number;
  readonly y: number;
  readonly weights: readonly [number, number, number];
}

/** A window position (y down, row 0 first). */
export type WindowXY = readonly [number, number];

/**
 * Twice the signed area of a window-space triangle; Gallium calls a negative one counter-clockwise
 * (window y points down).
 */
export function signedArea(p: readonly WindowXY[]): number {
  const [a, b, c] = p.map(([x, y]) => [snap(x), snap(y)] as const) as [WindowXY, WindowXY, WindowXY];
  return (b[0] - a[0]) * (c[1] - a[1]) - (c[0] - a[0]) * (b[1] - a[1]);
}

/** Whether a sample exactly on an edge whose inside lies along (gx, gy) belongs to the triangle. */
function ownsEdge(gx: number, gy: number, bottomEdgeRule: boolean): boolean {
  if (gx !== 0) return gx > 0; // the inside is to the right: a left edge
  return bottomEdgeRule ? gy < 0 : gy > 0; // inside above: a bottom edge; inside below: a top edge
}

/** The pixels of a `width` × `height` target a triangle covers, in row order. */
export function triangleCoverage(
  positions: readonly WindowXY[],
  width: number,
  height: number,
  bottomEdgeRule: boolean,
): CoveredPixel[] {
  const v = positions.map(([x, y]) => [snap(x), snap(y)] as const);
  const area = signedArea(positions);
  if (area === 0) return [];
  const s = Math.sign(area);
  // Edge k runs from vertex k+1 to k+2; its function is positive inside and is vertex k's weight × area.
  const edges = [0, 1, 2].map((k) => {
    const a = v[(k + 1) % 3]!;
    const b = v[(k + 2) % 3]!;
    const gx = -(b[1] - a[1]) * s;
    const gy = (b[0] - a[0]) * s;
    return { a, gx, gy, owns: ownsEdge(gx, gy, bottomEdgeRule) };
  });
  const xs = v.map((p) => p[0]);
  const ys = v.map((p) => p[1]);
  const out: CoveredPixel[] = [];
  for (
    let y = Math.max(0, Math.floor(Math.min(...ys)));
    y <= Math.min(height - 1, Math.ceil(Math.max(...ys)));
    y++
  ) {
    for (
      let x = Math.max(0, Math.floor(Math.min(...xs)));
      x <= Math.min(width - 1, Math.ceil(Math.max(...xs)));
      x++
    ) {
      const cx = x + 0.5;
      const cy = y + 0.5;
      const w = edges.map((e) => e.gx * (cx - e.a[0]) + e.gy * (cy - e.a[1]));
      if (w.every((wk, k) => wk > 0 || (wk === 0 && edges[k]!.owns)))
        out.push({ x, y, weights: [w[0]! / (area * s), w[1]! / (area * s), w[2]! / (area * s)] });
    }
  }
  return out;
}

/** Weights × per-vertex vectors, each channel rounded to float32 as a shader input register holds it. */
export function interpolate(
  weights: readonly [number, number, number],
  values: readonly (readonly number[])[],
): number[] {
  return values[0]!.map((_, c) =>
    Math.fround(weights[0] * values[0]![c]! + weights[1] * values[1]![c]! + weights[2] * values[2]![c]!),
  );
}

/**
 * The pixels a non-sprite point of `size` at `centre` covers (point_quad_rasterization off, as in the
 * graw tests), in row order, by GL's rule for aliased points: the size rounded to an integer n ≥ 1, the
 * n × n square centred on the pixel centre holding the point (odd n) or on the pixel corner nearest it
 * (even n); its edges then fall between pixel centres, so no fill rule is needed.
 */
export function pointCoverage(
  centre: WindowXY,
  size: number,
  width: number,
  height: number,
): { x: number; y: number }[] {
  const n = Math.max(1, Math.round(size));
  const at = (c: number) => (n % 2 === 1 ? Math.floor(c) + 0.5 : Math.floor(c + 0.5));
  const [cx, cy] = [at(centre[0]), at(centre[1])];
  const out: { x: number; y: number }[] = [];
  for (let y = Math.max(0, Math.ceil(cy - n / 2 - 0.5)); y < Math.min(height, cy + n / 2 - 0.5); y++)
    for (let x = Math.max(0, Math.ceil(cx - n / 2 - 0.5)); x < Math.min(width, cx + n / 2 - 0.5); x++)
      out.push({ x, y });
  return out;
}

/** Whether a clip-space position lies in the view volume −w ≤ x, y, z ≤ w (depth clipping on). */
export function insideClipVolume(p: readonly number[]): boolean {
  const w = p[3]!;
  return [0, 1, 2].every((c) => p[c]! >= -w && p[c]! <= w);
}

/** A pixel a line covers and where along the line its sample lies (0 at the start, 1 at the end). */
export interface LinePixel {
  readonly x: number;
  readonly y: number;
  readonly t: number;
  /** Where the line crosses exactly between two pixels of the minor axis: the other one (x, y). */
  readonly tie: readonly [number, number] | null;
}

/**
 * The pixels of a one-pixel line from `p0` to `p1` by sampling at pixel centres along the major axis:
 * each column (row, for steep lines) whose centre lies in [start, end) gets the pixel the line crosses
 * there, or where it crosses exactly between two pixels, either (`tie`: rasterizers break such ties
 * their own way). GL's diamond-exit rule agrees except near the line's ends and where it grazes a
 * pixel corner, which is why line pictures are compared with a stated tolerance (expected-geometry.ts).
 */
export function lineCoverage(p0: WindowXY, p1: WindowXY, width: number, height: number): LinePixel[] {
  const [x0, y0] = [snap(p0[0]), snap(p0[1])];
  const [x1, y1] = [snap(p1[0]), snap(p1[1])];
  const dx = x1 - x0;
  const dy = y1 - y0;
  const xMajor = Math.abs(dx) >= Math.abs(dy);
  const [a0, a1, d] = xMajor ? [x0, x1, dx] : [y0, y1, dy];
  if (d === 0) return [];
  const out: LinePixel[] = [];
  const first = d > 0 ? Math.ceil(a0 - 0.5) : Math.floor(a0 - 0.5);
  for (let i = first; d > 0 ? i + 0.5 < a1 : i + 0.5 > a1; i += Math.sign(d)) {
    const t = (i + 0.5 - a0) / d;
    const minor = xMajor ? y0 + t * dy : x0 + t * dx;
    const m = Math.floor(minor);
    const [x, y] = xMajor ? [i, m] : [m, i];
    const tie: [number, number] | null = Number.isInteger(minor) ? (xMajor ? [i, m - 1] : [m - 1, i]) : null;
    if (x >= 0 && y >= 0 && x < width && y < height) out.push({ x, y, t, tie });
  }
  return out;
}
