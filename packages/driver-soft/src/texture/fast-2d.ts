// The fast path for the common case: 2D views of 8-bit-channel formats (RGBA8, BGRA8, RGBX8, R8, RG8,
// L8, sRGB, SNORM...), NEAREST or LINEAR, REPEAT or CLAMP_TO_EDGE, any mipmap filter, no comparison,
// no anisotropy. Same arithmetic as the general path, in the same order, so the results are identical
// bit for bit; it only drops the per-texel dispatch: indices are wrapped inline (a mask for power-of-two
// sizes) and every channel is one table lookup of its byte.
import { PipeTexWrap } from '@gallium-ts/gallium-api';
import type { TgsiTextureRequest } from '@gallium-ts/tgsi';
import type { LaneScratch } from './lane-scratch.js';
import { type LaneDerivatives, selectLevels } from './level-of-detail.js';
import type { ByteTexelDecoder } from './texel-decoder.js';
import { lerp } from './texel-filter.js';
import type { TextureUnit } from './texture-unit.js';
import { repeatIndex, saneCoord } from './wrap.js';

/** Index i along an axis of `size` texels: repeated (mask for powers of two) or clamped to the edge. */
function wrapFast(i: number, size: number, repeat: boolean): number {
  if (repeat) return (size & (size - 1)) === 0 ? i & (size - 1) : repeatIndex(i, size);
  return i < 0 ? 0 : i >= size ? size - 1 : i;
}

/** Samples one level of one lane into `out[o .. o + 3]`. */
class Fast2dLevel {
  data: Uint8Array = new Uint8Array(0);
  tables = new Float64Array(0);
  p0 = 0;
  p1 = 0;
  p2 = 0;
  p3 = 0;
  blockSize = 4;
  repeatS = true;
  repeatT = true;
  layer = 0;
  unit: TextureUnit | null = null;

  use(unit: TextureUnit): void {
    const decoder = unit.view.decoder as ByteTexelDecoder;
    this.unit = unit;
    this.data = decoder.data;
    this.tables = decoder.tables;
    this.p0 = decoder.positions[0]!;
    this.p1 = decoder.positions[1]!;
    this.p2 = decoder.positions[2]!;
    this.p3 = decoder.positions[3]!;
    this.blockSize = unit.view.blockSize;
    this.repeatS = unit.wrapS === PipeTexWrap.REPEAT;
    this.repeatT = unit.wrapT === PipeTexWrap.REPEAT;
    this.layer = unit.view.firstLayer;
  }

  /** Byte offset of the start of row y of `level`. */
  private row(level: number, y: number): number {
    const view = this.unit!.view;
    return view.offset[level]! + this.layer * view.layerStride[level]! + y * view.stride[level]!;
  }

  nearest(level: number, s: number, t: number, ox: number, oy: number, out: Float64Array, o: number): void {
    const view = this.unit!.view;
    const w = view.width[level]!;
    const h = view.height[level]!;
    const x = wrapFast(Math.floor(saneCoord(s * w + ox)), w, this.repeatS);
    const y = wrapFast(Math.floor(saneCoord(t * h + oy)), h, this.repeatT);
    const p = this.row(level, y) + x * this.blockSize;
    const d = this.data;
    const tab = this.tables;
    out[o] = tab[d[p + this.p0]!]!;
    out[o + 1] = tab[256 + d[p + this.p1]!]!;
    out[o + 2] = tab[512 + d[p + this.p2]!]!;
    out[o + 3] = tab[768 + d[p + this.p3]!]!;
  }

  linear(level: number, s: number, t: number, ox: number, oy: number, out: Float64Array, o: number): void {
    const view = this.unit!.view;
    const w = view.width[level]!;
    const h = view.height[level]!;
    const u = saneCoord(s * w + ox) - 0.5;
    const v = saneCoord(t * h + oy) - 0.5;
    const fu = Math.floor(u);
    const fv = Math.floor(v);
    const a = u - fu;
    const b = v - fv;
    const bs = this.blockSize;
    const x0 = wrapFast(fu, w, this.repeatS) * bs;
    const x1 = wrapFast(fu + 1, w, this.repeatS) * bs;
    const row0 = this.row(level, wrapFast(fv, h, this.repeatT));
    const row1 = this.row(level, wrapFast(fv + 1, h, this.repeatT));
    const p00 = row0 + x0;
    const p10 = row0 + x1;
    const p01 = row1 + x0;
    const p11 = row1 + x1;
    const d = this.data;
    const tab = this.tables;
    let q = this.p0;
    out[o] = lerp(
      lerp(tab[d[p00 + q]!]!, tab[d[p10 + q]!]!, a),
      lerp(tab[d[p01 + q]!]!, tab[d[p11 + q]!]!, a),
      b,
    );
    q = this.p1;
    out[o + 1] = lerp(
      lerp(tab[256 + d[p00 + q]!]!, tab[256 + d[p10 + q]!]!, a),
      lerp(tab[256 + d[p01 + q]!]!, tab[256 + d[p11 + q]!]!, a),
      b,
    );
    q = this.p2;
    out[o + 2] = lerp(
      lerp(tab[512 + d[p00 + q]!]!, tab[512 + d[p10 + q]!]!, a),
      lerp(tab[512 + d[p01 + q]!]!, tab[512 + d[p11 + q]!]!, a),
      b,
    );
    q = this.p3;
    out[o + 3] = lerp(
      lerp(tab[768 + d[p00 + q]!]!, tab[768 + d[p10 + q]!]!, a),
      lerp(tab[768 + d[p01 + q]!]!, tab[768 + d[p11 + q]!]!, a),
      b,
    );
  }
}

const level = new Fast2dLevel();
const texel = new Float64Array(8);

/** Filtered lookups of a unit whose `fast` flag is set, with normalized coordinates. */
export function sampleFast2d(
  unit: TextureUnit,
  req: TgsiTextureRequest,
  scratch: LaneScratch,
  d: LaneDerivatives,
): void {
  const { count: n, active } = req;
  const lod = unit.needsLod;
  if (lod) {
    d.dsdx = req.ddx[0]!;
    d.dtdx = req.ddx[1]!;
    d.drdx = req.ddx[2]!;
    d.dsdy = req.ddy[0]!;
    d.dtdy = req.ddy[1]!;
    d.drdy = req.ddy[2]!;
    selectLevels(unit, req.lodMode, req.lod, d, true, n, active, scratch);
  }
  level.use(unit);
  const xs = req.coords[0]!;
  const ys = req.coords[1]!;
  const offsets = req.offsets;
  const r = req.out[0]!;
  const g = req.out[1]!;
  const b = req.out[2]!;
  const a = req.out[3]!;
  const sw = unit.view.swizzle;
  const identity = sw[0] === 0 && sw[1] === 1 && sw[2] === 2 && sw[3] === 3;
  for (let i = 0; i < n; i++) {
    if (active[i] === 0) continue;
    const s = xs[i]!;
    const t = ys[i]!;
    const ox = offsets ? offsets[0]![i]! : 0;
    const oy = offsets ? offsets[1]![i]! : 0;
    const level0 = lod ? scratch.level0[i]! : 0;
    const weight = lod ? scratch.mipWeight[i]! : 0;
    const linear = lod && scratch.minify[i] === 1 ? unit.minLinear : unit.magLinear;
    if (linear) level.linear(level0, s, t, ox, oy, texel, 0);
    else level.nearest(level0, s, t, ox, oy, texel, 0);
    if (weight > 0) {
      const level1 = scratch.level1[i]!;
      if (linear) level.linear(level1, s, t, ox, oy, texel, 4);
      else level.nearest(level1, s, t, ox, oy, texel, 4);
      for (let c = 0; c < 4; c++) texel[c] = lerp(texel[c]!, texel[4 + c]!, weight);
    }
    if (identity) {
      r[i] = texel[0]!;
      g[i] = texel[1]!;
      b[i] = texel[2]!;
      a[i] = texel[3]!;
    } else {
      for (let c = 0; c < 4; c++) {
        const k = sw[c]!;
        req.out[c]![i] = k <= 3 ? texel[k]! : k === 5 ? 1 : 0;
      }
    }
  }
}
