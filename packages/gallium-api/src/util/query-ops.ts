// The begin/end/result sequence of queries as a context runs it, get_query_result_resource's write and
// the check of a render_condition query.
import { PipeQuery, PipeRenderCond } from '../enums.js';
import type { PipeQueryResult } from '../state.js';
import type { RenderCondition } from './bound-state.js';
import { checkBool, checkEnum, checkInt, describeValue, refuse } from './check.js';
import { nowNs } from './fence.js';
import { enumName } from './names.js';
import {
  type CpuQuery,
  PREDICATE_QUERIES,
  QUERY_RESULT_KIND,
  queryHasBegin,
  queryResultWord,
  queryResultWords,
} from './queries.js';
import { type CpuResource, checkBufferRange } from './resource.js';

const RESULT_TYPE_BYTES = { i32: 4, u32: 4, i64: 8, u64: 8 } as const;
const RESULT_TYPE_MAX = {
  i32: 0x7fffffffn,
  u32: 0xffffffffn,
  i64: 0x7fffffffffffffffn,
  u64: 0xffffffffffffffffn,
};

function name(q: CpuQuery): string {
  return enumName(PipeQuery, q.type);
}

/** begin_query: "will clear/reset previous query results"; an active query cannot begin again. */
export function beginQuery(method: string, q: CpuQuery): void {
  if (!queryHasBegin(q.type))
    refuse(method, `${name(q)} queries are only ended ("does not require a call to begin_query")`);
  if (q.state === 'active') refuse(method, `the ${name(q)} query is already active`);
  q.state = 'active';
  q.result = null;
  q.beginTime = nowNs();
}

/** end_query: an active query (or TIMESTAMP / GPU_FINISHED) ends with `result(endTime)`. */
export function endQuery(method: string, q: CpuQuery, result: (endTime: bigint) => PipeQueryResult): void {
  if (queryHasBegin(q.type) && q.state !== 'active') refuse(method, `the ${name(q)} query is not active`);
  q.result = result(nowNs());
  q.state = 'ended';
}

/** The result of an ended query; active and never-ended queries are refused. */
export function endedQueryResult(method: string, q: CpuQuery): PipeQueryResult {
  if (q.state === 'active') refuse(method, `the ${name(q)} query is still active`);
  if (q.state === 'idle' || q.result === null) refuse(method, `the ${name(q)} query has never been ended`);
  return q.result;
}

/**
 * get_query_result_resource: writes word `index` of the result (or, for index -1, whether it is
 * available) into `buffer` at `offset` as a little-endian integer of `resultType`, clamped to its range.
 */
export function writeQueryResult(
  method: string,
  q: CpuQuery,
  wait: unknown,
  resultType: unknown,
  index: unknown,
  buffer: CpuResource,
  offset: unknown,
): void {
  checkBool(method, 'wait', wait);
  if (typeof resultType !== 'string' || !(resultType in RESULT_TYPE_BYTES)) {
    refuse(method, `resultType ${describeValue(resultType)} is not i32, u32, i64 or u64`);
  }
  const type = resultType as keyof typeof RESULT_TYPE_BYTES;
  const word = checkInt(method, 'index', index, -1, queryResultWords(QUERY_RESULT_KIND[q.type]) - 1);
  const size = RESULT_TYPE_BYTES[type];
  checkBufferRange(method, 'result', buffer, offset, size);
  const at = offset as number;
  if (at % size !== 0) refuse(method, `offset ${at} is not a multiple of ${size}`);
  if (q.state === 'active') refuse(method, `the ${name(q)} query is still active`);
  const value =
    word === -1 ? (q.state === 'ended' ? 1n : 0n) : queryResultWord(endedQueryResult(method, q), word);
  const clamped = value > RESULT_TYPE_MAX[type] ? RESULT_TYPE_MAX[type] : value;
  const view = new DataView(buffer.bytes.data.buffer, buffer.bytes.data.byteOffset + at, size);
  if (size === 4) view.setUint32(0, Number(clamped), true);
  else view.setBigUint64(0, clamped, true);
}

/** render_condition with a query: a predicate query that is not active, a boolean and a mode. */
export function checkRenderCondition(
  method: string,
  q: CpuQuery,
  condition: unknown,
  mode: unknown,
): RenderCondition {
  if (!PREDICATE_QUERIES.has(q.type))
    refuse(method, `${name(q)} queries cannot be used with render_condition`);
  if (q.state === 'active') refuse(method, `the ${name(q)} query is still active`);
  const c = checkBool(method, 'condition', condition);
  return { query: q, condition: c, mode: checkEnum(method, 'mode', mode, PipeRenderCond, 'PipeRenderCond') };
}
