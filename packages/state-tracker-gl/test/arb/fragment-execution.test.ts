// Fragment program instructions translated and executed on tgsi's interpreter, with the results the
// ARB_fragment_program pseudo-code gives (sections 3.11.5 and 3.11.6): the fragment-only ALU
// instructions, _SAT, KIL, TEX / TXP / TXB / shadow lookups (through a sampler that records them), the
// GL layer's texel mixes and where its constants start, the fog options, fragment.fogcoord's fixed
// components, and the clamped results.
import { TgsiTextureTarget } from '@gallium-ts/tgsi';
import { describe, expect, test } from 'vitest';
import {
  type ArbCompiledProgram,
  type ArbFragmentInput,
  type ArbStateToken,
  type ArbTexelMix,
  compileArbProgram,
} from '../../src/arb/index.js';
import { runFragmentProgram, type V4 } from './run-arb.js';

function fp(body: string): ArbCompiledProgram {
  return compileArbProgram(`!!ARBfp1.0\n${body}\nEND`, 'fragment');
}

/** Texture coordinate set n of each fragment, the other inputs (0, 0, 0, 1). */
function texcoords(sets: V4[][]): (input: ArbFragmentInput, f: number) => V4 {
  return (input, f) => (input.binding.name === 'texcoord' ? sets[f]![input.binding.index]! : [0, 0, 0, 1]);
}

/** result.color of fragment 0, with env[i] = env[i]; the JIT must give the same. */
function color(body: string, env: V4[]): V4 {
  const p = fp(body);
  const reg = p.outputs.findIndex((o) => o.binding.name === 'color');
  const out = runFragmentProgram(p, 1, () => [0, 0, 0, 1], { env }).outputs[0]![reg]!;
  expect(runFragmentProgram(p, 1, () => [0, 0, 0, 1], { env, jit: true }).outputs[0]![reg]).toEqual(out);
  return out;
}

const E = (i: number) => `program.env[${i}]`;

describe('fragment-only ALU instructions', () => {
  test('CMP: op0 < 0 ? op1 : op2 per component', () => {
    expect(
      color(`CMP result.color, ${E(0)}, ${E(1)}, ${E(2)};`, [
        [-1, 0, 1, -0.5],
        [0.25, 0.25, 0.25, 0.25],
        [0.75, 0.75, 0.75, 0.75],
      ]),
    ).toEqual([0.25, 0.75, 0.75, 0.25]);
  });

  test('LRP: op0·op1 + (1 − op0)·op2', () => {
    expect(
      color(`LRP result.color, ${E(0)}, ${E(1)}, ${E(2)};`, [
        [0.25, 0, 1, 0.5],
        [0.5, 0.5, 0.5, 1],
        [1, 1, 0, 0],
      ]),
    ).toEqual([0.875, 1, 0.5, 0.5]);
  });

  test('SIN, COS and SCS (x = cos, y = sin) of angles in [-π, π]', () => {
    for (const a of [-3, -0.5, 0, 1.25, 3.1]) {
      const [s] = color(`TEMP t;\nSIN t, ${E(0)}.x;\nMAD result.color, t, 0.5, 0.5;`, [[a, 0, 0, 0]]);
      const [c] = color(`TEMP t;\nCOS t, ${E(0)}.x;\nMAD result.color, t, 0.5, 0.5;`, [[a, 0, 0, 0]]);
      const [sc, ss] = color(`TEMP t;\nSCS t.xy, ${E(0)}.x;\nMAD result.color, t, 0.5, 0.5;`, [[a, 0, 0, 0]]);
      expect(s).toBeCloseTo(0.5 + 0.5 * Math.sin(a), 6);
      expect(c).toBeCloseTo(0.5 + 0.5 * Math.cos(a), 6);
      expect([sc, ss]).toEqual([c, s]);
    }
  });

  test('_SAT clamps each written component to [0, 1] before the write', () => {
    // Without _SAT the temporary would hold (-2, 0.25, 3, 0.5) and the result (0, 0.125, 1, 0.25).
    expect(color(`TEMP t;\nADD_SAT t, ${E(0)}, 0;\nMUL result.color, t, 0.5;`, [[-2, 0.25, 3, 0.5]])).toEqual(
      [0, 0.125, 0.5, 0.25],
    );
  });

  test('LIT_SAT, XPD_SAT and SWZ_SAT saturate too', () => {
    expect(color(`TEMP t;\nLIT_SAT t, ${E(0)};\nMUL result.color, t, 0.5;`, [[2, 0.5, 0, 1]])).toEqual([
      0.5, 0.5, 0.25, 0.5,
    ]);
    expect(
      color(`TEMP t;\nXPD_SAT t.xyz, ${E(0)}, ${E(1)};\nMOV t.w, 0;\nMUL result.color, t, 0.5;`, [
        [1, 2, 3, 0],
        [4, 5, 6, 0],
      ]),
    ).toEqual([0, 0.5, 0, 0]);
    expect(
      color(`TEMP t;\nSWZ_SAT t, ${E(0)}, -r, g, 1, -1;\nMUL result.color, t, 0.5;`, [[-3, 3, 0, 0]]),
    ).toEqual([0.5, 0.5, 0.5, 0]);
  });

  test('result.color and result.depth are clamped to [0, 1] (section 3.11.4.4)', () => {
    const p = fp('MOV result.color, {-1, 0.5, 2, 1};\nMOV result.depth.z, 1.5;');
    const out = runFragmentProgram(p, 1, () => [0, 0, 0, 1]).outputs[0]!;
    expect(out[0]).toEqual([0, 0.5, 1, 1]);
    expect(out[1]![2]).toBe(1);
    expect(p.outputs.map((o) => [o.semantic, o.semanticIndex])).toEqual([
      [1, 0], // COLOR[0]
      [0, 0], // POSITION (depth in z)
    ]);
  });
});

describe('KIL', () => {
  test('kills fragments with any negative component', () => {
    const p = fp('KIL fragment.texcoord[0];\nMOV result.color, 1;');
    const run = runFragmentProgram(
      p,
      4,
      texcoords([[[1, 1, 1, 1]], [[1, -0.5, 1, 1]], [[0, 0, 0, 0]], [[0, 0, 0, -1e-6]]]),
    );
    expect(run.killed).toEqual([false, true, false, true]);
    expect(p.counts).toMatchObject({ texInstructions: 1, aluInstructions: 1, instructions: 2 });
  });
});

describe('texture instructions', () => {
  test('TEX samples the unit with the coordinate as it is', () => {
    const p = fp('TEX result.color, fragment.texcoord[1], texture[2], 3D;');
    const run = runFragmentProgram(
      p,
      1,
      texcoords([
        [
          [0, 0, 0, 1],
          [0.5, 0.25, 0.125, 2],
        ],
      ]),
    );
    expect(run.lookups[0]).toMatchObject({ unit: 2, target: TgsiTextureTarget['3D'], bias: undefined });
    expect(run.lookups[0]!.coords.slice(0, 3)).toEqual([0.5, 0.25, 0.125]);
    expect(p.samplers).toEqual([{ unit: 2, target: '3D', shadow: false }]);
  });

  test('TXP divides s, t, r by q', () => {
    const p = fp('TXP result.color, fragment.texcoord, texture, 2D;');
    const run = runFragmentProgram(p, 1, texcoords([[[1, 0.5, 0.25, 2]]]));
    expect(run.lookups[0]!.coords.slice(0, 3)).toEqual([0.5, 0.25, 0.125]);
    expect(run.lookups[0]!.unit).toBe(0);
  });

  test('TXB biases the level of detail by w', () => {
    const p = fp('TXB result.color, fragment.texcoord, texture[1], CUBE;');
    const run = runFragmentProgram(p, 1, texcoords([[[0.5, -0.5, 1, 1.5]]]));
    expect(run.lookups[0]).toMatchObject({ unit: 1, target: TgsiTextureTarget.CUBE, bias: 1.5 });
  });

  test('a swizzled, negated coordinate from a temporary (a dependent lookup)', () => {
    const p = fp('TEMP c;\nMOV c, fragment.texcoord;\nTEX result.color, -c.yxzw, texture[3], RECT;');
    const run = runFragmentProgram(p, 1, texcoords([[[4, 8, 0, 1]]]));
    expect(run.lookups[0]!.coords.slice(0, 2)).toEqual([-8, -4]);
    expect(run.lookups[0]!.target).toBe(TgsiTextureTarget.RECT);
    expect(p.counts.texIndirections).toBe(2);
  });

  test('SHADOW2D (ARB_fragment_program_shadow) compares with r', () => {
    const p = compileArbProgram(
      '!!ARBfp1.0\nOPTION ARB_fragment_program_shadow;\nTXP result.color, fragment.texcoord, texture[1], SHADOW2D;\nEND',
      'fragment',
    );
    const run = runFragmentProgram(p, 1, texcoords([[[0.5, 0.5, 0.25, 0.5]]]));
    expect(run.lookups[0]).toMatchObject({ unit: 1, target: TgsiTextureTarget.SHADOW2D, compare: 0.5 });
    expect(p.samplers).toEqual([{ unit: 1, target: 'SHADOW2D', shadow: true }]);
  });
});

describe('what the GL layer adds to lookups (compile options)', () => {
  /** A texel mix that returns (s, t, r) of its coordinates and TXB's bias (else q), recording its calls. */
  function coordinateMix(calls: number[]): ArbTexelMix {
    return (u, lookup) => {
      calls.push(lookup.firstConstant);
      const t = u.declTemp();
      u.MOV(t.mask('xyz'), lookup.coord);
      u.MOV(t.mask('w'), lookup.bias ?? lookup.coord.w);
      return t.src();
    };
  }

  test.each([
    ['TEX', [0.5, 0.25, 0.125, 1]],
    ['TXP', [0.5, 0.25, 0.125, 0.75]],
    ['TXB', [0.5, 0.25, 0.125, 0.75]],
  ] as const)('texelMixes: %s hands its coordinates (q = 1 but for TXP) and TXB its bias', (opcode, want) => {
    const calls: number[] = [];
    const p = compileArbProgram(
      `!!ARBfp1.0\n${opcode} result.color, fragment.texcoord[1], texture[2], 2D;\nEND`,
      'fragment',
      { texelMixes: [undefined, undefined, coordinateMix(calls)] },
    );
    const run = runFragmentProgram(
      p,
      1,
      texcoords([
        [
          [0, 0, 0, 1],
          [0.5, 0.25, 0.125, 0.75],
        ],
      ]),
    );
    const reg = p.outputs.findIndex((o) => o.binding.name === 'color');
    expect(run.outputs[0]![reg]).toEqual(want);
    expect(run.lookups[0]).toMatchObject({ unit: 2, bias: opcode === 'TXB' ? 0.75 : undefined });
    expect(calls).toEqual([0]);
  });

  test("with a fog option, the constants after the list start after the fog parameters' slots", () => {
    const calls: number[] = [];
    let tailFirst = -1;
    const p = compileArbProgram(
      '!!ARBfp1.0\nOPTION ARB_fog_linear;\nTEX result.color, fragment.texcoord[0], texture[0], 2D;\nEND',
      'fragment',
      {
        lodBiasUnits: [0],
        texelMixes: [coordinateMix(calls)],
        colorTail: (u, color, out, first) => {
          tailFirst = first;
          u.MOV(out, color);
        },
      },
    );
    expect(p.constants.map((c) => (c.kind === 'state' ? c.state.item : c.kind))).toEqual([
      'fogParams',
      'fogColor',
    ]);
    // One LOD-bias constant after the list, then the mixes' and the tail's.
    expect([calls, tailFirst]).toEqual([[3], 3]);
  });
});

describe('fog options', () => {
  const fogColor: V4 = [0, 0.5, 1, 0.25];
  const state =
    (params: V4) =>
    (s: ArbStateToken): V4 => {
      if (s.item === 'fogColor') return fogColor;
      if (s.item === 'fogParams') return params;
      throw new Error(`unexpected ${JSON.stringify(s)}`);
    };

  function fogged(mode: 'linear' | 'exp' | 'exp2', params: V4, c: number): V4 {
    const p = compileArbProgram(
      `!!ARBfp1.0\nOPTION ARB_fog_${mode};\nMOV result.color, {0.5, 0.25, 2, 0.75};\nEND`,
      'fragment',
    );
    const run = runFragmentProgram(
      p,
      1,
      (input) => (input.binding.name === 'fogcoord' ? [c, 7, 7, 7] : [0, 0, 0, 1]),
      {
        state: state(params),
      },
    );
    return run.outputs[0]![p.outputs.findIndex((o) => o.binding.name === 'color')]!;
  }

  /** Expects the clamped colour (0.5, 0.25, 1, 0.75) blended with the fog colour by f; alpha kept. */
  function expectFogged(got: V4, f: number, digits: number): void {
    const want = [0.5, 0.25, 1].map((x, i) => f * x + (1 - f) * fogColor[i]!).concat(0.75);
    for (let i = 0; i < 4; i++) expect(got[i]).toBeCloseTo(want[i]!, digits);
  }

  test('ARB_fog_linear: f = (end − c) / (end − start), clamped', () => {
    expectFogged(fogged('linear', [0, 2, 10, 1 / 8], 4), 0.75, 6);
    expectFogged(fogged('linear', [0, 2, 10, 1 / 8], 20), 0, 6);
  });

  test('ARB_fog_exp: f = e^(−density·c)', () => {
    expectFogged(fogged('exp', [0.5, 0, 0, 0], 2), Math.exp(-1), 5);
  });

  test('ARB_fog_exp2: f = e^(−(density·c)²)', () => {
    expectFogged(fogged('exp2', [0.25, 0, 0, 0], 4), Math.exp(-1), 5);
  });

  test('the fog code reads fragment.fogcoord and the fog state, counted in the native counts only', () => {
    const p = compileArbProgram(
      '!!ARBfp1.0\nOPTION ARB_fog_exp2;\nMOV result.color, fragment.color;\nEND',
      'fragment',
    );
    expect(p.counts).toMatchObject({ instructions: 1, parameters: 0, attribs: 1 });
    expect(p.nativeCounts.instructions).toBeGreaterThan(4);
    expect(p.constants).toEqual([
      { kind: 'state', state: { item: 'fogParams' } },
      { kind: 'state', state: { item: 'fogColor' } },
    ]);
    expect(p.options.fog).toBe('exp2');
  });
});

describe('fragment attributes', () => {
  test('fragment.fogcoord reads (f, 0, 0, 1)', () => {
    const p = fp('MOV result.color, fragment.fogcoord;');
    const out = runFragmentProgram(p, 1, () => [0.5, 9, 9, 9]).outputs[0]!;
    expect(out[0]).toEqual([0.5, 0, 0, 1]);
  });

  test('inputs name the TGSI semantic of each binding', () => {
    const p = fp(
      'ADD result.color, fragment.color.secondary, fragment.texcoord[5];\nMUL result.color, fragment.position, fragment.color;',
    );
    expect(
      p.inputs.map((i) => [i.kind === 'fragment' && i.semantic, i.kind === 'fragment' && i.semanticIndex]),
    ).toEqual([
      [1, 1], // COLOR[1]
      [5, 5], // GENERIC[5]
      [0, 0], // POSITION
      [1, 0], // COLOR[0]
    ]);
  });
});
