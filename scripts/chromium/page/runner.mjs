// Runs one test file inside the page with vitest's own runner (@vitest/runner): collection, hooks,
// skip/only/each, timeouts and the test context behave as under vitest. Every finished test and every
// suite or file error is reported to the Node side through the report binding.
//
// Reports: { type: 'test', name, state: 'pass' | 'fail' | 'skip' | 'todo', duration, note?,
//            knownFailure?, errors }
//          { type: 'error', name, errors }   (a file that failed to load, name '', or a suite whose
//                                             beforeAll/afterAll failed)
// where errors are { name, message, stack, diff? }.
import { startTests } from '@vitest/runner';
import { reportBinding, testsGlobal } from '../protocol.mjs';
import { checkAssertions, resetAssertions } from './expect.mjs';

/**
 * Called by the bundle's entry with a loader per test file (a relative path → dynamic import).
 * Makes `globalThis[testsGlobal].run(file, options)` available to the Node side.
 */
export function registerPageTests(loaders) {
  globalThis[testsGlobal] = {
    files: Object.keys(loaders),
    run: (file, options) => runFile(loaders, file, options),
  };
}

/**
 * Runs `file`; resolves when every report has been delivered. Options: testTimeout and hookTimeout
 * (ms), testNamePattern (a RegExp source), allowOnly (as vitest's: false under CI), skip ({ [full test
 * name]: reason }: reported as skipped without running) and knownFailures (the same shape: run as
 * vitest's `it.fails`, so they pass while they fail and fail once they pass).
 */
async function runFile(loaders, file, options) {
  const report = globalThis[reportBinding];
  if (typeof report !== 'function') throw new Error('the page was not opened by the page-test runner');
  if (!Object.hasOwn(loaders, file)) throw new Error(`the bundle has no test file ${file}`);
  const runner = new PageRunner(loaders, options, report);
  const files = await startTests([file], runner);
  // Tests under a skipped suite or a failed beforeAll finish without an event: report them now.
  for (const task of files.flatMap(allTasks)) {
    if (task.type === 'test') runner.reportTest(task);
    else if (task.result?.errors?.length) {
      runner.pending.push(
        report({ type: 'error', name: task.file === task ? '' : task.fullTestName, errors: errorsOf(task) }),
      );
    }
  }
  await Promise.all(runner.pending);
}

/** The VitestRunner of page tests. */
class PageRunner {
  constructor(loaders, options, report) {
    this.loaders = loaders;
    this.skip = options.skip ?? {};
    this.knownFailures = options.knownFailures ?? {};
    this.report = report;
    this.tasks = new Map();
    this.reported = new Set();
    this.pending = [];
    this.config = {
      root: '/',
      setupFiles: [],
      name: undefined,
      passWithNoTests: false,
      testNamePattern: options.testNamePattern ? new RegExp(options.testNamePattern) : undefined,
      allowOnly: options.allowOnly ?? false,
      sequence: { shuffle: false, concurrent: false, seed: 0, hooks: 'stack', setupFiles: 'list' },
      chaiConfig: undefined,
      maxConcurrency: 1,
      testTimeout: options.testTimeout ?? 60_000,
      hookTimeout: options.hookTimeout ?? 60_000,
      retry: 0,
      includeTaskLocation: false,
      diffOptions: undefined,
      tags: [],
      tagsFilter: undefined,
      strictTags: false,
    };
  }

  importFile(file) {
    return this.loaders[file]();
  }

  onCollected(files) {
    for (const task of files.flatMap(allTasks)) this.tasks.set(task.id, task);
  }

  onBeforeRunTask(test) {
    if (test.mode !== 'run') return;
    const reason = this.skip[test.fullTestName];
    if (reason !== undefined) {
      test.mode = 'skip';
      test.result = { state: 'skip', note: reason };
    }
    if (this.knownFailures[test.fullTestName] !== undefined) test.fails = true;
  }

  onBeforeTryTask(test) {
    resetAssertions(test.fullTestName);
  }

  onAfterTryTask() {
    checkAssertions();
  }

  onTaskUpdate(_packs, events) {
    for (const [id, event] of events) {
      const task = this.tasks.get(id);
      if (event === 'test-finished' && task?.type === 'test') this.reportTest(task);
    }
  }

  /** Sends a finished test's report, once. */
  reportTest(test) {
    if (this.reported.has(test.id)) return;
    this.reported.add(test.id);
    this.pending.push(
      this.report({
        type: 'test',
        name: test.fullTestName,
        state: test.result?.state ?? test.mode,
        duration: test.result?.duration ?? 0,
        note: test.result?.note,
        knownFailure: this.knownFailures[test.fullTestName],
        errors: errorsOf(test),
      }),
    );
  }
}

/** A task and every task under it. */
function allTasks(task) {
  return [task, ...(task.tasks ?? []).flatMap(allTasks)];
}

function errorsOf(task) {
  return (task.result?.errors ?? []).map((e) => ({
    name: e.name ?? 'Error',
    message: e.message ?? String(e),
    stack: e.stack ?? '',
    diff: e.diff,
  }));
}
