// The texture colour one unit contributes to the fragment program: TXP of its coordinates, then what
// the program does for sampler features the driver lacks. A texel swizzle (the sampler view could not
// expand ALPHA to (0, 0, 0, A), LUMINANCE to (L, L, L, 1), ...) is applied with 0/1 constants; a border
// colour is mixed in by the share of the filter footprint outside the image (the sampler clamps to the
// edge instead): per axis of size W at texel coordinate u = s·W, NEAREST reads the border when
// u ∉ [0, W), LINEAR when its footprint [u − ½, u + ½] leaves the image, by
// b = clamp(½ − u, 0, 1) + clamp(u − (W − ½), 0, 1) (at most ½ for GL_CLAMP, whose s stops at the
// edge). With b per axis, the texel is mix(edge sample, border, 1 − Π(1 − b)): exact for one level of
// bilinear filtering, because clamping to the edge folds the outside texels onto the inside ones.
import { TgsiSemantic, type UregSrc } from '@gallium-ts/tgsi';
import { BorderCode, SHADOW_TARGET_TGSI, TARGET_TGSI, TargetCode } from './codes.js';
import type { FixedFunctionState } from './ffp-state.js';
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

/** The constants of unit n's border: its colour and (W, H, D, 0) of the level that decides the weight. */
function borderConstants(f: FragmentBuilder, n: number): { color: UregSrc; size: UregSrc } {
  const border = (s: FixedFunctionState) => s.textureUnits[n]?.shaderBorder;
  const color = f.consts.get(`borderColor${n}`, 1, (s, out, at) => {
    out.set(border(s)?.color ?? [0, 0, 0, 0], at);
  });
  const size = f.consts.get(`borderSize${n}`, 1, (s, out, at) => {
    const b = border(s);
    out.set(b ? [b.size[0], b.size[1], b.size[2], 0] : [1, 1, 1, 0], at);
  });
  return { color, size };
}

/** Mixes the border colour into `texel` by the footprint share outside the image (see the file header). */
function emitBorder(f: FragmentBuilder, unit: UnitVariant, coord: UregSrc, texel: UregSrc): UregSrc {
  const { u } = f;
  const { color, size } = borderConstants(f, unit.unit);
  const texels = texelCoordinates(f, unit.target, coord, size);
  const keep = f.temp();
  const b = f.temp();
  const edge = f.temp();
  const half = u.immFloat([0.5]);
  const one = u.immFloat([1]);
  u.ADD(edge.mask('xyz'), size, half.neg()); // W − ½
  u.MOV(keep.mask('x'), one);
  unit.border!.forEach((code, axis) => {
    if (code === BorderCode.NONE) return;
    const c = CHANNELS[axis]!;
    const at = texels.swizzle(c.repeat(4));
    const w = size.swizzle(c.repeat(4));
    const bx = b.mask('x');
    const mirrored = code >= BorderCode.MIRROR_NEAREST;
    const pos = mirrored ? at.abs() : at;
    if (code === BorderCode.NEAREST) {
      const low = f.temp();
      u.SLT(low.mask('x'), pos, u.immFloat([0]));
      u.SGE(bx, pos, w);
      u.ADD(bx, b.src().x, low.src().x);
    } else if (code === BorderCode.MIRROR_NEAREST) {
      u.SGE(bx, pos, w);
    } else {
      // The far side: clamp(u − (W − ½), 0, 1); the near side (not for mirrored axes): clamp(½ − u, 0, 1).
      u.ADD(bx, pos, edge.src().swizzle(c.repeat(4)).neg(), { saturate: true });
      if (!mirrored) {
        const near = f.temp();
        u.ADD(near.mask('x'), half, pos.neg(), { saturate: true });
        u.ADD(bx, b.src().x, near.src().x);
      }
      if (code === BorderCode.LINEAR_HALF || code === BorderCode.MIRROR_LINEAR_HALF)
        u.MIN(bx, b.src().x, half);
    }
    // keep ×= 1 − b
    u.MAD(keep.mask('x'), keep.src().x, b.src().x.neg(), keep.src().x);
  });
  const out = f.temp();
  u.LRP(out, keep.src().x, texel, color);
  return out.src();
}

/**
 * The texel-space position (s·W, t·H, r·D) of the lookup. Projective targets divide by q first (as TXP
 * does); rectangle coordinates are texel positions already. A cube map's position is on the face the
 * direction selects: its two minor coordinates over the major one, mapped to [0, 1] (the sign does not
 * matter: the weights are symmetric under s ↦ 1 − s).
 */
function texelCoordinates(f: FragmentBuilder, target: number, coord: UregSrc, size: UregSrc): UregSrc {
  const { u } = f;
  const pos = f.temp();
  if (target === TargetCode.CUBE) {
    const a = f.temp();
    const sel = f.temp();
    u.MOV(a.mask('xyz'), coord.abs());
    // sel.x: X is the major axis; sel.y: Y is (and X is not).
    u.SGE(sel.mask('x'), a.src().x, a.src().y);
    u.SGE(sel.mask('y'), a.src().x, a.src().z);
    u.MUL(sel.mask('x'), sel.src().x, sel.src().y);
    u.SGE(sel.mask('y'), a.src().y, a.src().z);
    u.MAD(sel.mask('y'), sel.src().x.neg(), sel.src().y, sel.src().y);
    // s from z on an X face, else from x; t from z on a Y face, else from y.
    u.LRP(pos.mask('x'), sel.src().x, coord.z, coord.x);
    u.LRP(pos.mask('y'), sel.src().y, coord.z, coord.y);
    u.MAX(a.mask('w'), a.src().x, a.src().y);
    u.MAX(a.mask('w'), a.src().w, a.src().z);
    u.RCP(a.mask('w'), a.src().w);
    u.MUL(pos.mask('xy'), pos.src(), a.src().w);
    u.MAD(pos.mask('xy'), pos.src(), u.immFloat([0.5]), u.immFloat([0.5]));
    u.MUL(pos.mask('xy'), pos.src(), size);
    return pos.src();
  }
  const q = f.temp();
  u.RCP(q.mask('x'), coord.w);
  u.MUL(pos.mask('xyz'), coord, q.src().x);
  if (target !== TargetCode.RECT) u.MUL(pos.mask('xyz'), pos.src(), size);
  return pos.src();
}
