// Running a grid: every block, x fastest, as one run of the compiled shader whose lanes are the
// block's threads (lane t = thread (t mod x, (t / x) mod y, t / (x·y)), as tgsi's runCompute numbers
// them), with the block's shared memory zeroed before it starts.
//
// BARRIER holds because a block is one tgsi batch: both tgsi engines execute each instruction for every
// active lane of the batch before the next instruction starts, so when any thread passes a BARRIER all
// threads of its block have finished everything before it — and every shared-memory or buffer write
// made before the barrier is visible after it. Atomics are exact because lanes apply them one after
// the other. Blocks run one after the other, so no block ever sees another's shared memory.
//
// With an IR back end (codegen 'wasm' or 'js' over the screen's WasmHeap), shaders the grid kernel
// serves run through it instead (ir-grid.ts): the same words, the executable's order of memory accesses.
import { PipeError } from '@gallium-ts/gallium-api';
import type { WasmHeap } from '@gallium-ts/gallium-api/util';
import { TgsiExecutionError, type TgsiSampler } from '@gallium-ts/tgsi';
import type { StageResources } from '../image/stage-resources.js';
import type { ComputeProgram } from './compute-program.js';
import { type GridBackEnd, runIrGrid } from './ir-grid.js';

/** What one launch binds and runs. */
export interface ComputeLaunch {
  program: ComputeProgram;
  block: readonly [number, number, number];
  grid: readonly [number, number, number];
  workDim: number;
  constants: readonly (ArrayBufferView | null)[];
  resources: StageResources | null;
  sampler: TgsiSampler | null;
}

/** Launches run so far, by what ran them (SoftContext.computeGrids). */
export interface ComputeGridCounts {
  wasm: number;
  js: number;
  executable: number;
}

/** The IR back end a context offers launches, and its counts. */
export interface GridCodegen {
  readonly backEnd: GridBackEnd;
  readonly heap: WasmHeap;
}

/** Shared memory reused by launches (grown when a program needs more). */
let sharedPool = new Uint8Array(0);

/** Runs every block of the grid; returns the number of threads that ran. */
export function runGrid(
  method: string,
  launch: ComputeLaunch,
  codegen: GridCodegen | null,
  counts: ComputeGridCounts,
): number {
  const { program, block, grid } = launch;
  const threads = block[0] * block[1] * block[2];
  const blocks = grid[0] * grid[1] * grid[2];
  if (blocks === 0) return 0;
  const exec = program.shader.exec;
  for (let slot = 0; slot < launch.constants.length; slot++)
    exec.setConstantBuffer(slot, launch.constants[slot] ?? null);
  if (codegen && runIrGrid(launch, codegen.backEnd, codegen.heap)) {
    counts[codegen.backEnd]++;
    return threads * blocks;
  }
  counts.executable++;
  exec.setSampler(launch.sampler);
  launch.resources?.bind(exec);
  program.setWorkDim(launch.workDim, threads);
  if (sharedPool.length < program.sharedBytes) sharedPool = new Uint8Array(program.sharedBytes);
  const shared = program.sharedBytes > 0 ? sharedPool.subarray(0, program.sharedBytes) : null;
  const blockId: [number, number, number] = [0, 0, 0];
  const run = { blockSize: block, blockId, gridSize: grid, sharedMemory: shared };
  for (let z = 0; z < grid[2]; z++) {
    for (let y = 0; y < grid[1]; y++) {
      for (let x = 0; x < grid[0]; x++) {
        blockId[0] = x;
        blockId[1] = y;
        blockId[2] = z;
        shared?.fill(0);
        try {
          exec.runCompute(run);
        } catch (error) {
          if (!(error instanceof TgsiExecutionError)) throw error;
          throw new PipeError(method, `block (${x}, ${y}, ${z}) stopped: ${error.message}`);
        }
      }
    }
  }
  return threads * blocks;
}
