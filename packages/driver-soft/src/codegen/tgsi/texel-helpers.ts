// 2D lookups of translated shaders through the one-lane texel path: Texel2d's generated lookup (the
// code the fused path inlines, the same expressions as the fast path) wrapped as IR helpers, one per
// channel, each taking the normalized (s, t) as f64 and returning the channel. Each helper runs the whole
// lookup (the IR's helpers return one number); the unit a draw binds is read from `bind`'s latest
// binding at every call, so one compiled variant serves every draw with the same key.
import { Texel2d, type Texel2dBinding } from '../../texture/texel-2d.js';
import type { IrBuilder } from '../ir/builder.js';
import type { IrValue } from '../ir/ir.js';
import type { IrHelperFunction } from './expression-helper.js';

export interface Texel2dHelpers {
  /** The helpers by name (`<name>_r` … `<name>_a`), for compileJs / instantiateWasm. */
  readonly helpers: Readonly<Record<string, IrHelperFunction>>;
  /** Makes later lookups read `binding` (a Texel2d of the same key). */
  bind(binding: Texel2dBinding): void;
  /** Emits the lookup at f32 coordinates (s, t): the texel's r, g, b, a as f64 values. */
  lookup(b: IrBuilder, s: IrValue, t: IrValue): readonly IrValue[];
}

/** Lookups specialised for `texel`'s key, first bound to `texel`; helper names start with `name`. */
export function texel2dHelpers(texel: Texel2d, name: string): Texel2dHelpers {
  const holder = { binding: texel as Texel2dBinding };
  const helpers: Record<string, IrHelperFunction> = {};
  for (const [c, channel] of [...'rgba'].entries()) {
    const source = `return function (s, tc) {
const unit = holder.binding;
${Texel2d.bindings('unit')}
${texel.code('unit', 'l_', 's', 'tc')}
return l_${channel};
};`;
    helpers[`${name}_${'rgba'[c]}`] = new Function('holder', source)(holder) as IrHelperFunction;
  }
  return {
    helpers,
    bind: (binding) => {
      holder.binding = binding;
    },
    lookup: (b, s, t) => {
      const args = [b.convert('promote', s), b.convert('promote', t)];
      return [...'rgba'].map((channel) => {
        b.helper(`${name}_${channel}`, 2);
        return b.call(`${name}_${channel}`, args);
      });
    },
  };
}
