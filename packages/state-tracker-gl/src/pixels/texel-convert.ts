// Conversions between what the GL works with and the texels of a TextureFormat, over gallium-api's
// format pack/unpack: RGBA to a base format's components (OpenGL 1.5 table 3.15: L and I take R), the
// texels back to RGBA as glGetTexImage sees them (table 6.1: L, I → R; G and B 0; A 1 when absent), and
// depth and stencil values to and from depth/stencil texels.

import {
  formatDescription,
  packDepthStencil,
  packRgbaFloatRow,
  unpackRgbaFloatRow,
  unpackStencil,
  unpackZFloat,
} from '@gallium-ts/gallium-api';
import { allocate } from './pixel-error.js';
import type { TexelComponent, TextureFormat } from './texture-format.js';

/** Pixels converted per staging chunk (bounds the temporary memory of large images). */
const CHUNK = 4096;

/** Table 3.15: which RGBA component each base component takes. */
const SOURCE: Record<TexelComponent, number> = { L: 0, I: 0, R: 0, G: 1, B: 2, A: 3, D: 0 };

function blockSize(tex: TextureFormat): number {
  return formatDescription(tex.pipeFormat).blockSize;
}

/**
 * Texels of `tex` for `count` RGBA pixels (floats, already clamped as TexImage clamps them): each base
 * component takes its RGBA component per table 3.15 and is packed by gallium-api's packRgbaFloat; stored
 * channels the base format does not use hold 0 (1 in the alpha position). Writes into `out` (offset
 * `outOffset`) or a new array, which it returns.
 */
export function texelsFromRgba(
  tex: TextureFormat,
  rgba: ArrayLike<number>,
  count: number,
  out?: Uint8Array,
  outOffset = 0,
): Uint8Array {
  const size = blockSize(tex);
  const texels = out ?? allocate(count * size, 1, (n) => new Uint8Array(n), 'texels');
  const staging = new Float64Array(Math.min(count, CHUNK) * 4);
  // For each staging position: the RGBA component it takes, or −1 for 0 and −2 for 1 (alpha).
  const take = [-1, -1, -1, -2];
  for (const [component, position] of Object.entries(tex.positions) as [TexelComponent, number][]) {
    take[position] = SOURCE[component];
  }
  const [t0, t1, t2, t3] = take as [number, number, number, number];
  const pick = (i: number, t: number) => (t >= 0 ? rgba[i + t]! : t === -2 ? 1 : 0);
  for (let first = 0; first < count; first += CHUNK) {
    const n = Math.min(CHUNK, count - first);
    for (let p = 0, o = 0, i = first * 4; p < n; p++, o += 4, i += 4) {
      staging[o] = pick(i, t0);
      staging[o + 1] = pick(i, t1);
      staging[o + 2] = pick(i, t2);
      staging[o + 3] = pick(i, t3);
    }
    packRgbaFloatRow(tex.pipeFormat, staging, texels, outOffset + first * size, n);
  }
  return texels;
}

/**
 * RGBA for `count` texels of `tex` as glGetTexImage assigns them (table 6.1): R, G, B, A for RGB(A)
 * (A = 1 for RGB), (L, 0, 0, 1) for LUMINANCE, (L, 0, 0, A) for LUMINANCE_ALPHA, (I, 0, 0, 1) for
 * INTENSITY, (0, 0, 0, A) for ALPHA; packing then makes LUMINANCE read back L itself.
 */
export function rgbaFromTexels(
  tex: TextureFormat,
  texels: Uint8Array,
  count: number,
  texelOffset = 0,
  out?: Float64Array,
): Float64Array {
  const rgba = out ?? allocate(count * 4, 8, (n) => new Float64Array(n), 'RGBA image');
  unpackRgbaFloatRow(tex.pipeFormat, texels, texelOffset, rgba, count);
  const pos = tex.positions;
  const lum = pos.L ?? pos.I;
  for (let i = 0; i < count * 4; i += 4) {
    const r = pos.R !== undefined ? rgba[i + pos.R]! : lum !== undefined ? rgba[i + lum]! : 0;
    const g = pos.G !== undefined ? rgba[i + pos.G]! : 0;
    const b = pos.B !== undefined ? rgba[i + pos.B]! : 0;
    const a = pos.A !== undefined ? rgba[i + pos.A]! : 1;
    rgba[i] = r;
    rgba[i + 1] = g;
    rgba[i + 2] = b;
    rgba[i + 3] = a;
  }
  return rgba;
}

/**
 * Depth texels (or a depth buffer's) for `count` depth values in [0, 1], into `texels` at byte `offset`
 * or a new array; the stencil bits of combined formats are kept.
 */
export function texelsFromDepth(
  tex: TextureFormat,
  depth: ArrayLike<number>,
  count: number,
  texels?: Uint8Array,
  offset = 0,
): Uint8Array {
  const size = blockSize(tex);
  const out = texels ?? allocate(count * size, 1, (n) => new Uint8Array(n), 'texels');
  for (let i = 0; i < count; i++) packDepthStencil(tex.pipeFormat, depth[i]!, null, out, offset + i * size);
  return out;
}

/** The depth values of `count` depth texels starting at byte `offset` (into `out` when given). */
export function depthFromTexels(
  tex: TextureFormat,
  texels: Uint8Array,
  count: number,
  offset = 0,
  out?: Float64Array,
): Float64Array {
  const size = blockSize(tex);
  const depth = out ?? allocate(count, 8, (n) => new Float64Array(n), 'depth image');
  for (let i = 0; i < count; i++) depth[i] = unpackZFloat(tex.pipeFormat, texels, offset + i * size);
  return depth;
}

/** Writes `count` stencil values into the stencil bits of depth/stencil texels, keeping their depth. */
export function writeStencilTexels(
  pipeFormat: TextureFormat['pipeFormat'],
  stencil: Uint32Array,
  texels: Uint8Array,
  count: number,
): void {
  const size = formatDescription(pipeFormat).blockSize;
  for (let i = 0; i < count; i++) packDepthStencil(pipeFormat, null, stencil[i]!, texels, i * size);
}

/** The stencil values of `count` depth/stencil texels starting at byte `offset` (into `out` when given). */
export function stencilFromTexels(
  pipeFormat: TextureFormat['pipeFormat'],
  texels: Uint8Array,
  count: number,
  offset = 0,
  out?: Uint32Array,
): Uint32Array {
  const size = formatDescription(pipeFormat).blockSize;
  const stencil = out ?? allocate(count, 4, (n) => new Uint32Array(n), 'stencil image');
  for (let i = 0; i < count; i++) stencil[i] = unpackStencil(pipeFormat, texels, offset + i * size);
  return stencil;
}
