// A progress line for runs longer than a second: silent at first, then one line on standard error that
// is rewritten in place on a terminal (and printed at most once per step elsewhere), erased at the end.
export class Progress {
  private readonly started = performance.now();
  private shown = false;
  private lastStep = '';

  constructor(
    private readonly stream: NodeJS.WriteStream = process.stderr,
    private readonly delayMs = 1000,
  ) {}

  /** Reports `text` (e.g. "[3/14] gears frame 4/10"); `step` groups updates for non-terminal output. */
  update(step: string, text: string): void {
    if (performance.now() - this.started < this.delayMs) return;
    if (this.stream.isTTY) {
      this.stream.write(`\r\x1b[K${text}`);
      this.shown = true;
    } else if (step !== this.lastStep) {
      this.stream.write(`${text}\n`);
      this.lastStep = step;
    }
  }

  /** Erases the line before the caller prints its results. */
  done(): void {
    if (this.shown) this.stream.write('\r\x1b[K');
    this.shown = false;
  }
}
