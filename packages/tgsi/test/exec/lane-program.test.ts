// Lane programs (emitTgsiLaneProgram) compute exactly what the JIT computes: straight-line shaders are
// run both ways over seeded random inputs (including NaN, ±0, ±∞ and huge values) and every output word
// is compared. Shaders a lane program cannot express (control flow, indirect addressing, derivatives,
// texture lookups the caller does not inline) have none.
import { describe, expect, it } from 'vitest';
import {
  compileTgsi,
  emitTgsiLaneProgram,
  parseTgsi,
  TGSI_LANE_HELPER_NAMES,
  TGSI_LANE_HELPERS,
  TgsiFile,
  type TgsiLaneProgramOptions,
  type TgsiShader,
} from '../../src/index.js';

const LANES = 64;
const SPECIAL = [Number.NaN, 0, -0, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1e30, -1e-30, 0.5, 1];

/** Seeded values: mostly ordinary floats, sometimes special ones. */
function values(seed: number, count: number): Float32Array {
  let s = seed >>> 0 || 1;
  const next = () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 2 ** 32;
  };
  const out = new Float32Array(count);
  for (let i = 0; i < count; i++)
    out[i] = next() < 0.15 ? SPECIAL[Math.floor(next() * SPECIAL.length)]! : (next() - 0.5) * 8;
  return out;
}

const FRAG_HEADER = `FRAG
DCL IN[0], GENERIC[0], PERSPECTIVE
DCL IN[1], COLOR, LINEAR
DCL OUT[0], COLOR
DCL OUT[1], COLOR[1]
DCL CONST[0][0..1]
DCL TEMP[0..2]
IMM[0] FLT32 { 0.5, 2.0, -1.0, 0.0 }
IMM[1] UINT32 { 1, 255, 7, 0 }
`;

const SHADERS: Record<string, string> = {
  'MOV, MAD, MUL, ADD with swizzles and modifiers': `MAD TEMP[0], IN[0], IN[1].yzwx, -IN[0].wwww
MUL TEMP[1].xy, |TEMP[0]|, IMM[0].yyyy
ADD OUT[0], TEMP[0], -|TEMP[1].xyxy|
MOV OUT[1], -TEMP[0].zzzz`,
  'DP3, DP4, LRP, saturate, constants': `DP3 TEMP[0].x, IN[0], CONST[0][0]
DP4_SAT TEMP[0].y, IN[1], CONST[0][1]
LRP TEMP[1], IN[0].xxxx, IN[1], CONST[0][1]
MOV OUT[0], TEMP[1]
MOV_SAT OUT[1], TEMP[0].xyxy`,
  'RCP, RSQ, EX2, LG2, POW, FRC, FLR, MIN, MAX, CMP, SLT, SGE': `RCP TEMP[0].x, IN[0].xxxx
RSQ TEMP[0].y, IN[0].yyyy
EX2 TEMP[0].z, IN[0].zzzz
LG2 TEMP[0].w, IN[0].wwww
POW TEMP[1].x, IN[1].xxxx, IN[1].yyyy
FRC TEMP[1].y, IN[1].zzzz
FLR TEMP[1].z, IN[1].wwww
MIN TEMP[1].w, IN[0].xxxx, IN[1].xxxx
MAX TEMP[2], TEMP[0], TEMP[1]
CMP OUT[0], IN[0], TEMP[2], TEMP[0]
SLT TEMP[2], IN[0], IN[1]
SGE TEMP[1], IN[0], IN[1]
ADD OUT[1], TEMP[2], TEMP[1]`,
  'integer words through float registers': `F2I TEMP[0], IN[0]
AND TEMP[0], TEMP[0], IMM[1].yyyy
UADD TEMP[0], TEMP[0], IMM[1].xxxx
I2F OUT[0], TEMP[0]
MOV OUT[1], TEMP[0]`,
  'KILL_IF and the outputs of killed lanes': `KILL_IF IN[0].xyzw
ADD OUT[0], IN[0], IN[1]
MUL OUT[1], IN[0], IN[0]`,
};

/** Runs `shader` with the JIT over the lanes; returns OUT[0..1] words and the killed flags. */
function jit(shader: TgsiShader, inputs: Float32Array[], constants: Float32Array) {
  const exec = compileTgsi(shader, { maxLanes: LANES });
  for (let r = 0; r < 2; r++)
    for (let c = 0; c < 4; c++) exec.registerFloats(TgsiFile.INPUT, r, c).set(inputs[r * 4 + c]!);
  exec.setConstantBuffer(0, constants);
  exec.runQuads({ quads: LANES / 4, coverage: new Uint8Array(LANES).fill(1) });
  const words = [0, 1].flatMap((r) =>
    [0, 1, 2, 3].map((c) => [...exec.registerUints(TgsiFile.OUTPUT, r, c).slice(0, LANES)]),
  );
  return { words, killed: [...exec.killed.slice(0, LANES)] };
}

/** Runs the lane program of `shader` lane by lane, storing outputs through a Float32Array as registers do. */
function lanes(shader: TgsiShader, inputs: Float32Array[], constants: Float32Array) {
  const wanted = [0, 1].flatMap((index) =>
    [0, 1, 2, 3].map((channel) => ({ index, channel, kind: 'i' as const })),
  );
  const options: TgsiLaneProgramOptions = {
    input: (file, index, channel, kind) => {
      expect(file).toBe(TgsiFile.INPUT);
      return kind === 'f' ? `inF[${index * 4 + channel}][lane]` : `inI[${index * 4 + channel}][lane]`;
    },
    outputs: wanted,
  };
  const program = emitTgsiLaneProgram(shader, options)!;
  expect(program).not.toBeNull();
  const stores = program.outputs.map((v, k) => (v === null ? '' : `outI[${k}][lane] = ${v};`));
  const source = `const {${TGSI_LANE_HELPER_NAMES.join(', ')}} = h;
${program.prelude}
for (let lane = 0; lane < n; lane++) {
${program.body}
${stores.join('\n')}
${program.killed ? `kill[lane] = ${program.killed};` : ''}
}`;
  const outI = Array.from({ length: 8 }, () => new Int32Array(LANES));
  const kill = new Uint8Array(LANES);
  const inI = inputs.map((f) => new Int32Array(f.buffer, f.byteOffset, f.length));
  const words = new Int32Array(constants.buffer, constants.byteOffset, constants.length);
  new Function('h', 'CF', 'CW', 'inF', 'inI', 'outI', 'kill', 'n', source)(
    TGSI_LANE_HELPERS,
    [constants],
    [words],
    inputs,
    inI,
    outI,
    kill,
    LANES,
  );
  return {
    words: outI.map((a) => [...new Uint32Array(a.buffer)]),
    killed: [...kill],
    hasKill: program.killed !== null,
  };
}

describe('lane programs compute what the JIT computes, word for word', () => {
  for (const [name, body] of Object.entries(SHADERS)) {
    it(name, () => {
      const shader = parseTgsi(`${FRAG_HEADER}${body}\nEND\n`);
      for (let seed = 1; seed <= 5; seed++) {
        const inputs = Array.from({ length: 8 }, (_, k) => values(seed * 31 + k, LANES));
        const constants = values(seed * 977, 8);
        const a = jit(shader, inputs, constants);
        const b = lanes(shader, inputs, constants);
        if (b.hasKill) {
          expect(b.killed).toEqual(a.killed);
          // Killed lanes' outputs are not used; compare the others.
          for (const k of a.words.keys())
            expect(
              b.words[k]!.filter((_, l) => !a.killed[l]),
              `output word ${k}`,
            ).toEqual(a.words[k]!.filter((_, l) => !a.killed[l]));
        } else {
          expect(b.words, `seed ${seed}`).toEqual(a.words);
        }
      }
    });
  }
});

describe('shaders without a lane program', () => {
  const none = (body: string, options: Partial<TgsiLaneProgramOptions> = {}) =>
    emitTgsiLaneProgram(parseTgsi(`${FRAG_HEADER}DCL ADDR[0]\nDCL SAMP[0]\n${body}\nEND\n`), {
      input: () => '0',
      outputs: [{ index: 0, channel: 0, kind: 'f' }],
      ...options,
    });

  it('control flow, indirect addressing and derivatives are refused', () => {
    expect(none('IF IN[0].xxxx\nMOV OUT[0], IN[0]\nENDIF')).toBeNull();
    expect(none('ARL ADDR[0].x, IN[0].xxxx\nMOV OUT[0], CONST[0][ADDR[0].x]')).toBeNull();
    expect(none('DDX OUT[0], IN[0]')).toBeNull();
  });

  it('a texture lookup needs the caller to inline it', () => {
    expect(none('TEX OUT[0], IN[0], SAMP[0], 2D')).toBeNull();
    expect(none('TEX OUT[0], IN[0], SAMP[0], 2D', { texture: () => null })).toBeNull();
    const program = none('TXP OUT[0], IN[0], SAMP[0], 2D', {
      texture: (unit, target, coords) => ({
        code: `const t = look(${unit}, ${target}, ${coords.join(', ')});`,
        texel: ['t[0]', 't[1]', 't[2]', 't[3]'],
      }),
    });
    expect(program).not.toBeNull();
    expect(program!.body).toContain('look(0, 2,');
    expect(program!.outputs[0]).not.toBeNull();
  });
});
