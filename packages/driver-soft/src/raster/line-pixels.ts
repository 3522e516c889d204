// The pixels of a one-pixel-wide aliased line: GL's diamond-exit rule (GL 1.5, 3.4.1) with the choices
// Mesa's llvmpipe makes where the segment runs exactly along pixel boundaries, so that lines on whole
// or half coordinates cover the pixels Mesa's do (measured with OSMesa, Mesa 22.3.6; the reference
// picture is the `line-ties` scene).
//
// Along the major axis (x when |dx| ≥ |dy|), the columns strictly between the start's and the end's are
// drawn: the segment crosses their centre lines. The start's column is drawn when the start lies inside
// its pixel's diamond (|x − xc| + |y − yc| < ½) or the segment crosses the column's centre line after
// the start; the end's column when the segment crosses its centre line strictly before the end and the
// end lies outside its pixel's diamond. In each drawn column the pixel is the one the segment passes
// through on the centre line. Where it passes exactly between two pixels (a line on a pixel boundary, a
// diagonal through pixel corners) it takes the lower one (GL's lower row, left column), except an
// x-major line rising to the right, which takes the upper one: llvmpipe rasterizes the line as a
// parallelogram under the top-left rule, and that line's lower long edge is a right edge (excluded).
//
// The rule is stated in GL's window orientation (row 0 at the bottom, bottom_edge_rule off). A
// framebuffer drawn top row first (bottom_edge_rule on) is its mirror image, so the same GL line covers
// the same pixels either way. Endpoints are snapped to 1/256 pixel, as triangle vertices are.
import { type PrimitiveTarget, SUBPIXEL, type TriangleRules } from './triangle-setup.js';

/** Offset of `v` from the centre of the pixel that holds it, in [−½, ½). */
function offset(v: number): number {
  return v - Math.floor(v) - 0.5;
}

/** Whether the point (a, b) lies strictly inside the diamond of the pixel that holds it. */
function insideDiamond(a: number, b: number): boolean {
  return Math.abs(offset(a)) + Math.abs(offset(b)) < 0.5;
}

/** A segment in major/minor coordinates, a0 ≠ a1. */
interface Segment {
  xMajor: boolean;
  a0: number;
  b0: number;
  a1: number;
  b1: number;
  /** +1 or −1: the direction along the major axis. */
  dir: number;
  /** Minor per major unit. */
  slope: number;
}

/** Whether the start's column is drawn. */
function startColumnDrawn(s: Segment): boolean {
  if (insideDiamond(s.a0, s.b0)) return true;
  const ahead = centreAhead(s);
  if (ahead !== 0) return ahead > 0;
  // The start lies on the column's centre line, on the corner between two diamonds. llvmpipe draws the
  // column when the line runs forward along the major axis; running backwards, only when the minor
  // coordinate falls (x-major) or does not fall (y-major).
  return s.dir > 0 || (s.xMajor ? s.b1 < s.b0 : s.b1 >= s.b0);
}

/** How far the start's column centre lies ahead of the start (≤ 0: behind it or level with it). */
function centreAhead(s: Segment): number {
  return -offset(s.a0) * s.dir;
}

/** How far the segment runs past the end's column centre (≤ 0: it stops short of it or on it). */
function centrePassed(s: Segment): number {
  return offset(s.a1) * s.dir;
}

/** Whether the end's column (`column`) is drawn. */
function endColumnDrawn(s: Segment, column: number): boolean {
  if (insideDiamond(s.a1, s.b1)) return false;
  const passed = centrePassed(s);
  if (!(passed > 0)) return false;
  // A 45° line running left that ends on the left corner of its pixel's diamond after passing that
  // diamond's top corner: llvmpipe leaves the column out.
  const atCentre = s.b0 + (column + 0.5 - s.a0) * s.slope;
  return !(
    s.xMajor &&
    s.dir < 0 &&
    passed === 0.5 &&
    offset(s.b1) === 0 &&
    atCentre === Math.floor(s.b1) + 1
  );
}

/**
 * Where the major coordinate of the line llvmpipe rasterizes begins: at the start, unless the start's
 * column is drawn although its centre does not lie ahead (the line then begins on the pixel boundary
 * behind the start) or not drawn although it does (on the boundary ahead).
 */
function rasterStart(s: Segment, drawn: boolean): number {
  if (drawn === centreAhead(s) > 0) return s.a0;
  const column = Math.floor(s.a0);
  return drawn === s.dir > 0 ? column : column + 1;
}

/**
 * Where it ends: at the end, unless the end's column is drawn although the segment stops short of its
 * centre (the line then ends on the boundary beyond it) or not drawn although the unmoved line would
 * cover its centre: passed it, or ending on it while running towards lower coordinates, whose end edge
 * (left or bottom) includes the pixel centres on it (the boundary before it).
 */
function rasterEnd(s: Segment, drawn: boolean): number {
  const passed = centrePassed(s);
  const covered = passed > 0 || (passed === 0 && s.dir < 0);
  if (drawn === covered) return s.a1;
  const column = Math.floor(s.a1);
  return drawn === s.dir > 0 ? column + 1 : column;
}

/**
 * The pixels of the segment (x0, y0)–(x1, y1) in window coordinates, in order from the start, inside
 * `target`. With `lastPixel` the end's column is drawn too (line_last_pixel).
 */
export function diamondExitPixels(
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  lastPixel: boolean,
  rules: TriangleRules,
  target: PrimitiveTarget,
  emit: (x: number, y: number) => void,
): void {
  // Pixel centres at (i + ½, j + ½); without half_pixel_center they lie on whole coordinates.
  const centre = rules.halfPixelCenter ? 0 : 0.5;
  const flip = rules.bottomEdgeRule ? -1 : 1;
  const snap = (v: number) => Math.round(v * SUBPIXEL) / SUBPIXEL;
  const X0 = snap(x0 + centre),
    Y0 = snap(flip * (y0 + centre)),
    X1 = snap(x1 + centre),
    Y1 = snap(flip * (y1 + centre));
  const xMajor = Math.abs(X1 - X0) >= Math.abs(Y1 - Y0);
  const [a0, b0, a1, b1] = xMajor ? [X0, Y0, X1, Y1] : [Y0, X0, Y1, X1];
  if (a0 === a1 || !Number.isFinite(a0 + a1 + b0 + b1)) return;
  const s: Segment = { xMajor, a0, b0, a1, b1, dir: a1 > a0 ? 1 : -1, slope: (b1 - b0) / (a1 - a0) };
  const first = Math.floor(a0);
  const last = Math.floor(a1);
  const drawFirst = startColumnDrawn(s);
  const drawLast = lastPixel || endColumnDrawn(s, last);
  // The minor pixel of each column comes from the line llvmpipe rasterizes: its ends moved to pixel
  // boundaries where the decisions above differ from what the segment's own ends include, the moved
  // ends' minor coordinates snapped to 1/256 (which decides the pixel where the segment itself passes
  // exactly between two).
  const ra0 = rasterStart(s, drawFirst);
  const ra1 = rasterEnd(s, drawLast);
  const rb0 = ra0 === a0 ? b0 : snap(b0 + (ra0 - a0) * s.slope);
  const rb1 = ra1 === a1 ? b1 : snap(b0 + (ra1 - a0) * s.slope);
  const rslope = ra1 !== ra0 ? (rb1 - rb0) / (ra1 - ra0) : s.slope;
  const upperOnTie = xMajor && s.slope > 0;
  const put = (column: number) => {
    const b = rb0 + (column + 0.5 - ra0) * rslope;
    const minor = upperOnTie ? Math.floor(b) : Math.ceil(b) - 1;
    const x = xMajor ? column : minor;
    const row = xMajor ? minor : column;
    const y = flip > 0 ? row : -row - 1;
    if (x >= target.minX && x < target.maxX && y >= target.minY && y < target.maxY) emit(x, y);
  };
  if (first === last) {
    if ((drawFirst && drawLast) || lastPixel) put(first);
    return;
  }
  if (drawFirst) put(first);
  // Only the columns inside the target can hold a pixel: the walk between the ends starts and stops at
  // the target's edges, so its length is bounded by the target however far the ends lie outside it.
  const [lo, hi] = majorRange(xMajor, flip, target);
  const from = s.dir > 0 ? Math.max(first + 1, lo) : Math.min(first - 1, hi - 1);
  const to = s.dir > 0 ? Math.min(last, hi) : Math.max(last, lo - 1);
  for (let c = from; s.dir > 0 ? c < to : c > to; c += s.dir) put(c);
  if (drawLast) put(last);
}

/** The major-axis columns [lo, hi) whose pixels lie inside `target` (rows mirrored when `flip` < 0). */
function majorRange(xMajor: boolean, flip: number, target: PrimitiveTarget): [number, number] {
  if (xMajor) return [target.minX, target.maxX];
  // y = flip > 0 ? row : −row − 1, so rows [−maxY, −minY) when mirrored.
  return flip > 0 ? [target.minY, target.maxY] : [-target.maxY, -target.minY];
}
