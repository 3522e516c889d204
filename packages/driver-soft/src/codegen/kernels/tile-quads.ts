// The covered quads of a tile's triangles, written in the IR: what the tile rasterizer's rasterizeArea
// does for an edge-tested triangle (raster/tile-rasterizer.ts) of a state whose quads a WebAssembly kernel
// shades from a batch in the heap (fragment/wasm-quads.ts), without the JavaScript batch in between. From
// a bin node on it walks the tile's list while the records are triangles of one state and writes the
// quads of each — every 2×2 quad of the triangle's bounds within the tile that has a pixel inside the
// bounds and inside the three edge functions (a·x + b·y + c ≥ 0 at the pixel, as quadCoverage or
// quadCoverageWide finds it; no test where the bin says the tile is covered) — straight into the batch,
// as quadsLayout lays it out. The pixels are those rasterizeArea finds; the quads of a triangle
// come row by row instead of block by block, which changes nothing (they are different pixels).
//
// `tileQuads(nodes, node, records, state, tileX, tileY, flags, batch, quads)`, addresses in bytes:
// nodes: the scene's bin nodes (raster/bins.ts); node: the first node to do (the index of its first
// entry in the node array, as the scene's lists link them); records: the scene's records (f64, Rec
// layout; a node's record r is at records + 8r); state: the state index the records must have; (tileX, tileY): the tile's top-left pixel; flags: FLAG bits;
// batch: the batch range (quadsLayout(capacity)), holding `quads` quads already. It stops (OUT at
// batch + layout.out) at the end of the list, at a node it does not do (another state or kind), at a
// triangle that might have a whole block when FLAG.blockRuns says whole blocks go to the fused block
// function (the caller rasterizes that one), and at a triangle whose quads might not fit.
import { BLOCK, FULLY_COVERED, Node, TILE } from '../../raster/bins.js';
import { PrimKind, Rec } from '../../raster/record.js';
import { IrBuilder } from '../ir/builder.js';
import type { IrFunction, IrValue } from '../ir/ir.js';
import { type Edge, edgeRange } from './edge-range.js';
import { quadsLayout } from './fused-quads.js';

/** Flag bits. */
export const FLAG = {
  /** Triangles that might have a whole block are left to the caller (its fused block function). */
  blockRuns: 1,
} as const;

/** Why the kernel stopped (OUT.stop). */
export const Stop = {
  /** The list ended (OUT.node −1) or the node is another state's or not a triangle. */
  other: 0,
  /** The node's quads might not fit in the batch: shade the batch and call again. */
  full: 1,
  /** The node's triangle might have a whole block: the caller rasterizes it. */
  handOver: 2,
} as const;

/** i32 results at the batch's `out` bytes: the node it stopped at (−1: the end), quads, why. */
export const OUT = { node: 0, quads: 1, stop: 2 } as const;

function declareParams(b: IrBuilder) {
  return {
    nodes: b.param('i32', 'nodes'),
    node: b.param('i32', 'node'),
    records: b.param('i32', 'records'),
    state: b.param('i32', 'state'),
    tileX: b.param('i32', 'tileX'),
    tileY: b.param('i32', 'tileY'),
    flags: b.param('i32', 'flags'),
    batch: b.param('i32', 'batch'),
    quads: b.param('i32', 'quads'),
  };
}

type Params = ReturnType<typeof declareParams>;

/** The kernel for batches of `capacity` quads (one for every scene and state). */
export function tileQuadsKernel(capacity: number): IrFunction {
  const b = new IrBuilder('tileQuads');
  const p = declareParams(b);
  const i32 = (n: number) => b.i32(n);
  const f64 = (n: number) => b.f64(n);
  const layout = quadsLayout(capacity);
  const state = b.convert('convertF64', p.state, 'stateF64');
  const blockRuns = b.compare('ne', b.binary('and', p.flags, i32(FLAG.blockRuns)), i32(0), 'blockRuns');
  const node = b.variable(p.node, 'node');
  const quads = b.variable(p.quads, 'quads');
  const stop = b.variable(i32(Stop.other), 'stop');
  const go = b.variable(i32(1), 'go');
  const end = () => b.set(go, i32(0));
  b.whileLoop(go, () => {
    b.if(b.compare('lt', node, i32(0)), end, () => {
      const entry = b.add(p.nodes, b.mul(node, i32(4)), 'entry');
      const word = (k: number) => b.load('i32', b.add(entry, i32(k * 4)), 'nodeWord');
      const r = b.add(p.records, b.mul(word(Node.RECORD), i32(8)), 'record');
      const entryOf = (e: number) => b.load('f64', b.add(r, i32(e * 8)), 'entry');
      const kind = entryOf(Rec.KIND);
      const triangle = b.binary(
        'or',
        b.compare('eq', kind, f64(PrimKind.TRIANGLE)),
        b.compare('eq', kind, f64(PrimKind.WIDE)),
      );
      const mine = b.binary('and', triangle, b.compare('eq', entryOf(Rec.STATE), state));
      b.if(b.unary('not', mine), end, () => {
        const next = word(Node.NEXT);
        // The bounds within the tile (integers in f64, as the record holds them).
        const within = (lo: IrValue, entry: number) =>
          b.binary('max', b.convert('convertF64', lo), entryOf(entry));
        const upTo = (lo: IrValue, entry: number) =>
          b.binary('min', b.convert('convertF64', b.add(lo, i32(TILE - 1))), entryOf(entry));
        const word32 = (v: IrValue) => b.convert('integerWord', v);
        const x0 = word32(within(p.tileX, Rec.MIN_X)),
          y0 = word32(within(p.tileY, Rec.MIN_Y));
        const x1 = word32(upTo(p.tileX, Rec.MAX_X)),
          y1 = word32(upTo(p.tileY, Rec.MAX_Y));
        const empty = b.binary('or', b.compare('gt', x0, x1), b.compare('gt', y0, y1));
        b.if(
          empty,
          () => b.set(node, next),
          () => {
            const qx0 = b.binary('and', x0, i32(~1)),
              qy0 = b.binary('and', y0, i32(~1));
            const across = b.add(b.binary('shrS', b.sub(x1, qx0), i32(1)), i32(1));
            const down = b.add(b.binary('shrS', b.sub(y1, qy0), i32(1)), i32(1));
            const full = b.compare('ne', b.binary('and', word(Node.FLAGS), i32(FULLY_COVERED)), i32(0));
            const edges = [0, 1, 2].map((k) => {
              const at = Rec.EDGES + k * 3;
              return { a: entryOf(at), b: entryOf(at + 1), c: entryOf(at + 2) };
            });
            const bounds = { r, edges, x0, y0, x1, y1, qx0, qy0, full, quads };
            // A whole block inside the bounds and the edges goes to the fused block function: the
            // caller rasterizes a triangle with one.
            const wide = (lo: IrValue, hi: IrValue) => b.compare('ge', b.sub(hi, lo), i32(BLOCK - 1));
            const mayHaveBlock = b.binary('and', blockRuns, b.binary('and', wide(x0, x1), wide(y0, y1)));
            const hasBlock = b.variable(i32(0), 'hasBlock');
            b.if(mayHaveBlock, () => b.set(hasBlock, wholeBlock(b, bounds)));
            const room = b.compare('le', b.add(quads, b.mul(across, down)), i32(capacity));
            b.if(
              hasBlock,
              () => {
                b.set(stop, i32(Stop.handOver));
                end();
              },
              () =>
                b.if(
                  room,
                  () => {
                    triangleQuads(b, p, layout, bounds);
                    b.set(node, next);
                  },
                  () => {
                    b.set(stop, i32(Stop.full));
                    end();
                  },
                ),
            );
          },
        );
      });
    });
  });
  const out = (k: number, value: IrValue) => b.store('i32', b.add(p.batch, i32(layout.out + k * 4)), value);
  out(OUT.node, node);
  out(OUT.quads, quads);
  out(OUT.stop, stop);
  return b.finish();
}

/**
 * Whether the triangle has a whole block — a block of the tile rasterizer's grid (from the bounds' first
 * quad, BLOCK apart) inside the bounds where every edge's least value (edgeRange) is not negative, or
 * any block inside the bounds where the bin says the tile is covered — as rasterizeArea finds them.
 */
function wholeBlock(b: IrBuilder, t: TriangleBounds): IrValue {
  const i32 = (n: number) => b.i32(n);
  const f64 = (n: number) => b.f64(n);
  const found = b.variable(i32(0), 'found');
  const span = f64(BLOCK - 1);
  b.loop(t.qy0, b.sub(t.y1, i32(BLOCK - 2)), BLOCK, (by) => {
    b.loop(t.qx0, b.sub(t.x1, i32(BLOCK - 2)), BLOCK, (bx) => {
      b.if(b.binary('and', b.compare('ge', bx, t.x0), b.compare('ge', by, t.y0)), () => {
        const x = b.convert('convertF64', bx),
          y = b.convert('convertF64', by);
        let inside = i32(-1);
        for (const e of t.edges) {
          const { least } = edgeRange(b, e, x, y, span, span);
          inside = b.binary('and', inside, b.compare('ge', least, f64(0)));
        }
        b.set(found, b.binary('or', found, b.binary('or', t.full, inside)));
      });
    });
  });
  return found;
}

interface TriangleBounds {
  /** The record's address, and its three edge functions. */
  readonly r: IrValue;
  readonly edges: readonly Edge[];
  readonly x0: IrValue;
  readonly y0: IrValue;
  readonly x1: IrValue;
  readonly y1: IrValue;
  /** The bounds' first quad (even x0, y0). */
  readonly qx0: IrValue;
  readonly qy0: IrValue;
  /** Whether the bin says the tile is covered within the bounds (no edge test). */
  readonly full: IrValue;
  /** The batch's quad count (a variable, advanced here). */
  readonly quads: IrValue;
}

/**
 * Writes the covered quads of the triangle at `t.r` within the bounds into the batch, row by row: in i32
 * where every edge value at the bounds' pixels is a 32-bit integer (what quadCoverage does: an exact
 * value in that range survives wrapping arithmetic), else in f64.
 */
function triangleQuads(
  b: IrBuilder,
  p: Params,
  layout: ReturnType<typeof quadsLayout>,
  t: TriangleBounds,
): void {
  const i32 = (n: number) => b.i32(n);
  const f64 = (n: number) => b.f64(n);
  const entryOf = (e: number) => b.load('f64', b.add(t.r, i32(e * 8)), 'entry');
  const edges = t.edges;
  const front = b.convert('integerWord', entryOf(Rec.FRONT), 'front');
  const layer = b.convert('integerWord', entryOf(Rec.LAYER), 'layer');
  const bit = (condition: IrValue, bits: number) => b.binary('and', condition, i32(bits));
  const put = (quad: Quad) => {
    const mask = b.binary('and', quad.bounded, b.select(t.full, i32(15), quad.inside), 'mask');
    b.if(b.compare('ne', mask, i32(0)), () => {
      const at = b.add(p.batch, b.mul(t.quads, i32(4)), 'quadAt');
      const word = (offset: number, value: IrValue) => b.store('i32', b.add(at, i32(offset)), value);
      word(layout.qx, quad.qx);
      word(layout.qy, quad.qy);
      word(layout.layer, layer);
      word(layout.record, t.r);
      word(layout.front, front);
      // One coverage byte a pixel: bit j of the mask into the low bit of byte j.
      const bytes = b.binary(
        'or',
        b.binary('or', bit(mask, 1), b.binary('shl', bit(mask, 2), i32(7))),
        b.binary('or', b.binary('shl', bit(mask, 4), i32(14)), b.binary('shl', bit(mask, 8), i32(21))),
      );
      word(layout.coverage, bytes);
      b.set(t.quads, b.add(t.quads, i32(1)));
    });
  };
  // The quads' pixels inside the bounds: top row from y0 on, bottom row up to y1, left column from x0
  // on, right column up to x1.
  const rowsOf = (qy: IrValue) =>
    b.binary('or', bit(b.compare('ge', qy, t.y0), 3), bit(b.compare('lt', qy, t.y1), 12));
  const columnsOf = (qx: IrValue) =>
    b.binary('or', bit(b.compare('ge', qx, t.x0), 5), bit(b.compare('lt', qx, t.x1), 10));
  const eachQuad = (
    row: (qy: IrValue) => void,
    quad: (qx: IrValue, qy: IrValue, rows: IrValue) => void,
    rowEnd?: () => void,
  ) =>
    b.loop(t.qy0, b.add(t.y1, i32(1)), 2, (qy) => {
      const rows = rowsOf(qy);
      row(qy);
      b.loop(t.qx0, b.add(t.x1, i32(1)), 2, (qx) => quad(qx, qy, rows));
      rowEnd?.();
    });
  // Each edge's least and greatest value over the bounds' pixels (edgeRange).
  const left = b.convert('convertF64', t.x0),
    top = b.convert('convertF64', t.y0);
  const width = b.convert('convertF64', b.sub(t.x1, t.x0)),
    height = b.convert('convertF64', b.sub(t.y1, t.y0));
  const ranges = edges.map((e) => edgeRange(b, e, left, top, width, height));
  let small = i32(-1);
  edges.forEach((e, k) => {
    const { least, most } = ranges[k]!;
    const slopes = b.binary(
      'and',
      b.compare('le', b.unary('abs', e.a), f64(2 ** 31 - 1)),
      b.compare('le', b.unary('abs', e.b), f64(2 ** 31 - 1)),
    );
    const inRange = b.binary(
      'and',
      b.compare('ge', least, f64(-(2 ** 31))),
      b.compare('le', most, f64(2 ** 31 - 1)),
    );
    small = b.binary('and', small, b.binary('and', slopes, inRange));
  });
  b.if(
    small,
    () => {
      // Each edge at the first quad of the row (from its exact value at (x0, y0), stepped back to the
      // even corner), stepped by 2a along the row and 2b down; the pixels of a quad at + a, + b, + a + b.
      const ints = edges.map((e, k) => {
        const a = b.convert('integerWord', e.a),
          bb = b.convert('integerWord', e.b);
        const atCorner = b.convert('integerWord', ranges[k]!.base);
        const first = b.sub(b.sub(atCorner, b.mul(a, b.sub(t.x0, t.qx0))), b.mul(bb, b.sub(t.y0, t.qy0)));
        return {
          a,
          b: bb,
          ab: b.add(a, bb),
          // One quad right, one quad down.
          right: b.binary('shl', a, i32(1)),
          down: b.binary('shl', bb, i32(1)),
          rowStart: b.variable(first, 'rowStart'),
          value: b.variable(first, 'value'),
        };
      });
      const sign = (v: IrValue) => b.binary('shrU', v, i32(31));
      eachQuad(
        () => {
          for (const e of ints) b.set(e.value, e.rowStart);
        },
        (qx, qy, rows) => {
          // Pixel j's three values OR-ed: its sign bit, at bit j, says whether any is negative.
          const offsets: ((e: (typeof ints)[number]) => IrValue | null)[] = [
            () => null,
            (e) => e.a,
            (e) => e.b,
            (e) => e.ab,
          ];
          const outside = offsets
            .map((offset, j) => {
              const values = ints.map((e) => {
                const o = offset(e);
                return o === null ? e.value : b.add(e.value, o);
              });
              return b.binary('shl', sign(values.reduce((x, y) => b.binary('or', x, y))), i32(j));
            })
            .reduce((x, y) => b.binary('or', x, y));
          const inside = b.binary('and', b.unary('not', outside), i32(15));
          put({ qx, qy, bounded: b.binary('and', rows, columnsOf(qx)), inside });
          for (const e of ints) b.set(e.value, b.add(e.value, e.right));
        },
        () => {
          for (const e of ints) b.set(e.rowStart, b.add(e.rowStart, e.down));
        },
      );
    },
    () => {
      // a·x + b·y + c ≥ 0 at each pixel, in f64 as quadCoverageWide computes it.
      eachQuad(
        () => {},
        (qx, qy, rows) => {
          const top = b.convert('convertF64', qy, 'top');
          const bottom = b.add(top, f64(1), 'bottom');
          const leftX = b.convert('convertF64', qx, 'left');
          const rightX = b.add(leftX, f64(1), 'right');
          let inside = i32(0);
          for (let j = 0; j < 4; j++) {
            const x = j & 1 ? rightX : leftX;
            const y = j >> 1 ? bottom : top;
            let all = i32(-1);
            for (const e of edges) {
              const value = b.add(b.add(b.mul(e.a, x), b.mul(e.b, y)), e.c);
              all = b.binary('and', all, b.compare('ge', value, f64(0)));
            }
            inside = b.binary('or', inside, bit(all, 1 << j));
          }
          put({ qx, qy, bounded: b.binary('and', rows, columnsOf(qx)), inside });
        },
      );
    },
  );
}

/** A candidate quad: its top-left pixel, its pixels in the bounds and inside the edges (4-bit masks). */
interface Quad {
  readonly qx: IrValue;
  readonly qy: IrValue;
  readonly bounded: IrValue;
  readonly inside: IrValue;
}
