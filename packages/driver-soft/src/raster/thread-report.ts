// Results of a scene in shared memory, for threads whose caller cannot receive a message while it runs
// (a browser's main thread: no Atomics.wait, no receiveMessageOnPort). Each thread writes its
// ThreadResult as JSON into its own slot before it counts itself done; the caller reads the slots after
// seeing every thread done. Tiles are marked finished as they are, so a caller that stops waiting (a
// timeout, an error) knows which tiles it still has to rasterize itself.
import type { ThreadResult } from './thread-job.js';

/** The shared arrays of one scene's report (structured-cloneable). */
export interface SceneReport {
  /** Per thread: bytes of its result, 0 while it has none. */
  readonly lengths: Int32Array;
  /** Per thread a slot of `slotBytes` bytes holding its result as JSON (UTF-8). */
  readonly bytes: Uint8Array;
  readonly slotBytes: number;
  /** Per tile: 1 once a thread has rasterized it. */
  readonly finished: Int32Array;
}

/**
 * Bytes a thread's result can take: room for every state's sample and quad counts and an error's first
 * lines.
 */
function slotBytesFor(states: number): number {
  return 4096 + 64 * states;
}

/**
 * A report for `threads` threads, `tiles` tiles and `states` states, cleared: `reuse` when it is big
 * enough (no thread may still be writing it), else a new one.
 */
export function sceneReport(
  threads: number,
  tiles: number,
  states: number,
  reuse: SceneReport | null,
): SceneReport {
  const slotBytes = slotBytesFor(states);
  if (reuse && reuse.slotBytes >= slotBytes && reuse.finished.length >= tiles) {
    reuse.lengths.fill(0);
    reuse.finished.fill(0, 0, tiles);
    return reuse;
  }
  return {
    lengths: new Int32Array(new SharedArrayBuffer(4 * threads)),
    bytes: new Uint8Array(new SharedArrayBuffer(threads * slotBytes)),
    slotBytes,
    finished: new Int32Array(new SharedArrayBuffer(4 * Math.max(1, tiles))),
  };
}

/** Longest error text kept in a result (the rest of a stack is of no use to the caller). */
const ERROR_CHARS = 1000;

/** Writes thread `index`'s result into `report` (called by the thread before it counts itself done). */
export function writeThreadResult(report: SceneReport, index: number, result: ThreadResult): void {
  const error = result.error === null ? null : result.error.slice(0, ERROR_CHARS);
  let encoded = encodeResult({ ...result, error });
  // Cannot happen with the slot's size (counts and a short error); kept an error rather than a lost result.
  if (encoded.length > report.slotBytes)
    encoded = encodeResult({
      ...result,
      samples: [],
      quads: [],
      error: 'its result did not fit its report slot',
    });
  report.bytes.set(encoded, index * report.slotBytes);
  Atomics.store(report.lengths, index, encoded.length);
}

const encodeResult = (result: ThreadResult) => new TextEncoder().encode(JSON.stringify(result));

/** Thread `index`'s result (null when it wrote none); read once the thread has counted itself done. */
export function readThreadResult(report: SceneReport, index: number): ThreadResult | null {
  const length = Atomics.load(report.lengths, index);
  if (length === 0) return null;
  // TextDecoder refuses views of shared memory: copy the bytes out first (slice makes an unshared copy).
  const start = index * report.slotBytes;
  return JSON.parse(new TextDecoder().decode(report.bytes.slice(start, start + length))) as ThreadResult;
}
