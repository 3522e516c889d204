// vitest's browser mode on the system's Chromium, for the packages whose tests must run in a page:
// chromiumBrowserConfig gives a package's browser configuration its Chromium (headless, WebGL2 on
// SwiftShader, through the Playwright provider; nothing is downloaded), the commands through which a
// page test saves and loads PNG pictures (pictures.mjs), Node built-ins that import in the page but
// throw when used, module redirects (a page-side stand-in for a Node-only module, e.g. a platform
// layer that takes the page's WebGL2 context instead of the npm package `gl`), the workspace
// packages Vite bundles once for every test file, and a watchdog that stops a stalled run.
import { existsSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { resolve } from 'node:path';
import { playwright } from '@vitest/browser-playwright';
import { CHROMIUM_ARGS, CHROMIUM_INSTALL_HINT, ChromiumError, chromiumPath } from './launch.mjs';
import { pictureCommands } from './pictures.mjs';
import { stallWatchdog } from './stall-watchdog.mjs';

/**
 * The Vite and vitest options of a package's browser tests, to merge with its own (test files, setup
 * files, aliases). Options:
 * - outputDir: where savePng writes; inputDir: where loadPng reads (page/bridge.mjs);
 * - redirects: [{ module, to, importer? }] absolute paths (see redirectModules);
 * - prebundle: the workspace packages (and subpaths) the tests import by name: Vite bundles each once
 *   (its dependency optimizer) instead of serving its dist modules one by one to every test file;
 * - stallLimit: ms without any test, hook or file starting or finishing after which the run is
 *   stopped as hung (default 300 000: above the shared 120 s test and hook timeouts).
 * Throws ChromiumError when there is no Chromium binary, so the run fails with the install hint instead
 * of Playwright's offer to download a browser.
 */
export function chromiumBrowserConfig({
  outputDir,
  inputDir,
  redirects = [],
  prebundle = [],
  stallLimit = 300_000,
} = {}) {
  const executablePath = chromiumPath();
  if (!existsSync(executablePath)) {
    throw new ChromiumError(`there is no Chromium at ${executablePath}: ${CHROMIUM_INSTALL_HINT}`);
  }
  return {
    plugins: [nodeBuiltinStubs(), redirectModules(redirects)],
    optimizeDeps: { include: prebundle },
    test: {
      reporters: ['default', stallWatchdog(stallLimit)],
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({ launchOptions: { executablePath, args: [...CHROMIUM_ARGS] } }),
        instances: [{ browser: 'chromium' }],
        commands: pictureCommands({ outputDir, inputDir }),
        screenshotFailures: false,
      },
    },
  };
}

/**
 * A Vite plugin: an import that resolves to `module` (made by `importer` only, when given) loads `to`
 * instead. Paths are absolute. Works on what an import resolves to, not on its text, so every
 * spelling of the import (relative, `.js` for `.ts`, a package name) is redirected alike.
 */
export function redirectModules(redirects) {
  return {
    name: 'gallium-ts:redirect-modules',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return null;
      const path = resolved.id.split('?')[0];
      const redirect = redirects.find(
        (r) =>
          resolve(r.module) === path &&
          (r.importer === undefined || (importer && resolve(r.importer) === importer.split('?')[0])),
      );
      return redirect ? resolve(redirect.to) : null;
    },
  };
}

const BUILTIN_PREFIX = '\0page-node-builtin:';

/**
 * A Vite plugin: Node built-ins (`node:fs`, …) import in the page, but every export throws
 * "<name>.<export> is not available in the browser page" when called. (Vite's own stand-in throws as
 * soon as a named export is imported, so a module that merely imports `readFileSync` would not load.)
 */
export function nodeBuiltinStubs() {
  return {
    name: 'gallium-ts:node-builtin-stubs',
    enforce: 'pre',
    resolveId(source) {
      return isBuiltin(source) && !source.startsWith('.') ? BUILTIN_PREFIX + source : null;
    },
    async load(id) {
      if (!id.startsWith(BUILTIN_PREFIX)) return null;
      const name = id.slice(BUILTIN_PREFIX.length);
      const thrower = (key) =>
        `() => { throw new Error(${JSON.stringify(`${name}.${key} is not available in the browser page`)}); }`;
      const exports = Object.keys(await import(name)).filter(
        (key) => key !== 'default' && /^[A-Za-z_$][\w$]*$/.test(key),
      );
      return [
        ...exports.map((key) => `export const ${key} = ${thrower(key)};`),
        `export default new Proxy({}, { get: (_, key) => () => { throw new Error(${JSON.stringify(name)} + '.' + String(key) + ' is not available in the browser page'); } });`,
      ].join('\n');
    },
  };
}
