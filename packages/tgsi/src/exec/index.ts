// Public surface of TGSI execution: the interpreter, the JIT, their options and errors, and the
// interfaces a driver implements for textures, images and framebuffer fetch.
export { TgsiExecutionError } from './errors.js';
export {
  type TgsiComputeRun,
  TgsiExecutable,
  type TgsiFragmentRun,
  type TgsiGeometryRun,
  type TgsiVertexRun,
} from './executable.js';
export { GEOMETRY_STREAMS, GeometryOutput, MAX_GEOMETRY_OUTPUT_WORDS } from './geometry-output.js';
export { compileTgsi, TgsiCompiledShader } from './jit/compile.js';
export {
  emitTgsiLaneProgram,
  TGSI_LANE_HELPER_NAMES,
  TGSI_LANE_HELPERS,
  type TgsiLaneProgram,
  type TgsiLaneProgramOptions,
  type TgsiLaneTexture,
} from './jit/lane-program.js';
export { TgsiMachine } from './machine.js';
export { CANONICAL_DOUBLE_NAN_HI, CANONICAL_NAN_BITS } from './numeric.js';
export {
  DEFAULT_MAX_CALL_DEPTH,
  DEFAULT_MAX_LANES,
  DEFAULT_MAX_LOOP_ITERATIONS,
  type InstructionKind,
  MAX_CONSTANT_BUFFERS,
  MAX_REGISTERS_PER_FILE,
  MAX_STORAGE_WORDS,
  type PreparedAlu,
  type PreparedDst,
  type PreparedInstruction,
  type PreparedSrc,
  type RegisterSpace,
  type RegRef,
  type ScalarRef,
  type TgsiExecOptions,
  TgsiProgram,
} from './program.js';
export type {
  TgsiFramebufferFetch,
  TgsiImage,
  TgsiLodMode,
  TgsiSampler,
  TgsiTextureRequest,
} from './resources.js';
export { ADDRESS_STACK_DEPTH, MAX_SHADER_RESOURCES } from './runtime.js';
export { type AluResult, type Placeholder, placeholders, substitute, type ValueType } from './semantics.js';
