// Setup of one-pixel-wide lines, smooth lines and points: lines find their pixels by GL's diamond-exit
// rule with Mesa's tie-breaking (line-pixels.ts), thinned by the line stipple, with inputs
// interpolated along the segment; smooth lines and points cover the pixels near them with a coverage
// value; points cover the pixels whose centres lie in their square (top-left rule), with constant inputs
// and point sprite coordinates where enabled. Wide aliased lines are made of triangles by the draw module
// before they get here.
import type { VertexStore } from '../draw/vertex-store.js';
import type { FragmentState } from '../fragment/fragment-state.js';
import { InputSource, Interp } from '../fragment/linkage.js';
import { diamondExitPixels } from './line-pixels.js';
import { PrimKind, Rec, recordSize } from './record.js';
import type { Scene } from './scene.js';
import { type PrimitiveTarget, type TriangleRules, writeHeader } from './triangle-setup.js';

/** Line stipple as the draw module keeps it: GL's factor and 16-bit pattern and the running counter. */
export interface LineStipple {
  factor: number;
  pattern: number;
  /** Fragments counted since the last reset. */
  counter: number;
}

/** Whether the next stipple fragment is drawn; advances the counter. */
export function stippleNext(s: LineStipple): boolean {
  const bit = Math.floor(s.counter / s.factor) & 15;
  s.counter++;
  return ((s.pattern >> bit) & 1) === 1;
}

/** Allocates a line or point record and writes its header. */
function header(
  scene: Scene,
  state: FragmentState,
  stateIndex: number,
  kind: number,
  primitiveId: number,
  target: PrimitiveTarget,
  front: boolean,
): number {
  const r = scene.allocRecord(recordSize(state.inputRegisters));
  // The facing FACE reads: the polygon's for its edges and vertices in unfilled modes.
  writeHeader(scene.records.data, r, kind, stateIndex, front, primitiveId, target);
  return r;
}

/**
 * Sets up the one-pixel line from vertex `v0` to `v1` (window coordinates filled in) with flat inputs
 * from `provoking`; depthOffset is added to its depth. With `stipple`, each pixel in order takes the
 * next bit of the pattern and only pixels whose bit is set are kept.
 */
export function setupLine(
  scene: Scene,
  stateIndex: number,
  state: FragmentState,
  store: VertexStore,
  v0: number,
  v1: number,
  provoking: number,
  primitiveId: number,
  target: PrimitiveTarget,
  depthOffset: number,
  lastPixel: boolean,
  rules: TriangleRules,
  stipple: LineStipple | null,
  front = true,
): void {
  const d = store.data;
  const o0 = store.offset(v0) + store.windowOffset;
  const o1 = store.offset(v1) + store.windowOffset;
  const px = scene.linePixels;
  const first = px.length / 2;
  diamondExitPixels(d[o0]!, d[o0 + 1]!, d[o1]!, d[o1 + 1]!, lastPixel, rules, target, (x, y) => {
    if (stipple !== null && !stippleNext(stipple)) return;
    px.push(x);
    px.push(y);
  });
  const count = px.length / 2 - first;
  if (count === 0) return;
  const r = header(scene, state, stateIndex, PrimKind.LINE, primitiveId, target, front);
  const rec = scene.records.data;
  rec[r + Rec.EDGES] = first;
  rec[r + Rec.EDGES + 1] = count;
  linePlanes(rec, r, state, store, v0, v1, provoking, depthOffset, front);
  scene.binLine(r, first, count);
}

/**
 * Sets up the smooth (antialiased) line v0–v1 of `width`: the pixels of its rectangle widened by half a
 * pixel all round, each with the share it covers (smoothCoverage in scene.ts) multiplied into alpha.
 */
export function setupSmoothLine(
  scene: Scene,
  stateIndex: number,
  state: FragmentState,
  store: VertexStore,
  v0: number,
  v1: number,
  provoking: number,
  primitiveId: number,
  target: PrimitiveTarget,
  depthOffset: number,
  width: number,
  front = true,
): void {
  const d = store.data;
  const o0 = store.offset(v0) + store.windowOffset;
  const o1 = store.offset(v1) + store.windowOffset;
  const x0 = d[o0]!,
    y0 = d[o0 + 1]!,
    x1 = d[o1]!,
    y1 = d[o1 + 1]!;
  const length = Math.hypot(x1 - x0, y1 - y0);
  if (!(length > 0)) return;
  const reach = Math.max(width, 1) / 2 + 0.5;
  const minX = Math.max(target.minX, Math.floor(Math.min(x0, x1) - reach));
  const minY = Math.max(target.minY, Math.floor(Math.min(y0, y1) - reach));
  const maxX = Math.min(target.maxX - 1, Math.ceil(Math.max(x0, x1) + reach));
  const maxY = Math.min(target.maxY - 1, Math.ceil(Math.max(y0, y1) + reach));
  if (minX > maxX || minY > maxY) return;
  const r = header(scene, state, stateIndex, PrimKind.SMOOTH_LINE, primitiveId, target, front);
  const rec = scene.records.data;
  rec[r + Rec.MIN_X] = minX;
  rec[r + Rec.MIN_Y] = minY;
  rec[r + Rec.MAX_X] = maxX;
  rec[r + Rec.MAX_Y] = maxY;
  const e = r + Rec.EDGES;
  rec[e] = (x0 + x1) / 2;
  rec[e + 1] = (y0 + y1) / 2;
  rec[e + 2] = (x1 - x0) / length;
  rec[e + 3] = (y1 - y0) / length;
  rec[e + 4] = length / 2;
  rec[e + 5] = Math.max(width, 1) / 2;
  linePlanes(rec, r, state, store, v0, v1, provoking, depthOffset, front);
  scene.binRectangle(r, minX, minY, maxX, maxY);
}

/**
 * The planes of depth, 1/w and the inputs of a line: each varies along the segment as
 * value(p) = v0 + t (v1 − v0), t = (p − p0)·(p1 − p0) / |p1 − p0|², flat inputs from `provoking`.
 */
function linePlanes(
  rec: Float64Array,
  r: number,
  state: FragmentState,
  store: VertexStore,
  v0: number,
  v1: number,
  provoking: number,
  depthOffset: number,
  front: boolean,
): void {
  const d = store.data;
  const o0 = store.offset(v0) + store.windowOffset;
  const o1 = store.offset(v1) + store.windowOffset;
  const x0 = d[o0]!,
    y0 = d[o0 + 1]!;
  const dx = d[o1]! - x0,
    dy = d[o1 + 1]! - y0;
  const len2 = dx * dx + dy * dy || 1;
  const plane = (at: number, a0: number, a1: number) => {
    const a = ((a1 - a0) * dx) / len2;
    const b = ((a1 - a0) * dy) / len2;
    rec[at] = a;
    rec[at + 1] = b;
    rec[at + 2] = a0 - a * x0 - b * y0;
  };
  plane(r + Rec.Z, d[o0 + 2]!, d[o1 + 2]!);
  rec[r + Rec.Z + 2] += depthOffset;
  const w0 = d[o0 + 3]!,
    w1 = d[o1 + 3]!;
  plane(r + Rec.W, w0, w1);
  fillInputs(rec, r, state, store, provoking, front, (at, slot, c, interp) => {
    const a0 = d[store.offset(v0) + slot + c]!,
      a1 = d[store.offset(v1) + slot + c]!;
    if (interp === Interp.LINEAR) plane(at, a0, a1);
    else plane(at, a0 * w0, a1 * w1);
  });
}

/** How a point is rasterized. */
export const PointMode = {
  /** A size × size square at the exact position: pixels whose samples lie inside (sprites). */
  QUAD: 0,
  /**
   * GL's aliased points (point_quad_rasterization off): the size rounded to an integer n ≥ 1 and the
   * square of n × n pixels centred on the pixel centre nearest the point (odd n) or the pixel corner
   * nearest it (even n).
   */
  LEGACY: 1,
  /** A disc of diameter `size`, each pixel with the share it covers in alpha. */
  SMOOTH: 2,
} as const;

/**
 * Sets up the point of vertex `v` with `size` (pixels) as `mode` says, with constant inputs and sprite
 * coordinates (s left to right, t from `topT` at the top) for the inputs linked to them. A point drawn
 * for a back-facing polygon (`front` false) reads the back colours, as lines do.
 */
export function setupPoint(
  scene: Scene,
  stateIndex: number,
  state: FragmentState,
  store: VertexStore,
  v: number,
  size: number,
  primitiveId: number,
  target: PrimitiveTarget,
  rules: TriangleRules,
  depthOffset: number,
  topT: number,
  mode: number,
  front = true,
): void {
  const d = store.data;
  const o = store.offset(v) + store.windowOffset;
  let x = d[o]!,
    y = d[o + 1]!;
  const so = rules.halfPixelCenter ? 0.5 : 0;
  if (mode === PointMode.LEGACY) {
    size = Math.max(1, Math.round(size));
    // Odd sizes centre on the pixel holding the point, even sizes on the pixel corner nearest it.
    const snap = (c: number) =>
      size % 2 === 1 ? Math.floor(c - so + 0.5) + so : Math.floor(c + so) + 0.5 - so;
    x = snap(x);
    y = snap(y);
  }
  const half = size / 2;
  let minX: number, minY: number, maxX: number, maxY: number;
  if (mode === PointMode.SMOOTH) {
    const reach = half + 0.5;
    minX = Math.max(target.minX, Math.floor(x - reach - so));
    minY = Math.max(target.minY, Math.floor(y - reach - so));
    maxX = Math.min(target.maxX - 1, Math.ceil(x + reach - so));
    maxY = Math.min(target.maxY - 1, Math.ceil(y + reach - so));
  } else {
    // Left and top edges inclusive (bottom with bottom_edge_rule), right exclusive.
    minX = Math.max(target.minX, Math.ceil(x - half - so));
    maxX = Math.min(target.maxX - 1, Math.ceil(x + half - so) - 1);
    minY = Math.max(
      target.minY,
      rules.bottomEdgeRule ? Math.floor(y - half - so) + 1 : Math.ceil(y - half - so),
    );
    maxY = Math.min(
      target.maxY - 1,
      rules.bottomEdgeRule ? Math.floor(y + half - so) : Math.ceil(y + half - so) - 1,
    );
  }
  if (minX > maxX || minY > maxY) return;
  const kind = mode === PointMode.SMOOTH ? PrimKind.SMOOTH_POINT : PrimKind.POINT;
  const r = header(scene, state, stateIndex, kind, primitiveId, target, front);
  const rec = scene.records.data;
  rec[r + Rec.MIN_X] = minX;
  rec[r + Rec.MIN_Y] = minY;
  rec[r + Rec.MAX_X] = maxX;
  rec[r + Rec.MAX_Y] = maxY;
  rec[r + Rec.EDGES] = x;
  rec[r + Rec.EDGES + 1] = y;
  rec[r + Rec.EDGES + 2] = half;
  const constant = (at: number, value: number) => {
    rec[at] = 0;
    rec[at + 1] = 0;
    rec[at + 2] = value;
  };
  constant(r + Rec.Z, d[o + 2]! + depthOffset);
  const w = d[o + 3]!;
  constant(r + Rec.W, w);
  fillInputs(rec, r, state, store, v, front, (at, slot, c, interp) => {
    const value = d[store.offset(v) + slot + c]!;
    constant(at, interp === Interp.LINEAR ? value : value * w);
  });
  // Sprite coordinates: s = (sample x − left) / size, t likewise from the top (or 1 − that).
  const scale = (interp: number) => (interp === Interp.PERSPECTIVE ? w : 1);
  for (const link of state.links) {
    if (!link.sprite) continue;
    const at = r + Rec.ATTRIBS + link.register * 12;
    const k = scale(link.interp);
    const left = x - half;
    const top = y - half;
    rec[at] = k / size;
    rec[at + 1] = 0;
    rec[at + 2] = (-left / size) * k;
    const sign = topT === 0 ? 1 : -1;
    rec[at + 3] = 0;
    rec[at + 4] = (sign * k) / size;
    rec[at + 5] = (topT - (sign * top) / size) * k;
    rec[at + 6] = 0;
    rec[at + 7] = 0;
    rec[at + 8] = 0;
    rec[at + 9] = 0;
    rec[at + 10] = 0;
    rec[at + 11] = k;
  }
  scene.binRectangle(r, minX, minY, maxX, maxY);
}

/**
 * Writes the planes of every attribute input of a line or point: `plane(at, slot, channel, interp)` for
 * interpolated ones, constants from `provoking` for flat ones, (0, 0, 0, 1) for unlinked ones. Lines and
 * points of back-facing polygons (polygon modes LINE and POINT) read the back colours (`front` false).
 */
function fillInputs(
  rec: Float64Array,
  r: number,
  state: FragmentState,
  store: VertexStore,
  provoking: number,
  front: boolean,
  plane: (at: number, slot: number, channel: number, interp: number) => void,
): void {
  const d = store.data;
  for (const link of state.links) {
    if (link.source !== InputSource.ATTRIBUTE && link.source !== InputSource.DEFAULT) continue;
    const at = r + Rec.ATTRIBS + link.register * 12;
    const slot = front ? link.slot : link.backSlot;
    for (let c = 0; c < 4; c++) {
      const p = at + c * 3;
      if (link.source === InputSource.DEFAULT || slot < 0) {
        rec[p] = 0;
        rec[p + 1] = 0;
        rec[p + 2] = c === 3 ? 1 : 0;
      } else if (link.interp === Interp.FLAT) {
        rec[p] = 0;
        rec[p + 1] = 0;
        rec[p + 2] = d[store.offset(provoking) + slot * 4 + c]!;
      } else plane(p, slot * 4, c, link.interp);
    }
  }
}
