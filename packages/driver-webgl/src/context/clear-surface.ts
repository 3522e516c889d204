// Clears of surface rectangles on the GPU (clearBuffer*, scissored to the rectangle, every layer of the
// surface, all channels: Gallium's clears ignore masks). When the CPU shadow of the level was current
// it is cleared alike through gallium-api's surface clears, so reading it back needs no GPU readback.
import { PipeClear } from '@gallium-ts/gallium-api';
import {
  type BaseSurface,
  clearColorSurface,
  clearDepthStencilSurface,
  wholeSurface,
} from '@gallium-ts/gallium-api/util';
import type { WebglDevice } from '../device.js';
import { type Attachment, type FramebufferCache, storageOf } from './framebuffers.js';

/** Clears every layer of a surface (colour at attachment `index`, or depth/stencil), optionally a rectangle of it. */
export function clearSurface(
  device: WebglDevice,
  framebuffers: FramebufferCache,
  surface: BaseSurface,
  index: number,
  color: readonly number[] | null,
  depth: number | null,
  stencil: number | null,
  rect: { x: number; y: number; w: number; h: number } | null,
): void {
  if (color === null && depth === null && stencil === null) return;
  if (rect && (rect.w === 0 || rect.h === 0)) return;
  const gl = device.gl;
  const storage = storageOf(surface);
  const synced = !storage.gpuIsNewer(surface.level);
  storage.prepare();
  device.disturb();
  gl.disable(gl.RASTERIZER_DISCARD);
  if (rect) {
    gl.enable(gl.SCISSOR_TEST);
    gl.scissor(rect.x, rect.y, rect.w, rect.h);
  } else gl.disable(gl.SCISSOR_TEST);
  gl.colorMask(true, true, true, true);
  gl.depthMask(true);
  gl.stencilMask(0xff);
  for (let layer = surface.firstLayer; layer <= surface.lastLayer; layer++) {
    const a: Attachment = { surface, layer };
    if (color) {
      const colors: (Attachment | null)[] = Array.from({ length: index + 1 }, (_, i) =>
        i === index ? a : null,
      );
      framebuffers.bind(colors, null);
      const kind = storage.gl.kind;
      if (kind === 'uint') gl.clearBufferuiv(gl.COLOR, index, new Uint32Array(color.map((c) => c >>> 0)));
      else if (kind === 'sint') gl.clearBufferiv(gl.COLOR, index, new Int32Array(color.map((c) => c | 0)));
      else gl.clearBufferfv(gl.COLOR, index, new Float32Array(color));
    } else {
      framebuffers.bind([], a);
      if (depth !== null && stencil !== null) gl.clearBufferfi(gl.DEPTH_STENCIL, 0, depth, stencil);
      else if (depth !== null) gl.clearBufferfv(gl.DEPTH, 0, new Float32Array([depth]));
      else gl.clearBufferiv(gl.STENCIL, 0, new Int32Array([stencil!]));
    }
  }
  if (synced) {
    // the shadow was current: clear it alike, so reading the level back needs no GPU readback (exact
    // for every format, where depth read back through a float may be one unit off)
    const area = rect ? { x: rect.x, y: rect.y, width: rect.w, height: rect.h } : wholeSurface(surface);
    if (color) clearColorSurface(surface, color, area);
    else
      clearDepthStencilSurface(
        surface,
        (depth !== null ? PipeClear.DEPTH : 0) | (stencil !== null ? PipeClear.STENCIL : 0),
        depth ?? 0,
        stencil ?? 0,
        area,
      );
    storage.synced(surface.level);
  } else storage.gpuWrote(surface.level);
}
