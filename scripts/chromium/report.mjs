// The terminal side of a page-test run: one line per finished test (✓ passed, × failed with its
// errors, ↓ skipped with the reason, ! a known failure that still fails), errors outside tests, and
// the tally that decides the exit code.
// Stack frames in the bundle are mapped back to source files through the bundle's source map.
import { SourceMap } from 'node:module';

export class PageTestReport {
  /** `map`: the bundle's source map; `write`: where lines go (default console.log). */
  constructor({ map, bundleUrl, write = (line) => console.log(line) }) {
    this.sourceMap = new SourceMap(map);
    this.sources = map.sources;
    this.bundleUrl = bundleUrl;
    this.write = write;
    this.passed = 0;
    this.failed = 0;
    this.skipped = 0;
    /** Tests listed as known failures that still fail (counted among the skipped). */
    this.knownFailures = 0;
    /** Errors outside tests: files that failed to load, hooks, uncaught page errors, timeouts. */
    this.errors = 0;
  }

  /** A report from page/runner.mjs about `file`. */
  add(file, report) {
    const name = report.name ? `${file} > ${report.name}` : file;
    if (report.type === 'error') {
      this.error(name, report.errors);
    } else if (report.knownFailure !== undefined && report.state === 'pass') {
      this.knownFailures++;
      this.skipped++;
      this.write(`  ! ${name} (known failure: ${report.knownFailure})`);
    } else if (report.state === 'pass') {
      this.passed++;
      this.write(`  ✓ ${name} ${Math.round(report.duration)} ms`);
    } else if (report.state === 'skip' || report.state === 'todo') {
      this.skipped++;
      this.write(
        `  ↓ ${name} (${report.state === 'todo' ? 'todo' : 'skipped'}${report.note ? `: ${report.note}` : ''})`,
      );
    } else {
      this.failed++;
      this.write(`  × ${name} ${Math.round(report.duration)} ms`);
      if (report.knownFailure !== undefined) {
        this.write('      listed as a known failure but passed: take it off the list');
      }
      this.writeErrors(report.errors);
    }
  }

  /** Errors outside any test, at `where`: each counts as a failure of the run. */
  error(where, errors) {
    this.errors += Math.max(1, errors.length);
    this.write(`  × ${where}: error outside a test`);
    this.writeErrors(errors);
  }

  /** True when the run passed: no failed test, no error, at least one test passed. */
  get ok() {
    return this.failed === 0 && this.errors === 0 && this.passed > 0;
  }

  /**
   * The closing lines: how many known failures are among the skipped, then
   * "<label>: N passed, N failed, N skipped" (errors outside tests counted as failed).
   */
  summary(label) {
    const known = this.knownFailures;
    return [
      ...(known ? [`${known} known failure${known === 1 ? '' : 's'} (!) counted as skipped`] : []),
      `${label}: ${this.passed} passed, ${this.failed + this.errors} failed, ${this.skipped} skipped`,
    ];
  }

  writeErrors(errors) {
    for (const e of errors) {
      this.write(indent(`${e.name}: ${e.message}`, 6));
      if (e.diff) this.write(indent(e.diff, 8));
      const frames = this.mapStack(e.stack ?? '')
        .split('\n')
        .filter((line) => /^\s*at /.test(line) && !NOISE.test(line) && !line.includes(this.bundleUrl))
        .slice(0, 6);
      if (frames.length) this.write(indent(frames.map((f) => f.trim()).join('\n'), 8));
    }
  }

  /** `stack` with every bundle position replaced by its source file, line and column. */
  mapStack(stack) {
    return stack.replaceAll(
      new RegExp(`${escapeRegExp(this.bundleUrl)}:(\\d+):(\\d+)`, 'g'),
      (whole, line, column) => {
        const entry = this.sourceMap.findEntry(Number(line) - 1, Number(column) - 1);
        if (!entry?.originalSource) return whole;
        return `${entry.originalSource}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
      },
    );
  }
}

/** Stack frames that say nothing about the test: the runner, dependencies, engine internals. */
const NOISE = /[\\/]scripts[\\/]chromium[\\/]|node_modules|<anonymous>|page-tests\.mjs/;

function indent(text, spaces) {
  const pad = ' '.repeat(spaces);
  return text
    .split('\n')
    .map((line) => pad + line)
    .join('\n');
}

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
