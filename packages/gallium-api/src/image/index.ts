// @gallium-ts/gallium-api/image: RGBA8 pictures and their comparison with the conformance measure.
// Pure code that runs in Node and in browsers; the PNG codec (Node only) is `@gallium-ts/gallium-api/png`.
export {
  compareImages,
  DEFAULT_PIXEL_THRESHOLD,
  diffImage,
  FILLED_SCENE_TOLERANCE,
  type ImageComparison,
  LINE_POINT_SCENE_TOLERANCE,
} from './compare.js';
export { flipRows, type RgbaImage, rgbaImage } from './rgba-image.js';
