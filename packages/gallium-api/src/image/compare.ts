// Picture comparison with the project's conformance measure: a pixel is "off" when its largest channel
// difference exceeds a threshold (24 by default); a scene passes when the share of off pixels stays under
// its tolerance (1% for filled scenes, 3% for line and point scenes). Also draws the diff image shown in
// conformance reports.
import { type RgbaImage, rgbaImage } from './rgba-image.js';

/** The channel difference above which a pixel counts as off. */
export const DEFAULT_PIXEL_THRESHOLD = 24;
/** Tolerated share of off pixels for scenes of filled primitives. */
export const FILLED_SCENE_TOLERANCE = 0.01;
/** Tolerated share of off pixels for line and point scenes. */
export const LINE_POINT_SCENE_TOLERANCE = 0.03;

export interface ImageComparison {
  /** Pixels whose largest channel difference exceeds the threshold. */
  readonly offPixels: number;
  /** offPixels / all pixels (0 for empty images). */
  readonly offShare: number;
  /** The largest channel difference anywhere. */
  readonly maxDifference: number;
  /** Where the first off pixel is (top-left origin), or null. */
  readonly firstOff: { x: number; y: number } | null;
  readonly threshold: number;
}

/** Compares two images of one size channel by channel (alpha included unless `ignoreAlpha`). */
export function compareImages(
  a: RgbaImage,
  b: RgbaImage,
  options: { threshold?: number; ignoreAlpha?: boolean } = {},
): ImageComparison {
  if (a.width !== b.width || a.height !== b.height)
    throw new RangeError(`images differ in size: ${a.width}x${a.height} and ${b.width}x${b.height}`);
  const threshold = options.threshold ?? DEFAULT_PIXEL_THRESHOLD;
  const channels = options.ignoreAlpha ? 3 : 4;
  let offPixels = 0;
  let maxDifference = 0;
  let firstOff: { x: number; y: number } | null = null;
  const pixels = a.width * a.height;
  for (let p = 0; p < pixels; p++) {
    const diff = pixelDifference(a.data, b.data, p * 4, channels);
    if (diff > maxDifference) maxDifference = diff;
    if (diff > threshold) {
      offPixels++;
      firstOff ??= { x: p % a.width, y: Math.floor(p / a.width) };
    }
  }
  return { offPixels, offShare: pixels ? offPixels / pixels : 0, maxDifference, firstOff, threshold };
}

/**
 * A picture of where two images differ: off pixels in red (brighter for larger differences), pixels
 * that differ within the threshold in yellow, equal pixels as a dim grey copy of `a`.
 */
export function diffImage(a: RgbaImage, b: RgbaImage, threshold = DEFAULT_PIXEL_THRESHOLD): RgbaImage {
  compareImages(a, b, { threshold });
  const out = rgbaImage(a.width, a.height);
  for (let i = 0; i < out.data.length; i += 4) {
    const diff = pixelDifference(a.data, b.data, i, 4);
    const grey = (a.data[i]! + a.data[i + 1]! + a.data[i + 2]!) / 12;
    if (diff > threshold) out.data.set([128 + Math.min(127, diff >> 1), 0, 0, 255], i);
    else if (diff > 0) out.data.set([200, 200, 0, 255], i);
    else out.data.set([grey, grey, grey, 255], i);
  }
  return out;
}

function pixelDifference(a: Uint8Array, b: Uint8Array, at: number, channels: number): number {
  let max = 0;
  for (let c = 0; c < channels; c++) {
    const d = Math.abs(a[at + c]! - b[at + c]!);
    if (d > max) max = d;
  }
  return max;
}
