// util/queries: result shapes, results when nothing was drawn, the words get_query_result_resource
// writes, and render_condition's rule.
import { describe, expect, it } from 'vitest';
import { PipeCap } from '../src/caps.js';
import { PipeQuery as Q } from '../src/enums.js';
import { capsFromTable } from '../src/util/caps-table.js';
import {
  nothingDrawnResult,
  PREDICATE_QUERIES,
  QUERY_RESULT_KIND,
  queryHasBegin,
  queryPredicate,
  queryResultWord,
  queryResultWords,
  queryUnsupportedReason,
  renderConditionPasses,
} from '../src/util/queries.js';

describe('query results', () => {
  it('has a shape for every PipeQuery type', () => {
    for (const type of Object.values(Q)) expect(QUERY_RESULT_KIND[type], String(type)).toBeDefined();
    expect(QUERY_RESULT_KIND[Q.SO_STATISTICS]).toBe('soStatistics');
    expect(QUERY_RESULT_KIND[Q.OCCLUSION_PREDICATE]).toBe('boolean');
  });

  it('nothing drawn: zero counts, false predicates, real times', () => {
    expect(nothingDrawnResult(Q.OCCLUSION_COUNTER, 5n, 9n)).toEqual({ kind: 'u64', value: 0n });
    expect(nothingDrawnResult(Q.TIME_ELAPSED, 5n, 9n)).toEqual({ kind: 'u64', value: 4n });
    expect(nothingDrawnResult(Q.TIMESTAMP, 5n, 9n)).toEqual({ kind: 'u64', value: 9n });
    expect(nothingDrawnResult(Q.GPU_FINISHED, 0n, 0n)).toEqual({ kind: 'boolean', value: true });
    expect(nothingDrawnResult(Q.SO_OVERFLOW_PREDICATE, 0n, 0n)).toEqual({ kind: 'boolean', value: false });
    expect(nothingDrawnResult(Q.TIMESTAMP_DISJOINT, 0n, 0n)).toEqual({
      kind: 'timestampDisjoint',
      frequency: 1_000_000_000n,
      disjoint: false,
    });
    const stats = nothingDrawnResult(Q.PIPELINE_STATISTICS, 0n, 0n);
    expect(stats.kind === 'pipelineStatistics' && Object.values(stats.value)).toEqual(new Array(11).fill(0n));
  });

  it('words for get_query_result_resource', () => {
    const so = { kind: 'soStatistics', numPrimitivesWritten: 3n, primitivesStorageNeeded: 7n } as const;
    expect([queryResultWords('soStatistics'), queryResultWord(so, 0), queryResultWord(so, 1)]).toEqual([
      2,
      3n,
      7n,
    ]);
    expect(queryResultWord({ kind: 'boolean', value: true }, 0)).toBe(1n);
    expect(queryResultWords('pipelineStatistics')).toBe(11);
    expect(queryResultWord({ kind: 'timestampDisjoint', frequency: 10n, disjoint: true }, 1)).toBe(1n);
  });

  it('"This query does not require a call to begin_query" only for TIMESTAMP and GPU_FINISHED', () => {
    expect(Object.values(Q).filter((t) => !queryHasBegin(t))).toEqual([Q.TIMESTAMP, Q.GPU_FINISHED]);
  });
});

describe('render_condition', () => {
  it('"Commands will be skipped if condition is equal to the predicate result (... zero counts as FALSE, non-zero as TRUE)"', () => {
    const zero = { kind: 'u64', value: 0n } as const;
    const some = { kind: 'u64', value: 12n } as const;
    expect(queryPredicate(zero)).toBe(false);
    expect(queryPredicate(some)).toBe(true);
    expect(renderConditionPasses(false, zero)).toBe(false);
    expect(renderConditionPasses(true, zero)).toBe(true);
    expect(renderConditionPasses(true, some)).toBe(false);
    expect(renderConditionPasses(false, some)).toBe(true);
    // "If mode is PIPE_RENDER_COND_NO_WAIT and the query has not yet completed, the drawing command will be executed normally."
    expect(renderConditionPasses(true, null)).toBe(true);
    expect([...PREDICATE_QUERIES].sort()).toEqual(
      [
        Q.OCCLUSION_COUNTER,
        Q.OCCLUSION_PREDICATE,
        Q.SO_OVERFLOW_PREDICATE,
        Q.SO_OVERFLOW_ANY_PREDICATE,
        Q.OCCLUSION_PREDICATE_CONSERVATIVE,
      ].sort(),
    );
  });

  it('"Gallium does not guarantee the availability of any query types": availability follows the caps', () => {
    const caps = capsFromTable({
      caps: { [PipeCap.OCCLUSION_QUERY]: 1 },
      capsf: {},
      shaderCaps: [],
      computeCaps: {},
      isFormatSupported: () => false,
    });
    expect(queryUnsupportedReason(Q.OCCLUSION_COUNTER, caps)).toBeNull();
    expect(queryUnsupportedReason(Q.GPU_FINISHED, caps)).toBeNull();
    expect(queryUnsupportedReason(Q.TIME_ELAPSED, caps)).toBe(
      'TIME_ELAPSED queries need PIPE_CAP_QUERY_TIME_ELAPSED',
    );
    expect(queryUnsupportedReason(Q.PRIMITIVES_EMITTED, caps)).toBe(
      'PRIMITIVES_EMITTED queries need PIPE_CAP_MAX_STREAM_OUTPUT_BUFFERS',
    );
  });
});
