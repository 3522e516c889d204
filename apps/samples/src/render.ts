// Draws one sample on one driver: makes the GL context (or, for pipe samples, the screen), reports the
// sample not applicable when the driver's caps rule it out, draws the requested frames starting at the
// sample's reference frame, keeps the reference frame's picture and times the frames. A GL error left by a sample is a failure, never a silent bad picture.
import { createScreen, type PipeResource, type PipeScreen } from '@gallium-ts/gallium-api';
import { flipRows, type RgbaImage, rgbaImage } from '@gallium-ts/gallium-api/image';
import {
  createContext,
  GL_FRONT,
  GL_NO_ERROR,
  GL_PIXEL_MODE_BIT,
  GL_RGBA,
  GL_UNSIGNED_BYTE,
  glFinish,
  glGetError,
  glPopAttrib,
  glPushAttrib,
  glReadBuffer,
  glReadPixels,
  makeCurrent,
  swapBuffers,
} from '@gallium-ts/state-tracker-gl';
import { frameTime, type GlSample, type PipeSample, type Sample, type SampleSize } from './sample.js';

export interface RenderOptions {
  /** Driver name for createScreen/createContext (default: GALLIUM_DRIVER, else soft). */
  readonly driver?: string;
  /** Default: the sample's defaultSize. */
  readonly size?: SampleSize;
  /** Frames to draw, the first being the reference frame (default 1). */
  readonly frames?: number;
  /**
   * Called after each frame with the number drawn so far and, for GL samples, the colour buffer the
   * window shows (the front buffer: after the swap, for a double-buffered sample).
   */
  readonly onFrame?: (drawn: number, window?: PipeResource) => void;
}

/** A sample that was drawn: the reference frame's picture and the time per frame. */
export interface Drawn {
  readonly status: 'drawn';
  readonly image: RgbaImage;
  readonly frames: number;
  /** Mean wall-clock milliseconds per frame, each frame finished (glFinish / pipe flush). */
  readonly msPerFrame: number;
}

/** A sample the driver's caps rule out (for GL samples, the GL limits the state tracker derives from them). */
export interface NotApplicable {
  readonly status: 'not-applicable';
  readonly reason: string;
}

export type RenderOutcome = Drawn | NotApplicable;

/** A sample left a GL error or drew nothing it could read back. */
export class SampleError extends Error {
  override readonly name = 'SampleError';
}

export async function renderSample(sample: Sample, options: RenderOptions = {}): Promise<RenderOutcome> {
  const size = options.size ?? sample.defaultSize;
  const frames = options.frames ?? 1;
  if (!Number.isInteger(frames) || frames < 1)
    throw new RangeError(`frames must be a positive integer, got ${frames}`);
  return sample.api === 'gl'
    ? renderGl(sample, options.driver, size, frames, options.onFrame)
    : renderPipe(sample, options.driver, size, frames, options.onFrame);
}

async function renderGl(
  sample: GlSample,
  driver: string | undefined,
  { width, height }: SampleSize,
  frames: number,
  onFrame?: (drawn: number, window?: PipeResource) => void,
): Promise<RenderOutcome> {
  const ctx = await createContext({ width, height, ...(driver ? { driver } : {}), ...sample.context });
  makeCurrent(ctx);
  try {
    const reason = sample.unsupported?.() ?? null;
    if (reason !== null) return { status: 'not-applicable', reason };
    sample.setup?.(width, height);
    checkGl(sample, 'setup');
    let image = rgbaImage(0, 0);
    let elapsed = 0;
    for (let i = 0; i < frames; i++) {
      const frame = sample.referenceFrame + i;
      const start = performance.now();
      sample.draw(frame, frameTime(frame));
      if (sample.context?.doubleBuffer) swapBuffers(ctx);
      glFinish();
      elapsed += performance.now() - start;
      checkGl(sample, `frame ${frame}`);
      if (i === 0) image = readWindow(width, height);
      onFrame?.(i + 1, ctx.fb.front.resource);
    }
    return { status: 'drawn', image, frames, msPerFrame: elapsed / frames };
  } finally {
    makeCurrent(null);
    await ctx.destroy();
  }
}

async function renderPipe(
  sample: PipeSample,
  driver: string | undefined,
  { width, height }: SampleSize,
  frames: number,
  onFrame?: (drawn: number) => void,
): Promise<RenderOutcome> {
  const screen: PipeScreen = await createScreen(driver ? { driver } : {});
  try {
    const reason = sample.unsupported(screen);
    if (reason !== null) return { status: 'not-applicable', reason };
    const run = sample.setup(screen, width, height);
    try {
      let image = rgbaImage(0, 0);
      let elapsed = 0;
      for (let i = 0; i < frames; i++) {
        const frame = sample.referenceFrame + i;
        const start = performance.now();
        run.draw(frame, frameTime(frame));
        elapsed += performance.now() - start;
        if (i === 0) image = run.read();
        onFrame?.(i + 1);
      }
      return { status: 'drawn', image, frames, msPerFrame: elapsed / frames };
    } finally {
      run.destroy();
    }
  } finally {
    screen.destroy();
  }
}

function checkGl(sample: Sample, when: string): void {
  const error = glGetError();
  if (error !== GL_NO_ERROR)
    throw new SampleError(`${sample.name}: GL error 0x${error.toString(16).padStart(4, '0')} after ${when}`);
}

/**
 * The window as it shows — the front buffer (after the swap, for a double-buffered sample) — read back
 * bottom row first as GL returns it, turned top row first. The sample's read buffer is put back.
 */
function readWindow(width: number, height: number): RgbaImage {
  const pixels = new Uint8Array(width * height * 4);
  glPushAttrib(GL_PIXEL_MODE_BIT);
  glReadBuffer(GL_FRONT);
  glReadPixels(0, 0, width, height, GL_RGBA, GL_UNSIGNED_BYTE, pixels);
  glPopAttrib();
  return flipRows(rgbaImage(width, height, pixels));
}
