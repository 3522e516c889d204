// A progress line for runs longer than a second: silent at first, then one line on standard error that
// is rewritten in place on a terminal (and printed at most once per step elsewhere), erased at the end.
// Long runs (the benchmark) can also keep the live line to terminals and give a log a line per
// finished step instead.
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

  /** Shows `text` on a terminal's live line, as update does; nothing where output is not a terminal. */
  live(text: string): void {
    if (this.stream.isTTY) this.update(text, text);
  }

  /** Writes `text` as a line of its own, at once, where output is not a terminal; nothing on a terminal. */
  log(text: string): void {
    if (!this.stream.isTTY) this.stream.write(`${text}\n`);
  }

  /** Erases the line before the caller prints its results. */
  done(): void {
    if (this.shown) this.stream.write('\r\x1b[K');
    this.shown = false;
  }
}
