// A hand-made scene for the rasterizer threads' tests (raster-threads.test.ts, web-worker-threads.test.ts):
// one rectangle per tile in shared arrays, fragment states as plain data naming a generated-function source,
// and a source that counts the pixels it shades.
import type { PortableState } from '../../src/fragment/portable-state.js';
import { float64s, int32s } from '../../src/raster/arena.js';
import { FULLY_COVERED, TILE } from '../../src/raster/bins.js';
import { PrimKind, Rec, recordSize } from '../../src/raster/record.js';

/**
 * A generated-function source for compileFused: every pixel shaded "passes" and is counted, as the
 * back end of a draw counting samples does (`params.stats.samples += passed`); a run of blocks adds its
 * 64 pixels a block, quads their covered pixels.
 */
export const COUNTING = `return {
  quads(batch, records, quads, params) {
    let passed = 0;
    for (let l = 0; l < quads * 4; l++) passed += batch.coverage[l];
    params.stats.samples += passed;
  },
  block(batch, records, r, bx, by, blocksX, blocksY, front, layer, params) {
    params.stats.samples += 64 * blocksX * blocksY;
  },
};`;

/** A scene of `tilesX` × `tilesY` tiles: tile t holds one rectangle covering it, drawn with state t mod 2. */
export function scene(tilesX: number, tilesY: number) {
  const tiles = tilesX * tilesY;
  const size = recordSize(0);
  const records = float64s(tiles * size, true);
  const nodes = int32s(tiles * 4, true);
  const heads = int32s(tiles, true);
  for (let t = 0; t < tiles; t++) {
    const r = t * size;
    const x = (t % tilesX) * TILE;
    const y = Math.floor(t / tilesX) * TILE;
    records[r + Rec.KIND] = PrimKind.POINT;
    records[r + Rec.STATE] = t % 2;
    records[r + Rec.FRONT] = 1;
    records.set([x, y, x + TILE - 1, y + TILE - 1], r + Rec.MIN_X);
    nodes.set([r, 0, FULLY_COVERED, -1], t * 4);
    heads[t] = t * 4;
  }
  return { records, recordsAt: -1, nodes, nodesAt: -1, heads, linePixels: int32s(0, true), tilesX };
}

/** A state running `source`, whose id `threads` gives. */
export function state(threads: { sourceId(source: string): number }, source: string): PortableState {
  return {
    source: threads.sourceId(source),
    wasm: null,
    sampleOffset: 0.5,
    needsFacePerBatch: false,
    needsPrimitivePerBatch: false,
    coverageAlpha: false,
    colors: [],
    zs: null,
    stencilRef: [0, 0],
    alphaRef: 0,
    blendColor: [0, 0, 0, 0],
    constants: [],
    texels: [],
  };
}
