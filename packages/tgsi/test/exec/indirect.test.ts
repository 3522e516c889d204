// Indirect addressing with ADDR/ARL/UARL: constants (1D and 2D, indirect index and indirect buffer),
// immediates, temporary arrays and per-vertex inputs. Reads outside the file, the array or the bound
// buffer give 0; writes outside are dropped and never touch another register. Both engines.
import { describe, expect, it } from 'vitest';
import type { TgsiExecutable } from '../../src/exec/executable.js';
import { TgsiFile } from '../../src/ir.js';
import { I, onBoth, setInput } from './harness.js';

function run(text: string, addresses: number[], setup?: (e: TgsiExecutable) => void, regs = 1): number[][][] {
  return onBoth(
    text,
    (e) => {
      setup?.(e);
      setInput(
        e,
        0,
        addresses.map((a) => [I(a), I(0), I(0), I(0)]),
      );
      e.run(addresses.length);
    },
    (e) =>
      addresses.map((_, lane) =>
        Array.from({ length: regs }, (_, r) =>
          [0, 1, 2, 3].map((c) => e.registerFloats(TgsiFile.OUTPUT, r, c)[lane]!),
        ),
      ),
    { maxLanes: 8 },
  );
}

describe('constants', () => {
  const consts = new Float32Array([0, 1, 2, 3, 10, 11, 12, 13, 20, 21, 22, 23]);
  const second = new Float32Array([100, 101, 102, 103, 110, 111, 112, 113]);
  const setup = (e: TgsiExecutable) => {
    e.setConstantBuffer(0, consts);
    e.setConstantBuffer(1, second);
  };
  it('CONST[ADDR + n] reads the lane’s register, 0 outside the bound buffer', () => {
    const text = `VERT\nDCL IN[0]\nDCL OUT[0]\nDCL CONST[0..2]\nDCL ADDR[0]\nUARL ADDR[0].x, IN[0].xxxx\nMOV OUT[0], CONST[ADDR[0].x + 1]\nEND\n`;
    const out = run(text, [-1, 0, 1, 2, -2, 1000000], setup);
    expect(out.map((l) => l[0])).toEqual([
      [0, 1, 2, 3],
      [10, 11, 12, 13],
      [20, 21, 22, 23],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ]);
  });

  it('2D constants: CONST[1][n], and an indirect buffer index CONST[ADDR][n]', () => {
    const text = `VERT\nDCL IN[0]\nDCL OUT[0..1]\nDCL CONST[0][0..2]\nDCL CONST[1][0..1]\nDCL ADDR[0]\nUARL ADDR[0].x, IN[0].xxxx\nMOV OUT[0], CONST[1][1]\nMOV OUT[1], CONST[ADDR[0].x][1]\nEND\n`;
    const out = run(text, [0, 1, 2, -1, 40], setup, 2);
    expect(out[0]![0]).toEqual([110, 111, 112, 113]);
    expect(out.map((l) => l[1])).toEqual([
      [10, 11, 12, 13],
      [110, 111, 112, 113],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ]);
  });

  it('an unbound or short constant buffer reads 0', () => {
    const text = `VERT\nDCL IN[0]\nDCL OUT[0]\nDCL CONST[3][5]\nMOV OUT[0], CONST[3][5]\nEND\n`;
    expect(run(text, [0])[0]![0]).toEqual([0, 0, 0, 0]);
    // 22 floats: CONST[3][5] is words 20..23, of which 20 and 21 exist.
    const short = (e: TgsiExecutable) => e.setConstantBuffer(3, new Float32Array(22).fill(1));
    expect(run(text, [0], short)[0]![0]).toEqual([1, 1, 0, 0]);
  });
});

describe('immediates and temporary arrays', () => {
  it('IMM[ADDR + n] stays inside the immediates', () => {
    const text = `VERT\nDCL IN[0]\nDCL OUT[0]\nDCL ADDR[0]\nIMM[0] FLT32 { 1.0, 2.0, 3.0, 4.0 }\nIMM[1] FLT32 { 5.0, 6.0, 7.0, 8.0 }\nUARL ADDR[0].x, IN[0].xxxx\nMOV OUT[0], IMM[ADDR[0].x]\nEND\n`;
    expect(run(text, [1, 0, 2, -1]).map((l) => l[0])).toEqual([
      [5, 6, 7, 8],
      [1, 2, 3, 4],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ]);
  });

  it('TEMP[ADDR + n](array) reads and writes only inside the declared array', () => {
    const text = `VERT
DCL IN[0]
DCL OUT[0..3]
DCL TEMP[0]
DCL TEMP[1..2], ARRAY(1)
DCL TEMP[3]
DCL ADDR[0]
IMM[0] FLT32 { 1.0, 2.0, 3.0, 4.0 }
IMM[1] FLT32 { 9.0, 9.0, 9.0, 9.0 }
MOV TEMP[0], IMM[0].xxxx
MOV TEMP[1], IMM[0].yyyy
MOV TEMP[2], IMM[0].zzzz
MOV TEMP[3], IMM[0].wwww
UARL ADDR[0].x, IN[0].xxxx
MOV TEMP[ADDR[0].x + 1](1), IMM[1]
MOV OUT[3], TEMP[ADDR[0].x + 1](1)
MOV OUT[0], TEMP[0]
MOV OUT[1], TEMP[1]
MOV OUT[2], TEMP[2]
MOV OUT[3].y, TEMP[3].xxxx
END
`;
    const out = run(text, [0, 1, -1, 2], undefined, 4);
    const x = (lane: number) => out[lane]!.map((r) => r[0]);
    // Array 1 is TEMP[1..2]: addresses 0 and 1 hit it; -1 (TEMP[0]) and 2 (TEMP[3]) are outside.
    expect(x(0)).toEqual([1, 9, 3, 9]);
    expect(x(1)).toEqual([1, 2, 9, 9]);
    expect(x(2)).toEqual([1, 2, 3, 0]);
    expect(x(3)).toEqual([1, 2, 3, 0]);
    expect(out.map((l) => l[3]![1])).toEqual([4, 4, 4, 4]);
  });

  it('TEMP[ADDR + n] without an array id may address the whole file, and nothing beyond it', () => {
    const text = `VERT
DCL IN[0]
DCL OUT[0..1]
DCL TEMP[0..1]
DCL ADDR[0]
IMM[0] FLT32 { 1.0, 2.0, 7.0, 0.0 }
MOV TEMP[0], IMM[0].xxxx
MOV TEMP[1], IMM[0].yyyy
UARL ADDR[0].x, IN[0].xxxx
MOV TEMP[ADDR[0].x], IMM[0].zzzz
MOV OUT[0], TEMP[0]
MOV OUT[1], TEMP[1]
END
`;
    const out = run(text, [1, 2, 100000, -5], undefined, 2);
    expect(out.map((l) => [l[0]![0], l[1]![0]])).toEqual([
      [1, 7],
      [1, 2],
      [1, 2],
      [1, 2],
    ]);
  });

  it('ARL floors a float address', () => {
    const text = `VERT\nDCL IN[0]\nDCL OUT[0]\nDCL ADDR[0]\nIMM[0] FLT32 { 1.0, 2.0, 3.0, 4.0 }\nIMM[1] FLT32 { 5.0, 6.0, 7.0, 8.0 }\nARL ADDR[0].x, IN[0].yyyy\nMOV OUT[0], IMM[ADDR[0].x]\nEND\n`;
    const out = onBoth(
      text,
      (e) => {
        setInput(e, 0, [
          [0, 1.9, 0, 0],
          [0, -0.5, 0, 0],
        ]);
        e.run(2);
      },
      (e) => [0, 1].map((l) => e.registerFloats(TgsiFile.OUTPUT, 0, 0)[l]),
    );
    expect(out).toEqual([5, 0]);
  });
});
