// Occlusion and timer queries on drivers with and without them: driver-soft (native), driver-soft
// reporting no PIPE_CAP_OCCLUSION_QUERY and no PIPE_CAP_QUERY_TIME_ELAPSED, and driver-webgl. GL 1.5's
// GL_SAMPLES_PASSED is always accepted: counted by the pipe, or with GL_QUERY_COUNTER_BITS 0 (a counter
// with no information, which GL 1.5 section 6.1.12 allows) and results of 0; GL_TIME_ELAPSED is the
// pipe's, or the difference of two pipe timestamps. No call throws; the GL errors are the spec's.
import { PipeCap } from '@gallium-ts/gallium-api';
import { describe, expect, it } from 'vitest';
import * as gl from '../../src/index.js';
import { DRAWING_DRIVERS } from '../helpers/drawing-drivers.js';
import { softWithout } from '../helpers/lowering-drivers.js';
import { useProbeContext } from '../scenes/probes/probe.js';

const WITHOUT_QUERIES = softWithout('queries', {
  caps: { [PipeCap.OCCLUSION_QUERY]: 0, [PipeCap.QUERY_TIME_ELAPSED]: 0 },
});
const DRIVERS = [...DRAWING_DRIVERS, WITHOUT_QUERIES];

function queryiv(target: number, pname: number): number {
  const out = new Int32Array(1);
  gl.glGetQueryiv(target, pname, out);
  return out[0]!;
}

function result(id: number): bigint {
  const out = new BigUint64Array(1);
  gl.glGetQueryObjectui64v(id, gl.GL_QUERY_RESULT, out);
  return out[0]!;
}

function extensionList(): string[] {
  return gl.glGetString(gl.GL_EXTENSIONS)!.split(' ');
}

/** A clock in nanoseconds: Node's high-resolution one, else the page's performance.now(). */
function nanoseconds(): bigint {
  const node = (globalThis as { process?: { hrtime?: { bigint(): bigint } } }).process;
  return node?.hrtime ? node.hrtime.bigint() : BigInt(Math.round(performance.now() * 1e6));
}
for (const driver of DRIVERS) {
  describe(`queries [${driver}]`, () => {
    useProbeContext(driver);

    it('GL_SAMPLES_PASSED counts the samples drawn, or has 0 counter bits and reads 0', () => {
      const ids = new Uint32Array(1);
      gl.glGenQueries(1, ids);
      const bits = queryiv(gl.GL_SAMPLES_PASSED, gl.GL_QUERY_COUNTER_BITS);
      expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
      gl.glBeginQuery(gl.GL_SAMPLES_PASSED, ids[0]!);
      expect(queryiv(gl.GL_SAMPLES_PASSED, gl.GL_CURRENT_QUERY)).toBe(ids[0]);
      gl.glRectf(2, 2, 6, 5); // 4 × 3 pixels
      gl.glEndQuery(gl.GL_SAMPLES_PASSED);
      expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
      expect(gl.glIsQuery(ids[0]!)).toBe(true);
      const available = new Uint32Array(1);
      const value = result(ids[0]!);
      gl.glGetQueryObjectuiv(ids[0]!, gl.GL_QUERY_RESULT_AVAILABLE, available);
      expect(available[0]).toBe(1);
      const native = driver !== WITHOUT_QUERIES;
      expect(bits).toBe(native ? 64 : 0);
      expect(value).toBe(native ? 12n : 0n);
      expect(extensionList().includes('GL_ARB_occlusion_query')).toBe(native);
      gl.glDeleteQueries(1, ids);
      expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
    });

    it('GL_ANY_SAMPLES_PASSED and conditional rendering exist only with the pipe occlusion queries', () => {
      const ids = new Uint32Array(1);
      gl.glGenQueries(1, ids);
      gl.glBeginQuery(gl.GL_ANY_SAMPLES_PASSED, ids[0]!);
      const native = driver !== WITHOUT_QUERIES;
      expect(gl.glGetError()).toBe(native ? gl.GL_NO_ERROR : gl.GL_INVALID_ENUM);
      if (native) gl.glEndQuery(gl.GL_ANY_SAMPLES_PASSED);
      gl.glBeginQuery(gl.GL_SAMPLES_PASSED, ids[0]! + 1);
      gl.glEndQuery(gl.GL_SAMPLES_PASSED);
      gl.glBeginConditionalRender(ids[0]! + 1, gl.GL_QUERY_WAIT);
      expect(gl.glGetError()).toBe(native ? gl.GL_NO_ERROR : gl.GL_INVALID_OPERATION);
      if (native) gl.glEndConditionalRender();
      expect(extensionList().includes('GL_NV_conditional_render')).toBe(native);
      expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
    });

    it('GL_TIME_ELAPSED measures the time between begin and end, natively or from two timestamps', () => {
      if (!extensionList().includes('GL_ARB_timer_query')) {
        // No timestamps either: the targets are refused as the extension is absent.
        gl.glBeginQuery(gl.GL_TIME_ELAPSED, 1);
        expect(gl.glGetError()).toBe(gl.GL_INVALID_ENUM);
        return;
      }
      expect(queryiv(gl.GL_TIME_ELAPSED, gl.GL_QUERY_COUNTER_BITS)).toBeGreaterThanOrEqual(30);
      const ids = new Uint32Array(2);
      gl.glGenQueries(2, ids);
      const before = nanoseconds();
      gl.glBeginQuery(gl.GL_TIME_ELAPSED, ids[0]!);
      for (let i = 0; i < 50; i++) gl.glRectf(0, 0, 32, 32);
      gl.glFinish();
      const busyUntil = performance.now() + 5;
      while (performance.now() < busyUntil) {
        // at least 5 ms between begin and end
      }
      gl.glEndQuery(gl.GL_TIME_ELAPSED);
      gl.glQueryCounter(ids[1]!, gl.GL_TIMESTAMP);
      const elapsed = result(ids[0]!);
      const wall = nanoseconds() - before;
      expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
      expect(elapsed).toBeGreaterThan(0n);
      expect(elapsed).toBeLessThanOrEqual(wall);
      // The native webgl timer measures GPU time only; the CPU-side measures include the 5 ms wait.
      if (driver !== 'webgl') expect(elapsed).toBeGreaterThanOrEqual(5_000_000n);
      expect(result(ids[1]!)).toBeGreaterThan(0n);
      gl.glDeleteQueries(2, ids);
    });
  });
}
