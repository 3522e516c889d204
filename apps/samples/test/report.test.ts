// The conformance report's page on made-up results: the summary table (scene × driver, pass or fail
// and the worst figure) opens it, failing scenes come first and open, the others folded; noop's cells
// and pictures say they are blank by design. Pages go to test/output/report/.
import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type RgbaImage, rgbaImage } from '@gallium-ts/gallium-api/image';
import { beforeAll, describe, expect, it } from 'vitest';
import { type DriverOutcome, judgeScene } from '../src/conformance/judge.js';
import { type SceneReport, writeReport } from '../src/conformance/report.js';
import { NOOP_DEVIATION } from '../src/noop.js';

const OUT = fileURLToPath(new URL('./output/report/', import.meta.url));

/** A 10 × 10 grey picture with the first `off` pixels' red channel raised by 100. */
function picture(off = 0, grey = 100): RgbaImage {
  const image = rgbaImage(10, 10, new Uint8Array(400).fill(grey));
  for (let p = 0; p < off; p++) image.data[p * 4] = grey + 100;
  return image;
}

const drawn = (driver: string, image: RgbaImage): DriverOutcome => ({
  driver,
  status: 'drawn',
  image,
  ms: 1,
});

/** A scene drawn by soft (`softOff` pixels off) and noop (blank), judged as conformance judges it. */
function scene(name: string, softOff: number, withMesa = true): SceneReport {
  const outcomes = [drawn('soft', picture(softOff)), drawn('noop', picture(0, 0))];
  const mesa = new Map(
    withMesa
      ? [
          ['mesa-llvmpipe', picture()],
          ['mesa-softpipe', picture()],
        ]
      : [],
  );
  return {
    scene: { name, title: `the ${name} scene`, kind: 'filled', group: 'sample' },
    outcomes,
    mesa,
    verdict: judgeScene('filled', outcomes, mesa, { noop: NOOP_DEVIATION }),
  };
}

let html: string;
let results: { scenes: { name: string; cells: { driver: string; status: string; text: string }[] }[] };

beforeAll(() => {
  rmSync(OUT, { recursive: true, force: true });
  // registry order: a passing scene, a failing one, a pipe scene with no Mesa picture
  const scenes = [scene('alpha', 0), scene('beta', 5), scene('gamma', 0, false)];
  writeReport(OUT, { drivers: ['soft', 'noop'], unavailable: [], seconds: 1 }, scenes);
  html = readFileSync(`${OUT}index.html`, 'utf8');
  results = JSON.parse(readFileSync(`${OUT}results.json`, 'utf8'));
});

/** The cells of the summary table's row for `name`. */
function row(name: string): string[] {
  const table = html.slice(html.indexOf('<table id="summary-table">'), html.indexOf('</table>'));
  const tr = table.match(new RegExp(`<tr [^>]*data-scene="${name}">(.*?)</tr>`))?.[1] ?? '';
  return [...tr.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ''));
}

describe('the conformance report', () => {
  it('opens with the summary table: a row per scene, failures first, a column per driver', () => {
    const table = html.indexOf('id="summary-table"');
    expect(table).toBeGreaterThan(0);
    expect(table).toBeLessThan(html.indexOf('<section'));
    expect(html.match(/<thead><tr>(.*?)<\/tr>/)?.[1]).toBe(
      '<th>scene</th><th>verdict</th><th>soft</th><th>noop</th>',
    );
    const order = [...html.matchAll(/<tr class="[^"]*" data-scene="(\w+)">/g)].map((m) => m[1]);
    expect(order).toEqual(['beta', 'alpha', 'gamma']);
    expect(row('beta')).toEqual([
      'beta',
      'FAIL',
      'FAIL 5.00% vs mesa-llvmpipe',
      'known deviation 100.00% vs mesa-llvmpipe (noop: blank by design)',
    ]);
    expect(row('alpha').slice(1, 3)).toEqual(['known deviation', 'pass 0.00% vs mesa-llvmpipe']);
    // no Mesa picture: soft is compared with noop only, which says nothing about soft
    expect(row('gamma')[2]).toBe('uncompared');
  });

  it('shows the failing scenes next, open, and folds the others', () => {
    const sections = [...html.matchAll(/<section class="scene [^"]*" id="(\w+)"/g)].map((m) => m[1]);
    expect(sections).toEqual(['beta', 'alpha', 'gamma']);
    const failures = html.indexOf('<h2 id="failures">Failing scenes (1)</h2>');
    expect(failures).toBeGreaterThan(html.indexOf('</table>'));
    const beta = html.indexOf('id="beta"');
    expect(beta).toBeGreaterThan(failures);
    expect(html.lastIndexOf('<details', beta)).toBe(-1);
    for (const name of ['alpha', 'gamma']) {
      const at = html.indexOf(`id="${name}"`);
      expect(html.lastIndexOf('<details class="folded', at)).toBeGreaterThan(beta);
    }
  });

  it("labels noop's pictures blank by design and records every cell in results.json", () => {
    expect(html).toMatch(/<figcaption>noop <small>1\.0 ms \(noop: blank by design\)<\/small>/);
    const beta = results.scenes.find((s) => s.name === 'beta')!;
    expect(beta.cells.map((c) => [c.driver, c.status])).toEqual([
      ['soft', 'fail'],
      ['noop', 'known-deviation'],
    ]);
    expect(beta.cells[1]!.text).toContain('(noop: blank by design)');
  });
});
