// The 2D and 3D mipmap builders' working image: the caller's pixels kept in their own type (as libGLU's
// gluBuild2DMipmaps keeps them), with libGLU's per-type averaging rules for halving and its box filter
// for scaling to a power of two, and the tightly packed bytes each level is uploaded from.
import {
  GL_BYTE,
  GL_FLOAT,
  GL_INT,
  GL_SHORT,
  GL_UNSIGNED_BYTE,
  GL_UNSIGNED_INT,
  GL_UNSIGNED_SHORT,
} from '@gallium-ts/state-tracker-gl';
import { bytesOf, imageLayout, readElement, writeElement } from './client-image.js';
import { extractPacked, shovePacked } from './packed-pixels.js';
import {
  bytesPerElement,
  elementsPerGroup,
  formatComponents,
  isIndexFormat,
  PACKED_TYPES,
} from './pixel-formats.js';
import type { PixelStoreModes } from './pixel-store.js';
import { fromUshort } from './ushort-image.js';

const f = Math.fround;

/** A width × height × depth image: `components` values per pixel in the type's own domain (packed: [0, 1] floats). */
export interface TypedImage {
  readonly width: number;
  readonly height: number;
  readonly depth: number;
  readonly components: number;
  readonly type: number;
  readonly values: Float64Array;
}

/** Reads the caller's image under `modes` (skips, row length, image height, alignment, byte swapping). */
export function readTypedImage(
  modes: PixelStoreModes,
  width: number,
  height: number,
  depth: number,
  format: number,
  type: number,
  data: ArrayBufferView,
): TypedImage {
  const bytes = bytesOf(data);
  const layout = imageLayout(modes, width, height, format, type);
  const components = formatComponents(format);
  const values = new Float64Array(width * height * depth * components);
  let o = 0;
  for (let d = 0; d < depth; d++)
    for (let y = 0; y < height; y++) {
      const row = layout.start + d * layout.imageStride + y * layout.rowStride;
      for (let e = 0; e < width * layout.elements; e++) {
        const value = readElement(bytes, row + e * layout.elementSize, type, modes.swapBytes);
        if (PACKED_TYPES.has(type)) for (const c of extractPacked(type, value)) values[o++] = c;
        else values[o++] = value;
      }
    }
  return { width, height, depth, components, type, values };
}

/** The image as tightly packed client memory of its type (alignment 1), ready for glTexImage*. */
export function typedImageBytes(image: TypedImage, format: number): Uint8Array {
  const elements = elementsPerGroup(format, image.type);
  const size = bytesPerElement(image.type);
  const pixels = image.width * image.height * image.depth;
  const bytes = new Uint8Array(pixels * elements * size);
  if (PACKED_TYPES.has(image.type)) {
    for (let p = 0; p < pixels; p++) {
      const components = image.values.subarray(p * image.components, (p + 1) * image.components);
      writeElement(bytes, p * size, image.type, false, shovePacked(image.type, components));
    }
  } else {
    for (let i = 0; i < image.values.length; i++)
      writeElement(bytes, i * size, image.type, false, image.values[i]);
  }
  return bytes;
}

/** Rounds a float average to a packed field's step and back, as libGLU's shove-then-extract does. */
function requantize(type: number, components: number[]): number[] {
  return extractPacked(type, shovePacked(type, components));
}

/**
 * The average of `samples` (2, 4 or 8 values) by libGLU's rule for `type`: its 2D rules (rounded for
 * 2×2 blocks of small integers, in the type's own arithmetic), or for images still more than one slice
 * deep its 3D rule (the mean in double precision, truncated to the type).
 */
function average(type: number, samples: number[], deep: boolean): number {
  const n = samples.length;
  if (deep) {
    const mean = samples.reduce((a, b) => a + b, 0) / n;
    return type === GL_FLOAT ? f(mean) : Math.trunc(mean);
  }
  switch (type) {
    case GL_UNSIGNED_BYTE:
    case GL_BYTE:
    case GL_UNSIGNED_SHORT:
    case GL_SHORT: {
      const sum = samples.reduce((a, b) => a + b, 0);
      return Math.trunc(n === 2 ? sum / 2 : (sum + n / 2) / n);
    }
    case GL_UNSIGNED_INT:
      return Math.trunc(samples.reduce((a, b) => a + b, 0) / n + 0.5);
    case GL_INT:
      return Math.trunc(f(samples.reduce((a, b) => f(a + f(b)), 0) / n) + 0.5);
    default:
      return f(samples.reduce((a, b) => f(a + b), 0) / n);
  }
}

/** One level down: each size halved (a size of 1 stays 1), averaging the 2, 4 or 8 texels of each block. */
export function halveTypedImage(image: TypedImage): TypedImage {
  const { width, height, depth, components, type } = image;
  const w = Math.max(1, width >> 1);
  const h = Math.max(1, height >> 1);
  const d = Math.max(1, depth >> 1);
  const xs = width > 1 ? [0, 1] : [0];
  const ys = height > 1 ? [0, 1] : [0];
  const zs = depth > 1 ? [0, 1] : [0];
  const values = new Float64Array(w * h * d * components);
  const packed = PACKED_TYPES.has(type);
  let o = 0;
  for (let z = 0; z < d; z++)
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const pixel: number[] = [];
        for (let k = 0; k < components; k++) {
          const samples: number[] = [];
          for (const dz of zs)
            for (const dy of ys)
              for (const dx of xs) {
                const at = ((z * 2 + dz) * height + (y * 2 + dy)) * width + (x * 2 + dx);
                samples.push(image.values[at * components + k]);
              }
          pixel.push(
            packed
              ? f(samples.reduce((a, b) => f(a + b), 0) / samples.length)
              : average(type, samples, depth > 1),
          );
        }
        for (const v of packed ? requantize(type, pixel) : pixel) values[o++] = v;
      }
  return { width: w, height: h, depth: d, components, type, values };
}

/** How much of input cell `cell` the output interval [low, high) covers. */
function coverage(cell: number, low: number, high: number): number {
  return Math.max(0, Math.min(cell + 1, high) - Math.max(cell, low));
}

/** Converts a box-filter result back to the type (truncating integers, clamping unsigned int). */
function fromAverage(type: number, value: number): number {
  if (type === GL_FLOAT || PACKED_TYPES.has(type)) return f(value);
  if (type === GL_UNSIGNED_INT) return value >= 4294967295 ? 4294967295 : Math.trunc(value);
  return Math.trunc(value);
}

/** Box-filters a 2D image (depth 1) to width × height, in single precision, as libGLU's scale_internal_<type>. */
export function scaleTypedImage(image: TypedImage, width: number, height: number): TypedImage {
  const { components, type } = image;
  const convx = f(image.width / width);
  const convy = f(image.height / height);
  const area = f(convx * convy);
  const values = new Float64Array(width * height * components);
  const packed = PACKED_TYPES.has(type);
  let o = 0;
  for (let i = 0; i < height; i++) {
    const lowy = f(i * convy);
    const highy = f((i + 1) * convy);
    for (let j = 0; j < width; j++) {
      const lowx = f(j * convx);
      const highx = f((j + 1) * convx);
      const totals = new Float32Array(components);
      for (let y = Math.floor(lowy); y < Math.min(image.height, Math.ceil(highy)); y++) {
        const wy = f(coverage(y, lowy, highy));
        for (let x = Math.floor(lowx); x < Math.min(image.width, Math.ceil(highx)); x++) {
          const percent = f(f(coverage(x, lowx, highx)) * wy);
          for (let k = 0; k < components; k++)
            totals[k] += f(f(image.values[(y * image.width + x) * components + k]) * percent);
        }
      }
      const pixel = Array.from(totals, (total) => fromAverage(type, f(total / area)));
      for (const v of packed ? requantize(type, pixel) : pixel) values[o++] = v;
    }
  }
  return { width, height, depth: 1, components, type, values };
}

/** A typed image from libGLU's 16-bit working image (how its 3D builder brings a scaled image back). */
export function typedImageFromUshort(
  image: Uint16Array,
  sizes: readonly [number, number, number],
  format: number,
  type: number,
): TypedImage {
  const components = formatComponents(format);
  const index = isIndexFormat(format);
  const values = new Float64Array(image.length);
  if (PACKED_TYPES.has(type)) {
    for (let p = 0; p < image.length; p += components) {
      const floats = Array.from(image.subarray(p, p + components), (u) => f(u / 65535));
      values.set(extractPacked(type, shovePacked(type, floats)), p);
    }
  } else {
    for (let i = 0; i < image.length; i++) values[i] = fromUshort(type, image[i], index);
  }
  return { width: sizes[0], height: sizes[1], depth: sizes[2], components, type, values };
}
