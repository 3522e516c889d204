// The GL pixel-store state GLU's image functions read (glGetIntegerv), and a scope that sets the unpack
// state GLU uploads its own tightly packed levels with and puts the caller's state back afterwards.
import {
  GL_PACK_ALIGNMENT,
  GL_PACK_LSB_FIRST,
  GL_PACK_ROW_LENGTH,
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
  glGetIntegerv,
  glPixelStorei,
} from '@gallium-ts/state-tracker-gl';

/** How an image is laid out in client memory (one direction: pack or unpack). */
export interface PixelStoreModes {
  alignment: number;
  rowLength: number;
  skipRows: number;
  skipPixels: number;
  swapBytes: boolean;
  lsbFirst: boolean;
  imageHeight: number;
  skipImages: number;
}

function getInteger(pname: number): number {
  const out = new Int32Array(1);
  glGetIntegerv(pname, out);
  return out[0];
}

/** The current unpack modes (how GL reads the caller's images). */
export function unpackModes(): PixelStoreModes {
  return {
    alignment: getInteger(GL_UNPACK_ALIGNMENT),
    rowLength: getInteger(GL_UNPACK_ROW_LENGTH),
    skipRows: getInteger(GL_UNPACK_SKIP_ROWS),
    skipPixels: getInteger(GL_UNPACK_SKIP_PIXELS),
    swapBytes: getInteger(GL_UNPACK_SWAP_BYTES) !== 0,
    lsbFirst: getInteger(GL_UNPACK_LSB_FIRST) !== 0,
    imageHeight: getInteger(GL_UNPACK_IMAGE_HEIGHT),
    skipImages: getInteger(GL_UNPACK_SKIP_IMAGES),
  };
}

/** The current pack modes (how gluScaleImage writes its output, as GL writes glReadPixels output). */
export function packModes(): PixelStoreModes {
  return {
    alignment: getInteger(GL_PACK_ALIGNMENT),
    rowLength: getInteger(GL_PACK_ROW_LENGTH),
    skipRows: getInteger(GL_PACK_SKIP_ROWS),
    skipPixels: getInteger(GL_PACK_SKIP_PIXELS),
    swapBytes: getInteger(GL_PACK_SWAP_BYTES) !== 0,
    lsbFirst: getInteger(GL_PACK_LSB_FIRST) !== 0,
    imageHeight: 0,
    skipImages: 0,
  };
}

const TIGHT_UNPACK: readonly (readonly [number, keyof PixelStoreModes, number])[] = [
  [GL_UNPACK_ALIGNMENT, 'alignment', 1],
  [GL_UNPACK_ROW_LENGTH, 'rowLength', 0],
  [GL_UNPACK_SKIP_ROWS, 'skipRows', 0],
  [GL_UNPACK_SKIP_PIXELS, 'skipPixels', 0],
  [GL_UNPACK_SWAP_BYTES, 'swapBytes', 0],
  [GL_UNPACK_IMAGE_HEIGHT, 'imageHeight', 0],
  [GL_UNPACK_SKIP_IMAGES, 'skipImages', 0],
];

/** Runs `upload` with tightly packed unpack state (alignment 1, no skips, no swap), then restores `saved`. */
export function withTightUnpack<T>(saved: PixelStoreModes, upload: () => T): T {
  for (const [pname, , value] of TIGHT_UNPACK) glPixelStorei(pname, value);
  try {
    return upload();
  } finally {
    for (const [pname, key] of TIGHT_UNPACK) glPixelStorei(pname, Number(saved[key]));
  }
}
