// Timing helper for the cso-cache benchmarks: runs an operation in a tight loop after a warm-up and
// reports the best of several rounds in nanoseconds per operation (the best round is the one least
// disturbed by other processes on a shared machine).

const ROUNDS = 7;

/** Nanoseconds per call of `op(i)`, best of ROUNDS rounds of `iterations` calls. */
export function nsPerOp(op, iterations = 2_000_000) {
  for (let i = 0; i < iterations; i++) op(i);
  let best = Number.POSITIVE_INFINITY;
  for (let round = 0; round < ROUNDS; round++) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < iterations; i++) op(i);
    const ns = Number(process.hrtime.bigint() - start) / iterations;
    if (ns < best) best = ns;
  }
  return best;
}

/** Prints one figure, with its ratio to the target when there is one (≤ 1.00 meets it). */
export function report(name, ns, targetNs) {
  const figure = `${ns.toFixed(1).padStart(7)} ns/op`;
  const ratio =
    targetNs === undefined ? '' : `   ${(ns / targetNs).toFixed(2)}× of the ${targetNs} ns target`;
  console.log(`${name.padEnd(44)}${figure}${ratio}`);
}
