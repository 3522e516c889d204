// `npm run bench -w @gallium-ts/tgsi`: interpreter against JIT on the 64-MAD fragment shader over a
// 1024×1024 batch and on the corpus shaders. Figures are printed, never asserted.
import { benchAlu } from './alu.mjs';
import { benchCorpus } from './corpus.mjs';

benchAlu();
benchCorpus();
