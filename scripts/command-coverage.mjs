// Command coverage of a package's tests, shared by state-tracker-gl (GL 1.0–1.5, from Khronos' gl.xml) and
// glu (GLU 1.3, from glu.h): every command of a list with the test files that call it by name, grouped into
// families of typed variants (glColor3b … glColor4usv), as the Markdown table a README carries between its
// coverage markers. Each package's coverage.test.ts checks the table and rewrites it on request.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The commands of a list file ("<version> <name>" lines, # comments), in file order. */
export function readCommandList(file) {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => {
      const [feature, name] = line.trim().split(/\s+/);
      return { feature, name };
    });
}

/**
 * The files under `folder` (recursively, skipping output folders) that name the calls tests make: *.ts,
 * and *.json (call sequences that tests replay, such as the selection and feedback cases).
 */
function testFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'output' ? [] : testFiles(path);
    return entry.name.endsWith('.ts') || entry.name.endsWith('.json') ? [path] : [];
  });
}

/** Type suffixes of the typed variants: count, normalization, component type, vector form. */
const VARIANT_SUFFIX = /([1-4]?N?)(ub|us|ui|b|s|i|f|d)(v?)$|([1-4])(v?)$|v$/;
/** The extension suffix, ahead of the type suffix (glVertexAttrib4NubvARB). */
const VENDOR_SUFFIX = /(ARB|EXT)$/;

/** Families of commands that differ only in their type suffix, in first-seen order. */
function families(names) {
  const byBase = new Map();
  for (const name of names) {
    const base = name.replace(VENDOR_SUFFIX, '').replace(VARIANT_SUFFIX, '');
    byBase.set(base, [...(byBase.get(base) ?? []), name]);
  }
  return [...byBase.values()];
}

/**
 * The rows of the table (each family with up to three test files, those calling its commands most often)
 * and the commands no test under `packageRoot/test` calls by name. Files ending in one of `skip` are not read.
 */
export function commandCoverage(packageRoot, commands, skip = []) {
  const files = testFiles(join(packageRoot, 'test'))
    .filter((f) => !skip.some((s) => f.endsWith(s)))
    .map((f) => ({ path: relative(packageRoot, f), text: readFileSync(f, 'utf8') }));
  const untested = [];
  const rows = [];
  for (const feature of new Set(commands.map((c) => c.feature))) {
    const names = commands.filter((c) => c.feature === feature).map((c) => c.name);
    for (const family of families(names)) {
      const counts = new Map();
      for (const name of family) {
        const pattern = new RegExp(`\\b${name}\\b`, 'g');
        let found = false;
        for (const file of files) {
          const n = file.text.match(pattern)?.length ?? 0;
          if (n > 0) {
            found = true;
            counts.set(file.path, (counts.get(file.path) ?? 0) + n);
          }
        }
        if (!found) untested.push(name);
      }
      const tests = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([path]) => path);
      rows.push({ feature, commands: family, tests: tests.slice(0, 3) });
    }
  }
  return { rows, untested };
}

/** The Markdown table of `rows`; `version` turns a feature name into the first column's text. */
export function coverageTable(rows, version) {
  const lines = ['| Version | Commands | Tests (most calls first) |', '| --- | --- | --- |'];
  for (const row of rows) {
    const commands = row.commands.map((c) => `\`${c}\``).join(' ');
    const tests = row.tests.map((t) => `\`${t}\``).join(', ');
    lines.push(`| ${version(row.feature)} | ${commands} | ${tests} |`);
  }
  return lines.join('\n');
}

export const COVERAGE_START = '<!-- coverage:start -->';
export const COVERAGE_END = '<!-- coverage:end -->';

/**
 * The README's coverage table (between the markers) compared with `table`: returns null when it is
 * current (or was just rewritten because `write` is true), else the table the README has now.
 */
export function readmeCoverage(readmePath, table, write) {
  const readme = readFileSync(readmePath, 'utf8');
  const start = readme.indexOf(COVERAGE_START);
  const end = readme.indexOf(COVERAGE_END);
  if (start < 0 || end < start)
    throw new Error(`${readmePath} has no ${COVERAGE_START} … ${COVERAGE_END} section`);
  const wanted = `${COVERAGE_START}\n${table}\n${COVERAGE_END}`;
  const current = readme.slice(start, end + COVERAGE_END.length);
  if (current === wanted) return null;
  if (!write) return current;
  writeFileSync(readmePath, readme.slice(0, start) + wanted + readme.slice(end + COVERAGE_END.length));
  return null;
}
