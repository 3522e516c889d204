// The typed variants of state commands and their getters, each set with one variant and read back with
// another: integer colours map linearly (table 2.9 going in, GL 1.5 section 6.1.2 coming out: 1.0 reads
// as 2³¹ − 1), other integers and floats are taken as they are and rounded when read as integers.
// Matrices in double, texture copies and sub-images in one, two and three dimensions, and the rest of
// the GL 1.5 commands no other test calls by name. State on every driver; copies on the drawing drivers.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as gl from '../src/index.js';
import { describeOnDrawingDrivers } from './helpers/drawing-drivers.js';

const INT_MAX = 2147483647;
/** Table 2.9: a signed 32-bit integer colour component as a float. */
const fromInt = (c: number) => Math.fround((2 * c + 1) / 4294967295);

const floats = (n: number, read: (out: Float32Array) => void) => {
  const out = new Float32Array(16);
  read(out);
  return Array.from(out.subarray(0, n));
};
const ints = (n: number, read: (out: Int32Array) => void) => {
  const out = new Int32Array(16);
  read(out);
  return Array.from(out.subarray(0, n));
};
const doubles = (n: number, read: (out: Float64Array) => void) => {
  const out = new Float64Array(16);
  read(out);
  return Array.from(out.subarray(0, n));
};

for (const driver of ['noop', 'soft', 'webgl']) {
  describe(`state command variants [${driver}]`, () => {
    let ctx: gl.GlContext;
    beforeEach(async () => {
      ctx = await gl.createContext({ width: 16, height: 16, driver });
      gl.makeCurrent(ctx);
    });
    afterEach(async () => {
      expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
      await ctx.destroy();
      gl.makeCurrent(null);
    });

    it('glTexParameterf, glTexParameteriv and glGetTexLevelParameterfv', () => {
      const names = new Uint32Array(1);
      gl.glGenTextures(1, names);
      gl.glBindTexture(gl.GL_TEXTURE_2D, names[0]!);
      gl.glTexImage2D(gl.GL_TEXTURE_2D, 0, gl.GL_RGBA, 8, 4, 0, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, null);
      gl.glTexParameterf(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_MIN_LOD, 2.5);
      expect(floats(1, (o) => gl.glGetTexParameterfv(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_MIN_LOD, o))).toEqual([
        2.5,
      ]);
      gl.glTexParameteriv(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_BORDER_COLOR, [INT_MAX, 0, INT_MAX, INT_MAX]);
      expect(
        floats(4, (o) => gl.glGetTexParameterfv(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_BORDER_COLOR, o)),
      ).toEqual([1, fromInt(0), 1, 1]);
      expect(ints(2, (o) => gl.glGetTexParameteriv(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_BORDER_COLOR, o))).toEqual(
        [INT_MAX, 0],
      );
      expect(
        floats(1, (o) => gl.glGetTexLevelParameterfv(gl.GL_TEXTURE_2D, 0, gl.GL_TEXTURE_WIDTH, o)),
      ).toEqual([8]);
      expect(
        floats(1, (o) => gl.glGetTexLevelParameterfv(gl.GL_TEXTURE_2D, 0, gl.GL_TEXTURE_HEIGHT, o)),
      ).toEqual([4]);
    });

    it('glPixelStoref rounds to the integer state; glPixelTransferi sets integer transfer state', () => {
      gl.glPixelStoref(gl.GL_UNPACK_ROW_LENGTH, 5.4);
      gl.glPixelStoref(gl.GL_PACK_ALIGNMENT, 2);
      expect(ints(1, (o) => gl.glGetIntegerv(gl.GL_UNPACK_ROW_LENGTH, o))).toEqual([5]);
      expect(ints(1, (o) => gl.glGetIntegerv(gl.GL_PACK_ALIGNMENT, o))).toEqual([2]);
      gl.glPixelTransferi(gl.GL_INDEX_SHIFT, 3);
      gl.glPixelTransferi(gl.GL_RED_SCALE, 2);
      expect(ints(1, (o) => gl.glGetIntegerv(gl.GL_INDEX_SHIFT, o))).toEqual([3]);
      expect(floats(1, (o) => gl.glGetFloatv(gl.GL_RED_SCALE, o))).toEqual([2]);
    });

    it('glPixelMapusv and the three glGetPixelMap variants', () => {
      gl.glPixelMapusv(gl.GL_PIXEL_MAP_R_TO_R, 3, [0, 65535, 13107]);
      expect(floats(3, (o) => gl.glGetPixelMapfv(gl.GL_PIXEL_MAP_R_TO_R, o))).toEqual([
        0,
        1,
        Math.fround(0.2),
      ]);
      const ui = new Uint32Array(3);
      gl.glGetPixelMapuiv(gl.GL_PIXEL_MAP_R_TO_R, ui);
      // The map holds float32 values: 0.2 is stored as 0.200000003, which maps to 858993472.
      expect(Array.from(ui)).toEqual([0, 4294967295, Math.round(Math.fround(0.2) * 4294967295)]);
      const us = new Uint16Array(3);
      gl.glGetPixelMapusv(gl.GL_PIXEL_MAP_R_TO_R, us);
      expect(Array.from(us)).toEqual([0, 65535, 13107]);
    });

    it('glFogiv: an integer colour and an integer mode', () => {
      gl.glFogiv(gl.GL_FOG_COLOR, [INT_MAX, 0, INT_MAX, INT_MAX]);
      gl.glFogiv(gl.GL_FOG_MODE, [gl.GL_LINEAR]);
      expect(floats(4, (o) => gl.glGetFloatv(gl.GL_FOG_COLOR, o))).toEqual([1, fromInt(0), 1, 1]);
      expect(ints(1, (o) => gl.glGetIntegerv(gl.GL_FOG_MODE, o))).toEqual([gl.GL_LINEAR]);
    });

    it('glLighti, glLightiv, glLightModeliv and glGetLightiv', () => {
      gl.glLighti(gl.GL_LIGHT1, gl.GL_SPOT_EXPONENT, 7);
      expect(ints(1, (o) => gl.glGetLightiv(gl.GL_LIGHT1, gl.GL_SPOT_EXPONENT, o))).toEqual([7]);
      gl.glLightiv(gl.GL_LIGHT1, gl.GL_DIFFUSE, [INT_MAX, 0, INT_MAX, INT_MAX]);
      expect(floats(4, (o) => gl.glGetLightfv(gl.GL_LIGHT1, gl.GL_DIFFUSE, o))).toEqual([
        1,
        fromInt(0),
        1,
        1,
      ]);
      expect(ints(4, (o) => gl.glGetLightiv(gl.GL_LIGHT1, gl.GL_DIFFUSE, o))).toEqual([
        INT_MAX,
        0,
        INT_MAX,
        INT_MAX,
      ]);
      gl.glLightiv(gl.GL_LIGHT1, gl.GL_POSITION, [1, 2, 3, 0]);
      expect(floats(4, (o) => gl.glGetLightfv(gl.GL_LIGHT1, gl.GL_POSITION, o))).toEqual([1, 2, 3, 0]);
      gl.glLightModeliv(gl.GL_LIGHT_MODEL_AMBIENT, [0, INT_MAX, 0, INT_MAX]);
      expect(floats(4, (o) => gl.glGetFloatv(gl.GL_LIGHT_MODEL_AMBIENT, o))).toEqual([
        fromInt(0),
        1,
        fromInt(0),
        1,
      ]);
      gl.glLightModeliv(gl.GL_LIGHT_MODEL_TWO_SIDE, [1]);
      expect(ints(1, (o) => gl.glGetIntegerv(gl.GL_LIGHT_MODEL_TWO_SIDE, o))).toEqual([1]);
    });

    it('glMateriali, glMaterialiv and glGetMaterialiv', () => {
      gl.glMateriali(gl.GL_FRONT, gl.GL_SHININESS, 20);
      expect(ints(1, (o) => gl.glGetMaterialiv(gl.GL_FRONT, gl.GL_SHININESS, o))).toEqual([20]);
      expect(ints(1, (o) => gl.glGetMaterialiv(gl.GL_BACK, gl.GL_SHININESS, o))).toEqual([0]);
      gl.glMaterialiv(gl.GL_FRONT_AND_BACK, gl.GL_EMISSION, [INT_MAX, 0, 0, INT_MAX]);
      expect(floats(4, (o) => gl.glGetMaterialfv(gl.GL_BACK, gl.GL_EMISSION, o))).toEqual([
        1,
        fromInt(0),
        fromInt(0),
        1,
      ]);
      expect(ints(4, (o) => gl.glGetMaterialiv(gl.GL_FRONT, gl.GL_EMISSION, o))).toEqual([
        INT_MAX,
        0,
        0,
        INT_MAX,
      ]);
    });

    it('glTexEnviv and glGetTexEnvfv', () => {
      gl.glTexEnviv(gl.GL_TEXTURE_ENV, gl.GL_TEXTURE_ENV_COLOR, [0, INT_MAX, 0, INT_MAX]);
      gl.glTexEnviv(gl.GL_TEXTURE_ENV, gl.GL_TEXTURE_ENV_MODE, [gl.GL_BLEND]);
      expect(floats(4, (o) => gl.glGetTexEnvfv(gl.GL_TEXTURE_ENV, gl.GL_TEXTURE_ENV_COLOR, o))).toEqual([
        fromInt(0),
        1,
        fromInt(0),
        1,
      ]);
      expect(floats(1, (o) => gl.glGetTexEnvfv(gl.GL_TEXTURE_ENV, gl.GL_TEXTURE_ENV_MODE, o))).toEqual([
        gl.GL_BLEND,
      ]);
    });

    it('glTexGend, glTexGenf, glTexGendv, glTexGeniv and the double and integer getters', () => {
      gl.glTexGend(gl.GL_S, gl.GL_TEXTURE_GEN_MODE, gl.GL_OBJECT_LINEAR);
      gl.glTexGenf(gl.GL_T, gl.GL_TEXTURE_GEN_MODE, gl.GL_SPHERE_MAP);
      expect(ints(1, (o) => gl.glGetTexGeniv(gl.GL_S, gl.GL_TEXTURE_GEN_MODE, o))).toEqual([
        gl.GL_OBJECT_LINEAR,
      ]);
      expect(ints(1, (o) => gl.glGetTexGeniv(gl.GL_T, gl.GL_TEXTURE_GEN_MODE, o))).toEqual([
        gl.GL_SPHERE_MAP,
      ]);
      gl.glTexGendv(gl.GL_S, gl.GL_OBJECT_PLANE, [0.5, 2, 3, 4]);
      gl.glTexGeniv(gl.GL_R, gl.GL_OBJECT_PLANE, [5, 6, 7, 8]);
      expect(doubles(4, (o) => gl.glGetTexGendv(gl.GL_S, gl.GL_OBJECT_PLANE, o))).toEqual([0.5, 2, 3, 4]);
      expect(doubles(4, (o) => gl.glGetTexGendv(gl.GL_R, gl.GL_OBJECT_PLANE, o))).toEqual([5, 6, 7, 8]);
    });

    it('glPointParameteriv and glSampleCoverage', () => {
      gl.glPointParameteriv(gl.GL_POINT_SIZE_MIN, [2]);
      gl.glPointParameteriv(gl.GL_POINT_DISTANCE_ATTENUATION, [1, 2, 3]);
      expect(floats(1, (o) => gl.glGetFloatv(gl.GL_POINT_SIZE_MIN, o))).toEqual([2]);
      expect(floats(3, (o) => gl.glGetFloatv(gl.GL_POINT_DISTANCE_ATTENUATION, o))).toEqual([1, 2, 3]);
      gl.glSampleCoverage(0.5, true);
      expect(floats(1, (o) => gl.glGetFloatv(gl.GL_SAMPLE_COVERAGE_VALUE, o))).toEqual([0.5]);
      expect(ints(1, (o) => gl.glGetIntegerv(gl.GL_SAMPLE_COVERAGE_INVERT, o))).toEqual([1]);
    });

    it('glLoadMatrixd, glTranslated, glRotated, glScaled, glLoadTransposeMatrixd and glMultTransposeMatrixd', () => {
      const modelview = () => doubles(16, (o) => gl.glGetDoublev(gl.GL_MODELVIEW_MATRIX, o));
      gl.glLoadMatrixd([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 5, 6, 7, 1]);
      expect(modelview()).toEqual([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 5, 6, 7, 1]);
      gl.glLoadIdentity();
      gl.glTranslated(1, 2, 3);
      gl.glScaled(2, 3, 4);
      expect(modelview()).toEqual([2, 0, 0, 0, 0, 3, 0, 0, 0, 0, 4, 0, 1, 2, 3, 1]);
      gl.glLoadIdentity();
      gl.glRotated(90, 0, 0, 1);
      // A quarter turn about z: x to y, y to −x (float32 storage, so cos 90° is a tiny number).
      expect(modelview().map((v) => Math.round(v * 1e6) / 1e6 + 0)).toEqual([
        0, 1, 0, 0, -1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1,
      ]);
      gl.glLoadTransposeMatrixd([1, 0, 0, 5, 0, 1, 0, 6, 0, 0, 1, 7, 0, 0, 0, 1]);
      expect(modelview()).toEqual([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 5, 6, 7, 1]);
      gl.glMultTransposeMatrixd([2, 0, 0, 1, 0, 2, 0, 1, 0, 0, 2, 1, 0, 0, 0, 1]);
      expect(modelview()).toEqual([2, 0, 0, 0, 0, 2, 0, 0, 0, 0, 2, 0, 6, 7, 8, 1]);
    });

    it('glClientActiveTexture, glEdgeFlagPointer and glGetPointerv', () => {
      gl.glClientActiveTexture(gl.GL_TEXTURE1);
      expect(ints(1, (o) => gl.glGetIntegerv(gl.GL_CLIENT_ACTIVE_TEXTURE, o))).toEqual([gl.GL_TEXTURE1]);
      const flags = new Uint8Array([1, 0, 1, 0]);
      gl.glEdgeFlagPointer(2, flags);
      const out: unknown[] = [];
      gl.glGetPointerv(gl.GL_EDGE_FLAG_ARRAY_POINTER, out);
      expect(out[0]).toBe(flags);
      expect(ints(1, (o) => gl.glGetIntegerv(gl.GL_EDGE_FLAG_ARRAY_STRIDE, o))).toEqual([2]);
    });

    it('glPrioritizeTextures clamps priorities to [0, 1] and ignores names with no texture yet', () => {
      const names = new Uint32Array(3);
      gl.glGenTextures(3, names);
      for (const name of names.subarray(0, 2)) gl.glBindTexture(gl.GL_TEXTURE_2D, name);
      gl.glPrioritizeTextures(3, names, [0.25, 3, 0]);
      gl.glBindTexture(gl.GL_TEXTURE_2D, names[0]!);
      expect(floats(1, (o) => gl.glGetTexParameterfv(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_PRIORITY, o))).toEqual([
        0.25,
      ]);
      gl.glBindTexture(gl.GL_TEXTURE_2D, names[1]!);
      expect(floats(1, (o) => gl.glGetTexParameterfv(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_PRIORITY, o))).toEqual([
        1,
      ]);
    });

    it('glGetBufferPointerv gives the mapping of a mapped buffer, null otherwise', () => {
      const names = new Uint32Array(1);
      gl.glGenBuffers(1, names);
      gl.glBindBuffer(gl.GL_ARRAY_BUFFER, names[0]!);
      gl.glBufferData(gl.GL_ARRAY_BUFFER, 16, null, gl.GL_STATIC_DRAW);
      const out: unknown[] = [];
      gl.glGetBufferPointerv(gl.GL_ARRAY_BUFFER, gl.GL_BUFFER_MAP_POINTER, out);
      expect(out[0]).toBeNull();
      const mapping = gl.glMapBuffer(gl.GL_ARRAY_BUFFER, gl.GL_WRITE_ONLY);
      gl.glGetBufferPointerv(gl.GL_ARRAY_BUFFER, gl.GL_BUFFER_MAP_POINTER, out);
      expect(out[0]).toBe(mapping);
      gl.glUnmapBuffer(gl.GL_ARRAY_BUFFER);
    });
  });
}

describeOnDrawingDrivers('texture copies, sub-images and query objects', (driver) => {
  let ctx: gl.GlContext;
  beforeEach(async () => {
    ctx = await gl.createContext({ width: 16, height: 16, driver });
    gl.makeCurrent(ctx);
    // Left half red, right half green.
    gl.glClearColor(1, 0, 0, 1);
    gl.glClear(gl.GL_COLOR_BUFFER_BIT);
    gl.glEnable(gl.GL_SCISSOR_TEST);
    gl.glScissor(8, 0, 8, 16);
    gl.glClearColor(0, 1, 0, 1);
    gl.glClear(gl.GL_COLOR_BUFFER_BIT);
    gl.glDisable(gl.GL_SCISSOR_TEST);
  });
  afterEach(async () => {
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
    await ctx.destroy();
    gl.makeCurrent(null);
  });

  const texels = (target: number, count: number) => {
    const out = new Uint8Array(count * 4);
    gl.glGetTexImage(target, 0, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, out);
    return Array.from(out);
  };
  const RED = [255, 0, 0, 255];
  const GREEN = [0, 255, 0, 255];
  const BLUE = [0, 0, 255, 255];

  it('glCopyTexImage1D and glCopyTexSubImage1D copy a row of the window', () => {
    gl.glBindTexture(gl.GL_TEXTURE_1D, 1);
    gl.glCopyTexImage1D(gl.GL_TEXTURE_1D, 0, gl.GL_RGBA, 6, 3, 4, 0);
    expect(texels(gl.GL_TEXTURE_1D, 4)).toEqual([...RED, ...RED, ...GREEN, ...GREEN]);
    gl.glCopyTexSubImage1D(gl.GL_TEXTURE_1D, 0, 1, 12, 0, 1);
    expect(texels(gl.GL_TEXTURE_1D, 4)).toEqual([...RED, ...GREEN, ...GREEN, ...GREEN]);
  });

  it('glCopyTexSubImage2D copies a rectangle into a texture', () => {
    gl.glBindTexture(gl.GL_TEXTURE_2D, 1);
    gl.glTexImage2D(
      gl.GL_TEXTURE_2D,
      0,
      gl.GL_RGBA,
      2,
      2,
      0,
      gl.GL_RGBA,
      gl.GL_UNSIGNED_BYTE,
      new Uint8Array(16),
    );
    gl.glCopyTexSubImage2D(gl.GL_TEXTURE_2D, 0, 1, 0, 9, 5, 1, 2);
    expect(texels(gl.GL_TEXTURE_2D, 4)).toEqual([0, 0, 0, 0, ...GREEN, 0, 0, 0, 0, ...GREEN]);
  });

  it('glTexSubImage1D, glTexSubImage3D and glCopyTexSubImage3D replace part of an image', () => {
    gl.glBindTexture(gl.GL_TEXTURE_1D, 1);
    gl.glTexImage1D(
      gl.GL_TEXTURE_1D,
      0,
      gl.GL_RGBA,
      3,
      0,
      gl.GL_RGBA,
      gl.GL_UNSIGNED_BYTE,
      new Uint8Array(12),
    );
    gl.glTexSubImage1D(
      gl.GL_TEXTURE_1D,
      0,
      1,
      2,
      gl.GL_RGBA,
      gl.GL_UNSIGNED_BYTE,
      new Uint8Array([...BLUE, ...RED]),
    );
    expect(texels(gl.GL_TEXTURE_1D, 3)).toEqual([0, 0, 0, 0, ...BLUE, ...RED]);
    gl.glBindTexture(gl.GL_TEXTURE_3D, 2);
    gl.glTexImage3D(
      gl.GL_TEXTURE_3D,
      0,
      gl.GL_RGBA,
      2,
      1,
      2,
      0,
      gl.GL_RGBA,
      gl.GL_UNSIGNED_BYTE,
      new Uint8Array(16),
    );
    gl.glTexSubImage3D(
      gl.GL_TEXTURE_3D,
      0,
      0,
      0,
      1,
      1,
      1,
      1,
      gl.GL_RGBA,
      gl.GL_UNSIGNED_BYTE,
      new Uint8Array(BLUE),
    );
    gl.glCopyTexSubImage3D(gl.GL_TEXTURE_3D, 0, 1, 0, 1, 10, 10, 1, 1);
    expect(texels(gl.GL_TEXTURE_3D, 4)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, ...BLUE, ...GREEN]);
  });

  it('glGetQueryObjectiv reads the samples an occlusion query counted', () => {
    gl.glMatrixMode(gl.GL_PROJECTION);
    gl.glOrtho(0, 16, 0, 16, -1, 1);
    const names = new Uint32Array(1);
    gl.glGenQueries(1, names);
    gl.glBeginQuery(gl.GL_SAMPLES_PASSED, names[0]!);
    gl.glRecti(2, 2, 6, 5);
    gl.glEndQuery(gl.GL_SAMPLES_PASSED);
    expect(ints(1, (o) => gl.glGetQueryObjectiv(names[0]!, gl.GL_QUERY_RESULT, o))).toEqual([12]);
    expect(ints(1, (o) => gl.glGetQueryObjectiv(names[0]!, gl.GL_QUERY_RESULT_AVAILABLE, o))).toEqual([1]);
  });
});
