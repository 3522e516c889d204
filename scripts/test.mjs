#!/usr/bin/env node
// `npm test`: lint, then every package's typecheck and tests through turbo (all of them, whatever fails),
// then the tarball check (scripts/pack-check.mjs). Every step runs even after one fails; the run ends
// with one summary: each turbo task and step with its result and time, failures listed last.
// Arguments go to turbo (`npm test -- --filter=@gallium-ts/tgsi`).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const runsDir = join(root, '.turbo', 'runs');

/** Runs a command with inherited output; resolves to its exit code and wall time in seconds. */
function step(command, args) {
  const start = Date.now();
  const run = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  return { ok: run.status === 0, seconds: (Date.now() - start) / 1000 };
}

/** The turbo run summary written after `since` (turbo's --summarize), or null. */
function turboSummary(since) {
  let newest = null;
  try {
    for (const name of readdirSync(runsDir)) {
      const file = join(runsDir, name);
      const time = statSync(file).mtimeMs;
      if (name.endsWith('.json') && time >= since && (!newest || time > newest.time)) newest = { file, time };
    }
  } catch {
    return null;
  }
  return newest && JSON.parse(readFileSync(newest.file, 'utf8'));
}

const seconds = (s) => (s >= 60 ? `${Math.floor(s / 60)}m${Math.round(s % 60)}s` : `${s.toFixed(1)}s`);
const rows = [];

const lint = step('npx', ['biome', 'ci', '.']);
rows.push({ name: 'lint (biome ci)', ...lint });

const turboStart = Date.now();
const turbo = step('npx', [
  'turbo',
  'run',
  'typecheck',
  'test',
  '--continue',
  '--summarize',
  ...process.argv.slice(2),
]);
const summary = turboSummary(turboStart - 1000);
if (summary) {
  for (const task of summary.tasks) {
    const { startTime, endTime, exitCode } = task.execution ?? {};
    const cached = task.cache?.status === 'HIT';
    rows.push({
      name: `${task.taskId}${cached ? ' (cached)' : ''}`,
      ok: exitCode === 0,
      seconds: cached || !endTime ? 0 : (endTime - startTime) / 1000,
    });
  }
} else {
  rows.push({ name: 'turbo run typecheck test', ...turbo });
}

const pack = step('node', ['scripts/pack-check.mjs']);
rows.push({ name: 'tarballs (scripts/pack-check.mjs)', ...pack });

const total = rows.reduce((sum, r) => sum + (r.name.startsWith('@') ? 0 : r.seconds), turbo.seconds);
const failed = rows.filter((r) => !r.ok);
const width = Math.max(...rows.map((r) => r.name.length));
console.log('\nnpm test summary');
for (const r of [...rows.filter((r) => r.ok), ...failed]) {
  console.log(`  ${r.ok ? 'ok    ' : 'FAILED'}  ${r.name.padEnd(width)}  ${seconds(r.seconds).padStart(7)}`);
}
// A turbo failure with no task row (e.g. a task that never started) still fails the run.
const ok = failed.length === 0 && turbo.ok;
console.log(
  ok
    ? `npm test: all ${rows.length} passed in ${seconds(total)}`
    : `npm test: ${failed.length || 1} FAILED (${failed.map((r) => r.name).join(', ') || 'turbo'}) in ${seconds(total)}`,
);
process.exit(ok ? 0 : 1);
