// Public surface of the format module: the PipeFormat enum, format descriptions and lookups, colour and
// depth/stencil pack/unpack, the float/sRGB conversions they use, and format compatibility rules.
export {
  packRgbaFloat,
  packRgbaFloatRow,
  packRgbaSint,
  packRgbaSintRow,
  packRgbaUint,
  packRgbaUintRow,
  packRgbaUnorm8,
  packRgbaUnorm8Row,
  type RgbaOut,
  unpackRgbaFloat,
  unpackRgbaFloatRow,
  unpackRgbaSint,
  unpackRgbaSintRow,
  unpackRgbaUint,
  unpackRgbaUintRow,
  unpackRgbaUnorm8,
  unpackRgbaUnorm8Row,
} from './color-pack.js';
export { packDepthStencil, unpackStencil, unpackZFloat } from './depth-stencil.js';
export { formatsCompatibleForCopy, formatsCompatibleForView } from './format-compat.js';
export * from './format-enum.js';
export { allFormats, formatDescription, formatFromName, formatName, isFormat } from './format-table.js';
export * from './format-types.js';
export { floatToHalf, halfToFloat } from './small-float.js';
export { linearToSrgb, srgbToLinear } from './srgb.js';
