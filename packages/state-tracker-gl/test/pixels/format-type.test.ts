// checkPixelFormatType: the errors OpenGL 1.5 names for every format/type pair in every call that
// takes one (sections 3.6.4, 3.8.1, 4.3.2, 6.1.4), over all 13 formats and 20 types.

import { describe, expect, it } from 'vitest';
import * as GL from '../../src/gl-enums.js';
import { checkPixelFormatType, type PixelUse } from '../../src/pixels/index.js';

const FORMATS = [
  GL.GL_COLOR_INDEX,
  GL.GL_STENCIL_INDEX,
  GL.GL_DEPTH_COMPONENT,
  GL.GL_RED,
  GL.GL_GREEN,
  GL.GL_BLUE,
  GL.GL_ALPHA,
  GL.GL_RGB,
  GL.GL_RGBA,
  GL.GL_BGR,
  GL.GL_BGRA,
  GL.GL_LUMINANCE,
  GL.GL_LUMINANCE_ALPHA,
];
const PLAIN = [
  GL.GL_UNSIGNED_BYTE,
  GL.GL_BYTE,
  GL.GL_UNSIGNED_SHORT,
  GL.GL_SHORT,
  GL.GL_UNSIGNED_INT,
  GL.GL_INT,
  GL.GL_FLOAT,
];
const PACKED_3 = [
  GL.GL_UNSIGNED_BYTE_3_3_2,
  GL.GL_UNSIGNED_BYTE_2_3_3_REV,
  GL.GL_UNSIGNED_SHORT_5_6_5,
  GL.GL_UNSIGNED_SHORT_5_6_5_REV,
];
const PACKED_4 = [
  GL.GL_UNSIGNED_SHORT_4_4_4_4,
  GL.GL_UNSIGNED_SHORT_4_4_4_4_REV,
  GL.GL_UNSIGNED_SHORT_5_5_5_1,
  GL.GL_UNSIGNED_SHORT_1_5_5_5_REV,
  GL.GL_UNSIGNED_INT_8_8_8_8,
  GL.GL_UNSIGNED_INT_8_8_8_8_REV,
  GL.GL_UNSIGNED_INT_10_10_10_2,
  GL.GL_UNSIGNED_INT_2_10_10_10_REV,
];
const USES: PixelUse[] = ['drawPixels', 'readPixels', 'texImage', 'getTexImage'];
const { GL_INVALID_ENUM: ENUM, GL_INVALID_OPERATION: OPERATION } = GL;

describe('checkPixelFormatType', () => {
  it('accepts every plain type with every format in glDrawPixels', () => {
    for (const format of FORMATS)
      for (const type of PLAIN) expect(checkPixelFormatType(format, type, 'drawPixels')).toBe(0);
  });

  it('accepts 3-component packed types only with RGB and 4-component ones only with RGBA and BGRA', () => {
    for (const use of USES) {
      for (const format of FORMATS) {
        // A format the call does not take at all is INVALID_ENUM whatever the type.
        const refused =
          (use === 'texImage' && format === GL.GL_STENCIL_INDEX) ||
          (use === 'getTexImage' && (format === GL.GL_STENCIL_INDEX || format === GL.GL_COLOR_INDEX));
        const ok3 = format === GL.GL_RGB;
        const ok4 = format === GL.GL_RGBA || format === GL.GL_BGRA;
        for (const type of PACKED_3) {
          expect(checkPixelFormatType(format, type, use), `${use} ${format}/${type}`).toBe(
            refused ? ENUM : ok3 ? 0 : OPERATION,
          );
        }
        for (const type of PACKED_4) {
          expect(checkPixelFormatType(format, type, use), `${use} ${format}/${type}`).toBe(
            refused ? ENUM : ok4 ? 0 : OPERATION,
          );
        }
      }
    }
  });

  it('accepts BITMAP only with COLOR_INDEX and STENCIL_INDEX (INVALID_ENUM otherwise)', () => {
    for (const format of FORMATS) {
      const indexed = format === GL.GL_COLOR_INDEX || format === GL.GL_STENCIL_INDEX;
      expect(checkPixelFormatType(format, GL.GL_BITMAP, 'drawPixels')).toBe(indexed ? 0 : ENUM);
    }
    expect(checkPixelFormatType(GL.GL_COLOR_INDEX, GL.GL_BITMAP, 'texImage')).toBe(0);
    expect(checkPixelFormatType(GL.GL_STENCIL_INDEX, GL.GL_BITMAP, 'readPixels')).toBe(0);
  });

  it('refuses unknown formats and types with INVALID_ENUM, before any other check', () => {
    for (const use of USES) {
      for (const bad of [
        0,
        GL.GL_DOUBLE,
        GL.GL_2_BYTES,
        GL.GL_RGBA8,
        GL.GL_HALF_FLOAT,
        GL.GL_UNSIGNED_INT_24_8,
      ]) {
        expect(checkPixelFormatType(GL.GL_RGBA, bad, use)).toBe(ENUM);
      }
      for (const bad of [0, GL.GL_RGBA8, GL.GL_INTENSITY, GL.GL_ABGR_EXT, GL.GL_RG, GL.GL_DEPTH_STENCIL]) {
        expect(checkPixelFormatType(bad, GL.GL_UNSIGNED_BYTE, use)).toBe(ENUM);
        expect(checkPixelFormatType(bad, GL.GL_UNSIGNED_SHORT_5_6_5, use)).toBe(ENUM);
      }
    }
  });

  it('glTexImage refuses STENCIL_INDEX (INVALID_ENUM) and takes COLOR_INDEX and DEPTH_COMPONENT', () => {
    expect(checkPixelFormatType(GL.GL_STENCIL_INDEX, GL.GL_UNSIGNED_BYTE, 'texImage')).toBe(ENUM);
    expect(checkPixelFormatType(GL.GL_COLOR_INDEX, GL.GL_SHORT, 'texImage')).toBe(0);
    expect(checkPixelFormatType(GL.GL_DEPTH_COMPONENT, GL.GL_FLOAT, 'texImage')).toBe(0);
  });

  it('glGetTexImage refuses COLOR_INDEX, STENCIL_INDEX and BITMAP (INVALID_ENUM)', () => {
    for (const type of PLAIN) {
      expect(checkPixelFormatType(GL.GL_COLOR_INDEX, type, 'getTexImage')).toBe(ENUM);
      expect(checkPixelFormatType(GL.GL_STENCIL_INDEX, type, 'getTexImage')).toBe(ENUM);
      expect(checkPixelFormatType(GL.GL_DEPTH_COMPONENT, type, 'getTexImage')).toBe(0);
      expect(checkPixelFormatType(GL.GL_LUMINANCE_ALPHA, type, 'getTexImage')).toBe(0);
    }
    expect(checkPixelFormatType(GL.GL_COLOR_INDEX, GL.GL_BITMAP, 'getTexImage')).toBe(ENUM);
  });

  it('glReadPixels refuses COLOR_INDEX in this RGBA-only GL (INVALID_OPERATION)', () => {
    for (const type of [...PLAIN, GL.GL_BITMAP])
      expect(checkPixelFormatType(GL.GL_COLOR_INDEX, type, 'readPixels')).toBe(OPERATION);
    expect(checkPixelFormatType(GL.GL_STENCIL_INDEX, GL.GL_INT, 'readPixels')).toBe(0);
  });
});
