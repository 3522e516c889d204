// @gallium-ts/gallium-api/png: PNG files of 8-bit RGBA images (Node only, through node:zlib). Encodes
// RGBA8 without filtering; decodes the 8-bit grey, grey+alpha, RGB, RGBA and palette files that tools
// and reference renderers write, with every PNG row filter, non-interlaced.
import { readFileSync, writeFileSync } from 'node:fs';
import { deflateSync, inflateSync } from 'node:zlib';
import { type RgbaImage, rgbaImage } from './rgba-image.js';

const SIGNATURE = Uint8Array.from([137, 80, 78, 71, 13, 10, 26, 10]);
const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** The PNG file of an RGBA image. */
export function encodePng(image: RgbaImage): Uint8Array {
  const row = image.width * 4;
  const raw = new Uint8Array((row + 1) * image.height);
  for (let y = 0; y < image.height; y++)
    raw.set(image.data.subarray(y * row, (y + 1) * row), y * (row + 1) + 1);
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, image.width);
  view.setUint32(4, image.height);
  header.set([8, 6, 0, 0, 0], 8);
  return concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

/** The RGBA image in a PNG file; throws an Error saying what is wrong with files it cannot read. */
export function decodePng(file: Uint8Array): RgbaImage {
  if (file.length < 8 || SIGNATURE.some((b, i) => file[i] !== b)) throw new Error('not a PNG file');
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  let width = 0;
  let height = 0;
  let colorType = -1;
  let palette: Uint8Array | null = null;
  let transparency: Uint8Array | null = null;
  const idat: Uint8Array[] = [];
  for (let at = 8; at + 8 <= file.length; ) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...file.subarray(at + 4, at + 8));
    const body = file.subarray(at + 8, at + 8 + length);
    if (body.length !== length) throw new Error(`PNG chunk ${type} is truncated`);
    if (type === 'IHDR') {
      width = view.getUint32(at + 8);
      height = view.getUint32(at + 12);
      const [depth, ctype, , , interlace] = body.subarray(8, 13);
      if (depth !== 8) throw new Error(`PNG bit depth ${depth} is not supported (only 8)`);
      if (interlace !== 0) throw new Error('interlaced PNG files are not supported');
      colorType = ctype!;
    } else if (type === 'PLTE') palette = body;
    else if (type === 'tRNS') transparency = body;
    else if (type === 'IDAT') idat.push(body);
    else if (type === 'IEND') break;
    at += 12 + length;
  }
  const channels = ({ 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 } as Record<number, number>)[colorType];
  if (channels === undefined) throw new Error(`PNG colour type ${colorType} is not supported`);
  if (colorType === 3 && !palette) throw new Error('palette PNG without a PLTE chunk');
  const pixels = unfilter(inflateSync(concat(idat)), width, height, channels);
  const image = rgbaImage(width, height);
  for (let p = 0; p < width * height; p++) {
    const s = p * channels;
    const d = p * 4;
    let rgba: number[];
    switch (colorType) {
      case 0:
        rgba = [pixels[s]!, pixels[s]!, pixels[s]!, 255];
        break;
      case 4:
        rgba = [pixels[s]!, pixels[s]!, pixels[s]!, pixels[s + 1]!];
        break;
      case 2:
        rgba = [pixels[s]!, pixels[s + 1]!, pixels[s + 2]!, 255];
        break;
      case 3: {
        const i = pixels[s]!;
        rgba = [palette![i * 3]!, palette![i * 3 + 1]!, palette![i * 3 + 2]!, transparency?.[i] ?? 255];
        break;
      }
      default:
        rgba = [pixels[s]!, pixels[s + 1]!, pixels[s + 2]!, pixels[s + 3]!];
    }
    image.data.set(rgba, d);
  }
  return image;
}

/** Writes `image` to a PNG file. */
export function writePng(path: string, image: RgbaImage): void {
  writeFileSync(path, encodePng(image));
}

/** Reads a PNG file. */
export function readPng(path: string): RgbaImage {
  return decodePng(readFileSync(path));
}

/** Undoes the per-row filters of 8-bit samples, `channels` bytes per pixel. */
function unfilter(data: Uint8Array, width: number, height: number, channels: number): Uint8Array {
  const row = width * channels;
  if (data.length < (row + 1) * height) throw new Error('PNG image data is truncated');
  const out = new Uint8Array(row * height);
  for (let y = 0; y < height; y++) {
    const filter = data[y * (row + 1)]!;
    const src = data.subarray(y * (row + 1) + 1, (y + 1) * (row + 1));
    const cur = out.subarray(y * row, (y + 1) * row);
    const prev = y > 0 ? out.subarray((y - 1) * row, y * row) : new Uint8Array(row);
    for (let i = 0; i < row; i++) {
      const a = i >= channels ? cur[i - channels]! : 0;
      const b = prev[i]!;
      const c = i >= channels ? prev[i - channels]! : 0;
      let predictor: number;
      if (filter === 0) predictor = 0;
      else if (filter === 1) predictor = a;
      else if (filter === 2) predictor = b;
      else if (filter === 3) predictor = (a + b) >> 1;
      else if (filter === 4) predictor = paeth(a, b, c);
      else throw new Error(`PNG row ${y} has unknown filter ${filter}`);
      cur[i] = (src[i]! + predictor) & 0xff;
    }
  }
  return out;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

function chunk(type: string, body: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + body.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, body.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(body, 8);
  view.setUint32(8 + body.length, crc32(out.subarray(4, 8 + body.length)));
  return out;
}

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
