// Queries and conditional rendering: every query type the caps offer has the result shape its
// documentation gives (and the values of a context that drew nothing), queries nest, misuse of the
// begin/end sequence is refused, and render_condition accepts predicate queries and NULL.
import { describe, expect, it } from 'vitest';
import { makeBox } from '../../box.js';
import { PipeCap } from '../../caps.js';
import { PipeQuery, PipeRenderCond, PipeResetStatus } from '../../enums.js';
import { PipeUnsupportedError } from '../../errors.js';
import type { PipeQueryResult } from '../../state.js';
import { PIPELINE_STATISTICS_FIELDS, QUERY_RESULT_KIND } from '../../util/queries.js';
import { type SuiteEnv, skipWithoutOcclusionRenderCondition, useHarness } from '../env.js';
import { expectPipeError } from '../harness.js';
import { pattern } from '../texel-grid.js';

const Q = PipeQuery;
const ONLY_END: ReadonlySet<number> = new Set([Q.TIMESTAMP, Q.GPU_FINISHED]);
const WAIT = true;

/**
 * The cap that offers each query type (Gallium's screen documentation: "one must always check the
 * capabilities of the Screen first"); GPU_FINISHED needs none. Stated here, apart from the code under
 * test, so the suite checks the drivers against the contract rather than against themselves.
 */
const QUERY_CAP: Readonly<Record<PipeQuery, number | null>> = {
  [Q.OCCLUSION_COUNTER]: PipeCap.OCCLUSION_QUERY,
  [Q.OCCLUSION_PREDICATE]: PipeCap.OCCLUSION_QUERY,
  [Q.OCCLUSION_PREDICATE_CONSERVATIVE]: PipeCap.OCCLUSION_QUERY_PREDICATE_CONSERVATIVE,
  [Q.TIMESTAMP]: PipeCap.QUERY_TIMESTAMP,
  [Q.TIMESTAMP_DISJOINT]: PipeCap.QUERY_TIMESTAMP,
  [Q.TIME_ELAPSED]: PipeCap.QUERY_TIME_ELAPSED,
  [Q.PRIMITIVES_GENERATED]: PipeCap.MAX_STREAM_OUTPUT_BUFFERS,
  [Q.PRIMITIVES_EMITTED]: PipeCap.MAX_STREAM_OUTPUT_BUFFERS,
  [Q.SO_STATISTICS]: PipeCap.MAX_STREAM_OUTPUT_BUFFERS,
  [Q.SO_OVERFLOW_PREDICATE]: PipeCap.MAX_STREAM_OUTPUT_BUFFERS,
  [Q.SO_OVERFLOW_ANY_PREDICATE]: PipeCap.QUERY_SO_OVERFLOW,
  [Q.GPU_FINISHED]: null,
  [Q.PIPELINE_STATISTICS]: PipeCap.QUERY_PIPELINE_STATISTICS,
};

export function querySuite(env: SuiteEnv): void {
  describe('queries', () => {
    const h = useHarness(env);
    const t = env.options.timeout;

    for (const [name, type] of Object.entries(Q)) {
      it(
        `PIPE_QUERY_${name}: created when the caps offer it, result of the documented shape`,
        (test) => {
          // "Gallium does not guarantee the availability of any query types; one must always check the capabilities of the Screen first." Result shapes: "The result is an unsigned 64-bit integer", "a boolean value", "2 64-bit integers" ...
          const { ctx, screen } = h();
          const cap = QUERY_CAP[type];
          if (cap !== null && screen.getParam(cap) === 0) {
            expect(() => ctx.createQuery(type, 0)).toThrow(PipeUnsupportedError);
            test.skip(`the caps do not offer PIPE_QUERY_${name}: only its refusal was checked`);
          }
          const q = ctx.createQuery(type, 0);
          expect([q.type, q.index, q.context]).toEqual([type, 0, ctx]);
          const before = screen.getTimestamp();
          if (!ONLY_END.has(type)) ctx.beginQuery(q);
          ctx.endQuery(q);
          const after = screen.getTimestamp();
          const result = ctx.getQueryResult(q, WAIT) as PipeQueryResult;
          expect(result.kind).toBe(QUERY_RESULT_KIND[type]);
          checkNothingDrawn(type, result, before, after);
          ctx.destroyQuery(q);
        },
        t,
      );
    }

    it(
      '"Queries may be nested": two occlusion queries open at once, and one inside a timer query',
      (test) => {
        const { ctx, screen } = h();
        if (screen.getParam(PipeCap.OCCLUSION_QUERY) === 0) test.skip('PIPE_CAP_OCCLUSION_QUERY is 0');
        const outer = ctx.createQuery(Q.OCCLUSION_COUNTER, 0);
        const inner = ctx.createQuery(Q.OCCLUSION_PREDICATE, 0);
        ctx.beginQuery(outer);
        ctx.beginQuery(inner);
        ctx.endQuery(outer);
        ctx.endQuery(inner);
        expect(ctx.getQueryResult(outer, WAIT)).toEqual({ kind: 'u64', value: 0n });
        expect(ctx.getQueryResult(inner, WAIT)).toEqual({ kind: 'boolean', value: false });
        if (screen.getParam(PipeCap.QUERY_TIME_ELAPSED) !== 0) {
          const timer = ctx.createQuery(Q.TIME_ELAPSED, 0);
          ctx.beginQuery(timer);
          ctx.beginQuery(outer);
          ctx.endQuery(outer);
          ctx.endQuery(timer);
          expect(ctx.getQueryResult(timer, WAIT)?.kind).toBe('u64');
        }
      },
      t,
    );

    it(
      'begin on an active query, end on an inactive one and results of an active query are refused; "begin_query will clear/reset previous query results"',
      (test) => {
        const { ctx, screen } = h();
        if (screen.getParam(PipeCap.OCCLUSION_QUERY) === 0) test.skip('PIPE_CAP_OCCLUSION_QUERY is 0');
        const q = ctx.createQuery(Q.OCCLUSION_COUNTER, 0);
        expectPipeError(() => ctx.endQuery(q), 'endQuery', /not active/);
        expectPipeError(() => ctx.getQueryResult(q, WAIT), 'getQueryResult', /never/);
        ctx.beginQuery(q);
        expectPipeError(() => ctx.beginQuery(q), 'beginQuery', /already active/);
        expectPipeError(() => ctx.getQueryResult(q, WAIT), 'getQueryResult', /active/);
        ctx.endQuery(q);
        expect(ctx.getQueryResult(q, false)).toEqual({ kind: 'u64', value: 0n });
        ctx.beginQuery(q);
        expectPipeError(() => ctx.getQueryResult(q, WAIT), 'getQueryResult', /active/);
        ctx.endQuery(q);
        expect(ctx.getQueryResult(q, WAIT)).toEqual({ kind: 'u64', value: 0n });
      },
      t,
    );

    it(
      'create_query checks the type and the index ("the vertex stream for PRIMITIVES_GENERATED and PRIMITIVES_EMITTED"); destroyed and foreign queries are refused',
      () => {
        const { ctx, screen } = h();
        expectPipeError(() => ctx.createQuery(999, 0), 'createQuery', /PipeQuery/);
        if (screen.getParam(PipeCap.OCCLUSION_QUERY) !== 0)
          expectPipeError(() => ctx.createQuery(Q.OCCLUSION_COUNTER, 1), 'createQuery', /index/);
        const streams = Math.max(1, screen.getParam(PipeCap.MAX_VERTEX_STREAMS));
        if (screen.getParam(PipeCap.MAX_STREAM_OUTPUT_BUFFERS) > 0) {
          ctx.destroyQuery(ctx.createQuery(Q.PRIMITIVES_GENERATED, streams - 1));
          expectPipeError(() => ctx.createQuery(Q.PRIMITIVES_EMITTED, streams), 'createQuery', /index/);
        }
        const q = ctx.createQuery(Q.GPU_FINISHED, 0);
        const other = h().context();
        expectPipeError(() => other.endQuery(q), 'endQuery', /another context/);
        ctx.destroyQuery(q);
        expectPipeError(() => ctx.endQuery(q), 'endQuery', /destroyed/);
        expectPipeError(() => ctx.destroyQuery(q), 'destroyQuery', /destroyed/);
      },
      t,
    );

    it(
      'get_query_result_resource: "store the result of a query into a resource", or its availability (index -1)',
      (test) => {
        const { ctx, screen } = h();
        const buffer = h().buffer(32);
        const q = ctx.createQuery(Q.GPU_FINISHED, 0);
        if (screen.getParam(PipeCap.QUERY_BUFFER_OBJECT) === 0) {
          expect(() => ctx.getQueryResultResource(q, true, 'u32', 0, buffer, 0)).toThrow(
            PipeUnsupportedError,
          );
          test.skip('PIPE_CAP_QUERY_BUFFER_OBJECT is 0: only the refusal was checked');
        }
        h().fillLevel(buffer, 0, 60);
        ctx.endQuery(q);
        ctx.getQueryResultResource(q, true, 'u32', -1, buffer, 4);
        ctx.getQueryResultResource(q, true, 'u64', 0, buffer, 8);
        const bytes = h().readBox(buffer, 0, h().levelBox(buffer, 0));
        const view = new DataView(bytes.buffer);
        expect(view.getUint32(4, true)).toBe(1);
        expect(view.getBigUint64(8, true)).toBe(1n);
        expect(bytes.subarray(0, 4)).toEqual(pattern(32, 60).subarray(0, 4));
        expectPipeError(
          () => ctx.getQueryResultResource(q, true, 'u64', 0, buffer, 28),
          'getQueryResultResource',
          /exceed/,
        );
        expectPipeError(
          () => ctx.getQueryResultResource(q, true, 'u32', 1, buffer, 0),
          'getQueryResultResource',
          /index/,
        );
      },
      t,
    );
  });

  describe('render_condition', () => {
    const h = useHarness(env);
    const t = env.options.timeout;

    it(
      '"If render_condition is called with query = NULL, conditional rendering is disabled"; predicate queries, conditions and modes are accepted',
      (test) => {
        const { ctx, screen } = h();
        ctx.renderCondition(null, false, PipeRenderCond.WAIT);
        skipWithoutOcclusionRenderCondition(test, screen);
        const q = ctx.createQuery(Q.OCCLUSION_PREDICATE, 0);
        ctx.beginQuery(q);
        expectPipeError(
          () => ctx.renderCondition(q, false, PipeRenderCond.WAIT),
          'renderCondition',
          /active/,
        );
        ctx.endQuery(q);
        const inverted = screen.getParam(PipeCap.CONDITIONAL_RENDER_INVERTED) !== 0;
        for (const mode of Object.values(PipeRenderCond)) {
          if (inverted) ctx.renderCondition(q, true, mode);
          else expect(() => ctx.renderCondition(q, true, mode)).toThrow(PipeUnsupportedError);
          ctx.renderCondition(q, false, mode);
        }
        ctx.renderCondition(null, false, PipeRenderCond.WAIT);
        expectPipeError(() => ctx.renderCondition(q, false, 7 as PipeRenderCond), 'renderCondition', /mode/);
        const other = h().context();
        const foreign = other.createQuery(Q.OCCLUSION_COUNTER, 0);
        expectPipeError(
          () => ctx.renderCondition(foreign, false, PipeRenderCond.WAIT),
          'renderCondition',
          /another context/,
        );
        if (screen.getParam(PipeCap.QUERY_TIME_ELAPSED) !== 0) {
          const timer = ctx.createQuery(Q.TIME_ELAPSED, 0);
          ctx.beginQuery(timer);
          ctx.endQuery(timer);
          expectPipeError(
            () => ctx.renderCondition(timer, false, PipeRenderCond.WAIT),
            'renderCondition',
            /render_condition/,
          );
        }
      },
      t,
    );

    it(
      'render_condition does not predicate resource_copy_region ("but not resource_copy_region, which seems inconsistent")',
      (test) => {
        const { ctx, screen } = h();
        skipWithoutOcclusionRenderCondition(test, screen);
        const q = ctx.createQuery(Q.OCCLUSION_COUNTER, 0);
        ctx.beginQuery(q);
        ctx.endQuery(q);
        // Nothing was drawn: the predicate is FALSE, and "Commands will be skipped if condition is equal to the predicate result".
        ctx.renderCondition(q, false, PipeRenderCond.WAIT);
        const src = h().buffer(16);
        const dst = h().buffer(16);
        const data = pattern(16, 61);
        h().writeBox(src, 0, h().levelBox(src, 0), data);
        ctx.resourceCopyRegion(dst, 0, 0, 0, 0, src, 0, makeBox(0, 0, 0, 16, 1, 1));
        expect(h().readBox(dst, 0, h().levelBox(dst, 0))).toEqual(data);
        ctx.renderCondition(null, false, PipeRenderCond.WAIT);
      },
      t,
    );

    it(
      'get_device_reset_status: "context notifications are single-shot, i.e. subsequent calls to get_device_reset_status will return PIPE_NO_RESET"',
      () => {
        const first = h().ctx.getDeviceResetStatus();
        expect(Object.values(PipeResetStatus)).toContain(first);
        expect(h().ctx.getDeviceResetStatus()).toBe(PipeResetStatus.NO_RESET);
      },
      t,
    );
  });
}

/** The documented result of each query type over work that drew nothing. */
function checkNothingDrawn(type: number, result: PipeQueryResult, before: bigint, after: bigint): void {
  switch (result.kind) {
    case 'u64':
      if (type === Q.TIMESTAMP) {
        // "a device/driver internal timestamp, scaled to nanoseconds, recorded after all commands issued prior to end_query"
        expect(result.value >= before && result.value <= after).toBe(true);
      } else if (type === Q.TIME_ELAPSED) {
        expect(result.value >= 0n && result.value <= after - before).toBe(true);
      } else {
        expect(result.value).toBe(0n);
      }
      return;
    case 'boolean':
      // GPU_FINISHED: "whether all commands issued before end_query have completed" (they have, once waited for).
      expect(result.value).toBe(type === Q.GPU_FINISHED);
      return;
    case 'soStatistics':
      expect([result.numPrimitivesWritten, result.primitivesStorageNeeded]).toEqual([0n, 0n]);
      return;
    case 'timestampDisjoint':
      expect(result.frequency > 0n).toBe(true);
      expect(typeof result.disjoint).toBe('boolean');
      return;
    case 'pipelineStatistics':
      for (const field of PIPELINE_STATISTICS_FIELDS) expect(result.value[field], field).toBe(0n);
  }
}
