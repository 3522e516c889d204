// The tessellation of one polygon, independent of callbacks: project the contours to the plane of the
// normal, build the arrangement, sweep it for winding numbers and monotone diagonals, then either walk
// the boundary contours (boundary-only mode) or triangulate every inside face.
import { buildArrangement, type CombineVertex, type TessVertex } from './arrangement.js';
import { type FaceLoop, type HalfEdge, traceFaces } from './faces.js';
import { triangulateMonotone } from './monotone.js';
import { polygonNormal, projector, type Vec3 } from './plane.js';
import { sweep } from './sweep.js';
import { isInside } from './winding.js';

/** A vertex as gluTessVertex received it. */
export interface InputVertex {
  coords: Vec3;
  data: unknown;
}

export interface TessellateOptions {
  windingRule: number;
  boundaryOnly: boolean;
  /** gluTessNormal's normal; (0, 0, 0) to compute one. */
  normal: Vec3;
  combine: CombineVertex;
}

/** A triangle: its three vertices counter-clockwise about the normal, and whether each edge i → i+1 is boundary. */
export interface OutputTriangle {
  vertices: [unknown, unknown, unknown];
  boundary: [boolean, boolean, boolean];
}

export type TessellateResult =
  | { kind: 'triangles'; triangles: OutputTriangle[] }
  | { kind: 'contours'; contours: unknown[][] }
  | { kind: 'needCombine' };

/** Tessellates `contours` (each closed back to its first vertex). */
export function tessellate(
  contours: readonly (readonly InputVertex[])[],
  options: TessellateOptions,
): TessellateResult {
  const normal = polygonNormal(
    options.normal,
    contours.map((c) => c.map((v) => v.coords)),
  );
  const project = projector(normal);
  const projected: TessVertex[][] = contours.map((contour) =>
    contour.map((v) => {
      const [s, t] = project(v.coords);
      return { s, t, coords: v.coords, data: v.data };
    }),
  );
  const arrangement = buildArrangement(projected, options.combine);
  if (arrangement === null) return { kind: 'needCombine' };
  const { vertices, edges } = arrangement;
  const inside = (w: number) => isInside(options.windingRule, w);
  const { windingAbove, diagonals } = sweep(vertices, edges, inside);

  const halfEdges: HalfEdge[] = [];
  edges.forEach((e, i) => {
    const insideAbove = inside(windingAbove[i]!);
    const insideBelow = inside(windingAbove[i]! - e.weight);
    if (insideAbove && !insideBelow) halfEdges.push({ from: e.lo, to: e.hi, boundary: true });
    else if (insideBelow && !insideAbove) halfEdges.push({ from: e.hi, to: e.lo, boundary: true });
    else if (insideAbove && !options.boundaryOnly) {
      halfEdges.push({ from: e.lo, to: e.hi, boundary: false }, { from: e.hi, to: e.lo, boundary: false });
    }
  });
  if (options.boundaryOnly) {
    const loops = traceFaces(vertices, halfEdges);
    return { kind: 'contours', contours: loops.map((loop) => loop.vertices.map((v) => vertices[v]!.data)) };
  }
  for (const [a, b] of diagonals) {
    halfEdges.push({ from: a, to: b, boundary: false }, { from: b, to: a, boundary: false });
  }
  const triangles: OutputTriangle[] = [];
  for (const face of traceFaces(vertices, halfEdges))
    for (const tri of faceTriangles(face, vertices)) triangles.push(tri);
  return { kind: 'triangles', triangles };
}

/** The triangles of one monotone face, with the boundary flags of the face's own edges. */
function faceTriangles(face: FaceLoop, vertices: readonly TessVertex[]): OutputTriangle[] {
  const n = face.vertices.length;
  const points = face.vertices.map((v) => vertices[v]!);
  const isBoundary = (i: number, j: number) =>
    (j === (i + 1) % n && face.boundary[i]!) || (i === (j + 1) % n && face.boundary[j]!);
  return triangulateMonotone(points).map(([a, b, c]) => ({
    vertices: [points[a]!.data, points[b]!.data, points[c]!.data],
    boundary: [isBoundary(a, b), isBoundary(b, c), isBoundary(c, a)],
  }));
}
