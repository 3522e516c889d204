// Rasterizing one tile of a binned scene, on whichever thread runs it: the tile's bins are walked in
// submission order, their covered pixels found in 8×8 blocks with whole-block trivial accept/reject and
// shaded as 2×2 quads in batches that share a fragment state (fused functions take runs of whole blocks
// at once: block-runs.ts). The scene's arrays and states are lent per scene (setScene), so the same
// code serves the calling thread (Scene.rasterize) and the rasterizer threads (raster-worker.ts).
import type { WasmMemory } from '@gallium-ts/gallium-api/util';
import { OUT, Stop, FLAG as TileQuadsFlag } from '../codegen/kernels/tile-quads.js';
import type { BackendParams } from '../fragment/backend.js';
import type { FusedProgram } from '../fragment/fused-shade.js';
import { QuadBatch } from '../fragment/quad-batch.js';
import { shadeFused } from '../fragment/shade.js';
import { BLOCK, FULLY_COVERED, Node, TILE } from './bins.js';
import { BlockRuns } from './block-runs.js';
import type { CoverageFilter } from './coverage-filter.js';
import { INT32_MAX, INT32_MIN, MAX_SLOPE, quadCoverage, quadCoverageWide } from './quad-coverage.js';
import { PrimKind, Rec } from './record.js';
import { type TileQuadsRun, tileQuadsOn } from './tile-quads.js';

/** What rasterizing a tile reads of a draw's fragment state (FragmentState on the calling thread). */
export interface TileState {
  /** Whether the whole pixel pipeline is a no-op. */
  readonly discard: boolean;
  readonly needsFacePerBatch: boolean;
  readonly needsPrimitivePerBatch: boolean;
  readonly coverageFilter: CoverageFilter | null;
  readonly coverageAlpha: boolean;
  readonly sampleOffset: number;
  readonly fused: FusedProgram | null;
  readonly params: BackendParams;
}

/** The arrays of a binned scene: records, bin nodes (record, argument, flags, next), line pixels. */
export interface SceneArrays {
  readonly records: Float64Array;
  /** Byte offset of `records` in the screen's WasmHeap; −1 when they are elsewhere. */
  readonly recordsAt: number;
  readonly nodes: Int32Array;
  /** Byte offset of `nodes` in the screen's WasmHeap; −1 when they are elsewhere. */
  readonly nodesAt: number;
  readonly linePixels: Int32Array;
  /** First bin node of each tile (−1: none), row by row. */
  readonly heads: Int32Array;
  readonly tilesX: number;
}

/** How many batches and blocks were shaded (for tests and tuning). */
export interface ShadedCounts {
  /** Batches shaded by a fused fragment function. */
  fused: number;
  /** Batches shaded by the batched path. */
  batched: number;
  /** Whole blocks shaded by a fused block function. */
  fusedBlocks: number;
  /** Of those, blocks shaded through WebAssembly (fragment/wasm-block.ts). */
  wasmBlocks: number;
  /** Calls of fused block functions (each shades a run of blocks). */
  blockCalls: number;
  /** Of the fused batches, those the tile quads kernel wrote into a batch range in the heap. */
  inPlace: number;
}

/** Counts of nothing shaded yet. */
export function noneShaded(): ShadedCounts {
  return { fused: 0, batched: 0, fusedBlocks: 0, wasmBlocks: 0, blockCalls: 0, inPlace: 0 };
}

/** Shades a batch of a state without a fused program (the batched path; calling thread only). */
export type BatchShader<S extends TileState> = (batch: QuadBatch, state: S, records: Float64Array) => void;

const NO_SCENE: SceneArrays = {
  records: new Float64Array(0),
  recordsAt: -1,
  nodes: new Int32Array(0),
  nodesAt: -1,
  linePixels: new Int32Array(0),
  heads: new Int32Array(0),
  tilesX: 1,
};

/**
 * The tile (column t mod tilesX of row ⌊t / tilesX⌋) that threads take `order`-th of a scene's `tiles`
 * tiles, their shared counter's values: down each column of tiles, then the next column. Threads working
 * side by side along a row of tiles write neighbouring pieces of the same target rows (of the same memory
 * pages) and slow each other down: GL `fill` at two threads, 1024², ran 413 Mpix/s taking tiles along
 * the rows and 680 down the columns, with the same bytes.
 */
export function tileInOrder(order: number, tilesX: number, tiles: number): number {
  const tilesY = tiles / tilesX;
  return (order % tilesY) * tilesX + Math.floor(order / tilesY);
}

export class TileRasterizer<S extends TileState> {
  private readonly batch = new QuadBatch();
  private scene: SceneArrays = NO_SCENE;
  private states: readonly S[] = [];
  /**
   * Per state of the scene, 1 when its whole blocks are shaded in runs by a fused block function (no
   * coverage filter): found once per scene instead of read from the state for every primitive.
   */
  private blockRunStates = new Uint8Array(0);
  /** Per state of the scene, the partly covered quads shaded by its fused program so far. */
  private readonly fusedQuads: number[] = [];
  /**
   * Per state of the scene, 1 when the tile quads kernel writes its triangles' quads into its batch range
   * in the heap (servesInPlace), with `kernel` the kernel over the heap this scene is in.
   */
  private inPlaceStates = new Uint8Array(0);
  private kernel: TileQuadsRun | null = null;
  /** Quads the kernel wrote into the current state's batch range, not shaded yet. */
  private inPlaceQuads = 0;
  /** Why the kernel stopped last (tile-quads.ts Stop). */
  private kernelStop = 0;

  constructor(
    private readonly shadeBatched: BatchShader<S>,
    /** Counts what this rasterizer shades. */
    readonly shaded: ShadedCounts = noneShaded(),
    /** The screen's heap memory, where the scenes' arrays may be (null: none). */
    private readonly memory: WasmMemory | null = null,
  ) {}

  /** The fully covered blocks of the primitive being rasterized, shaded in runs by shadeBlocks. */
  private readonly runs = new BlockRuns(BLOCK, (bx, by, blocksX, blocksY) =>
    this.shadeBlocks(bx, by, blocksX, blocksY),
  );
  /** The primitive whose blocks `runs` holds: record, facing, layer, state. */
  private runRecord = 0;
  private runFront = 0;
  private runLayer = 0;
  private runState = -1;

  /** Lends the scene to rasterize (its arrays must not be replaced until `endScene`). */
  setScene(scene: SceneArrays, states: readonly S[]): void {
    this.scene = scene;
    this.states = states;
    if (this.blockRunStates.length < states.length) this.blockRunStates = new Uint8Array(states.length * 2);
    for (let i = 0; i < states.length; i++) {
      const state = states[i]!;
      this.blockRunStates[i] = state.coverageFilter === null && state.fused?.functions.block ? 1 : 0;
    }
    this.fusedQuads.length = states.length;
    this.fusedQuads.fill(0);
    this.batch.reset();
    this.runs.clear();
    this.inPlaceQuads = 0;
    this.findInPlaceStates();
  }

  /** Which states of the lent scene the tile quads kernel serves (none when it cannot run here). */
  private findInPlaceStates(): void {
    const { states, scene } = this;
    if (this.inPlaceStates.length < states.length) this.inPlaceStates = new Uint8Array(states.length * 2);
    let any = false;
    for (let i = 0; i < states.length; i++) {
      const serves = servesInPlace(states[i]!);
      this.inPlaceStates[i] = serves ? 1 : 0;
      any ||= serves;
    }
    const memory = this.memory;
    const inHeap = scene.recordsAt >= 0 && scene.nodesAt >= 0;
    this.kernel = any && inHeap && memory !== null ? tileQuadsOn(memory) : null;
    if (this.kernel === null) this.inPlaceStates.fill(0);
  }

  /** The partly covered quads shaded per state of the scene so far, as [state index, count]. */
  shadedQuads(): [number, number][] {
    const quads: [number, number][] = [];
    this.fusedQuads.forEach((n, i) => {
      if (n > 0) quads.push([i, n]);
    });
    return quads;
  }

  /** Forgets the lent scene (and drops a batch a stopped shader left). */
  endScene(): void {
    this.scene = NO_SCENE;
    this.inPlaceQuads = 0;
    this.kernel = null;
    this.fusedQuads.fill(0);
    this.states = [];
    this.batch.reset();
    this.runs.clear();
  }

  /** Rasterizes the tile `order`-th in the order threads take the scene's `tiles` tiles (tileInOrder). */
  rasterizeTileInOrder(order: number, tiles: number): void {
    const tilesX = this.scene.tilesX;
    const tile = tileInOrder(order, tilesX, tiles);
    this.rasterizeTile(tile % tilesX, Math.floor(tile / tilesX));
  }

  /** Rasterizes and shades every bin of tile (tx, ty). */
  rasterizeTile(tx: number, ty: number): void {
    const { nodes: n, records: rec, heads, tilesX } = this.scene;
    let node = heads[ty * tilesX + tx]!;
    if (node < 0) return;
    const batch = this.batch;
    let current = -1;
    // The node the kernel handed back: rasterized here.
    let handedOver = -1;
    while (node >= 0) {
      const r = n[node + Node.RECORD]!;
      const stateIndex = rec[r + Rec.STATE]!;
      const state = this.states[stateIndex]!;
      if (state.discard) {
        node = n[node + Node.NEXT]!;
        continue;
      }
      if (stateIndex !== current) {
        this.flushBatch(current);
        current = stateIndex;
      } else if (batch.quads > 0) {
        const last = batch.record[batch.quads - 1]!;
        const facing = state.needsFacePerBatch && rec[last + Rec.FRONT] !== rec[r + Rec.FRONT];
        const prim = state.needsPrimitivePerBatch && rec[last + Rec.PRIM_ID] !== rec[r + Rec.PRIM_ID];
        if (facing || prim) this.flushBatch(current);
      }
      const kind = rec[r + Rec.KIND]!;
      if (
        this.inPlaceStates[stateIndex] === 1 &&
        (kind === PrimKind.TRIANGLE || kind === PrimKind.WIDE) &&
        node !== handedOver
      ) {
        // The kernel goes on from here while the nodes are this state's triangles.
        node = this.quadsInPlace(node, stateIndex, tx, ty);
        if (this.kernelStop === Stop.handOver) handedOver = node;
        continue;
      }
      if (this.inPlaceQuads > 0) this.shadeInPlace(current);
      const arg = n[node + Node.ARGUMENT]!;
      const flags = n[node + Node.FLAGS]!;
      node = n[node + Node.NEXT]!;
      if (kind === PrimKind.LINE) this.rasterizeLineRun(r, arg, flags, current);
      else if (kind === PrimKind.SMOOTH_LINE || kind === PrimKind.SMOOTH_POINT)
        this.rasterizeSmooth(r, tx, ty, kind, current);
      else this.rasterizeArea(r, tx, ty, (flags & FULLY_COVERED) !== 0, kind, current);
    }
    this.flushBatch(current);
  }

  /**
   * Runs the tile quads kernel from `node` on (a triangle of in-place state `stateIndex`), shading the
   * state's batch range whenever the next triangle might not fit; returns the node it stopped at, why in
   * kernelStop.
   */
  private quadsInPlace(node: number, stateIndex: number, tx: number, ty: number): number {
    const { scene } = this;
    const inPlace = this.states[stateIndex]!.fused!.functions.inPlace!;
    if (this.batch.quads > 0) this.flushBatch(stateIndex);
    const flags = this.blockRunStates[stateIndex] === 1 ? TileQuadsFlag.blockRuns : 0;
    const { batch, out } = inPlace.scratch;
    for (;;) {
      const { nodesAt, recordsAt } = scene;
      this.kernel!(
        nodesAt,
        node,
        recordsAt,
        stateIndex,
        tx * TILE,
        ty * TILE,
        flags,
        batch,
        this.inPlaceQuads,
      );
      this.inPlaceQuads = out[OUT.quads]!;
      const stop = out[OUT.stop]!;
      node = out[OUT.node]!;
      if (stop !== Stop.full) {
        this.kernelStop = stop;
        return node;
      }
      // A tile's triangle has at most BATCH_QUADS quads: it fits in an empty batch.
      if (this.inPlaceQuads === 0)
        throw new Error('tile quads kernel: a triangle does not fit in an empty batch');
      this.shadeInPlace(stateIndex);
    }
  }

  /** Shades the quads the kernel wrote into the batch range of state `stateIndex`. */
  private shadeInPlace(stateIndex: number): void {
    const quads = this.inPlaceQuads;
    this.inPlaceQuads = 0;
    const state = this.states[stateIndex]!;
    const fused = state.fused!;
    this.shaded.fused++;
    this.shaded.inPlace++;
    this.fusedQuads[stateIndex]! += quads;
    fused.functions.inPlace!.shade(quads, state.params, fused.constantWords, fused.texels);
  }

  private flushBatch(stateIndex: number): void {
    if (this.inPlaceQuads > 0) this.shadeInPlace(stateIndex);
    const batch = this.batch;
    if (stateIndex >= 0 && batch.quads > 0) {
      const state = this.states[stateIndex]!;
      if (state.fused) {
        this.shaded.fused++;
        this.fusedQuads[stateIndex]! += batch.quads;
        shadeFused(batch, state.fused, state.params, this.scene.records, this.scene.recordsAt);
      } else {
        this.shaded.batched++;
        this.shadeBatched(batch, state, this.scene.records);
      }
    }
    batch.reset();
  }

  /** Triangles (edge tests unless the tile is fully covered) and rectangles within tile (tx, ty). */
  private rasterizeArea(
    r: number,
    tx: number,
    ty: number,
    full: boolean,
    kind: number,
    stateIndex: number,
  ): void {
    const edges = kind !== PrimKind.POINT;
    const state = this.states[stateIndex]!;
    const filter = state.coverageFilter;
    const coverageAlpha = state.coverageAlpha;
    const polygon = kind === PrimKind.TRIANGLE;
    const rec = this.scene.records;
    const x0 = Math.max(tx * TILE, rec[r + Rec.MIN_X]!) | 0;
    const y0 = Math.max(ty * TILE, rec[r + Rec.MIN_Y]!) | 0;
    const x1 = Math.min(tx * TILE + TILE - 1, rec[r + Rec.MAX_X]!) | 0;
    const y1 = Math.min(ty * TILE + TILE - 1, rec[r + Rec.MAX_Y]!) | 0;
    if (x0 > x1 || y0 > y1) return;
    const front = rec[r + Rec.FRONT]! | 0;
    const layer = rec[r + Rec.LAYER]! | 0;
    const a0 = rec[r + Rec.EDGES]!,
      b0 = rec[r + Rec.EDGES + 1]!,
      c0 = rec[r + Rec.EDGES + 2]!;
    const a1 = rec[r + Rec.EDGES + 3]!,
      b1 = rec[r + Rec.EDGES + 4]!,
      c1 = rec[r + Rec.EDGES + 5]!;
    const a2 = rec[r + Rec.EDGES + 6]!,
      b2 = rec[r + Rec.EDGES + 7]!,
      c2 = rec[r + Rec.EDGES + 8]!;
    // Slopes quadCoverage can step by exactly (then blocks whose values are 32-bit integers use it).
    const slopesSmall =
      Math.max(Math.abs(a0), Math.abs(b0), Math.abs(a1), Math.abs(b1), Math.abs(a2), Math.abs(b2)) <=
      MAX_SLOPE;
    // The slopes as 32-bit integers, and twice a (one quad to the right), for quadCoverage.
    const ia0 = a0 | 0,
      ib0 = b0 | 0,
      ia1 = a1 | 0,
      ib1 = b1 | 0,
      ia2 = a2 | 0,
      ib2 = b2 | 0;
    const step0 = (2 * a0) | 0,
      step1 = (2 * a1) | 0,
      step2 = (2 * a2) | 0;
    const batch = this.batch;
    const blockRuns = this.blockRunStates[stateIndex] === 1 ? this.runs : null;
    if (blockRuns) {
      this.runRecord = r;
      this.runFront = front;
      this.runLayer = layer;
      this.runState = stateIndex;
    }
    // Quads are aligned to even pixels; blocks of 8×8 are tested whole first.
    const qx0 = x0 & ~1,
      qy0 = y0 & ~1;
    for (let by = qy0; by <= y1; by += BLOCK) {
      for (let bx = qx0; bx <= x1; bx += BLOCK) {
        const bx1 = Math.min(bx + BLOCK - 1, x1),
          by1 = Math.min(by + BLOCK - 1, y1);
        let blockFull = full || !edges;
        // Whether every edge value at the block's pixels is a 32-bit integer (see quadCoverage).
        let small = false;
        if (!blockFull) {
          // edgeRange reuses one result object: read each edge's range before the next.
          let inside = true;
          let e = edgeRange(a0, b0, c0, bx, by, bx1, by1);
          if (e.max < 0) continue;
          inside = e.min >= 0;
          small = slopesSmall && e.min >= INT32_MIN && e.max <= INT32_MAX;
          e = edgeRange(a1, b1, c1, bx, by, bx1, by1);
          if (e.max < 0) continue;
          inside &&= e.min >= 0;
          small &&= e.min >= INT32_MIN && e.max <= INT32_MAX;
          e = edgeRange(a2, b2, c2, bx, by, bx1, by1);
          if (e.max < 0) continue;
          blockFull = inside && e.min >= 0;
          small &&= e.min >= INT32_MIN && e.max <= INT32_MAX;
        }
        if (
          blockFull &&
          filter === null &&
          bx >= x0 &&
          by >= y0 &&
          bx1 === bx + BLOCK - 1 &&
          by1 === by + BLOCK - 1
        ) {
          // A whole block inside the bounds and the primitive: shaded with its neighbours by the fused
          // block function, or as 16 full quads.
          if (blockRuns) {
            blockRuns.add(bx, by);
            continue;
          }
          for (let qy = by; qy <= by1; qy += 2) {
            for (let qx = bx; qx <= bx1; qx += 2) {
              if (batch.full) this.flushBatch(stateIndex);
              if (coverageAlpha) batch.alpha.fill(1, batch.quads * 4, batch.quads * 4 + 4);
              batch.add(qx, qy, 15, r, front, layer);
            }
          }
          continue;
        }
        for (let qy = by; qy <= by1; qy += 2) {
          // The quad's pixels inside the bounds: its top row from y0 on, its bottom row up to y1.
          const rows = (qy >= y0 ? 3 : 0) | (qy < y1 ? 12 : 0);
          // With small values, each edge at the row's first quad as a 32-bit integer, stepped by 2a along
          // the row (see quadCoverage).
          let e0 = 0,
            e1 = 0,
            e2 = 0;
          if (small) {
            e0 = (a0 * bx + b0 * qy + c0) | 0;
            e1 = (a1 * bx + b1 * qy + c1) | 0;
            e2 = (a2 * bx + b2 * qy + c2) | 0;
          }
          for (
            let qx = bx;
            qx <= bx1;
            qx += 2, e0 = (e0 + step0) | 0, e1 = (e1 + step1) | 0, e2 = (e2 + step2) | 0
          ) {
            let mask = rows & ((qx >= x0 ? 5 : 0) | (qx < x1 ? 10 : 0));
            if (!blockFull && mask !== 0)
              mask &= small
                ? quadCoverage(e0, e1, e2, ia0, ib0, ia1, ib1, ia2, ib2)
                : quadCoverageWide(a0, b0, c0, a1, b1, c1, a2, b2, c2, qx, qy);
            if (filter !== null && mask !== 0) mask &= filter.quadMask(qx, qy, polygon);
            if (mask === 0) continue;
            if (batch.full) this.flushBatch(stateIndex);
            // addQuad written out, here and for whole blocks above: this loop runs for every partly covered
            // quad, and a call of addQuad measured about 2% slower on `tris`.
            if (coverageAlpha) batch.alpha.fill(1, batch.quads * 4, batch.quads * 4 + 4);
            batch.add(qx, qy, mask, r, front, layer);
          }
        }
      }
    }
    blockRuns?.finish();
  }

  /**
   * Shades the run of blocksX × blocksY whole blocks from (bx, by) of the primitive `runs` holds, through
   * its state's fused block function — after the quads batched before it, which keeps the primitives'
   * order (the primitive's own quads cover other pixels).
   */
  private shadeBlocks(bx: number, by: number, blocksX: number, blocksY: number): void {
    const stateIndex = this.runState;
    const state = this.states[stateIndex]!;
    const fused = state.fused!;
    this.flushBatch(stateIndex);
    fused.functions.block!(
      this.batch,
      this.scene.records,
      this.runRecord,
      bx,
      by,
      blocksX,
      blocksY,
      this.runFront,
      this.runLayer,
      state.params,
      fused.constantFloats,
      fused.constantWords,
      fused.texels,
    );
    const blocks = blocksX * blocksY;
    this.shaded.blockCalls++;
    this.shaded.fusedBlocks += blocks;
    if (fused.wasm) this.shaded.wasmBlocks += blocks;
  }

  /** The pixels linePixels[first .. first+count) of line record `r` (all in this tile). */
  private rasterizeLineRun(r: number, first: number, count: number, stateIndex: number): void {
    const rec = this.scene.records;
    const px = this.scene.linePixels;
    const front = rec[r + Rec.FRONT]! | 0;
    const layer = rec[r + Rec.LAYER]! | 0;
    const batch = this.batch;
    const state = this.states[stateIndex]!;
    const filter = state.coverageFilter;
    // Consecutive pixels of one quad share a lane group; otherwise each pixel is its own quad.
    let i = first;
    while (i < first + count) {
      const x = px[i * 2]!,
        y = px[i * 2 + 1]!;
      const qx = x & ~1,
        qy = y & ~1;
      let mask = 1 << ((x & 1) | ((y & 1) << 1));
      i++;
      while (i < first + count) {
        const nx = px[i * 2]!,
          ny = px[i * 2 + 1]!;
        if ((nx & ~1) !== qx || (ny & ~1) !== qy) break;
        mask |= 1 << ((nx & 1) | ((ny & 1) << 1));
        i++;
      }
      if (filter !== null) mask &= filter.quadMask(qx, qy, false);
      if (mask === 0) continue;
      if (batch.full) this.flushBatch(stateIndex);
      this.addQuad(state, qx, qy, mask, r, front, layer);
    }
  }

  /**
   * Smooth lines and points within tile (tx, ty): every pixel of the record's bounds whose coverage
   * (see smoothCoverage) is above zero, with that coverage in the lane's alpha.
   */
  private rasterizeSmooth(r: number, tx: number, ty: number, kind: number, stateIndex: number): void {
    const rec = this.scene.records;
    const state = this.states[stateIndex]!;
    const filter = state.coverageFilter;
    const x0 = Math.max(tx * TILE, rec[r + Rec.MIN_X]!) | 0;
    const y0 = Math.max(ty * TILE, rec[r + Rec.MIN_Y]!) | 0;
    const x1 = Math.min(tx * TILE + TILE - 1, rec[r + Rec.MAX_X]!) | 0;
    const y1 = Math.min(ty * TILE + TILE - 1, rec[r + Rec.MAX_Y]!) | 0;
    const front = rec[r + Rec.FRONT]! | 0;
    const layer = rec[r + Rec.LAYER]! | 0;
    const so = state.sampleOffset;
    const batch = this.batch;
    for (let qy = y0 & ~1; qy <= y1; qy += 2) {
      for (let qx = x0 & ~1; qx <= x1; qx += 2) {
        let mask = 0;
        for (let j = 0; j < 4; j++) {
          const px = qx + (j & 1);
          const py = qy + (j >> 1);
          if (px < x0 || px > x1 || py < y0 || py > y1) continue;
          if (smoothCoverage(rec, r, kind, px + so, py + so) > 0) mask |= 1 << j;
        }
        if (filter !== null && mask !== 0) mask &= filter.quadMask(qx, qy, false);
        if (mask === 0) continue;
        if (batch.full) this.flushBatch(stateIndex);
        const l = batch.quads * 4;
        batch.add(qx, qy, mask, r, front, layer);
        for (let j = 0; j < 4; j++)
          batch.alpha[l + j] = smoothCoverage(rec, r, kind, qx + (j & 1) + so, qy + (j >> 1) + so);
      }
    }
  }

  /** Adds a quad of an area or line primitive (full coverage in alpha where the state uses it). */
  private addQuad(
    state: S,
    qx: number,
    qy: number,
    mask: number,
    r: number,
    front: number,
    layer: number,
  ): void {
    const batch = this.batch;
    if (state.coverageAlpha) batch.alpha.fill(1, batch.quads * 4, batch.quads * 4 + 4);
    batch.add(qx, qy, mask, r, front, layer);
  }
}

/**
 * Whether the tile quads kernel can write the quads of `state`'s triangles into its batch range: its
 * fused program's quads are WebAssembly reading records in place, and nothing needs per-quad data the
 * kernel does not write (coverage filters, coverage in alpha) or a batch of one facing or primitive.
 */
function servesInPlace(state: TileState): boolean {
  return (
    !state.discard &&
    !!state.fused?.functions.inPlace &&
    state.coverageFilter === null &&
    !state.coverageAlpha &&
    !state.needsFacePerBatch &&
    !state.needsPrimitivePerBatch
  );
}

/**
 * The share of the pixel whose sample is (x, y) that a smooth primitive covers, GL's antialiasing as a
 * one-pixel ramp across each edge: for a point of radius ρ, clamp(ρ + ½ − distance to the centre); for a
 * line of half length λ and half width ω, the product of clamp(ω + ½ − distance across) and
 * clamp(λ + ½ − distance along from its middle), each clamped to [0, 1].
 */
export function smoothCoverage(rec: Float64Array, r: number, kind: number, x: number, y: number): number {
  const e = r + Rec.EDGES;
  const dx = x - rec[e]!;
  const dy = y - rec[e + 1]!;
  if (kind === PrimKind.SMOOTH_POINT) return clamp01(rec[e + 2]! + 0.5 - Math.sqrt(dx * dx + dy * dy));
  const ux = rec[e + 2]!,
    uy = rec[e + 3]!;
  const along = Math.abs(dx * ux + dy * uy);
  const across = Math.abs(dy * ux - dx * uy);
  return clamp01(rec[e + 4]! + 0.5 - along) * clamp01(rec[e + 5]! + 0.5 - across);
}

function clamp01(v: number): number {
  return Math.min(1, Math.max(0, v));
}

const range = { min: 0, max: 0 };

/** The least and greatest value of a·x + b·y + c over the pixels [x0, x1] × [y0, y1] (reused object). */
export function edgeRange(a: number, b: number, c: number, x0: number, y0: number, x1: number, y1: number) {
  const base = a * x0 + b * y0 + c;
  const dx = a * (x1 - x0);
  const dy = b * (y1 - y0);
  range.min = base + Math.min(dx, 0) + Math.min(dy, 0);
  range.max = base + Math.max(dx, 0) + Math.max(dy, 0);
  return range;
}
