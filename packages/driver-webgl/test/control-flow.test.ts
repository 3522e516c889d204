// Control flow, addressing and discards on WebGL2 against TgsiMachine: IF/UIF/ELSE with NaN and -0
// conditions, loops with BRK/CONT/BREAKC and the iteration cap, SWITCH with fallthrough and DEFAULT,
// subroutines (CAL/CALLNZ/RET, registers shared), indirect TEMP/IN/CONST/IMM/OUT access inside and
// outside declared arrays, ARL/ARR/UARL, integer immediates, KILL/KILL_IF/DEMOTE.
import { describe, expect, it } from 'vitest';
import { GLSL_LOOP_ITERATION_CAP } from '../src/glsl/index.js';
import { fragmentDifferences, runFragmentOnGl } from './helpers/fragment.js';
import { sharedGl } from './helpers/gl.js';
import { floatBits, I, U, type Word } from './helpers/words.js';

const HEAD = 'FRAG\nDCL IN[0], GENERIC[0], CONSTANT\nDCL IN[1], GENERIC[1], CONSTANT\nDCL OUT[0], COLOR\n';
const px = (a: readonly Word[], b: readonly Word[] = [0, 0, 0, 0]) => ({ 0: a, 1: b });

async function same(fs: string, pixels: ReturnType<typeof px>[], extra: object = {}) {
  const gl = await sharedGl();
  expect(fragmentDifferences(gl, { fs: HEAD + fs, pixels, ...extra })).toEqual([]);
}

describe('branches', () => {
  it('IF takes src.x as a float: NaN is true, -0 false; UIF takes any nonzero word', async () => {
    const fs = `DCL TEMP[0]
IMM FLT32 { 1.0, 2.0, 3.0, 4.0 }
MOV TEMP[0], IMM[0].xxxx
IF IN[0].xxxx
  MOV TEMP[0].y, IMM[0].yyyy
ELSE
  MOV TEMP[0].y, IMM[0].zzzz
ENDIF
UIF IN[0].yyyy
  MOV TEMP[0].z, IMM[0].wwww
ENDIF
MOV OUT[0], TEMP[0]
END
`;
    await same(fs, [
      px([Number.NaN, I(0)]),
      px([-0, U(0x80000000)]),
      px([0, I(1)]),
      px([-1e-30, 0]),
      px([U(0x7f800001), -0]),
    ]);
  });
});

describe('loops', () => {
  it('BGNLOOP with BRK, CONT and BREAKC counts as TgsiMachine does', async () => {
    const fs = `DCL TEMP[0..1]
IMM INT32 { 0, 1, 3, 100 }
MOV TEMP[0], IMM[0].xxxx
BGNLOOP
  UADD TEMP[0].x, TEMP[0].xxxx, IMM[0].yyyy
  USLT TEMP[1].x, TEMP[0].xxxx, IMM[0].zzzz
  UIF TEMP[1].xxxx
    CONT
  ENDIF
  UADD TEMP[0].y, TEMP[0].yyyy, IN[0].xxxx
  USGE TEMP[1].y, TEMP[0].yyyy, IN[0].yyyy
  BREAKC TEMP[1].yyyy
  USGE TEMP[1].z, TEMP[0].xxxx, IMM[0].wwww
  UIF TEMP[1].zzzz
    BRK
  ENDIF
ENDLOOP
MOV OUT[0], TEMP[0]
END
`;
    await same(fs, [px([I(1), I(5)]), px([I(2), I(1)]), px([I(7), I(1000)]), px([I(0), I(1)])]);
  });

  it('an endless loop stops after the documented iteration cap', async () => {
    const gl = await sharedGl();
    const fs = `${HEAD}DCL TEMP[0]
IMM INT32 { 0, 1, 0, 0 }
MOV TEMP[0], IMM[0].xxxx
BGNLOOP
  UADD TEMP[0].x, TEMP[0].xxxx, IMM[0].yyyy
ENDLOOP
MOV OUT[0], TEMP[0]
END
`;
    const r = runFragmentOnGl(gl, { fs, pixels: [px([0])] });
    expect(r.colors.get(0)![0]).toBe(GLSL_LOOP_ITERATION_CAP);
  });

  it('nested loops share the budget and BRK leaves only the inner loop', async () => {
    const fs = `DCL TEMP[0..1]
IMM INT32 { 0, 1, 4, 3 }
MOV TEMP[0], IMM[0].xxxx
BGNLOOP
  MOV TEMP[1].x, IMM[0].xxxx
  BGNLOOP
    UADD TEMP[1].x, TEMP[1].xxxx, IMM[0].yyyy
    UADD TEMP[0].y, TEMP[0].yyyy, IN[0].xxxx
    USGE TEMP[1].y, TEMP[1].xxxx, IMM[0].wwww
    UIF TEMP[1].yyyy
      BRK
    ENDIF
  ENDLOOP
  UADD TEMP[0].x, TEMP[0].xxxx, IMM[0].yyyy
  USGE TEMP[1].z, TEMP[0].xxxx, IMM[0].zzzz
  UIF TEMP[1].zzzz
    BRK
  ENDIF
ENDLOOP
MOV OUT[0], TEMP[0]
END
`;
    await same(fs, [px([I(1)]), px([I(10)])]);
  });
});

describe('switch', () => {
  it('SWITCH/CASE/DEFAULT fall through like C, BRK leaves the switch', async () => {
    const fs = `DCL TEMP[0]
IMM INT32 { 0, 1, 2, 3 }
IMM INT32 { 10, -5, 100, -2147483648 }
MOV TEMP[0], IMM[0].xxxx
SWITCH IN[0].xxxx
CASE IMM[0].yyyy
  UADD TEMP[0].x, TEMP[0].xxxx, IMM[1].xxxx
CASE IMM[0].zzzz
  UADD TEMP[0].y, TEMP[0].yyyy, IMM[1].xxxx
  BRK
DEFAULT
  UADD TEMP[0].z, TEMP[0].zzzz, IMM[1].zzzz
CASE IMM[1].yyyy
  UADD TEMP[0].w, TEMP[0].wwww, IMM[1].zzzz
  BRK
CASE IMM[1].wwww
  MOV TEMP[0], IMM[1]
ENDSWITCH
MOV OUT[0], TEMP[0]
END
`;
    await same(fs, [px([I(1)]), px([I(2)]), px([I(-5)]), px([I(7)]), px([I(-2147483648)]), px([I(0)])]);
  });
});

describe('subroutines', () => {
  it('CAL, CALLNZ and RET over global registers, subroutines calling subroutines', async () => {
    const fs = `DCL TEMP[0]
IMM FLT32 { 1.0, 2.0, 10.0, 0.0 }
MOV TEMP[0], IMM[0].wwww
CAL :8
CALLNZ IN[0].yyyy :13
MOV OUT[0], TEMP[0]
IF IN[0].xxxx
  RET
ENDIF
END
BGNSUB
  ADD TEMP[0].x, TEMP[0].xxxx, IMM[0].xxxx
  CAL :13
  RET
ENDSUB
BGNSUB
  ADD TEMP[0].y, TEMP[0].yyyy, IMM[0].zzzz
ENDSUB
`;
    await same(fs, [px([1, I(0)]), px([0, I(1)]), px([0, I(0)])]);
  });
});

describe('addressing', () => {
  it('ARL floors, ARR rounds to even, UARL takes the word; indirect TEMP arrays read 0 and drop writes outside', async () => {
    const fs = `DCL TEMP[0..3], ARRAY(1)
DCL TEMP[4..5]
DCL ADDR[0]
IMM FLT32 { 1.0, 2.0, 3.0, 4.0 }
IMM FLT32 { 9.0, 8.0, 7.0, 6.0 }
MOV TEMP[0], IMM[0].xxxx
MOV TEMP[1], IMM[0].yyyy
MOV TEMP[2], IMM[0].zzzz
MOV TEMP[3], IMM[0].wwww
MOV TEMP[4], IMM[1]
ARL ADDR[0].x, IN[0].xxxx
ARR ADDR[0].y, IN[0].yyyy
UARL ADDR[0].z, IN[1].xxxx
MOV TEMP[5].x, TEMP[ADDR[0].x](1)
MOV TEMP[5].y, TEMP[ADDR[0].y + 1](1)
MOV TEMP[ADDR[0].z](1), IMM[1].xxxx
MOV TEMP[5].z, TEMP[2].xxxx
MOV TEMP[5].w, TEMP[4].wwww
MOV OUT[0], TEMP[5]
END
`;
    await same(fs, [
      px([0.5, 0.5], [I(2)]),
      px([2.9, 1.5], [I(4)]),
      px([-0.5, 2.5], [I(-1)]),
      px([3.99, -1.5], [I(3)]),
      px([Number.NaN, 1e20], [I(0)]),
    ]);
  });

  it('indirect CONST, IMM and IN reads are bounds-checked; INT32/UINT32 immediates keep their words', async () => {
    const fs = `DCL CONST[0..3]
DCL TEMP[0]
DCL ADDR[0]
IMM UINT32 { 4294967295, 2147483648, 7, 0 }
IMM INT32 { -1, -2147483648, 5, 9 }
UARL ADDR[0].x, IN[1].xxxx
MOV TEMP[0].x, CONST[ADDR[0].x + 1].yyyy
MOV TEMP[0].y, IMM[ADDR[0].x].xxxx
MOV TEMP[0].z, IN[ADDR[0].x].zzzz
UADD TEMP[0].w, IMM[0].yyyy, IMM[1].zzzz
MOV OUT[0], TEMP[0]
END
`;
    const constants = { 0: new Float32Array([0, 1, 0, 0, 0, 2, 0, 0, 0, 3, 0, 0, 0, 4, 0, 0]) };
    await same(
      fs,
      [-2, -1, 0, 1, 2, 3, 4, 1000].map((k) => px([5, 6, 7, 8], [I(k)])),
      { constants },
    );
  });
});

describe('indirect outputs and selectors', () => {
  it('writes OUT[ADDR] inside the declared output array, drops writes outside; SWITCH on an indirect operand', async () => {
    const gl = await sharedGl();
    const fs = `FRAG
DCL IN[0], GENERIC[0], CONSTANT
DCL OUT[0..1], ARRAY(1), COLOR
DCL TEMP[0..2], ARRAY(2)
DCL ADDR[0]
IMM FLT32 { 1.0, 2.0, 3.0, 4.0 }
IMM INT32 { 1, 0, 0, 0 }
MOV TEMP[0], IMM[0].xxxx
MOV TEMP[1], IMM[0].yyyy
MOV TEMP[2], IMM[0].zzzz
UARL ADDR[0].x, IN[0].xxxx
MOV OUT[ADDR[0].x](1), IMM[0]
SWITCH TEMP[ADDR[0].x](2).xxxx
CASE IMM[0].xxxx
  MOV OUT[0].w, IMM[0].xxxx
  BRK
DEFAULT
  MOV OUT[0].z, IMM[0].wwww
ENDSWITCH
END
`;
    const pixels = [-1, 0, 1, 2, 3].map((k) => ({ 0: [I(k), 0, 0, 0] }));
    expect(fragmentDifferences(gl, { fs, pixels })).toEqual([]);
  });
});

describe('discards', () => {
  it('KILL_IF discards pixels with any negative channel, KILL always, DEMOTE after the end', async () => {
    const fs = `DCL TEMP[0]
IMM FLT32 { 1.0, 2.0, 3.0, 4.0 }
KILL_IF IN[0]
UIF IN[1].xxxx
  KILL
ENDIF
UIF IN[1].yyyy
  DEMOTE
ENDIF
MOV OUT[0], IMM[0]
END
`;
    await same(fs, [
      px([0, 0, 0, 0], [I(0), I(0)]),
      px([0, -0, 1, Number.NaN], [I(0), I(0)]),
      px([0, 0, -1e-30, 0], [I(0), I(0)]),
      px([1, 1, 1, 1], [I(1), I(0)]),
      px([1, 1, 1, 1], [I(0), I(1)]),
      px([-Number.POSITIVE_INFINITY, 1, 1, 1], [I(0), I(0)]),
    ]);
  });
});

describe('moves keep words', () => {
  it('MOV and UCMP copy NaN payloads, -0 and integer words exactly; _SAT makes them floats', async () => {
    const fs = `DCL TEMP[0]
MOV TEMP[0], IN[0]
UCMP TEMP[0].w, IN[1].xxxx, IN[0].xxxx, IN[1].yyyy
MOV OUT[0], TEMP[0]
END
`;
    await same(fs, [
      px([U(0x7fc00123), U(0xffbadbad), -0, I(-1)], [I(1), U(0x7f800001)]),
      px([U(0x00000001), U(0x80000001), I(-2147483648), 0], [I(0), U(0xff800001)]),
    ]);
    void floatBits;
  });
});
