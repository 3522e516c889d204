// The one definition of what every arithmetic TGSI opcode computes. Each opcode is a list of results,
// each a JavaScript expression (over the helpers of numeric.ts) giving one destination channel — or
// one channel pair for doubles — from source channels. The interpreter compiles each expression once
// into a function; the JIT splices the same expressions into the code it generates. Both therefore
// evaluate exactly the same formula. Expressions come only from this file, never from shader text.
//
// Placeholders: `$0x` … `$3w` are channel x..w of source 0..3 after swizzle and modifiers, read in the
// source's declared type; `$0X` / `$0Z` are the doubles held in channel pairs (x, y) and (z, w).
// Types: f = float32 value, i = int32, u = uint32, b = raw word (type-less move), d = double.
import { TgsiOpcode, type TgsiOpcodeName } from '../opcodes.js';
import {
  bfi,
  bitsFloat,
  brev,
  clamp,
  dbl,
  doubleHi,
  doubleLo,
  f2i,
  f2u,
  f16ToF32,
  f32ToF16,
  floatBits,
  fma32,
  fma64,
  fmax,
  fmin,
  fr,
  frexpExponent,
  frexpMantissa,
  ibfe,
  idiv,
  imod,
  imsb,
  imulhi,
  ldexp32,
  ldexp64,
  lsb,
  popc,
  roundEven,
  sad,
  sat,
  snorm8At,
  toSnorm8,
  toUnorm,
  ubfe,
  udiv,
  umod,
  umsb,
  umulhi,
} from './numeric.js';

export type ValueType = 'f' | 'i' | 'u' | 'b' | 'd';

/** One result of an opcode: the value of `channels` of destination `dst`. */
export interface AluResult {
  readonly dst: number;
  /** One channel, or two (low word, high word) for a `d` result. */
  readonly channels: readonly number[];
  readonly type: Exclude<ValueType, 'u'>;
  readonly expr: string;
  /** The value is never NaN (a constant, a comparison giving 0 or 1): the JIT stores it without a NaN test. */
  readonly neverNaN?: boolean;
}

export interface AluSemantics {
  readonly srcTypes: readonly ValueType[];
  readonly results: readonly AluResult[];
}

/** The helper functions the expressions may call, by the names they use; both engines bind exactly these. */
export const HELPERS = Object.freeze({
  fr,
  sat,
  fmax,
  fmin,
  clamp,
  roundEven,
  f2i,
  f2u,
  umulhi,
  imulhi,
  idiv,
  udiv,
  umod,
  imod,
  sad,
  ibfe,
  ubfe,
  bfi,
  brev,
  popc,
  lsb,
  umsb,
  imsb,
  fma32,
  fma64,
  ldexp32,
  ldexp64,
  frexpMantissa,
  frexpExponent,
  f32ToF16,
  f16ToF32,
  toUnorm,
  toSnorm8,
  snorm8At,
  floatBits,
  bitsFloat,
  dbl,
  doubleLo,
  doubleHi,
});

export type Helpers = typeof HELPERS;

/** Names of HELPERS, in a fixed order. */
export const HELPER_NAMES: readonly string[] = Object.keys(HELPERS);

const CH = 'xyzw';

/** Componentwise: `expr` uses `$0`, `$1`, ... for the same channel of each source. */
function comp(type: AluResult['type'], srcTypes: ValueType[], expr: string): AluSemantics {
  const results = [0, 1, 2, 3].map((c) => ({
    dst: 0,
    channels: [c],
    type,
    expr: expr.replace(/\$(\d)/g, `$$$1${CH[c]}`),
  }));
  return { srcTypes, results };
}

/** Replicated: one scalar expression written to every channel. */
function repl(type: AluResult['type'], srcTypes: ValueType[], expr: string): AluSemantics {
  return { srcTypes, results: [0, 1, 2, 3].map((c) => ({ dst: 0, channels: [c], type, expr })) };
}

/** Channel-specific: one expression per channel x, y, z, w (null leaves the channel unwritten). */
function chan(
  type: AluResult['type'],
  srcTypes: ValueType[],
  exprs: readonly (string | null)[],
  types?: readonly AluResult['type'][],
): AluSemantics {
  const results: AluResult[] = [];
  exprs.forEach((expr, c) => {
    if (expr === null) return;
    const constant = NUMBER_LITERAL.test(expr);
    results.push({
      dst: 0,
      channels: [c],
      type: types?.[c] ?? type,
      expr,
      ...(constant && { neverNaN: true }),
    });
  });
  return { srcTypes, results };
}

const NUMBER_LITERAL = /^-?\d+(?:\.\d+)?$/;

/** The same semantics with every result marked as never NaN. */
function neverNaN(semantics: AluSemantics): AluSemantics {
  return { ...semantics, results: semantics.results.map((r) => ({ ...r, neverNaN: true })) };
}

/** Double componentwise: `expr` over `$0`, `$1`, ... (doubles) for pair xy, then pair zw. */
function dcomp(srcTypes: ValueType[], expr: string): AluSemantics {
  return {
    srcTypes,
    results: [
      { dst: 0, channels: [0, 1], type: 'd', expr: expr.replace(/\$(\d)/g, '$$$1X') },
      { dst: 0, channels: [2, 3], type: 'd', expr: expr.replace(/\$(\d)/g, '$$$1Z') },
    ],
  };
}

/** Double comparison: an integer mask from pair xy into x and from pair zw into z. */
function dcmp(op: string): AluSemantics {
  return {
    srcTypes: ['d', 'd'],
    results: [
      { dst: 0, channels: [0], type: 'i', expr: `$0X ${op} $1X ? -1 : 0` },
      { dst: 0, channels: [2], type: 'i', expr: `$0Z ${op} $1Z ? -1 : 0` },
    ],
  };
}

/** Two 32-bit sources x, y each converted to a double in pairs xy and zw. */
function toDouble(srcType: ValueType, expr: string): AluSemantics {
  return {
    srcTypes: [srcType],
    results: [
      { dst: 0, channels: [0, 1], type: 'd', expr: expr.replace('$', '$0x') },
      { dst: 0, channels: [2, 3], type: 'd', expr: expr.replace('$', '$0y') },
    ],
  };
}

/** Pairs xy and zw each converted to a 32-bit value in x and y. */
function fromDouble(type: AluResult['type'], expr: string): AluSemantics {
  return {
    srcTypes: ['d'],
    results: [
      { dst: 0, channels: [0], type, expr: expr.replace('$', '$0X') },
      { dst: 0, channels: [1], type, expr: expr.replace('$', '$0Z') },
    ],
  };
}

const F = 'f' as const;
const I = 'i' as const;
const U = 'u' as const;
const B = 'b' as const;
const D = 'd' as const;

const dp2 = 'fr(fr($0x * $1x) + fr($0y * $1y))';
const dp3 = `fr(${dp2} + fr($0z * $1z))`;

const TABLE: Partial<Record<TgsiOpcodeName, AluSemantics>> = {
  // Address register loads (results are integers).
  ARL: comp(I, [F], 'f2i(Math.floor($0))'),
  ARR: comp(I, [F], 'f2i(roundEven($0))'),
  UARL: comp(I, [I], '$0'),
  // Moves.
  MOV: comp(B, [B], '$0'),
  // Float arithmetic, rounded to float32 after every operation.
  ADD: comp(F, [F, F], 'fr($0 + $1)'),
  SUB: comp(F, [F, F], 'fr($0 - $1)'),
  MUL: comp(F, [F, F], 'fr($0 * $1)'),
  DIV: comp(F, [F, F], 'fr($0 / $1)'),
  MAD: comp(F, [F, F, F], 'fr(fr($0 * $1) + $2)'),
  FMA: comp(F, [F, F, F], 'fma32($0, $1, $2)'),
  LRP: comp(F, [F, F, F], 'fr(fr($0 * $1) + fr(fr(1 - $0) * $2))'),
  MIN: comp(F, [F, F], 'fmin($0, $1)'),
  MAX: comp(F, [F, F], 'fmax($0, $1)'),
  CLAMP: comp(F, [F, F, F], 'clamp($0, $1, $2)'),
  ABS: comp(F, [F], 'Math.abs($0)'),
  FRC: comp(F, [F], 'fr($0 - Math.floor($0))'),
  FLR: comp(F, [F], 'Math.floor($0)'),
  CEIL: comp(F, [F], 'Math.ceil($0)'),
  TRUNC: comp(F, [F], 'Math.trunc($0)'),
  ROUND: comp(F, [F], 'roundEven($0)'),
  SSG: neverNaN(comp(F, [F], '$0 > 0 ? 1 : $0 < 0 ? -1 : 0')),
  CMP: comp(F, [F, F, F], '$0 < 0 ? $1 : $2'),
  LDEXP: comp(F, [F, I], 'ldexp32($0, $1)'),
  SLT: neverNaN(comp(F, [F, F], '$0 < $1 ? 1 : 0')),
  SGE: neverNaN(comp(F, [F, F], '$0 >= $1 ? 1 : 0')),
  SEQ: neverNaN(comp(F, [F, F], '$0 === $1 ? 1 : 0')),
  SGT: neverNaN(comp(F, [F, F], '$0 > $1 ? 1 : 0')),
  SLE: neverNaN(comp(F, [F, F], '$0 <= $1 ? 1 : 0')),
  SNE: neverNaN(comp(F, [F, F], '$0 !== $1 ? 1 : 0')),
  // Scalar float functions of src.x, replicated.
  RCP: repl(F, [F], 'fr(1 / $0x)'),
  RSQ: repl(F, [F], 'fr(1 / Math.sqrt(Math.abs($0x)))'),
  SQRT: repl(F, [F], 'fr(Math.sqrt($0x))'),
  EX2: repl(F, [F], 'fr(2 ** $0x)'),
  LG2: repl(F, [F], 'fr(Math.log2($0x))'),
  POW: repl(F, [F, F], 'fr($0x ** $1x)'),
  SIN: repl(F, [F], 'fr(Math.sin($0x))'),
  COS: repl(F, [F], 'fr(Math.cos($0x))'),
  DP2: repl(F, [F, F], dp2),
  DP3: repl(F, [F, F], dp3),
  DP4: repl(F, [F, F], `fr(${dp3} + fr($0w * $1w))`),
  DPH: repl(F, [F, F], `fr(${dp3} + $1w)`),
  DP2A: repl(F, [F, F, F], `fr(${dp2} + $2x)`),
  // Channel-specific float opcodes.
  LIT: chan(F, [F], ['1', 'fmax($0x, 0)', '$0x > 0 ? fr(fmax($0y, 0) ** clamp($0w, -128, 128)) : 0', '1']),
  DST: chan(F, [F, F], ['1', 'fr($0y * $1y)', '$0z', '$1w']),
  EXP: chan(F, [F], ['fr(2 ** Math.floor($0x))', 'fr($0x - Math.floor($0x))', 'fr(2 ** $0x)', '1']),
  LOG: chan(
    F,
    [F],
    [
      'Math.floor(Math.log2(Math.abs($0x)))',
      'fr(Math.abs($0x) / 2 ** Math.floor(Math.log2(Math.abs($0x))))',
      'fr(Math.log2(Math.abs($0x)))',
      '1',
    ],
  ),
  SCS: chan(F, [F], ['fr(Math.cos($0x))', 'fr(Math.sin($0x))', '0', '1']),
  XPD: chan(
    F,
    [F, F],
    [
      'fr(fr($0y * $1z) - fr($1y * $0z))',
      'fr(fr($0z * $1x) - fr($1z * $0x))',
      'fr(fr($0x * $1y) - fr($1x * $0y))',
      '1',
    ],
  ),
  // Packing: results are words.
  PK2H: repl(I, [F], 'f32ToF16($0x) | (f32ToF16($0y) << 16)'),
  PK2US: repl(I, [F], 'toUnorm($0x, 65535) | (toUnorm($0y, 65535) << 16)'),
  PK4B: repl(I, [F], 'toSnorm8($0x) | (toSnorm8($0y) << 8) | (toSnorm8($0z) << 16) | (toSnorm8($0w) << 24)'),
  PK4UB: repl(
    I,
    [F],
    'toUnorm($0x, 255) | (toUnorm($0y, 255) << 8) | (toUnorm($0z, 255) << 16) | (toUnorm($0w, 255) << 24)',
  ),
  UP2H: chan(
    F,
    [U],
    ['f16ToF32($0x & 0xffff)', 'f16ToF32($0x >>> 16)', 'f16ToF32($0x & 0xffff)', 'f16ToF32($0x >>> 16)'],
  ),
  UP2US: chan(
    F,
    [U],
    [
      'fr(($0x & 0xffff) / 65535)',
      'fr(($0x >>> 16) / 65535)',
      'fr(($0x & 0xffff) / 65535)',
      'fr(($0x >>> 16) / 65535)',
    ],
  ),
  UP4B: chan(F, [U], ['snorm8At($0x, 0)', 'snorm8At($0x, 1)', 'snorm8At($0x, 2)', 'snorm8At($0x, 3)']),
  UP4UB: chan(
    F,
    [U],
    [
      'fr(($0x & 0xff) / 255)',
      'fr((($0x >>> 8) & 0xff) / 255)',
      'fr((($0x >>> 16) & 0xff) / 255)',
      'fr(($0x >>> 24) / 255)',
    ],
  ),
  // Conversions.
  I2F: comp(F, [I], 'fr($0)'),
  U2F: comp(F, [U], 'fr($0)'),
  F2I: comp(I, [F], 'f2i($0)'),
  F2U: comp(I, [F], 'f2u($0)'),
  // Integer arithmetic, wrapping at 32 bits.
  UADD: comp(I, [I, I], '($0 + $1) | 0'),
  UMUL: comp(I, [I, I], 'Math.imul($0, $1)'),
  UMAD: comp(I, [I, I, I], '(Math.imul($0, $1) + $2) | 0'),
  IMUL_HI: comp(I, [I, I], 'imulhi($0, $1)'),
  UMUL_HI: comp(I, [U, U], 'umulhi($0, $1)'),
  IDIV: comp(I, [I, I], 'idiv($0, $1)'),
  UDIV: comp(I, [U, U], 'udiv($0, $1)'),
  MOD: comp(I, [I, I], 'imod($0, $1)'),
  UMOD: comp(I, [U, U], 'umod($0, $1)'),
  IMAX: comp(I, [I, I], '$0 > $1 ? $0 : $1'),
  IMIN: comp(I, [I, I], '$0 < $1 ? $0 : $1'),
  UMAX: comp(I, [U, U], '($0 > $1 ? $0 : $1) | 0'),
  UMIN: comp(I, [U, U], '($0 < $1 ? $0 : $1) | 0'),
  INEG: comp(I, [I], '-$0 | 0'),
  IABS: comp(I, [I], 'Math.abs($0) | 0'),
  ISSG: comp(I, [I], '$0 < 0 ? -1 : $0 > 0 ? 1 : 0'),
  SAD: comp(I, [U, U, U], 'sad($0, $1, $2)'),
  // Bitwise (shift counts are masked to 5 bits by JavaScript's shift operators, as documented).
  NOT: comp(I, [I], '~$0'),
  AND: comp(I, [I, I], '$0 & $1'),
  OR: comp(I, [I, I], '$0 | $1'),
  XOR: comp(I, [I, I], '$0 ^ $1'),
  SHL: comp(I, [I, I], '$0 << $1'),
  ISHR: comp(I, [I, I], '$0 >> $1'),
  USHR: comp(I, [I, I], '($0 >>> $1) | 0'),
  IBFE: comp(I, [I, I, I], 'ibfe($0, $1, $2)'),
  UBFE: comp(I, [I, I, I], 'ubfe($0, $1, $2)'),
  BFI: comp(I, [I, I, I, I], 'bfi($0, $1, $2, $3)'),
  BREV: comp(I, [I], 'brev($0)'),
  POPC: comp(I, [I], 'popc($0)'),
  LSB: comp(I, [I], 'lsb($0)'),
  IMSB: comp(I, [I], 'imsb($0)'),
  UMSB: comp(I, [I], 'umsb($0)'),
  UCMP: comp(B, [U, B, B], '$0 !== 0 ? $1 : $2'),
  // Comparisons giving integer masks.
  FSEQ: comp(I, [F, F], '$0 === $1 ? -1 : 0'),
  FSGE: comp(I, [F, F], '$0 >= $1 ? -1 : 0'),
  FSLT: comp(I, [F, F], '$0 < $1 ? -1 : 0'),
  FSNE: comp(I, [F, F], '$0 !== $1 ? -1 : 0'),
  ISGE: comp(I, [I, I], '$0 >= $1 ? -1 : 0'),
  ISLT: comp(I, [I, I], '$0 < $1 ? -1 : 0'),
  USEQ: comp(I, [U, U], '$0 === $1 ? -1 : 0'),
  USGE: comp(I, [U, U], '$0 >= $1 ? -1 : 0'),
  USLT: comp(I, [U, U], '$0 < $1 ? -1 : 0'),
  USNE: comp(I, [U, U], '$0 !== $1 ? -1 : 0'),
  // Doubles on channel pairs (x, y) and (z, w).
  DADD: dcomp([D, D], '$0 + $1'),
  DMUL: dcomp([D, D], '$0 * $1'),
  DMAD: dcomp([D, D, D], '$0 * $1 + $2'),
  DFMA: dcomp([D, D, D], 'fma64($0, $1, $2)'),
  DMAX: dcomp([D, D], 'fmax($0, $1)'),
  DMIN: dcomp([D, D], 'fmin($0, $1)'),
  DABS: dcomp([D], 'Math.abs($0)'),
  DNEG: dcomp([D], '-$0'),
  DRCP: dcomp([D], '1 / $0'),
  DSQRT: dcomp([D], 'Math.sqrt($0)'),
  DRSQ: dcomp([D], '1 / Math.sqrt($0)'),
  DFRAC: dcomp([D], '$0 - Math.floor($0)'),
  DTRUNC: dcomp([D], 'Math.trunc($0)'),
  DCEIL: dcomp([D], 'Math.ceil($0)'),
  DFLR: dcomp([D], 'Math.floor($0)'),
  DROUND: dcomp([D], 'roundEven($0)'),
  DSSG: dcomp([D], '$0 > 0 ? 1 : $0 < 0 ? -1 : 0'),
  DSEQ: dcmp('==='),
  DSNE: dcmp('!=='),
  DSLT: dcmp('<'),
  DSGE: dcmp('>='),
  DLDEXP: {
    srcTypes: [D, I],
    results: [
      { dst: 0, channels: [0, 1], type: 'd', expr: 'ldexp64($0X, $1x)' },
      { dst: 0, channels: [2, 3], type: 'd', expr: 'ldexp64($0Z, $1z)' },
    ],
  },
  DFRACEXP: {
    srcTypes: [D],
    results: [
      { dst: 0, channels: [0], type: 'i', expr: 'frexpExponent($0X)' },
      { dst: 0, channels: [1], type: 'i', expr: 'frexpExponent($0X)' },
      { dst: 0, channels: [2], type: 'i', expr: 'frexpExponent($0Z)' },
      { dst: 0, channels: [3], type: 'i', expr: 'frexpExponent($0Z)' },
      { dst: 1, channels: [0, 1], type: 'd', expr: 'frexpMantissa($0X)' },
      { dst: 1, channels: [2, 3], type: 'd', expr: 'frexpMantissa($0Z)' },
    ],
  },
  F2D: toDouble(F, '$'),
  I2D: toDouble(I, '$'),
  U2D: toDouble(U, '$'),
  D2F: fromDouble(F, 'fr($)'),
  D2I: fromDouble(I, 'f2i($)'),
  D2U: fromDouble(I, 'f2u($)'),
};

const BY_OPCODE = new Map<number, AluSemantics>();
for (const [name, semantics] of Object.entries(TABLE)) {
  BY_OPCODE.set(TgsiOpcode[name as TgsiOpcodeName], Object.freeze(semantics));
}

/** The arithmetic semantics of an opcode, or undefined when it is not a plain per-lane ALU opcode. */
export function aluSemantics(opcode: number): AluSemantics | undefined {
  return BY_OPCODE.get(opcode);
}

/** Parsed form of a placeholder: source index, and channel 0-3 or pair 4 (`X`, xy) / 5 (`Z`, zw). */
export interface Placeholder {
  readonly src: number;
  readonly sel: number;
}

const PLACEHOLDER = /\$(\d)([xyzwXZ])/g;
const SEL = 'xyzwXZ';

/** Every placeholder an expression reads. */
export function placeholders(expr: string): readonly Placeholder[] {
  let found = placeholderCache.get(expr);
  if (!found) {
    const seen = new Map<string, Placeholder>();
    for (const m of expr.matchAll(PLACEHOLDER)) {
      seen.set(m[0], { src: Number(m[1]), sel: SEL.indexOf(m[2]!) });
    }
    found = [...seen.values()];
    placeholderCache.set(expr, found);
  }
  return found;
}

/** placeholders' answers by expression: the semantics table's few hundred texts, each parsed once. */
const placeholderCache = new Map<string, readonly Placeholder[]>();

/** The expression with each placeholder replaced by `name(placeholder)`. */
export function substitute(expr: string, name: (p: Placeholder) => string): string {
  return expr.replace(PLACEHOLDER, (_, src: string, sel: string) =>
    name({ src: Number(src), sel: SEL.indexOf(sel) }),
  );
}
