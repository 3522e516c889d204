// Differential tests: the interpreter and the JIT agree bit for bit (every output word, NaN payloads
// included — both canonicalise float NaN results in numeric.ts's floatBits) on seeded random programs:
// every arithmetic opcode with random swizzles, modifiers, write masks, saturation, register files
// and indirect operands, over inputs full of NaNs, infinities, signed zeros, denormals, INT_MIN and
// 0xffffffff; and random fragment programs with nested, divergent control flow.

import { mulberry32 } from '@gallium-ts/gallium-api/util';
import { describe, expect, it } from 'vitest';
import { aluSemantics } from '../../src/exec/semantics.js';
import { TgsiFile } from '../../src/ir.js';
import { TGSI_OPCODES } from '../../src/opcodes.js';
import { onBoth } from './harness.js';

const random = mulberry32;

const SPECIAL = [
  0x7fc00000, 0x7fc00001, 0x7f800001, 0xffc00000, 0x7f800000, 0xff800000, 0x00000000, 0x80000000, 0x00000001,
  0x007fffff, 0x00800000, 0x80000001, 0x3f800000, 0xbf800000, 0x3f000000, 0x40000000, 0xffffffff, 0x7fffffff,
  0x00000002, 0x0000001f, 0x00000020, 0x00000021, 0x3f800001, 0x7f7fffff, 0x4b000000, 0x4effffff, 0xcf000000,
  0x4f800000, 0x00000003, 0x00000010,
];

const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);

function randomWord(r: () => number): number {
  const p = r();
  if (p < 0.4) return SPECIAL[Math.floor(r() * SPECIAL.length)]!;
  if (p < 0.75) {
    f32[0] = (r() - 0.5) * 2 ** Math.floor(r() * 12 - 4);
    return u32[0]!;
  }
  return Math.floor(r() * 2 ** 32);
}

const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;
const SWIZZLE = 'xyzw';

function swizzle(r: () => number): string {
  if (r() < 0.3) return '';
  return `.${[0, 1, 2, 3].map(() => pick(r, [...SWIZZLE])).join('')}`;
}

function writeMask(r: () => number): string {
  const mask = 1 + Math.floor(r() * 15);
  return mask === 15 && r() < 0.5 ? '' : `.${[...SWIZZLE].filter((_, c) => (mask >> c) & 1).join('')}`;
}

/** A random source operand, sometimes with an indirect index. */
function source(r: () => number): string {
  const p = r();
  let reg: string;
  if (p < 0.3) reg = `IN[${Math.floor(r() * 4)}]`;
  else if (p < 0.6) reg = `TEMP[${Math.floor(r() * 6)}]`;
  else if (p < 0.72) reg = `IMM[${Math.floor(r() * 4)}]`;
  else if (p < 0.84) reg = `CONST[${Math.floor(r() * 4)}]`;
  else if (p < 0.88) reg = `CONST[ADDR[0].x ${pick(r, ['- 1', '+ 0', '+ 1'])}]`;
  else if (p < 0.92) reg = `IMM[ADDR[0].y + ${Math.floor(r() * 3)}]`;
  else if (p < 0.96) reg = `TEMP[ADDR[0].x + 6](1)`;
  else reg = `OUT[${Math.floor(r() * 2)}]`;
  reg += swizzle(r);
  const m = r();
  if (m < 0.1) return `-${reg}`;
  if (m < 0.17) return `|${reg}|`;
  if (m < 0.22) return `-|${reg}|`;
  return reg;
}

function destination(r: () => number): string {
  const p = r();
  const reg =
    p < 0.75
      ? `TEMP[${Math.floor(r() * 6)}]`
      : p < 0.9
        ? `OUT[${Math.floor(r() * 2)}]`
        : 'TEMP[ADDR[0].x + 6](1)';
  return reg + writeMask(r);
}

const ALU = TGSI_OPCODES.filter((o) => aluSemantics(o.opcode) && !['ARL', 'ARR', 'UARL'].includes(o.name));

function instruction(r: () => number, name: string, numDst: number, numSrc: number): string {
  const sat = r() < 0.15 ? '_SAT' : '';
  const dsts = Array.from({ length: numDst }, () => destination(r));
  const srcs = Array.from({ length: numSrc }, () => source(r));
  return `${name}${sat} ${[...dsts, ...srcs].join(', ')}`;
}

function immediates(r: () => number): string {
  return [0, 1, 2, 3]
    .map((k) => `IMM[${k}] UINT32 { ${[0, 1, 2, 3].map(() => randomWord(r)).join(', ')} }`)
    .join('\n');
}

const LANES = 16;

/** Fills IN[0..3] and constant buffer 0 with random words, runs, and returns every output and killed flag. */
function runRandom(text: string, seed: number, fragment: boolean) {
  return onBoth(
    text,
    (e) => {
      const r = random(seed ^ 0x5bd1e995);
      for (let reg = 0; reg < 4; reg++) {
        for (let c = 0; c < 4; c++) {
          const lanes = e.registerUints(TgsiFile.INPUT, reg, c);
          for (let i = 0; i < LANES; i++) lanes[i] = randomWord(r);
        }
      }
      e.setConstantBuffer(
        0,
        Uint32Array.from({ length: 16 }, () => randomWord(r)),
      );
      if (fragment)
        e.runQuads({ quads: LANES / 4, coverage: Array.from({ length: LANES }, () => (r() < 0.85 ? 1 : 0)) });
      else e.run(LANES);
    },
    (e) => ({
      out: Array.from({ length: e.registerCount(TgsiFile.OUTPUT) }, (_, reg) =>
        [0, 1, 2, 3].map((c) => Array.from(e.registerUints(TgsiFile.OUTPUT, reg, c).subarray(0, LANES))),
      ),
      killed: Array.from(e.killed.subarray(0, LANES)),
    }),
    { maxLanes: LANES },
  );
}

const HEADER = `DCL IN[0..3]
DCL OUT[0..5]
DCL TEMP[0..5]
DCL TEMP[6..7], ARRAY(1)
DCL TEMP[8..15]
DCL CONST[0..3]
DCL ADDR[0]
`;
/** Random but bounded address registers: x in -1..2, y in 0..4. */
const ADDRESS = `IMM[4] INT32 { 3, 4, -1, 0 }
IMM[5] INT32 { 1, 2, 7, 0 }
AND TEMP[15], IN[0], IMM[4].xxxx
UADD TEMP[15], TEMP[15], IMM[4].zzzz
UARL ADDR[0].x, TEMP[15].xxxx
AND TEMP[15], IN[1], IMM[4].yyyy
UARL ADDR[0].y, TEMP[15].xxxx
MOV TEMP[0], IN[0]
MOV TEMP[1], IN[1]
MOV TEMP[2], IN[2]
MOV TEMP[3], IN[3]
MOV TEMP[4], IN[0].wzyx
MOV TEMP[5], IN[1].yxwz
MOV TEMP[6], IN[2].zwxy
MOV TEMP[7], IN[3].xxyy
MOV OUT[0], IN[3]
MOV OUT[1], IN[2]
`;
const FOOTER = `MOV OUT[2], TEMP[0]
MOV OUT[3], TEMP[1]
ADD OUT[4], TEMP[2], TEMP[3]
MOV OUT[5], TEMP[4]
MOV OUT[4].y, TEMP[5].xxxx
MOV OUT[4].w, TEMP[6].xxxx
MOV OUT[5].y, TEMP[7].xxxx
`;

describe('every arithmetic opcode: interpreter and JIT agree bit for bit', () => {
  for (const info of ALU) {
    it(info.name, () => {
      for (let round = 0; round < 3; round++) {
        const seed = info.opcode * 1000 + round;
        const r = random(seed);
        const body: string[] = [];
        for (let k = 0; k < 16; k++) {
          const other = pick(r, ALU);
          const main = r() < 0.75;
          body.push(
            instruction(
              r,
              main ? info.name : other.name,
              (main ? info : other).numDst,
              (main ? info : other).numSrc,
            ),
          );
        }
        const text = `VERT\n${HEADER}${immediates(r)}\n${ADDRESS}${body.join('\n')}\n${FOOTER}END\n`;
        const result = runRandom(text, seed, false);
        expect(result.out.length).toBe(6);
      }
    });
  }
});

/** Random fragment programs with nested, divergent control flow. */
class ProgramGenerator {
  private readonly r: () => number;
  private readonly lines: string[] = [];
  private loopDepth = 0;
  private switchDepth = 0;
  private readonly common = ALU.filter((o) => o.numDst === 1);

  constructor(seed: number) {
    this.r = random(seed);
  }

  generate(): string {
    this.block(0, 6);
    const main = [...ADDRESS.trim().split('\n'), ...this.lines, ...FOOTER.trim().split('\n'), 'END'];
    const subStart = main.filter((l) => !l.startsWith('IMM[')).length;
    const sub: string[] = [];
    this.lines.length = 0;
    this.block(1, 4);
    sub.push('BGNSUB', ...this.lines, 'ENDSUB');
    const text = [...main, ...sub].join('\n').replaceAll('CAL :SUB', `CAL :${subStart}`);
    return `FRAG\n${HEADER.replace('DCL IN[0..3]', 'DCL IN[0..3], GENERIC[0], LINEAR')}${immediates(this.r)}\n${text}\n`;
  }

  private emit(line: string): void {
    this.lines.push(line);
  }

  private cond(): string {
    return `${pick(this.r, ['IN[0]', 'IN[1]', 'TEMP[0]', 'TEMP[3]'])}.${pick(this.r, [...SWIZZLE])}${'xxxx'.slice(1)}`;
  }

  private block(depth: number, statements: number): void {
    const r = this.r;
    for (let s = 0; s < statements; s++) {
      const p = r();
      if (p < 0.55 || depth >= 3) {
        const op = pick(r, this.common);
        this.emit(instruction(r, op.name, 1, op.numSrc));
      } else if (p < 0.67) {
        this.emit(`${r() < 0.5 ? 'IF' : 'UIF'} ${this.cond()}`);
        this.block(depth + 1, 3);
        if (r() < 0.6) {
          this.emit('ELSE');
          this.block(depth + 1, 2);
        }
        this.emit('ENDIF');
      } else if (p < 0.77) {
        const counter = `TEMP[${10 + depth}]`;
        // Up to 7 iterations, a different count per lane; the counter advances first, so CONT is safe.
        this.emit(`AND ${counter}.y, IN[${Math.floor(r() * 4)}].xxxx, IMM[5].zzzz`);
        this.emit(`MOV ${counter}.x, IMM[4].wwww`);
        this.emit('BGNLOOP');
        this.emit(`USGE ${counter}.z, ${counter}.xxxx, ${counter}.yyyy`);
        this.emit(`UIF ${counter}.zzzz`);
        this.emit('BRK');
        this.emit('ENDIF');
        this.emit(`UADD ${counter}.x, ${counter}.xxxx, IMM[5].xxxx`);
        this.loopDepth++;
        this.block(depth + 1, 3);
        this.loopDepth--;
        this.emit('ENDLOOP');
      } else if (p < 0.83) {
        this.emit(`AND TEMP[14].x, ${this.cond()}, IMM[4].xxxx`);
        this.emit('SWITCH TEMP[14].xxxx');
        this.switchDepth++;
        for (const label of ['CASE IMM[5].xxxx', 'DEFAULT', 'CASE IMM[5].yyyy']) {
          this.emit(label);
          this.block(depth + 1, 2);
          if (r() < 0.5) this.emit('BRK');
        }
        this.switchDepth--;
        this.emit('ENDSWITCH');
      } else if (p < 0.87 && (this.loopDepth > 0 || this.switchDepth > 0)) {
        this.emit(`UIF ${this.cond()}`);
        this.emit(this.loopDepth > 0 && r() < 0.5 ? 'CONT' : 'BRK');
        this.emit('ENDIF');
      } else if (p < 0.9) {
        this.emit(`KILL_IF ${pick(this.r, ['IN[2]', 'TEMP[1]', '-IN[3]'])}${swizzle(r)}`);
      } else if (p < 0.94) {
        this.emit(
          `${pick(r, ['DDX', 'DDY', 'DDX_FINE', 'DDY_FINE'])} TEMP[${Math.floor(r() * 6)}]${writeMask(r)}, ${source(r)}`,
        );
      } else if (p < 0.97 && depth === 0) {
        this.emit('CAL :SUB');
      } else {
        this.emit(`IF ${this.cond()}`);
        this.emit(r() < 0.6 ? 'RET' : 'DEMOTE');
        this.emit('ENDIF');
      }
    }
  }
}

describe('random programs with control flow: interpreter and JIT agree bit for bit', () => {
  for (let batch = 0; batch < 8; batch++) {
    it(`programs ${batch * 25} to ${batch * 25 + 24}`, () => {
      for (let k = 0; k < 25; k++) {
        const seed = 7000 + batch * 25 + k;
        const text = new ProgramGenerator(seed).generate();
        runRandom(text, seed, true);
      }
    });
  }
});
