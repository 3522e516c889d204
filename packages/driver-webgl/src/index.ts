// @gallium-ts/driver-webgl: the WebGL2 driver. A PipeScreen/PipeContext on one WebGL2 context (the npm
// package `gl` in Node, the page's context in browsers): resources as GL buffers and textures with CPU
// shadows, TGSI translated to GLSL ES 3.00, pipe state as WebGL2 state, primitives WebGL2 lacks
// converted to index lists.
import type { PipeDriver } from '@gallium-ts/gallium-api';
import { createWebglScreen, type WebglScreenOptions } from './screen.js';

export { webglCaps, webglFormatSupported } from './caps.js';
export { WebglContext } from './context/webgl-context.js';
export { WebglDevice, type WebglExtensions, type WebglLimits } from './device.js';
export { type GlFeature, type GlSampleKind, type GlTextureFormat, glTextureFormat } from './formats.js';
export * from './glsl/index.js';
export * from './platform/index.js';
export {
  createWebglScreen,
  MAX_RESOURCE_BYTES,
  WebglScreen,
  type WebglScreenOptions,
  type WebglStorage,
} from './screen.js';

/** The driver the loader finds: `createScreen({ driver: 'webgl' })` or GALLIUM_DRIVER=webgl. */
export const driver: PipeDriver = {
  name: 'webgl',
  createScreen: (options) => createWebglScreen(options as WebglScreenOptions),
};
