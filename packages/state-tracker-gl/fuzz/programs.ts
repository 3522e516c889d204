// ARB program texts for the fuzzer's glProgramStringARB calls: a few that load (vertex programs reading
// conventional and generic attributes, env and local parameters and GL state; fragment programs with
// TEX on several targets, KIL and a fog option), which the fuzzer hands over whole most of the time and
// cut or with a character changed otherwise, so loads, failed loads and draws with programs all occur.
import { below, chance, pick, type Random } from './random.js';

export const FUZZ_PROGRAMS: readonly string[] = [
  '!!ARBvp1.0\nMOV result.position, vertex.position;\nMOV result.color, vertex.color;\nEND\n',
  [
    '!!ARBvp1.0',
    'ATTRIB p = vertex.attrib[0];',
    'PARAM mvp[4] = { state.matrix.mvp };',
    'TEMP t;',
    'DP4 result.position.x, mvp[0], p;',
    'DP4 result.position.y, mvp[1], p;',
    'DP4 result.position.z, mvp[2], p;',
    'DP4 result.position.w, mvp[3], p;',
    'MAD t, vertex.attrib[3], program.env[1], program.local[2];',
    'MOV result.color, t;',
    'MOV result.texcoord[0], vertex.texcoord[0];',
    'MOV result.pointsize, program.env[0].x;',
    'END',
  ].join('\n'),
  '!!ARBvp1.0\nOPTION ARB_position_invariant;\nMOV result.color.secondary, state.light[0].diffuse;\nMOV result.color, vertex.normal;\nEND',
  '!!ARBfp1.0\nTEMP t;\nTEX t, fragment.texcoord[0], texture[0], 2D;\nMUL result.color, t, fragment.color;\nEND\n',
  [
    '!!ARBfp1.0',
    'OPTION ARB_fog_linear;',
    'TEMP t, k;',
    'TXP t, fragment.texcoord[1], texture[1], RECT;',
    'SUB k, t, program.local[0];',
    'KIL k;',
    'TEX k, fragment.texcoord[2], texture[2], CUBE;',
    'LRP result.color, program.env[3], t, k;',
    'END',
  ].join('\n'),
  '!!ARBfp1.0\nTEMP s;\nTEX s, fragment.texcoord[0], texture[0], SHADOW2D;\nMOV result.color, s;\nMOV result.depth, fragment.position.z;\nEND',
];

/** The length argument of glProgramStringARB: a program's length most of the time. */
export function programLength(rand: Random, legal: number, edge: () => number): number {
  return chance(rand, legal) ? pick(rand, FUZZ_PROGRAMS).length : edge();
}

/**
 * The string argument of glProgramStringARB for a call whose length argument is `len`: the program of
 * that length (or any), as a string or its bytes, whole or changed.
 */
export function programText(rand: Random, legal: number, len: unknown): string | Uint8Array {
  let text = FUZZ_PROGRAMS.find((p) => p.length === len) ?? pick(rand, FUZZ_PROGRAMS);
  if (!chance(rand, legal)) {
    const at = below(rand, text.length);
    text = chance(rand, 0.5)
      ? text.slice(0, at)
      : text.slice(0, at) + String.fromCharCode(32 + below(rand, 95)) + text.slice(at + 1);
  }
  return chance(rand, 0.2) ? Uint8Array.from(text, (ch) => ch.charCodeAt(0)) : text;
}
