// A vitest reporter that stops a browser test run that has stalled. vitest's test and hook timeouts
// cannot interrupt a page that never yields (a synchronous endless loop): the page sends nothing more
// and the run would wait for ever. When no test, hook or file has started or finished for `limit` ms,
// the watchdog says so and ends the process with status 1 (Playwright closes Chromium on exit).

/** The reporter; `limit` in ms should exceed the longest single test or hook allowed. */
export function stallWatchdog(limit) {
  let timer;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      console.error(
        `\nbrowser tests: nothing happened for ${limit / 1000} s: a page test that never yields ` +
          '(e.g. a synchronous endless loop) cannot be stopped by its timeout; the run is stopped',
      );
      process.exit(1);
    }, limit);
    timer.unref();
  };
  return {
    onTestRunStart: arm,
    onTestModuleQueued: arm,
    onTestModuleStart: arm,
    onTestModuleEnd: arm,
    onHookStart: arm,
    onHookEnd: arm,
    onTestCaseReady: arm,
    onTestCaseResult: arm,
    onTestRunEnd: () => clearTimeout(timer),
  };
}
