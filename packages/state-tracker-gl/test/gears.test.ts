// The gears port on driver-noop: it runs without a GL error, compiles three display lists whose
// geometry lives in vertex buffers, and each frame replays them as a fixed number of draws with the
// lighting program bound.
import { afterEach, describe, expect, it } from 'vitest';
import { initGears, renderGears } from '../examples/gears.js';
import * as gl from '../src/index.js';
import { type NoopGl, noopContext } from './helpers/context.js';

let ctx: NoopGl;
afterEach(async () => {
  await ctx.ctx.destroy();
  gl.makeCurrent(null);
});

describe('gears on driver-noop', () => {
  it('builds its lists and draws every frame from them', async () => {
    ctx = await noopContext(300, 300);
    const gears = initGears(300, 300);
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
    for (const list of [gears.gear1, gears.gear2, gears.gear3]) expect(gl.glIsList(list)).toBe(true);
    expect(ctx.counters.drawVbo).toBe(0);
    renderGears(gears, 0);
    gl.glFinish();
    const perFrame = ctx.counters.drawVbo;
    // Per gear: 2 front/back quad strips + their tooth quads + the outward strip + the inner cylinder.
    expect(perFrame).toBeGreaterThanOrEqual(3 * 6);
    renderGears(gears, 10);
    gl.glFinish();
    expect(ctx.counters.drawVbo).toBe(2 * perFrame);
    expect(ctx.ctx.ff.lighting).toBe(true);
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
  });
});
