// glLogicOp on a driver without PIPE_CAP_LOGIC_OP. The fragment program applies the op itself
// (src/ffp/fragment-logic-op.ts) to the fragment colour and the destination, which it reads from a
// copy of the colour buffer bound at the program's destinationUnit; blending is off (a logic op
// replaces it), the alpha test moves into the program (the output alpha is the op's result; lowering.ts
// decides both) and the colour mask, scissor, depth and stencil tests stay pipe state. Since
// each fragment must see what earlier fragments of the same draw wrote, a draw is taken apart into its
// primitives and each is drawn after a fresh copy (of the scissor box when the scissor test is on).
// Fragments of one primitive never cover the same pixel twice, so this is exact per fragment. Where
// the vertices' positions are on the CPU (immediate mode, client arrays and buffer objects), runs of
// primitives whose pixel boxes do not meet (primitive-bounds.ts) share one copy, of only the pixels
// their boxes cover, and one draw. With two draw buffers each is drawn in a pass of its own
// (color-passes.ts), so the copy is always of the one buffer bound. Ops
// that do not read the destination (CLEAR, COPY, COPY_INVERTED, SET) need neither copy nor split.
import {
  blitInfo,
  drawInfo,
  PipeBind,
  type PipeDrawInfo,
  type PipeIndexBuffer,
  type PipeResource,
  type PipeSamplerState,
  type PipeSamplerView,
  PipeTexWrap,
  resourceTemplate,
  samplerState,
  samplerViewTemplate,
} from '@gallium-ts/gallium-api';
import type { GlContext } from '../context/gl-context.js';
import { deriveScissor } from './derive-state.js';
import { boxesMeet, PrimitiveBounds, uniteBoxes, type VertexPositions } from './primitive-bounds.js';
import { splitPrimitives } from './primitive-split.js';

/** The most primitives drawn after one copy (their boxes are compared pairwise). */
const MAX_RUN = 64;

export class LogicOpLowering {
  private copy: PipeResource | null = null;
  private view: PipeSamplerView | null = null;
  readonly sampler: PipeSamplerState = samplerState({
    wrapS: PipeTexWrap.CLAMP_TO_EDGE,
    wrapT: PipeTexWrap.CLAMP_TO_EDGE,
    wrapR: PipeTexWrap.CLAMP_TO_EDGE,
  });
  /** Copies made (one per run of primitives drawn together), for tests and measurements. */
  copies = 0;
  private readonly bounds: PrimitiveBounds;
  /** Pixel boxes of the run being gathered, 4 numbers each. */
  private readonly boxes = new Float64Array(4 * (MAX_RUN + 1));
  /** The union of the run's boxes: the pixels its copy needs. */
  private readonly area = new Float64Array(4);

  constructor(private readonly c: GlContext) {
    this.bounds = new PrimitiveBounds(c);
  }

  /** The sampler view of the colour-buffer copy (made on first use). */
  destinationView(): PipeSamplerView {
    if (!this.view) {
      const { c } = this;
      this.copy = c.screen.resourceCreate(
        resourceTemplate({
          format: c.fb.front.resource.format,
          width0: c.fb.width,
          height0: c.fb.height,
          bind: PipeBind.SAMPLER_VIEW | PipeBind.RENDER_TARGET,
        }),
      );
      this.view = c.pipe.createSamplerView(this.copy, samplerViewTemplate(this.copy));
    }
    return this.view;
  }

  /**
   * Draws `info` one primitive (or run of primitives that cannot share a pixel) at a time, each after
   * copying the colour buffer. `indices` are the values of an indexed draw's index buffer from its
   * start (null for a non-indexed draw); `positions` give the object position of a vertex of the draw
   * (null when they are not on the CPU: every primitive is then drawn on its own). `issue` draws each
   * indexed sub-draw, whose index values are `values` (DrawState converts modes the driver lacks).
   */
  draw(
    info: PipeDrawInfo,
    indices: ArrayLike<number> | null,
    positions: VertexPositions | null,
    issue: (sub: PipeDrawInfo, values: Uint32Array) => void,
  ): void {
    const { c } = this;
    const split = splitPrimitives(info.mode, info.count);
    const n = split.order.length;
    if (n === 0) return;
    const values = new Uint32Array(n);
    for (let i = 0; i < n; i++) {
      const at = info.start + split.order[i]!;
      values[i] = indices ? indices[at]! : at;
    }
    c.cso.setIndexBuffer(this.indexBuffer(values));
    const sub = drawInfo({
      indexed: true,
      mode: split.mode,
      indexBias: info.indexed ? info.indexBias : 0,
      minIndex: info.minIndex,
      maxIndex: info.maxIndex,
    });
    const per = split.vertices;
    const drawRun = (first: number, primitives: number, area: Float64Array | null) => {
      this.copyColorBuffer(area);
      sub.start = first * per;
      sub.count = primitives * per;
      issue(sub, values);
    };
    const primitives = n / per;
    if (!positions) {
      for (let p = 0; p < primitives; p++) drawRun(p, 1, null);
      return;
    }
    this.bounds.prepare(split.mode);
    const boxes = this.boxes;
    const area = this.area;
    let first = 0;
    let run = 0;
    for (let p = 0; p < primitives; p++) {
      const at = 4 * run;
      this.bounds.box(values, p * per, per, positions, boxes, at);
      let meets = run === MAX_RUN;
      for (let q = 0; q < run && !meets; q++) meets = boxesMeet(boxes, at, boxes, 4 * q);
      if (meets) {
        drawRun(first, run, area);
        boxes.copyWithin(0, at, at + 4);
        first = p;
        run = 0;
      }
      if (run === 0) area.set(boxes.subarray(0, 4));
      else uniteBoxes(area, boxes, at);
      run++;
    }
    drawRun(first, run, area);
  }

  private indexBuffer(values: Uint32Array): PipeIndexBuffer {
    const { c } = this;
    if (c.limits.userIndexBuffers) return { indexSize: 4, offset: 0, buffer: null, userBuffer: values };
    const upload = c.pipe.streamUploader.upload(0, values, 4);
    c.pipe.streamUploader.unmap();
    return { indexSize: 4, offset: upload.offset, buffer: upload.buffer, userBuffer: null };
  }

  /**
   * Copies the colour buffer to the destination copy: the pixels of `area` (an inclusive pixel box, or
   * null for the whole window) within the window and, with the scissor test on, the scissor box.
   */
  private copyColorBuffer(area: Float64Array | null): void {
    const { c } = this;
    this.destinationView();
    let minx = 0;
    let miny = 0;
    let maxx = c.fb.width;
    let maxy = c.fb.height;
    if (c.st.scissor.enabled) ({ minx, miny, maxx, maxy } = deriveScissor(c));
    if (area) {
      minx = Math.max(minx, area[0]!);
      miny = Math.max(miny, area[1]!);
      maxx = Math.min(maxx, area[2]! + 1);
      maxy = Math.min(maxy, area[3]! + 1);
    }
    const target = c.draw.colorPasses.target;
    if (maxx <= minx || maxy <= miny || !target) return;
    const box = { x: minx, y: miny, z: 0, width: maxx - minx, height: maxy - miny, depth: 1 };
    const info = blitInfo(this.copy!, target.resource);
    info.src.box = { ...box };
    info.dst.box = { ...box };
    c.pipe.blit(info);
    this.copies++;
  }

  destroy(): void {
    if (this.view) this.c.pipe.samplerViewDestroy(this.view);
    if (this.copy) this.c.screen.resourceDestroy(this.copy);
    this.view = null;
    this.copy = null;
  }
}
