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

/** Byte 0 of a 32-bit word is its low byte. */
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

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
  /** The texels as 32-bit words when they are 4 aligned bytes (little-endian hosts), else null. */
  private readonly words: Uint32Array | null;
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
    const aligned =
      this.bs === 4 && this.data.byteOffset % 4 === 0 && this.start % 4 === 0 && this.stride % 4 === 0;
    this.words =
      aligned && LITTLE_ENDIAN
        ? new Uint32Array(this.data.buffer, this.data.byteOffset, this.data.byteLength >> 2)
        : null;
  }

  /** Samples at normalized (s, t); the texel is in r, g, b, a. */
  sample(s: number, t: number): void {
    const { tab, bs, w, h, start, stride, repeatS, repeatT, words } = this;
    const u = saneCoord(s * w);
    const v = saneCoord(t * h);
    if (!this.linear) {
      const p =
        start + wrapFast(Math.floor(v), h, repeatT) * stride + wrapFast(Math.floor(u), w, repeatS) * bs;
      if (words !== null) {
        const t = words[p >> 2]!;
        this.swizzle(
          tab[this.byteOf(t, 0)]!,
          tab[256 + this.byteOf(t, 1)]!,
          tab[512 + this.byteOf(t, 2)]!,
          tab[768 + this.byteOf(t, 3)]!,
        );
      } else {
        const d = this.data;
        this.swizzle(
          tab[d[p + this.q0]!]!,
          tab[256 + d[p + this.q1]!]!,
          tab[512 + d[p + this.q2]!]!,
          tab[768 + d[p + this.q3]!]!,
        );
      }
      return;
    }
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
    if (words !== null) {
      const t00 = words[p00 >> 2]!;
      const t10 = words[p10 >> 2]!;
      const t01 = words[p01 >> 2]!;
      const t11 = words[p11 >> 2]!;
      const s0 = this.q0 * 8;
      const s1 = this.q1 * 8;
      const s2 = this.q2 * 8;
      const s3 = this.q3 * 8;
      this.swizzle(
        lerp(
          lerp(tab[(t00 >>> s0) & 255]!, tab[(t10 >>> s0) & 255]!, alpha),
          lerp(tab[(t01 >>> s0) & 255]!, tab[(t11 >>> s0) & 255]!, alpha),
          beta,
        ),
        lerp(
          lerp(tab[256 + ((t00 >>> s1) & 255)]!, tab[256 + ((t10 >>> s1) & 255)]!, alpha),
          lerp(tab[256 + ((t01 >>> s1) & 255)]!, tab[256 + ((t11 >>> s1) & 255)]!, alpha),
          beta,
        ),
        lerp(
          lerp(tab[512 + ((t00 >>> s2) & 255)]!, tab[512 + ((t10 >>> s2) & 255)]!, alpha),
          lerp(tab[512 + ((t01 >>> s2) & 255)]!, tab[512 + ((t11 >>> s2) & 255)]!, alpha),
          beta,
        ),
        lerp(
          lerp(tab[768 + ((t00 >>> s3) & 255)]!, tab[768 + ((t10 >>> s3) & 255)]!, alpha),
          lerp(tab[768 + ((t01 >>> s3) & 255)]!, tab[768 + ((t11 >>> s3) & 255)]!, alpha),
          beta,
        ),
      );
      return;
    }
    const d = this.data;
    const { q0, q1, q2, q3 } = this;
    this.swizzle(
      lerp(
        lerp(tab[d[p00 + q0]!]!, tab[d[p10 + q0]!]!, alpha),
        lerp(tab[d[p01 + q0]!]!, tab[d[p11 + q0]!]!, alpha),
        beta,
      ),
      lerp(
        lerp(tab[256 + d[p00 + q1]!]!, tab[256 + d[p10 + q1]!]!, alpha),
        lerp(tab[256 + d[p01 + q1]!]!, tab[256 + d[p11 + q1]!]!, alpha),
        beta,
      ),
      lerp(
        lerp(tab[512 + d[p00 + q2]!]!, tab[512 + d[p10 + q2]!]!, alpha),
        lerp(tab[512 + d[p01 + q2]!]!, tab[512 + d[p11 + q2]!]!, alpha),
        beta,
      ),
      lerp(
        lerp(tab[768 + d[p00 + q3]!]!, tab[768 + d[p10 + q3]!]!, alpha),
        lerp(tab[768 + d[p01 + q3]!]!, tab[768 + d[p11 + q3]!]!, alpha),
        beta,
      ),
    );
  }

  /** Byte `component` of a texel word. */
  private byteOf(word: number, component: number): number {
    const q = component === 0 ? this.q0 : component === 1 ? this.q1 : component === 2 ? this.q2 : this.q3;
    return (word >>> (q * 8)) & 255;
  }

  /** The filtered channels through the view swizzle into r, g, b, a. */
  private swizzle(vr: number, vg: number, vb: number, va: number): void {
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
