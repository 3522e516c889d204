/// <reference lib="dom" />
// The demo page's WebGL screen: driver-webgl's WebglScreen on the page's canvas, plus `present()` and
// `clearDrawingBuffer()`. Fences are driver-webgl's own (its fence_finish finishes the device, which
// works in a page where sync objects signal only between tasks), so the state tracker's glFinish needs
// nothing here. `present()` copies what the last frame drew into the canvas's drawing buffer with one GPU blit — the job of
// Gallium's flush_frontbuffer, which driver-webgl does not implement yet (and which would also need
// the state tracker's window buffer to be a display target). A GL sample hands it the front buffer of
// its context (what the window shows, after the swap for a double-buffered one); for a pipe sample it
// finds the picture as colour buffer 0 bound to the framebuffer of the last context the screen created.

import { type WebglContext, WebglScreen, type WebglStorage } from '@gallium-ts/driver-webgl';
import { PipeError, type PipeResource } from '@gallium-ts/gallium-api';
import type { BaseResource } from '@gallium-ts/gallium-api/util';

export class PresentingWebglScreen extends WebglScreen {
  private lastContext: WebglContext | null = null;

  protected override createContext(priv: unknown, flags: number): WebglContext {
    const ctx = super.createContext(priv, flags);
    this.lastContext = ctx;
    return ctx;
  }

  /** Clears the canvas's drawing buffer to an opaque colour (a sample with nothing to show). */
  clearDrawingBuffer(r: number, g: number, b: number): void {
    if (this.device.isLost) return;
    const gl = this.device.gl;
    gl.bindFramebuffer(gl.DRAW_FRAMEBUFFER, null);
    gl.disable(gl.SCISSOR_TEST);
    gl.colorMask(true, true, true, true);
    gl.clearColor(r, g, b, 1);
    gl.clear(gl.COLOR_BUFFER_BIT);
    this.device.disturb();
  }

  /**
   * Blits `window` (a GL context's front colour buffer: what its window shows, after the swap for a
   * double-buffered one) or, without it, colour buffer 0 of the last context's framebuffer (a pipe
   * sample's render target) to the drawing buffer, row 0 (window y = 0) at the bottom as GL shows it.
   * Call it after the frame was finished.
   */
  present(window?: PipeResource): void {
    const surface = window ? null : this.lastContext?.bound.framebuffer.cbufs[0];
    const resource = window ?? surface?.texture;
    const level = surface?.level ?? 0;
    const width = surface?.width ?? resource?.width0 ?? 0;
    const height = surface?.height ?? resource?.height0 ?? 0;
    if (!resource) throw new PipeError('present', 'no colour buffer is bound: nothing was drawn');
    const storage = (resource as BaseResource<WebglStorage>).storage;
    if (storage.kind !== 'texture') throw new PipeError('present', 'the colour buffer is not a texture');
    this.device.check('present');
    storage.prepare();
    const gl = this.device.gl;
    const framebuffer = gl.createFramebuffer();
    gl.bindFramebuffer(gl.READ_FRAMEBUFFER, framebuffer);
    gl.framebufferTexture2D(gl.READ_FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.TEXTURE_2D, storage.texture, level);
    gl.bindFramebuffer(gl.DRAW_FRAMEBUFFER, null);
    // The blit is subject to the scissor test; the next draw of the driver sets its own state again.
    gl.disable(gl.SCISSOR_TEST);
    gl.blitFramebuffer(
      0,
      0,
      width,
      height,
      0,
      0,
      gl.drawingBufferWidth,
      gl.drawingBufferHeight,
      gl.COLOR_BUFFER_BIT,
      gl.NEAREST,
    );
    gl.bindFramebuffer(gl.READ_FRAMEBUFFER, null);
    gl.deleteFramebuffer(framebuffer);
    this.device.disturb();
  }
}
