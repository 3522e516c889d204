// `npm run bench -w @gallium-ts/driver-soft`: the fill, tex, tris and alu workloads at the pipe level on
// driver-soft, next to a plain-JavaScript loop doing the same per-pixel work and — when OSMesa is
// installed — Mesa's llvmpipe and softpipe drawing them through OpenGL, all in the same run, interleaved,
// median of the runs after a warm-up. Only the ratios mean anything (machines differ by 2× and more).
//
//   node bench/run.mjs [--runs N] [--only fill,tex] [--json]
// Needs `npm run build` first (turbo's `bench` task builds).
import { MESA_INSTALL_HINT, mesaAvailable, runMesa } from '../../../scripts/mesa-bench/mesa.mjs';
import { WORKLOADS } from '../../../scripts/mesa-bench/workloads.mjs';
import { createSoftScreen } from '../dist/index.js';
import { JS_LOOPS } from './js-loops.mjs';
import { PIPE_WORKLOADS, pipeWorkload } from './pipe-workloads.mjs';

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}
const runs = Number(option('runs', '5'));
const only = option('only', PIPE_WORKLOADS.join(',')).split(',');
const json = process.argv.includes('--json');
const log = json ? () => {} : (line) => console.log(line);

/** Frames per timed run: about a second of driver-soft work on a 2020s laptop core. */
const FRAMES = { fill: 2, tex: 3, tris: 2, alu: 3 };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function timeSoft(screen, workload, frames) {
  const w = pipeWorkload(screen, workload);
  try {
    w.frame();
    const start = performance.now();
    for (let f = 0; f < frames; f++) w.frame();
    return (performance.now() - start) / 1000;
  } finally {
    w.destroy();
  }
}

function timeJs(workload, frames) {
  const loop = JS_LOOPS[workload];
  loop(1);
  const start = performance.now();
  loop(frames);
  return (performance.now() - start) / 1000;
}

const withMesa = mesaAvailable();
if (!withMesa) log(`(OSMesa not installed, Mesa columns left out: ${MESA_INSTALL_HINT})`);
const screen = createSoftScreen();
const results = {};
for (const workload of only) {
  if (!PIPE_WORKLOADS.includes(workload)) throw new Error(`unknown workload ${workload}`);
  const { unit, perFrame } = WORKLOADS[workload];
  const frames = FRAMES[workload];
  const samples = { soft: [], js: [], llvmpipe: [], softpipe: [] };
  for (let run = 0; run < runs; run++) {
    samples.soft.push(timeSoft(screen, workload, frames));
    if (JS_LOOPS[workload]) samples.js.push(timeJs(workload, frames));
    if (withMesa)
      for (const driver of ['llvmpipe', 'softpipe'])
        samples[driver].push(runMesa(driver, workload, frames).seconds);
  }
  const rate = (seconds) => (seconds.length ? (perFrame * frames) / median(seconds) / 1e6 : null);
  results[workload] = {
    unit,
    soft: rate(samples.soft),
    js: rate(samples.js),
    llvmpipe: rate(samples.llvmpipe),
    softpipe: rate(samples.softpipe),
  };
  log(formatRow(workload, results[workload]));
}
screen.destroy();
if (json) console.log(JSON.stringify({ runs, results }, null, 2));

function formatRow(workload, r) {
  const n = (v) => (v === null ? '—' : v.toFixed(v < 10 ? 2 : 1)).padStart(8);
  const ratio = (a, b) => (a === null || b === null ? '—' : `${(a / b).toFixed(2)}×`).padStart(8);
  if (workload === only[0])
    log(
      `${'workload'.padEnd(8)} ${'unit'.padEnd(7)} ${'soft'.padStart(8)} ${'js loop'.padStart(8)} ${'llvmpipe'.padStart(8)} ${'softpipe'.padStart(8)}  ${'/js'.padStart(8)} ${'/llvmp'.padStart(8)} ${'/softp'.padStart(8)}`,
    );
  return `${workload.padEnd(8)} ${r.unit.padEnd(7)} ${n(r.soft)} ${n(r.js)} ${n(r.llvmpipe)} ${n(r.softpipe)}  ${ratio(r.soft, r.js)} ${ratio(r.soft, r.llvmpipe)} ${ratio(r.soft, r.softpipe)}`;
}
