// `npm run bench -w @gallium-ts/state-tracker-gl` (after `npm run build`): the `calls` workload on
// driver-noop and the same workload through Mesa's state tracker (OSMesa with GALLIUM_NOOP=1, the
// repository's scripts/mesa-bench harness) in the same run; prints both rates and the ratio.
import { MESA_INSTALL_HINT, mesaAvailable, runMesa } from '../../../scripts/mesa-bench/mesa.mjs';
import { WORKLOADS } from '../../../scripts/mesa-bench/workloads.mjs';
import { timeCalls } from './calls.mjs';

const FRAMES = Number(process.env.BENCH_FRAMES ?? 30);
const perFrame = WORKLOADS.calls.perFrame;
const rate = (seconds) => (FRAMES * perFrame) / seconds / 1e6;

const ours = rate(await timeCalls(FRAMES));
console.log(`calls (state-tracker-gl on driver-noop): ${ours.toFixed(3)} M draws/s`);
if (!mesaAvailable()) {
  console.log(`calls (Mesa, GALLIUM_NOOP=1): not measured: OSMesa is not installed (${MESA_INSTALL_HINT})`);
} else {
  const mesa = rate(runMesa('noop', 'calls', FRAMES).seconds);
  console.log(`calls (Mesa, GALLIUM_NOOP=1): ${mesa.toFixed(3)} M draws/s`);
  console.log(`calls ratio: ${(ours / mesa).toFixed(2)}x Mesa (target >= 1.0x)`);
}
