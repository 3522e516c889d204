// The arithmetic of the benchmark: medians of timed runs, rates in millions of units per second, and the
// ratio of one rate to another.

/** The median of `values` (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Millions of units per second for `frames` frames of `perFrame` units taking `seconds`. */
export function rate(perFrame: number, frames: number, seconds: number): number {
  return (perFrame * frames) / seconds / 1e6;
}

/** How many times faster `rate` is than `reference`. */
export function ratio(rate: number, reference: number): number {
  return rate / reference;
}
