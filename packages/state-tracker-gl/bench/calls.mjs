// The `calls` workload (scripts/mesa-bench/workloads.mjs) through this package on driver-noop: one-triangle
// glBegin/glEnd draws with a glEnable/glDisable(GL_DEPTH_TEST) toggle between them, with the package's
// fixed-function programs, exactly the loop scripts/mesa-bench/mesa-bench.c runs through OSMesa.
import { WORKLOADS } from '../../../scripts/mesa-bench/workloads.mjs';
import * as gl from '../dist/index.js';

const { size, draws } = WORKLOADS.calls;

function frame() {
  gl.glClear(gl.GL_COLOR_BUFFER_BIT | gl.GL_DEPTH_BUFFER_BIT);
  for (let i = 0; i < draws; i++) {
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

/** Seconds for `frames` frames (after one warm-up frame), as mesa-bench times them. */
export async function timeCalls(frames) {
  const ctx = await gl.createContext({ width: size, height: size, driver: 'noop' });
  gl.makeCurrent(ctx);
  frame();
  const start = performance.now();
  for (let i = 0; i < frames; i++) frame();
  const seconds = (performance.now() - start) / 1000;
  await ctx.destroy();
  gl.makeCurrent(null);
  return seconds;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const frames = Number(process.argv[2] ?? 20);
  const seconds = await timeCalls(frames);
  console.log(`calls: ${((frames * draws) / seconds / 1e6).toFixed(3)} M draws/s (${frames} frames)`);
}
