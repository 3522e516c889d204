// `npm run bench -w @gallium-ts/state-tracker-gl` (after `npm run build`): the `calls` workload on
// driver-noop, and the same loop through Mesa's state tracker (OSMesa with GALLIUM_NOOP=1) when gcc and
// libOSMesa are installed, measured in the same run; prints both figures and the ratio.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureCalls } from './calls.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);

function mesaCalls() {
  const source = fileURLToPath(new URL('./calls.c', import.meta.url));
  const binary = join(mkdtempSync(join(tmpdir(), 'gl-calls-')), 'calls');
  try {
    execFileSync('gcc', ['-O2', '-o', binary, source, '-lOSMesa'], { stdio: 'pipe' });
  } catch (error) {
    return { skipped: `cannot build bench/calls.c (${String(error.message).split('\n')[0]})` };
  }
  if (!existsSync(binary)) return { skipped: 'no binary' };
  const out = execFileSync(binary, [String(SECONDS)], { env: { ...process.env, GALLIUM_NOOP: '1' } });
  return { drawsPerSecond: Number(String(out).trim()) };
}

const ours = await measureCalls(SECONDS);
console.log(`calls (state-tracker-gl on driver-noop): ${(ours.drawsPerSecond / 1e6).toFixed(3)} M draws/s`);
const mesa = mesaCalls();
if (mesa.skipped) {
  console.log(`calls (Mesa OSMesa, GALLIUM_NOOP=1): not measured: ${mesa.skipped}`);
} else {
  console.log(`calls (Mesa OSMesa, GALLIUM_NOOP=1): ${(mesa.drawsPerSecond / 1e6).toFixed(3)} M draws/s`);
  console.log(
    `calls ratio: ${(ours.drawsPerSecond / mesa.drawsPerSecond).toFixed(2)}x Mesa (target >= 1.0x)`,
  );
}
