// 2.5·10^5 immediate-mode draws, 10^5 display-list calls and 10^5 create/delete cycles of textures, buffer
// objects, queries and display lists leave the heap flat (ten times as many of each under `npm run soak`,
// GALLIUM_SOAK=1). Needs --expose-gc (vitest.config.ts passes it
// to the forked workers). The bound: 4 MiB of heapUsed after a forced GC, far below what one leaked
// object per draw or per cycle would take (10^5 cycles × ≥ 16 bytes).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as gl from '../src/index.js';
import { type NoopGl, noopContext } from './helpers/context.js';

const TOLERANCE = 4 * 1024 * 1024;
const SCALE = process.env.GALLIUM_SOAK === '1' ? 10 : 1;
const DRAWS = 250_000 * SCALE;
const LIST_CALLS = 100_000 * SCALE;
const CYCLES = 100_000 * SCALE;
/** 250000 → "250,000", for test names. */
const count = (n: number) => n.toLocaleString('en-US');

function settledHeap(): number {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run with --expose-gc (see vitest.config.ts)');
  for (let i = 0; i < 3; i++) gc();
  return process.memoryUsage().heapUsed;
}

function triangleWithToggle(i: number): void {
  gl.glBegin(gl.GL_TRIANGLES);
  gl.glColor3f(i & 1, 0, 0);
  gl.glVertex3f(0, 0, 0);
  gl.glVertex3f(1, 0, 0);
  gl.glVertex3f(0, 1, 0);
  gl.glEnd();
  if (i & 1) gl.glEnable(gl.GL_DEPTH_TEST);
  else gl.glDisable(gl.GL_DEPTH_TEST);
}

let ctx: NoopGl;
beforeAll(async () => {
  ctx = await noopContext();
});
afterAll(async () => {
  await ctx.ctx.destroy();
  gl.makeCurrent(null);
});

describe('memory', () => {
  it(`${count(DRAWS)} immediate-mode draws leave heapUsed within ${TOLERANCE >> 20} MiB`, () => {
    for (let i = 0; i < 20_000; i++) triangleWithToggle(i);
    const before = settledHeap();
    const draws = ctx.counters.drawVbo;
    for (let i = 0; i < DRAWS; i++) triangleWithToggle(i);
    gl.glFlush();
    const after = settledHeap();
    console.log(`immediate mode: heapUsed ${before} → ${after} (${after - before} bytes)`);
    expect(ctx.counters.drawVbo - draws).toBe(DRAWS);
    expect(after - before).toBeLessThan(TOLERANCE);
  }, 1_200_000);

  it(`${count(LIST_CALLS)} display-list calls leave heapUsed within ${TOLERANCE >> 20} MiB`, () => {
    gl.glNewList(1, gl.GL_COMPILE);
    gl.glEnable(gl.GL_DEPTH_TEST);
    triangleWithToggle(0);
    gl.glEndList();
    for (let i = 0; i < 2_000; i++) gl.glCallList(1);
    const before = settledHeap();
    for (let i = 0; i < LIST_CALLS; i++) gl.glCallList(1);
    const after = settledHeap();
    console.log(`display lists: heapUsed ${before} → ${after} (${after - before} bytes)`);
    expect(after - before).toBeLessThan(TOLERANCE);
  }, 1_200_000);

  it(`${count(CYCLES)} create/delete cycles of textures, buffers, queries and lists leave heapUsed within ${TOLERANCE >> 20} MiB`, () => {
    const name = new Uint32Array(1);
    const texels = new Uint8Array(4 * 4 * 4);
    const data = new Float32Array(64);
    const cycle = () => {
      gl.glGenTextures(1, name);
      gl.glBindTexture(gl.GL_TEXTURE_2D, name[0]!);
      gl.glTexImage2D(gl.GL_TEXTURE_2D, 0, gl.GL_RGBA, 4, 4, 0, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, texels);
      gl.glDeleteTextures(1, name);
      gl.glGenBuffers(1, name);
      gl.glBindBuffer(gl.GL_ARRAY_BUFFER, name[0]!);
      gl.glBufferData(gl.GL_ARRAY_BUFFER, data.byteLength, data, gl.GL_STATIC_DRAW);
      gl.glDeleteBuffers(1, name);
      gl.glGenQueries(1, name);
      gl.glBeginQuery(gl.GL_SAMPLES_PASSED, name[0]!);
      gl.glEndQuery(gl.GL_SAMPLES_PASSED);
      gl.glDeleteQueries(1, name);
      const list = gl.glGenLists(1);
      gl.glNewList(list, gl.GL_COMPILE);
      triangleWithToggle(list);
      gl.glEndList();
      gl.glDeleteLists(list, 1);
    };
    for (let i = 0; i < 2_000; i++) cycle();
    const before = settledHeap();
    for (let i = 0; i < CYCLES; i++) cycle();
    gl.glFinish();
    const after = settledHeap();
    console.log(`create/delete: heapUsed ${before} → ${after} (${after - before} bytes)`);
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
    expect(after - before).toBeLessThan(TOLERANCE);
  }, 3_000_000);

  it('the measurement sees a leak: keeping one array per draw grows the heap past the bound', () => {
    const before = settledHeap();
    const kept: Float32Array[] = [];
    for (let i = 0; i < 100_000; i++) kept.push(new Float32Array(16));
    expect(settledHeap() - before).toBeGreaterThan(TOLERANCE);
    expect(kept.length).toBe(100_000);
  });
});
