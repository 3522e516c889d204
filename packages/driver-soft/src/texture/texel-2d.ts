// One lane's 2D lookup, written inline into fused fragment programs (src/fragment/fused-shade.ts): a 2D
// texture unit, normalized, without comparison or anisotropy, wrapped with REPEAT, MIRRORED_REPEAT,
// CLAMP_TO_EDGE, CLAMP or CLAMP_TO_BORDER (the last two read the border texel outside the texture), whose
// texels are 8-bit channels and whose lookups need no level of detail (one level, or the same filter for
// minification and magnification without mipmapping). Texel2d holds what a draw binds (texels, sizes,
// border); `code` generates the lookup specialised for what stays the same between draws (filter, wraps,
// channel bytes, swizzle: `key`). It computes exactly what the fast path (fast-2d.ts) computes for such a
// unit — level 0 with the magnification filter, the same expressions in the same order — and for the
// border wraps what the general path (texel-filter.ts, wrap.ts) computes, so fused and batched shading
// give the same bits.
import { PipeSwizzle, PipeTexWrap } from '@gallium-ts/gallium-api';
import { ByteTexelDecoder } from './texel-decoder.js';
import type { TextureUnit } from './texture-unit.js';
import { COORD_LIMIT } from './wrap.js';

/** Byte 0 of a 32-bit word is its low byte. */
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/** Whether `unit` can be sampled one lane at a time by Texel2d. */
export function texel2dServes(unit: TextureUnit): boolean {
  return (
    unit.inlineLookup &&
    !unit.needsLod &&
    unit.view.levelCount > 0 &&
    unit.view.decoder instanceof ByteTexelDecoder
  );
}

/** What a generated lookup reads of the unit a draw binds (see Texel2d.bindings). */
export interface Texel2dBinding {
  readonly data: Uint8Array;
  /** The texels as 32-bit words (when the lookup was generated for words), else null. */
  readonly words: Uint32Array | null;
  /** Per-channel value tables of the bytes (ByteTexelDecoder.tables). */
  readonly tab: Float64Array;
  readonly bs: number;
  readonly w: number;
  readonly h: number;
  readonly start: number;
  readonly stride: number;
  /** The border texel (TextureUnit.border: format channel order), read outside by K and O wraps. */
  readonly border: Float64Array;
}

/**
 * A wrap of Texel2dLookup: P repeat (power-of-two size), R repeat, M mirrored repeat, C clamp to edge (and
 * GL's CLAMP under nearest filters, where it gives the same texels), K GL's CLAMP under linear filters
 * (the coordinate clamped to [0, size], the border outside), O clamp to border.
 */
export type Texel2dWrap = 'P' | 'R' | 'M' | 'C' | 'K' | 'O';

/** Whether wrap `mode` reads the border texel outside the texture (K and O). */
export function wrapReadsBorder(mode: Texel2dWrap): boolean {
  return mode === 'K' || mode === 'O';
}

/**
 * What a generated lookup is specialised for: plain data, so a rasterizer thread can make a Texel2d of
 * the same code (Texel2d.of) from it.
 */
export interface Texel2dLookup {
  /** Bilinear (else nearest). */
  readonly linear: boolean;
  /** Wrap along s and t (see Texel2dWrap). */
  readonly wrapS: Texel2dWrap;
  readonly wrapT: Texel2dWrap;
  /** The texels are read as 32-bit words (else as bytes). */
  readonly words: boolean;
  /** Byte of each channel within a texel. */
  readonly q: readonly number[];
  /** Per result channel: the filtered channel it takes (0-3), or -1 for 0 and -2 for 1. */
  readonly from: readonly number[];
}

export class Texel2d implements Texel2dBinding {
  readonly data: Uint8Array;
  /** The texels as 32-bit words when they are 4 aligned bytes (little-endian hosts), else null. */
  readonly words: Uint32Array | null;
  readonly tab: Float64Array;
  readonly bs: number;
  readonly w: number;
  readonly h: number;
  readonly start: number;
  readonly stride: number;
  readonly border: Float64Array;
  /** What the generated lookup is specialised for. */
  readonly lookup: Texel2dLookup;
  /** `lookup` as a string; equal keys share code. */
  readonly key: string;

  /** The lookup of `unit` (one texel2dServes accepts). */
  constructor(unit: TextureUnit);
  /** The lookup `lookup` bound to `binding` (what a thread makes of another thread's Texel2d). */
  constructor(binding: Texel2dBinding, lookup: Texel2dLookup);
  constructor(from: TextureUnit | Texel2dBinding, given?: Texel2dLookup) {
    if (given) {
      const b = from as Texel2dBinding;
      [this.data, this.words, this.tab, this.bs] = [b.data, b.words, b.tab, b.bs];
      [this.w, this.h, this.start, this.stride, this.border] = [b.w, b.h, b.start, b.stride, b.border];
      this.lookup = given;
    } else {
      const unit = from as TextureUnit;
      const view = unit.view;
      const decoder = view.decoder as ByteTexelDecoder;
      this.data = decoder.data;
      this.tab = decoder.tables;
      this.bs = view.blockSize;
      this.w = view.width[0]!;
      this.h = view.height[0]!;
      this.start = view.imageStart[0]!;
      this.stride = view.stride[0]!;
      this.border = unit.border;
      const aligned =
        this.bs === 4 && this.data.byteOffset % 4 === 0 && this.start % 4 === 0 && this.stride % 4 === 0;
      this.words =
        aligned && LITTLE_ENDIAN
          ? new Uint32Array(this.data.buffer, this.data.byteOffset, this.data.byteLength >> 2)
          : null;
      const pow2 = (n: number) => (n & (n - 1)) === 0;
      const wrapMode = (wrap: number, size: number): Texel2dWrap => {
        if (wrap === PipeTexWrap.REPEAT) return pow2(size) ? 'P' : 'R';
        if (wrap === PipeTexWrap.MIRROR_REPEAT) return 'M';
        if (wrap === PipeTexWrap.CLAMP) return unit.magLinear ? 'K' : 'C';
        return wrap === PipeTexWrap.CLAMP_TO_BORDER ? 'O' : 'C';
      };
      this.lookup = {
        linear: unit.magLinear,
        wrapS: wrapMode(unit.wrapS, this.w),
        wrapT: wrapMode(unit.wrapT, this.h),
        words: this.words !== null,
        q: Array.from(decoder.positions),
        from: Array.from(view.swizzle, (s) => (s <= PipeSwizzle.W ? s : s === PipeSwizzle.ONE ? -2 : -1)),
      };
    }
    const l = this.lookup;
    this.key = [
      l.linear ? 'L' : 'N',
      l.wrapS,
      l.wrapT,
      l.words ? 'W' : 'B',
      l.q.join(''),
      l.from.join(''),
    ].join('');
  }

  /** Per format channel: its byte within a texel. */
  get q(): readonly number[] {
    return this.lookup.q;
  }
  get linear(): boolean {
    return this.lookup.linear;
  }
  /** Per result channel: the filtered channel it takes (0-3), or -1 for 0 and -2 for 1. */
  get from(): readonly number[] {
    return this.lookup.from;
  }

  /**
   * Declarations of the lookup's bindings for unit variable `t` (the Texel2d), made once per call of
   * the generated function.
   */
  static bindings(t: string): string {
    // `| 0` gives V8 the sizes as int32 once, so the pixel loop does not re-check their representation.
    return `const ${t}d = ${t}.data, ${t}wd = ${t}.words, ${t}tab = ${t}.tab, ${t}bs = ${t}.bs | 0, ${t}w = ${t}.w | 0, ${t}h = ${t}.h | 0, ${t}st = ${t}.start | 0, ${t}row = ${t}.stride | 0, ${t}bd = ${t}.border;`;
  }

  /**
   * Statements sampling the unit bound as `b` (see bindings) at normalized (s, t) = (`s`, `tc`) into
   * constants `${t}r`..`${t}a`, with locals prefixed `t`: the expressions of fast-2d.ts in its order,
   * specialised by `key`.
   */
  code(b: string, t: string, s: string, tc: string): string {
    const u = `${t}u`;
    const v = `${t}v`;
    const sane = (x: string) =>
      `(${x} > ${COORD_LIMIT} ? ${COORD_LIMIT} : ${x} >= -${COORD_LIMIT} ? ${x} : -${COORD_LIMIT})`;
    const { linear, words, q, from, wrapS: modeS, wrapT: modeT } = this.lookup;
    // GL's CLAMP first clamps the coordinate to [0, size] (wrap.ts's preWrap).
    const preWrap = (x: string, size: string, mode: Texel2dWrap) =>
      mode === 'K' ? ` ${x} = Math.min(Math.max(${x}, 0), ${size});` : '';
    const lines = [
      `let ${u} = ${s} * ${b}w; ${u} = ${sane(u)};${preWrap(u, `${b}w`, modeS)}`,
      `let ${v} = ${tc} * ${b}h; ${v} = ${sane(v)};${preWrap(v, `${b}h`, modeT)}`,
    ];
    const wrapS = (i: string) => wrap(i, `${b}w`, modeS);
    const wrapT = (i: string) => wrap(i, `${b}h`, modeT);
    /** Whether index `i` lies inside along an axis whose wrap reads the border; null for the others. */
    const inside = (i: string, size: string, mode: Texel2dWrap) =>
      wrapReadsBorder(mode) ? `(${i} >= 0 && ${i} < ${size})` : null;
    /** Texel `read` of format channel c, or the border's where `at` (a condition, or null) fails. */
    const orBorder = (at: string | null, read: string, c: number) =>
      at === null ? read : `(${at} ? ${read} : ${b}bd[${c}])`;
    const both = (x: string | null, y: string | null) => (x && y ? `${x} && ${y}` : (x ?? y));
    const channel = (c: number) => `${t}c${c}`;
    if (!linear) {
      lines.push(
        `const ${t}iu = Math.floor(${u}), ${t}iv = Math.floor(${v});`,
        `const ${t}p = ${b}st + ${wrapT(`${t}iv`)} * ${b}row + ${wrapS(`${t}iu`)} * ${b}bs;`,
      );
      const at = both(inside(`${t}iu`, `${b}w`, modeS), inside(`${t}iv`, `${b}h`, modeT));
      if (at !== null) lines.push(`const ${t}in = ${at};`);
      const here = at === null ? null : `${t}in`;
      const word = `${b}wd[${t}p >> 2]`;
      if (words) lines.push(`const ${t}t = ${here === null ? word : `${here} ? ${word} : 0`};`);
      for (let c = 0; c < 4; c++) {
        const byte = words ? `((${t}t >>> ${q[c]! * 8}) & 255)` : `${b}d[${t}p + ${q[c]}]`;
        lines.push(`const ${channel(c)} = ${orBorder(here, `${b}tab[${c * 256} + ${byte}]`, c)};`);
      }
    } else {
      lines.push(
        `const ${t}fu = Math.floor(${u} - 0.5), ${t}fv = Math.floor(${v} - 0.5);`,
        `const ${t}al = ${u} - 0.5 - ${t}fu, ${t}be = ${v} - 0.5 - ${t}fv;`,
        `const ${t}x0 = ${wrapS(`${t}fu`)} * ${b}bs, ${t}x1 = ${wrapS(`${t}fu + 1`)} * ${b}bs;`,
        `const ${t}r0 = ${b}st + ${wrapT(`${t}fv`)} * ${b}row, ${t}r1 = ${b}st + ${wrapT(`${t}fv + 1`)} * ${b}row;`,
      );
      const corners = ['00', '10', '01', '11'];
      const at = (k: string) => `${t}r${k[1]}+ ${t}x${k[0]}`;
      // Per corner k (x then y index: 0 the lower, 1 the upper) whether it lies inside (border wraps).
      const insideS = [inside(`${t}fu`, `${b}w`, modeS), inside(`(${t}fu + 1)`, `${b}w`, modeS)];
      const insideT = [inside(`${t}fv`, `${b}h`, modeT), inside(`(${t}fv + 1)`, `${b}h`, modeT)];
      const cornerInside = (k: string) => both(insideS[Number(k[0])]!, insideT[Number(k[1])]!);
      const reads = corners.some((k) => cornerInside(k) !== null);
      if (reads) for (const k of corners) lines.push(`const ${t}in${k} = ${cornerInside(k) ?? 'true'};`);
      const guard = (k: string) => (reads ? `${t}in${k}` : null);
      for (const k of corners) {
        const word = `${b}wd[(${at(k)}) >> 2]`;
        if (words) lines.push(`const ${t}t${k} = ${guard(k) === null ? word : `${guard(k)} ? ${word} : 0`};`);
      }
      const texel = (k: string, c: number) =>
        orBorder(
          guard(k),
          words
            ? `${b}tab[${c * 256} + ((${t}t${k} >>> ${q[c]! * 8}) & 255)]`
            : `${b}tab[${c * 256} + ${b}d[${at(k)} + ${q[c]}]]`,
          c,
        );
      const lerp = (a: string, b: string, w: string) => `(${a} + ${w} * (${b} - ${a}))`;
      for (let c = 0; c < 4; c++) {
        const top = `${t}a${c}`;
        const bottom = `${t}b${c}`;
        lines.push(
          `const ${top} = ${lerp(texel('00', c), texel('10', c), `${t}al`)};`,
          `const ${bottom} = ${lerp(texel('01', c), texel('11', c), `${t}al`)};`,
          `const ${channel(c)} = ${lerp(top, bottom, `${t}be`)};`,
        );
      }
    }
    const pick = (from: number) => (from >= 0 ? channel(from) : from === -2 ? '1' : '0');
    lines.push(`const ${[...'rgba'].map((n, c) => `${t}${n} = ${pick(from[c]!)}`).join(', ')};`);
    return lines.join('\n');
  }
}

/**
 * An index wrapped along an axis of `size`: P repeat (power of two), R repeat, M mirrored repeat (wrap.ts's
 * mirrorRepeatIndex: m = i mod 2·size − size, then size − 1 − mirror(m), mirror(m) = m ^ (m >> 31)
 * for the small integers indices are), C clamp to edge; K and O keep it (outside, the border is read).
 */
function wrap(i: string, size: string, mode: Texel2dWrap): string {
  if (mode === 'P') return `((${i}) & (${size} - 1))`;
  if (mode === 'R') return `(((${i}) % ${size} + ${size}) % ${size})`;
  if (wrapReadsBorder(mode)) return `(${i})`;
  if (mode === 'M') {
    const m = `(((${i}) % (2 * ${size}) + 2 * ${size}) % (2 * ${size}) - ${size})`;
    return `(${size} - 1 - (${m} ^ (${m} >> 31)))`;
  }
  return `(${i} < 0 ? 0 : ${i} >= ${size} ? ${size} - 1 : ${i})`;
}
