// Benchmark 2: every runnable shader of ../shared/tgsi-corpus (repo root), interpreter against JIT,
// with deterministic inputs and the constant tables of Mesa's graw harness (HARNESS-NOTES.txt).
// Skipped with a message when the corpus folder is absent.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileTgsi, parseTgsi, TgsiMachine, TgsiProcessor } from '../dist/index.js';
import { fillInputs } from './inputs.mjs';
import { geometricMean, perSecond, rate } from './measure.mjs';

const corpus = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../../shared/tgsi-corpus');
const STALE = new Set(['frag-kil.sh', 'frag-mad-immx.sh', 'frag-tempx.sh']);
const LANES = 256;
// The constant tables of fs-test.c (slot 0 and 1); vertex shaders get table 1 in both slots.
const CONST0 = [
  0.4, 0, 0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 8, 16, 32, 3, 0, 0, 0, 0, 0.5, 0, 0, 1, 0, 0, 1, 0, 0, 0, 1, 1, 0,
  0, 0.5, 0, 1, 0, 0.5, 0, 0, 1, 0, 0, 0, 0, 1,
];
const CONST1 = [
  1, 0, 0, 1, 0, 1, 0, 1, 0, 0, 1, 1, 0, 0, 0, 0, 1, 1, 0, 1, 1, 0.5, 0, 1, 1, 0, 0, 1, 0, 0, 0, 1, 1, 0, 0,
  0.5, 0, 1, 0, 0.5, 0, 0, 1, 0, 0, 0, 0, 1,
];

function files() {
  const out = [];
  for (const dir of readdirSync(corpus).sort()) {
    if (!statSync(join(corpus, dir)).isDirectory()) continue;
    for (const name of readdirSync(join(corpus, dir)).sort())
      if (!STALE.has(name)) out.push(`${dir}/${name}`);
  }
  return out;
}

/** Prepares an executable with inputs and constants; returns [run one batch, invocations per batch]. */
function setup(exec, processor) {
  const vertex = processor === TgsiProcessor.VERTEX;
  exec.setConstantBuffer(0, new Float32Array(vertex ? CONST1 : CONST0));
  exec.setConstantBuffer(1, new Float32Array(CONST1));
  fillInputs(exec, LANES, processor === TgsiProcessor.GEOMETRY ? exec.program.inputVertices : 1);
  if (processor === TgsiProcessor.FRAGMENT) return () => exec.runQuads({ quads: LANES / 4 });
  if (processor === TgsiProcessor.GEOMETRY) return () => exec.runPrimitives({ count: LANES });
  return () => exec.runVertices({ count: LANES });
}

export function benchCorpus() {
  if (!existsSync(corpus)) {
    console.log(`corpus: skipped, ${corpus} does not exist`);
    return null;
  }
  console.log('\ncorpus shaders (shader invocations per second)');
  console.log(`  ${'shader'.padEnd(46)} ${'interpreter'.padStart(11)} ${'JIT'.padStart(11)}  ratio`);
  const ratios = [];
  const jitRates = [];
  for (const path of files()) {
    const shader = parseTgsi(readFileSync(join(corpus, path), 'utf8'));
    const interp = new TgsiMachine(shader, { maxLanes: LANES });
    const jit = compileTgsi(shader, { maxLanes: LANES });
    const i = rate(setup(interp, shader.processor), LANES, { seconds: 0.15 });
    const j = rate(setup(jit, shader.processor), LANES, { seconds: 0.15 });
    ratios.push(j / i);
    jitRates.push(j);
    console.log(
      `  ${path.padEnd(46)} ${perSecond(i).padStart(11)} ${perSecond(j).padStart(11)}  ${(j / i).toFixed(1)}×`,
    );
  }
  const mean = geometricMean(ratios);
  const jitMean = geometricMean(jitRates);
  console.log(
    `  geometric mean over ${ratios.length} shaders: JIT ${perSecond(jitMean)}, JIT / interpreter ${mean.toFixed(1)}×`,
  );
  return { ratio: mean, jit: jitMean };
}
