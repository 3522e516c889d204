// Checks of compute work against the screen's compute caps: the memory a compute state asks for
// (create_compute_state) and the block, grid and kernel input of launch_grid. Drivers that read an
// indirect grid from a buffer check it with the same function the base uses for direct grids.
import type { PipeComputeState, PipeGridInfo } from '../state.js';
import { refuse } from './check.js';
import type { PipeComputeLimits } from './limits.js';

const AXES = ['x', 'y', 'z'] as const;

/** reqLocalMem, reqPrivateMem and reqInputMem within MAX_LOCAL_SIZE, MAX_PRIVATE_SIZE, MAX_INPUT_SIZE. */
export function checkComputeMemory(method: string, state: PipeComputeState, limits: PipeComputeLimits): void {
  const within = (field: keyof PipeComputeState, bytes: number, max: number, cap: string) => {
    if (bytes > max) refuse(method, `state.${field} ${bytes} exceeds PIPE_COMPUTE_CAP_${cap} (${max} bytes)`);
  };
  within('reqLocalMem', state.reqLocalMem, limits.maxLocalSize, 'MAX_LOCAL_SIZE');
  within('reqPrivateMem', state.reqPrivateMem, limits.maxPrivateSize, 'MAX_PRIVATE_SIZE');
  within('reqInputMem', state.reqInputMem, limits.maxInputSize, 'MAX_INPUT_SIZE');
}

/**
 * A grid of `grid` blocks within PIPE_COMPUTE_CAP_MAX_GRID_SIZE. `what` names the grid in messages
 * (`info.grid`, or the indirect buffer's words). Zero blocks along an axis is allowed (nothing runs) —
 * the schema of a direct launch_grid already requires at least one.
 */
export function checkGridSize(
  method: string,
  what: string,
  grid: readonly number[],
  limits: PipeComputeLimits,
): void {
  AXES.forEach((axis, i) => {
    const n = grid[i]!;
    if (!Number.isInteger(n) || n < 0 || n > limits.maxGridSize[i]!) {
      refuse(
        method,
        `${what} ${axis} = ${n} blocks is outside 0..${limits.maxGridSize[i]} (PIPE_COMPUTE_CAP_MAX_GRID_SIZE)`,
      );
    }
  });
}

/** launch_grid's block within MAX_BLOCK_SIZE and MAX_THREADS_PER_BLOCK, its grid and input within the caps. */
export function checkGridInfo(method: string, info: PipeGridInfo, limits: PipeComputeLimits): void {
  AXES.forEach((axis, i) => {
    if (info.block[i]! > limits.maxBlockSize[i]!) {
      refuse(
        method,
        `info.block ${axis} = ${info.block[i]} threads exceeds PIPE_COMPUTE_CAP_MAX_BLOCK_SIZE (${limits.maxBlockSize[i]})`,
      );
    }
  });
  const threads = info.block[0] * info.block[1] * info.block[2];
  if (threads > limits.maxThreadsPerBlock) {
    refuse(
      method,
      `info.block ${info.block.join('×')} has ${threads} threads, more than PIPE_COMPUTE_CAP_MAX_THREADS_PER_BLOCK (${limits.maxThreadsPerBlock})`,
    );
  }
  if (info.indirect === null) checkGridSize(method, 'info.grid', info.grid, limits);
  const inputBytes = info.input?.byteLength ?? 0;
  if (inputBytes > limits.maxInputSize) {
    refuse(
      method,
      `info.input has ${inputBytes} bytes, more than PIPE_COMPUTE_CAP_MAX_INPUT_SIZE (${limits.maxInputSize})`,
    );
  }
}
