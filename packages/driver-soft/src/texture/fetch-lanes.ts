// TXF / SAMPLE_I / SAMPLE_I_MS: unfiltered texel fetch with integer coordinates (x; x and layer for 1D
// arrays; x, y; x, y and layer for 2D arrays and cubes (face) or cube arrays (6 × cube + face); x, y, z
// for 3D; the texel index for buffers), texel offsets added to x, y (and z for 3D), the view-relative
// mip level in `ilod` (the sample index for multisample targets, where only sample 0 exists). Anything
// out of range — coordinate, layer, level, sample — gives 0 in every channel.
import { PipeTextureTarget } from '@gallium-ts/gallium-api';
import { type TgsiTextureRequest, TgsiTextureTarget } from '@gallium-ts/tgsi';
import { storeTexel, storeZero } from './texel-output.js';
import type { ViewState } from './view-state.js';

const T = PipeTextureTarget;
const texel = new Float64Array(4);

export function fetchLanes(view: ViewState | null, req: TgsiTextureRequest): void {
  const { count: n, active, icoords, ilod, offsets } = req;
  const multisample =
    req.target === TgsiTextureTarget['2D_MSAA'] || req.target === TgsiTextureTarget['2D_ARRAY_MSAA'];
  const target = view?.target;
  const is3d = target === T.TEXTURE_3D;
  const layerCoord =
    target === T.TEXTURE_1D_ARRAY
      ? 1
      : target === T.TEXTURE_2D_ARRAY || target === T.TEXTURE_CUBE || target === T.TEXTURE_CUBE_ARRAY
        ? 2
        : -1;
  const dims = view?.dims ?? 0;
  for (let i = 0; i < n; i++) {
    if (active[i] === 0) continue;
    if (!view?.decoder) {
      storeZero(req, i);
      continue;
    }
    let x = icoords[0]![i]!;
    if (target === T.BUFFER) {
      if (x >= 0 && x < view.bufferTexels) {
        view.decoder.read(view.bufferStart + x * view.blockSize, texel, 0);
        storeTexel(view, texel, 0, false, req, i);
      } else {
        storeZero(req, i);
      }
      continue;
    }
    let y = dims > 1 ? icoords[1]![i]! : 0;
    let layer = is3d ? icoords[2]![i]! : layerCoord >= 0 ? icoords[layerCoord]![i]! : 0;
    if (offsets) {
      x += offsets[0]![i]!;
      if (dims > 1) y += offsets[1]![i]!;
      if (is3d) layer += offsets[2]![i]!;
    }
    const level = multisample ? 0 : ilod[i]!;
    const inside =
      (!multisample || ilod[i] === 0) &&
      level >= 0 &&
      level < view.levelCount &&
      x >= 0 &&
      x < view.width[level]! &&
      y >= 0 &&
      y < view.height[level]! &&
      layer >= 0 &&
      (is3d ? layer < view.depth[level]! : layer < view.layers);
    if (!inside) {
      storeZero(req, i);
      continue;
    }
    view.decoder.read(view.texelOffset(level, x, y, is3d ? layer : view.firstLayer + layer), texel, 0);
    storeTexel(view, texel, 0, false, req, i);
  }
}
