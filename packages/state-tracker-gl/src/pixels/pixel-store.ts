// glPixelStore state (OpenGL 1.5, table 3.1 and 4.3.2): how pixel rectangles are laid out in client
// memory. The context keeps one PixelStoreState for unpacking (data the GL reads) and one for packing
// (data the GL writes); setPixelStore/getPixelStore serve glPixelStore* and glGet on their names.

import { because } from '../errors/reason.js';
import {
  GL_INVALID_ENUM,
  GL_INVALID_VALUE,
  GL_PACK_ALIGNMENT,
  GL_PACK_IMAGE_HEIGHT,
  GL_PACK_LSB_FIRST,
  GL_PACK_ROW_LENGTH,
  GL_PACK_SKIP_IMAGES,
  GL_PACK_SKIP_PIXELS,
  GL_PACK_SKIP_ROWS,
  GL_PACK_SWAP_BYTES,
  GL_UNPACK_ALIGNMENT,
  GL_UNPACK_IMAGE_HEIGHT,
  GL_UNPACK_LSB_FIRST,
  GL_UNPACK_ROW_LENGTH,
  GL_UNPACK_SKIP_IMAGES,
  GL_UNPACK_SKIP_PIXELS,
  GL_UNPACK_SKIP_ROWS,
  GL_UNPACK_SWAP_BYTES,
} from '../gl-enums.js';

/** The PACK_* or UNPACK_* pixel storage modes. */
export interface PixelStoreState {
  /** SWAP_BYTES: reverse the bytes of 2- and 4-byte elements. */
  swapBytes: boolean;
  /** LSB_FIRST: bitmap bits run from the least significant bit of each byte. */
  lsbFirst: boolean;
  /** ROW_LENGTH: pixels per row in memory; 0 means the image width. */
  rowLength: number;
  /** IMAGE_HEIGHT: rows per image of a 3D image; 0 means the image height. */
  imageHeight: number;
  skipRows: number;
  skipPixels: number;
  /** SKIP_IMAGES: images skipped at the start of a 3D image. */
  skipImages: number;
  /** ALIGNMENT: 1, 2, 4 or 8; rows start at multiples of it (see the element-size rule). */
  alignment: number;
}

/** The initial storage modes (all zero/false, alignment 4). */
export function defaultPixelStore(): PixelStoreState {
  return {
    swapBytes: false,
    lsbFirst: false,
    rowLength: 0,
    imageHeight: 0,
    skipRows: 0,
    skipPixels: 0,
    skipImages: 0,
    alignment: 4,
  };
}

type StoreKey = keyof PixelStoreState;

const PACK_NAMES: Record<number, StoreKey> = {
  [GL_PACK_SWAP_BYTES]: 'swapBytes',
  [GL_PACK_LSB_FIRST]: 'lsbFirst',
  [GL_PACK_ROW_LENGTH]: 'rowLength',
  [GL_PACK_IMAGE_HEIGHT]: 'imageHeight',
  [GL_PACK_SKIP_ROWS]: 'skipRows',
  [GL_PACK_SKIP_PIXELS]: 'skipPixels',
  [GL_PACK_SKIP_IMAGES]: 'skipImages',
  [GL_PACK_ALIGNMENT]: 'alignment',
};

const UNPACK_NAMES: Record<number, StoreKey> = {
  [GL_UNPACK_SWAP_BYTES]: 'swapBytes',
  [GL_UNPACK_LSB_FIRST]: 'lsbFirst',
  [GL_UNPACK_ROW_LENGTH]: 'rowLength',
  [GL_UNPACK_IMAGE_HEIGHT]: 'imageHeight',
  [GL_UNPACK_SKIP_ROWS]: 'skipRows',
  [GL_UNPACK_SKIP_PIXELS]: 'skipPixels',
  [GL_UNPACK_SKIP_IMAGES]: 'skipImages',
  [GL_UNPACK_ALIGNMENT]: 'alignment',
};

function lookup(pack: PixelStoreState, unpack: PixelStoreState, pname: number) {
  const packKey = PACK_NAMES[pname];
  if (packKey !== undefined) return { state: pack, key: packKey };
  const unpackKey = UNPACK_NAMES[pname];
  if (unpackKey !== undefined) return { state: unpack, key: unpackKey };
  return null;
}

/**
 * glPixelStore{i,f}(pname, param) on the context's pack and unpack states. Returns 0, GL_INVALID_ENUM for
 * an unknown pname, or GL_INVALID_VALUE for a negative length/skip or an alignment other than 1, 2, 4, 8
 * (the state is then unchanged). Booleans take any non-zero value as true; glPixelStoref values are
 * rounded to the nearest integer first, as the spec says for integer-valued parameters.
 */
export function setPixelStore(
  pack: PixelStoreState,
  unpack: PixelStoreState,
  pname: number,
  param: number,
): number {
  const target = lookup(pack, unpack, pname);
  if (target === null) return because(GL_INVALID_ENUM, 'pname is not a pixel storage parameter');
  const { state, key } = target;
  if (key === 'swapBytes' || key === 'lsbFirst') {
    state[key] = param !== 0;
    return 0;
  }
  if (Number.isNaN(param)) return because(GL_INVALID_VALUE, 'param is NaN');
  const value = Math.round(param);
  if (key === 'alignment') {
    if (value !== 1 && value !== 2 && value !== 4 && value !== 8) {
      return because(GL_INVALID_VALUE, 'the alignment is not 1, 2, 4 or 8');
    }
  } else if (value < 0 || value > 0x7fffffff) {
    return because(GL_INVALID_VALUE, 'a length or skip is negative (or past 2^31 - 1)');
  }
  state[key] = value;
  return 0;
}

/** glGet of a PACK_* / UNPACK_* name: its value (booleans as 0/1), or undefined for other names. */
export function getPixelStore(
  pack: PixelStoreState,
  unpack: PixelStoreState,
  pname: number,
): number | undefined {
  const target = lookup(pack, unpack, pname);
  if (target === null) return undefined;
  const value = target.state[target.key];
  return typeof value === 'boolean' ? Number(value) : value;
}
