// Trim loops in a surface's parameter space: the pieces of one gluBeginTrim/gluEndTrim (piecewise linear
// curves and sampled NURBS trim curves) joined into a closed polygon, and the checks GLU makes on the
// set of loops — connected (error 31), not crossing (error 29), outer loops counter-clockwise and holes
// clockwise (error 28).

/** A closed polygon in (u, v): u0, v0, u1, v1, ... without repeating the first point. */
export type TrimLoop = number[];

/** How far apart (relative to the domain) two ends may be and still count as the same point. */
const JOIN_TOLERANCE = 1e-6;

/** Error number of a loop made of the polylines `pieces` (31 when the ends do not meet), or the loop. */
export function joinTrimPieces(pieces: readonly number[][], scale: number): TrimLoop | number {
  const loop: number[] = [];
  const tolerance = JOIN_TOLERANCE * Math.max(scale, 1e-30);
  for (const piece of pieces) {
    if (piece.length < 4) return 18;
    if (loop.length > 0) {
      const du = (piece[0] as number) - (loop[loop.length - 2] as number);
      const dv = (piece[1] as number) - (loop[loop.length - 1] as number);
      if (Math.hypot(du, dv) > tolerance) return 31;
      loop.push(...piece.slice(2));
    } else {
      loop.push(...piece);
    }
  }
  if (loop.length < 6) return 18;
  const du = (loop[0] as number) - (loop[loop.length - 2] as number);
  const dv = (loop[1] as number) - (loop[loop.length - 1] as number);
  if (Math.hypot(du, dv) > tolerance) return 31;
  loop.length -= 2;
  return removeRepeatedPoints(loop);
}

function removeRepeatedPoints(loop: TrimLoop): TrimLoop {
  const out: number[] = [];
  const n = loop.length / 2;
  for (let i = 0; i < n; i++) {
    const u = loop[2 * i] as number;
    const v = loop[2 * i + 1] as number;
    if (out.length >= 2 && out[out.length - 2] === u && out[out.length - 1] === v) continue;
    out.push(u, v);
  }
  while (out.length > 2 && out[0] === out[out.length - 2] && out[1] === out[out.length - 1]) out.length -= 2;
  return out;
}

/** Twice the signed area (positive when counter-clockwise). */
export function signedArea2(loop: TrimLoop): number {
  let sum = 0;
  const n = loop.length / 2;
  for (let i = 0; i < n; i++) {
    const j = (i + 1) % n;
    sum +=
      (loop[2 * i] as number) * (loop[2 * j + 1] as number) -
      (loop[2 * j] as number) * (loop[2 * i + 1] as number);
  }
  return sum;
}

/** Whether (u, v) lies inside `loop` (even-odd crossing test). */
export function pointInLoop(loop: TrimLoop, u: number, v: number): boolean {
  let inside = false;
  const n = loop.length / 2;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const ui = loop[2 * i] as number;
    const vi = loop[2 * i + 1] as number;
    const uj = loop[2 * j] as number;
    const vj = loop[2 * j + 1] as number;
    if (vi > v !== vj > v && u < ((uj - ui) * (v - vi)) / (vj - vi) + ui) inside = !inside;
  }
  return inside;
}

function cross(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number {
  return (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
}

/** Whether segments ab and cd cross or touch (sharing an end counts only when the caller says so). */
function segmentsMeet(a: number[], b: number[], c: number[], d: number[]): boolean {
  const [ax, ay] = a as [number, number];
  const [bx, by] = b as [number, number];
  const [cx, cy] = c as [number, number];
  const [dx, dy] = d as [number, number];
  const d1 = cross(cx, cy, dx, dy, ax, ay);
  const d2 = cross(cx, cy, dx, dy, bx, by);
  const d3 = cross(ax, ay, bx, by, cx, cy);
  const d4 = cross(ax, ay, bx, by, dx, dy);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  const onSegment = (px: number, py: number, qx: number, qy: number, rx: number, ry: number) =>
    Math.min(px, qx) <= rx && rx <= Math.max(px, qx) && Math.min(py, qy) <= ry && ry <= Math.max(py, qy);
  if (d1 === 0 && onSegment(cx, cy, dx, dy, ax, ay)) return true;
  if (d2 === 0 && onSegment(cx, cy, dx, dy, bx, by)) return true;
  if (d3 === 0 && onSegment(ax, ay, bx, by, cx, cy)) return true;
  if (d4 === 0 && onSegment(ax, ay, bx, by, dx, dy)) return true;
  return false;
}

function loopPoint(loop: TrimLoop, i: number): number[] {
  const n = loop.length / 2;
  const k = ((i % n) + n) % n;
  return [loop[2 * k] as number, loop[2 * k + 1] as number];
}

/** Whether any two edges of the loops cross or touch, other than neighbours in one loop at their shared point. */
export function loopsIntersect(loops: readonly TrimLoop[]): boolean {
  for (let a = 0; a < loops.length; a++) {
    const la = loops[a] as TrimLoop;
    const na = la.length / 2;
    for (let b = a; b < loops.length; b++) {
      const lb = loops[b] as TrimLoop;
      const nb = lb.length / 2;
      for (let i = 0; i < na; i++) {
        const p0 = loopPoint(la, i);
        const p1 = loopPoint(la, i + 1);
        for (let j = a === b ? i + 1 : 0; j < nb; j++) {
          if (a === b && (j === i + 1 || (i === 0 && j === na - 1))) continue;
          if (segmentsMeet(p0, p1, loopPoint(lb, j), loopPoint(lb, j + 1))) return true;
        }
      }
    }
  }
  return false;
}

/**
 * The loops to fill, or a GLU NURBS error number: 29 when loops cross, 28 when a loop's orientation does
 * not match its nesting (counter-clockwise at even depth, clockwise at odd depth; so an outermost loop
 * must be counter-clockwise, as GLU requires).
 */
export function checkTrimLoops(loops: readonly TrimLoop[]): TrimLoop[] | number {
  if (loopsIntersect(loops)) return 29;
  const depths = loops.map((loop, i) => {
    let depth = 0;
    for (let j = 0; j < loops.length; j++)
      if (j !== i && pointInLoop(loops[j] as TrimLoop, loop[0] as number, loop[1] as number)) depth++;
    return depth;
  });
  for (let i = 0; i < loops.length; i++) {
    const counterClockwise = signedArea2(loops[i] as TrimLoop) > 0;
    if (counterClockwise !== ((depths[i] as number) % 2 === 0)) return 28;
  }
  return [...loops];
}
