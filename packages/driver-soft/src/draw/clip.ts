// Clipping in homogeneous clip space: the frustum planes (x and y always; near and far each unless its
// depth clipping is off, near at z = 0 with clip_halfz) and the enabled user clip planes — distances the
// shader wrote to CLIPDIST, or the set_clip_state planes applied to CLIPVERTEX (else the position).
// Points and lines outside are dropped or cut; polygons are cut plane by plane (Sutherland–Hodgman),
// the new vertices interpolating every output of the two they lie between.
import type { VertexStore } from './vertex-store.js';

/** One plane: distance = dot(coefficients, the vec4 at output register `slot`); inside when ≥ 0. */
interface Plane {
  slot: number;
  a: number;
  b: number;
  c: number;
  d: number;
}

export interface ClipSetup {
  /** Output register of the position. */
  position: number;
  depthClipNear: boolean;
  depthClipFar: boolean;
  halfZ: boolean;
  /** rasterizer clip_plane_enable. */
  planeEnable: number;
  /** set_clip_state planes. */
  ucp: readonly (readonly number[])[];
  /** Output registers of CLIPDIST[0] and CLIPDIST[1], -1 when not written. */
  clipDist: readonly [number, number];
  /** Output register of CLIPVERTEX, -1 when not written. */
  clipVertex: number;
}

export class Clipper {
  private planes: Plane[] = [];
  /**
   * The frustum planes lead the list (x, y, then near and far when on): the outcode computes their
   * distances without multiplying by the 0 and ±1 coefficients, which gives the same signs for finite
   * coordinates (a non-finite one takes the general path, where 0·∞ makes a NaN).
   */
  private frustumNear = -1;
  private frustumFar = -1;
  private frustumHalfZ = false;
  private frustumSlot = 0;
  /** Whether the frustum planes are all the planes (no user clip plane). */
  private frustumOnly = true;
  /** Scratch polygons (vertex slots). */
  private polyA = new Int32Array(32);
  private polyB = new Int32Array(32);

  constructor(private readonly store: VertexStore) {}

  /** Sets the planes of a draw. */
  prepare(setup: ClipSetup): void {
    const p = setup.position;
    const planes: Plane[] = [
      { slot: p, a: 1, b: 0, c: 0, d: 1 },
      { slot: p, a: -1, b: 0, c: 0, d: 1 },
      { slot: p, a: 0, b: 1, c: 0, d: 1 },
      { slot: p, a: 0, b: -1, c: 0, d: 1 },
    ];
    this.frustumSlot = p;
    this.frustumHalfZ = setup.halfZ;
    this.frustumNear = setup.depthClipNear ? planes.length : -1;
    if (setup.depthClipNear)
      planes.push(setup.halfZ ? { slot: p, a: 0, b: 0, c: 1, d: 0 } : { slot: p, a: 0, b: 0, c: 1, d: 1 });
    this.frustumFar = setup.depthClipFar ? planes.length : -1;
    if (setup.depthClipFar) planes.push({ slot: p, a: 0, b: 0, c: -1, d: 1 });
    for (let i = 0; i < 8; i++) {
      if (!((setup.planeEnable >> i) & 1)) continue;
      const dist = setup.clipDist[i >> 2]!;
      if (dist >= 0) {
        const unit = [0, 0, 0, 0];
        unit[i & 3] = 1;
        planes.push({ slot: dist, a: unit[0]!, b: unit[1]!, c: unit[2]!, d: unit[3]! });
      } else {
        const u = setup.ucp[i] ?? [0, 0, 0, 0];
        const slot = setup.clipVertex >= 0 ? setup.clipVertex : p;
        planes.push({ slot, a: u[0]!, b: u[1]!, c: u[2]!, d: u[3]! });
      }
    }
    this.planes = planes;
    this.frustumOnly = planes.length === 4 + (setup.depthClipNear ? 1 : 0) + (setup.depthClipFar ? 1 : 0);
  }

  /**
   * The planes of the draw when they are the frustum's alone (no user clip plane): whether the near and
   * far planes are on, and whether z runs from 0 (clip_halfz); null when a user plane is on.
   */
  frustumPlanes(): { near: boolean; far: boolean; halfZ: boolean } | null {
    if (!this.frustumOnly) return null;
    return { near: this.frustumNear >= 0, far: this.frustumFar >= 0, halfZ: this.frustumHalfZ };
  }

  /** Bit i set when vertex `v` is outside plane i; bit 30 when a distance is not a number. */
  outcode(v: number): number {
    const d = this.store.data;
    const o = this.store.offset(v);
    const at = o + this.frustumSlot * 4;
    const x = d[at]!,
      y = d[at + 1]!,
      z = d[at + 2]!,
      w = d[at + 3]!;
    const sum = x + y + z + w;
    if (sum - sum !== 0) return this.outcodeFrom(o, 0, 0);
    let code = (x + w < 0 ? 1 : 0) | (w - x < 0 ? 2 : 0) | (y + w < 0 ? 4 : 0) | (w - y < 0 ? 8 : 0);
    if (this.frustumNear >= 0 && (this.frustumHalfZ ? z : z + w) < 0) code |= 1 << this.frustumNear;
    if (this.frustumFar >= 0 && w - z < 0) code |= 1 << this.frustumFar;
    if (this.frustumOnly) return code;
    return this.outcodeFrom(o, 4 + (this.frustumNear >= 0 ? 1 : 0) + (this.frustumFar >= 0 ? 1 : 0), code);
  }

  /** The outcode bits of planes `first`.. of the vertex at float `o`, added to `code`. */
  private outcodeFrom(o: number, first: number, code: number): number {
    const d = this.store.data;
    for (let i = first; i < this.planes.length; i++) {
      const q = this.planes[i]!;
      const at = o + q.slot * 4;
      const dist = q.a * d[at]! + q.b * d[at + 1]! + q.c * d[at + 2]! + q.d * d[at + 3]!;
      if (dist < 0) code |= 1 << i;
      else if (!(dist >= 0)) code |= 1 << 30;
    }
    return code;
  }

  /**
   * Clips the polygon `vertices` (slots) against the planes in `codes` (the OR of its vertices'
   * outcodes) and returns the slots of the clipped polygon in `out` (its length is returned; 0 when
   * nothing is left).
   */
  clipPolygon(vertices: readonly number[], codes: number, out: number[]): number {
    if (codes & (1 << 30)) return 0;
    let src = this.polyA;
    let dst = this.polyB;
    let n = vertices.length;
    for (let i = 0; i < n; i++) src[i] = vertices[i]!;
    for (let p = 0; p < this.planes.length && n > 0; p++) {
      if (!((codes >> p) & 1)) continue;
      if (dst.length < n * 2) dst = new Int32Array(n * 2);
      let m = 0;
      for (let i = 0; i < n; i++) {
        const a = src[i]!;
        const b = src[(i + 1) % n]!;
        const da = this.distance(a, p);
        const db = this.distance(b, p);
        if (da >= 0) dst[m++] = a;
        if (da >= 0 !== db >= 0)
          dst[m++] = da >= 0 ? this.lerp(a, b, da / (da - db)) : this.lerp(b, a, db / (db - da));
      }
      [src, dst] = [dst, src];
      n = m;
    }
    this.polyA = src;
    this.polyB = dst;
    out.length = 0;
    for (let i = 0; i < n; i++) out.push(src[i]!);
    return n;
  }

  /** Clips the segment a–b; returns its two ends (new slots where cut) or null when it is outside. */
  clipLine(a: number, b: number, codes: number): [number, number] | null {
    if (codes & (1 << 30)) return null;
    let t0 = 0;
    let t1 = 1;
    for (let p = 0; p < this.planes.length; p++) {
      if (!((codes >> p) & 1)) continue;
      const da = this.distance(a, p);
      const db = this.distance(b, p);
      if (da < 0 && db < 0) return null;
      const t = da / (da - db);
      if (da < 0) t0 = Math.max(t0, t);
      else if (db < 0) t1 = Math.min(t1, t);
    }
    if (t0 > t1) return null;
    const start = t0 > 0 ? this.lerp(a, b, t0) : a;
    const end = t1 < 1 ? this.lerp(a, b, t1) : b;
    return [start, end];
  }

  private distance(v: number, p: number): number {
    const q = this.planes[p]!;
    const d = this.store.data;
    const at = this.store.offset(v) + q.slot * 4;
    return q.a * d[at]! + q.b * d[at + 1]! + q.c * d[at + 2]! + q.d * d[at + 3]!;
  }

  /** A new vertex a + t (b − a), every output interpolated. */
  private lerp(a: number, b: number, t: number): number {
    const v = this.store.alloc(1);
    const d = this.store.data;
    const oa = this.store.offset(a);
    const ob = this.store.offset(b);
    const ov = this.store.offset(v);
    const n = this.store.outputs * 4;
    for (let i = 0; i < n; i++) d[ov + i] = d[oa + i]! + t * (d[ob + i]! - d[oa + i]!);
    return v;
  }
}
