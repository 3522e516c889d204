// Filtering one level of one lane, for every target and wrap mode: the texel footprint (1, 2, 4 or 8
// texels, border texels outside the image, seamless cube neighbours), the per-texel depth comparison
// (so linear filtering blends comparison results, percentage-closer filtering as llvmpipe does), and
// the nearest or linear result. Gather reads the same footprint. One instance per SoftSampler; the
// caller sets the lane's coordinates with `setLane` and then filters one or more levels.
import { PipeTexWrap } from '@gallium-ts/gallium-api';
import { cubeNeighbour } from './cube-map.js';
import { compareDepth } from './shadow-compare.js';
import type { TexelDecoder } from './texel-decoder.js';
import type { TextureUnit } from './texture-unit.js';
import type { ViewState } from './view-state.js';
import { wrapLinear, wrapNearest } from './wrap.js';

/** a + w·(b − a): the interpolation every filter step uses. */
export function lerp(a: number, b: number, w: number): number {
  return a + w * (b - a);
}

function seamlessWrap(linear: boolean): number {
  return linear ? PipeTexWrap.CLAMP_TO_BORDER : PipeTexWrap.CLAMP_TO_EDGE;
}

export class TexelFilter {
  private unit: TextureUnit | null = null;
  /** The unit's view, decoder and border, kept at hand for `fetch`. */
  private view: ViewState | null = null;
  private decoder: TexelDecoder | null = null;
  private border: Float64Array = new Float64Array(4);
  private normalized = true;
  private comparing = false;
  private reference = 0;
  private s = 0;
  private t = 0;
  private r = 0;
  /** Absolute layer (array layer, cube base + face, or the view's layer); unused for 3D. */
  private layer = 0;
  private face = -1;
  private ox = 0;
  private oy = 0;
  private oz = 0;
  /**
   * The footprint: texel k's R, G, B, A at texels[4k .. 4k + 3]; k = i + 2j + 4k' over (i0|i1, j0|j1,
   * k0|k1), so for 2D (i0, j0), (i1, j0), (i0, j1), (i1, j1).
   */
  readonly texels = new Float64Array(32);
  /** Weights of i1, j1, k1. */
  alpha = 0;
  beta = 0;
  gamma = 0;
  private readonly xs = new Int32Array(2);
  private readonly ys = new Int32Array(2);
  private readonly zs = new Int32Array(2);
  private readonly neighbour = new Int32Array(3);

  /** Selects the unit for the following lanes. */
  use(unit: TextureUnit, normalized: boolean): void {
    this.unit = unit;
    this.view = unit.view;
    this.decoder = unit.view.decoder;
    this.border = unit.border;
    this.normalized = normalized && unit.normalized;
  }

  /** The lane's coordinates, texel offsets and comparison reference (null: no comparison). */
  setLane(
    s: number,
    t: number,
    r: number,
    layer: number,
    face: number,
    ox: number,
    oy: number,
    oz: number,
    reference: number | null,
  ): void {
    this.s = s;
    this.t = t;
    this.r = r;
    this.layer = layer;
    this.face = face;
    this.ox = ox;
    this.oy = oy;
    this.oz = oz;
    const unit = this.unit!;
    this.comparing = reference !== null && unit.compare;
    if (reference !== null && unit.clampReference) reference = Math.min(Math.max(reference, 0), 1);
    this.reference = reference ?? 0;
  }

  /** Whether the lane compares (its results are comparison outcomes in R). */
  get compares(): boolean {
    return this.comparing;
  }

  /** Moves the lane to (s, t): the probes of anisotropic filtering. */
  moveTo(s: number, t: number): void {
    this.s = s;
    this.t = t;
  }

  /** Texel (x, y) of `layer` (or z slice) at view level `level` into texels[o..], the border outside. */
  private fetch(level: number, x: number, y: number, layer: number, o: number): void {
    const view = this.view!;
    const out = this.texels;
    if (x < 0 || y < 0 || x >= view.width[level]! || y >= view.height[level]! || layer < 0) {
      const b = this.border;
      out[o] = b[0]!;
      out[o + 1] = b[1]!;
      out[o + 2] = b[2]!;
      out[o + 3] = b[3]!;
    } else {
      this.decoder!.read(view.texelOffset(level, x, y, layer), out, o);
    }
    if (this.comparing) out[o] = compareDepth(this.unit!.compareFunc, this.reference, out[o]!);
  }

  /** Slice k of a 3D level, or −1 (the border) outside it. */
  private slice(level: number, k: number): number {
    return k >= 0 && k < this.unit!.view.depth[level]! ? k : -1;
  }

  private scale(size: number): number {
    return this.normalized ? size : 1;
  }

  /** NEAREST: the one texel into texels[0..3]. */
  nearest(level: number): void {
    const unit = this.unit!;
    const view = unit.view;
    const w = view.width[level]!;
    const x = wrapNearest(this.wrapS(false), this.s * this.scale(w) + this.ox, w);
    if (view.dims === 1) {
      this.fetch(level, x, 0, this.layer, 0);
      return;
    }
    const h = view.height[level]!;
    const y = wrapNearest(this.wrapT(false), this.t * this.scale(h) + this.oy, h);
    if (view.dims === 2) {
      this.fetch(level, x, y, this.layer, 0);
      return;
    }
    const d = view.depth[level]!;
    const z = wrapNearest(unit.wrapR, this.r * this.scale(d) + this.oz, d);
    this.fetch(level, x, y, this.slice(level, z), 0);
  }

  /**
   * Seamless cubes ignore the sampler's wrap modes: a nearest texel is clamped into the face, a linear
   * footprint keeps its raw indices and finds texels beyond the edges on the neighbouring faces.
   */
  private wrapS(linear: boolean): number {
    return this.unit!.seamless ? seamlessWrap(linear) : this.unit!.wrapS;
  }

  private wrapT(linear: boolean): number {
    return this.unit!.seamless ? seamlessWrap(linear) : this.unit!.wrapT;
  }

  /** LINEAR: the 2 (1D), 4 (2D) or 8 (3D) texels around the lane's coordinates, and their weights. */
  footprint(level: number): void {
    const unit = this.unit!;
    const view = unit.view;
    const w = view.width[level]!;
    const xs = this.xs;
    const ys = this.ys;
    this.alpha = wrapLinear(this.wrapS(true), this.s * this.scale(w) + this.ox, w, xs, 0);
    if (view.dims === 1) {
      this.fetch(level, xs[0]!, 0, this.layer, 0);
      this.fetch(level, xs[1]!, 0, this.layer, 4);
      return;
    }
    const h = view.height[level]!;
    this.beta = wrapLinear(this.wrapT(true), this.t * this.scale(h) + this.oy, h, ys, 0);
    if (view.dims === 2) {
      if (unit.seamless) this.seamlessQuad(level, w);
      else this.quad(level, this.layer, 0);
      return;
    }
    const d = view.depth[level]!;
    const zs = this.zs;
    this.gamma = wrapLinear(unit.wrapR, this.r * this.scale(d) + this.oz, d, zs, 0);
    this.quad(level, this.slice(level, zs[0]!), 0);
    this.quad(level, this.slice(level, zs[1]!), 16);
  }

  private quad(level: number, layer: number, o: number): void {
    const xs = this.xs;
    const ys = this.ys;
    this.fetch(level, xs[0]!, ys[0]!, layer, o);
    this.fetch(level, xs[1]!, ys[0]!, layer, o + 4);
    this.fetch(level, xs[0]!, ys[1]!, layer, o + 8);
    this.fetch(level, xs[1]!, ys[1]!, layer, o + 12);
  }

  /**
   * A seamless cube footprint: texels beyond one edge come from the neighbouring face; a texel beyond
   * two edges (a cube corner, where three faces meet) is the average of the other three.
   */
  private seamlessQuad(level: number, size: number): void {
    const base = this.layer - this.face;
    const nb = this.neighbour;
    const out = this.texels;
    let missing = -1;
    let missingCount = 0;
    for (let k = 0; k < 4; k++) {
      const x = this.xs[k & 1]!;
      const y = this.ys[k >> 1]!;
      if (x >= 0 && y >= 0 && x < size && y < size) {
        this.fetch(level, x, y, this.layer, 4 * k);
      } else if (cubeNeighbour(this.face, x, y, size, nb)) {
        this.fetch(level, nb[1]!, nb[2]!, base + nb[0]!, 4 * k);
      } else {
        missing = k;
        missingCount++;
      }
    }
    if (missingCount === 1) {
      for (let c = 0; c < 4; c++) {
        let sum = 0;
        for (let k = 0; k < 4; k++) if (k !== missing) sum += out[4 * k + c]!;
        out[4 * missing + c] = sum / 3;
      }
    } else if (missingCount > 1) {
      // Only NaN or infinite coordinates get here: read the face's edge texels.
      for (let k = 0; k < 4; k++) {
        const x = Math.min(Math.max(this.xs[k & 1]!, 0), size - 1);
        const y = Math.min(Math.max(this.ys[k >> 1]!, 0), size - 1);
        this.fetch(level, x, y, this.layer, 4 * k);
      }
    }
  }

  /** The filtered RGBA of view level `level` into out[o .. o + 3]. */
  filterLevel(level: number, linear: boolean, out: Float64Array, o: number): void {
    const tx = this.texels;
    if (!linear) {
      this.nearest(level);
      for (let c = 0; c < 4; c++) out[o + c] = tx[c]!;
      return;
    }
    this.footprint(level);
    const dims = this.view!.dims;
    const a = this.alpha;
    const b = this.beta;
    if (dims === 1) {
      for (let c = 0; c < 4; c++) out[o + c] = lerp(tx[c]!, tx[4 + c]!, a);
      return;
    }
    for (let c = 0; c < 4; c++)
      out[o + c] = lerp(lerp(tx[c]!, tx[4 + c]!, a), lerp(tx[8 + c]!, tx[12 + c]!, a), b);
    if (dims === 3) {
      for (let c = 0; c < 4; c++) {
        const far = lerp(lerp(tx[16 + c]!, tx[20 + c]!, a), lerp(tx[24 + c]!, tx[28 + c]!, a), b);
        out[o + c] = lerp(out[o + c]!, far, this.gamma);
      }
    }
  }
}
