// GL_ARB_texture_rectangle: the rectangle target's state and errors on every driver (soft, webgl, noop),
// each error checked with the reason a debug context reports; and rectangle texturing on the drawing
// drivers and the texture lowering drivers: a 5×3 (non-power-of-two) texture sampled with unnormalized
// coordinates (0..5, 0..3) with NEAREST and LINEAR under CLAMP_TO_EDGE, CLAMP and CLAMP_TO_BORDER (exact
// texels per the extension's section 3.8.7–3.8.8 changes), the enable priority against 2D and 3D, the
// texture matrix and texgen, glCopyTexImage2D / glCopyTexSubImage2D into it, glGetTexImage back, proxies,
// and glPushAttrib of the enable and the binding; LUMINANCE_ALPHA and depth-comparison rectangles; and a
// rectangle of any size on a driver without NPOT textures.
import { PipeCap } from '@gallium-ts/gallium-api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as gl from '../../src/index.js';
import { DRAWING_DRIVERS, readWindow, savePicture } from '../helpers/drawing-drivers.js';
import { softWithout } from '../helpers/lowering-drivers.js';
import { pixel, SIZE, useProbeContext } from '../scenes/probes/probe.js';
import { describeOnTextureDrivers } from '../scenes/probes/texture-drivers.js';

const RECT = gl.GL_TEXTURE_RECTANGLE_ARB;
const PROXY = gl.GL_PROXY_TEXTURE_RECTANGLE_ARB;
const UB = gl.GL_UNSIGNED_BYTE;
const W = 5;
const H = 3;
/** Texel (i, j) of the 5×3 texture. */
const texel = (i: number, j: number) => [20 + 40 * i, 40 + 80 * j, 100, 255];
/** The border colour, as bytes (NEAREST reads them exactly) and as the floats GL takes. */
const BORDER_BYTES = [80, 176, 232, 103];
const BORDER = BORDER_BYTES.map((b) => b / 255);

function texels(): Uint8Array {
  const data = new Uint8Array(W * H * 4);
  for (let j = 0; j < H; j++) for (let i = 0; i < W; i++) data.set(texel(i, j), (j * W + i) * 4);
  return data;
}

const getI = (pname: number) => {
  const out = new Int32Array(1);
  gl.glGetIntegerv(pname, out);
  return out[0]!;
};
const texParam = (pname: number, target = RECT) => {
  const out = new Int32Array(1);
  gl.glGetTexParameteriv(target, pname, out);
  return out[0]!;
};
const levelParam = (target: number, level: number, pname: number) => {
  const out = new Int32Array(1);
  gl.glGetTexLevelParameteriv(target, level, pname, out);
  return out[0]!;
};

/** A new texture object bound to the rectangle target, holding the 5×3 image. */
function rectTexture(filter = gl.GL_NEAREST, wrap = gl.GL_CLAMP_TO_EDGE): number {
  const name = new Uint32Array(1);
  gl.glGenTextures(1, name);
  gl.glBindTexture(RECT, name[0]!);
  gl.glTexImage2D(RECT, 0, gl.GL_RGBA8, W, H, 0, gl.GL_RGBA, UB, texels());
  gl.glTexParameteri(RECT, gl.GL_TEXTURE_MIN_FILTER, filter);
  gl.glTexParameteri(RECT, gl.GL_TEXTURE_MAG_FILTER, filter);
  gl.glTexParameteri(RECT, gl.GL_TEXTURE_WRAP_S, wrap);
  gl.glTexParameteri(RECT, gl.GL_TEXTURE_WRAP_T, wrap);
  gl.glTexParameterfv(RECT, gl.GL_TEXTURE_BORDER_COLOR, BORDER);
  return name[0]!;
}

/** A point on pixel (x, y) with texture coordinates (s, t). */
function sample(x: number, y: number, s: number, t: number): void {
  gl.glBegin(gl.GL_POINTS);
  gl.glTexCoord2f(s, t);
  gl.glVertex2f(x + 0.5, y + 0.5);
  gl.glEnd();
}

/** `a` within one of `b` per channel (filtering rounds in the driver). */
function near(a: readonly number[], b: readonly number[]): void {
  expect(
    a.every((x, i) => Math.abs(x - b[i]!) <= 1),
    `${a} ≈ ${b}`,
  ).toBe(true);
}

/** `w·a + (1 − w)·b` per channel, as the bytes the probes compare. */
const mix = (a: readonly number[], b: readonly number[], w: number) =>
  a.map((x, i) => w * x + (1 - w) * b[i]!);

for (const driver of [...DRAWING_DRIVERS, 'noop']) {
  describe(`GL_ARB_texture_rectangle state and errors [${driver}]`, () => {
    let ctx: gl.GlContext;
    let reports: gl.GLDebugReport[] = [];
    beforeEach(async () => {
      reports = [];
      ctx = await gl.createContext({ width: 8, height: 8, driver, debug: (r) => reports.push(r) });
      gl.makeCurrent(ctx);
    });
    afterEach(async () => {
      await ctx.destroy();
      gl.makeCurrent(null);
    });

    /** `fn` records `code` for a reason matching `reason`, and nothing else. */
    function expectError(code: number, reason: RegExp, fn: () => void): void {
      reports = [];
      fn();
      expect(gl.glGetError()).toBe(code);
      expect(reports.length).toBe(1);
      expect(reports[0]!.reason).toMatch(reason);
    }

    it('is advertised, with its limit, binding, enable and initial parameters', () => {
      const extensions = gl.glGetString(gl.GL_EXTENSIONS)!.split(' ');
      for (const name of ['GL_ARB_texture_rectangle', 'GL_EXT_texture_rectangle', 'GL_NV_texture_rectangle'])
        expect(extensions).toContain(name);
      // A rectangle is one 2D level: the limit is GL_MAX_TEXTURE_SIZE's, at least the spec's 64.
      expect(getI(gl.GL_MAX_RECTANGLE_TEXTURE_SIZE_ARB)).toBe(getI(gl.GL_MAX_TEXTURE_SIZE));
      expect(getI(gl.GL_MAX_RECTANGLE_TEXTURE_SIZE_ARB)).toBeGreaterThanOrEqual(64);
      expect(getI(gl.GL_TEXTURE_BINDING_RECTANGLE_ARB)).toBe(0);
      expect(gl.glIsEnabled(RECT)).toBe(false);
      // "LINEAR ... CLAMP_TO_EDGE" for rectangles (3.8.11), on the default texture and on new ones.
      const initial = () =>
        [
          gl.GL_TEXTURE_MIN_FILTER,
          gl.GL_TEXTURE_MAG_FILTER,
          gl.GL_TEXTURE_WRAP_S,
          gl.GL_TEXTURE_WRAP_T,
          gl.GL_TEXTURE_WRAP_R,
        ].map((p) => texParam(p));
      const expected = [
        gl.GL_LINEAR,
        gl.GL_LINEAR,
        gl.GL_CLAMP_TO_EDGE,
        gl.GL_CLAMP_TO_EDGE,
        gl.GL_CLAMP_TO_EDGE,
      ];
      expect(initial()).toEqual(expected);
      gl.glBindTexture(RECT, 7);
      expect(getI(gl.GL_TEXTURE_BINDING_RECTANGLE_ARB)).toBe(7);
      expect(gl.glIsTexture(7)).toBe(true);
      expect(initial()).toEqual(expected);
      gl.glEnable(RECT);
      expect(gl.glIsEnabled(RECT)).toBe(true);
      // Each unit has its own binding and enable.
      gl.glActiveTexture(gl.GL_TEXTURE1);
      expect(getI(gl.GL_TEXTURE_BINDING_RECTANGLE_ARB)).toBe(0);
      expect(gl.glIsEnabled(RECT)).toBe(false);
      expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
    });

    it('takes a non-power-of-two image at level 0 and reads it back with glGetTexImage', () => {
      rectTexture();
      expect(levelParam(RECT, 0, gl.GL_TEXTURE_WIDTH)).toBe(W);
      expect(levelParam(RECT, 0, gl.GL_TEXTURE_HEIGHT)).toBe(H);
      expect(levelParam(RECT, 0, gl.GL_TEXTURE_INTERNAL_FORMAT)).toBe(gl.GL_RGBA8);
      const back = new Uint8Array(W * H * 4);
      gl.glGetTexImage(RECT, 0, gl.GL_RGBA, UB, back);
      expect(Array.from(back)).toEqual(Array.from(texels()));
      gl.glTexSubImage2D(RECT, 0, 3, 2, 2, 1, gl.GL_RGBA, UB, new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]));
      gl.glGetTexImage(RECT, 0, gl.GL_RGBA, UB, back);
      expect(Array.from(back.subarray((2 * W + 3) * 4))).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      // A generic compressed format may be stored uncompressed (issue 9): accepted.
      gl.glTexImage2D(RECT, 0, gl.GL_COMPRESSED_RGB, 7, 3, 0, gl.GL_RGB, UB, null);
      expect(levelParam(RECT, 0, gl.GL_TEXTURE_WIDTH)).toBe(7);
      expect(levelParam(RECT, 0, gl.GL_TEXTURE_COMPRESSED)).toBe(0);
      // GL_GENERATE_MIPMAP has nothing to make on a one-level texture: accepted, and the image stays.
      gl.glTexParameteri(RECT, gl.GL_GENERATE_MIPMAP, gl.GL_TRUE);
      gl.glTexImage2D(RECT, 0, gl.GL_RGBA8, W, H, 0, gl.GL_RGBA, UB, texels());
      gl.glGetTexImage(RECT, 0, gl.GL_RGBA, UB, back);
      expect(Array.from(back)).toEqual(Array.from(texels()));
      expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
    });

    it('level and border other than 0 are INVALID_VALUE on every image command', () => {
      rectTexture();
      const data = new Uint8Array(64);
      const onlyLevel0 = /rectangle texture has level 0 only/;
      expectError(gl.GL_INVALID_VALUE, onlyLevel0, () =>
        gl.glTexImage2D(RECT, 1, gl.GL_RGBA8, 2, 1, 0, gl.GL_RGBA, UB, data),
      );
      expectError(gl.GL_INVALID_VALUE, onlyLevel0, () =>
        gl.glTexImage2D(RECT, 0, gl.GL_RGBA8, 4, 4, 1, gl.GL_RGBA, UB, data),
      );
      expectError(gl.GL_INVALID_VALUE, onlyLevel0, () =>
        gl.glTexImage2D(PROXY, 1, gl.GL_RGBA8, 2, 1, 0, gl.GL_RGBA, UB, null),
      );
      expectError(gl.GL_INVALID_VALUE, onlyLevel0, () =>
        gl.glCopyTexImage2D(RECT, 1, gl.GL_RGBA8, 0, 0, 2, 1, 0),
      );
      expectError(gl.GL_INVALID_VALUE, onlyLevel0, () =>
        gl.glCopyTexImage2D(RECT, 0, gl.GL_RGBA8, 0, 0, 4, 4, 1),
      );
      expectError(gl.GL_INVALID_VALUE, onlyLevel0, () =>
        gl.glTexSubImage2D(RECT, 1, 0, 0, 1, 1, gl.GL_RGBA, UB, data),
      );
      expectError(gl.GL_INVALID_VALUE, onlyLevel0, () => gl.glCopyTexSubImage2D(RECT, 1, 0, 0, 0, 0, 1, 1));
      expectError(gl.GL_INVALID_VALUE, onlyLevel0, () => gl.glGetTexImage(RECT, 1, gl.GL_RGBA, UB, data));
      expectError(gl.GL_INVALID_VALUE, /level is outside/, () =>
        gl.glGetTexLevelParameteriv(RECT, 1, gl.GL_TEXTURE_WIDTH, new Int32Array(1)),
      );
      // Nothing changed.
      expect(levelParam(RECT, 0, gl.GL_TEXTURE_WIDTH)).toBe(W);
    });

    it('refuses the wrap modes that repeat or mirror and the mipmapped min filters (INVALID_ENUM)', () => {
      rectTexture(gl.GL_NEAREST, gl.GL_CLAMP);
      for (const pname of [gl.GL_TEXTURE_WRAP_S, gl.GL_TEXTURE_WRAP_T, gl.GL_TEXTURE_WRAP_R]) {
        for (const wrap of [gl.GL_REPEAT, gl.GL_MIRRORED_REPEAT])
          expectError(gl.GL_INVALID_ENUM, /wraps only with CLAMP, CLAMP_TO_EDGE or CLAMP_TO_BORDER/, () =>
            gl.glTexParameteri(RECT, pname, wrap),
          );
      }
      expect(texParam(gl.GL_TEXTURE_WRAP_S)).toBe(gl.GL_CLAMP);
      for (const wrap of [gl.GL_CLAMP, gl.GL_CLAMP_TO_EDGE, gl.GL_CLAMP_TO_BORDER]) {
        gl.glTexParameteri(RECT, gl.GL_TEXTURE_WRAP_R, wrap);
        expect(texParam(gl.GL_TEXTURE_WRAP_R)).toBe(wrap);
      }
      for (const filter of [
        gl.GL_NEAREST_MIPMAP_NEAREST,
        gl.GL_LINEAR_MIPMAP_NEAREST,
        gl.GL_NEAREST_MIPMAP_LINEAR,
        gl.GL_LINEAR_MIPMAP_LINEAR,
      ])
        expectError(gl.GL_INVALID_ENUM, /no mipmaps: its min filter is NEAREST or LINEAR/, () =>
          gl.glTexParameteri(RECT, gl.GL_TEXTURE_MIN_FILTER, filter),
        );
      expect(texParam(gl.GL_TEXTURE_MIN_FILTER)).toBe(gl.GL_NEAREST);
      expectError(gl.GL_INVALID_VALUE, /has only level 0/, () =>
        gl.glTexParameteri(RECT, gl.GL_TEXTURE_BASE_LEVEL, 1),
      );
      gl.glTexParameteri(RECT, gl.GL_TEXTURE_BASE_LEVEL, 0);
      expectError(gl.GL_INVALID_ENUM, /has no mipmaps/, () => gl.glGenerateMipmap(RECT));
      // GL_TEXTURE_2D keeps its modes.
      gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_WRAP_S, gl.GL_REPEAT);
      expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
    });

    it('refuses specific compressed formats and the compressed-image commands (INVALID_ENUM)', () => {
      rectTexture();
      const dxt1 = gl.GL_COMPRESSED_RGB_S3TC_DXT1_EXT;
      const blocks = new Uint8Array(8);
      expectError(gl.GL_INVALID_ENUM, /not rectangle textures/, () =>
        gl.glTexImage2D(RECT, 0, dxt1, 4, 4, 0, gl.GL_RGB, UB, null),
      );
      expectError(gl.GL_INVALID_ENUM, /not rectangle textures/, () =>
        gl.glCopyTexImage2D(RECT, 0, dxt1, 0, 0, 4, 4, 0),
      );
      for (const target of [RECT, PROXY])
        expectError(gl.GL_INVALID_ENUM, /is a rectangle/, () =>
          gl.glCompressedTexImage2D(target, 0, dxt1, 4, 4, 0, 8, blocks),
        );
      expectError(gl.GL_INVALID_ENUM, /other than rectangles/, () =>
        gl.glCompressedTexSubImage2D(RECT, 0, 0, 0, 4, 4, dxt1, 8, blocks),
      );
      expect(levelParam(RECT, 0, gl.GL_TEXTURE_INTERNAL_FORMAT)).toBe(gl.GL_RGBA8);
    });

    it('a rectangle texture object cannot be bound to another target, nor another object to it', () => {
      const name = rectTexture();
      expectError(gl.GL_INVALID_OPERATION, /created with another target/, () =>
        gl.glBindTexture(gl.GL_TEXTURE_2D, name),
      );
      gl.glBindTexture(gl.GL_TEXTURE_2D, 99);
      expectError(gl.GL_INVALID_OPERATION, /created with another target/, () => gl.glBindTexture(RECT, 99));
      expect(getI(gl.GL_TEXTURE_BINDING_RECTANGLE_ARB)).toBe(name);
      // Deleting the bound rectangle texture binds the default one.
      gl.glDeleteTextures(1, [name]);
      expect(getI(gl.GL_TEXTURE_BINDING_RECTANGLE_ARB)).toBe(0);
    });

    it('the proxy takes any size up to the limit at level 0 and clears one beyond it', () => {
      const max = getI(gl.GL_MAX_RECTANGLE_TEXTURE_SIZE_ARB);
      const state = () => [gl.GL_TEXTURE_WIDTH, gl.GL_TEXTURE_HEIGHT].map((p) => levelParam(PROXY, 0, p));
      gl.glTexImage2D(PROXY, 0, gl.GL_RGBA8, W, H, 0, gl.GL_RGBA, UB, null);
      expect(state()).toEqual([W, H]);
      gl.glTexImage2D(PROXY, 0, gl.GL_RGBA8, max, 3, 0, gl.GL_RGBA, UB, null);
      expect(state()).toEqual([max, 3]);
      gl.glTexImage2D(PROXY, 0, gl.GL_RGBA8, max + 1, 3, 0, gl.GL_RGBA, UB, null);
      expect(state()).toEqual([0, 0]);
      expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
      // The texture itself refuses the size.
      expectError(gl.GL_INVALID_VALUE, /larger than the implementation's maximum/, () =>
        gl.glTexImage2D(RECT, 0, gl.GL_RGBA8, max + 1, 3, 0, gl.GL_RGBA, UB, null),
      );
      // Proxies are not textures (3.8.11).
      expectError(gl.GL_INVALID_ENUM, /not accepted/, () => gl.glBindTexture(PROXY, 0));
    });

    it('glPushAttrib saves the enable (GL_ENABLE_BIT) and the binding and parameters (GL_TEXTURE_BIT)', () => {
      const name = rectTexture();
      gl.glPushAttrib(gl.GL_ENABLE_BIT);
      gl.glEnable(RECT);
      gl.glPopAttrib();
      expect(gl.glIsEnabled(RECT)).toBe(false);
      gl.glEnable(RECT);
      gl.glPushAttrib(gl.GL_TEXTURE_BIT);
      gl.glDisable(RECT);
      gl.glTexParameteri(RECT, gl.GL_TEXTURE_WRAP_S, gl.GL_CLAMP_TO_BORDER);
      gl.glBindTexture(RECT, 0);
      gl.glPopAttrib();
      expect(gl.glIsEnabled(RECT)).toBe(true);
      expect(getI(gl.GL_TEXTURE_BINDING_RECTANGLE_ARB)).toBe(name);
      expect(texParam(gl.GL_TEXTURE_WRAP_S)).toBe(gl.GL_CLAMP_TO_EDGE);
      expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
    });
  });
}

describeOnTextureDrivers('rectangle texturing', (driver) => {
  useProbeContext(driver);
  const safe = driver.replace(/[^a-z0-9-]/gi, '_');

  it('NEAREST reads texel (floor s, floor t) of the unnormalized coordinates; a quad shows the 5×3 image', () => {
    rectTexture(gl.GL_NEAREST);
    gl.glEnable(RECT);
    gl.glTexEnvi(gl.GL_TEXTURE_ENV, gl.GL_TEXTURE_ENV_MODE, gl.GL_REPLACE);
    // Four pixels per texel: pixel (x, y) of the quad reads texel (floor(x / 4), floor(y / 4)).
    gl.glBegin(gl.GL_QUADS);
    gl.glTexCoord2f(0, 0);
    gl.glVertex2f(0, 0);
    gl.glTexCoord2f(W, 0);
    gl.glVertex2f(20, 0);
    gl.glTexCoord2f(W, H);
    gl.glVertex2f(20, 12);
    gl.glTexCoord2f(0, H);
    gl.glVertex2f(0, 12);
    gl.glEnd();
    // The same texture with LINEAR above it (for the picture), two pixels per texel.
    gl.glTexParameteri(RECT, gl.GL_TEXTURE_MAG_FILTER, gl.GL_LINEAR);
    gl.glBegin(gl.GL_QUADS);
    gl.glTexCoord2f(0, 0);
    gl.glVertex2f(0, 16);
    gl.glTexCoord2f(W, 0);
    gl.glVertex2f(30, 16);
    gl.glTexCoord2f(W, H);
    gl.glVertex2f(30, 31);
    gl.glTexCoord2f(0, H);
    gl.glVertex2f(0, 31);
    gl.glEnd();
    savePicture(`rectangle-texture-${safe}`, readWindow(SIZE, SIZE));
    for (const [x, y] of [
      [0, 0],
      [3, 3],
      [4, 0],
      [9, 5],
      [13, 10],
      [19, 11],
      [16, 4],
    ] as const)
      expect(pixel(x, y), `pixel (${x}, ${y})`).toEqual(texel(Math.floor(x / 4), Math.floor(y / 4)));
    // LINEAR on the upper quad, where pixel (x, y) has s = 5 (x + ½) / 30 and t = 3 (y − 15.5) / 15: rows
    // 18 and 28 lie on texel centres, and s below ½ or above w − ½ reads the edge texel alone.
    near(pixel(2, 18), texel(0, 0));
    near(pixel(29, 28), texel(4, 2));
  });

  it('NEAREST under each wrap mode: CLAMP_TO_EDGE and CLAMP read the edge texel, CLAMP_TO_BORDER the border', () => {
    gl.glTexEnvi(gl.GL_TEXTURE_ENV, gl.GL_TEXTURE_ENV_MODE, gl.GL_REPLACE);
    gl.glEnable(RECT);
    rectTexture();
    for (let j = 0; j < H; j++) for (let i = 0; i < W; i++) sample(i, j, i + 0.5, j + 0.5);
    for (let j = 0; j < H; j++) for (let i = 0; i < W; i++) expect(pixel(i, j)).toEqual(texel(i, j));
    rectTexture(gl.GL_NEAREST, gl.GL_CLAMP_TO_EDGE);
    sample(0, 5, 7, -2);
    sample(1, 5, -3, 1.5);
    // CLAMP clamps s to [0, w]; s = w reads texel w − 1 (equation 3.19's rectangular case).
    rectTexture(gl.GL_NEAREST, gl.GL_CLAMP);
    sample(2, 5, 7, 5);
    sample(3, 5, 5, 0.5);
    rectTexture(gl.GL_NEAREST, gl.GL_CLAMP_TO_BORDER);
    sample(4, 5, 5.5, 1.5);
    sample(5, 5, -0.25, 1.5);
    sample(6, 5, 4.9, 2.9);
    expect(pixel(0, 5)).toEqual(texel(4, 0));
    expect(pixel(1, 5)).toEqual(texel(0, 1));
    expect(pixel(2, 5)).toEqual(texel(4, 2));
    expect(pixel(3, 5)).toEqual(texel(4, 0));
    expect(pixel(4, 5)).toEqual(BORDER_BYTES);
    expect(pixel(5, 5)).toEqual(BORDER_BYTES);
    expect(pixel(6, 5)).toEqual(texel(4, 2));
  });

  it('LINEAR blends the texels around (s − ½, t − ½); CLAMP and CLAMP_TO_BORDER blend the border in', () => {
    gl.glTexEnvi(gl.GL_TEXTURE_ENV, gl.GL_TEXTURE_ENV_MODE, gl.GL_REPLACE);
    gl.glEnable(RECT);
    rectTexture(gl.GL_LINEAR, gl.GL_CLAMP_TO_EDGE);
    sample(0, 0, 1.25, 1.5);
    sample(1, 0, 7, 1.5);
    sample(2, 0, 3.5, 0.5);
    rectTexture(gl.GL_LINEAR, gl.GL_CLAMP);
    sample(3, 0, 7, 1.5);
    rectTexture(gl.GL_LINEAR, gl.GL_CLAMP_TO_BORDER);
    sample(4, 0, 4.75, 1.5);
    sample(5, 0, 5.25, 1.5);
    near(pixel(0, 0), mix(texel(0, 1), texel(1, 1), 0.25));
    near(pixel(1, 0), texel(4, 1));
    near(pixel(2, 0), texel(3, 0));
    // GL_CLAMP stops s at w = 5: half the footprint lies on the border.
    near(pixel(3, 0), mix(texel(4, 1), BORDER_BYTES, 0.5));
    // CLAMP_TO_BORDER: footprint [4.25, 5.25] and [4.75, 5.75].
    near(pixel(4, 0), mix(texel(4, 1), BORDER_BYTES, 0.75));
    near(pixel(5, 0), mix(texel(4, 1), BORDER_BYTES, 0.25));
  });

  it('a LUMINANCE_ALPHA rectangle reads (L, L, L, A); a depth rectangle compares r in [0, 1]', () => {
    gl.glTexEnvi(gl.GL_TEXTURE_ENV, gl.GL_TEXTURE_ENV_MODE, gl.GL_REPLACE);
    gl.glEnable(RECT);
    rectTexture();
    const la = new Uint8Array([30, 200, 90, 150, 210, 60]);
    gl.glTexImage2D(RECT, 0, gl.GL_LUMINANCE8_ALPHA8, 3, 1, 0, gl.GL_LUMINANCE_ALPHA, UB, la);
    sample(0, 0, 1.5, 0.5);
    sample(1, 0, 2.5, 0.5);
    expect(pixel(0, 0)).toEqual([90, 90, 90, 150]);
    expect(pixel(1, 0)).toEqual([210, 210, 210, 60]);
    // Depths 0.25 and 0.75; GL_LEQUAL passes where r <= D. r stays a [0, 1] coordinate (issue 13).
    gl.glTexImage2D(
      RECT,
      0,
      gl.GL_DEPTH_COMPONENT,
      2,
      1,
      0,
      gl.GL_DEPTH_COMPONENT,
      gl.GL_FLOAT,
      new Float32Array([0.25, 0.75]),
    );
    gl.glTexParameteri(RECT, gl.GL_TEXTURE_COMPARE_MODE, gl.GL_COMPARE_R_TO_TEXTURE);
    gl.glTexParameteri(RECT, gl.GL_TEXTURE_COMPARE_FUNC, gl.GL_LEQUAL);
    for (const [x, s] of [
      [2, 0.5],
      [3, 1.5],
    ] as const) {
      gl.glBegin(gl.GL_POINTS);
      gl.glTexCoord3f(s, 0.5, 0.5);
      gl.glVertex2f(x + 0.5, 0.5);
      gl.glEnd();
    }
    expect(pixel(2, 0)).toEqual([0, 0, 0, 255]);
    expect(pixel(3, 0)).toEqual([255, 255, 255, 255]);
  });

  it('enable priority: cube map > 3D > rectangle > 2D > 1D', () => {
    gl.glTexEnvi(gl.GL_TEXTURE_ENV, gl.GL_TEXTURE_ENV_MODE, gl.GL_REPLACE);
    rectTexture();
    const green = new Uint8Array([0, 255, 0, 255]);
    const blue = new Uint8Array([0, 0, 255, 255]);
    const names = new Uint32Array(3);
    gl.glGenTextures(3, names);
    const solid = (target: number, name: number, rgba: Uint8Array) => {
      gl.glBindTexture(target, name);
      gl.glTexParameteri(target, gl.GL_TEXTURE_MIN_FILTER, gl.GL_NEAREST);
      if (target === gl.GL_TEXTURE_3D)
        gl.glTexImage3D(target, 0, gl.GL_RGBA8, 1, 1, 1, 0, gl.GL_RGBA, UB, rgba);
      else if (target === gl.GL_TEXTURE_1D)
        gl.glTexImage1D(target, 0, gl.GL_RGBA8, 1, 0, gl.GL_RGBA, UB, rgba);
      else gl.glTexImage2D(target, 0, gl.GL_RGBA8, 1, 1, 0, gl.GL_RGBA, UB, rgba);
    };
    solid(gl.GL_TEXTURE_2D, names[0]!, green);
    solid(gl.GL_TEXTURE_3D, names[1]!, blue);
    solid(gl.GL_TEXTURE_1D, names[2]!, new Uint8Array([255, 0, 0, 255]));
    gl.glEnable(gl.GL_TEXTURE_1D);
    gl.glEnable(gl.GL_TEXTURE_2D);
    gl.glEnable(RECT);
    sample(0, 0, 2.5, 1.5);
    gl.glDisable(RECT);
    sample(1, 0, 0.5, 0.5);
    gl.glEnable(RECT);
    gl.glEnable(gl.GL_TEXTURE_3D);
    sample(2, 0, 0.5, 0.5);
    gl.glDisable(gl.GL_TEXTURE_3D);
    gl.glDisable(gl.GL_TEXTURE_2D);
    sample(3, 0, 1.5, 0.5);
    expect(pixel(0, 0)).toEqual(texel(2, 1));
    expect(pixel(1, 0)).toEqual([0, 255, 0, 255]);
    expect(pixel(2, 0)).toEqual([0, 0, 255, 255]);
    expect(pixel(3, 0)).toEqual(texel(1, 0));
  });

  it('the texture matrix and texgen produce the unnormalized coordinates as usual', () => {
    gl.glTexEnvi(gl.GL_TEXTURE_ENV, gl.GL_TEXTURE_ENV_MODE, gl.GL_REPLACE);
    gl.glEnable(RECT);
    rectTexture();
    gl.glMatrixMode(gl.GL_TEXTURE);
    gl.glScalef(W, H, 1);
    gl.glMatrixMode(gl.GL_MODELVIEW);
    sample(0, 0, 0.7, 0.5);
    gl.glMatrixMode(gl.GL_TEXTURE);
    gl.glLoadIdentity();
    gl.glMatrixMode(gl.GL_MODELVIEW);
    // s = object x, t = 2.5: pixel x reads texel (floor(x + ½), 2).
    gl.glTexGeni(gl.GL_S, gl.GL_TEXTURE_GEN_MODE, gl.GL_OBJECT_LINEAR);
    gl.glTexGenfv(gl.GL_S, gl.GL_OBJECT_PLANE, [1, 0, 0, 0]);
    gl.glTexGeni(gl.GL_T, gl.GL_TEXTURE_GEN_MODE, gl.GL_OBJECT_LINEAR);
    gl.glTexGenfv(gl.GL_T, gl.GL_OBJECT_PLANE, [0, 0, 0, 2.5]);
    gl.glEnable(gl.GL_TEXTURE_GEN_S);
    gl.glEnable(gl.GL_TEXTURE_GEN_T);
    for (const x of [1, 3, 4]) sample(x, 2, 0, 0);
    expect(pixel(0, 0)).toEqual(texel(3, 1));
    expect(pixel(1, 2)).toEqual(texel(1, 2));
    expect(pixel(3, 2)).toEqual(texel(3, 2));
    expect(pixel(4, 2)).toEqual(texel(4, 2));
  });

  it('glCopyTexImage2D and glCopyTexSubImage2D copy the framebuffer into it; glGetTexImage reads it back', () => {
    // Pixel (x, y) of the window's lower left 6×6 gets colour (40x + 10, 40y + 20, 200, 255).
    const colour = (x: number, y: number) => [40 * x + 10, 40 * y + 20, 200, 255];
    gl.glBegin(gl.GL_POINTS);
    for (let y = 0; y < 6; y++)
      for (let x = 0; x < 6; x++) {
        const [r, g, b] = colour(x, y).map((v) => v / 255);
        gl.glColor3f(r!, g!, b!);
        gl.glVertex2f(x + 0.5, y + 0.5);
      }
    gl.glEnd();
    const name = new Uint32Array(1);
    gl.glGenTextures(1, name);
    gl.glBindTexture(RECT, name[0]!);
    gl.glCopyTexImage2D(RECT, 0, gl.GL_RGBA8, 0, 0, W, H, 0);
    const back = new Uint8Array(W * H * 4);
    gl.glGetTexImage(RECT, 0, gl.GL_RGBA, UB, back);
    for (let y = 0; y < H; y++)
      for (let x = 0; x < W; x++)
        expect(Array.from(back.subarray((y * W + x) * 4, (y * W + x) * 4 + 4))).toEqual(colour(x, y));
    // Texels (1..2, 2) from window pixels (3..4, 5).
    gl.glCopyTexSubImage2D(RECT, 0, 1, 2, 3, 5, 2, 1);
    gl.glGetTexImage(RECT, 0, gl.GL_RGBA, UB, back);
    expect(Array.from(back.subarray((2 * W + 1) * 4, (2 * W + 3) * 4))).toEqual([
      ...colour(3, 5),
      ...colour(4, 5),
    ]);
    // Drawn from: texel (2, 2) on pixel (20, 20).
    gl.glTexParameteri(RECT, gl.GL_TEXTURE_MIN_FILTER, gl.GL_NEAREST);
    gl.glTexParameteri(RECT, gl.GL_TEXTURE_MAG_FILTER, gl.GL_NEAREST);
    gl.glTexEnvi(gl.GL_TEXTURE_ENV, gl.GL_TEXTURE_ENV_MODE, gl.GL_REPLACE);
    gl.glEnable(RECT);
    sample(20, 20, 2.5, 2.5);
    expect(pixel(20, 20)).toEqual(colour(4, 5));
  });
});

/** driver-soft without PIPE_CAP_NPOT_TEXTURES: 2D textures must be powers of two, rectangles need not. */
const SOFT_WITHOUT_NPOT = softWithout('npot', { caps: { [PipeCap.NPOT_TEXTURES]: 0 } });

describe(`rectangle textures without NPOT textures [${SOFT_WITHOUT_NPOT}]`, () => {
  useProbeContext(SOFT_WITHOUT_NPOT);

  it('a 5×3 rectangle is accepted and drawn where a 5×3 2D texture is refused', () => {
    expect(gl.glGetString(gl.GL_EXTENSIONS)).not.toContain('GL_ARB_texture_non_power_of_two');
    gl.glTexImage2D(gl.GL_TEXTURE_2D, 0, gl.GL_RGBA8, W, H, 0, gl.GL_RGBA, UB, texels());
    expect(gl.glGetError()).toBe(gl.GL_INVALID_VALUE);
    rectTexture();
    gl.glTexEnvi(gl.GL_TEXTURE_ENV, gl.GL_TEXTURE_ENV_MODE, gl.GL_REPLACE);
    gl.glEnable(RECT);
    sample(0, 0, 3.5, 2.5);
    expect(pixel(0, 0)).toEqual(texel(3, 2));
  });
});
