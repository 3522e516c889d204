// `npm run bench`: every benchmark workload on every driver that works here and on Mesa's llvmpipe,
// softpipe and noop (when OSMesa is installed), interleaved in one run; prints the table of rates and
// ratios to Mesa (or JSON), and with --write updates BENCHMARKS.md and its chart. Without DISPLAY it
// runs itself again under `xvfb-run -a`, so that driver-webgl (the npm package `gl`) takes part.
import { spawnSync } from 'node:child_process';
import { parseArgs, parseCount, parseNames, UsageError } from '../args.js';
import { Progress } from '../progress.js';
import { describeMachine, loadAverages, machineLine } from './machine.js';
import { writeBenchmarks } from './markdown.js';
import { WORKLOAD_NAMES, type WorkloadName } from './repo-scripts.js';
import { formatReport, measurementLine } from './report.js';
import { MIN_RUNS, runBench } from './run.js';

const USAGE = `Usage: npm run bench [-- options]

Times the workloads ${WORKLOAD_NAMES.join(', ')} on driver-soft, driver-webgl (where it can create a
screen), driver-noop (calls) and Mesa's llvmpipe, softpipe and noop through OSMesa, all in one run,
interleaved; prints each rate and its ratio to each Mesa driver.

Options:
  --only A,B    only these workloads
  --runs N      timed runs per driver and workload, the median is reported (default and minimum ${MIN_RUNS})
  --json        print the results as JSON instead of the table
  --write       also write apps/samples/BENCHMARKS.md and docs/benchmark-ratios.svg
  --help        this text`;

/** Set in the environment of the copy started under xvfb-run, so that it does not start another. */
const UNDER_XVFB = 'GALLIUM_BENCH_UNDER_XVFB';

/** Runs this command again under xvfb-run when there is no display; null when it ran here. */
function rerunUnderXvfb(): number | null {
  if (process.env.DISPLAY || process.env[UNDER_XVFB]) return null;
  const run = spawnSync('xvfb-run', ['-a', process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, [UNDER_XVFB]: '1' },
  });
  if (run.error) {
    console.error(
      `(xvfb-run is not installed, so driver-webgl cannot take part: apt-get install xvfb xauth)`,
    );
    return null;
  }
  return run.status ?? 1;
}

async function main(argv: readonly string[]): Promise<number> {
  const options = parseArgs(argv, {
    only: 'value',
    runs: 'value',
    json: 'flag',
    write: 'flag',
    help: 'flag',
  });
  if (options.has('help')) {
    console.log(USAGE);
    return 0;
  }
  const workloads = (
    options.has('only') ? parseNames('only', options.get('only')!, WORKLOAD_NAMES) : [...WORKLOAD_NAMES]
  ) as WorkloadName[];
  const runs = parseCount('runs', options.get('runs') ?? String(MIN_RUNS), 1000);
  if (runs < MIN_RUNS)
    throw new UsageError(`--runs must be at least ${MIN_RUNS} (the median of fewer says little)`);
  const rerun = rerunUnderXvfb();
  if (rerun !== null) return rerun;

  const machine = describeMachine();
  const loadBefore = loadAverages();
  const progress = new Progress();
  const result = await runBench({
    workloads,
    runs,
    // a terminal shows the step under way on one line; a log gets a line per finished step
    onStep: (text) => progress.live(text),
    onMeasured: (m) => progress.log(measurementLine(m)),
  });
  progress.done();
  const loadAfter = loadAverages();
  const date = new Date().toISOString().slice(0, 10);

  if (options.has('json')) {
    console.log(JSON.stringify({ date, machine, loadBefore, loadAfter, ...result }, null, 2));
  } else {
    console.log(`${machineLine(machine)}`);
    console.log(
      `load average (1/5/15 min): ${loadBefore.map((v) => v.toFixed(2)).join(' ')} before, ${loadAfter.map((v) => v.toFixed(2)).join(' ')} after\n`,
    );
    console.log(formatReport(result));
  }
  if (options.has('write')) {
    const files = writeBenchmarks({ result, machine, loadBefore, loadAfter, date });
    console.error(`wrote ${files.join(' and ')}`);
  }
  return 0;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(`${error.message}\n\n${USAGE}`);
  process.exitCode = 2;
}
