// Texture colours as a sampler returns them for each base internal format (GL 1.5, table 3.21), for the
// fragment tests: a texture stores (R, G, B, A) or a luminance / intensity value in R.
import * as GL from '../../src/gl-enums.js';
import type { V4 } from './run-programs.js';

export const BASE_FORMATS = [
  GL.GL_ALPHA,
  GL.GL_LUMINANCE,
  GL.GL_LUMINANCE_ALPHA,
  GL.GL_INTENSITY,
  GL.GL_RGB,
  GL.GL_RGBA,
] as const;

export const FORMAT_NAMES: Record<number, string> = {
  [GL.GL_ALPHA]: 'ALPHA',
  [GL.GL_LUMINANCE]: 'LUMINANCE',
  [GL.GL_LUMINANCE_ALPHA]: 'LUMINANCE_ALPHA',
  [GL.GL_INTENSITY]: 'INTENSITY',
  [GL.GL_RGB]: 'RGB',
  [GL.GL_RGBA]: 'RGBA',
};

/** The (R, G, B, A) a texture of `format` holding texel `t` gives the texture environment. */
export function expandTexel(format: number, t: V4): V4 {
  switch (format) {
    case GL.GL_ALPHA:
      return [0, 0, 0, t[3]];
    case GL.GL_LUMINANCE:
      return [t[0], t[0], t[0], 1];
    case GL.GL_LUMINANCE_ALPHA:
      return [t[0], t[0], t[0], t[3]];
    case GL.GL_INTENSITY:
      return [t[0], t[0], t[0], t[0]];
    case GL.GL_RGB:
      return [t[0], t[1], t[2], 1];
    default:
      return [...t];
  }
}
