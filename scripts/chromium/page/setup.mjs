// What a browser project's setup file calls in the page before each test file: a check that the page
// has WebGL2 (else every file fails saying what Chromium needs), and the project's lists of tests that
// are skipped in the page (they only make sense in Node) or expected to fail there (a known deviation
// of the page's WebGL2), each with its reason. An expected failure that passes fails the run, as does
// a list entry that names no test of its file (a renamed or deleted test), so the lists stay true.
import { afterAll, beforeEach } from 'vitest';

/** Throws when the page gives canvases no WebGL2 context. */
export function requirePageWebgl2() {
  if (document.createElement('canvas').getContext('webgl2')) return;
  throw new Error(
    'Chromium gives pages no WebGL2 context: it needs its SwiftShader backend (libvk_swiftshader.so, part ' +
      "of Debian's chromium-common) and the flags --use-angle=swiftshader --enable-unsafe-swiftshader",
  );
}

/**
 * Registers hooks applying `skip` and `knownFailures`, both { '<file> > <full test name>': reason }
 * with <file> relative to the project root: a listed test is skipped with its reason, or run as
 * vitest's `it.fails` (it passes while it fails, and fails once it passes).
 */
export function applyTestLists({ skip = {}, knownFailures = {} }) {
  let file;
  beforeEach(async (context) => {
    file = context.task.file;
    const key = `${context.task.file.name} > ${context.task.fullTestName}`;
    if (Object.hasOwn(knownFailures, key)) {
      context.task.fails = true;
      await context.annotate(`known failure: ${knownFailures[key]}`);
    }
    if (Object.hasOwn(skip, key)) context.skip(skip[key]);
  });
  afterAll(() => {
    if (!file) return;
    const names = new Set(allTests(file).map((test) => `${file.name} > ${test.fullTestName}`));
    const stale = [...Object.keys(skip), ...Object.keys(knownFailures)].filter(
      (key) => key.startsWith(`${file.name} > `) && !names.has(key),
    );
    if (stale.length) throw new Error(`a skip or known-failure entry names no test: ${stale.join('; ')}`);
  });
}

function allTests(task) {
  return task.type === 'test' ? [task] : (task.tasks ?? []).flatMap(allTests);
}
