// The instruction sets of both program kinds: each opcode's operand shape (which grammar rule its
// operands follow), the kinds that have it, and whether it is a texture instruction (counted against
// the TEX limits and texture indirections of fragment programs). The reserved words of each kind.
import type { ArbProgramKind } from './ast.js';

/**
 * vector: dst, vector src · scalar: dst, scalar src · binsc: dst, two scalars · bin: dst, two vectors ·
 * tri: dst, three vectors · swz: dst, src, extended swizzle · sample: dst, vector, texture unit, target ·
 * kil: one vector · arl: address dst, scalar src.
 */
export type ArbOperandShape =
  | 'vector'
  | 'scalar'
  | 'binsc'
  | 'bin'
  | 'tri'
  | 'swz'
  | 'sample'
  | 'kil'
  | 'arl';

export interface ArbOpcodeInfo {
  shape: ArbOperandShape;
  vertex: boolean;
  fragment: boolean;
}

const V = { vertex: true, fragment: false };
const F = { vertex: false, fragment: true };
const B = { vertex: true, fragment: true };

export const ARB_OPCODES: Readonly<Record<string, ArbOpcodeInfo>> = {
  ABS: { shape: 'vector', ...B },
  ADD: { shape: 'bin', ...B },
  ARL: { shape: 'arl', ...V },
  CMP: { shape: 'tri', ...F },
  COS: { shape: 'scalar', ...F },
  DP3: { shape: 'bin', ...B },
  DP4: { shape: 'bin', ...B },
  DPH: { shape: 'bin', ...B },
  DST: { shape: 'bin', ...B },
  EX2: { shape: 'scalar', ...B },
  EXP: { shape: 'scalar', ...V },
  FLR: { shape: 'vector', ...B },
  FRC: { shape: 'vector', ...B },
  KIL: { shape: 'kil', ...F },
  LG2: { shape: 'scalar', ...B },
  LIT: { shape: 'vector', ...B },
  LOG: { shape: 'scalar', ...V },
  LRP: { shape: 'tri', ...F },
  MAD: { shape: 'tri', ...B },
  MAX: { shape: 'bin', ...B },
  MIN: { shape: 'bin', ...B },
  MOV: { shape: 'vector', ...B },
  MUL: { shape: 'bin', ...B },
  POW: { shape: 'binsc', ...B },
  RCP: { shape: 'scalar', ...B },
  RSQ: { shape: 'scalar', ...B },
  SCS: { shape: 'scalar', ...F },
  SGE: { shape: 'bin', ...B },
  SIN: { shape: 'scalar', ...F },
  SLT: { shape: 'bin', ...B },
  SUB: { shape: 'bin', ...B },
  SWZ: { shape: 'swz', ...B },
  TEX: { shape: 'sample', ...F },
  TXB: { shape: 'sample', ...F },
  TXP: { shape: 'sample', ...F },
  XPD: { shape: 'bin', ...B },
};

/** Texture instructions of fragment programs (KIL counts as one). */
export function isTexInstruction(opcode: string): boolean {
  const shape = ARB_OPCODES[opcode]?.shape;
  return shape === 'sample' || shape === 'kil';
}

const COMMON_WORDS = [
  'ALIAS',
  'ATTRIB',
  'END',
  'OPTION',
  'OUTPUT',
  'PARAM',
  'TEMP',
  'program',
  'result',
  'state',
];

const RESERVED: Record<ArbProgramKind, Set<string>> = {
  vertex: new Set([
    ...COMMON_WORDS,
    'ADDRESS',
    'vertex',
    ...Object.keys(ARB_OPCODES).filter((op) => ARB_OPCODES[op]!.vertex),
  ]),
  fragment: new Set([
    ...COMMON_WORDS,
    'fragment',
    'texture',
    ...Object.keys(ARB_OPCODES)
      .filter((op) => ARB_OPCODES[op]!.fragment)
      .flatMap((op) => (op === 'KIL' ? [op] : [op, `${op}_SAT`])),
  ]),
};

/** Whether `word` is a reserved keyword of `kind` programs (it cannot name a variable). */
export function isReserved(kind: ArbProgramKind, word: string): boolean {
  return RESERVED[kind].has(word);
}
