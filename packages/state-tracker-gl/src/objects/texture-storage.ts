// Texture storage: the pipe texture that holds a texture object's images. The resource is shaped from the
// image being defined (its size at level 0 and a full mip chain, as Mesa's state tracker guesses it);
// when an image does not fit the current resource a new one is made and the images that still fit are
// copied over (images that do not fit the new chain are dropped: they could only make the texture
// incomplete). Texels are written with texture_subdata.
import {
  formatDescription,
  makeBox,
  minify,
  PipeBind,
  type PipeResource,
  PipeTextureTarget,
  PipeTransfer,
  resourceTemplate,
} from '@gallium-ts/gallium-api';
import type { GlContext } from '../context/gl-context.js';
import {
  GL_TEXTURE_1D,
  GL_TEXTURE_2D,
  GL_TEXTURE_3D,
  GL_TEXTURE_CUBE_MAP,
  GL_TEXTURE_RECTANGLE,
} from '../gl-enums.js';
import type { TextureImage, TextureObject } from './texture-objects.js';

/** The pipe texture target of each GL texture target. */
export const PIPE_TARGETS: ReadonlyMap<number, PipeTextureTarget> = new Map([
  [GL_TEXTURE_1D, PipeTextureTarget.TEXTURE_1D],
  [GL_TEXTURE_2D, PipeTextureTarget.TEXTURE_2D],
  [GL_TEXTURE_3D, PipeTextureTarget.TEXTURE_3D],
  [GL_TEXTURE_CUBE_MAP, PipeTextureTarget.TEXTURE_CUBE],
  [GL_TEXTURE_RECTANGLE, PipeTextureTarget.TEXTURE_RECT],
]);

/** The level-0 shape a resource needs to hold `image` at `level` (a rectangle texture has level 0 only). */
function shapeFor(t: TextureObject, image: TextureImage, level: number) {
  const is3d = t.target === GL_TEXTURE_3D;
  const is1d = t.target === GL_TEXTURE_1D;
  const width0 = image.width << level;
  const height0 = is1d ? 1 : image.height << level;
  const depth0 = is3d ? image.depth << level : 1;
  const lastLevel =
    t.target === GL_TEXTURE_RECTANGLE ? 0 : Math.floor(Math.log2(Math.max(width0, height0, depth0)));
  return { width0, height0, depth0, lastLevel };
}

function fits(res: PipeResource, image: TextureImage, level: number): boolean {
  return (
    res.format === image.texFormat.pipeFormat &&
    level <= res.lastLevel &&
    minify(res.width0, level) === image.width &&
    (res.target === PipeTextureTarget.TEXTURE_1D || minify(res.height0, level) === image.height) &&
    (res.target !== PipeTextureTarget.TEXTURE_3D || minify(res.depth0, level) === image.depth)
  );
}

/**
 * Defines image (face, level) of `t` and writes `texels` (tightly packed, or null to leave the contents
 * undefined). Returns false, changing nothing, when the storage cannot be allocated.
 */
export function defineTextureImage(
  c: GlContext,
  t: TextureObject,
  face: number,
  level: number,
  image: TextureImage,
  texels: Uint8Array | null,
): boolean {
  let res = t.resource;
  if (!res || !fits(res, image, level)) {
    const shape = shapeFor(t, image, level);
    let created: PipeResource;
    try {
      created = c.screen.resourceCreate(
        resourceTemplate({
          target: PIPE_TARGETS.get(t.target)!,
          format: image.texFormat.pipeFormat,
          ...shape,
          arraySize: t.target === GL_TEXTURE_CUBE_MAP ? 6 : 1,
          // What the storage format was chosen for (texture-images.ts): depth formats are depth buffers.
          bind:
            PipeBind.SAMPLER_VIEW |
            (formatDescription(image.texFormat.pipeFormat).isDepth
              ? PipeBind.DEPTH_STENCIL
              : PipeBind.RENDER_TARGET),
        }),
      );
    } catch {
      return false;
    }
    // Keep the images that fit the new chain; drop the others.
    t.images.forEach((levels, f) => {
      levels.forEach((img, l) => {
        if (!img || (f === face && l === level)) return;
        if (res && fits(res, img, l) && fits(created, img, l)) {
          c.pipe.resourceCopyRegion(
            created,
            l,
            0,
            0,
            f,
            res,
            l,
            makeBox(0, 0, f, img.width, img.height, img.depth),
          );
        } else {
          levels[l] = null;
        }
      });
    });
    t.release(c);
    t.resource = created;
    res = created;
  }
  t.images[face]![level] = image;
  t.invalidateView(c);
  if (texels) writeTexels(c, t, face, level, 0, 0, 0, image.width, image.height, image.depth, texels);
  return true;
}

/** Writes a box of tightly packed texels into image (face, level). */
export function writeTexels(
  c: GlContext,
  t: TextureObject,
  face: number,
  level: number,
  x: number,
  y: number,
  z: number,
  width: number,
  height: number,
  depth: number,
  texels: Uint8Array,
): void {
  if (width === 0 || height === 0 || depth === 0) return;
  const res = t.resource!;
  const block = formatDescription(res.format).blockSize;
  const layer = t.target === GL_TEXTURE_CUBE_MAP ? face : z;
  c.pipe.textureSubdata(
    res,
    level,
    PipeTransfer.WRITE,
    makeBox(x, y, layer, width, height, depth),
    texels,
    width * block,
    width * height * block,
  );
}

/** Reads image (face, level) back as tightly packed texels. */
export function readTexels(c: GlContext, t: TextureObject, face: number, level: number): Uint8Array {
  const img = t.images[face]![level]!;
  const res = t.resource!;
  const block = formatDescription(res.format).blockSize;
  const row = img.width * block;
  const out = new Uint8Array(row * img.height * img.depth);
  const layer = t.target === GL_TEXTURE_CUBE_MAP ? face : 0;
  const map = c.pipe.transferMap(
    res,
    level,
    PipeTransfer.READ,
    makeBox(0, 0, layer, img.width, img.height, img.depth),
  )!;
  for (let z = 0; z < img.depth; z++) {
    for (let y = 0; y < img.height; y++) {
      const src = z * map.transfer.layerStride + y * map.transfer.stride;
      out.set(map.data.subarray(src, src + row), (z * img.height + y) * row);
    }
  }
  c.pipe.transferUnmap(map.transfer);
  return out;
}
