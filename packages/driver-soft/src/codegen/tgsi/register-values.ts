// What a TGSI register channel holds while a shader is translated, as tgsi's lane program tracks it:
// a float32 value (with the word it is stored as when NaN: the canonical NaN, a sign-flipped one after
// MOV's modifiers, or none when it cannot be NaN), an int32 word, or a read not made yet (a MOV of an
// input, constant or immediate, read in whichever kind its user wants).
import { CANONICAL_NAN_BITS } from '@gallium-ts/tgsi';
import type { IrBuilder } from '../ir/builder.js';
import type { IrValue } from '../ir/ir.js';

/** A float ('f', IR f32) or an int32 word ('i', IR i32). */
export type Kind = 'f' | 'i';

export type RegisterValue =
  | { readonly kind: 'i'; readonly v: IrValue }
  | { readonly kind: 'f'; readonly v: IrValue; readonly nan: number | null }
  | { readonly kind: 'ref'; readonly key: number; read(k: Kind): IrValue };

/** Conversions between a value's kinds, made once per value (lane programs memoise them alike). */
export class KindConverter {
  private readonly made = new Map<string, IrValue>();

  constructor(private readonly b: IrBuilder) {}

  /** `value` as kind `k`: floats become their word (floatBits), words their float (bitsFloat). */
  convert(value: RegisterValue, k: Kind): IrValue {
    if (value.kind === 'ref') return value.read(k);
    if (value.kind === k) return value.v;
    const key = `${value.v.id}:${k}`;
    let v = this.made.get(key);
    if (!v) {
      const b = this.b;
      if (value.kind === 'i') v = b.convert('bitsToF32', value.v);
      else {
        const bits = b.convert('f32Bits', value.v);
        // f32Bits gives the canonical NaN word; a float stored with another NaN word keeps that one.
        const odd = value.nan !== null && value.nan !== CANONICAL_NAN_BITS;
        v = odd ? b.select(b.compare('eq', value.v, value.v), bits, b.i32(value.nan!)) : bits;
      }
      this.made.set(key, v);
    }
    return v;
  }
}
