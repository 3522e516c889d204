// Shared memory ("LOCAL represents a memory space shared among all the threads running in the same
// working group"): req_local_mem bytes per block, zeroed before each block starts, bounded (reads past
// the size give 0, writes are dropped); a tree reduction across BARRIERs sums every block exactly.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REDUCE_SHADER as REDUCE } from '../../bench/reduce-shader.mjs';
import { ComputeEnv } from './compute-env.js';

let env: ComputeEnv;
beforeEach(() => {
  env = new ComputeEnv();
});
afterEach(() => env.destroy());

describe('shared memory', () => {
  it('a tree reduction over BARRIERs sums each block of 256 threads exactly (8 blocks, wrapping uint adds)', () => {
    const threads = 256;
    const blocks = 8;
    const input = new Uint32Array(threads * blocks).map((_, i) => Math.imul(i + 1, 2654435761) >>> 0);
    const data = env.buffer(input);
    const sums = env.buffer(blocks * 4);
    env.program(REDUCE, threads * 4);
    env.shaderBuffers([data, sums]);
    env.launch({ block: [threads, 1, 1], grid: [blocks, 1, 1], workDim: 1 });
    const expected = Array.from({ length: blocks }, (_, b) =>
      input.subarray(b * threads, (b + 1) * threads).reduce((s, v) => (s + v) >>> 0, 0),
    );
    expect(env.uints(sums)).toEqual(expected);
  });

  it('is zeroed before every block: each block counts its own threads from 0', () => {
    // Every thread adds 1 to shared word 0, then thread 0 copies the count out; a second launch too.
    const count = env.buffer(6 * 4);
    env.program(
      `COMP
DCL SV[0], THREAD_ID
DCL SV[1], BLOCK_ID
DCL MEMORY[0], SHARED
DCL BUFFER[0]
DCL TEMP[0..1]
IMM[0] UINT32 { 0, 1, 4, 0 }
ATOMUADD TEMP[0].x, MEMORY[0], IMM[0].xxxx, IMM[0].yyyy
BARRIER
USEQ TEMP[1].x, SV[0].xxxx, IMM[0].xxxx
IF TEMP[1].xxxx
  LOAD TEMP[0].x, MEMORY[0], IMM[0].xxxx
  UMUL TEMP[1].y, SV[1].xxxx, IMM[0].zzzz
  STORE BUFFER[0].x, TEMP[1].yyyy, TEMP[0].xxxx
ENDIF
END
`,
      4,
    );
    env.shaderBuffers([count]);
    env.launch({ block: [5, 3, 1], grid: [6, 1, 1] });
    expect(env.uints(count)).toEqual([15, 15, 15, 15, 15, 15]);
    env.launch({ block: [5, 3, 1], grid: [6, 1, 1] });
    expect(env.uints(count)).toEqual([15, 15, 15, 15, 15, 15]);
  });

  it('holds req_local_mem bytes: the last word is written and read, words past it read 0 and drop writes', () => {
    const out = env.buffer(16);
    env.program(
      `COMP
DCL MEMORY[0], SHARED
DCL BUFFER[0]
DCL TEMP[0]
IMM[0] UINT32 { 60, 64, 1000, 0 }
IMM[1] UINT32 { 7, 9, 0, 0 }
STORE MEMORY[0].x, IMM[0].xxxx, IMM[1].xxxx
STORE MEMORY[0].x, IMM[0].yyyy, IMM[1].yyyy
LOAD TEMP[0].x, MEMORY[0], IMM[0].xxxx
LOAD TEMP[0].y, MEMORY[0].xxxx, IMM[0].yyyy
LOAD TEMP[0].z, MEMORY[0].xxxx, IMM[0].zzzz
MOV TEMP[0].w, IMM[1].zzzz
STORE BUFFER[0], IMM[1].zzzz, TEMP[0]
END
`,
      64,
    );
    env.shaderBuffers([out]);
    env.launch({});
    expect(env.uints(out)).toEqual([7, 0, 0, 0]);
  });
});
