// apps/samples/BENCHMARKS.md and the chart beside it (docs/benchmark-ratios.svg), written by
// `npm run bench -- --write`: what was measured, on which machine under which load, the table and the
// chart of the ratios to Mesa.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ratioChart } from './chart.js';
import { type Machine, machineLine } from './machine.js';
import { resultRows } from './report.js';
import { type BenchResult, WARM_UP } from './run.js';

/** Where --write puts the page and the chart (same paths from src/bench and dist/bench). */
export const BENCHMARKS_FILE = fileURLToPath(new URL('../../BENCHMARKS.md', import.meta.url));
export const CHART_FILE = fileURLToPath(new URL('../../docs/benchmark-ratios.svg', import.meta.url));

/** Everything BENCHMARKS.md says about one run. */
export interface BenchRecord {
  readonly result: BenchResult;
  readonly machine: Machine;
  /** Load averages (1, 5, 15 minutes) before and after the run. */
  readonly loadBefore: readonly number[];
  readonly loadAfter: readonly number[];
  /** ISO date of the run. */
  readonly date: string;
}

const load = (l: readonly number[]) => l.map((v) => v.toFixed(2)).join(' / ');

/** A Markdown table of `header` and `rows` (numeric-looking columns right-aligned). */
function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const numeric = header.map((_, c) => rows.every((r) => /^[\d.-]+$/.test(r[c] ?? '')));
  return [
    `| ${header.join(' | ')} |`,
    `| ${numeric.map((n) => (n ? '---:' : '---')).join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
}

export function benchmarksMarkdown(record: BenchRecord): string {
  const { result, machine } = record;
  const { header, rows } = resultRows(result);
  const renderers = result.workloads
    .flatMap((w) => w.subjects.map((s) => `${s.driver}: ${s.renderer}`))
    .filter((line, i, all) => all.indexOf(line) === i);
  return `# Benchmarks

Written by \`npm run bench -- --write\` (\`src/bench/\`); run it again to update this page and the chart.

Measured on ${record.date} on ${machineLine(machine)}. Load average (1 / 5 / 15 min): ${load(
    record.loadBefore,
  )} before the run, ${load(record.loadAfter)} after it.

This machine is shared (${machine.cores} cores, several people building and testing on it), so absolute
rates move by 2× and more from one run to the next; the ratios are steadier, because every driver and
Mesa take turns within each run. Read them, not the rates, and compare runs made under a similar load.

![ratios of each gallium-ts driver to Mesa's drivers, log scale](docs/benchmark-ratios.svg)

${markdownTable(header, rows)}

rate: millions of units per second at the median of ${result.runs} timed runs (after a warm-up of
${WARM_UP.frames} frames or ${WARM_UP.seconds} s, whichever ends first; each run after an untimed frame, each
frame finished with \`glFinish\` or a flush waited on); × mesa-X: the rate divided by
Mesa X's rate of the same workload in the same run; × soft-js-1t: the rate divided by driver-soft's
rate with its JavaScript template functions on one thread (driver-soft before its WebAssembly back end).

driver-soft runs four ways: \`soft\` as it comes (its WebAssembly SIMD back end where WebAssembly SIMD
exists, as many rasterizer threads as cores, up to 4), \`soft-1t\` on the calling thread only
(\`threads: 1\`), and \`soft-js\` / \`soft-js-1t\` the same with the JavaScript back end's template
functions only (\`codegen: 'js'\` with the internal \`jsTemplates\`, as before the code generation layer;
on one thread, driver-soft as it was before the WebAssembly back end). For \`fill\` and \`tex\`,
\`soft-int\` / \`soft-int-1t\` are \`soft\` / \`soft-1t\` with the integer unorm8 path (\`integerUnorm8:
true\`, off by default): smooth colours and bilinear RGBA8 texels in fixed point, blended in 8-bit
integers, as llvmpipe does for unorm8 targets and textures; each byte within 1 of the exact path's. \`mesa-llvmpipe\` is llvmpipe as it
comes (a rasterizer thread per core), \`mesa-llvmpipe-1t\` with \`LP_NUM_THREADS=0\` (no rasterizer
threads); softpipe has none. The chart pairs one-thread figures with one-thread llvmpipe.

Drawn by: ${renderers.map((r) => `\`${r}\``).join(', ')}.
${result.absent.map((a) => `\nNot measured: ${a.driver} (${a.reason}).`).join('')}

## The workloads

Defined once in \`scripts/mesa-bench/workloads.mjs\`; Mesa draws them through \`scripts/mesa-bench/mesa-bench.c\`
(OSMesa, built with gcc at bench time), our drivers through \`src/bench/gl-workloads.ts\` — the same GL calls
in TypeScript on \`@gallium-ts/state-tracker-gl\` — except \`alu\`.

| workload | what one frame draws | drivers |
| --- | --- | --- |
| \`fill\` | 1024², 32 full-screen smooth-shaded quads blended over | soft, webgl; Mesa llvmpipe, softpipe |
| \`tex\` | 1024², 16 full-screen quads, bilinear from a 256² RGBA8 texture | soft, webgl; Mesa llvmpipe, softpipe |
| \`tris\` | 512², a lit sphere of 65,536 triangles, depth tested | soft, webgl; Mesa llvmpipe, softpipe |
| \`alu\` | 1024², one full-screen quad whose fragment shader is 64 dependent MADs | soft, webgl; Mesa llvmpipe, softpipe |
| \`calls\` | 256², 20,000 one-triangle glBegin/glEnd draws with a glEnable/glDisable between them | noop; Mesa noop (\`GALLIUM_NOOP=1\`) |

\`alu\` is TGSI through the pipe API (GL 1.5 has no shaders): driver-soft's pipe-level workload
(\`packages/driver-soft/bench/pipe-workloads.mjs\`) on each driver's screen; Mesa runs the same 64 MADs
as a GLSL 1.10 shader. \`calls\` measures the state tracker: ours on driver-noop, Mesa's on its noop driver.
webgl runs on the npm package \`gl\` (ANGLE on Mesa's llvmpipe under Xvfb), so its figures measure the
driver on top of a software GPU, not a hardware one.
`;
}

/** Writes BENCHMARKS.md and the chart; returns the two paths. */
export function writeBenchmarks(record: BenchRecord): string[] {
  writeFileSync(BENCHMARKS_FILE, benchmarksMarkdown(record));
  writeFileSync(CHART_FILE, ratioChart(record.result, `${machineLine(record.machine)} · ${record.date}`));
  return [BENCHMARKS_FILE, CHART_FILE];
}
