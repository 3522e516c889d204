// Fences and queries answer synchronously, as Gallium's contract says, on both platforms: under `gl`
// (GL query results are ready after finish) and in Chromium (run by the browser tests too), where
// WebGL2 signals sync objects and delivers query results only after the page returns to its event
// loop. fence_finish with a timeout finishes the work; a poll (timeout 0) is honest; occlusion
// predicates are exact counts in the page. The draws are the graw fs-test and vs-test set-ups.
import {
  makeBox,
  PipeBind,
  PipeCap,
  PipeClear,
  PipeFlush,
  PipeQuery,
  PipeRenderCond,
  type PipeScreen,
  PipeTransfer,
  resourceTemplate,
  surfaceTemplate,
} from '@gallium-ts/gallium-api';
import { drawFsTest, drawVsTest, type GrawResult } from '@gallium-ts/gallium-api/test-kit';
import { parseTgsi } from '@gallium-ts/tgsi';
import { describe, expect, it } from 'vitest';
import { createWebglScreen, type WebglScreen } from '../src/index.js';
import { sharedGl } from './helpers/gl.js';

/** Whether the test runs in a page (Chromium) rather than under `gl`. */
const inPage = typeof document !== 'undefined';

const WHITE_FS = `FRAG
DCL OUT[0], COLOR
IMM[0] FLT32 { 1.0, 1.0, 1.0, 1.0 }
MOV OUT[0], IMM[0]
END
`;

/** A vertex shader that puts every vertex outside the viewport: nothing is drawn. */
const OFFSCREEN_VS = `VERT
DCL IN[0]
DCL IN[1]
DCL OUT[0], POSITION
DCL OUT[1], COLOR
IMM[0] FLT32 { 4.0, 4.0, 0.0, 1.0 }
MOV OUT[0], IMM[0]
MOV OUT[1], IN[1]
END
`;

async function withScreen(body: (screen: WebglScreen) => void): Promise<void> {
  const screen = await createWebglScreen({ gl: await sharedGl() });
  body(screen); // a failure leaves the screen to the collector: its message is the one to see
  screen.destroy();
}

/** Pixels of a graw picture whose red channel is 255 (the white the shader writes; the clear colour has 26). */
function whitePixels(result: GrawResult): number {
  if (result.kind !== 'picture') throw result.error;
  let n = 0;
  for (let i = 0; i < result.image.data.length; i += 4) if (result.image.data[i] === 255) n++;
  return n;
}

describe('fences', () => {
  it('a timeout above 0 finishes the work and answers true; a fence made before a finish polls true', async () => {
    await withScreen((screen) => {
      const ctx = screen.contextCreate();
      const first = ctx.flush(0);
      const polled = screen.fenceFinish(ctx, first, 0n);
      // WebGL2 in a page signals sync objects only after the task: the poll must say so
      if (inPage) expect(polled).toBe(false);
      const second = ctx.flush(0);
      expect(screen.fenceFinish(ctx, second, 1n)).toBe(true);
      // the finish for `second` completed everything before it
      expect(screen.fenceFinish(null, first, 0n)).toBe(true);
      expect(screen.fenceFinish(null, second, 0n)).toBe(true);
      const deferred = ctx.flush(PipeFlush.DEFERRED);
      expect(screen.fenceFinish(null, deferred, 1n)).toBe(false); // nothing can flush it
      expect(screen.fenceFinish(ctx, deferred, 1n)).toBe(true);
      ctx.destroy();
    });
  });

  it('GPU_FINISHED: a poll answers null or true, a wait true', async () => {
    await withScreen((screen) => {
      const ctx = screen.contextCreate();
      const q = ctx.createQuery(PipeQuery.GPU_FINISHED, 0);
      ctx.endQuery(q);
      const polled = ctx.getQueryResult(q, false);
      if (inPage) expect(polled).toBeNull();
      else if (polled !== null) expect(polled).toEqual({ kind: 'boolean', value: true });
      expect(ctx.getQueryResult(q, true)).toEqual({ kind: 'boolean', value: true });
      ctx.destroyQuery(q);
      ctx.destroy();
    });
  });
});

describe('occlusion queries', () => {
  it('are read from GL queries where results are ready after finish, and counted in the page', async () => {
    await withScreen((screen) => {
      expect(screen.device.syncQueryResults).toBe(!inPage);
      expect(screen.getParam(PipeCap.OCCLUSION_QUERY)).toBe(1);
      expect(screen.getParam(PipeCap.OCCLUSION_QUERY_PREDICATE_CONSERVATIVE)).toBe(1);
      if (inPage) expect(screen.getParam(PipeCap.QUERY_TIME_ELAPSED)).toBe(0);
    });
  });

  it('COUNTER counts every pixel of the triangle; both predicates are TRUE, and FALSE when nothing is drawn', async () => {
    await withScreen((screen) => {
      const ctx = screen.contextCreate();
      const types = [
        PipeQuery.OCCLUSION_COUNTER,
        PipeQuery.OCCLUSION_PREDICATE,
        PipeQuery.OCCLUSION_PREDICATE_CONSERVATIVE,
      ];
      const measure = (draw: () => GrawResult) => {
        const queries = types.map((t) => ctx.createQuery(t, 0));
        for (const q of queries) ctx.beginQuery(q);
        const result = draw();
        for (const q of queries) ctx.endQuery(q);
        const values = queries.map((q) => ctx.getQueryResult(q, true));
        return { result, values, queries };
      };
      const options = { parse: parseTgsi, context: ctx };
      const drawn = measure(() => drawFsTest(screen, parseTgsi(WHITE_FS), options));
      const covered = whitePixels(drawn.result);
      expect(covered).toBeGreaterThan(10_000);
      expect(drawn.values).toEqual([
        { kind: 'u64', value: BigInt(covered) },
        { kind: 'boolean', value: true },
        { kind: 'boolean', value: true },
      ]);
      const none = measure(() => drawVsTest(screen, parseTgsi(OFFSCREEN_VS), options));
      expect(whitePixels(none.result)).toBe(0);
      // the draws ran: none was refused with a GL error (Chromium checks every enabled attribute array)
      expect(screen.device.gl.getError()).toBe(screen.device.gl.NO_ERROR);
      expect(none.values).toEqual([
        { kind: 'u64', value: 0n },
        { kind: 'boolean', value: false },
        { kind: 'boolean', value: false },
      ]);
      // render_condition with WAIT: "Commands will be skipped if condition is equal to the predicate result"
      expect(clearedUnder(screen, ctx, none.queries[1]!, false)).toBe(false);
      expect(clearedUnder(screen, ctx, none.queries[1]!, true)).toBe(true);
      expect(clearedUnder(screen, ctx, drawn.queries[2]!, true)).toBe(false);
      for (const q of [...drawn.queries, ...none.queries]) ctx.destroyQuery(q);
      ctx.destroy();
    });
  });
});

describe('nested occlusion queries', () => {
  it('queries of one type nest: each sees exactly the draws between its begin and end', async () => {
    await withScreen((screen) => {
      const ctx = screen.contextCreate();
      const options = { parse: parseTgsi, context: ctx };
      const outer = ctx.createQuery(PipeQuery.OCCLUSION_PREDICATE, 0);
      const both = ctx.createQuery(PipeQuery.OCCLUSION_PREDICATE, 0);
      const inner = ctx.createQuery(PipeQuery.OCCLUSION_PREDICATE, 0);
      const counter = ctx.createQuery(PipeQuery.OCCLUSION_COUNTER, 0);
      ctx.beginQuery(outer);
      ctx.beginQuery(both);
      ctx.beginQuery(counter);
      const covered = whitePixels(drawFsTest(screen, parseTgsi(WHITE_FS), options));
      ctx.endQuery(both);
      ctx.beginQuery(inner);
      drawVsTest(screen, parseTgsi(OFFSCREEN_VS), options);
      ctx.endQuery(inner);
      ctx.endQuery(counter);
      ctx.endQuery(outer);
      expect(screen.device.gl.getError()).toBe(screen.device.gl.NO_ERROR);
      // `outer` and `both` measured the first draw together: each reads its result
      expect(ctx.getQueryResult(both, true)).toEqual({ kind: 'boolean', value: true });
      expect(ctx.getQueryResult(outer, true)).toEqual({ kind: 'boolean', value: true });
      expect(ctx.getQueryResult(inner, true)).toEqual({ kind: 'boolean', value: false });
      expect(ctx.getQueryResult(counter, true)).toEqual({ kind: 'u64', value: BigInt(covered) });
      for (const q of [outer, both, inner, counter]) ctx.destroyQuery(q);
      ctx.destroy();
    });
  });
});

/** Whether a clear of a 1×1 target runs under render_condition(query, condition, WAIT). */
function clearedUnder(
  screen: PipeScreen,
  ctx: ReturnType<PipeScreen['contextCreate']>,
  query: Parameters<typeof ctx.renderCondition>[0],
  condition: boolean,
): boolean {
  const target = screen.resourceCreate(
    resourceTemplate({ width0: 1, height0: 1, bind: PipeBind.RENDER_TARGET }),
  );
  const surface = ctx.createSurface(target, surfaceTemplate(target));
  ctx.setFramebufferState({
    width: 1,
    height: 1,
    samples: 1,
    layers: 1,
    nrCbufs: 1,
    cbufs: [surface],
    zsbuf: null,
  });
  ctx.clear(PipeClear.COLOR, [0, 0, 0, 0], 0, 0);
  ctx.renderCondition(query, condition, PipeRenderCond.WAIT);
  ctx.clear(PipeClear.COLOR, [1, 1, 1, 1], 0, 0);
  ctx.renderCondition(null, false, PipeRenderCond.WAIT);
  const map = ctx.transferMap(target, 0, PipeTransfer.READ, makeBox(0, 0, 0, 1, 1, 1))!;
  const cleared = map.data[0] === 255;
  ctx.transferUnmap(map.transfer);
  ctx.setFramebufferState({ width: 0, height: 0, samples: 0, layers: 0, nrCbufs: 0, cbufs: [], zsbuf: null });
  ctx.surfaceDestroy(surface);
  screen.resourceDestroy(target);
  return cleared;
}
