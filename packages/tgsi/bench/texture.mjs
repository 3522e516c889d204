// Benchmark 3: the JIT's share of texture instructions. Each shader runs over a 64×64 tile as 1024
// quads (4096 lanes, driver-soft's batch) with a sampler whose methods return at once, so the figure
// is what the machine itself spends per lane: operands, derivatives, the request, the result store.
import { compileTgsi, parseTgsi, TgsiFile, TgsiMachine, TgsiProcessor } from '../dist/index.js';
import { fillInputs } from './inputs.mjs';
import { perSecond, rate } from './measure.mjs';

const TILE = 64;
const LANES = TILE * TILE;

/** A sampler that does nothing: the cost left is the machine's. */
export const nullSampler = {
  sample() {},
  fetch() {},
  gather() {},
  lod() {},
  size() {},
  samples: () => 1,
};

const FRAG = `FRAG
DCL IN[0], GENERIC[0], PERSPECTIVE
DCL IN[1], GENERIC[1], PERSPECTIVE
DCL OUT[0], COLOR
DCL SAMP[0]
DCL SVIEW[0], 2D, FLOAT
DCL TEMP[0..1]
IMM[0] INT32 { 1, -1, 0, 0 }
`;
const VERT = `VERT
DCL IN[0]
DCL IN[1]
DCL OUT[0], POSITION
DCL OUT[1], GENERIC[0]
DCL SAMP[0]
DCL TEMP[0]
`;

export const TEXTURE_CASES = [
  ['TEX 2D → OUT (implicit LOD)', `${FRAG}TEX OUT[0], IN[0], SAMP[0], 2D\nEND\n`],
  [
    'TEX 2D .xy → TEMP, MUL → OUT',
    `${FRAG}TEX TEMP[0].xy, IN[0], SAMP[0], 2D\nMUL OUT[0], TEMP[0].xyxy, IN[1]\nEND\n`,
  ],
  ['TEX 2D swizzled coordinates .yxzw', `${FRAG}TEX OUT[0], IN[0].yxzw, SAMP[0], 2D\nEND\n`],
  ['TEX 2D saturated', `${FRAG}TEX_SAT OUT[0], IN[0], SAMP[0], 2D\nEND\n`],
  ['TXP 2D (projective)', `${FRAG}TXP OUT[0], IN[0], SAMP[0], 2D\nEND\n`],
  ['TXB 2D (bias)', `${FRAG}TXB OUT[0], IN[0], SAMP[0], 2D\nEND\n`],
  ['TXL 2D (explicit LOD)', `${FRAG}TXL OUT[0], IN[0], SAMP[0], 2D\nEND\n`],
  ['TXD 2D (shader derivatives)', `${FRAG}TXD OUT[0], IN[0], IN[1], IN[1].yxwz, SAMP[0], 2D\nEND\n`],
  ['TXF 2D with offset', `${FRAG}F2I TEMP[0], IN[0]\nTXF OUT[0], TEMP[0], SAMP[0], 2D, IMM[0].xyz\nEND\n`],
  ['TEX SHADOW2D', `${FRAG}TEX OUT[0], IN[0], SAMP[0], SHADOW2D\nEND\n`],
  ['SAMPLE, SVIEW swizzle .zyxw', `${FRAG}SAMPLE OUT[0], IN[0], SVIEW[0].zyxw, SAMP[0]\nEND\n`],
  ['TEX inside IF (masked lanes)', `${FRAG}IF IN[1].xxxx\nTEX OUT[0], IN[0], SAMP[0], 2D\nENDIF\nEND\n`],
  ['TEX after KILL_IF', `${FRAG}KILL_IF IN[1].xxxx\nTEX OUT[0], IN[0], SAMP[0], 2D\nEND\n`],
  ['TEX 2D in a vertex shader', `${VERT}MOV OUT[0], IN[0]\nTEX OUT[1], IN[1], SAMP[0], 2D\nEND\n`],
];

/** Texture coordinates of the tile's pixels in quad order, as driver-soft lays them out. */
function fillTile(exec) {
  fillInputs(exec, LANES);
  const s = exec.registerFloats(TgsiFile.INPUT, 0, 0);
  const t = exec.registerFloats(TgsiFile.INPUT, 0, 1);
  for (let lane = 0; lane < LANES; lane++) {
    const q = lane >> 2;
    const x = 2 * (q % (TILE / 2)) + (lane & 1);
    const y = 2 * Math.floor(q / (TILE / 2)) + ((lane >> 1) & 1);
    s[lane] = (x + 0.5) / TILE;
    t[lane] = (y + 0.5) / TILE;
  }
}

/** Prepares an engine for a texture case; returns the batch function. */
export function textureBatch(exec) {
  exec.setSampler(nullSampler);
  fillTile(exec);
  if (exec.program.processor === TgsiProcessor.VERTEX) return () => exec.runVertices({ count: LANES });
  return () => exec.runQuads({ quads: LANES / 4 });
}

export function benchTexture({ seconds = 0.6, interpreter = false } = {}) {
  console.log(
    `\ntexture instructions with a sampler doing nothing, ${LANES} lanes per run (lanes per second)`,
  );
  const results = {};
  for (const [name, text] of TEXTURE_CASES) {
    const shader = parseTgsi(text);
    const jit = compileTgsi(shader, { maxLanes: LANES });
    const j = rate(textureBatch(jit), LANES, { seconds });
    let line = `  ${name.padEnd(40)} JIT ${perSecond(j).padStart(11)}`;
    if (interpreter) {
      const i = rate(textureBatch(new TgsiMachine(shader, { maxLanes: LANES })), LANES, { seconds: 0.3 });
      line += `   interpreter ${perSecond(i).padStart(11)}`;
    }
    console.log(line);
    results[name] = j;
  }
  return results;
}
