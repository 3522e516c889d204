// Types of browser-mode.mjs for the packages' vitest.browser.config.ts files.
import type { Plugin } from 'vite';
import type { ViteUserConfig } from 'vitest/config';

/** Imports resolving to `module` (made by `importer` only, when given) load `to` instead. */
export interface ModuleRedirect {
  module: string;
  to: string;
  importer?: string;
}

export interface ChromiumBrowserOptions {
  /** Where savePng (page/bridge.mjs) writes. */
  outputDir?: string;
  /** Where loadPng (page/bridge.mjs) reads. */
  inputDir?: string;
  redirects?: readonly ModuleRedirect[];
  /** Workspace packages (and subpaths) the tests import by name, bundled once by Vite. */
  prebundle?: readonly string[];
  /** Ms without a test, hook or file starting or finishing before the run is stopped (300 000). */
  stallLimit?: number;
}

/** Plugins, dependency bundling and `test.browser` of a browser project on the system's Chromium. */
export function chromiumBrowserConfig(options?: ChromiumBrowserOptions): ViteUserConfig;

/** A Vite plugin applying `redirects`. */
export function redirectModules(redirects: readonly ModuleRedirect[]): Plugin;

/** A Vite plugin giving the page Node built-ins whose exports throw when used. */
export function nodeBuiltinStubs(): Plugin;
