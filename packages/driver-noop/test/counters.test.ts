// NoopContext.counters / NoopScreen.counters: one live numeric field per method, counting every call
// (refused ones too), reset in place by resetCounters.
import { blendState, PipeCap, PipeError } from '@gallium-ts/gallium-api';
import {
  PIPE_CONTEXT_METHODS,
  PIPE_SCREEN_METHODS,
  PipeContextCounters,
  PipeScreenCounters,
} from '@gallium-ts/gallium-api/util';
import { describe, expect, it } from 'vitest';
import { createNoopScreen, type NoopContext } from '../src/index.js';

describe('NoopContext.counters', () => {
  it('has one zeroed counter per PipeContext method and nothing else', () => {
    const screen = createNoopScreen();
    const ctx = screen.contextCreate() as NoopContext;
    expect(Object.keys(ctx.counters).sort()).toEqual([...PIPE_CONTEXT_METHODS].sort());
    expect(PIPE_CONTEXT_METHODS).toHaveLength(91);
    expect(Object.values(ctx.counters).every((n) => n === 0)).toBe(true);
    expect(ctx.counters).toBeInstanceOf(PipeContextCounters);
    ctx.destroy();
    screen.destroy();
  });

  it('counts calls live, including refused ones, and resetCounters zeroes the same object', () => {
    const screen = createNoopScreen();
    const ctx = screen.contextCreate() as NoopContext;
    const counters = ctx.counters;
    const cso = ctx.createBlendState(blendState());
    ctx.bindBlendState(cso);
    ctx.bindBlendState(null);
    ctx.bindBlendState(cso);
    expect(() => ctx.bindBlendState({} as never)).toThrow(PipeError);
    expect(counters.createBlendState).toBe(1);
    expect(counters.bindBlendState).toBe(4);
    expect(counters.deleteBlendState).toBe(0);
    ctx.resetCounters();
    expect(ctx.counters).toBe(counters);
    expect(counters.bindBlendState).toBe(0);
    ctx.bindBlendState(null);
    expect(counters.bindBlendState).toBe(1);
    ctx.destroy();
    screen.destroy();
  });

  it('every method increments exactly its own counter, and any arguments give a result or a PipeError', () => {
    const screen = createNoopScreen();
    const ctx = screen.contextCreate() as NoopContext;
    const garbage: unknown[][] = [
      [],
      [undefined, undefined, undefined],
      [null, null, null, null],
      [{}, -1, 'x', 1.5, [], {}, {}, {}, {}],
    ];
    for (const args of garbage) {
      for (const method of PIPE_CONTEXT_METHODS.filter((m) => m !== 'destroy')) {
        ctx.resetCounters();
        try {
          (ctx[method] as (...a: unknown[]) => unknown)(...args);
        } catch (error) {
          expect(error, `${method}(${args.length} args) threw ${String(error)}`).toBeInstanceOf(PipeError);
        }
        const counted = Object.entries(ctx.counters).filter(([, n]) => n !== 0);
        expect(counted, method).toEqual([[method, 1]]);
      }
    }
    ctx.resetCounters();
    ctx.destroy();
    expect(ctx.counters.destroy).toBe(1);
    screen.destroy();
  });
});

describe('NoopScreen.counters', () => {
  it('counts every screen method and resets in place', () => {
    const screen = createNoopScreen();
    expect(Object.keys(screen.counters).sort()).toEqual([...PIPE_SCREEN_METHODS].sort());
    expect(screen.counters).toBeInstanceOf(PipeScreenCounters);
    screen.getParam(PipeCap.NPOT_TEXTURES);
    screen.getParam(PipeCap.MAX_RENDER_TARGETS);
    const ctx = screen.contextCreate();
    expect(screen.counters.getParam).toBe(2);
    expect(screen.counters.contextCreate).toBe(1);
    const counters = screen.counters;
    screen.resetCounters();
    expect(screen.counters).toBe(counters);
    expect(counters.getParam).toBe(0);
    ctx.destroy();
    for (const method of PIPE_SCREEN_METHODS.filter((m) => m !== 'destroy')) {
      screen.resetCounters();
      try {
        const made = (screen[method] as (...a: unknown[]) => unknown)();
        if (method === 'contextCreate') (made as { destroy(): void }).destroy();
      } catch (error) {
        expect(error, method).toBeInstanceOf(PipeError);
      }
      const counted = Object.entries(screen.counters).filter(([, n]) => n !== 0);
      expect(counted, method).toEqual([[method, 1]]);
    }
    screen.destroy();
  });

  it('validation inside the driver does not count as caller calls', () => {
    const screen = createNoopScreen();
    const ctx = screen.contextCreate();
    screen.resetCounters();
    ctx.createVertexElementsState([
      { srcOffset: 0, instanceDivisor: 0, vertexBufferIndex: 0, srcFormat: 43 },
    ]);
    expect(screen.counters.isFormatSupported).toBe(0);
    expect(screen.counters.getParam).toBe(0);
    ctx.destroy();
    screen.destroy();
  });
});
