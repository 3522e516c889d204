// The tessellator's plane: the normal a polygon is tessellated against (given by gluTessNormal or
// computed from the vertices, Newell's sum of the contours' area vectors) and the projection of each 3D
// vertex to the sweep coordinates (s, t), as GLU 1.3 describes and libGLU does: drop the normal's largest
// axis, keep the other two in cyclic order, and mirror t when that axis points down, so that contours
// counter-clockwise about the normal have a positive area in (s, t).

export type Vec3 = [number, number, number];

/** Newell's normal of the contours: twice the sum of their area vectors (zero when they cancel). */
function newellNormal(contours: readonly (readonly Vec3[])[]): Vec3 {
  const n: Vec3 = [0, 0, 0];
  for (const contour of contours) {
    for (let i = 0; i < contour.length; i++) {
      const a = contour[i]!;
      const b = contour[(i + 1) % contour.length]!;
      n[0] += (a[1] - b[1]) * (a[2] + b[2]);
      n[1] += (a[2] - b[2]) * (a[0] + b[0]);
      n[2] += (a[0] - b[0]) * (a[1] + b[1]);
    }
  }
  return n;
}

/**
 * The normal of the plane through the vertices when their areas cancel (a figure eight): the cross
 * product of the two vertices farthest apart along one axis with the vertex farthest from that line.
 */
function spanNormal(points: readonly Vec3[]): Vec3 {
  let best: Vec3 = [0, 0, 0];
  let bestLength = 0;
  if (points.length === 0) return best;
  for (let axis = 0; axis < 3; axis++) {
    let lo = points[0]!;
    let hi = points[0]!;
    for (const p of points) {
      if (p[axis]! < lo[axis]!) lo = p;
      if (p[axis]! > hi[axis]!) hi = p;
    }
    const d: Vec3 = [hi[0] - lo[0], hi[1] - lo[1], hi[2] - lo[2]];
    for (const p of points) {
      const e: Vec3 = [p[0] - lo[0], p[1] - lo[1], p[2] - lo[2]];
      const c: Vec3 = [d[1] * e[2] - d[2] * e[1], d[2] * e[0] - d[0] * e[2], d[0] * e[1] - d[1] * e[0]];
      const length = c[0] * c[0] + c[1] * c[1] + c[2] * c[2];
      if (length > bestLength) {
        bestLength = length;
        best = c;
      }
    }
  }
  return best;
}

/** A normal that decides a projection: finite and not zero. */
function usable(n: Vec3): boolean {
  return n.every(Number.isFinite) && (n[0] !== 0 || n[1] !== 0 || n[2] !== 0);
}

/** The normal to tessellate against: the given one unless it is zero, else one computed. */
export function polygonNormal(given: Vec3, contours: readonly (readonly Vec3[])[]): Vec3 {
  if (usable(given)) return given;
  const newell = newellNormal(contours);
  if (usable(newell)) return newell;
  const span = spanNormal(contours.flat());
  if (usable(span)) return span;
  return [0, 0, 1];
}

/** Projects 3D points to (s, t) for the normal `n` (largest axis dropped; ties go to the lower axis). */
export function projector(n: Vec3): (p: Vec3) => [number, number] {
  let axis = 0;
  if (Math.abs(n[1]) > Math.abs(n[axis]!)) axis = 1;
  if (Math.abs(n[2]) > Math.abs(n[axis]!)) axis = 2;
  const sAxis = (axis + 1) % 3;
  const tAxis = (axis + 2) % 3;
  const tSign = n[axis]! > 0 ? 1 : -1;
  return (p) => [p[sAxis]!, tSign * p[tAxis]!];
}
