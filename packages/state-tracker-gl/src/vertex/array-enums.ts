// The client array each array enum (GL_VERTEX_ARRAY, GL_TEXTURE_COORD_ARRAY, ...) names.
import type { GlContext } from '../context/gl-context.js';
import { Attrib } from '../draw/program-source.js';
import {
  GL_COLOR_ARRAY,
  GL_EDGE_FLAG_ARRAY,
  GL_FOG_COORD_ARRAY,
  GL_INDEX_ARRAY,
  GL_NORMAL_ARRAY,
  GL_SECONDARY_COLOR_ARRAY,
  GL_TEXTURE_COORD_ARRAY,
  GL_VERTEX_ARRAY,
} from '../gl-enums.js';
import type { ClientArray } from './client-arrays.js';

/** The client array an array enum names (texture coordinates: of the client active unit). */
export function clientArrayOf(c: GlContext, array: number): ClientArray | undefined {
  switch (array) {
    case GL_VERTEX_ARRAY:
      return c.arrays.get(Attrib.POSITION);
    case GL_NORMAL_ARRAY:
      return c.arrays.get(Attrib.NORMAL);
    case GL_COLOR_ARRAY:
      return c.arrays.get(Attrib.COLOR0);
    case GL_SECONDARY_COLOR_ARRAY:
      return c.arrays.get(Attrib.COLOR1);
    case GL_FOG_COORD_ARRAY:
      return c.arrays.get(Attrib.FOG_COORD);
    case GL_EDGE_FLAG_ARRAY:
      return c.arrays.get(Attrib.EDGEFLAG);
    case GL_TEXTURE_COORD_ARRAY:
      return c.arrays.texCoord(c.clientActiveTexture);
    case GL_INDEX_ARRAY:
      return c.arrays.index;
    default:
      return undefined;
  }
}
