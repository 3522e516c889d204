// Public surface of the ARB assembly program front end (GL_ARB_vertex_program, GL_ARB_fragment_program).
export type {
  ArbAttribBinding,
  ArbParameter,
  ArbProgramKind,
  ArbResultBinding,
  ArbStateToken,
  ArbTextureTarget,
  Vec4,
} from './ast.js';
export {
  type ArbCompiledProgram,
  type ArbCompileOptions,
  type ArbSampler,
  compileArbProgram,
} from './compile.js';
export { ArbProgramError } from './errors.js';
export type { ArbFragmentInput, ArbOutput, ArbVertexInput } from './io.js';
export { ARB_FRAGMENT_PROGRAM_LIMITS, ARB_VERTEX_PROGRAM_LIMITS, type ArbProgramLimits } from './limits.js';
export type { ArbOptions, ArbResourceCounts } from './resolved.js';
export type { ArbTexelLookup, ArbTexelMix } from './translate.js';
