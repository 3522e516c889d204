// Deterministic input values shared by the benchmarks: every per-lane register channel of a file
// filled with small floats in [-0.25, 0.75), the pattern the corpus benchmark has always used.
import { TgsiFile } from '../dist/index.js';

/** Fills every channel of every input register (of every input vertex) for `lanes` lanes. */
export function fillInputs(exec, lanes, vertices = 1) {
  for (let v = 0; v < vertices; v++) {
    for (let r = 0; r < exec.registerCount(TgsiFile.INPUT); r++) {
      for (let c = 0; c < 4; c++) {
        const view = exec.registerFloats(TgsiFile.INPUT, r, c, v);
        for (let i = 0; i < lanes; i++) view[i] = ((i * 7 + r * 3 + c + v) % 16) / 16 - 0.25;
      }
    }
  }
}
