// The texture colour one unit contributes to the fragment program: TXP of its coordinates, then what
// the program does for sampler features the driver lacks. A LOD bias the sampler cannot apply is added
// by sampling with TXB instead, the bias (a constant, `lodBias<n>`.x) in the coordinates' w: TXB does not
// project, so s, t, r (and a shadow lookup's reference r/q) are divided by q first, except on a cube map,
// whose q GL ignores (GL 1.5 section 3.8.6). A texel swizzle (the sampler view could not expand ALPHA to
// (0, 0, 0, A), LUMINANCE to (L, L, L, 1), ...) is applied with 0/1 constants; a border colour is mixed in
// by fragment-border.ts, whose λ includes the same bias.
import { TgsiSemantic, type UregSrc } from '@gallium-ts/tgsi';
import { SHADOW_TARGET_TGSI, TARGET_TGSI, TargetCode } from './codes.js';
import { setVec4 } from './constants.js';
import { emitBorder } from './fragment-border.js';
import type { FragmentBuilder } from './fragment-builder.js';
import type { UnitVariant } from './variant.js';

const CHANNELS = 'xyzw';

/** Samples unit `unit` with TXP (TXB with its LOD bias) and applies its lowerings; returns the texture colour. */
export function emitTexel(f: FragmentBuilder, unit: UnitVariant): UregSrc {
  const { u } = f;
  const n = unit.unit;
  const target = (unit.shadow ? SHADOW_TARGET_TGSI[unit.target] : TARGET_TGSI[unit.target])!;
  const sampler = u.declSampler(n);
  u.declSamplerView(n, target);
  const coord = u.declInput(TgsiSemantic.GENERIC, n);
  const sampled = f.temp();
  if (unit.lodBias) {
    const bias = f.consts.get(`lodBias${n}`, 1, (s, out, at) => {
      setVec4(out, at, s.textureUnits[n]?.shaderLodBias ?? 0, 0, 0, 0);
    });
    const biased = f.temp();
    if (unit.target === TargetCode.CUBE) u.MOV(biased.mask('xyz'), coord);
    else {
      const q = f.temp();
      u.RCP(q.mask('x'), coord.w);
      u.MUL(biased.mask('xyz'), coord, q.src().x);
    }
    u.MOV(biased.mask('w'), bias.x);
    u.TXB(sampled, biased.src(), sampler, target);
  } else u.TXP(sampled, coord, sampler, target);
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
