// The cross-driver benchmark run: for each workload, every subject that can draw it here (our drivers,
// Mesa's through OSMesa) is set up, warmed up (WARM_UP), then timed `runs` times, the subjects taking turns
// within each run so that a burst of load on this shared machine hits all of them alike. A subject's
// figure is the median of its runs; ratios compare each driver with each Mesa driver of the same run.
// Each finished step is reported with its own figure, for the progress lines of `npm run bench`.
import { createScreen } from '@gallium-ts/gallium-api';
import { type MesaDriver, mesa, type WorkloadName } from './repo-scripts.js';
import { median, rate, ratio } from './stats.js';
import { mesaSubject, type OurDriver, ourSubject, type Subject, workloadUnit } from './subjects.js';

const soft = (label: string, screenOptions?: Record<string, unknown>, baseline?: string): OurDriver => ({
  label,
  driver: 'soft',
  screenOptions,
  baseline,
});

/**
 * driver-soft four ways: as it comes (the WebAssembly back end where WebAssembly SIMD exists, every
 * rasterizer thread), on one thread, and both as it was before the code generation layer: the
 * JavaScript back end's template functions only (codegen 'js' with the screen's internal `jsTemplates`;
 * codegen 'js' alone now runs the IR's kernels as JavaScript where they serve the state). The last, one
 * thread of template JavaScript, is driver-soft before the WebAssembly back end: the others are
 * compared with it.
 */
const BEFORE = { codegen: 'js', jsTemplates: true };
const SOFT: readonly OurDriver[] = [
  soft('soft', {}, 'soft-js-1t'),
  soft('soft-1t', { threads: 1 }, 'soft-js-1t'),
  soft('soft-js', BEFORE, 'soft-js-1t'),
  soft('soft-js-1t', { ...BEFORE, threads: 1 }),
];
/**
 * driver-soft with its integer unorm8 path (`integerUnorm8`, off by default, not exact: each byte within
 * 1 of the exact one), which serves `fill`'s and `tex`'s states — as llvmpipe blends unorm8 targets and
 * filters unorm8 textures in fixed point.
 */
const INTEGER = { integerUnorm8: true };
const SOFT_INTEGER: readonly OurDriver[] = [
  soft('soft-int', INTEGER, 'soft-js-1t'),
  soft('soft-int-1t', { ...INTEGER, threads: 1 }, 'soft-js-1t'),
];
const WEBGL: OurDriver = { label: 'webgl', driver: 'webgl' };

/** Our drivers per workload: the drawing ones, and noop for the state-tracker overhead of `calls`. */
export const OUR_DRIVERS: Readonly<Record<WorkloadName, readonly OurDriver[]>> = {
  fill: [...SOFT, ...SOFT_INTEGER, WEBGL],
  tex: [...SOFT, ...SOFT_INTEGER, WEBGL],
  tris: [...SOFT, WEBGL],
  alu: [...SOFT, WEBGL],
  calls: [{ label: 'noop', driver: 'noop' }],
};

/** Mesa's drivers per workload, as DESIGN compares them (llvmpipe also on one thread). */
export const MESA_DRIVERS: Readonly<Record<WorkloadName, readonly MesaDriver[]>> = {
  fill: ['llvmpipe', 'llvmpipe-1t', 'softpipe'],
  tex: ['llvmpipe', 'llvmpipe-1t', 'softpipe'],
  tris: ['llvmpipe', 'llvmpipe-1t', 'softpipe'],
  alu: ['llvmpipe', 'llvmpipe-1t', 'softpipe'],
  calls: ['noop'],
};

/**
 * Frames per timed run. One frame of fill or tex takes 0.1–1 s on the 2-core development machine
 * (softpipe several); a frame of tris or alu takes driver-soft's WebAssembly back end and llvmpipe only
 * 15–60 ms, too short to time alone (one-frame runs of alu spread 3× between runs), so those time four;
 * calls frames take a tenth of a fill frame.
 */
export const FRAMES: Readonly<Record<WorkloadName, number>> = { fill: 1, tex: 1, tris: 4, alu: 4, calls: 5 };

/**
 * The warm-up of each subject before its timed runs: frames until `frames` were drawn or `seconds` have
 * passed (at least two). A driver's first frames may run code that is not optimized yet — driver-soft's
 * rasterizer threads take about 20 frames of `alu` before V8 has their WebAssembly in its optimizing
 * tier (12–30 ms frames, then 11 ms) — and the timed runs are meant to measure every driver's steady
 * state alike. Slow subjects (softpipe) stop at the time limit.
 */
export const WARM_UP = { frames: 24, seconds: 1 };

/** The smallest number of timed runs whose median the benchmark reports. */
export const MIN_RUNS = 5;

export interface SubjectResult {
  readonly driver: string;
  readonly renderer: string;
  /** Seconds of each timed run. */
  readonly seconds: readonly number[];
  /** Millions of units per second at the median run. */
  readonly rate: number;
  /** Rate divided by each Mesa driver's rate of the same workload (`mesa-llvmpipe` → 0.8). */
  readonly ratios: Readonly<Record<string, number>>;
  /** Rate divided by the rate of the subject it is compared with (OurDriver.baseline), if any. */
  readonly baseline?: { readonly driver: string; readonly ratio: number };
}

export interface WorkloadResult {
  readonly workload: WorkloadName;
  /** `Mpix/s`, `Mtri/s` or `Mdraw/s`. */
  readonly unit: string;
  readonly frames: number;
  readonly subjects: readonly SubjectResult[];
}

/** A driver that could not take part, and why. */
export interface Absent {
  readonly driver: string;
  readonly reason: string;
}

export interface BenchResult {
  readonly runs: number;
  readonly workloads: readonly WorkloadResult[];
  readonly absent: readonly Absent[];
}

/** One finished step of the run: a subject's warm-up or one of its timed runs. */
export interface Measurement {
  /** Steps finished so far, this one included, and in the whole run. */
  readonly done: number;
  readonly total: number;
  readonly workload: WorkloadName;
  readonly driver: string;
  /** Which timed run (1-based); null for the warm-up. */
  readonly run: number | null;
  readonly runs: number;
  /** Millions of units per second in this step. */
  readonly rate: number;
  readonly unit: string;
  /** The rate ÷ the median rate of each other Mesa driver's timed runs of this workload so far. */
  readonly ratios: Readonly<Record<string, number>>;
}

export interface BenchOptions {
  readonly workloads: readonly WorkloadName[];
  readonly runs: number;
  /** Called before each timed step, e.g. "tex: run 3/5, mesa-llvmpipe". */
  readonly onStep?: (text: string) => void;
  /** Called after each step with its figure. */
  readonly onMeasured?: (measurement: Measurement) => void;
}

/** Counts the steps of the run as they finish. */
interface StepCounter {
  done: number;
  readonly total: number;
}

/** Which of our drivers can create a screen here; the others with the reason. */
async function probe(drivers: readonly string[], absent: Absent[]): Promise<Set<string>> {
  const usable = new Set<string>();
  for (const driver of drivers) {
    try {
      (await createScreen({ driver })).destroy();
      usable.add(driver);
    } catch (error) {
      absent.push({ driver, reason: error instanceof Error ? error.message.split('\n')[0]! : String(error) });
    }
  }
  return usable;
}

export async function runBench(options: BenchOptions): Promise<BenchResult> {
  if (!Number.isInteger(options.runs) || options.runs < MIN_RUNS)
    throw new RangeError(`runs must be an integer of at least ${MIN_RUNS}, got ${options.runs}`);
  const absent: Absent[] = [];
  const ours = await probe(
    [...new Set(options.workloads.flatMap((w) => OUR_DRIVERS[w].map((d) => d.driver)))],
    absent,
  );
  const withMesa = mesa.mesaAvailable();
  if (!withMesa)
    absent.push({ driver: 'mesa', reason: `OSMesa is not installed: ${mesa.MESA_INSTALL_HINT}` });

  const subjectCount = (w: WorkloadName) =>
    OUR_DRIVERS[w].filter((d) => ours.has(d.driver)).length + (withMesa ? MESA_DRIVERS[w].length : 0);
  const steps: StepCounter = {
    done: 0,
    total: options.workloads.reduce((n, w) => n + subjectCount(w) * (options.runs + 1), 0),
  };
  const results: WorkloadResult[] = [];
  for (const workload of options.workloads) {
    const subjects: Subject[] = [];
    try {
      const baselines = new Map<string, string>();
      for (const driver of OUR_DRIVERS[workload])
        if (ours.has(driver.driver)) {
          subjects.push(await ourSubject(driver, workload));
          if (driver.baseline) baselines.set(driver.label, driver.baseline);
        }
      if (withMesa) for (const driver of MESA_DRIVERS[workload]) subjects.push(mesaSubject(driver, workload));
      results.push(await timeWorkload(workload, subjects, baselines, options, steps));
    } finally {
      for (const s of subjects) await s.close();
    }
  }
  return { runs: options.runs, workloads: results, absent };
}

async function timeWorkload(
  workload: WorkloadName,
  subjects: readonly Subject[],
  baselines: ReadonlyMap<string, string>,
  { runs, onStep, onMeasured }: BenchOptions,
  steps: StepCounter,
): Promise<WorkloadResult> {
  const frames = FRAMES[workload];
  const { perFrame, unit } = workloadUnit(workload);
  const seconds = subjects.map(() => [] as number[]);
  /** Reports a finished step of subject `i` that drew `drawn` frames in `taken` seconds. */
  const measured = (i: number, run: number | null, drawn: number, taken: number) => {
    steps.done++;
    if (!onMeasured) return;
    const driver = subjects[i]!.driver;
    const stepRate = rate(perFrame, drawn, taken);
    const ratios: Record<string, number> = {};
    subjects.forEach((s, j) => {
      if (s.driver.startsWith('mesa-') && j !== i && seconds[j]!.length > 0)
        ratios[s.driver] = ratio(stepRate, rate(perFrame, frames, median(seconds[j]!)));
    });
    onMeasured({
      done: steps.done,
      total: steps.total,
      workload,
      driver,
      run,
      runs,
      rate: stepRate,
      unit,
      ratios,
    });
  };
  for (const [i, s] of subjects.entries()) {
    onStep?.(`${workload}: warm-up, ${s.driver}`);
    // Each call draws a frame untimed, then one timed.
    let timed = 0;
    let taken = 0;
    do {
      taken += await s.time(1);
      timed++;
    } while (taken < WARM_UP.seconds && 2 * timed < WARM_UP.frames);
    measured(i, null, timed, taken);
  }
  for (let run = 0; run < runs; run++)
    for (let k = 0; k < subjects.length; k++) {
      // Each run starts with the next subject, so none always runs first after a change of workload.
      const i = (run + k) % subjects.length;
      const s = subjects[i]!;
      onStep?.(`${workload}: run ${run + 1}/${runs}, ${s.driver}`);
      seconds[i]!.push(await s.time(frames));
      measured(i, run + 1, frames, seconds[i]!.at(-1)!);
    }
  const rates = seconds.map((list) => rate(perFrame, frames, median(list)));
  const mesaRates = subjects.flatMap((s, i) =>
    s.driver.startsWith('mesa-') ? [[s.driver, rates[i]!] as const] : [],
  );
  return {
    workload,
    unit,
    frames,
    subjects: subjects.map((s, i) => {
      const baseline = subjects.findIndex((b) => b.driver === baselines.get(s.driver));
      return {
        driver: s.driver,
        renderer: s.renderer(),
        seconds: seconds[i]!,
        rate: rates[i]!,
        ratios: Object.fromEntries(mesaRates.map(([name, r]) => [name, ratio(rates[i]!, r)])),
        ...(baseline >= 0
          ? { baseline: { driver: subjects[baseline]!.driver, ratio: ratio(rates[i]!, rates[baseline]!) } }
          : {}),
      };
    }),
  };
}
