// The `calls` workload on driver-noop: 20,000 one-triangle glBegin/glEnd draws per frame with a
// glEnable/glDisable(GL_DEPTH_TEST) toggle between them, with the package's fixed-function programs.
// Prints draws per second.
import * as gl from '../dist/index.js';

export const DRAWS_PER_FRAME = 20_000;

function frame() {
  gl.glClear(gl.GL_COLOR_BUFFER_BIT | gl.GL_DEPTH_BUFFER_BIT);
  for (let i = 0; i < DRAWS_PER_FRAME; i++) {
    if (i & 1) gl.glEnable(gl.GL_DEPTH_TEST);
    else gl.glDisable(gl.GL_DEPTH_TEST);
    gl.glBegin(gl.GL_TRIANGLES);
    gl.glColor3f(1, 0, 0);
    gl.glVertex3f(-0.5, -0.5, 0);
    gl.glColor3f(0, 1, 0);
    gl.glVertex3f(0.5, -0.5, 0);
    gl.glColor3f(0, 0, 1);
    gl.glVertex3f(0, 0.5, 0);
    gl.glEnd();
  }
  gl.glFinish();
}

/** Draws per second over `seconds` of frames (after a warm-up), on a noop context. */
export async function measureCalls(seconds = 3) {
  const ctx = await gl.createContext({ width: 256, height: 256, driver: 'noop' });
  gl.makeCurrent(ctx);
  for (let i = 0; i < 5; i++) frame();
  let frames = 0;
  const start = performance.now();
  while (performance.now() - start < seconds * 1000) {
    frame();
    frames++;
  }
  const elapsed = (performance.now() - start) / 1000;
  const draws = ctx.pipe.counters?.drawVbo;
  await ctx.destroy();
  gl.makeCurrent(null);
  return { drawsPerSecond: (frames * DRAWS_PER_FRAME) / elapsed, frames, draws };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await measureCalls(Number(process.argv[2] ?? 3));
  console.log(`calls: ${(r.drawsPerSecond / 1e6).toFixed(3)} M draws/s (${r.frames} frames)`);
}
