// Fences of CPU drivers and the clock behind get_timestamp and timer queries.
import type { PipeFence } from '../objects.js';

/** The current time in nanoseconds from a monotonic clock (performance.now() past its origin). */
export function nowNs(): bigint {
  return BigInt(Math.round((performance.timeOrigin + performance.now()) * 1e6));
}

/**
 * pipe_fence_handle: signalled once the work flushed before it is done. A fence from a deferred flush
 * stays unsignalled until its context flushes (or fence_finish flushes it).
 */
export class CpuFence implements PipeFence {
  constructor(
    readonly id: number,
    readonly screen: object,
    /** The context whose deferred flush made the fence, or null. */
    readonly context: object | null,
    public signalled: boolean,
  ) {}
}
