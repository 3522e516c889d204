// `npm run fuzz`: runs as many seeded GL call sequences as asked on any driver, each driver in a child
// process watched for hangs, and prints one minimal reproduction per distinct failure. `--record` adds the
// failing seeds to test/fuzz/regressions.json, which `npm test` replays on every driver.
import { fork } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as gl from '../src/index.js';
import { minimize } from './minimize.js';
import { reproduction } from './reproduction.js';
import { CALL_LIMIT_MS, type Failure, runSeed, signature } from './run.js';
import { generateSequence } from './sequence.js';

const HELP = `Usage: npm run fuzz -- [options]

Runs seeded random sequences of GL calls (legal, edge and invalid arguments) and checks that every call
returns, glGetError reports a GL error code, no call takes too long (--call-limit), and the context still draws a known
triangle exactly afterwards. Prints a minimal reproduction of each distinct failure; exits 1 if any.

Options:
  --driver <name>   soft, webgl, noop or all (default: all)
  --count <n>       sequences per driver (default: 1000)
  --first <seed>    first seed (default: 1); seeds first .. first + count - 1 run
  --seed <seed>     run this one seed only (same as --first <seed> --count 1)
  --steps <n>       steps per sequence (default: 30)
  --record          add each failing seed to test/fuzz/regressions.json
  --call-limit <ms> longest one call may take (default: 5000)
  --hang <seconds>  a driver that makes no progress this long is stopped as hung (default: 60)
  -h, --help        this text`;

const DRIVERS = ['soft', 'webgl', 'noop'];

interface WorkerMessage {
  type: 'progress' | 'failure' | 'done';
  seed: number;
  failure?: Failure;
  /** The minimized reproduction, for failures. */
  text?: string;
}

interface Options {
  drivers: string[];
  first: number;
  count: number;
  steps: number;
  record: boolean;
  hangMs: number;
  callLimitMs: number;
}

function options(argv: string[]): Options & { worker: boolean; trace: string } {
  const { values } = parseArgs({
    args: argv,
    options: {
      driver: { type: 'string', default: 'all' },
      count: { type: 'string', default: '1000' },
      first: { type: 'string', default: '1' },
      seed: { type: 'string' },
      steps: { type: 'string', default: '30' },
      record: { type: 'boolean', default: false },
      hang: { type: 'string', default: '60' },
      'call-limit': { type: 'string', default: String(CALL_LIMIT_MS) },
      worker: { type: 'boolean', default: false },
      trace: { type: 'string', default: '' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(HELP);
    process.exit(0);
  }
  const int = (name: string, text: string, min: number): number => {
    const n = Number(text);
    if (!Number.isSafeInteger(n) || n < min) {
      console.error(`fuzz: --${name} must be an integer ≥ ${min} (got ${text})\n\n${HELP}`);
      process.exit(2);
    }
    return n;
  };
  const drivers = values.driver === 'all' ? DRIVERS : values.driver.split(',');
  for (const d of drivers) {
    if (!DRIVERS.includes(d)) {
      console.error(`fuzz: unknown driver '${d}' (soft, webgl, noop or all)\n\n${HELP}`);
      process.exit(2);
    }
  }
  return {
    drivers,
    first: int('seed', values.seed ?? values.first, 0),
    count: values.seed === undefined ? int('count', values.count, 1) : 1,
    steps: int('steps', values.steps, 1),
    record: values.record,
    hangMs: int('hang', values.hang, 1) * 1000,
    callLimitMs: int('call-limit', values['call-limit'], 1),
    worker: values.worker,
    trace: values.trace,
  };
}

/** In a child process: runs the seeds on one driver and reports to the parent. */
async function worker(o: Options, traceFile: string): Promise<void> {
  const driver = o.drivers[0]!;
  // Without a parent (a worker started by hand, to profile it) the messages go nowhere.
  const send = (m: WorkerMessage) =>
    new Promise<void>((done) => (process.send ? process.send(m, () => done()) : done()));
  const seen = new Set<string>();
  // The seed and call running now, rewritten in place before every call: what the parent reads after a hang.
  const traceFd = openSync(traceFile, 'w');
  for (let seed = o.first; seed < o.first + o.count; seed++) {
    await send({ type: 'progress', seed });
    const trace = (at: number) => writeSync(traceFd, `${seed} ${at}`.padEnd(24), 0);
    const failure = await runSeed(driver, seed, o.steps, { trace, callLimitMs: o.callLimitMs });
    if (!failure) continue;
    const key = signature(failure);
    let text: string | undefined;
    if (!seen.has(key)) {
      seen.add(key);
      const small = await minimize(driver, seed, o.steps, failure, { callLimitMs: o.callLimitMs });
      text = reproduction(driver, seed, small.calls, small.failure);
    }
    await send({ type: 'failure', seed, failure, text });
  }
  await send({ type: 'done', seed: o.first + o.count });
  gl.makeCurrent(null);
}

interface DriverResult {
  driver: string;
  ran: number;
  failures: { seed: number; failure: Failure }[];
  ms: number;
}

/** Runs seeds [first, first + count) of one driver in child processes, restarting after a hang. */
function runDriver(o: Options, driver: string, onFailure: (seed: number, f: Failure, text?: string) => void) {
  return new Promise<DriverResult>((resolve) => {
    const result: DriverResult = { driver, ran: 0, failures: [], ms: 0 };
    const started = performance.now();
    const end = o.first + o.count;
    const traceDir = mkdtempSync(join(tmpdir(), 'gl-fuzz-'));
    const traceFile = join(traceDir, driver);
    const launch = (from: number) => {
      const args = [
        '--worker',
        '--driver',
        driver,
        '--first',
        String(from),
        '--count',
        String(end - from),
        '--steps',
        String(o.steps),
        '--trace',
        traceFile,
        '--call-limit',
        String(o.callLimitMs),
      ];
      // Its own process group, so a hang kills the X server driver-webgl started with it too.
      const child = fork(process.argv[1]!, args, {
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        detached: true,
      });
      const kill = () => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          child.kill('SIGKILL');
        }
      };
      let current = from;
      let timer: NodeJS.Timeout;
      const arm = () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          kill();
          const [seed, at] = readFileSync(traceFile, 'utf8').trim().split(' ').map(Number) as [
            number,
            number,
          ];
          const calls = generateSequence(seed, o.steps).calls;
          const failure: Failure = {
            kind: 'slow',
            at: at < 0 ? calls.length : at,
            entryPoint: at < 0 ? 'known triangle' : calls[at]!.name,
            message: `no progress for ${o.hangMs / 1000} s: hung`,
          };
          result.failures.push({ seed, failure });
          onFailure(seed, failure, reproduction(driver, seed, calls.slice(0, failure.at + 1), failure));
          current = seed;
          if (current + 1 < end) launch(current + 1);
          else finish();
        }, o.hangMs);
      };
      const finish = () => {
        clearTimeout(timer);
        rmSync(traceDir, { recursive: true, force: true });
        result.ms = performance.now() - started;
        resolve(result);
      };
      arm();
      child.on('message', (m: WorkerMessage) => {
        arm();
        if (m.type === 'progress') {
          current = m.seed;
          result.ran++;
          if (result.ran % 1000 === 0) console.error(`  ${driver}: ${result.ran} sequences`);
        } else if (m.type === 'failure') {
          result.failures.push({ seed: m.seed, failure: m.failure! });
          onFailure(m.seed, m.failure!, m.text);
        } else {
          child.removeAllListeners('exit');
          finish();
        }
      });
      child.on('exit', (code, signal) => {
        if (signal === 'SIGKILL') return;
        const failure: Failure = {
          kind: 'throws',
          at: -1,
          entryPoint: '(process)',
          message: `the driver process ended (code ${code}, signal ${signal})`,
        };
        result.failures.push({ seed: current, failure });
        onFailure(current, failure);
        if (current + 1 < end) launch(current + 1);
        else finish();
      });
    };
    launch(o.first);
  });
}

const REGRESSIONS = new URL('../test/fuzz/regressions.json', import.meta.url);

interface Regression {
  seed: number;
  steps: number;
  driver: string;
  found: string;
}

function record(found: Regression[]): void {
  const list = JSON.parse(readFileSync(REGRESSIONS, 'utf8')) as Regression[];
  for (const r of found) {
    if (!list.some((x) => x.seed === r.seed && x.steps === r.steps)) list.push(r);
  }
  writeFileSync(REGRESSIONS, `${JSON.stringify(list, null, 2)}\n`);
  console.log(`recorded ${found.length} seed(s) in test/fuzz/regressions.json`);
}

async function main(): Promise<void> {
  const o = options(process.argv.slice(2));
  if (o.worker) return worker(o, o.trace);
  console.log(
    `fuzz: ${o.count} sequence(s) of ${o.steps} steps per driver (seeds ${o.first}..${o.first + o.count - 1}) on ${o.drivers.join(', ')}`,
  );
  const printed = new Set<string>();
  const jobs = Math.max(1, Math.min(o.drivers.length, availableParallelism()));
  const results: DriverResult[] = [];
  const queue = [...o.drivers];
  await Promise.all(
    Array.from({ length: jobs }, async () => {
      for (let d = queue.shift(); d; d = queue.shift()) {
        results.push(
          await runDriver(o, d, (seed, f, text) => {
            const key = `${d} ${signature(f)}`;
            if (printed.has(key)) return;
            printed.add(key);
            console.log(`\nFAIL ${d} seed ${seed}: ${f.kind} in ${f.entryPoint}: ${f.message}`);
            if (text) console.log(text.replace(/^/gm, '    '));
          }),
        );
      }
    }),
  );
  console.log('\nsummary');
  let failed = 0;
  for (const r of results.sort((a, b) => a.driver.localeCompare(b.driver))) {
    failed += r.failures.length;
    console.log(
      `  ${r.driver.padEnd(6)} ${r.ran} sequences in ${(r.ms / 1000).toFixed(1)} s, ${r.failures.length} failed` +
        (r.failures.length
          ? ` (seeds ${r.failures
              .slice(0, 10)
              .map((f) => f.seed)
              .join(', ')}${r.failures.length > 10 ? ', …' : ''})`
          : ''),
    );
  }
  if (o.record && failed > 0) {
    record(
      results.flatMap((r) =>
        r.failures.map((f) => ({
          seed: f.seed,
          steps: o.steps,
          driver: r.driver,
          found: signature(f.failure),
        })),
      ),
    );
  }
  process.exitCode = failed > 0 ? 1 : 0;
}

await main();
