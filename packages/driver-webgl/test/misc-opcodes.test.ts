// The remaining translated opcodes against TgsiMachine: TEX2/TXB2/TXL2, SAMPLE_B/SAMPLE_D, TXQ_LZ,
// INTERP_CENTROID/SAMPLE/OFFSET, PUSHA/POPA, SAMPLE_POS, SAMPLE_INFO, NOP; and a check that every
// opcode the translator accepts is exercised by some test.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALU } from '../src/glsl/alu.js';
import { opcodeSupportTable } from '../src/glsl/index.js';
import { fragmentDifferences } from './helpers/fragment.js';
import { sharedGl } from './helpers/gl.js';
import type { TestTexture } from './helpers/textures.js';
import { I, type Word } from './helpers/words.js';

const HEAD =
  'FRAG\nDCL IN[0], GENERIC[0], CONSTANT\nDCL IN[1], GENERIC[1], CONSTANT\nDCL OUT[0], COLOR\nDCL TEMP[0..1]\n';
const tex: TestTexture = {
  target: '2D',
  width: 4,
  height: 4,
  depth: 1,
  data: new Float32Array(64).map((_, i) => i * 0.5),
  filter: 'nearest',
};

async function same(body: string, pixels: Array<Record<number, readonly Word[]>>) {
  const gl = await sharedGl();
  expect(
    fragmentDifferences(gl, { fs: `${HEAD}${body}MOV OUT[0], TEMP[0]\nEND\n`, pixels, textures: { 0: tex } }),
  ).toEqual([]);
}

const coords = [
  { 0: [0.1, 0.2, 0, 0], 1: [0, 0, 0, 0] },
  { 0: [0.7, 0.9, 0, 0], 1: [0, 0, 0, 0] },
  { 0: [0.4, 0.6, 0, 0], 1: [0, 0, 0, 0] },
];

describe('texture opcodes with a separate LOD or reference source', () => {
  it('TEX2, TXB2 and TXL2 sample like TEX at level 0', async () => {
    await same('DCL SAMP[0]\nTEX2 TEMP[0], IN[0], IN[1], SAMP[0], 2D\n', coords);
    await same('DCL SAMP[0]\nTXB2 TEMP[0], IN[0], IN[1], SAMP[0], 2D\n', coords);
    await same('DCL SAMP[0]\nTXL2 TEMP[0], IN[0], IN[1], SAMP[0], 2D\n', coords);
  });

  it('SAMPLE_B, SAMPLE_D and TXQ_LZ', async () => {
    const view = 'DCL SVIEW[0], 2D, FLOAT\nDCL SAMP[0]\n';
    await same(`${view}SAMPLE_B TEMP[0], IN[0], SVIEW[0], SAMP[0], IN[1]\n`, coords);
    await same(`${view}SAMPLE_D TEMP[0], IN[0], SVIEW[0].yxzw, SAMP[0], IN[1], IN[1]\n`, coords);
    await same('DCL SAMP[0]\nTXQ_LZ TEMP[0], SAMP[0], 2D\n', coords);
  });
});

describe('other opcodes', () => {
  it('INTERP_CENTROID and INTERP_SAMPLE return the input; INTERP_OFFSET adds derivatives (0 for points)', async () => {
    await same(
      'INTERP_CENTROID TEMP[0], IN[0]\nINTERP_SAMPLE TEMP[1], IN[0], IN[1]\nADD TEMP[0], TEMP[0], TEMP[1]\n',
      coords,
    );
    await same('INTERP_OFFSET TEMP[0], IN[0], IN[1]\n', coords);
  });

  it('PUSHA and POPA keep a 16-deep stack; popping an empty stack gives 0', async () => {
    const body =
      'DCL ADDR[0]\nUARL ADDR[0], IN[0]\nPUSHA ADDR[0]\nPOPA ADDR[0]\nPOPA TEMP[1]\nNOP\nMOV TEMP[0], ADDR[0]\nMOV TEMP[0].w, TEMP[1].xxxx\n';
    await same(body, [{ 0: [I(3), I(-7), I(0), I(9)] }, { 0: [I(1), I(2), I(3), I(4)] }]);
  });

  it('SAMPLE_POS is the pixel centre and SAMPLE_INFO one sample (single-sampled rendering)', async () => {
    await same(
      'DCL SVIEW[0], 2D, FLOAT\nSAMPLE_POS TEMP[0], IN[0].yxwz, IN[0]\nSAMPLE_INFO TEMP[1], SVIEW[0].yxzw, IN[0]\nMOV TEMP[0].z, TEMP[1].yyyy\n',
      coords,
    );
  });
});

describe('coverage', () => {
  it('every translated opcode appears in a test', () => {
    const dir = new URL('.', import.meta.url);
    const text = readdirSync(dir)
      .filter((f) => f.endsWith('.test.ts'))
      .map((f) => readFileSync(new URL(f, dir), 'utf8'))
      .join('\n');
    const missing = opcodeSupportTable()
      .filter((o) => o.support === 'translated' && !ALU[o.name] && !new RegExp(`\\b${o.name}\\b`).test(text))
      .map((o) => o.name);
    expect(missing).toEqual([]);
  });
});
