// GL_TEXTURE_BORDER_COLOR in the fragment program, for drivers whose samplers cannot read it: the
// sampler clamps to the edge instead, and the program mixes the border colour in by the share of the
// filter footprint outside the image. Per axis of size W at texel coordinate u = s·W:
// - NEAREST reads the border when u ∉ [0, W) (b = 1, else 0);
// - LINEAR's footprint [u − ½, u + ½] lies outside by b = clamp(½ − u, 0, 1) + clamp(u − (W − ½), 0, 1);
// - GL_CLAMP stops s at the edge, so b is at most ½ there (and NEAREST never reaches the border);
// - the mirror-clamp modes fold u to |u| first and meet the border only at the far edge.
// The texel is mix(edge sample, border, 1 − Π(1 − b)) over the target's axes: exact for bilinear
// sampling of one level, because clamping to the edge folds the outside texels onto the inside ones
// that the remaining weight covers.
// Which filter and which level decide b follow the sampler: when the texture is mipmapped or its
// minification and magnification image filters differ, λ comes from the screen-space derivatives of the
// texel coordinates (log₂ of the longer of the two, plus the bias, clamped as the sampler clamps it);
// λ ≤ c magnifies (c = ½ for LINEAR magnification with a NEAREST_MIPMAP_* minification, else 0);
// a minified MIPMAP_NEAREST lookup measures level ⌈λ − ½⌉, a MIPMAP_LINEAR one measures the blend of
// its two levels as one level of the fractional size W·2^−λ — exact for MIPMAP_NEAREST, an approximation
// for MIPMAP_LINEAR (its two levels' weights mix). Cube maps measure on the face the direction selects.
// A unit that compares depths compares the reference r/q (clamped to [0, 1]) with the border's depth
// as the sampler compares texels, and mixes in the colour of the result. ARB fragment programs mix their
// lookups the same way (src/arb-gl/fragment-borders.ts), TXB's own bias added to λ.
import type { UregDst, UregSrc } from '@gallium-ts/tgsi';
import { BorderWrap, MipCode, TARGET_AXES, TargetCode } from './codes.js';
import type { FixedFunctionState } from './ffp-state.js';
import type { FragmentPieceBuilder } from './fragment-builder.js';
import type { UnitVariant } from './variant.js';

const CHANNELS = 'xyzw';

/** The constants of unit n's border: colour; base level (W, H, D, 0); (bias, min λ, max λ, last level). */
function borderConstants(
  f: FragmentPieceBuilder,
  n: number,
): { color: UregSrc; size: UregSrc; lod: UregSrc } {
  const border = (s: FixedFunctionState) => s.textureUnits[n]?.shaderBorder;
  const color = f.consts.get(`borderColor${n}`, 1, (s, out, at) => {
    out.set(border(s)?.color ?? [0, 0, 0, 0], at);
  });
  const size = f.consts.get(`borderSize${n}`, 1, (s, out, at) => {
    const b = border(s);
    out.set(b ? [b.size[0], b.size[1], b.size[2], b.compare?.depth ?? 0] : [1, 1, 1, 0], at);
  });
  const lod = f.consts.get(`borderLod${n}`, 1, (s, out, at) => {
    out.set(border(s)?.lod ?? [0, 0, 0, 0], at);
  });
  return { color, size, lod };
}

/** The border colour of a unit comparing depths: the passed or the failed colour, by `ref FUNC depth`. */
function comparedBorder(
  f: FragmentPieceBuilder,
  n: number,
  func: number,
  normalized: UregSrc,
  size: UregSrc,
  pass: UregSrc,
): UregSrc {
  const { u } = f;
  const fail = f.consts.get(`borderFail${n}`, 1, (s, out, at) => {
    out.set(s.textureUnits[n]?.shaderBorder?.compare?.fail ?? [0, 0, 0, 0], at);
  });
  const r = f.temp();
  u.MOV(r.mask('x'), normalized.z, { saturate: true });
  const ref = r.src().x;
  const depth = size.w;
  const result = r.mask('y');
  // GL's order: NEVER, LESS, EQUAL, LEQUAL, GREATER, NOTEQUAL, GEQUAL, ALWAYS.
  switch (func) {
    case 0:
      u.MOV(result, u.immFloat([0]));
      break;
    case 1:
      u.SLT(result, ref, depth);
      break;
    case 2:
      u.SEQ(result, ref, depth);
      break;
    case 3:
      u.SGE(result, depth, ref);
      break;
    case 4:
      u.SLT(result, depth, ref);
      break;
    case 5:
      u.SNE(result, ref, depth);
      break;
    case 6:
      u.SGE(result, ref, depth);
      break;
    default:
      u.MOV(result, u.immFloat([1]));
  }
  const out = f.temp();
  u.LRP(out, r.src().y, pass, fail);
  return out.src();
}

/** What the mix needs of a unit: its number, TargetCode and border variant (not null). */
export type BorderedUnit = Pick<UnitVariant, 'unit' | 'target' | 'border'>;

/**
 * `texel` with unit `unit`'s border colour mixed in (see the file header), for a lookup at TXP
 * coordinates `coord`, `extraBias` (TXB's own) added to the sampler's LOD bias.
 */
export function emitBorder(
  f: FragmentPieceBuilder,
  unit: BorderedUnit,
  coord: UregSrc,
  texel: UregSrc,
  extraBias: UregSrc | null = null,
): UregSrc {
  const { u } = f;
  const border = unit.border!;
  const { color, size, lod } = borderConstants(f, unit.unit);
  const normalized = lookupCoordinates(f, unit.target, coord);
  // Texel coordinates on the base level (a rectangle's coordinates already are).
  const base = f.temp();
  if (unit.target === TargetCode.RECT) u.MOV(base.mask('xyz'), normalized);
  else u.MUL(base.mask('xyz'), normalized, size);
  let at = base.src();
  let extent = size;
  let linear: UregSrc | boolean = border.magLinear;
  if (border.mip !== MipCode.NONE || border.minLinear !== border.magLinear) {
    const lambda = emitLambda(f, base.src(), TARGET_AXES[unit.target]!, lod, extraBias);
    const minified = f.temp();
    const c = border.magLinear && !border.minLinear && border.mip !== MipCode.NONE ? 0.5 : 0;
    u.SLT(minified.mask('x'), u.immFloat([c]), lambda);
    if (border.minLinear !== border.magLinear) {
      linear = minified.src().x;
      if (border.magLinear) {
        const magnified = f.temp();
        u.ADD(magnified.mask('x'), u.immFloat([1]), minified.src().x.neg());
        linear = magnified.src().x;
      }
    } else linear = border.minLinear;
    if (border.mip !== MipCode.NONE) {
      extent = emitLevelExtent(f, border.mip, lambda, minified.src().x, lod, size);
      const onLevel = f.temp();
      u.MUL(onLevel.mask('xyz'), normalized, extent);
      at = onLevel.src();
    }
  }
  const keep = f.temp();
  u.MOV(keep.mask('x'), u.immFloat([1]));
  border.wraps.forEach((wrap, axis) => {
    if (wrap === BorderWrap.NONE) return;
    const c = CHANNELS[axis]!.repeat(4);
    const b = axisWeight(f, wrap, linear, at.swizzle(c), extent.swizzle(c));
    u.MAD(keep.mask('x'), keep.src().x, b.neg(), keep.src().x); // keep ×= 1 − b
  });
  const borderColor =
    border.compareFunc === null
      ? color
      : comparedBorder(f, unit.unit, border.compareFunc, normalized, size, color);
  const out = f.temp();
  u.LRP(out, keep.src().x, texel, borderColor);
  return out.src();
}

/** λ of the lookup: log₂ of the longer screen-space step of the base-level texel coordinates, biased and clamped. */
function emitLambda(
  f: FragmentPieceBuilder,
  texels: UregSrc,
  axes: number,
  lod: UregSrc,
  extraBias: UregSrc | null,
): UregSrc {
  const { u } = f;
  const dx = f.temp();
  const dy = f.temp();
  u.DDX(dx.mask('xyz'), texels);
  u.DDY(dy.mask('xyz'), texels);
  const r = f.temp();
  const dot = (dst: UregDst, d: UregSrc) => {
    if (axes === 1) u.MUL(dst, d.x, d.x);
    else if (axes === 2) u.DP2(dst, d, d);
    else u.DP3(dst, d, d);
  };
  dot(r.mask('x'), dx.src());
  dot(r.mask('y'), dy.src());
  u.MAX(r.mask('x'), r.src().x, r.src().y);
  u.MAX(r.mask('x'), r.src().x, u.immFloat([1e-30]));
  u.LG2(r.mask('x'), r.src().x);
  u.MAD(r.mask('x'), r.src().x, u.immFloat([0.5]), lod.x); // log₂ ρ + bias
  if (extraBias !== null) u.ADD(r.mask('x'), r.src().x, extraBias);
  u.MAX(r.mask('x'), r.src().x, lod.y);
  u.MIN(r.mask('x'), r.src().x, lod.z);
  return r.src().x;
}

/** The size (W, H, D) of the level a minified lookup measures; the base level when magnified. */
function emitLevelExtent(
  f: FragmentPieceBuilder,
  mip: number,
  lambda: UregSrc,
  minified: UregSrc,
  lod: UregSrc,
  size: UregSrc,
): UregSrc {
  const { u } = f;
  const level = f.temp();
  const l = level.mask('x');
  if (mip === MipCode.NEAREST) {
    // ⌈λ − ½⌉ = −⌊½ − λ⌋, at least 0
    u.ADD(l, u.immFloat([0.5]), lambda.neg());
    u.FLR(l, level.src().x);
    u.MAX(l, level.src().x.neg(), u.immFloat([0]));
  } else {
    u.MAX(l, lambda, u.immFloat([0]));
  }
  u.MIN(l, level.src().x, lod.w);
  u.MUL(l, level.src().x, minified);
  u.EX2(level.mask('y'), level.src().x.neg());
  const extent = f.temp();
  u.MUL(extent.mask('xyz'), size, level.src().y);
  if (mip === MipCode.NEAREST) u.FLR(extent.mask('xyz'), extent.src());
  u.MAX(extent.mask('xyz'), extent.src(), u.immFloat([1]));
  return extent.src();
}

/** b of one axis at texel coordinate `at` of an axis `extent` texels long, for a NEAREST or LINEAR footprint. */
function axisWeight(
  f: FragmentPieceBuilder,
  wrap: number,
  linear: UregSrc | boolean,
  at: UregSrc,
  extent: UregSrc,
): UregSrc {
  const { u } = f;
  if (linear === true) return linearWeight(f, wrap, at, extent);
  if (linear === false) return nearestWeight(f, wrap, at, extent);
  const b = f.temp();
  u.LRP(b.mask('x'), linear, linearWeight(f, wrap, at, extent), nearestWeight(f, wrap, at, extent));
  return b.src().x;
}

function nearestWeight(f: FragmentPieceBuilder, wrap: number, at: UregSrc, extent: UregSrc): UregSrc {
  const { u } = f;
  const zero = u.immFloat([0]);
  if (wrap === BorderWrap.CLAMP || wrap === BorderWrap.MIRROR_CLAMP) return zero.x;
  const b = f.temp();
  if (wrap === BorderWrap.MIRROR_CLAMP_TO_BORDER) {
    u.SGE(b.mask('x'), at.abs(), extent);
    return b.src().x;
  }
  u.SLT(b.mask('x'), at, zero);
  u.SGE(b.mask('y'), at, extent);
  u.ADD(b.mask('x'), b.src().x, b.src().y);
  return b.src().x;
}

function linearWeight(f: FragmentPieceBuilder, wrap: number, at: UregSrc, extent: UregSrc): UregSrc {
  const { u } = f;
  const half = u.immFloat([0.5]);
  const mirrored = wrap === BorderWrap.MIRROR_CLAMP_TO_BORDER || wrap === BorderWrap.MIRROR_CLAMP;
  const pos = mirrored ? at.abs() : at;
  const b = f.temp();
  // Far side: clamp(u − W + ½, 0, 1); near side (unless mirrored): clamp(½ − u, 0, 1).
  u.ADD(b.mask('y'), pos, extent.neg());
  u.ADD(b.mask('x'), b.src().y, half, { saturate: true });
  if (!mirrored) {
    u.ADD(b.mask('y'), half, pos.neg(), { saturate: true });
    u.ADD(b.mask('x'), b.src().x, b.src().y);
  }
  if (wrap === BorderWrap.CLAMP || wrap === BorderWrap.MIRROR_CLAMP) u.MIN(b.mask('x'), b.src().x, half);
  return b.src().x;
}

/**
 * The lookup's coordinates in the image's [0, 1] space (a rectangle's in texels): divided by q first, as
 * TXP does. A cube map's are on the face the direction selects: its two minor coordinates over the major
 * one, mapped to [0, 1] (the sign does not matter: the weights are symmetric under s ↦ 1 − s), s from z
 * on an X face and from x otherwise, t from z on a Y face and from y otherwise.
 */
function lookupCoordinates(f: FragmentPieceBuilder, target: number, coord: UregSrc): UregSrc {
  const { u } = f;
  const pos = f.temp();
  if (target !== TargetCode.CUBE) {
    const q = f.temp();
    u.RCP(q.mask('x'), coord.w);
    u.MUL(pos.mask('xyz'), coord, q.src().x);
    return pos.src();
  }
  const a = f.temp();
  const sel = f.temp();
  u.MOV(a.mask('xyz'), coord.abs());
  // sel.x: X is the major axis; sel.y: Y is (and X is not).
  u.SGE(sel.mask('x'), a.src().x, a.src().y);
  u.SGE(sel.mask('y'), a.src().x, a.src().z);
  u.MUL(sel.mask('x'), sel.src().x, sel.src().y);
  u.SGE(sel.mask('y'), a.src().y, a.src().z);
  u.MAD(sel.mask('y'), sel.src().x.neg(), sel.src().y, sel.src().y);
  u.LRP(pos.mask('x'), sel.src().x, coord.z, coord.x);
  u.LRP(pos.mask('y'), sel.src().y, coord.z, coord.y);
  u.MAX(a.mask('w'), a.src().x, a.src().y);
  u.MAX(a.mask('w'), a.src().w, a.src().z);
  u.RCP(a.mask('w'), a.src().w);
  u.MUL(pos.mask('xy'), pos.src(), a.src().w);
  u.MAD(pos.mask('xy'), pos.src(), u.immFloat([0.5]), u.immFloat([0.5]));
  u.MOV(pos.mask('z'), u.immFloat([0.5]));
  return pos.src();
}
