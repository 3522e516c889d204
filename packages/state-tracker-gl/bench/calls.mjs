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

/**
 * Wall-clock and CPU seconds (user + system of this process) for `frames` frames after `warmup` untimed
 * ones (mesa-bench times after one). CPU time is the fairer figure on a loaded machine.
 */
export async function timeCalls(frames, warmup = 1) {
  const ctx = await gl.createContext({ width: size, height: size, driver: 'noop' });
  gl.makeCurrent(ctx);
  for (let i = 0; i < warmup; i++) frame();
  const cpu0 = process.cpuUsage();
  const start = performance.now();
  for (let i = 0; i < frames; i++) frame();
  const seconds = (performance.now() - start) / 1000;
  const cpu = process.cpuUsage(cpu0);
  await ctx.destroy();
  gl.makeCurrent(null);
  return { seconds, cpuSeconds: (cpu.user + cpu.system) / 1e6 };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const frames = Number(process.argv[2] ?? 20);
  const { seconds, cpuSeconds } = await timeCalls(frames);
  const rate = (s) => ((frames * draws) / s / 1e6).toFixed(3);
  console.log(`calls: ${rate(seconds)} M draws/s wall, ${rate(cpuSeconds)} M draws/s CPU (${frames} frames)`);
}
