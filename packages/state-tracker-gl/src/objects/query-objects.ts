// Query objects (GL 1.5, 4.1.6, with ARB_occlusion_query2, EXT_transform_feedback's PRIMITIVES_GENERATED
// and ARB_timer_query). How each target is measured is decided here, once per context, from the caps
// (QueryObjects.plan):
// - 'pipe': a pipe query of the matching type, created on first begin;
// - 'timestamps': GL_TIME_ELAPSED on a driver without PIPE_QUERY_TIME_ELAPSED but with timestamps — a
//   TIMESTAMP query at glBeginQuery and one at glEndQuery, the result their difference;
// - 'no counter': GL_SAMPLES_PASSED on a driver without occlusion queries. GL 1.5 (6.1.12) allows a
//   query counter of 0 bits, "in which case the counter contains no useful information":
//   GL_QUERY_COUNTER_BITS is 0 and every result is 0, available at once. GL_ARB_occlusion_query(2) and
//   GL_NV_conditional_render are then not advertised, and GL_ANY_SAMPLES_PASSED is refused.
import { PipeQuery, type PipeQueryObject, type PipeQueryResult } from '@gallium-ts/gallium-api';
import type { GlContext } from '../context/gl-context.js';
import {
  GL_ANY_SAMPLES_PASSED,
  GL_PRIMITIVES_GENERATED,
  GL_SAMPLES_PASSED,
  GL_TIME_ELAPSED,
  GL_TIMESTAMP,
} from '../gl-enums.js';
import { NameSpace } from './names.js';

export class QueryObject {
  /** GL target, 0 until first begun. */
  target = 0;
  /** The pipe query ('pipe'), or the timestamp taken at glBeginQuery ('timestamps'). */
  pipeQuery: PipeQueryObject | null = null;
  /** The timestamp taken at glEndQuery ('timestamps'). */
  endStamp: PipeQueryObject | null = null;
  /** Whether the query has ended at least once (a result exists). */
  ended = false;

  constructor(readonly name: number) {}
}

export type QueryPlan = 'pipe' | 'timestamps' | 'no counter';

const PIPE_TYPES: ReadonlyMap<number, number> = new Map([
  [GL_SAMPLES_PASSED, PipeQuery.OCCLUSION_COUNTER],
  [GL_ANY_SAMPLES_PASSED, PipeQuery.OCCLUSION_PREDICATE],
  [GL_PRIMITIVES_GENERATED, PipeQuery.PRIMITIVES_GENERATED],
  [GL_TIME_ELAPSED, PipeQuery.TIME_ELAPSED],
  [GL_TIMESTAMP, PipeQuery.TIMESTAMP],
]);

export class QueryObjects {
  readonly names = new NameSpace<QueryObject>();
  /** The active query of each target. */
  readonly active = new Map<number, QueryObject>();
  /** The query glBeginConditionalRender is using, or null. */
  conditional: QueryObject | null = null;
  /** How each target the context accepts is measured. */
  private readonly plans: ReadonlyMap<number, QueryPlan>;

  constructor(private readonly c: GlContext) {
    const l = c.limits;
    const plans = new Map<number, QueryPlan>([[GL_PRIMITIVES_GENERATED, 'pipe']]);
    plans.set(GL_SAMPLES_PASSED, l.occlusionQuery ? 'pipe' : 'no counter');
    if (l.occlusionQuery) plans.set(GL_ANY_SAMPLES_PASSED, 'pipe');
    if (l.timeElapsedQuery) plans.set(GL_TIME_ELAPSED, 'pipe');
    else if (l.timestampQuery) plans.set(GL_TIME_ELAPSED, 'timestamps');
    if (l.timestampQuery) plans.set(GL_TIMESTAMP, 'pipe');
    this.plans = plans;
  }

  /** Whether the context accepts query target `target`. */
  supports(target: number): boolean {
    return this.plans.has(target);
  }

  /** GL_QUERY_COUNTER_BITS of a supported target. */
  counterBits(target: number): number {
    if (this.plans.get(target) === 'no counter') return 0;
    return target === GL_TIME_ELAPSED || target === GL_TIMESTAMP ? this.c.limits.timestampBits : 64;
  }

  /** The object of `name`, made on first use and given `target` the first time it is begun. */
  prepare(name: number, target: number): QueryObject {
    let q = this.names.get(name);
    if (!q) {
      q = new QueryObject(name);
      this.names.set(name, q);
    }
    if (q.target === 0) {
      q.target = target;
      const plan = this.plans.get(target);
      const pipe = this.c.pipe;
      if (plan === 'pipe') q.pipeQuery = pipe.createQuery(PIPE_TYPES.get(target)!, 0);
      else if (plan === 'timestamps') {
        q.pipeQuery = pipe.createQuery(PipeQuery.TIMESTAMP, 0);
        q.endStamp = pipe.createQuery(PipeQuery.TIMESTAMP, 0);
      }
    }
    return q;
  }

  /** glBeginQuery of a prepared query. */
  begin(q: QueryObject): void {
    const plan = this.plans.get(q.target);
    if (plan === 'pipe') this.c.pipe.beginQuery(q.pipeQuery!);
    else if (plan === 'timestamps') this.c.pipe.endQuery(q.pipeQuery!);
  }

  /** glEndQuery (and glQueryCounter) of a prepared query. */
  end(q: QueryObject): void {
    const plan = this.plans.get(q.target);
    if (plan === 'pipe') this.c.pipe.endQuery(q.pipeQuery!);
    else if (plan === 'timestamps') this.c.pipe.endQuery(q.endStamp!);
    q.ended = true;
  }

  /** The result as a bigint (0n when none is ready and `wait` is false), and whether it is ready. */
  result(q: QueryObject, wait: boolean): { value: bigint; ready: boolean } {
    if (!q.pipeQuery || !q.ended) return { value: 0n, ready: true };
    const pipe = this.c.pipe;
    const r = pipe.getQueryResult(q.pipeQuery, wait);
    if (r === null) return { value: 0n, ready: false };
    if (!q.endStamp) return { value: resultValue(r), ready: true };
    const end = pipe.getQueryResult(q.endStamp, wait);
    if (end === null) return { value: 0n, ready: false };
    const elapsed = resultValue(end) - resultValue(r);
    return { value: elapsed > 0n ? elapsed : 0n, ready: true };
  }

  delete(name: number): void {
    const q = this.names.get(name);
    if (q) {
      for (const [target, active] of this.active) {
        if (active === q) {
          this.end(q);
          this.active.delete(target);
        }
      }
      this.release(q);
    }
    this.names.delete(name);
  }

  destroy(): void {
    for (const q of this.names.values()) this.release(q);
  }

  private release(q: QueryObject): void {
    if (q.pipeQuery) this.c.pipe.destroyQuery(q.pipeQuery);
    if (q.endStamp) this.c.pipe.destroyQuery(q.endStamp);
  }
}

function resultValue(r: PipeQueryResult): bigint {
  switch (r.kind) {
    case 'boolean':
      return r.value ? 1n : 0n;
    case 'u64':
      return r.value;
    default:
      return 0n;
  }
}
