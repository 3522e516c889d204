// A batch of 2×2 quads waiting to be shaded: the covered pixels of one or more primitives of one tile
// that share a fragment state, as the lanes of one fragment-shader run (lane 4q + j is pixel j of quad q:
// top-left, top-right, bottom-left, bottom-right, i.e. pixel (qx + (j & 1), qy + (j >> 1))). What is the
// same for a quad's four pixels is kept per quad; coverage, depth and the rare per-pixel extras per lane.
// Preallocated once; nothing is allocated per quad.
import { FRAGMENT_LANES } from '../shader/soft-shader.js';

/** Quads one batch holds. */
export const BATCH_QUADS = FRAGMENT_LANES / 4;

/** Four covered lanes, as one word of the coverage array's 32-bit view (every byte 1). */
const ALL_COVERED = 0x01010101;

export class QuadBatch {
  /** Number of quads. */
  quads = 0;
  /** Per lane: 1 when the pixel is covered (not a helper). */
  readonly coverage = new Uint8Array(FRAGMENT_LANES);
  /** The coverage of quad q as one word (lanes 4q..4q+3). */
  private readonly coverageWords = new Uint32Array(this.coverage.buffer);
  /** Per lane: window depth after interpolation (and polygon offset). */
  readonly z = new Float64Array(FRAGMENT_LANES);
  /** Per lane, only for smooth lines and points: the share of the pixel covered (multiplies alpha). */
  readonly alpha = new Float32Array(FRAGMENT_LANES);
  /** Per lane, only with depth_clamp: the depth range of the primitive's viewport. */
  readonly zmin = new Float64Array(FRAGMENT_LANES);
  readonly zmax = new Float64Array(FRAGMENT_LANES);
  /** Per quad: window coordinates of its top-left pixel (both even). */
  readonly qx = new Int32Array(BATCH_QUADS);
  readonly qy = new Int32Array(BATCH_QUADS);
  /** Per quad: 1 front-facing, 0 back-facing. */
  readonly front = new Uint8Array(BATCH_QUADS);
  /** Per quad: framebuffer layer. */
  readonly layer = new Int32Array(BATCH_QUADS);
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
    this.qx[q] = x;
    this.qy[q] = y;
    this.record[q] = record;
    this.front[q] = front;
    this.layer[q] = layer;
    if (mask === 15) this.coverageWords[q] = ALL_COVERED;
    else {
      const l = q * 4;
      this.coverage[l] = mask & 1;
      this.coverage[l + 1] = (mask >> 1) & 1;
      this.coverage[l + 2] = (mask >> 2) & 1;
      this.coverage[l + 3] = (mask >> 3) & 1;
    }
  }

  reset(): void {
    this.quads = 0;
  }
}
