// Mipmap generation (glGenerateMipmap, GL_GENERATE_MIPMAP): defines levels baseLevel+1..q from the base
// image and fills them with the pipe's generate_mipmap where the screen offers it, else by blitting each
// level from the one above with linear filtering.
import { blitInfo, blitSide, minify, PipeTexFilter, PipeTextureTarget } from '@gallium-ts/gallium-api';
import type { GlContext } from '../context/gl-context.js';
import type { TextureObject } from './texture-objects.js';

export function generateMipmap(c: GlContext, t: TextureObject): void {
  const res = t.resource;
  const base = t.baseImage;
  if (!res || !base) return;
  const first = t.params.baseLevel;
  const last = Math.min(
    first + Math.floor(Math.log2(Math.max(base.width, base.height, base.depth))),
    t.params.maxLevel,
    res.lastLevel,
  );
  if (last <= first) return;
  for (const face of t.images) {
    const img = face[first];
    if (!img) continue;
    for (let level = first + 1; level <= last; level++) {
      const shift = level - first;
      // Generated levels hold texels only; an S3TC level's blocks are encoded when asked for.
      face[level] = {
        ...img,
        compressed: undefined,
        width: minify(img.width, shift),
        height: minify(img.height, shift),
        depth: minify(img.depth, shift),
      };
    }
  }
  t.invalidateView(c);
  const layers = res.target === PipeTextureTarget.TEXTURE_CUBE ? 6 : 1;
  if (c.limits.generateMipmap && c.pipe.generateMipmap(res, res.format, first, last, 0, layers - 1)) return;
  for (let level = first + 1; level <= last; level++) {
    c.pipe.blit(
      blitInfo(res, res, {
        src: blitSide(res, { level: level - 1 }),
        dst: blitSide(res, { level }),
        filter: PipeTexFilter.LINEAR,
      }),
    );
  }
}
