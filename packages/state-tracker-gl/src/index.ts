// @gallium-ts/state-tracker-gl: a GL 1.x-style API over any gallium-ts driver. Every entry point is
// named as in C and acts on the current context; every enum is exported as in Khronos' gl.h/glext.h.
// The entry points are the generated wrappers (api/entry-points.generated.ts) over the api modules' own.

export type { ArrayPointer } from './api/arrays.js';
export * from './api/entry-points.generated.js';
export type * from './api/enum-types.generated.js';
export { LOOPBACK } from './api/lists.js';
export { currentStack } from './api/transform.js';
export { type CreateContextOptions, createContext } from './context/create.js';
export { getCurrentContext, makeCurrent } from './context/current.js';
export type { GlContext } from './context/gl-context.js';
export { swapBuffers } from './context/swap.js';
export { GLDebugError, type GLDebugOption, type GLDebugReport, type GLDebugSink } from './debug/report.js';
export type { FixedFunctionProgram, FixedFunctionProgramSource } from './draw/program-source.js';
export type { FixedFunctionState } from './ffp/ffp-state.js';
export * from './gl-enums.js';
