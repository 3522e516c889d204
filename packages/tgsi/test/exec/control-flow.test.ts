// Control flow with lanes that disagree: IF/UIF/ELSE, nested loops with BRK and CONT, BREAKC, SWITCH with
// fallthrough and a DEFAULT in the middle, subroutines with early RET, CALLNZ, RET in the main
// program, and the loop-iteration and call-depth limits — all on both engines.
import { describe, expect, it } from 'vitest';
import { TgsiExecutionError } from '../../src/exec/errors.js';
import { TgsiFile } from '../../src/ir.js';
import { parseTgsi } from '../../src/text/parse.js';
import { bits, ENGINES, I, onBoth, setInput, type Word } from './harness.js';

/** Runs a vertex shader with IN[0] = inputs[lane] and returns OUT[0].x of each lane as words. */
function run(text: string, inputs: readonly (readonly Word[])[]): number[] {
  return onBoth(
    text,
    (e) => {
      setInput(e, 0, inputs);
      e.run(inputs.length);
    },
    (e) => Array.from(e.registerUints(TgsiFile.OUTPUT, 0, 0).subarray(0, inputs.length)),
    { maxLanes: 8 },
  );
}

describe('IF / UIF / ELSE', () => {
  const ifShader = (op: string) => `VERT
DCL IN[0]
DCL OUT[0]
DCL TEMP[0]
IMM[0] FLT32 { 1.0, 2.0, 10.0, 0.0 }
${op} IN[0].xxxx
  MOV TEMP[0], IMM[0].xxxx
ELSE
  MOV TEMP[0], IMM[0].yyyy
ENDIF
ADD OUT[0], TEMP[0], IMM[0].zzzz
END
`;
  it('IF takes the THEN part where src.x != 0.0 as a float (NaN is true, -0.0 is false)', () => {
    expect(run(ifShader('IF'), [[0], [1], [Number.NaN], [-0], [-3]])).toEqual([12, 11, 11, 12, 11].map(bits));
  });
  it('UIF takes the THEN part where src.x != 0 as an integer (-0.0 is true)', () => {
    expect(run(ifShader('UIF'), [[I(0)], [I(1)], [-0], [I(-1)]])).toEqual([12, 11, 11, 11].map(bits));
  });
  it('nests, with lanes leaving and rejoining at each ENDIF', () => {
    const text = `VERT
DCL IN[0]
DCL OUT[0]
DCL TEMP[0]
IMM[0] INT32 { 1, 2, 4, 8 }
MOV TEMP[0].x, IMM[0].wwww
UIF IN[0].xxxx
  OR TEMP[0].x, TEMP[0].xxxx, IMM[0].xxxx
  UIF IN[0].yyyy
    OR TEMP[0].x, TEMP[0].xxxx, IMM[0].yyyy
  ELSE
    OR TEMP[0].x, TEMP[0].xxxx, IMM[0].zzzz
  ENDIF
ENDIF
MOV OUT[0], TEMP[0]
END
`;
    expect(
      run(text, [
        [I(0), I(0)],
        [I(0), I(1)],
        [I(1), I(0)],
        [I(1), I(1)],
      ]),
    ).toEqual([8, 8, 13, 11]);
  });
});

describe('loops', () => {
  // Sum of 3·i over even i in 1..n, with CONT skipping odd i and an inner loop leaving by BRK after 3 turns.
  const nested = `VERT
DCL IN[0]
DCL OUT[0]
DCL TEMP[0..3]
IMM[0] INT32 { 0, 1, 3, 100 }
MOV TEMP[0].x, IMM[0].xxxx
MOV TEMP[1].x, IMM[0].xxxx
BGNLOOP
  ISGE TEMP[2].x, TEMP[0].xxxx, IN[0].xxxx
  UIF TEMP[2].xxxx
    BRK
  ENDIF
  UADD TEMP[0].x, TEMP[0].xxxx, IMM[0].yyyy
  AND TEMP[2].x, TEMP[0].xxxx, IMM[0].yyyy
  UIF TEMP[2].xxxx
    CONT
  ENDIF
  MOV TEMP[3].x, IMM[0].xxxx
  BGNLOOP
    UADD TEMP[1].x, TEMP[1].xxxx, TEMP[0].xxxx
    UADD TEMP[3].x, TEMP[3].xxxx, IMM[0].yyyy
    USEQ TEMP[2].x, TEMP[3].xxxx, IMM[0].zzzz
    UIF TEMP[2].xxxx
      BRK
    ENDIF
  ENDLOOP
ENDLOOP
MOV OUT[0], TEMP[1]
END
`;
  it('runs nested loops with per-lane BRK and CONT', () => {
    expect(run(nested, [[I(0)], [I(1)], [I(4)], [I(7)], [I(2)]])).toEqual([0, 0, 18, 36, 6]);
  });

  it('BREAKC leaves the loop where src.x is a nonzero word', () => {
    const text = `VERT
DCL IN[0]
DCL OUT[0]
DCL TEMP[0..1]
IMM[0] INT32 { 0, 1, 0, 0 }
MOV TEMP[0].x, IMM[0].xxxx
BGNLOOP
  USGE TEMP[1].x, TEMP[0].xxxx, IN[0].xxxx
  BREAKC TEMP[1].xxxx
  UADD TEMP[0].x, TEMP[0].xxxx, IMM[0].yyyy
ENDLOOP
MOV OUT[0], TEMP[0]
END
`;
    expect(run(text, [[I(3)], [I(0)], [I(5)]])).toEqual([3, 0, 5]);
  });

  it('a BRK inside a SWITCH leaves the switch, not the loop', () => {
    const text = `VERT
DCL IN[0]
DCL OUT[0]
DCL TEMP[0..1]
IMM[0] INT32 { 0, 1, 3, 10 }
MOV TEMP[0].x, IMM[0].xxxx
MOV TEMP[1].x, IMM[0].xxxx
BGNLOOP
  SWITCH TEMP[0].xxxx
  CASE IMM[0].yyyy
    UADD TEMP[1].x, TEMP[1].xxxx, IMM[0].wwww
    BRK
  DEFAULT
    UADD TEMP[1].x, TEMP[1].xxxx, IMM[0].yyyy
  ENDSWITCH
  UADD TEMP[0].x, TEMP[0].xxxx, IMM[0].yyyy
  USEQ TEMP[0].y, TEMP[0].xxxx, IMM[0].zzzz
  UIF TEMP[0].yyyy
    BRK
  ENDIF
ENDLOOP
MOV OUT[0], TEMP[1]
END
`;
    // Iterations 0, 1, 2: +1, +10, +1.
    expect(run(text, [[I(0)]])).toEqual([12]);
  });
});

describe('SWITCH', () => {
  // tgsi.rst: "falling through to other cases without a break is allowed. Similarly, DEFAULT label is
  // allowed anywhere not just as last statement, and fallthrough is allowed into/from it."
  const text = `VERT
DCL IN[0]
DCL OUT[0]
DCL TEMP[0]
IMM[0] INT32 { 1, 2, 3, 4 }
IMM[1] INT32 { 0, 8, 16, 0 }
MOV TEMP[0].x, IMM[1].xxxx
SWITCH IN[0].xxxx
CASE IMM[0].xxxx
  OR TEMP[0].x, TEMP[0].xxxx, IMM[0].xxxx
CASE IMM[0].yyyy
  OR TEMP[0].x, TEMP[0].xxxx, IMM[0].yyyy
  BRK
DEFAULT
  OR TEMP[0].x, TEMP[0].xxxx, IMM[0].wwww
CASE IMM[0].zzzz
  OR TEMP[0].x, TEMP[0].xxxx, IMM[1].yyyy
  BRK
CASE IMM[0].wwww
  OR TEMP[0].x, TEMP[0].xxxx, IMM[1].zzzz
ENDSWITCH
MOV OUT[0], TEMP[0]
END
`;
  it('falls through cases until BRK, with DEFAULT in the middle', () => {
    expect(run(text, [[I(1)], [I(2)], [I(3)], [I(4)], [I(7)], [I(-1)]])).toEqual([3, 2, 8, 16, 12, 12]);
  });
});

describe('subroutines', () => {
  const text = `VERT
DCL IN[0]
DCL OUT[0]
DCL TEMP[0]
IMM[0] FLT32 { 1.0, 2.0, 10.0, 100.0 }
  0: MOV TEMP[0], IMM[0].wwww
  1: CAL :4
  2: MOV OUT[0], TEMP[0]
  3: END
  4: BGNSUB
  5:   MOV TEMP[0].x, IMM[0].xxxx
  6:   IF IN[0].xxxx
  7:     RET
  8:   ENDIF
  9:   MOV TEMP[0].x, IMM[0].yyyy
 10:   CAL :12
 11: ENDSUB
 12: BGNSUB
 13:   ADD TEMP[0].x, TEMP[0].xxxx, IMM[0].zzzz
 14:   RET
 15:   ADD TEMP[0].x, TEMP[0].xxxx, IMM[0].wwww
 16: ENDSUB
`;
  it('returns early per lane and calls nested subroutines', () => {
    expect(run(text, [[1], [0], [5], [0]])).toEqual([1, 12, 1, 12].map(bits));
  });

  it('CALLNZ calls for the lanes whose src.x is a nonzero word', () => {
    const callnz = `VERT
DCL IN[0]
DCL OUT[0]
DCL TEMP[0]
IMM[0] FLT32 { 1.0, 2.0, 0.0, 0.0 }
  0: MOV TEMP[0], IMM[0].xxxx
  1: CALLNZ IN[0].xxxx :4
  2: MOV OUT[0], TEMP[0]
  3: END
  4: BGNSUB
  5:   MOV TEMP[0], IMM[0].yyyy
  6: ENDSUB
`;
    expect(parseTgsi(callnz).instructions[1]!.label).toBe(4);
    expect(run(callnz, [[I(0)], [I(3)]])).toEqual([1, 2].map(bits));
  });

  it('RET in the main program ends those lanes', () => {
    const main = `VERT
DCL IN[0]
DCL OUT[0]
IMM[0] FLT32 { 1.0, 2.0, 0.0, 0.0 }
MOV OUT[0], IMM[0].xxxx
IF IN[0].xxxx
  RET
ENDIF
MOV OUT[0], IMM[0].yyyy
END
`;
    expect(run(main, [[1], [0]])).toEqual([1, 2].map(bits));
  });
});

describe('limits', () => {
  const endless = `VERT
DCL OUT[0]
BGNLOOP
ENDLOOP
END
`;
  for (const [name, make] of ENGINES) {
    it(`${name}: an endless loop ends with TgsiExecutionError at maxLoopIterations`, () => {
      const e = make(parseTgsi(endless), { maxLoopIterations: 1000, maxLanes: 4 });
      expect(() => e.run(4)).toThrowError(TgsiExecutionError);
      expect(() => e.run(4)).toThrowError(/loop iteration limit \(1000\) exceeded/);
    });
    it(`${name}: a loop of exactly maxLoopIterations iterations is allowed`, () => {
      const counted = `VERT
DCL OUT[0]
DCL TEMP[0]
IMM[0] INT32 { 0, 1, 10, 0 }
MOV TEMP[0].x, IMM[0].xxxx
BGNLOOP
  UADD TEMP[0].x, TEMP[0].xxxx, IMM[0].yyyy
  USGE TEMP[0].y, TEMP[0].xxxx, IMM[0].zzzz
  UIF TEMP[0].yyyy
    BRK
  ENDIF
ENDLOOP
MOV OUT[0], TEMP[0]
END
`;
      const e = make(parseTgsi(counted), { maxLoopIterations: 10, maxLanes: 4 });
      e.run(1);
      expect(e.registerInts(TgsiFile.OUTPUT, 0, 0)[0]).toBe(10);
    });
    it(`${name}: unbounded recursion ends with TgsiExecutionError at maxCallDepth`, () => {
      const recursive = `VERT
DCL OUT[0]
  0: CAL :2
  1: END
  2: BGNSUB
  3:   CAL :2
  4: ENDSUB
`;
      const e = make(parseTgsi(recursive), { maxCallDepth: 16, maxLanes: 4 });
      expect(() => e.run(1)).toThrowError(/call depth limit \(16\) exceeded/);
    });
  }

  it('refuses unbalanced control flow when the shader is prepared', () => {
    for (const [, make] of ENGINES) {
      expect(() => make(parseTgsi('VERT\nDCL OUT[0]\nIF OUT[0].xxxx\nEND\n'))).toThrowError(
        TgsiExecutionError,
      );
      expect(() => make(parseTgsi('VERT\nDCL OUT[0]\nENDLOOP\nEND\n'))).toThrowError(
        /does not close an open block/,
      );
      expect(() => make(parseTgsi('VERT\nDCL OUT[0]\nBRK\nEND\n'))).toThrowError(/not inside a block/);
    }
  });
});
