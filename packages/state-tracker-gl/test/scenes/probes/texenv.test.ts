// Pixel probes of texture environments (GL 1.5 tables 3.21–3.24 and section 3.8.13's combiner) on every
// drawing driver and on the texture lowering drivers (texture-drivers.ts): a size-1 point samples one
// known texel (1×1 texture, NEAREST), so each result is the table's formula on the texel as its base
// format reads it, the primary colour and the environment colour.
import { expect, it } from 'vitest';
import * as gl from '../../../src/index.js';
import { newTexture } from '../helpers.js';
import { pixel, pointOn, unorm8s, useProbeContext } from './probe.js';
import { describeOnTextureDrivers } from './texture-drivers.js';

const TEXEL_BYTES = [200, 100, 40, 160];
const T = TEXEL_BYTES.map((b) => b / 255);
const C = [0.62, 0.33, 0.87, 0.71];
const E = [0.23, 0.91, 0.44, 0.36];

describeOnTextureDrivers('texture environment probes', (driver) => {
  useProbeContext(driver);

  /** Binds a 1×1 texture of `internalFormat` from `bytes` of `format` and sets mode `mode`. */
  function texture(
    mode: number,
    internalFormat = gl.GL_RGBA,
    format = gl.GL_RGBA,
    bytes = TEXEL_BYTES,
  ): void {
    newTexture();
    gl.glPixelStorei(gl.GL_UNPACK_ALIGNMENT, 1);
    gl.glTexImage2D(
      gl.GL_TEXTURE_2D,
      0,
      internalFormat,
      1,
      1,
      0,
      format,
      gl.GL_UNSIGNED_BYTE,
      new Uint8Array(bytes),
    );
    gl.glEnable(gl.GL_TEXTURE_2D);
    gl.glTexEnvi(gl.GL_TEXTURE_ENV, gl.GL_TEXTURE_ENV_MODE, mode);
    gl.glTexEnvfv(gl.GL_TEXTURE_ENV, gl.GL_TEXTURE_ENV_COLOR, E);
    gl.glColor4f(C[0]!, C[1]!, C[2]!, C[3]!);
    gl.glTexCoord2f(0.5, 0.5);
  }

  const rgb = (f: (i: number) => number) => [0, 1, 2].map(f);

  it.each([
    ['GL_REPLACE', gl.GL_REPLACE, () => T],
    ['GL_MODULATE', gl.GL_MODULATE, () => T.map((t, i) => t * C[i]!)],
    ['GL_DECAL', gl.GL_DECAL, () => [...rgb((i) => C[i]! * (1 - T[3]!) + T[i]! * T[3]!), C[3]!]],
    ['GL_BLEND', gl.GL_BLEND, () => [...rgb((i) => C[i]! * (1 - T[i]!) + E[i]! * T[i]!), C[3]! * T[3]!]],
    ['GL_ADD', gl.GL_ADD, () => [...rgb((i) => C[i]! + T[i]!), C[3]! * T[3]!]],
  ] as const)('%s on an RGBA texel', (_name, mode, expected) => {
    texture(mode);
    pointOn(3, 3);
    expect(pixel(3, 3)).toEqual(unorm8s(expected()));
  });

  it('base formats: LUMINANCE modulates (L, L, L, 1), ALPHA replaces only alpha, INTENSITY blends (I, I, I, I)', () => {
    texture(gl.GL_MODULATE, gl.GL_LUMINANCE, gl.GL_LUMINANCE, [120]);
    pointOn(1, 1);
    texture(gl.GL_REPLACE, gl.GL_ALPHA, gl.GL_ALPHA, [90]);
    pointOn(2, 1);
    texture(gl.GL_BLEND, gl.GL_INTENSITY, gl.GL_LUMINANCE, [60]);
    pointOn(3, 1);
    const L = 120 / 255;
    const I = 60 / 255;
    expect(pixel(1, 1)).toEqual(unorm8s([L * C[0]!, L * C[1]!, L * C[2]!, C[3]!]));
    expect(pixel(2, 1)).toEqual(unorm8s([C[0]!, C[1]!, C[2]!, 90 / 255]));
    expect(pixel(3, 1)).toEqual(unorm8s(C.map((c, i) => c * (1 - I) + E[i]! * I)));
  });

  it.each([
    ['GL_LUMINANCE', gl.GL_LUMINANCE, gl.GL_LUMINANCE, [120], [120, 120, 120, 255]],
    ['GL_LUMINANCE8', gl.GL_LUMINANCE8, gl.GL_LUMINANCE, [120], [120, 120, 120, 255]],
    ['GL_ALPHA', gl.GL_ALPHA, gl.GL_ALPHA, [90], [0, 0, 0, 90]],
    ['GL_INTENSITY', gl.GL_INTENSITY, gl.GL_LUMINANCE, [60], [60, 60, 60, 60]],
    ['GL_LUMINANCE_ALPHA', gl.GL_LUMINANCE_ALPHA, gl.GL_LUMINANCE_ALPHA, [120, 70], [120, 120, 120, 70]],
    [
      'GL_LUMINANCE12_ALPHA4',
      gl.GL_LUMINANCE12_ALPHA4,
      gl.GL_LUMINANCE_ALPHA,
      [120, 70],
      [120, 120, 120, 70],
    ],
    ['GL_RGB', gl.GL_RGB, gl.GL_RGB, [200, 100, 40], [200, 100, 40, 255]],
    ['GL_RGB8', gl.GL_RGB8, gl.GL_RGBA, TEXEL_BYTES, [200, 100, 40, 255]],
  ] as const)(
    '%s reads as table 3.21 says (GL_COMBINE REPLACE of the texture: the texel itself)',
    (_name, internal, format, bytes, read) => {
      replaceWithTexture(internal, format, bytes);
      pointOn(4, 4);
      expect(pixel(4, 4)).toEqual([...read]);
    },
  );

  /** A 1×1 texture of `internal` from `bytes` of `format`, shown as it is read: COMBINE REPLACE of GL_TEXTURE. */
  function replaceWithTexture(internal: number, format: number, bytes: readonly number[]): void {
    texture(gl.GL_COMBINE, internal, format, [...bytes]);
    gl.glTexEnvi(gl.GL_TEXTURE_ENV, gl.GL_COMBINE_RGB, gl.GL_REPLACE);
    gl.glTexEnvi(gl.GL_TEXTURE_ENV, gl.GL_SOURCE0_RGB, gl.GL_TEXTURE);
    gl.glTexEnvi(gl.GL_TEXTURE_ENV, gl.GL_COMBINE_ALPHA, gl.GL_REPLACE);
    gl.glTexEnvi(gl.GL_TEXTURE_ENV, gl.GL_SOURCE0_ALPHA, gl.GL_TEXTURE);
  }

  it('1D, 3D and cube-map LUMINANCE_ALPHA textures read (L, L, L, A), drawn from a display list', () => {
    replaceWithTexture(gl.GL_LUMINANCE_ALPHA, gl.GL_LUMINANCE_ALPHA, [120, 70]);
    gl.glDisable(gl.GL_TEXTURE_2D);
    const la = new Uint8Array([120, 70]);
    const fmt = gl.GL_LUMINANCE_ALPHA;
    const type = gl.GL_UNSIGNED_BYTE;
    gl.glBindTexture(gl.GL_TEXTURE_1D, 0);
    gl.glTexImage1D(gl.GL_TEXTURE_1D, 0, fmt, 1, 0, fmt, type, la);
    gl.glTexParameteri(gl.GL_TEXTURE_1D, gl.GL_TEXTURE_MIN_FILTER, gl.GL_NEAREST);
    gl.glBindTexture(gl.GL_TEXTURE_3D, 0);
    gl.glTexImage3D(gl.GL_TEXTURE_3D, 0, fmt, 1, 1, 1, 0, fmt, type, la);
    gl.glTexParameteri(gl.GL_TEXTURE_3D, gl.GL_TEXTURE_MIN_FILTER, gl.GL_NEAREST);
    gl.glBindTexture(gl.GL_TEXTURE_CUBE_MAP, 0);
    for (let face = 0; face < 6; face++)
      gl.glTexImage2D(gl.GL_TEXTURE_CUBE_MAP_POSITIVE_X + face, 0, fmt, 1, 1, 0, fmt, type, la);
    gl.glTexParameteri(gl.GL_TEXTURE_CUBE_MAP, gl.GL_TEXTURE_MIN_FILTER, gl.GL_NEAREST);
    const list = gl.glGenLists(1);
    gl.glNewList(list, gl.GL_COMPILE);
    for (const [x, target] of [
      [0, gl.GL_TEXTURE_1D],
      [1, gl.GL_TEXTURE_3D],
      [2, gl.GL_TEXTURE_CUBE_MAP],
    ] as const) {
      gl.glEnable(target);
      gl.glTexCoord3f(0.5, 0.5, 0.5);
      pointOn(x, 6);
      gl.glDisable(target);
    }
    gl.glEndList();
    gl.glCallList(list);
    gl.glDeleteLists(list, 1);
    expect([0, 1, 2].map((x) => pixel(x, 6))).toEqual([
      [120, 120, 120, 70],
      [120, 120, 120, 70],
      [120, 120, 120, 70],
    ]);
  });

  it.each([
    ['GL_LUMINANCE', gl.GL_LUMINANCE, (d: number) => [d, d, d, 1]],
    ['GL_INTENSITY', gl.GL_INTENSITY, (d: number) => [d, d, d, d]],
    ['GL_ALPHA', gl.GL_ALPHA, (d: number) => [1, 1, 1, d]],
  ] as const)('a depth texture reads as GL_DEPTH_TEXTURE_MODE %s', (_name, mode, read) => {
    newTexture();
    gl.glTexImage2D(
      gl.GL_TEXTURE_2D,
      0,
      gl.GL_DEPTH_COMPONENT,
      1,
      1,
      0,
      gl.GL_DEPTH_COMPONENT,
      gl.GL_FLOAT,
      new Float32Array([0.35]),
    );
    gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_DEPTH_TEXTURE_MODE, mode);
    gl.glEnable(gl.GL_TEXTURE_2D);
    gl.glTexEnvi(gl.GL_TEXTURE_ENV, gl.GL_TEXTURE_ENV_MODE, gl.GL_MODULATE);
    gl.glColor4f(1, 1, 1, 1);
    gl.glTexCoord2f(0.5, 0.5);
    pointOn(2, 2);
    expect(pixel(2, 2)).toEqual(unorm8s(read(0.35)));
  });

  /** GL_COMBINE with RGB function `rgbFunction` of (texture, primary, constant), alpha REPLACE of the texture. */
  function combine(rgbFunction: number, scale = 1): void {
    texture(gl.GL_COMBINE);
    gl.glTexEnvi(gl.GL_TEXTURE_ENV, gl.GL_COMBINE_RGB, rgbFunction);
    gl.glTexEnvi(gl.GL_TEXTURE_ENV, gl.GL_SOURCE0_RGB, gl.GL_TEXTURE);
    gl.glTexEnvi(gl.GL_TEXTURE_ENV, gl.GL_SOURCE1_RGB, gl.GL_PRIMARY_COLOR);
    gl.glTexEnvi(gl.GL_TEXTURE_ENV, gl.GL_SOURCE2_RGB, gl.GL_CONSTANT);
    gl.glTexEnvi(gl.GL_TEXTURE_ENV, gl.GL_OPERAND2_RGB, gl.GL_SRC_ALPHA);
    gl.glTexEnvi(gl.GL_TEXTURE_ENV, gl.GL_COMBINE_ALPHA, gl.GL_REPLACE);
    gl.glTexEnvi(gl.GL_TEXTURE_ENV, gl.GL_SOURCE0_ALPHA, gl.GL_TEXTURE);
    gl.glTexEnvf(gl.GL_TEXTURE_ENV, gl.GL_RGB_SCALE, scale);
  }

  it.each([
    ['INTERPOLATE', gl.GL_INTERPOLATE, 1, (i: number) => T[i]! * E[3]! + C[i]! * (1 - E[3]!)],
    ['ADD_SIGNED', gl.GL_ADD_SIGNED, 1, (i: number) => T[i]! + C[i]! - 0.5],
    ['SUBTRACT', gl.GL_SUBTRACT, 1, (i: number) => T[i]! - C[i]!],
    ['MODULATE × 2', gl.GL_MODULATE, 2, (i: number) => 2 * T[i]! * C[i]!],
  ] as const)('GL_COMBINE %s', (_name, fn, scale, expected) => {
    combine(fn, scale);
    pointOn(5, 5);
    expect(pixel(5, 5)).toEqual(unorm8s([...rgb(expected), T[3]!]));
  });

  it('GL_COMBINE DOT3_RGB: 4 · Σ (t − ½)(c − ½) in every colour channel', () => {
    combine(gl.GL_DOT3_RGB);
    pointOn(5, 5);
    const dot = 4 * [0, 1, 2].reduce((s, i) => s + (T[i]! - 0.5) * (C[i]! - 0.5), 0);
    expect(pixel(5, 5)).toEqual(unorm8s([dot, dot, dot, T[3]!]));
  });

  it('two units: unit 1 adds its texel to the result of unit 0', () => {
    texture(gl.GL_MODULATE);
    gl.glActiveTexture(gl.GL_TEXTURE1);
    newTexture();
    gl.glTexImage2D(
      gl.GL_TEXTURE_2D,
      0,
      gl.GL_RGBA8,
      1,
      1,
      0,
      gl.GL_RGBA,
      gl.GL_UNSIGNED_BYTE,
      new Uint8Array([30, 60, 90, 255]),
    );
    gl.glEnable(gl.GL_TEXTURE_2D);
    gl.glTexEnvi(gl.GL_TEXTURE_ENV, gl.GL_TEXTURE_ENV_MODE, gl.GL_ADD);
    gl.glMultiTexCoord2f(gl.GL_TEXTURE1, 0.5, 0.5);
    gl.glActiveTexture(gl.GL_TEXTURE0);
    pointOn(7, 7);
    const unit1 = [30, 60, 90].map((b) => b / 255);
    expect(pixel(7, 7)).toEqual(unorm8s([...rgb((i) => T[i]! * C[i]! + unit1[i]!), T[3]! * C[3]!]));
  });
});
