// The stages every assembled primitive goes through, in Mesa's draw-module order: the viewport and
// scissor of the primitive (VIEWPORT_INDEX of its provoking vertex) and its layer (LAYER), clipping, the
// viewport transform, facing and culling, unfilled polygon modes (edges as lines, vertices as points,
// honouring edge flags), polygon offset, line stipple (per pixel for thin lines, as "on" pieces for wide
// and smooth ones), wide lines as parallelograms or rectangles, smooth lines, point sizes and modes, and
// finally setup into the scene. Window coordinates are computed once per vertex, or per primitive when
// the shader picks viewports.
import {
  PipeFace,
  PipePolygonMode,
  PipePrim,
  type PipeRasterizerState,
  type PipeScissorState,
  type PipeViewportState,
} from '@gallium-ts/gallium-api';
import type { PrimitiveSink } from '@gallium-ts/gallium-api/util';
import type { FragmentState } from '../fragment/fragment-state.js';
import { spriteTopT } from '../fragment/linkage.js';
import {
  type LineStipple,
  PointMode,
  setupLine,
  setupPoint,
  setupSmoothLine,
  stippleNext,
} from '../raster/line-point-setup.js';
import { PrimKind } from '../raster/record.js';
import type { Scene } from '../raster/scene.js';
import { type PrimitiveTarget, setupTriangle, type TriangleRules } from '../raster/triangle-setup.js';
import type { Clipper } from './clip.js';
import type { VertexStore } from './vertex-store.js';

/** What the stages need to know about one draw. */
export interface PrimitiveSetup {
  raster: PipeRasterizerState;
  /** set_viewport_states / set_scissor_states, slot by slot (PIPE_MAX_VIEWPORTS entries). */
  viewports: readonly PipeViewportState[];
  scissors: readonly PipeScissorState[];
  /** The draw's primitive mode (line stipple restarts at every line of PipePrim.LINES). */
  mode: PipePrim;
  framebufferWidth: number;
  framebufferHeight: number;
  framebufferLayers: number;
  stateIndex: number;
  state: FragmentState;
  /** Output registers: PSIZE, LAYER, VIEWPORT_INDEX, EDGEFLAG (−1 when not written). */
  pointSize: number;
  layer: number;
  viewportIndex: number;
  edgeFlag: number;
  /** Minimum resolvable depth difference of the depth buffer. */
  mrd: number;
  maxPointSize: number;
}

/**
 * Polygon offset of a triangle whose second and third vertices lie (dx1, dy1, dz1) and (dx2, dy2, dz2)
 * from its first in window space, `area` the cross product of their x and y.
 */
function polygonOffset(
  raster: PipeRasterizerState,
  mrd: number,
  dx1: number,
  dy1: number,
  dz1: number,
  dx2: number,
  dy2: number,
  dz2: number,
  area: number,
): number {
  const dzdx = (dz1 * dy2 - dz2 * dy1) / area;
  const dzdy = (dx1 * dz2 - dx2 * dz1) / area;
  let dz =
    raster.offsetUnits * (raster.offsetUnitsUnscaled ? 1 : 2 * mrd) +
    raster.offsetScale * Math.max(Math.abs(dzdx), Math.abs(dzdy));
  const clamp = raster.offsetClamp;
  if (clamp > 0 && dz > clamp) dz = clamp;
  if (clamp < 0 && dz < clamp) dz = clamp;
  return dz;
}

export class PrimitivePipeline implements PrimitiveSink {
  /** The draw's setup (from begin). */
  setup!: PrimitiveSetup;
  /** Where the primitive being set up may write. */
  readonly target: PrimitiveTarget = { layer: 0, minX: 0, minY: 0, maxX: 0, maxY: 0, zmin: 0, zmax: 1 };
  private rules: TriangleRules = { halfPixelCenter: true, bottomEdgeRule: false };
  private readonly polygon: number[] = [];
  private viewport: PipeViewportState | null = null;
  private viewportSlot = -1;
  private position = 0;
  /** Line stipple with its counter (null when off), and the vertex the last stippled line ended at. */
  private stipple: LineStipple | null = null;
  private stippleEnd = -1;
  /** Primitives clipping gave out (pipeline statistics' c_primitives; read by the draw pipeline). */
  clipped = 0;

  constructor(
    private readonly store: VertexStore,
    private readonly clipper: Clipper,
    private readonly scene: Scene,
  ) {}

  /** The output register of the clip-space position. */
  get positionSlot(): number {
    return this.position;
  }

  /** Starts a draw (or an instance): computes the window coordinates of vertices first..store.count-1. */
  begin(setup: PrimitiveSetup, position: number, first: number): void {
    this.setup = setup;
    const r = setup.raster;
    this.rules = { halfPixelCenter: r.halfPixelCenter, bottomEdgeRule: r.bottomEdgeRule };
    this.position = position;
    this.viewportSlot = -1;
    this.useViewport(0);
    this.target.layer = 0;
    this.stipple = r.lineStippleEnable
      ? // line_stipple_factor is GL's repeat factor minus one.
        { factor: r.lineStippleFactor + 1, pattern: r.lineStipplePattern, counter: 0 }
      : null;
    this.stippleEnd = -1;
    this.project(first, this.store.count);
  }

  /** Makes viewport and scissor `slot` current: the target rectangle and depth range follow. */
  private useViewport(slot: number): void {
    if (slot === this.viewportSlot) return;
    const s = this.setup;
    const r = s.raster;
    const vp = s.viewports[slot]!;
    const sc = s.scissors[slot]!;
    const t = this.target;
    t.minX = r.scissor ? Math.max(0, sc.minx) : 0;
    t.minY = r.scissor ? Math.max(0, sc.miny) : 0;
    t.maxX = r.scissor ? Math.min(sc.maxx, s.framebufferWidth) : s.framebufferWidth;
    t.maxY = r.scissor ? Math.min(sc.maxy, s.framebufferHeight) : s.framebufferHeight;
    const near = vp.translate[2] - (r.clipHalfz ? 0 : vp.scale[2]);
    const far = vp.translate[2] + vp.scale[2];
    t.zmin = Math.min(near, far);
    t.zmax = Math.max(near, far);
    this.viewport = vp;
    this.viewportSlot = slot;
  }

  /** Window coordinates (x, y, z, 1/w) of vertices [from, to). */
  private project(from: number, to: number): void {
    const { scale, translate } = this.viewport!;
    // The viewport read once for every vertex of the draw (a vertex's own loads are what is left).
    const sx = scale[0],
      sy = scale[1],
      sz = scale[2],
      tx = translate[0],
      ty = translate[1],
      tz = translate[2];
    const d = this.store.data;
    const stride = this.store.stride;
    const windowOffset = this.store.windowOffset;
    const position = this.position * 4;
    for (let v = from, o = from * stride; v < to; v++, o += stride) {
      const win = o + windowOffset;
      const p = o + position;
      const iw = 1 / d[p + 3]!;
      d[win] = d[p]! * iw * sx + tx;
      d[win + 1] = d[p + 1]! * iw * sy + ty;
      d[win + 2] = d[p + 2]! * iw * sz + tz;
      d[win + 3] = iw;
    }
  }

  private projectVertex(v: number): void {
    this.project(v, v + 1);
  }

  /**
   * Chooses the layer and the viewport of a primitive from its provoking vertex and projects its
   * vertices when the shader picks viewports. A layer past the framebuffer's last is clamped to it (as
   * llvmpipe does); a viewport index outside 0..PIPE_MAX_VIEWPORTS-1 selects viewport 0 (llvmpipe's
   * choice where GL leaves the result undefined).
   */
  private place(provoking: number, a: number, b: number, c: number): void {
    const s = this.setup;
    const ints = this.store.ints;
    const at = this.store.offset(provoking);
    if (s.layer >= 0) this.target.layer = Math.min(ints[at + s.layer * 4]! >>> 0, s.framebufferLayers - 1);
    if (s.viewportIndex < 0) return;
    const slot = ints[at + s.viewportIndex * 4]! >>> 0;
    this.useViewport(slot < s.viewports.length ? slot : 0);
    this.projectVertex(a);
    if (b !== a) this.projectVertex(b);
    if (c !== a && c !== b) this.projectVertex(c);
  }

  point(v: number, primitiveId: number): void {
    if (this.clipper.outcode(v) !== 0) return;
    this.place(v, v, v, v);
    this.clipped++;
    this.drawPointAt(v, primitiveId, 0);
  }

  line(v0: number, v1: number, provoking: number, primitiveId: number): void {
    const codes = this.clipper.outcode(v0) | this.clipper.outcode(v1);
    this.place(provoking, v0, v1, v1);
    // The stipple restarts at every independent line and wherever a strip or loop starts anew.
    if (
      this.setup.mode === PipePrim.LINES ||
      this.setup.mode === PipePrim.LINES_ADJACENCY ||
      v0 !== this.stippleEnd
    )
      this.resetStipple();
    this.stippleEnd = v1;
    let a = v0;
    let b = v1;
    if (codes !== 0) {
      const before = this.store.count;
      const clipped = this.clipper.clipLine(v0, v1, codes);
      if (!clipped) return;
      [a, b] = clipped;
      this.project(before, this.store.count);
    }
    this.clipped++;
    this.drawLine(a, b, provoking, primitiveId, 0);
  }

  private resetStipple(): void {
    if (this.stipple) this.stipple.counter = 0;
  }

  triangle(v0: number, v1: number, v2: number, provoking: number, edges: number, primitiveId: number): void {
    const clipper = this.clipper;
    const c0 = clipper.outcode(v0),
      c1 = clipper.outcode(v1),
      c2 = clipper.outcode(v2);
    if (c0 & c1 & c2) return;
    this.place(provoking, v0, v1, v2);
    const edgeFlags = this.edgeFlags(v0, v1, v2, edges);
    if ((c0 | c1 | c2) === 0) {
      this.clipped++;
      this.drawTriangle(v0, v1, v2, provoking, edgeFlags, primitiveId);
      return;
    }
    const before = this.store.count;
    const n = clipper.clipPolygon([v0, v1, v2], c0 | c1 | c2, this.polygon);
    if (n < 3) return;
    this.clipped += n - 2;
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
    // Polygon offset (the depth slopes) is computed only where it is on.
    const offsetOn =
      mode === PipePolygonMode.FILL
        ? r.offsetTri
        : mode === PipePolygonMode.LINE
          ? r.offsetLine
          : r.offsetPoint;
    const offset = offsetOn ? polygonOffset(r, s.mrd, dx1, dy1, dz1, dx2, dy2, dz2, area) : 0;
    if (mode === PipePolygonMode.FILL) {
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
      // The outline of each polygon starts the stipple afresh.
      this.resetStipple();
      this.stippleEnd = -1;
      // Edges and vertices keep the polygon's facing: a back face's take its back colours.
      if (edges & 1) this.drawLine(v0, v1, provoking, primitiveId, offset, front);
      if (edges & 2) this.drawLine(v1, v2, provoking, primitiveId, offset, front);
      if (edges & 4) this.drawLine(v2, v0, provoking, primitiveId, offset, front);
    } else {
      if (edges & 1) this.drawPointAt(v0, primitiveId, offset, front);
      if (edges & 2) this.drawPointAt(v1, primitiveId, offset, front);
      if (edges & 4) this.drawPointAt(v2, primitiveId, offset, front);
    }
  }

  /**
   * A line of window-space vertices a–b. Thin aliased lines are stippled pixel by pixel; wide and smooth
   * ones are cut into the pieces whose stipple bits are on (one bit per pixel step along the major
   * axis, as the draw module's stipple stage does) and each piece is drawn whole.
   */
  private drawLine(
    a: number,
    b: number,
    provoking: number,
    primitiveId: number,
    depthOffset: number,
    front = true,
  ): void {
    const r = this.setup.raster;
    const stipple = this.stipple;
    if (stipple === null || (r.lineWidth <= 1 && !r.lineSmooth)) {
      this.drawLinePiece(a, b, provoking, primitiveId, depthOffset, front);
      return;
    }
    const d = this.store.data;
    const oa = this.store.offset(a) + this.store.windowOffset,
      ob = this.store.offset(b) + this.store.windowOffset;
    const length = Math.max(Math.abs(d[ob]! - d[oa]!), Math.abs(d[ob + 1]! - d[oa + 1]!));
    const steps = Math.ceil(length);
    let runStart = -1;
    for (let i = 0; i <= steps; i++) {
      const on = i < steps && stippleNext(stipple);
      if (on && runStart < 0) runStart = i;
      if (!on && runStart >= 0) {
        const t0 = runStart / length;
        const t1 = Math.min(1, i / length);
        const p = t0 > 0 ? this.lerpVertex(a, b, t0) : a;
        const q = t1 < 1 ? this.lerpVertex(a, b, t1) : b;
        this.drawLinePiece(p, q, provoking, primitiveId, depthOffset, front);
        runStart = -1;
      }
    }
  }

  /** A new vertex a + t (b − a): every output and the window coordinates interpolated in window space. */
  private lerpVertex(a: number, b: number, t: number): number {
    const v = this.store.alloc(1);
    const d = this.store.data;
    const stride = this.store.stride;
    const oa = a * stride,
      ob = b * stride,
      ov = v * stride;
    for (let i = 0; i < stride; i++) d[ov + i] = d[oa + i]! + t * (d[ob + i]! - d[oa + i]!);
    return v;
  }

  /**
   * One piece of a line: one pixel wide, smooth, or a parallelogram or rectangle of the line width.
   * `front` false: an edge of a back-facing polygon, which reads the back colours.
   */
  private drawLinePiece(
    a: number,
    b: number,
    provoking: number,
    primitiveId: number,
    depthOffset: number,
    front: boolean,
  ): void {
    const s = this.setup;
    const r = s.raster;
    const width = r.lineWidth;
    if (r.lineSmooth) {
      setupSmoothLine(
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
        width,
        front,
      );
      return;
    }
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
        r.lineLastPixel,
        this.rules,
        this.stipple,
        front,
      );
      return;
    }
    // Wide aliased lines: GL's parallelogram (GL 1.5, 3.4.2: width/2 either side along the minor axis)
    // or, with line_rectangular, a rectangle (width/2 either side across the line).
    const d = this.store.data;
    const w = this.store.windowOffset;
    const oa = this.store.offset(a) + w,
      ob = this.store.offset(b) + w;
    const dx = d[ob]! - d[oa]!,
      dy = d[ob + 1]! - d[oa + 1]!;
    const half = width / 2;
    let ox = 0,
      oy = 0;
    if (r.lineRectangular) {
      const length = Math.hypot(dx, dy);
      if (!(length > 0)) return;
      ox = (-dy / length) * half;
      oy = (dx / length) * half;
    } else if (Math.abs(dx) >= Math.abs(dy)) oy = half;
    else ox = half;
    const copy = (v: number, sign: number) => {
      const n = this.store.alloc(1);
      const data = this.store.data;
      const stride = this.store.stride;
      data.copyWithin(n * stride, v * stride, v * stride + stride);
      data[n * stride + w]! += sign * ox;
      data[n * stride + w + 1]! += sign * oy;
      return n;
    };
    const a0 = copy(a, -1),
      a1 = copy(a, 1),
      b0 = copy(b, -1),
      b1 = copy(b, 1);
    for (const [p, q, t] of [
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
        t,
        provoking,
        front,
        primitiveId,
        this.target,
        this.rules,
        depthOffset,
        PrimKind.WIDE,
      );
  }

  /**
   * A point of the rasterizer's size (or PSIZE with point_size_per_vertex), clamped to [1, the largest
   * size the caps claim]; smooth, sprite (point_quad_rasterization) or GL's aliased point.
   */
  private drawPointAt(v: number, primitiveId: number, depthOffset: number, front = true): void {
    const s = this.setup;
    const r = s.raster;
    let size = r.pointSize;
    if (r.pointSizePerVertex && s.pointSize >= 0)
      size = this.store.data[this.store.offset(v) + s.pointSize * 4]!;
    if (Number.isNaN(size)) return;
    size = Math.min(Math.max(size, 1), s.maxPointSize);
    const mode = r.pointSmooth
      ? PointMode.SMOOTH
      : r.pointQuadRasterization
        ? PointMode.QUAD
        : PointMode.LEGACY;
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
      spriteTopT(r),
      mode,
      front,
    );
  }
}
