// A batch of 2×2 quads waiting to be shaded: the covered pixels of one or more primitives of one tile
// that share a fragment state, as the lanes of one fragment-shader run (lane 4q + j is pixel j of quad q:
// top-left, top-right, bottom-left, bottom-right). Preallocated once; nothing is allocated per quad.
import { FRAGMENT_LANES } from '../shader/soft-shader.js';

/** Quads one batch holds. */
export const BATCH_QUADS = FRAGMENT_LANES / 4;

export class QuadBatch {
  /** Number of quads. */
  quads = 0;
  /** Per lane: 1 when the pixel is covered (not a helper). */
  readonly coverage = new Uint8Array(FRAGMENT_LANES);
  /** Per lane: window pixel coordinates. */
  readonly x = new Int32Array(FRAGMENT_LANES);
  readonly y = new Int32Array(FRAGMENT_LANES);
  /** Per lane: window depth after interpolation (and polygon offset). */
  readonly z = new Float64Array(FRAGMENT_LANES);
  /** Per lane: 1 front-facing, 0 back-facing. */
  readonly front = new Uint8Array(FRAGMENT_LANES);
  /** Per lane: framebuffer layer. */
  readonly layer = new Int32Array(FRAGMENT_LANES);
  /** Per lane, only for smooth lines and points: the share of the pixel covered (multiplies alpha). */
  readonly alpha = new Float32Array(FRAGMENT_LANES);
  /** Per lane, only with depth_clamp: the depth range of the primitive's viewport. */
  readonly zmin = new Float64Array(FRAGMENT_LANES);
  readonly zmax = new Float64Array(FRAGMENT_LANES);
  /** Per quad: offset of its primitive's setup record in the scene's record arena. */
  readonly record = new Int32Array(BATCH_QUADS);

  /** Whether another quad fits. */
  get full(): boolean {
    return this.quads === BATCH_QUADS;
  }

  /**
   * Adds the quad whose top-left pixel is (x, y) with the 4-bit coverage `mask` (bit j = pixel j) for
   * the primitive whose record starts at `record`.
   */
  add(x: number, y: number, mask: number, record: number, front: number, layer: number): void {
    const q = this.quads++;
    this.record[q] = record;
    const l = q * 4;
    for (let j = 0; j < 4; j++) {
      this.x[l + j] = x + (j & 1);
      this.y[l + j] = y + (j >> 1);
      this.coverage[l + j] = (mask >> j) & 1;
      this.front[l + j] = front;
      this.layer[l + j] = layer;
    }
  }

  reset(): void {
    this.quads = 0;
  }
}
