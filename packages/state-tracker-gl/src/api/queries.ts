// Query objects and conditional rendering (GL 1.5, 4.1.6 and 6.1.12, with ARB_occlusion_query2,
// ARB_timer_query, PRIMITIVES_GENERATED and NV_conditional_render): each maps to a pipe query, and
// glBeginConditionalRender to the pipe's render condition.
import { PipeRenderCond } from '@gallium-ts/gallium-api';
import { cur } from '../context/current.js';
import type { GlContext } from '../context/gl-context.js';
import { legalEnum, outsideBeginEnd, validOperation, validValue } from '../errors/check.js';
import { ENUM_RULES as R } from '../errors/enum-rules.js';
import { outputFits, writeOutput } from '../errors/output-array.js';
import {
  GL_ANY_SAMPLES_PASSED,
  GL_CURRENT_QUERY,
  GL_INVALID_ENUM,
  GL_QUERY_BY_REGION_NO_WAIT,
  GL_QUERY_BY_REGION_WAIT,
  GL_QUERY_NO_WAIT,
  GL_QUERY_RESULT,
  GL_QUERY_RESULT_AVAILABLE,
  GL_QUERY_WAIT,
  GL_SAMPLES_PASSED,
  GL_TIMESTAMP,
} from '../gl-enums.js';
import type { QueryObject } from '../objects/query-objects.js';
import { stateCommand } from './command.js';
import type {
  BeginConditionalRenderMode,
  GetQueryivPname,
  GetQueryObjectuivPname,
  GLenum,
  QueryCounterTarget,
} from './enum-types.generated.js';

type QueryOut = Int32Array | Uint32Array | BigInt64Array | BigUint64Array;

function supportedTarget(c: GlContext, target: number): boolean {
  if (c.queries.supports(target)) return true;
  c.setError(GL_INVALID_ENUM, 'target is not a query target this context supports');
  return false;
}

/**
 * Writes `n` unused query object names into `out`; they become queries on their first glBeginQuery.
 * Records GL_INVALID_VALUE for a negative n, GL_INVALID_OPERATION when `out` holds fewer than n values or
 * between glBegin and glEnd.
 * @see OpenGL 1.5 §4.1.7
 */
export function glGenQueries(n: number, out: Uint32Array): void {
  const c = cur();
  if (!outsideBeginEnd(c) || !validValue(c, n >= 0, 'n is negative') || !outputFits(c, out, n)) return;
  out.set(c.queries.names.generate(n));
}

/**
 * Deletes the first `n` query objects named in `ids` (0 and unused names are ignored), ending conditional
 * rendering that uses one.
 * Records GL_INVALID_VALUE for a negative n, GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §4.1.7
 */
export function glDeleteQueries(n: number, ids: ArrayLike<number>): void {
  const c = cur();
  if (!outsideBeginEnd(c) || !validValue(c, n >= 0, 'n is negative')) return;
  for (let i = 0; i < n && i < ids.length; i++) {
    const q = c.queries.names.get(ids[i]!);
    if (q && c.queries.conditional === q) {
      c.cso.setRenderCondition(null, false, PipeRenderCond.WAIT);
      c.queries.conditional = null;
    }
    if (ids[i] !== 0) c.queries.delete(ids[i]!);
  }
}

/**
 * Tells whether `id` names a query object that has been begun at least once.
 * Records GL_INVALID_OPERATION (and returns false) between glBegin and glEnd.
 * @see OpenGL 1.5 §6.1.12
 */
export function glIsQuery(id: number): boolean {
  const c = cur();
  if (!outsideBeginEnd(c)) return false;
  return id !== 0 && (c.queries.names.get(id)?.target ?? 0) !== 0;
}

function isActive(c: GlContext, q: QueryObject | undefined): boolean {
  return !!q && [...c.queries.active.values()].includes(q);
}

/**
 * Starts query `id` on `target` (GL_SAMPLES_PASSED, GL_ANY_SAMPLES_PASSED, GL_TIME_ELAPSED,
 * GL_PRIMITIVES_GENERATED where supported), creating it on first use.
 * Records GL_INVALID_ENUM for a target this context does not support, GL_INVALID_OPERATION for
 * GL_TIMESTAMP, id 0, a target already active, a query already active or created for another target, or
 * between glBegin and glEnd.
 * @see OpenGL 1.5 §4.1.7
 */
export function glBeginQuery(target: GLenum, id: number): void {
  const c = stateCommand(glBeginQuery, [target, id]);
  if (
    !c ||
    !supportedTarget(c, target) ||
    !validOperation(c, target !== GL_TIMESTAMP, 'GL_TIMESTAMP is for glQueryCounter, not glBeginQuery')
  )
    return;
  const existing = c.queries.names.get(id);
  if (
    !validOperation(
      c,
      id !== 0 && !c.queries.active.has(target) && !isActive(c, existing),
      'id is 0, a query of target is already active, or the query id is active',
    )
  )
    return;
  if (
    !validOperation(
      c,
      !existing || existing.target === 0 || existing.target === target,
      'id names a query of another target',
    )
  )
    return;
  const q = c.queries.prepare(id, target);
  c.queries.begin(q);
  c.queries.active.set(target, q);
}

/**
 * Ends the active query of `target`; its result becomes available later through glGetQueryObject.
 * Records GL_INVALID_ENUM for a target this context does not support, GL_INVALID_OPERATION when no query
 * of the target is active or between glBegin and glEnd.
 * @see OpenGL 1.5 §4.1.7
 */
export function glEndQuery(target: GLenum): void {
  const c = stateCommand(glEndQuery, [target]);
  if (!c || !supportedTarget(c, target)) return;
  const q = c.queries.active.get(target);
  if (!validOperation(c, q !== undefined, 'no query of target is active')) return;
  c.queries.end(q!);
  c.queries.active.delete(target);
}

/**
 * Records the GPU time into query `id` once the commands before it have completed (GL_TIMESTAMP).
 * Records GL_INVALID_ENUM for a target other than GL_TIMESTAMP or when timer queries are unsupported,
 * GL_INVALID_OPERATION for id 0, an active query or one created for another target, or between glBegin and
 * glEnd.
 * @see OpenGL 1.5 §4.1.7 (timer queries as in GL_ARB_timer_query)
 */
export function glQueryCounter(id: number, target: QueryCounterTarget): void {
  const c = stateCommand(glQueryCounter, [id, target]);
  if (!c || !legalEnum(c, R['glQueryCounter.target'], target) || !supportedTarget(c, target)) return;
  const existing = c.queries.names.get(id);
  if (!validOperation(c, id !== 0 && !isActive(c, existing), 'id is 0 or names an active query')) return;
  if (
    !validOperation(
      c,
      !existing || existing.target === 0 || existing.target === target,
      'id names a query of another target',
    )
  )
    return;
  c.queries.end(c.queries.prepare(id, target));
}

/**
 * Writes into out[0] the name of the active query of `target` (GL_CURRENT_QUERY) or the bit count of its
 * result (GL_QUERY_COUNTER_BITS).
 * Records GL_INVALID_ENUM for an unsupported target or another pname, GL_INVALID_OPERATION when `out` is
 * empty or between glBegin and glEnd.
 * @see OpenGL 1.5 §6.1.12
 */
export function glGetQueryiv(target: GLenum, pname: GetQueryivPname, out: Int32Array): void {
  const c = cur();
  if (!outsideBeginEnd(c) || !supportedTarget(c, target) || !legalEnum(c, R['glGetQueryiv.pname'], pname))
    return;
  const value =
    pname === GL_CURRENT_QUERY ? (c.queries.active.get(target)?.name ?? 0) : c.queries.counterBits(target);
  writeOutput(c, out, [value], (v) => v);
}

function getQueryObject(id: number, pname: number, out: QueryOut): void {
  const c = cur();
  if (!outsideBeginEnd(c) || !legalEnum(c, R['glGetQueryObjectuiv.pname'], pname)) return;
  const q = c.queries.names.get(id);
  if (
    !validOperation(
      c,
      !!q && q.target !== 0 && !isActive(c, q),
      'id names no query that has begun, or the query is active',
    ) ||
    !outputFits(c, out, 1)
  )
    return;
  c.flush();
  const { value, ready } = c.queries.result(q!, pname === GL_QUERY_RESULT);
  const result = pname === GL_QUERY_RESULT_AVAILABLE ? (ready ? 1n : 0n) : value;
  if (out instanceof BigInt64Array || out instanceof BigUint64Array) out[0] = result;
  else if (out instanceof Int32Array) out[0] = Number(result > 0x7fffffffn ? 0x7fffffffn : result);
  else out[0] = Number(result > 0xffffffffn ? 0xffffffffn : result);
}

/**
 * Writes a query's result (GL_QUERY_RESULT, waiting for it) or whether it is ready
 * (GL_QUERY_RESULT_AVAILABLE) into out[0], clamped to the greatest 32-bit signed integer.
 * Records GL_INVALID_ENUM for another pname, GL_INVALID_OPERATION for a name that is no query, a query
 * still active, an empty `out`, or between glBegin and glEnd.
 * @see OpenGL 1.5 §6.1.12
 */
export function glGetQueryObjectiv(id: number, pname: GetQueryObjectuivPname, out: Int32Array): void {
  getQueryObject(id, pname, out);
}
/**
 * Writes a query's result (GL_QUERY_RESULT, waiting for it) or whether it is ready
 * (GL_QUERY_RESULT_AVAILABLE) into out[0], clamped to the greatest 32-bit unsigned integer.
 * Records GL_INVALID_ENUM for another pname, GL_INVALID_OPERATION for a name that is no query, a query
 * still active, an empty `out`, or between glBegin and glEnd.
 * @see OpenGL 1.5 §6.1.12
 */
export function glGetQueryObjectuiv(id: number, pname: GetQueryObjectuivPname, out: Uint32Array): void {
  getQueryObject(id, pname, out);
}
/**
 * Writes a query's 64-bit result (GL_QUERY_RESULT, waiting for it) or whether it is ready into out[0] as a
 * bigint.
 * Records GL_INVALID_ENUM for another pname, GL_INVALID_OPERATION for a name that is no query, a query
 * still active, an empty `out`, or between glBegin and glEnd.
 * @see OpenGL 1.5 §6.1.12 (64-bit results as in GL_ARB_timer_query)
 */
export function glGetQueryObjecti64v(id: number, pname: GetQueryObjectuivPname, out: BigInt64Array): void {
  getQueryObject(id, pname, out);
}
/**
 * Writes a query's unsigned 64-bit result (GL_QUERY_RESULT, waiting for it) or whether it is ready into
 * out[0] as a bigint.
 * Records GL_INVALID_ENUM for another pname, GL_INVALID_OPERATION for a name that is no query, a query
 * still active, an empty `out`, or between glBegin and glEnd.
 * @see OpenGL 1.5 §6.1.12 (64-bit results as in GL_ARB_timer_query)
 */
export function glGetQueryObjectui64v(id: number, pname: GetQueryObjectuivPname, out: BigUint64Array): void {
  getQueryObject(id, pname, out);
}

const RENDER_COND_MODES = new Map([
  [GL_QUERY_WAIT, PipeRenderCond.WAIT],
  [GL_QUERY_NO_WAIT, PipeRenderCond.NO_WAIT],
  [GL_QUERY_BY_REGION_WAIT, PipeRenderCond.BY_REGION_WAIT],
  [GL_QUERY_BY_REGION_NO_WAIT, PipeRenderCond.BY_REGION_NO_WAIT],
]);

/**
 * Skips the following draws and clears when occlusion query `id` counted no samples, waiting for its
 * result or not as `mode` says.
 * Records GL_INVALID_OPERATION without conditional rendering support, for a query that is active or not an
 * occlusion query, when conditional rendering is already on, or between glBegin and glEnd; GL_INVALID_ENUM
 * for another mode; GL_INVALID_VALUE for a name that is no query.
 * @see OpenGL 1.5 §4.1.7 (the command as in OpenGL 3.0 / GL_NV_conditional_render)
 */
export function glBeginConditionalRender(id: number, mode: BeginConditionalRenderMode): void {
  const c = stateCommand(glBeginConditionalRender, [id, mode]);
  if (!c || !validOperation(c, c.limits.conditionalRender, 'the driver has no conditional rendering')) return;
  if (!legalEnum(c, R['glBeginConditionalRender.mode'], mode)) return;
  const q = c.queries.names.get(id);
  if (!validValue(c, !!q && q.target !== 0, 'id names no query that has begun')) return;
  const occlusion = q!.target === GL_SAMPLES_PASSED || q!.target === GL_ANY_SAMPLES_PASSED;
  if (
    !validOperation(
      c,
      c.queries.conditional === null && !isActive(c, q) && occlusion,
      'conditional rendering is already on, the query is active, or it is not an occlusion query',
    )
  )
    return;
  // Draws are skipped when the predicate equals `condition`: false, i.e. when no sample passed.
  c.cso.setRenderCondition(q!.pipeQuery, false, RENDER_COND_MODES.get(mode)!);
  c.queries.conditional = q!;
}

/**
 * Ends conditional rendering: draws happen again whatever the query counted.
 * Records GL_INVALID_OPERATION when conditional rendering is off or between glBegin and glEnd.
 * @see OpenGL 1.5 §4.1.7 (the command as in OpenGL 3.0 / GL_NV_conditional_render)
 */
export function glEndConditionalRender(): void {
  const c = stateCommand(glEndConditionalRender, []);
  if (
    !c ||
    !validOperation(
      c,
      c.queries.conditional !== null,
      'glEndConditionalRender without glBeginConditionalRender',
    )
  )
    return;
  c.cso.setRenderCondition(null, false, PipeRenderCond.WAIT);
  c.queries.conditional = null;
}
