// Checks at create_*_state of what a shader declares beyond registers: BUFFER and IMAGE slots within
// the stage's caps, and MEMORY only as compute shared memory — tgsi executes MEMORY only when it is
// SHARED, so GLOBAL, PRIVATE and INPUT memory (set_global_binding, req_private_mem, launch_grid's
// input) are refused here, naming what is unsupported, instead of failing when the shader runs.
import { PipeError, PipeShader, PipeUnsupportedError } from '@gallium-ts/gallium-api';
import { MAX_SHADER_BUFFERS, MAX_SHADER_IMAGES } from '../caps.js';
import type { SoftShader } from '../shader/soft-shader.js';

/** Throws when `shader` declares resources driver-soft cannot give it. */
export function checkResourceDeclarations(method: string, shader: SoftShader, stage: PipeShader): void {
  const { buffers, images, memory } = shader.info;
  const beyond = (slots: readonly number[], max: number, file: string, cap: string) => {
    const slot = slots.find((s) => s >= max);
    if (slot !== undefined) {
      throw new PipeError(method, `${file}[${slot}] is beyond the ${max} slots of PIPE_SHADER_CAP_${cap}`);
    }
  };
  beyond(buffers, MAX_SHADER_BUFFERS, 'BUFFER', 'MAX_SHADER_BUFFERS');
  beyond(images, MAX_SHADER_IMAGES, 'IMAGE', 'MAX_SHADER_IMAGES');
  for (const { index, type } of memory) {
    if (type !== 'SHARED') {
      throw new PipeUnsupportedError(
        method,
        `MEMORY[${index}] is ${type} memory; driver-soft runs only SHARED memory ` +
          '(PIPE_COMPUTE_CAP_MAX_GLOBAL_SIZE, MAX_PRIVATE_SIZE and MAX_INPUT_SIZE are 0)',
      );
    }
    if (stage !== PipeShader.COMPUTE) {
      throw new PipeError(
        method,
        `MEMORY[${index}] SHARED is compute shared memory; this is not a compute shader`,
      );
    }
  }
}
