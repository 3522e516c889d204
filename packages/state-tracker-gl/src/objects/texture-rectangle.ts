// GL_ARB_texture_rectangle (= EXT_/NV_texture_rectangle, same enums): the rules a rectangle texture adds
// to the texture commands, in one place. A rectangle texture has one level (0) and no border, any size up
// to GL_MAX_RECTANGLE_TEXTURE_SIZE_ARB, is sampled with unnormalized coordinates (0..w, 0..h), allows only
// the wrap modes that clamp and the minification filters without mipmaps, starts with CLAMP_TO_EDGE and
// LINEAR, and takes no specific compressed format (glCompressedTexImage* and S3TC internal formats).
import type { GlContext } from '../context/gl-context.js';
import { validValue } from '../errors/check.js';
import {
  GL_CLAMP,
  GL_CLAMP_TO_BORDER,
  GL_CLAMP_TO_EDGE,
  GL_INVALID_ENUM,
  GL_LINEAR,
  GL_NEAREST,
  GL_PROXY_TEXTURE_RECTANGLE,
  GL_TEXTURE_BASE_LEVEL,
  GL_TEXTURE_MIN_FILTER,
  GL_TEXTURE_RECTANGLE,
  GL_TEXTURE_WRAP_R,
  GL_TEXTURE_WRAP_S,
  GL_TEXTURE_WRAP_T,
} from '../gl-enums.js';
import type { TextureParams } from './texture-objects.js';

/** Whether `target` is the rectangle target or its proxy. */
export const isRectangleTarget = (target: number): boolean =>
  target === GL_TEXTURE_RECTANGLE || target === GL_PROXY_TEXTURE_RECTANGLE;

const WRAPS: ReadonlySet<number> = new Set([GL_CLAMP, GL_CLAMP_TO_EDGE, GL_CLAMP_TO_BORDER]);
const MIN_FILTERS: ReadonlySet<number> = new Set([GL_NEAREST, GL_LINEAR]);

/** The initial sampler parameters of a rectangle texture: CLAMP_TO_EDGE wraps, LINEAR minification. */
export function rectangleDefaults(p: TextureParams): void {
  p.minFilter = GL_LINEAR;
  p.wrapS = GL_CLAMP_TO_EDGE;
  p.wrapT = GL_CLAMP_TO_EDGE;
  p.wrapR = GL_CLAMP_TO_EDGE;
}

/**
 * The glTexParameter values a rectangle texture refuses: REPEAT and the mirrored wraps, mipmapped
 * minification (INVALID_ENUM), a base level other than 0 (INVALID_VALUE, as the extension's Errors section
 * says). Records the error and returns false; true for every other value (checked as for any texture).
 */
export function rectangleParameterAllowed(c: GlContext, pname: number, value: number): boolean {
  switch (pname) {
    case GL_TEXTURE_WRAP_S:
    case GL_TEXTURE_WRAP_T:
    case GL_TEXTURE_WRAP_R:
      if (WRAPS.has(value)) return true;
      c.setError(
        GL_INVALID_ENUM,
        'a rectangle texture wraps only with CLAMP, CLAMP_TO_EDGE or CLAMP_TO_BORDER',
      );
      return false;
    case GL_TEXTURE_MIN_FILTER:
      if (MIN_FILTERS.has(value)) return true;
      c.setError(GL_INVALID_ENUM, 'a rectangle texture has no mipmaps: its min filter is NEAREST or LINEAR');
      return false;
    case GL_TEXTURE_BASE_LEVEL:
      return validValue(c, value === 0, 'a rectangle texture has only level 0');
    default:
      return true;
  }
}
