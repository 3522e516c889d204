// Initial state as the GL 1.5 state tables give it, the conversions between glGet types (6.1.2), and the
// lighting, material, texture environment, texgen, fog and texture-parameter setters with their getters.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as gl from '../src/index.js';
import { type NoopGl, noopContext } from './helpers/context.js';

let ctx: NoopGl;
beforeEach(async () => {
  ctx = await noopContext(64, 48);
});
afterEach(async () => {
  await ctx.ctx.destroy();
  gl.makeCurrent(null);
});

function floats(pname: number, n: number): number[] {
  const out = new Float32Array(16);
  gl.glGetFloatv(pname, out);
  return Array.from(out.subarray(0, n));
}
function ints(pname: number, n: number): number[] {
  const out = new Int32Array(16);
  gl.glGetIntegerv(pname, out);
  return Array.from(out.subarray(0, n));
}

describe('initial state (GL 1.5 tables 6.5–6.21)', () => {
  it('current values, transformation, colouring, rasterization, pixel operations', () => {
    expect(floats(gl.GL_CURRENT_COLOR, 4)).toEqual([1, 1, 1, 1]);
    expect(floats(gl.GL_CURRENT_NORMAL, 3)).toEqual([0, 0, 1]);
    expect(floats(gl.GL_CURRENT_TEXTURE_COORDS, 4)).toEqual([0, 0, 0, 1]);
    expect(ints(gl.GL_EDGE_FLAG, 1)).toEqual([1]);
    expect(ints(gl.GL_MATRIX_MODE, 1)).toEqual([gl.GL_MODELVIEW]);
    expect(ints(gl.GL_VIEWPORT, 4)).toEqual([0, 0, 64, 48]);
    expect(ints(gl.GL_SCISSOR_BOX, 4)).toEqual([0, 0, 64, 48]);
    expect(ints(gl.GL_SHADE_MODEL, 1)).toEqual([gl.GL_SMOOTH]);
    expect(floats(gl.GL_LIGHT_MODEL_AMBIENT, 4)).toEqual([0.2, 0.2, 0.2, 1].map(Math.fround));
    expect(ints(gl.GL_COLOR_MATERIAL_PARAMETER, 1)).toEqual([gl.GL_AMBIENT_AND_DIFFUSE]);
    expect(ints(gl.GL_FOG_MODE, 1)).toEqual([gl.GL_EXP]);
    expect(floats(gl.GL_FOG_DENSITY, 1)).toEqual([1]);
    expect(floats(gl.GL_FOG_END, 1)).toEqual([1]);
    expect(floats(gl.GL_POINT_SIZE, 1)).toEqual([1]);
    expect(floats(gl.GL_POINT_DISTANCE_ATTENUATION, 3)).toEqual([1, 0, 0]);
    expect(floats(gl.GL_LINE_WIDTH, 1)).toEqual([1]);
    expect(ints(gl.GL_LINE_STIPPLE_PATTERN, 1)).toEqual([0xffff]);
    expect(ints(gl.GL_LINE_STIPPLE_REPEAT, 1)).toEqual([1]);
    expect(ints(gl.GL_CULL_FACE_MODE, 1)).toEqual([gl.GL_BACK]);
    expect(ints(gl.GL_FRONT_FACE, 1)).toEqual([gl.GL_CCW]);
    expect(ints(gl.GL_POLYGON_MODE, 2)).toEqual([gl.GL_FILL, gl.GL_FILL]);
    expect(ints(gl.GL_ALPHA_TEST_FUNC, 1)).toEqual([gl.GL_ALWAYS]);
    expect(ints(gl.GL_STENCIL_FUNC, 1)).toEqual([gl.GL_ALWAYS]);
    expect(ints(gl.GL_STENCIL_VALUE_MASK, 1)).toEqual([-1]);
    expect(ints(gl.GL_DEPTH_FUNC, 1)).toEqual([gl.GL_LESS]);
    expect(ints(gl.GL_BLEND_SRC, 1)).toEqual([gl.GL_ONE]);
    expect(ints(gl.GL_BLEND_DST, 1)).toEqual([gl.GL_ZERO]);
    expect(ints(gl.GL_BLEND_EQUATION_RGB, 1)).toEqual([gl.GL_FUNC_ADD]);
    expect(ints(gl.GL_LOGIC_OP_MODE, 1)).toEqual([gl.GL_COPY]);
    expect(ints(gl.GL_COLOR_WRITEMASK, 4)).toEqual([1, 1, 1, 1]);
    expect(ints(gl.GL_DEPTH_WRITEMASK, 1)).toEqual([1]);
    expect(floats(gl.GL_DEPTH_CLEAR_VALUE, 1)).toEqual([1]);
    expect(ints(gl.GL_ACTIVE_TEXTURE, 1)).toEqual([gl.GL_TEXTURE0]);
    expect(ints(gl.GL_DEPTH_BITS, 1)).toEqual([24]);
    expect(ints(gl.GL_STENCIL_BITS, 1)).toEqual([8]);
    for (const cap of [gl.GL_DITHER, gl.GL_MULTISAMPLE]) expect(gl.glIsEnabled(cap)).toBe(true);
    for (const cap of [
      gl.GL_LIGHTING,
      gl.GL_DEPTH_TEST,
      gl.GL_BLEND,
      gl.GL_FOG,
      gl.GL_TEXTURE_2D,
      gl.GL_CULL_FACE,
      gl.GL_LIGHT0,
    ]) {
      expect(gl.glIsEnabled(cap)).toBe(false);
    }
  });

  it('lights: light 0 has white diffuse and specular, the others black; spot defaults', () => {
    const v = new Float32Array(4);
    gl.glGetLightfv(gl.GL_LIGHT0, gl.GL_DIFFUSE, v);
    expect(Array.from(v)).toEqual([1, 1, 1, 1]);
    gl.glGetLightfv(gl.GL_LIGHT1, gl.GL_SPECULAR, v);
    expect(Array.from(v)).toEqual([0, 0, 0, 1]);
    gl.glGetLightfv(gl.GL_LIGHT3, gl.GL_POSITION, v);
    expect(Array.from(v)).toEqual([0, 0, 1, 0]);
    gl.glGetLightfv(gl.GL_LIGHT3, gl.GL_SPOT_CUTOFF, v);
    expect(v[0]).toBe(180);
    gl.glGetMaterialfv(gl.GL_BACK, gl.GL_DIFFUSE, v);
    expect(Array.from(v)).toEqual([0.8, 0.8, 0.8, 1].map(Math.fround));
  });

  it('limits come from the screen: texture units, clip planes, lights', () => {
    expect(ints(gl.GL_MAX_TEXTURE_UNITS, 1)[0]).toBeGreaterThanOrEqual(4);
    expect(ints(gl.GL_MAX_LIGHTS, 1)).toEqual([8]);
    expect(ints(gl.GL_MAX_CLIP_PLANES, 1)[0]).toBeGreaterThanOrEqual(6);
    expect(ints(gl.GL_MAX_TEXTURE_SIZE, 1)).toEqual([4096]);
  });
});

describe('type conversions (GL 1.5, 6.1.2)', () => {
  it('colours map linearly to integers; other floats round; booleans are 0/1', () => {
    gl.glClearColor(1, 0.5, 0, 0.25);
    expect(ints(gl.GL_COLOR_CLEAR_VALUE, 4)).toEqual([
      0x7fffffff,
      Math.round((0xffffffff * 0.5 - 1) / 2),
      0,
      Math.round((0xffffffff * 0.25 - 1) / 2),
    ]);
    gl.glLineWidth(2.6);
    expect(ints(gl.GL_LINE_WIDTH, 1)).toEqual([3]);
    const b = new Uint8Array(4);
    gl.glGetBooleanv(gl.GL_COLOR_CLEAR_VALUE, b);
    expect(Array.from(b)).toEqual([1, 1, 0, 1]);
    gl.glGetBooleanv(gl.GL_DEPTH_TEST, b);
    expect(b[0]).toBe(0);
    expect(floats(gl.GL_DEPTH_WRITEMASK, 1)).toEqual([1]);
    const d = new Float64Array(1);
    gl.glGetDoublev(gl.GL_POINT_SIZE, d);
    expect(d[0]).toBe(1);
  });

  it('an unknown pname is INVALID_ENUM and writes nothing', () => {
    const out = new Int32Array([7]);
    gl.glGetIntegerv(0x1234, out);
    expect(gl.glGetError()).toBe(gl.GL_INVALID_ENUM);
    expect(out[0]).toBe(7);
  });
});

describe('lighting, material, texenv, texgen, fog setters and getters', () => {
  it('light positions and spot directions are transformed to eye space when set', () => {
    gl.glTranslatef(1, 2, 3);
    gl.glLightfv(gl.GL_LIGHT1, gl.GL_POSITION, [1, 1, 1, 1]);
    gl.glRotatef(90, 0, 0, 1);
    gl.glLightfv(gl.GL_LIGHT1, gl.GL_SPOT_DIRECTION, [1, 0, 0]);
    const v = new Float32Array(4);
    gl.glGetLightfv(gl.GL_LIGHT1, gl.GL_POSITION, v);
    expect(Array.from(v)).toEqual([2, 3, 4, 1]);
    gl.glGetLightfv(gl.GL_LIGHT1, gl.GL_SPOT_DIRECTION, v);
    expect(Array.from(v.subarray(0, 3)).map((x) => Math.round(x * 1e6) / 1e6 + 0)).toEqual([0, 1, 0]);
    gl.glLightf(gl.GL_LIGHT1, gl.GL_SPOT_CUTOFF, 95);
    expect(gl.glGetError()).toBe(gl.GL_INVALID_VALUE);
    gl.glLightf(gl.GL_LIGHT1, gl.GL_SPOT_EXPONENT, 129);
    expect(gl.glGetError()).toBe(gl.GL_INVALID_VALUE);
  });

  it('materials per face, AMBIENT_AND_DIFFUSE, shininess range, colour material tracking', () => {
    gl.glMaterialfv(gl.GL_FRONT, gl.GL_AMBIENT_AND_DIFFUSE, [0.1, 0.2, 0.3, 0.4]);
    const v = new Float32Array(4);
    gl.glGetMaterialfv(gl.GL_FRONT, gl.GL_AMBIENT, v);
    expect(Array.from(v)).toEqual([0.1, 0.2, 0.3, 0.4].map(Math.fround));
    gl.glGetMaterialfv(gl.GL_BACK, gl.GL_AMBIENT, v);
    expect(Array.from(v)).toEqual([0.2, 0.2, 0.2, 1].map(Math.fround));
    gl.glMaterialf(gl.GL_FRONT, gl.GL_SHININESS, 200);
    expect(gl.glGetError()).toBe(gl.GL_INVALID_VALUE);
    gl.glColorMaterial(gl.GL_BACK, gl.GL_EMISSION);
    gl.glEnable(gl.GL_COLOR_MATERIAL);
    gl.glColor3f(0.5, 0.25, 1);
    gl.glGetMaterialfv(gl.GL_BACK, gl.GL_EMISSION, v);
    expect(Array.from(v)).toEqual([0.5, 0.25, 1, 1]);
    gl.glGetMaterialfv(gl.GL_FRONT, gl.GL_EMISSION, v);
    expect(Array.from(v)).toEqual([0, 0, 0, 1]);
  });

  it('texture environment: mode, colour, combiner state, scales; per unit', () => {
    gl.glActiveTexture(gl.GL_TEXTURE2);
    gl.glTexEnvi(gl.GL_TEXTURE_ENV, gl.GL_TEXTURE_ENV_MODE, gl.GL_COMBINE);
    gl.glTexEnvi(gl.GL_TEXTURE_ENV, gl.GL_COMBINE_RGB, gl.GL_DOT3_RGB);
    gl.glTexEnvi(gl.GL_TEXTURE_ENV, gl.GL_SRC2_RGB, gl.GL_TEXTURE1);
    gl.glTexEnvfv(gl.GL_TEXTURE_ENV, gl.GL_TEXTURE_ENV_COLOR, [2, 0.5, -1, 1]);
    gl.glTexEnvf(gl.GL_TEXTURE_ENV, gl.GL_RGB_SCALE, 4);
    gl.glTexEnvf(gl.GL_TEXTURE_ENV, gl.GL_ALPHA_SCALE, 3);
    expect(gl.glGetError()).toBe(gl.GL_INVALID_VALUE);
    const env = ctx.ctx.ff.textureUnits[2]!.env;
    expect(env).toMatchObject({
      mode: gl.GL_COMBINE,
      combineRgb: gl.GL_DOT3_RGB,
      rgbScale: 4,
      alphaScale: 1,
      color: [1, 0.5, 0, 1],
    });
    expect(env.sourceRgb[2]).toBe(gl.GL_TEXTURE1);
    expect(ctx.ctx.ff.textureUnits[0]!.env.mode).toBe(gl.GL_MODULATE);
    const out = new Int32Array(1);
    gl.glGetTexEnviv(gl.GL_TEXTURE_ENV, gl.GL_COMBINE_RGB, out);
    expect(out[0]).toBe(gl.GL_DOT3_RGB);
  });

  it('texgen: modes per coordinate, eye planes through the inverse modelview', () => {
    gl.glTexGeni(gl.GL_R, gl.GL_TEXTURE_GEN_MODE, gl.GL_SPHERE_MAP);
    expect(gl.glGetError()).toBe(gl.GL_INVALID_ENUM);
    gl.glTexGeni(gl.GL_S, gl.GL_TEXTURE_GEN_MODE, gl.GL_SPHERE_MAP);
    gl.glScalef(2, 2, 2);
    gl.glTexGenfv(gl.GL_T, gl.GL_EYE_PLANE, [0, 1, 0, 0]);
    const v = new Float32Array(4);
    gl.glGetTexGenfv(gl.GL_T, gl.GL_EYE_PLANE, v);
    expect(Array.from(v)).toEqual([0, 0.5, 0, 0]);
    gl.glGetTexGenfv(gl.GL_S, gl.GL_TEXTURE_GEN_MODE, v);
    expect(v[0]).toBe(gl.GL_SPHERE_MAP);
  });

  it('fog parameters; negative density is INVALID_VALUE', () => {
    gl.glFogi(gl.GL_FOG_MODE, gl.GL_LINEAR);
    gl.glFogf(gl.GL_FOG_START, 2);
    gl.glFogfv(gl.GL_FOG_COLOR, [0.5, 2, 0, 1]);
    gl.glFogf(gl.GL_FOG_DENSITY, -1);
    expect(gl.glGetError()).toBe(gl.GL_INVALID_VALUE);
    expect(ctx.ctx.ff.fog).toMatchObject({ mode: gl.GL_LINEAR, start: 2, density: 1, color: [0.5, 1, 0, 1] });
  });

  it('texture parameters and objects', () => {
    const names = new Uint32Array(2);
    gl.glGenTextures(2, names);
    expect(gl.glIsTexture(names[0]!)).toBe(false);
    gl.glBindTexture(gl.GL_TEXTURE_2D, names[0]!);
    expect(gl.glIsTexture(names[0]!)).toBe(true);
    gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_WRAP_S, gl.GL_CLAMP_TO_BORDER);
    gl.glTexParameterfv(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_BORDER_COLOR, [1, 0.5, 0, 2]);
    gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_BASE_LEVEL, -1);
    expect(gl.glGetError()).toBe(gl.GL_INVALID_VALUE);
    const v = new Float32Array(4);
    gl.glGetTexParameterfv(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_BORDER_COLOR, v);
    expect(Array.from(v)).toEqual([1, 0.5, 0, 1]);
    const i = new Int32Array(1);
    gl.glGetTexParameteriv(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_MIN_FILTER, i);
    expect(i[0]).toBe(gl.GL_NEAREST_MIPMAP_LINEAR);
    gl.glBindTexture(gl.GL_TEXTURE_CUBE_MAP, names[0]!);
    expect(gl.glGetError()).toBe(gl.GL_INVALID_OPERATION);
    gl.glGetIntegerv(gl.GL_TEXTURE_BINDING_2D, i);
    expect(i[0]).toBe(names[0]);
    gl.glDeleteTextures(1, [names[0]!]);
    gl.glGetIntegerv(gl.GL_TEXTURE_BINDING_2D, i);
    expect(i[0]).toBe(0);
    gl.glGetTexLevelParameteriv(gl.GL_TEXTURE_2D, 0, gl.GL_TEXTURE_WIDTH, i);
    expect(i[0]).toBe(0);
  });
});
