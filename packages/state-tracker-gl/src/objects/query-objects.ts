// Query objects (GL 1.5, 4.1.6, with ARB_occlusion_query2, EXT_transform_feedback's PRIMITIVES_GENERATED
// and ARB_timer_query): each GL query owns a pipe query of the matching type, created on first begin.
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
  pipeQuery: PipeQueryObject | null = null;
  /** Whether the query has ended at least once (a result exists). */
  ended = false;

  constructor(readonly name: number) {}
}

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

  constructor(private readonly c: GlContext) {}

  /** The query targets the screen supports. */
  supportedTargets(): number[] {
    const l = this.c.limits;
    const targets: number[] = [GL_PRIMITIVES_GENERATED];
    if (l.occlusionQuery) targets.push(GL_SAMPLES_PASSED, GL_ANY_SAMPLES_PASSED);
    if (l.timerQuery) targets.push(GL_TIME_ELAPSED, GL_TIMESTAMP);
    return targets;
  }

  /** The object of `name` (which must exist), with its pipe query for `target` created on first use. */
  prepare(name: number, target: number): QueryObject {
    let q = this.names.get(name);
    if (!q) {
      q = new QueryObject(name);
      this.names.set(name, q);
    }
    if (!q.pipeQuery) {
      q.target = target;
      q.pipeQuery = this.c.pipe.createQuery(PIPE_TYPES.get(target)!, 0);
    }
    return q;
  }

  /** The result as a bigint (0n when none is ready and `wait` is false), and whether it is ready. */
  result(q: QueryObject, wait: boolean): { value: bigint; ready: boolean } {
    if (!q.pipeQuery || !q.ended) return { value: 0n, ready: true };
    const r = this.c.pipe.getQueryResult(q.pipeQuery, wait);
    if (r === null) return { value: 0n, ready: false };
    return { value: resultValue(r), ready: true };
  }

  delete(name: number): void {
    const q = this.names.get(name);
    if (q) {
      for (const [target, active] of this.active) {
        if (active === q) {
          this.c.pipe.endQuery(q.pipeQuery!);
          this.active.delete(target);
        }
      }
      if (q.pipeQuery) this.c.pipe.destroyQuery(q.pipeQuery);
    }
    this.names.delete(name);
  }

  destroy(): void {
    for (const q of this.names.values()) if (q.pipeQuery) this.c.pipe.destroyQuery(q.pipeQuery);
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
