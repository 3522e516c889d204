// The names the Node runner and the page agree on: the functions the runner exposes to the page and
// the global through which the page's bundle offers its test files.

/** The page calls it with each report (see page/runner.mjs for their shapes). */
export const reportBinding = '__pageTestReport';
/** The page calls it with (name, width, height, base64 RGBA) to save a PNG. */
export const savePngBinding = '__pageTestSavePng';
/** The page calls it with a PNG name; it resolves to { width, height, base64 RGBA }. */
export const loadPngBinding = '__pageTestLoadPng';
/** The bundle sets it to { files: string[], run(file, options) }. */
export const testsGlobal = '__pageTests';
