// The pixel transfer operations (OpenGL 1.5 section 3.6.5 for unpacking, 4.3.2 for packing) with exact
// values: scale and bias, MAP_COLOR's R_TO_R..A_TO_A lookups (index round(c·(size−1))), index shift and
// offset, colour indices through I_TO_R..I_TO_A (masked by size − 1, no scale/bias afterwards), S_TO_S
// under MAP_STENCIL, depth scale and bias; and the glPixelTransfer/glPixelMap/glPixelStore state calls.

import { describe, expect, it } from 'vitest';
import * as GL from '../../src/gl-enums.js';
import {
  applyPixelTransfer,
  defaultPixelStore,
  defaultPixelTransfer,
  getPixelMap,
  getPixelMapSize,
  getPixelStore,
  getPixelTransfer,
  MAX_PIXEL_MAP_TABLE,
  type PixelTransferState,
  packImage,
  setPixelMap,
  setPixelStore,
  setPixelTransfer,
  unpackImage,
} from '../../src/pixels/index.js';
import { bytesOf, image, store } from './helpers.js';

function withTransfer(setup: (t: PixelTransferState) => void): PixelTransferState {
  const t = defaultPixelTransfer();
  setup(t);
  return t;
}
const unpack = (format: number, type: number, data: Uint8Array, t: PixelTransferState, width = 1) =>
  Array.from(unpackImage(image(width, 1, format, type, data), store({ alignment: 1 }), t).data);

describe('colour transfer', () => {
  it('scales and biases each component, then clamps', () => {
    const t = withTransfer((t) => {
      setPixelTransfer(t, GL.GL_RED_SCALE, 0.5);
      setPixelTransfer(t, GL.GL_GREEN_BIAS, 0.25);
      setPixelTransfer(t, GL.GL_BLUE_SCALE, -1);
      setPixelTransfer(t, GL.GL_ALPHA_SCALE, 4);
    });
    expect(unpack(GL.GL_RGBA, GL.GL_FLOAT, bytesOf('f32', [0.5, 0.5, 0.5, 0.125]), t)).toEqual([
      0.25, 0.75, 0, 0.5,
    ]);
  });

  it('looks components up with MAP_COLOR at round(c · (size − 1)), after scale and bias', () => {
    const t = withTransfer((t) => {
      setPixelTransfer(t, GL.GL_MAP_COLOR, 1);
      setPixelTransfer(t, GL.GL_RED_BIAS, 0.1);
      setPixelMap(t, GL.GL_PIXEL_MAP_R_TO_R, [0, 0.25, 0.5, 1]);
      setPixelMap(t, GL.GL_PIXEL_MAP_G_TO_G, [1, 0]);
      setPixelMap(t, GL.GL_PIXEL_MAP_B_TO_B, [0.5, 0.5, 0.5]);
      setPixelMap(t, GL.GL_PIXEL_MAP_A_TO_A, [0.75]);
    });
    // R: 0.4 + 0.1 = 0.5 → 1.5 → index 2 → 0.5. G: 0.49 → 0.49 → 0 → 1.
    expect(unpack(GL.GL_RGBA, GL.GL_FLOAT, bytesOf('f32', [0.4, 0.49, 1, 0]), t)).toEqual([
      0.5, 1, 0.5, 0.75,
    ]);
    // R: 0.9 + 0.1 = 1 → 3 → 1; G: 0.51 → 1 → 0.
    expect(unpack(GL.GL_RGBA, GL.GL_FLOAT, bytesOf('f32', [0.9, 0.51, 0, 1]), t)).toEqual([1, 0, 0.5, 0.75]);
  });

  it('converts colour indices through I_TO_R..I_TO_A after shift and offset, without scale or bias', () => {
    const t = withTransfer((t) => {
      setPixelMap(t, GL.GL_PIXEL_MAP_I_TO_R, [0, 0.25, 0.5, 1]);
      setPixelMap(t, GL.GL_PIXEL_MAP_I_TO_G, [0, 1]);
      setPixelMap(t, GL.GL_PIXEL_MAP_I_TO_B, [0.2, 0.4, 0.6, 0.8, 1, 0, 0, 0]);
      setPixelMap(t, GL.GL_PIXEL_MAP_I_TO_A, [1]);
      setPixelTransfer(t, GL.GL_INDEX_SHIFT, 1);
      setPixelTransfer(t, GL.GL_INDEX_OFFSET, 1);
      setPixelTransfer(t, GL.GL_RED_SCALE, 0);
    });
    // Map entries are single-precision floats, as glPixelMapfv stores them.
    // Index 1 → 3: R[3] = 1, G[3 & 1] = 1, B[3] = 0.8. Index 2 → 5: R[1], G[1], B[5]. Index 130 → 261: R[1], G[1], B[5].
    expect(unpack(GL.GL_COLOR_INDEX, GL.GL_UNSIGNED_BYTE, bytesOf('u8', [1, 2, 130]), t, 3)).toEqual([
      1,
      1,
      Math.fround(0.8),
      1,
      0.25,
      1,
      0,
      1,
      0.25,
      1,
      0,
      1,
    ]);
  });

  it('shifts indices right for a negative INDEX_SHIFT and wraps offsets in 32 bits', () => {
    const t = withTransfer((t) => {
      setPixelMap(t, GL.GL_PIXEL_MAP_I_TO_R, [0, 0.25, 0.5, 1]);
      setPixelTransfer(t, GL.GL_INDEX_SHIFT, -2);
      setPixelTransfer(t, GL.GL_INDEX_OFFSET, -1);
    });
    // 13 >> 2 = 3, − 1 = 2 → 0.5; 2 >> 2 = 0, − 1 = 2^32 − 1 → & 3 = 3 → 1.
    expect(
      unpack(GL.GL_COLOR_INDEX, GL.GL_UNSIGNED_SHORT, bytesOf('u16', [13, 2]), t, 2).filter(
        (_, i) => i % 4 === 0,
      ),
    ).toEqual([0.5, 1]);
  });

  it('reads FLOAT and BITMAP colour indices as integers', () => {
    const t = withTransfer((t) => setPixelMap(t, GL.GL_PIXEL_MAP_I_TO_R, [0, 0.25, 0.5, 1]));
    expect(
      unpack(GL.GL_COLOR_INDEX, GL.GL_FLOAT, bytesOf('f32', [2.9, 1.2]), t, 2).filter((_, i) => i % 4 === 0),
    ).toEqual([0.5, 0.25]);
    expect(
      unpack(GL.GL_COLOR_INDEX, GL.GL_BITMAP, new Uint8Array([0b0100_0000]), t, 2).filter(
        (_, i) => i % 4 === 0,
      ),
    ).toEqual([0, 0.25]);
  });

  it('applies scale, bias and MAP_COLOR on ReadPixels, and none on GetTexImage (transfer null)', () => {
    const t = withTransfer((t) => {
      setPixelTransfer(t, GL.GL_GREEN_SCALE, 0.5);
      setPixelTransfer(t, GL.GL_MAP_COLOR, 1);
      setPixelMap(t, GL.GL_PIXEL_MAP_R_TO_R, [1, 0]);
      setPixelMap(t, GL.GL_PIXEL_MAP_G_TO_G, [0, 1]);
      setPixelMap(t, GL.GL_PIXEL_MAP_B_TO_B, [0, 1]);
      setPixelMap(t, GL.GL_PIXEL_MAP_A_TO_A, [0, 1]);
    });
    const pixels = {
      kind: 'rgba' as const,
      width: 1,
      height: 1,
      depth: 1,
      data: Float64Array.from([0, 0.8, 1, 1]),
    };
    const read = new Uint8Array(4);
    packImage(pixels, image(1, 1, GL.GL_RGBA, GL.GL_UNSIGNED_BYTE, read), store(), t);
    expect(Array.from(read)).toEqual([255, 0, 255, 255]);
    packImage(pixels, image(1, 1, GL.GL_RGBA, GL.GL_UNSIGNED_BYTE, read), store(), null, 'getTexImage');
    expect(Array.from(read)).toEqual([0, 204, 255, 255]);
  });
});

describe('stencil and depth transfer', () => {
  it('shifts, offsets, maps through S_TO_S and masks to the stencil bits on unpack', () => {
    const t = withTransfer((t) => {
      setPixelTransfer(t, GL.GL_INDEX_SHIFT, 1);
      setPixelTransfer(t, GL.GL_INDEX_OFFSET, 5);
      setPixelTransfer(t, GL.GL_MAP_STENCIL, 1);
      setPixelMap(t, GL.GL_PIXEL_MAP_S_TO_S, [0, 37, 74, 111, 148, 185, 222, 259]);
    });
    const out = unpackImage(
      image(4, 1, GL.GL_STENCIL_INDEX, GL.GL_UNSIGNED_BYTE, bytesOf('u8', [0, 1, 2, 147])),
      store(),
      t,
    );
    // (v·2 + 5) & 7 = 5, 7, 1, 3; S_TO_S[7] = 259 masked by 2^8 − 1 = 3.
    expect(out.kind).toBe('stencil');
    expect(Array.from(out.data)).toEqual([185, 3, 37, 111]);
    const wide = unpackImage(
      image(1, 1, GL.GL_STENCIL_INDEX, GL.GL_UNSIGNED_BYTE, bytesOf('u8', [1])),
      store(),
      t,
      { stencilBits: 16 },
    );
    expect(Array.from(wide.data)).toEqual([259]);
  });

  it('scales, biases and clamps depth', () => {
    const t = withTransfer((t) => {
      setPixelTransfer(t, GL.GL_DEPTH_SCALE, 0.5);
      setPixelTransfer(t, GL.GL_DEPTH_BIAS, 0.25);
    });
    const out = unpackImage(
      image(3, 1, GL.GL_DEPTH_COMPONENT, GL.GL_UNSIGNED_SHORT, bytesOf('u16', [0, 65535, 32768])),
      store({ alignment: 2 }),
      t,
    );
    expect(out.kind).toBe('depth');
    expect(Array.from(out.data)).toEqual([0.25, 0.75, 0.25 + 0.5 * (32768 / 65535)]);
    const clamped = unpackImage(
      image(2, 1, GL.GL_DEPTH_COMPONENT, GL.GL_FLOAT, bytesOf('f32', [-1, 4])),
      store(),
      defaultPixelTransfer(),
    );
    expect(Array.from(clamped.data)).toEqual([0, 1]);
  });
});

describe('glPixelTransfer / glPixelMap state', () => {
  it('sets and gets every transfer parameter; unknown names are INVALID_ENUM', () => {
    const t = defaultPixelTransfer();
    expect(getPixelTransfer(t, GL.GL_RED_SCALE)).toBe(1);
    expect(getPixelTransfer(t, GL.GL_DEPTH_BIAS)).toBe(0);
    expect(setPixelTransfer(t, GL.GL_ALPHA_BIAS, 0.5)).toBe(0);
    expect(getPixelTransfer(t, GL.GL_ALPHA_BIAS)).toBe(0.5);
    expect(setPixelTransfer(t, GL.GL_INDEX_SHIFT, 2.6)).toBe(0);
    expect(getPixelTransfer(t, GL.GL_INDEX_SHIFT)).toBe(3);
    expect(setPixelTransfer(t, GL.GL_MAP_STENCIL, 7)).toBe(0);
    expect(getPixelTransfer(t, GL.GL_MAP_STENCIL)).toBe(1);
    expect(setPixelTransfer(t, GL.GL_POST_COLOR_MATRIX_RED_SCALE, 2)).toBe(GL.GL_INVALID_ENUM);
    expect(setPixelTransfer(t, GL.GL_TEXTURE_2D, 2)).toBe(GL.GL_INVALID_ENUM);
    expect(getPixelTransfer(t, GL.GL_TEXTURE_2D)).toBeUndefined();
  });

  it('keeps maps of 1 to MAX_PIXEL_MAP_TABLE entries, powers of two for the I_TO_* and S_TO_S tables', () => {
    const t = defaultPixelTransfer();
    expect(getPixelMapSize(t, GL.GL_PIXEL_MAP_I_TO_R_SIZE)).toBe(1);
    expect(setPixelMap(t, GL.GL_PIXEL_MAP_R_TO_R, [0, 0.5, 1])).toBe(0);
    expect(getPixelMapSize(t, GL.GL_PIXEL_MAP_R_TO_R_SIZE)).toBe(3);
    expect(setPixelMap(t, GL.GL_PIXEL_MAP_I_TO_R, [0, 0.5, 1])).toBe(GL.GL_INVALID_VALUE);
    expect(setPixelMap(t, GL.GL_PIXEL_MAP_S_TO_S, [])).toBe(GL.GL_INVALID_VALUE);
    expect(setPixelMap(t, GL.GL_PIXEL_MAP_G_TO_G, new Array(MAX_PIXEL_MAP_TABLE + 1).fill(0))).toBe(
      GL.GL_INVALID_VALUE,
    );
    expect(setPixelMap(t, GL.GL_PIXEL_MAP_I_TO_I, new Array(MAX_PIXEL_MAP_TABLE).fill(0))).toBe(0);
    expect(setPixelMap(t, GL.GL_TEXTURE_2D, [0])).toBe(GL.GL_INVALID_ENUM);
    expect(getPixelMapSize(t, GL.GL_PIXEL_MAP_I_TO_R_SIZE)).toBe(1);
  });

  it('converts glPixelMapuiv/usv colour entries by c/(2^b − 1), clamps floats, and keeps index entries', () => {
    const t = defaultPixelTransfer();
    setPixelMap(t, GL.GL_PIXEL_MAP_R_TO_R, [0, 65535, 13107], GL.GL_UNSIGNED_SHORT);
    expect(Array.from(t.maps.rToR)).toEqual([0, 1, Math.fround(0.2)]);
    setPixelMap(t, GL.GL_PIXEL_MAP_A_TO_A, [-1, 2, 0.5]);
    expect(Array.from(t.maps.aToA)).toEqual([0, 1, 0.5]);
    setPixelMap(t, GL.GL_PIXEL_MAP_S_TO_S, [3.4, 200], GL.GL_FLOAT);
    expect(Array.from(t.maps.sToS)).toEqual([3, 200]);
    setPixelMap(t, GL.GL_PIXEL_MAP_I_TO_I, [7, 9], GL.GL_UNSIGNED_INT);
    expect(Array.from(t.maps.iToI)).toEqual([7, 9]);
    expect(setPixelMap(t, GL.GL_PIXEL_MAP_I_TO_I, [7, 9], GL.GL_BYTE)).toBe(GL.GL_INVALID_ENUM);
  });

  it('returns maps through glGetPixelMap{fv,uiv,usv}, refusing a short output', () => {
    const t = defaultPixelTransfer();
    setPixelMap(t, GL.GL_PIXEL_MAP_B_TO_B, [0, 0.5, 1]);
    const us = new Uint16Array(3);
    expect(getPixelMap(t, GL.GL_PIXEL_MAP_B_TO_B, us, GL.GL_UNSIGNED_SHORT)).toBe(0);
    expect(Array.from(us)).toEqual([0, 32768, 65535]);
    const short = new Float32Array(2).fill(9);
    expect(getPixelMap(t, GL.GL_PIXEL_MAP_B_TO_B, short)).toBe(GL.GL_INVALID_OPERATION);
    expect(Array.from(short)).toEqual([9, 9]);
    expect(getPixelMap(t, GL.GL_FLOAT, short)).toBe(GL.GL_INVALID_ENUM);
  });
});

describe('glPixelStore state', () => {
  it('sets the pack or unpack state by name and answers glGet', () => {
    const pack = defaultPixelStore();
    const unpack = defaultPixelStore();
    expect(setPixelStore(pack, unpack, GL.GL_UNPACK_ALIGNMENT, 8)).toBe(0);
    expect(setPixelStore(pack, unpack, GL.GL_PACK_SWAP_BYTES, 1)).toBe(0);
    expect(setPixelStore(pack, unpack, GL.GL_PACK_SKIP_IMAGES, 2.4)).toBe(0);
    expect(unpack.alignment).toBe(8);
    expect(pack.alignment).toBe(4);
    expect(pack.swapBytes).toBe(true);
    expect(getPixelStore(pack, unpack, GL.GL_PACK_SWAP_BYTES)).toBe(1);
    expect(getPixelStore(pack, unpack, GL.GL_PACK_SKIP_IMAGES)).toBe(2);
    expect(getPixelStore(pack, unpack, GL.GL_UNPACK_ALIGNMENT)).toBe(8);
    expect(getPixelStore(pack, unpack, GL.GL_RED_SCALE)).toBeUndefined();
  });

  it('refuses bad values (INVALID_VALUE) and names (INVALID_ENUM), changing nothing', () => {
    const pack = defaultPixelStore();
    const unpack = defaultPixelStore();
    expect(setPixelStore(pack, unpack, GL.GL_UNPACK_ALIGNMENT, 3)).toBe(GL.GL_INVALID_VALUE);
    expect(setPixelStore(pack, unpack, GL.GL_PACK_ROW_LENGTH, -1)).toBe(GL.GL_INVALID_VALUE);
    expect(setPixelStore(pack, unpack, GL.GL_UNPACK_SKIP_ROWS, Number.NaN)).toBe(GL.GL_INVALID_VALUE);
    expect(setPixelStore(pack, unpack, GL.GL_RED_SCALE, 1)).toBe(GL.GL_INVALID_ENUM);
    expect(pack).toEqual(defaultPixelStore());
    expect(unpack).toEqual(defaultPixelStore());
  });
});

describe('applyPixelTransfer (glCopyPixels, glCopyTexImage)', () => {
  it('applies each kind’s operations once, in place', () => {
    const t = withTransfer((t) => {
      setPixelTransfer(t, GL.GL_RED_SCALE, 2);
      setPixelTransfer(t, GL.GL_DEPTH_BIAS, 0.5);
      setPixelTransfer(t, GL.GL_INDEX_OFFSET, 300);
    });
    const rgba = {
      kind: 'rgba' as const,
      width: 2,
      height: 1,
      depth: 1,
      data: Float64Array.from([0.25, 0.5, 0.5, 1, 0.75, 0, 0, 1]),
    };
    applyPixelTransfer(rgba, t);
    expect(Array.from(rgba.data)).toEqual([0.5, 0.5, 0.5, 1, 1, 0, 0, 1]);
    const depth = {
      kind: 'depth' as const,
      width: 2,
      height: 1,
      depth: 1,
      data: Float64Array.from([0.25, 0.75]),
    };
    applyPixelTransfer(depth, t);
    expect(Array.from(depth.data)).toEqual([0.75, 1]);
    const stencil = {
      kind: 'stencil' as const,
      width: 2,
      height: 1,
      depth: 1,
      data: Uint32Array.from([1, 2]),
    };
    applyPixelTransfer(stencil, t);
    expect(Array.from(stencil.data)).toEqual([301 & 255, 302 & 255]);
  });
});
