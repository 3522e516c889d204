/// <reference lib="dom" />
// One canvas's animation on the demo page: a requestAnimationFrame loop that draws the next frame of a
// sample session (render.ts) each time the browser is about to paint, hands it to the canvas, and keeps
// the mean frame time of the last frames (frame-times.ts). Frames count from the sample's reference
// frame, so the first picture shown is the one conformance compares. Each driver's canvas has its own
// loop; the loops take turns on the page's one thread.
import type { SampleSession } from '../render.js';
import { FrameTimes } from './frame-times.js';

/** What the page shows after each frame. */
export interface FrameReport {
  /** Frames this animation drew so far. */
  readonly drawn: number;
  /** The sample's frame number just drawn. */
  readonly frame: number;
  /**
   * Mean milliseconds per frame over the last `averaged` frames (drawing and finishing only); the first
   * frame, which compiles the shaders, is left out: before the second, `averaged` is 0 and `meanMs` the
   * first frame's time.
   */
  readonly meanMs: number;
  readonly averaged: number;
}

export interface AnimationTarget {
  /** Puts the frame just drawn on the canvas. */
  present(session: SampleSession, report: FrameReport): void;
  /** A frame failed: the loop has stopped. */
  failed(error: unknown): void;
}

export class Animation {
  private drawnFrames = 0;
  private handle: number | null = null;
  private closed = false;
  private readonly times = new FrameTimes();

  constructor(
    private readonly session: SampleSession,
    private readonly firstFrame: number,
    private readonly target: AnimationTarget,
  ) {}

  /** Frames drawn so far. */
  get drawn(): number {
    return this.drawnFrames;
  }

  get playing(): boolean {
    return this.handle !== null;
  }

  /** Draws and shows the next frame now; false when it failed (the target was told). */
  step(): boolean {
    if (this.closed) return false;
    try {
      const frame = this.firstFrame + this.drawnFrames;
      const ms = this.session.drawFrame(frame);
      if (this.drawnFrames > 0) this.times.add(ms);
      this.drawnFrames++;
      const averaged = this.times.count;
      const report = {
        drawn: this.drawnFrames,
        frame,
        meanMs: averaged > 0 ? this.times.mean : ms,
        averaged,
      };
      this.target.present(this.session, report);
      return true;
    } catch (error) {
      this.pause();
      this.target.failed(error);
      return false;
    }
  }

  /** Starts (or keeps) the loop. */
  play(): void {
    if (this.handle === null && !this.closed) this.handle = requestAnimationFrame(this.tick);
  }

  /** Stops the loop after the frame in progress; the last picture stays. */
  pause(): void {
    if (this.handle !== null) cancelAnimationFrame(this.handle);
    this.handle = null;
  }

  /** Stops for good and releases the session. */
  async close(): Promise<void> {
    this.pause();
    if (this.closed) return;
    this.closed = true;
    await this.session.close();
  }

  private readonly tick = () => {
    this.handle = null;
    if (this.step() && !this.closed) this.handle = requestAnimationFrame(this.tick);
  };
}
