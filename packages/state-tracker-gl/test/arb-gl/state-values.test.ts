// ARB program parameters to constant-buffer values (src/arb-gl/state-values.ts): GL state set with real
// gl* calls, bindings compiled by the front end, every vec4 compared with the value the specifications'
// tables give, computed by hand (exact where the arithmetic is; inverses within 1e-6). Every state token
// kind of ast.ts is bound somewhere in this file (the last test checks that). Values do not depend on
// the driver: the noop driver.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ArbParameter, type ArbProgramKind, compileArbProgram } from '../../src/arb/index.js';
import {
  type ArbParameterSources,
  arbParameterWriter,
  writeArbParameters,
} from '../../src/arb-gl/state-values.js';
import { Dirty } from '../../src/context/dirty.js';
import * as gl from '../../src/index.js';
import { type NoopGl, noopContext } from '../helpers/context.js';

let ctx: NoopGl;
beforeEach(async () => {
  ctx = await noopContext();
});
afterEach(async () => {
  await ctx.ctx.destroy();
  gl.makeCurrent(null);
});

const NO_SOURCES: ArbParameterSources = { env: [], local: [], programMatrices: [] };

/** The parameter list of a program binding `PARAM p[] = { bindings };`. */
function parameters(bindings: string, kind: ArbProgramKind = 'vertex'): ArbParameter[] {
  const header = kind === 'vertex' ? '!!ARBvp1.0' : '!!ARBfp1.0';
  const out = kind === 'vertex' ? 'result.texcoord' : 'result.color';
  return compileArbProgram(`${header}\nPARAM p[] = { ${bindings} };\nMOV ${out}, p[0];\nEND`, kind).constants;
}

/** The vec4s the bindings hold in the current context, one per slot. */
function values(bindings: string, kind: ArbProgramKind = 'vertex', sources = NO_SOURCES): number[][] {
  const list = parameters(bindings, kind);
  const out = new Float32Array(4 * list.length);
  writeArbParameters(ctx.ctx, list, sources, out);
  // −0 and 0 are the same value to a program: compare them as equal.
  return Array.from({ length: list.length }, (_, i) =>
    Array.from(out.subarray(4 * i, 4 * i + 4), (v) => v + 0),
  );
}

/** The one vec4 of a binding. */
const value = (binding: string, kind: ArbProgramKind = 'vertex') => values(binding, kind)[0]!;

function expectClose(actual: number[][], expected: number[][], tolerance = 1e-6): void {
  expect(actual.length).toBe(expected.length);
  actual.forEach((row, i) => {
    row.forEach((v, k) => {
      expect(Math.abs(v - expected[i]![k]!), `row ${i} component ${k}: ${v}`).toBeLessThanOrEqual(tolerance);
    });
  });
}

describe('materials (table X.3.2)', () => {
  it('each colour of each face; shininess is (s, 0, 0, 1); no face means front', () => {
    gl.glMaterialfv(gl.GL_FRONT, gl.GL_AMBIENT, [0.5, 0.25, 0.125, 0.75]);
    gl.glMaterialfv(gl.GL_FRONT, gl.GL_DIFFUSE, [0.1, 0.2, 0.3, 0.4]);
    gl.glMaterialfv(gl.GL_FRONT, gl.GL_SPECULAR, [1, 0.5, 0, 0.25]);
    gl.glMaterialfv(gl.GL_FRONT, gl.GL_EMISSION, [0, 0.0625, 0.5, 1]);
    gl.glMaterialf(gl.GL_FRONT, gl.GL_SHININESS, 12.5);
    gl.glMaterialfv(gl.GL_BACK, gl.GL_AMBIENT, [0.75, 0, 1, 0.5]);
    gl.glMaterialfv(gl.GL_BACK, gl.GL_DIFFUSE, [0, 1, 0, 0.875]);
    gl.glMaterialfv(gl.GL_BACK, gl.GL_SPECULAR, [0.25, 0.25, 0.5, 1]);
    gl.glMaterialfv(gl.GL_BACK, gl.GL_EMISSION, [0.5, 0.5, 0.5, 0.5]);
    gl.glMaterialf(gl.GL_BACK, gl.GL_SHININESS, 100);
    expect(value('state.material.ambient')).toEqual([0.5, 0.25, 0.125, 0.75]);
    expect(value('state.material.front.diffuse')).toEqual([0.1, 0.2, 0.3, 0.4].map(Math.fround));
    expect(value('state.material.specular')).toEqual([1, 0.5, 0, 0.25]);
    expect(value('state.material.front.emission')).toEqual([0, 0.0625, 0.5, 1]);
    expect(value('state.material.shininess')).toEqual([12.5, 0, 0, 1]);
    expect(value('state.material.back.ambient')).toEqual([0.75, 0, 1, 0.5]);
    expect(value('state.material.back.diffuse')).toEqual([0, 1, 0, 0.875]);
    expect(value('state.material.back.specular')).toEqual([0.25, 0.25, 0.5, 1]);
    expect(value('state.material.back.emission')).toEqual([0.5, 0.5, 0.5, 0.5]);
    expect(value('state.material.back.shininess')).toEqual([100, 0, 0, 1]);
  });

  it('fragment programs bind the same values', () => {
    gl.glMaterialfv(gl.GL_FRONT_AND_BACK, gl.GL_EMISSION, [0.25, 0.5, 0.75, 1]);
    expect(value('state.material.emission', 'fragment')).toEqual([0.25, 0.5, 0.75, 1]);
    expect(value('state.material.back.emission', 'fragment')).toEqual([0.25, 0.5, 0.75, 1]);
  });

  it('initial values: GL 1.5 table 6.10', () => {
    expect(values('state.material.ambient, state.material.diffuse, state.material.specular')).toEqual([
      [0.2, 0.2, 0.2, 1].map(Math.fround),
      [0.8, 0.8, 0.8, 1].map(Math.fround),
      [0, 0, 0, 1],
    ]);
    expect(values('state.material.emission, state.material.shininess')).toEqual([
      [0, 0, 0, 1],
      [0, 0, 0, 1],
    ]);
  });
});

describe('lights (table X.3.3)', () => {
  it('colours, attenuation (c, l, q, spot exponent) and the eye-space position and spot direction', () => {
    gl.glLightfv(gl.GL_LIGHT3, gl.GL_AMBIENT, [0.125, 0.25, 0.5, 1]);
    gl.glLightfv(gl.GL_LIGHT3, gl.GL_DIFFUSE, [1, 0.75, 0.5, 0.25]);
    gl.glLightfv(gl.GL_LIGHT3, gl.GL_SPECULAR, [0, 0.5, 1, 0.5]);
    gl.glLightf(gl.GL_LIGHT3, gl.GL_CONSTANT_ATTENUATION, 2);
    gl.glLightf(gl.GL_LIGHT3, gl.GL_LINEAR_ATTENUATION, 0.5);
    gl.glLightf(gl.GL_LIGHT3, gl.GL_QUADRATIC_ATTENUATION, 0.25);
    gl.glLightf(gl.GL_LIGHT3, gl.GL_SPOT_EXPONENT, 8);
    gl.glLightf(gl.GL_LIGHT3, gl.GL_SPOT_CUTOFF, 60);
    // Stored in eye coordinates: the position through the modelview matrix, the direction through its
    // upper 3×3.
    gl.glTranslatef(1, 2, 3);
    gl.glScalef(2, 2, 2);
    gl.glLightfv(gl.GL_LIGHT3, gl.GL_POSITION, [1, 1, -1, 1]);
    gl.glLightfv(gl.GL_LIGHT3, gl.GL_SPOT_DIRECTION, [0, 0.5, -1]);
    expect(value('state.light[3].ambient')).toEqual([0.125, 0.25, 0.5, 1]);
    expect(value('state.light[3].diffuse')).toEqual([1, 0.75, 0.5, 0.25]);
    expect(value('state.light[3].specular')).toEqual([0, 0.5, 1, 0.5]);
    expect(value('state.light[3].attenuation')).toEqual([2, 0.5, 0.25, 8]);
    expect(value('state.light[3].position')).toEqual([3, 4, 1, 1]);
    expect(value('state.light[3].spot.direction')).toEqual([0, 1, -2, 0.5]); // cos 60° = 0.5
  });

  it('initial values: light 0 is white, others black; no spot (cos 180° = −1), directional (0, 0, 1, 0)', () => {
    expect(values('state.light[0].diffuse, state.light[1].diffuse, state.light[1].specular')).toEqual([
      [1, 1, 1, 1],
      [0, 0, 0, 1],
      [0, 0, 0, 1],
    ]);
    expect(
      values('state.light[2].position, state.light[2].spot.direction, state.light[2].attenuation'),
    ).toEqual([
      [0, 0, 1, 0],
      [0, 0, -1, -1],
      [1, 0, 0, 0],
    ]);
  });

  it('half: ‖P + (0, 0, 1)‖ with P the unit vector from the eye to the light, w = 1', () => {
    const s = Math.SQRT1_2;
    gl.glLightfv(gl.GL_LIGHT0, gl.GL_POSITION, [0, 0, 5, 0]); // P = (0, 0, 1)
    gl.glLightfv(gl.GL_LIGHT1, gl.GL_POSITION, [3, 0, 0, 0]); // P = (1, 0, 0)
    gl.glLightfv(gl.GL_LIGHT2, gl.GL_POSITION, [0, 4, 0, 2]); // the point (0, 2, 0): P = (0, 1, 0)
    gl.glLightfv(gl.GL_LIGHT3, gl.GL_POSITION, [0, 0, 2, -1]); // the point (0, 0, −2): P = (0, 0, −1)
    gl.glLightfv(gl.GL_LIGHT4, gl.GL_POSITION, [-3, 0, 4, 0]); // P = (−0.6, 0, 0.8)
    const h4 = 1 / Math.sqrt(0.36 + 3.24);
    expectClose(
      values(
        'state.light[0].half, state.light[1].half, state.light[2].half, state.light[3].half, state.light[4].half',
      ),
      [
        [0, 0, 1, 1],
        [s, 0, s, 1],
        [0, s, s, 1],
        [0, 0, 0, 1], // P + (0, 0, 1) is zero: stays zero
        [-0.6 * h4, 0, 1.8 * h4, 1],
      ],
    );
  });

  it('fragment programs bind the same values', () => {
    gl.glLightfv(gl.GL_LIGHT7, gl.GL_SPECULAR, [0.5, 0.25, 0.75, 1]);
    expect(value('state.light[7].specular', 'fragment')).toEqual([0.5, 0.25, 0.75, 1]);
    expect(value('state.light[7].half', 'fragment')).toEqual([0, 0, 1, 1]);
  });
});

describe('light model and light products (table X.3.3)', () => {
  beforeEach(() => {
    gl.glLightModelfv(gl.GL_LIGHT_MODEL_AMBIENT, [0.5, 0.25, 1, 0.75]);
    gl.glMaterialfv(gl.GL_FRONT, gl.GL_AMBIENT, [0.5, 1, 0.25, 0.125]);
    gl.glMaterialfv(gl.GL_FRONT, gl.GL_EMISSION, [0.25, 0, 0.5, 0.5]);
    gl.glMaterialfv(gl.GL_FRONT, gl.GL_DIFFUSE, [1, 0.5, 0.25, 0.625]);
    gl.glMaterialfv(gl.GL_FRONT, gl.GL_SPECULAR, [0.5, 0.5, 0.5, 0.375]);
    gl.glMaterialfv(gl.GL_BACK, gl.GL_AMBIENT, [1, 1, 1, 1]);
    gl.glMaterialfv(gl.GL_BACK, gl.GL_EMISSION, [0, 0.5, 0, 0]);
    gl.glMaterialfv(gl.GL_BACK, gl.GL_DIFFUSE, [0.25, 0.25, 0.25, 0.25]);
    gl.glMaterialfv(gl.GL_BACK, gl.GL_SPECULAR, [1, 0, 1, 0.5]);
    gl.glLightfv(gl.GL_LIGHT2, gl.GL_AMBIENT, [0.5, 0.5, 1, 0.5]);
    gl.glLightfv(gl.GL_LIGHT2, gl.GL_DIFFUSE, [0.25, 1, 0.5, 1]);
    gl.glLightfv(gl.GL_LIGHT2, gl.GL_SPECULAR, [1, 0.5, 0.25, 0]);
  });

  it('ambient; scene colour = a_cs · a_cm + e_cm with the diffuse alpha, per face', () => {
    expect(value('state.lightmodel.ambient')).toEqual([0.5, 0.25, 1, 0.75]);
    expect(value('state.lightmodel.scenecolor')).toEqual([0.5, 0.25, 0.75, 0.625]);
    expect(value('state.lightmodel.front.scenecolor')).toEqual([0.5, 0.25, 0.75, 0.625]);
    expect(value('state.lightmodel.back.scenecolor')).toEqual([0.5, 0.75, 1, 0.25]);
    expect(value('state.lightmodel.back.scenecolor', 'fragment')).toEqual([0.5, 0.75, 1, 0.25]);
  });

  it('products: light colour × material colour, alpha the material colour’s alpha, per face', () => {
    expect(
      values('state.lightprod[2].ambient, state.lightprod[2].front.diffuse, state.lightprod[2].specular'),
    ).toEqual([
      [0.25, 0.5, 0.25, 0.125],
      [0.25, 0.5, 0.125, 0.625],
      [0.5, 0.25, 0.125, 0.375],
    ]);
    expect(
      values(
        'state.lightprod[2].back.ambient, state.lightprod[2].back.diffuse, state.lightprod[2].back.specular',
        'fragment',
      ),
    ).toEqual([
      [0.5, 0.5, 1, 1],
      [0.0625, 0.25, 0.125, 0.25],
      [1, 0, 0.25, 0.5],
    ]);
  });
});

describe('texgen planes (table X.3.4)', () => {
  it('object planes as given, eye planes times the inverse modelview when set, per unit and coordinate', () => {
    gl.glActiveTexture(gl.GL_TEXTURE1);
    gl.glTexGenfv(gl.GL_S, gl.GL_OBJECT_PLANE, [1, 2, 3, 4]);
    gl.glTexGenfv(gl.GL_T, gl.GL_OBJECT_PLANE, [5, 6, 7, 8]);
    gl.glTexGenfv(gl.GL_R, gl.GL_OBJECT_PLANE, [-1, -2, -3, -4]);
    gl.glTexGenfv(gl.GL_Q, gl.GL_OBJECT_PLANE, [0.5, 0, 0, 0.5]);
    gl.glScalef(2, 4, 1); // inverse diag(1/2, 1/4, 1, 1): p' = p · M⁻¹
    gl.glTexGenfv(gl.GL_S, gl.GL_EYE_PLANE, [1, 1, 1, 1]);
    gl.glTexGenfv(gl.GL_T, gl.GL_EYE_PLANE, [2, 4, 0, 0]);
    gl.glTexGenfv(gl.GL_R, gl.GL_EYE_PLANE, [0, 0, 1, 0]);
    gl.glTexGenfv(gl.GL_Q, gl.GL_EYE_PLANE, [0, 8, 0, 3]);
    expect(
      values(
        'state.texgen[1].object.s, state.texgen[1].object.t, state.texgen[1].object.r, state.texgen[1].object.q',
      ),
    ).toEqual([
      [1, 2, 3, 4],
      [5, 6, 7, 8],
      [-1, -2, -3, -4],
      [0.5, 0, 0, 0.5],
    ]);
    expect(
      values('state.texgen[1].eye.s, state.texgen[1].eye.t, state.texgen[1].eye.r, state.texgen[1].eye.q'),
    ).toEqual([
      [0.5, 0.25, 1, 1],
      [1, 1, 0, 0],
      [0, 0, 1, 0],
      [0, 2, 0, 3],
    ]);
  });

  it('no unit number means unit 0; initial planes (GL 1.5 table 6.16)', () => {
    expect(
      values('state.texgen.eye.s, state.texgen.object.t, state.texgen[0].eye.r, state.texgen.eye.q'),
    ).toEqual([
      [1, 0, 0, 0],
      [0, 1, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ]);
  });
});

describe('fog (table X.3.5)', () => {
  it('colour and params (density, start, end, 1/(end − start)) in both kinds of program', () => {
    gl.glFogfv(gl.GL_FOG_COLOR, [0.25, 0.5, 0.75, 1]);
    gl.glFogf(gl.GL_FOG_DENSITY, 0.5);
    gl.glFogf(gl.GL_FOG_START, 2);
    gl.glFogf(gl.GL_FOG_END, 10);
    expect(value('state.fog.color')).toEqual([0.25, 0.5, 0.75, 1]);
    expect(value('state.fog.params')).toEqual([0.5, 2, 10, 0.125]);
    expect(value('state.fog.color', 'fragment')).toEqual([0.25, 0.5, 0.75, 1]);
    expect(value('state.fog.params', 'fragment')).toEqual([0.5, 2, 10, 0.125]);
  });

  it('initial params (1, 0, 1, 1); end = start gives w = 1 as the fixed-function fog takes it', () => {
    expect(value('state.fog.params')).toEqual([1, 0, 1, 1]);
    gl.glFogf(gl.GL_FOG_START, 3);
    gl.glFogf(gl.GL_FOG_END, 3);
    expect(value('state.fog.params')).toEqual([1, 3, 3, 1]);
  });
});

describe('clip planes (table X.3.6)', () => {
  it('the eye-space equation GL stores (times the inverse modelview when set)', () => {
    gl.glClipPlane(gl.GL_CLIP_PLANE0, [1, 2, 3, 4]);
    gl.glTranslatef(1, 0, 0);
    gl.glClipPlane(gl.GL_CLIP_PLANE5, [1, 0, 0, 1]); // p · T(−1, 0, 0) = (1, 0, 0, 0)
    expect(values('state.clip[0].plane, state.clip[5].plane, state.clip[7].plane')).toEqual([
      [1, 2, 3, 4],
      [1, 0, 0, 0],
      [0, 0, 0, 0],
    ]);
  });
});

describe('point (table X.3.7)', () => {
  it('size = (size, min, max, fade threshold); attenuation = (a, b, c, 1)', () => {
    const initialMax = ctx.ctx.ff.point.maxSize;
    expect(values('state.point.size, state.point.attenuation')).toEqual([
      [1, 0, initialMax, 1],
      [1, 0, 0, 1],
    ]);
    gl.glPointSize(4);
    gl.glPointParameterf(gl.GL_POINT_SIZE_MIN, 1.5);
    gl.glPointParameterf(gl.GL_POINT_SIZE_MAX, 32);
    gl.glPointParameterf(gl.GL_POINT_FADE_THRESHOLD_SIZE, 2);
    gl.glPointParameterfv(gl.GL_POINT_DISTANCE_ATTENUATION, [1, 0.5, 0.25]);
    expect(values('state.point.size, state.point.attenuation')).toEqual([
      [4, 1.5, 32, 2],
      [1, 0.5, 0.25, 1],
    ]);
  });
});

describe('texture environment colour and depth range (ARB_fragment_program tables X.2.4, X.2.6)', () => {
  it('texenv colour per unit (clamped as GL stores it); no unit number means unit 0', () => {
    gl.glActiveTexture(gl.GL_TEXTURE2);
    gl.glTexEnvfv(gl.GL_TEXTURE_ENV, gl.GL_TEXTURE_ENV_COLOR, [0.25, 2, -1, 0.5]);
    gl.glActiveTexture(gl.GL_TEXTURE0);
    gl.glTexEnvfv(gl.GL_TEXTURE_ENV, gl.GL_TEXTURE_ENV_COLOR, [1, 0.5, 0.25, 0.125]);
    expect(values('state.texenv[2].color, state.texenv.color, state.texenv[1].color', 'fragment')).toEqual([
      [0.25, 1, 0, 0.5],
      [1, 0.5, 0.25, 0.125],
      [0, 0, 0, 0],
    ]);
  });

  it('depth range = (near, far, far − near, 1)', () => {
    expect(value('state.depth.range', 'fragment')).toEqual([0, 1, 1, 1]);
    gl.glDepthRange(0.75, 0.25);
    expect(value('state.depth.range', 'fragment')).toEqual([0.75, 0.25, -0.5, 1]);
  });
});

/** Rows of a matrix given by rows, as the test writes them, turned into glLoadMatrixf's column-major order. */
function columnMajor(rows: number[][]): number[] {
  return [0, 1, 2, 3].flatMap((col) => rows.map((row) => row[col]!));
}
const transposeRows = (rows: number[][]) => rows.map((_, i) => rows.map((row) => row[i]!));
const IDENTITY_ROWS = [
  [1, 0, 0, 0],
  [0, 1, 0, 0],
  [0, 0, 1, 0],
  [0, 0, 0, 1],
];

// M: x' = x + 2y + 3, y' = y + 4, z' = z + 5. M⁻¹: x = x' − 2y' + 5, y = y' − 4, z = z' − 5.
const M = [
  [1, 2, 0, 3],
  [0, 1, 0, 4],
  [0, 0, 1, 5],
  [0, 0, 0, 1],
];
const M_INVERSE = [
  [1, -2, 0, 5],
  [0, 1, 0, -4],
  [0, 0, 1, -5],
  [0, 0, 0, 1],
];
// P: x' = 2x, y' = 4y, z' = 8z + w, w' = −z. P⁻¹: x = x'/2, y = y'/4, z = −w', w = z' + 8w'.
const P = [
  [2, 0, 0, 0],
  [0, 4, 0, 0],
  [0, 0, 8, 1],
  [0, 0, -1, 0],
];
const P_INVERSE = [
  [0.5, 0, 0, 0],
  [0, 0.25, 0, 0],
  [0, 0, 0, -1],
  [0, 0, 1, 8],
];
// P × M: rows 2·M₀, 4·M₁, 8·M₂ + M₃, −M₂. Its inverse M⁻¹ × P⁻¹.
const MVP = [
  [2, 4, 0, 6],
  [0, 4, 0, 16],
  [0, 0, 8, 41],
  [0, 0, -1, -5],
];
const MVP_INVERSE = [
  [0.5, -0.5, 5, 40],
  [0, 0.25, -4, -32],
  [0, 0, -5, -41],
  [0, 0, 1, 8],
];

describe('matrices (table X.3.8): rows of the selected matrix', () => {
  beforeEach(() => {
    gl.glMatrixMode(gl.GL_PROJECTION);
    gl.glLoadMatrixf(columnMajor(P));
    gl.glMatrixMode(gl.GL_MODELVIEW);
    gl.glLoadMatrixf(columnMajor(M));
  });

  it('modelview: rows, .transpose, .inverse, .invtrans, single rows and row ranges', () => {
    expect(values('state.matrix.modelview')).toEqual(M);
    expect(values('state.matrix.modelview[0].transpose')).toEqual(transposeRows(M));
    expect(values('state.matrix.modelview.inverse')).toEqual(M_INVERSE);
    expect(values('state.matrix.modelview.invtrans')).toEqual(transposeRows(M_INVERSE));
    expect(values('state.matrix.modelview.row[1]')).toEqual([M[1]]);
    expect(values('state.matrix.modelview.inverse.row[2]')).toEqual([M_INVERSE[2]]);
    expect(values('state.matrix.modelview.transpose.row[1..3]')).toEqual(transposeRows(M).slice(1));
    expect(values('state.matrix.modelview.invtrans.row[0..1]')).toEqual(transposeRows(M_INVERSE).slice(0, 2));
  });

  it('projection and mvp = P × M0, with their modifiers', () => {
    expect(values('state.matrix.projection')).toEqual(P);
    expect(values('state.matrix.projection.transpose.row[3]')).toEqual([[0, 0, 1, 0]]);
    expectClose(values('state.matrix.projection.inverse'), P_INVERSE);
    expect(values('state.matrix.mvp')).toEqual(MVP);
    expect(values('state.matrix.mvp.transpose')).toEqual(transposeRows(MVP));
    expectClose(values('state.matrix.mvp.inverse'), MVP_INVERSE);
    expectClose(values('state.matrix.mvp.invtrans.row[1..3]'), transposeRows(MVP_INVERSE).slice(1));
  });

  it('inverses of a general matrix within 1e-6 (a frustum and a rotation)', () => {
    gl.glMatrixMode(gl.GL_PROJECTION);
    gl.glLoadIdentity();
    gl.glFrustum(-1, 1, -0.5, 0.5, 1, 10);
    gl.glMatrixMode(gl.GL_MODELVIEW);
    gl.glLoadIdentity();
    gl.glRotatef(30, 1, 2, 3);
    gl.glTranslatef(0.5, -1, -4);
    // Frustum inverse (GL 1.5 §2.11.2's matrix solved for x, y, z, w).
    const [l, r, b, t, n, f] = [-1, 1, -0.5, 0.5, 1, 10];
    expectClose(values('state.matrix.projection.inverse'), [
      [(r - l) / (2 * n), 0, 0, (r + l) / (2 * n)],
      [0, (t - b) / (2 * n), 0, (t + b) / (2 * n)],
      [0, 0, 0, -1],
      [0, 0, -(f - n) / (2 * f * n), (f + n) / (2 * f * n)],
    ]);
    // A rotation's inverse is its transpose; the translation's is its negation: M⁻¹ = T⁻¹ R⁻¹.
    const rows = values('state.matrix.modelview');
    const rotation = rows.slice(0, 3).map((row) => row.slice(0, 3));
    const rt = [0, 1, 2].map((i) => rotation.map((row) => row[i]!));
    const back = [0, 1, 2].map(
      (i) => -(rt[i]![0]! * rows[0]![3]! + rt[i]![1]! * rows[1]![3]! + rt[i]![2]! * rows[2]![3]!),
    );
    expectClose(values('state.matrix.modelview.inverse'), [
      [...rt[0]!, back[0]!],
      [...rt[1]!, back[1]!],
      [...rt[2]!, back[2]!],
      [0, 0, 0, 1],
    ]);
  });

  it('texture matrix n of its own unit; no number means 0', () => {
    gl.glActiveTexture(gl.GL_TEXTURE3);
    gl.glMatrixMode(gl.GL_TEXTURE);
    gl.glLoadMatrixf(columnMajor(M));
    expect(values('state.matrix.texture[3]')).toEqual(M);
    expect(values('state.matrix.texture[3].inverse.row[1..2]')).toEqual(M_INVERSE.slice(1, 3));
    expect(values('state.matrix.texture[3].invtrans.row[3]')).toEqual([[5, -4, -5, 1]]); // column 3 of M⁻¹
    expect(values('state.matrix.texture.transpose')).toEqual(IDENTITY_ROWS);
    expect(values('state.matrix.texture[3].row[0]', 'fragment')).toEqual([M[0]]);
  });

  it('program matrix n from the list passed in; one the list lacks reads as the identity', () => {
    const sources: ArbParameterSources = {
      env: [],
      local: [],
      programMatrices: [new Float32Array(16), new Float32Array(columnMajor(M))],
    };
    expect(values('state.matrix.program[1]', 'vertex', sources)).toEqual(M);
    expect(values('state.matrix.program[1].invtrans.row[1..2]', 'vertex', sources)).toEqual(
      transposeRows(M_INVERSE).slice(1, 3),
    );
    expect(values('state.matrix.program[1].transpose.row[0]', 'fragment', sources)).toEqual([[1, 0, 0, 0]]);
    // Singular (all zeros): its inverse is undefined in GL, the identity here.
    expect(values('state.matrix.program[0].inverse', 'vertex', sources)).toEqual(IDENTITY_ROWS);
    expect(values('state.matrix.program[5]', 'vertex', sources)).toEqual(IDENTITY_ROWS);
  });
});

describe('program parameters and literals', () => {
  const sources: ArbParameterSources = {
    env: Float32Array.from({ length: 16 }, (_, i) => i),
    local: Float32Array.from({ length: 12 }, (_, i) => -i),
    programMatrices: [],
  };

  it('env and local parameters by index and range; literals as the front end gives them', () => {
    expect(
      values('program.env[3], program.local[1..2], 0.5, {1, 2}, {1, 2, 3, 4}', 'vertex', sources),
    ).toEqual([
      [12, 13, 14, 15],
      [-4, -5, -6, -7],
      [-8, -9, -10, -11],
      [0.5, 0.5, 0.5, 0.5],
      [1, 2, 0, 1],
      [1, 2, 3, 4],
    ]);
    // Beyond the arrays passed in: zeros.
    expect(values('program.env[100]', 'fragment', sources)).toEqual([[0, 0, 0, 0]]);
  });
});

describe('the writer', () => {
  it('writes the slots in parameter-list order, sharing one matrix computation between rows', () => {
    gl.glLoadMatrixf(columnMajor(M));
    const list = parameters(
      'state.matrix.modelview.invtrans.row[3], state.fog.color, state.matrix.modelview.inverse.row[0], program.local[0]',
    );
    const writer = arbParameterWriter(list);
    expect(writer.slots).toBe(4);
    const out = new Float32Array(16).fill(Number.NaN);
    writer.write(ctx.ctx, { env: [], local: [9, 8, 7, 6], programMatrices: [] }, out);
    expect(Array.from(out)).toEqual([5, -4, -5, 1, 0, 0, 0, 0, 1, -2, 0, 5, 9, 8, 7, 6]);
  });

  it('a writer built once reads the state as it is at each write, across matrix and attribute stacks', () => {
    const writer = arbParameterWriter(parameters('state.light[1].diffuse, state.matrix.modelview.row[3]'));
    const out = new Float32Array(8);
    const write = () => {
      writer.write(ctx.ctx, NO_SOURCES, out);
      return Array.from(out);
    };
    expect(write()).toEqual([0, 0, 0, 1, 0, 0, 0, 1]);
    gl.glPushAttrib(gl.GL_LIGHTING_BIT);
    gl.glPushMatrix();
    gl.glLightfv(gl.GL_LIGHT1, gl.GL_DIFFUSE, [0.5, 0.5, 0.25, 1]);
    gl.glLoadMatrixf(columnMajor(P));
    expect(write()).toEqual([0.5, 0.5, 0.25, 1, 0, 0, -1, 0]);
    gl.glPopMatrix();
    gl.glPopAttrib();
    expect(write()).toEqual([0, 0, 0, 1, 0, 0, 0, 1]);
  });

  it('says which dirty bits and sources the values depend on', () => {
    const deps = (bindings: string, kind: ArbProgramKind = 'vertex') =>
      arbParameterWriter(parameters(bindings, kind)).dependencies;
    expect(deps('{1, 2, 3, 4}')).toEqual({ dirty: 0, env: false, local: false, programMatrices: false });
    expect(deps('state.light[0].half, program.env[2]')).toEqual({
      dirty: Dirty.PROGRAM,
      env: true,
      local: false,
      programMatrices: false,
    });
    expect(deps('state.depth.range, program.local[0]', 'fragment')).toEqual({
      dirty: Dirty.VIEWPORT,
      env: false,
      local: true,
      programMatrices: false,
    });
    expect(deps('state.matrix.program[0], state.matrix.mvp.row[0]')).toEqual({
      dirty: Dirty.PROGRAM,
      env: false,
      local: false,
      programMatrices: true,
    });
  });

  it('every setter a value depends on marks the dirty bit the writer reports', () => {
    const cases: [string, ArbProgramKind, () => void][] = [
      ['state.material.diffuse', 'vertex', () => gl.glMaterialfv(gl.GL_FRONT, gl.GL_DIFFUSE, [1, 0, 0, 1])],
      ['state.light[0].position', 'vertex', () => gl.glLightfv(gl.GL_LIGHT0, gl.GL_POSITION, [1, 0, 0, 0])],
      [
        'state.lightmodel.ambient',
        'vertex',
        () => gl.glLightModelfv(gl.GL_LIGHT_MODEL_AMBIENT, [1, 1, 1, 1]),
      ],
      ['state.texgen.eye.s', 'vertex', () => gl.glTexGenfv(gl.GL_S, gl.GL_EYE_PLANE, [0, 1, 0, 0])],
      ['state.fog.params', 'vertex', () => gl.glFogf(gl.GL_FOG_END, 4)],
      ['state.clip[1].plane', 'vertex', () => gl.glClipPlane(gl.GL_CLIP_PLANE1, [0, 1, 0, 0])],
      ['state.point.size', 'vertex', () => gl.glPointSize(3)],
      [
        'state.point.attenuation',
        'vertex',
        () => gl.glPointParameterfv(gl.GL_POINT_DISTANCE_ATTENUATION, [0, 1, 0]),
      ],
      ['state.matrix.mvp.row[0]', 'vertex', () => gl.glTranslatef(1, 0, 0)],
      [
        'state.texenv.color',
        'fragment',
        () => gl.glTexEnvfv(gl.GL_TEXTURE_ENV, gl.GL_TEXTURE_ENV_COLOR, [1, 0, 0, 1]),
      ],
      ['state.depth.range', 'fragment', () => gl.glDepthRange(0.5, 1)],
    ];
    for (const [binding, kind, set] of cases) {
      const { dirty } = arbParameterWriter(parameters(binding, kind)).dependencies;
      ctx.ctx.dirty = 0;
      set();
      expect(ctx.ctx.dirty & dirty, binding).not.toBe(0);
    }
  });
});

describe('coverage', () => {
  /** Each member of ArbStateToken in ast.ts: its item and the string literals each field may hold. */
  function tokenKinds(): { item: string; fields: Map<string, string[]> }[] {
    const ast = readFileSync(fileURLToPath(new URL('../../src/arb/ast.ts', import.meta.url)), 'utf8');
    const start = ast.indexOf('export type ArbStateToken =');
    const block = ast.slice(start, ast.indexOf(';\n\n', start));
    return block
      .split(/\|\s*\{/)
      .slice(1)
      .map((member) => {
        const item = /item: '(\w+)'/.exec(member)![1]!;
        const fields = new Map<string, string[]>();
        for (const [, name, union] of member.matchAll(/(\w+): ((?:\s*\|?\s*'\w+')+)/g)) {
          if (name !== 'item')
            fields.set(
              name!,
              [...union!.matchAll(/'(\w+)'/g)].map((m) => m[1]!),
            );
        }
        return { item, fields };
      });
  }

  it('binds every state token kind, with every value of its fields, somewhere in this file', () => {
    const kinds = tokenKinds();
    expect(kinds.length).toBeGreaterThanOrEqual(14);
    const source = readFileSync(fileURLToPath(import.meta.url), 'utf8');
    const bindings = new Set(source.match(/state\.[a-z]+(?:\[\d+\])?(?:\.[a-z]+(?:\[\d+(?:\.\.\d+)?\])?)*/g));
    const tokens: Record<string, unknown>[] = [];
    for (const binding of bindings) {
      let list: ArbParameter[];
      try {
        list = parameters(binding, 'vertex');
      } catch {
        list = parameters(binding, 'fragment');
      }
      for (const p of list) if (p.kind === 'state') tokens.push(p.state as Record<string, unknown>);
    }
    const missing: string[] = [];
    for (const { item, fields } of kinds) {
      const ofItem = tokens.filter((t) => t.item === item);
      if (ofItem.length === 0) missing.push(item);
      for (const [field, literals] of fields) {
        for (const literal of literals) {
          if (!ofItem.some((t) => t[field] === literal)) missing.push(`${item}.${field} = ${literal}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
