// The GL map types gluNurbsCurve/gluNurbsSurface accept and the trim types of gluNurbsCurve/gluPwlCurve:
// how many coordinates a control point has, and what the evaluated values feed (vertex, normal, colour,
// texture coordinate, colour index, trim).
import {
  GL_MAP1_COLOR_4,
  GL_MAP1_INDEX,
  GL_MAP1_NORMAL,
  GL_MAP1_TEXTURE_COORD_1,
  GL_MAP1_TEXTURE_COORD_2,
  GL_MAP1_TEXTURE_COORD_3,
  GL_MAP1_TEXTURE_COORD_4,
  GL_MAP1_VERTEX_3,
  GL_MAP1_VERTEX_4,
  GL_MAP2_COLOR_4,
  GL_MAP2_INDEX,
  GL_MAP2_NORMAL,
  GL_MAP2_TEXTURE_COORD_1,
  GL_MAP2_TEXTURE_COORD_2,
  GL_MAP2_TEXTURE_COORD_3,
  GL_MAP2_TEXTURE_COORD_4,
  GL_MAP2_VERTEX_3,
  GL_MAP2_VERTEX_4,
} from '@gallium-ts/state-tracker-gl';
import { GLU_MAP1_TRIM_2, GLU_MAP1_TRIM_3 } from '../glu-enums.js';

/** What an evaluated map provides for each vertex. */
export type MapRole = 'vertex' | 'normal' | 'color' | 'texcoord' | 'index' | 'trim';

export interface MapType {
  readonly role: MapRole;
  /** Coordinates per control point (4 for homogeneous vertices, 3 for homogeneous trims). */
  readonly size: number;
  /** Whether the last coordinate is a weight (GL_MAP*_VERTEX_4, GLU_MAP1_TRIM_3). */
  readonly rational: boolean;
}

const CURVE_TYPES = new Map<number, MapType>([
  [GL_MAP1_VERTEX_3, { role: 'vertex', size: 3, rational: false }],
  [GL_MAP1_VERTEX_4, { role: 'vertex', size: 4, rational: true }],
  [GL_MAP1_NORMAL, { role: 'normal', size: 3, rational: false }],
  [GL_MAP1_COLOR_4, { role: 'color', size: 4, rational: false }],
  [GL_MAP1_INDEX, { role: 'index', size: 1, rational: false }],
  [GL_MAP1_TEXTURE_COORD_1, { role: 'texcoord', size: 1, rational: false }],
  [GL_MAP1_TEXTURE_COORD_2, { role: 'texcoord', size: 2, rational: false }],
  [GL_MAP1_TEXTURE_COORD_3, { role: 'texcoord', size: 3, rational: false }],
  [GL_MAP1_TEXTURE_COORD_4, { role: 'texcoord', size: 4, rational: false }],
]);

const SURFACE_TYPES = new Map<number, MapType>([
  [GL_MAP2_VERTEX_3, { role: 'vertex', size: 3, rational: false }],
  [GL_MAP2_VERTEX_4, { role: 'vertex', size: 4, rational: true }],
  [GL_MAP2_NORMAL, { role: 'normal', size: 3, rational: false }],
  [GL_MAP2_COLOR_4, { role: 'color', size: 4, rational: false }],
  [GL_MAP2_INDEX, { role: 'index', size: 1, rational: false }],
  [GL_MAP2_TEXTURE_COORD_1, { role: 'texcoord', size: 1, rational: false }],
  [GL_MAP2_TEXTURE_COORD_2, { role: 'texcoord', size: 2, rational: false }],
  [GL_MAP2_TEXTURE_COORD_3, { role: 'texcoord', size: 3, rational: false }],
  [GL_MAP2_TEXTURE_COORD_4, { role: 'texcoord', size: 4, rational: false }],
]);

const TRIM_TYPES = new Map<number, MapType>([
  [GLU_MAP1_TRIM_2, { role: 'trim', size: 2, rational: false }],
  [GLU_MAP1_TRIM_3, { role: 'trim', size: 3, rational: true }],
]);

export function curveMapType(type: number): MapType | undefined {
  return CURVE_TYPES.get(type);
}

export function surfaceMapType(type: number): MapType | undefined {
  return SURFACE_TYPES.get(type);
}

export function trimMapType(type: number): MapType | undefined {
  return TRIM_TYPES.get(type);
}
