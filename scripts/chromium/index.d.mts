// Types of scripts/chromium/index.mjs for TypeScript callers.
import type { Browser, Page } from 'playwright-core';

/** What to do when Chromium is missing or cannot start. */
export const CHROMIUM_INSTALL_HINT: string;
/** Chromium's flags beyond Playwright's `--headless`: no sandbox, WebGL through SwiftShader. */
export const CHROMIUM_ARGS: readonly string[];

/** Chromium could not be found, started or given WebGL2. */
export class ChromiumError extends Error {}

/** The Chromium binary the runner uses: $CHROMIUM_PATH, else /usr/bin/chromium. */
export function chromiumPath(): string;

export interface LaunchOptions {
  /** Default: chromiumPath(). */
  executablePath?: string;
  /** Flags added after CHROMIUM_ARGS. */
  args?: readonly string[];
}

/** Launches headless Chromium; rejects with ChromiumError saying what to install. */
export function launchChromium(options?: LaunchOptions): Promise<Browser>;

/** The page's WebGL2 version and unmasked renderer; rejects with ChromiumError when there is none. */
export function requireWebgl2(page: Page): Promise<{ version: string; renderer: string }>;

/** Imports resolving to `module` (made by `importer` only, when given) load `to` instead. */
export interface ModuleRedirect {
  module: string;
  to: string;
  importer?: string;
}

/** Bundles test files for the page: the bundle, its source map and the files relative to root. */
export function bundlePageTests(
  files: readonly string[],
  options?: { root?: string; redirects?: readonly ModuleRedirect[] },
): Promise<{ code: string; map: object; names: string[] }>;

export interface PageTestOptions {
  /** Test names are relative to it (default: the current directory). */
  root?: string;
  redirects?: readonly ModuleRedirect[];
  /** '<file> > <full test name>' → reason: reported as skipped without running. */
  skip?: Record<string, string>;
  /** '<file> > <full test name>' → reason: run as `it.fails`, reported with '!'. */
  knownFailures?: Record<string, string>;
  /** A RegExp source: only matching tests run. */
  testNamePattern?: string;
  /** Where savePng (page/bridge.mjs) writes. */
  outputDir?: string;
  /** Where loadPng (page/bridge.mjs) reads. */
  inputDir?: string;
  /** Milliseconds per test and hook (default 60000). */
  testTimeout?: number;
  /** Milliseconds per file (default 600000). */
  fileTimeout?: number;
  /** The word before the closing line (default "chromium"). */
  label?: string;
  /** Where report lines go (default console.log). */
  write?: (line: string) => void;
  launch?: LaunchOptions;
}

export interface PageTestResult {
  /** No failure, no error outside tests, and at least one test passed. */
  ok: boolean;
  passed: number;
  failed: number;
  /** Skipped, todo and known failures. */
  skipped: number;
  /** Errors outside tests: files that did not load, hooks, uncaught page errors, timeouts. */
  errors: number;
  /** Milliseconds. */
  timings: { bundle: number; launch: number; tests: number; total: number };
}

/** Bundles `files` (absolute paths), runs each in a fresh page of headless Chromium, prints results. */
export function runPageTests(files: readonly string[], options?: PageTestOptions): Promise<PageTestResult>;
