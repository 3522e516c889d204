// Triangle setup: snaps the window-space vertices to 8 sub-pixel bits, builds the three half-space edge
// functions over pixel coordinates with the top-left rule (or bottom-left with bottom_edge_rule) folded
// in, the pixel bounds, and the plane equations of depth (with polygon offset), 1/w and every fragment
// input — then hands the record to the scene for binning.
import type { VertexStore } from '../draw/vertex-store.js';
import type { FragmentState } from '../fragment/fragment-state.js';
import { InputSource, Interp } from '../fragment/linkage.js';
import { PrimKind, Rec, recordSize } from './record.js';
import { roundHalfUp } from './round.js';
import type { Scene } from './scene.js';

/** Sub-pixel precision: 8 bits, as llvmpipe. */
export const SUBPIXEL = 256;

/** Where a primitive may write: its layer and the pixel rectangle of scissor ∩ framebuffer. */
export interface PrimitiveTarget {
  layer: number;
  minX: number;
  minY: number;
  /** Exclusive. */
  maxX: number;
  maxY: number;
  /** The depth range of the viewport (depth_clamp). */
  zmin: number;
  zmax: number;
}

/** Writes the fields every record starts with. */
export function writeHeader(
  rec: Float64Array,
  r: number,
  kind: number,
  stateIndex: number,
  front: boolean,
  primitiveId: number,
  target: PrimitiveTarget,
): void {
  rec[r + Rec.KIND] = kind;
  rec[r + Rec.STATE] = stateIndex;
  rec[r + Rec.FRONT] = front ? 1 : 0;
  rec[r + Rec.PRIM_ID] = primitiveId;
  rec[r + Rec.LAYER] = target.layer;
  rec[r + Rec.ZMIN] = target.zmin;
  rec[r + Rec.ZMAX] = target.zmax;
}

/**
 * Edge function (a, b, c) of the snapped edge (xi, yi)–(xj, yj) at `at`: a·x + b·y + c ≥ 0 inside, for
 * pixel coordinates whose sample lies `sample` sub-pixel units in; pixels exactly on an edge the fill
 * rule leaves out get c one lower.
 */
function writeEdge(
  rec: Float64Array,
  at: number,
  xi: number,
  yi: number,
  xj: number,
  yj: number,
  sample: number,
  bottomEdgeRule: boolean,
): void {
  const dx = xj - xi;
  const dy = yj - yi;
  const included = bottomEdgeRule ? dy < 0 || (dy === 0 && dx < 0) : dy < 0 || (dy === 0 && dx > 0);
  rec[at] = -dy * SUBPIXEL;
  rec[at + 1] = dx * SUBPIXEL;
  rec[at + 2] = -dy * sample + dx * sample + dy * xi - dx * yi - (included ? 0 : 1);
}

/**
 * Plane (A, B, C) at `at` through the values a0, a1, a2 at the triangle's vertices: (x0, y0) is the
 * first vertex, (dx1, dy1) and (dx2, dy2) the others relative to it, det their cross product.
 */
function writePlane(
  rec: Float64Array,
  at: number,
  a0: number,
  a1: number,
  a2: number,
  x0: number,
  y0: number,
  dx1: number,
  dy1: number,
  dx2: number,
  dy2: number,
  det: number,
): void {
  const da1 = a1 - a0;
  const da2 = a2 - a0;
  const a = (da1 * dy2 - da2 * dy1) / det;
  const b = (dx1 * da2 - dx2 * da1) / det;
  rec[at] = a;
  rec[at + 1] = b;
  rec[at + 2] = a0 - a * x0 - b * y0;
}

/** What triangle setup needs from the rasterizer state. */
export interface TriangleRules {
  halfPixelCenter: boolean;
  bottomEdgeRule: boolean;
}

/**
 * Sets up triangle (v0, v1, v2) of `store` (window coordinates filled in) whose flat inputs come from
 * vertex `provoking`, adds `depthOffset` to its depth, and bins it. Degenerate and empty triangles are
 * dropped. Returns whether the triangle was kept.
 */
export function setupTriangle(
  scene: Scene,
  stateIndex: number,
  state: FragmentState,
  store: VertexStore,
  v0: number,
  v1: number,
  v2: number,
  provoking: number,
  front: boolean,
  primitiveId: number,
  target: PrimitiveTarget,
  rules: TriangleRules,
  depthOffset: number,
  /** TRIANGLE for polygons, WIDE for the triangles of wide lines and points. */
  kind: number = PrimKind.TRIANGLE,
): boolean {
  const d = store.data;
  const o0 = store.offset(v0) + store.windowOffset;
  const o1 = store.offset(v1) + store.windowOffset;
  const o2 = store.offset(v2) + store.windowOffset;
  const x0 = d[o0]!,
    y0 = d[o0 + 1]!,
    x1 = d[o1]!,
    y1 = d[o1 + 1]!,
    x2 = d[o2]!,
    y2 = d[o2 + 1]!;
  const X0 = roundHalfUp(x0 * SUBPIXEL),
    Y0 = roundHalfUp(y0 * SUBPIXEL);
  let X1 = roundHalfUp(x1 * SUBPIXEL),
    Y1 = roundHalfUp(y1 * SUBPIXEL);
  let X2 = roundHalfUp(x2 * SUBPIXEL),
    Y2 = roundHalfUp(y2 * SUBPIXEL);
  const area = (X1 - X0) * (Y2 - Y0) - (X2 - X0) * (Y1 - Y0);
  if (area === 0 || !Number.isFinite(area)) return false;
  if (area < 0) {
    // Swapped through locals: a destructuring swap makes two arrays unless V8 elides them.
    const X = X1,
      Y = Y1;
    X1 = X2;
    Y1 = Y2;
    X2 = X;
    Y2 = Y;
  }
  // Pixel bounds: every pixel whose sample may lie inside, clipped to the target.
  const so = rules.halfPixelCenter ? 0.5 : 0;
  const minX = Math.max(target.minX, Math.floor(Math.min(X0, X1, X2) / SUBPIXEL - so));
  const minY = Math.max(target.minY, Math.floor(Math.min(Y0, Y1, Y2) / SUBPIXEL - so));
  const maxX = Math.min(target.maxX - 1, Math.ceil(Math.max(X0, X1, X2) / SUBPIXEL - so));
  const maxY = Math.min(target.maxY - 1, Math.ceil(Math.max(Y0, Y1, Y2) / SUBPIXEL - so));
  if (minX > maxX || minY > maxY) return false;

  const r = scene.allocRecord(recordSize(state.inputRegisters));
  const rec = scene.records.data;
  writeHeader(rec, r, kind, stateIndex, front, primitiveId, target);
  rec[r + Rec.MIN_X] = minX;
  rec[r + Rec.MIN_Y] = minY;
  rec[r + Rec.MAX_X] = maxX;
  rec[r + Rec.MAX_Y] = maxY;
  const sample = so * SUBPIXEL;
  const bottom = rules.bottomEdgeRule;
  writeEdge(rec, r + Rec.EDGES, X0, Y0, X1, Y1, sample, bottom);
  writeEdge(rec, r + Rec.EDGES + 3, X1, Y1, X2, Y2, sample, bottom);
  writeEdge(rec, r + Rec.EDGES + 6, X2, Y2, X0, Y0, sample, bottom);

  // Plane equations over the (unsnapped) window positions.
  const dx1 = x1 - x0,
    dy1 = y1 - y0,
    dx2 = x2 - x0,
    dy2 = y2 - y0;
  const det = dx1 * dy2 - dx2 * dy1;
  // Depth (window z) and 1/w (window w) from one call of writePlane, as the inputs below: V8 then
  // inlines both calls, where four (one per case) left one a real call boxing its ten fractional arguments.
  for (let k = 2; k < 4; k++)
    writePlane(
      rec,
      r + Rec.Z + (k - 2) * 3,
      d[o0 + k]!,
      d[o1 + k]!,
      d[o2 + k]!,
      x0,
      y0,
      dx1,
      dy1,
      dx2,
      dy2,
      det,
    );
  rec[r + Rec.Z + 2] += depthOffset === 0 ? 0 : depthOffset;
  const w0 = d[o0 + 3]!,
    w1 = d[o1 + 3]!,
    w2 = d[o2 + 3]!;
  const b0 = store.offset(v0),
    b1 = store.offset(v1),
    b2 = store.offset(v2),
    bp = store.offset(provoking);
  const links = state.links;
  for (let l = 0; l < links.length; l++) {
    const link = links[l]!;
    if (link.source !== InputSource.ATTRIBUTE && link.source !== InputSource.DEFAULT) continue;
    const at = r + Rec.ATTRIBS + link.register * 12;
    const slot = (front ? link.slot : link.backSlot) * 4;
    for (let c = 0; c < 4; c++) {
      const p = at + c * 3;
      if (link.source === InputSource.DEFAULT || slot < 0) {
        rec[p] = 0;
        rec[p + 1] = 0;
        rec[p + 2] = c === 3 ? 1 : 0;
      } else if (link.interp === Interp.FLAT) {
        rec[p] = 0;
        rec[p + 1] = 0;
        rec[p + 2] = d[bp + slot + c]!;
      } else {
        // Perspective-correct inputs interpolate value/w; linear ones the value (times 1: the same bits).
        const perspective = link.interp !== Interp.LINEAR;
        const a0 = d[b0 + slot + c]! * (perspective ? w0 : 1),
          a1 = d[b1 + slot + c]! * (perspective ? w1 : 1),
          a2 = d[b2 + slot + c]! * (perspective ? w2 : 1);
        writePlane(rec, p, a0, a1, a2, x0, y0, dx1, dy1, dx2, dy2, det);
      }
    }
  }
  scene.binTriangle(r, minX, minY, maxX, maxY);
  return true;
}
