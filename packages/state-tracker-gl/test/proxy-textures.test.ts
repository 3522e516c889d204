// Proxy textures (GL 1.5, 3.8.1) on every driver (soft, webgl, noop): glTexImage* and
// glCompressedTexImage* on GL_PROXY_TEXTURE_1D/2D/3D/CUBE_MAP set the proxy level's state when the image
// fits (no storage, no texture changes) and clear its sizes to zero otherwise, without an error; the errors
// that do not depend on the implementation's limits stay; proxies execute at once inside display lists;
// every other command refuses proxy targets with GL_INVALID_ENUM.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as gl from '../src/index.js';
import { DRAWING_DRIVERS } from './helpers/drawing-drivers.js';

const levelState = (target: number, lvl = 0) =>
  [
    gl.GL_TEXTURE_WIDTH,
    gl.GL_TEXTURE_HEIGHT,
    gl.GL_TEXTURE_DEPTH,
    gl.GL_TEXTURE_BORDER,
    gl.GL_TEXTURE_INTERNAL_FORMAT,
    gl.GL_TEXTURE_RED_SIZE,
  ].map((pname) => {
    const out = new Int32Array(1);
    gl.glGetTexLevelParameteriv(target, lvl, pname, out);
    return out[0];
  });
const getI = (pname: number) => {
  const out = new Int32Array(1);
  gl.glGetIntegerv(pname, out);
  return out[0]!;
};
const UB = gl.GL_UNSIGNED_BYTE;

for (const driver of [...DRAWING_DRIVERS, 'noop']) {
  describe(`proxy textures [${driver}]`, () => {
    let ctx: gl.GlContext;
    beforeEach(async () => {
      ctx = await gl.createContext({ width: 8, height: 8, driver });
      gl.makeCurrent(ctx);
    });
    afterEach(async () => {
      await ctx.destroy();
      gl.makeCurrent(null);
    });

    it('a level that fits gets its state; one that does not is cleared to zero; no error either way', () => {
      const max = getI(gl.GL_MAX_TEXTURE_SIZE);
      expect(levelState(gl.GL_PROXY_TEXTURE_2D)).toEqual([0, 0, 0, 0, 1, 0]);
      gl.glTexImage2D(gl.GL_PROXY_TEXTURE_2D, 0, gl.GL_RGBA8, 64, 32, 0, gl.GL_RGBA, UB, null);
      expect(levelState(gl.GL_PROXY_TEXTURE_2D)).toEqual([64, 32, 1, 0, gl.GL_RGBA8, 8]);
      // Sizes and resolutions zero; the internal format stays (GL 1.5, 3.8.11; Mesa too).
      gl.glTexImage2D(gl.GL_PROXY_TEXTURE_2D, 0, gl.GL_RGBA8, max * 2, 32, 0, gl.GL_RGBA, UB, null);
      expect(levelState(gl.GL_PROXY_TEXTURE_2D)).toEqual([0, 0, 0, 0, gl.GL_RGBA8, 0]);
      gl.glTexImage2D(gl.GL_PROXY_TEXTURE_2D, 3, gl.GL_RGBA8, max, 1, 0, gl.GL_RGBA, UB, null);
      expect(levelState(gl.GL_PROXY_TEXTURE_2D, 3)).toEqual([0, 0, 0, 0, gl.GL_RGBA8, 0]);
      gl.glTexImage2D(gl.GL_PROXY_TEXTURE_2D, 3, gl.GL_RGBA8, max >> 3, 1, 0, gl.GL_RGBA, UB, null);
      expect(levelState(gl.GL_PROXY_TEXTURE_2D, 3)[0]).toBe(max >> 3);
      gl.glTexImage1D(gl.GL_PROXY_TEXTURE_1D, 0, gl.GL_LUMINANCE8, 16, 1, gl.GL_LUMINANCE, UB, null);
      expect(levelState(gl.GL_PROXY_TEXTURE_1D)).toEqual([14, 1, 1, 1, gl.GL_LUMINANCE8, 0]);
      gl.glTexImage3D(gl.GL_PROXY_TEXTURE_3D, 0, gl.GL_RGB, 8, 4, 2, 0, gl.GL_RGB, UB, null);
      expect(levelState(gl.GL_PROXY_TEXTURE_3D).slice(0, 5)).toEqual([8, 4, 2, 0, gl.GL_RGB]);
      const max3d = getI(gl.GL_MAX_3D_TEXTURE_SIZE);
      gl.glTexImage3D(gl.GL_PROXY_TEXTURE_3D, 0, gl.GL_RGB, 8, 4, max3d * 2, 0, gl.GL_RGB, UB, null);
      expect(levelState(gl.GL_PROXY_TEXTURE_3D)).toEqual([0, 0, 0, 0, gl.GL_RGB, 0]);
      gl.glTexImage2D(gl.GL_PROXY_TEXTURE_CUBE_MAP, 0, gl.GL_RGBA, 64, 32, 0, gl.GL_RGBA, UB, null);
      expect(levelState(gl.GL_PROXY_TEXTURE_CUBE_MAP)[0]).toBe(0);
      gl.glTexImage2D(gl.GL_PROXY_TEXTURE_CUBE_MAP, 0, gl.GL_RGBA, 64, 64, 0, gl.GL_RGBA, UB, null);
      expect(levelState(gl.GL_PROXY_TEXTURE_CUBE_MAP).slice(0, 2)).toEqual([64, 64]);
      expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
    });

    it('defines no texture: the bound texture and its storage stay as they were', () => {
      gl.glTexImage2D(gl.GL_TEXTURE_2D, 0, gl.GL_RGBA, 2, 2, 0, gl.GL_RGBA, UB, new Uint8Array(16).fill(9));
      const pixels = new Uint8Array(16).fill(200);
      gl.glTexImage2D(gl.GL_PROXY_TEXTURE_2D, 0, gl.GL_RGBA, 4, 4, 0, gl.GL_RGBA, UB, pixels);
      expect(levelState(gl.GL_TEXTURE_2D).slice(0, 2)).toEqual([2, 2]);
      const out = new Uint8Array(16);
      gl.glGetTexImage(gl.GL_TEXTURE_2D, 0, gl.GL_RGBA, UB, out);
      expect(Array.from(out)).toEqual(Array(16).fill(9));
    });

    it('glCompressedTexImage2D on proxies: compressed state, cleared when too large, size errors stay', () => {
      const DXT1 = gl.GL_COMPRESSED_RGB_S3TC_DXT1_EXT;
      gl.glCompressedTexImage2D(gl.GL_PROXY_TEXTURE_2D, 0, DXT1, 8, 8, 0, 32, null);
      expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
      expect(levelState(gl.GL_PROXY_TEXTURE_2D).slice(0, 5)).toEqual([8, 8, 1, 0, DXT1]);
      const out = new Int32Array(1);
      gl.glGetTexLevelParameteriv(gl.GL_PROXY_TEXTURE_2D, 0, gl.GL_TEXTURE_COMPRESSED, out);
      expect(out[0]).toBe(1);
      gl.glGetTexLevelParameteriv(gl.GL_PROXY_TEXTURE_2D, 0, gl.GL_TEXTURE_COMPRESSED_IMAGE_SIZE, out);
      expect(gl.glGetError()).toBe(gl.GL_INVALID_OPERATION);
      gl.glCompressedTexImage2D(gl.GL_PROXY_TEXTURE_2D, 0, DXT1, 8, 8, 0, 31, null);
      expect(gl.glGetError()).toBe(gl.GL_INVALID_VALUE);
      const big = getI(gl.GL_MAX_TEXTURE_SIZE) * 2;
      gl.glCompressedTexImage2D(gl.GL_PROXY_TEXTURE_2D, 0, DXT1, big, 4, 0, (big / 4) * 8, null);
      expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
      expect(levelState(gl.GL_PROXY_TEXTURE_2D)).toEqual([0, 0, 0, 0, DXT1, 0]);
    });

    it('keeps the errors that do not depend on the limits (as Mesa does)', () => {
      const cases: [string, () => void, number][] = [
        [
          'negative width',
          () => gl.glTexImage2D(gl.GL_PROXY_TEXTURE_2D, 0, gl.GL_RGBA, -1, 32, 0, gl.GL_RGBA, UB, null),
          gl.GL_INVALID_VALUE,
        ],
        [
          'border 2',
          () => gl.glTexImage2D(gl.GL_PROXY_TEXTURE_2D, 0, gl.GL_RGBA, 64, 32, 2, gl.GL_RGBA, UB, null),
          gl.GL_INVALID_VALUE,
        ],
        [
          'bad internal format',
          () => gl.glTexImage2D(gl.GL_PROXY_TEXTURE_2D, 0, 0x1234, 64, 32, 0, gl.GL_RGBA, UB, null),
          gl.GL_INVALID_VALUE,
        ],
        [
          'level -1',
          () => gl.glTexImage2D(gl.GL_PROXY_TEXTURE_2D, -1, gl.GL_RGBA, 64, 32, 0, gl.GL_RGBA, UB, null),
          gl.GL_INVALID_VALUE,
        ],
        [
          'level 40',
          () => gl.glTexImage2D(gl.GL_PROXY_TEXTURE_2D, 40, gl.GL_RGBA, 1, 1, 0, gl.GL_RGBA, UB, null),
          gl.GL_INVALID_VALUE,
        ],
        [
          'bad type',
          () => gl.glTexImage2D(gl.GL_PROXY_TEXTURE_2D, 0, gl.GL_RGBA, 64, 32, 0, gl.GL_RGBA, 0x1234, null),
          gl.GL_INVALID_ENUM,
        ],
        [
          '1D proxy with glTexImage2D',
          () => gl.glTexImage2D(gl.GL_PROXY_TEXTURE_1D, 0, gl.GL_RGBA, 4, 4, 0, gl.GL_RGBA, UB, null),
          gl.GL_INVALID_ENUM,
        ],
      ];
      gl.glTexImage2D(gl.GL_PROXY_TEXTURE_2D, 0, gl.GL_RGBA8, 16, 16, 0, gl.GL_RGBA, UB, null);
      for (const [name, call, error] of cases) {
        call();
        expect(gl.glGetError(), name).toBe(error);
        expect(levelState(gl.GL_PROXY_TEXTURE_2D).slice(0, 2), name).toEqual([16, 16]);
      }
    });

    it('refuses proxy targets everywhere else with GL_INVALID_ENUM', () => {
      const px = new Uint8Array(64);
      const v = new Int32Array(4);
      const P = gl.GL_PROXY_TEXTURE_2D;
      const calls: [string, () => void][] = [
        ['glTexSubImage2D', () => gl.glTexSubImage2D(P, 0, 0, 0, 1, 1, gl.GL_RGBA, UB, px)],
        ['glCopyTexImage2D', () => gl.glCopyTexImage2D(P, 0, gl.GL_RGBA, 0, 0, 1, 1, 0)],
        ['glCopyTexSubImage2D', () => gl.glCopyTexSubImage2D(P, 0, 0, 0, 0, 0, 1, 1)],
        ['glGetTexImage', () => gl.glGetTexImage(P, 0, gl.GL_RGBA, UB, px)],
        ['glBindTexture', () => gl.glBindTexture(P, 1)],
        ['glTexParameteri', () => gl.glTexParameteri(P, gl.GL_TEXTURE_MIN_FILTER, gl.GL_NEAREST)],
        ['glGetTexParameteriv', () => gl.glGetTexParameteriv(P, gl.GL_TEXTURE_MIN_FILTER, v)],
        ['glEnable', () => gl.glEnable(P)],
        [
          'glCompressedTexSubImage2D',
          () => gl.glCompressedTexSubImage2D(P, 0, 0, 0, 4, 4, gl.GL_COMPRESSED_RGB_S3TC_DXT1_EXT, 8, px),
        ],
        ['glGetCompressedTexImage', () => gl.glGetCompressedTexImage(P, 0, px)],
        [
          'glGetTexLevelParameteriv of GL_TEXTURE_CUBE_MAP',
          () => gl.glGetTexLevelParameteriv(gl.GL_TEXTURE_CUBE_MAP, 0, gl.GL_TEXTURE_WIDTH, v),
        ],
      ];
      for (const [name, call] of calls) {
        call();
        expect(gl.glGetError(), name).toBe(gl.GL_INVALID_ENUM);
      }
    });

    it('executes proxy commands at once inside display lists', () => {
      const list = gl.glGenLists(1);
      gl.glNewList(list, gl.GL_COMPILE);
      gl.glTexImage2D(gl.GL_PROXY_TEXTURE_2D, 0, gl.GL_RGBA, 16, 16, 0, gl.GL_RGBA, UB, null);
      expect(levelState(gl.GL_PROXY_TEXTURE_2D)[0]).toBe(16);
      gl.glCompressedTexImage2D(
        gl.GL_PROXY_TEXTURE_2D,
        0,
        gl.GL_COMPRESSED_RGBA_S3TC_DXT5_EXT,
        12,
        12,
        0,
        144,
        null,
      );
      expect(levelState(gl.GL_PROXY_TEXTURE_2D)[0]).toBe(12);
      gl.glEndList();
      gl.glTexImage2D(gl.GL_PROXY_TEXTURE_2D, 0, gl.GL_RGBA, 4, 4, 0, gl.GL_RGBA, UB, null);
      gl.glCallList(list);
      expect(levelState(gl.GL_PROXY_TEXTURE_2D)[0]).toBe(4);
      expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
    });
  });
}
