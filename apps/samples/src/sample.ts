// The Sample contract: what every scene in src/samples/ exports, and what `npm start`, `npm run
// conformance` (and later the benchmarks and the browser demo) need to know to draw one. GL samples draw
// through @gallium-ts/state-tracker-gl into the current context; pipe samples use a PipeScreen directly
// for the Gallium features the GL API does not reach.
import type { PipeScreen } from '@gallium-ts/gallium-api';
import type { RgbaImage } from '@gallium-ts/gallium-api/image';

/** Which tolerance judges the sample: 1% of pixels off for filled scenes, 3% for line and point scenes. */
export type SampleKind = 'filled' | 'lines-points';

export interface SampleSize {
  readonly width: number;
  readonly height: number;
}

interface SampleInfo {
  /** File name and command-line name, e.g. `gears`. */
  readonly name: string;
  /** One line for tables and reports. */
  readonly title: string;
  readonly kind: SampleKind;
  /** The size the sample is drawn at unless told otherwise, and the size of its Mesa fixtures. */
  readonly defaultSize: SampleSize;
  /** Whether frames differ; an animated sample's picture depends only on the frame number. */
  readonly animated: boolean;
  /** The frame whose picture is written and compared (the first frame `npm start` draws). */
  readonly referenceFrame: number;
}

/**
 * The buffers a GL sample's context has beyond RGBA8 colour, 24 depth and 8 stencil bits. The C twin
 * gets the same accumulation bits (reference/regenerate.mjs passes them to samples.c); a double-buffered
 * sample is swapped after each frame and its front buffer is the picture, which the twin, on OSMesa's
 * single buffer, draws with the same calls.
 */
export interface GlSampleContext {
  /** Accumulation bits per channel (0 or absent: none). */
  readonly accumBits?: number;
  readonly doubleBuffer?: boolean;
}

/** A sample drawn with the GL API into the current context (made, sized and made current for it). */
export interface GlSample extends SampleInfo {
  readonly api: 'gl';
  /** What the context needs besides colour, depth and stencil (default: nothing). */
  readonly context?: GlSampleContext;
  /**
   * Null when the current context can draw the sample as its Mesa twin does, else why not (the GL
   * limit it lacks, as glGet reports it from the driver's caps). Called with the context current,
   * before setup; a sample that needs nothing beyond GL 1.5's minimums leaves it out.
   */
  unsupported?(): string | null;
  /** Once, before the first frame: textures, display lists, fixed state. */
  setup?(width: number, height: number): void;
  /** Draws frame `frame` (`time` = frame / 60 seconds), whole: it clears what it draws over. */
  draw(frame: number, time: number): void;
}

/** A sample drawn through the pipe API on a screen. */
export interface PipeSample extends SampleInfo {
  readonly api: 'pipe';
  /** Null when `screen` can run the sample, else why not (the caps it lacks). */
  unsupported(screen: PipeScreen): string | null;
  /** Creates the sample's pipe context and resources at the given size. */
  setup(screen: PipeScreen, width: number, height: number): PipeSampleRun;
}

/** A pipe sample set up on one screen. */
export interface PipeSampleRun {
  draw(frame: number, time: number): void;
  /** The picture of the last frame, top row first. */
  read(): RgbaImage;
  /** Releases the context and every resource. */
  destroy(): void;
}

export type Sample = GlSample | PipeSample;

/** Seconds of animation time at `frame` (60 frames per second). */
export function frameTime(frame: number): number {
  return frame / 60;
}
