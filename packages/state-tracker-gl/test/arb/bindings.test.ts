// Every state.*, program.* and literal binding of both grammars, and the parameter-list entries it
// becomes (one per CONST slot, in order); the kinds each binding belongs to.
import { describe, expect, test } from 'vitest';
import { type ArbParameter, type ArbProgramKind, compileArbProgram } from '../../src/arb/index.js';

/** The parameter list of `PARAM p[] = { binding };` read once. */
function entries(binding: string, kind: ArbProgramKind): ArbParameter[] {
  const header = kind === 'vertex' ? '!!ARBvp1.0' : '!!ARBfp1.0';
  const out = kind === 'vertex' ? 'result.texcoord' : 'result.color';
  return compileArbProgram(`${header}\nPARAM p[] = { ${binding} };\nMOV ${out}, p[0];\nEND`, kind).constants;
}

const state = (s: object): ArbParameter => ({ kind: 'state', state: s }) as ArbParameter;

const BOTH: [string, ArbParameter[]][] = [
  ['state.material.ambient', [state({ item: 'material', face: 'front', property: 'ambient' })]],
  ['state.material.front.shininess', [state({ item: 'material', face: 'front', property: 'shininess' })]],
  ['state.material.back.emission', [state({ item: 'material', face: 'back', property: 'emission' })]],
  ['state.light[7].spot.direction', [state({ item: 'light', light: 7, property: 'spotDirection' })]],
  ['state.light[0].attenuation', [state({ item: 'light', light: 0, property: 'attenuation' })]],
  ['state.light[1].half', [state({ item: 'light', light: 1, property: 'half' })]],
  ['state.lightmodel.ambient', [state({ item: 'lightModelAmbient' })]],
  ['state.lightmodel.scenecolor', [state({ item: 'lightModelSceneColor', face: 'front' })]],
  ['state.lightmodel.back.scenecolor', [state({ item: 'lightModelSceneColor', face: 'back' })]],
  [
    'state.lightprod[2].back.specular',
    [state({ item: 'lightProduct', light: 2, face: 'back', property: 'specular' })],
  ],
  [
    'state.lightprod[0].diffuse',
    [state({ item: 'lightProduct', light: 0, face: 'front', property: 'diffuse' })],
  ],
  ['state.fog.color', [state({ item: 'fogColor' })]],
  ['state.fog.params', [state({ item: 'fogParams' })]],
  [
    'state.matrix.modelview.invtrans.row[2]',
    [state({ item: 'matrix', matrix: 'modelview', index: 0, modifier: 'invtrans', row: 2 })],
  ],
  [
    'state.matrix.texture[3].inverse.row[1..2]',
    [1, 2].map((row) => state({ item: 'matrix', matrix: 'texture', index: 3, modifier: 'inverse', row })),
  ],
  [
    'state.matrix.program[7].transpose',
    [0, 1, 2, 3].map((row) =>
      state({ item: 'matrix', matrix: 'program', index: 7, modifier: 'transpose', row }),
    ),
  ],
  [
    'state.matrix.projection',
    [0, 1, 2, 3].map((row) =>
      state({ item: 'matrix', matrix: 'projection', index: 0, modifier: 'none', row }),
    ),
  ],
  ['state.matrix.mvp.row[3]', [state({ item: 'matrix', matrix: 'mvp', index: 0, modifier: 'none', row: 3 })]],
  ['program.env[2]', [{ kind: 'env', index: 2 }]],
  ['program.local[4..6]', [4, 5, 6].map((index) => ({ kind: 'local', index }) as ArbParameter)],
  ['-1.5', [{ kind: 'literal', value: [-1.5, -1.5, -1.5, -1.5] }]],
  ['{ 2, +3e-1 }', [{ kind: 'literal', value: [2, 0.3, 0, 1] }]],
];

const VERTEX_ONLY: [string, ArbParameter[]][] = [
  ['state.texgen.eye.s', [state({ item: 'texGen', unit: 0, plane: 'eye', coord: 's' })]],
  ['state.texgen[5].object.q', [state({ item: 'texGen', unit: 5, plane: 'object', coord: 'q' })]],
  ['state.clip[7].plane', [state({ item: 'clipPlane', plane: 7 })]],
  ['state.point.size', [state({ item: 'pointSize' })]],
  ['state.point.attenuation', [state({ item: 'pointAttenuation' })]],
];

const FRAGMENT_ONLY: [string, ArbParameter[]][] = [
  ['state.texenv.color', [state({ item: 'texEnvColor', unit: 0 })]],
  ['state.texenv[7].color', [state({ item: 'texEnvColor', unit: 7 })]],
  ['state.depth.range', [state({ item: 'depthRange' })]],
];

describe('parameter bindings', () => {
  for (const [binding, expected] of [...BOTH, ...VERTEX_ONLY]) {
    test(`vertex: ${binding}`, () => expect(entries(binding, 'vertex')).toEqual(expected));
  }
  for (const [binding, expected] of [...BOTH, ...FRAGMENT_ONLY]) {
    test(`fragment: ${binding}`, () => expect(entries(binding, 'fragment')).toEqual(expected));
  }

  test('implicit bindings in instructions share slots with equal explicit ones', () => {
    const p = compileArbProgram(
      '!!ARBvp1.0\nPARAM f = state.fog.color;\nPARAM one = 1;\nADD result.texcoord, state.fog.color, f;\nMAD result.texcoord[1], 1, one, {1, 1, 1, 1};\nEND',
      'vertex',
    );
    expect(p.constants).toEqual([state({ item: 'fogColor' }), { kind: 'literal', value: [1, 1, 1, 1] }]);
    expect(p.counts.parameters).toBe(2);
  });
});
