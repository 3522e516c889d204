// Benchmark 5: the fixed cost of one run. Small shaders run in batches of 16, 64, 256 and 4096 lanes
// on executables sized for 4096 lanes (driver-soft's tile batch), so the rate at few lanes shows what
// a call costs before its lanes do (triangle edges give the driver many small batches).
import { compileTgsi, parseTgsi } from '../dist/index.js';
import { fillInputs } from './inputs.mjs';
import { perSecond, rate } from './measure.mjs';
import { nullSampler } from './texture.mjs';

const MAX_LANES = 4096;
const SIZES = [16, 64, 256, 4096];

const SHADERS = [
  ['runQuads: MOV', 'FRAG\nDCL IN[0], GENERIC[0], PERSPECTIVE\nDCL OUT[0], COLOR\nMOV OUT[0], IN[0]\nEND\n'],
  [
    'runQuads: TEX',
    'FRAG\nDCL IN[0], GENERIC[0], PERSPECTIVE\nDCL OUT[0], COLOR\nDCL SAMP[0]\nTEX OUT[0], IN[0], SAMP[0], 2D\nEND\n',
  ],
  [
    'runQuads: FACE + POSITION',
    'FRAG\nDCL IN[0], POSITION, LINEAR\nDCL IN[1], FACE, CONSTANT\nDCL SV[0], FACE\nDCL SV[1], SAMPLEMASK\nDCL OUT[0], COLOR\nMUL OUT[0], IN[0], SV[0].xxxx\nEND\n',
  ],
  ['runVertices: MOV', 'VERT\nDCL IN[0]\nDCL OUT[0], POSITION\nMOV OUT[0], IN[0]\nEND\n'],
  [
    'runVertices: VERTEXID',
    'VERT\nDCL IN[0]\nDCL SV[0], VERTEXID\nDCL SV[1], INSTANCEID\nDCL OUT[0], POSITION\nDCL OUT[1], GENERIC[0]\nMOV OUT[0], IN[0]\nUADD OUT[1], SV[0].xxxx, SV[1].xxxx\nEND\n',
  ],
];

export function benchOverhead({ seconds = 0.4 } = {}) {
  console.log(`\nfixed cost of a run (JIT, maxLanes ${MAX_LANES}): lanes per second at each batch size`);
  console.log(`  ${'shader'.padEnd(28)}${SIZES.map((n) => `${n} lanes`.padStart(14)).join('')}`);
  const results = {};
  for (const [name, text] of SHADERS) {
    const jit = compileTgsi(parseTgsi(text), { maxLanes: MAX_LANES });
    jit.setSampler(nullSampler);
    fillInputs(jit, MAX_LANES);
    const fragment = name.startsWith('runQuads');
    const rates = SIZES.map((n) => {
      const batch = fragment
        ? () => jit.runQuads({ quads: n / 4 })
        : () => jit.runVertices({ count: n, instanceId: 2 });
      return rate(batch, n, { seconds });
    });
    results[name] = rates;
    console.log(`  ${name.padEnd(28)}${rates.map((r) => perSecond(r).padStart(14)).join('')}`);
  }
  return results;
}
