// Types of scripts/command-coverage.mjs for TypeScript callers.

export interface ListedCommand {
  /** The version or feature that introduced it (GL_VERSION_1_0, GLU_VERSION_1_3...). */
  feature: string;
  name: string;
}

export interface CoverageRow {
  feature: string;
  /** One family of typed variants, or a single command. */
  commands: string[];
  /** Up to three test files calling them, most calls first. */
  tests: string[];
}

/** The commands of a list file ("<version> <name>" lines, # comments), in file order. */
export function readCommandList(file: string): ListedCommand[];

/** The table rows, and the commands no test under `packageRoot/test` calls by name. */
export function commandCoverage(
  packageRoot: string,
  commands: readonly ListedCommand[],
  skip?: readonly string[],
): { rows: CoverageRow[]; untested: string[] };

/** The Markdown table of `rows`; `version` turns a feature name into the first column's text. */
export function coverageTable(rows: readonly CoverageRow[], version: (feature: string) => string): string;

export const COVERAGE_START: string;
export const COVERAGE_END: string;

/** null when the README's table equals `table` (or was rewritten, with `write`), else its current table. */
export function readmeCoverage(readmePath: string, table: string, write: boolean): string | null;
