// Texture images on every drawing driver: glCopyTexImage2D from the window, glGetTexImage round trips and
// the image errors. (Sampling pictures wait for driver-soft's texture unit; test/texture-binding.test.ts
// checks on driver-noop what the context binds for sampling.)
import { afterEach, beforeEach, expect, it } from 'vitest';
import * as gl from '../src/index.js';
import { describeOnDrawingDrivers } from './helpers/drawing-drivers.js';

const W = 32;
const H = 32;

const GREEN = [0, 255, 0, 255];

describeOnDrawingDrivers('texturing', (driver) => {
  let ctx: gl.GlContext;
  beforeEach(async () => {
    ctx = await gl.createContext({ width: W, height: H, driver });
    gl.makeCurrent(ctx);
    gl.glClearColor(0, 0, 0, 1);
    gl.glClear(gl.GL_COLOR_BUFFER_BIT);
  });
  afterEach(async () => {
    await ctx.destroy();
    gl.makeCurrent(null);
  });

  it('glCopyTexImage2D copies the window; glGetTexImage reads the texture back', () => {
    gl.glClearColor(0, 1, 0, 1);
    gl.glClear(gl.GL_COLOR_BUFFER_BIT);
    gl.glCopyTexImage2D(gl.GL_TEXTURE_2D, 0, gl.GL_RGBA8, 4, 4, 4, 4, 0);
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
    const back = new Uint8Array(4 * 4 * 4);
    gl.glGetTexImage(gl.GL_TEXTURE_2D, 0, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, back);
    expect(Array.from(back.subarray(0, 4))).toEqual(GREEN);
    expect(Array.from(back.subarray(60, 64))).toEqual(GREEN);
    const w = new Int32Array(1);
    gl.glGetTexLevelParameteriv(gl.GL_TEXTURE_2D, 0, gl.GL_TEXTURE_WIDTH, w);
    expect(w[0]).toBe(4);
  });

  it('errors: a non-power-of-two size without NPOT support, a bad level, a sub-image outside the image', () => {
    gl.glTexImage2D(gl.GL_TEXTURE_2D, -1, gl.GL_RGBA, 2, 2, 0, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, null);
    expect(gl.glGetError()).toBe(gl.GL_INVALID_VALUE);
    gl.glTexImage2D(gl.GL_TEXTURE_2D, 0, 0x1234, 2, 2, 0, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, null);
    expect(gl.glGetError()).toBe(gl.GL_INVALID_VALUE);
    gl.glTexImage2D(gl.GL_TEXTURE_2D, 0, gl.GL_RGBA, 2, 2, 0, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, null);
    gl.glTexSubImage2D(gl.GL_TEXTURE_2D, 0, 1, 1, 2, 2, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, new Uint8Array(16));
    expect(gl.glGetError()).toBe(gl.GL_INVALID_VALUE);
    gl.glTexSubImage2D(gl.GL_TEXTURE_2D, 1, 0, 0, 1, 1, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, new Uint8Array(4));
    expect(gl.glGetError()).toBe(gl.GL_INVALID_OPERATION);
    gl.glTexImage2D(
      gl.GL_TEXTURE_2D,
      0,
      gl.GL_RGBA,
      2,
      2,
      0,
      gl.GL_RGBA,
      gl.GL_UNSIGNED_BYTE,
      new Uint8Array(3),
    );
    expect(gl.glGetError()).toBe(gl.GL_INVALID_OPERATION);
  });
});
