// Texture opcodes on WebGL2 against TgsiMachine with a reference sampler over the same texels: every
// target GLSL ES 3.00 can express (1D and 1D arrays stored as height-1 2D textures and 2D arrays,
// RECT with texel coordinates), nearest lookups compared exactly, bilinear ones within 2^-8 of the
// texel range (the GPU's filter weights have 8 fractional bits), texel fetches with offsets and
// out-of-range coordinates, size queries, shadow comparisons, SAMPLE-style opcodes with view swizzles,
// and integer textures.

import { parseTgsi } from '@gallium-ts/tgsi';
import { describe, expect, it } from 'vitest';
import { defaultVariantKey, translateProgram } from '../src/glsl/index.js';
import { feederVertexShader, fragmentDifferences } from './helpers/fragment.js';
import { sharedGl } from './helpers/gl.js';
import type { TestTarget, TestTexture } from './helpers/textures.js';
import { linkGlsl } from './helpers/webgl-program.js';
import { I, type Word } from './helpers/words.js';

function texture(
  target: TestTarget,
  w: number,
  h: number,
  d: number,
  filter: 'nearest' | 'linear' = 'nearest',
  extra: Partial<TestTexture> = {},
): TestTexture {
  const data = new Float32Array(w * h * d * 4);
  const rows = target === '1D' || target === '1D_ARRAY' ? 1 : h;
  const layers = target === '1D_ARRAY' ? h : d;
  for (let l = 0; l < layers; l++)
    for (let y = 0; y < rows; y++)
      for (let x = 0; x < w; x++) {
        // Depth textures hold (x + 4y + 16l) / 128 in r: inside [0, 1].
        const r = extra.compare ? (x + 4 * y + 16 * l) / 128 : x + 10 * y + 100 * l;
        data.set([r, x * 0.5, y * 0.25, 1 - l * 0.125], ((l * rows + y) * w + x) * 4);
      }
  return { target, width: w, height: h, depth: d, data, filter, ...extra };
}

const HEAD =
  'FRAG\nDCL IN[0], GENERIC[0], CONSTANT\nDCL IN[1], GENERIC[1], CONSTANT\nDCL OUT[0], COLOR\nDCL TEMP[0]\n';

async function same(
  body: string,
  coords: Array<readonly Word[]>,
  textures: Record<number, TestTexture>,
  second: Array<readonly Word[]> = [],
  tol = {},
) {
  const gl = await sharedGl();
  const pixels = coords.map((c, i) => ({ 0: c, 1: second[i] ?? [0, 0, 0, 0] }));
  expect(
    fragmentDifferences(gl, { fs: `${HEAD}${body}MOV OUT[0], TEMP[0]\nEND\n`, pixels, textures }, tol),
  ).toEqual([]);
}

const LINEAR = { abs: 2 ** -8 * 130 };

describe('TEX-style lookups', () => {
  it('TEX 2D nearest and bilinear', async () => {
    const coords = [
      [0.1, 0.1, 0, 1],
      [0.6, 0.9, 0, 1],
      [0.99, 0.01, 0, 1],
      [-0.5, 1.5, 0, 1],
      [0.3125, 0.625, 0, 1],
    ];
    await same('DCL SAMP[0]\nTEX TEMP[0], IN[0], SAMP[0], 2D\n', coords, { 0: texture('2D', 4, 4, 1) });
    await same(
      'DCL SAMP[0]\nTEX TEMP[0], IN[0], SAMP[0], 2D\n',
      coords,
      { 0: texture('2D', 4, 4, 1, 'linear') },
      [],
      LINEAR,
    );
  });

  it('1D as a height-1 2D texture, 1D arrays as 2D arrays, RECT with texel coordinates', async () => {
    const c1 = [
      [0.1, 0, 0, 1],
      [0.7, 3, 0, 1],
      [0.99, 1, 0, 1],
      [0.4, 2.4, 0, 1],
    ];
    await same('DCL SAMP[0]\nTEX TEMP[0], IN[0], SAMP[0], 1D\n', c1, { 0: texture('1D', 8, 1, 1) });
    await same('DCL SAMP[0]\nTEX TEMP[0], IN[0], SAMP[0], 1D_ARRAY\n', c1, {
      0: texture('1D_ARRAY', 8, 4, 1),
    });
    const cr = [
      [0.5, 0.5, 0, 1],
      [3.2, 1.7, 0, 1],
      [7.9, 3.9, 0, 1],
      [2, 2, 0, 1],
    ];
    await same('DCL SAMP[0]\nTEX TEMP[0], IN[0], SAMP[0], RECT\n', cr, { 0: texture('RECT', 8, 4, 1) });
  });

  it('2D arrays, 3D textures and cube maps', async () => {
    const ca = [
      [0.1, 0.1, 0, 1],
      [0.6, 0.9, 1.4, 1],
      [0.99, 0.01, 2.6, 1],
      [0.4, 0.4, 9, 1],
    ];
    await same('DCL SAMP[0]\nTEX TEMP[0], IN[0], SAMP[0], 2D_ARRAY\n', ca, {
      0: texture('2D_ARRAY', 4, 4, 3),
    });
    const c3 = [
      [0.1, 0.1, 0.1, 1],
      [0.6, 0.9, 0.6, 1],
      [0.99, 0.01, 0.9, 1],
    ];
    await same('DCL SAMP[0]\nTEX TEMP[0], IN[0], SAMP[0], 3D\n', c3, { 0: texture('3D', 4, 4, 4) });
    const cc = [
      [1, 0.2, -0.3, 1],
      [-1, 0.5, 0.4, 1],
      [0.1, 1, 0.2, 1],
      [0.3, -1, -0.6, 1],
      [-0.2, 0.3, 1, 1],
      [0.6, -0.1, -1, 1],
    ];
    await same('DCL SAMP[0]\nTEX TEMP[0], IN[0], SAMP[0], CUBE\n', cc, { 0: texture('CUBE', 4, 4, 6) });
  });

  it('TXP divides by w; TXL and TXB at level 0; TXD with explicit derivatives', async () => {
    const coords = [
      [0.2, 0.4, 0, 2],
      [1.2, 0.3, 0, 1.5],
      [0.5, 0.5, 0, 1],
    ];
    const t = { 0: texture('2D', 4, 4, 1) };
    await same('DCL SAMP[0]\nTXP TEMP[0], IN[0], SAMP[0], 2D\n', coords, t);
    await same(
      'DCL SAMP[0]\nTXL TEMP[0], IN[0], SAMP[0], 2D\n',
      coords.map((c) => [c[0]!, c[1]!, 0, 0]),
      t,
    );
    await same(
      'DCL SAMP[0]\nTXB TEMP[0], IN[0], SAMP[0], 2D\n',
      coords.map((c) => [c[0]!, c[1]!, 0, -1]),
      t,
    );
    await same(
      'DCL SAMP[0]\nTXD TEMP[0], IN[0], IN[1], IN[1], SAMP[0], 2D\n',
      coords,
      t,
      coords.map(() => [0.01, 0, 0, 0]),
    );
  });

  it('shadow targets compare the reference with LEQUAL', async () => {
    const depth = texture('2D', 4, 4, 1, 'nearest', { compare: true });
    const coords = [
      [0.1, 0.1, 0.01, 1],
      [0.6, 0.9, 0.2, 1],
      [0.9, 0.4, 0.1, 1],
      [0.4, 0.4, 0, 1],
      [0.9, 0.9, 1, 1],
    ];
    await same('DCL SAMP[0]\nTEX TEMP[0], IN[0], SAMP[0], SHADOW2D\n', coords, { 0: depth });
    const arr = texture('2D_ARRAY', 4, 4, 2, 'nearest', { compare: true });
    await same(
      'DCL SAMP[0]\nTEX TEMP[0], IN[0], SAMP[0], SHADOW2D_ARRAY\n',
      coords.map((c) => [c[0]!, c[1]!, 1, c[2]!]),
      { 0: arr },
    );
    await same(
      'DCL SAMP[0]\nTXL TEMP[0], IN[0], SAMP[0], SHADOW1D\n',
      coords.map((c) => [c[0]!, 0, c[2]!, 0]),
      { 0: texture('1D', 4, 1, 1, 'nearest', { compare: true }) },
    );
  });

  it('SHADOWCUBE compiles to a samplerCubeShadow lookup (values not comparable here, see README)', async () => {
    // Depth cube maps filled with texSubImage2D per face through `gl` 9.0.0-rc.10 do not read back
    // what was uploaded on ANGLE + llvmpipe (2D and 2D-array depth textures do), so only the
    // translation and the link are checked for this target.
    const gl = await sharedGl();
    const fs = `${HEAD}DCL SAMP[0]\nTEX TEMP[0], IN[0], SAMP[0], SHADOWCUBE\nTXL TEMP[0], IN[0], SAMP[0], SHADOWCUBE\nMOV OUT[0], TEMP[0]\nEND\n`;
    const p = translateProgram(feederVertexShader(parseTgsi(fs)).vs, parseTgsi(fs), defaultVariantKey());
    expect(p.samplers.map((s) => s.type)).toEqual(['samplerCubeShadow']);
    linkGlsl(gl, p).dispose();
  });
});

describe('fetches and queries', () => {
  it('TXF reads texels by integer coordinates with offsets; outside the texture it reads 0', async () => {
    const coords: Array<readonly Word[]> = [
      [I(0), I(0), I(0), I(0)],
      [I(3), I(2), I(0), I(0)],
      [I(4), I(0), I(0), I(0)],
      [I(-1), I(1), I(0), I(0)],
      [I(1), I(1), I(0), I(1)],
    ];
    await same('DCL SAMP[0]\nTXF TEMP[0], IN[0], SAMP[0], 2D\n', coords, { 0: texture('2D', 4, 4, 1) });
    await same(
      'DCL SAMP[0]\nIMM INT32 { 1, -1, 0, 0 }\nTXF TEMP[0], IN[0], SAMP[0], 2D, IMM[0].xyz\n',
      coords,
      { 0: texture('2D', 4, 4, 1) },
    );
    await same('DCL SAMP[0]\nTXF TEMP[0], IN[0], SAMP[0], 1D_ARRAY\n', coords, {
      0: texture('1D_ARRAY', 4, 3, 1),
    });
  });

  it('TXQ gives (width, height, depth or layers, levels) per target', async () => {
    const lod: Array<readonly Word[]> = [[I(0)], [I(1)], [I(-1)]];
    for (const [target, t] of [
      ['2D', texture('2D', 4, 2, 1)],
      ['1D', texture('1D', 8, 1, 1)],
      ['1D_ARRAY', texture('1D_ARRAY', 8, 3, 1)],
      ['2D_ARRAY', texture('2D_ARRAY', 4, 2, 5)],
      ['3D', texture('3D', 4, 2, 3)],
      ['CUBE', texture('CUBE', 4, 4, 6)],
      ['RECT', texture('RECT', 5, 3, 1)],
    ] as const) {
      await same(`DCL SAMP[0]\nTXQ TEMP[0], IN[0], SAMP[0], ${target}\n`, lod, { 0: t });
    }
  });

  it('SAMPLE, SAMPLE_L, SAMPLE_C, SAMPLE_C_LZ, SAMPLE_I and SVIEWINFO use the view target and swizzle', async () => {
    const t = { 0: texture('2D', 4, 4, 1) };
    const coords = [
      [0.1, 0.1, 0, 0],
      [0.6, 0.9, 0, 0],
      [0.99, 0.01, 0, 0],
    ];
    const view = 'DCL SVIEW[0], 2D, FLOAT\nDCL SAMP[0]\n';
    await same(`${view}SAMPLE TEMP[0], IN[0], SVIEW[0].wzyx, SAMP[0]\n`, coords, t);
    await same(`${view}SAMPLE_L TEMP[0], IN[0], SVIEW[0], SAMP[0], IN[1]\n`, coords, t);
    const shadow = { 0: texture('2D', 4, 4, 1, 'nearest', { compare: true }) };
    await same(`${view}SAMPLE_C TEMP[0], IN[0], SVIEW[0], SAMP[0], IN[1]\n`, coords, shadow, [
      [0.01],
      [0.5],
      [0.2],
    ]);
    await same(`${view}SAMPLE_C_LZ TEMP[0], IN[0], SVIEW[0].yyyy, SAMP[0], IN[1]\n`, coords, shadow, [
      [0.01],
      [0.5],
      [0.2],
    ]);
    await same(
      `${view}SAMPLE_I TEMP[0], IN[0], SVIEW[0].zxyw\n`,
      [
        [I(1), I(2), I(0), I(0)],
        [I(9), I(0), I(0), I(0)],
      ],
      t,
    );
    await same(`${view}SVIEWINFO TEMP[0], IN[0], SVIEW[0]\n`, [[I(0)]], t);
  });

  it('integer views return words (SVIEW declared UINT / SINT)', async () => {
    const data = new Uint32Array(4 * 4 * 4).map((_, i) => (i * 0x01010101 + 0x80000000) >>> 0);
    const t: TestTexture = {
      target: '2D',
      width: 4,
      height: 4,
      depth: 1,
      data,
      filter: 'nearest',
      integer: 'uint',
    };
    await same(
      'DCL SVIEW[0], 2D, UINT\nDCL SAMP[0]\nSAMPLE_I TEMP[0], IN[0], SVIEW[0]\n',
      [
        [I(1), I(2), I(0), I(0)],
        [I(3), I(3), I(0), I(0)],
      ],
      { 0: t },
    );
    await same(
      'DCL SVIEW[0], 2D, UINT\nDCL SAMP[0]\nSAMPLE TEMP[0], IN[0], SVIEW[0], SAMP[0]\n',
      [
        [0.3, 0.6, 0, 0],
        [0.9, 0.9, 0, 0],
      ],
      { 0: t },
    );
  });
});
