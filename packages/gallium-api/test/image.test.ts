// The image helpers: PNG files round-trip and every row filter decodes; the comparison counts pixels
// whose largest channel difference exceeds the threshold, as the conformance measure defines.
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compareImages, diffImage, flipRows, rgbaImage } from '../src/image/index.js';
import { decodePng, encodePng } from '../src/image/png.js';

function gradient(width: number, height: number) {
  const image = rgbaImage(width, height);
  for (let i = 0; i < width * height; i++)
    image.data.set([i & 255, (i * 7) & 255, (i * 13) & 255, 255 - (i & 127)], i * 4);
  return image;
}

/** A PNG of RGB pixels whose rows use the given filters (filtered here with the PNG rules). */
function filteredRgbPng(width: number, rows: number[][], filters: number[]): Uint8Array {
  const bpp = 3;
  const raw: number[] = [];
  rows.forEach((row, y) => {
    raw.push(filters[y]!);
    row.forEach((v, i) => {
      const a = i >= bpp ? row[i - bpp]! : 0;
      const b = y > 0 ? rows[y - 1]![i]! : 0;
      const c = y > 0 && i >= bpp ? rows[y - 1]![i - bpp]! : 0;
      const p = a + b - c;
      const paeth =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
          ? a
          : Math.abs(p - b) <= Math.abs(p - c)
            ? b
            : c;
      const predictor = [0, a, b, (a + b) >> 1, paeth][filters[y]!]!;
      raw.push((v - predictor) & 255);
    });
  });
  const rgba = encodePng(rgbaImage(width, rows.length));
  // Reuse the encoder's signature and IEND; replace IHDR (colour type 2) and IDAT.
  const ihdr = new Uint8Array(13);
  new DataView(ihdr.buffer).setUint32(0, width);
  new DataView(ihdr.buffer).setUint32(4, rows.length);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Uint8Array.from([
    ...rgba.subarray(0, 8),
    ...chunk('IHDR', ihdr),
    ...chunk('IDAT', deflateSync(Uint8Array.from(raw))),
    ...rgba.subarray(rgba.length - 12),
  ]);
}

function chunk(type: string, body: Uint8Array): number[] {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const typed = [...type].map((ch) => ch.charCodeAt(0));
  let crc = 0xffffffff;
  for (const b of [...typed, ...body]) crc = table[(crc ^ b) & 0xff]! ^ (crc >>> 8);
  crc = (crc ^ 0xffffffff) >>> 0;
  const be = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
  return [...be(body.length), ...typed, ...body, ...be(crc)];
}

describe('PNG', () => {
  it('an RGBA image survives encode and decode byte for byte', () => {
    const image = gradient(37, 11);
    const back = decodePng(encodePng(image));
    expect([back.width, back.height]).toEqual([37, 11]);
    expect(back.data).toEqual(image.data);
  });

  it('decodes RGB rows filtered with None, Sub, Up, Average and Paeth', () => {
    const rows = Array.from({ length: 5 }, (_, y) =>
      Array.from({ length: 12 }, (_, i) => (y * 53 + i * 29 + ((i * y) % 7) * 31) & 255),
    );
    const image = decodePng(filteredRgbPng(4, rows, [0, 1, 2, 3, 4]));
    for (let y = 0; y < 5; y++)
      for (let x = 0; x < 4; x++)
        expect([...image.data.subarray((y * 4 + x) * 4, (y * 4 + x) * 4 + 4)]).toEqual([
          ...rows[y]!.slice(x * 3, x * 3 + 3),
          255,
        ]);
  });

  it('refuses files that are not PNG, and unsupported bit depths, with a reason', () => {
    expect(() => decodePng(new Uint8Array([1, 2, 3]))).toThrow('not a PNG file');
    const file = encodePng(rgbaImage(1, 1));
    file[24] = 16; // IHDR bit depth
    expect(() => decodePng(file)).toThrow('bit depth 16');
  });
});

describe('image comparison', () => {
  it('counts a pixel as off only when some channel differs by more than the threshold', () => {
    const a = rgbaImage(4, 1);
    const b = rgbaImage(4, 1);
    b.data.set([24, 0, 0, 0, 0, 25, 0, 0, 0, 0, 0, 200], 0);
    const result = compareImages(a, b);
    expect(result).toMatchObject({
      offPixels: 2,
      offShare: 0.5,
      maxDifference: 200,
      firstOff: { x: 1, y: 0 },
    });
    expect(compareImages(a, b, { ignoreAlpha: true }).offPixels).toBe(1);
    expect(() => compareImages(a, rgbaImage(2, 2))).toThrow('differ in size');
  });

  it('the diff image marks off pixels red, small differences yellow and equal pixels grey', () => {
    const a = rgbaImage(3, 1);
    const b = rgbaImage(3, 1);
    b.data.set([100, 0, 0, 0, 1, 0, 0, 0], 0);
    const d = diffImage(a, b);
    expect([...d.data.subarray(0, 4)]).toEqual([178, 0, 0, 255]);
    expect([...d.data.subarray(4, 8)]).toEqual([200, 200, 0, 255]);
    expect([...d.data.subarray(8, 12)]).toEqual([0, 0, 0, 255]);
  });

  it('flipRows turns a GL readback (bottom row first) into top-first rows', () => {
    const image = rgbaImage(1, 3, Uint8Array.from([1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3]));
    expect([...flipRows(image).data]).toEqual([3, 3, 3, 3, 2, 2, 2, 2, 1, 1, 1, 1]);
  });
});
