// Seeded, bounded fuzzing of the front end with program strings from untrusted code: programs built
// from the grammar's tokens at random, and valid programs with characters deleted, duplicated or
// replaced. The only allowed outcomes are a compiled program (whose shader the JIT accepts) or an
// ArbProgramError whose position lies inside the string.
import { mulberry32 } from '@gallium-ts/gallium-api/util';
import { compileTgsi } from '@gallium-ts/tgsi';
import { expect, test } from 'vitest';
import { type ArbProgramKind, compileArbProgram } from '../../src/arb/index.js';

const TOKENS = [
  'MOV',
  'ADD',
  'MAD',
  'SWZ',
  'LIT',
  'XPD',
  'POW',
  'RCP',
  'DP4',
  'ARL',
  'TEX',
  'TXP',
  'KIL',
  'SCS',
  'MUL_SAT',
  'TEMP',
  'PARAM',
  'ATTRIB',
  'OUTPUT',
  'ADDRESS',
  'ALIAS',
  'OPTION',
  'ARB_fog_exp',
  'ARB_position_invariant',
  'a',
  'b',
  'c',
  'a0',
  'result',
  'vertex',
  'fragment',
  'state',
  'program',
  'texture',
  'color',
  'position',
  'texcoord',
  'matrix',
  'mvp',
  'row',
  'env',
  'local',
  'light',
  'fog',
  'params',
  'attrib',
  'x',
  'xyzw',
  'rgba',
  '2D',
  'CUBE',
  'SHADOW2D',
  '0',
  '1',
  '3',
  '64',
  '1.5',
  '-',
  '+',
  '.',
  '..',
  ',',
  ';',
  '[',
  ']',
  '{',
  '}',
  '=',
  '#c\n',
];

const VALID: Record<ArbProgramKind, string> = {
  vertex: `!!ARBvp1.0
ADDRESS a0;
PARAM m[] = { state.matrix.mvp, program.env[0..2] };
TEMP t, u;
ALIAS v = t;
ARL a0.x, vertex.attrib[1].x;
DP4 result.position.x, m[a0.x + 1], vertex.position;
SWZ t, vertex.normal, -x, 1, 0, w;
LIT u, t;
MAD result.color, u.y, state.lightprod[0].diffuse, v;
END`,
  fragment: `!!ARBfp1.0
OPTION ARB_fog_linear;
TEMP t, u;
TEX t, fragment.texcoord[1], texture[2], 2D;
TXP u, t, texture[3], CUBE;
KIL -u.x;
SCS_SAT t.xy, u.w;
LRP result.color, t, u, state.texenv[1].color;
END`,
};

function check(text: string, kind: ArbProgramKind): void {
  try {
    const p = compileArbProgram(text, kind);
    compileTgsi(p.shader);
  } catch (e) {
    if ((e as Error).name !== 'ArbProgramError')
      throw new Error(`${(e as Error).message} for ${JSON.stringify(text)}`);
    const position = (e as { position: number }).position;
    expect(position >= 0 && position <= text.length).toBe(true);
  }
}

test('token soup', () => {
  const random = mulberry32(18);
  for (let i = 0; i < 1500; i++) {
    const kind: ArbProgramKind = random() < 0.5 ? 'vertex' : 'fragment';
    let text = kind === 'vertex' ? '!!ARBvp1.0\n' : '!!ARBfp1.0\n';
    const n = Math.floor(random() * 30);
    for (let k = 0; k < n; k++)
      text += `${TOKENS[Math.floor(random() * TOKENS.length)]}${random() < 0.5 ? ' ' : ''}`;
    check(`${text} END`, kind);
  }
});

test('mutated valid programs', () => {
  const random = mulberry32(1802);
  for (const kind of ['vertex', 'fragment'] as const) {
    const valid = VALID[kind];
    expect(() => compileArbProgram(valid, kind)).not.toThrow();
    for (let i = 0; i < 1500; i++) {
      const chars = [...valid];
      const edits = 1 + Math.floor(random() * 3);
      for (let k = 0; k < edits; k++) {
        const at = Math.floor(random() * chars.length);
        const r = random();
        if (r < 0.4) chars.splice(at, 1);
        else if (r < 0.7) chars.splice(at, 0, chars[at] ?? ' ');
        else chars[at] = String.fromCharCode(32 + Math.floor(random() * 95));
      }
      check(chars.join(''), kind);
    }
  }
});
