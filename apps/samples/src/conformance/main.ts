// `npm run conformance`: draws every scene on every installed drawing driver (or those named with
// --driver), judges each against Mesa's pictures and the other drivers (judge.ts), prints one line per
// scene, writes <out>/index.html with the pictures, diff images and figures, and exits with status 1 if
// any scene failed. noop is never a candidate: it draws nothing by design; named with --driver, it is
// drawn and compared like the others, its differences reported as a known deviation, blank by design.
import { resolve } from 'node:path';
import { createScreen } from '@gallium-ts/gallium-api';
import { parseArgs, parseNames, UsageError } from '../args.js';
import { NOOP_DEVIATION } from '../noop.js';
import { Progress } from '../progress.js';
import { formatTable } from '../table.js';
import { CHROMIUM_DRIVER, type ChromiumDriver, openChromiumDriver } from './chromium.js';
import { type DriverOutcome, judgeScene, KNOWN_DEVIATIONS, percent } from './judge.js';
import { type SceneReport, writeReport } from './report.js';
import { type Scene, sampleScenes } from './scenes.js';

/**
 * The drivers that draw pixels, in the order their pictures are shown: driver-soft and driver-webgl in
 * Node, and driver-webgl in headless Chromium (chromium.ts).
 */
export const DRAWING_DRIVERS = ['soft', 'webgl', CHROMIUM_DRIVER];

const USAGE = `Usage: npm run conformance [-- options]

Draws every scene on every installed drawing driver, compares each with Mesa and with the other
drivers, and writes out/conformance/index.html. Exits with status 1 if any scene fails.

Options:
  --driver A,B    drivers to draw with (default: every one of ${DRAWING_DRIVERS.join(', ')} that works here)
  --out DIR       report folder (default: out/conformance, relative to where npm was run)
  --only A,B      only these scenes
  --help          this text`;

/** Which drivers can draw here (Chromium opened when asked for); the others with the reason. */
async function probeDrivers(names: readonly string[]) {
  const usable: string[] = [];
  const unavailable: { driver: string; reason: string }[] = [];
  let chromium: ChromiumDriver | null = null;
  for (const driver of names) {
    try {
      if (driver === CHROMIUM_DRIVER) chromium = await openChromiumDriver();
      else (await createScreen({ driver })).destroy();
      usable.push(driver);
    } catch (error) {
      unavailable.push({ driver, reason: error instanceof Error ? error.message : String(error) });
    }
  }
  return { usable, unavailable, chromium };
}

async function drawOn(scene: Scene, driver: string, chromium: ChromiumDriver | null): Promise<DriverOutcome> {
  try {
    if (driver === CHROMIUM_DRIVER) return await chromium!.draw(scene.name);
    const outcome = await scene.render(driver);
    return outcome.status === 'drawn'
      ? { driver, status: 'drawn', image: outcome.image, ms: outcome.msPerFrame }
      : { driver, status: 'not-applicable', reason: outcome.reason };
  } catch (error) {
    return { driver, status: 'error', reason: error instanceof Error ? error.message : String(error) };
  }
}

async function main(argv: readonly string[]): Promise<number> {
  const options = parseArgs(argv, { driver: 'value', out: 'value', only: 'value', help: 'flag' });
  if (options.has('help')) {
    console.log(USAGE);
    return 0;
  }
  const started = performance.now();
  const allScenes = sampleScenes();
  const names = options.has('only')
    ? parseNames(
        'only',
        options.get('only')!,
        allScenes.map((s) => s.name),
      )
    : null;
  const scenes = allScenes.filter((s) => !names || names.includes(s.name));
  const wanted = options.has('driver')
    ? options
        .get('driver')!
        .split(',')
        .filter((d) => d !== '')
    : DRAWING_DRIVERS;
  const { usable, unavailable, chromium } = await probeDrivers(wanted);
  try {
    if (options.has('driver') && unavailable.length > 0)
      throw new UsageError(
        unavailable.map((u) => `driver ${u.driver} is not usable here: ${u.reason}`).join('\n'),
      );
    return await conform(scenes, usable, unavailable, chromium, options.get('out'), started);
  } finally {
    await chromium?.close();
  }
}

async function conform(
  scenes: readonly Scene[],
  usable: readonly string[],
  unavailable: readonly { driver: string; reason: string }[],
  chromium: ChromiumDriver | null,
  out: string | undefined,
  started: number,
): Promise<number> {
  if (usable.length === 0) {
    console.error(
      `no drawing driver works here:\n${unavailable.map((u) => `  ${u.driver}: ${u.reason}`).join('\n')}`,
    );
    return 1;
  }
  const outDir = resolve(process.env.INIT_CWD ?? process.cwd(), out ?? 'out/conformance');

  const progress = new Progress();
  const reports: SceneReport[] = [];
  for (const [index, scene] of scenes.entries()) {
    const outcomes: DriverOutcome[] = [];
    for (const driver of usable) {
      const step = `[${index + 1}/${scenes.length}] ${scene.name}`;
      progress.update(step, `${step} on ${driver}…`);
      outcomes.push(await drawOn(scene, driver, chromium));
    }
    let mesa = new Map();
    try {
      mesa = new Map(scene.mesa());
    } catch (error) {
      outcomes.push({
        driver: 'mesa',
        status: 'error',
        reason: error instanceof Error ? error.message : String(error),
      });
    }
    reports.push({
      scene,
      outcomes,
      mesa,
      verdict: judgeScene(scene.kind, outcomes, mesa, {
        ...KNOWN_DEVIATIONS[scene.name],
        noop: NOOP_DEVIATION,
      }),
    });
  }
  progress.done();
  const seconds = (performance.now() - started) / 1000;
  writeReport(outDir, { drivers: usable, unavailable, seconds }, reports);

  const rows = reports.map(({ scene, verdict }) => [
    scene.name,
    verdict.verdict,
    worst(verdict.mesa.map((c) => c.offShare)),
    worst(verdict.crossDriver.map((c) => c.offShare)),
    [...verdict.failures, ...verdict.deviations].join('; '),
  ]);
  console.log(formatTable(['scene', 'verdict', 'vs Mesa', 'across drivers', 'why'], rows));
  for (const u of unavailable) console.log(`(${u.driver} not available: ${u.reason.split('\n')[0]})`);
  const failed = reports.filter((r) => r.verdict.verdict === 'fail').length;
  const passed = reports.filter((r) => r.verdict.verdict === 'pass').length;
  console.log(
    `\nconformance on ${usable.join(', ')}: ${passed} passed, ${failed} failed, ${reports.length - passed - failed} other`,
  );
  console.log(`report: ${resolve(outDir, 'index.html')}`);
  return failed > 0 ? 1 : 0;
}

/** The largest share in a list, as a percentage; '-' for none. */
function worst(shares: readonly number[]): string {
  return shares.length ? percent(Math.max(...shares)) : '-';
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(`${error.message}\n\n${USAGE}`);
  process.exitCode = 2;
}
