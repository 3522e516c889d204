// Checks of shader templates against the stage they are created for: the stage exists on the screen,
// the IR is one it accepts, and TGSI tokens are a TgsiShader of that stage. The checked copy holds a
// deep copy of the tokens, so a caller that changes its shader object afterwards changes nothing.
import { PipeShader, PipeShaderIr } from '../enums.js';
import { PipeUnsupportedError } from '../errors.js';
import type { PipeComputeState, PipeShaderState } from '../state.js';
import { describeValue, refuse } from './check.js';
import { checkComputeMemory } from './compute-checks.js';
import type { PipeLimits } from './limits.js';
import { enumName } from './names.js';
import { checkSchema } from './schema.js';
import { computeStateSchema, shaderStateSchema } from './state-schemas.js';

/** The checked copy of a create_{vs,fs,gs,tcs,tes}_state template for `stage`. */
export function checkShaderState(
  method: string,
  state: unknown,
  stage: PipeShader,
  limits: PipeLimits,
): PipeShaderState {
  checkStageSupported(method, stage, limits);
  const copy = checkSchema(method, 'state', shaderStateSchema, state);
  checkProgram(method, copy.type, copy.tokens, stage, limits);
  copy.tokens = copyProgram(method, copy.tokens);
  return copy;
}

/** The checked copy of a create_compute_state template. */
export function checkComputeState(method: string, state: unknown, limits: PipeLimits): PipeComputeState {
  if (!limits.compute)
    throw new PipeUnsupportedError(method, 'compute is not supported (PIPE_CAP_COMPUTE is 0)');
  checkStageSupported(method, PipeShader.COMPUTE, limits);
  const copy = checkSchema(method, 'state', computeStateSchema, state);
  checkProgram(method, copy.irType, copy.prog, PipeShader.COMPUTE, limits);
  checkComputeMemory(method, copy, limits.computeLimits);
  copy.prog = copyProgram(method, copy.prog);
  return copy;
}

/** A deep copy of shader tokens (plain data); tokens that cannot be copied are refused. */
function copyProgram(method: string, tokens: unknown): unknown {
  try {
    return structuredClone(tokens);
  } catch {
    return refuse(
      method,
      `the shader tokens cannot be copied (${describeValue(tokens)} holds functions or other non-data)`,
    );
  }
}

/** Throws PipeUnsupportedError when the screen has no `stage` (its MAX_INSTRUCTIONS is 0). */
export function checkStageSupported(method: string, stage: PipeShader, limits: PipeLimits): void {
  if (!limits.stages[stage]?.supported) {
    throw new PipeUnsupportedError(
      method,
      `${enumName(PipeShader, stage)} shaders are not supported by this screen`,
    );
  }
}

function checkProgram(
  method: string,
  ir: number,
  tokens: unknown,
  stage: PipeShader,
  limits: PipeLimits,
): void {
  if ((limits.stages[stage]!.supportedIrs & (1 << ir)) === 0) {
    throw new PipeUnsupportedError(
      method,
      `shader IR ${enumName(PipeShaderIr, ir)} is not accepted for ${enumName(PipeShader, stage)}`,
    );
  }
  if (ir !== PipeShaderIr.TGSI) return;
  const t = tokens as { processor?: unknown; declarations?: unknown; instructions?: unknown } | null;
  if (
    typeof t !== 'object' ||
    t === null ||
    !Array.isArray(t.declarations) ||
    !Array.isArray(t.instructions)
  ) {
    refuse(method, `TGSI tokens must be a TgsiShader object (got ${describeValue(tokens)})`);
  }
  if (t.processor !== stage) {
    const got =
      typeof t.processor === 'number' ? enumName(PipeShader, t.processor) : describeValue(t.processor);
    refuse(method, `the TGSI shader is a ${got} shader, this method needs ${enumName(PipeShader, stage)}`);
  }
}
