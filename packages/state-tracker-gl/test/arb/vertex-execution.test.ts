// Vertex program instructions translated and executed on tgsi's interpreter, with the results the
// ARB_vertex_program pseudo-code gives (section 2.14.5): exact where the maths decides them, within the
// stated accuracy for EXP, LOG, EX2, LG2. Also relative addressing, ARL's floor, the fixed components of
// vertex.normal and vertex.fogcoord, colour clamping and the position-invariant option.
import { describe, expect, test } from 'vitest';
import { type ArbCompiledProgram, type ArbStateToken, compileArbProgram } from '../../src/arb/index.js';
import { FfpAttrib } from '../../src/ffp/index.js';
import { runClipDistances, runVertexProgram, type V4 } from './run-arb.js';

function vp(body: string): ArbCompiledProgram {
  return compileArbProgram(`!!ARBvp1.0\n${body}\nEND`, 'vertex');
}

/** Output `name`[index] of vertex 0 of a run where env[i] = env[i]; the JIT must give the same. */
function run(body: string, env: V4[], name = 'texcoord', index = 0): V4 {
  const p = vp(body);
  const reg = p.outputs.findIndex((o) => o.binding.name === name && o.binding.index === index);
  const out = runVertexProgram(p, 1, () => [0, 0, 0, 1], { env })[0]![reg]!;
  expect(runVertexProgram(p, 1, () => [0, 0, 0, 1], { env, jit: true })[0]![reg]).toEqual(out);
  return out;
}

const T = 'result.texcoord';
const E = (i: number) => `program.env[${i}]`;

describe('each instruction', () => {
  const cases: [string, V4[], V4][] = [
    [`ABS ${T}, ${E(0)};`, [[-1.5, 2, -0, -3]], [1.5, 2, 0, 3]],
    [
      `ADD ${T}, ${E(0)}, ${E(1)};`,
      [
        [1, 2, 3, 4],
        [0.5, -2, 4, 8],
      ],
      [1.5, 0, 7, 12],
    ],
    [
      `SUB ${T}, ${E(0)}, ${E(1)};`,
      [
        [1, 2, 3, 4],
        [0.5, -2, 4, 8],
      ],
      [0.5, 4, -1, -4],
    ],
    [
      `MUL ${T}, ${E(0)}, ${E(1)};`,
      [
        [1, 2, 3, 4],
        [0.5, -2, 4, 8],
      ],
      [0.5, -4, 12, 32],
    ],
    [
      `MAD ${T}, ${E(0)}, ${E(1)}, ${E(2)};`,
      [
        [1, 2, 3, 4],
        [0.5, -2, 4, 8],
        [1, 1, 1, 1],
      ],
      [1.5, -3, 13, 33],
    ],
    [
      `DP3 ${T}, ${E(0)}, ${E(1)};`,
      [
        [1, 2, 3, 4],
        [0.5, -2, 4, 8],
      ],
      [8.5, 8.5, 8.5, 8.5],
    ],
    [
      `DP4 ${T}, ${E(0)}, ${E(1)};`,
      [
        [1, 2, 3, 4],
        [0.5, -2, 4, 8],
      ],
      [40.5, 40.5, 40.5, 40.5],
    ],
    [
      `DPH ${T}, ${E(0)}, ${E(1)};`,
      [
        [1, 2, 3, 4],
        [0.5, -2, 4, 8],
      ],
      [16.5, 16.5, 16.5, 16.5],
    ],
    [
      `DST ${T}, ${E(0)}, ${E(1)};`,
      [
        [9, 4, 4, 9],
        [9, 0.5, 9, 0.5],
      ],
      [1, 2, 4, 0.5],
    ],
    [
      `MAX ${T}, ${E(0)}, ${E(1)};`,
      [
        [1, 2, 3, 4],
        [0.5, -2, 4, 8],
      ],
      [1, 2, 4, 8],
    ],
    [
      `MIN ${T}, ${E(0)}, ${E(1)};`,
      [
        [1, 2, 3, 4],
        [0.5, -2, 4, 8],
      ],
      [0.5, -2, 3, 4],
    ],
    [
      `SGE ${T}, ${E(0)}, ${E(1)};`,
      [
        [1, 2, 4, 4],
        [0.5, 2, 4.5, 8],
      ],
      [1, 1, 0, 0],
    ],
    [
      `SLT ${T}, ${E(0)}, ${E(1)};`,
      [
        [1, 2, 4, 4],
        [0.5, 2, 4.5, 8],
      ],
      [0, 0, 1, 1],
    ],
    // ARB_vertex_program section 2.14.5.10/11: floor(-3.6) = -4, fraction(-1.7) = 0.3 (in float32).
    [`FLR ${T}, ${E(0)};`, [[2.3, -3.6, 5, -0]], [2, -4, 5, -0]],
    [`FRC ${T}, ${E(0)};`, [[2.25, -1.75, 5, -0.5]], [0.25, 0.25, 0, 0.5]],
    [`MOV ${T}, -${E(0)}.yzxw;`, [[1, 2, 3, 4]], [-2, -3, -1, -4]],
    [`MOV ${T}, ${E(0)}.z;`, [[1, 2, 3, 4]], [3, 3, 3, 3]],
    [
      `XPD ${T}.xyz, ${E(0)}, ${E(1)};`,
      [
        [1, 2, 3, 0],
        [4, 5, 6, 0],
      ],
      [-3, 6, -3, 0],
    ],
    [`RCP ${T}, ${E(0)}.y;`, [[0, 4, 0, 0]], [0.25, 0.25, 0.25, 0.25]],
    [`RCP ${T}, ${E(0)}.x;`, [[1, 0, 0, 0]], [1, 1, 1, 1]],
    // RSQ takes the absolute value (section 2.14.5.22).
    [`RSQ ${T}, -${E(0)}.x;`, [[16, 0, 0, 0]], [0.25, 0.25, 0.25, 0.25]],
    [`POW ${T}, ${E(0)}.x, ${E(0)}.y;`, [[2, 10, 0, 0]], [1024, 1024, 1024, 1024]],
    [`POW ${T}, ${E(0)}.x, ${E(0)}.y;`, [[0.25, 0.5, 0, 0]], [0.5, 0.5, 0.5, 0.5]],
    [`EX2 ${T}, ${E(0)}.w;`, [[0, 0, 0, 3]], [8, 8, 8, 8]],
    [`LG2 ${T}, ${E(0)}.x;`, [[0.125, 0, 0, 0]], [-3, -3, -3, -3]],
    // LIT (section 2.14.5.13): (1, max(x, 0), x > 0 ? max(y, 0)^w : 0, 1).
    [`LIT ${T}, ${E(0)};`, [[0.5, 0.25, 7, 2]], [1, 0.5, 0.0625, 1]],
    [`LIT ${T}, ${E(0)};`, [[-0.5, 0.25, 7, 2]], [1, 0, 0, 1]],
    [`LIT ${T}, ${E(0)};`, [[0.5, -0.25, 7, 2]], [1, 0.5, 0, 1]],
    // "RoughApproxPower(0.0, 0.0) will produce 1.0".
    [`LIT ${T}, ${E(0)};`, [[0.75, 0, 7, 0]], [1, 0.75, 1, 1]],
    // SWZ (section 2.14.5.26): components, 0, 1, each optionally negated.
    [`SWZ ${T}, ${E(0)}, -w, 0, x, -1;`, [[1, 2, 3, 4]], [-4, 0, 1, -1]],
    [`SWZ ${T}, ${E(0)}, +y, -0, 1, +z;`, [[1, 2, 3, 4]], [2, -0, 1, 3]],
    [`SWZ ${T}.yw, ${E(0)}, x, y, z, w;`, [[1, 2, 3, 4]], [0, 2, 0, 4]],
  ];
  for (const [body, env, expected] of cases) {
    test(body, () => {
      const full = body.includes('.yw,') ? `MOV ${T}, 0;\n${body}` : body;
      expect(run(full, env)).toEqual(expected);
    });
  }

  test('LIT clamps the exponent to (-128, 128): 0.5^200 is taken as 0.5^128', () => {
    const z = run(`LIT ${T}, ${E(0)};`, [[1, 0.5, 0, 200]])[2];
    expect(z / 2 ** -128).toBeGreaterThan(0.99);
    expect(z / 2 ** -128).toBeLessThan(1.01);
  });

  test('EXP: (2^floor(x), x - floor(x), 2^x within 2^-11 · 2^floor(x), 1)', () => {
    for (const x of [2.5, -1.25, 0, 7.75]) {
      const [a, b, c, d] = run(`EXP ${T}, ${E(0)}.x;`, [[x, 0, 0, 0]]);
      expect([a, b, d]).toEqual([2 ** Math.floor(x), x - Math.floor(x), 1]);
      expect(Math.abs(c - 2 ** x)).toBeLessThan(2 ** -11 * 2 ** Math.floor(x));
    }
  });

  test('LOG: (floor(log2|x|), |x| / 2^floor(log2|x|), log2|x| within 2^-11, 1)', () => {
    for (const x of [-10, 0.3, 1, 1000]) {
      const [a, b, c, d] = run(`LOG ${T}, ${E(0)}.x;`, [[x, 0, 0, 0]]);
      const e = Math.floor(Math.log2(Math.abs(x)));
      expect([a, d]).toEqual([e, 1]);
      expect(b).toBeCloseTo(Math.abs(x) / 2 ** e, 6);
      expect(Math.abs(c - Math.log2(Math.abs(x)))).toBeLessThan(2 ** -11);
    }
  });

  test('EX2 and LG2 within 2^-11 (relative for EX2)', () => {
    for (const x of [-3.3, 0.5, 1.1, 9.9]) {
      const [ex2] = run(`EX2 ${T}, ${E(0)}.x;`, [[x, 0, 0, 0]]);
      expect(Math.abs(ex2 - 2 ** x)).toBeLessThan(2 ** -11 * 2 ** x);
      const [lg2] = run(`LG2 ${T}, ${E(0)}.x;`, [[Math.abs(x), 0, 0, 0]]);
      expect(Math.abs(lg2 - Math.log2(Math.abs(x)))).toBeLessThan(2 ** -11);
    }
  });

  test('SWZ whose source is its destination reads the source before writing it', () => {
    expect(run(`TEMP r;\nMOV r, ${E(0)};\nSWZ r, r, y, -x, 1, z;\nMOV ${T}, r;`, [[1, 2, 3, 4]])).toEqual([
      2, -1, 1, 3,
    ]);
  });

  test('a write mask leaves the other components of a temporary as they were', () => {
    expect(
      run(`TEMP r;\nMOV r, ${E(0)};\nMUL r.xz, r, ${E(1)};\nMOV ${T}, r;`, [
        [1, 2, 3, 4],
        [5, 5, 5, 5],
      ]),
    ).toEqual([5, 2, 15, 4]);
  });

  test('literal operands: scalars replicate, vectors fill y, z, w with 0, 0, 1; "-2" is 2 negated', () => {
    expect(run(`ADD ${T}, -2, {1, 2};`, [])).toEqual([-1, 0, -2, -1]);
    expect(run(`MOV ${T}, {0.5e1, -.5, 1.};`, [])).toEqual([5, -0.5, 1, 1]);
  });
});

describe('relative addressing', () => {
  const program = vp(`ADDRESS a0;
PARAM arr[] = { {10, 0, 0, 0}, {20, 0, 0, 0}, program.env[3..4] };
ARL a0.x, vertex.attrib[1].x;
MOV result.texcoord[0], arr[a0.x + 1];
MOV result.texcoord[1], arr[a0.x - 1];
MOV result.texcoord[2], arr[a0.x];`);

  test('ARL floors; arr[a0.x + k] reads entry floor(x) + k', () => {
    const xs = [0.5, 1.7, 2.2, -0.3, 1];
    const out = runVertexProgram(
      program,
      xs.length,
      (input, v) => (input.kind === 'generic' ? [xs[v]!, 0, 0, 0] : [0, 0, 0, 1]),
      {
        env: [
          [0, 0, 0, 0],
          [0, 0, 0, 0],
          [0, 0, 0, 0],
          [30, 0, 0, 0],
          [40, 0, 0, 0],
        ],
      },
    );
    const x = (v: number, reg: number) => out[v]![reg]![0];
    // a0.x = 0, 1, 2, -1, 1
    expect(xs.map((_, v) => x(v, 0))).toEqual([20, 30, 40, 10, 30]);
    expect([1, 2, 4].map((v) => x(v, 1))).toEqual([10, 20, 10]);
    // arr[-1] is outside the array (undefined in GL): not checked.
    expect([0, 1, 2, 4].map((v) => x(v, 2))).toEqual([10, 20, 30, 20]);
    expect(program.counts.addressRegisters).toBe(1);
    expect(program.constants.slice(0, 4)).toEqual([
      { kind: 'literal', value: [10, 0, 0, 0] },
      { kind: 'literal', value: [20, 0, 0, 0] },
      { kind: 'env', index: 3 },
      { kind: 'env', index: 4 },
    ]);
  });
});

describe('attributes and results', () => {
  test('inputs say which attribute each IN reads: the position first, then by first use', () => {
    const p = vp(`MOV result.texcoord, vertex.attrib[6];
ADD result.texcoord[1], vertex.texcoord[2], vertex.color.secondary;
MOV result.position, vertex.position;`);
    expect(p.inputs).toEqual([
      { kind: 'conventional', attrib: FfpAttrib.POSITION },
      { kind: 'generic', index: 6 },
      { kind: 'conventional', attrib: FfpAttrib.TEXCOORD0 + 2 },
      { kind: 'conventional', attrib: FfpAttrib.COLOR1 },
    ]);
  });

  test('vertex.normal is (x, y, z, 1) and vertex.fogcoord (f, 0, 0, 1) whatever the other components hold', () => {
    const p = vp('MOV result.texcoord[0], vertex.normal;\nMOV result.texcoord[1], vertex.fogcoord;');
    const out = runVertexProgram(p, 1, () => [0.25, 0.5, 0.75, 9])[0]!;
    expect(out[0]).toEqual([0.25, 0.5, 0.75, 1]);
    expect(out[1]).toEqual([0.25, 0, 0, 1]);
  });

  test('colour results are clamped to [0, 1]; texture coordinates are not', () => {
    const p = vp(`MOV result.color, {-1, 0.5, 2, 1};
MOV result.color.back.secondary, {3, -3, 0.25, 0};
MOV result.texcoord[3], {-1, 0.5, 2, 1};`);
    const out = runVertexProgram(p, 1, () => [0, 0, 0, 1])[0]!;
    expect(out).toEqual([
      [0, 0.5, 1, 1],
      [1, 0, 0.25, 0],
      [-1, 0.5, 2, 1],
    ]);
    expect(p.outputs.map((o) => [o.semantic, o.semanticIndex])).toEqual([
      [1, 0], // COLOR[0]
      [2, 1], // BCOLOR[1]
      [5, 3], // GENERIC[3]
    ]);
  });
});

describe('OPTION ARB_position_invariant', () => {
  const mvp = [
    [1, 2, 0, 0.5],
    [0, 1, 3, 0],
    [0.5, 0, 1, 1],
    [0, 0, -1, 2],
  ];
  const modelview = [
    [2, 0, 0, 1],
    [0, 2, 0, 0],
    [0, 0, 2, 0],
    [0, 0, 0, 1],
  ];
  const state = (s: ArbStateToken): V4 => {
    if (s.item === 'matrix') return (s.matrix === 'mvp' ? mvp : modelview)[s.row] as V4;
    if (s.item === 'clipPlane') return s.plane === 0 ? [1, 0, 0, 0] : [0, 0, 1, -1];
    throw new Error(`unexpected ${JSON.stringify(s)}`);
  };
  const pos: V4 = [1, 2, 3, 1];
  const dot = (a: number[], b: number[]) => a.reduce((s, x, i) => s + x * b[i]!, 0);

  test('result.position is state.matrix.mvp × vertex.position', () => {
    const p = vp('OPTION ARB_position_invariant;\nMOV result.color, vertex.color;');
    const out = runVertexProgram(
      p,
      1,
      (input) => (input.kind === 'conventional' && input.attrib === 0 ? pos : [0.5, 0.5, 0.5, 1]),
      { state },
    )[0]!;
    const position = p.outputs.findIndex((o) => o.binding.name === 'position');
    expect(out[position]).toEqual(mvp.map((row) => dot(row, pos)));
    expect(p.inputs[0]).toEqual({ kind: 'conventional', attrib: FfpAttrib.POSITION });
    expect(p.counts.instructions).toBe(1);
    expect(p.nativeCounts.instructions).toBe(5);
  });

  test('with clip planes, CLIPDIST[0] holds plane · eye position for each enabled plane, 0 elsewhere', () => {
    const p = compileArbProgram('!!ARBvp1.0\nOPTION ARB_position_invariant;\nEND', 'vertex', {
      clipPlanes: [0, 2],
    });
    const clip = runClipDistances(p, pos, state);
    const eye = modelview.map((row) => dot(row, pos));
    expect(clip).toEqual([dot([1, 0, 0, 0], eye), 0, dot([0, 0, 1, -1], eye), 0]);
  });
});
