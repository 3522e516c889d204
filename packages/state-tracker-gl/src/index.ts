// @gallium-ts/state-tracker-gl: a GL 1.x-style API over any gallium-ts driver. Every entry point is
// named as in C and acts on the current context; every enum is exported as in Khronos' gl.h/glext.h.

export * from './api/begin-end.js';
export * from './api/enable.js';
export * from './api/errors-api.js';
export * from './api/immediate-variants.js';
export * from './api/transform.js';
export { type CreateContextOptions, createContext } from './context/create.js';
export { getCurrentContext, makeCurrent } from './context/current.js';
export type { GlContext } from './context/gl-context.js';
export type { FixedFunctionProgram, FixedFunctionProgramSource } from './draw/program-source.js';
export * from './gl-enums.js';
