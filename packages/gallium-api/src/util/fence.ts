// Fences of the validating layer and the clock behind get_timestamp and timer queries.
import type { PipeFence } from '../objects.js';

/** The current time in nanoseconds from a monotonic clock (performance.now() past its origin). */
export function nowNs(): bigint {
  return BigInt(Math.round((performance.timeOrigin + performance.now()) * 1e6));
}

/**
 * pipe_fence_handle: signalled once the work flushed before it is done. A fence of a deferred flush waits
 * for its context's next flush (or a fence_finish that flushes it). When the context submits the work,
 * its `signalFence` hook decides: CPU drivers finish the work and set `signalled`; a GPU driver attaches
 * its own sync object to `driverData` and answers later through the screen's `waitFence` hook.
 */
export class BaseFence implements PipeFence {
  /** The work before the fence is done. */
  signalled = false;
  /** Still waiting for its context to submit (a PIPE_FLUSH_DEFERRED fence before the next flush). */
  deferred = false;
  /** Whatever the driver keeps for the fence (a GPU sync object). */
  driverData: unknown = null;

  constructor(
    readonly id: number,
    readonly screen: object,
    /** The context whose flush made the fence. */
    readonly context: object,
  ) {}
}
