// The current raster position (GL 1.5, 2.13): window coordinates, validity, eye distance and the
// associated colours and texture coordinates glBitmap and glDrawPixels use. Part of GL_CURRENT_BIT.
import type { Vec4 } from '../ffp/ffp-state.js';

export interface RasterPosState {
  valid: boolean;
  /** Window x, y, z and clip w. */
  position: Vec4;
  distance: number;
  color: Vec4;
  secondaryColor: Vec4;
  /** Per texture unit. */
  texCoords: Vec4[];
}

export function defaultRasterPos(units: number): RasterPosState {
  return {
    valid: true,
    position: [0, 0, 0, 1],
    distance: 0,
    color: [1, 1, 1, 1],
    secondaryColor: [0, 0, 0, 1],
    texCoords: Array.from({ length: units }, (): Vec4 => [0, 0, 0, 1]),
  };
}
