// The binned scene, as llvmpipe's: primitives set up at draw time are binned into the 64×64 tiles they
// may cover; when the scene is rasterized (a flush, or before anything reads or writes what it
// renders to) every tile walks its primitives in submission order, finds their covered pixels in 8×8
// blocks with whole-block trivial accept/reject, and shades them as 2×2 quads in batches that share a
// fragment state. A checkpoint taken before a draw lets the draw's bins be dropped again when one of
// its stages stops (see checkpoint/rollback).
import type { BaseResource } from '@gallium-ts/gallium-api/util';
import type { FragmentState } from '../fragment/fragment-state.js';
import { QuadBatch } from '../fragment/quad-batch.js';
import { shadeBatch } from '../fragment/shade.js';
import { FloatArena, IntArena } from './arena.js';
import { PrimKind, Rec } from './record.js';

export const TILE = 64;
/** Pixels per side of the blocks tiles are rasterized in. */
export const BLOCK = 8;

/** Bin command flags. */
const FULLY_COVERED = 1;

/** Lengths of the scene's arenas when a checkpoint was taken: what rollback cuts them back to. */
export interface SceneCheckpoint {
  records: number;
  linePixels: number;
  states: number;
  primitives: number;
}

export class Scene {
  /** Fragment states of the scene's draws; records refer to them by index. */
  readonly states: FragmentState[] = [];
  readonly records = new FloatArena(1 << 16);
  /** Line pixels as (x, y) pairs; line commands refer to ranges of them. */
  readonly linePixels = new IntArena(1 << 12);
  /**
   * Batches shaded so far by a fused fragment function and by the batched path, and whole blocks by a
   * fused block function (for tests and tuning).
   */
  readonly shaded = { fused: 0, batched: 0, fusedBlocks: 0 };
  /** Resources the scene reads or writes (render targets, textures, constant buffers). */
  readonly resources = new Set<BaseResource>();
  private readonly batch = new QuadBatch();
  /** Bin nodes: record, argument, flags, next. */
  private readonly nodes = new IntArena(1 << 14);
  private heads = new Int32Array(0);
  private tails = new Int32Array(0);
  private tilesX = 0;
  private tilesY = 0;
  private primitives = 0;
  /** Nodes before this index existed at the checkpoint; -1 when no checkpoint is open. */
  private checkpointNodes = -1;
  /** (tile, tail at the checkpoint) of every tile that got a bin after the checkpoint. */
  private readonly tailUndo = new IntArena(256);

  /** Prepares empty bins for a framebuffer of `width` × `height` pixels. */
  resize(width: number, height: number): void {
    this.tilesX = Math.max(1, Math.ceil(width / TILE));
    this.tilesY = Math.max(1, Math.ceil(height / TILE));
    const tiles = this.tilesX * this.tilesY;
    if (this.heads.length < tiles) {
      this.heads = new Int32Array(tiles);
      this.tails = new Int32Array(tiles);
    }
    this.heads.fill(-1, 0, tiles);
    this.tails.fill(-1, 0, tiles);
  }

  /** Whether anything is waiting to be rasterized. */
  get empty(): boolean {
    return this.primitives === 0;
  }

  /** Registers a fragment state for the primitives that follow; returns its index. */
  addState(state: FragmentState): number {
    this.states.push(state);
    return this.states.length - 1;
  }

  /** Reserves a record of `size` entries; returns its offset. */
  allocRecord(size: number): number {
    return this.records.alloc(size);
  }

  /** Bins triangle record `r` into the tiles its bounds touch, skipping tiles outside an edge. */
  binTriangle(r: number, minX: number, minY: number, maxX: number, maxY: number): void {
    const rec = this.records.data;
    this.primitives++;
    for (let ty = Math.floor(minY / TILE); ty <= Math.floor(maxY / TILE); ty++) {
      for (let tx = Math.floor(minX / TILE); tx <= Math.floor(maxX / TILE); tx++) {
        const x0 = Math.max(tx * TILE, minX),
          y0 = Math.max(ty * TILE, minY);
        const x1 = Math.min(tx * TILE + TILE - 1, maxX),
          y1 = Math.min(ty * TILE + TILE - 1, maxY);
        let inside = true;
        let reject = false;
        for (let e = 0; e < 3 && !reject; e++) {
          const at = r + Rec.EDGES + e * 3;
          const range = edgeRange(rec[at]!, rec[at + 1]!, rec[at + 2]!, x0, y0, x1, y1);
          if (range.max < 0) reject = true;
          else if (range.min < 0) inside = false;
        }
        if (!reject) this.bin(tx, ty, r, 0, inside ? FULLY_COVERED : 0);
      }
    }
  }

  /** Bins line record `r` whose pixels are linePixels[first .. first+count): each run by its tile. */
  binLine(r: number, first: number, count: number): void {
    const px = this.linePixels.data;
    this.primitives++;
    let runStart = first;
    let tile = -1;
    for (let i = first; i <= first + count; i++) {
      const t =
        i < first + count
          ? Math.floor(px[i * 2 + 1]! / TILE) * this.tilesX + Math.floor(px[i * 2]! / TILE)
          : -2;
      if (t !== tile) {
        if (tile >= 0)
          this.bin(tile % this.tilesX, Math.floor(tile / this.tilesX), r, runStart, i - runStart);
        tile = t;
        runStart = i;
      }
    }
  }

  /** Bins point (or any rectangle) record `r` covering its whole bounds. */
  binRectangle(r: number, minX: number, minY: number, maxX: number, maxY: number): void {
    this.primitives++;
    for (let ty = Math.floor(minY / TILE); ty <= Math.floor(maxY / TILE); ty++)
      for (let tx = Math.floor(minX / TILE); tx <= Math.floor(maxX / TILE); tx++)
        this.bin(tx, ty, r, 0, FULLY_COVERED);
  }

  /** Rasterizes and shades every tile, then empties the scene (also when a fragment shader stops). */
  rasterize(): void {
    try {
      if (this.primitives > 0) {
        for (let ty = 0; ty < this.tilesY; ty++)
          for (let tx = 0; tx < this.tilesX; tx++) this.rasterizeTile(tx, ty);
      }
    } finally {
      this.reset();
    }
  }

  /**
   * Opens a checkpoint: rollback() drops what is binned from now on, release() keeps it. Binning then
   * also notes the first bin of each tile, so the tiles the new work touches are known.
   */
  checkpoint(): SceneCheckpoint {
    this.checkpointNodes = this.nodes.length;
    this.tailUndo.reset();
    return {
      records: this.records.length,
      linePixels: this.linePixels.length,
      states: this.states.length,
      primitives: this.primitives,
    };
  }

  /** Drops everything binned since `checkpoint` (nothing when the scene was emptied since). */
  rollback(checkpoint: SceneCheckpoint): void {
    if (this.checkpointNodes < 0) return;
    const undo = this.tailUndo.data;
    for (let i = 0; i < this.tailUndo.length; i += 2) {
      const tile = undo[i]!;
      const tail = undo[i + 1]!;
      this.tails[tile] = tail;
      if (tail < 0) this.heads[tile] = -1;
      else this.nodes.data[tail + 3] = -1;
    }
    this.nodes.length = this.checkpointNodes;
    this.records.length = checkpoint.records;
    this.linePixels.length = checkpoint.linePixels;
    this.states.length = checkpoint.states;
    this.primitives = checkpoint.primitives;
    this.batch.reset();
    this.release();
  }

  /** Closes the checkpoint, keeping what was binned. */
  release(): void {
    this.checkpointNodes = -1;
    this.tailUndo.reset();
  }

  /**
   * The rows of pixels [y0, y1) of the tiles that got bins since the checkpoint (empty when none): the
   * only rows rasterizing that work can write.
   */
  touchedRows(): { y0: number; y1: number } {
    let first = Number.POSITIVE_INFINITY;
    let last = -1;
    const undo = this.tailUndo.data;
    for (let i = 0; i < this.tailUndo.length; i += 2) {
      const ty = Math.floor(undo[i]! / this.tilesX);
      if (ty < first) first = ty;
      if (ty > last) last = ty;
    }
    return last < 0 ? { y0: 0, y1: 0 } : { y0: first * TILE, y1: (last + 1) * TILE };
  }

  /** Drops everything binned. */
  reset(): void {
    const tiles = this.tilesX * this.tilesY;
    this.heads.fill(-1, 0, tiles);
    this.tails.fill(-1, 0, tiles);
    this.nodes.reset();
    this.records.reset();
    this.linePixels.reset();
    this.states.length = 0;
    this.resources.clear();
    this.primitives = 0;
    this.batch.reset();
    this.release();
  }

  private bin(tx: number, ty: number, record: number, arg: number, flags: number): void {
    const tile = ty * this.tilesX + tx;
    const node = this.nodes.length;
    const n = this.nodes;
    // The first bin of this tile since the checkpoint: remember where its list ended.
    if (this.tails[tile]! < this.checkpointNodes) {
      this.tailUndo.push(tile);
      this.tailUndo.push(this.tails[tile]!);
    }
    n.push(record);
    n.push(arg);
    n.push(flags);
    n.push(-1);
    if (this.tails[tile]! < 0) this.heads[tile] = node;
    else n.data[this.tails[tile]! + 3] = node;
    this.tails[tile] = node;
  }

  private rasterizeTile(tx: number, ty: number): void {
    let node = this.heads[ty * this.tilesX + tx]!;
    if (node < 0) return;
    const batch = this.batch;
    let current = -1;
    while (node >= 0) {
      const n = this.nodes.data;
      const r = n[node]!;
      const arg = n[node + 1]!;
      const flags = n[node + 2]!;
      node = n[node + 3]!;
      const rec = this.records.data;
      const stateIndex = rec[r + Rec.STATE]!;
      const state = this.states[stateIndex]!;
      if (state.discard) continue;
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
      if (kind === PrimKind.LINE) this.rasterizeLineRun(r, arg, flags, current);
      else if (kind === PrimKind.SMOOTH_LINE || kind === PrimKind.SMOOTH_POINT)
        this.rasterizeSmooth(r, tx, ty, kind, current);
      else this.rasterizeArea(r, tx, ty, (flags & FULLY_COVERED) !== 0, kind, current);
    }
    this.flushBatch(current);
  }

  private flushBatch(stateIndex: number): void {
    if (stateIndex >= 0 && this.batch.quads > 0) {
      const state = this.states[stateIndex]!;
      if (state.fused) this.shaded.fused++;
      else this.shaded.batched++;
      shadeBatch(this.batch, state, this.records.data);
    }
    this.batch.reset();
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
    const polygon = kind === PrimKind.TRIANGLE;
    const rec = this.records.data;
    const x0 = Math.max(tx * TILE, rec[r + Rec.MIN_X]!);
    const y0 = Math.max(ty * TILE, rec[r + Rec.MIN_Y]!);
    const x1 = Math.min(tx * TILE + TILE - 1, rec[r + Rec.MAX_X]!);
    const y1 = Math.min(ty * TILE + TILE - 1, rec[r + Rec.MAX_Y]!);
    if (x0 > x1 || y0 > y1) return;
    const front = rec[r + Rec.FRONT]!;
    const layer = rec[r + Rec.LAYER]!;
    const a0 = rec[r + Rec.EDGES]!,
      b0 = rec[r + Rec.EDGES + 1]!,
      c0 = rec[r + Rec.EDGES + 2]!;
    const a1 = rec[r + Rec.EDGES + 3]!,
      b1 = rec[r + Rec.EDGES + 4]!,
      c1 = rec[r + Rec.EDGES + 5]!;
    const a2 = rec[r + Rec.EDGES + 6]!,
      b2 = rec[r + Rec.EDGES + 7]!,
      c2 = rec[r + Rec.EDGES + 8]!;
    const batch = this.batch;
    // Quads are aligned to even pixels; blocks of 8×8 are tested whole first.
    const qx0 = x0 & ~1,
      qy0 = y0 & ~1;
    for (let by = qy0; by <= y1; by += BLOCK) {
      for (let bx = qx0; bx <= x1; bx += BLOCK) {
        const bx1 = Math.min(bx + BLOCK - 1, x1),
          by1 = Math.min(by + BLOCK - 1, y1);
        let blockFull = full || !edges;
        if (!blockFull) {
          // edgeRange reuses one result object: read each edge's range before the next.
          let inside = true;
          let e = edgeRange(a0, b0, c0, bx, by, bx1, by1);
          if (e.max < 0) continue;
          inside = e.min >= 0;
          e = edgeRange(a1, b1, c1, bx, by, bx1, by1);
          if (e.max < 0) continue;
          inside &&= e.min >= 0;
          e = edgeRange(a2, b2, c2, bx, by, bx1, by1);
          if (e.max < 0) continue;
          blockFull = inside && e.min >= 0;
        }
        if (
          blockFull &&
          filter === null &&
          bx >= x0 &&
          by >= y0 &&
          bx1 === bx + BLOCK - 1 &&
          by1 === by + BLOCK - 1
        ) {
          // A whole block inside the bounds and the primitive: shaded at once by the fused block
          // function (after the quads before it, which keeps the primitives' order), or 16 full quads.
          const fused = state.fused;
          if (fused?.functions.block) {
            this.flushBatch(stateIndex);
            fused.functions.block(
              batch,
              rec,
              r,
              bx,
              by,
              front,
              layer,
              state.params,
              fused.constantFloats,
              fused.constantWords,
              fused.texels,
            );
            this.shaded.fusedBlocks++;
            continue;
          }
          for (let qy = by; qy <= by1; qy += 2) {
            for (let qx = bx; qx <= bx1; qx += 2) {
              if (batch.full) this.flushBatch(stateIndex);
              this.addQuad(state, qx, qy, 15, r, front, layer);
            }
          }
          continue;
        }
        for (let qy = by; qy <= by1; qy += 2) {
          for (let qx = bx; qx <= bx1; qx += 2) {
            let mask = 0;
            for (let j = 0; j < 4; j++) {
              const px = qx + (j & 1);
              const py = qy + (j >> 1);
              if (px < x0 || px > x1 || py < y0 || py > y1) continue;
              if (
                blockFull ||
                (a0 * px + b0 * py + c0 >= 0 && a1 * px + b1 * py + c1 >= 0 && a2 * px + b2 * py + c2 >= 0)
              )
                mask |= 1 << j;
            }
            if (filter !== null && mask !== 0) mask &= filter.quadMask(qx, qy, polygon);
            if (mask === 0) continue;
            if (batch.full) this.flushBatch(stateIndex);
            this.addQuad(state, qx, qy, mask, r, front, layer);
          }
        }
      }
    }
  }

  /** The pixels linePixels[first .. first+count) of line record `r` (all in this tile). */
  private rasterizeLineRun(r: number, first: number, count: number, stateIndex: number): void {
    const rec = this.records.data;
    const px = this.linePixels.data;
    const front = rec[r + Rec.FRONT]!;
    const layer = rec[r + Rec.LAYER]!;
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
    const rec = this.records.data;
    const state = this.states[stateIndex]!;
    const filter = state.coverageFilter;
    const x0 = Math.max(tx * TILE, rec[r + Rec.MIN_X]!);
    const y0 = Math.max(ty * TILE, rec[r + Rec.MIN_Y]!);
    const x1 = Math.min(tx * TILE + TILE - 1, rec[r + Rec.MAX_X]!);
    const y1 = Math.min(ty * TILE + TILE - 1, rec[r + Rec.MAX_Y]!);
    const front = rec[r + Rec.FRONT]!;
    const layer = rec[r + Rec.LAYER]!;
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
    state: FragmentState,
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
function edgeRange(a: number, b: number, c: number, x0: number, y0: number, x1: number, y1: number) {
  const base = a * x0 + b * y0 + c;
  const dx = a * (x1 - x0);
  const dy = b * (y1 - y0);
  range.min = base + Math.min(dx, 0) + Math.min(dy, 0);
  range.max = base + Math.max(dx, 0) + Math.max(dy, 0);
  return range;
}
