// `npm run bench -w @gallium-ts/state-tracker-gl` (after `npm run build`): the `calls` workload on
// driver-noop and the same workload through Mesa's state tracker (OSMesa with GALLIUM_NOOP=1, the
// repository's scripts/mesa-bench harness) in the same run; prints both rates and the ratio, by wall
// clock and by CPU time. BENCH_FRAMES sets the frames per run (default 30), BENCH_RUNS the runs of each
// (default 3, alternating ours and Mesa's; the medians are printed).
//
// Mesa's CPU time is read from this process's "children" CPU ticks in /proc/self/stat (Linux), minus a
// one-frame run's (OSMesa's start-up and two frames), so it has the clock-tick resolution (10 ms): keep
// BENCH_FRAMES at 30 or more.
import { existsSync, readFileSync } from 'node:fs';
import { MESA_INSTALL_HINT, mesaAvailable, runMesa } from '../../../scripts/mesa-bench/mesa.mjs';
import { WORKLOADS } from '../../../scripts/mesa-bench/workloads.mjs';
import { timeCalls } from './calls.mjs';

const FRAMES = Number(process.env.BENCH_FRAMES ?? 30);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const perFrame = WORKLOADS.calls.perFrame;
const rate = (frames, seconds) => (frames * perFrame) / seconds / 1e6;
const median = (xs) => xs.toSorted((a, b) => a - b)[xs.length >> 1];
const fixed = (x) => (x === undefined ? 'n/a' : x.toFixed(3));

/** CPU seconds of this process's waited-for children (fields cutime + cstime), or null off Linux. */
function childCpuSeconds() {
  if (!existsSync('/proc/self/stat')) return null;
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  // Fields 16 and 17 of stat(5), counted from the state field (3): indexes 13 and 14 here.
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

/** Wall and CPU seconds of `frames` frames of Mesa's calls workload (CPU null where unknown). */
function timeMesa(frames) {
  const before = childCpuSeconds();
  const { seconds } = runMesa('noop', 'calls', frames);
  const after = childCpuSeconds();
  return { seconds, cpuSeconds: before === null ? null : after - before };
}

const mesa = mesaAvailable();
const ours = { wall: [], cpu: [] };
const theirs = { wall: [], cpu: [] };
if (mesa) timeMesa(1); // builds the harness (gcc's CPU time must not count)
const startup = mesa ? timeMesa(1).cpuSeconds : null;
for (let r = 0; r < RUNS; r++) {
  const o = await timeCalls(FRAMES);
  ours.wall.push(rate(FRAMES, o.seconds));
  ours.cpu.push(rate(FRAMES, o.cpuSeconds));
  if (!mesa) continue;
  const m = timeMesa(FRAMES);
  theirs.wall.push(rate(FRAMES, m.seconds));
  // A run of n frames takes start-up plus n + 1 frames (one warm-up): the difference from the one-frame
  // run is FRAMES - 1 frames.
  if (m.cpuSeconds !== null && startup !== null) theirs.cpu.push(rate(FRAMES - 1, m.cpuSeconds - startup));
}

const [ow, oc] = [median(ours.wall), median(ours.cpu)];
console.log(
  `calls (state-tracker-gl on driver-noop): ${fixed(ow)} M draws/s wall, ${fixed(oc)} M draws/s CPU`,
);
if (!mesa) {
  console.log(`calls (Mesa, GALLIUM_NOOP=1): not measured: OSMesa is not installed (${MESA_INSTALL_HINT})`);
} else {
  const [mw, mc] = [median(theirs.wall), theirs.cpu.length ? median(theirs.cpu) : undefined];
  console.log(`calls (Mesa, GALLIUM_NOOP=1): ${fixed(mw)} M draws/s wall, ${fixed(mc)} M draws/s CPU`);
  const cpuRatio = mc === undefined ? 'n/a' : `${(oc / mc).toFixed(2)}x`;
  console.log(`calls ratio: ${(ow / mw).toFixed(2)}x Mesa wall, ${cpuRatio} Mesa CPU (target >= 1.0x)`);
}
