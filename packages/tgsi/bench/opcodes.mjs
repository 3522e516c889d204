// Benchmark 4: one instruction per fragment shader, for the opcodes and source modifiers that used to
// be slow, next to MOV and MUL, over 4096 lanes (1024 quads) per run. Each case's sources are the
// inputs (IN[0], IN[1], IN[2]) or, in the "computed" cases, values an earlier instruction computed.
import { compileTgsi, parseTgsi } from '../dist/index.js';
import { fillInputs } from './inputs.mjs';
import { perSecond, rate } from './measure.mjs';

const LANES = 4096;
const HEAD = `FRAG
DCL IN[0..2], GENERIC[0], PERSPECTIVE
DCL OUT[0], COLOR
DCL TEMP[0..1]
IMM[0] FLT32 { -0.5, -0.4, -0.6, 0.0 }
`;

export const OPCODE_CASES = [
  ['MOV', 'MOV OUT[0], IN[0]'],
  ['MUL', 'MUL OUT[0], IN[0], IN[1]'],
  ['MAD', 'MAD OUT[0], IN[0], IN[1], IN[2]'],
  ['XPD', 'XPD OUT[0], IN[0], IN[0].yzxw'],
  ['LIT', 'LIT OUT[0], IN[0]'],
  ['DST', 'DST OUT[0], IN[0], IN[1]'],
  ['SGE', 'SGE OUT[0], IN[0], IN[1]'],
  ['SLT', 'SLT OUT[0], IN[0], IN[1]'],
  ['SEQ', 'SEQ OUT[0], IN[0], IN[1]'],
  ['CMP', 'CMP OUT[0], IN[0], IN[1], IN[2]'],
  ['MOV |src|', 'MOV OUT[0], |IN[0]|'],
  ['MOV -src', 'MOV OUT[0], -IN[0]'],
  ['ADD -|src|', 'ADD OUT[0], -|IN[0]|, IN[1]'],
  ['ABS', 'ABS OUT[0], IN[0]'],
  ['ADD → MOV |computed|', 'ADD TEMP[0], IN[0], IMM[0]\nMOV OUT[0], |TEMP[0]|'],
  ['ADD → MOV -computed', 'ADD TEMP[0], IN[0], IMM[0]\nMOV OUT[0], -TEMP[0]'],
  ['ADD → MOV -|computed|', 'ADD TEMP[0], IN[0], IMM[0]\nMOV OUT[0], -|TEMP[0]|'],
  ['RCP', 'RCP OUT[0], IN[0].xxxx'],
  ['RSQ', 'RSQ OUT[0], IN[0].xxxx'],
  ['SQRT', 'SQRT OUT[0], IN[0].xxxx'],
  ['EX2', 'EX2 OUT[0], IN[0].xxxx'],
  ['LG2', 'LG2 OUT[0], IN[0].xxxx'],
  ['POW', 'POW OUT[0], IN[0].xxxx, IN[1].xxxx'],
  ['DP3', 'DP3 OUT[0], IN[0], IN[1]'],
  ['DP4', 'DP4 OUT[0], IN[0], IN[1]'],
  ['FRC', 'FRC OUT[0], IN[0]'],
  ['FLR', 'FLR OUT[0], IN[0]'],
  ['MIN', 'MIN OUT[0], IN[0], IN[1]'],
  ['MAX', 'MAX OUT[0], IN[0], IN[1]'],
  ['LRP', 'LRP OUT[0], IN[0], IN[1], IN[2]'],
  ['MOV_SAT', 'MOV_SAT OUT[0], IN[0]'],
  ['F2I', 'F2I OUT[0], IN[0]'],
  ['I2F', 'I2F OUT[0], IN[0]'],
];

export function benchOpcodes({ seconds = 0.4 } = {}) {
  console.log(`\nsingle opcodes (JIT), ${LANES} lanes per run (lanes per second, ratio to MOV)`);
  const results = {};
  let mov = 0;
  for (const [name, body] of OPCODE_CASES) {
    const jit = compileTgsi(parseTgsi(`${HEAD}${body}\nEND\n`), { maxLanes: LANES });
    fillInputs(jit, LANES);
    const r = rate(() => jit.runQuads({ quads: LANES / 4 }), LANES, { seconds });
    if (name === 'MOV') mov = r;
    results[name] = r;
    console.log(`  ${name.padEnd(24)} ${perSecond(r).padStart(11)}  ${(r / mov).toFixed(2)}×`);
  }
  return results;
}
