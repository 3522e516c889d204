// The Node-side entry of scripts/chromium for programs that drive a page themselves (apps/samples'
// conformance run and demo test): headless Chromium with WebGL2 on SwiftShader. Browser test
// configurations import browser-mode.mjs instead.
export {
  CHROMIUM_ARGS,
  CHROMIUM_INSTALL_HINT,
  ChromiumError,
  chromiumPath,
  launchChromium,
  requireWebgl2,
} from './launch.mjs';
