// The fixed-function program generator of the GL state tracker: FixedFunctionState in, TGSI vertex and
// fragment shaders (built with Ureg, cached by key) and their constant buffers out. See README.md here.
export { FFP_MAX_CLIP_PLANES, FFP_MAX_LIGHTS, FFP_MAX_TEXTURE_UNITS, FfpAttrib } from './attribs.js';
export type { ConstantRange } from './constants.js';
export { FfpStateError } from './errors.js';
export type * from './ffp-state.js';
export { identityMatrix, initialFixedFunctionState } from './initial-state.js';
export { computeFfpKey, FFP_KEY_WORDS } from './key.js';
export type { FfpProgram } from './program.js';
export { FFP_DEFAULT_MAX_PROGRAMS, FfpProgramCache } from './program-cache.js';
