// @gallium-ts/state-tracker-gl: a GL 1.x-style API over any gallium-ts driver. Every entry point is
// named as in C and acts on the current context; every enum is exported as in Khronos' gl.h/glext.h.

export * from './api/arrays.js';
export * from './api/attrib.js';
export * from './api/begin-end.js';
export * from './api/buffers.js';
export * from './api/enable.js';
export * from './api/errors-api.js';
export * from './api/feedback.js';
export * from './api/fog.js';
export * from './api/fragment.js';
export * from './api/framebuffer.js';
export * from './api/get.js';
export * from './api/immediate-variants.js';
export * from './api/lighting.js';
export * from './api/lists.js';
export * from './api/pixel-rectangles.js';
export * from './api/pixel-state.js';
export * from './api/queries.js';
export * from './api/raster.js';
export * from './api/raster-pos.js';
export * from './api/read-pixels.js';
export * from './api/stipple.js';
export * from './api/strings.js';
export * from './api/texenv.js';
export * from './api/texgen.js';
export * from './api/texture-images.js';
export * from './api/textures.js';
export * from './api/transform.js';
export { type CreateContextOptions, createContext } from './context/create.js';
export { getCurrentContext, makeCurrent } from './context/current.js';
export type { GlContext } from './context/gl-context.js';
export type { FixedFunctionProgram, FixedFunctionProgramSource } from './draw/program-source.js';
export type { FixedFunctionState } from './ffp/ffp-state.js';
export * from './gl-enums.js';
