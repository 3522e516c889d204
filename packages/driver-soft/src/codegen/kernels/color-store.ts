// The colour store of the code generation kernels: a fragment colour clamped to [0, 1], blended with
// SRC_ALPHA / INV_SRC_ALPHA over the texel it replaces when asked, and packed into an RGBA8 or BGRA8
// word with driver-soft's unorm8 rounding (fragment/unorm8.ts), in the fragment back end's operation order.
import { UNORM8_INV } from '../../fragment/unorm8.js';
import type { IrBuilder } from '../ir/builder.js';
import type { IrValue } from '../ir/ir.js';

/** What the store needs of the state: the texel's byte order and whether it blends. */
export interface ColorStoreSpec {
  readonly codec: 'rgba8' | 'bgra8';
  readonly blend: boolean;
}

/** The texel word the colour `outputs` (f32, null = 0) stores at `address`, blended as `spec` says. */
export function colorWord(
  k: IrBuilder,
  spec: ColorStoreSpec,
  outputs: readonly (IrValue | null)[],
  address: IrValue,
): IrValue {
  // UNORM targets clamp the colour to [0, 1] (NaN to 0), as the fragment back end does.
  const source = outputs.map((v, ch) =>
    k.binary('pmin', k.binary('pmax', k.f32(0), v ?? k.f32(0)), k.f32(1), `s${'rgba'[ch]}`),
  );
  // Byte i of the word holds channel order[i].
  const order = spec.codec === 'rgba8' ? [0, 1, 2, 3] : [2, 1, 0, 3];
  let result: IrValue[] = source;
  if (spec.blend) {
    const dst = k.load('i32', address, 'dst');
    const bytes = [0, 8, 16, 24].map((shift) =>
      shift === 24
        ? k.binary('shrU', dst, k.i32(24))
        : k.binary('and', k.binary('shrU', dst, k.i32(shift)), k.i32(255)),
    );
    const d = order.map((_, ch) =>
      k.mul(k.convert('convertF64', bytes[order.indexOf(ch)]!), k.f64(UNORM8_INV), `d${'rgba'[ch]}`),
    );
    const s = source.map((v) => k.convert('promote', v));
    const sa = s[3]!;
    const inverse = k.sub(k.f64(1), sa, 'invSa');
    result = s.map((v, ch) => k.add(k.mul(v, sa), k.mul(d[ch]!, inverse), `r${'rgba'[ch]}`));
  }
  const packed = result.map((v, ch) => k.unorm8(v, true, `byte${'rgba'[ch]}`));
  return [1, 2, 3].reduce(
    (acc, i) => k.binary('or', acc, k.binary('shl', packed[order[i]!]!, k.i32(i * 8))),
    packed[order[0]!]!,
  );
}
