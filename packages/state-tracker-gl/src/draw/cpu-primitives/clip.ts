// Clipping in clip coordinates (GL 1.5, 2.12): against the view volume −w ≤ x, y, z ≤ w and every
// enabled user clip plane (the program's CLIPDIST outputs). A point is kept or dropped whole; a line is
// cut to the part inside; a polygon is cut plane by plane: the edges clipping adds along a user clip
// plane are boundary edges (edge flag set), those along the view volume are not (drawn as lines or
// points they would outline the window: Mesa's draw module and NVIDIA's drivers hide them), and the
// cut pieces of original edges keep their flags.
import { type CpuVertex, lerpVertex } from './cpu-vertex.js';
import type { OutputLayout } from './shade-vertices.js';

/** A polygon: its vertices and, for each, the edge flag of the edge starting there. */
export interface ClippedPolygon {
  vertices: CpuVertex[];
  edgeFlags: boolean[];
}

export class Clipper {
  /** Per plane: the signed distance of a vertex (inside where ≥ 0). */
  private readonly planes: ((v: CpuVertex) => number)[] = [];
  /** Planes 0..viewPlanes-1 bound the view volume; the others are user clip planes. */
  private readonly viewPlanes = 6;

  /** `userPlanes`: bit i for each enabled GL_CLIP_PLANEi. */
  constructor(layout: OutputLayout, userPlanes: number) {
    const p = layout.position * 4;
    // Mesa's draw module's order (x ≤ w, x ≥ −w, y ≤ w, y ≥ −w, z ≥ −w, z ≤ w): clipped polygons then
    // start at the same vertex as Mesa's, which feedback reports.
    for (let axis = 0; axis < 2; axis++) {
      this.planes.push((v) => v[p + 3]! - v[p + axis]!);
      this.planes.push((v) => v[p + 3]! + v[p + axis]!);
    }
    this.planes.push((v) => v[p + 3]! + v[p + 2]!);
    this.planes.push((v) => v[p + 3]! - v[p + 2]!);
    for (let i = 0; i < 8; i++) {
      const reg = layout.clipDistances[i >> 2]!;
      if ((userPlanes & (1 << i)) === 0 || reg < 0) continue;
      const at = reg * 4 + (i & 3);
      this.planes.push((v) => v[at]!);
    }
  }

  /** Whether a point lies inside every plane. */
  pointInside(v: CpuVertex): boolean {
    for (const plane of this.planes) if (!(plane(v) >= 0)) return false;
    return true;
  }

  /** The part of line a–b inside every plane, or null. */
  clipLine(a: CpuVertex, b: CpuVertex): [CpuVertex, CpuVertex] | null {
    let t0 = 0;
    let t1 = 1;
    for (const plane of this.planes) {
      const da = plane(a);
      const db = plane(b);
      if (da < 0 && db < 0) return null;
      if (!(da >= 0) && !(db >= 0)) return null;
      if (da < 0) t0 = Math.max(t0, da / (da - db));
      else if (db < 0) t1 = Math.min(t1, da / (da - db));
    }
    if (t0 > t1) return null;
    return [t0 > 0 ? lerpVertex(a, b, t0) : a, t1 < 1 ? lerpVertex(a, b, t1) : b];
  }

  /** The part of polygon `polygon` inside every plane (fewer than 3 vertices: nothing left). */
  clipPolygon(polygon: ClippedPolygon): ClippedPolygon {
    let { vertices, edgeFlags } = polygon;
    for (let p = 0; p < this.planes.length; p++) {
      const plane = this.planes[p]!;
      const userPlane = p >= this.viewPlanes;
      const distances = vertices.map(plane);
      if (distances.every((d) => d >= 0)) continue;
      const nextVertices: CpuVertex[] = [];
      const nextFlags: boolean[] = [];
      for (let i = 0; i < vertices.length; i++) {
        const j = (i + 1) % vertices.length;
        const di = distances[i]!;
        const dj = distances[j]!;
        if (di >= 0) {
          nextVertices.push(vertices[i]!);
          nextFlags.push(edgeFlags[i]!);
        }
        if (di >= 0 !== dj >= 0) {
          nextVertices.push(lerpVertex(vertices[i]!, vertices[j]!, di / (di - dj)));
          // Leaving: the new edge runs along the plane. Entering: the rest of edge i.
          nextFlags.push(di >= 0 ? userPlane : edgeFlags[i]!);
        }
      }
      vertices = nextVertices;
      edgeFlags = nextFlags;
      if (vertices.length < 3) return { vertices: [], edgeFlags: [] };
    }
    return { vertices, edgeFlags };
  }
}
