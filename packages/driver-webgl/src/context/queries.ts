// Queries on WebGL2. Gallium queries nest and pause; WebGL2 allows one query per target at a time, so
// the driver measures per draw and adds each draw's measure to every active query (draw-measures.ts):
// - OCCLUSION_COUNTER: WebGL2 cannot count samples; each draw is first replayed into a counting target
//   (see occlusion-counter.ts) and the count added.
// - OCCLUSION_PREDICATE(_CONSERVATIVE): where query results can be read synchronously (under `gl`), an
//   ANY_SAMPLES_PASSED query around each draw, the result the OR of them; in browsers,
//   which deliver query results only after the page returns to its event loop, counted as
//   OCCLUSION_COUNTER is (until a sample passed) and TRUE when the count is not 0.
// - TIME_ELAPSED: EXT_disjoint_timer_query_webgl2 queries around each draw, summed (only where query
//   results can be read synchronously: the caps say so).
// - TIMESTAMP, GPU_FINISHED: the clock after finishing the work, a fence.
// - PRIMITIVES_GENERATED/EMITTED, SO_STATISTICS, SO_OVERFLOW(_ANY)_PREDICATE: counted by the driver
//   per draw (primitives assembled; those stream output wrote, see stream-output.ts).
import { PipeQuery, type PipeQueryResult } from '@gallium-ts/gallium-api';
import { type BaseQuery, nothingDrawnResult, nowNs } from '@gallium-ts/gallium-api/util';
import type { WebglDevice } from '../device.js';
import { GpuFence } from '../gpu-fence.js';
import { type DrawMeasure, glTargetOf, measureDraw, measuredValues } from './draw-measures.js';

/** What the driver keeps for one query between begin_query and its result. */
export class QueryData {
  /** GL measures of the draws (predicates, timers). */
  readonly measures: DrawMeasure[] = [];
  /** Samples counted (OCCLUSION_COUNTER). */
  samples = 0n;
  /** Primitives generated, those stream output needed room for, and those it wrote (stream queries). */
  generated = 0n;
  needed = 0n;
  written = 0n;
  /** GPU_FINISHED fence. */
  fence: GpuFence | null = null;
}

export function queryData(q: BaseQuery): QueryData {
  if (!(q.driverData instanceof QueryData)) q.driverData = new QueryData();
  return q.driverData as QueryData;
}

/** Whether queries of `type` are answered by counting samples (occlusion-counter.ts). */
export function countsSamples(device: WebglDevice, type: PipeQuery): boolean {
  return (
    type === PipeQuery.OCCLUSION_COUNTER ||
    (!device.syncQueryResults &&
      (type === PipeQuery.OCCLUSION_PREDICATE || type === PipeQuery.OCCLUSION_PREDICATE_CONSERVATIVE))
  );
}

/** Whether draws are measured for queries of `type` by GL queries (draw-measures.ts). */
export function measuredByGl(device: WebglDevice, type: PipeQuery): boolean {
  return !countsSamples(device, type) && glTargetOf(type) !== null;
}

/** Runs `draw` inside the GL queries the `queries` (measured by GL) need. */
export function measureDrawFor(device: WebglDevice, queries: readonly BaseQuery[], draw: () => void): void {
  if (queries.length === 0) draw();
  else measureDraw(device, queries, (q, m) => queryData(q).measures.push(m), draw);
}

/** The result of a query measured by GL queries; null when not available and `wait` is false. */
export function glQueryResult(device: WebglDevice, q: BaseQuery, wait: boolean): PipeQueryResult | null {
  const data = queryData(q);
  const values = measuredValues(device, data.measures, wait);
  if (values === null) return null;
  for (const m of data.measures) m.release();
  data.measures.length = 0;
  if (q.type === PipeQuery.TIME_ELAPSED)
    return { kind: 'u64', value: values.reduce((a, b) => a + BigInt(b), 0n) };
  return { kind: 'boolean', value: values.some((v) => v !== 0) };
}

/** The result of a query measured on the CPU side at end_query (counters, timestamps, fences). */
export function endResult(device: WebglDevice, q: BaseQuery): PipeQueryResult | null {
  if (countsSamples(device, q.type))
    return q.type === PipeQuery.OCCLUSION_COUNTER
      ? { kind: 'u64', value: queryData(q).samples }
      : { kind: 'boolean', value: queryData(q).samples > 0n };
  switch (q.type) {
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
      device.finish();
      return nothingDrawnResult(q.type, q.beginTime, nowNs());
    case PipeQuery.GPU_FINISHED:
      queryData(q).fence = new GpuFence(device);
      return null;
    default:
      return null;
  }
}

/** GPU_FINISHED: whether the fence made at end_query has signalled (finishing the device when asked to wait). */
export function fenceResult(q: BaseQuery, wait: boolean): PipeQueryResult | null {
  const fence = queryData(q).fence;
  if (fence && !fence.signalled(wait)) return null;
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
  for (const m of data.measures) m.release();
  data.fence?.release();
  data.measures.length = 0;
  data.fence = null;
}
