// Every TGSI atomic (the GL ones, ATOMFADD and the wrapping ATOMINC_WRAP/ATOMDEC_WRAP) on a shader buffer word, an image texel (R32 formats) and a shared-memory word, with
// contention: all 256 threads of a grid (64 per block for shared memory) hit the same address. The
// final word is checked exactly against the fold of every thread's operand; the old values the threads
// get back are checked where the result does not depend on the order (UADD: a permutation of the
// prefix sums; XCHG: each value exactly once; CAS: exactly one winner).
import { formatName, makeBox, PipeFormat, PipeShader, PipeTransfer } from '@gallium-ts/gallium-api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ComputeEnv, imageView } from './compute-env.js';

const BLOCK = 64;
const BLOCKS = 4;
const THREADS = BLOCK * BLOCKS;

type Where = 'buffer' | 'image' | 'shared';

interface AtomicCase {
  op: string;
  initial: number;
  /** Operand of thread t (a word; float bits for ATOMFADD). */
  value: (t: number) => number;
  /** The new word from the old one and an operand (unsigned words). */
  fold?: (old: number, v: number) => number;
  /** Image format for the image variant. */
  format: PipeFormat;
}

const u32 = (v: number) => v >>> 0;
const hash = (t: number) => Math.imul(t + 7, 2654435761) >>> 0;
const floatBits = (f: number) => new Uint32Array(new Float32Array([f]).buffer)[0]!;
const bitsFloat = (w: number) => new Float32Array(new Uint32Array([w]).buffer)[0]!;

const CASES: AtomicCase[] = [
  {
    op: 'ATOMUADD',
    initial: 5,
    value: (t) => t + 1,
    fold: (o, v) => u32(o + v),
    format: PipeFormat.R32_UINT,
  },
  {
    op: 'ATOMAND',
    initial: 0xffffffff,
    value: (t) => u32(~(1 << (t % 31))),
    fold: (o, v) => u32(o & v),
    format: PipeFormat.R32_UINT,
  },
  {
    op: 'ATOMOR',
    initial: 0,
    value: (t) => u32(1 << (t % 29)),
    fold: (o, v) => u32(o | v),
    format: PipeFormat.R32_UINT,
  },
  {
    op: 'ATOMXOR',
    initial: 0x12345678,
    value: hash,
    fold: (o, v) => u32(o ^ v),
    format: PipeFormat.R32_UINT,
  },
  {
    op: 'ATOMUMIN',
    initial: 0xffffffff,
    value: hash,
    fold: (o, v) => Math.min(o, v),
    format: PipeFormat.R32_UINT,
  },
  { op: 'ATOMUMAX', initial: 0, value: hash, fold: (o, v) => Math.max(o, v), format: PipeFormat.R32_UINT },
  {
    op: 'ATOMIMIN',
    initial: 0x7fffffff,
    value: hash,
    fold: (o, v) => u32(Math.min(o | 0, v | 0)),
    format: PipeFormat.R32_SINT,
  },
  {
    op: 'ATOMIMAX',
    initial: 0x80000000,
    value: hash,
    fold: (o, v) => u32(Math.max(o | 0, v | 0)),
    format: PipeFormat.R32_SINT,
  },
  {
    op: 'ATOMFADD',
    initial: floatBits(0.5),
    value: (t) => floatBits((t % 13) * 0.25 - 1),
    fold: (o, v) => floatBits(bitsFloat(o) + bitsFloat(v)),
    format: PipeFormat.R32_FLOAT,
  },
  // tgsi.rst: new = old + 1 <= src ? old + 1 : 0, and new = old > 0 && old < src ? old - 1 : 0 (unsigned).
  {
    op: 'ATOMINC_WRAP',
    initial: 40,
    value: () => 100,
    fold: (o, v) => (o + 1 <= v ? o + 1 : 0),
    format: PipeFormat.R32_UINT,
  },
  {
    op: 'ATOMDEC_WRAP',
    initial: 90,
    value: () => 100,
    fold: (o, v) => (o > 0 && o < v ? o - 1 : 0),
    format: PipeFormat.R32_UINT,
  },
  { op: 'ATOMXCHG', initial: 0xdead, value: (t) => t * 3 + 1, format: PipeFormat.R32_UINT },
  { op: 'ATOMCAS', initial: 0, value: (t) => t + 100, format: PipeFormat.R32_UINT },
];

/** The resource declaration and address operand of each variant. */
const RESOURCE: Record<Where, { decl: string; name: string; address: string }> = {
  buffer: { decl: 'DCL BUFFER[2]', name: 'BUFFER[2]', address: 'IMM[1].xxxx' },
  image: { decl: '', name: 'IMAGE[0]', address: 'IMM[1].yzzz' },
  shared: { decl: 'DCL MEMORY[0], SHARED', name: 'MEMORY[0]', address: 'IMM[1].xxxx' },
};

/**
 * Thread g = block · 64 + t reads its operand from BUFFER[0][g], applies the atomic to the resource and
 * writes the old word to BUFFER[1][g]. For shared memory thread 0 first stores the initial word, and
 * after a BARRIER copies the block's final word to BUFFER[3][block].
 */
function shader(c: AtomicCase, where: Where): string {
  const r = RESOURCE[where];
  const imageDecl = `DCL IMAGE[0], 2D, PIPE_FORMAT_${formatName(c.format)}, WR`;
  const operands = c.op === 'ATOMCAS' ? 'IMM[0].zzzz, TEMP[1].xxxx' : 'TEMP[1].xxxx';
  const shared = where === 'shared';
  return `COMP
DCL SV[0], THREAD_ID
DCL SV[1], BLOCK_ID
DCL BUFFER[0]
DCL BUFFER[1]
DCL BUFFER[3]
${where === 'image' ? imageDecl : r.decl}
DCL TEMP[0..3]
IMM[0] UINT32 { ${BLOCK}, 4, ${c.op === 'ATOMCAS' ? c.initial : 0}, ${c.initial} }
IMM[1] UINT32 { 12, 1, 2, 0 }
UMAD TEMP[0].x, SV[1].xxxx, IMM[0].xxxx, SV[0].xxxx
UMUL TEMP[0].y, TEMP[0].xxxx, IMM[0].yyyy
LOAD TEMP[1].x, BUFFER[0], TEMP[0].yyyy
${
  shared
    ? `USEQ TEMP[3].x, SV[0].xxxx, IMM[1].wwww
IF TEMP[3].xxxx
  STORE MEMORY[0].x, ${r.address}, IMM[0].wwww
ENDIF
BARRIER`
    : ''
}
${c.op} TEMP[2].x, ${r.name}, ${r.address}, ${operands}
STORE BUFFER[1].x, TEMP[0].yyyy, TEMP[2].xxxx
${
  shared
    ? `BARRIER
IF TEMP[3].xxxx
  LOAD TEMP[2].x, MEMORY[0], ${r.address}
  UMUL TEMP[0].z, SV[1].xxxx, IMM[0].yyyy
  STORE BUFFER[3].x, TEMP[0].zzzz, TEMP[2].xxxx
ENDIF`
    : ''
}
END
`;
}

let env: ComputeEnv;
beforeEach(() => {
  env = new ComputeEnv();
});
afterEach(() => env.destroy());

/** Runs case `c` on `where`; returns the final word(s) (one per block for shared memory) and the old values. */
function run(c: AtomicCase, where: Where): { finals: number[]; olds: number[] } {
  const operands = env.buffer(new Uint32Array(THREADS).map((_, t) => c.value(t)));
  const olds = env.buffer(THREADS * 4);
  const target = env.buffer(new Uint32Array([0, 0, 0, c.initial, 0]));
  const blockFinals = env.buffer(BLOCKS * 4);
  const image = env.texture({ format: c.format, width0: 4, height0: 4 });
  env.ctx.textureSubdata(
    image,
    0,
    PipeTransfer.WRITE,
    makeBox(0, 0, 0, 4, 4, 1),
    new Uint8Array(new Uint32Array(16).fill(c.initial).buffer),
    16,
    64,
  );
  env.program(shader(c, where), where === 'shared' ? 16 : 0);
  env.shaderBuffers([operands, olds, target, blockFinals]);
  env.ctx.setShaderImages(PipeShader.COMPUTE, 0, [imageView(image)]);
  env.launch({ block: [BLOCK, 1, 1], grid: [BLOCKS, 1, 1], workDim: 1 });
  let finals: number[];
  if (where === 'buffer') finals = [env.uints(target)[3]!];
  else if (where === 'shared') finals = env.uints(blockFinals);
  else {
    const texels = new Uint32Array(env.read(image, 0, makeBox(0, 0, 0, 4, 4, 1)).buffer);
    // Texel (1, 2) took the atomics; every other texel kept the initial word.
    expect(Array.from(texels).filter((_, i) => i !== 9)).toEqual(new Array(15).fill(c.initial));
    finals = [texels[2 * 4 + 1]!];
  }
  return { finals, olds: env.uints(olds) };
}

/** Threads contending on one word: all of them, or each block for shared memory. */
function groups(where: Where): number[][] {
  const all = Array.from({ length: THREADS }, (_, t) => t);
  if (where !== 'shared') return [all];
  return Array.from({ length: BLOCKS }, (_, b) => all.slice(b * BLOCK, (b + 1) * BLOCK));
}

describe.each(['buffer', 'image', 'shared'] as const)(
  'atomics on %s words with 256 contending threads',
  (where) => {
    for (const c of CASES.filter((c) => c.fold)) {
      it(`${c.op}: the final word is the fold of every operand`, () => {
        const { finals, olds } = run(c, where);
        const expected = groups(where).map((g) => g.reduce((w, t) => c.fold!(w, c.value(t)), c.initial));
        expect(finals).toEqual(expected);
        if (c.op === 'ATOMUADD') {
          // Old values: the running sums in some order — each distinct, the last one + its operand = final.
          for (const g of groups(where)) {
            const mine = g.map((t) => olds[t]!);
            expect(new Set(mine).size).toBe(g.length);
            expect(Math.min(...mine)).toBe(c.initial);
          }
        }
      });
    }

    it('ATOMXCHG: every operand and the initial word come out exactly once (old values + final word)', () => {
      const c = CASES.find((x) => x.op === 'ATOMXCHG')!;
      const { finals, olds } = run(c, where);
      groups(where).forEach((g, i) => {
        const seen = [...g.map((t) => olds[t]!), finals[i]!].sort((a, b) => a - b);
        expect(seen).toEqual([c.initial, ...g.map((t) => c.value(t))].sort((a, b) => a - b));
      });
    });

    it('ATOMCAS: exactly one thread finds the initial word and swaps in its operand; all others see the winner', () => {
      const c = CASES.find((x) => x.op === 'ATOMCAS')!;
      const { finals, olds } = run(c, where);
      groups(where).forEach((g, i) => {
        const winners = g.filter((t) => olds[t] === c.initial);
        expect(winners).toHaveLength(1);
        expect(finals[i]).toBe(c.value(winners[0]!));
        expect(g.filter((t) => t !== winners[0]).every((t) => olds[t] === finals[i])).toBe(true);
      });
    });
  },
);
