// The GL state tracker's pixel transfer module: client memory (format, type, glPixelStore and
// glPixelTransfer/glPixelMap state) to and from what the context works with, bitmaps and the polygon
// stipple, and texture storage choice. README.md beside this file documents the API.

export { packBitmap, packPolygonStipple, unpackBitmap, unpackPolygonStipple } from './bitmap.js';
export {
  Component,
  checkPixelFormatType,
  type PackedField,
  type PixelFormatInfo,
  type PixelKind,
  type PixelTypeInfo,
  type PixelUse,
  pixelFormatInfo,
  pixelTypeInfo,
} from './format-type.js';
export { type ImageExtent, type ImageLayout, imageLayout } from './image-layout.js';
export { packImage, packRows, type RowSource } from './pack-image.js';
export { MAX_IMAGE_BYTES, PixelTransferError } from './pixel-error.js';
export type { ClientImage, PixelImage, PixelImageKind } from './pixel-image.js';
export { defaultPixelStore, getPixelStore, type PixelStoreState, setPixelStore } from './pixel-store.js';
export {
  defaultPixelTransfer,
  getPixelMap,
  getPixelMapSize,
  getPixelTransfer,
  isColorTransferIdentity,
  MAX_PIXEL_MAP_TABLE,
  type PixelMapName,
  type PixelMaps,
  type PixelTransferState,
  pixelMapName,
  setPixelMap,
  setPixelTransfer,
} from './pixel-transfer-state.js';
export {
  depthFromTexels,
  rgbaFromTexels,
  stencilFromTexels,
  texelsFromDepth,
  texelsFromRgba,
  writeStencilTexels,
} from './texel-convert.js';
export { checkTextureFormatMatch, packFromTexels, unpackToTexels } from './texel-image.js';
export {
  BASE_COMPONENTS,
  borderAsRead,
  bufferFormat,
  chooseTextureFormat,
  readSwizzle,
  type Swizzle4,
  type TexelComponent,
  type TextureFormat,
  textureBaseFormat,
  textureFormatFor,
} from './texture-format.js';
export { applyPixelTransfer } from './transfer-ops.js';
export { type RowVisitor, type UnpackOptions, unpackImage, unpackRows } from './unpack-image.js';
