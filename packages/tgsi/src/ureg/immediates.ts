// The immediate pool of the Ureg builder. Requests share immediates: a value already present in an
// immediate of the same type is reused through the swizzle, and missing values are appended to an
// immediate that still has free channels, so `immFloat([0.5])` then `immFloat([1, 0.5])` use one IMM.
import { type TgsiChannel, type TgsiImmediate, TgsiImmediateType, type TgsiSwizzle } from '../ir.js';

/** Bitwise equality of immediate values: -0 differs from 0, NaN equals NaN. */
const same = Object.is;

export class ImmediatePool {
  private readonly imms: TgsiImmediate[] = [];

  /** Places values (1-4 words, or 2/4 words for FLT64) and returns where they ended up. */
  add(type: TgsiImmediateType, values: readonly number[]): { index: number; swizzle: TgsiSwizzle } {
    if (type === TgsiImmediateType.FLT64) return this.addWhole(type, values);
    let best: { index: number; missing: number } | null = null;
    for (let i = 0; i < this.imms.length && best?.missing !== 0; i++) {
      const imm = this.imms[i]!;
      if (imm.type !== type) continue;
      const missing = new Set(values.filter((v) => !imm.values.some((w) => same(v, w))).map((v) => bits(v)));
      if (imm.values.length + missing.size <= 4 && (best === null || missing.size < best.missing)) {
        best = { index: i, missing: missing.size };
      }
    }
    const index = best?.index ?? this.imms.push({ type, values: [] }) - 1;
    const slots = this.imms[index]!.values;
    const swizzle = values.map((v) => {
      let at = slots.findIndex((w) => same(v, w));
      if (at < 0) at = slots.push(v) - 1;
      return at as TgsiChannel;
    });
    while (swizzle.length < 4) swizzle.push(swizzle[swizzle.length - 1]!);
    return { index, swizzle: swizzle as unknown as TgsiSwizzle };
  }

  private addWhole(
    type: TgsiImmediateType,
    words: readonly number[],
  ): { index: number; swizzle: TgsiSwizzle } {
    let index = this.imms.findIndex(
      (imm) =>
        imm.type === type && imm.values.length === words.length && imm.values.every((w, i) => w === words[i]),
    );
    if (index < 0) index = this.imms.push({ type, values: [...words] }) - 1;
    return { index, swizzle: [0, 1, 2, 3] };
  }

  /** The immediates as IR data; 32-bit immediates are padded to four values with zeros. */
  list(): TgsiImmediate[] {
    return this.imms.map(({ type, values }) => {
      const padded = [...values];
      if (type !== TgsiImmediateType.FLT64) while (padded.length < 4) padded.push(0);
      return { type, values: padded };
    });
  }
}

/** A key that tells apart values `Object.is` tells apart (so -0 and 0 count as two values). */
function bits(v: number): string {
  return Object.is(v, -0) ? '-0' : String(v);
}
