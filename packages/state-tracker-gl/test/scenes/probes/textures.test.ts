// Pixel probes of texturing state on every drawing driver and on the texture lowering drivers
// (texture-drivers.ts): wrap modes and filters at known coordinates (GL 1.5 section 3.8.7–3.8.8), the
// border colour under CLAMP_TO_BORDER and GL_CLAMP with NEAREST and LINEAR filtering on every target,
// mipmap level selection, GL_GENERATE_MIPMAP's box filter read back with glGetTexImage, the texture
// matrix, and texture coordinate generation.
import { expect, it } from 'vitest';
import * as gl from '../../../src/index.js';
import { newTexture, solidLevels, texturedRect } from '../helpers.js';
import { pixel, pointOn, unorm8s, useProbeContext } from './probe.js';
import { describeOnTextureDrivers } from './texture-drivers.js';

/** Texels A, B, C, D of the 4×1 texture, in red. */
const ROW = [12, 80, 160, 240];
/** The border colour, as bytes (so that NEAREST reads them exactly) and as the floats GL takes. */
const BORDER_BYTES = [80, 176, 232, 103];
const BORDER = BORDER_BYTES.map((b) => b / 255);

/** Binds the 4×1 texture (red = ROW, green 0, blue 0) with NEAREST filters, REPLACE. */
function rowTexture(): void {
  newTexture();
  gl.glTexImage2D(gl.GL_TEXTURE_2D, 0, gl.GL_RGBA8, 4, 1, 0, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, rowBytes());
  gl.glTexParameterfv(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_BORDER_COLOR, BORDER);
  gl.glEnable(gl.GL_TEXTURE_2D);
  gl.glTexEnvi(gl.GL_TEXTURE_ENV, gl.GL_TEXTURE_ENV_MODE, gl.GL_REPLACE);
}

/** The 4×1 row as RGBA bytes. */
function rowBytes(): Uint8Array {
  const data = new Uint8Array(16);
  for (const [i, r] of ROW.entries()) data.set([r, 0, 0, 255], 4 * i);
  return data;
}

/** CLAMP_TO_BORDER on every axis of `target`, BORDER as its colour, `filter` both ways. */
function borderParameters(target: number, filter: number): void {
  for (const pname of [gl.GL_TEXTURE_MIN_FILTER, gl.GL_TEXTURE_MAG_FILTER])
    gl.glTexParameteri(target, pname, filter);
  for (const pname of [gl.GL_TEXTURE_WRAP_S, gl.GL_TEXTURE_WRAP_T, gl.GL_TEXTURE_WRAP_R])
    gl.glTexParameteri(target, pname, gl.GL_CLAMP_TO_BORDER);
  gl.glTexParameterfv(target, gl.GL_TEXTURE_BORDER_COLOR, BORDER);
}

/** A point on pixel (x, 0) with texture coordinates (s, 0.5). */
function sample(x: number, s: number): void {
  gl.glBegin(gl.GL_POINTS);
  gl.glTexCoord2f(s, 0.5);
  gl.glVertex2f(x + 0.5, 0.5);
  gl.glEnd();
}

/** The texel bytes `t` mixed with the border: keep × t + (1 − keep) × border, as 8-bit values. */
function withBorder(t: readonly number[], keep: number, border = BORDER): number[] {
  return unorm8s(t.map((x, i) => (keep * x) / 255 + (1 - keep) * border[i]!));
}

describeOnTextureDrivers('texturing probes', (driver) => {
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

  it('GL_CLAMP_TO_BORDER with NEAREST returns the border colour outside [0, 1], the texel inside', () => {
    rowTexture();
    gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_WRAP_S, gl.GL_CLAMP_TO_BORDER);
    sample(0, 1.125);
    sample(1, 0.3);
    sample(2, -0.01);
    sample(3, 0.99);
    expect(pixel(0, 0)).toEqual(BORDER_BYTES);
    expect(pixel(1, 0)).toEqual([ROW[1], 0, 0, 255]);
    expect(pixel(2, 0)).toEqual(BORDER_BYTES);
    expect(pixel(3, 0)).toEqual([ROW[3], 0, 0, 255]);
  });

  it('GL_CLAMP_TO_BORDER with LINEAR weighs the border by the footprint outside (u = −¼: ¾ border; u = 4.125: ⅝)', () => {
    rowTexture();
    gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_MAG_FILTER, gl.GL_LINEAR);
    gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_WRAP_S, gl.GL_CLAMP_TO_BORDER);
    sample(0, -1 / 16); // u = −0.25: texel −1 (border) × 0.75 + texel 0 × 0.25
    sample(1, 4.125 / 4); // u = 4.125: texel 3 × 0.375 + texel 4 (border) × 0.625
    sample(2, 2); // far outside: all border
    sample(3, 0.5); // inside: texels 1 and 2 halfway, no border
    expect(pixel(0, 0)).toEqual(withBorder([ROW[0]!, 0, 0, 255], 0.25));
    expect(pixel(1, 0)).toEqual(withBorder([ROW[3]!, 0, 0, 255], 0.375));
    expect(pixel(2, 0)).toEqual(BORDER_BYTES);
    expect(pixel(3, 0)).toEqual([(ROW[1]! + ROW[2]!) / 2, 0, 0, 255]);
  });

  it('GL_CLAMP with LINEAR blends half the border in at the edges (s ≤ 0 and s ≥ 1), none inside', () => {
    rowTexture();
    gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_MAG_FILTER, gl.GL_LINEAR);
    gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_WRAP_S, gl.GL_CLAMP);
    sample(0, 0);
    sample(1, -3); // clamped to 0
    sample(2, 1.5); // clamped to 1
    sample(3, 1 / 16); // u = 0.25: a quarter of the footprint outside
    sample(4, 0.375); // u = 1.5: texel 1 alone
    expect(pixel(0, 0)).toEqual(withBorder([ROW[0]!, 0, 0, 255], 0.5));
    expect(pixel(1, 0)).toEqual(withBorder([ROW[0]!, 0, 0, 255], 0.5));
    expect(pixel(2, 0)).toEqual(withBorder([ROW[3]!, 0, 0, 255], 0.5));
    expect(pixel(3, 0)).toEqual(withBorder([ROW[0]!, 0, 0, 255], 0.75));
    expect(pixel(4, 0)).toEqual([ROW[1], 0, 0, 255]);
  });

  it('GL_CLAMP with NEAREST is CLAMP_TO_EDGE: no border', () => {
    rowTexture();
    gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_WRAP_S, gl.GL_CLAMP);
    sample(0, -0.5);
    sample(1, 1.5);
    expect(pixel(0, 0)).toEqual([ROW[0], 0, 0, 255]);
    expect(pixel(1, 0)).toEqual([ROW[3], 0, 0, 255]);
  });

  it('2D CLAMP_TO_BORDER with LINEAR in a corner: the border takes 1 − (1 − b_s)(1 − b_t)', () => {
    newTexture();
    const texel = [204, 100, 40, 160];
    const data = new Uint8Array(4 * 4 * 4).fill(255);
    data.set(texel, 0);
    gl.glTexImage2D(gl.GL_TEXTURE_2D, 0, gl.GL_RGBA8, 4, 4, 0, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, data);
    gl.glTexParameterfv(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_BORDER_COLOR, BORDER);
    for (const pname of [gl.GL_TEXTURE_MIN_FILTER, gl.GL_TEXTURE_MAG_FILTER])
      gl.glTexParameteri(gl.GL_TEXTURE_2D, pname, gl.GL_LINEAR);
    gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_WRAP_S, gl.GL_CLAMP_TO_BORDER);
    gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_WRAP_T, gl.GL_CLAMP_TO_BORDER);
    gl.glEnable(gl.GL_TEXTURE_2D);
    gl.glTexEnvi(gl.GL_TEXTURE_ENV, gl.GL_TEXTURE_ENV_MODE, gl.GL_REPLACE);
    gl.glTexCoord2f(-1 / 16, 1 / 16); // u = −0.25 (b_s = 0.75), v = 0.25 (b_t = 0.25)
    pointOn(0, 0);
    expect(pixel(0, 0)).toEqual(withBorder(texel, 0.25 * 0.75));
  });

  it('1D and 3D textures read the border on every axis that leaves the image', () => {
    newTexture();
    gl.glBindTexture(gl.GL_TEXTURE_1D, 0);
    gl.glTexImage1D(gl.GL_TEXTURE_1D, 0, gl.GL_RGBA8, 4, 0, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, rowBytes());
    borderParameters(gl.GL_TEXTURE_1D, gl.GL_LINEAR);
    gl.glEnable(gl.GL_TEXTURE_1D);
    gl.glTexEnvi(gl.GL_TEXTURE_ENV, gl.GL_TEXTURE_ENV_MODE, gl.GL_REPLACE);
    gl.glTexCoord1f(-1 / 16);
    pointOn(0, 0);
    gl.glTexCoord1f(1.5);
    pointOn(1, 0);
    gl.glDisable(gl.GL_TEXTURE_1D);
    gl.glBindTexture(gl.GL_TEXTURE_3D, 0);
    const cube = new Uint8Array(2 * 2 * 2 * 4);
    for (let i = 0; i < 8; i++) cube.set([30 * i, 200 - 20 * i, 90, 255], 4 * i);
    gl.glTexImage3D(gl.GL_TEXTURE_3D, 0, gl.GL_RGBA8, 2, 2, 2, 0, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, cube);
    borderParameters(gl.GL_TEXTURE_3D, gl.GL_NEAREST);
    gl.glEnable(gl.GL_TEXTURE_3D);
    gl.glTexCoord3f(0.75, 0.25, 0.75); // texel (1, 0, 1): index 5
    pointOn(2, 0);
    gl.glTexCoord3f(0.75, 0.25, 1.25); // r outside
    pointOn(3, 0);
    expect(pixel(0, 0)).toEqual(withBorder([ROW[0]!, 0, 0, 255], 0.25));
    expect(pixel(1, 0)).toEqual(BORDER_BYTES);
    expect(pixel(2, 0)).toEqual([150, 100, 90, 255]);
    expect(pixel(3, 0)).toEqual(BORDER_BYTES);
  });

  it('cube maps mix the border in near a face edge with LINEAR (¼ of the footprint outside)', () => {
    gl.glBindTexture(gl.GL_TEXTURE_CUBE_MAP, 0);
    const face = new Uint8Array(4 * 4 * 4);
    for (let i = 0; i < 16; i++) face.set([204, 100, 40, 160], 4 * i);
    for (let f = 0; f < 6; f++)
      gl.glTexImage2D(
        gl.GL_TEXTURE_CUBE_MAP_POSITIVE_X + f,
        0,
        gl.GL_RGBA8,
        4,
        4,
        0,
        gl.GL_RGBA,
        gl.GL_UNSIGNED_BYTE,
        face,
      );
    borderParameters(gl.GL_TEXTURE_CUBE_MAP, gl.GL_LINEAR);
    gl.glEnable(gl.GL_TEXTURE_CUBE_MAP);
    gl.glTexEnvi(gl.GL_TEXTURE_ENV, gl.GL_TEXTURE_ENV_MODE, gl.GL_REPLACE);
    gl.glTexCoord3f(1, 0, 0.875); // +X face: s = (−z/x + 1)/2 = 1/16, u = 0.25; t = ½
    pointOn(0, 0);
    gl.glTexCoord3f(0.125, -1, 0); // −Y face: s = (x/|y| + 1)/2 = 9/16, t = (z/|y| + 1)/2 = ½
    pointOn(1, 0);
    expect(pixel(0, 0)).toEqual(withBorder([204, 100, 40, 160], 0.75));
    expect(pixel(1, 0)).toEqual([204, 100, 40, 160]);
  });

  it('the border colour reads as the base format (MODULATE): LUMINANCE takes R with alpha 1, ALPHA only A', () => {
    const border = [0.44, 0.8, 0.2, 0.6];
    for (const [x, internalFormat, byte] of [
      [0, gl.GL_LUMINANCE, 120],
      [1, gl.GL_ALPHA, 90],
      [2, gl.GL_INTENSITY, 60],
      [3, gl.GL_LUMINANCE_ALPHA, 120],
    ] as const) {
      newTexture();
      gl.glPixelStorei(gl.GL_UNPACK_ALIGNMENT, 1);
      const format = internalFormat === gl.GL_LUMINANCE_ALPHA ? gl.GL_LUMINANCE_ALPHA : gl.GL_LUMINANCE;
      gl.glTexImage2D(
        gl.GL_TEXTURE_2D,
        0,
        internalFormat,
        1,
        1,
        0,
        format,
        gl.GL_UNSIGNED_BYTE,
        new Uint8Array([byte, 70]),
      );
      gl.glTexParameterfv(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_BORDER_COLOR, border);
      gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_WRAP_S, gl.GL_CLAMP_TO_BORDER);
      gl.glEnable(gl.GL_TEXTURE_2D);
      gl.glTexEnvi(gl.GL_TEXTURE_ENV, gl.GL_TEXTURE_ENV_MODE, gl.GL_MODULATE);
      gl.glColor4f(1, 1, 1, 0.75);
      gl.glTexCoord2f(1.5, 0.5);
      pointOn(x, 0);
    }
    const [r, , , a] = border;
    expect(pixel(0, 0)).toEqual(unorm8s([r!, r!, r!, 0.75]));
    expect(pixel(1, 0)).toEqual(unorm8s([1, 1, 1, 0.75 * a!]));
    expect(pixel(2, 0)).toEqual(unorm8s([r!, r!, r!, 0.75 * r!]));
    expect(pixel(3, 0)).toEqual(unorm8s([r!, r!, r!, 0.75 * a!]));
  });

  /** An 8×8 GL_TEXTURE_2D of one colour per level (`levels` of them), CLAMP_TO_BORDER with BORDER. */
  function levelTexture(levels: readonly (readonly number[])[], minFilter: number, magFilter: number): void {
    newTexture();
    solidLevels(8, levels);
    gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_MIN_FILTER, minFilter);
    gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_MAG_FILTER, magFilter);
    gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_WRAP_S, gl.GL_CLAMP_TO_BORDER);
    gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_WRAP_T, gl.GL_CLAMP_TO_BORDER);
    gl.glTexParameterfv(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_BORDER_COLOR, BORDER);
    gl.glEnable(gl.GL_TEXTURE_2D);
    gl.glTexEnvi(gl.GL_TEXTURE_ENV, gl.GL_TEXTURE_ENV_MODE, gl.GL_REPLACE);
  }

  it('a minified mipmapped lookup measures the border on the level it reads (λ = 1: the 4×4 level)', () => {
    const [A, B, C, D] = [
      [200, 40, 40, 255],
      [40, 200, 40, 255],
      [40, 40, 200, 255],
      [200, 200, 40, 255],
    ];
    levelTexture([A!, B!, C!, D!], gl.GL_LINEAR_MIPMAP_NEAREST, gl.GL_LINEAR);
    // s and t advance ¼ per pixel: 2 texels of level 0, λ = 1. Pixel x has s = −9/16 + (x + ½)/4.
    texturedRect(0, 0, 8, 8, -9 / 16, -0.5, -9 / 16 + 2, 1.5);
    expect(pixel(1, 3)).toEqual(BORDER_BYTES); // level-1 u = −0.75: all border
    expect(pixel(2, 3)).toEqual(withBorder(B!, 0.75)); // u = 0.25: a quarter border
    expect(pixel(5, 3)).toEqual(B); // u = 3.25: inside
  });

  it('minified lookups measure with the minification filter, magnified ones with the magnification filter', () => {
    const A = [200, 40, 40, 255];
    levelTexture([A], gl.GL_NEAREST, gl.GL_LINEAR);
    // λ = 1 (minified, NEAREST): pixel x has u = 8s = 2x − 3.75.
    texturedRect(0, 0, 8, 8, -19 / 32, -0.5, -19 / 32 + 2, 1.5);
    gl.glTexCoord2f(1 / 32, 0.5); // a point: magnified, LINEAR at u = 0.25
    pointOn(20, 20);
    expect(pixel(1, 3)).toEqual(BORDER_BYTES); // u = −1.75
    expect(pixel(2, 3)).toEqual(A); // u = 0.25: NEAREST reads texel 0
    expect(pixel(20, 20)).toEqual(withBorder(A, 0.75)); // LINEAR: a quarter of the footprint outside
  });

  it('depth comparison (ARB_shadow) with CLAMP_TO_BORDER compares r with the border depth', () => {
    newTexture();
    gl.glTexImage2D(
      gl.GL_TEXTURE_2D,
      0,
      gl.GL_DEPTH_COMPONENT,
      2,
      1,
      0,
      gl.GL_DEPTH_COMPONENT,
      gl.GL_FLOAT,
      new Float32Array([0.25, 0.75]),
    );
    gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_COMPARE_MODE, gl.GL_COMPARE_R_TO_TEXTURE);
    gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_COMPARE_FUNC, gl.GL_LEQUAL);
    gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_WRAP_S, gl.GL_CLAMP_TO_BORDER);
    gl.glTexParameterfv(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_BORDER_COLOR, [0.5, 0, 0, 0]);
    gl.glEnable(gl.GL_TEXTURE_2D);
    gl.glTexEnvi(gl.GL_TEXTURE_ENV, gl.GL_TEXTURE_ENV_MODE, gl.GL_MODULATE);
    const at = (x: number, s: number, r: number) => {
      gl.glTexCoord3f(s, 0.5, r);
      pointOn(x, 0);
    };
    at(0, 0.25, 0.5); // texel 0: 0.5 ≤ 0.25 fails
    at(1, 0.75, 0.5); // texel 1: 0.5 ≤ 0.75 passes
    at(2, 1.5, 0.4); // border: 0.4 ≤ 0.5 passes
    at(3, 1.5, 0.6); // border: 0.6 ≤ 0.5 fails
    gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_MAG_FILTER, gl.GL_LINEAR);
    at(4, 1.125, 0.6); // u = 2.25: texel 1 passes (¼), the border fails (¾)
    expect([0, 1, 2, 3, 4].map((x) => pixel(x, 0))).toEqual([
      [0, 0, 0, 255],
      [255, 255, 255, 255],
      [255, 255, 255, 255],
      [0, 0, 0, 255],
      [64, 64, 64, 255],
    ]);
  });

  it('a display list replays border sampling with the border colour current at the call', () => {
    rowTexture();
    gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_MAG_FILTER, gl.GL_LINEAR);
    gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_WRAP_S, gl.GL_CLAMP);
    const list = gl.glGenLists(1);
    gl.glNewList(list, gl.GL_COMPILE);
    sample(0, 0);
    gl.glEndList();
    gl.glCallList(list);
    gl.glTexParameterfv(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_BORDER_COLOR, [0, 0, 0, 1]);
    gl.glTranslatef(1, 0, 0);
    gl.glCallList(list);
    expect(pixel(0, 0)).toEqual(withBorder([ROW[0]!, 0, 0, 255], 0.5));
    expect(pixel(1, 0)).toEqual(withBorder([ROW[0]!, 0, 0, 255], 0.5, [0, 0, 0, 1]));
    gl.glDeleteLists(list, 1);
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
