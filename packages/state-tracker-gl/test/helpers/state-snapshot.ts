// A fingerprint of every value glGet answers, to check that failing calls change no state.
import { glGetDoublev } from '../../src/index.js';
import { allGetPnames } from '../../src/state/get-table.js';

export function stateSnapshot(): Map<number, number[]> {
  const snapshot = new Map<number, number[]>();
  const out = new Float64Array(16);
  for (const pname of allGetPnames()) {
    out.fill(Number.NaN);
    glGetDoublev(pname, out);
    snapshot.set(pname, Array.from(out));
  }
  return snapshot;
}
