// The pixel transfer operations of OpenGL 1.5 section 3.6.5 (and 4.3.2 for ReadPixels), applied to
// whole spans in place: RGBA scale and bias, the R_TO_R..A_TO_A lookups of MAP_COLOR, index shift and
// offset, index-to-RGBA conversion through I_TO_R..I_TO_A, the S_TO_S lookup of MAP_STENCIL, depth scale
// and bias, and the final clamps.

import { clamp } from './element-codec.js';
import type { PixelImage } from './pixel-image.js';
import type { PixelTransferState } from './pixel-transfer-state.js';

/** Clamps `values[0..length)` to [0, 1] (NaN becomes 0). */
export function clampUnit(values: Float64Array, length = values.length): void {
  for (let i = 0; i < length; i++) {
    const v = values[i]!;
    if (!(v >= 0)) values[i] = 0;
    else if (v > 1) values[i] = 1;
  }
}

/** Looks `c` up in a colour table: index round(clamp(c, 0, 1) · (size − 1)). */
function lookup(table: Float32Array, c: number): number {
  return table[Math.floor(clamp(c, 0, 1) * (table.length - 1) + 0.5)]!;
}

/**
 * "Arithmetic on Components" then "RGBA to RGBA Lookup": each component times its scale plus its bias,
 * then, when MAP_COLOR is on, replaced by its R_TO_R/G_TO_G/B_TO_B/A_TO_A entry. In place on `count`
 * RGBA pixels.
 */
export function transferRgba(rgba: Float64Array, count: number, t: PixelTransferState): void {
  const [sr, sg, sb, sa] = t.colorScale;
  const [br, bg, bb, ba] = t.colorBias;
  if (sr !== 1 || sg !== 1 || sb !== 1 || sa !== 1 || br !== 0 || bg !== 0 || bb !== 0 || ba !== 0) {
    for (let i = 0; i < count * 4; i += 4) {
      rgba[i] = rgba[i]! * sr + br;
      rgba[i + 1] = rgba[i + 1]! * sg + bg;
      rgba[i + 2] = rgba[i + 2]! * sb + bb;
      rgba[i + 3] = rgba[i + 3]! * sa + ba;
    }
  }
  if (t.mapColor) {
    const { rToR, gToG, bToB, aToA } = t.maps;
    for (let i = 0; i < count * 4; i += 4) {
      rgba[i] = lookup(rToR, rgba[i]!);
      rgba[i + 1] = lookup(gToG, rgba[i + 1]!);
      rgba[i + 2] = lookup(bToB, rgba[i + 2]!);
      rgba[i + 3] = lookup(aToA, rgba[i + 3]!);
    }
  }
}

/**
 * "Arithmetic on Indices": each index shifted left by INDEX_SHIFT bits (right when negative) and
 * INDEX_OFFSET added, in 32-bit unsigned arithmetic (indices have no fraction bits here).
 */
export function shiftOffsetIndices(indices: Uint32Array, count: number, t: PixelTransferState): void {
  const shift = t.indexShift;
  const offset = t.indexOffset;
  if (shift === 0 && offset === 0) return;
  for (let i = 0; i < count; i++) {
    const v = indices[i]!;
    const shifted = shift >= 32 || shift <= -32 ? 0 : shift > 0 ? v << shift : v >>> -shift;
    indices[i] = (shifted + offset) >>> 0;
  }
}

/**
 * "Conversion to RGBA" of colour indices (RGBA mode): each index, masked by 2^n − 1 for a table of n
 * entries, is looked up in I_TO_R, I_TO_G, I_TO_B and I_TO_A. Scale, bias and the RGBA lookups do not
 * apply to the result.
 */
export function indicesToRgba(
  indices: Uint32Array,
  count: number,
  t: PixelTransferState,
  rgba: Float64Array,
): void {
  const { iToR, iToG, iToB, iToA } = t.maps;
  const mr = iToR.length - 1;
  const mg = iToG.length - 1;
  const mb = iToB.length - 1;
  const ma = iToA.length - 1;
  for (let i = 0; i < count; i++) {
    const index = indices[i]!;
    rgba[i * 4] = iToR[index & mr]!;
    rgba[i * 4 + 1] = iToG[index & mg]!;
    rgba[i * 4 + 2] = iToB[index & mb]!;
    rgba[i * 4 + 3] = iToA[index & ma]!;
  }
}

/** "Stencil Index Lookup": with MAP_STENCIL on, each index masked by 2^n − 1 is replaced by S_TO_S's entry. */
export function mapStencilIndices(indices: Uint32Array, count: number, t: PixelTransferState): void {
  if (!t.mapStencil) return;
  const table = t.maps.sToS;
  const mask = table.length - 1;
  for (let i = 0; i < count; i++) indices[i] = Math.round(table[indices[i]! & mask]!) >>> 0;
}

/** Depth values times DEPTH_SCALE plus DEPTH_BIAS, then clamped to [0, 1]. */
export function transferDepth(depth: Float64Array, count: number, t: PixelTransferState): void {
  const scale = t.depthScale;
  const bias = t.depthBias;
  if (scale !== 1 || bias !== 0) for (let i = 0; i < count; i++) depth[i] = depth[i]! * scale + bias;
  clampUnit(depth, count);
}

/**
 * The pixel transfer operations on a whole unpacked image, in place, for the calls that read pixels
 * from the framebuffer and write them back (glCopyPixels, glCopyTexImage*, glCopyTexSubImage*: OpenGL
 * 1.5 sections 4.3.3 and 3.8.1 apply them once, as DrawPixels would): RGBA scale/bias, MAP_COLOR and
 * the clamp; depth scale/bias and the clamp; stencil shift/offset, MAP_STENCIL and the mask by
 * 2^stencilBits − 1.
 */
export function applyPixelTransfer(pixels: PixelImage, t: PixelTransferState, stencilBits = 8): void {
  const count = pixels.width * pixels.height * pixels.depth;
  if (pixels.kind === 'rgba') {
    transferRgba(pixels.data, count, t);
    clampUnit(pixels.data, count * 4);
  } else if (pixels.kind === 'depth') {
    transferDepth(pixels.data, count, t);
  } else {
    shiftOffsetIndices(pixels.data, count, t);
    mapStencilIndices(pixels.data, count, t);
    const mask = 2 ** stencilBits - 1;
    for (let i = 0; i < count; i++) pixels.data[i] = (pixels.data[i]! & mask) >>> 0;
  }
}
