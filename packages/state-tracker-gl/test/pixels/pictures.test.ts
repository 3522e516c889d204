// Pictures of what the module does, written to test/pixels/output/ for people to look at, with the
// assertions that make them tests: internal-formats.png (a ramp through every colour internal format and
// back via glGetTexImage: each band shows its storage's steps, and the number of distinct levels must be
// 2^bits of the stored component), bitmaps.png (glBitmap cases, Mesa's framebuffer left, ours right) and
// stipple.png (a polygon stipple unpacked with LSB_FIRST and packed back).

import { mkdirSync } from 'node:fs';
import { type RgbaImage, rgbaImage } from '@gallium-ts/gallium-api/image';
import { writePng } from '@gallium-ts/gallium-api/png';
import { describe, expect, it } from 'vitest';
import * as GL from '../../src/gl-enums.js';
import {
  chooseTextureFormat,
  packFromTexels,
  textureBaseFormat,
  unpackPolygonStipple,
  unpackToTexels,
} from '../../src/pixels/index.js';
import { image, store, transfer } from './helpers.js';
import { loadMesaCases, replay } from './mesa-replay.js';

const OUT = new URL('./output/', import.meta.url);
const COLOR_FORMATS = [
  1,
  2,
  3,
  4,
  GL.GL_ALPHA,
  GL.GL_ALPHA4,
  GL.GL_ALPHA8,
  GL.GL_ALPHA12,
  GL.GL_ALPHA16,
  GL.GL_LUMINANCE,
  GL.GL_LUMINANCE4,
  GL.GL_LUMINANCE8,
  GL.GL_LUMINANCE12,
  GL.GL_LUMINANCE16,
  GL.GL_LUMINANCE_ALPHA,
  GL.GL_LUMINANCE4_ALPHA4,
  GL.GL_LUMINANCE6_ALPHA2,
  GL.GL_LUMINANCE8_ALPHA8,
  GL.GL_LUMINANCE12_ALPHA4,
  GL.GL_LUMINANCE12_ALPHA12,
  GL.GL_LUMINANCE16_ALPHA16,
  GL.GL_INTENSITY,
  GL.GL_INTENSITY4,
  GL.GL_INTENSITY8,
  GL.GL_INTENSITY12,
  GL.GL_INTENSITY16,
  GL.GL_RGB,
  GL.GL_R3_G3_B2,
  GL.GL_RGB4,
  GL.GL_RGB5,
  GL.GL_RGB8,
  GL.GL_RGB10,
  GL.GL_RGB12,
  GL.GL_RGB16,
  GL.GL_RGBA,
  GL.GL_RGBA2,
  GL.GL_RGBA4,
  GL.GL_RGB5_A1,
  GL.GL_RGBA8,
  GL.GL_RGB10_A2,
  GL.GL_RGBA12,
  GL.GL_RGBA16,
];

/** Copies `src` into `dst` at (x, y), each pixel as a `scale`×`scale` block. */
function blit(dst: RgbaImage, src: RgbaImage, x: number, y: number, scale = 1): void {
  for (let sy = 0; sy < src.height * scale; sy++) {
    for (let sx = 0; sx < src.width * scale; sx++) {
      const from = (Math.floor(sy / scale) * src.width + Math.floor(sx / scale)) * 4;
      dst.data.set(src.data.subarray(from, from + 4), ((y + sy) * dst.width + x + sx) * 4);
    }
  }
}

/** A GL readback (bottom row first) as a picture (top row first). */
function picture(width: number, height: number, rgba: Uint8Array): RgbaImage {
  const img = rgbaImage(width, height);
  for (let y = 0; y < height; y++)
    img.data.set(rgba.subarray((height - 1 - y) * width * 4, (height - y) * width * 4), y * width * 4);
  return img;
}

describe('pictures', () => {
  mkdirSync(OUT, { recursive: true });

  it('internal-formats.png: a ramp through every colour internal format keeps 2^bits levels', () => {
    const ramp = new Uint8Array(256 * 4);
    for (let x = 0; x < 256; x++) ramp.set([x, 255 - x, (x * 3) & 255, x], x * 4);
    const band = 12;
    const out = rgbaImage(256, COLOR_FORMATS.length * band);
    for (const [i, internal] of COLOR_FORMATS.entries()) {
      const tex = chooseTextureFormat(internal, () => true)!;
      const texels = unpackToTexels(
        image(256, 1, GL.GL_RGBA, GL.GL_UNSIGNED_BYTE, ramp),
        store(),
        transfer(),
        tex,
      );
      const back = new Uint8Array(256 * 4);
      packFromTexels(tex, texels, image(256, 1, GL.GL_RGBA, GL.GL_UNSIGNED_BYTE, back), store(), null);
      // GetTexImage puts L and I in R (table 6.1); R then holds the stored component's levels.
      const base = textureBaseFormat(internal)!;
      const stored = base === GL.GL_ALPHA ? 0 : (tex.bits.R ?? tex.bits.L ?? tex.bits.I)!;
      const levels = new Set(Array.from({ length: 256 }, (_, x) => back[x * 4]!)).size;
      expect(levels, `0x${internal.toString(16)}`).toBe(
        base === GL.GL_ALPHA ? 1 : Math.min(256, 2 ** stored),
      );
      const alphaLevels = new Set(Array.from({ length: 256 }, (_, x) => back[x * 4 + 3]!)).size;
      expect(alphaLevels).toBe(tex.bits.A === undefined ? 1 : Math.min(256, 2 ** tex.bits.A));
      const rows = rgbaImage(256, band);
      for (let y = 0; y < band; y++) {
        for (let x = 0; x < 256; x++) {
          const [r, g, b, a] = back.subarray(x * 4, x * 4 + 4);
          // Top 8 rows: RGB; bottom 4: alpha as grey; one dark line between bands.
          const px = y === band - 1 ? [32, 32, 32] : y < 8 ? [r!, g!, b!] : [a!, a!, a!];
          rows.data.set([...px, 255], (y * 256 + x) * 4);
        }
      }
      blit(out, rows, 0, i * band);
    }
    writePng(new URL('internal-formats.png', OUT).pathname, out);
  });

  it('bitmaps.png: glBitmap through the unpack modes, Mesa left and ours right, identical', () => {
    const bitmaps = loadMesaCases().cases.filter((c) => c.bitmap);
    const scale = 8;
    const width = Math.max(...bitmaps.map((c) => c.read!.width));
    const out = rgbaImage(
      width * scale * 2 + scale,
      bitmaps.reduce((h, c) => h + (c.read!.height + 1) * scale, 0),
    );
    let y = 0;
    for (const c of bitmaps) {
      const { width: w, height: h } = c.read!;
      const asPicture = (hex: string) => {
        const lum = Buffer.from(hex, 'hex');
        const rgba = new Uint8Array(w * h * 4);
        // LUMINANCE/UNSIGNED_BYTE rows at the default alignment of 4.
        const pitch = Math.ceil(w / 4) * 4;
        for (let row = 0; row < h; row++)
          for (let x = 0; x < w; x++)
            rgba.fill(lum[row * pitch + x]!, (row * w + x) * 4, (row * w + x) * 4 + 3);
        for (let i = 3; i < rgba.length; i += 4) rgba[i] = 255;
        return picture(w, h, rgba);
      };
      const ours = replay(c).out;
      expect(ours).toBe(c.mesa.out);
      blit(out, asPicture(c.mesa.out), 0, y, scale);
      blit(out, asPicture(ours), width * scale + scale, y, scale);
      y += (h + 1) * scale;
    }
    writePng(new URL('bitmaps.png', OUT).pathname, out);
  });

  it('stipple.png: an arrow drawn MSB-first and read LSB-first is its mirror image within each byte', () => {
    const pattern = new Uint8Array(128);
    for (let y = 0; y < 32; y++) {
      for (let x = 0; x < 32; x++) {
        const arrow = (y >= 12 && y < 20 && x < 24) || (x >= 16 && Math.abs(y - 16) <= 31 - x - 0);
        if (arrow && x < 32) pattern[y * 4 + (x >> 3)]! |= 0x80 >> (x & 7);
      }
    }
    const msb = unpackPolygonStipple(pattern, store());
    const lsb = unpackPolygonStipple(pattern, store({ lsbFirst: true }));
    const reverseBits = (byte: number) =>
      Number.parseInt(byte.toString(2).padStart(8, '0').split('').reverse().join(''), 2);
    for (let y = 0; y < 32; y++) {
      const bytes = [24, 16, 8, 0].map((s) => (msb[y]! >>> s) & 255);
      expect(lsb[y]).toBe(
        ((reverseBits(bytes[0]!) << 24) |
          (reverseBits(bytes[1]!) << 16) |
          (reverseBits(bytes[2]!) << 8) |
          reverseBits(bytes[3]!)) >>>
          0,
      );
    }
    const out = rgbaImage(32 * 8 * 2 + 8, 32 * 8);
    for (const [i, rows] of [msb, lsb].entries()) {
      const rgba = new Uint8Array(32 * 32 * 4);
      for (let y = 0; y < 32; y++)
        for (let x = 0; x < 32; x++)
          rgba.set((rows[y]! >>> (31 - x)) & 1 ? [255, 220, 0, 255] : [30, 30, 60, 255], (y * 32 + x) * 4);
      blit(out, picture(32, 32, rgba), i * (32 * 8 + 8), 0, 8);
    }
    writePng(new URL('stipple.png', OUT).pathname, out);
  });
});
