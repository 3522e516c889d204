// GLU working through the real GL on every driver: gluBuild*Mipmaps leave a complete texture whose
// levels GL gives back, put the caller's pixel-store state back and record no GL error; quadrics draw
// (also into display lists) without GL errors.
import * as gl from '@gallium-ts/state-tracker-gl';
import { describe, expect, it } from 'vitest';
import * as glu from '../src/index.js';
import { DRIVERS, withContext } from './drivers.js';

function integer(pname: number): number {
  const out = new Int32Array(1);
  gl.glGetIntegerv(pname, out);
  return out[0];
}

function levelWidth(target: number, level: number, pname = gl.GL_TEXTURE_WIDTH): number {
  const out = new Int32Array(1);
  gl.glGetTexLevelParameteriv(target, level, pname, out);
  return out[0];
}

describe.each(DRIVERS)('GLU on the GL (%s)', (driver) => {
  it('gluBuild2DMipmaps uploads every level down to 1×1, each the average of the one above', async () => {
    await withContext(driver, () => {
      const names = new Uint32Array(1);
      gl.glGenTextures(1, names);
      gl.glBindTexture(gl.GL_TEXTURE_2D, names[0]);
      // 4×2 RGBA: left half (0, 40, 80, 255), right half (200, 120, 40, 255) → 2×1 → 1×1.
      const image = new Uint8Array(4 * 2 * 4);
      for (let p = 0; p < 8; p++) image.set(p % 4 < 2 ? [0, 40, 80, 255] : [200, 120, 40, 255], p * 4);
      expect(
        glu.gluBuild2DMipmaps(gl.GL_TEXTURE_2D, gl.GL_RGBA, 4, 2, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, image),
      ).toBe(0);
      expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
      expect([0, 1, 2].map((level) => levelWidth(gl.GL_TEXTURE_2D, level))).toEqual([4, 2, 1]);
      expect([0, 1, 2].map((level) => levelWidth(gl.GL_TEXTURE_2D, level, gl.GL_TEXTURE_HEIGHT))).toEqual([
        2, 1, 1,
      ]);
      const level1 = new Uint8Array(2 * 4);
      gl.glGetTexImage(gl.GL_TEXTURE_2D, 1, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, level1);
      expect(Array.from(level1)).toEqual([0, 40, 80, 255, 200, 120, 40, 255]);
      const level2 = new Uint8Array(4);
      gl.glGetTexImage(gl.GL_TEXTURE_2D, 2, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, level2);
      // Halving a 2×1 row averages two texels without rounding up: (0 + 200) / 2, (40 + 120) / 2, (80 + 40) / 2.
      expect(Array.from(level2)).toEqual([100, 80, 60, 255]);
    });
  });

  it('gluBuild*Mipmaps read the caller’s unpack state and put it back', async () => {
    await withContext(driver, () => {
      gl.glPixelStorei(gl.GL_UNPACK_ALIGNMENT, 2);
      gl.glPixelStorei(gl.GL_UNPACK_ROW_LENGTH, 3);
      gl.glPixelStorei(gl.GL_UNPACK_SKIP_PIXELS, 1);
      gl.glPixelStorei(gl.GL_UNPACK_SKIP_ROWS, 1);
      // Luminance rows of 3 bytes padded to 4; the 2×2 image starts at row 1, pixel 1.
      const image = Uint8Array.of(0, 0, 0, 0, 0, 10, 20, 0, 0, 30, 40, 0);
      expect(
        glu.gluBuild2DMipmaps(
          gl.GL_TEXTURE_2D,
          gl.GL_LUMINANCE,
          2,
          2,
          gl.GL_LUMINANCE,
          gl.GL_UNSIGNED_BYTE,
          image,
        ),
      ).toBe(0);
      expect(
        [
          gl.GL_UNPACK_ALIGNMENT,
          gl.GL_UNPACK_ROW_LENGTH,
          gl.GL_UNPACK_SKIP_PIXELS,
          gl.GL_UNPACK_SKIP_ROWS,
        ].map(integer),
      ).toEqual([2, 3, 1, 1]);
      gl.glPixelStorei(gl.GL_PACK_ALIGNMENT, 1);
      const level0 = new Uint8Array(4);
      gl.glGetTexImage(gl.GL_TEXTURE_2D, 0, gl.GL_LUMINANCE, gl.GL_UNSIGNED_BYTE, level0);
      expect(Array.from(level0)).toEqual([10, 20, 30, 40]);
      const level1 = new Uint8Array(1);
      gl.glGetTexImage(gl.GL_TEXTURE_2D, 1, gl.GL_LUMINANCE, gl.GL_UNSIGNED_BYTE, level1);
      expect(level1[0]).toBe(25); // (10 + 20 + 30 + 40 + 2) / 4
      expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
    });
  });

  it('gluBuild1DMipmaps and gluBuild3DMipmaps complete their textures', async () => {
    await withContext(driver, () => {
      const names = new Uint32Array(2);
      gl.glGenTextures(2, names);
      gl.glBindTexture(gl.GL_TEXTURE_1D, names[0]);
      expect(
        glu.gluBuild1DMipmaps(
          gl.GL_TEXTURE_1D,
          gl.GL_RGB,
          5,
          gl.GL_RGB,
          gl.GL_UNSIGNED_BYTE,
          new Uint8Array(15).fill(200),
        ),
      ).toBe(0);
      expect([0, 1, 2].map((level) => levelWidth(gl.GL_TEXTURE_1D, level))).toEqual([4, 2, 1]);
      gl.glBindTexture(gl.GL_TEXTURE_3D, names[1]);
      expect(
        glu.gluBuild3DMipmaps(
          gl.GL_TEXTURE_3D,
          gl.GL_RGBA,
          4,
          2,
          2,
          gl.GL_RGBA,
          gl.GL_UNSIGNED_BYTE,
          new Uint8Array(64).fill(9),
        ),
      ).toBe(0);
      expect([0, 1, 2].map((level) => levelWidth(gl.GL_TEXTURE_3D, level, gl.GL_TEXTURE_DEPTH))).toEqual([
        2, 1, 1,
      ]);
      const level2 = new Uint8Array(4);
      gl.glGetTexImage(gl.GL_TEXTURE_3D, 2, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, level2);
      expect(Array.from(level2)).toEqual([9, 9, 9, 9]);
      expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
    });
  });

  it('quadrics draw in every style, directly and into display lists, with no GL error', async () => {
    await withContext(driver, () => {
      const q = glu.gluNewQuadric();
      const list = gl.glGenLists(1);
      gl.glNewList(list, gl.GL_COMPILE);
      glu.gluSphere(q, 0.5, 8, 6);
      gl.glEndList();
      for (const style of [glu.GLU_FILL, glu.GLU_LINE, glu.GLU_SILHOUETTE, glu.GLU_POINT]) {
        glu.gluQuadricDrawStyle(q, style);
        glu.gluQuadricTexture(q, style === glu.GLU_FILL);
        glu.gluSphere(q, 0.5, 8, 6);
        glu.gluCylinder(q, 0.5, 0.2, 1, 8, 2);
        glu.gluDisk(q, 0.1, 0.5, 8, 2);
        glu.gluPartialDisk(q, 0, 0.5, 8, 2, 10, 200);
      }
      gl.glCallList(list);
      gl.glFinish();
      expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
      glu.gluDeleteQuadric(q);
    });
  });

  it('never throws or touches memory outside the caller’s arrays: short images, fractional and NaN sizes', async () => {
    await withContext(driver, () => {
      const output = new Uint8Array(20).fill(7);
      const view = new Uint8Array(output.buffer, 4, 8);
      expect(
        glu.gluScaleImage(
          gl.GL_RGBA,
          2,
          2,
          gl.GL_UNSIGNED_BYTE,
          Uint8Array.of(1, 2),
          3.7,
          3,
          gl.GL_UNSIGNED_BYTE,
          view,
        ),
      ).toBe(0);
      expect(Array.from(output.subarray(0, 4))).toEqual([7, 7, 7, 7]);
      expect(Array.from(output.subarray(12))).toEqual([7, 7, 7, 7, 7, 7, 7, 7]);
      expect(
        glu.gluBuild2DMipmaps(
          gl.GL_TEXTURE_2D,
          gl.GL_RGBA,
          4.5,
          2,
          gl.GL_RGBA,
          gl.GL_UNSIGNED_BYTE,
          new Uint8Array(3),
        ),
      ).toBe(0);
      expect(
        glu.gluBuild2DMipmaps(
          gl.GL_TEXTURE_2D,
          gl.GL_RGBA,
          Number.NaN,
          2,
          gl.GL_RGBA,
          gl.GL_UNSIGNED_BYTE,
          new Uint8Array(3),
        ),
      ).toBe(glu.GLU_INVALID_VALUE);
      const q = glu.gluNewQuadric();
      const reported: number[] = [];
      glu.gluQuadricCallback(q, glu.GLU_ERROR, (code) => reported.push(code));
      glu.gluSphere(q, 1, Number.NaN, 4);
      glu.gluCylinder(q, 1, 1, 1, 4.9, 1.2);
      expect(reported).toEqual([glu.GLU_INVALID_VALUE]);
      expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
    });
  });
});
