// Timing helper of the TGSI benchmarks: runs a batch function repeatedly for a fixed wall-clock
// budget (after a warm-up) and reports invocations per second.

/**
 * Calls `batch()` (which runs `invocations` shader invocations) until `seconds` have passed, after
 * `warmup` untimed calls, and returns invocations per second.
 */
export function rate(batch, invocations, { seconds = 1, warmup = 3 } = {}) {
  for (let i = 0; i < warmup; i++) batch();
  let done = 0;
  const start = performance.now();
  let elapsed = 0;
  do {
    batch();
    done += invocations;
    elapsed = (performance.now() - start) / 1000;
  } while (elapsed < seconds);
  return done / elapsed;
}

/** `12.3 M/s` style formatting of a rate. */
export function perSecond(value) {
  if (value >= 1e6) return `${(value / 1e6).toFixed(2)} M/s`;
  if (value >= 1e3) return `${(value / 1e3).toFixed(1)} k/s`;
  return `${value.toFixed(0)} /s`;
}
