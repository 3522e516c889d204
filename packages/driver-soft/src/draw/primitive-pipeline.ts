// The stages every assembled primitive goes through, in Mesa's draw-module order: clipping, the
// viewport transform, facing and culling, unfilled polygon modes (edges as lines, vertices as points,
// honouring edge flags), polygon offset, wide lines as quads, point sizes, and finally setup into the
// scene. Per-vertex window coordinates are computed once per vertex, for the viewport of the draw.
import {
  PipeFace,
  PipePolygonMode,
  type PipeRasterizerState,
  type PipeScissorState,
  type PipeViewportState,
} from '@gallium-ts/gallium-api';
import type { FragmentState } from '../fragment/fragment-state.js';
import { spriteTopT } from '../fragment/linkage.js';
import { setupLine, setupPoint } from '../raster/line-point-setup.js';
import type { Scene } from '../raster/scene.js';
import { type PrimitiveTarget, setupTriangle, type TriangleRules } from '../raster/triangle-setup.js';
import type { PrimitiveSink } from './assemble.js';
import type { Clipper } from './clip.js';
import type { VertexStore } from './vertex-store.js';

/** What the stages need to know about one draw. */
export interface PrimitiveSetup {
  raster: PipeRasterizerState;
  viewport: PipeViewportState;
  scissor: PipeScissorState;
  framebufferWidth: number;
  framebufferHeight: number;
  framebufferLayers: number;
  stateIndex: number;
  state: FragmentState;
  /** Output registers: PSIZE, LAYER, EDGEFLAG (−1 when not written). */
  pointSize: number;
  layer: number;
  edgeFlag: number;
  /** Minimum resolvable depth difference of the depth buffer. */
  mrd: number;
  maxPointSize: number;
}

/** Polygon offset of a triangle whose depth plane has slopes (dzdx, dzdy). */
function polygonOffset(raster: PipeRasterizerState, mrd: number, dzdx: number, dzdy: number): number {
  let dz =
    raster.offsetUnits * (raster.offsetUnitsUnscaled ? 1 : 2 * mrd) +
    raster.offsetScale * Math.max(Math.abs(dzdx), Math.abs(dzdy));
  const clamp = raster.offsetClamp;
  if (clamp > 0 && dz > clamp) dz = clamp;
  if (clamp < 0 && dz < clamp) dz = clamp;
  return dz;
}

export class PrimitivePipeline implements PrimitiveSink {
  private setup!: PrimitiveSetup;
  private target: PrimitiveTarget = { layer: 0, minX: 0, minY: 0, maxX: 0, maxY: 0 };
  private rules: TriangleRules = { halfPixelCenter: true, bottomEdgeRule: false };
  private readonly polygon: number[] = [];

  constructor(
    private readonly store: VertexStore,
    private readonly clipper: Clipper,
    private readonly scene: Scene,
  ) {}

  /** Starts a draw: computes the window coordinates of vertices first..store.count-1. */
  begin(setup: PrimitiveSetup, position: number, first: number): void {
    this.setup = setup;
    const r = setup.raster;
    this.rules = { halfPixelCenter: r.halfPixelCenter, bottomEdgeRule: r.bottomEdgeRule };
    const s = setup.scissor;
    this.target = {
      layer: 0,
      minX: r.scissor ? s.minx : 0,
      minY: r.scissor ? s.miny : 0,
      maxX: r.scissor ? Math.min(s.maxx, setup.framebufferWidth) : setup.framebufferWidth,
      maxY: r.scissor ? Math.min(s.maxy, setup.framebufferHeight) : setup.framebufferHeight,
    };
    this.position = position;
    this.project(first, this.store.count);
  }

  private position = 0;

  /** Window coordinates (x, y, z, 1/w) of vertices [from, to). */
  private project(from: number, to: number): void {
    const { scale, translate } = this.setup.viewport;
    const d = this.store.data;
    const stride = this.store.stride;
    const win = this.store.windowOffset;
    for (let v = from; v < to; v++) {
      const o = v * stride;
      const p = o + this.position * 4;
      const iw = 1 / d[p + 3]!;
      d[o + win] = d[p]! * iw * scale[0] + translate[0];
      d[o + win + 1] = d[p + 1]! * iw * scale[1] + translate[1];
      d[o + win + 2] = d[p + 2]! * iw * scale[2] + translate[2];
      d[o + win + 3] = iw;
    }
  }

  /** Chooses the layer from the provoking vertex; false when it is outside the framebuffer. */
  private layerOf(provoking: number): boolean {
    const reg = this.setup.layer;
    if (reg < 0) return true;
    const bits = this.store.ints[this.store.offset(provoking) + reg * 4]!;
    if (bits < 0 || bits >= this.setup.framebufferLayers) return false;
    this.target.layer = bits;
    return true;
  }

  point(v: number, primitiveId: number): void {
    if (this.clipper.outcode(v) !== 0) return;
    if (!this.layerOf(v)) return;
    this.drawPointAt(v, primitiveId, 0);
  }

  line(v0: number, v1: number, provoking: number, primitiveId: number): void {
    const codes = this.clipper.outcode(v0) | this.clipper.outcode(v1);
    if (!this.layerOf(provoking)) return;
    let a = v0;
    let b = v1;
    if (codes !== 0) {
      const before = this.store.count;
      const clipped = this.clipper.clipLine(v0, v1, codes);
      if (!clipped) return;
      [a, b] = clipped;
      this.project(before, this.store.count);
    }
    this.drawLine(a, b, provoking, primitiveId, 0);
  }

  triangle(v0: number, v1: number, v2: number, provoking: number, edges: number, primitiveId: number): void {
    const clipper = this.clipper;
    const c0 = clipper.outcode(v0),
      c1 = clipper.outcode(v1),
      c2 = clipper.outcode(v2);
    if (c0 & c1 & c2) return;
    if (!this.layerOf(provoking)) return;
    const edgeFlags = this.edgeFlags(v0, v1, v2, edges);
    if ((c0 | c1 | c2) === 0) {
      this.drawTriangle(v0, v1, v2, provoking, edgeFlags, primitiveId);
      return;
    }
    const before = this.store.count;
    const n = clipper.clipPolygon([v0, v1, v2], c0 | c1 | c2, this.polygon);
    if (n < 3) return;
    this.project(before, this.store.count);
    const poly = [...this.polygon];
    for (let i = 1; i + 1 < n; i++) {
      // Unfilled modes outline the clipped polygon (its fan diagonals hidden), unless every edge was hidden.
      const flags = (i === 1 ? 1 : 0) | 2 | (i + 2 === n ? 4 : 0);
      this.drawTriangle(
        poly[0]!,
        poly[i]!,
        poly[i + 1]!,
        provoking,
        edgeFlags === 0 ? 0 : flags,
        primitiveId,
      );
    }
  }

  /** Edge flags combined with the EDGEFLAG output of each edge's first vertex. */
  private edgeFlags(v0: number, v1: number, v2: number, edges: number): number {
    const reg = this.setup.edgeFlag;
    if (reg < 0) return edges;
    const d = this.store.data;
    const flag = (v: number) => (d[this.store.offset(v) + reg * 4]! !== 0 ? 1 : 0);
    return edges & (flag(v0) | (flag(v1) << 1) | (flag(v2) << 2));
  }

  private drawTriangle(
    v0: number,
    v1: number,
    v2: number,
    provoking: number,
    edges: number,
    primitiveId: number,
  ): void {
    const s = this.setup;
    const r = s.raster;
    const d = this.store.data;
    const w = this.store.windowOffset;
    const o0 = this.store.offset(v0) + w,
      o1 = this.store.offset(v1) + w,
      o2 = this.store.offset(v2) + w;
    const x0 = d[o0]!,
      y0 = d[o0 + 1]!,
      z0 = d[o0 + 2]!;
    const dx1 = d[o1]! - x0,
      dy1 = d[o1 + 1]! - y0,
      dz1 = d[o1 + 2]! - z0;
    const dx2 = d[o2]! - x0,
      dy2 = d[o2 + 1]! - y0,
      dz2 = d[o2 + 2]! - z0;
    const area = dx1 * dy2 - dx2 * dy1;
    if (area === 0 || !Number.isFinite(area)) return;
    // Counter-clockwise in Gallium's y-down window space is a negative area.
    const front = r.frontCcw ? area < 0 : area > 0;
    if (r.cullFace & (front ? PipeFace.FRONT : PipeFace.BACK)) return;
    const mode = front ? r.fillFront : r.fillBack;
    const dzdx = (dz1 * dy2 - dz2 * dy1) / area;
    const dzdy = (dx1 * dz2 - dx2 * dz1) / area;
    if (mode === PipePolygonMode.FILL) {
      const offset = r.offsetTri ? polygonOffset(r, s.mrd, dzdx, dzdy) : 0;
      setupTriangle(
        this.scene,
        s.stateIndex,
        s.state,
        this.store,
        v0,
        v1,
        v2,
        provoking,
        front,
        primitiveId,
        this.target,
        this.rules,
        offset,
      );
    } else if (mode === PipePolygonMode.LINE) {
      const offset = r.offsetLine ? polygonOffset(r, s.mrd, dzdx, dzdy) : 0;
      if (edges & 1) this.drawLine(v0, v1, provoking, primitiveId, offset);
      if (edges & 2) this.drawLine(v1, v2, provoking, primitiveId, offset);
      if (edges & 4) this.drawLine(v2, v0, provoking, primitiveId, offset);
    } else {
      const offset = r.offsetPoint ? polygonOffset(r, s.mrd, dzdx, dzdy) : 0;
      if (edges & 1) this.drawPointAt(v0, primitiveId, offset);
      if (edges & 2) this.drawPointAt(v1, primitiveId, offset);
      if (edges & 4) this.drawPointAt(v2, primitiveId, offset);
    }
  }

  /** A line of window-space vertices a–b: one pixel wide, or as a quad of the line width. */
  private drawLine(a: number, b: number, provoking: number, primitiveId: number, depthOffset: number): void {
    const s = this.setup;
    const width = s.raster.lineWidth;
    if (width <= 1) {
      setupLine(
        this.scene,
        s.stateIndex,
        s.state,
        this.store,
        a,
        b,
        provoking,
        primitiveId,
        this.target,
        depthOffset,
        s.raster.lineLastPixel,
      );
      return;
    }
    // Wide aliased lines (GL 1.5, 3.4.2): offset by width/2 across the minor axis, as a parallelogram.
    const d = this.store.data;
    const w = this.store.windowOffset;
    const oa = this.store.offset(a) + w,
      ob = this.store.offset(b) + w;
    const xMajor = Math.abs(d[ob]! - d[oa]!) >= Math.abs(d[ob + 1]! - d[oa + 1]!);
    const half = width / 2;
    const copy = (v: number, along: number) => {
      const n = this.store.alloc(1);
      const data = this.store.data;
      const stride = this.store.stride;
      data.copyWithin(n * stride, v * stride, v * stride + stride);
      data[n * stride + w + (xMajor ? 1 : 0)]! += along;
      return n;
    };
    const a0 = copy(a, -half),
      a1 = copy(a, half),
      b0 = copy(b, -half),
      b1 = copy(b, half);
    const rules = this.rules;
    for (const [p, q, r] of [
      [a0, b0, b1],
      [a0, b1, a1],
    ] as const)
      setupTriangle(
        this.scene,
        s.stateIndex,
        s.state,
        this.store,
        p,
        q,
        r,
        provoking,
        true,
        primitiveId,
        this.target,
        rules,
        depthOffset,
      );
  }

  private drawPointAt(v: number, primitiveId: number, depthOffset: number): void {
    const s = this.setup;
    let size = s.raster.pointSize;
    if (s.raster.pointSizePerVertex && s.pointSize >= 0)
      size = this.store.data[this.store.offset(v) + s.pointSize * 4]!;
    size = Math.min(Math.max(size, 1), s.maxPointSize);
    if (!(size > 0)) return;
    setupPoint(
      this.scene,
      s.stateIndex,
      s.state,
      this.store,
      v,
      size,
      primitiveId,
      this.target,
      this.rules,
      depthOffset,
      spriteTopT(s.raster),
    );
  }
}
