// Draws one sample on one driver: makes the GL context (or, for pipe samples, the screen), reports the
// sample not applicable when the driver's caps rule it out, draws the requested frames starting at the
// sample's reference frame, keeps the reference frame's picture and times the frames. A GL error left by
// a sample is a failure, never a silent bad picture. openSample keeps the sample set up for as many
// frames as the caller wants (the demo page's animation).
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
import {
  frameTime,
  type GlSample,
  type PipeSample,
  type PipeSampleRun,
  type Sample,
  type SampleSize,
} from './sample.js';

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
  const frames = options.frames ?? 1;
  if (!Number.isInteger(frames) || frames < 1)
    throw new RangeError(`frames must be a positive integer, got ${frames}`);
  const opened = await openSample(sample, options);
  if (opened.status === 'not-applicable') return opened;
  const { session } = opened;
  try {
    let image = rgbaImage(0, 0);
    let elapsed = 0;
    for (let i = 0; i < frames; i++) {
      elapsed += session.drawFrame(sample.referenceFrame + i);
      if (i === 0) image = session.read();
      options.onFrame?.(i + 1, session.window());
    }
    return { status: 'drawn', image, frames, msPerFrame: elapsed / frames };
  } finally {
    await session.close();
  }
}

/**
 * A sample set up on one driver, drawing any frame asked for: what renderSample draws its frames with,
 * and what the demo page animates. Each call makes the sample's context current and releases it, so
 * sessions of different drivers can take turns.
 */
export interface SampleSession {
  /** Draws frame `frame` whole (time = frame / 60 s) and finishes it; returns the milliseconds taken. */
  drawFrame(frame: number): number;
  /** The picture of the last frame, top row first (a GL sample's front buffer, alpha as drawn). */
  read(): RgbaImage;
  /** The colour buffer the window shows (GL samples; after the swap for a double-buffered one). */
  window(): PipeResource | undefined;
  close(): Promise<void>;
}

/** Sets `sample` up on `options.driver` at `options.size` (frames and onFrame are not used here). */
export async function openSample(
  sample: Sample,
  options: Pick<RenderOptions, 'driver' | 'size'> = {},
): Promise<{ status: 'open'; session: SampleSession } | NotApplicable> {
  const size = options.size ?? sample.defaultSize;
  return sample.api === 'gl' ? openGl(sample, options.driver, size) : openPipe(sample, options.driver, size);
}

async function openGl(
  sample: GlSample,
  driver: string | undefined,
  { width, height }: SampleSize,
): Promise<{ status: 'open'; session: SampleSession } | NotApplicable> {
  const ctx = await createContext({ width, height, ...(driver ? { driver } : {}), ...sample.context });
  const current = <T>(work: () => T): T => {
    makeCurrent(ctx);
    try {
      return work();
    } finally {
      makeCurrent(null);
    }
  };
  try {
    const reason = current(() => {
      const why = sample.unsupported?.() ?? null;
      if (why !== null) return why;
      sample.setup?.(width, height);
      checkGl(sample, 'setup');
      return null;
    });
    if (reason !== null) {
      await ctx.destroy();
      return { status: 'not-applicable', reason };
    }
  } catch (error) {
    await ctx.destroy();
    throw error;
  }
  return {
    status: 'open',
    session: {
      drawFrame: (frame) =>
        current(() => {
          const start = performance.now();
          sample.draw(frame, frameTime(frame));
          if (sample.context?.doubleBuffer) swapBuffers(ctx);
          glFinish();
          const ms = performance.now() - start;
          checkGl(sample, `frame ${frame}`);
          return ms;
        }),
      read: () => current(() => readWindow(width, height)),
      window: () => ctx.fb.front.resource,
      close: () => ctx.destroy(),
    },
  };
}

async function openPipe(
  sample: PipeSample,
  driver: string | undefined,
  { width, height }: SampleSize,
): Promise<{ status: 'open'; session: SampleSession } | NotApplicable> {
  const screen: PipeScreen = await createScreen(driver ? { driver } : {});
  let run: PipeSampleRun;
  try {
    const reason = sample.unsupported(screen);
    if (reason !== null) {
      screen.destroy();
      return { status: 'not-applicable', reason };
    }
    run = sample.setup(screen, width, height);
  } catch (error) {
    screen.destroy();
    throw error;
  }
  return {
    status: 'open',
    session: {
      drawFrame(frame) {
        const start = performance.now();
        run.draw(frame, frameTime(frame));
        return performance.now() - start;
      },
      read: () => run.read(),
      window: () => undefined,
      async close() {
        try {
          run.destroy();
        } finally {
          screen.destroy();
        }
      },
    },
  };
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
