// What `npm run bench` shows while and after it runs: a line per finished step when its output is not
// a terminal (a log, a pipe) and only the live line on a terminal; and the chart, whose legend and
// caption never overlap. The end-to-end run is the smallest the bench allows (`calls`, 5 runs).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ratioChart } from '../src/bench/chart.js';
import { measurementLine, resultRows } from '../src/bench/report.js';
import type { BenchResult } from '../src/bench/run.js';
import { Progress } from '../src/progress.js';

const BENCH = fileURLToPath(new URL('../dist/bench/main.js', import.meta.url));

/** A stream that keeps what is written to it. */
function stream(isTTY: boolean) {
  const written: string[] = [];
  const fake = { isTTY, write: (text: string) => written.push(text) > 0 } as unknown as NodeJS.WriteStream;
  return { fake, written };
}

describe('progress of a long run', () => {
  it('gives a log a line per finished step at once, and a terminal only the live line', () => {
    const log = stream(false);
    const piped = new Progress(log.fake, 1000);
    piped.live('fill: run 1/5, soft');
    piped.log('[1/2] fill soft run 1/5: 12.3 Mpix/s');
    piped.log('[2/2] fill mesa-llvmpipe run 1/5: 50.0 Mpix/s');
    expect(log.written).toEqual([
      '[1/2] fill soft run 1/5: 12.3 Mpix/s\n',
      '[2/2] fill mesa-llvmpipe run 1/5: 50.0 Mpix/s\n',
    ]);

    const tty = stream(true);
    const live = new Progress(tty.fake, 0);
    live.live('fill: run 1/5, soft');
    live.log('[1/2] fill soft run 1/5: 12.3 Mpix/s');
    live.done();
    expect(tty.written).toEqual(['\r\x1b[Kfill: run 1/5, soft', '\r\x1b[K']);
  });

  it('says which step, which driver, its rate and its ratio to Mesa so far', () => {
    const base = { done: 3, total: 24, workload: 'fill', driver: 'soft', runs: 5, unit: 'Mpix/s' } as const;
    expect(measurementLine({ ...base, run: 2, rate: 12.34, ratios: { 'mesa-llvmpipe': 0.251 } })).toBe(
      '[3/24] fill soft run 2/5: 12.3 Mpix/s (0.25× llvmpipe)',
    );
    expect(measurementLine({ ...base, run: null, rate: 0.5, ratios: {} })).toBe(
      '[3/24] fill soft warm-up: 0.500 Mpix/s',
    );
  });

  it('npm run bench piped: a numbered line per warm-up and timed run, counting up to the total', () => {
    const env: NodeJS.ProcessEnv = { ...process.env, GALLIUM_BENCH_UNDER_XVFB: '1' };
    const run = spawnSync(process.execPath, [BENCH, '--only', 'calls', '--runs', '5'], {
      encoding: 'utf8',
      env,
    });
    expect(run.status, run.stderr).toBe(0);
    const lines = run.stderr.split('\n').filter((l) => l.startsWith('['));
    const total = Number(lines[0]?.match(/^\[1\/(\d+)\]/)?.[1]);
    // noop and, where OSMesa is installed, Mesa's noop: a warm-up and 5 runs each
    expect([6, 12]).toContain(total);
    expect(lines.map((l) => l.match(/^\[(\d+)\//)?.[1])).toEqual(
      Array.from({ length: total }, (_, i) => String(i + 1)),
    );
    for (const line of lines)
      expect(line).toMatch(
        /^\[\d+\/\d+\] calls (noop|mesa-noop) (warm-up|run [1-5]\/5): [\d.]+ Mdraw\/s( \(.*× noop\))?$/,
      );
    expect(run.stderr).not.toContain('\r');
    expect(run.stdout).toMatch(/^calls +noop /m);
  });
});

describe('the ratio chart', () => {
  const subject = (driver: string, ratios: Record<string, number>) => ({
    driver,
    renderer: '',
    seconds: [],
    rate: 1,
    ratios,
  });
  const result: BenchResult = {
    runs: 5,
    absent: [],
    workloads: [
      {
        workload: 'fill',
        unit: 'Mpix/s',
        frames: 1,
        subjects: [subject('soft', { 'mesa-llvmpipe': 0.2, 'mesa-softpipe': 5 })],
      },
      { workload: 'calls', unit: 'Mdraw/s', frames: 5, subjects: [subject('noop', { 'mesa-noop': 1 })] },
    ],
  };

  it('puts the caption on a line of its own under the legend, inside the picture', () => {
    const svg = ratioChart(result, 'a machine · 2026-12-02');
    const height = Number(svg.match(/<svg [^>]*height="(\d+)"/)?.[1]);
    const swatches = [...svg.matchAll(/<rect x="[\d.]+" y="([\d.]+)" width="12" height="12"/g)].map((m) =>
      Number(m[1]),
    );
    expect(swatches).toHaveLength(3);
    const legendBottom = Math.max(...swatches) + 12;
    const caption = svg.match(/<text x="([\d.]+)" y="([\d.]+)"[^>]*>log scale/);
    expect(caption).not.toBeNull();
    // a 12-pixel font's capitals reach about 9 pixels above the baseline
    expect(Number(caption![2]) - 12).toBeGreaterThan(legendBottom);
    expect(Number(caption![2]) + 4).toBeLessThanOrEqual(height);
  });

  it('charts one-thread figures against llvmpipe on one thread, and leaves the JavaScript back end out', () => {
    const mesa = { 'mesa-llvmpipe': 0.5, 'mesa-llvmpipe-1t': 0.9, 'mesa-softpipe': 5 };
    const svg = ratioChart(
      {
        runs: 5,
        absent: [],
        workloads: [
          {
            workload: 'fill',
            unit: 'Mpix/s',
            frames: 1,
            subjects: ['soft', 'soft-1t', 'soft-js', 'soft-js-1t'].map((d) => subject(d, mesa)),
          },
        ],
      },
      'a machine',
    );
    const labels = [...svg.matchAll(/text-anchor="end">([^<]+)</g)].map((m) => m[1]);
    expect(labels).toEqual([
      'fill · soft ÷ llvmpipe',
      'fill · soft ÷ softpipe',
      'fill · soft-1t ÷ llvmpipe-1t',
      'fill · soft-1t ÷ softpipe',
    ]);
  });
});

describe('the results table', () => {
  it('gives each driver-soft its ratio to the JavaScript back end on one thread (× soft-js-1t)', () => {
    const row = (driver: string, rate: number, baseline?: { driver: string; ratio: number }) => ({
      driver,
      renderer: '',
      seconds: [],
      rate,
      ratios: { 'mesa-llvmpipe': rate / 100 },
      ...(baseline ? { baseline } : {}),
    });
    const { header, rows } = resultRows({
      runs: 5,
      absent: [],
      workloads: [
        {
          workload: 'fill',
          unit: 'Mpix/s',
          frames: 1,
          subjects: [
            row('soft', 240, { driver: 'soft-js-1t', ratio: 2 }),
            row('soft-js-1t', 120),
            row('mesa-llvmpipe', 100),
          ],
        },
      ],
    });
    expect(header).toEqual(['workload', 'driver', 'rate', 'unit', '× llvmpipe', '× soft-js-1t']);
    expect(rows).toEqual([
      ['fill', 'soft', '240', 'Mpix/s', '2.40', '2.00'],
      ['fill', 'soft-js-1t', '120', 'Mpix/s', '1.20', '-'],
      ['fill', 'mesa-llvmpipe', '100', 'Mpix/s', '1.00', '-'],
    ]);
  });
});
