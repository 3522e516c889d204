// Benchmark 1: a fragment shader of 64 dependent MADs over a 1024×1024 batch of pixels, interpreter
// (TgsiMachine) against JIT (compileTgsi). The JIT runs the whole batch; the interpreter, 50 to 200
// times slower, runs part of it for the same time budget (its rate does not depend on the batch size).
import { compileTgsi, parseTgsi, TgsiFile, TgsiMachine } from '../dist/index.js';
import { perSecond, rate } from './measure.mjs';

const SIZE = 1024;
const LANES = 1024;

function shaderText() {
  const lines = [
    'FRAG',
    'DCL IN[0], GENERIC[0], PERSPECTIVE',
    'DCL OUT[0], COLOR',
    'DCL TEMP[0]',
    'IMM[0] FLT32 { 0.999, 0.001, 0.5, 0.25 }',
    'MOV TEMP[0], IN[0]',
  ];
  for (let i = 0; i < 64; i++) lines.push('MAD TEMP[0], TEMP[0], IMM[0].xxxx, IMM[0].yyyy');
  lines.push('MOV OUT[0], TEMP[0]', 'END');
  return lines.join('\n');
}

/** Runs `rows` rows of the 1024×1024 image as 2×2 quads, LANES pixels per run. */
function frame(exec, rows) {
  const input = [0, 1, 2, 3].map((c) => exec.registerFloats(TgsiFile.INPUT, 0, c));
  const pixels = rows * SIZE;
  for (let first = 0; first < pixels; first += LANES) {
    for (let i = 0; i < LANES; i++) {
      const p = first + i;
      input[0][i] = (p % SIZE) / SIZE;
      input[1][i] = Math.floor(p / SIZE) / SIZE;
      input[2][i] = 0.5;
      input[3][i] = 1;
    }
    exec.runQuads({ quads: LANES / 4 });
  }
  return pixels;
}

export function benchAlu() {
  const shader = parseTgsi(shaderText());
  const jit = compileTgsi(shader, { maxLanes: LANES });
  const interpreter = new TgsiMachine(shader, { maxLanes: LANES });
  const jitRate = rate(() => frame(jit, SIZE), SIZE * SIZE, { seconds: 4, warmup: 1 });
  const interpRate = rate(() => frame(interpreter, 4), 4 * SIZE, { seconds: 4, warmup: 1 });
  console.log('64-MAD fragment shader, 1024×1024 pixels (shader invocations per second)');
  console.log(`  interpreter  ${perSecond(interpRate)}`);
  console.log(`  JIT          ${perSecond(jitRate)}`);
  console.log(`  JIT / interpreter: ${(jitRate / interpRate).toFixed(1)}×`);
  return { interpRate, jitRate };
}
