// `npm run bench -w @gallium-ts/tgsi [-- suite...]`: the 64-MAD fragment shader (alu), every corpus
// shader on both engines (corpus), texture instructions with a null sampler (texture), single opcodes
// (opcodes) and the fixed cost of a run at several batch sizes (overhead). With no argument every suite
// runs. Figures are printed, never asserted.
import { benchAlu } from './alu.mjs';
import { benchCorpus } from './corpus.mjs';
import { benchOpcodes } from './opcodes.mjs';
import { benchOverhead } from './overhead.mjs';
import { benchTexture } from './texture.mjs';

const SUITES = {
  alu: benchAlu,
  corpus: benchCorpus,
  texture: benchTexture,
  opcodes: benchOpcodes,
  overhead: benchOverhead,
};

const chosen = process.argv.slice(2);
for (const name of chosen) {
  if (!(name in SUITES)) {
    console.error(`unknown suite ${name}; suites: ${Object.keys(SUITES).join(', ')}`);
    process.exit(1);
  }
}
for (const name of chosen.length > 0 ? chosen : Object.keys(SUITES)) SUITES[name]();
