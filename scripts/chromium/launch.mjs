// Starts the system's Chromium headless through playwright-core, with WebGL2 rendered by SwiftShader
// (ANGLE on a CPU Vulkan device: no GPU or X server needed), and proves a page has WebGL2. Playwright
// never downloads a browser here: it drives the binary at CHROMIUM_PATH (default /usr/bin/chromium).
// Every way this can fail is a ChromiumError saying what to install.
import { existsSync } from 'node:fs';

/** What to do when Chromium is missing or cannot start. */
export const CHROMIUM_INSTALL_HINT =
  "install Debian's Chromium (`apt-get install chromium`) or set CHROMIUM_PATH to a Chromium binary; " +
  'the runner never downloads a browser';

/**
 * Chromium's flags beyond the `--headless` Playwright adds: no sandbox (CI runs as root in a
 * container) and WebGL through ANGLE's SwiftShader backend, which Chromium gates behind the last flag.
 */
export const CHROMIUM_ARGS = Object.freeze([
  '--no-sandbox',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
]);

/** Chromium could not be found, started or given WebGL2. */
export class ChromiumError extends Error {
  constructor(message, options) {
    super(message, options);
    this.name = 'ChromiumError';
  }
}

/** The Chromium binary the runner uses: $CHROMIUM_PATH, else /usr/bin/chromium. */
export function chromiumPath() {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

/**
 * Launches headless Chromium. Options: executablePath (default chromiumPath()), args (added after
 * CHROMIUM_ARGS). Resolves to a playwright-core Browser.
 */
export async function launchChromium({ executablePath = chromiumPath(), args = [] } = {}) {
  if (!existsSync(executablePath)) {
    throw new ChromiumError(`there is no Chromium at ${executablePath}: ${CHROMIUM_INSTALL_HINT}`);
  }
  let chromium;
  try {
    ({ chromium } = await import('playwright-core'));
  } catch (e) {
    throw new ChromiumError(
      `the npm package playwright-core could not be loaded (${e.message}): run \`npm ci\` at the repository root`,
      { cause: e },
    );
  }
  try {
    return await chromium.launch({ executablePath, headless: true, args: [...CHROMIUM_ARGS, ...args] });
  } catch (e) {
    const first =
      String(e.message)
        .split('\n')
        .find((line) => line.trim()) ?? String(e);
    throw new ChromiumError(
      `Chromium at ${executablePath} did not start (${first.trim()}): ${CHROMIUM_INSTALL_HINT}`,
      { cause: e },
    );
  }
}

/**
 * What the page's WebGL2 is: { version, renderer } (renderer is the unmasked one, e.g. "ANGLE
 * (Google, Vulkan 1.3.0 (SwiftShader Device …))"). Throws ChromiumError when the page has no WebGL2.
 */
export async function requireWebgl2(page) {
  const info = await page.evaluate(() => {
    const gl = document.createElement('canvas').getContext('webgl2');
    if (!gl) return null;
    const debug = gl.getExtension('WEBGL_debug_renderer_info');
    return {
      version: gl.getParameter(gl.VERSION),
      renderer: debug ? gl.getParameter(debug.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER),
    };
  });
  if (!info) {
    throw new ChromiumError(
      'Chromium started but gives pages no WebGL2 context: it needs its SwiftShader backend ' +
        `(libvk_swiftshader.so, part of Debian's chromium-common) and the flags ${CHROMIUM_ARGS.join(' ')}; ` +
        CHROMIUM_INSTALL_HINT,
    );
  }
  return info;
}
