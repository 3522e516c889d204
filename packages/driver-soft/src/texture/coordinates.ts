// From a request's coordinates to what filtering reads, per lane: (s, t, r) and the absolute layer.
// Array layers are floor(layer + ½) clamped to the view's layers; cube directions are projected onto
// their face (with derivatives for the level of detail) and cube arrays add 6 × the cube index. The
// coordinate positions are the TGSI ones: the layer in y for 1D arrays, z for 2D arrays, w for cube arrays.
import { PipeTextureTarget } from '@gallium-ts/gallium-api';
import type { TgsiTextureRequest } from '@gallium-ts/tgsi';
import { projectCube } from './cube-map.js';
import type { LaneScratch } from './lane-scratch.js';
import type { LaneDerivatives } from './level-of-detail.js';
import type { ViewState } from './view-state.js';

const T = PipeTextureTarget;

/** floor(c + ½) clamped to [0, count − 1] (NaN → 0). */
export function layerIndex(c: number, count: number): number {
  const l = Math.floor(c + 0.5);
  return l > 0 ? (l < count ? l : count - 1) : 0;
}

/** Scratch of projectCube. */
const direction = new Float64Array(3);
const dirDx = new Float64Array(3);
const dirDy = new Float64Array(3);
const projected = new Float64Array(6);

/**
 * Fills scratch s, t, r, layer and face for the active lanes and points `d` at the derivatives of
 * (s, t, r): the request's own, or the face-space ones of cubes.
 */
export function prepareCoordinates(
  view: ViewState,
  req: TgsiTextureRequest,
  out: LaneScratch,
  d: LaneDerivatives,
): void {
  const { count: n, active, coords } = req;
  const target = view.target;
  const x = coords[0]!;
  const y = coords[1]!;
  const z = coords[2]!;
  const w = coords[3]!;
  if (target === T.TEXTURE_CUBE || target === T.TEXTURE_CUBE_ARRAY) {
    const cubes = view.layers / 6;
    for (let i = 0; i < n; i++) {
      if (active[i] === 0) continue;
      direction[0] = x[i]!;
      direction[1] = y[i]!;
      direction[2] = z[i]!;
      for (let c = 0; c < 3; c++) {
        dirDx[c] = req.ddx[c]![i]!;
        dirDy[c] = req.ddy[c]![i]!;
      }
      const face = projectCube(direction, dirDx, dirDy, projected);
      const cube = target === T.TEXTURE_CUBE_ARRAY ? layerIndex(w[i]!, cubes) : 0;
      out.s[i] = projected[0]!;
      out.t[i] = projected[1]!;
      out.r[i] = 0;
      out.dsdx[i] = projected[2]!;
      out.dtdx[i] = projected[3]!;
      out.dsdy[i] = projected[4]!;
      out.dtdy[i] = projected[5]!;
      out.face[i] = face;
      out.layer[i] = view.firstLayer + 6 * cube + face;
    }
    d.dsdx = out.dsdx;
    d.dtdx = out.dtdx;
    d.dsdy = out.dsdy;
    d.dtdy = out.dtdy;
    d.drdx = out.dsdx;
    d.drdy = out.dsdy;
    return;
  }
  const layerCoord = target === T.TEXTURE_1D_ARRAY ? y : target === T.TEXTURE_2D_ARRAY ? z : null;
  for (let i = 0; i < n; i++) {
    if (active[i] === 0) continue;
    out.s[i] = x[i]!;
    out.t[i] = y[i]!;
    out.r[i] = z[i]!;
    out.face[i] = -1;
    out.layer[i] = view.firstLayer + (layerCoord ? layerIndex(layerCoord[i]!, view.layers) : 0);
  }
  d.dsdx = req.ddx[0]!;
  d.dtdx = req.ddx[1]!;
  d.drdx = req.ddx[2]!;
  d.dsdy = req.ddy[0]!;
  d.dtdy = req.ddy[1]!;
  d.drdy = req.ddy[2]!;
}
