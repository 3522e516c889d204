// The S3TC decoder against Mesa's decoding, byte for byte (fixtures/mesa-s3tc.json: random blocks of
// the four formats, with DXT1's three-colour mode and DXT5's six-alpha mode), the decoding rules on
// hand-made blocks, and the encoder's round trips.
import { describe, expect, it } from 'vitest';
import { decodeS3tcBlock, decodeS3tcImage, S3tcKind } from '../../src/compressed/s3tc-decode.js';
import { encodeS3tcImage } from '../../src/compressed/s3tc-encode.js';
import { fromHex, MESA_S3TC_CASES, toHex } from './mesa-s3tc.js';

const KIND: Record<number, S3tcKind> = {
  33776: S3tcKind.DXT1_RGB,
  33777: S3tcKind.DXT1_RGBA,
  33778: S3tcKind.DXT3,
  33779: S3tcKind.DXT5,
};

/** A DXT1 block from endpoints and 16 2-bit codes. */
function dxt1(c0: number, c1: number, codes: number[]): Uint8Array {
  const bits = codes.reduce((b, code, t) => b | (code << (2 * t)), 0) >>> 0;
  return Uint8Array.from([
    c0 & 255,
    c0 >> 8,
    c1 & 255,
    c1 >> 8,
    bits & 255,
    (bits >>> 8) & 255,
    (bits >>> 16) & 255,
    bits >>> 24,
  ]);
}

function decodeBlock(kind: S3tcKind, block: Uint8Array): number[][] {
  const out = new Uint8Array(64);
  decodeS3tcBlock(kind, block, 0, out);
  return Array.from({ length: 16 }, (_, t) => Array.from(out.subarray(t * 4, t * 4 + 4)));
}

describe('S3TC decoding', () => {
  it.each(MESA_S3TC_CASES.map((c) => [c.name, c] as const))(
    '%s matches Mesa decoder byte for byte (softpipe), llvmpipe JIT within one',
    (_, c) => {
      const ours = decodeS3tcImage(KIND[c.format]!, fromHex(c.blocks), c.width, c.height);
      expect(toHex(ours)).toBe(c.mesa);
      const llvmpipe = fromHex(c.llvmpipe);
      expect(Math.max(...ours.map((v, i) => Math.abs(v - llvmpipe[i]!)))).toBeLessThanOrEqual(1);
    },
  );

  it('DXT1 four-colour mode (c0 > c1): endpoints widened by bit replication, thirds truncated', () => {
    // c0 = pure red 31 → 255, c1 = (0, 63, 0) → green 255.
    const texels = decodeBlock(S3tcKind.DXT1_RGB, dxt1(0xf800, 0x07e0, [0, 1, 2, 3, ...Array(12).fill(0)]));
    expect(texels.slice(0, 4)).toEqual([
      [255, 0, 0, 255],
      [0, 255, 0, 255],
      [170, 85, 0, 255],
      [85, 170, 0, 255],
    ]);
  });

  it('DXT1 three-colour mode (c0 ≤ c1): the midpoint, then black, transparent only for RGBA_DXT1', () => {
    const block = dxt1(0x07e0, 0xf800, [0, 1, 2, 3, ...Array(12).fill(3)]);
    expect(decodeBlock(S3tcKind.DXT1_RGB, block).slice(0, 4)).toEqual([
      [0, 255, 0, 255],
      [255, 0, 0, 255],
      [127, 127, 0, 255],
      [0, 0, 0, 255],
    ]);
    expect(decodeBlock(S3tcKind.DXT1_RGBA, block)[3]).toEqual([0, 0, 0, 0]);
    // Equal endpoints are the three-colour mode too.
    expect(decodeBlock(S3tcKind.DXT1_RGBA, dxt1(0x1234, 0x1234, Array(16).fill(3)))[0]).toEqual([0, 0, 0, 0]);
  });

  it('DXT3 widens 4-bit alphas (a | a << 4) and always uses four colours', () => {
    const block = new Uint8Array(16);
    block[0] = 0xf0; // texel 0 alpha 0, texel 1 alpha 15
    block[1] = 0x07; // texel 2 alpha 7
    block.set(dxt1(0x001f, 0xf800, [3, 3, 3, ...Array(13).fill(0)]), 8); // c0 < c1 still four colours
    expect(decodeBlock(S3tcKind.DXT3, block).slice(0, 3)).toEqual([
      [170, 0, 85, 0],
      [170, 0, 85, 255],
      [170, 0, 85, 0x77],
    ]);
  });

  it('DXT5 alpha: eight values when a0 > a1, six plus 0 and 255 otherwise', () => {
    const codes = (list: number[]) => {
      let bits = 0n;
      list.forEach((code, t) => {
        bits |= BigInt(code) << BigInt(3 * t);
      });
      return Array.from({ length: 6 }, (_, i) => Number((bits >> BigInt(8 * i)) & 0xffn));
    };
    const alphas = (a0: number, a1: number) => {
      const block = new Uint8Array(16);
      block.set([a0, a1, ...codes([0, 1, 2, 3, 4, 5, 6, 7, 7, 7, 7, 7, 7, 7, 7, 7])]);
      return decodeBlock(S3tcKind.DXT5, block)
        .slice(0, 8)
        .map((t) => t[3]);
    };
    expect(alphas(200, 10)).toEqual([
      200,
      10,
      Math.floor((200 * 6 + 10) / 7),
      Math.floor((200 * 5 + 20) / 7),
      Math.floor((200 * 4 + 30) / 7),
      Math.floor((200 * 3 + 40) / 7),
      Math.floor((200 * 2 + 50) / 7),
      Math.floor((200 + 60) / 7),
    ]);
    expect(alphas(10, 200)).toEqual([
      10,
      200,
      Math.floor((40 + 200) / 5),
      Math.floor((30 + 400) / 5),
      Math.floor((20 + 600) / 5),
      Math.floor((10 + 800) / 5),
      0,
      255,
    ]);
  });

  it('bytes missing from the data decode as zeros (nothing is read past the array)', () => {
    const out = decodeS3tcImage(S3tcKind.DXT5, new Uint8Array(3).fill(255), 4, 4);
    expect(out.length).toBe(64);
    expect(Array.from(out.subarray(0, 4))).toEqual([0, 0, 0, 255]);
  });
});

describe('S3TC encoding', () => {
  /** A 8×8 image of two colours per block on the 5:6:5 grid, with alphas on the 4-bit grid. */
  function twoColorImage(alphas: [number, number]): Uint8Array {
    const image = new Uint8Array(8 * 8 * 4);
    const colors = [
      [255, 0, 0],
      [0, 255, 255],
    ];
    for (let t = 0; t < 64; t++) {
      const which = (t * 7) % 3 === 0 ? 1 : 0;
      image.set([...colors[which]!, alphas[which]!], t * 4);
    }
    return image;
  }

  it.each([
    ['RGB_DXT1', S3tcKind.DXT1_RGB, [255, 255]],
    ['RGBA_DXT1', S3tcKind.DXT1_RGBA, [255, 255]],
    ['RGBA_DXT3', S3tcKind.DXT3, [0x33, 0xcc]],
    ['RGBA_DXT5', S3tcKind.DXT5, [0, 200]],
  ] as const)('%s round-trips blocks of two colours exactly', (_, kind, alphas) => {
    const image = twoColorImage([...alphas]);
    expect(toHex(decodeS3tcImage(kind, encodeS3tcImage(kind, image, 8, 8), 8, 8))).toBe(toHex(image));
  });

  it('RGBA_DXT1 encodes alphas below 128 as transparent black, others as opaque', () => {
    const image = twoColorImage([255, 255]);
    for (let t = 0; t < 64; t += 5) image.set([9, 9, 9, 20], t * 4);
    const decoded = decodeS3tcImage(
      S3tcKind.DXT1_RGBA,
      encodeS3tcImage(S3tcKind.DXT1_RGBA, image, 8, 8),
      8,
      8,
    );
    for (let t = 0; t < 64; t++) {
      const expected = t % 5 === 0 ? [0, 0, 0, 0] : Array.from(image.subarray(t * 4, t * 4 + 4));
      expect(Array.from(decoded.subarray(t * 4, t * 4 + 4))).toEqual(expected);
    }
  });

  it('encodes images whose size is not a multiple of 4 (partial edge blocks)', () => {
    const image = new Uint8Array(5 * 3 * 4).fill(255);
    const blocks = encodeS3tcImage(S3tcKind.DXT5, image, 5, 3);
    expect(blocks.length).toBe(2 * 16);
    expect(toHex(decodeS3tcImage(S3tcKind.DXT5, blocks, 5, 3))).toBe(toHex(image));
  });
});
