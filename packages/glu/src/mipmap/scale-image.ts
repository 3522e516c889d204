// gluScaleImage: scales an image of any GLU format/type to another size and type, reading the caller's
// image under the GL unpack modes and writing the result under the pack modes, as Mesa's libGLU does
// (through a 16-bit working image and its box filter).
import type { ImageFormat, ImageType } from '../enum-types.js';
import { GLU_INVALID_ENUM, GLU_INVALID_OPERATION, GLU_INVALID_VALUE } from '../glu-enums.js';
import { formatComponents, legalFormat, legalFormatForType, legalType } from './pixel-formats.js';
import { packModes, unpackModes } from './pixel-store.js';
import { emptyUshortImage, fillUshortImage } from './ushort-image.js';
import { scaleUshort } from './ushort-scale.js';

/**
 * Scales an image of wIn × hIn pixels to wOut × hOut, converting between component types, into the
 * caller's `dataOut`, reading under the GL unpack modes and writing under the pack modes; returns 0 or a
 * GLU error code.
 * Returns GLU_INVALID_VALUE for a negative size, GLU_INVALID_ENUM for an unknown format or type,
 * GLU_INVALID_OPERATION for a packed type that does not fit the format. A zero size does nothing.
 * @param dataOut - any typed array, filled as glReadPixels would fill it.
 * @see GLU 1.3 §3.1
 */
export function gluScaleImage(
  format: ImageFormat,
  wIn: number,
  hIn: number,
  typeIn: ImageType,
  dataIn: ArrayBufferView,
  wOut: number,
  hOut: number,
  typeOut: ImageType,
  dataOut: ArrayBufferView,
): number {
  // GLsizei arguments, as C receives them.
  [wIn, hIn, wOut, hOut] = [wIn | 0, hIn | 0, wOut | 0, hOut | 0];
  if (wIn === 0 || hIn === 0 || wOut === 0 || hOut === 0) return 0;
  if (wIn < 0 || hIn < 0 || wOut < 0 || hOut < 0) return GLU_INVALID_VALUE;
  if (!legalFormat(format) || !legalType(typeIn) || !legalType(typeOut)) return GLU_INVALID_ENUM;
  if (!legalFormatForType(format, typeIn) || !legalFormatForType(format, typeOut))
    return GLU_INVALID_OPERATION;
  const before = fillUshortImage(unpackModes(), wIn, hIn, 1, format, typeIn, dataIn);
  const after = scaleUshort(formatComponents(format), wIn, hIn, before, wOut, hOut);
  emptyUshortImage(packModes(), wOut, hOut, format, typeOut, after, dataOut);
  return 0;
}
