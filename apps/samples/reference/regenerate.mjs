// Regenerates the Mesa fixtures of the GL samples: compiles samples.c with gcc against OSMesa in a
// temporary folder, draws every GL sample of the registry (dist/samples, so build first) at its default
// size and reference frame once under GALLIUM_DRIVER=llvmpipe and once under softpipe (checking that the
// renderer the program prints is that driver), and writes fixtures/<sample>.<llvmpipe|softpipe>.png, top
// row first (with the repository's scripts/osmesa). The twins of samples that load ARB programs read
// the program texts from files this script writes next to the program, named by SAMPLE_PROGRAMS.
// `npm run reference -w @gallium-ts/samples [-- sample...]`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runOnGalliumDriver, withOsmesaProgram } from '../../../scripts/osmesa/osmesa.mjs';
import {
  REFERENCE_DRIVERS,
  runReferenceScript,
  writeReferencePng,
} from '../../../scripts/osmesa/reference-pictures.mjs';
import { ARB_TORUS_PROGRAM_FILES } from '../dist/samples/arb-torus-programs.js';
import { SAMPLES } from '../dist/samples/index.js';

const here = dirname(fileURLToPath(import.meta.url));
const source = join(here, 'samples.c');
const fixtures = join(here, 'fixtures');

/** Draws one sample under one Mesa driver and writes its fixture; returns the renderer. */
function render(binary, folder, sample, driver) {
  const { width, height } = sample.defaultSize;
  const raw = join(folder, `${sample.name}.${driver}.rgba`);
  const args = [raw, sample.name, String(width), String(height), String(sample.referenceFrame)];
  // The sample's context options reach the twin: its accumulation bits (double buffering needs nothing,
  // the twin draws into OSMesa's only buffer what the sample shows by its swap).
  if (sample.context?.accumBits) args.push(String(sample.context.accumBits));
  const renderer = runOnGalliumDriver(binary, args, driver);
  writeReferencePng(raw, width, height, join(fixtures, `${sample.name}.${driver}.png`));
  return renderer;
}

function main() {
  const glSamples = SAMPLES.filter((sample) => sample.api === 'gl');
  const wanted = process.argv.slice(2);
  for (const name of wanted)
    if (!glSamples.some((sample) => sample.name === name)) throw new Error(`no GL sample named ${name}`);
  const chosen = wanted.length ? glSamples.filter((sample) => wanted.includes(sample.name)) : glSamples;
  withOsmesaProgram('samples', [source], {}, (binary, folder) => {
    for (const [file, text] of Object.entries(ARB_TORUS_PROGRAM_FILES))
      writeFileSync(join(folder, file), text);
    process.env.SAMPLE_PROGRAMS = folder;
    mkdirSync(fixtures, { recursive: true });
    for (const driver of REFERENCE_DRIVERS) {
      let renderer = '';
      for (const sample of chosen) renderer = render(binary, folder, sample, driver);
      console.log(`${driver} (${renderer}): wrote ${chosen.length} fixtures to ${fixtures}`);
    }
  });
}

runReferenceScript(main);
