// Which register files are per-vertex (`IN[][n]`, `OUT[][n]`: one register set per vertex of the
// primitive) in each processor. The parser, Ureg and checkTgsi all decide it here.
import { TgsiFile, TgsiProcessor } from '../ir.js';

/** Files whose registers are per-vertex in a processor: inputs of GEOM, TESS_CTRL and TESS_EVAL, outputs of TESS_CTRL. */
export function isPerVertexFile(file: TgsiFile, processor: TgsiProcessor): boolean {
  if (file === TgsiFile.INPUT) {
    return (
      processor === TgsiProcessor.GEOMETRY ||
      processor === TgsiProcessor.TESS_CTRL ||
      processor === TgsiProcessor.TESS_EVAL
    );
  }
  return file === TgsiFile.OUTPUT && processor === TgsiProcessor.TESS_CTRL;
}
