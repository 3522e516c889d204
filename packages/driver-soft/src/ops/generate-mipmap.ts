// generate_mipmap on CPU resources: each level base+1..last of layers first..last is a linear blit of
// the level above it (a 2×2 box filter for halved sizes; 3D textures also average two slices), the way
// Mesa's util_gen_mipmap does it with its blitter.
import {
  blitInfo,
  levelHeight,
  levelLayers,
  levelWidth,
  makeBox,
  type PipeFormat,
  type PipeResource,
  PipeTexFilter,
  PipeTextureTarget,
} from '@gallium-ts/gallium-api';
import { blit } from './blit.js';

export function generateMipmap(
  resource: PipeResource,
  format: PipeFormat,
  baseLevel: number,
  lastLevel: number,
  firstLayer: number,
  lastLayer: number,
): void {
  const is3d = resource.target === PipeTextureTarget.TEXTURE_3D;
  for (let level = baseLevel + 1; level <= lastLevel; level++) {
    const above = level - 1;
    const srcLayers = is3d ? [0, levelLayers(resource, above)] : [firstLayer, lastLayer - firstLayer + 1];
    const dstLayers = is3d ? [0, levelLayers(resource, level)] : srcLayers;
    const src = {
      resource,
      level: above,
      format,
      box: makeBox(
        0,
        0,
        srcLayers[0]!,
        levelWidth(resource, above),
        levelHeight(resource, above),
        srcLayers[1]!,
      ),
    };
    const dst = {
      resource,
      level,
      format,
      box: makeBox(
        0,
        0,
        dstLayers[0]!,
        levelWidth(resource, level),
        levelHeight(resource, level),
        dstLayers[1]!,
      ),
    };
    blit(blitInfo(resource, resource, { src, dst, filter: PipeTexFilter.LINEAR }));
  }
}
