// Runs test files in headless Chromium: bundles them (bundle.mjs), starts Chromium with WebGL2
// (launch.mjs), then runs each file in a fresh browser context and page, as vitest isolates files,
// printing every test's result as it finishes (report.mjs). Pictures the tests save or load go
// through the bridge (page/bridge.mjs ↔ pictures.mjs).
import { bundlePageTests } from './bundle.mjs';
import { launchChromium, requireWebgl2 } from './launch.mjs';
import { loadPicture, savePicture } from './pictures.mjs';
import { loadPngBinding, reportBinding, savePngBinding, testsGlobal } from './protocol.mjs';
import { PageTestReport } from './report.mjs';

const ORIGIN = 'http://page-tests.localhost';
const BUNDLE_URL = `${ORIGIN}/page-tests.js`;
const PAGE = `<!doctype html><meta charset="utf-8"><title>page tests</title>
<body><script type="module" src="${BUNDLE_URL}"></script></body>`;

/**
 * Runs `files` (absolute paths) in Chromium. Options:
 * - root: test names are relative to it (default: the current directory);
 * - redirects: module swaps for the bundle (see bundlePageTests);
 * - skip: { '<file relative to root> > <full test name>': reason }: reported as skipped, not run;
 * - knownFailures: the same shape: run as vitest's `it.fails` (see page/runner.mjs), reported with !;
 * - testNamePattern: a RegExp source; only matching tests run;
 * - outputDir: where savePng writes; inputDir: where loadPng reads (each required by tests that use it);
 * - testTimeout: ms per test and hook (default 60000); fileTimeout: ms per file (default 600000);
 * - label: the word before the closing line (default "chromium"); write: line sink (console.log);
 * - launch: options of launchChromium (executablePath, args).
 * Resolves to { ok, passed, failed, skipped, errors, timings: { bundle, launch, tests, total } (ms) }.
 * Rejects with ChromiumError when Chromium cannot start or has no WebGL2, and with the bundler's
 * message when the files do not bundle.
 */
export async function runPageTests(files, options = {}) {
  const { root = process.cwd(), label = 'chromium', write = (line) => console.log(line) } = options;
  const start = performance.now();
  const bundle = await bundlePageTests(files, { root, redirects: options.redirects });
  const bundled = performance.now();
  const browser = await launchChromium(options.launch);
  try {
    const probe = await browser.newPage();
    const webgl = await requireWebgl2(probe);
    await probe.close();
    const launched = performance.now();
    write(`Chromium ${browser.version()}: ${webgl.version} on ${webgl.renderer}`);
    const report = new PageTestReport({ map: bundle.map, bundleUrl: BUNDLE_URL, write });
    for (const name of bundle.names) {
      write(name);
      await runFile(browser, bundle, name, report, { ...options, write });
    }
    const end = performance.now();
    const timings = {
      bundle: bundled - start,
      launch: launched - bundled,
      tests: end - launched,
      total: end - start,
    };
    write(
      `bundle ${seconds(timings.bundle)}, Chromium start ${seconds(timings.launch)}, ` +
        `tests ${seconds(timings.tests)}, total ${seconds(timings.total)}`,
    );
    if (report.passed === 0 && report.failed === 0 && report.errors === 0) write('no test ran');
    for (const line of report.summary(label)) write(line);
    const { passed, failed, skipped, errors, ok } = report;
    return { ok, passed, failed, skipped, errors, timings };
  } finally {
    await browser.close();
  }
}

/** Runs one file in its own browser context; every failure to do so is reported as an error. */
async function runFile(browser, bundle, name, report, options) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const failures = [];
    page.on('pageerror', (e) => failures.push({ name: e.name, message: e.message, stack: e.stack ?? '' }));
    page.on('crash', () => failures.push({ name: 'Error', message: 'the page crashed', stack: '' }));
    page.on('console', (message) => options.write(`    [page ${message.type()}] ${message.text()}`));
    const seen = new Set();
    await page.exposeFunction(reportBinding, (r) => {
      if (r.type === 'test') seen.add(r.name);
      report.add(name, r);
    });
    await page.exposeFunction(savePngBinding, (png, width, height, base64) =>
      savePicture(options.outputDir, png, width, height, base64),
    );
    await page.exposeFunction(loadPngBinding, (png) => loadPicture(options.inputDir, png));
    await page.route(`${ORIGIN}/**`, (route) => {
      const path = new URL(route.request().url()).pathname;
      if (path === '/') return route.fulfill({ contentType: 'text/html', body: PAGE });
      if (path === '/page-tests.js')
        return route.fulfill({ contentType: 'text/javascript', body: bundle.code });
      return route.fulfill({ status: 404, body: `${path} is not part of the page-test bundle` });
    });
    const run = async () => {
      await page.goto(`${ORIGIN}/`);
      await page.waitForFunction((key) => globalThis[key] !== undefined || null, testsGlobal, {
        timeout: 30_000,
      });
      await page.evaluate(({ key, file, runOptions }) => globalThis[key].run(file, runOptions), {
        key: testsGlobal,
        file: name,
        runOptions: {
          skip: entriesOf(options.skip, name),
          knownFailures: entriesOf(options.knownFailures, name),
          testNamePattern: options.testNamePattern,
          allowOnly: process.env.CI !== 'true',
          testTimeout: options.testTimeout,
          hookTimeout: options.testTimeout,
        },
      });
    };
    const fileTimeout = options.fileTimeout ?? 600_000;
    let timer;
    const timeout = new Promise((resolve) => {
      timer = setTimeout(resolve, fileTimeout, 'timed out');
    });
    const running = run();
    running.catch(() => {}); // after a time-out, closing the page rejects it: nobody waits any more
    try {
      if ((await Promise.race([running, timeout])) === 'timed out') {
        failures.push({
          name: 'Error',
          message: `the file did not finish within ${fileTimeout / 1000} s`,
          stack: '',
        });
      }
    } catch (e) {
      failures.push({ name: e.name ?? 'Error', message: e.message ?? String(e), stack: e.stack ?? '' });
    } finally {
      clearTimeout(timer);
    }
    // A list entry naming no test of a file that ran is stale (a renamed or deleted test).
    for (const list of [options.skip, options.knownFailures]) {
      for (const test of Object.keys(entriesOf(list, name))) {
        if (seen.size > 0 && !seen.has(test)) {
          failures.push({
            name: 'Error',
            message: `a skip or known-failure entry names no test: ${test}`,
            stack: '',
          });
        }
      }
    }
    if (failures.length) report.error(name, failures);
  } finally {
    await context.close();
  }
}

/** The entries of `byTest` ('<file> > <test>' → reason) for `file`, keyed by test name. */
function entriesOf(byTest = {}, file) {
  const prefix = `${file} > `;
  return Object.fromEntries(
    Object.entries(byTest)
      .filter(([test]) => test.startsWith(prefix))
      .map(([test, reason]) => [test.slice(prefix.length), reason]),
  );
}

function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}
