// launch_grid: "This method will execute as many instances of the program as elements in the specified
// N-dimensional grid" — every thread of 1D, 2D and 3D grids writes its THREAD_ID, BLOCK_ID, BLOCK_SIZE,
// GRID_SIZE and WORK_DIM to its own slot of a buffer, and each slot is checked exactly; indirect
// launches read the grid from a buffer when they run; out-of-range launches are refused and run nothing.
import { PipeBind, PipeError, PipeTransfer } from '@gallium-ts/gallium-api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ComputeEnv } from './compute-env.js';

/** Each thread writes 4 vec4s at 64 × (global linear id): thread id, block id, block size, grid size + work dim. */
const IDS = `COMP
DCL SV[0], THREAD_ID
DCL SV[1], BLOCK_ID
DCL SV[2], BLOCK_SIZE
DCL SV[3], GRID_SIZE
DCL SV[4], WORK_DIM
DCL BUFFER[0]
DCL TEMP[0..4]
IMM[0] UINT32 { 64, 16, 32, 48 }
UMAD TEMP[0].x, SV[1].zzzz, SV[3].yyyy, SV[1].yyyy
UMAD TEMP[0].x, TEMP[0].xxxx, SV[3].xxxx, SV[1].xxxx
UMUL TEMP[1].x, SV[2].xxxx, SV[2].yyyy
UMUL TEMP[1].x, TEMP[1].xxxx, SV[2].zzzz
UMAD TEMP[2].x, SV[0].zzzz, SV[2].yyyy, SV[0].yyyy
UMAD TEMP[2].x, TEMP[2].xxxx, SV[2].xxxx, SV[0].xxxx
UMAD TEMP[0].x, TEMP[0].xxxx, TEMP[1].xxxx, TEMP[2].xxxx
UMUL TEMP[0].x, TEMP[0].xxxx, IMM[0].xxxx
STORE BUFFER[0].xyzw, TEMP[0].xxxx, SV[0]
UADD TEMP[3].x, TEMP[0].xxxx, IMM[0].yyyy
STORE BUFFER[0].xyzw, TEMP[3].xxxx, SV[1]
UADD TEMP[3].x, TEMP[0].xxxx, IMM[0].zzzz
STORE BUFFER[0].xyzw, TEMP[3].xxxx, SV[2]
MOV TEMP[4].xyz, SV[3].xyzx
MOV TEMP[4].w, SV[4].xxxx
UADD TEMP[3].x, TEMP[0].xxxx, IMM[0].wwww
STORE BUFFER[0].xyzw, TEMP[3].xxxx, TEMP[4]
END
`;

type V3 = [number, number, number];

/** The 16 words every thread of a block × grid launch must have written, in global linear order. */
function expectedIds(block: V3, grid: V3, workDim: number): number[] {
  const words: number[] = [];
  for (let bz = 0; bz < grid[2]; bz++)
    for (let by = 0; by < grid[1]; by++)
      for (let bx = 0; bx < grid[0]; bx++)
        for (let tz = 0; tz < block[2]; tz++)
          for (let ty = 0; ty < block[1]; ty++)
            for (let tx = 0; tx < block[0]; tx++)
              words.push(tx, ty, tz, 0, bx, by, bz, 0, ...block, 0, ...grid, workDim);
  return words;
}

let env: ComputeEnv;
beforeEach(() => {
  env = new ComputeEnv();
});
afterEach(() => env.destroy());

/** Runs IDS over block × grid (the grid direct or from `indirect`) and returns the buffer's words. */
function runIds(block: V3, grid: V3, workDim: number, indirect?: { words: V3; offset: number }): number[] {
  const threads = block[0] * block[1] * block[2] * grid[0] * grid[1] * grid[2];
  const out = env.buffer(Math.max(threads, 1) * 64);
  env.program(IDS);
  env.shaderBuffers([out]);
  if (indirect) {
    const args = new Uint32Array(indirect.offset / 4 + 3);
    args.set(indirect.words, indirect.offset / 4);
    const buffer = env.buffer(args, PipeBind.COMMAND_ARGS_BUFFER);
    env.launch({ block, grid: [1, 1, 1], workDim, indirect: buffer, indirectOffset: indirect.offset });
  } else {
    env.launch({ block, grid, workDim });
  }
  return env.uints(out);
}

describe('launch_grid thread and block ids', () => {
  const cases: [string, V3, V3, number][] = [
    ['1D: 3 blocks of 64', [64, 1, 1], [3, 1, 1], 1],
    ['1D: 5 blocks of 7 (blocks that do not fill a SIMD width)', [7, 1, 1], [5, 1, 1], 1],
    ['2D: 3×2 blocks of 4×3', [4, 3, 1], [3, 2, 1], 2],
    ['3D: 2×3×2 blocks of 2×3×4', [2, 3, 4], [2, 3, 2], 3],
    ['one block of 1024 threads (MAX_THREADS_PER_BLOCK)', [16, 16, 4], [1, 1, 1], 3],
    ['one thread per block, 4×1×3 blocks', [1, 1, 1], [4, 1, 3], 3],
  ];
  for (const [name, block, grid, workDim] of cases) {
    it(name, () => {
      expect(runIds(block, grid, workDim)).toEqual(expectedIds(block, grid, workDim));
    });
  }

  it('indirect: the grid is read from the buffer at indirectOffset when the launch runs', () => {
    const block: V3 = [3, 2, 1];
    expect(runIds(block, [2, 2, 3], 3, { words: [2, 2, 3], offset: 20 })).toEqual(
      expectedIds(block, [2, 2, 3], 3),
    );
  });

  it('indirect: a grid with an axis of 0 blocks runs nothing', () => {
    const words = runIds([4, 1, 1], [4, 0, 1], 1, { words: [4, 0, 1], offset: 0 });
    expect(words.every((w) => w === 0)).toBe(true);
  });

  it('indirect: the words are those in the buffer at launch time, not when it was bound', () => {
    const out = env.buffer(8 * 64);
    const args = env.buffer(new Uint32Array([1, 1, 1]), PipeBind.COMMAND_ARGS_BUFFER);
    env.program(IDS);
    env.shaderBuffers([out]);
    env.ctx.bufferSubdata(args, PipeTransfer.WRITE, 0, new Uint8Array(new Uint32Array([2, 1, 1]).buffer));
    env.launch({ block: [4, 1, 1], indirect: args, workDim: 1 });
    expect(env.uints(out)).toEqual(expectedIds([4, 1, 1], [2, 1, 1], 1));
  });

  it('an indirect range outside the buffer is a PipeError and nothing runs', () => {
    const out = env.buffer(64);
    const args = env.buffer(new Uint32Array([1, 1, 1, 1]), PipeBind.COMMAND_ARGS_BUFFER);
    env.program(IDS);
    env.shaderBuffers([out]);
    for (const indirectOffset of [8, 16, 1 << 20]) {
      expect(() => env.launch({ indirect: args, indirectOffset })).toThrow(PipeError);
    }
    expect(() => env.launch({ indirect: args, indirectOffset: 8 })).toThrow(
      /indirect bytes 8\.\.20 exceed the 16-byte buffer/,
    );
    expect(env.uints(out).every((w) => w === 0)).toBe(true);
  });

  it('an indirect grid beyond MAX_GRID_SIZE is a PipeError and nothing runs', () => {
    const out = env.buffer(64);
    const args = env.buffer(new Uint32Array([1, 65536, 1]), PipeBind.COMMAND_ARGS_BUFFER);
    env.program(IDS);
    env.shaderBuffers([out]);
    expect(() => env.launch({ indirect: args })).toThrow(
      /y = 65536 blocks is outside 0\.\.65535 \(PIPE_COMPUTE_CAP_MAX_GRID_SIZE\)/,
    );
    expect(env.uints(out).every((w) => w === 0)).toBe(true);
  });

  it('blocks beyond MAX_THREADS_PER_BLOCK / MAX_BLOCK_SIZE are refused (a block is one batch and cannot be split)', () => {
    env.program(IDS);
    expect(() => env.launch({ block: [1024, 2, 1] })).toThrow(
      /2048 threads, more than .*MAX_THREADS_PER_BLOCK \(1024\)/,
    );
    expect(() => env.launch({ block: [1, 1, 65] })).toThrow(
      /z = 65 threads exceeds PIPE_COMPUTE_CAP_MAX_BLOCK_SIZE \(64\)/,
    );
  });

  it('a block other than the one the shader fixes with CS_FIXED_BLOCK_* is refused', () => {
    const out = env.buffer(16 * 64);
    env.program(`COMP
PROPERTY CS_FIXED_BLOCK_WIDTH 8
PROPERTY CS_FIXED_BLOCK_HEIGHT 2
PROPERTY CS_FIXED_BLOCK_DEPTH 1
${IDS.slice(5)}`);
    env.shaderBuffers([out]);
    expect(() => env.launch({ block: [16, 1, 1] })).toThrow(
      /differs from the shader's CS_FIXED_BLOCK size 8×2×1/,
    );
    expect(env.uints(out).every((w) => w === 0)).toBe(true);
    env.launch({ block: [8, 2, 1], workDim: 2 });
    expect(env.uints(out)).toEqual(expectedIds([8, 2, 1], [1, 1, 1], 2));
  });
});
