// glClear on driver-noop: the pipe call it becomes for each combination of scissor and write masks, and
// the masked path's quad (its shaders pass checkTgsi; the state it changes is restored).
import { checkTgsi, type TgsiShader } from '@gallium-ts/tgsi';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as gl from '../src/index.js';
import { type NoopGl, noopContext } from './helpers/context.js';

let ctx: NoopGl;
let calls: { method: string; args: unknown[] }[];
beforeEach(async () => {
  ctx = await noopContext(64, 32);
  calls = [];
  const pipe = ctx.ctx.pipe as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const method of [
    'clear',
    'clearRenderTarget',
    'clearDepthStencil',
    'drawVbo',
    'createVsState',
    'createFsState',
  ]) {
    const original = pipe[method]!.bind(pipe);
    pipe[method] = (...args: unknown[]) => {
      calls.push({ method, args });
      return original(...args);
    };
  }
});
afterEach(async () => {
  await ctx.ctx.destroy();
  gl.makeCurrent(null);
});

const methods = () => calls.map((c) => c.method).filter((m) => !m.startsWith('create'));

describe('glClear', () => {
  it('unmasked, unscissored: one pipe clear with the clear values', () => {
    gl.glClearColor(0.25, 0.5, 0.75, 2);
    gl.glClearDepth(0.5);
    gl.glClearStencil(0x1ff);
    gl.glClear(gl.GL_COLOR_BUFFER_BIT | gl.GL_DEPTH_BUFFER_BIT | gl.GL_STENCIL_BUFFER_BIT);
    expect(methods()).toEqual(['clear']);
    expect(calls[0]!.args).toEqual([0b111, [0.25, 0.5, 0.75, 1], 0.5, 0xff]);
  });

  it('scissored: clear_render_target and clear_depth_stencil of the box clamped to the window', () => {
    gl.glEnable(gl.GL_SCISSOR_TEST);
    gl.glScissor(-5, 10, 30, 100);
    gl.glClear(gl.GL_COLOR_BUFFER_BIT | gl.GL_DEPTH_BUFFER_BIT);
    expect(methods()).toEqual(['clearRenderTarget', 'clearDepthStencil']);
    expect(calls[0]!.args.slice(2, 6)).toEqual([0, 10, 25, 22]);
    expect(calls[1]!.args.slice(1, 2)).toEqual([1]);
    expect(calls[1]!.args.slice(4, 8)).toEqual([0, 10, 25, 22]);
  });

  it('an empty scissor box clears nothing', () => {
    gl.glEnable(gl.GL_SCISSOR_TEST);
    gl.glScissor(10, 10, 0, 5);
    gl.glClear(gl.GL_COLOR_BUFFER_BIT);
    expect(methods()).toEqual([]);
  });

  it('depth mask off leaves depth alone; stencil clears only where the write mask has bits', () => {
    gl.glDepthMask(false);
    gl.glStencilMask(0);
    gl.glClear(gl.GL_COLOR_BUFFER_BIT | gl.GL_DEPTH_BUFFER_BIT | gl.GL_STENCIL_BUFFER_BIT);
    expect(methods()).toEqual(['clear']);
    expect(calls[0]!.args[0]).toBe(0b100);
  });

  it('a colour mask draws a quad whose shaders pass checkTgsi, and restores the state', () => {
    gl.glBegin(gl.GL_POINTS);
    gl.glVertex2f(0, 0);
    gl.glEnd();
    gl.glFlush();
    calls.length = 0;
    const binds = ctx.counters.bindBlendState;
    gl.glColorMask(true, false, true, true);
    gl.glClear(gl.GL_COLOR_BUFFER_BIT);
    expect(methods()).toEqual(['drawVbo']);
    for (const create of calls.filter((c) => c.method.startsWith('create'))) {
      const shader = (create.args[0] as { tokens: TgsiShader }).tokens;
      expect(checkTgsi(shader).filter((d) => d.severity === 'error')).toEqual([]);
    }
    // The quad's blend state, then the saved one again.
    expect(ctx.counters.bindBlendState - binds).toBe(2);
    gl.glBegin(gl.GL_POINTS);
    gl.glVertex2f(0, 0);
    gl.glEnd();
    gl.glFlush();
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
  });

  it('a partial stencil write mask draws a quad', () => {
    gl.glStencilMask(0x0f);
    gl.glClear(gl.GL_STENCIL_BUFFER_BIT);
    expect(methods()).toEqual(['drawVbo']);
  });

  it('unknown bits are INVALID_VALUE and clear nothing', () => {
    gl.glClear(0x8000_0000);
    expect(gl.glGetError()).toBe(gl.GL_INVALID_VALUE);
    expect(methods()).toEqual([]);
  });

  it('a context without depth/stencil ignores those bits', async () => {
    await ctx.ctx.destroy();
    ctx = await noopContext(8, 8, { depthBits: 0, stencilBits: 0 });
    const depth = new Int32Array(1);
    gl.glGetIntegerv(gl.GL_DEPTH_BITS, depth);
    expect(depth[0]).toBe(0);
    gl.glClear(gl.GL_DEPTH_BUFFER_BIT | gl.GL_STENCIL_BUFFER_BIT);
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
  });
});
