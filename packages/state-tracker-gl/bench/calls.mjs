// The `calls` workload (scripts/mesa-bench/workloads.mjs) through this package on driver-noop: one-triangle
// glBegin/glEnd draws with a glEnable/glDisable(GL_DEPTH_TEST) toggle between them, with the package's
// fixed-function programs, exactly the loop scripts/mesa-bench/mesa-bench.c runs through OSMesa. The entry
// points and enums are imported by name, as the README's programs do: a namespace object of this package's
// ~5,000 exports (`import * as gl`) is a slow dictionary in V8, and its lookups would be the program's cost.
import { WORKLOADS } from '../../../scripts/mesa-bench/workloads.mjs';
import {
  createContext,
  GL_COLOR_BUFFER_BIT,
  GL_DEPTH_BUFFER_BIT,
  GL_DEPTH_TEST,
  GL_TRIANGLES,
  glBegin,
  glClear,
  glColor3f,
  glDisable,
  glEnable,
  glEnd,
  glFinish,
  glVertex3f,
  makeCurrent,
} from '../dist/index.js';

const { size, draws } = WORKLOADS.calls;

function frame() {
  glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
  for (let i = 0; i < draws; i++) {
    if (i & 1) glEnable(GL_DEPTH_TEST);
    else glDisable(GL_DEPTH_TEST);
    glBegin(GL_TRIANGLES);
    glColor3f(1, 0, 0);
    glVertex3f(-0.5, -0.5, 0);
    glColor3f(0, 1, 0);
    glVertex3f(0.5, -0.5, 0);
    glColor3f(0, 0, 1);
    glVertex3f(0, 0.5, 0);
    glEnd();
  }
  glFinish();
}

/**
 * Wall-clock and CPU seconds (user + system of this process) for `frames` frames after `warmup` untimed
 * ones (mesa-bench times after one). CPU time is the fairer figure on a loaded machine.
 */
export async function timeCalls(frames, warmup = 1) {
  const ctx = await createContext({ width: size, height: size, driver: 'noop' });
  makeCurrent(ctx);
  for (let i = 0; i < warmup; i++) frame();
  const cpu0 = process.cpuUsage();
  const start = performance.now();
  for (let i = 0; i < frames; i++) frame();
  const seconds = (performance.now() - start) / 1000;
  const cpu = process.cpuUsage(cpu0);
  await ctx.destroy();
  makeCurrent(null);
  return { seconds, cpuSeconds: (cpu.user + cpu.system) / 1e6 };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const frames = Number(process.argv[2] ?? 20);
  const { seconds, cpuSeconds } = await timeCalls(frames);
  const rate = (s) => ((frames * draws) / s / 1e6).toFixed(3);
  console.log(`calls: ${rate(seconds)} M draws/s wall, ${rate(cpuSeconds)} M draws/s CPU (${frames} frames)`);
}
