// Compute grids through the code generation IR: every kernel runs three ways — the grid kernel through
// the WebAssembly back end (codegen 'wasm'), through the JavaScript back end (codegen 'js') and tgsi's
// executable (no heap) — and every byte of every buffer must be the same, guard bytes around bound ranges
// untouched; SoftContext.computeGrids shows which way each launch ran, so the IR path is known to have
// run, and shaders the kernel declines still give the executable's bytes.

import { parseTgsi } from '@gallium-ts/tgsi';
import { describe, expect, it } from 'vitest';
import { computeGridKernel } from '../../src/codegen/kernels/compute-grid.js';
import { JS_ALU_CHANNELS } from '../../src/compute/ir-grid.js';
import {
  bytesOf,
  type GridResult,
  runGrid,
  runThreeWays,
  seededWords,
  WAYS,
  type Way,
} from './compute-grid-support.js';

type V3 = [number, number, number];

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

/** Float, integer and helper arithmetic on a vec4 loaded per thread; three vec4s stored per thread. */
const ARITHMETIC = `COMP
DCL SV[0], THREAD_ID
DCL SV[1], BLOCK_ID
DCL SV[2], BLOCK_SIZE
DCL BUFFER[0]
DCL BUFFER[1]
DCL CONST[0][0..1]
DCL TEMP[0..5]
IMM[0] UINT32 { 16, 48, 32, 7 }
UMAD TEMP[0].x, SV[1].xxxx, SV[2].xxxx, SV[0].xxxx
UMUL TEMP[0].y, TEMP[0].xxxx, IMM[0].xxxx
UMUL TEMP[0].z, TEMP[0].xxxx, IMM[0].yyyy
LOAD TEMP[1], BUFFER[0], TEMP[0].yyyy
MAD TEMP[2], TEMP[1], CONST[0][0], CONST[0][1]
RSQ TEMP[3].x, TEMP[1].xxxx
EX2 TEMP[3].y, TEMP[1].yyyy
LG2 TEMP[3].z, TEMP[1].zzzz
SIN TEMP[3].w, TEMP[1].wwww
DP4_SAT TEMP[2].w, TEMP[1], TEMP[2]
F2I TEMP[4].x, TEMP[1].xxxx
UDIV TEMP[4].y, TEMP[1].yyyy, IMM[0].wwww
XOR TEMP[4].z, TEMP[1].zzzz, TEMP[0].xxxx
IMAX TEMP[4].w, TEMP[1].wwww, -TEMP[1].xxxx
STORE BUFFER[1].xyzw, TEMP[0].zzzz, TEMP[2]
UADD TEMP[0].w, TEMP[0].zzzz, IMM[0].xxxx
STORE BUFFER[1].xyzw, TEMP[0].wwww, TEMP[3]
UADD TEMP[0].w, TEMP[0].zzzz, IMM[0].zzzz
STORE BUFFER[1].xyzw, TEMP[0].wwww, TEMP[4]
END
`;

/**
 * Thread t loads 4 words at the address in word t of BUFFER[1] from BUFFER[0], stores them to BUFFER[2]
 * at 32t, stores t + 1000 (x) and t + 2000 (y, w) at that address in BUFFER[0], then loads again (after
 * every thread's store, as the executable orders it) into BUFFER[2] at 32t + 16.
 */
const ADDRESSES = `COMP
DCL SV[0], THREAD_ID
DCL BUFFER[0]
DCL BUFFER[1]
DCL BUFFER[2]
DCL TEMP[0..3]
IMM[0] UINT32 { 4, 32, 1000, 2000 }
IMM[1] UINT32 { 16, 0, 0, 0 }
UMUL TEMP[0].x, SV[0].xxxx, IMM[0].xxxx
LOAD TEMP[1].x, BUFFER[1], TEMP[0].xxxx
LOAD TEMP[2], BUFFER[0], TEMP[1].xxxx
UMUL TEMP[0].y, SV[0].xxxx, IMM[0].yyyy
STORE BUFFER[2].xyzw, TEMP[0].yyyy, TEMP[2]
UADD TEMP[3].x, SV[0].xxxx, IMM[0].zzzz
UADD TEMP[3].yw, SV[0].xxxx, IMM[0].wwww
STORE BUFFER[0].xyw, TEMP[1].xxxx, TEMP[3]
LOAD TEMP[2], BUFFER[0], TEMP[1].xxxx
UADD TEMP[0].y, TEMP[0].yyyy, IMM[1].xxxx
STORE BUFFER[2].xyzw, TEMP[0].yyyy, TEMP[2]
END
`;

/** Addresses of the ADDRESSES kernel: inside, straddling the end, unaligned, past the end, wrapping. */
const ADDRESS_WORDS = [
  0, 4, 8, 12, 14, 16, 26, 27, 28, 29, 30, 1, 2, 3, 13, 0xfffffffc, 0x80000000, 0xfffffff0, 0xffffffff, 44,
  100, 6, 10, 0,
];

/** Thread t stores t + 100 at 4t, then reads its neighbour's word (4t + 4) and BUFFER[1]'s size. */
const NEIGHBOURS = `COMP
DCL SV[0], THREAD_ID
DCL BUFFER[0]
DCL BUFFER[1]
DCL BUFFER[2]
DCL TEMP[0..2]
IMM[0] UINT32 { 4, 100, 8, 0 }
UMUL TEMP[0].x, SV[0].xxxx, IMM[0].xxxx
UADD TEMP[1].x, SV[0].xxxx, IMM[0].yyyy
STORE BUFFER[0].x, TEMP[0].xxxx, TEMP[1].xxxx
BARRIER
UADD TEMP[0].y, TEMP[0].xxxx, IMM[0].xxxx
LOAD TEMP[2].x, BUFFER[0], TEMP[0].yyyy
RESQ TEMP[2].y, BUFFER[1]
LOAD TEMP[2].z, BUFFER[1], TEMP[0].xxxx
STORE BUFFER[1].x, TEMP[0].xxxx, TEMP[1].xxxx
UMUL TEMP[0].z, SV[0].xxxx, IMM[0].zzzz
STORE BUFFER[2].xy, TEMP[0].zzzz, TEMP[2]
STORE BUFFER[0].xyzw, TEMP[0].xxxx, SV[0]
END
`;

/**
 * Branches: thread t loads a word w of BUFFER[0]; IF w as a float (NaN true, −0 false): a nested UIF on
 * t & 1 loads BUFFER[0] again and changes TEMP[2] (its ELSE squares w), then w + 1 (a temporary first
 * written there) is stored to BUFFER[1] at 8t; ELSE doubles w; after ENDIF TEMP[2] is stored at
 * 8t + 4 for every thread; threads below CONST[0][0].x (a bounds check) store to BUFFER[2].
 */
const BRANCHES = `COMP
DCL SV[0], THREAD_ID
DCL SV[1], BLOCK_ID
DCL SV[2], BLOCK_SIZE
DCL BUFFER[0]
DCL BUFFER[1]
DCL BUFFER[2]
DCL CONST[0][0]
DCL TEMP[0..5]
IMM[0] UINT32 { 4, 8, 1, 3 }
UMAD TEMP[0].x, SV[1].xxxx, SV[2].xxxx, SV[0].xxxx
UMUL TEMP[0].y, TEMP[0].xxxx, IMM[0].xxxx
UMUL TEMP[0].z, TEMP[0].xxxx, IMM[0].yyyy
LOAD TEMP[1].x, BUFFER[0], TEMP[0].yyyy
MOV TEMP[2].x, TEMP[1].xxxx
IF TEMP[1].xxxx
  UADD TEMP[3].x, TEMP[1].xxxx, IMM[0].zzzz
  AND TEMP[4].x, TEMP[0].xxxx, IMM[0].zzzz
  UIF TEMP[4].xxxx
    UMUL TEMP[5].x, TEMP[0].xxxx, IMM[0].wwww
    LOAD TEMP[5].y, BUFFER[0], TEMP[5].xxxx
    XOR TEMP[2].x, TEMP[2].xxxx, TEMP[5].yyyy
  ELSE
    MUL TEMP[2].x, TEMP[1].xxxx, TEMP[1].xxxx
  ENDIF
  STORE BUFFER[1].x, TEMP[0].zzzz, TEMP[3].xxxx
ELSE
  ADD TEMP[2].x, TEMP[1].xxxx, TEMP[1].xxxx
ENDIF
UADD TEMP[0].w, TEMP[0].zzzz, IMM[0].xxxx
STORE BUFFER[1].x, TEMP[0].wwww, TEMP[2].xxxx
USLT TEMP[4].y, TEMP[0].xxxx, CONST[0][0].xxxx
UIF TEMP[4].yyyy
  STORE BUFFER[2].xy, TEMP[0].zzzz, TEMP[2].xxxx
ENDIF
END
`;

/** `count` vec4 MADs on the vec4 thread t loads from BUFFER[0] at 16t, stored to BUFFER[1] at 16t. */
function mads(count: number): string {
  return `COMP
DCL SV[0], THREAD_ID
DCL BUFFER[0]
DCL BUFFER[1]
DCL TEMP[0..1]
IMM[0] UINT32 { 16, 0, 0, 0 }
IMM[1] FLT32 { 0.999, 0.001, 0, 0 }
UMUL TEMP[0].x, SV[0].xxxx, IMM[0].xxxx
LOAD TEMP[1], BUFFER[0], TEMP[0].xxxx
${'MAD TEMP[1], TEMP[1], IMM[1].xxxx, IMM[1].yyyy\n'.repeat(count)}STORE BUFFER[1].xyzw, TEMP[0].xxxx, TEMP[1]
END
`;
}

const ATOMIC_OPCODES = [
  'ATOMUADD',
  'ATOMXCHG',
  'ATOMCAS',
  'ATOMAND',
  'ATOMOR',
  'ATOMXOR',
  'ATOMUMIN',
  'ATOMUMAX',
  'ATOMIMIN',
  'ATOMIMAX',
  'ATOMFADD',
  'ATOMINC_WRAP',
  'ATOMDEC_WRAP',
];

/**
 * Atomic `op` by every thread t: on word t & 3 of BUFFER[0] (contended) with operand word t of BUFFER[1]
 * (ATOMCAS compares with the word before it), under IF on odd threads a second one at the address in word
 * t of BUFFER[2] (outside the range, unaligned, wrapping too); each result is stored to BUFFER[3], the
 * second plus the first (read in the next phase), and a LOAD after the atomics reads the contended word.
 */
function atomics(op: string): string {
  const operands = op === 'ATOMCAS' ? 'TEMP[1].yyyy, TEMP[1].xxxx' : 'TEMP[1].xxxx';
  return `COMP
DCL SV[0], THREAD_ID
DCL SV[1], BLOCK_ID
DCL SV[2], BLOCK_SIZE
DCL BUFFER[0]
DCL BUFFER[1]
DCL BUFFER[2]
DCL BUFFER[3]
DCL TEMP[0..4]
IMM[0] UINT32 { 4, 3, 1, 16 }
UMAD TEMP[0].x, SV[1].xxxx, SV[2].xxxx, SV[0].xxxx
UMUL TEMP[0].y, TEMP[0].xxxx, IMM[0].xxxx
AND TEMP[0].z, TEMP[0].xxxx, IMM[0].yyyy
UMUL TEMP[0].z, TEMP[0].zzzz, IMM[0].xxxx
LOAD TEMP[1].x, BUFFER[1], TEMP[0].yyyy
UADD TEMP[0].w, TEMP[0].yyyy, IMM[0].xxxx
LOAD TEMP[1].y, BUFFER[1], TEMP[0].wwww
LOAD TEMP[1].z, BUFFER[2], TEMP[0].yyyy
${op} TEMP[2].x, BUFFER[0], TEMP[0].zzzz, ${operands}
AND TEMP[3].x, TEMP[0].xxxx, IMM[0].zzzz
MOV TEMP[4].x, IMM[0].wwww
UIF TEMP[3].xxxx
  ${op} TEMP[4].x, BUFFER[0], TEMP[1].zzzz, ${operands}
ENDIF
UMUL TEMP[0].w, TEMP[0].xxxx, IMM[0].wwww
STORE BUFFER[3].x, TEMP[0].wwww, TEMP[2].xxxx
UADD TEMP[3].y, TEMP[2].xxxx, TEMP[4].xxxx
UADD TEMP[0].w, TEMP[0].wwww, IMM[0].xxxx
STORE BUFFER[3].x, TEMP[0].wwww, TEMP[3].yyyy
LOAD TEMP[3].z, BUFFER[0], TEMP[0].zzzz
UADD TEMP[0].w, TEMP[0].wwww, IMM[0].xxxx
STORE BUFFER[3].x, TEMP[0].wwww, TEMP[3].zzzz
END
`;
}

/**
 * Shared memory (req_local_mem 30 bytes): threads below 7 − block store t + 1 at 4t, every thread adds t to word
 * 6 (ATOMUADD, contended), BARRIER, then each thread loads the word its mirror thread stored (at
 * 4 · (block − 1 − t), unaligned by t & 1, and past the size for some) and word 6, and stores them and
 * RESQ's size to BUFFER[0]. Every block starts from zeroed shared memory.
 */
const SHARED = `COMP
DCL SV[0], THREAD_ID
DCL SV[1], BLOCK_ID
DCL SV[2], BLOCK_SIZE
DCL BUFFER[0]
DCL MEMORY[0], SHARED
DCL TEMP[0..4]
IMM[0] UINT32 { 4, 7, 1, 24 }
IMM[1] UINT32 { 12, 8, 0, 0 }
UMUL TEMP[0].x, SV[0].xxxx, IMM[0].xxxx
UADD TEMP[1].x, SV[0].xxxx, IMM[0].zzzz
UADD TEMP[1].z, IMM[0].yyyy, -SV[1].xxxx
USLT TEMP[1].y, SV[0].xxxx, TEMP[1].zzzz
UIF TEMP[1].yyyy
  STORE MEMORY[0].x, TEMP[0].xxxx, TEMP[1].xxxx
ENDIF
ATOMUADD TEMP[2].x, MEMORY[0], IMM[0].wwww, SV[0].xxxx
BARRIER
UADD TEMP[3].x, SV[2].xxxx, -SV[0].xxxx
UADD TEMP[3].x, TEMP[3].xxxx, -IMM[0].zzzz
UMUL TEMP[3].x, TEMP[3].xxxx, IMM[0].xxxx
AND TEMP[3].y, SV[0].xxxx, IMM[0].zzzz
UADD TEMP[3].x, TEMP[3].xxxx, TEMP[3].yyyy
LOAD TEMP[4].x, MEMORY[0], TEMP[3].xxxx
LOAD TEMP[4].y, MEMORY[0].xxxx, IMM[0].wwww
RESQ TEMP[1].x, MEMORY[0]
MOV TEMP[4].z, TEMP[1].xxxx
MOV TEMP[4].w, TEMP[2].xxxx
UMAD TEMP[0].y, SV[1].xxxx, SV[2].xxxx, SV[0].xxxx
UMUL TEMP[0].y, TEMP[0].yyyy, IMM[1].xxxx
UMUL TEMP[0].y, TEMP[0].yyyy, IMM[0].xxxx
STORE BUFFER[0].xyz, TEMP[0].yyyy, TEMP[4]
UADD TEMP[0].y, TEMP[0].yyyy, IMM[1].xxxx
STORE BUFFER[0].x, TEMP[0].yyyy, TEMP[4].wwww
END
`;

/** Control flow the kernel declines (a LOOP): odd threads store through IF / ELSE, a LOOP sums. */
const CONTROL_FLOW = `COMP
DCL SV[0], THREAD_ID
DCL BUFFER[0]
DCL TEMP[0..3]
IMM[0] UINT32 { 4, 1, 3, 0 }
UMUL TEMP[0].x, SV[0].xxxx, IMM[0].xxxx
AND TEMP[1].x, SV[0].xxxx, IMM[0].yyyy
MOV TEMP[2].x, IMM[0].wwww
MOV TEMP[3].x, IMM[0].wwww
UIF TEMP[1].xxxx
  BGNLOOP
    USGE TEMP[1].y, TEMP[3].xxxx, SV[0].xxxx
    UIF TEMP[1].yyyy
      BRK
    ENDIF
    UADD TEMP[2].x, TEMP[2].xxxx, TEMP[3].xxxx
    UADD TEMP[3].x, TEMP[3].xxxx, IMM[0].yyyy
  ENDLOOP
ELSE
  UMUL TEMP[2].x, SV[0].xxxx, IMM[0].zzzz
ENDIF
STORE BUFFER[0].x, TEMP[0].xxxx, TEMP[2].xxxx
END
`;

/** Asserts the three ways give the same bytes and each way ran its launches as `ran` says. */
function expectSame(results: Record<Way, GridResult>, ran: 'ir' | 'executable', launches: number): void {
  for (const way of ['wasm', 'js'] as const)
    for (const [i, bytes] of results[way].bytes.entries())
      expect(Array.from(bytes), `${way}, buffer ${i}`).toEqual(Array.from(results.executable.bytes[i]!));
  expect(results.executable.counts).toEqual({ wasm: 0, js: 0, executable: launches });
  for (const way of ['wasm', 'js'] as const)
    expect(results[way].counts).toEqual(
      ran === 'ir'
        ? { wasm: way === 'wasm' ? launches : 0, js: way === 'js' ? launches : 0, executable: 0 }
        : { wasm: 0, js: 0, executable: launches },
    );
}

const zeros = (bytes: number) => ({ bytes: new Uint8Array(bytes) });

describe('compute grids through the IR: the same bytes three ways', () => {
  const grids: [string, V3, V3, number][] = [
    ['1D: 3 blocks of 64', [64, 1, 1], [3, 1, 1], 1],
    ['1D: 5 blocks of 7 (blocks that do not fill a group of lanes)', [7, 1, 1], [5, 1, 1], 1],
    ['2D: 3×2 blocks of 4×3', [4, 3, 1], [3, 2, 1], 2],
    ['3D: 2×3×2 blocks of 2×3×3', [2, 3, 3], [2, 3, 2], 3],
    ['one block of 1024 threads', [16, 16, 4], [1, 1, 1], 3],
    ['one thread per block, 4×1×3 blocks', [1, 1, 1], [4, 1, 3], 3],
  ];
  for (const [name, block, grid, workDim] of grids)
    it(`ids, ${name}`, () => {
      const threads = block[0] * block[1] * block[2] * grid[0] * grid[1] * grid[2];
      const results = runThreeWays({
        text: IDS,
        buffers: [zeros(threads * 64 + 64)],
        launches: [{ block, grid, workDim }],
      });
      expectSame(results, 'ir', 1);
      // The executable's words are the ids (checked exactly in test/compute/ids.test.ts); spot-check one.
      const words = new Uint32Array(results.wasm.bytes[0]!.buffer);
      expect(Array.from(words.subarray(16 * (threads - 1), 16 * threads))).toEqual([
        block[0] - 1,
        block[1] - 1,
        block[2] - 1,
        0,
        grid[0] - 1,
        grid[1] - 1,
        grid[2] - 1,
        0,
        ...block,
        0,
        ...grid,
        workDim,
      ]);
    });

  it('ids, indirect launches (the grid read from the buffer), twice', () => {
    const results = runThreeWays({
      text: IDS,
      buffers: [zeros(3 * 2 * 2 * 2 * 3 * 64 + 64)],
      launches: [
        { block: [3, 2, 1], workDim: 3, indirectWords: [2, 2, 3], indirectOffset: 20 },
        { block: [3, 2, 1], workDim: 3, indirectWords: [1, 2, 1], indirectOffset: 0 },
      ],
    });
    expectSame(results, 'ir', 2);
  });

  it('64 vec4 MADs on seeded words (the ALU benchmark kernel)', () => {
    const results = runThreeWays({
      text: mads(64),
      buffers: [{ bytes: bytesOf(seededWords(5, 20 * 4)) }, zeros(20 * 16)],
      launches: [{ block: [20, 1, 1], workDim: 1 }],
    });
    expectSame(results, 'ir', 1);
  });

  for (const seed of [1, 2, 3])
    it(`arithmetic on seeded words (seed ${seed}): floats, integers, helpers, constants, _SAT`, () => {
      const threads = 13 * 4;
      const constants = seededWords(seed + 100, 8);
      const results = runThreeWays({
        text: ARITHMETIC,
        buffers: [{ bytes: bytesOf(seededWords(seed, threads * 4)) }, zeros(threads * 48)],
        launches: [{ block: [13, 1, 1], grid: [4, 1, 1], workDim: 1 }],
        constants,
      });
      expectSame(results, 'ir', 1);
    });

  it('loads and stores outside a bound range: 0 read, nothing written, guard bytes untouched', () => {
    const guarded = new Uint8Array(64).fill(0xaa);
    const threads = ADDRESS_WORDS.length;
    const results = runThreeWays({
      text: ADDRESSES,
      buffers: [
        { bytes: guarded, offset: 16, size: 30 },
        { bytes: bytesOf(Uint32Array.from(ADDRESS_WORDS)) },
        zeros(threads * 32),
      ],
      launches: [{ block: [threads, 1, 1], workDim: 1 }],
    });
    expectSame(results, 'ir', 1);
    for (const way of WAYS) {
      const bytes = results[way].bytes[0]!;
      // Bytes 0..15 and 46..63 are outside the bound range [16, 46).
      expect(Array.from(bytes.subarray(0, 16)), way).toEqual(new Array(16).fill(0xaa));
      expect(Array.from(bytes.subarray(46)), way).toEqual(new Array(18).fill(0xaa));
      expect(
        bytes.subarray(16, 46).some((b) => b !== 0xaa),
        way,
      ).toBe(true);
    }
  });

  it('neighbours: a load after a store sees every thread’s store; unbound slots read 0 and drop stores', () => {
    const threads = 10;
    const results = runThreeWays({
      text: NEIGHBOURS,
      buffers: [zeros(threads * 4 + 16), null, zeros(threads * 8)],
      launches: [{ block: [threads, 1, 1], grid: [2, 1, 1], workDim: 1 }],
    });
    expectSame(results, 'ir', 1);
    const words = new Uint32Array(results.wasm.bytes[2]!.buffer);
    // Thread 3 read thread 4's store (104), the unbound slot's size (0) and word (0).
    expect(Array.from(words.subarray(6, 8))).toEqual([104, 0]);
    // The overlapping vec4 stores of the last instruction: each word from the last thread that wrote it.
    const first = new Uint32Array(results.wasm.bytes[0]!.buffer);
    expect(Array.from(first.subarray(0, 4))).toEqual([0, 1, 2, 3]);
    expect(Array.from(first.subarray(threads - 1, threads + 3))).toEqual([9, 0, 0, 0]);
  });

  for (const seed of [1, 2])
    it(`branches: nested IF / UIF / ELSE with loads and stores inside, a bounds check (seed ${seed})`, () => {
      const words = seededWords(seed + 40, 64);
      words.set([0, 0x80000000, 0x7fc00000, 0x3f800000], 0); // 0, −0, NaN, 1
      const results = runThreeWays({
        text: BRANCHES,
        buffers: [{ bytes: bytesOf(words) }, zeros(64 * 8), zeros(64 * 8)],
        launches: [{ block: [11, 1, 1], grid: [5, 1, 1], workDim: 1 }],
        constants: Uint32Array.of(47, 0, 0, 0),
      });
      expectSame(results, 'ir', 1);
      const first = new Uint32Array(results.wasm.bytes[1]!.buffer);
      // Thread 0 (0) and 1 (−0) take ELSE: 0 + 0 and −0 + −0; thread 2 (NaN) takes IF, stores NaN's word
      // + 1, and (even) squares NaN: the canonical NaN word.
      expect(Array.from(first.subarray(0, 6))).toEqual([0, 0, 0, 0x80000000, 0x7fc00001, 0x7fc00000]);
      const third = new Uint32Array(results.wasm.bytes[2]!.buffer);
      expect(third[2 * 46]).not.toBe(0);
      expect(Array.from(third.subarray(2 * 47))).toEqual(new Array(2 * 17).fill(0));
    });

  for (const op of ATOMIC_OPCODES)
    it(`${op} on a contended word and, under IF, at addresses in and out of the range`, () => {
      const threads = 2 * 13;
      const addresses = Uint32Array.from(
        { length: threads },
        (_, t) => [0, 4, 6, 12, 13, 14, 16, 29, 0xfffffffc, 0xffffffff, 0x80000000, 2, 8][t % 13]!,
      );
      const operands = seededWords(op.length * 7, threads + 1).map((w, t) => (t % 3 === 0 ? w % 5 : w));
      const results = runThreeWays({
        text: atomics(op),
        buffers: [
          { bytes: bytesOf(seededWords(3, 16).map((w, i) => (i % 2 ? w % 7 : w))), offset: 16, size: 30 },
          { bytes: bytesOf(operands) },
          { bytes: bytesOf(addresses) },
          zeros(threads * 16),
        ],
        launches: [{ block: [13, 1, 1], grid: [2, 1, 1], workDim: 1 }],
      });
      expectSame(results, 'ir', 1);
    });

  it('shared memory: zeroed per block, stores, a contended atomic, BARRIER, loads in and out of its size', () => {
    const results = runThreeWays({
      text: SHARED,
      buffers: [zeros(3 * 9 * 12 * 4 + 64)],
      launches: [{ block: [9, 1, 1], grid: [3, 1, 1], workDim: 1 }],
      sharedBytes: 30,
    });
    expectSame(results, 'ir', 1);
    const words = new Uint32Array(results.wasm.bytes[0]!.buffer);
    // Block 1 (threads below 6 store): thread 0 loads its mirror (thread 8: at 32, past the 30 bytes: 0),
    // word 6 (zeroed for the block, then every thread's atomic: 0 + … + 8 = 36, not block 0's 43), the
    // size 30; its atomic got 0; thread 1 loads thread 7's word at 29 (past the size: 0), thread 2 word 6.
    expect(Array.from(words.subarray(0, 4))).toEqual([0, 43, 30, 7]);
    expect(Array.from(words.subarray(9 * 12, 9 * 12 + 4))).toEqual([0, 36, 30, 0]);
    expect([words[10 * 12], words[11 * 12]]).toEqual([0, 36]);
  });

  it("a fixed (non-shared) heap: codegen 'wasm' runs its own module over it, the same bytes", () => {
    const threads = 3 * 2 * 13;
    const run = {
      text: ARITHMETIC,
      buffers: [{ bytes: bytesOf(seededWords(4, threads * 4)) }, zeros(threads * 48)],
      launches: [{ block: [13, 1, 1] as V3, grid: [6, 1, 1] as V3, workDim: 1 }],
      constants: seededWords(104, 8),
    };
    const fixed = runGrid(run, 'wasm', 'always', { wasmMemoryShared: false });
    expect(fixed.counts).toEqual({ wasm: 1, js: 0, executable: 0 });
    expect(fixed.sharedHeap).toBe(false);
    expect(runGrid(run, 'wasm').sharedHeap).toBe(true);
    expect(fixed.bytes).toEqual(runGrid(run, 'executable').bytes);
  });

  it('control flow: declined by the kernel, run by the executable with the same bytes', () => {
    expect(computeGridKernel(parseTgsi(CONTROL_FLOW))).toBeNull();
    const results = runThreeWays({
      text: CONTROL_FLOW,
      buffers: [zeros(9 * 4)],
      launches: [{ block: [9, 1, 1], workDim: 1 }],
    });
    expectSame(results, 'executable', 1);
    expect(Array.from(new Uint32Array(results.wasm.bytes[0]!.buffer))).toEqual([
      0, 0, 6, 3, 12, 10, 18, 21, 24,
    ]);
  });
});

describe("codegen 'js' by default ('auto')", () => {
  it(`runs kernels of at most ${JS_ALU_CHANNELS} arithmetic channels through the IR's JavaScript, longer ones on the executable`, () => {
    const short = computeGridKernel(parseTgsi(IDS))!;
    const long = computeGridKernel(parseTgsi(mads(16)))!;
    expect(short.aluChannels).toBeLessThanOrEqual(JS_ALU_CHANNELS);
    expect(long.aluChannels).toBeGreaterThan(JS_ALU_CHANNELS);
    const ids = { text: IDS, buffers: [zeros(8 * 64)], launches: [{ block: [8, 1, 1] as V3, workDim: 1 }] };
    expect(runGrid(ids, 'js', 'auto').counts).toEqual({ wasm: 0, js: 1, executable: 0 });
    const arithmetic = {
      text: mads(16),
      buffers: [{ bytes: bytesOf(seededWords(9, 32)) }, zeros(8 * 16)],
      launches: [{ block: [8, 1, 1] as V3, workDim: 1 }],
    };
    const auto = runGrid(arithmetic, 'js', 'auto');
    expect(auto.counts).toEqual({ wasm: 0, js: 0, executable: 1 });
    expect(auto.bytes).toEqual(runGrid(arithmetic, 'executable').bytes);
  });
});

describe('what the grid kernel serves', () => {
  const served = (text: string) => computeGridKernel(parseTgsi(text)) !== null;
  it('serves ids, arithmetic, loads, stores, RESQ, atomics, BARRIER, IF / UIF / ELSE; shared memory; declines LOOP, images', () => {
    expect(ATOMIC_OPCODES.every((op) => served(atomics(op)))).toBe(true);
    expect(served(CONTROL_FLOW)).toBe(false);
    expect([IDS, ARITHMETIC, ADDRESSES, NEIGHBOURS, BRANCHES].map(served)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    const shared = `COMP
DCL SV[0], THREAD_ID
DCL MEMORY[0], SHARED
DCL TEMP[0]
STORE MEMORY[0].x, SV[0].xxxx, SV[0].xxxx
END
`;
    const image = `COMP
DCL SV[0], THREAD_ID
DCL IMAGE[0], 2D, PIPE_FORMAT_R32_UINT, WR
STORE IMAGE[0].x, SV[0].xyyy, SV[0].xxxx, 2D, PIPE_FORMAT_R32_UINT
END
`;
    expect([shared, image].map(served)).toEqual([true, false]);
  });
});
