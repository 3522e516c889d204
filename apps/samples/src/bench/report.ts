// The benchmark's results as text: the terminal table (one row per workload and driver: its rate and
// its ratio to each Mesa driver of the same run), the list of drivers that could not take part, and the
// progress line of each finished step.
import { formatTable } from '../table.js';
import type { BenchResult, Measurement } from './run.js';

/** The Mesa drivers in the order their ratio columns appear. */
export const MESA_COLUMNS = ['mesa-llvmpipe', 'mesa-llvmpipe-1t', 'mesa-softpipe', 'mesa-noop'] as const;

/** A rate with three significant digits or more. */
export function formatRate(value: number): string {
  return value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value.toFixed(value >= 1 ? 2 : 3);
}

/** A ratio such as 0.52 or 12.3 (how many times Mesa's rate). */
export function formatRatio(value: number | undefined): string {
  if (value === undefined) return '-';
  return value >= 10 ? value.toFixed(1) : value.toFixed(2);
}

/** The header and rows of the results table, shared by the terminal and BENCHMARKS.md. */
export function resultRows(result: BenchResult): { header: string[]; rows: string[][] } {
  const columns = MESA_COLUMNS.filter((m) =>
    result.workloads.some((w) => w.subjects.some((s) => s.driver === m)),
  );
  // The subject the others are compared with (one per run: driver-soft's JavaScript on one thread).
  const baseline = result.workloads.flatMap((w) => w.subjects.flatMap((s) => s.baseline?.driver ?? []))[0];
  const baselines = baseline !== undefined;
  const header = [
    'workload',
    'driver',
    'rate',
    'unit',
    ...columns.map((m) => `× ${m.slice(5)}`),
    ...(baselines ? [`× ${baseline}`] : []),
  ];
  const rows = result.workloads.flatMap((w) =>
    w.subjects.map((s) => [
      w.workload,
      s.driver,
      formatRate(s.rate),
      w.unit,
      ...columns.map((m) => formatRatio(s.ratios[m])),
      ...(baselines ? [formatRatio(s.baseline?.ratio)] : []),
    ]),
  );
  return { header, rows };
}

/** The terminal report: the table, then each absent driver with the reason. */
export function formatReport(result: BenchResult): string {
  const { header, rows } = resultRows(result);
  const lines = [formatTable(header, rows)];
  lines.push(
    '',
    `rate: millions of units per second at the median of ${result.runs} runs; × mesa-X: rate ÷ Mesa X's rate in the same run` +
      "; × soft-js-1t: rate ÷ driver-soft's with the JavaScript templates on one thread (as before WebAssembly)",
  );
  for (const a of result.absent) lines.push(`(${a.driver} not measured: ${a.reason})`);
  return lines.join('\n');
}

/** One finished step, e.g. "[3/24] fill soft run 2/5: 109 Mpix/s (0.21× llvmpipe, 5.37× softpipe)". */
export function measurementLine(m: Measurement): string {
  const step = m.run === null ? 'warm-up' : `run ${m.run}/${m.runs}`;
  const ratios = Object.entries(m.ratios).map(
    ([mesa, r]) => `${formatRatio(r)}× ${mesa.replace('mesa-', '')}`,
  );
  const versus = ratios.length > 0 ? ` (${ratios.join(', ')})` : '';
  return `[${m.done}/${m.total}] ${m.workload} ${m.driver} ${step}: ${formatRate(m.rate)} ${m.unit}${versus}`;
}
