// One lane's 2D lookup at a time, for fused fragment programs (src/fragment/fused-shade.ts): a texture
// unit the fast path serves (2D, normalized, REPEAT or CLAMP_TO_EDGE, no comparison or anisotropy) whose
// texels are 8-bit channels and whose lookups need no level of detail (one level, or the same filter for
// minification and magnification without mipmapping). It computes exactly what the fast path
// (fast-2d.ts) computes for such a unit — level 0 with the magnification filter, the same expressions in
// the same order — so fused and batched shading give the same bits.
import { PipeSwizzle, PipeTexWrap } from '@gallium-ts/gallium-api';
import { wrapFast } from './fast-2d.js';
import { ByteTexelDecoder } from './texel-decoder.js';
import { lerp } from './texel-filter.js';
import type { TextureUnit } from './texture-unit.js';
import { saneCoord } from './wrap.js';

/** Whether `unit` can be sampled one lane at a time by Texel2d. */
export function texel2dServes(unit: TextureUnit): boolean {
  return (
    unit.fast && !unit.needsLod && unit.view.levelCount > 0 && unit.view.decoder instanceof ByteTexelDecoder
  );
}

export class Texel2d {
  /** The last lookup's result, after the view swizzle (doubles, as the fast path leaves them). */
  r = 0;
  g = 0;
  b = 0;
  a = 0;
  private readonly data: Uint8Array;
  private readonly tab: Float64Array;
  private readonly q0: number;
  private readonly q1: number;
  private readonly q2: number;
  private readonly q3: number;
  private readonly bs: number;
  private readonly w: number;
  private readonly h: number;
  private readonly start: number;
  private readonly stride: number;
  private readonly repeatS: boolean;
  private readonly repeatT: boolean;
  private readonly linear: boolean;
  /** Per result channel: the filtered channel it takes (0-3), or -1 for 0 and -2 for 1. */
  private readonly from: Int32Array;

  constructor(unit: TextureUnit) {
    const view = unit.view;
    const decoder = view.decoder as ByteTexelDecoder;
    this.data = decoder.data;
    this.tab = decoder.tables;
    [this.q0, this.q1, this.q2, this.q3] = decoder.positions as unknown as [number, number, number, number];
    this.bs = view.blockSize;
    this.w = view.width[0]!;
    this.h = view.height[0]!;
    this.start = view.imageStart[0]!;
    this.stride = view.stride[0]!;
    this.repeatS = unit.wrapS === PipeTexWrap.REPEAT;
    this.repeatT = unit.wrapT === PipeTexWrap.REPEAT;
    this.linear = unit.magLinear;
    this.from = Int32Array.from(view.swizzle, (s) =>
      s <= PipeSwizzle.W ? s : s === PipeSwizzle.ONE ? -2 : -1,
    );
  }

  /** Samples at normalized (s, t); the texel is in r, g, b, a. */
  sample(s: number, t: number): void {
    const { data, tab, q0, q1, q2, q3, bs, w, h, start, stride, repeatS, repeatT } = this;
    const u = saneCoord(s * w);
    const v = saneCoord(t * h);
    let vr: number;
    let vg: number;
    let vb: number;
    let va: number;
    if (!this.linear) {
      const p =
        start + wrapFast(Math.floor(v), h, repeatT) * stride + wrapFast(Math.floor(u), w, repeatS) * bs;
      vr = tab[data[p + q0]!]!;
      vg = tab[256 + data[p + q1]!]!;
      vb = tab[512 + data[p + q2]!]!;
      va = tab[768 + data[p + q3]!]!;
    } else {
      const fu = Math.floor(u - 0.5);
      const fv = Math.floor(v - 0.5);
      const alpha = u - 0.5 - fu;
      const beta = v - 0.5 - fv;
      const x0 = wrapFast(fu, w, repeatS) * bs;
      const x1 = wrapFast(fu + 1, w, repeatS) * bs;
      const row0 = start + wrapFast(fv, h, repeatT) * stride;
      const row1 = start + wrapFast(fv + 1, h, repeatT) * stride;
      const p00 = row0 + x0;
      const p10 = row0 + x1;
      const p01 = row1 + x0;
      const p11 = row1 + x1;
      vr = lerp(
        lerp(tab[data[p00 + q0]!]!, tab[data[p10 + q0]!]!, alpha),
        lerp(tab[data[p01 + q0]!]!, tab[data[p11 + q0]!]!, alpha),
        beta,
      );
      vg = lerp(
        lerp(tab[256 + data[p00 + q1]!]!, tab[256 + data[p10 + q1]!]!, alpha),
        lerp(tab[256 + data[p01 + q1]!]!, tab[256 + data[p11 + q1]!]!, alpha),
        beta,
      );
      vb = lerp(
        lerp(tab[512 + data[p00 + q2]!]!, tab[512 + data[p10 + q2]!]!, alpha),
        lerp(tab[512 + data[p01 + q2]!]!, tab[512 + data[p11 + q2]!]!, alpha),
        beta,
      );
      va = lerp(
        lerp(tab[768 + data[p00 + q3]!]!, tab[768 + data[p10 + q3]!]!, alpha),
        lerp(tab[768 + data[p01 + q3]!]!, tab[768 + data[p11 + q3]!]!, alpha),
        beta,
      );
    }
    const f = this.from;
    this.r = pick(f[0]!, vr, vg, vb, va);
    this.g = pick(f[1]!, vr, vg, vb, va);
    this.b = pick(f[2]!, vr, vg, vb, va);
    this.a = pick(f[3]!, vr, vg, vb, va);
  }
}

function pick(from: number, r: number, g: number, b: number, a: number): number {
  return from === 0 ? r : from === 1 ? g : from === 2 ? b : from === 3 ? a : from === -2 ? 1 : 0;
}
