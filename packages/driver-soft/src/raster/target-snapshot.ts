// Saved rows of the bound colour and depth/stencil surfaces. A draw that is rasterized at once because
// its fragment shader can stop at a run limit saves the rows its tiles cover first, and restores them
// when the shader stops, so the render targets are exactly as they were before the draw; a big draw
// rasterized in pieces saves every row before its first piece. A context keeps one snapshot and saves
// into it again and again: its store grows to the largest save and is reused (a new buffer per draw
// costs more than the copy: V8 collects garbage for the outside memory it takes). Bands copy as 8-byte
// words where they are aligned to them: a byte view of shared memory copies byte by byte (2 MB: 6 ms
// as bytes, 0.25 ms as words).
import type { PipeFramebufferState } from '@gallium-ts/gallium-api';
import type { BaseSurface } from '@gallium-ts/gallium-api/util';
import { targetView } from '../fragment/target-view.js';

interface SavedBand {
  /** The band in the surface's memory, and its copy in the store (the same kind of view). */
  band: Uint8Array | Float64Array;
  copy: Uint8Array | Float64Array;
}

/** `length` bytes from byte `offset` of `buffer`, as 8-byte words when aligned to them, else as bytes. */
function bandView(buffer: ArrayBufferLike, offset: number, length: number): Uint8Array | Float64Array {
  return offset % 8 === 0 && length % 8 === 0
    ? new Float64Array(buffer, offset, length / 8)
    : new Uint8Array(buffer, offset, length);
}

export class TargetSnapshot {
  private store = new ArrayBuffer(0);
  private bands: SavedBand[] = [];

  /**
   * Saves pixel rows [y0, y1) of every layer of every surface bound in `fb`, in place of what the
   * snapshot held.
   */
  save(fb: PipeFramebufferState, y0: number, y1: number): this {
    const places: { u8: Uint8Array; at: number; length: number }[] = [];
    let bytes = 0;
    for (const surface of [...fb.cbufs, fb.zsbuf]) {
      if (!surface) continue;
      const view = targetView(surface as BaseSurface);
      const top = Math.max(0, y0);
      const bottom = Math.min(view.height, y1);
      if (bottom <= top) continue;
      for (let layer = 0; layer < view.layers; layer++) {
        // Whole rows of the level: one contiguous range per layer.
        const at = view.base + layer * view.layerStride + top * view.stride;
        const length = (bottom - top) * view.stride;
        places.push({ u8: view.u8, at, length });
        // Each copy starts on an 8-byte boundary of the store.
        bytes += Math.ceil(length / 8) * 8;
      }
    }
    if (this.store.byteLength < bytes)
      this.store = new ArrayBuffer(Math.max(bytes, this.store.byteLength * 2));
    let offset = 0;
    this.bands = places.map(({ u8, at, length }) => {
      const band = bandView(u8.buffer, u8.byteOffset + at, length);
      const copy =
        band instanceof Float64Array
          ? new Float64Array(this.store, offset, band.length)
          : new Uint8Array(this.store, offset, length);
      // Same-type copies keep every bit (NaN payloads included).
      (copy as Float64Array).set(band as Float64Array);
      offset += Math.ceil(length / 8) * 8;
      return { band, copy };
    });
    return this;
  }

  /** Writes the saved rows back. */
  restore(): void {
    for (const { band, copy } of this.bands) (band as Float64Array).set(copy as Float64Array);
  }

  /** Forgets the saved rows (the store stays for the next save). */
  clear(): void {
    this.bands = [];
  }
}
