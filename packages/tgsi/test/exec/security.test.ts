// The JIT never splices text from the shader into the code it generates: every identifier in the
// generated source is one the compiler made or a fixed name, every literal a number. Strings that do
// come from shader text (image and memory formats) cannot reach it even when they look like code.
import { describe, expect, it } from 'vitest';
import { compileTgsi } from '../../src/exec/index.js';
import { HELPER_NAMES } from '../../src/exec/semantics.js';
import type { TgsiShader } from '../../src/ir.js';
import { parseTgsi } from '../../src/text/parse.js';

const FIXED = new Set([
  ...HELPER_NAMES,
  // Bindings of the generated module.
  'h',
  'rt',
  'P',
  'OPS',
  'CASES',
  'cond',
  'selector',
  'F',
  'I',
  'M',
  'E',
  'CF',
  'CW',
  'n',
  'i',
  'run',
  // Runtime members used.
  'f32',
  'i32',
  'mask',
  'exec',
  'constFloats',
  'constWords',
  'any',
  'ifBegin',
  'ifElse',
  'ifEnd',
  'loopBegin',
  'loopEnd',
  'brk',
  'breakIf',
  'cont',
  'switchBegin',
  'caseLabel',
  'defaultLabel',
  'switchEnd',
  'callBegin',
  'callIf',
  'callEnd',
  'ret',
  'kill',
  'killIf',
  'demote',
  // JavaScript.
  'use',
  'strict',
  'const',
  'let',
  'for',
  'if',
  'else',
  'do',
  'while',
  'return',
  'function',
  'continue',
  'Math',
  'abs',
  'floor',
  'ceil',
  'trunc',
  'sqrt',
  'log2',
  'sin',
  'cos',
  'imul',
  'NaN',
  'Infinity',
]);
const GENERATED = /^(?:t|k|b|s|cf|cw)\d+$/;

/** Identifiers of the source that are neither fixed names nor generated ones, and its string literals. */
function foreignTokens(source: string): string[] {
  const strings = source.match(/'[^']*'|"[^"]*"|`[^`]*`/g) ?? [];
  const foreign = strings.filter((s) => s !== "'use strict'");
  const code = source.replace(/'use strict'/, '');
  for (const id of code.match(/[A-Za-z_$][\w$]*/g) ?? []) {
    if (!FIXED.has(id) && !GENERATED.test(id) && !/^\d/.test(id)) foreign.push(id);
  }
  // Exponents of number literals (1e-7) tokenise as `e`; allow them only right after a digit.
  return foreign.filter((t) => !(t === 'e' && /\de[-+]?\d/.test(code)));
}

const FEATURES = `FRAG
PROPERTY FS_COLOR0_WRITES_ALL_CBUFS 1
DCL IN[0], GENERIC[7], PERSPECTIVE, CENTROID
DCL IN[1], COLOR, COLOR
DCL OUT[0], COLOR
DCL SAMP[0]
DCL SVIEW[0], 2D, FLOAT
DCL IMAGE[0], 2D, PIPE_FORMAT_R32G32B32A32_FLOAT, WR
DCL BUFFER[0]
DCL CONST[0][0..3]
DCL CONST[1][0..3]
DCL TEMP[0..3], ARRAY(1)
DCL TEMP[4..7]
DCL ADDR[0]
IMM[0] FLT32 { 1.0, -2.5, 0x7fc00001, 3.0e38 }
IMM[1] UINT32 { 1, 2, 3, 4294967295 }
IMM[2] FLT64 { 1.0e300, -0.0 }
  0: MAD TEMP[4], IN[0], CONST[1][2], -|IMM[0]|
  1: UARL ADDR[0].x, IMM[1].xxxx
  2: MOV TEMP[ADDR[0].x](1), TEMP[4]
  3: MOV TEMP[5], CONST[ADDR[0].x + 1]
  4: DADD TEMP[6], IMM[2], IMM[2]
  5: IF TEMP[4].xxxx
  6:   TEX TEMP[7], IN[0], SAMP[0], 2D
  7: ELSE
  8:   LOAD TEMP[7], IMAGE[0], IMM[1], 2D, PIPE_FORMAT_R32G32B32A32_FLOAT
  9: ENDIF
 10: SWITCH IMM[1].xxxx
 11: CASE IMM[1].yyyy
 12:   BRK
 13: DEFAULT
 14: ENDSWITCH
 15: BGNLOOP
 16:   BRK
 17: ENDLOOP
 18: CAL :21
 19: MOV OUT[0], TEMP[7]
 20: END
 21: BGNSUB
 22:   KILL_IF -TEMP[5]
 23:   RET
 24: ENDSUB
`;

describe('generated source', () => {
  it('contains no identifier or string from the shader', () => {
    const jit = compileTgsi(parseTgsi(FEATURES));
    expect(foreignTokens(jit.source)).toEqual([]);
    for (const word of ['GENERIC', 'COLOR', 'PIPE_FORMAT', 'FS_COLOR0', 'SAMP', 'IMAGE', 'CENTROID']) {
      expect(jit.source).not.toContain(word);
    }
  });

  it('a format string that looks like code stays out of the source and does not run', () => {
    const shader: TgsiShader = parseTgsi(FEATURES);
    const payload = "x'); globalThis.__tgsiPwned = 1; ('";
    const decl = shader.declarations.find((d) => d.image)!;
    decl.image = { ...decl.image!, format: payload };
    const load = shader.instructions[8]!;
    load.memory = { ...load.memory!, format: payload };
    const jit = compileTgsi(shader, { maxLanes: 4 });
    expect(jit.source).not.toContain('__tgsiPwned');
    expect(foreignTokens(jit.source)).toEqual([]);
    const none = () => {};
    jit.setSampler({ sample: none, fetch: none, gather: none, lod: none, size: none, samples: () => 1 });
    jit.runQuads({ quads: 1 });
    expect((globalThis as { __tgsiPwned?: number }).__tgsiPwned).toBeUndefined();
  });
});
