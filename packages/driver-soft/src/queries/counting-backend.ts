// Fragment-shader invocations for pipeline statistics: a back end that adds the covered (non-helper)
// pixels of every shaded batch to the draw's counters before doing its work.
import type { Backend } from '../fragment/backend.js';
import type { QueryCounters } from './query-counters.js';

/** `backend`, counting the covered lanes of each batch into `counters.psInvocations`. */
export function countingBackend(backend: Backend, counters: QueryCounters): Backend {
  return (batch, lanes, out, outInts, params, killed, demoted) => {
    const coverage = batch.coverage;
    let covered = 0;
    for (let i = 0; i < lanes; i++) covered += coverage[i]!;
    counters.psInvocations += covered;
    backend(batch, lanes, out, outInts, params, killed, demoted);
  };
}
