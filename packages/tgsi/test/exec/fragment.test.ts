// Fragment shaders over 2×2 quads (lanes top-left, top-right, bottom-left, bottom-right): KILL and
// KILL_IF per pixel, DDX/DDY coarse and fine, helper pixels, DEMOTE, READ_HELPER and the FACE,
// SAMPLEMASK and HELPER_INVOCATION system values, on both engines.
import { describe, expect, it } from 'vitest';
import type { TgsiExecutable } from '../../src/exec/executable.js';
import { TgsiFile, TgsiSemantic } from '../../src/ir.js';
import { onBoth, setInput, type Word } from './harness.js';

/** Runs a fragment shader on `quads` quads with IN[0] per lane; returns OUT[0] (floats) and killed flags. */
function frag(
  text: string,
  inputs: readonly (readonly Word[])[],
  coverage?: number[],
  frontFacing?: boolean,
) {
  const read = (e: TgsiExecutable) => ({
    out: [0, 1, 2, 3].map((c) =>
      Array.from(e.registerFloats(TgsiFile.OUTPUT, 0, c).subarray(0, inputs.length)),
    ),
    killed: Array.from(e.killed.subarray(0, inputs.length)),
  });
  return onBoth(
    text,
    (e) => {
      setInput(e, 0, inputs);
      e.runQuads({ quads: inputs.length / 4, coverage, frontFacing });
    },
    read,
    { maxLanes: 8 },
  );
}

describe('KILL and KILL_IF', () => {
  it('KILL_IF discards the pixels where some channel is below zero; they execute nothing after it', () => {
    // tgsi.rst: "if (src.x < 0 || src.y < 0 || src.z < 0 || src.w < 0) discard".
    const text = `FRAG
DCL IN[0], GENERIC[0], LINEAR
DCL OUT[0], COLOR
IMM[0] FLT32 { 1.0, 2.0, 0.0, 0.0 }
MOV OUT[0], IMM[0].xxxx
KILL_IF IN[0]
MOV OUT[0], IMM[0].yyyy
END
`;
    const r = frag(text, [
      [0, 0, 0, 0],
      [0, -1, 0, 0],
      [0, 0, 0, -0],
      [Number.NaN, 0, 0, -2],
    ]);
    expect(r.killed).toEqual([0, 1, 0, 1]);
    expect(r.out[0]).toEqual([2, 1, 2, 1]);
  });

  it('KILL inside a divergent IF discards only the lanes that reach it', () => {
    const text = `FRAG
DCL IN[0], GENERIC[0], LINEAR
DCL OUT[0], COLOR
IMM[0] FLT32 { 1.0, 2.0, 0.0, 0.0 }
MOV OUT[0], IMM[0].xxxx
IF IN[0].xxxx
  KILL
ENDIF
MOV OUT[0], IMM[0].yyyy
END
`;
    const r = frag(text, [[1], [0], [0], [1]]);
    expect(r.killed).toEqual([1, 0, 0, 1]);
    expect(r.out[0]).toEqual([1, 2, 2, 1]);
  });
});

describe('DDX / DDY on quads', () => {
  // Values v(x, y) = x² + 10·y³ at pixels (0,0) (1,0) (0,1) (1,1) and (2,0) (3,0) (2,1) (3,1).
  const v = (x: number, y: number) => x * x + 10 * y ** 3;
  const quadInputs = [[v(0, 0)], [v(1, 0)], [v(0, 1)], [v(1, 1)], [v(2, 0)], [v(3, 0)], [v(2, 1)], [v(3, 1)]];
  const shader = (op: string) => `FRAG
DCL IN[0], GENERIC[0], LINEAR
DCL OUT[0], COLOR
${op} OUT[0], IN[0].xxxx
END
`;
  it('DDX (coarse): one derivative per quad, top-right minus top-left', () => {
    expect(frag(shader('DDX'), quadInputs).out[0]).toEqual([1, 1, 1, 1, 5, 5, 5, 5]);
  });
  it('DDX_FINE: one derivative per row', () => {
    // Rows of quad 0: (0 → 1) = 1, (10 → 11) = 1; quad 1: (4 → 9) = 5, (14 → 19) = 5.
    expect(frag(shader('DDX_FINE'), quadInputs).out[0]).toEqual([1, 1, 1, 1, 5, 5, 5, 5]);
  });
  it('DDY (coarse): bottom-left minus top-left for the whole quad', () => {
    expect(frag(shader('DDY'), quadInputs).out[0]).toEqual([10, 10, 10, 10, 10, 10, 10, 10]);
  });
  it('DDY_FINE: one derivative per column', () => {
    const skew = [[0], [1], [10], [30], [0], [0], [0], [0]];
    expect(frag(shader('DDY_FINE'), skew).out[0]).toEqual([10, 29, 10, 29, 0, 0, 0, 0]);
    expect(frag(shader('DDY'), skew).out[0]).toEqual([10, 10, 10, 10, 0, 0, 0, 0]);
    expect(frag(shader('DDX'), skew).out[0]).toEqual([1, 1, 1, 1, 0, 0, 0, 0]);
    expect(frag(shader('DDX_FINE'), skew).out[0]).toEqual([1, 1, 20, 20, 0, 0, 0, 0]);
  });
  it('uses the values of helper pixels and of lanes inactive in a branch', () => {
    const text = `FRAG
DCL IN[0], GENERIC[0], LINEAR
DCL OUT[0], COLOR
DCL TEMP[0]
IMM[0] FLT32 { 0.0, 0.0, 0.0, 0.0 }
MOV OUT[0], IMM[0].xxxx
MOV TEMP[0], IN[0].xxxx
IF IN[0].yyyy
  DDX_FINE OUT[0], TEMP[0]
ENDIF
END
`;
    const r = frag(
      text,
      [
        [3, 1],
        [7, 0],
        [1, 0],
        [2, 1],
      ],
      [1, 0, 1, 1],
    );
    expect(r.out[0]).toEqual([4, 0, 0, 1]);
  });
});

describe('helpers, DEMOTE and system values', () => {
  it('marks uncovered pixels as helpers and DEMOTE turns lanes into helpers that keep running', () => {
    const text = `FRAG
DCL IN[0], GENERIC[0], LINEAR
DCL OUT[0], COLOR
DCL SV[0], HELPER_INVOCATION
DCL SV[1], SAMPLEMASK
DCL TEMP[0]
MOV OUT[0].x, SV[0].xxxx
MOV OUT[0].y, SV[1].xxxx
IF IN[0].xxxx
  DEMOTE
ENDIF
READ_HELPER TEMP[0]
MOV OUT[0].z, TEMP[0].xxxx
END
`;
    const run = onBoth(
      text,
      (e) => {
        setInput(e, 0, [[0], [1], [0], [0]]);
        e.runQuads({ quads: 1, coverage: [1, 1, 0, 1] });
      },
      (e) => ({
        x: Array.from(e.registerInts(TgsiFile.OUTPUT, 0, 0).subarray(0, 4)),
        y: Array.from(e.registerInts(TgsiFile.OUTPUT, 0, 1).subarray(0, 4)),
        z: Array.from(e.registerInts(TgsiFile.OUTPUT, 0, 2).subarray(0, 4)),
        demoted: Array.from(e.demoted.subarray(0, 4)),
      }),
    );
    expect(run.x).toEqual([0, 0, -1, 0]);
    expect(run.y).toEqual([1, 1, 0, 1]);
    expect(run.z).toEqual([0, -1, -1, 0]);
    expect(run.demoted).toEqual([0, 1, 0, 0]);
  });

  it('FACE as a system value is (~0 or 0, 0, 0, 1)', () => {
    // tgsi.rst: "If it is a system value, it will be an integer vector in the form (F, 0, 0, 1), where F
    // is 0xffffffff when the fragment belongs to a front-facing polygon and 0 when ... back-facing".
    const text = `FRAG
DCL OUT[0], COLOR
DCL SV[0], FACE
MOV OUT[0], SV[0]
END
`;
    for (const [front, f] of [
      [true, -1],
      [false, 0],
    ] as const) {
      const out = onBoth(
        text,
        (e) => e.runQuads({ quads: 1, frontFacing: front }),
        (e) => [0, 1, 2, 3].map((c) => e.registerInts(TgsiFile.OUTPUT, 0, c)[2]),
      );
      expect(out).toEqual([f, 0, 0, 1]);
    }
  });

  it('finds registers by semantic', () => {
    onBoth(
      'FRAG\nDCL IN[0], GENERIC[3], LINEAR\nDCL IN[1..2], COLOR, LINEAR\nDCL OUT[0], COLOR\nDCL SV[0], POSITION\nEND\n',
      () => {},
      (e) => {
        expect(e.findInput(TgsiSemantic.GENERIC, 3)).toBe(0);
        expect(e.findInput(TgsiSemantic.COLOR, 1)).toBe(2);
        expect(e.findInput(TgsiSemantic.COLOR, 2)).toBe(-1);
        expect(e.findOutput(TgsiSemantic.COLOR)).toBe(0);
        expect(e.findSystemValue(TgsiSemantic.POSITION)).toBe(0);
        return 0;
      },
    );
  });
});
