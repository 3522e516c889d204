// Queries: which types a screen supports, the begin/end state machine, result shapes per type (and
// their values when nothing was drawn), the words get_query_result_resource writes, and the predicate
// render_condition reads.
import { PipeCap } from '../caps.js';
import type { PipeContext } from '../context.js';
import { PipeQuery } from '../enums.js';
import type { PipeQueryObject } from '../objects.js';
import type { PipeQueryPipelineStatistics, PipeQueryResult } from '../state.js';
import type { PipeCapsSource } from './limits.js';
import { enumName } from './names.js';

/** The result shape (`PipeQueryResult.kind`) of each query type. */
export const QUERY_RESULT_KIND: Readonly<Record<PipeQuery, PipeQueryResult['kind']>> = {
  [PipeQuery.OCCLUSION_COUNTER]: 'u64',
  [PipeQuery.OCCLUSION_PREDICATE]: 'boolean',
  [PipeQuery.OCCLUSION_PREDICATE_CONSERVATIVE]: 'boolean',
  [PipeQuery.TIMESTAMP]: 'u64',
  [PipeQuery.TIMESTAMP_DISJOINT]: 'timestampDisjoint',
  [PipeQuery.TIME_ELAPSED]: 'u64',
  [PipeQuery.PRIMITIVES_GENERATED]: 'u64',
  [PipeQuery.PRIMITIVES_EMITTED]: 'u64',
  [PipeQuery.SO_STATISTICS]: 'soStatistics',
  [PipeQuery.SO_OVERFLOW_PREDICATE]: 'boolean',
  [PipeQuery.SO_OVERFLOW_ANY_PREDICATE]: 'boolean',
  [PipeQuery.GPU_FINISHED]: 'boolean',
  [PipeQuery.PIPELINE_STATISTICS]: 'pipelineStatistics',
};

/** The fields of PIPELINE_STATISTICS in the order get_query_result_resource indexes them. */
export const PIPELINE_STATISTICS_FIELDS: readonly (keyof PipeQueryPipelineStatistics)[] = [
  'iaVertices',
  'iaPrimitives',
  'vsInvocations',
  'gsInvocations',
  'gsPrimitives',
  'cInvocations',
  'cPrimitives',
  'psInvocations',
  'hsInvocations',
  'dsInvocations',
  'csInvocations',
];

/** Query types whose result render_condition can use ("This query can be used with render_condition"). */
export const PREDICATE_QUERIES: ReadonlySet<number> = new Set([
  PipeQuery.OCCLUSION_COUNTER,
  PipeQuery.OCCLUSION_PREDICATE,
  PipeQuery.OCCLUSION_PREDICATE_CONSERVATIVE,
  PipeQuery.SO_OVERFLOW_PREDICATE,
  PipeQuery.SO_OVERFLOW_ANY_PREDICATE,
]);

/** Query types whose `index` is a vertex stream; every other type takes index 0. */
export const STREAM_QUERIES: ReadonlySet<number> = new Set([
  PipeQuery.PRIMITIVES_GENERATED,
  PipeQuery.PRIMITIVES_EMITTED,
  PipeQuery.SO_STATISTICS,
  PipeQuery.SO_OVERFLOW_PREDICATE,
]);

/** "This query does not require a call to begin_query": TIMESTAMP and GPU_FINISHED are only ended. */
export function queryHasBegin(type: number): boolean {
  return type !== PipeQuery.TIMESTAMP && type !== PipeQuery.GPU_FINISHED;
}

/** Why a screen with these caps cannot create queries of `type`, or null when it can. */
export function queryUnsupportedReason(type: PipeQuery, caps: PipeCapsSource): string | null {
  const need = (cap: number, capName: string) =>
    caps.getParam(cap) > 0 ? null : `${enumName(PipeQuery, type)} queries need PIPE_CAP_${capName}`;
  switch (type) {
    case PipeQuery.OCCLUSION_COUNTER:
    case PipeQuery.OCCLUSION_PREDICATE:
      return need(PipeCap.OCCLUSION_QUERY, 'OCCLUSION_QUERY');
    case PipeQuery.OCCLUSION_PREDICATE_CONSERVATIVE:
      return need(PipeCap.OCCLUSION_QUERY_PREDICATE_CONSERVATIVE, 'OCCLUSION_QUERY_PREDICATE_CONSERVATIVE');
    case PipeQuery.TIMESTAMP:
    case PipeQuery.TIMESTAMP_DISJOINT:
      return need(PipeCap.QUERY_TIMESTAMP, 'QUERY_TIMESTAMP');
    case PipeQuery.TIME_ELAPSED:
      return need(PipeCap.QUERY_TIME_ELAPSED, 'QUERY_TIME_ELAPSED');
    case PipeQuery.PRIMITIVES_GENERATED:
    case PipeQuery.PRIMITIVES_EMITTED:
    case PipeQuery.SO_STATISTICS:
    case PipeQuery.SO_OVERFLOW_PREDICATE:
      return need(PipeCap.MAX_STREAM_OUTPUT_BUFFERS, 'MAX_STREAM_OUTPUT_BUFFERS');
    case PipeQuery.SO_OVERFLOW_ANY_PREDICATE:
      return need(PipeCap.QUERY_SO_OVERFLOW, 'QUERY_SO_OVERFLOW');
    case PipeQuery.PIPELINE_STATISTICS:
      return need(PipeCap.QUERY_PIPELINE_STATISTICS, 'QUERY_PIPELINE_STATISTICS');
    case PipeQuery.GPU_FINISHED:
      return null;
    default:
      return `${type} is not a PipeQuery value`;
  }
}

/**
 * pipe_query as the validating layer hands it out: the begin/end state it enforces, the last begin time,
 * and the result once the driver has it (`null` until then: a GPU driver may learn it after end_query).
 */
export class BaseQuery implements PipeQueryObject {
  destroyed = false;
  /** `idle` until begun or ended, `active` between begin and end, `ended` after end_query. */
  state: 'idle' | 'active' | 'ended' = 'idle';
  /** Device time of the last begin_query, in nanoseconds. */
  beginTime = 0n;
  /** The result of the last begin/end pair, once available. */
  result: PipeQueryResult | null = null;
  /** Whatever the driver keeps for the query (counters, a GPU query object). */
  driverData: unknown = null;

  constructor(
    readonly context: PipeContext,
    readonly type: PipeQuery,
    readonly index: number,
  ) {}

  destroyHandle(): void {
    this.destroyed = true;
  }
}

/**
 * The result of a query over work that drew nothing: zero counts, false predicates, GPU_FINISHED true,
 * TIMESTAMP `endTime`, TIME_ELAPSED `endTime - beginTime`, TIMESTAMP_DISJOINT at nanosecond resolution.
 */
export function nothingDrawnResult(type: PipeQuery, beginTime: bigint, endTime: bigint): PipeQueryResult {
  switch (type) {
    case PipeQuery.TIMESTAMP:
      return { kind: 'u64', value: endTime };
    case PipeQuery.TIME_ELAPSED:
      return { kind: 'u64', value: endTime - beginTime };
    case PipeQuery.GPU_FINISHED:
      return { kind: 'boolean', value: true };
    case PipeQuery.TIMESTAMP_DISJOINT:
      return { kind: 'timestampDisjoint', frequency: 1_000_000_000n, disjoint: false };
    case PipeQuery.SO_STATISTICS:
      return { kind: 'soStatistics', numPrimitivesWritten: 0n, primitivesStorageNeeded: 0n };
    case PipeQuery.PIPELINE_STATISTICS: {
      const value = {} as PipeQueryPipelineStatistics;
      for (const field of PIPELINE_STATISTICS_FIELDS) value[field] = 0n;
      return { kind: 'pipelineStatistics', value };
    }
    default:
      return QUERY_RESULT_KIND[type] === 'boolean'
        ? { kind: 'boolean', value: false }
        : { kind: 'u64', value: 0n };
  }
}

/** How many words get_query_result_resource can read from a result of this shape. */
export function queryResultWords(kind: PipeQueryResult['kind']): number {
  switch (kind) {
    case 'soStatistics':
    case 'timestampDisjoint':
      return 2;
    case 'pipelineStatistics':
      return PIPELINE_STATISTICS_FIELDS.length;
    default:
      return 1;
  }
}

/** Word `index` of a result as an integer (booleans are 0/1). */
export function queryResultWord(result: PipeQueryResult, index: number): bigint {
  switch (result.kind) {
    case 'boolean':
      return result.value ? 1n : 0n;
    case 'u64':
      return result.value;
    case 'soStatistics':
      return index === 0 ? result.numPrimitivesWritten : result.primitivesStorageNeeded;
    case 'timestampDisjoint':
      return index === 0 ? result.frequency : result.disjoint ? 1n : 0n;
    case 'pipelineStatistics':
      return result.value[PIPELINE_STATISTICS_FIELDS[index]!];
  }
}

/** The boolean render_condition compares with `condition` ("zero counts as FALSE, non-zero as TRUE"). */
export function queryPredicate(result: PipeQueryResult): boolean {
  return queryResultWord(result, 0) !== 0n;
}

/**
 * Whether a predicated command runs: "Commands will be skipped if condition is equal to the predicate
 * result". `result` null means the query is unfinished, which with NO_WAIT modes renders normally.
 */
export function renderConditionPasses(condition: boolean, result: PipeQueryResult | null): boolean {
  return result === null || queryPredicate(result) !== condition;
}
