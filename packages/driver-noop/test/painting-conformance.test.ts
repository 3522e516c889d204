// The suite's pixel checks of clears (rendersPixels with `draws: false`) run against a test-only
// context that paints clears into resources through their storage (gallium-api's surface clears),
// proving those checks and BaseContext's render-condition handling before a rendering driver exists.

import { describePipeConformance } from '@gallium-ts/gallium-api/test-kit';
import {
  type BaseSurface,
  clearColorSurface,
  clearDepthStencilSurface,
  clearFramebufferSurfaces,
} from '@gallium-ts/gallium-api/util';
import { NoopContext, NoopScreen } from '../src/index.js';

class PaintingContext extends NoopContext {
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

class PaintingScreen extends NoopScreen {
  protected override createContext(priv: unknown, flags: number): NoopContext {
    return new PaintingContext(this, priv, flags);
  }
}

describePipeConformance('noop painting clears', () => new PaintingScreen(), {
  rendersPixels: true,
  draws: false,
});
