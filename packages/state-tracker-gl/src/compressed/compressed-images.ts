// Sub-image updates of S3TC images (glTexSubImage*, glCopyTexSubImage*, glCompressedTexSubImage*): the
// 4×4 block alignment EXT_texture_compression_s3tc requires, and writing blocks into an image (the
// image's blocks are patched, the new blocks decoded into the stored texels).
import type { GlContext } from '../context/gl-context.js';
import type { TextureImage, TextureObject } from '../objects/texture-objects.js';
import { readTexels, writeTexels } from '../objects/texture-storage.js';
import { blocksFromTexels, patchBlocks, s3tcOf, texelsFromBlocks } from './compressed-storage.js';

/**
 * Whether a sub-image at `offset` of `size` lies on whole blocks of an S3TC image: offsets multiples of
 * 4, sizes multiples of 4 unless the sub-image reaches the image's edge.
 */
export function onBlockGrid(img: TextureImage, offset: readonly number[], size: readonly number[]): boolean {
  const extent = [img.width, img.height];
  return [0, 1].every((i) => {
    const o = offset[i] ?? 0;
    const n = size[i] ?? 1;
    return o % 4 === 0 && (n % 4 === 0 || o + n === extent[i]);
  });
}

/** The blocks of S3TC image (face, level): as kept, or encoded from the texels (generated mipmaps). */
export function imageBlocks(c: GlContext, t: TextureObject, face: number, level: number): Uint8Array {
  const img = t.images[face]![level]!;
  if (!img.compressed) {
    c.flush();
    img.compressed = blocksFromTexels(img.texFormat, readTexels(c, t, face, level), img.width, img.height);
  }
  return img.compressed;
}

/** Writes `blocks` (a `width` × `height` sub-image on the block grid) at (x, y) of image (face, level). */
export function writeBlocks(
  c: GlContext,
  t: TextureObject,
  face: number,
  level: number,
  x: number,
  y: number,
  width: number,
  height: number,
  blocks: Uint8Array,
): void {
  const img = t.images[face]![level]!;
  patchBlocks(s3tcOf(img.texFormat)!, imageBlocks(c, t, face, level), img.width, blocks, x, y, width, height);
  writeTexels(
    c,
    t,
    face,
    level,
    x,
    y,
    0,
    width,
    height,
    1,
    texelsFromBlocks(img.texFormat, blocks, width, height),
  );
}

/**
 * Writes a box of texels into image (face, level): directly, or for an S3TC image encoded into blocks
 * (and the blocks' decoding stored).
 */
export function writeImageTexels(
  c: GlContext,
  t: TextureObject,
  face: number,
  level: number,
  offset: readonly number[],
  size: readonly number[],
  texels: Uint8Array,
): void {
  const img = t.images[face]![level]!;
  const [x, y, z] = [offset[0]!, offset[1] ?? 0, offset[2] ?? 0];
  const [w, h, d] = [size[0]!, size[1] ?? 1, size[2] ?? 1];
  if (!s3tcOf(img.texFormat)) {
    writeTexels(c, t, face, level, x, y, z, w, h, d, texels);
    return;
  }
  if (w === 0 || h === 0) return;
  writeBlocks(c, t, face, level, x, y, w, h, blocksFromTexels(img.texFormat, texels, w, h));
}
