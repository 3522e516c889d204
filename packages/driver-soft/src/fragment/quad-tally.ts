// How many partly covered quads each fused variant has shaded, on any thread: what decides when a short
// shader's variant is hot enough for the WebAssembly quads kernel (wasm-block.ts, HOT_QUADS). A tally
// belongs to a variant's template functions; the functions withWasmBlock makes for each draw of it share
// that tally. Scenes add what their tiles shaded once they are rasterized, on the calling thread or on
// the rasterizer threads (raster/scene.ts), so a variant turns hot wherever its quads ran.
import type { FusedFunctions } from './fused-shade.js';

/** The quads a variant shaded so far. */
export interface QuadTally {
  quads: number;
}

const tallies = new WeakMap<FusedFunctions, QuadTally>();

/** The tally of the variant whose template functions are `template` (made at the first ask). */
export function tallyOf(template: FusedFunctions): QuadTally {
  let tally = tallies.get(template);
  if (!tally) {
    tally = { quads: 0 };
    tallies.set(template, tally);
  }
  return tally;
}

/** Makes `draw` (functions made for one draw of a variant) count into `tally`, the variant's. */
export function shareTally(draw: FusedFunctions, tally: QuadTally): void {
  tallies.set(draw, tally);
}

/** Adds `quads` partly covered quads shaded by `functions` (a variant's, or a draw's of it). */
export function noteQuads(functions: FusedFunctions, quads: number): void {
  tallyOf(functions).quads += quads;
}
