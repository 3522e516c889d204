// The fast path for the common case: 2D views of 8-bit-channel formats (RGBA8, BGRA8, RGBX8, R8, RG8,
// L8, sRGB, SNORM...), NEAREST or LINEAR, REPEAT or CLAMP_TO_EDGE, any mipmap filter, no comparison,
// no anisotropy. Same arithmetic as the general path, in the same order, so the results are identical
// bit for bit; it only drops the per-texel dispatch. Lanes are filtered in passes — one per (filter,
// mipmap level) combination present — each a flat loop: indices wrapped inline (a mask for
// power-of-two sizes), every channel one table lookup of its byte, weights computed once per lane.
import { PipeTexWrap } from '@gallium-ts/gallium-api';
import type { TgsiTextureRequest } from '@gallium-ts/tgsi';
import type { LaneScratch } from './lane-scratch.js';
import { type LaneDerivatives, selectLevels } from './level-of-detail.js';
import type { ByteTexelDecoder } from './texel-decoder.js';
import { lerp } from './texel-filter.js';
import type { TextureUnit } from './texture-unit.js';
import { repeatIndex, saneCoord } from './wrap.js';

/** Index i along an axis of `size` texels: repeated (a mask for powers of two) or clamped to the edge. */
function wrapFast(i: number, size: number, repeat: boolean): number {
  if (repeat) return (size & (size - 1)) === 0 ? i & (size - 1) : repeatIndex(i, size);
  return i < 0 ? 0 : i >= size ? size - 1 : i;
}

/** Which lanes a pass filters, where it writes, and how its result lands there. */
interface Pass {
  /** R, G, B, A per lane: the request's results (one level, identity swizzle) or scratch doubles. */
  r: Float32Array | Float64Array;
  g: Float32Array | Float64Array;
  b: Float32Array | Float64Array;
  a: Float32Array | Float64Array;
  /** Filter lanes whose `linear` flag is this (ignored when `everyLane`). */
  linear: boolean;
  everyLane: boolean;
  /** Second mipmap level: only lanes with a weight, blended into what the first pass wrote. */
  second: boolean;
}

const none = new Float64Array(0);
const pass: Pass = { r: none, g: none, b: none, a: none, linear: true, everyLane: true, second: false };

/** Bilinear filtering of the pass's lanes into scratch.texel. */
function linearPass(unit: TextureUnit, req: TgsiTextureRequest, lod: boolean, scratch: LaneScratch): void {
  const view = unit.view;
  const decoder = view.decoder as ByteTexelDecoder;
  const data = decoder.data;
  const tab = decoder.tables;
  const q0 = decoder.positions[0]!;
  const q1 = decoder.positions[1]!;
  const q2 = decoder.positions[2]!;
  const q3 = decoder.positions[3]!;
  const bs = view.blockSize;
  const widths = view.width;
  const heights = view.height;
  const starts = view.imageStart;
  const strides = view.stride;
  const repeatS = unit.wrapS === PipeTexWrap.REPEAT;
  const repeatT = unit.wrapT === PipeTexWrap.REPEAT;
  const { count: n, active, offsets } = req;
  const xs = req.coords[0]!;
  const ys = req.coords[1]!;
  const { r, g, b, a } = pass;
  const levels = pass.second ? scratch.level1 : scratch.level0;
  const weights = scratch.mipWeight;
  const flags = scratch.linear;
  const { everyLane, second } = pass;
  const want = pass.linear ? 1 : 0;
  for (let i = 0; i < n; i++) {
    if (active[i] === 0 || (!everyLane && flags[i] !== want) || (second && !(weights[i]! > 0))) continue;
    const level = lod ? levels[i]! : 0;
    const w = widths[level]!;
    const h = heights[level]!;
    const u = saneCoord(xs[i]! * w + (offsets ? offsets[0]![i]! : 0)) - 0.5;
    const v = saneCoord(ys[i]! * h + (offsets ? offsets[1]![i]! : 0)) - 0.5;
    const fu = Math.floor(u);
    const fv = Math.floor(v);
    const alpha = u - fu;
    const beta = v - fv;
    const x0 = wrapFast(fu, w, repeatS) * bs;
    const x1 = wrapFast(fu + 1, w, repeatS) * bs;
    const start = starts[level]!;
    const row0 = start + wrapFast(fv, h, repeatT) * strides[level]!;
    const row1 = start + wrapFast(fv + 1, h, repeatT) * strides[level]!;
    const p00 = row0 + x0;
    const p10 = row0 + x1;
    const p01 = row1 + x0;
    const p11 = row1 + x1;
    const vr = lerp(
      lerp(tab[data[p00 + q0]!]!, tab[data[p10 + q0]!]!, alpha),
      lerp(tab[data[p01 + q0]!]!, tab[data[p11 + q0]!]!, alpha),
      beta,
    );
    const vg = lerp(
      lerp(tab[256 + data[p00 + q1]!]!, tab[256 + data[p10 + q1]!]!, alpha),
      lerp(tab[256 + data[p01 + q1]!]!, tab[256 + data[p11 + q1]!]!, alpha),
      beta,
    );
    const vb = lerp(
      lerp(tab[512 + data[p00 + q2]!]!, tab[512 + data[p10 + q2]!]!, alpha),
      lerp(tab[512 + data[p01 + q2]!]!, tab[512 + data[p11 + q2]!]!, alpha),
      beta,
    );
    const va = lerp(
      lerp(tab[768 + data[p00 + q3]!]!, tab[768 + data[p10 + q3]!]!, alpha),
      lerp(tab[768 + data[p01 + q3]!]!, tab[768 + data[p11 + q3]!]!, alpha),
      beta,
    );
    if (second) {
      const m = weights[i]!;
      r[i] = lerp(r[i]!, vr, m);
      g[i] = lerp(g[i]!, vg, m);
      b[i] = lerp(b[i]!, vb, m);
      a[i] = lerp(a[i]!, va, m);
    } else {
      r[i] = vr;
      g[i] = vg;
      b[i] = vb;
      a[i] = va;
    }
  }
}

/** Nearest filtering of the pass's lanes into scratch.texel. */
function nearestPass(unit: TextureUnit, req: TgsiTextureRequest, lod: boolean, scratch: LaneScratch): void {
  const view = unit.view;
  const decoder = view.decoder as ByteTexelDecoder;
  const data = decoder.data;
  const tab = decoder.tables;
  const q0 = decoder.positions[0]!;
  const q1 = decoder.positions[1]!;
  const q2 = decoder.positions[2]!;
  const q3 = decoder.positions[3]!;
  const bs = view.blockSize;
  const repeatS = unit.wrapS === PipeTexWrap.REPEAT;
  const repeatT = unit.wrapT === PipeTexWrap.REPEAT;
  const { count: n, active, offsets } = req;
  const xs = req.coords[0]!;
  const ys = req.coords[1]!;
  const { r, g, b, a } = pass;
  const levels = pass.second ? scratch.level1 : scratch.level0;
  const weights = scratch.mipWeight;
  const flags = scratch.linear;
  const { everyLane, second } = pass;
  const want = pass.linear ? 1 : 0;
  for (let i = 0; i < n; i++) {
    if (active[i] === 0 || (!everyLane && flags[i] !== want) || (second && !(weights[i]! > 0))) continue;
    const level = lod ? levels[i]! : 0;
    const w = view.width[level]!;
    const h = view.height[level]!;
    const x = wrapFast(Math.floor(saneCoord(xs[i]! * w + (offsets ? offsets[0]![i]! : 0))), w, repeatS);
    const y = wrapFast(Math.floor(saneCoord(ys[i]! * h + (offsets ? offsets[1]![i]! : 0))), h, repeatT);
    const p = view.imageStart[level]! + y * view.stride[level]! + x * bs;
    const vr = tab[data[p + q0]!]!;
    const vg = tab[256 + data[p + q1]!]!;
    const vb = tab[512 + data[p + q2]!]!;
    const va = tab[768 + data[p + q3]!]!;
    if (second) {
      const m = weights[i]!;
      r[i] = lerp(r[i]!, vr, m);
      g[i] = lerp(g[i]!, vg, m);
      b[i] = lerp(b[i]!, vb, m);
      a[i] = lerp(a[i]!, va, m);
    } else {
      r[i] = vr;
      g[i] = vg;
      b[i] = vb;
      a[i] = va;
    }
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
  const run = linear ? linearPass : nearestPass;
  pass.linear = linear;
  pass.everyLane = everyLane;
  pass.second = false;
  run(unit, req, lod, scratch);
  if (blends) {
    pass.second = true;
    run(unit, req, lod, scratch);
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
    selectLevels(unit, req.lodMode, req.lod, d, true, n, active, scratch);
    const minify = scratch.minify;
    for (let i = 0; i < n; i++) {
      scratch.linear[i] = (minify[i] === 1 ? unit.minLinear : unit.magLinear) ? 1 : 0;
      if (active[i] !== 0 && scratch.mipWeight[i]! > 0) blends = true;
    }
    mixed = unit.minLinear !== unit.magLinear;
  }
  // One level through the identity swizzle goes straight to the results (rounded once, as the general
  // path does); otherwise the doubles wait in scratch for the mipmap blend and the swizzle.
  const sw = unit.view.swizzle;
  const direct = !blends && sw[0] === 0 && sw[1] === 1 && sw[2] === 2 && sw[3] === 3;
  const dst = direct ? req.out : scratch.texel;
  pass.r = dst[0]!;
  pass.g = dst[1]!;
  pass.b = dst[2]!;
  pass.a = dst[3]!;
  if (mixed) {
    filterPasses(unit, req, lod, scratch, true, false, blends);
    filterPasses(unit, req, lod, scratch, false, false, blends);
  } else {
    filterPasses(unit, req, lod, scratch, unit.magLinear, true, blends);
  }
  if (direct) return;
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
