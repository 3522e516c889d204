// Arithmetic TGSI opcodes as GLSL ES 3.00 expressions, one entry per opcode, with the source types
// they read and the type of their result. The formulas follow the tgsi package's definitions
// (docs/opcodes.md): literal min/max, saturating conversions, wrapping integers, 5-bit shift counts,
// -1 for division by zero. Sources arrive as locals `s0`..`s3` of their declared type (vec4, ivec4,
// uvec4); the result is a 4-vector of the result type.
import type { TgsiOpcodeName } from '@gallium-ts/tgsi';

/** f float, i int, u uint, b raw word (type-less moves). */
export type GlslValueType = 'f' | 'i' | 'u' | 'b';

export interface AluOp {
  readonly src: readonly GlslValueType[];
  readonly result: GlslValueType;
  /** GLSL expression of the whole 4-vector result over `s0`..`s3`. */
  readonly expr: string;
  /** Prelude helpers the expression calls. */
  readonly helpers: readonly string[];
}

const F = 'f' as const;
const I = 'i' as const;
const U = 'u' as const;
const B = 'b' as const;

function op(src: GlslValueType[], result: GlslValueType, expr: string, helpers: string[] = []): AluOp {
  return { src, result, expr, helpers };
}
/** A scalar formula over `.x` channels, replicated to all four channels. */
function repl(src: GlslValueType[], scalar: string, helpers: string[] = []): AluOp {
  return op(src, F, `vec4(${scalar})`, helpers);
}
/** A scalar integer formula over `.x` channels, replicated (result uint bits). */
function replU(src: GlslValueType[], scalar: string, helpers: string[] = []): AluOp {
  return op(src, U, `uvec4(${scalar})`, helpers);
}

const dp2 = '(s0.x * s1.x + s0.y * s1.y)';
const dp3 = `(${dp2} + s0.z * s1.z)`;
const ZERO = 'vec4(0.0)';
const unorm8 = (c: string) => `unorm1(s0.${c}, 255.0)`;
const snorm8 = (c: string) => `snorm8(s0.${c})`;

export const ALU: Partial<Record<TgsiOpcodeName, AluOp>> = {
  ARL: op([F], I, 'f2i(floor(s0))', ['f2i']),
  ARR: op([F], I, 'f2i(roundEven(s0))', ['f2i']),
  UARL: op([I], I, 's0'),
  MOV: op([B], B, 's0'),
  ADD: op([F, F], F, 's0 + s1'),
  SUB: op([F, F], F, 's0 - s1'),
  MUL: op([F, F], F, 's0 * s1'),
  DIV: op([F, F], F, 'tdiv(s0, s1)', ['tdiv']),
  MAD: op([F, F, F], F, 's0 * s1 + s2'),
  FMA: op([F, F, F], F, 'tfma(s0, s1, s2)', ['fma']),
  LRP: op([F, F, F], F, 's0 * s1 + (1.0 - s0) * s2'),
  MIN: op([F, F], F, 'tmin(s0, s1)', ['tmin']),
  MAX: op([F, F], F, 'tmax(s0, s1)', ['tmax']),
  CLAMP: op([F, F, F], F, 'tclamp(s0, s1, s2)', ['tclamp']),
  ABS: op([F], F, 'abs(s0)'),
  FRC: op([F], F, 's0 - floor(s0)'),
  FLR: op([F], F, 'floor(s0)'),
  CEIL: op([F], F, 'ceil(s0)'),
  TRUNC: op([F], F, 'trunc(s0)'),
  ROUND: op([F], F, 'roundEven(s0)'),
  SSG: op([F], F, `vec4(greaterThan(s0, ${ZERO})) - vec4(lessThan(s0, ${ZERO}))`),
  CMP: op([F, F, F], F, `tsel(lessThan(s0, ${ZERO}), s1, s2)`, ['tsel']),
  LDEXP: op([F, I], F, 'ldexp(s0, s1)', ['ldexp']),
  SLT: op([F, F], F, 'vec4(lessThan(s0, s1))'),
  SGE: op([F, F], F, 'vec4(greaterThanEqual(s0, s1))'),
  SEQ: op([F, F], F, 'vec4(equal(s0, s1))'),
  SGT: op([F, F], F, 'vec4(greaterThan(s0, s1))'),
  SLE: op([F, F], F, 'vec4(lessThanEqual(s0, s1))'),
  SNE: op([F, F], F, 'vec4(notEqual(s0, s1))'),
  RCP: repl([F], 'trcp(s0.x)', ['trcp']),
  RSQ: repl([F], 'trsq(s0.x)', ['trsq']),
  SQRT: repl([F], 'tsqrt(s0.x)', ['tsqrt']),
  EX2: repl([F], 'tex2(s0.x)', ['tex2']),
  LG2: repl([F], 'tlg2(s0.x)', ['tlg2']),
  POW: repl([F, F], 'tpow(s0.x, s1.x)', ['tpow']),
  SIN: repl([F], 'tsincos(s0.x).x', ['sincos']),
  COS: repl([F], 'tsincos(s0.x).y', ['sincos']),
  DP2: repl([F, F], dp2),
  DP3: repl([F, F], dp3),
  DP4: repl([F, F], `${dp3} + s0.w * s1.w`),
  DPH: repl([F, F], `${dp3} + s1.w`),
  DP2A: repl([F, F, F], `${dp2} + s2.x`),
  LIT: op(
    [F],
    F,
    'vec4(1.0, s0.x > 0.0 ? s0.x : 0.0, s0.x > 0.0 ? tpow(s0.y > 0.0 ? s0.y : 0.0, tclamp(s0.wwww, vec4(-128.0), vec4(128.0)).x) : 0.0, 1.0)',
    ['tpow', 'tclamp'],
  ),
  DST: op([F, F], F, 'vec4(1.0, s0.y * s1.y, s0.z, s1.w)'),
  EXP: op([F], F, 'vec4(tex2(floor(s0.x)), s0.x - floor(s0.x), tex2(s0.x), 1.0)', ['tex2']),
  LOG: op([F], F, 'tlog(s0.x)', ['tlog']),
  SCS: op([F], F, 'vec4(tsincos(s0.x).yx, 0.0, 1.0)', ['sincos']),
  XPD: op(
    [F, F],
    F,
    'vec4(s0.y * s1.z - s1.y * s0.z, s0.z * s1.x - s1.z * s0.x, s0.x * s1.y - s1.x * s0.y, 1.0)',
  ),
  PK2H: replU([F], 'f16bits(s0.x) | (f16bits(s0.y) << 16)', ['pack']),
  PK2US: replU([F], 'unorm1(s0.x, 65535.0) | (unorm1(s0.y, 65535.0) << 16)', ['pack']),
  PK4B: replU(
    [F],
    `${snorm8('x')} | (${snorm8('y')} << 8) | (${snorm8('z')} << 16) | (${snorm8('w')} << 24)`,
    ['pack'],
  ),
  PK4UB: replU(
    [F],
    `${unorm8('x')} | (${unorm8('y')} << 8) | (${unorm8('z')} << 16) | (${unorm8('w')} << 24)`,
    ['pack'],
  ),
  UP2H: op([U], F, 'unpackHalf2x16(s0.x).xyxy'),
  UP2US: op([U], F, 'vec4(unormf1(s0.x & 0xffffu, 16), unormf1(s0.x >> 16, 16), 0.0, 0.0).xyxy', ['unormf']),
  UP4B: op([U], F, 'vec4(snorm8At(s0.x, 0), snorm8At(s0.x, 1), snorm8At(s0.x, 2), snorm8At(s0.x, 3))', [
    'pack',
  ]),
  UP4UB: op(
    [U],
    F,
    'vec4(unormf1(s0.x & 0xffu, 8), unormf1((s0.x >> 8) & 0xffu, 8), unormf1((s0.x >> 16) & 0xffu, 8), unormf1(s0.x >> 24, 8))',
    ['unormf'],
  ),
  I2F: op([I], F, 'vec4(s0)'),
  U2F: op([U], F, 'vec4(s0)'),
  F2I: op([F], I, 'f2i(s0)', ['f2i']),
  F2U: op([F], U, 'f2u(s0)', ['f2u']),
  UADD: op([U, U], U, 's0 + s1'),
  UMUL: op([U, U], U, 's0 * s1'),
  UMAD: op([U, U, U], U, 's0 * s1 + s2'),
  IMUL_HI: op([I, I], U, 'imulhi(s0, s1)', ['imulhi']),
  UMUL_HI: op([U, U], U, 'umulhi(s0, s1)', ['umulhi']),
  IDIV: op([I, I], I, 'idiv(s0, s1)', ['idiv']),
  UDIV: op([U, U], U, 'udiv(s0, s1)', ['idiv']),
  MOD: op([I, I], I, 'imod(s0, s1)', ['idiv']),
  UMOD: op([U, U], U, 'umod(s0, s1)', ['idiv']),
  IMAX: op([I, I], I, 'max(s0, s1)'),
  IMIN: op([I, I], I, 'min(s0, s1)'),
  UMAX: op([U, U], U, 'max(s0, s1)'),
  UMIN: op([U, U], U, 'min(s0, s1)'),
  INEG: op([U], U, 'uvec4(0u) - s0'),
  IABS: op([I], I, 'iabs(s0)', ['iabs']),
  ISSG: op([I], I, 'sign(s0)'),
  SAD: op([U, U, U], U, 'sad(s0, s1, s2)', ['sad']),
  NOT: op([U], U, '~s0'),
  AND: op([U, U], U, 's0 & s1'),
  OR: op([U, U], U, 's0 | s1'),
  XOR: op([U, U], U, 's0 ^ s1'),
  SHL: op([U, U], U, 's0 << (s1 & 31u)'),
  ISHR: op([I, U], I, 's0 >> ivec4(s1 & 31u)'),
  USHR: op([U, U], U, 's0 >> (s1 & 31u)'),
  IBFE: op([U, U, U], U, 'ibfe(s0, s1, s2)', ['bitfield']),
  UBFE: op([U, U, U], U, 'ubfe(s0, s1, s2)', ['bitfield']),
  BFI: op([U, U, U, U], U, 'bfi(s0, s1, s2, s3)', ['bitfield']),
  BREV: op([U], U, 'brev(s0)', ['brev']),
  POPC: op([U], U, 'popc(s0)', ['popc']),
  LSB: op([U], I, 'lsb(s0)', ['lsb']),
  IMSB: op([I], I, 'imsb(s0)', ['msb']),
  UMSB: op([U], I, 'umsb(s0)', ['msb']),
  UCMP: op([U, B, B], B, 'usel(notEqual(s0, uvec4(0u)), s1, s2)', ['usel']),
  FSEQ: op([F, F], U, 'bmask(equal(s0, s1))', ['bmask']),
  FSGE: op([F, F], U, 'bmask(greaterThanEqual(s0, s1))', ['bmask']),
  FSLT: op([F, F], U, 'bmask(lessThan(s0, s1))', ['bmask']),
  FSNE: op([F, F], U, 'bmask(notEqual(s0, s1))', ['bmask']),
  ISGE: op([I, I], U, 'bmask(greaterThanEqual(s0, s1))', ['bmask']),
  ISLT: op([I, I], U, 'bmask(lessThan(s0, s1))', ['bmask']),
  USEQ: op([U, U], U, 'bmask(equal(s0, s1))', ['bmask']),
  USGE: op([U, U], U, 'bmask(greaterThanEqual(s0, s1))', ['bmask']),
  USLT: op([U, U], U, 'bmask(lessThan(s0, s1))', ['bmask']),
  USNE: op([U, U], U, 'bmask(notEqual(s0, s1))', ['bmask']),
};
