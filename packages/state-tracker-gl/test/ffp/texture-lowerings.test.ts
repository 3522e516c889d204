// The fragment-program lowerings of sampler features, run on tgsi's JIT with a test sampler that
// returns what an identity view clamped to the edge returns: the texel swizzle for every base format
// stored in the formats a driver without L/A/I formats uses (R8, R8G8, RGBX8, RGBA8), the border
// weights of every wrap mode that reads the border on 1D, 2D, 3D, cube and rectangle targets, the LOD
// bias sampled with TXB, and the key: lowerings that cannot matter leave it unchanged, values GL cannot
// hold are FfpStateErrors.
import { PipeFormat } from '@gallium-ts/gallium-api';
import { describe, expect, test } from 'vitest';
import {
  computeFfpKey,
  FFP_KEY_WORDS,
  FfpProgramCache,
  FfpStateError,
  type FixedFunctionState,
  initialFixedFunctionState,
  type ShaderBorderState,
} from '../../src/ffp/index.js';
import * as GL from '../../src/gl-enums.js';
import { textureFormatFor } from '../../src/pixels/index.js';
import { runFragmentProgram, type V4 } from './run-programs.js';
import { BASE_FORMATS, expandTexel, FORMAT_NAMES } from './texture-colors.js';

const cache = new FfpProgramCache();
const WHITE: V4 = [1, 1, 1, 1];

/** A state texturing unit 0 from `target` with COMBINE REPLACE of the texture: the output is the texel. */
function replaceState(target: number, baseFormat = GL.GL_RGBA): FixedFunctionState {
  const s = initialFixedFunctionState(8);
  const unit = s.textureUnits[0]!;
  unit.target = target;
  unit.baseFormat = baseFormat;
  unit.env.mode = GL.GL_COMBINE;
  unit.env.combineRgb = GL.GL_REPLACE;
  unit.env.combineAlpha = GL.GL_REPLACE;
  unit.env.sourceRgb[0] = GL.GL_TEXTURE;
  unit.env.sourceAlpha[0] = GL.GL_TEXTURE;
  return s;
}

/** The stored texel of an RGBA colour in `format`, as an identity view returns it (absent channels 0, alpha 1). */
function storedTexel(format: PipeFormat, base: number, rgba: V4): V4 {
  const tex = textureFormatFor(format, base)!;
  const out: V4 = [0, 0, 0, 1];
  const source: Record<string, number> = { L: 0, I: 0, R: 0, G: 1, B: 2, A: 3 };
  for (const [component, position] of Object.entries(tex.positions))
    out[position!] = rgba[source[component]!]!;
  return out;
}

describe('texel swizzle in the fragment program', () => {
  const rgba: V4 = [0.25, 0.5, 0.75, 0.375];
  for (const base of BASE_FORMATS) {
    for (const [name, format] of [
      ['R8', PipeFormat.R8_UNORM],
      ['R8G8', PipeFormat.R8G8_UNORM],
      ['R8G8B8X8', PipeFormat.R8G8B8X8_UNORM],
      ['R8G8B8A8', PipeFormat.R8G8B8A8_UNORM],
    ] as const) {
      const tex = textureFormatFor(format, base);
      if (tex === null) continue;
      test(`${FORMAT_NAMES[base]} stored as ${name} reads as table 3.21 says`, () => {
        const state = replaceState(GL.GL_TEXTURE_2D, base);
        state.textureUnits[0]!.shaderSwizzle = tex.swizzle;
        const program = cache.program(state);
        const texel = storedTexel(format, base, rgba);
        const [out] = runFragmentProgram(
          program,
          state,
          [{ color: WHITE, texCoords: [[0.5, 0.5, 0, 1]] }],
          () => texel,
        );
        expect(out).toEqual(expandTexel(base, rgba));
      });
    }
  }
});

const T: V4 = [0.5, 0.25, 0.75, 1];
const B: V4 = [0.125, 0.875, 0.375, 0.5];

function borderState(
  target: number,
  wrap: number,
  filter: number,
  size: [number, number, number] = [4, 4, 4],
): FixedFunctionState {
  const state = replaceState(target);
  const border: ShaderBorderState = {
    wrap: [wrap, wrap, wrap],
    minFilter: filter,
    magFilter: filter,
    color: [...B],
    size,
    lod: [0, 0, 1000, 0],
  };
  state.textureUnits[0]!.shaderBorder = border;
  return state;
}

/** T mixed with B: keep × T + (1 − keep) × B. */
const mixed = (keep: number): V4 => T.map((t, i) => keep * t + (1 - keep) * B[i]!) as V4;

describe('border colour in the fragment program', () => {
  const run = (state: FixedFunctionState, coords: V4[]) =>
    runFragmentProgram(
      cache.program(state),
      state,
      coords.map((c) => ({ color: WHITE, texCoords: [c] })),
      () => T,
    );

  test.each([
    // wrap, filter, s → weight of the texel (W = 4)
    [
      'CLAMP_TO_BORDER NEAREST',
      GL.GL_CLAMP_TO_BORDER,
      GL.GL_NEAREST,
      [-0.01, 0, 0.99, 1, 1.5],
      [0, 1, 1, 0, 0],
    ],
    [
      'CLAMP_TO_BORDER LINEAR',
      GL.GL_CLAMP_TO_BORDER,
      GL.GL_LINEAR,
      [-1 / 16, 1 / 16, 0.5, 17 / 16, 3],
      [0.25, 0.75, 1, 0.25, 0],
    ],
    ['CLAMP LINEAR', GL.GL_CLAMP, GL.GL_LINEAR, [-1, 0, 1 / 16, 0.5, 1, 2], [0.5, 0.5, 0.75, 1, 0.5, 0.5]],
    [
      'MIRROR_CLAMP_TO_BORDER NEAREST',
      GL.GL_MIRROR_CLAMP_TO_BORDER_EXT,
      GL.GL_NEAREST,
      [-0.5, -1.01, 0.99, 1],
      [1, 0, 1, 0],
    ],
    [
      'MIRROR_CLAMP_TO_BORDER LINEAR',
      GL.GL_MIRROR_CLAMP_TO_BORDER_EXT,
      GL.GL_LINEAR,
      [-17 / 16, 0, 17 / 16, -2],
      [0.25, 1, 0.25, 0],
    ],
    ['MIRROR_CLAMP LINEAR', GL.GL_MIRROR_CLAMP_EXT, GL.GL_LINEAR, [-17 / 16, -2, 0], [0.5, 0.5, 1]],
  ] as const)('1D %s: the border weight at each s', (_name, wrap, filter, s, keep) => {
    const state = borderState(GL.GL_TEXTURE_1D, wrap, filter);
    expect(
      run(
        state,
        s.map((x): V4 => [x, 0.5, 0.5, 1]),
      ),
    ).toEqual(keep.map(mixed));
  });

  test('2D: the border takes 1 − (1 − b_s)(1 − b_t); q divides the coordinates first', () => {
    const state = borderState(GL.GL_TEXTURE_2D, GL.GL_CLAMP_TO_BORDER, GL.GL_LINEAR);
    expect(
      run(state, [
        [-1 / 16, 1 / 16, 0, 1],
        [-1 / 8, 1 / 8, 0, 2],
      ]),
    ).toEqual([mixed(0.25 * 0.75), mixed(0.25 * 0.75)]);
  });

  test('3D: every axis counts', () => {
    const state = borderState(GL.GL_TEXTURE_3D, GL.GL_CLAMP_TO_BORDER, GL.GL_LINEAR);
    expect(
      run(state, [
        [0.5, 0.5, 17 / 16, 1],
        [-1 / 16, 0.5, 17 / 16, 1],
      ]),
    ).toEqual([mixed(0.25), mixed(0.25 * 0.25)]);
  });

  test('cube maps: the minor coordinates over the major one, on each face', () => {
    const state = borderState(GL.GL_TEXTURE_CUBE_MAP, GL.GL_CLAMP_TO_BORDER, GL.GL_LINEAR, [4, 4, 1]);
    expect(
      run(state, [
        [1, 0, 0.875, 1], // +X: s = 1/16 → u = 0.25
        [0.875, 0, -1, 1], // −Z: s = 15/16 → u = 3.75
        [0, -2, 1.75, 1], // −Y: t from z: 15/16
        [0.25, 1, 0.25, 1], // +Y, inside
      ]),
    ).toEqual([mixed(0.75), mixed(0.75), mixed(0.75), mixed(1)]);
  });

  test('rectangles: the coordinates are texel positions', () => {
    const state = borderState(GL.GL_TEXTURE_RECTANGLE, GL.GL_CLAMP_TO_BORDER, GL.GL_LINEAR, [6, 3, 1]);
    expect(
      run(state, [
        [-0.25, 1.5, 0, 1],
        [6.25, 1.5, 0, 1],
        [3, 1.5, 0, 1],
      ]),
    ).toEqual([mixed(0.25), mixed(0.25), mixed(1)]);
  });
});

describe('LOD bias in the fragment program', () => {
  /** What the sampler is asked: s, t, r, the reference and the bias of each fragment's lookup. */
  const lookups = (state: FixedFunctionState, coords: V4[]) => {
    const asked: (number | undefined)[][] = [];
    runFragmentProgram(
      cache.program(state),
      state,
      coords.map((c) => ({ color: WHITE, texCoords: [c] })),
      (_unit, s, t, r, compare, bias) => {
        asked.push([s, t, r, compare, bias]);
        return WHITE;
      },
    );
    return asked.slice(0, coords.length);
  };
  const biased = (target: number, bias: number, baseFormat = GL.GL_RGBA) => {
    const state = replaceState(target, baseFormat);
    state.textureUnits[0]!.shaderLodBias = bias;
    return state;
  };

  test('2D, 1D, 3D and rectangles: TXB with the bias constant, coordinates divided by q as TXP does', () => {
    for (const target of [GL.GL_TEXTURE_1D, GL.GL_TEXTURE_2D, GL.GL_TEXTURE_3D, GL.GL_TEXTURE_RECTANGLE]) {
      expect(lookups(biased(target, 1.5), [[0.5, 1, 2, 2]]), String(target)).toEqual([
        [0.25, 0.5, 1, undefined, 1.5],
      ]);
      expect(lookups(replaceState(target), [[0.5, 1, 2, 2]]), String(target)).toEqual([
        [0.25, 0.5, 1, undefined, undefined],
      ]);
    }
  });

  test('the bias is a constant: one program for every non-zero bias', () => {
    const a = biased(GL.GL_TEXTURE_2D, 1.5);
    const b = biased(GL.GL_TEXTURE_2D, -16);
    expect(cache.program(a)).toBe(cache.program(b));
    expect(lookups(b, [[0.5, 0.5, 0, 1]])).toEqual([[0.5, 0.5, 0, undefined, -16]]);
  });

  test('cube maps: the direction as it is (GL ignores q)', () => {
    expect(lookups(biased(GL.GL_TEXTURE_CUBE_MAP, 2), [[0.5, -1, 0.25, 4]])).toEqual([
      [0.5, -1, 0.25, undefined, 2],
    ]);
  });

  test('depth comparison: the reference is r/q', () => {
    const state = biased(GL.GL_TEXTURE_2D, -1, GL.GL_DEPTH_COMPONENT);
    state.textureUnits[0]!.shadow = true;
    expect(lookups(state, [[0.5, 1, 1.5, 2]])).toEqual([[0.25, 0.5, 0.75, 0.75, -1]]);
  });
});

describe('the key of the lowerings', () => {
  const key = (state: FixedFunctionState) => {
    const out = new Uint32Array(FFP_KEY_WORDS);
    computeFfpKey(state, out);
    return Array.from(out);
  };

  test('a border that no wrap mode reads, or GL_CLAMP without a LINEAR filter, changes nothing', () => {
    const plain = key(replaceState(GL.GL_TEXTURE_2D));
    expect(key(borderState(GL.GL_TEXTURE_2D, GL.GL_REPEAT, GL.GL_LINEAR))).toEqual(plain);
    expect(key(borderState(GL.GL_TEXTURE_2D, GL.GL_CLAMP, GL.GL_NEAREST))).toEqual(plain);
    expect(key(borderState(GL.GL_TEXTURE_2D, GL.GL_CLAMP, GL.GL_LINEAR))).not.toEqual(plain);
  });

  test('an explicit LOD bias is one bit of the key, its value is not; a bias of 0 changes nothing', () => {
    const plain = key(replaceState(GL.GL_TEXTURE_2D));
    const withBias = (bias: number) => {
      const s = replaceState(GL.GL_TEXTURE_2D);
      s.textureUnits[0]!.shaderLodBias = bias;
      return key(s);
    };
    expect(withBias(0)).toEqual(plain);
    expect(withBias(1)).not.toEqual(plain);
    expect(withBias(1)).toEqual(withBias(-7.25));
  });

  test('the swizzle and the border are part of the key; the border colour and size are not', () => {
    const a = replaceState(GL.GL_TEXTURE_2D);
    a.textureUnits[0]!.shaderSwizzle = [0, 0, 0, 5];
    expect(key(a)).not.toEqual(key(replaceState(GL.GL_TEXTURE_2D)));
    const b = borderState(GL.GL_TEXTURE_2D, GL.GL_CLAMP_TO_BORDER, GL.GL_LINEAR);
    const c = borderState(GL.GL_TEXTURE_2D, GL.GL_CLAMP_TO_BORDER, GL.GL_LINEAR, [16, 8, 1]);
    c.textureUnits[0]!.shaderBorder!.color = [1, 1, 1, 1];
    expect(key(b)).toEqual(key(c));
  });

  const spoilers: [string, (s: FixedFunctionState) => void][] = [
    ['shaderSwizzle[2]', (s: FixedFunctionState) => (s.textureUnits[0]!.shaderSwizzle = [0, 1, 9, 3])],
    [
      'shaderBorder.wrap[0]',
      (s: FixedFunctionState) =>
        (s.textureUnits[0]!.shaderBorder!.wrap = [GL.GL_LINEAR, GL.GL_REPEAT, GL.GL_REPEAT]),
    ],
    [
      'shaderBorder.minFilter',
      (s: FixedFunctionState) => (s.textureUnits[0]!.shaderBorder!.minFilter = GL.GL_REPEAT),
    ],
    ['shaderLodBias', (s: FixedFunctionState) => (s.textureUnits[0]!.shaderLodBias = Number.NaN)],
    [
      'shaderBorder.magFilter',
      (s: FixedFunctionState) => (s.textureUnits[0]!.shaderBorder!.magFilter = GL.GL_LINEAR_MIPMAP_LINEAR),
    ],
  ];
  test.each(spoilers)('%s that GL cannot hold is an FfpStateError naming it', (field, spoil) => {
    const state = borderState(GL.GL_TEXTURE_2D, GL.GL_CLAMP_TO_BORDER, GL.GL_LINEAR);
    spoil(state);
    let error: unknown;
    try {
      cache.program(state);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(FfpStateError);
    expect((error as FfpStateError).field).toBe(`textureUnits[0].${field}`);
  });
});
