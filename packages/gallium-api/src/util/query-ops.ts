// The begin/end/result sequence of queries as the validating layer enforces it, the checks and the
// encoding of get_query_result_resource, and the check of a render_condition query.
import { PipeQuery, PipeRenderCond } from '../enums.js';
import type { PipeQueryResult } from '../state.js';
import type { RenderCondition } from './bound-state.js';
import { checkBool, checkEnum, checkInt, describeValue, refuse } from './check.js';
import { nowNs } from './fence.js';
import { enumName } from './names.js';
import {
  type BaseQuery,
  PREDICATE_QUERIES,
  QUERY_RESULT_KIND,
  queryHasBegin,
  queryResultWord,
  queryResultWords,
} from './queries.js';
import { type BaseResource, checkBufferRange } from './resource.js';

const RESULT_TYPE_BYTES = { i32: 4, u32: 4, i64: 8, u64: 8 } as const;
const RESULT_TYPE_MAX = {
  i32: 0x7fffffffn,
  u32: 0xffffffffn,
  i64: 0x7fffffffffffffffn,
  u64: 0xffffffffffffffffn,
};

function name(q: BaseQuery): string {
  return enumName(PipeQuery, q.type);
}

/** begin_query: "will clear/reset previous query results"; an active query cannot begin again. */
export function beginQuery(method: string, q: BaseQuery): void {
  if (!queryHasBegin(q.type))
    refuse(method, `${name(q)} queries are only ended ("does not require a call to begin_query")`);
  if (q.state === 'active') refuse(method, `the ${name(q)} query is already active`);
  q.state = 'active';
  q.result = null;
  q.beginTime = nowNs();
}

/** end_query: an active query (or TIMESTAMP / GPU_FINISHED) ends; the driver provides the result. */
export function endQuery(method: string, q: BaseQuery): void {
  if (queryHasBegin(q.type) && q.state !== 'active') refuse(method, `the ${name(q)} query is not active`);
  q.state = 'ended';
  q.result = null;
}

/** Refuses reading the result of an active or never-ended query. */
export function checkResultReadable(method: string, q: BaseQuery): void {
  if (q.state === 'active') refuse(method, `the ${name(q)} query is still active`);
  if (q.state === 'idle') refuse(method, `the ${name(q)} query has never been ended`);
}

/** get_query_result_resource's arguments, checked: what to write and where. */
export interface QueryResultWrite {
  /** -1: availability; else the result word. */
  word: number;
  type: keyof typeof RESULT_TYPE_BYTES;
  offset: number;
}

/** Checks get_query_result_resource's arguments against the query and the (live, checked) buffer. */
export function checkQueryResultWrite(
  method: string,
  q: BaseQuery,
  wait: unknown,
  resultType: unknown,
  index: unknown,
  buffer: BaseResource,
  offset: unknown,
): QueryResultWrite {
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
  if (word >= 0 && q.state === 'idle') refuse(method, `the ${name(q)} query has never been ended`);
  return { word, type, offset: at };
}

/**
 * The little-endian bytes get_query_result_resource writes: word `write.word` of `result` (or, for
 * word -1, whether the result is available), clamped to the result type's range; null when the result
 * is not available and there is nothing to write.
 */
export function queryResultBytes(write: QueryResultWrite, result: PipeQueryResult | null): Uint8Array | null {
  let value: bigint;
  if (write.word === -1) value = result === null ? 0n : 1n;
  else if (result === null) return null;
  else value = queryResultWord(result, write.word);
  const max = RESULT_TYPE_MAX[write.type];
  const clamped = value > max ? max : value;
  const bytes = new Uint8Array(RESULT_TYPE_BYTES[write.type]);
  const view = new DataView(bytes.buffer);
  if (bytes.length === 4) view.setUint32(0, Number(clamped), true);
  else view.setBigUint64(0, clamped, true);
  return bytes;
}

/** render_condition with a query: a predicate query that is not active, a boolean and a mode. */
export function checkRenderCondition(
  method: string,
  q: BaseQuery,
  condition: unknown,
  mode: unknown,
): RenderCondition {
  if (!PREDICATE_QUERIES.has(q.type))
    refuse(method, `${name(q)} queries cannot be used with render_condition`);
  if (q.state === 'active') refuse(method, `the ${name(q)} query is still active`);
  const c = checkBool(method, 'condition', condition);
  return { query: q, condition: c, mode: checkEnum(method, 'mode', mode, PipeRenderCond, 'PipeRenderCond') };
}
