// RgbaImage: an 8-bit RGBA picture in memory, rows top to bottom, the one image shape the comparison
// and PNG code share. GL readbacks (bottom row first) are turned over with `flipRows`.

/** An 8-bit RGBA image; `data` holds width × height × 4 bytes, the top row first. */
export interface RgbaImage {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8Array;
}

/** A new image of the given size, every byte zero, or wrapping `data` (which must be big enough). */
export function rgbaImage(width: number, height: number, data?: Uint8Array): RgbaImage {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 0 || height < 0)
    throw new RangeError(`image size ${width}x${height} is not a pair of non-negative integers`);
  const size = width * height * 4;
  if (data && data.length < size)
    throw new RangeError(`image data holds ${data.length} bytes, ${width}x${height} RGBA needs ${size}`);
  return { width, height, data: data ? data.subarray(0, size) : new Uint8Array(size) };
}

/** A copy of `image` with its rows in the opposite order (GL's bottom-first readback ↔ top-first). */
export function flipRows(image: RgbaImage): RgbaImage {
  const out = rgbaImage(image.width, image.height);
  const row = image.width * 4;
  for (let y = 0; y < image.height; y++) {
    const from = (image.height - 1 - y) * row;
    out.data.set(image.data.subarray(from, from + row), y * row);
  }
  return out;
}
