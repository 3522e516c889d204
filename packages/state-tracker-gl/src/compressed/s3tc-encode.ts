// A simple S3TC encoder (for glTexImage*/glTexSubImage*/glCopyTexImage* with an S3TC internal format):
// per block, the colour endpoints are the two texels farthest apart (in 5:6:5), each texel takes the
// nearest of the palette the decoder makes from them; DXT1 with RGBA switches to the
// three-colour mode when a texel's alpha is below 128 (those texels become transparent black); DXT3
// rounds alpha to 4 bits; DXT5's alpha endpoints are the block's largest and smallest alpha. It is exact
// for blocks of at most two colours on the 5:6:5 grid (and alphas on the 4-bit grid for DXT3); other
// blocks are approximated, as every S3TC encoder does, though not with Mesa's encoder's choices.
import { blocksAcross, decodeS3tcBlock, S3TC_BLOCK_BYTES, S3tcKind } from './s3tc-decode.js';

/** An 8-bit value rounded to `bits` bits. */
const narrow = (v: number, bits: number) => Math.floor((v * ((1 << bits) - 1) + 127) / 255);
const to565 = (r: number, g: number, b: number) => (narrow(r, 5) << 11) | (narrow(g, 6) << 5) | narrow(b, 5);

/** Texel `t` (0–15) of the block as [r, g, b, a], or null when it lies outside the image. */
type BlockTexels = ([number, number, number, number] | null)[];

/** Writes 2-bit codes choosing, for each texel, the nearest colour of the palette `decoded` holds. */
function colorCodes(texels: BlockTexels, palette: Uint8Array, transparentCode3: boolean): number {
  let bits = 0;
  texels.forEach((texel, t) => {
    if (!texel) return;
    let best = 0;
    let bestDistance = Number.POSITIVE_INFINITY;
    if (transparentCode3 && texel[3] < 128) best = 3;
    else {
      for (let code = 0; code < (transparentCode3 ? 3 : 4); code++) {
        const p = code * 4;
        const d =
          (palette[p]! - texel[0]) ** 2 +
          (palette[p + 1]! - texel[1]) ** 2 +
          (palette[p + 2]! - texel[2]) ** 2;
        if (d < bestDistance) [best, bestDistance] = [code, d];
      }
    }
    bits |= best << (2 * t);
  });
  return bits >>> 0;
}

/** The colour half of a block (8 bytes at `out[at]`). */
function encodeColors(texels: BlockTexels, kind: S3tcKind, out: Uint8Array, at: number): void {
  const threeColors = kind === S3tcKind.DXT1_RGBA && texels.some((t) => t && t[3] < 128);
  const opaque = texels.filter(
    (t): t is [number, number, number, number] => !!t && !(threeColors && t[3] < 128),
  );
  // The endpoints: the two texels farthest apart (one colour twice for a one-colour block).
  let [first, second] = [opaque[0], opaque[0]];
  let farthest = -1;
  for (const a of opaque) {
    for (const b of opaque) {
      const d = (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2 + (a[2] - b[2]) ** 2;
      if (d > farthest) [first, second, farthest] = [a, b, d];
    }
  }
  const e0 = first ? to565(first[0], first[1], first[2]) : 0;
  const e1 = second ? to565(second[0], second[1], second[2]) : 0;
  // Four colours need c0 > c1; three colours need c0 ≤ c1.
  const [c0, c1] = e0 > e1 !== threeColors ? [e0, e1] : [e1, e0];
  out[at] = c0 & 0xff;
  out[at + 1] = c0 >> 8;
  out[at + 2] = c1 & 0xff;
  out[at + 3] = c1 >> 8;
  // The palette exactly as the decoder makes it: decode a block using codes 0, 1, 2, 3 in texels 0–3.
  const probe = new Uint8Array(16);
  probe.set(out.subarray(at, at + 4), kind > S3tcKind.DXT1_RGBA ? 8 : 0);
  probe[kind > S3tcKind.DXT1_RGBA ? 12 : 4] = 0b11100100;
  const palette = new Uint8Array(64);
  decodeS3tcBlock(kind > S3tcKind.DXT1_RGBA ? S3tcKind.DXT3 : kind, probe, 0, palette);
  const bits = c0 === c1 && !threeColors ? 0 : colorCodes(texels, palette, threeColors);
  out[at + 4] = bits & 0xff;
  out[at + 5] = (bits >>> 8) & 0xff;
  out[at + 6] = (bits >>> 16) & 0xff;
  out[at + 7] = bits >>> 24;
}

/** DXT3's alpha half: 4 bits per texel. */
function encodeExplicitAlpha(texels: BlockTexels, out: Uint8Array, at: number): void {
  texels.forEach((texel, t) => {
    const nibble = texel ? Math.round(texel[3] / 17) : 0;
    out[at + (t >> 1)]! |= nibble << (4 * (t & 1));
  });
}

/** DXT5's alpha half: endpoints max and min (eight-value mode), nearest code per texel. */
function encodeInterpolatedAlpha(texels: BlockTexels, out: Uint8Array, at: number): void {
  const alphas = texels.filter((t) => t).map((t) => t![3]);
  const a0 = Math.max(0, ...alphas);
  const a1 = Math.min(255, ...alphas);
  out[at] = a0;
  out[at + 1] = a1;
  const palette = [a0, a1, 2, 3, 4, 5, 6, 7].map((code, i) =>
    i < 2 ? code : Math.floor((a0 * (8 - code) + a1 * (code - 1)) / 7),
  );
  let bits = 0n;
  texels.forEach((texel, t) => {
    if (!texel || a0 === a1) return;
    let best = 0;
    for (let code = 1; code < 8; code++)
      if (Math.abs(palette[code]! - texel[3]) < Math.abs(palette[best]! - texel[3])) best = code;
    bits |= BigInt(best) << BigInt(3 * t);
  });
  for (let i = 0; i < 6; i++) out[at + 2 + i] = Number((bits >> BigInt(8 * i)) & 0xffn);
}

/** Encodes tightly packed RGBA8 texels (`width` × `height`, bottom row first) as an S3TC image. */
export function encodeS3tcImage(kind: S3tcKind, rgba: Uint8Array, width: number, height: number): Uint8Array {
  const size = S3TC_BLOCK_BYTES[kind];
  const [bx, by] = [blocksAcross(width), blocksAcross(height)];
  const out = new Uint8Array(bx * by * size);
  for (let j = 0; j < by; j++) {
    for (let i = 0; i < bx; i++) {
      const texels: BlockTexels = Array.from({ length: 16 }, (_, t) => {
        const [x, y] = [i * 4 + (t & 3), j * 4 + (t >> 2)];
        if (x >= width || y >= height) return null;
        const o = (y * width + x) * 4;
        return [rgba[o]!, rgba[o + 1]!, rgba[o + 2]!, rgba[o + 3]!];
      });
      const at = (j * bx + i) * size;
      if (kind <= S3tcKind.DXT1_RGBA) encodeColors(texels, kind, out, at);
      else {
        if (kind === S3tcKind.DXT3) encodeExplicitAlpha(texels, out, at);
        else encodeInterpolatedAlpha(texels, out, at);
        encodeColors(texels, kind, out, at + 8);
      }
    }
  }
  return out;
}
