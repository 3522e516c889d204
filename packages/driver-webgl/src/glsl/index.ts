// Public surface of the TGSI → GLSL ES 3.00 translator.
export type { GlslValueType } from './alu.js';
export { type GlslStage, GlslTranslationError } from './errors.js';
export { opcodeSupport, opcodeSupportTable, REFUSED_OPCODES } from './opcode-support.js';
export type * from './program.js';
export { GLSL_LOOP_ITERATION_CAP } from './stage.js';
export { GlslTranslator, translateProgram } from './translate.js';
export {
  defaultVariantKey,
  type GlslVariantKey,
  STIPPLE_INPUTS,
  variantKeyString,
} from './variant-key.js';
