// Level of detail (GL 4.6 §8.14): λ_base = log2 ρ, with ρ = max(m_u, m_v, m_w) where
// m_u = max(|∂u/∂x|, |∂u/∂y|) over the texel-scaled derivatives — the lower bound GL allows for the
// scale factor, which Mesa's softpipe and llvmpipe take too — or the shader's explicit LOD; plus the
// shader bias (TXB) and the sampler bias, clamped to [minLod, maxLod]; then the mag/min switch at λ ≤ 0
// and the mipmap level(s) of the view's levels (level 0 = the view's first level). Anisotropic filtering
// follows EXT_texture_filter_anisotropic with the derivative lengths: N = min(⌈Pmax/Pmin⌉, maxAnisotropy)
// probes along the major axis and λ = log2(Pmax/N).
import { PipeTexMipfilter } from '@gallium-ts/gallium-api';
import type { TgsiLodMode } from '@gallium-ts/tgsi';
import type { LaneScratch } from './lane-scratch.js';
import { MAX_LOD_BIAS, type TextureUnit } from './texture-unit.js';

/** The derivatives one request's level of detail comes from (reused holder, per coordinate). */
export class LaneDerivatives {
  dsdx: Float32Array | Float64Array = new Float64Array(0);
  dtdx: Float32Array | Float64Array = new Float64Array(0);
  drdx: Float32Array | Float64Array = new Float64Array(0);
  dsdy: Float32Array | Float64Array = new Float64Array(0);
  dtdy: Float32Array | Float64Array = new Float64Array(0);
  drdy: Float32Array | Float64Array = new Float64Array(0);
}

/** Results of `lambdaOf` besides λ': the anisotropic probe count and step. */
let probeCount = 1;
let probeStepS = 0;
let probeStepT = 0;

/**
 * λ' of lane i: the level of detail with biases, before the min/max LOD clamp. `scale` is the base
 * level's size per coordinate (1 for unnormalized coordinates).
 */
function lambdaOf(
  unit: TextureUnit,
  mode: TgsiLodMode,
  lod: number,
  d: LaneDerivatives,
  i: number,
  scaleS: number,
  scaleT: number,
  scaleR: number,
): number {
  probeCount = 1;
  if (mode === 'explicit') return lod + unit.bias;
  const dims = unit.view.dims;
  const ux = d.dsdx[i]! * scaleS;
  const uy = d.dsdy[i]! * scaleS;
  const vx = dims > 1 ? d.dtdx[i]! * scaleT : 0;
  const vy = dims > 1 ? d.dtdy[i]! * scaleT : 0;
  const wx = dims > 2 ? d.drdx[i]! * scaleR : 0;
  const wy = dims > 2 ? d.drdy[i]! * scaleR : 0;
  if (unit.maxAniso <= 1) {
    // GL's bound f(x, y) = max(m_u, m_v, m_w), m_u = max(|∂u/∂x|, |∂u/∂y|): the approximation Mesa's
    // llvmpipe and softpipe take, so level boundaries fall where theirs do.
    const rho = Math.max(Math.abs(ux), Math.abs(uy), Math.abs(vx), Math.abs(vy), Math.abs(wx), Math.abs(wy));
    return Math.log2(rho) + (mode === 'bias' ? clampBias(unit.bias + lod) : unit.bias);
  }
  const px2 = ux * ux + vx * vx + wx * wx;
  const py2 = uy * uy + vy * vy + wy * wy;
  const pmax2 = Math.max(px2, py2);
  let lambda = 0.5 * Math.log2(pmax2);
  {
    const pmin2 = Math.min(px2, py2);
    const ratio = Math.ceil(Math.sqrt(pmax2 / pmin2));
    const n = ratio >= 1 ? Math.min(ratio, unit.maxAniso) : pmax2 > 0 ? unit.maxAniso : 1;
    probeCount = n;
    lambda -= Math.log2(n);
    const alongX = px2 >= py2;
    probeStepS = (alongX ? d.dsdx[i]! : d.dsdy[i]!) / (n + 1);
    probeStepT = (alongX ? d.dtdx[i]! : d.dtdy[i]!) / (n + 1);
  }
  return lambda + (mode === 'bias' ? clampBias(unit.bias + lod) : unit.bias);
}

function clampBias(bias: number): number {
  return Math.min(Math.max(bias, -MAX_LOD_BIAS), MAX_LOD_BIAS);
}

/** λ' clamped to [minLod, maxLod] (NaN → 0). */
function clampLambda(unit: TextureUnit, lambda: number): number {
  lambda = Math.max(Math.min(lambda, unit.maxLod), unit.minLod);
  return Number.isNaN(lambda) ? 0 : lambda;
}

/**
 * Chooses the level(s) of every active lane: scratch.level0/level1 (view-relative), mipWeight (of level1),
 * minify, and, when the unit filters anisotropically, the probes. A lane whose inputs (LOD and
 * derivatives) repeat the last computed lane's — the four lanes of a quad share their derivatives —
 * reuses its result. Returns whether some lane blends two levels (a weight above 0).
 */
export function selectLevels(
  unit: TextureUnit,
  mode: TgsiLodMode,
  lod: Float32Array,
  d: LaneDerivatives,
  normalized: boolean,
  n: number,
  active: Uint8Array,
  out: LaneScratch,
): boolean {
  const view = unit.view;
  const anisotropic = unit.maxAniso > 1;
  let blends = false;
  const scaleS = normalized ? view.width[0]! : 1;
  const scaleT = normalized ? view.height[0]! : 1;
  const scaleR = normalized ? view.depth[0]! : 1;
  const last = view.levelCount - 1;
  const mip = unit.mipFilter;
  const readsLod = mode === 'explicit' || mode === 'bias';
  const readsDerivatives = mode !== 'explicit';
  const { dsdx, dtdx, drdx, dsdy, dtdy, drdy } = d;
  // Inputs and result of the last lane computed.
  let known = false;
  let kLod = 0;
  let kSx = 0;
  let kTx = 0;
  let kRx = 0;
  let kSy = 0;
  let kTy = 0;
  let kRy = 0;
  let level0 = 0;
  let level1 = 0;
  let weight = 0;
  let minify = false;
  let probes = 1;
  let stepS = 0;
  let stepT = 0;
  for (let i = 0; i < n; i++) {
    if (active[i] === 0) continue;
    const same =
      known &&
      (!readsLod || lod[i] === kLod) &&
      (!readsDerivatives ||
        (dsdx[i] === kSx &&
          dtdx[i] === kTx &&
          drdx[i] === kRx &&
          dsdy[i] === kSy &&
          dtdy[i] === kTy &&
          drdy[i] === kRy));
    if (!same) {
      known = true;
      kLod = lod[i]!;
      kSx = dsdx[i]!;
      kTx = dtdx[i]!;
      kRx = drdx[i]!;
      kSy = dsdy[i]!;
      kTy = dtdy[i]!;
      kRy = drdy[i]!;
      const lambda = clampLambda(unit, lambdaOf(unit, mode, kLod, d, i, scaleS, scaleT, scaleR));
      // Anisotropic probes mean the footprint is minified along its major axis, even when λ ≤ 0.
      minify = lambda > 0 || probeCount > 1;
      level0 = 0;
      level1 = 0;
      weight = 0;
      if (minify && mip === PipeTexMipfilter.NEAREST) {
        level0 = lambda <= 0.5 ? 0 : Math.min(Math.ceil(lambda + 0.5) - 1, last);
        level1 = level0;
      } else if (minify && mip === PipeTexMipfilter.LINEAR && lambda > 0) {
        if (lambda >= last) {
          level0 = level1 = last;
        } else {
          level0 = Math.floor(lambda);
          level1 = level0 + 1;
          weight = lambda - level0;
        }
      }
      probes = minify ? probeCount : 1;
      stepS = probes > 1 ? probeStepS : 0;
      stepT = probes > 1 ? probeStepT : 0;
      blends ||= weight > 0;
    }
    out.level0[i] = level0;
    out.level1[i] = level1;
    out.mipWeight[i] = weight;
    out.minify[i] = minify ? 1 : 0;
    if (anisotropic) {
      out.probes[i] = probes;
      out.probeS[i] = stepS;
      out.probeT[i] = stepT;
    }
  }
  return blends;
}

/**
 * LODQ / LOD for lane i: x = the level of detail a lookup would access (GL's ComputeAccessedLod: clamped
 * to [minLod, maxLod] and to the view's levels; 0 without mipmapping; nearest-mipmap rounding), y = λ'.
 */
export function queryLod(
  unit: TextureUnit,
  d: LaneDerivatives,
  i: number,
  normalized: boolean,
  out: Float32Array[],
): void {
  const view = unit.view;
  const lambda = lambdaOf(
    unit,
    'implicit',
    0,
    d,
    i,
    normalized ? view.width[0]! : 1,
    normalized ? view.height[0]! : 1,
    normalized ? view.depth[0]! : 1,
  );
  let accessed = clampLambda(unit, lambda);
  accessed = Math.min(Math.max(accessed, 0), view.levelCount - 1);
  if (unit.mipFilter === PipeTexMipfilter.NONE) accessed = 0;
  else if (unit.mipFilter === PipeTexMipfilter.NEAREST) accessed = Math.ceil(accessed + 0.5) - 1;
  out[0]![i] = accessed;
  out[1]![i] = lambda;
}
