// The translator without a GPU: refusals name the instruction and the reason, the opcode table in
// src/glsl/README.md matches the code, the cache returns the same program for equal keys, and the
// metadata lists what the driver must bind.
import { readFileSync } from 'node:fs';
import { parseTgsi, TGSI_OPCODES, TgsiSemantic } from '@gallium-ts/tgsi';
import { describe, expect, it } from 'vitest';
import {
  defaultVariantKey,
  GlslTranslationError,
  GlslTranslator,
  opcodeSupportTable,
  translateProgram,
} from '../src/glsl/index.js';

const VS = parseTgsi('VERT\nDCL IN[0]\nDCL OUT[0], POSITION\nMOV OUT[0], IN[0]\nEND\n');
const fsWith = (body: string, decls = '') =>
  parseTgsi(`FRAG\nDCL OUT[0], COLOR\nDCL TEMP[0..1]\n${decls}${body}\nEND\n`);

function refusal(fn: () => unknown): GlslTranslationError {
  try {
    fn();
  } catch (e) {
    if (e instanceof GlslTranslationError) return e;
    throw e;
  }
  throw new Error('the shader was not refused');
}

describe('refusals', () => {
  const cases: Array<[string, string, string, number | null, RegExp]> = [
    ['doubles', 'DADD TEMP[0], TEMP[1], TEMP[1]', '', 0, /doubles/],
    ['64-bit immediates', 'MOV TEMP[0], IMM[0]', 'IMM FLT64 { 1.0, 2.0 }\n', 0, /64-bit immediates/],
    [
      'images',
      'LOAD TEMP[0], IMAGE[0], TEMP[1], 2D, PIPE_FORMAT_R32_FLOAT',
      'DCL IMAGE[0], 2D, PIPE_FORMAT_R32_FLOAT\n',
      0,
      /3\.10/,
    ],
    ['atomics', 'ATOMUADD TEMP[0], BUFFER[0], TEMP[1], TEMP[1]', 'DCL BUFFER[0]\n', 0, /3\.10/],
    ['barriers', 'BARRIER', '', 0, /barriers/],
    ['texture gather', 'TG4 TEMP[0], TEMP[1], TEMP[1], SAMP[0], 2D', 'DCL SAMP[0]\n', 0, /gather/],
    ['LOD queries', 'LODQ TEMP[0], TEMP[1], SAMP[0], 2D', 'DCL SAMP[0]\n', 0, /textureQueryLod/],
    ['multisample queries', 'TXQS TEMP[0], SAMP[0], 2D', 'DCL SAMP[0]\n', 0, /multisample/],
    ['framebuffer fetch', 'FBFETCH TEMP[0], OUT[0]', '', 0, /framebuffer fetch/],
    ['cube map arrays', 'TEX TEMP[0], TEMP[1], SAMP[0], CUBE_ARRAY', 'DCL SAMP[0]\n', 0, /cube map arrays/],
    ['buffer textures', 'TXF TEMP[0], TEMP[1], SAMP[0], BUFFER', 'DCL SAMP[0]\n', 0, /buffer textures/],
    ['multisample textures', 'TXF TEMP[0], TEMP[1], SAMP[0], 2D_MSAA', 'DCL SAMP[0]\n', 0, /multisample/],
    [
      'indirect samplers',
      'TEX TEMP[0], TEMP[1], SAMP[ADDR[0].x], 2D',
      'DCL SAMP[0..1]\nDCL ADDR[0]\n',
      0,
      /indirect sampler/,
    ],
    [
      'texel offsets out of range',
      'TXF TEMP[0], TEMP[1], SAMP[0], 2D, IMM[0].xyz',
      'DCL SAMP[0]\nIMM INT32 { 9, 0, 0, 0 }\n',
      0,
      /\[-8, 7\]/,
    ],
    ['helper invocations', 'READ_HELPER TEMP[0]', '', 0, /gl_HelperInvocation/],
    ['recursion', 'CAL :2\nEND\nBGNSUB\n  CAL :2\nENDSUB', '', 2, /recursive/],
    ['the stencil output', 'MOV OUT[1], TEMP[0]', 'DCL OUT[1], STENCIL\n', null, /STENCIL/],
    ['the sample mask output', 'MOV OUT[1], TEMP[0]', 'DCL OUT[1], SAMPLEMASK\n', null, /SAMPLEMASK/],
    ['primitive ids', 'MOV TEMP[0], SV[0]', 'DCL SV[0], PRIMID\n', null, /PRIMID/],
  ];
  for (const [what, body, decls, instruction, reason] of cases) {
    it(`refuses ${what}`, () => {
      const e = refusal(() => translateProgram(VS, fsWith(body, decls), defaultVariantKey()));
      expect(e.stage).toBe('fragment');
      expect(e.instruction).toBe(instruction);
      expect(e.message).toMatch(reason);
      expect(e.method).toBe('createShaderState');
    });
  }

  it('refuses geometry shaders and a stage given in the wrong place', () => {
    const gs = parseTgsi(
      'GEOM\nPROPERTY GS_INPUT_PRIMITIVE TRIANGLES\nPROPERTY GS_OUTPUT_PRIMITIVE TRIANGLE_STRIP\nPROPERTY GS_MAX_OUTPUT_VERTICES 3\nEND\n',
    );
    expect(refusal(() => translateProgram(gs, fsWith(''), defaultVariantKey())).message).toMatch(
      /only vertex and fragment/,
    );
    expect(refusal(() => translateProgram(fsWith(''), fsWith(''), defaultVariantKey())).message).toMatch(
      /fragment shader was given/,
    );
  });

  it('check() refuses at create time and remembers the refusal', () => {
    const t = new GlslTranslator();
    const bad = fsWith('DMUL TEMP[0], TEMP[1], TEMP[1]');
    expect(() => t.check(bad)).toThrow(GlslTranslationError);
    expect(() => t.translate(VS, bad, defaultVariantKey())).toThrow(/doubles/);
  });
});

describe('opcode table', () => {
  it('src/glsl/README.md lists every TGSI opcode with the status the translator gives it', () => {
    const readme = readFileSync(new URL('../src/glsl/README.md', import.meta.url), 'utf8');
    const rows = new Map<string, string>();
    for (const m of readme.matchAll(/^\| `([A-Z0-9_]+)` \| ([^|]+) \|$/gm)) rows.set(m[1]!, m[2]!.trim());
    expect(rows.size).toBe(TGSI_OPCODES.length);
    for (const { name, support } of opcodeSupportTable()) {
      expect(rows.get(name), name).toBe(support === 'translated' ? 'translated' : `refused: ${support}`);
    }
  });
});

describe('cache and metadata', () => {
  const fs = parseTgsi(`FRAG
DCL IN[0], GENERIC[3], PERSPECTIVE
DCL IN[1], COLOR, CONSTANT
DCL OUT[0], COLOR
DCL OUT[1], COLOR[2]
DCL CONST[1][0..4]
DCL SAMP[2]
DCL TEMP[0]
TEX TEMP[0], IN[0], SAMP[2], 2D
TXQ TEMP[0], IN[0], SAMP[2], 2D
ADD OUT[0], TEMP[0], CONST[1][4]
MOV OUT[1], IN[1]
END
`);
  const vs = parseTgsi(`VERT
DCL IN[0]
DCL IN[3]
DCL OUT[0], POSITION
DCL OUT[1], GENERIC[3]
DCL OUT[2], COLOR
DCL OUT[3], GENERIC[7]
DCL CONST[0..2]
MOV OUT[0], IN[0]
MOV OUT[1], IN[3]
MOV OUT[2], CONST[2]
MOV OUT[3], IN[0]
END
`);

  it('returns the same program for equal keys and translates again for another key', () => {
    const t = new GlslTranslator();
    const a = t.translate(vs, fs, defaultVariantKey());
    expect(t.translate(vs, fs, { ...defaultVariantKey() })).toBe(a);
    const b = t.translate(vs, fs, { ...defaultVariantKey(), flatshade: true });
    expect(b).not.toBe(a);
    expect([t.hits, t.misses]).toEqual([1, 2]);
  });

  it('lists attributes, blocks with bindings, samplers with units, outputs and varyings', () => {
    const p = translateProgram(vs, fs, {
      ...defaultVariantKey(),
      vsSignedInputs: 1 << 3,
      streamOutput: true,
    });
    expect(p.attributes).toEqual([
      { name: 'gts_in0', location: 0, input: 0, type: 'float' },
      { name: 'gts_in3', location: 3, input: 3, type: 'int' },
    ]);
    expect(p.uniformBlocks).toEqual([
      { name: 'gts_vs_block0', stage: 'vertex', buffer: 0, binding: 0, byteSize: 48 },
      { name: 'gts_fs_block1', stage: 'fragment', buffer: 1, binding: 1, byteSize: 80 },
    ]);
    expect(p.samplers).toEqual([
      {
        name: 'fs_tex2_2_sampler2D',
        stage: 'fragment',
        view: 2,
        sampler: 2,
        unit: 0,
        type: 'sampler2D',
        levelsUniform: 'fs_tex2_2_sampler2D_levels',
      },
    ]);
    expect(p.fragmentOutputs.map((o) => [o.register, o.location])).toEqual([
      [0, 0],
      [1, 2],
    ]);
    expect(p.vertexOutputs.map((o) => [o.register, o.varying, o.type])).toEqual([
      [0, 'gl_Position', 'vec4'],
      [1, 'gts_s1', 'vec4'],
      [2, 'gts_f2', 'uvec4'],
      [3, 'gts_f3', 'uvec4'],
    ]);
    expect(p.vertexOutputs[3]!.semantic).toEqual({ name: TgsiSemantic.GENERIC, index: 7 });
    expect(p.uniforms.map((u) => u.name).sort()).toEqual(['fs_tex2_2_sampler2D_levels', 'gts_pointSize']);
    // Without stream output, outputs no fragment input reads have no varying.
    const plain = translateProgram(vs, fs, defaultVariantKey());
    expect(plain.vertexOutputs.map((o) => o.register)).toEqual([0, 1, 2]);
  });

  it('refuses programs needing more varyings than WebGL2 guarantees', () => {
    const decl = Array.from(
      { length: 16 },
      (_, k) => `DCL OUT[${k + 1}], GENERIC[${k}]\nMOV OUT[${k + 1}], IN[0]`,
    ).join('\n');
    const many = parseTgsi(`VERT\nDCL IN[0]\nDCL OUT[0], POSITION\nMOV OUT[0], IN[0]\n${decl}\nEND\n`);
    expect(translateProgram(many, fsWith(''), defaultVariantKey()).vertexOutputs.length).toBe(1);
    expect(() => translateProgram(many, fsWith(''), { ...defaultVariantKey(), streamOutput: true })).toThrow(
      /16 varying vectors/,
    );
  });
});
