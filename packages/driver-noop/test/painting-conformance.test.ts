// The suite's pixel checks (rendersPixels: true) run against a test-only context that paints clears
// into resource bytes, proving those checks and BaseContext's render-condition handling work before a
// rendering driver exists.
import {
  type CpuResource,
  type CpuSurface,
  formatDescription,
  PipeClear,
  packDepthStencil,
  packRgbaFloat,
} from '@gallium-ts/gallium-api';
import { describePipeConformance } from '@gallium-ts/gallium-api/test-kit';
import { NoopContext, NoopScreen } from '../src/index.js';

/** Paints one texel value over a box of a surface's layers. */
function paint(
  surface: CpuSurface,
  x: number,
  y: number,
  w: number,
  h: number,
  write: (dst: Uint8Array, at: number) => void,
): void {
  const resource = surface.texture as CpuResource;
  const bytes = resource.bytes;
  for (let layer = surface.firstLayer; layer <= surface.lastLayer; layer++)
    for (let row = y; row < y + h; row++)
      for (let col = x; col < x + w; col++) write(bytes.data, bytes.offsetOf(surface.level, col, row, layer));
}

class PaintingContext extends NoopContext {
  protected override clearNow(
    buffers: number,
    color: readonly number[],
    depth: number,
    stencil: number,
  ): void {
    const fb = this.bound.framebuffer;
    fb.cbufs.forEach((s, i) => {
      if (s && buffers & (PipeClear.COLOR0 << i))
        this.clearRenderTargetNow(s as CpuSurface, color, 0, 0, s.width, s.height);
    });
    if (fb.zsbuf)
      this.clearDepthStencilNow(
        fb.zsbuf as CpuSurface,
        buffers & PipeClear.DEPTHSTENCIL,
        depth,
        stencil,
        0,
        0,
        fb.zsbuf.width,
        fb.zsbuf.height,
      );
  }

  protected override clearRenderTargetNow(
    dst: CpuSurface,
    color: readonly number[],
    x: number,
    y: number,
    w: number,
    h: number,
  ): void {
    const texel = new Uint8Array(formatDescription(dst.format).blockSize);
    packRgbaFloat(dst.format, color, texel, 0);
    paint(dst, x, y, w, h, (data, at) => data.set(texel, at));
  }

  protected override clearDepthStencilNow(
    dst: CpuSurface,
    flags: number,
    depth: number,
    stencil: number,
    x: number,
    y: number,
    w: number,
    h: number,
  ): void {
    const { isDepth, isStencil } = formatDescription(dst.format);
    const z = flags & PipeClear.DEPTH && isDepth ? depth : null;
    const s = flags & PipeClear.STENCIL && isStencil ? stencil : null;
    paint(dst, x, y, w, h, (data, at) => packDepthStencil(dst.format, z, s, data, at));
  }
}

class PaintingScreen extends NoopScreen {
  protected override createContext(priv: unknown, flags: number): NoopContext {
    return new PaintingContext(this, priv, flags);
  }
}

describePipeConformance('noop painting clears', () => new PaintingScreen(), { rendersPixels: true });
