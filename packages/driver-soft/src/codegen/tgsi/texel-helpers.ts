// 2D lookups of translated shaders through the one-lane texel path: Texel2d's generated lookup (the
// code the fused path inlines, the same expressions as the fast path) wrapped as IR helpers, one per
// channel, each taking the normalized (s, t) as f64 and returning the channel. The red helper runs the
// lookup and keeps the texel among the last four; the others take it from there when (s, t) is the
// same (each back end calls red first for a lane, and the WebAssembly one does so for four lanes at a
// time), or run the lookup again. The unit a draw binds is read from `bind`'s latest binding, so one
// compiled variant serves every draw with the same key.
import { Texel2d, type Texel2dBinding } from '../../texture/texel-2d.js';
import type { IrBuilder } from '../ir/builder.js';
import type { IrValue } from '../ir/ir.js';
import type { IrHelperFunction } from './expression-helper.js';

export interface Texel2dHelpers {
  readonly kind: 'helpers';
  /** The helpers by name (`<name>_r` … `<name>_a`), for compileJs / instantiateWasm. */
  readonly helpers: Readonly<Record<string, IrHelperFunction>>;
  /** Makes later lookups read `binding` (a Texel2d of the same key). */
  bind(binding: Texel2dBinding): void;
  /** Emits the lookup at f32 coordinates (s, t): the texel's r, g, b, a as f64 values. */
  lookup(b: IrBuilder, s: IrValue, t: IrValue): readonly IrValue[];
}

const CHANNELS = ['r', 'g', 'b', 'a'] as const;
/** Texels kept: one WebAssembly group. */
const KEPT = 4;

/** Lookups specialised for `texel`'s key, first bound to `texel`; helper names start with `name`. */
export function texel2dHelpers(texel: Texel2d, name: string): Texel2dHelpers {
  const state = {
    binding: texel as Texel2dBinding,
    s: new Float64Array(KEPT).fill(Number.NaN),
    t: new Float64Array(KEPT).fill(Number.NaN),
    texels: new Float64Array(KEPT * 4),
    next: 0,
  };
  // Samples at (s, tc) into kept slot k.
  const sample = new Function(
    'state',
    `return function (s, tc, k) {
const unit = state.binding;
${Texel2d.bindings('unit')}
${texel.code('unit', 'l_', 's', 'tc')}
state.s[k] = s; state.t[k] = tc;
${CHANNELS.map((c, i) => `state.texels[k * 4 + ${i}] = l_${c};`).join(' ')}
};`,
  )(state) as (s: number, t: number, k: number) => void;
  // 0 and −0 are told apart, so a kept texel is one the same arguments gave.
  const same = (a: number, b: number) => a === b && (a !== 0 || 1 / a === 1 / b);
  const helpers: Record<string, IrHelperFunction> = {};
  CHANNELS.forEach((channel, c) => {
    helpers[`${name}_${channel}`] = (s: number, t: number) => {
      let k = -1;
      if (c > 0)
        for (let i = 0; i < KEPT && k < 0; i++) if (same(state.s[i]!, s) && same(state.t[i]!, t)) k = i;
      if (k < 0) {
        k = state.next;
        state.next = (k + 1) % KEPT;
        sample(s, t, k);
      }
      return state.texels[k * 4 + c]!;
    };
  });
  return {
    kind: 'helpers',
    helpers,
    bind: (binding) => {
      state.binding = binding;
      state.s.fill(Number.NaN);
    },
    lookup: (b, s, t) => {
      const args = [b.convert('promote', s), b.convert('promote', t)];
      return CHANNELS.map((channel) => {
        b.helper(`${name}_${channel}`, 2);
        return b.call(`${name}_${channel}`, args);
      });
    },
  };
}
