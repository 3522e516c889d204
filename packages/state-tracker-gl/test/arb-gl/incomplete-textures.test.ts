// A fragment program's lookups of a texture that is not complete read (0, 0, 0, 1), as in Mesa (piglit's
// fp-incomplete-tex): on every target, for the default texture without images, a mipmapped texture
// missing levels and a cube map with one face, on every drawing driver and on driver-noop (which must
// not throw). A complete texture on the same unit is sampled again as soon as it is complete.
import { afterEach, beforeEach, expect, it } from 'vitest';
import * as gl from '../../src/index.js';
import { describeOnDrawingDrivers } from '../helpers/drawing-drivers.js';

const FP = gl.GL_FRAGMENT_PROGRAM_ARB;
/** The texel of unit 1 plus (0.25, 0.5, 0.75, 0): (64, 128, 191, 255) where the texel is (0, 0, 0, 1). */
const program = (target: string) => `!!ARBfp1.0
TEMP t;
TEX t, fragment.texcoord[1], texture[1], ${target};
ADD result.color, t, { 0.25, 0.5, 0.75, 0 };
END`;
const FALLBACK = [64, 128, 191, 255];

function drawWith(target: string): number[] {
  const text = program(target);
  gl.glProgramStringARB(FP, gl.GL_PROGRAM_FORMAT_ASCII_ARB, text.length, text);
  gl.glEnable(FP);
  gl.glClear(gl.GL_COLOR_BUFFER_BIT);
  gl.glMultiTexCoord3f(gl.GL_TEXTURE1, 0.5, 0.5, 0.5);
  gl.glRecti(-1, -1, 1, 1);
  const out = new Uint8Array(4);
  gl.glReadPixels(2, 2, 1, 1, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, out);
  return Array.from(out);
}

describeOnDrawingDrivers(
  'ARB fragment programs on incomplete textures',
  (driver) => {
    const expected = (rgba: number[]) => (driver === 'noop' ? [0, 0, 0, 0] : rgba);
    let ctx: gl.GlContext;
    beforeEach(async () => {
      ctx = await gl.createContext({ width: 4, height: 4, driver });
      gl.makeCurrent(ctx);
      gl.glActiveTexture(gl.GL_TEXTURE1);
    });
    afterEach(async () => {
      expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
      await ctx.destroy();
    });

    it('the default textures of 1D, 2D, 3D, CUBE and RECT read (0, 0, 0, 1)', () => {
      for (const target of ['1D', '2D', '3D', 'CUBE', 'RECT'])
        expect(drawWith(target), target).toEqual(expected(FALLBACK));
    });

    it('a mipmapped 2D texture missing levels reads (0, 0, 0, 1) until its levels are there', () => {
      gl.glBindTexture(gl.GL_TEXTURE_2D, 5);
      gl.glTexImage2D(
        gl.GL_TEXTURE_2D,
        0,
        gl.GL_RGBA,
        2,
        2,
        0,
        gl.GL_RGBA,
        gl.GL_UNSIGNED_BYTE,
        new Uint8Array(16).fill(255),
      );
      expect(drawWith('2D')).toEqual(expected(FALLBACK));
      gl.glTexImage2D(
        gl.GL_TEXTURE_2D,
        1,
        gl.GL_RGBA,
        1,
        1,
        0,
        gl.GL_RGBA,
        gl.GL_UNSIGNED_BYTE,
        new Uint8Array(4).fill(255),
      );
      expect(drawWith('2D')).toEqual(expected([255, 255, 255, 255]));
    });

    it('a cube map with one face reads (0, 0, 0, 1)', () => {
      gl.glBindTexture(gl.GL_TEXTURE_CUBE_MAP, 6);
      gl.glTexParameteri(gl.GL_TEXTURE_CUBE_MAP, gl.GL_TEXTURE_MIN_FILTER, gl.GL_NEAREST);
      gl.glTexImage2D(
        gl.GL_TEXTURE_CUBE_MAP_POSITIVE_X,
        0,
        gl.GL_RGBA,
        1,
        1,
        0,
        gl.GL_RGBA,
        gl.GL_UNSIGNED_BYTE,
        new Uint8Array([255, 0, 0, 255]),
      );
      expect(drawWith('CUBE')).toEqual(expected(FALLBACK));
    });
  },
  ['noop'],
);
