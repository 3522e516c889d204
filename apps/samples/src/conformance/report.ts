// Writes the conformance report: the pictures of every scene (each driver's, Mesa's, and a diff image
// per comparison) under <out>/images/, results.json with every figure, and index.html: the summary table
// (summary.ts: scene × driver, pass or fail and the worst figure), then the failing scenes, open, then
// the others, each folded to one line; per scene the pictures side by side, the comparisons with their
// diff images and figures, and pass or fail. noop's pictures are labelled blank by design.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { diffImage, type RgbaImage } from '@gallium-ts/gallium-api/image';
import { writePng } from '@gallium-ts/gallium-api/png';
import { blankByDesign, NOOP_LABEL } from '../noop.js';
import { esc } from './escape.js';
import { type Comparison, type DriverOutcome, percent, type SceneVerdict, type Verdict } from './judge.js';
import type { Scene } from './scenes.js';
import { cellText, driverCell, readingOrder, summaryTable } from './summary.js';

export interface SceneReport {
  readonly scene: Pick<Scene, 'name' | 'title' | 'kind' | 'group'>;
  readonly outcomes: readonly DriverOutcome[];
  readonly mesa: ReadonlyMap<string, RgbaImage>;
  readonly verdict: SceneVerdict;
}

export interface RunInfo {
  /** Drivers drawn on. */
  readonly drivers: readonly string[];
  /** Drivers that could not create a screen here, with the reason. */
  readonly unavailable: readonly { driver: string; reason: string }[];
  readonly seconds: number;
}

const VERDICT_TEXT: Readonly<Record<Verdict, string>> = {
  pass: 'pass',
  fail: 'FAIL',
  'not-applicable': 'not applicable',
  uncompared: 'drawn, uncompared',
  'known-deviation': 'known deviation',
};

export function writeReport(outDir: string, run: RunInfo, scenes: readonly SceneReport[]): void {
  const images = join(outDir, 'images');
  mkdirSync(images, { recursive: true });
  const ordered = readingOrder(scenes);
  const failing = ordered.filter((r) => r.verdict.verdict === 'fail');
  const others = ordered.filter((r) => r.verdict.verdict !== 'fail');
  const body = [
    summaryTable(scenes, run.drivers, VERDICT_TEXT),
    failing.length > 0
      ? `<h2 id="failures">Failing scenes (${failing.length})</h2>`
      : '<h2 id="failures">No scene failed</h2>',
    ...failing.map((report) => sceneSection(images, report)),
    others.length > 0 ? '<h2 id="others">The other scenes <small>(each opens with a click)</small></h2>' : '',
    ...others.map((report) => folded(report, sceneSection(images, report))),
  ];
  const counts = countVerdicts(scenes);
  writeFileSync(join(outDir, 'index.html'), page(run, counts, body.join('\n')));
  writeFileSync(join(outDir, 'results.json'), `${JSON.stringify(results(run, scenes), null, 2)}\n`);
}

function countVerdicts(scenes: readonly SceneReport[]): Record<string, number> {
  const counts: Record<string, number> = {
    pass: 0,
    fail: 0,
    'known-deviation': 0,
    'not-applicable': 0,
    uncompared: 0,
  };
  for (const s of scenes) counts[s.verdict.verdict] = (counts[s.verdict.verdict] ?? 0) + 1;
  return counts;
}

/** A scene's section folded into one line: verdict, name, title and each driver's cell. */
function folded(report: SceneReport, section: string): string {
  const { scene, verdict } = report;
  const cells = report.outcomes
    .filter((o) => o.driver !== 'mesa')
    .map((o) => `${o.driver}: ${cellText(driverCell(report, o.driver))}`);
  return `<details class="folded ${verdict.verdict}"><summary><span class="status">${VERDICT_TEXT[verdict.verdict]}</span> <strong>${esc(scene.name)}</strong> <small>${esc(cells.join(' · '))}</small></summary>
${section}
</details>`;
}

/** The pictures of one scene written out, and its HTML section. */
function sceneSection(images: string, { scene, outcomes, mesa, verdict }: SceneReport): string {
  const pictures = new Map<string, RgbaImage>(mesa);
  for (const o of outcomes) if (o.status === 'drawn') pictures.set(o.driver, o.image);
  const file = (who: string) => `${scene.name}.${who}.png`;
  for (const [who, image] of pictures) writePng(join(images, file(who)), image);

  const figures = [
    ...outcomes.map((o) =>
      o.status === 'drawn'
        ? figure(
            file(o.driver),
            o.driver,
            `${o.ms.toFixed(1)} ms${blankByDesign(o.driver) ? ` ${NOOP_LABEL}` : ''}`,
          )
        : `<figure class="missing"><div class="reason">${esc(o.reason)}</div><figcaption>${esc(o.driver)}: ${
            o.status === 'error' ? 'error' : 'not applicable'
          }</figcaption></figure>`,
    ),
    ...[...mesa.keys()].map((who) => figure(file(who), who.replace('mesa-', 'Mesa '), 'reference')),
  ];
  const comparisons = [
    ...(verdict.mesaAgreement ? [verdict.mesaAgreement] : []),
    ...verdict.mesa,
    ...verdict.crossDriver,
  ];
  const rows = comparisons.map((c) => comparisonRow(images, scene.name, c, pictures));
  const failures = [...verdict.failures, ...verdict.deviations].map((f) => `<li>${esc(f)}</li>`).join('');
  return `<section class="scene ${verdict.verdict}" id="${esc(scene.name)}" data-scene="${esc(scene.name)}" data-verdict="${verdict.verdict}">
<h3><span class="status">${VERDICT_TEXT[verdict.verdict]}</span> ${esc(scene.name)} <small>${esc(scene.title)}</small></h3>
<p class="meta">${scene.group}, ${scene.kind}: off pixels must stay under ${percent(verdict.tolerance)}</p>
<div class="pictures">${figures.join('')}</div>
${rows.length ? `<table><tr><th>compared</th><th>off pixels</th><th>largest difference</th><th>result</th><th>diff</th></tr>${rows.join('')}</table>` : '<p class="meta">nothing to compare with on this machine</p>'}
${failures ? `<ul class="failures">${failures}</ul>` : ''}
</section>`;
}

function comparisonRow(
  images: string,
  scene: string,
  c: Comparison,
  pictures: ReadonlyMap<string, RgbaImage>,
): string {
  const a = pictures.get(c.a)!;
  const b = pictures.get(c.b)!;
  const name = `${scene}.${c.a}--${c.b}.diff.png`;
  const sameSize = a.width === b.width && a.height === b.height;
  if (sameSize) writePng(join(images, name), diffImage(a, b));
  const informative = c.a.startsWith('mesa-') && c.b.startsWith('mesa-');
  const result = informative ? (c.pass ? 'agree' : 'disagree') : c.pass ? 'pass' : 'FAIL';
  return `<tr class="${c.pass ? 'pass' : 'fail'}"><td>${esc(c.a)} vs ${esc(c.b)}</td><td>${percent(c.offShare)}</td><td>${c.maxDifference}</td><td>${result}</td><td>${
    sameSize ? `<img src="images/${esc(name)}" alt="diff ${esc(c.a)} ${esc(c.b)}">` : 'sizes differ'
  }</td></tr>`;
}

function figure(file: string, caption: string, note: string): string {
  return `<figure><img src="images/${esc(file)}" alt="${esc(caption)}"><figcaption>${esc(caption)} <small>${esc(note)}</small></figcaption></figure>`;
}

function page(run: RunInfo, counts: Record<string, number>, body: string): string {
  const unavailable = run.unavailable.map((u) => `<li>${esc(u.driver)}: ${esc(u.reason)}</li>`).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>gallium-ts conformance</title>
<style>
body { font: 14px system-ui, sans-serif; margin: 1.5em; background: #fafafa; color: #222; }
.scene { border-left: 6px solid #999; background: #fff; margin: 1em 0; padding: 0.5em 1em; }
.scene.pass { border-color: #2a2; } .scene.fail { border-color: #d22; } .scene.uncompared { border-color: #c90; }
h2 small, h3 small, summary small { font-weight: normal; color: #555; }
#summary-table { background: #fff; } #summary-table th, #summary-table td { border-bottom: 1px solid #eee; }
#summary-table td.cell { font-variant-numeric: tabular-nums; white-space: nowrap; }
td.cell.pass { background: #efe; } td.cell.fail { background: #fdd; color: #a00; font-weight: bold; }
td.cell.known-deviation, td.cell.uncompared { background: #ffd; }
tr.fail .verdict { color: #a00; font-weight: bold; }
details.folded { background: #fff; margin: 0.3em 0; padding: 0.3em 0.6em; border-left: 6px solid #999; }
details.folded.pass { border-color: #2a2; } details.folded.known-deviation, details.folded.uncompared { border-color: #c90; }
details.folded summary { cursor: pointer; } details.folded .scene { border: 0; margin: 0; }
.status { font-size: 0.8em; padding: 0 0.4em; border-radius: 3px; background: #ddd; }
.pass .status { background: #bfb; } .fail .status { background: #fbb; }
.uncompared .status, .known-deviation .status { background: #fe9; }
.pictures { display: flex; flex-wrap: wrap; gap: 1em; }
figure { margin: 0; } figure img, td img { image-rendering: pixelated; border: 1px solid #ccc; }
figure.missing .reason { width: 160px; height: 80px; overflow: auto; font-size: 12px; background: #eee; padding: 4px; }
table { border-collapse: collapse; margin-top: 0.6em; } td, th { padding: 2px 10px; text-align: left; }
td img { height: 64px; } tr.fail td { color: #b00; } .meta { color: #555; margin: 0.2em 0; }
</style></head><body>
<h1>gallium-ts conformance</h1>
<p id="summary">${counts.pass} passed, ${counts.fail} failed, ${counts['known-deviation']} known deviations, ${counts.uncompared} drawn without anything to compare with, ${
    counts['not-applicable']
  } not applicable — drivers: ${esc(run.drivers.join(', '))}; ${run.seconds.toFixed(1)} s.</p>
<p class="meta">A pixel is off when its largest channel difference exceeds 24. Each driver is compared with Mesa
(llvmpipe and softpipe through OSMesa, drawn by reference/samples.c) and with every other driver. Where the two
Mesa drivers disagree beyond the tolerance, matching either passes. Diff images: red = off, yellow = differs within
the threshold, grey = equal.</p>
${unavailable ? `<p>Drivers not available here:</p><ul>${unavailable}</ul>` : ''}
${body}
</body></html>
`;
}

function results(run: RunInfo, scenes: readonly SceneReport[]): object {
  return {
    ...run,
    scenes: scenes.map(({ scene, outcomes, verdict }) => ({
      name: scene.name,
      group: scene.group,
      kind: scene.kind,
      verdict: verdict.verdict,
      tolerance: verdict.tolerance,
      drivers: outcomes.map((o) =>
        o.status === 'drawn' ? { driver: o.driver, status: o.status, ms: o.ms } : { ...o },
      ),
      comparisons: [
        ...(verdict.mesaAgreement ? [verdict.mesaAgreement] : []),
        ...verdict.mesa,
        ...verdict.crossDriver,
      ],
      failures: verdict.failures,
      deviations: verdict.deviations,
      cells: run.drivers.map((d) => {
        const cell = driverCell({ outcomes, verdict }, d);
        return {
          driver: d,
          status: cell.status,
          text: cellText(cell),
          worstOffShare: cell.worst?.offShare ?? null,
        };
      }),
    })),
  };
}
