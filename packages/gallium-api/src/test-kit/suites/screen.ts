// Screen and context basics: every interface method exists, caps answer with numbers, several contexts
// share the screen's resources, and a destroyed screen or context refuses further calls.
import { describe, expect, it } from 'vitest';
import { PipeCap, PipeShaderCap } from '../../caps.js';
import { PIPE_SHADER_TYPES, PipeShader } from '../../enums.js';
import { PipeError } from '../../errors.js';
import { PipeTransfer } from '../../objects.js';
import { PIPE_CONTEXT_METHODS, PIPE_SCREEN_METHODS } from '../../util/counters.js';
import { type SuiteEnv, useHarness } from '../env.js';
import { expectPipeError, PipeHarness } from '../harness.js';
import { pattern } from '../texel-grid.js';

export function screenSuite(env: SuiteEnv): void {
  describe('screen and contexts', () => {
    const h = useHarness(env);
    const t = env.options.timeout;

    it(
      'has every PipeScreen and PipeContext method and both uploaders',
      () => {
        // context.rst documents every pipe_context method; each one exists here (issue 2: "every method exists").
        for (const method of PIPE_SCREEN_METHODS) expect(typeof h().screen[method], method).toBe('function');
        for (const method of PIPE_CONTEXT_METHODS) expect(typeof h().ctx[method], method).toBe('function');
        expect(typeof h().ctx.streamUploader.upload).toBe('function');
        expect(typeof h().ctx.constUploader.upload).toBe('function');
        expect(h().ctx.screen).toBe(h().screen);
      },
      t,
    );

    it(
      'names itself and answers every cap with a number; unknown caps read as 0',
      () => {
        // screen.ts: get_param returns "an integer or boolean (0/1) capability (PipeCap). Unknown caps read as 0."
        const { screen } = h();
        for (const text of [screen.getName(), screen.getVendor(), screen.getDeviceVendor()]) {
          expect(typeof text).toBe('string');
          expect(text.length).toBeGreaterThan(0);
        }
        for (const cap of Object.values(PipeCap))
          expect(Number.isFinite(screen.getParam(cap)), `cap ${cap}`).toBe(true);
        for (let shader = 0; shader < PIPE_SHADER_TYPES; shader++) {
          for (const cap of Object.values(PipeShaderCap)) {
            expect(Number.isFinite(screen.getShaderParam(shader as PipeShader, cap))).toBe(true);
          }
        }
        expect(screen.getParam(99999)).toBe(0);
        expect(screen.getShaderParam(PipeShader.VERTEX, PipeShaderCap.MAX_INSTRUCTIONS)).toBeGreaterThan(0);
        expect(screen.getShaderParam(PipeShader.FRAGMENT, PipeShaderCap.MAX_INSTRUCTIONS)).toBeGreaterThan(0);
      },
      t,
    );

    it(
      'get_timestamp: nanoseconds that never go backwards',
      () => {
        // PIPE_QUERY_TIMESTAMP "returns a device/driver internal timestamp, scaled to nanoseconds"; get_timestamp reads that clock.
        const a = h().screen.getTimestamp();
        const b = h().screen.getTimestamp();
        expect(typeof a).toBe('bigint');
        expect(b >= a).toBe(true);
      },
      t,
    );

    it(
      '"objects created by the screen methods can be used by all contexts" (a flush after transfer_unmap publishes the data)',
      () => {
        const other = h().context();
        const buffer = h().buffer(32);
        const data = pattern(32, 1);
        h().writeBox(
          buffer,
          0,
          { x: 0, y: 0, z: 0, width: 32, height: 1, depth: 1 },
          data,
          PipeTransfer.WRITE,
          other,
        );
        const fence = other.flush(0);
        expect(h().screen.fenceFinish(other, fence, 10_000_000_000n)).toBe(true);
        expect(h().readBox(buffer, 0, { x: 0, y: 0, z: 0, width: 32, height: 1, depth: 1 })).toEqual(data);
      },
      t,
    );

    it(
      'a destroyed context refuses every call; destroying it twice is an error',
      () => {
        // "Objects created on one context cannot be used in another context" — nor after it is destroyed: misuse is a PipeError.
        const other = h().context();
        h().destroyContext(other);
        expectPipeError(() => other.flush(0), 'flush', /destroyed/);
        expectPipeError(() => other.createQuery(0, 0), 'createQuery', /destroyed/);
        expectPipeError(() => other.destroy(), 'destroy', /destroyed/);
      },
      t,
    );
  });

  describe('screen destruction', () => {
    it(
      'destroy: "Contexts and resources must be gone first"; a destroyed screen refuses calls',
      async () => {
        const h = await PipeHarness.open(env.factory, env.options);
        const buffer = h.buffer(16);
        expectPipeError(() => h.screen.destroy(), 'destroy', /alive/);
        h.destroyResource(buffer);
        expect(() => h.screen.destroy()).toThrow(PipeError);
        h.dispose();
        expectPipeError(() => h.screen.getParam(PipeCap.NPOT_TEXTURES), 'getParam', /destroyed/);
        expectPipeError(() => h.screen.contextCreate(), 'contextCreate', /destroyed/);
      },
      env.options.timeout,
    );
  });
}
