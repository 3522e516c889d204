// Pixel probes of texturing state on every drawing driver: wrap modes and filters at known coordinates
// (GL 1.5 section 3.8.7–3.8.8), mipmap level selection, GL_GENERATE_MIPMAP's box filter read back with
// glGetTexImage, the texture matrix, and texture coordinate generation.
import { expect, it } from 'vitest';
import * as gl from '../../../src/index.js';
import { describeOnDrawingDrivers } from '../../helpers/drawing-drivers.js';
import { newTexture, texturedRect } from '../helpers.js';
import { pixel, refusedHere, useProbeContext } from './probe.js';

/** Texels A, B, C, D of the 4×1 texture, in red. */
const ROW = [12, 80, 160, 240];
const BORDER = [0.2, 0.6, 1, 1];

/** Binds the 4×1 texture (red = ROW, green 0, blue 0) with NEAREST filters, REPLACE. */
function rowTexture(): void {
  newTexture();
  const data = new Uint8Array(16);
  for (const [i, r] of ROW.entries()) data.set([r, 0, 0, 255], 4 * i);
  gl.glTexImage2D(gl.GL_TEXTURE_2D, 0, gl.GL_RGBA8, 4, 1, 0, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, data);
  gl.glTexParameterfv(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_BORDER_COLOR, BORDER);
  gl.glEnable(gl.GL_TEXTURE_2D);
  gl.glTexEnvi(gl.GL_TEXTURE_ENV, gl.GL_TEXTURE_ENV_MODE, gl.GL_REPLACE);
}

/** A point on pixel (x, 0) with texture coordinates (s, 0.5). */
function sample(x: number, s: number): void {
  gl.glBegin(gl.GL_POINTS);
  gl.glTexCoord2f(s, 0.5);
  gl.glVertex2f(x + 0.5, 0.5);
  gl.glEnd();
}

describeOnDrawingDrivers('texturing probes', (driver) => {
  useProbeContext(driver);

  it.each([
    ['GL_REPEAT', gl.GL_REPEAT, [ROW[0], ROW[2]]],
    ['GL_MIRRORED_REPEAT', gl.GL_MIRRORED_REPEAT, [ROW[3], ROW[1]]],
    ['GL_CLAMP_TO_EDGE', gl.GL_CLAMP_TO_EDGE, [ROW[3], ROW[0]]],
  ] as const)(
    '%s with NEAREST picks the wrapped texel (s = 1.125 and s = -0.375)',
    (_name, wrap, [at1, atMinus]) => {
      rowTexture();
      gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_WRAP_S, wrap);
      sample(0, 1.125);
      sample(1, -0.375);
      expect(pixel(0, 0)[0]).toBe(at1);
      expect(pixel(1, 0)[0]).toBe(atMinus);
    },
  );

  it('GL_CLAMP_TO_BORDER returns the border colour outside [0, 1]', () => {
    const borderSample = () => {
      rowTexture();
      gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_WRAP_S, gl.GL_CLAMP_TO_BORDER);
      sample(0, 1.125);
    };
    if (refusedHere(driver, 'border colours', borderSample)) return;
    borderSample();
    sample(1, 0.3);
    expect(pixel(0, 0)).toEqual([51, 153, 255, 255]);
    expect(pixel(1, 0)).toEqual([ROW[1], 0, 0, 255]);
  });

  it('GL_LINEAR weighs the two nearest texel centres (s = 0.5 halfway, s = 0.3125 a quarter of the way)', () => {
    rowTexture();
    gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_MAG_FILTER, gl.GL_LINEAR);
    gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_WRAP_S, gl.GL_CLAMP_TO_EDGE);
    sample(0, 0.5); // u = 2.0: halfway between texel 1 (centre 1.5) and texel 2 (2.5)
    sample(1, 0.3125); // u = 1.25: texel 0 × 0.25 + texel 1 × 0.75
    expect(pixel(0, 0)[0]).toBe((ROW[1]! + ROW[2]!) / 2);
    expect(pixel(1, 0)[0]).toBe(0.25 * ROW[0]! + 0.75 * ROW[1]!);
  });

  it('the texture matrix transforms the coordinates before sampling', () => {
    rowTexture();
    gl.glMatrixMode(gl.GL_TEXTURE);
    gl.glTranslatef(0.25, 0, 0);
    gl.glScalef(2, 1, 1);
    gl.glMatrixMode(gl.GL_MODELVIEW);
    sample(0, 0.1); // 2 × 0.1 + 0.25 = 0.45: texel 1
    sample(1, 0.3); // 0.85: texel 3
    expect(pixel(0, 0)[0]).toBe(ROW[1]);
    expect(pixel(1, 0)[0]).toBe(ROW[3]);
  });

  it('texgen: OBJECT_LINEAR s = plane · object position; EYE_LINEAR takes the plane through the modelview at glTexGen', () => {
    rowTexture();
    gl.glTexGeni(gl.GL_S, gl.GL_TEXTURE_GEN_MODE, gl.GL_OBJECT_LINEAR);
    gl.glTexGenfv(gl.GL_S, gl.GL_OBJECT_PLANE, [1 / 32, 0, 0, 0]);
    gl.glEnable(gl.GL_TEXTURE_GEN_S);
    sample(10, 0.9); // s = 10.5 / 32 = 0.33: texel 1 (the glTexCoord is replaced)
    sample(26, 0.9); // 0.83: texel 3
    gl.glTranslatef(8, 0, 0);
    gl.glTexGeni(gl.GL_S, gl.GL_TEXTURE_GEN_MODE, gl.GL_EYE_LINEAR);
    gl.glTexGenfv(gl.GL_S, gl.GL_EYE_PLANE, [1 / 32, 0, 0, 0]); // in eye space: (x_eye − 8) / 32
    gl.glLoadIdentity();
    sample(11, 0.9); // (11.5 − 8) / 32 = 0.11: texel 0
    sample(20, 0.9); // 0.39: texel 1
    expect([10, 26, 11, 20].map((x) => pixel(x, 0)[0])).toEqual([ROW[1], ROW[3], ROW[0], ROW[1]]);
  });

  it('GL_GENERATE_MIPMAP fills every level with the 2×2 box average, again after glTexSubImage2D', () => {
    newTexture();
    gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_GENERATE_MIPMAP, gl.GL_TRUE);
    const base = new Uint8Array(4 * 4 * 4);
    for (let i = 0; i < 16; i++) base.set([16 * i, 240 - 12 * i, 100, 255], 4 * i);
    gl.glTexImage2D(gl.GL_TEXTURE_2D, 0, gl.GL_RGBA8, 4, 4, 0, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, base);
    const level = (n: number, size: number) => {
      const out = new Uint8Array(size * size * 4);
      gl.glGetTexImage(gl.GL_TEXTURE_2D, n, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, out);
      return Array.from(out);
    };
    // Level 1 texel (0, 0) averages base texels 0, 1, 4, 5: red (0 + 16 + 64 + 80) / 4 = 40.
    expect(level(1, 2).slice(0, 4)).toEqual([40, 240 - 12 * 2.5, 100, 255]);
    // Level 2 averages all sixteen: red 16 × 7.5 = 120, green 240 − 12 × 7.5 = 150.
    expect(level(2, 1)).toEqual([120, 150, 100, 255]);
    gl.glTexSubImage2D(
      gl.GL_TEXTURE_2D,
      0,
      0,
      0,
      2,
      2,
      gl.GL_RGBA,
      gl.GL_UNSIGNED_BYTE,
      new Uint8Array(16).fill(0),
    );
    expect(level(1, 2).slice(0, 4)).toEqual([0, 0, 0, 0]);
  });

  it('NEAREST_MIPMAP_NEAREST samples level λ: a 32-texel image over 8 pixels reads level 2', () => {
    newTexture();
    const colours = [
      [255, 0, 0],
      [0, 255, 0],
      [0, 0, 255],
      [255, 255, 0],
      [0, 255, 255],
      [255, 0, 255],
    ];
    colours.forEach((c, n) => {
      const size = 32 >> n;
      const data = new Uint8Array(size * size * 4);
      for (let i = 0; i < size * size; i++) data.set([c[0]!, c[1]!, c[2]!, 255], 4 * i);
      gl.glTexImage2D(gl.GL_TEXTURE_2D, n, gl.GL_RGBA8, size, size, 0, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, data);
    });
    gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_MIN_FILTER, gl.GL_NEAREST_MIPMAP_NEAREST);
    gl.glEnable(gl.GL_TEXTURE_2D);
    texturedRect(0, 0, 32, 32, 0, 0, 1, 1); // λ = 0: level 0
    texturedRect(0, 0, 16, 16, 0, 0, 1, 1); // λ = 1
    texturedRect(0, 0, 8, 8, 0, 0, 1, 1); // λ = 2
    texturedRect(0, 0, 1, 1, 0, 0, 1, 1); // λ = 5
    expect(pixel(20, 20)).toEqual([255, 0, 0, 255]);
    expect(pixel(12, 12)).toEqual([0, 255, 0, 255]);
    expect(pixel(4, 4)).toEqual([0, 0, 255, 255]);
    expect(pixel(0, 0)).toEqual([255, 0, 255, 255]);
  });
});
