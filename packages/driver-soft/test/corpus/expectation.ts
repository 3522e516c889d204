// What a graw picture must hold, pixel by pixel: a range of RGBA8 bytes per channel (low..high), so
// that the few pixels whose exact value depends on rounding (a colour computed at a point the
// rasterizer may place a hair away, see expected-fragment.ts) may take either neighbour. Built from
// candidate colours per pixel; compared with a rendered RgbaImage; written as PNGs for looking at.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PipeFormat, packRgbaFloat } from '@gallium-ts/gallium-api';
import { type RgbaImage, rgbaImage } from '@gallium-ts/gallium-api/image';
import { writePng } from '@gallium-ts/gallium-api/png';
import { GRAW_CLEAR_COLOR, GRAW_SIZE } from '@gallium-ts/gallium-api/test-kit';

/** Where the corpus tests write their pictures. */
export const OUTPUT_DIR = join(new URL('.', import.meta.url).pathname, '..', 'output', 'corpus');

/** Float RGBA → the R8G8B8A8_UNORM bytes gallium-api's format table packs it to. */
export function rgba8(color: readonly number[]): [number, number, number, number] {
  const out = new Uint8Array(4);
  packRgbaFloat(PipeFormat.R8G8B8A8_UNORM, color, out, 0);
  return [out[0]!, out[1]!, out[2]!, out[3]!];
}

/** Per pixel and channel, the lowest and highest byte a picture may hold. */
export class Expectation {
  readonly low: Uint8Array;
  readonly high: Uint8Array;
  private readonly seen: Uint8Array;

  /** Every pixel starts as the graw clear colour. */
  constructor(readonly size = GRAW_SIZE) {
    this.low = new Uint8Array(size * size * 4);
    const clear = rgba8(GRAW_CLEAR_COLOR);
    for (let i = 0; i < size * size; i++) this.low.set(clear, i * 4);
    this.high = this.low.slice();
    this.seen = new Uint8Array(size * size);
  }

  /** Sets pixel (x, y) to exactly `bytes`, forgetting what it held (a later primitive drawn over it). */
  set(x: number, y: number, bytes: ArrayLike<number>): void {
    const i = (y * this.size + x) * 4;
    this.low.set(bytes, i);
    this.high.set(bytes, i);
    this.seen[y * this.size + x] = 1;
  }

  /** Widens pixel (x, y)'s range to include `bytes` (call set first). */
  allow(x: number, y: number, bytes: ArrayLike<number>): void {
    const i = (y * this.size + x) * 4;
    for (let c = 0; c < 4; c++) {
      this.low[i + c] = Math.min(this.low[i + c]!, bytes[c]!);
      this.high[i + c] = Math.max(this.high[i + c]!, bytes[c]!);
    }
  }

  /** Pixels set by some primitive. */
  get coveredPixels(): number {
    return this.seen.reduce((n, v) => n + v, 0);
  }

  /** Pixels whose range holds more than one value. */
  get loosePixels(): number {
    let n = 0;
    for (let p = 0; p < this.size * this.size; p++)
      if ([0, 1, 2, 3].some((c) => this.low[p * 4 + c] !== this.high[p * 4 + c])) n++;
    return n;
  }

  /** "x,y: got [...], expected [lo..hi ...]" for up to `limit` pixels outside their range, and the count. */
  mismatches(image: RgbaImage, limit = 8): { count: number; first: string[] } {
    const first: string[] = [];
    let count = 0;
    for (let p = 0; p < this.size * this.size; p++) {
      const i = p * 4;
      const bad = [0, 1, 2, 3].some(
        (c) => image.data[i + c]! < this.low[i + c]! || image.data[i + c]! > this.high[i + c]!,
      );
      if (!bad) continue;
      count++;
      if (first.length < limit) {
        const range = [0, 1, 2, 3].map((c) =>
          this.low[i + c] === this.high[i + c]
            ? `${this.low[i + c]}`
            : `${this.low[i + c]}..${this.high[i + c]}`,
        );
        first.push(
          `${p % this.size},${Math.floor(p / this.size)}: got [${image.data.subarray(i, i + 4).join(', ')}], expected [${range.join(', ')}]`,
        );
      }
    }
    return { count, first };
  }

  /** A picture of the expectation: the low end of each range. */
  image(): RgbaImage {
    return rgbaImage(this.size, this.size, this.low.slice());
  }
}

/** A copy of `image` with every alpha 255, so a viewer shows the colours the clear's alpha 0 would hide. */
export function opaque(image: RgbaImage): RgbaImage {
  const out = rgbaImage(image.width, image.height, image.data.slice());
  for (let i = 3; i < out.data.length; i += 4) out.data[i] = 255;
  return out;
}

/**
 * Writes `<name>.png` (the picture as rendered) and `<name>.opaque.png` (alpha forced to 255) under
 * OUTPUT_DIR, plus `<name>.expected.png` when an expectation is given.
 */
export function writePictures(name: string, image: RgbaImage, expected?: Expectation): void {
  mkdirSync(OUTPUT_DIR, { recursive: true });
  writePng(join(OUTPUT_DIR, `${name}.png`), image);
  writePng(join(OUTPUT_DIR, `${name}.opaque.png`), opaque(image));
  if (expected) writePng(join(OUTPUT_DIR, `${name}.expected.png`), opaque(expected.image()));
}
