// Creating and destroying 2·10^5 CSOs (10^7 under `npm run soak`, GALLIUM_SOAK=1) leaves the heap flat. Needs --expose-gc (vitest.config.ts passes it
// to the forked workers). The tolerance is 4 MiB of heapUsed after a forced GC: far below the ~100 MiB
// a million leaked CSOs with their state copies would take.
import { blendState, rasterizerState } from '@gallium-ts/gallium-api';
import { describe, expect, it } from 'vitest';
import { createNoopScreen } from '../src/index.js';

const COUNT = process.env.GALLIUM_SOAK === '1' ? 10_000_000 : 200_000;
const TOLERANCE = 4 * 1024 * 1024;

function settledHeap(): number {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run with --expose-gc (see vitest.config.ts)');
  for (let i = 0; i < 3; i++) gc();
  return process.memoryUsage().heapUsed;
}

describe('CSO lifetime', () => {
  it(`creating, binding and deleting ${COUNT} CSOs leaves heapUsed within ${TOLERANCE / 1048576} MiB`, () => {
    const screen = createNoopScreen();
    const ctx = screen.contextCreate();
    const blend = blendState();
    const raster = rasterizerState({ cullFace: 2 });
    // Warm up so the JIT and the context's object registry reach their steady size first.
    for (let i = 0; i < 10_000; i++) ctx.deleteBlendState(ctx.createBlendState(blend));
    const before = settledHeap();
    for (let i = 0; i < COUNT / 2; i++) {
      const a = ctx.createBlendState(blend);
      const b = ctx.createRasterizerState(raster);
      ctx.bindRasterizerState(b);
      ctx.bindRasterizerState(null);
      ctx.deleteBlendState(a);
      ctx.deleteRasterizerState(b);
    }
    const after = settledHeap();
    console.log(`heapUsed before ${before} after ${after} (delta ${after - before} bytes)`);
    expect(after - before).toBeLessThan(TOLERANCE);
    ctx.destroy();
    screen.destroy();
  }, 1_200_000);

  it('the same loop without deleting grows the heap (the measurement can see a leak)', () => {
    const screen = createNoopScreen();
    const ctx = screen.contextCreate();
    const blend = blendState();
    const before = settledHeap();
    for (let i = 0; i < 50_000; i++) ctx.createBlendState(blend);
    const after = settledHeap();
    expect(after - before).toBeGreaterThan(TOLERANCE);
    ctx.destroy();
    screen.destroy();
  }, 60_000);
});
