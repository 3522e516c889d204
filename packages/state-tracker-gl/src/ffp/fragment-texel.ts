// The texture colour one unit contributes to the fragment program: TXP of its coordinates, then what
// the program does for sampler features the driver lacks. A texel swizzle (the sampler view could not
// expand ALPHA to (0, 0, 0, A), LUMINANCE to (L, L, L, 1), ...) is applied with 0/1 constants; a border
// colour is mixed in by fragment-border.ts.
import { TgsiSemantic, type UregSrc } from '@gallium-ts/tgsi';
import { SHADOW_TARGET_TGSI, TARGET_TGSI } from './codes.js';
import { emitBorder } from './fragment-border.js';
import type { FragmentBuilder } from './fragment-builder.js';
import type { UnitVariant } from './variant.js';

const CHANNELS = 'xyzw';

/** Samples unit `unit` with TXP and applies its lowerings; returns the texture colour. */
export function emitTexel(f: FragmentBuilder, unit: UnitVariant): UregSrc {
  const { u } = f;
  const n = unit.unit;
  const target = (unit.shadow ? SHADOW_TARGET_TGSI[unit.target] : TARGET_TGSI[unit.target])!;
  const sampler = u.declSampler(n);
  u.declSamplerView(n, target);
  const coord = u.declInput(TgsiSemantic.GENERIC, n);
  const sampled = f.temp();
  u.TXP(sampled, coord, sampler, target);
  let texel = sampled.src();
  if (unit.swizzle !== null) texel = emitSwizzle(f, texel, unit.swizzle);
  if (unit.border !== null) texel = emitBorder(f, unit, coord, texel);
  return texel;
}

/** The texel with R, G, B, A taken from `swizzle` (PipeSwizzle: X..W a channel, 4 zero, 5 one). */
function emitSwizzle(f: FragmentBuilder, texel: UregSrc, swizzle: readonly number[]): UregSrc {
  const { u } = f;
  const out = f.temp();
  let picked = '';
  let spec = '';
  let zeros = '';
  let ones = '';
  swizzle.forEach((s, c) => {
    if (s <= 3) picked += CHANNELS[c];
    else if (s === 4) zeros += CHANNELS[c];
    else ones += CHANNELS[c];
    spec += CHANNELS[s <= 3 ? s : 0];
  });
  if (picked) u.MOV(out.mask(picked), texel.swizzle(spec));
  if (zeros) u.MOV(out.mask(zeros), u.immFloat([0]));
  if (ones) u.MOV(out.mask(ones), u.immFloat([1]));
  return out.src();
}
