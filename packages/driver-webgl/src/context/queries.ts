// Queries on WebGL2. Gallium queries nest and pause; WebGL2 allows one query per target at a time, so
// the driver measures per draw and adds each draw's measure to every active query:
// - OCCLUSION_PREDICATE(_CONSERVATIVE): an ANY_SAMPLES_PASSED(_CONSERVATIVE) query around each draw;
//   the result is the OR of them.
// - OCCLUSION_COUNTER: WebGL2 cannot count samples; each draw is first replayed into a counting target
//   (see occlusion-counter.ts) and the count added.
// - TIME_ELAPSED: EXT_disjoint_timer_query_webgl2 queries around each draw, summed.
// - TIMESTAMP, GPU_FINISHED: the clock after finishing the work, a fence.
// - PRIMITIVES_GENERATED/EMITTED, SO_STATISTICS, SO_OVERFLOW(_ANY)_PREDICATE: counted by the driver
//   per draw (primitives assembled; those stream output wrote, see stream-output.ts).
import { PipeError, PipeQuery, type PipeQueryResult } from '@gallium-ts/gallium-api';
import { type BaseQuery, nothingDrawnResult, nowNs } from '@gallium-ts/gallium-api/util';
import type { WebglDevice } from '../device.js';

const ANY_SAMPLES_PASSED = 0x8c2f;
const ANY_SAMPLES_PASSED_CONSERVATIVE = 0x8d6a;
const TIME_ELAPSED_EXT = 0x88bf;

/** What the driver keeps for one query between begin_query and its result. */
export class QueryData {
  /** GL queries of the draws measured (predicates, timers). */
  readonly glQueries: WebGLQuery[] = [];
  /** Samples counted (OCCLUSION_COUNTER). */
  samples = 0n;
  /** Primitives generated, those stream output needed room for, and those it wrote (stream queries). */
  generated = 0n;
  needed = 0n;
  written = 0n;
  /** GPU_FINISHED fence. */
  sync: WebGLSync | null = null;
}

export function queryData(q: BaseQuery): QueryData {
  if (!(q.driverData instanceof QueryData)) q.driverData = new QueryData();
  return q.driverData as QueryData;
}

/** The GL query target measuring one draw for queries of `type`, or null when draws are not measured by GL. */
export function perDrawTarget(type: PipeQuery): number | null {
  switch (type) {
    case PipeQuery.OCCLUSION_PREDICATE:
      return ANY_SAMPLES_PASSED;
    case PipeQuery.OCCLUSION_PREDICATE_CONSERVATIVE:
      return ANY_SAMPLES_PASSED_CONSERVATIVE;
    case PipeQuery.TIME_ELAPSED:
      return TIME_ELAPSED_EXT;
    default:
      return null;
  }
}

/** Runs `draw` inside one GL query per target the active queries need; hands each query its GL query. */
export function measureDraw(device: WebglDevice, active: Iterable<BaseQuery>, draw: () => void): void {
  const gl = device.gl;
  const byTarget = new Map<number, BaseQuery[]>();
  for (const q of active) {
    const target = perDrawTarget(q.type);
    if (target === null) continue;
    const list = byTarget.get(target) ?? [];
    list.push(q);
    byTarget.set(target, list);
  }
  if (byTarget.size === 0) {
    draw();
    return;
  }
  const started: [number, WebGLQuery, BaseQuery[]][] = [];
  for (const [target, queries] of byTarget) {
    const glq = gl.createQuery()!;
    gl.beginQuery(target, glq);
    started.push([target, glq, queries]);
  }
  try {
    draw();
  } finally {
    for (const [target, glq, queries] of started) {
      gl.endQuery(target);
      for (const q of queries) queryData(q).glQueries.push(glq);
    }
  }
}

/** Reads the GL queries of a query; null when one is not available and `wait` is false. */
export function glQueryResult(device: WebglDevice, q: BaseQuery, wait: boolean): PipeQueryResult | null {
  const gl = device.gl;
  const data = queryData(q);
  const available = () => data.glQueries.every((g) => gl.getQueryParameter(g, gl.QUERY_RESULT_AVAILABLE));
  if (!available()) {
    if (!wait) return null;
    gl.finish();
    if (!available()) {
      throw new PipeError(
        'getQueryResult',
        'the query result is not available yet: WebGL2 makes query results available only after control returns to the event loop',
      );
    }
  }
  const values = data.glQueries.map((g) => gl.getQueryParameter(g, gl.QUERY_RESULT) as number);
  for (const g of data.glQueries) gl.deleteQuery(g);
  data.glQueries.length = 0;
  if (q.type === PipeQuery.TIME_ELAPSED)
    return { kind: 'u64', value: values.reduce((a, b) => a + BigInt(b), 0n) };
  return { kind: 'boolean', value: values.some((v) => v !== 0) };
}

/** The result of a query measured on the CPU side at end_query (counters, timestamps, fences). */
export function endResult(device: WebglDevice, q: BaseQuery): PipeQueryResult | null {
  const gl = device.gl;
  switch (q.type) {
    case PipeQuery.OCCLUSION_COUNTER:
      return { kind: 'u64', value: queryData(q).samples };
    case PipeQuery.PRIMITIVES_GENERATED:
      return { kind: 'u64', value: queryData(q).generated };
    case PipeQuery.PRIMITIVES_EMITTED:
      return { kind: 'u64', value: queryData(q).written };
    case PipeQuery.SO_STATISTICS:
      return {
        kind: 'soStatistics',
        numPrimitivesWritten: queryData(q).written,
        primitivesStorageNeeded: queryData(q).needed,
      };
    case PipeQuery.SO_OVERFLOW_PREDICATE:
    case PipeQuery.SO_OVERFLOW_ANY_PREDICATE:
      return { kind: 'boolean', value: queryData(q).written < queryData(q).needed };
    case PipeQuery.TIMESTAMP:
    case PipeQuery.TIMESTAMP_DISJOINT:
      gl.finish();
      return nothingDrawnResult(q.type, q.beginTime, nowNs());
    case PipeQuery.GPU_FINISHED:
      queryData(q).sync = gl.fenceSync(gl.SYNC_GPU_COMMANDS_COMPLETE, 0);
      return null;
    default:
      return null;
  }
}

/** GPU_FINISHED: whether the fence made at end_query has signalled (waiting for it when asked). */
export function fenceResult(device: WebglDevice, q: BaseQuery, wait: boolean): PipeQueryResult | null {
  const gl = device.gl;
  const data = queryData(q);
  if (!data.sync) return { kind: 'boolean', value: true };
  if (wait) gl.finish();
  const status = gl.clientWaitSync(data.sync, gl.SYNC_FLUSH_COMMANDS_BIT, 0);
  const done = status === gl.ALREADY_SIGNALED || status === gl.CONDITION_SATISFIED;
  if (!done && !wait) return null;
  gl.deleteSync(data.sync);
  data.sync = null;
  return { kind: 'boolean', value: true };
}

/** Query types the driver counts per draw on the CPU. */
export const STREAM_COUNTED: ReadonlySet<number> = new Set([
  PipeQuery.PRIMITIVES_GENERATED,
  PipeQuery.PRIMITIVES_EMITTED,
  PipeQuery.SO_STATISTICS,
  PipeQuery.SO_OVERFLOW_PREDICATE,
  PipeQuery.SO_OVERFLOW_ANY_PREDICATE,
]);

/** Frees the GL objects of a query. */
export function releaseQuery(device: WebglDevice, q: BaseQuery): void {
  const data = q.driverData;
  if (!(data instanceof QueryData) || device.isLost) return;
  for (const g of data.glQueries) device.gl.deleteQuery(g);
  if (data.sync) device.gl.deleteSync(data.sync);
  data.glQueries.length = 0;
  data.sync = null;
}
