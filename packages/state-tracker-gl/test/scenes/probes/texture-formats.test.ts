// Every GL 1.5 colour internal format on every texture driver (texture-drivers.ts) and on driver-soft
// shaped like WebGL2 — no luminance, alpha or intensity formats and no sampler-view swizzle — so the
// storage falls back to a format the driver has (R8, R8G8, RGBA8, ...): the texels go in through that
// format, glGetTexImage reads them back as GL 1.5 section 6.1.4 says (L → (L, 0, 0, 1), I → (I, 0, 0, 1),
// LA → (L, 0, 0, A), A → (0, 0, 0, A), RGB → (R, G, B, 1)), and drawing reads them as table 3.21 says.
// The texel values are 0 and 255 only, which every format down to 1-bit alpha and R3G3B2 keeps exactly.
import { PipeCap, PipeFormat } from '@gallium-ts/gallium-api';
import { describe, expect, it } from 'vitest';
import * as gl from '../../../src/index.js';
import { softWithout } from '../../helpers/lowering-drivers.js';
import { newTexture } from '../helpers.js';
import { pixel, pointOn, useProbeContext } from './probe.js';
import { describeOnTextureDrivers } from './texture-drivers.js';

const F = PipeFormat;
const LUMINANCE_ALPHA_INTENSITY: ReadonlySet<PipeFormat> = new Set([
  F.L8_UNORM,
  F.A8_UNORM,
  F.I8_UNORM,
  F.L8A8_UNORM,
  F.L16_UNORM,
  F.A16_UNORM,
  F.I16_UNORM,
  F.L16A16_UNORM,
]);
/** driver-soft with WebGL2's lacks: no L/A/I formats, no sampler-view swizzle. */
const SOFT_LIKE_WEBGL = softWithout('luminance-formats', {
  caps: { [PipeCap.TEXTURE_SWIZZLE]: 0 },
  keepFormat: (format) => !LUMINANCE_ALPHA_INTENSITY.has(format),
});

type Base = 'A' | 'L' | 'LA' | 'I' | 'RGB' | 'RGBA';
const FORMATS: [string, number, Base][] = [
  ['GL_ALPHA4', gl.GL_ALPHA4, 'A'],
  ['GL_ALPHA8', gl.GL_ALPHA8, 'A'],
  ['GL_ALPHA16', gl.GL_ALPHA16, 'A'],
  ['GL_LUMINANCE4', gl.GL_LUMINANCE4, 'L'],
  ['GL_LUMINANCE8', gl.GL_LUMINANCE8, 'L'],
  ['GL_LUMINANCE16', gl.GL_LUMINANCE16, 'L'],
  ['GL_LUMINANCE6_ALPHA2', gl.GL_LUMINANCE6_ALPHA2, 'LA'],
  ['GL_LUMINANCE8_ALPHA8', gl.GL_LUMINANCE8_ALPHA8, 'LA'],
  ['GL_LUMINANCE12_ALPHA4', gl.GL_LUMINANCE12_ALPHA4, 'LA'],
  ['GL_INTENSITY4', gl.GL_INTENSITY4, 'I'],
  ['GL_INTENSITY8', gl.GL_INTENSITY8, 'I'],
  ['GL_INTENSITY16', gl.GL_INTENSITY16, 'I'],
  ['GL_R3_G3_B2', gl.GL_R3_G3_B2, 'RGB'],
  ['GL_RGB4', gl.GL_RGB4, 'RGB'],
  ['GL_RGB5', gl.GL_RGB5, 'RGB'],
  ['GL_RGB8', gl.GL_RGB8, 'RGB'],
  ['GL_RGB10', gl.GL_RGB10, 'RGB'],
  ['GL_RGB16', gl.GL_RGB16, 'RGB'],
  ['GL_RGBA2', gl.GL_RGBA2, 'RGBA'],
  ['GL_RGBA4', gl.GL_RGBA4, 'RGBA'],
  ['GL_RGB5_A1', gl.GL_RGB5_A1, 'RGBA'],
  ['GL_RGBA8', gl.GL_RGBA8, 'RGBA'],
  ['GL_RGB10_A2', gl.GL_RGB10_A2, 'RGBA'],
  ['GL_RGBA16', gl.GL_RGBA16, 'RGBA'],
];

/** Two RGBA texels given to glTexImage2D: each channel 0 or 255, different in every channel. */
const TEXELS = [
  [255, 0, 255, 0],
  [0, 255, 0, 255],
];

/** What glGetTexImage(GL_RGBA) returns for an RGBA texel stored in base format `base` (section 6.1.4). */
function readBack([r, g, b, a]: number[], base: Base): number[] {
  switch (base) {
    case 'A':
      return [0, 0, 0, a!];
    case 'L':
    case 'I':
      return [r!, 0, 0, 255];
    case 'LA':
      return [r!, 0, 0, a!];
    case 'RGB':
      return [r!, g!, b!, 255];
    default:
      return [r!, g!, b!, a!];
  }
}

/** The texture colour table 3.21 gives for an RGBA texel stored in base format `base`. */
function sampled([r, g, b, a]: number[], base: Base): number[] {
  switch (base) {
    case 'A':
      return [0, 0, 0, a!];
    case 'L':
      return [r!, r!, r!, 255];
    case 'I':
      return [r!, r!, r!, r!];
    case 'LA':
      return [r!, r!, r!, a!];
    case 'RGB':
      return [r!, g!, b!, 255];
    default:
      return [r!, g!, b!, a!];
  }
}

function formatProbes(driver: string): void {
  useProbeContext(driver);

  it.each(FORMATS)('%s: stored, read back and sampled as GL says', (_name, internalFormat, base) => {
    newTexture();
    gl.glTexImage2D(
      gl.GL_TEXTURE_2D,
      0,
      internalFormat,
      2,
      1,
      0,
      gl.GL_RGBA,
      gl.GL_UNSIGNED_BYTE,
      new Uint8Array(TEXELS.flat()),
    );
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
    const back = new Uint8Array(8);
    gl.glGetTexImage(gl.GL_TEXTURE_2D, 0, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, back);
    expect(Array.from(back)).toEqual(TEXELS.flatMap((t) => readBack(t, base)));
    gl.glEnable(gl.GL_TEXTURE_2D);
    gl.glTexEnvi(gl.GL_TEXTURE_ENV, gl.GL_TEXTURE_ENV_MODE, gl.GL_COMBINE);
    for (const [combine, source] of [
      [gl.GL_COMBINE_RGB, gl.GL_SOURCE0_RGB],
      [gl.GL_COMBINE_ALPHA, gl.GL_SOURCE0_ALPHA],
    ] as const) {
      gl.glTexEnvi(gl.GL_TEXTURE_ENV, combine, gl.GL_REPLACE);
      gl.glTexEnvi(gl.GL_TEXTURE_ENV, source, gl.GL_TEXTURE);
    }
    for (const i of [0, 1]) {
      gl.glTexCoord2f(0.25 + 0.5 * i, 0.5);
      pointOn(i, 0);
    }
    expect([pixel(0, 0), pixel(1, 0)]).toEqual(TEXELS.map((t) => sampled(t, base)));
  });
}

describeOnTextureDrivers('texture internal formats', formatProbes);
describe(`texture internal formats [${SOFT_LIKE_WEBGL}]`, () => formatProbes(SOFT_LIKE_WEBGL));
