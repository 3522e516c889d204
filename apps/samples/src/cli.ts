// `npm start`: draws every sample (or those named with --only) on one driver, writes each reference
// frame to <out>/<sample>.png and prints a table of sample, driver, frames and milliseconds per frame.
// Pipe-level samples the driver's caps rule out are listed as not applicable with the reason. On noop,
// which draws nothing, a note comes first and every picture is labelled blank by design.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { createScreen, resolveDriverName } from '@gallium-ts/gallium-api';
import { writePng } from '@gallium-ts/gallium-api/png';
import { parseArgs, parseCount, parseNames, parseSize, UsageError } from './args.js';
import { blankByDesign, NOOP_LABEL, NOOP_NOTE } from './noop.js';
import { Progress } from './progress.js';
import { renderSample } from './render.js';
import { SAMPLES } from './samples/index.js';
import { formatTable } from './table.js';

const USAGE = `Usage: npm start [-- options]

Draws every gallium-ts sample and writes out/<sample>.png (the sample's reference frame).

Options:
  --driver NAME   driver to draw with (default: $GALLIUM_DRIVER, else soft)
  --size WxH      picture size, or N for N x N (default: each sample's own size)
  --frames N      frames to draw and time per sample, the first being the picture (default 10)
  --out DIR       where the pictures go (default: out, relative to where npm was run)
  --only A,B      draw only these samples
  --help          this text

Samples: ${SAMPLES.map((s) => s.name).join(', ')}`;

async function main(argv: readonly string[]): Promise<number> {
  const options = parseArgs(argv, {
    driver: 'value',
    size: 'value',
    frames: 'value',
    out: 'value',
    only: 'value',
    help: 'flag',
  });
  if (options.has('help')) {
    console.log(USAGE);
    return 0;
  }
  const driver = resolveDriverName(options.get('driver'));
  const size = options.has('size') ? parseSize(options.get('size')!) : undefined;
  const frames = parseCount('frames', options.get('frames') ?? '10', 100000);
  const names = options.has('only')
    ? parseNames(
        'only',
        options.get('only')!,
        SAMPLES.map((s) => s.name),
      )
    : null;
  try {
    (await createScreen({ driver })).destroy();
  } catch (error) {
    console.error(`cannot draw on driver "${driver}": ${error instanceof Error ? error.message : error}`);
    return 1;
  }
  const outDir = resolve(process.env.INIT_CWD ?? process.cwd(), options.get('out') ?? 'out');
  mkdirSync(outDir, { recursive: true });

  const blank = blankByDesign(driver);
  if (blank) console.log(`${NOOP_NOTE}\n`);
  const chosen = SAMPLES.filter((sample) => !names || names.includes(sample.name));
  const progress = new Progress();
  const rows: string[][] = [];
  let failures = 0;
  for (const [index, sample] of chosen.entries()) {
    const step = `[${index + 1}/${chosen.length}] ${sample.name}`;
    progress.update(step, `${step} on ${driver}…`);
    try {
      const outcome = await renderSample(sample, {
        driver,
        frames,
        ...(size ? { size } : {}),
        onFrame: (drawn) => progress.update(step, `${step} on ${driver}: frame ${drawn}/${frames}`),
      });
      if (outcome.status === 'not-applicable') {
        rows.push([sample.name, driver, '-', '-', `not applicable: ${outcome.reason}`]);
        continue;
      }
      const file = resolve(outDir, `${sample.name}.png`);
      writePng(file, outcome.image);
      const { width, height } = outcome.image;
      rows.push([
        sample.name,
        driver,
        String(frames),
        outcome.msPerFrame.toFixed(1),
        `${width}x${height} ${file}${blank ? ` ${NOOP_LABEL}` : ''}`,
      ]);
    } catch (error) {
      failures++;
      rows.push([sample.name, driver, '-', '-', `FAILED: ${error instanceof Error ? error.message : error}`]);
    }
  }
  progress.done();
  console.log(formatTable(['sample', 'driver', 'frames', 'ms/frame', 'picture'], rows));
  if (failures > 0) console.error(`\n${failures} sample(s) failed`);
  return failures > 0 ? 1 : 0;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(`${error.message}\n\n${USAGE}`);
  process.exitCode = 2;
}
