// The demo page's frame-time figure: the mean of the last few frame times, so the number next to a
// canvas follows the animation without jumping with every frame.

/** How many of the latest frames the mean covers. */
export const FRAME_WINDOW = 30;

export class FrameTimes {
  private readonly recent: number[] = [];

  constructor(private readonly window = FRAME_WINDOW) {}

  /** Records one frame's milliseconds, forgetting the oldest beyond the window. */
  add(ms: number): void {
    this.recent.push(ms);
    if (this.recent.length > this.window) this.recent.shift();
  }

  /** Frames the mean covers (fewer than the window at first). */
  get count(): number {
    return this.recent.length;
  }

  /** Mean milliseconds per frame over the window; NaN before the first frame. */
  get mean(): number {
    return this.recent.reduce((sum, ms) => sum + ms, 0) / this.recent.length;
  }
}
