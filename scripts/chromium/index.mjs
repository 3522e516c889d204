// Headless-Chromium page tests for gallium-ts packages: the public entry of scripts/chromium.
export { bundlePageTests } from './bundle.mjs';
export {
  CHROMIUM_ARGS,
  CHROMIUM_INSTALL_HINT,
  ChromiumError,
  chromiumPath,
  launchChromium,
  requireWebgl2,
} from './launch.mjs';
export { runPageTests } from './run-page-tests.mjs';
