// Source fragments of the generated fragment back end: comparisons, stencil operations, depth/stencil
// buffer access for each layout, colour buffer access for each codec, and blend factors and equations.
// Every fragment is built only from numbers and fixed identifiers (never from anything a caller passed).
import { PipeBlend, PipeBlendFactor, PipeFunc, PipeLogicop, PipeStencilOp } from '@gallium-ts/gallium-api';
import type { ColorTargetKey, ZsKey } from './backend-key.js';
import { unorm8Expression } from './unorm8.js';

/** A number as a JavaScript literal (integers and finite floats only). */
export function lit(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`not a finite literal: ${value}`);
  return Object.is(value, -0) ? '-0' : String(value);
}

/** The expression that is true when `a FUNC b` passes. */
export function compare(func: number, a: string, b: string): string {
  switch (func) {
    case PipeFunc.NEVER:
      return 'false';
    case PipeFunc.LESS:
      return `${a} < ${b}`;
    case PipeFunc.EQUAL:
      return `${a} === ${b}`;
    case PipeFunc.LEQUAL:
      return `${a} <= ${b}`;
    case PipeFunc.GREATER:
      return `${a} > ${b}`;
    case PipeFunc.NOTEQUAL:
      return `${a} !== ${b}`;
    case PipeFunc.GEQUAL:
      return `${a} >= ${b}`;
    default:
      return 'true';
  }
}

/** The new stencil value of stencil operation `op` on value `s` with reference `ref` (8 bits). */
export function stencilOp(op: number, s: string, ref: string): string {
  switch (op) {
    case PipeStencilOp.ZERO:
      return '0';
    case PipeStencilOp.REPLACE:
      return ref;
    case PipeStencilOp.INCR:
      return `(${s} < 255 ? ${s} + 1 : 255)`;
    case PipeStencilOp.DECR:
      return `(${s} > 0 ? ${s} - 1 : 0)`;
    case PipeStencilOp.INCR_WRAP:
      return `((${s} + 1) & 255)`;
    case PipeStencilOp.DECR_WRAP:
      return `((${s} - 1) & 255)`;
    case PipeStencilOp.INVERT:
      return `(~${s} & 255)`;
    default:
      return s;
  }
}

/**
 * Depth/stencil buffer access for layout `zs`: declarations computing the texel position `zp` of the
 * lane's pixel, reading the stored depth `zd` (in the buffer's units) and stencil `sv`, and the statement
 * writing `zn` / `sn` back (only the parts given).
 */
export const zsAccess = {
  /** Sets `zp` (element index for aligned 16/32-bit layouts, byte index otherwise). */
  position(zs: ZsKey): string {
    const byte = 'zbase + layer * zls + y * zrow + x * zbs';
    if (zs.aligned && zs.blockSize === 4) return `const zp = (${byte}) >> 2;`;
    if (zs.aligned && zs.blockSize === 2) return `const zp = (${byte}) >> 1;`;
    return `const zp = ${byte};`;
  },
  /** Reads the texel into `zw` (a word) or directly into `zd`/`sv`. */
  read(zs: ZsKey): string {
    const parts: string[] = [];
    if (zs.aligned && zs.blockSize === 4) {
      parts.push('const zw = z32[zp];');
      if (zs.depth)
        parts.push(
          zs.depth.float
            ? 'const zd = zf32[zp];'
            : `const zd = ${field('zw', zs.depth.shift, zs.depth.bits)};`,
        );
      if (zs.stencil) parts.push(`const sv = ${field('zw', zs.stencil.shift, 8)};`);
    } else if (zs.aligned && zs.blockSize === 2) {
      parts.push('const zd = z16[zp];');
    } else if (zs.blockSize === 8) {
      // Z32_FLOAT_S8X24_UINT: a float in the first word, the stencil in byte 4.
      parts.push('const zd = zdv.getFloat32(zp, true);');
      if (zs.stencil) parts.push('const sv = z8[zp + 4];');
    } else if (zs.blockSize === 1) {
      parts.push('const sv = z8[zp];');
    } else {
      parts.push(`const zw = ${zs.blockSize === 4 ? 'zdv.getUint32(zp, true)' : 'zdv.getUint16(zp, true)'};`);
      if (zs.depth)
        parts.push(
          zs.depth.float
            ? 'const zd = zdv.getFloat32(zp, true);'
            : `const zd = ${field('zw', zs.depth.shift, zs.depth.bits)};`,
        );
      if (zs.stencil) parts.push(`const sv = ${field('zw', zs.stencil.shift, 8)};`);
    }
    return parts.join('\n');
  },
  /** Writes depth `zn` (when `depth`) and stencil `sn` (when `stencil`); other bits keep their value. */
  write(zs: ZsKey, depth: boolean, stencil: boolean): string {
    if (!depth && !stencil) return '';
    if (zs.blockSize === 8) {
      const out: string[] = [];
      if (depth) out.push('zdv.setFloat32(zp, zn, true);');
      if (stencil) out.push('z8[zp + 4] = sn;');
      return out.join(' ');
    }
    if (zs.blockSize === 1) return stencil ? 'z8[zp] = sn;' : '';
    if (zs.depth?.float && !zs.stencil)
      return zs.aligned ? 'zf32[zp] = zn;' : 'zdv.setFloat32(zp, zn, true);';
    if (zs.aligned && zs.blockSize === 2) return 'z16[zp] = zn;';
    let word = 'zw';
    if (depth && zs.depth) word = insert(word, 'zn', zs.depth.shift, zs.depth.bits);
    if (stencil && zs.stencil) word = insert(word, 'sn', zs.stencil.shift, 8);
    if (zs.aligned) return `z32[zp] = ${word};`;
    return zs.blockSize === 4 ? `zdv.setUint32(zp, ${word}, true);` : `zdv.setUint16(zp, ${word}, true);`;
  },
};

function field(word: string, shift: number, bits: number): string {
  if (bits === 32) return `(${word} >>> 0)`;
  const mask = lit(2 ** bits - 1);
  return shift === 0 ? `(${word} & ${mask})` : `((${word} >>> ${shift}) & ${mask})`;
}

function insert(word: string, value: string, shift: number, bits: number): string {
  if (bits === 32) return `(${value} >>> 0)`;
  const mask = 2 ** bits - 1;
  const keep = lit(~(mask * 2 ** shift) >>> 0);
  return `(((${word} & ${keep}) | (${value} << ${shift})) >>> 0)`;
}

/**
 * The colour at byte `cp` of target `t` into `dr, dg, db, da` (floats; integers for integer formats),
 * for codec `key.codec`.
 */
export function readColor(key: ColorTargetKey, t: number): string {
  const a = key.noAlpha ? '1' : null;
  switch (key.codec) {
    case 'rgba8':
    case 'bgra8': {
      const [r, b] = key.codec === 'rgba8' ? [0, 2] : [2, 0];
      if (key.word) {
        const byte = (i: number) =>
          i === 3 ? `(dw >>> 24)` : i === 0 ? '(dw & 255)' : `((dw >>> ${i * 8}) & 255)`;
        return `const dw = c${t}u32[cp >> 2]; const dr = ${byte(r)} * INV255, dg = ${byte(1)} * INV255, db = ${byte(b)} * INV255, da = ${a ?? `${byte(3)} * INV255`};`;
      }
      return `const dr = c${t}u8[cp + ${r}] * INV255, dg = c${t}u8[cp + 1] * INV255, db = c${t}u8[cp + ${b}] * INV255, da = ${a ?? `c${t}u8[cp + 3] * INV255`};`;
    }
    case 'rgba32f':
      return `const dr = c${t}f32[cp >> 2], dg = c${t}f32[(cp >> 2) + 1], db = c${t}f32[(cp >> 2) + 2], da = c${t}f32[(cp >> 2) + 3];`;
    default:
      return `codecs.read${key.cls === 'integer' ? 'Int' : ''}(c${t}fmt, c${t}u8, cp, tmp); const dr = tmp[0], dg = tmp[1], db = tmp[2], da = tmp[3];`;
  }
}

/**
 * Stores `rr, rg, rb, ra` at byte `cp` of target `t` for the channels of `mask` (others keep theirs).
 * `unit[c]` says channel c is known to lie in [0, 1] (up to a rounding step above 1, which still packs
 * to 255): its 8-bit store needs no clamp.
 */
export function writeColor(
  key: ColorTargetKey,
  t: number,
  mask: number,
  unit: readonly boolean[] = [false, false, false, false],
): string {
  // `v` is one of rr, rg, rb, ra.
  const b = (v: string) => unorm8Expression(v, unit['rgba'.indexOf(v[1]!)] ?? false);
  const out: string[] = [];
  const put = (channel: number, at: string, value: string) => {
    if (mask & (1 << channel)) out.push(`${at} = ${value};`);
  };
  if (key.word && mask === 15 && !key.noAlpha) {
    const [r, bl] = key.codec === 'rgba8' ? ['rr', 'rb'] : ['rb', 'rr'];
    return `c${t}u32[cp >> 2] = ${b(r)} | (${b('rg')} << 8) | (${b(bl)} << 16) | (${b('ra')} << 24);`;
  }
  switch (key.codec) {
    case 'rgba8':
      put(0, `c${t}u8[cp]`, b('rr'));
      put(1, `c${t}u8[cp + 1]`, b('rg'));
      put(2, `c${t}u8[cp + 2]`, b('rb'));
      if (!key.noAlpha) put(3, `c${t}u8[cp + 3]`, b('ra'));
      return out.join(' ');
    case 'bgra8':
      put(0, `c${t}u8[cp + 2]`, b('rr'));
      put(1, `c${t}u8[cp + 1]`, b('rg'));
      put(2, `c${t}u8[cp]`, b('rb'));
      if (!key.noAlpha) put(3, `c${t}u8[cp + 3]`, b('ra'));
      return out.join(' ');
    case 'rgba32f':
      put(0, `c${t}f32[cp >> 2]`, 'rr');
      put(1, `c${t}f32[(cp >> 2) + 1]`, 'rg');
      put(2, `c${t}f32[(cp >> 2) + 2]`, 'rb');
      put(3, `c${t}f32[(cp >> 2) + 3]`, 'ra');
      return out.join(' ');
    default: {
      const merged = ['rr', 'rg', 'rb', 'ra'].map((v, c) =>
        mask & (1 << c) ? v : ['dr', 'dg', 'db', 'da'][c],
      );
      return `tmp[0] = ${merged[0]}; tmp[1] = ${merged[1]}; tmp[2] = ${merged[2]}; tmp[3] = ${merged[3]}; codecs.write${key.cls === 'integer' ? 'Int' : ''}(c${t}fmt, c${t}u8, cp, tmp);`;
    }
  }
}

/** A blend factor for channel `c` (0..3): source colour s*, second colour s1*, destination d*, constant k*. */
export function blendFactor(factor: number, c: number): string {
  const ch = 'rgba'[c]!;
  const alpha = c === 3;
  switch (factor) {
    case PipeBlendFactor.ONE:
      return '1';
    case PipeBlendFactor.ZERO:
      return '0';
    case PipeBlendFactor.SRC_COLOR:
      return `s${ch}`;
    case PipeBlendFactor.SRC_ALPHA:
      return 'sa';
    case PipeBlendFactor.DST_ALPHA:
      return 'da';
    case PipeBlendFactor.DST_COLOR:
      return `d${ch}`;
    case PipeBlendFactor.SRC_ALPHA_SATURATE:
      return alpha ? '1' : '(sa < 1 - da ? sa : 1 - da)';
    case PipeBlendFactor.CONST_COLOR:
      return `k${ch}`;
    case PipeBlendFactor.CONST_ALPHA:
      return 'ka';
    case PipeBlendFactor.SRC1_COLOR:
      return `t${ch}`;
    case PipeBlendFactor.SRC1_ALPHA:
      return 'ta';
    case PipeBlendFactor.INV_SRC_COLOR:
      return `(1 - s${ch})`;
    case PipeBlendFactor.INV_SRC_ALPHA:
      return '(1 - sa)';
    case PipeBlendFactor.INV_DST_ALPHA:
      return '(1 - da)';
    case PipeBlendFactor.INV_DST_COLOR:
      return `(1 - d${ch})`;
    case PipeBlendFactor.INV_CONST_COLOR:
      return `(1 - k${ch})`;
    case PipeBlendFactor.INV_CONST_ALPHA:
      return '(1 - ka)';
    case PipeBlendFactor.INV_SRC1_COLOR:
      return `(1 - t${ch})`;
    case PipeBlendFactor.INV_SRC1_ALPHA:
      return '(1 - ta)';
    default:
      return '0';
  }
}

/** Factors whose value lies in [0, 1] when the source, second and destination colours do. */
const UNIT_FACTORS = new Set<number>([
  PipeBlendFactor.ZERO,
  PipeBlendFactor.ONE,
  PipeBlendFactor.SRC_COLOR,
  PipeBlendFactor.SRC_ALPHA,
  PipeBlendFactor.DST_ALPHA,
  PipeBlendFactor.DST_COLOR,
  PipeBlendFactor.SRC_ALPHA_SATURATE,
  PipeBlendFactor.SRC1_COLOR,
  PipeBlendFactor.SRC1_ALPHA,
  PipeBlendFactor.INV_SRC_COLOR,
  PipeBlendFactor.INV_SRC_ALPHA,
  PipeBlendFactor.INV_DST_ALPHA,
  PipeBlendFactor.INV_DST_COLOR,
  PipeBlendFactor.INV_SRC1_COLOR,
  PipeBlendFactor.INV_SRC1_ALPHA,
]);

/** Factor pairs (X, 1 - X): `s·X + d·(1 - X)` is a convex combination. */
const COMPLEMENTS: readonly (readonly [number, number])[] = [
  [PipeBlendFactor.SRC_COLOR, PipeBlendFactor.INV_SRC_COLOR],
  [PipeBlendFactor.SRC_ALPHA, PipeBlendFactor.INV_SRC_ALPHA],
  [PipeBlendFactor.DST_ALPHA, PipeBlendFactor.INV_DST_ALPHA],
  [PipeBlendFactor.DST_COLOR, PipeBlendFactor.INV_DST_COLOR],
  [PipeBlendFactor.SRC1_COLOR, PipeBlendFactor.INV_SRC1_COLOR],
  [PipeBlendFactor.SRC1_ALPHA, PipeBlendFactor.INV_SRC1_ALPHA],
];

/**
 * Whether blendEquation(func, srcFactor, dstFactor) stays in [0, 1] (up to one rounding step above 1)
 * for source, second and destination colours in [0, 1]: MIN and MAX, and ADD of one term and a zero or of
 * a convex combination (rounding is monotonic, so s·X + d·(1 - X) ≤ X + (1 - X) up to that step).
 */
export function blendStaysInUnitRange(func: number, srcFactor: number, dstFactor: number): boolean {
  if (func === PipeBlend.MIN || func === PipeBlend.MAX) return true;
  if (func !== PipeBlend.ADD || !UNIT_FACTORS.has(srcFactor) || !UNIT_FACTORS.has(dstFactor)) return false;
  if (srcFactor === PipeBlendFactor.ZERO || dstFactor === PipeBlendFactor.ZERO) return true;
  return COMPLEMENTS.some(
    ([a, b]) => (srcFactor === a && dstFactor === b) || (srcFactor === b && dstFactor === a),
  );
}

/** `src * srcFactor EQ dst * dstFactor` for channel `c`. */
export function blendEquation(func: number, srcFactor: number, dstFactor: number, c: number): string {
  const ch = 'rgba'[c]!;
  const s = `s${ch}`;
  const d = `d${ch}`;
  const term = (v: string, f: string) => (f === '1' ? v : f === '0' ? '0' : `${v} * ${f}`);
  const st = term(s, blendFactor(srcFactor, c));
  const dt = term(d, blendFactor(dstFactor, c));
  switch (func) {
    case PipeBlend.SUBTRACT:
      return `${st} - ${dt}`;
    case PipeBlend.REVERSE_SUBTRACT:
      return `${dt} - ${st}`;
    case PipeBlend.MIN:
      return `(${s} < ${d} ? ${s} : ${d})`;
    case PipeBlend.MAX:
      return `(${s} > ${d} ? ${s} : ${d})`;
    default:
      return `${st} + ${dt}`;
  }
}

/**
 * A logic op as data, for every back end that builds it (logicOp32 here, the IR kernels' colour store):
 * a constant word, one operand, or `and` / `or` / `xor` of the operands — each operand and the result
 * complemented where `not…` says.
 */
export type LogicOpForm =
  | { readonly kind: 'constant'; readonly value: 0 | -1 }
  | { readonly kind: 'operand'; readonly of: 's' | 'd'; readonly not: boolean }
  | {
      readonly kind: 'binary';
      readonly op: 'and' | 'or' | 'xor';
      readonly notS: boolean;
      readonly notD: boolean;
      readonly not: boolean;
    };

const operand = (of: 's' | 'd', not = false): LogicOpForm => ({ kind: 'operand', of, not });
const binary = (op: 'and' | 'or' | 'xor', notS: boolean, notD: boolean, not: boolean): LogicOpForm => ({
  kind: 'binary',
  op,
  notS,
  notD,
  not,
});

const LOGIC_OP_FORMS: Record<number, LogicOpForm> = {
  [PipeLogicop.CLEAR]: { kind: 'constant', value: 0 },
  [PipeLogicop.NOR]: binary('or', false, false, true),
  [PipeLogicop.AND_INVERTED]: binary('and', true, false, false),
  [PipeLogicop.COPY_INVERTED]: operand('s', true),
  [PipeLogicop.AND_REVERSE]: binary('and', false, true, false),
  [PipeLogicop.INVERT]: operand('d', true),
  [PipeLogicop.XOR]: binary('xor', false, false, false),
  [PipeLogicop.NAND]: binary('and', false, false, true),
  [PipeLogicop.AND]: binary('and', false, false, false),
  [PipeLogicop.EQUIV]: binary('xor', false, false, true),
  [PipeLogicop.NOOP]: operand('d'),
  [PipeLogicop.OR_INVERTED]: binary('or', true, false, false),
  [PipeLogicop.COPY]: operand('s'),
  [PipeLogicop.OR_REVERSE]: binary('or', false, true, false),
  [PipeLogicop.OR]: binary('or', false, false, false),
  [PipeLogicop.SET]: { kind: 'constant', value: -1 },
};

/** The form of logic op `op` (PipeLogicop; anything else copies the source). */
export function logicOpForm(op: number): LogicOpForm {
  return LOGIC_OP_FORMS[op] ?? operand('s');
}

/** The logic op `op` on the integer bits of source `s` and destination `d` (callers mask the result). */
export function logicOp32(op: number, s: string, d: string): string {
  const form = logicOpForm(op);
  const not = (v: string, inverted: boolean) => (inverted ? `~${v}` : v);
  if (form.kind === 'constant') return `(${form.value})`;
  if (form.kind === 'operand') return `(${not(form.of === 's' ? s : d, form.not)})`;
  const sign = { and: '&', or: '|', xor: '^' }[form.op];
  const value = `${not(s, form.notS)} ${sign} ${not(d, form.notD)}`;
  return form.not ? `(~(${value}))` : `(${value})`;
}
