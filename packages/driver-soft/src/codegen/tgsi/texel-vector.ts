// 2D lookups of translated shaders written in the IR, so that both back ends run them as vector code
// (four lanes at a time in WebAssembly) instead of calling Texel2d's one-lane lookup as a helper. It
// serves the units whose channels are UNORM bytes (value b / 255) or constants — RGBA8 and its orders,
// RGBX8, RGB8, L8, A8, I8, L8A8 — nearest or bilinear, REPEAT, MIRRORED_REPEAT, CLAMP_TO_EDGE, CLAMP or
// CLAMP_TO_BORDER, one level, read the way their Texel2d reads them: a 32-bit word per texel (4-byte
// texels, aligned) or the channels' bytes (any other block size or alignment). It computes Texel2d's
// generated lookup (texel-2d.ts) step by step — the coordinates in f64, limited to ±COORD_LIMIT with NaN
// sent to the low end (GL's CLAMP then clamps them to [0, size]), floor, the wrapped indices, the word or
// bytes of each texel gathered lane by lane (outside the texture under the wraps that read the border:
// the border texel's values instead, the address clamped so nothing outside the texture is read), each
// channel's byte as b / 255 (the IR's unormByte), the lerps in f64 in the same order — so it gives
// Texel2d's bits. The unit a draw binds is read from its binding words in memory (see `words`), so one
// compiled variant serves every texture and border colour of the same key.
import { type Texel2d, type Texel2dBinding, wrapReadsBorder } from '../../texture/texel-2d.js';
import { COORD_LIMIT } from '../../texture/wrap.js';
import type { IrBuilder } from '../ir/builder.js';
import type { IrValue } from '../ir/ir.js';
import { wordByte } from '../kernels/texel-word.js';

/**
 * How close (in units of a step) a verified channel's value may come to a half-integer — where the exact
 * value's byte, the floor of the value plus ½, changes — before verifiedBytes leaves the byte to the exact
 * arithmetic. The f32 filter's error against the exact path's value (f64 lerps of b / 255, rounded to f32,
 * times 255), in steps, over the bytes 0…255: the weights rounded to f32 (2⁻²⁵ each, times differences of
 * at most 255: under 2⁻¹⁶ each), the seven roundings of the three f32 lerps' products, sums and second
 * difference (the first differences, of bytes, are exact; values below 256: at most 2⁻¹⁶ each), and the
 * exact path's own f32 rounding of its value (2⁻²⁴ · 255) — ten times 2⁻¹⁶, under 2⁻¹²; the f64 arithmetic's errors are
 * near 2⁻⁴⁴. Under the wraps that read the border, a border value in steps (its f64 value · 255, rounded
 * to f32: 2⁻¹⁷) and the first differences it enters (no longer exact: 2⁻¹⁷ each) add under 2⁻¹⁵ — still
 * under 2⁻¹². A factor f (GL_MODULATE's colour, the exact path's f32 product then clamped by the store)
 * scales that error by |f| and adds two roundings (the product, and the exact path's f32 product: 2⁻¹⁷
 * each below 256 steps): for |f| ≤ 1 under E = 2⁻¹² + 2⁻¹⁵, the verified error; lanes with a larger (or
 * NaN) factor are out of range. The margin is 2⁻⁹, over three times E, so a value outside it rounds to
 * the exact byte.
 */
const VERIFY_MARGIN = 2 ** -9;

/** Per result channel of a verified lookup (Texel2dVector.verifiedChannels). */
export interface VerifiedChannel {
  /**
   * The value in steps (f32), within the verified error (see VERIFY_MARGIN) of the exact path's where
   * `outOfRange` is clear.
   */
  readonly steps: IrValue;
  /** Lanes whose factor lies outside the bound's range (a mask; null: no factor). */
  readonly outOfRange: IrValue | null;
  /** Emits the exact path's value (f32, as the shader gives it, before the store's clamp). */
  exact(): IrValue;
  /**
   * Where the lookup's weights are multiples of 2⁻⁸ (texel-aligned magnification by powers of two): the
   * mask of those lanes, and the exact path's stored byte there from an exact integer filter (see
   * ExactFilter); null where the lookup has none (a factor, a border, texels read by byte).
   */
  readonly exactFilter: ExactFilter | null;
}

/** A lookup's exact integer filter (texel2dVector's verifiedChannels; verifiedBytes takes it). */
export interface ExactFilter {
  /** Emits the mask of the lanes whose weights are multiples of 2⁻⁸; null: every lane's are. */
  readonly lanes: (() => IrValue) | null;
  /** Emits the channel's byte as the exact path stores it, in those lanes (exactBilinearBytes). */
  byte(): IrValue;
}

/**
 * Where a verified lookup reads: at the shader's f32 coordinates (s, t), or at `fixed` texel coordinates —
 * on rows whose coordinates FragmentPixels proved exact (exactTexelRow) — (s · width − ½) · 256 and
 * (t · height − ½) · 256 as i32, the values the exact lookup's f64 arithmetic gives there times 256.
 */
export type LookupAt =
  | { readonly s: IrValue; readonly t: IrValue }
  | { readonly fixed: readonly [IrValue, IrValue] };

/**
 * Lanes where a decision on `x` (a verified value, f32) may not be the exact path's: `x` lies within
 * `margin` of `point`, where the decision turns, or `channel`'s factor is out of range.
 */
export function unsureLanes(
  b: IrBuilder,
  x: IrValue,
  margin: number,
  channel: VerifiedChannel,
  point: IrValue,
): IrValue {
  const near = b.compare('lt', b.unary('abs', b.sub(x, point)), b.f32(margin));
  return channel.outOfRange ? b.binary('or', near, channel.outOfRange) : near;
}

/**
 * The byte a UNORM store keeps of verified value `x` (f32, in steps, in [0, 255]), and how sure it is: x
 * rounded half to even — the exact store's floor(v + ½) of the exact value v wherever x lies a margin or
 * more from every half-integer (v then lies on the same side of them: the margins are over the verified
 * errors) — and `distance`, (x − round(x))², which is ¼ at a half-integer (1 where `channel`'s factor is
 * out of range): the byte is certain where the distance is below (½ − margin)² (ByteFallback). The
 * difference is exact (x − round(x) needs no rounding); squaring it, one multiplication, stands for the
 * absolute value that costs x64 four instructions in V8, and rounding it is monotonic (see unsureFrom).
 * The rounded value's word comes from integerWord: no saturating conversion.
 */
export function roundedByte(
  b: IrBuilder,
  x: IrValue,
  channel: VerifiedChannel,
): { byte: IrValue; distance: IrValue } {
  const rounded = b.unary('nearest', x);
  const off = b.sub(x, rounded);
  const distance = outOfRangeDistance(b, b.mul(off, off), channel.outOfRange);
  return { byte: b.convert('integerWord', rounded), distance };
}

/** `distance` (roundedByte), or 1 — never certain — in the lanes of mask `outOfRange` (null: none). */
export function outOfRangeDistance(b: IrBuilder, distance: IrValue, outOfRange: IrValue | null): IrValue {
  return outOfRange ? b.select(outOfRange, b.f32(1), distance) : distance;
}

/**
 * The least squared distance (roundedByte) ByteFallback treats as unsure under `margin`: (½ − margin)²,
 * with ½ − margin in f32 as the distance's f32 arithmetic sees it, rounded down to f32. A difference d
 * over ½ − margin has d² over that square, and its f32 rounding (monotonic) is then at least this: every
 * group a test of |d| > ½ − margin would send to the exact bytes goes there (and a few closer ones too).
 */
export function unsureFrom(margin: number): number {
  const half = Math.fround(0.5 - margin);
  const square = half * half; // exact: 48 bits
  const rounded = Math.fround(square);
  return rounded <= square ? rounded : nextDownF32(rounded);
}

/** The largest f32 below positive f32 `x`. */
function nextDownF32(x: number): number {
  const bits = new Float32Array([x]);
  const word = new Int32Array(bits.buffer);
  word[0]! -= 1;
  return bits[0]!;
}

/**
 * The fallback of a set of verified bytes: `take` each byte (the variable holding the verified byte, its
 * squared distance from a rounding tie as roundedByte gives it, and how to emit the exact byte), then
 * `settle` — in a group of lanes where a distance reaches unsureFrom(`margin`) (the byte may not be the
 * exact one), one branch, inside it the exact byte of each byte unsure there. A group with no tie (nearly
 * all) runs one test and no exact arithmetic; a tie costs one byte's exact arithmetic, not every
 * channel's. The distances are folded as they come into their largest (`pmax`: none is NaN), so the path
 * every group takes keeps one value live and makes one comparison, not one per byte.
 */
export class ByteFallback {
  private readonly bytes: { byte: IrValue; distance: IrValue; exact: () => IrValue }[] = [];
  private farthest: IrValue | null = null;

  constructor(
    private readonly b: IrBuilder,
    private readonly name: string,
    private readonly margin: number,
  ) {}

  take(byte: IrValue, distance: IrValue, exact: () => IrValue): void {
    this.farthest = this.farthest ? this.b.binary('pmax', this.farthest, distance) : distance;
    this.bytes.push({ byte, distance, exact });
  }

  settle(): void {
    const { b, name, farthest } = this;
    if (!farthest) return;
    const threshold = b.f32(unsureFrom(this.margin));
    const unsure = (distance: IrValue) => b.compare('ge', distance, threshold);
    b.if(b.op('anyTrue', [unsure(farthest)], `${name}_unsure`), () => {
      if (this.bytes.length === 1) b.set(this.bytes[0]!.byte, this.bytes[0]!.exact());
      else
        for (const [i, x] of this.bytes.entries())
          b.if(b.op('anyTrue', [unsure(x.distance)], `${name}_unsure${i}`), () => b.set(x.byte, x.exact()));
    });
  }
}

/**
 * The bytes an unblended UNORM store writes of verified `channels`: the exact path's bytes. In a group of
 * lanes whose weights are multiples of 2⁻⁸ (ExactFilter) they come from the exact integer filter, with no
 * test; in any other group each value in steps is rounded (roundedByte) and, in a group where one lies
 * within VERIFY_MARGIN of a half-integer (a rounding tie of the exact value) or out of range, that
 * channel takes the exact value's byte (ByteFallback).
 */
export function verifiedBytes(b: IrBuilder, channels: readonly VerifiedChannel[], name: string): IrValue[] {
  const varying = channels.filter((c) => c.steps.varying || c.outOfRange);
  const exact = varying.length > 0 && varying.every((c) => c.exactFilter) ? varying[0]!.exactFilter! : null;
  if (!exact) return roundedBytes(b, channels, name);
  const exactBytes = () => channels.map((c) => c.exactFilter?.byte() ?? constantByte(b, c.steps));
  if (!exact.lanes) return exactBytes();
  const bytes = channels.map((_, i) => b.variable(b.i32(0), `${name}_byte${i}`, true));
  const keep = (values: readonly IrValue[]) => {
    for (const [i, v] of values.entries()) b.set(bytes[i]!, v);
  };
  b.if(
    b.op('allTrue', [exact.lanes()], `${name}_exact_group`),
    () => keep(exactBytes()),
    () => keep(roundedBytes(b, channels, name)),
  );
  return bytes;
}

/** The byte of a constant channel's value in steps (uniform, in [0, 255]). */
function constantByte(b: IrBuilder, steps: IrValue): IrValue {
  return b.convert('truncSat', b.add(steps, b.f32(0.5)));
}

/**
 * The bytes of verified `channels`, each value in steps rounded (roundedByte), and in a group of lanes
 * where one lies within VERIFY_MARGIN of a half-integer or out of range, the exact value's byte for that
 * channel (ByteFallback). The same bytes as the exact path.
 */
function roundedBytes(b: IrBuilder, channels: readonly VerifiedChannel[], name: string): IrValue[] {
  // Channels of one value (L8's r, g and b) are decided once.
  const decided = new Map<IrValue, IrValue>();
  const fallback = new ByteFallback(b, name, VERIFY_MARGIN);
  const bytes = channels.map((channel, i) => {
    const known = decided.get(channel.steps);
    if (known) return known;
    // A constant channel's byte is certain.
    if (!channel.steps.varying && !channel.outOfRange) return constantByte(b, channel.steps);
    const rounded = roundedByte(b, channel.steps, channel);
    const byte = b.variable(rounded.byte, `${name}_stored${i}`);
    fallback.take(byte, rounded.distance, () => b.unorm8(channel.exact(), false));
    decided.set(channel.steps, byte);
    return byte;
  });
  fallback.settle();
  return bytes;
}

/** What a unit's binding words hold, in this order (then a pad word and the border texel, BORDER_WORD). */
export const BINDING_WORDS = ['base', 'width', 'height', 'rowStride', 'blockSize'] as const;

/** The word of a unit's binding where the border texel's four f64 values (format channel order) start. */
const BORDER_WORD = 6;

/**
 * Words of one unit's binding: BINDING_WORDS, a pad word and the border texel. Even, so that bindings
 * starting 8-byte aligned keep every unit's border values aligned (the JavaScript back end reads f64
 * through a Float64Array).
 */
export const UNIT_BINDING_WORDS = BORDER_WORD + 8;

/** What a format channel's byte table gives: the byte as UNORM (b / 255), or one constant for every byte. */
type ChannelTable = 'unorm' | number;

export interface Texel2dVector {
  readonly kind: 'vector';
  /** Emits the uniform loads of the binding words at byte `at` (call it before the lanes loop). */
  prepare(b: IrBuilder, at: IrValue): void;
  /** Emits the lookup at f32 coordinates (s, t): the texel's r, g, b, a as f64 values. */
  lookup(b: IrBuilder, s: IrValue, t: IrValue): readonly IrValue[];
  /**
   * For the integer unorm8 path (kernels/integer-color.ts), on bilinear lookups of 4-byte UNORM texel
   * words with power-of-two repeat or clamp-to-edge wraps (else null): the texel word filtered at the
   * texel coordinates `u − ½`, `v − ½` given in 16.16 fixed point (i32), by the IR's bilinearBytes — each
   * of its bytes within a step of the exact lookup's. Byte i of the result holds the texture's byte i.
   */
  readonly bilinearWord: ((b: IrBuilder, u: IrValue, v: IrValue) => IrValue) | null;
  /**
   * On bilinear lookups of UNORM channels (else null): per result channel, the value the exact lookup's
   * texel (f32) — or, given `factors` (f32, per result channel), that texel times its factor in f32 (a
   * shader's MUL) — gives a UNORM target, in steps, from a cheaper f32 filter of the channel bytes: within
   * the verified error (see VERIFY_MARGIN) of the exact value in steps where `outOfRange` is clear.
   * verifiedBytes and the blended verified store (kernels/fragment-pixels.ts) build on it.
   */
  readonly verifiedChannels:
    | ((b: IrBuilder, at: LookupAt, factors?: readonly IrValue[] | null) => readonly VerifiedChannel[])
    | null;
  /**
   * Whether verifiedChannels takes `fixed` coordinates (LookupAt): bilinear lookups of 4-byte UNORM texel
   * words under wraps that read no border, where such a lookup's every lane has the exact filter.
   */
  readonly fixedCoordinates: boolean;
  /** Per result channel: the byte of the bilinearWord holding it, or null (a constant channel). */
  readonly resultBytes: readonly (number | null)[];
  /** The texture's width and height as f64 (after prepare). */
  sizes(): readonly [IrValue, IrValue];
  /**
   * The UNIT_BINDING_WORDS binding words of `binding` (the address of texel (0, 0), width, height, row
   * stride and texel size in bytes, a pad word, the border texel's four f64 values), where `offsetOf`
   * gives the address of its texels in the memory the lookup reads; null when this lookup cannot read it
   * (texels elsewhere, words misaligned, other channel tables).
   */
  words(binding: Texel2dBinding, offsetOf: (data: Uint8Array) => number | null): readonly number[] | null;
}

const tables = new WeakMap<Float64Array, string | null>();

/** Per format channel what `tab` (ByteTexelDecoder.tables) holds, as a key; null when not served. */
function tableKey(tab: Float64Array): string | null {
  let key = tables.get(tab);
  if (key !== undefined) return key;
  const channels: ChannelTable[] = [];
  for (let c = 0; c < 4 && channels.length === c; c++) {
    const at = c * 256;
    let unorm = true;
    let constant = true;
    for (let byte = 0; byte < 256; byte++) {
      unorm &&= tab[at + byte] === byte / 255;
      constant &&= Object.is(tab[at + byte], tab[at]);
    }
    if (unorm) channels.push('unorm');
    else if (constant) channels.push(tab[at]!);
  }
  key = channels.length === 4 ? channels.join(',') : null;
  tables.set(tab, key);
  return key;
}

/** Whether Texel2d `texel`'s lookups can be written in the IR (for it and bindings like it). */
export function texel2dVectorServes(texel: Texel2d): boolean {
  return texel2dVectorTables(texel) !== null;
}

/**
 * What the IR lookup of `texel` is specialised for besides Texel2d's key: its channel tables ('unorm' or
 * a constant each), as a string; null when it is not served.
 */
export function texel2dVectorTables(texel: Texel2d): string | null {
  return tableKey(texel.tab);
}

/** The IR lookup of `texel`'s key, or null when it is not served; value names start with `name`. */
export function texel2dVector(texel: Texel2d, name: string): Texel2dVector | null {
  if (!texel2dVectorServes(texel)) return null;
  const tableKeyOf = tableKey(texel.tab)!;
  const channelTables = tableKeyOf.split(',').map((t): ChannelTable => (t === 'unorm' ? t : Number(t)));
  const modes = [texel.lookup.wrapS, texel.lookup.wrapT];
  const readsBorder = modes.map(wrapReadsBorder);
  const words = texel.lookup.words;
  let binding: {
    base: IrValue;
    size: IrValue[];
    last: IrValue[];
    sizeF: IrValue[];
    row: IrValue;
    texelBytes: IrValue;
    /** The border texel's values by format channel (wraps that read it only). */
    border: IrValue[];
  } | null = null;

  /** `i` mod `n` (i32 values; `nF` is n as f64): the quotient's floor in f64 is exact for |i| ≤ 2^25 (see the README). */
  const modulo = (b: IrBuilder, i: IrValue, n: IrValue, nF: IrValue): IrValue => {
    const quotient = b.unary('floor', b.binary('div', b.convert('convertF64', i), nF));
    return b.sub(i, b.mul(n, b.convert('integerWord', quotient)), `${name}_mod`);
  };
  /**
   * Index `i` (i32) wrapped along axis `axis` as Texel2d's key says: P / R repeat, M mirrored repeat
   * (size − 1 − mirror(i mod 2·size − size), mirror(m) = m ^ (m >> 31)), C clamp to edge; the wraps that
   * read the border (K, O) keep the index, where it is read clamped to the edge (see `inside`).
   */
  const wrap = (b: IrBuilder, i: IrValue, axis: number): IrValue => {
    const { size, last, sizeF } = binding!;
    const mode = modes[axis];
    if (mode === 'P') return b.binary('and', i, last[axis]!, `${name}_wrap`);
    if (mode === 'C' || readsBorder[axis])
      return b.binary('minS', b.binary('maxS', i, b.i32(0)), last[axis]!, `${name}_clamp`);
    if (mode === 'R') return modulo(b, i, size[axis]!, sizeF[axis]!);
    const two = [b.i32(2), b.f64(2)] as const;
    const m = b.sub(modulo(b, i, b.mul(size[axis]!, two[0]), b.mul(sizeF[axis]!, two[1])), size[axis]!);
    const mirrored = b.binary('xor', m, b.binary('shrS', m, b.i32(31)), `${name}_mirror`);
    return b.sub(last[axis]!, mirrored, `${name}_mirrored`);
  };
  /**
   * Coordinate `x` (f32) in texels, limited as saneCoord does: `x·size > L ? L : x·size ≥ −L ? x·size : −L`;
   * then under GL's CLAMP (K) clamped to [0, size] as Math.min(Math.max(x, 0), size).
   */
  const texels = (b: IrBuilder, x: IrValue, axis: number): IrValue => {
    const sizeF = binding!.sizeF[axis]!;
    const scaled = b.mul(b.convert('promote', x), sizeF, `${name}_${'uv'[axis]}`);
    const limited = b.binary('pmin', b.f64(COORD_LIMIT), b.binary('pmax', b.f64(-COORD_LIMIT), scaled));
    return modes[axis] === 'K' ? b.binary('min', b.binary('max', limited, b.f64(0)), sizeF) : limited;
  };
  /**
   * Whether index `i` (unwrapped) lies inside the texture along `axis`, as a mask, for the wraps that read
   * the border outside it; null for the others.
   */
  const inside = (b: IrBuilder, i: IrValue, axis: number): IrValue | null =>
    readsBorder[axis] ? b.compare('ltU', i, binding!.size[axis]!, `${name}_inside`) : null;
  const both = (b: IrBuilder, x: IrValue | null, y: IrValue | null) =>
    x && y ? b.binary('and', x, y, `${name}_in`) : (x ?? y);
  /** Format channel c's value `v`, or the border's where `mask` (a lane mask; null: inside everywhere) is clear. */
  const orBorder = (b: IrBuilder, v: IrValue, mask: IrValue | null, c: number): IrValue =>
    mask === null ? v : b.select(mask, v, binding!.border[c]!);
  /**
   * The texel at byte `address`, loaded once — its word, or each byte it reads (by byte): each format
   * channel's byte (i32) and its value (the f64 b / 255, or the table's constant). Channels of one byte
   * (L8's r, g and b) then share one value, filtered once: the builder reuses the same pure operation on
   * the same values (loads are not pure).
   */
  const loadTexel = (b: IrBuilder, address: IrValue) => {
    const word = words ? b.load('i32', address, `${name}_texel`) : null;
    const loaded = new Map<number, IrValue>();
    const load = (q: number) => {
      if (!loaded.has(q)) loaded.set(q, b.load('u8', b.add(address, b.i32(q)), `${name}_byte${q}`));
      return loaded.get(q)!;
    };
    return {
      word,
      byte: (c: number) => (word ? wordByte(b, word, texel.q[c]!) : load(texel.q[c]!)),
      value: (c: number) => {
        const table = channelTables[c]!;
        if (table !== 'unorm') return b.f64(table);
        const q = texel.q[c]!;
        return word ? b.unormByte(word, q, `${name}_c${c}`) : b.unormByte(load(q), 0, `${name}_c${c}`);
      },
    };
  };
  /** The four channel values of the texel at byte `address` (see loadTexel). */
  const gather = (b: IrBuilder, address: IrValue): IrValue[] => {
    const loaded = loadTexel(b, address);
    return [0, 1, 2, 3].map((c) => loaded.value(c));
  };
  const lerp = (b: IrBuilder, a: IrValue, z: IrValue, w: IrValue) => b.add(a, b.mul(w, b.sub(z, a)));
  // Texel2d's x · bs and start + y · row, each once, then their sums.
  const column = (b: IrBuilder, x: IrValue) =>
    words ? b.binary('shl', x, b.i32(2), `${name}_x`) : b.mul(x, binding!.texelBytes, `${name}_x`);
  const row = (b: IrBuilder, y: IrValue) => b.add(binding!.base, b.mul(y, binding!.row), `${name}_row`);
  const address = (b: IrBuilder, x: IrValue, y: IrValue) => b.add(y, x, `${name}_at`);
  /**
   * A bilinear lookup's weights (f64), its four texels' addresses (t00, t10, t01, t11) at (s, t) and, for
   * wraps that read the border, whether each lies inside the texture (null: always).
   */
  const footprint = (b: IrBuilder, at: LookupAt) => {
    if (!binding) throw new Error('texel2dVector: prepare() before lookup()');
    let alpha: IrValue, beta: IrValue, iu: IrValue, iv: IrValue;
    /** The weights in 256ths (i32), with fixed coordinates. */
    let weights: readonly [IrValue, IrValue] | null = null;
    if ('fixed' in at) {
      // The index is the floor of the coordinate (an arithmetic shift), the weight its fraction (exact).
      [iu, iv] = at.fixed.map((x) => b.binary('shrS', x, b.i32(8))) as [IrValue, IrValue];
      weights = at.fixed.map((x) => b.binary('and', x, b.i32(255), `${name}_w256`)) as [IrValue, IrValue];
      [alpha, beta] = weights.map((w) => b.mul(b.convert('convertF64', w), b.f64(1 / 256))) as [
        IrValue,
        IrValue,
      ];
    } else {
      const half = b.f64(0.5);
      const [um, vm] = [b.sub(texels(b, at.s, 0), half), b.sub(texels(b, at.t, 1), half)];
      const [fu, fv] = [b.unary('floor', um), b.unary('floor', vm)];
      alpha = b.sub(um, fu, `${name}_alpha`);
      beta = b.sub(vm, fv, `${name}_beta`);
      [iu, iv] = [b.convert('integerWord', fu), b.convert('integerWord', fv)];
    }
    const one = b.i32(1);
    const [iu1, iv1] = [b.add(iu, one), b.add(iv, one)];
    const [x0, x1] = [column(b, wrap(b, iu, 0)), column(b, wrap(b, iu1, 0))];
    const [y0, y1] = [row(b, wrap(b, iv, 1)), row(b, wrap(b, iv1, 1))];
    const [s0, s1] = [inside(b, iu, 0), inside(b, iu1, 0)];
    const [t0, t1] = [inside(b, iv, 1), inside(b, iv1, 1)];
    return {
      alpha,
      beta,
      weights,
      corners: [address(b, x0, y0), address(b, x1, y0), address(b, x0, y1), address(b, x1, y1)],
      inside: [both(b, s0, t0), both(b, s1, t0), both(b, s0, t1), both(b, s1, t1)],
    };
  };
  /**
   * The exact integer filter of texel words `texels` (t00, t10, t01, t11) at weights `alpha`, `beta`
   * (f64): the lanes where both are multiples of 2⁻⁸, and the filtered word there (exactBilinearBytes,
   * weights alpha · 256 and beta · 256). There the exact path's texel is its f64 filter of b / 255 —
   * within 2⁻⁴⁸ of V / 255, V the real filtered value in steps, a multiple of 2⁻¹⁶ below 256 — rounded to
   * f32, and it stores ⌊texel · 255 + ½⌋:
   * - V at least 2⁻¹⁶ from every half-integer: texel · 255 lies within 2⁻²⁴ · V + 2⁻⁴⁰ < 2⁻¹⁶ of V, so the
   *   byte is V rounded;
   * - V = n + ½: V / 255 ≥ 2⁻⁹ is not a midpoint of two f32s (V would need 25 significant bits) and lies
   *   at least 2^(e − 24) / 255 ≥ 2⁻⁴² from every one (2^e ≤ V / 255), so the texel is V / 255 rounded to
   *   f32, and the byte is n + 1 where that rounding goes up (or is exact) and n where it goes down: up
   *   for V ≤ TIE_TURN, down above it (byte-words.ts).
   * That is exactBilinearBytes' rounding, so its bytes are the exact path's, with no fallback: the ties
   * of texel-aligned magnification by powers of two — about a tenth of the benchmark `tex`'s channel
   * values — cost no exact arithmetic and no branch.
   */
  const exactFilter = (
    b: IrBuilder,
    alpha: IrValue,
    beta: IrValue,
    weights: readonly [IrValue, IrValue] | null,
    texels: readonly { word: IrValue | null }[],
  ) => {
    const corners = texels.map((t) => t.word!) as [IrValue, IrValue, IrValue, IrValue];
    // Fixed coordinates give the weights in 256ths: every lane's are exact.
    if (weights)
      return { lanes: null, word: () => b.exactBilinearBytes(corners, ...weights, `${name}_exact_word`) };
    const [u, v] = [b.mul(alpha, b.f64(256)), b.mul(beta, b.f64(256))];
    const whole = (x: IrValue) => b.compare('eq', x, b.unary('floor', x));
    return {
      lanes: () => b.binary('and', whole(u), whole(v), `${name}_exact_filter`),
      word: () =>
        b.exactBilinearBytes(
          corners,
          b.convert('integerWord', u),
          b.convert('integerWord', v),
          `${name}_exact_word`,
        ),
    };
  };
  const verifiedServed = texel.linear && channelTables.every((t) => t === 'unorm');
  const fixedCoordinates = verifiedServed && words && !readsBorder.some((r) => r);
  const integerServed = verifiedServed && words && modes.every((m) => m === 'P' || m === 'C');
  /** The wrapped texel index and the Q15 weight of the next texel, of 16.16 coordinate `fixed`. */
  const fixedTexels = (b: IrBuilder, fixed: IrValue, axis: number) => {
    const index = b.binary('shrS', fixed, b.i32(16));
    const weight = b.binary('shrU', b.binary('and', fixed, b.i32(0xffff)), b.i32(1), `${name}_q15`);
    return [wrap(b, index, axis), wrap(b, b.add(index, b.i32(1)), axis), weight] as const;
  };

  return {
    kind: 'vector',
    prepare(b, at) {
      const [base, width, height, row, texelBytes] = BINDING_WORDS.map((n, i) =>
        b.load('i32', b.add(at, b.i32(i * 4)), `${name}_${n}`),
      ) as [IrValue, IrValue, IrValue, IrValue, IrValue];
      const size = [width, height];
      binding = {
        base,
        size,
        last: size.map((n) => b.sub(n, b.i32(1), `${name}_last`)),
        sizeF: size.map((n) => b.convert('convertF64', n, `${name}_size`)),
        row,
        texelBytes,
        border: readsBorder.some((r) => r)
          ? [0, 1, 2, 3].map((c) =>
              b.load('f64', b.add(at, b.i32((BORDER_WORD + 2 * c) * 4)), `${name}_bd${c}`),
            )
          : [],
      };
    },
    lookup(b, s, t) {
      if (!binding) throw new Error('texel2dVector: prepare() before lookup()');
      let filtered: IrValue[];
      if (!texel.linear) {
        // Floors of coordinates limited to ±COORD_LIMIT (never NaN): integerWord is exact for them.
        const iu = b.convert('integerWord', b.unary('floor', texels(b, s, 0)));
        const iv = b.convert('integerWord', b.unary('floor', texels(b, t, 1)));
        const texelAt = address(b, column(b, wrap(b, iu, 0)), row(b, wrap(b, iv, 1)));
        const here = both(b, inside(b, iu, 0), inside(b, iv, 1));
        filtered = gather(b, texelAt).map((v, c) => orBorder(b, v, here, c));
      } else {
        const { alpha, beta, corners, inside: corner } = footprint(b, { s, t });
        const [t00, t10, t01, t11] = corners.map((a, k) =>
          gather(b, a).map((v, c) => orBorder(b, v, corner[k]!, c)),
        ) as [IrValue[], IrValue[], IrValue[], IrValue[]];
        filtered = [0, 1, 2, 3].map((c) =>
          lerp(b, lerp(b, t00[c]!, t10[c]!, alpha), lerp(b, t01[c]!, t11[c]!, alpha), beta),
        );
      }
      return texel.from.map((from) => (from >= 0 ? filtered[from]! : b.f64(from === -2 ? 1 : 0)));
    },
    verifiedChannels: verifiedServed
      ? (b, at, factors = null) => {
          const { alpha, beta, weights, corners, inside } = footprint(b, at);
          const [a, z] = [b.convert('demote', alpha), b.convert('demote', beta)];
          const texels = corners.map((at) => loadTexel(b, at));
          const exact = fixedCoordinates ? exactFilter(b, alpha, beta, weights, texels) : null;
          const lerps = (c: readonly IrValue[], u: IrValue, v: IrValue) =>
            lerp(b, lerp(b, c[0]!, c[1]!, u), lerp(b, c[2]!, c[3]!, u), v);
          /** Corner k's channel c in steps (f32): its byte, or outside the texture the border's value · 255. */
          const steps = (k: number, c: number) => {
            const byte = b.convert('convertF32', texels[k]!.byte(c));
            const mask = inside[k]!;
            if (mask === null) return byte;
            const border = b.convert(
              'demote',
              b.mul(binding!.border[c]!, b.f64(255)),
              `${name}_bd${c}_steps`,
            );
            return b.select(mask, byte, border);
          };
          /** The exact path's filtered format channel c (f32), emitted where it is asked for. */
          const exactTexel = (c: number) =>
            b.convert(
              'demote',
              lerps(
                texels.map((texel, k) => orBorder(b, texel.value(c), inside[k]!, c)),
                alpha,
                beta,
              ),
            );
          return texel.from.map((from, result): VerifiedChannel => {
            const factor = factors?.[result] ?? null;
            // The filtered value in steps: the f32 filter of the channel bytes, or a constant channel's.
            const filtered =
              from >= 0
                ? lerps(
                    [0, 1, 2, 3].map((k) => steps(k, from)),
                    a,
                    z,
                  )
                : b.f32(from === -2 ? 255 : 0);
            const constant = () => b.f32(from === -2 ? 1 : 0);
            if (!factor)
              return {
                steps: filtered,
                outOfRange: null,
                exact: () => (from >= 0 ? exactTexel(from) : constant()),
                exactFilter:
                  from >= 0 && exact
                    ? { lanes: exact.lanes, byte: () => wordByte(b, exact.word(), texel.q[from]!) }
                    : null,
              };
            // Times the factor, clamped to [0, 255] as the store clamps; the bound holds for |factor| ≤ 1.
            return {
              steps: b.binary('pmin', b.f32(255), b.binary('pmax', b.f32(0), b.mul(filtered, factor))),
              outOfRange: b.unary('not', b.compare('le', b.unary('abs', factor), b.f32(1))),
              exact: () => b.mul(from >= 0 ? exactTexel(from) : constant(), factor),
              exactFilter: null,
            };
          });
        }
      : null,
    bilinearWord: integerServed
      ? (b, u, v) => {
          const [x0, x1, wu] = fixedTexels(b, u, 0);
          const [y0, y1, wv] = fixedTexels(b, v, 1);
          const [c0, c1] = [column(b, x0), column(b, x1)];
          const [r0, r1] = [row(b, y0), row(b, y1)];
          const fetch = (r: IrValue, c: IrValue) => b.load('i32', address(b, c, r), `${name}_texel`);
          return b.bilinearBytes(
            [fetch(r0, c0), fetch(r0, c1), fetch(r1, c0), fetch(r1, c1)],
            wu,
            wv,
            `${name}_word`,
          );
        }
      : null,
    fixedCoordinates,
    resultBytes: texel.from.map((from) => (from >= 0 ? texel.q[from]! : null)),
    sizes() {
      if (!binding) throw new Error('texel2dVector: prepare() before sizes()');
      return binding.sizeF as [IrValue, IrValue];
    },
    words(bound, offsetOf) {
      if (tableKey(bound.tab) !== tableKeyOf || (words && (bound.words === null || bound.bs !== 4)))
        return null;
      const offset = offsetOf(bound.data);
      if (offset === null || (words && ((offset + bound.start) % 4 !== 0 || bound.stride % 4 !== 0)))
        return null;
      const border = new Int32Array(Float64Array.from(bound.border).buffer);
      return [offset + bound.start, bound.w, bound.h, bound.stride, bound.bs, 0, ...border];
    },
  };
}
