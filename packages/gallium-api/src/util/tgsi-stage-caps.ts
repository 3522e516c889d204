// TGSI_STAGE_CAPS: the PIPE_SHADER_CAP_* values that drivers taking TGSI (driver-soft, driver-noop, driver-webgl)
// report the same way for every stage they have: TGSI is the only IR, and the limits and TGSI features
// (CONT, indirect addressing, subroutines, integers, SQRT, FMA, any in/out declaration range) are the same.
// Each driver spreads it and adds what its stages differ in: inputs, outputs, constant buffers, samplers,
// sampler views, shader buffers and images.
import { PipeShaderCap } from '../caps.js';
import { PipeShaderIr } from '../enums.js';

/** The per-stage caps every TGSI driver's stages share; spread it and add the stage's own limits. */
export const TGSI_STAGE_CAPS: Readonly<Partial<Record<PipeShaderCap, number>>> = {
  [PipeShaderCap.MAX_INSTRUCTIONS]: 65536,
  [PipeShaderCap.MAX_ALU_INSTRUCTIONS]: 65536,
  [PipeShaderCap.MAX_TEX_INSTRUCTIONS]: 65536,
  [PipeShaderCap.MAX_TEX_INDIRECTIONS]: 65536,
  [PipeShaderCap.MAX_CONTROL_FLOW_DEPTH]: 64,
  [PipeShaderCap.MAX_TEMPS]: 4096,
  [PipeShaderCap.TGSI_CONT_SUPPORTED]: 1,
  [PipeShaderCap.INDIRECT_INPUT_ADDR]: 1,
  [PipeShaderCap.INDIRECT_OUTPUT_ADDR]: 1,
  [PipeShaderCap.INDIRECT_TEMP_ADDR]: 1,
  [PipeShaderCap.INDIRECT_CONST_ADDR]: 1,
  [PipeShaderCap.SUBROUTINES]: 1,
  [PipeShaderCap.INTEGERS]: 1,
  [PipeShaderCap.PREFERRED_IR]: PipeShaderIr.TGSI,
  [PipeShaderCap.SUPPORTED_IRS]: 1 << PipeShaderIr.TGSI,
  [PipeShaderCap.TGSI_SQRT_SUPPORTED]: 1,
  [PipeShaderCap.TGSI_FMA_SUPPORTED]: 1,
  [PipeShaderCap.TGSI_ANY_INOUT_DECL_RANGE]: 1,
};
