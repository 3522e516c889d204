// What ARB programs say that TGSI has no single instruction for: SWZ (per-component selection of a
// channel, 0 or 1, each optionally negated), the fog options (fog applied to the final clamped colour,
// GL 1.5 section 3.10), and the position-invariant option (the fixed-function position transform,
// with user clip distances when the GL layer asks for them).
import { TgsiSemantic, type UregDst, type UregSrc } from '@gallium-ts/tgsi';
import type { ArbExtSwizzleComponent } from './ast.js';
import type { ArbEmitter } from './emitter.js';

const CHANNELS = 'xyzw';

/**
 * SWZ: one MOV per group of result components — channels read as they are, channels read negated, and
 * constants (one immediate) — each under its part of the write mask. When the source is the destination
 * register and both channel groups exist, the source is copied first (the first MOV would change what
 * the second reads).
 */
export function emitSwizzle(
  e: ArbEmitter,
  dst: UregDst,
  mask: number,
  src: UregSrc,
  comps: readonly ArbExtSwizzleComponent[],
  saturate: boolean,
): void {
  const { u } = e;
  let plain = '';
  let negated = '';
  let constants = '';
  let swizzle = '';
  const values = [0, 0, 0, 0];
  comps.forEach((comp, c) => {
    swizzle += CHANNELS[typeof comp.select === 'number' ? comp.select : 0];
    if (!(mask & (1 << c))) return;
    if (typeof comp.select === 'number') {
      if (comp.negate) negated += CHANNELS[c];
      else plain += CHANNELS[c];
    } else {
      constants += CHANNELS[c];
      const v = comp.select === '1' ? 1 : 0;
      values[c] = comp.negate ? -v : v;
    }
  });
  let from = src;
  if (plain && negated && src.file === dst.file && src.index === dst.index) {
    const copy = u.declTemp();
    u.MOV(copy, src);
    from = copy.src();
  }
  const options = { saturate };
  if (plain) u.MOV(dst.mask(plain), from.swizzle(swizzle), options);
  if (negated) u.MOV(dst.mask(negated), from.swizzle(swizzle).neg(), options);
  if (constants) u.MOV(dst.mask(constants), e.immediate(values), options);
}

/**
 * Fog: the colour the program wrote, clamped, blended with state.fog.color by the factor f of the
 * fog mode, computed from fragment.fogcoord and state.fog.params = (density, start, end, 1/(end − start)):
 * LINEAR (end − c)/(end − start), EXP e^(−density·c), EXP2 e^(−(density·c)²), clamped to [0, 1].
 * Alpha is the clamped alpha.
 */
export function emitFog(e: ArbEmitter, mode: 'linear' | 'exp' | 'exp2', color: UregSrc, out: UregDst): void {
  const { u } = e;
  const { params, fogColor } = fogParameters(e);
  const c = u.declInput(TgsiSemantic.FOG, 0).x;
  const clamped = u.declTemp();
  u.MOV(clamped, color, { saturate: true });
  const f = u.declTemp().mask('x');
  const fx = f.src().x;
  if (mode === 'linear') {
    u.SUB(f, params.z, c);
    u.MUL(f, fx, params.w, { saturate: true });
  } else {
    u.MUL(f, params.x, c);
    if (mode === 'exp2') u.MUL(f, fx, fx);
    u.MUL(f, fx, e.immediate([Math.LOG2E]));
    u.EX2(f, fx.neg(), { saturate: true });
  }
  u.LRP(out.mask('xyz'), fx, clamped.src(), fogColor);
  u.MOV(out.mask('w'), clamped.src());
}

/**
 * The fog option's parameters, state.fog.params and state.fog.color, in the parameter list (slots shared
 * with the program's own bindings). The translation takes them before anything is placed after the list.
 */
export function fogParameters(e: ArbEmitter): { params: UregSrc; fogColor: UregSrc } {
  return {
    params: e.parameter({ kind: 'state', state: { item: 'fogParams' } }),
    fogColor: e.parameter({ kind: 'state', state: { item: 'fogColor' } }),
  };
}

/**
 * ARB_position_invariant: result.position = state.matrix.mvp × vertex.position, the fixed-function
 * transform; for each plane in `clipPlanes`, CLIPDIST[i >> 2] channel i & 3 = state.clip[i].plane ·
 * (state.matrix.modelview × vertex.position), as the fixed-function program computes it.
 */
export function emitPositionInvariant(
  e: ArbEmitter,
  out: UregDst,
  position: UregSrc,
  clipPlanes: readonly number[],
): void {
  const { u } = e;
  const row = (matrix: 'mvp' | 'modelview', r: number) =>
    e.parameter({ kind: 'state', state: { item: 'matrix', matrix, index: 0, modifier: 'none', row: r } });
  for (let r = 0; r < 4; r++) u.DP4(out.mask(CHANNELS[r]!), row('mvp', r), position);
  if (clipPlanes.length === 0) return;
  const eye = u.declTemp();
  for (let r = 0; r < 4; r++) u.DP4(eye.mask(CHANNELS[r]!), row('modelview', r), position);
  for (let reg = 0; reg < 2; reg++) {
    const planes = clipPlanes.filter((i) => i >> 2 === reg);
    if (planes.length === 0) continue;
    const dist = u.declOutput(TgsiSemantic.CLIPDIST, reg);
    let unused = 'xyzw';
    for (const i of planes) {
      const plane = e.parameter({ kind: 'state', state: { item: 'clipPlane', plane: i } });
      u.DP4(dist.mask(CHANNELS[i & 3]!), plane, eye.src());
      unused = unused.replace(CHANNELS[i & 3]!, '');
    }
    if (unused) u.MOV(dist.mask(unused), e.immediate([0]));
  }
}
