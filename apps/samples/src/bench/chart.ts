// The bar chart of BENCHMARKS.md as SVG text: one horizontal bar per (workload, our driver, Mesa
// driver) giving how many times Mesa's rate our driver reached in the same run, on a logarithmic axis
// (ratios span 0.01× to 10×) with the 1× line marked; under the axis the legend, and under the legend,
// on a line of its own so that the two never overlap, the caption. Self-contained: no fonts or scripts
// to load.
import { formatRatio } from './report.js';
import type { BenchResult } from './run.js';

interface Bar {
  readonly label: string;
  readonly reference: string;
  readonly value: number;
}

/** The chart's accessible title (what a screen reader announces). */
const TITLE =
  "Ratios of each gallium-ts driver to Mesa's llvmpipe (all threads and one), softpipe and noop, log scale";
const WIDTH = 760;
const LABEL_WIDTH = 210;
const RIGHT_MARGIN = 60;
const BAR_HEIGHT = 14;
const ROW_HEIGHT = 20;
const GROUP_GAP = 10;
const TOP = 58;
/** Below the plot: the axis labels, the legend's row, the caption's line (baselines). */
const LEGEND_ROW = 30;
const CAPTION_LINE = 64;
const BOTTOM_MARGIN = 14;
/** Space per legend entry: the swatch, its gap, the longest text ("÷ Mesa softpipe") and a gap. */
const LEGEND_STEP = 150;
const COLORS: Readonly<Record<string, string>> = {
  'mesa-llvmpipe': '#3b6fb6',
  'mesa-llvmpipe-1t': '#8fb3e0',
  'mesa-softpipe': '#d9822b',
  'mesa-noop': '#3f9a5a',
};

/** Escapes text for SVG. */
function xml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * Whether the chart shows `subject` against Mesa's `reference`: our one-thread figures (`…-1t`) against
 * llvmpipe on one thread, the others against llvmpipe as it comes, both against softpipe and noop (one
 * thread each); the JavaScript back end's figures (`soft-js…`, the table's "before") are left out.
 */
function charted(subject: string, reference: string): boolean {
  if (subject.startsWith('mesa-') || subject.includes('-js')) return false;
  if (!reference.startsWith('mesa-llvmpipe')) return true;
  return subject.endsWith('-1t') === reference.endsWith('-1t');
}

/** The bars of each workload: each of our drivers against the Mesa drivers it is charted with. */
function bars(result: BenchResult): Bar[][] {
  return result.workloads
    .map((w) =>
      w.subjects.flatMap((s) =>
        Object.entries(s.ratios)
          .filter(([reference]) => charted(s.driver, reference))
          .map(([reference, value]) => ({
            label: `${w.workload} · ${s.driver} ÷ ${reference.slice(5)}`,
            reference,
            value,
          })),
      ),
    )
    .filter((group) => group.length > 0);
}

/** The SVG document; `subtitle` names the machine and the date. */
export function ratioChart(result: BenchResult, subtitle: string): string {
  const groups = bars(result);
  const values = groups.flat().map((b) => b.value);
  // The axis spans whole decades around every value and 1×.
  const low = Math.min(-1, Math.floor(Math.log10(Math.min(1, ...values))));
  const high = Math.max(1, Math.ceil(Math.log10(Math.max(1, ...values))));
  const plotWidth = WIDTH - LABEL_WIDTH - RIGHT_MARGIN;
  const x = (v: number) => LABEL_WIDTH + ((Math.log10(v) - low) / (high - low)) * plotWidth;
  const rows = groups.reduce((n, g) => n + g.length, 0);
  const plotBottom = TOP + rows * ROW_HEIGHT + (groups.length - 1) * GROUP_GAP;
  const height = plotBottom + CAPTION_LINE + BOTTOM_MARGIN;

  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="sans-serif" font-size="12" role="img">`,
    `<title>${xml(TITLE)}</title>`,
    `<rect width="${WIDTH}" height="${height}" fill="#ffffff"/>`,
    `<text x="12" y="22" font-size="15" font-weight="bold">gallium-ts drivers ÷ Mesa (same run, median of ${result.runs})</text>`,
    `<text x="12" y="40" fill="#555555">${xml(subtitle)}</text>`,
  ];
  for (let d = low; d <= high; d++) {
    const gx = x(10 ** d).toFixed(1);
    const strong = d === 0;
    parts.push(
      `<line x1="${gx}" y1="${TOP - 6}" x2="${gx}" y2="${plotBottom}" stroke="${strong ? '#222222' : '#dddddd'}" stroke-width="${strong ? 1.5 : 1}"/>`,
      `<text x="${gx}" y="${plotBottom + 16}" text-anchor="middle" fill="#333333">${formatRatio(10 ** d)}×</text>`,
    );
  }
  let y = TOP;
  for (const group of groups) {
    for (const bar of group) {
      const end = x(bar.value);
      const start = x(10 ** low);
      parts.push(
        `<text x="${LABEL_WIDTH - 8}" y="${y + BAR_HEIGHT - 3}" text-anchor="end">${xml(bar.label)}</text>`,
        `<rect x="${start.toFixed(1)}" y="${y}" width="${Math.max(1, end - start).toFixed(1)}" height="${BAR_HEIGHT}" fill="${COLORS[bar.reference] ?? '#888888'}"/>`,
        `<text x="${(end + 4).toFixed(1)}" y="${y + BAR_HEIGHT - 3}" fill="#222222">${formatRatio(bar.value)}×</text>`,
      );
      y += ROW_HEIGHT;
    }
    y += GROUP_GAP;
  }
  let lx = LABEL_WIDTH;
  for (const [reference, color] of Object.entries(COLORS)) {
    if (!groups.flat().some((b) => b.reference === reference)) continue;
    parts.push(
      `<rect x="${lx}" y="${plotBottom + LEGEND_ROW}" width="12" height="12" fill="${color}"/>`,
      `<text x="${lx + 16}" y="${plotBottom + LEGEND_ROW + 10}">÷ Mesa ${reference.slice(5)}</text>`,
    );
    lx += LEGEND_STEP;
  }
  parts.push(
    `<text x="${LABEL_WIDTH}" y="${plotBottom + CAPTION_LINE}" fill="#555555">log scale; right of 1× is faster than Mesa</text>`,
    '</svg>',
  );
  return `${parts.join('\n')}\n`;
}
