// GL queries around single draws, for the Gallium queries WebGL2 can measure but not nest: WebGL2 allows
// one query per target at a time, Gallium queries nest and pause, so each draw gets one GL query per
// target the active queries need, shared by all of them (a DrawMeasure, read once, freed when the last
// user is done). Both occlusion predicates use ANY_SAMPLES_PASSED: an exact answer is a valid
// conservative one, and ANGLE on desktop GL refuses ANY_SAMPLES_PASSED and its conservative twin active
// together. Only used where results are ready after finish (WebglDevice.syncQueryResults).
import { PipeError, PipeQuery } from '@gallium-ts/gallium-api';
import type { WebglDevice } from '../device.js';

const ANY_SAMPLES_PASSED = 0x8c2f;
const TIME_ELAPSED_EXT = 0x88bf;

/** The GL query target measuring one draw for a query of `type`, or null when GL does not measure it. */
export function glTargetOf(type: PipeQuery): number | null {
  switch (type) {
    case PipeQuery.OCCLUSION_PREDICATE:
    case PipeQuery.OCCLUSION_PREDICATE_CONSERVATIVE:
      return ANY_SAMPLES_PASSED;
    case PipeQuery.TIME_ELAPSED:
      return TIME_ELAPSED_EXT;
    default:
      return null;
  }
}

/** One GL query around one draw, shared by the Gallium queries active during it. */
export class DrawMeasure {
  private query: WebGLQuery | null;
  private value: number | null = null;
  private users = 0;

  constructor(
    private readonly device: WebglDevice,
    query: WebGLQuery,
  ) {
    this.query = query;
  }

  /** One more Gallium query reads this measure. */
  retain(): this {
    this.users++;
    return this;
  }

  /** Whether the result can be read now. */
  get available(): boolean {
    const gl = this.device.gl;
    return (
      this.value !== null ||
      (this.query !== null && Boolean(gl.getQueryParameter(this.query, gl.QUERY_RESULT_AVAILABLE)))
    );
  }

  /** The result (read from GL once, then kept). */
  result(): number {
    if (this.value === null) {
      const gl = this.device.gl;
      this.value = Number(gl.getQueryParameter(this.query!, gl.QUERY_RESULT));
      this.deleteQuery();
    }
    return this.value;
  }

  /** A user is done with the measure; the last one frees the GL query. */
  release(): void {
    if (--this.users === 0) this.deleteQuery();
  }

  private deleteQuery(): void {
    if (this.query && !this.device.isLost) this.device.gl.deleteQuery(this.query);
    this.query = null;
  }
}

/** Runs `draw` inside one GL query per target the `queries` need; `record(q, m)` hands each its measure. */
export function measureDraw<Q extends { readonly type: PipeQuery }>(
  device: WebglDevice,
  queries: readonly Q[],
  record: (q: Q, measure: DrawMeasure) => void,
  draw: () => void,
): void {
  const gl = device.gl;
  const byTarget = new Map<number, DrawMeasure>();
  for (const q of queries) {
    const target = glTargetOf(q.type)!;
    let measure = byTarget.get(target);
    if (!measure) {
      const glq = gl.createQuery()!;
      gl.beginQuery(target, glq);
      measure = new DrawMeasure(device, glq);
      byTarget.set(target, measure);
    }
    record(q, measure.retain());
  }
  try {
    draw();
  } finally {
    for (const target of byTarget.keys()) gl.endQuery(target);
  }
}

/** The results of `measures`, finishing the work when `wait`; null when not available and not waiting. */
export function measuredValues(
  device: WebglDevice,
  measures: readonly DrawMeasure[],
  wait: boolean,
): number[] | null {
  if (!measures.every((m) => m.available)) {
    if (!wait) return null;
    device.finish();
    if (!measures.every((m) => m.available))
      throw new PipeError(
        'getQueryResult',
        'the query result is not available after finishing the work (WebGL2 in a browser delivers query results only after the page returns to its event loop)',
      );
  }
  return measures.map((m) => m.result());
}
