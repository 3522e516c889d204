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
