// TXQ / SVIEWINFO (size) and LODQ / LOD (lod) for bound views.
import { minify, PipeTextureTarget } from '@gallium-ts/gallium-api';
import type { TgsiTextureRequest } from '@gallium-ts/tgsi';
import { prepareCoordinates } from './coordinates.js';
import type { LaneScratch } from './lane-scratch.js';
import { type LaneDerivatives, queryLod } from './level-of-detail.js';
import type { TextureUnit } from './texture-unit.js';
import type { ViewState } from './view-state.js';

const T = PipeTextureTarget;

/**
 * Width, height, depth (3D) or layers (arrays; cubes for cube arrays), and the view's level count at
 * view-relative `level`; dimensions a target lacks are 0. Buffers: (texels, 0, 0, 1). A level outside
 * the view gives 0 sizes and the level count; an unbound view gives 0 everywhere.
 */
export function textureSize(view: ViewState | null, level: number, out: Int32Array): void {
  out.fill(0, 0, 4);
  if (!view) return;
  if (view.target === T.BUFFER) {
    out[0] = view.bufferTexels;
    out[3] = 1;
    return;
  }
  const source = view.source;
  out[3] = view.viewLevels;
  if (!(level >= 0 && level < view.viewLevels)) return;
  const absolute = source.firstLevel + level;
  out[0] = minify(source.width0, absolute);
  switch (view.target) {
    case T.TEXTURE_1D:
      break;
    case T.TEXTURE_1D_ARRAY:
      out[1] = view.layers;
      break;
    case T.TEXTURE_3D:
      out[1] = minify(source.height0, absolute);
      out[2] = minify(source.depth0, absolute);
      break;
    case T.TEXTURE_2D_ARRAY:
      out[1] = minify(source.height0, absolute);
      out[2] = view.layers;
      break;
    case T.TEXTURE_CUBE_ARRAY:
      out[1] = minify(source.height0, absolute);
      out[2] = view.layers / 6;
      break;
    default:
      out[1] = minify(source.height0, absolute);
  }
}

/** LODQ for every active lane: out x = the level of detail accessed, y = λ' (see queryLod). */
export function lodLanes(
  unit: TextureUnit,
  req: TgsiTextureRequest,
  normalized: boolean,
  scratch: LaneScratch,
  d: LaneDerivatives,
): void {
  const { count: n, active } = req;
  prepareCoordinates(unit.view, req, scratch, d);
  for (let i = 0; i < n; i++) {
    if (active[i] === 0) continue;
    queryLod(unit, d, i, normalized, req.out);
    req.out[2]![i] = 0;
    req.out[3]![i] = 0;
  }
}
