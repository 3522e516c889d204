// The colour buffers a draw writes (glDrawBuffer) and how they are bound. Where the pipe binds as many
// render targets as glDrawBuffer names (FRONT_AND_BACK or LEFT on a double-buffered context: two), all
// are bound and the fragment colour goes to each (the fixed-function programs declare
// FS_COLOR0_WRITES_ALL_CBUFS). Where it binds fewer (PIPE_CAP_MAX_RENDER_TARGETS = 1, as WebGL2 without
// draw buffers), or where the program reads its destination (a lowered logic op copies one buffer),
// each draw is issued once per buffer with that buffer alone bound; every pass after the first starts
// from the depth/stencil contents the first one started from (saved before it), so each buffer gets
// the fragments of one draw and the depth/stencil buffer ends as one draw leaves it. (Occlusion queries
// count every pass there.) GL_NONE binds no colour buffer: depth and stencil are still written.
import {
  makeBox,
  type PipeFramebufferState,
  type PipeResource,
  resourceTemplate,
} from '@gallium-ts/gallium-api';
import { drawColorBuffers } from '../context/color-buffers.js';
import type { ColorBuffer } from '../context/framebuffer.js';
import type { GlContext } from '../context/gl-context.js';

export class ColorPasses {
  /** The depth/stencil contents the passes of a draw start from. */
  private savedZs: PipeResource | null = null;
  /** Passes issued one buffer at a time (for tests). */
  splitDraws = 0;
  /** The first colour buffer bound: the destination a lowered logic op copies (null for GL_NONE). */
  target: ColorBuffer | null = null;
  /** How many colour buffers are bound. */
  bound = 0;

  constructor(private readonly c: GlContext) {}

  /** The last answer of buffers(), for the draw buffer and front buffer it was for (draws ask each time). */
  private known: { mode: number; front: ColorBuffer; buffers: ColorBuffer[] } | null = null;

  /** The colour buffers drawing writes now, front first. */
  buffers(): ColorBuffer[] {
    const { fb, st } = this.c;
    const mode = st.color.drawBuffer;
    const known = this.known;
    if (known && known.mode === mode && known.front === fb.front) return known.buffers;
    const buffers = drawColorBuffers(fb, mode);
    this.known = { mode, front: fb.front, buffers };
    return buffers;
  }

  /** Whether each draw goes once per colour buffer. */
  private perBuffer(buffers: readonly ColorBuffer[]): boolean {
    const c = this.c;
    return buffers.length > 1 && (buffers.length > c.limits.maxRenderTargets || c.draw.readsDestination);
  }

  /** Binds the draw buffers: all of them, or the first of a draw split into passes. */
  bind(): void {
    const buffers = this.buffers();
    this.bindBuffers(this.perBuffer(buffers) ? buffers.slice(0, 1) : buffers);
  }

  private bindBuffers(buffers: readonly ColorBuffer[]): void {
    this.target = buffers[0] ?? null;
    this.bound = buffers.length;
    this.c.cso.setFramebuffer(this.framebufferState(buffers));
  }

  /** The framebuffer state binding `buffers` with the window's depth/stencil buffer. */
  private framebufferState(buffers: readonly ColorBuffer[]): PipeFramebufferState {
    const fb = this.c.fb;
    return {
      width: fb.width,
      height: fb.height,
      samples: 1,
      layers: 1,
      nrCbufs: buffers.length,
      cbufs: buffers.map((b) => b.surface),
      zsbuf: fb.zsSurface,
    };
  }

  /**
   * True when one draw reaches every draw buffer as they are bound (binding them all if a split just
   * ended: a lowered logic op turned off); false when draws go once per buffer (run does that).
   */
  prepareSingle(): boolean {
    const buffers = this.buffers();
    if (this.perBuffer(buffers)) return false;
    if (this.bound !== buffers.length) this.bindBuffers(buffers);
    return true;
  }

  /** Runs `draw` (one validated draw) for the bound colour buffers, once per buffer when split. */
  run(draw: () => void): void {
    if (this.prepareSingle()) {
      draw();
      return;
    }
    const buffers = this.buffers();
    const c = this.c;
    const zs = c.fb.zs;
    if (zs) this.copyZs(this.zsCopy(zs), zs);
    buffers.forEach((buffer, i) => {
      if (i > 0 && zs) this.copyZs(zs, this.savedZs!);
      this.bindBuffers([buffer]);
      draw();
      this.splitDraws++;
    });
    this.bindBuffers(buffers.slice(0, 1));
  }

  private zsCopy(zs: PipeResource): PipeResource {
    this.savedZs ??= this.c.screen.resourceCreate(
      resourceTemplate({ format: zs.format, width0: zs.width0, height0: zs.height0, bind: zs.bind }),
    );
    return this.savedZs;
  }

  private copyZs(dst: PipeResource, src: PipeResource): void {
    this.c.pipe.resourceCopyRegion(dst, 0, 0, 0, 0, src, 0, makeBox(0, 0, 0, src.width0, src.height0, 1));
  }

  destroy(): void {
    if (this.savedZs) this.c.screen.resourceDestroy(this.savedZs);
    this.savedZs = null;
  }
}
