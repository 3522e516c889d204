// The graw harness: Mesa's fs-test.c, vs-test.c and gs-test.c at the pipe level (tests.ts, run.ts), the
// data they draw with (setup.ts), and the project's own shader set covering the corpus (own-shaders.ts).
// Browser-safe: nothing here imports Node modules (the corpus files are `test-kit/corpus`).

export {
  OWN_SHADERS,
  type OwnFragmentInputs,
  type OwnGeometryOutput,
  type OwnShader,
  type OwnVertex,
} from './own-shaders.js';
export {
  GRAW_TARGET_FORMATS,
  GRAW_TEXTURE_FORMAT,
  type GrawOptions,
  type GrawPicture,
  type GrawRefusal,
  type GrawResult,
  type GrawScene,
  runGrawScene,
} from './run.js';
export * from './setup.js';
export { drawFsTest, drawGsTest, drawVsTest, type GrawTestOptions, type TgsiParse } from './tests.js';
