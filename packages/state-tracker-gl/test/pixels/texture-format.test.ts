// chooseTextureFormat, texelsFromRgba and rgbaFromTexels: the storage chosen for every GL 1.5 internal
// format (smallest format holding the requested precision, then fallbacks, null when nothing fits), and
// — for every internal format stored in every pipe format that can hold it — that texels sampled through
// the chosen swizzle read as OpenGL 1.5 says (table 3.15 for what is kept, the texture-environment
// reading of each base format: ALPHA (0,0,0,A), LUMINANCE (L,L,L,1), INTENSITY (I,I,I,I), ...), and
// that glGetTexImage sees table 6.1's values.

import {
  allFormats,
  formatDescription,
  PipeFormat,
  PipeSwizzle,
  unpackRgbaFloat,
} from '@gallium-ts/gallium-api';
import { describe, expect, it } from 'vitest';
import * as GL from '../../src/gl-enums.js';
import {
  chooseTextureFormat,
  depthFromTexels,
  rgbaFromTexels,
  type TextureFormat,
  texelsFromDepth,
  texelsFromRgba,
  textureBaseFormat,
  textureFormatFor,
} from '../../src/pixels/index.js';
import { glErrorOf } from './helpers.js';

const all = () => true;
const F = PipeFormat;
const { X, Y, Z, W, ZERO, ONE } = PipeSwizzle;

const EXPECTED: [number[], PipeFormat, PipeSwizzle[]][] = [
  [[1, GL.GL_LUMINANCE, GL.GL_LUMINANCE4, GL.GL_LUMINANCE8], F.L8_UNORM, [X, X, X, ONE]],
  [[GL.GL_LUMINANCE12, GL.GL_LUMINANCE16], F.L16_UNORM, [X, X, X, ONE]],
  [
    [2, GL.GL_LUMINANCE_ALPHA, GL.GL_LUMINANCE4_ALPHA4, GL.GL_LUMINANCE6_ALPHA2, GL.GL_LUMINANCE8_ALPHA8],
    F.L8A8_UNORM,
    [X, X, X, W],
  ],
  [
    [GL.GL_LUMINANCE12_ALPHA4, GL.GL_LUMINANCE12_ALPHA12, GL.GL_LUMINANCE16_ALPHA16],
    F.L16A16_UNORM,
    [X, X, X, W],
  ],
  [[GL.GL_ALPHA, GL.GL_ALPHA4, GL.GL_ALPHA8], F.A8_UNORM, [ZERO, ZERO, ZERO, W]],
  [[GL.GL_ALPHA12, GL.GL_ALPHA16], F.A16_UNORM, [ZERO, ZERO, ZERO, W]],
  [[GL.GL_INTENSITY, GL.GL_INTENSITY4, GL.GL_INTENSITY8], F.I8_UNORM, [X, X, X, X]],
  [[GL.GL_INTENSITY12, GL.GL_INTENSITY16], F.I16_UNORM, [X, X, X, X]],
  [[GL.GL_R3_G3_B2], F.B5G6R5_UNORM, [X, Y, Z, ONE]],
  [[GL.GL_RGB4], F.B4G4R4A4_UNORM, [X, Y, Z, ONE]],
  [[GL.GL_RGB5], F.B5G5R5X1_UNORM, [X, Y, Z, ONE]],
  [[3, GL.GL_RGB, GL.GL_RGB8], F.R8G8B8X8_UNORM, [X, Y, Z, ONE]],
  [[GL.GL_RGB10], F.R10G10B10A2_UNORM, [X, Y, Z, ONE]],
  [[GL.GL_RGB12, GL.GL_RGB16], F.R16G16B16A16_UNORM, [X, Y, Z, ONE]],
  [[GL.GL_RGBA2, GL.GL_RGBA4], F.B4G4R4A4_UNORM, [X, Y, Z, W]],
  [[GL.GL_RGB5_A1], F.B5G5R5A1_UNORM, [X, Y, Z, W]],
  [[4, GL.GL_RGBA, GL.GL_RGBA8], F.R8G8B8A8_UNORM, [X, Y, Z, W]],
  [[GL.GL_RGB10_A2], F.R10G10B10A2_UNORM, [X, Y, Z, W]],
  [[GL.GL_RGBA12, GL.GL_RGBA16], F.R16G16B16A16_UNORM, [X, Y, Z, W]],
  [[GL.GL_DEPTH_COMPONENT16], F.Z16_UNORM, [X, X, X, ONE]],
  [[GL.GL_DEPTH_COMPONENT, GL.GL_DEPTH_COMPONENT24], F.Z24X8_UNORM, [X, X, X, ONE]],
  [[GL.GL_DEPTH_COMPONENT32], F.Z32_UNORM, [X, X, X, ONE]],
];
const INTERNAL_FORMATS = EXPECTED.flatMap(([names]) => names);

/** What GL reads from RGBA input stored in a texture of `base` (tables 3.15 and the texture environment). */
function glReads(base: number, [r, g, b, a]: number[]): number[] {
  switch (base) {
    case GL.GL_ALPHA:
      return [0, 0, 0, a!];
    case GL.GL_LUMINANCE:
      return [r!, r!, r!, 1];
    case GL.GL_LUMINANCE_ALPHA:
      return [r!, r!, r!, a!];
    case GL.GL_INTENSITY:
      return [r!, r!, r!, r!];
    case GL.GL_RGB:
      return [r!, g!, b!, 1];
    default:
      return [r!, g!, b!, a!];
  }
}

/** Table 6.1: what glGetTexImage assigns to R, G, B, A. */
function getTexImageReads(base: number, [r, g, b, a]: number[]): number[] {
  switch (base) {
    case GL.GL_ALPHA:
      return [0, 0, 0, a!];
    case GL.GL_LUMINANCE:
    case GL.GL_INTENSITY:
      return [r!, 0, 0, 1];
    case GL.GL_LUMINANCE_ALPHA:
      return [r!, 0, 0, a!];
    case GL.GL_RGB:
      return [r!, g!, b!, 1];
    default:
      return [r!, g!, b!, a!];
  }
}

/** Samples one texel the way a sampler view with `tex.swizzle` reads it. */
function sample(tex: TextureFormat, texel: Uint8Array): number[] {
  const raw: number[] = [];
  unpackRgbaFloat(tex.pipeFormat, texel, 0, raw);
  return tex.swizzle.map((s) => (s === ZERO ? 0 : s === ONE ? 1 : raw[s]!));
}

describe('chooseTextureFormat', () => {
  it('stores every internal format in the smallest format that holds its precision', () => {
    for (const [names, format, swizzle] of EXPECTED) {
      for (const name of names) {
        const chosen = chooseTextureFormat(name, all)!;
        expect(formatDescription(chosen.pipeFormat).name, `0x${name.toString(16)}`).toBe(
          formatDescription(format).name,
        );
        expect(chosen.swizzle).toEqual(swizzle);
        expect(chosen.baseFormat).toBe(textureBaseFormat(name));
      }
    }
  });

  it('falls back to what the screen supports, with the swizzle that keeps GL’s reading', () => {
    const only =
      (...formats: PipeFormat[]) =>
      (f: PipeFormat) =>
        formats.includes(f);
    const lum = chooseTextureFormat(GL.GL_LUMINANCE8, only(F.R8_UNORM))!;
    expect([lum.pipeFormat, ...lum.swizzle]).toEqual([F.R8_UNORM, X, X, X, ONE]);
    const alpha = chooseTextureFormat(GL.GL_ALPHA, only(F.R8_UNORM))!;
    expect([alpha.pipeFormat, ...alpha.swizzle]).toEqual([F.R8_UNORM, ZERO, ZERO, ZERO, X]);
    const intensity = chooseTextureFormat(GL.GL_INTENSITY, only(F.R8_UNORM))!;
    expect(intensity.swizzle).toEqual([X, X, X, X]);
    const la = chooseTextureFormat(GL.GL_LUMINANCE_ALPHA, only(F.R8G8_UNORM))!;
    expect([la.pipeFormat, ...la.swizzle]).toEqual([F.R8G8_UNORM, X, X, X, Y]);
    const laRgba = chooseTextureFormat(GL.GL_LUMINANCE_ALPHA, only(F.B8G8R8A8_UNORM))!;
    expect(laRgba.swizzle).toEqual([X, X, X, W]);
    // Less precision than asked when nothing better is there; more when the small format is missing.
    expect(chooseTextureFormat(GL.GL_RGBA16, only(F.B8G8R8A8_UNORM))!.pipeFormat).toBe(F.B8G8R8A8_UNORM);
    expect(chooseTextureFormat(GL.GL_RGBA4, only(F.R8G8B8A8_UNORM, F.R16G16B16A16_UNORM))!.pipeFormat).toBe(
      F.R8G8B8A8_UNORM,
    );
    expect(chooseTextureFormat(GL.GL_DEPTH_COMPONENT24, only(F.Z32_FLOAT))!.pipeFormat).toBe(F.Z32_FLOAT);
  });

  it('gives null when no supported format can hold the base format', () => {
    expect(chooseTextureFormat(GL.GL_RGBA, () => false)).toBeNull();
    expect(chooseTextureFormat(GL.GL_DEPTH_COMPONENT, (f) => !formatDescription(f).isDepth)).toBeNull();
    expect(chooseTextureFormat(GL.GL_LUMINANCE_ALPHA, (f) => f === F.R8_UNORM)).toBeNull();
  });

  it('refuses internal formats GL 1.5 does not have with INVALID_VALUE', () => {
    for (const bad of [0, 5, GL.GL_COLOR_INDEX, GL.GL_RGBA32F, GL.GL_STENCIL_INDEX, GL.GL_BGRA]) {
      expect(glErrorOf(() => chooseTextureFormat(bad, all))).toBe(GL.GL_INVALID_VALUE);
    }
  });

  it('reports the stored bits of each component', () => {
    expect(chooseTextureFormat(GL.GL_RGB5_A1, all)!.bits).toEqual({ R: 5, G: 5, B: 5, A: 1 });
    expect(chooseTextureFormat(GL.GL_LUMINANCE16_ALPHA16, all)!.bits).toEqual({ L: 16, A: 16 });
    expect(chooseTextureFormat(GL.GL_DEPTH_COMPONENT, all)!.bits).toEqual({ D: 24 });
  });
});

describe('texels of every internal format in every pipe format that can hold it', () => {
  const inputs = [
    [0.2, 0.4, 0.6, 0.8],
    [1, 0, 0.5, 0],
    [0, 1, 1, 1],
  ];
  it('read through the swizzle as GL says, and come back per table 6.1', () => {
    let checked = 0;
    for (const internal of INTERNAL_FORMATS) {
      const base = textureBaseFormat(internal)!;
      if (base === GL.GL_DEPTH_COMPONENT) continue;
      for (const pipeFormat of allFormats()) {
        const tex = textureFormatFor(pipeFormat, base, internal);
        if (tex === null) continue;
        const desc = formatDescription(pipeFormat);
        const bits = Math.min(...Object.values(tex.bits));
        // Half a step of the stored precision (the 10- and 11-bit floats have 5- and 6-bit mantissas).
        const tolerance = desc.channels.some((c) => c.type === 7) ? 2 ** -6 : 0.5 / (2 ** bits - 1) + 1e-9;
        for (const rgba of inputs) {
          const texel = texelsFromRgba(tex, rgba, 1);
          const read = sample(tex, texel);
          const expected = glReads(base, rgba);
          for (let i = 0; i < 4; i++)
            expect(Math.abs(read[i]! - expected[i]!), `${desc.name} ${internal} ${i}`).toBeLessThanOrEqual(
              tolerance,
            );
          const back = Array.from(rgbaFromTexels(tex, texel, 1));
          const want = getTexImageReads(base, rgba);
          for (let i = 0; i < 4; i++) expect(Math.abs(back[i]! - want[i]!)).toBeLessThanOrEqual(tolerance);
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(300);
  });

  it('keep depth in every depth format', () => {
    for (const internal of [GL.GL_DEPTH_COMPONENT16, GL.GL_DEPTH_COMPONENT24, GL.GL_DEPTH_COMPONENT32]) {
      for (const pipeFormat of allFormats().filter((f) => formatDescription(f).isDepth)) {
        const tex = textureFormatFor(pipeFormat, GL.GL_DEPTH_COMPONENT, internal)!;
        const depth = [0, 0.25, 1 / 3, 1];
        const back = depthFromTexels(tex, texelsFromDepth(tex, depth, 4), 4);
        for (let i = 0; i < 4; i++)
          expect(Math.abs(back[i]! - depth[i]!)).toBeLessThanOrEqual(0.5 / (2 ** tex.bits.D! - 1) + 1e-7);
      }
    }
  });
});
