// The base's compute checks against PIPE_COMPUTE_CAP_*: memory a compute state asks for, launch_grid's
// block, grid and input, checkGridSize for indirect grids, and the memory_barrier hook.
import { describe, expect, it } from 'vitest';
import { PipeCap, PipeComputeCap, PipeShaderCap } from '../src/caps.js';
import { tgsiComputeState } from '../src/defaults.js';
import { PipeBarrier, PipeShader, PipeShaderIr } from '../src/enums.js';
import { PipeError } from '../src/errors.js';
import type { PipeGridInfo } from '../src/state.js';
import { BaseContext } from '../src/util/base-context.js';
import { capsFromTable } from '../src/util/caps-table.js';
import { checkGridSize } from '../src/util/compute-checks.js';
import { CpuScreen } from '../src/util/cpu-screen.js';
import { readLimits } from '../src/util/limits.js';

const stage = {
  [PipeShaderCap.MAX_INSTRUCTIONS]: 1,
  [PipeShaderCap.SUPPORTED_IRS]: 1 << PipeShaderIr.TGSI,
};
const COMPUTE_CAPS = {
  [PipeComputeCap.MAX_GRID_SIZE]: [100, 50, 10],
  [PipeComputeCap.MAX_BLOCK_SIZE]: [64, 32, 4],
  [PipeComputeCap.MAX_THREADS_PER_BLOCK]: 128,
  [PipeComputeCap.MAX_LOCAL_SIZE]: 1024,
  [PipeComputeCap.MAX_INPUT_SIZE]: 16,
};
const caps = capsFromTable({
  caps: { [PipeCap.COMPUTE]: 1 },
  capsf: {},
  shaderCaps: [stage, stage, stage, stage, stage, stage],
  computeCaps: COMPUTE_CAPS,
  isFormatSupported: () => false,
});

/** A context that records what reaches the compute and barrier hooks. */
class ComputeContext extends BaseContext {
  readonly launched: PipeGridInfo[] = [];
  readonly barriers: number[] = [];
  protected override launchGridNow(info: PipeGridInfo): void {
    this.launched.push(info);
  }
  protected override memoryBarrierNow(flags: number): void {
    this.barriers.push(flags);
  }
}

class ComputeScreen extends CpuScreen {
  constructor() {
    super({ name: 'compute', vendor: 'tests', deviceVendor: 'none', caps });
  }
  protected createContext(priv: unknown, flags: number): ComputeContext {
    return new ComputeContext(this, priv, flags);
  }
}

const program = { processor: PipeShader.COMPUTE, declarations: [], instructions: [] };
const grid = (fields: Partial<PipeGridInfo>): PipeGridInfo => ({
  pc: 0,
  input: null,
  workDim: 3,
  block: [1, 1, 1],
  grid: [1, 1, 1],
  indirect: null,
  indirectOffset: 0,
  ...fields,
});

describe('compute limits', () => {
  it('reads per-axis sizes from arrays and scalars, and zeros without PIPE_CAP_COMPUTE', () => {
    expect(readLimits(caps).computeLimits).toEqual({
      maxGridSize: [100, 50, 10],
      maxBlockSize: [64, 32, 4],
      maxThreadsPerBlock: 128,
      maxLocalSize: 1024,
      maxPrivateSize: 0,
      maxInputSize: 16,
    });
    const scalar = capsFromTable({
      caps: { [PipeCap.COMPUTE]: 1 },
      capsf: {},
      shaderCaps: [],
      computeCaps: { [PipeComputeCap.MAX_GRID_SIZE]: 7 },
      isFormatSupported: () => false,
    });
    expect(readLimits(scalar).computeLimits.maxGridSize).toEqual([7, 7, 7]);
    const none = capsFromTable({
      caps: {},
      capsf: {},
      shaderCaps: [],
      computeCaps: COMPUTE_CAPS,
      isFormatSupported: () => false,
    });
    expect(readLimits(none).computeLimits.maxThreadsPerBlock).toBe(0);
  });

  it('create_compute_state refuses memory beyond MAX_LOCAL_SIZE / MAX_PRIVATE_SIZE / MAX_INPUT_SIZE', () => {
    const screen = new ComputeScreen();
    const ctx = screen.contextCreate();
    expect(() => ctx.createComputeState(tgsiComputeState(program, 1024))).not.toThrow();
    expect(() => ctx.createComputeState(tgsiComputeState(program, 1025))).toThrow(
      /reqLocalMem 1025 exceeds PIPE_COMPUTE_CAP_MAX_LOCAL_SIZE \(1024 bytes\)/,
    );
    expect(() => ctx.createComputeState({ ...tgsiComputeState(program), reqPrivateMem: 4 })).toThrow(
      /reqPrivateMem 4 exceeds PIPE_COMPUTE_CAP_MAX_PRIVATE_SIZE/,
    );
    expect(() => ctx.createComputeState({ ...tgsiComputeState(program), reqInputMem: 17 })).toThrow(
      /reqInputMem 17 exceeds PIPE_COMPUTE_CAP_MAX_INPUT_SIZE/,
    );
    ctx.destroy();
  });

  it('launch_grid refuses blocks, grids and inputs beyond the caps and runs nothing', () => {
    const screen = new ComputeScreen();
    const ctx = screen.contextCreate() as ComputeContext;
    ctx.bindComputeState(ctx.createComputeState(tgsiComputeState(program)));
    ctx.launchGrid(grid({ block: [64, 2, 1], grid: [100, 50, 10], input: new Uint8Array(16) }));
    expect(ctx.launched).toHaveLength(1);
    const refused: [Partial<PipeGridInfo>, RegExp][] = [
      [{ block: [65, 1, 1] }, /block x = 65 threads exceeds PIPE_COMPUTE_CAP_MAX_BLOCK_SIZE \(64\)/],
      [{ block: [1, 1, 5] }, /block z = 5 threads exceeds/],
      [{ block: [64, 4, 1] }, /has 256 threads, more than PIPE_COMPUTE_CAP_MAX_THREADS_PER_BLOCK \(128\)/],
      [{ grid: [1, 51, 1] }, /info.grid y = 51 blocks is outside 0..50/],
      [{ input: new Uint8Array(17) }, /info.input has 17 bytes, more than PIPE_COMPUTE_CAP_MAX_INPUT_SIZE/],
    ];
    for (const [fields, message] of refused) {
      expect(() => ctx.launchGrid(grid(fields))).toThrow(message);
    }
    expect(ctx.launched).toHaveLength(1);
    ctx.destroy();
  });

  it('checkGridSize allows empty axes (an indirect grid may be 0) and refuses negatives and overflows', () => {
    const limits = readLimits(caps).computeLimits;
    expect(() => checkGridSize('launchGrid', 'grid', [0, 50, 10], limits)).not.toThrow();
    expect(() => checkGridSize('launchGrid', 'grid', [101, 1, 1], limits)).toThrow(PipeError);
    expect(() => checkGridSize('launchGrid', 'grid', [-1, 1, 1], limits)).toThrow(/x = -1 blocks/);
  });

  it('memory_barrier reaches the driver hook with its checked flags', () => {
    const screen = new ComputeScreen();
    const ctx = screen.contextCreate() as ComputeContext;
    ctx.memoryBarrier(PipeBarrier.SHADER_BUFFER | PipeBarrier.IMAGE);
    expect(() => ctx.memoryBarrier(1 << 20)).toThrow(PipeError);
    expect(ctx.barriers).toEqual([PipeBarrier.SHADER_BUFFER | PipeBarrier.IMAGE]);
    ctx.destroy();
  });
});
