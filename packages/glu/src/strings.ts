// gluErrorString, gluGetString and gluCheckExtension: GLU's strings, with the texts of Mesa's libGLU so that
// ported programs print the same messages.
import {
  GL_INVALID_ENUM,
  GL_INVALID_FRAMEBUFFER_OPERATION,
  GL_INVALID_OPERATION,
  GL_INVALID_VALUE,
  GL_NO_ERROR,
  GL_OUT_OF_MEMORY,
  GL_STACK_OVERFLOW,
  GL_STACK_UNDERFLOW,
  GL_TABLE_TOO_LARGE,
} from '@gallium-ts/state-tracker-gl';
import type { GluStringName } from './enum-types.js';
import {
  GLU_EXTENSIONS,
  GLU_INCOMPATIBLE_GL_VERSION,
  GLU_INVALID_ENUM,
  GLU_INVALID_OPERATION,
  GLU_INVALID_VALUE,
  GLU_OUT_OF_MEMORY,
  GLU_TESS_ERROR1,
  GLU_TESS_ERROR6,
  GLU_VERSION,
} from './glu-enums.js';
import { nurbsErrorString } from './nurbs/errors.js';

const GL_AND_GLU_ERRORS = new Map<number, string>([
  [GL_NO_ERROR, 'no error'],
  [GL_INVALID_ENUM, 'invalid enumerant'],
  [GL_INVALID_VALUE, 'invalid value'],
  [GL_INVALID_OPERATION, 'invalid operation'],
  [GL_STACK_OVERFLOW, 'stack overflow'],
  [GL_STACK_UNDERFLOW, 'stack underflow'],
  [GL_OUT_OF_MEMORY, 'out of memory'],
  [GL_TABLE_TOO_LARGE, 'table too large'],
  [GL_INVALID_FRAMEBUFFER_OPERATION, 'invalid framebuffer operation'],
  [GLU_INVALID_ENUM, 'invalid enumerant'],
  [GLU_INVALID_VALUE, 'invalid value'],
  [GLU_OUT_OF_MEMORY, 'out of memory'],
  [GLU_INCOMPATIBLE_GL_VERSION, 'incompatible gl version'],
  [GLU_INVALID_OPERATION, 'invalid operation'],
]);

/** GLU_TESS_ERROR1 … GLU_TESS_ERROR6, in order. */
const TESS_ERRORS = [
  'gluTessBeginPolygon() must precede a gluTessEndPolygon()',
  'gluTessBeginContour() must precede a gluTessEndContour()',
  'gluTessEndPolygon() must follow a gluTessBeginPolygon()',
  'gluTessEndContour() must follow a gluTessBeginContour()',
  'a coordinate is too large',
  'need combine callback',
];

/**
 * Returns the English text of a GL or GLU error code (GL_*, GLU_*, GLU_NURBS_ERRORn, GLU_TESS_ERRORn), or
 * null for any other number, as C returns NULL.
 * @see GLU 1.3 §8
 */
export function gluErrorString(errorCode: number): string | null {
  const text = GL_AND_GLU_ERRORS.get(errorCode);
  if (text !== undefined) return text;
  const nurbs = nurbsErrorString(errorCode);
  if (nurbs !== null) return nurbs;
  if (errorCode >= GLU_TESS_ERROR1 && errorCode <= GLU_TESS_ERROR6)
    return TESS_ERRORS[errorCode - GLU_TESS_ERROR1] ?? null;
  return null;
}

/** The extensions this GLU offers, as gluGetString(GLU_EXTENSIONS) returns them. */
const GLU_EXTENSION_STRING = 'GLU_EXT_nurbs_tessellator GLU_EXT_object_space_tess ';

/**
 * Returns "1.3" for GLU_VERSION and the blank-separated extension list for GLU_EXTENSIONS; null for any
 * other name.
 * @see GLU 1.3 §2
 */
export function gluGetString(name: GluStringName): string | null {
  if (name === GLU_VERSION) return '1.3';
  if (name === GLU_EXTENSIONS) return GLU_EXTENSION_STRING;
  return null;
}

/**
 * Tells whether `extName` is one of the blank-separated words of `extString`: GL_TRUE (1) or GL_FALSE (0).
 * Only whole words match ("GL_EXT_texture" is not in "GL_EXT_texture3D"); a null extString gives GL_FALSE.
 * @see GLU 1.3 §2
 */
export function gluCheckExtension(extName: string, extString: string | null): number {
  if (extString === null) return 0;
  return extString.split(' ').some((word) => word !== '' && word === extName) ? 1 : 0;
}
