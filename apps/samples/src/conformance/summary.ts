// The conformance report's summary: the scenes in reading order (failures first, passes last) and,
// per scene and driver, one cell — what became of the driver's picture (pass, FAIL, known deviation,
// uncompared, not applicable, error) and the worst figure the judge computed for it: the largest share
// of pixels off, and against what, among its comparisons with Mesa (with the other drivers when there
// is no Mesa picture, or when the driver failed). Comparisons with noop's blank pictures count only for
// noop. The HTML table that
// opens the report and the cells of results.json both come from here.
import { blankByDesign, NOOP_LABEL } from '../noop.js';
import { esc } from './escape.js';
import { type Comparison, percent, type Verdict } from './judge.js';
import type { SceneReport } from './report.js';

/** Scenes in this order of verdict: what needs looking at first. */
const VERDICT_ORDER: readonly Verdict[] = ['fail', 'known-deviation', 'uncompared', 'not-applicable', 'pass'];

/** `scenes` with failures first and passes last, registry order within each verdict. */
export function readingOrder<T extends Pick<SceneReport, 'verdict'>>(scenes: readonly T[]): T[] {
  const rank = (s: T) => VERDICT_ORDER.indexOf(s.verdict.verdict);
  return scenes
    .map((scene, index) => ({ scene, index }))
    .sort((x, y) => rank(x.scene) - rank(y.scene) || x.index - y.index)
    .map(({ scene }) => scene);
}

export type CellStatus =
  | 'pass'
  | 'fail'
  | 'known-deviation'
  | 'uncompared'
  | 'not-applicable'
  | 'error'
  | 'absent';

/** One driver's result on one scene. */
export interface DriverCell {
  readonly driver: string;
  readonly status: CellStatus;
  /** Its comparison with the most pixels off; null when it was compared with nothing. */
  readonly worst: Comparison | null;
  /** noop's pictures: blank by design. */
  readonly blankByDesign: boolean;
}

export function driverCell(
  { outcomes, verdict }: Pick<SceneReport, 'outcomes' | 'verdict'>,
  driver: string,
): DriverCell {
  const outcome = outcomes.find((o) => o.driver === driver);
  const other = (c: Comparison) => (c.a === driver ? c.b : c.a);
  // noop's blank pictures say nothing about the other drivers
  const relevant = [...verdict.mesa, ...verdict.crossDriver].filter(
    (c) => (c.a === driver || c.b === driver) && (blankByDesign(driver) || !blankByDesign(other(c))),
  );
  const failed = verdict.failedDrivers.includes(driver);
  const againstMesa = relevant.filter((c) => other(c).startsWith('mesa-'));
  // A failing driver's worst figure is the one that failed it; any other's, its figure against Mesa.
  const pool = failed || againstMesa.length === 0 ? relevant : againstMesa;
  const worst = pool.reduce<Comparison | null>((w, c) => (!w || c.offShare > w.offShare ? c : w), null);
  const status: CellStatus = !outcome
    ? 'absent'
    : outcome.status !== 'drawn'
      ? outcome.status
      : failed
        ? 'fail'
        : verdict.deviatingDrivers.includes(driver)
          ? 'known-deviation'
          : worst
            ? 'pass'
            : 'uncompared';
  return { driver, status, worst, blankByDesign: blankByDesign(driver) };
}

const CELL_TEXT: Readonly<Record<CellStatus, string>> = {
  pass: 'pass',
  fail: 'FAIL',
  'known-deviation': 'known deviation',
  uncompared: 'uncompared',
  'not-applicable': 'n/a',
  error: 'error',
  absent: '-',
};

/** The cell as words: status, worst figure and what it was against, noop's label. */
export function cellText(cell: DriverCell): string {
  const { worst } = cell;
  const other = worst && (worst.a === cell.driver ? worst.b : worst.a);
  const figure = worst ? ` ${percent(worst.offShare)} vs ${other}` : '';
  return `${CELL_TEXT[cell.status]}${figure}${cell.blankByDesign ? ` ${NOOP_LABEL}` : ''}`;
}

/** The table that opens the report: a row per scene in reading order, a column per driver. */
export function summaryTable(
  scenes: readonly SceneReport[],
  drivers: readonly string[],
  verdictText: Readonly<Record<Verdict, string>>,
): string {
  const head = ['scene', 'verdict', ...drivers].map((h) => `<th>${esc(h)}</th>`).join('');
  const rows = readingOrder(scenes).map((report) => {
    const cells = drivers.map((d) => {
      const cell = driverCell(report, d);
      return `<td class="cell ${cell.status}" data-driver="${esc(d)}">${esc(cellText(cell))}</td>`;
    });
    const { name } = report.scene;
    return `<tr class="${report.verdict.verdict}" data-scene="${esc(name)}"><th><a href="#${esc(name)}">${esc(name)}</a></th><td class="verdict">${verdictText[report.verdict.verdict]}</td>${cells.join('')}</tr>`;
  });
  return `<table id="summary-table"><thead><tr>${head}</tr></thead><tbody>${rows.join('\n')}</tbody></table>`;
}
