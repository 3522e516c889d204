// Texture wrap modes along one axis (PipeTexWrap), on unnormalized coordinates u = s * size (+ offset),
// as GL defines them on integer texel coordinates: REPEAT and MIRRORED_REPEAT wrap each index,
// CLAMP_TO_EDGE and MIRROR_CLAMP_TO_EDGE clamp each index, CLAMP_TO_BORDER leaves indices outside the
// image (they read the border colour). GL's legacy CLAMP first clamps u to [0, size], and the
// EXT_texture_mirror_clamp modes MIRROR_CLAMP / MIRROR_CLAMP_TO_BORDER first mirror u once (|u|), so
// linear filtering blends with the border at the edges as llvmpipe and softpipe do.
import { PipeTexWrap } from '@gallium-ts/gallium-api';

const W = PipeTexWrap;

/** Coordinates are kept within ±2^24 texels so that indices stay exact small integers (NaN → −2^24). */
export const COORD_LIMIT = 16777216;
const LIMIT = COORD_LIMIT;

/** u limited to ±LIMIT, NaN mapped to −LIMIT. */
export function saneCoord(u: number): number {
  // biome-ignore lint/complexity/useMathMinMax: the comparison order sends NaN to −LIMIT (Math.max keeps NaN).
  return u > LIMIT ? LIMIT : u >= -LIMIT ? u : -LIMIT;
}

/** i mod size in [0, size). */
export function repeatIndex(i: number, size: number): number {
  const r = i % size;
  return r < 0 ? r + size : r;
}

/** GL's MIRRORED_REPEAT on an integer index: (size − 1) − mirror((i mod 2·size) − size). */
export function mirrorRepeatIndex(i: number, size: number): number {
  const m = repeatIndex(i, 2 * size) - size;
  return size - 1 - (m >= 0 ? m : -1 - m);
}

/** GL's mirror(): i for i ≥ 0, −(1 + i) otherwise. */
function mirror(i: number): number {
  return i >= 0 ? i : -1 - i;
}

function clampIndex(i: number, size: number): number {
  return i < 0 ? 0 : i >= size ? size - 1 : i;
}

/** The index one wrapped integer index becomes (modes that clamp or mirror per index; others keep it). */
function wrapIndex(mode: number, i: number, size: number): number {
  switch (mode) {
    case W.REPEAT:
      return repeatIndex(i, size);
    case W.CLAMP_TO_EDGE:
      return clampIndex(i, size);
    case W.MIRROR_REPEAT:
      return mirrorRepeatIndex(i, size);
    case W.MIRROR_CLAMP_TO_EDGE:
      return clampIndex(mirror(i), size);
    default:
      return i;
  }
}

/** u before indexing: clamped (CLAMP), mirrored once (MIRROR_CLAMP*), or as it is. */
function preWrap(mode: number, u: number, size: number): number {
  u = saneCoord(u);
  switch (mode) {
    case W.CLAMP:
      return Math.min(Math.max(u, 0), size);
    case W.MIRROR_CLAMP:
      return Math.min(Math.abs(u), size);
    case W.MIRROR_CLAMP_TO_BORDER:
      return Math.abs(u);
    default:
      return u;
  }
}

/**
 * NEAREST: the texel index for coordinate u. An index outside [0, size) means the border colour
 * (only CLAMP_TO_BORDER and MIRROR_CLAMP_TO_BORDER produce one).
 */
export function wrapNearest(mode: number, u: number, size: number): number {
  const i = Math.floor(preWrap(mode, u, size));
  return mode === W.CLAMP || mode === W.MIRROR_CLAMP ? clampIndex(i, size) : wrapIndex(mode, i, size);
}

/**
 * LINEAR: the two texel indices around u, written to out[k] and out[k + 1], and the weight of the
 * second (frac(u − ½)). Indices outside [0, size) mean the border colour.
 */
export function wrapLinear(mode: number, u: number, size: number, out: Int32Array, k: number): number {
  const t = preWrap(mode, u, size) - 0.5;
  const i0 = Math.floor(t);
  out[k] = wrapIndex(mode, i0, size);
  out[k + 1] = wrapIndex(mode, i0 + 1, size);
  return t - i0;
}
