// glPixelTransfer and glPixelMap state (OpenGL 1.5, sections 3.6.3 and table 6.17/6.18): scale, bias,
// index shift/offset, the MAP_COLOR/MAP_STENCIL switches and the ten lookup tables. The context keeps one
// PixelTransferState; setPixelTransfer/getPixelTransfer and setPixelMap/getPixelMap serve
// glPixelTransfer*, glPixelMap*v, glGetPixelMap*v and glGet of these names.

import { because } from '../errors/reason.js';
import {
  GL_ALPHA_BIAS,
  GL_ALPHA_SCALE,
  GL_BLUE_BIAS,
  GL_BLUE_SCALE,
  GL_DEPTH_BIAS,
  GL_DEPTH_SCALE,
  GL_FLOAT,
  GL_GREEN_BIAS,
  GL_GREEN_SCALE,
  GL_INDEX_OFFSET,
  GL_INDEX_SHIFT,
  GL_INVALID_ENUM,
  GL_INVALID_OPERATION,
  GL_INVALID_VALUE,
  GL_MAP_COLOR,
  GL_MAP_STENCIL,
  GL_PIXEL_MAP_A_TO_A,
  GL_PIXEL_MAP_A_TO_A_SIZE,
  GL_PIXEL_MAP_B_TO_B,
  GL_PIXEL_MAP_B_TO_B_SIZE,
  GL_PIXEL_MAP_G_TO_G,
  GL_PIXEL_MAP_G_TO_G_SIZE,
  GL_PIXEL_MAP_I_TO_A,
  GL_PIXEL_MAP_I_TO_A_SIZE,
  GL_PIXEL_MAP_I_TO_B,
  GL_PIXEL_MAP_I_TO_B_SIZE,
  GL_PIXEL_MAP_I_TO_G,
  GL_PIXEL_MAP_I_TO_G_SIZE,
  GL_PIXEL_MAP_I_TO_I,
  GL_PIXEL_MAP_I_TO_I_SIZE,
  GL_PIXEL_MAP_I_TO_R,
  GL_PIXEL_MAP_I_TO_R_SIZE,
  GL_PIXEL_MAP_R_TO_R,
  GL_PIXEL_MAP_R_TO_R_SIZE,
  GL_PIXEL_MAP_S_TO_S,
  GL_PIXEL_MAP_S_TO_S_SIZE,
  GL_RED_BIAS,
  GL_RED_SCALE,
  GL_UNSIGNED_INT,
  GL_UNSIGNED_SHORT,
} from '../gl-enums.js';

/** The ten glPixelMap tables. Colour tables hold floats in [0, 1]; I_TO_I and S_TO_S hold integers. */
export interface PixelMaps {
  iToI: Float32Array;
  sToS: Float32Array;
  iToR: Float32Array;
  iToG: Float32Array;
  iToB: Float32Array;
  iToA: Float32Array;
  rToR: Float32Array;
  gToG: Float32Array;
  bToB: Float32Array;
  aToA: Float32Array;
}
export type PixelMapName = keyof PixelMaps;

/** glPixelTransfer state and the glPixelMap tables. */
export interface PixelTransferState {
  /** MAP_COLOR: look RGBA components up in R_TO_R..A_TO_A, and colour indices in I_TO_I. */
  mapColor: boolean;
  /** MAP_STENCIL: look stencil indices up in S_TO_S. */
  mapStencil: boolean;
  /** INDEX_SHIFT: indices are shifted left by this many bits (right when negative). */
  indexShift: number;
  /** INDEX_OFFSET: added to indices after the shift. */
  indexOffset: number;
  /** RED/GREEN/BLUE/ALPHA_SCALE. */
  colorScale: [number, number, number, number];
  /** RED/GREEN/BLUE/ALPHA_BIAS. */
  colorBias: [number, number, number, number];
  depthScale: number;
  depthBias: number;
  maps: PixelMaps;
}

/** GL_MAX_PIXEL_MAP_TABLE of this implementation (Mesa's value). */
export const MAX_PIXEL_MAP_TABLE = 256;

/** The initial state: no mapping, shift/offset 0, scales 1, biases 0, every table one entry of 0. */
export function defaultPixelTransfer(): PixelTransferState {
  const one = () => new Float32Array(1);
  return {
    mapColor: false,
    mapStencil: false,
    indexShift: 0,
    indexOffset: 0,
    colorScale: [1, 1, 1, 1],
    colorBias: [0, 0, 0, 0],
    depthScale: 1,
    depthBias: 0,
    maps: {
      iToI: one(),
      sToS: one(),
      iToR: one(),
      iToG: one(),
      iToB: one(),
      iToA: one(),
      rToR: one(),
      gToG: one(),
      bToB: one(),
      aToA: one(),
    },
  };
}

/** True when the RGBA transfer operations change nothing (scale 1, bias 0, MAP_COLOR off). */
export function isColorTransferIdentity(t: PixelTransferState): boolean {
  return !t.mapColor && t.colorScale.every((s) => s === 1) && t.colorBias.every((b) => b === 0);
}

const SCALE_BIAS: Record<
  number,
  readonly ['colorScale' | 'colorBias', number] | readonly ['depthScale' | 'depthBias']
> = {
  [GL_RED_SCALE]: ['colorScale', 0],
  [GL_GREEN_SCALE]: ['colorScale', 1],
  [GL_BLUE_SCALE]: ['colorScale', 2],
  [GL_ALPHA_SCALE]: ['colorScale', 3],
  [GL_RED_BIAS]: ['colorBias', 0],
  [GL_GREEN_BIAS]: ['colorBias', 1],
  [GL_BLUE_BIAS]: ['colorBias', 2],
  [GL_ALPHA_BIAS]: ['colorBias', 3],
  [GL_DEPTH_SCALE]: ['depthScale'],
  [GL_DEPTH_BIAS]: ['depthBias'],
};

/**
 * glPixelTransfer{i,f}(pname, param). Returns 0 or GL_INVALID_ENUM for a name that is not a pixel
 * transfer parameter (the imaging subset's POST_CONVOLUTION/POST_COLOR_MATRIX names included: this
 * implementation has no imaging subset). INDEX_SHIFT/OFFSET round a float parameter to an integer.
 */
export function setPixelTransfer(state: PixelTransferState, pname: number, param: number): number {
  switch (pname) {
    case GL_MAP_COLOR:
      state.mapColor = param !== 0;
      return 0;
    case GL_MAP_STENCIL:
      state.mapStencil = param !== 0;
      return 0;
    case GL_INDEX_SHIFT:
    case GL_INDEX_OFFSET: {
      if (!Number.isFinite(param)) return because(GL_INVALID_VALUE, 'param is not a finite number');
      const value = Math.round(param) | 0;
      if (pname === GL_INDEX_SHIFT) state.indexShift = value;
      else state.indexOffset = value;
      return 0;
    }
  }
  const slot = SCALE_BIAS[pname];
  if (slot === undefined) return because(GL_INVALID_ENUM, 'pname is not a pixel transfer parameter');
  if (slot.length === 2) state[slot[0]][slot[1]] = param;
  else state[slot[0]] = param;
  return 0;
}

/** glGet of a pixel transfer name (booleans as 0/1), or undefined for other names. */
export function getPixelTransfer(state: PixelTransferState, pname: number): number | undefined {
  switch (pname) {
    case GL_MAP_COLOR:
      return Number(state.mapColor);
    case GL_MAP_STENCIL:
      return Number(state.mapStencil);
    case GL_INDEX_SHIFT:
      return state.indexShift;
    case GL_INDEX_OFFSET:
      return state.indexOffset;
  }
  const slot = SCALE_BIAS[pname];
  if (slot === undefined) return undefined;
  return slot.length === 2 ? state[slot[0]][slot[1]] : state[slot[0]];
}

const MAP_NAMES: Record<number, PixelMapName> = {
  [GL_PIXEL_MAP_I_TO_I]: 'iToI',
  [GL_PIXEL_MAP_S_TO_S]: 'sToS',
  [GL_PIXEL_MAP_I_TO_R]: 'iToR',
  [GL_PIXEL_MAP_I_TO_G]: 'iToG',
  [GL_PIXEL_MAP_I_TO_B]: 'iToB',
  [GL_PIXEL_MAP_I_TO_A]: 'iToA',
  [GL_PIXEL_MAP_R_TO_R]: 'rToR',
  [GL_PIXEL_MAP_G_TO_G]: 'gToG',
  [GL_PIXEL_MAP_B_TO_B]: 'bToB',
  [GL_PIXEL_MAP_A_TO_A]: 'aToA',
};

const MAP_SIZE_NAMES: Record<number, PixelMapName> = {
  [GL_PIXEL_MAP_I_TO_I_SIZE]: 'iToI',
  [GL_PIXEL_MAP_S_TO_S_SIZE]: 'sToS',
  [GL_PIXEL_MAP_I_TO_R_SIZE]: 'iToR',
  [GL_PIXEL_MAP_I_TO_G_SIZE]: 'iToG',
  [GL_PIXEL_MAP_I_TO_B_SIZE]: 'iToB',
  [GL_PIXEL_MAP_I_TO_A_SIZE]: 'iToA',
  [GL_PIXEL_MAP_R_TO_R_SIZE]: 'rToR',
  [GL_PIXEL_MAP_G_TO_G_SIZE]: 'gToG',
  [GL_PIXEL_MAP_B_TO_B_SIZE]: 'bToB',
  [GL_PIXEL_MAP_A_TO_A_SIZE]: 'aToA',
};

/** The table a GL_PIXEL_MAP_* name stands for, or undefined. */
export function pixelMapName(map: number): PixelMapName | undefined {
  return MAP_NAMES[map];
}

/** glGet(GL_PIXEL_MAP_*_SIZE): the table's size, or undefined for other names. */
export function getPixelMapSize(state: PixelTransferState, pname: number): number | undefined {
  const name = MAP_SIZE_NAMES[pname];
  return name === undefined ? undefined : state.maps[name].length;
}

const isIndexMap = (name: PixelMapName) => name === 'iToI' || name === 'sToS';

/** Bits of the unsigned integer types glPixelMapuiv/usv take. */
function valueBits(valueType: number): number {
  if (valueType === GL_UNSIGNED_INT) return 32;
  if (valueType === GL_UNSIGNED_SHORT) return 16;
  return 0;
}

/**
 * glPixelMap{fv,uiv,usv}(map, values.length, values) with `valueType` GL_FLOAT, GL_UNSIGNED_INT or
 * GL_UNSIGNED_SHORT. Colour tables convert unsigned integers as c / (2^b − 1) (table 2.9) and clamp every
 * entry to [0, 1]; index tables store the integer (floats rounded to nearest). Returns 0,
 * GL_INVALID_ENUM for an unknown map, or GL_INVALID_VALUE for a size outside [1, MAX_PIXEL_MAP_TABLE]
 * or, for the I_TO_* and S_TO_S tables, a size that is not a power of two (the state is then unchanged).
 */
export function setPixelMap(
  state: PixelTransferState,
  map: number,
  values: ArrayLike<number>,
  valueType: number = GL_FLOAT,
): number {
  const name = MAP_NAMES[map];
  if (name === undefined) return because(GL_INVALID_ENUM, 'map is not a pixel map');
  const size = values.length;
  if (size < 1 || size > MAX_PIXEL_MAP_TABLE) {
    return because(GL_INVALID_VALUE, 'mapsize is outside 1..GL_MAX_PIXEL_MAP_TABLE');
  }
  const indexed = name.startsWith('i') || name === 'sToS';
  if (indexed && (size & (size - 1)) !== 0) {
    return because(GL_INVALID_VALUE, 'the mapsize of an index map is not a power of two');
  }
  const bits = valueBits(valueType);
  if (bits === 0 && valueType !== GL_FLOAT)
    return because(GL_INVALID_ENUM, 'the value type is not a map type');
  const table = new Float32Array(size);
  for (let i = 0; i < size; i++) {
    const v = values[i]!;
    if (isIndexMap(name)) table[i] = bits === 0 ? Math.round(v) : v;
    else table[i] = Math.min(Math.max(bits === 0 ? v : v / (2 ** bits - 1), 0), 1);
  }
  state.maps[name] = table;
  return 0;
}

/**
 * glGetPixelMap{fv,uiv,usv}(map, out): writes the table into `out` (colour entries converted to
 * unsigned integers as round(f × (2^b − 1)) for uiv/usv). Returns 0, GL_INVALID_ENUM for an unknown map,
 * or GL_INVALID_OPERATION when `out` is shorter than the table (nothing written; as KHR_robustness's
 * glGetnPixelMap).
 */
export function getPixelMap(
  state: PixelTransferState,
  map: number,
  out: Float32Array | Uint32Array | Uint16Array | number[],
  valueType: number = GL_FLOAT,
): number {
  const name = MAP_NAMES[map];
  if (name === undefined) return because(GL_INVALID_ENUM, 'map is not a pixel map');
  const bits = valueBits(valueType);
  if (bits === 0 && valueType !== GL_FLOAT)
    return because(GL_INVALID_ENUM, 'the value type is not a map type');
  const table = state.maps[name];
  if (!Array.isArray(out) && out.length < table.length) {
    return because(GL_INVALID_OPERATION, 'values holds fewer elements than the map');
  }
  for (let i = 0; i < table.length; i++) {
    const v = table[i]!;
    out[i] = bits === 0 || isIndexMap(name) ? v : Math.round(v * (2 ** bits - 1));
  }
  return 0;
}
