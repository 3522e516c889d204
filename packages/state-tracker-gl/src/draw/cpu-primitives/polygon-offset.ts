// Polygon offset (GL 1.5, 3.5.5) of one polygon in window coordinates: factor × m + r × units, where m
// is the larger of |∂z/∂x| and |∂z/∂y| of the polygon's plane and r the smallest depth difference the
// depth buffer resolves (stage-settings.ts).
import { type CpuVertex, windowAt } from './cpu-vertex.js';

/** The depth offset of the planar polygon `vertices` (window coordinates of `registers`-register vertices). */
export function polygonOffset(
  vertices: readonly CpuVertex[],
  registers: number,
  factor: number,
  units: number,
  r: number,
): number {
  // Newell's normal of the polygon in window space: the plane's slopes are −nx/nz and −ny/nz.
  const at = windowAt(registers);
  let nx = 0;
  let ny = 0;
  let nz = 0;
  for (let i = 0; i < vertices.length; i++) {
    const a = vertices[i]!;
    const b = vertices[(i + 1) % vertices.length]!;
    const [ax, ay, az] = [a[at]!, a[at + 1]!, a[at + 2]!];
    const [bx, by, bz] = [b[at]!, b[at + 1]!, b[at + 2]!];
    nx += (ay - by) * (az + bz);
    ny += (az - bz) * (ax + bx);
    nz += (ax - bx) * (ay + by);
  }
  const slope = nz !== 0 ? Math.max(Math.abs(nx / nz), Math.abs(ny / nz)) : 0;
  return factor * slope + r * units;
}
