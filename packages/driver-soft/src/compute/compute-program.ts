// The driver data of a compute CSO (create_compute_state): the compiled TGSI shader, the shared memory
// one block gets (req_local_mem — TGSI's `DCL MEMORY[n], SHARED` carries no size), the block size the
// shader fixes with CS_FIXED_BLOCK_* properties if it does, and its WORK_DIM system value register.
import { PipeError } from '@gallium-ts/gallium-api';
import { TgsiFile, TgsiSemantic } from '@gallium-ts/tgsi';
import type { SoftShader } from '../shader/soft-shader.js';

export class ComputeProgram {
  /** CS_FIXED_BLOCK_WIDTH/HEIGHT/DEPTH, or null when the shader leaves the block to launch_grid. */
  readonly fixedBlock: readonly [number, number, number] | null;
  /** Channels of the WORK_DIM system value (filled at launch), or null when not declared. */
  private readonly workDim: Int32Array[] | null;

  constructor(
    readonly shader: SoftShader,
    /** Bytes of shared memory per block. */
    readonly sharedBytes: number,
  ) {
    const width = shader.property('CS_FIXED_BLOCK_WIDTH', 0);
    const height = shader.property('CS_FIXED_BLOCK_HEIGHT', 0);
    const depth = shader.property('CS_FIXED_BLOCK_DEPTH', 0);
    this.fixedBlock =
      width || height || depth ? [Math.max(1, width), Math.max(1, height), Math.max(1, depth)] : null;
    const exec = shader.exec;
    const register = exec.findSystemValue(TgsiSemantic.WORK_DIM);
    this.workDim =
      register < 0 ? null : [0, 1, 2, 3].map((c) => exec.registerInts(TgsiFile.SYSTEM_VALUE, register, c));
  }

  /** Refuses a block other than the one the shader fixes. */
  checkBlock(method: string, block: readonly number[]): void {
    const fixed = this.fixedBlock;
    if (fixed && (fixed[0] !== block[0] || fixed[1] !== block[1] || fixed[2] !== block[2])) {
      throw new PipeError(
        method,
        `info.block ${block.join('×')} differs from the shader's CS_FIXED_BLOCK size ${fixed.join('×')}`,
      );
    }
  }

  /** Sets WORK_DIM (x = dimensions, other channels 0) in the first `threads` lanes. */
  setWorkDim(workDim: number, threads: number): void {
    if (!this.workDim) return;
    this.workDim[0]!.fill(workDim, 0, threads);
    for (let c = 1; c < 4; c++) this.workDim[c]!.fill(0, 0, threads);
  }
}
