// Timing helpers of the TGSI benchmarks. A batch function runs repeatedly in short slices after a
// warm-up; each slice is timed by the process's CPU time (so other jobs on a shared machine count
// less) and the best slice gives the rate, which also keeps V8's tier-up out of the figure.

/** The process's CPU seconds (user + system) since `start` (a process.cpuUsage() value). */
function cpuSeconds(start) {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1e6;
}

/**
 * Calls `batch()` (which runs `invocations` shader invocations) for about `seconds` of wall-clock time,
 * after `warmup` untimed calls, in slices of at least `seconds / 8`; returns invocations per CPU second
 * of the best slice.
 */
export function rate(batch, invocations, { seconds = 1, warmup = 3 } = {}) {
  for (let i = 0; i < warmup; i++) batch();
  const slice = (seconds / 8) * 1000;
  const end = performance.now() + seconds * 1000;
  let best = 0;
  do {
    const cpu = process.cpuUsage();
    const start = performance.now();
    let done = 0;
    do {
      batch();
      done += invocations;
    } while (performance.now() - start < slice);
    const used = Math.max(cpuSeconds(cpu), 1e-6);
    best = Math.max(best, done / used);
  } while (performance.now() < end);
  return best;
}

/** `12.3 M/s` style formatting of a rate. */
export function perSecond(value) {
  if (value >= 1e6) return `${(value / 1e6).toFixed(2)} M/s`;
  if (value >= 1e3) return `${(value / 1e3).toFixed(1)} k/s`;
  return `${value.toFixed(0)} /s`;
}

/** Geometric mean of positive numbers. */
export function geometricMean(values) {
  return Math.exp(values.reduce((sum, v) => sum + Math.log(v), 0) / values.length);
}
