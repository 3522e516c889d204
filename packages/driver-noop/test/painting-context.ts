// A test-only context that paints clears into resources through their storage (gallium-api's surface
// clears) and draws nothing else: it lets the suite's pixel checks of clears and the render condition
// run before a rendering driver exists, on any storage.
import type { PipeCapsSource } from '@gallium-ts/gallium-api/util';
import {
  type BaseSurface,
  clearColorSurface,
  clearDepthStencilSurface,
  clearFramebufferSurfaces,
} from '@gallium-ts/gallium-api/util';
import { NoopContext, NoopScreen } from '../src/index.js';

export class PaintingContext extends NoopContext {
  protected override clearNow(
    buffers: number,
    color: readonly number[],
    depth: number,
    stencil: number,
  ): void {
    clearFramebufferSurfaces(this.bound.framebuffer, buffers, color, depth, stencil);
  }

  protected override clearRenderTargetNow(
    dst: BaseSurface,
    color: readonly number[],
    x: number,
    y: number,
    width: number,
    height: number,
  ): void {
    clearColorSurface(dst, color, { x, y, width, height });
  }

  protected override clearDepthStencilNow(
    dst: BaseSurface,
    flags: number,
    depth: number,
    stencil: number,
    x: number,
    y: number,
    width: number,
    height: number,
  ): void {
    clearDepthStencilSurface(dst, flags, depth, stencil, { x, y, width, height });
  }
}

/** A noop screen (on `caps`, default SOFT_CLASS_CAPS) whose contexts paint clears. */
export class PaintingScreen extends NoopScreen {
  constructor(caps?: PipeCapsSource) {
    super(caps ? { caps } : {});
  }

  protected override createContext(priv: unknown, flags: number): NoopContext {
    return new PaintingContext(this, priv, flags);
  }
}
