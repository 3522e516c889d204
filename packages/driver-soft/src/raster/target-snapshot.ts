// Saved rows of the bound colour and depth/stencil surfaces. A draw that is rasterized at once because
// its fragment shader can stop at a run limit saves the rows its tiles cover first, and restores them
// when the shader stops, so the render targets are exactly as they were before the draw.
import type { PipeFramebufferState } from '@gallium-ts/gallium-api';
import type { BaseSurface } from '@gallium-ts/gallium-api/util';
import { targetView } from '../fragment/target-view.js';

interface SavedBand {
  data: Uint8Array;
  at: number;
  bytes: Uint8Array;
}

export class TargetSnapshot {
  private constructor(private readonly bands: readonly SavedBand[]) {}

  /** Saves pixel rows [y0, y1) of every layer of every surface bound in `fb`. */
  static save(fb: PipeFramebufferState, y0: number, y1: number): TargetSnapshot {
    const bands: SavedBand[] = [];
    for (const surface of [...fb.cbufs, fb.zsbuf]) {
      if (!surface) continue;
      const view = targetView(surface as BaseSurface);
      const top = Math.max(0, y0);
      const bottom = Math.min(view.height, y1);
      if (bottom <= top) continue;
      for (let layer = 0; layer < view.layers; layer++) {
        // Whole rows of the level: one contiguous range per layer.
        const at = view.base + layer * view.layerStride + top * view.stride;
        const bytes = view.u8.slice(at, at + (bottom - top) * view.stride);
        bands.push({ data: view.u8, at, bytes });
      }
    }
    return new TargetSnapshot(bands);
  }

  /** Writes the saved rows back. */
  restore(): void {
    for (const band of this.bands) band.data.set(band.bytes, band.at);
  }
}
