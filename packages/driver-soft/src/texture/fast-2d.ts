// The fast path for the common case: 2D views of 8-bit-channel formats (RGBA8, BGRA8, RGBX8, R8, RG8,
// L8, sRGB, SNORM...) and 32-bit float formats (R32F ... RGBA32F), NEAREST or LINEAR, REPEAT,
// MIRRORED_REPEAT or CLAMP_TO_EDGE (and CLAMP under NEAREST filters), any mipmap filter, no comparison,
// no anisotropy. Same arithmetic as the general path, in the same order, so the results are identical
// bit for bit; it only drops the per-texel dispatch.
// Lanes are filtered in passes — one per (filter, mipmap level) combination present — each a flat
// loop: indices wrapped inline (a mask for power-of-two sizes), weights computed once per lane, every
// channel one table lookup of its byte or one read of its float.
import { PipeTexWrap } from '@gallium-ts/gallium-api';
import type { TgsiTextureRequest } from '@gallium-ts/tgsi';
import type { LaneScratch } from './lane-scratch.js';
import { type LaneDerivatives, selectLevels } from './level-of-detail.js';
import { ByteTexelDecoder, FloatTexelDecoder } from './texel-decoder.js';
import { lerp } from './texel-filter.js';
import type { TextureUnit } from './texture-unit.js';
import type { ViewState } from './view-state.js';
import { mirrorRepeatIndex, repeatIndex, saneCoord } from './wrap.js';

/** Whether the fast path can read the view's texels: byte-table formats, or aligned 32-bit floats. */
export function fastReadable(view: ViewState): boolean {
  const decoder = view.decoder;
  return (
    decoder instanceof ByteTexelDecoder || (decoder instanceof FloatTexelDecoder && decoder.floats !== null)
  );
}

/**
 * Index i along an axis of `size` texels by wrap `mode` (a PipeTexWrap the fast path serves): repeated (a
 * mask for powers of two), mirrored and repeated, or clamped to the edge (CLAMP_TO_EDGE, and CLAMP under
 * nearest filters).
 */
export function wrapFast(i: number, size: number, mode: number): number {
  if (mode === PipeTexWrap.REPEAT) return (size & (size - 1)) === 0 ? i & (size - 1) : repeatIndex(i, size);
  if (mode === PipeTexWrap.MIRROR_REPEAT) return mirrorRepeatIndex(i, size);
  return i < 0 ? 0 : i >= size ? size - 1 : i;
}

/** How the passes read texels: per component, a byte through a table or a float (see the decoders). */
class TexelReader {
  floats = false;
  data: Uint8Array = new Uint8Array(0);
  tables = new Float64Array(0);
  /** Byte of each component in a texel (bytes). */
  readonly byteAt = new Int32Array(4);
  /** Float arrays, word scale and word of each component (floats). */
  sources: Float32Array[] = [];
  readonly scale = new Int32Array(4);
  readonly wordAt = new Int32Array(4);

  use(view: ViewState): void {
    const decoder = view.decoder!;
    this.floats = decoder instanceof FloatTexelDecoder;
    if (decoder instanceof FloatTexelDecoder) {
      this.sources = decoder.sources;
      this.scale.set(decoder.scale);
      this.wordAt.set(decoder.words);
    } else {
      const bytes = decoder as ByteTexelDecoder;
      this.data = bytes.data;
      this.tables = bytes.tables;
      this.byteAt.set(bytes.positions);
    }
  }
}

const reader = new TexelReader();
const empty = new Float32Array(1);

/** Which lanes a pass filters and how its result lands in the lanes' texels (scratch.texel). */
const pass = {
  /** Filter lanes whose `linear` flag is this (ignored when `everyLane`). */
  linear: true,
  everyLane: true,
  /** Second mipmap level: only lanes with a weight, blended into what the first pass wrote. */
  second: false,
};

/** Filters the pass's lanes (nearest or bilinear) into scratch.texel. */
function filterPass(unit: TextureUnit, req: TgsiTextureRequest, lod: boolean, scratch: LaneScratch): void {
  const view = unit.view;
  const { floats, data, tables: tab, byteAt, sources, scale, wordAt } = reader;
  const q0 = byteAt[0]!;
  const q1 = byteAt[1]!;
  const q2 = byteAt[2]!;
  const q3 = byteAt[3]!;
  const f0 = sources[0] ?? empty;
  const f1 = sources[1] ?? empty;
  const f2 = sources[2] ?? empty;
  const f3 = sources[3] ?? empty;
  const m0 = scale[0]!;
  const m1 = scale[1]!;
  const m2 = scale[2]!;
  const m3 = scale[3]!;
  const k0 = wordAt[0]!;
  const k1 = wordAt[1]!;
  const k2 = wordAt[2]!;
  const k3 = wordAt[3]!;
  const bs = view.blockSize;
  const wrapS = unit.wrapS;
  const wrapT = unit.wrapT;
  const { count: n, active, offsets } = req;
  const xs = req.coords[0]!;
  const ys = req.coords[1]!;
  const texel = scratch.texel;
  const r = texel[0]!;
  const g = texel[1]!;
  const b = texel[2]!;
  const a = texel[3]!;
  const levels = pass.second ? scratch.level1 : scratch.level0;
  const weights = scratch.mipWeight;
  const flags = scratch.linear;
  const { linear, everyLane, second } = pass;
  const want = linear ? 1 : 0;
  // The level's size and layout, reloaded only when a lane's level differs from the previous lane's.
  let level = -1;
  let w = 0;
  let h = 0;
  let start = 0;
  let stride = 0;
  for (let i = 0; i < n; i++) {
    if (active[i] === 0 || (!everyLane && flags[i] !== want) || (second && !(weights[i]! > 0))) continue;
    const l = lod ? levels[i]! : 0;
    if (l !== level) {
      level = l;
      w = view.width[l]!;
      h = view.height[l]!;
      start = view.imageStart[l]!;
      stride = view.stride[l]!;
    }
    const u = saneCoord(xs[i]! * w + (offsets ? offsets[0]![i]! : 0));
    const v = saneCoord(ys[i]! * h + (offsets ? offsets[1]![i]! : 0));
    let vr: number;
    let vg: number;
    let vb: number;
    let va: number;
    if (!linear) {
      const p = start + wrapFast(Math.floor(v), h, wrapT) * stride + wrapFast(Math.floor(u), w, wrapS) * bs;
      if (floats) {
        const word = p >> 2;
        vr = f0[word * m0 + k0]!;
        vg = f1[word * m1 + k1]!;
        vb = f2[word * m2 + k2]!;
        va = f3[word * m3 + k3]!;
      } else {
        vr = tab[data[p + q0]!]!;
        vg = tab[256 + data[p + q1]!]!;
        vb = tab[512 + data[p + q2]!]!;
        va = tab[768 + data[p + q3]!]!;
      }
    } else {
      const fu = Math.floor(u - 0.5);
      const fv = Math.floor(v - 0.5);
      const alpha = u - 0.5 - fu;
      const beta = v - 0.5 - fv;
      const x0 = wrapFast(fu, w, wrapS) * bs;
      const x1 = wrapFast(fu + 1, w, wrapS) * bs;
      const row0 = start + wrapFast(fv, h, wrapT) * stride;
      const row1 = start + wrapFast(fv + 1, h, wrapT) * stride;
      const p00 = row0 + x0;
      const p10 = row0 + x1;
      const p01 = row1 + x0;
      const p11 = row1 + x1;
      if (floats) {
        const t00 = p00 >> 2;
        const t10 = p10 >> 2;
        const t01 = p01 >> 2;
        const t11 = p11 >> 2;
        vr = lerp(
          lerp(f0[t00 * m0 + k0]!, f0[t10 * m0 + k0]!, alpha),
          lerp(f0[t01 * m0 + k0]!, f0[t11 * m0 + k0]!, alpha),
          beta,
        );
        vg = lerp(
          lerp(f1[t00 * m1 + k1]!, f1[t10 * m1 + k1]!, alpha),
          lerp(f1[t01 * m1 + k1]!, f1[t11 * m1 + k1]!, alpha),
          beta,
        );
        vb = lerp(
          lerp(f2[t00 * m2 + k2]!, f2[t10 * m2 + k2]!, alpha),
          lerp(f2[t01 * m2 + k2]!, f2[t11 * m2 + k2]!, alpha),
          beta,
        );
        va = lerp(
          lerp(f3[t00 * m3 + k3]!, f3[t10 * m3 + k3]!, alpha),
          lerp(f3[t01 * m3 + k3]!, f3[t11 * m3 + k3]!, alpha),
          beta,
        );
      } else {
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
    }
    if (second) {
      const m = weights[i]!;
      vr = lerp(r[i]!, vr, m);
      vg = lerp(g[i]!, vg, m);
      vb = lerp(b[i]!, vb, m);
      va = lerp(a[i]!, va, m);
    }
    r[i] = vr;
    g[i] = vg;
    b[i] = vb;
    a[i] = va;
  }
}

/** Runs the passes of one filter: the first level, then the second where lanes blend two levels. */
function filterPasses(
  unit: TextureUnit,
  req: TgsiTextureRequest,
  lod: boolean,
  scratch: LaneScratch,
  linear: boolean,
  everyLane: boolean,
  blends: boolean,
): void {
  pass.linear = linear;
  pass.everyLane = everyLane;
  pass.second = false;
  filterPass(unit, req, lod, scratch);
  if (blends) {
    pass.second = true;
    filterPass(unit, req, lod, scratch);
  }
}

/** Filtered lookups of a unit whose `fast` flag is set, with normalized coordinates. */
export function sampleFast2d(
  unit: TextureUnit,
  req: TgsiTextureRequest,
  scratch: LaneScratch,
  d: LaneDerivatives,
): void {
  const { count: n, active } = req;
  const lod = unit.needsLod;
  let mixed = false;
  let blends = false;
  if (lod) {
    d.dsdx = req.ddx[0]!;
    d.dtdx = req.ddx[1]!;
    d.drdx = req.ddx[2]!;
    d.dsdy = req.ddy[0]!;
    d.dtdy = req.ddy[1]!;
    d.drdy = req.ddy[2]!;
    blends = selectLevels(unit, req.lodMode, req.lod, d, true, n, active, scratch);
    mixed = unit.minLinear !== unit.magLinear;
    if (mixed) {
      const minify = scratch.minify;
      for (let i = 0; i < n; i++)
        scratch.linear[i] = (minify[i] === 1 ? unit.minLinear : unit.magLinear) ? 1 : 0;
    }
  }
  reader.use(unit.view);
  if (mixed) {
    filterPasses(unit, req, lod, scratch, true, false, blends);
    filterPasses(unit, req, lod, scratch, false, false, blends);
  } else {
    filterPasses(unit, req, lod, scratch, unit.magLinear, true, blends);
  }
  // The texels (doubles, rounded once here as in the general path) through the view swizzle.
  const sw = unit.view.swizzle;
  const texel = scratch.texel;
  for (let c = 0; c < 4; c++) {
    const out = req.out[c]!;
    const k = sw[c]!;
    const from = k <= 3 ? texel[k]! : null;
    const constant = k === 5 ? 1 : 0;
    for (let i = 0; i < n; i++) {
      if (active[i] !== 0) out[i] = from ? from[i]! : constant;
    }
  }
}
