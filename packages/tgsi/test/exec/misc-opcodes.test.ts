// The remaining non-arithmetic opcodes with hand-computed results on both engines: every ATOM*
// operation, PUSHA/POPA, CLOCK, INTERP_CENTROID/SAMPLE/OFFSET, FBFETCH, LOD, and the fences and NOP
// (which change nothing). Also: every opcode of the table is executable by both engines.
import { describe, expect, it } from 'vitest';
import { TgsiExecutionError } from '../../src/exec/errors.js';
import { opFunction } from '../../src/exec/ops.js';
import type { TgsiSampler } from '../../src/exec/resources.js';
import { aluSemantics } from '../../src/exec/semantics.js';
import { TgsiFile } from '../../src/ir.js';
import { TGSI_OPCODES } from '../../src/opcodes.js';
import { parseTgsi } from '../../src/text/parse.js';
import { bits, ENGINES, onBoth, setInput } from './harness.js';

describe('atomics on a buffer word', () => {
  // [opcode, old word, src, expected new word, expected dst] — tgsi.rst formulas (unsigned where named).
  const cases: [string, number, number, number, number][] = [
    ['ATOMUADD', 5, -7, -2, 5],
    ['ATOMXCHG', 5, 9, 9, 5],
    ['ATOMAND', 0b1100, 0b1010, 0b1000, 0b1100],
    ['ATOMOR', 0b1100, 0b1010, 0b1110, 0b1100],
    ['ATOMXOR', 0b1100, 0b1010, 0b0110, 0b1100],
    ['ATOMUMIN', -1, 7, 7, -1],
    ['ATOMUMAX', -1, 7, -1, -1],
    ['ATOMIMIN', -1, 7, -1, -1],
    ['ATOMIMAX', -1, 7, 7, -1],
    ['ATOMFADD', bits(1.5), bits(0.25), bits(1.75), bits(1.5)],
    // ATOMINC_WRAP: dst = old + 1; new = dst <= src ? dst : 0.
    ['ATOMINC_WRAP', 3, 5, 4, 4],
    ['ATOMINC_WRAP', 5, 5, 0, 6],
    // ATOMDEC_WRAP: dst = old; new = (old > 0 && old < src) ? old - 1 : 0.
    ['ATOMDEC_WRAP', 3, 5, 2, 3],
    ['ATOMDEC_WRAP', 0, 5, 0, 0],
    ['ATOMDEC_WRAP', 7, 5, 0, 7],
  ];
  for (const [op, old, src, after, dst] of cases) {
    it(`${op}: old ${old}, src ${src} → ${after}, returns ${dst}`, () => {
      const text = `VERT\nDCL IN[0]\nDCL OUT[0]\nDCL BUFFER[0]\nIMM[0] UINT32 { 4, 0, 0, 0 }\n${op} OUT[0].x, BUFFER[0], IMM[0].xxxx, IN[0].xxxx\nEND\n`;
      const result = onBoth(
        text,
        (e) => {
          const words = new Int32Array([99, old, 99]);
          e.setShaderBuffer(0, new Uint8Array(words.buffer));
          setInput(e, 0, [[{ i: src }, 0, 0, 0]]);
          e.run(1);
          return words;
        },
        (e, words) => ({
          words: Array.from(words),
          dst: e.registerInts(TgsiFile.OUTPUT, 0, 0)[0],
        }),
      );
      expect(result.words).toEqual([99, after | 0, 99]);
      expect(result.dst).toBe(dst | 0);
    });
  }

  it('ATOMCAS writes src only when the word equals cmp', () => {
    const text = `VERT\nDCL IN[0]\nDCL OUT[0]\nDCL BUFFER[0]\nIMM[0] UINT32 { 0, 4, 0, 0 }\nATOMCAS OUT[0].x, BUFFER[0], IMM[0].xxxx, IN[0].xxxx, IN[0].yyyy\nATOMCAS OUT[0].y, BUFFER[0], IMM[0].yyyy, IN[0].xxxx, IN[0].yyyy\nEND\n`;
    const result = onBoth(
      text,
      (e) => {
        const words = new Int32Array([10, 11]);
        e.setShaderBuffer(0, new Uint8Array(words.buffer));
        setInput(e, 0, [[{ i: 10 }, { i: 42 }, 0, 0]]);
        e.run(1);
        return words;
      },
      (e, words) => ({
        words: Array.from(words),
        dst: [0, 1].map((c) => e.registerInts(TgsiFile.OUTPUT, 0, c)[0]),
      }),
    );
    expect(result.words).toEqual([42, 11]);
    expect(result.dst).toEqual([10, 11]);
  });
});

describe('other instructions', () => {
  it('PUSHA and POPA keep a per-lane stack of four words; an empty stack pops zeros', () => {
    const text = `VERT\nDCL IN[0..1]\nDCL OUT[0..2]\nPUSHA IN[0]\nPUSHA IN[1]\nPOPA OUT[0]\nPOPA OUT[1]\nPOPA OUT[2]\nEND\n`;
    const out = onBoth(
      text,
      (e) => {
        setInput(e, 0, [[{ i: 1 }, { i: 2 }, { i: 3 }, { i: 4 }]]);
        setInput(e, 1, [[{ i: 5 }, { i: 6 }, { i: 7 }, { i: 8 }]]);
        e.run(1);
      },
      (e) => [0, 1, 2].map((r) => [0, 1, 2, 3].map((c) => e.registerInts(TgsiFile.OUTPUT, r, c)[0])),
    );
    expect(out).toEqual([
      [5, 6, 7, 8],
      [1, 2, 3, 4],
      [0, 0, 0, 0],
    ]);
  });

  it('CLOCK increases with every execution (x = low word, y = high word)', () => {
    const text = 'VERT\nDCL OUT[0..1]\nCLOCK OUT[0]\nCLOCK OUT[1]\nEND\n';
    const out = onBoth(
      text,
      (e) => e.run(1),
      (e) => [0, 1].map((r) => [0, 1].map((c) => e.registerInts(TgsiFile.OUTPUT, r, c)[0])),
    );
    expect(out).toEqual([
      [1, 0],
      [2, 0],
    ]);
  });

  it('INTERP_CENTROID and INTERP_SAMPLE give the input; INTERP_OFFSET moves along the quad derivatives', () => {
    const text = `FRAG
DCL IN[0], GENERIC[0], LINEAR
DCL IN[1], GENERIC[1], CONSTANT
DCL OUT[0..2]
INTERP_CENTROID OUT[0], IN[0]
INTERP_SAMPLE OUT[1], IN[0], IN[1].xxxx
INTERP_OFFSET OUT[2], IN[0], IN[1]
END
`;
    const out = onBoth(
      text,
      (e) => {
        // v = 2x + 3y at the quad's pixels; offset (0.25, -0.5).
        setInput(e, 0, [[0], [2], [3], [5]]);
        setInput(e, 1, [
          [0.25, -0.5, 0, 0],
          [0.25, -0.5, 0, 0],
          [0.25, -0.5, 0, 0],
          [0.25, -0.5, 0, 0],
        ]);
        e.runQuads({ quads: 1 });
      },
      (e) => [0, 1, 2].map((r) => Array.from(e.registerFloats(TgsiFile.OUTPUT, r, 0).subarray(0, 4))),
    );
    expect(out[0]).toEqual([0, 2, 3, 5]);
    expect(out[1]).toEqual([0, 2, 3, 5]);
    expect(out[2]).toEqual([0 + 0.5 - 1.5, 2 + 0.5 - 1.5, 3 + 0.5 - 1.5, 5 + 0.5 - 1.5]);
  });

  it('FBFETCH reads the framebuffer through the hook', () => {
    const text =
      'FRAG\nDCL OUT[0], COLOR\nDCL TEMP[0]\nFBFETCH TEMP[0], OUT[0]\nADD OUT[0], TEMP[0], TEMP[0]\nEND\n';
    const out = onBoth(
      text,
      (e) => {
        e.setFramebufferFetch((output, count, active, words) => {
          for (let i = 0; i < count; i++)
            if (active[i]) for (let c = 0; c < 4; c++) words[c]![i] = bits(i + c + output);
        });
        e.runQuads({ quads: 1 });
      },
      (e) => [0, 1, 2, 3].map((c) => e.registerFloats(TgsiFile.OUTPUT, 0, c)[3]),
    );
    expect(out).toEqual([6, 8, 10, 12]);
  });

  it('LOD returns (lod, lambda, 0, 0) from the sampler', () => {
    const lodOnly: TgsiSampler = {
      sample() {},
      fetch() {},
      gather() {},
      lod(r) {
        for (let i = 0; i < r.count; i++) {
          r.out[0]![i] = 2;
          r.out[1]![i] = 2.75;
          r.out[2]![i] = 7;
        }
      },
      size() {},
      samples: () => 1,
    };
    const text =
      'FRAG\nDCL IN[0], GENERIC[0], LINEAR\nDCL OUT[0]\nDCL SAMP[0]\nDCL SVIEW[0], 2D, FLOAT\nLOD OUT[0], IN[0], SVIEW[0], SAMP[0]\nEND\n';
    const out = onBoth(
      text,
      (e) => {
        e.setSampler(lodOnly);
        e.runQuads({ quads: 1 });
      },
      (e) => [0, 1, 2, 3].map((c) => e.registerFloats(TgsiFile.OUTPUT, 0, c)[0]),
    );
    expect(out).toEqual([2, 2.75, 0, 0]);
  });

  it('fences, BARRIER and NOP change nothing', () => {
    const text = `COMP\nDCL OUT[0]\nDCL TEMP[0]\nIMM[0] FLT32 { 1.0, 2.0, 3.0, 4.0 }\nIMM[1] UINT32 { 15, 0, 0, 0 }\nMOV OUT[0], IMM[0]\nMFENCE TEMP[0]\nLFENCE TEMP[0]\nSFENCE TEMP[0]\nMEMBAR IMM[1].xxxx\nBARRIER\nNOP\nEND\n`;
    const out = onBoth(
      text,
      (e) => e.runCompute({ blockSize: [2, 1, 1] }),
      (e) => [0, 1, 2, 3].map((c) => e.registerFloats(TgsiFile.OUTPUT, 0, c)[1]),
    );
    expect(out).toEqual([1, 2, 3, 4]);
  });
});

describe('coverage of the opcode table', () => {
  it('every opcode is arithmetic, control flow or has a runtime implementation', () => {
    const flow = new Set([
      'IF',
      'UIF',
      'ELSE',
      'ENDIF',
      'BGNLOOP',
      'ENDLOOP',
      'BRK',
      'CONT',
      'BREAKC',
      'SWITCH',
      'CASE',
      'DEFAULT',
      'ENDSWITCH',
      'CAL',
      'CALLNZ',
      'RET',
      'BGNSUB',
      'ENDSUB',
      'END',
      'NOP',
      'KILL',
      'KILL_IF',
      'DEMOTE',
    ]);
    const missing = TGSI_OPCODES.filter(
      (o) => !aluSemantics(o.opcode) && !flow.has(o.name) && !opFunction(o.opcode),
    );
    expect(missing.map((o) => o.name)).toEqual([]);
  });
});

describe('shaders and runs the engines refuse with TgsiExecutionError', () => {
  const cases: [string, string, RegExp][] = [
    ['tessellation shaders', 'TESS_CTRL\nDCL OUT[0]\nEND\n', /tessellation shaders cannot be executed/],
    ['storage beyond the limit', 'VERT\nDCL TEMP[0..4000]\nEND\n', /use fewer lanes/],
    ['a write to an input', 'VERT\nDCL IN[0]\nMOV IN[0], IN[0]\nEND\n', /cannot write to IN/],
    [
      'a CASE that is not an immediate',
      'VERT\nDCL IN[0]\nSWITCH IN[0].xxxx\nCASE IN[0].xxxx\nENDSWITCH\nEND\n',
      /CASE needs an immediate/,
    ],
    [
      'a CAL to something that is not a subroutine',
      'VERT\nDCL OUT[0]\n 0: CAL :1\n 1: END\n',
      /not a subroutine/,
    ],
  ];
  for (const [name, text, message] of cases) {
    it(name, () => {
      for (const [, make] of ENGINES) {
        expect(() => make(parseTgsi(text), { maxLanes: 65536 })).toThrowError(message);
      }
    });
  }

  it('an instruction built without its operands', () => {
    const shader = parseTgsi(
      'VERT\nDCL OUT[0]\nDCL TEMP[0]\nADD OUT[0], TEMP[0], TEMP[0]\nIF TEMP[0].xxxx\nENDIF\nEND\n',
    );
    shader.instructions[0]!.src.pop();
    for (const [, make] of ENGINES)
      expect(() => make(shader)).toThrowError(/ADD needs 1 destination\(s\) and 2 source\(s\)/);
    shader.instructions.splice(0, 1);
    shader.instructions[0]!.src.pop();
    for (const [, make] of ENGINES) expect(() => make(shader)).toThrowError(TgsiExecutionError);
  });

  it('runs larger than maxLanes, and a stage method for another stage', () => {
    for (const [, make] of ENGINES) {
      const e = make(parseTgsi('VERT\nDCL OUT[0]\nEND\n'), { maxLanes: 8 });
      expect(() => e.run(9)).toThrowError(TgsiExecutionError);
      expect(() => e.runVertices({ count: 12 })).toThrowError(/0 to 8 lanes/);
      expect(() => e.runQuads({ quads: 1 })).toThrowError(/not a FRAG shader/);
      expect(() => make(parseTgsi('VERT\nEND\n'), { maxLanes: 6 })).toThrowError(/multiple of 4/);
    }
  });
});
