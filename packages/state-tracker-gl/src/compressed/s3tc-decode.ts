// S3TC (EXT_texture_compression_s3tc) block decoding to RGBA8, bit for bit as Mesa decodes it
// (util/format/texcompress_s3tc_tmp.h): 5- and 6-bit endpoints widened by bit replication, the two
// interpolated colours as (2·c0 + c1) / 3 and (c0 + 2·c1) / 3 with integer division, DXT1's three-colour
// mode when c0 ≤ c1 (the midpoint (c0 + c1) / 2, then black — transparent for RGBA_DXT1), DXT3's 4-bit
// alphas widened as a | a << 4, and DXT5's alpha palette of 8 (a0 > a1) or 6 values plus 0 and 255.

/** Which of the four S3TC layouts a block has (Mesa's dxt_type). */
export const S3tcKind = { DXT1_RGB: 0, DXT1_RGBA: 1, DXT3: 2, DXT5: 3 } as const;
export type S3tcKind = (typeof S3tcKind)[keyof typeof S3tcKind];

/** Bytes per 4×4 block of each kind. */
export const S3TC_BLOCK_BYTES: Readonly<Record<S3tcKind, number>> = { 0: 8, 1: 8, 2: 16, 3: 16 };

const red = (c: number) => ((c >> 8) & 0xf8) | ((c >> 13) & 0x7);
const green = (c: number) => ((c >> 3) & 0xfc) | ((c >> 9) & 0x3);
const blue = (c: number) => ((c << 3) & 0xf8) | ((c >> 2) & 0x7);
const CHANNELS = [red, green, blue] as const;

/**
 * Decodes the colour half of a block (8 bytes at `src[at]`) into the RGB (and, for DXT1, alpha) of the
 * 16 texels at `out[0..63]` (row-major, 4 texels a row). DXT3 and DXT5 always use four colours.
 */
function decodeColors(src: Uint8Array, at: number, kind: S3tcKind, out: Uint8Array): void {
  const c0 = src[at]! | (src[at + 1]! << 8);
  const c1 = src[at + 2]! | (src[at + 3]! << 8);
  const bits = (src[at + 4]! | (src[at + 5]! << 8) | (src[at + 6]! << 16) | (src[at + 7]! << 24)) >>> 0;
  const fourColors = kind > S3tcKind.DXT1_RGBA || c0 > c1;
  for (let t = 0; t < 16; t++) {
    const code = (bits >>> (2 * t)) & 3;
    const o = t * 4;
    out[o + 3] = 255;
    for (let ch = 0; ch < 3; ch++) {
      const e0 = CHANNELS[ch]!(c0);
      const e1 = CHANNELS[ch]!(c1);
      let v: number;
      if (code === 0) v = e0;
      else if (code === 1) v = e1;
      else if (code === 2) v = fourColors ? Math.floor((e0 * 2 + e1) / 3) : (e0 + e1) >> 1;
      else v = fourColors ? Math.floor((e0 + e1 * 2) / 3) : 0;
      out[o + ch] = v;
    }
    if (code === 3 && !fourColors && kind === S3tcKind.DXT1_RGBA) out[o + 3] = 0;
  }
}

/** DXT3's explicit alphas: 4 bits per texel, widened to 8. */
function decodeExplicitAlpha(src: Uint8Array, at: number, out: Uint8Array): void {
  for (let t = 0; t < 16; t++) {
    const nibble = (src[at + (t >> 1)]! >> (4 * (t & 1))) & 0xf;
    out[t * 4 + 3] = nibble | (nibble << 4);
  }
}

/** DXT5's interpolated alphas: two endpoints and 3-bit codes. */
function decodeInterpolatedAlpha(src: Uint8Array, at: number, out: Uint8Array): void {
  const a0 = src[at]!;
  const a1 = src[at + 1]!;
  for (let t = 0; t < 16; t++) {
    const bit = t * 3;
    const byte = at + 2 + (bit >> 3);
    const low = src[byte]!;
    const high = (bit >> 3) + 3 < 8 ? src[byte + 1]! : 0;
    const code = ((low >> (bit & 7)) | (high << (8 - (bit & 7)))) & 7;
    let a: number;
    if (code === 0) a = a0;
    else if (code === 1) a = a1;
    else if (a0 > a1) a = Math.floor((a0 * (8 - code) + a1 * (code - 1)) / 7);
    else if (code < 6) a = Math.floor((a0 * (6 - code) + a1 * (code - 1)) / 5);
    else a = code === 6 ? 0 : 255;
    out[t * 4 + 3] = a;
  }
}

/** Decodes the block at `src[at]` into 16 RGBA8 texels (`out`, 64 bytes, row-major within the block). */
export function decodeS3tcBlock(kind: S3tcKind, src: Uint8Array, at: number, out: Uint8Array): void {
  if (kind <= S3tcKind.DXT1_RGBA) {
    decodeColors(src, at, kind, out);
    return;
  }
  decodeColors(src, at + 8, kind, out);
  if (kind === S3tcKind.DXT3) decodeExplicitAlpha(src, at, out);
  else decodeInterpolatedAlpha(src, at, out);
}

/** How many blocks cover `size` texels. */
export const blocksAcross = (size: number) => Math.ceil(size / 4);

/**
 * Decodes a `width` × `height` S3TC image (blocks row-major, bottom row of blocks first, as GL stores
 * images) into tightly packed RGBA8 texels; texels of partial edge blocks beyond the image are dropped.
 * Bytes missing from `data` decode as zeros.
 */
export function decodeS3tcImage(kind: S3tcKind, data: Uint8Array, width: number, height: number): Uint8Array {
  const out = new Uint8Array(width * height * 4);
  const block = new Uint8Array(64);
  const size = S3TC_BLOCK_BYTES[kind];
  const padded = new Uint8Array(size);
  const [bx, by] = [blocksAcross(width), blocksAcross(height)];
  for (let j = 0; j < by; j++) {
    for (let i = 0; i < bx; i++) {
      const at = (j * bx + i) * size;
      let src = data;
      let from = at;
      if (at + size > data.length) {
        padded.fill(0);
        padded.set(data.subarray(Math.min(at, data.length), data.length));
        src = padded;
        from = 0;
      }
      decodeS3tcBlock(kind, src, from, block);
      for (let y = 0; y < 4 && j * 4 + y < height; y++) {
        for (let x = 0; x < 4 && i * 4 + x < width; x++) {
          const t = (y * 4 + x) * 4;
          out.set(block.subarray(t, t + 4), ((j * 4 + y) * width + i * 4 + x) * 4);
        }
      }
    }
  }
  return out;
}
