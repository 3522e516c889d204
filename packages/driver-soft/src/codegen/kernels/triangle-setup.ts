// Triangle setup written in the IR, for a list of triangles at a time: what the primitive pipeline does
// for a triangle no plane clips (draw/primitive-pipeline.ts `triangle` and `drawTriangle`, then
// raster/triangle-setup.ts `setupTriangle`) — the frustum outcodes, trivial rejection, facing and
// culling, polygon offset, the snapped edge functions with the fill rule, the pixel bounds and the
// planes of depth, 1/w and every fragment input — computed with the same f64 operations in the same
// order, so the records it writes hold the same bits. It stops at the first triangle that needs more (a
// plane cuts it, or a coordinate is not a number) and says which: the caller runs that one through the
// primitive pipeline and goes on after it. With FLAG.bin it also bins each record into the scene's bins
// in the heap, as Scene.binTriangleRecord and Scene.bin do (the tiles its bounds touch, each tested
// against the edges with edgeRange; the tile's tail at the checkpoint noted once), stopping before a
// triangle whose nodes might not fit (OUT.stop); without it the caller bins, from each record's pixel
// bounds.
//
// `triangles(list, count, verts, stride, position, window, records, recordBytes, out, params, links,
// linkCount, flags, bins)`, addresses in bytes:
// - list: `count` triangles of TRIANGLE_WORDS i32 each (vertex slots v0, v1, v2, provoking, primitive id);
// - verts: the vertex store (f32), `stride` bytes a vertex, clip position at `position`, window
//   x, y, z, 1/w at `window`;
// - records: where the first record goes, `recordBytes` apart (Rec layout, f64);
// - out: OUT.consumed (triangles done before the one it stopped at, or count), OUT.records (records
//   written), OUT.accepted (triangles past clipping, for c_primitives), OUT.stop (why it stopped: Stop),
//   then from OUT.bounds four i32 a record: min x, min y, max x, max y;
// - params: f64 at PARAM (see below); links: linkCount entries of LINK_WORDS i32 (LINK);
// - flags: FLAG bits; bins: the binning block (BIN), read and written with FLAG.bin.
import { FULLY_COVERED, NODE_ENTRIES, Node, TILE, TILE_SHIFT } from '../../raster/bins.js';
import { PrimKind, Rec } from '../../raster/record.js';
import { SUBPIXEL } from '../../raster/triangle-setup.js';
import { IrBuilder } from '../ir/builder.js';
import type { IrFunction, IrValue } from '../ir/ir.js';
import { type Edge, edgeRange } from './edge-range.js';

/** i32 words of a triangle of the list. */
export const TRIANGLE_WORDS = 5;
/** Byte offsets of the results at `out`. */
export const OUT = { consumed: 0, records: 4, accepted: 8, stop: 12, bounds: 16 } as const;
/** Why the kernel stopped before `count` (OUT.stop). */
export const Stop = {
  /** The triangle at OUT.consumed goes through the primitive pipeline (a plane cuts it, or NaN). */
  handBack: 0,
  /** The triangle at OUT.consumed might not fit in the bin nodes: grow them and call again from it. */
  nodesFull: 1,
} as const;
/**
 * Byte offsets in the binning block: the heap byte offsets of the bins' heads, tails, nodes and undo
 * entries (i32), the tiles across, the nodes and undo entries in use (read and written), the nodes'
 * capacity, the checkpoint's node count (−1: none), the arena index of the first record, and (f64,
 * written) the pixels of the binned records' bounds.
 */
export const BIN = {
  heads: 0,
  tails: 4,
  nodes: 8,
  undo: 12,
  tilesX: 16,
  nodesLength: 20,
  undoLength: 24,
  nodesCapacity: 28,
  checkpointNodes: 32,
  recordIndex: 36,
  pixels: 40,
} as const;
export const BIN_BYTES = 48;
/** f64 entries at `params`: the target rectangle (max exclusive), depth range, layer, state, rules. */
export const PARAM = {
  minX: 0,
  minY: 1,
  maxX: 2,
  maxY: 3,
  zmin: 4,
  zmax: 5,
  layer: 6,
  state: 7,
  /** 0.5 with half-pixel centres, else 0. */
  sampleOffset: 8,
  /** offset_units times its scale (1, or twice the depth buffer's minimum resolvable difference). */
  offsetUnits: 9,
  offsetScale: 10,
  offsetClamp: 11,
} as const;
export const PARAM_ENTRIES = Object.keys(PARAM).length;
/**
 * A link entry (i32 words): the record byte offset of the channel's plane, what it is (LinkKind), the
 * channel's byte offset in a vertex for front and for back faces (−1: none, the default value), and the
 * default value's w (1 for the fourth channel, else 0).
 */
export const LINK = { record: 0, kind: 1, front: 2, back: 3, defaultW: 4 } as const;
export const LINK_WORDS = 5;
export const LinkKind = { DEFAULT: 0, FLAT: 1, PERSPECTIVE: 2, LINEAR: 3 } as const;
/** Flag bits. */
export const FLAG = {
  bottomEdgeRule: 1,
  frontCcw: 2,
  cullFront: 4,
  cullBack: 8,
  offset: 16,
  clipNear: 32,
  clipFar: 64,
  halfZ: 128,
  /** Bin the records (BIN). */
  bin: 256,
} as const;

/** The kernel's parameters, in the order the export takes them (see the header). */
function declareParams(b: IrBuilder) {
  return {
    list: b.param('i32', 'list'),
    count: b.param('i32', 'count'),
    verts: b.param('i32', 'verts'),
    stride: b.param('i32', 'stride'),
    position: b.param('i32', 'position'),
    window: b.param('i32', 'window'),
    records: b.param('i32', 'records'),
    recordBytes: b.param('i32', 'recordBytes'),
    out: b.param('i32', 'out'),
    params: b.param('i32', 'params'),
    links: b.param('i32', 'links'),
    linkCount: b.param('i32', 'linkCount'),
    flags: b.param('i32', 'flags'),
    bins: b.param('i32', 'bins'),
  };
}

type Params = ReturnType<typeof declareParams>;

/** The kernel (one for every draw: what differs is in its parameters). */
export function triangleSetupKernel(): IrFunction {
  const b = new IrBuilder('triangles');
  const p = declareParams(b);
  const i32 = (n: number) => b.i32(n);
  const f64 = (n: number) => b.f64(n);
  // Parameters and flags read once, before the loop.
  const params = new Map(
    Object.values(PARAM).map((entry): [number, IrValue] => [
      entry,
      b.load('f64', b.add(p.params, i32(entry * 8)), 'param'),
    ]),
  );
  const param = (entry: number) => params.get(entry)!;
  const flags = new Map(
    Object.values(FLAG).map((bit): [number, IrValue] => [
      bit,
      b.compare('ne', b.binary('and', p.flags, i32(bit)), i32(0), 'flag'),
    ]),
  );
  const flag = (bit: number) => flags.get(bit)!;
  const not = (mask: IrValue) => b.unary('not', mask);
  const consumed = b.variable(p.count, 'consumed');
  const written = b.variable(i32(0), 'written');
  const accepted = b.variable(i32(0), 'accepted');
  const stop = b.variable(i32(Stop.handBack), 'stop');
  const binWord = (at: number) => b.load('i32', b.add(p.bins, i32(at)), 'bin');
  const bins: Bins = {
    on: flag(FLAG.bin),
    heads: binWord(BIN.heads),
    tails: binWord(BIN.tails),
    nodes: binWord(BIN.nodes),
    undo: binWord(BIN.undo),
    tilesX: binWord(BIN.tilesX),
    nodesCapacity: binWord(BIN.nodesCapacity),
    checkpointNodes: binWord(BIN.checkpointNodes),
    recordIndex: binWord(BIN.recordIndex),
    recordEntries: b.binary('shrS', p.recordBytes, i32(3)),
    nodesLength: b.variable(binWord(BIN.nodesLength), 'nodesLength'),
    undoLength: b.variable(binWord(BIN.undoLength), 'undoLength'),
    pixels: b.variable(f64(0), 'pixels'),
  };

  b.loop(i32(0), p.count, 1, (t) => {
    // Until a triangle stops the kernel (consumed is then its index).
    b.if(b.compare('eq', consumed, p.count), () => {
      const entry = b.add(p.list, b.mul(t, i32(TRIANGLE_WORDS * 4)));
      const word = (k: number) => b.load('i32', b.add(entry, i32(k * 4)), 'slot');
      const base = (slot: IrValue) => b.add(p.verts, b.mul(slot, p.stride));
      const v = [base(word(0)), base(word(1)), base(word(2))];
      const provoking = base(word(3));
      const id = b.convert('convertF64', word(4), 'id');
      const f32At = (at: IrValue, byte: number) => b.convert('promote', b.load('f32', b.add(at, i32(byte))));
      // Outcodes of the frustum planes (clip.ts `outcode`), and whether a coordinate is not finite.
      let all = i32(-1);
      let any = i32(0);
      let notFinite = i32(0);
      for (const at of v) {
        const clip = b.add(at, p.position);
        const [x, y, z, w] = [0, 4, 8, 12].map((o) => f32At(clip, o)) as [IrValue, IrValue, IrValue, IrValue];
        const sum = b.add(b.add(b.add(x, y), z), w);
        notFinite = b.binary('or', notFinite, b.compare('ne', b.sub(sum, sum), f64(0)));
        const out = (value: IrValue, bit: number) =>
          b.binary('and', b.compare('lt', value, f64(0)), i32(1 << bit));
        let code = b.binary('or', out(b.add(x, w), 0), out(b.sub(w, x), 1));
        code = b.binary('or', code, b.binary('or', out(b.add(y, w), 2), out(b.sub(w, y), 3)));
        const nearDistance = b.select(flag(FLAG.halfZ), z, b.add(z, w));
        code = b.binary('or', code, b.binary('and', flag(FLAG.clipNear), out(nearDistance, 4)));
        code = b.binary('or', code, b.binary('and', flag(FLAG.clipFar), out(b.sub(w, z), 5)));
        all = b.binary('and', all, code);
        any = b.binary('or', any, code);
      }
      const rejected = b.compare('ne', all, i32(0));
      const needsClipping = b.binary('and', not(rejected), b.compare('ne', any, i32(0)));
      b.if(
        b.binary('or', notFinite, needsClipping),
        () => {
          b.set(consumed, t);
        },
        () =>
          b.if(not(rejected), () => {
            b.set(accepted, b.add(accepted, i32(1)));
            setup(b, p, v, provoking, id, written, param, flag, bins, () => {
              // No room for its nodes: the caller grows them and calls again from this triangle.
              b.set(consumed, t);
              b.set(stop, i32(Stop.nodesFull));
              b.set(accepted, b.sub(accepted, i32(1)));
            });
          }),
      );
    });
  });
  b.store('i32', b.add(p.out, i32(OUT.consumed)), consumed);
  b.store('i32', b.add(p.out, i32(OUT.records)), written);
  b.store('i32', b.add(p.out, i32(OUT.accepted)), accepted);
  b.store('i32', b.add(p.out, i32(OUT.stop)), stop);
  b.if(bins.on, () => {
    b.store('i32', b.add(p.bins, i32(BIN.nodesLength)), bins.nodesLength);
    b.store('i32', b.add(p.bins, i32(BIN.undoLength)), bins.undoLength);
    b.store('f64', b.add(p.bins, i32(BIN.pixels)), bins.pixels);
  });
  return b.finish();
}

/** drawTriangle and setupTriangle of an accepted triangle (vertex addresses `v`). */
function setup(
  b: IrBuilder,
  p: Params,
  v: readonly IrValue[],
  provoking: IrValue,
  id: IrValue,
  written: IrValue,
  param: (entry: number) => IrValue,
  flag: (bit: number) => IrValue,
  bins: Bins,
  noRoom: () => void,
): void {
  const i32 = (n: number) => b.i32(n);
  const f64 = (n: number) => b.f64(n);
  const win = (k: number, c: number) =>
    b.convert('promote', b.load('f32', b.add(b.add(v[k]!, p.window), i32(c * 4))), 'win');
  const [x0, y0, z0, w0] = [0, 1, 2, 3].map((c) => win(0, c)) as [IrValue, IrValue, IrValue, IrValue];
  const [x1, y1, z1, w1] = [0, 1, 2, 3].map((c) => win(1, c)) as [IrValue, IrValue, IrValue, IrValue];
  const [x2, y2, z2, w2] = [0, 1, 2, 3].map((c) => win(2, c)) as [IrValue, IrValue, IrValue, IrValue];
  const finiteNonZero = (area: IrValue) =>
    b.binary('and', b.compare('ne', area, f64(0)), b.compare('eq', b.sub(area, area), f64(0)));
  // drawTriangle: area, facing, culling, polygon offset.
  const dx1 = b.sub(x1, x0),
    dy1 = b.sub(y1, y0),
    dz1 = b.sub(z1, z0);
  const dx2 = b.sub(x2, x0),
    dy2 = b.sub(y2, y0),
    dz2 = b.sub(z2, z0);
  const area = b.sub(b.mul(dx1, dy2), b.mul(dx2, dy1), 'area');
  b.if(finiteNonZero(area), () => {
    const front = b.select(
      flag(FLAG.frontCcw),
      b.compare('lt', area, f64(0)),
      b.compare('gt', area, f64(0)),
      'front',
    );
    const culled = b.select(front, flag(FLAG.cullFront), flag(FLAG.cullBack), 'culled');
    b.if(b.unary('not', culled), () => {
      const offset = b.variable(f64(0), 'offset');
      b.if(flag(FLAG.offset), () => {
        const dzdx = b.op('div', [b.sub(b.mul(dz1, dy2), b.mul(dz2, dy1)), area]);
        const dzdy = b.op('div', [b.sub(b.mul(dx1, dz2), b.mul(dx2, dz1)), area]);
        const slope = b.binary('max', b.unary('abs', dzdx), b.unary('abs', dzdy));
        const dz = b.add(param(PARAM.offsetUnits), b.mul(param(PARAM.offsetScale), slope));
        const clamp = param(PARAM.offsetClamp);
        const above = b.binary('and', b.compare('gt', clamp, f64(0)), b.compare('gt', dz, clamp));
        const below = b.binary('and', b.compare('lt', clamp, f64(0)), b.compare('lt', dz, clamp));
        b.set(offset, b.select(b.binary('or', above, below), clamp, dz));
      });
      // setupTriangle: snapped vertices, with the second and third swapped for a negative area.
      const snap = (value: IrValue) => roundHalfUp(b, b.mul(value, f64(SUBPIXEL)));
      const X0 = snap(x0),
        Y0 = snap(y0),
        sX1 = snap(x1),
        sY1 = snap(y1),
        sX2 = snap(x2),
        sY2 = snap(y2);
      const snapped = b.sub(b.mul(b.sub(sX1, X0), b.sub(sY2, Y0)), b.mul(b.sub(sX2, X0), b.sub(sY1, Y0)));
      b.if(finiteNonZero(snapped), () => {
        const swap = b.compare('lt', snapped, f64(0), 'swap');
        const X1 = b.select(swap, sX2, sX1),
          Y1 = b.select(swap, sY2, sY1),
          X2 = b.select(swap, sX1, sX2),
          Y2 = b.select(swap, sY1, sY2);
        const so = param(PARAM.sampleOffset);
        const min3 = (a: IrValue, c: IrValue, d: IrValue) => b.binary('min', b.binary('min', a, c), d);
        const max3 = (a: IrValue, c: IrValue, d: IrValue) => b.binary('max', b.binary('max', a, c), d);
        // value / SUBPIXEL as a product: a power of two's reciprocal gives the same bits.
        const pixel = (value: IrValue, round: 'floor' | 'ceil') =>
          b.unary(round, b.sub(b.mul(value, f64(1 / SUBPIXEL)), so));
        const minX = b.binary('max', param(PARAM.minX), pixel(min3(X0, X1, X2), 'floor'));
        const minY = b.binary('max', param(PARAM.minY), pixel(min3(Y0, Y1, Y2), 'floor'));
        const maxX = b.binary('min', b.sub(param(PARAM.maxX), f64(1)), pixel(max3(X0, X1, X2), 'ceil'));
        const maxY = b.binary('min', b.sub(param(PARAM.maxY), f64(1)), pixel(max3(Y0, Y1, Y2), 'ceil'));
        const empty = b.binary('or', b.compare('gt', minX, maxX), b.compare('gt', minY, maxY));
        b.if(b.unary('not', empty), () => {
          const word = (value: IrValue) => b.convert('integerWord', value);
          const box = { x0: word(minX), y0: word(minY), x1: word(maxX), y1: word(maxY) };
          const tiles = tilesOf(b, box);
          // Room for a node in every tile the bounds touch (or no binning here).
          const room = b.binary(
            'or',
            b.unary('not', bins.on),
            b.compare(
              'le',
              b.add(bins.nodesLength, b.mul(tiles.count, i32(NODE_ENTRIES))),
              bins.nodesCapacity,
            ),
          );
          b.if(
            room,
            () => {
              const r = b.add(p.records, b.mul(written, p.recordBytes), 'record');
              const put = (entry: number, value: IrValue) => b.store('f64', b.add(r, i32(entry * 8)), value);
              put(Rec.KIND, f64(PrimKind.TRIANGLE));
              put(Rec.STATE, param(PARAM.state));
              put(Rec.FRONT, b.select(front, f64(1), f64(0)));
              put(Rec.PRIM_ID, id);
              put(Rec.LAYER, param(PARAM.layer));
              put(Rec.ZMIN, param(PARAM.zmin));
              put(Rec.ZMAX, param(PARAM.zmax));
              put(Rec.MIN_X, minX);
              put(Rec.MIN_Y, minY);
              put(Rec.MAX_X, maxX);
              put(Rec.MAX_Y, maxY);
              const sample = b.mul(so, f64(SUBPIXEL));
              const bottom = flag(FLAG.bottomEdgeRule);
              const edge = (entry: number, xi: IrValue, yi: IrValue, xj: IrValue, yj: IrValue) => {
                const dx = b.sub(xj, xi);
                const dy = b.sub(yj, yi);
                const flatEdge = b.compare('eq', dy, f64(0));
                const leftward = b.select(bottom, b.compare('lt', dx, f64(0)), b.compare('gt', dx, f64(0)));
                const included = b.binary(
                  'or',
                  b.compare('lt', dy, f64(0)),
                  b.binary('and', flatEdge, leftward),
                );
                const negDy = b.unary('neg', dy);
                const c = b.sub(
                  b.add(b.add(b.mul(negDy, sample), b.mul(dx, sample)), b.mul(dy, xi)),
                  b.mul(dx, yi),
                );
                const e = {
                  a: b.mul(negDy, f64(SUBPIXEL)),
                  b: b.mul(dx, f64(SUBPIXEL)),
                  c: b.sub(c, b.select(included, f64(0), f64(1))),
                };
                put(entry, e.a);
                put(entry + 1, e.b);
                put(entry + 2, e.c);
                return e;
              };
              const edges = [
                edge(Rec.EDGES, X0, Y0, X1, Y1),
                edge(Rec.EDGES + 3, X1, Y1, X2, Y2),
                edge(Rec.EDGES + 6, X2, Y2, X0, Y0),
              ];
              // Planes over the unsnapped, unswapped window positions.
              const det = b.sub(b.mul(dx1, dy2), b.mul(dx2, dy1), 'det');
              const plane = (at: IrValue, a0: IrValue, a1: IrValue, a2: IrValue) => {
                const da1 = b.sub(a1, a0);
                const da2 = b.sub(a2, a0);
                const a = b.op('div', [b.sub(b.mul(da1, dy2), b.mul(da2, dy1)), det]);
                const bb = b.op('div', [b.sub(b.mul(dx1, da2), b.mul(dx2, da1)), det]);
                b.store('f64', at, a);
                b.store('f64', b.add(at, i32(8)), bb);
                b.store('f64', b.add(at, i32(16)), b.sub(b.sub(a0, b.mul(a, x0)), b.mul(bb, y0)));
              };
              plane(b.add(r, i32(Rec.Z * 8)), z0, z1, z2);
              plane(b.add(r, i32(Rec.W * 8)), w0, w1, w2);
              const zc = b.add(r, i32((Rec.Z + 2) * 8));
              const depthOffset = b.select(b.compare('eq', offset, f64(0)), f64(0), offset);
              b.store('f64', zc, b.add(b.load('f64', zc), depthOffset));
              inputs(b, p, v, provoking, front, r, [w0, w1, w2], plane);
              // Pixel bounds for the caller's binning.
              const bounds = b.add(b.add(p.out, i32(OUT.bounds)), b.mul(written, i32(16)));
              [box.x0, box.y0, box.x1, box.y1].forEach((value, k) => {
                b.store('i32', b.add(bounds, i32(k * 4)), value);
              });
              b.if(bins.on, () => {
                const area = b.mul(b.add(b.sub(maxX, minX), f64(1)), b.add(b.sub(maxY, minY), f64(1)));
                b.set(bins.pixels, b.add(bins.pixels, area));
                const record = b.add(bins.recordIndex, b.mul(written, bins.recordEntries), 'recordIndex');
                binRecord(b, bins, record, box, tiles, edges);
              });
              b.set(written, b.add(written, i32(1)));
            },
            noRoom,
          );
        });
      });
    });
  });
}

/** The planes of the fragment inputs, entry by entry of the link table. */
function inputs(
  b: IrBuilder,
  p: Params,
  v: readonly IrValue[],
  provoking: IrValue,
  front: IrValue,
  r: IrValue,
  w: readonly IrValue[],
  plane: (at: IrValue, a0: IrValue, a1: IrValue, a2: IrValue) => void,
): void {
  const i32 = (n: number) => b.i32(n);
  const f64 = (n: number) => b.f64(n);
  b.loop(i32(0), p.linkCount, 1, (e) => {
    const entry = b.add(p.links, b.mul(e, i32(LINK_WORDS * 4)));
    const word = (k: number) => b.load('i32', b.add(entry, i32(k * 4)), 'link');
    const at = b.add(r, word(LINK.record), 'at');
    const kind = word(LINK.kind);
    const slot = b.select(front, word(LINK.front), word(LINK.back), 'channel');
    const constant = (value: IrValue) => {
      b.store('f64', at, f64(0));
      b.store('f64', b.add(at, i32(8)), f64(0));
      b.store('f64', b.add(at, i32(16)), value);
    };
    const value = (base: IrValue) => b.convert('promote', b.load('f32', b.add(base, slot)), 'value');
    const isDefault = b.binary(
      'or',
      b.compare('eq', kind, i32(LinkKind.DEFAULT)),
      b.compare('lt', slot, i32(0)),
    );
    b.if(
      isDefault,
      () => constant(b.convert('convertF64', word(LINK.defaultW))),
      () =>
        b.if(
          b.compare('eq', kind, i32(LinkKind.FLAT)),
          () => constant(value(provoking)),
          () => {
            const perspective = b.compare('eq', kind, i32(LinkKind.PERSPECTIVE));
            const a = [0, 1, 2].map((k) => b.mul(value(v[k]!), b.select(perspective, w[k]!, f64(1))));
            plane(at, a[0]!, a[1]!, a[2]!);
          },
        ),
    );
  });
}

/** raster/round.ts roundHalfUp in the IR: Math.round to the bit, −0 included. */
function roundHalfUp(b: IrBuilder, v: IrValue): IrValue {
  const f64 = (n: number) => b.f64(n);
  const r = b.unary('floor', b.add(v, f64(0.5)));
  const n = b.select(b.compare('lt', v, b.sub(r, f64(0.5))), b.sub(r, f64(1)), r);
  const keep = b.binary('or', b.compare('ne', n, f64(0)), b.compare('gt', v, f64(0)));
  return b.select(keep, n, b.select(b.compare('lt', v, f64(0)), f64(-0), v));
}

/** The binning block's values (BIN), read once, and the kernel's running counts. */
interface Bins {
  readonly on: IrValue;
  readonly heads: IrValue;
  readonly tails: IrValue;
  readonly nodes: IrValue;
  readonly undo: IrValue;
  readonly tilesX: IrValue;
  readonly nodesCapacity: IrValue;
  readonly checkpointNodes: IrValue;
  readonly recordIndex: IrValue;
  /** Entries (f64) a record. */
  readonly recordEntries: IrValue;
  /** Variables: entries in use, pixels binned. */
  readonly nodesLength: IrValue;
  readonly undoLength: IrValue;
  readonly pixels: IrValue;
}

/** A record's pixel bounds (i32). */
interface Box {
  readonly x0: IrValue;
  readonly y0: IrValue;
  readonly x1: IrValue;
  readonly y1: IrValue;
}

/** The tiles a box touches (an arithmetic shift is floor(bound / TILE)) and how many. */
function tilesOf(b: IrBuilder, box: Box) {
  const tile = (v: IrValue) => b.binary('shrS', v, b.i32(TILE_SHIFT));
  const t = { x0: tile(box.x0), y0: tile(box.y0), x1: tile(box.x1), y1: tile(box.y1) };
  const across = b.add(b.sub(t.x1, t.x0), b.i32(1));
  const down = b.add(b.sub(t.y1, t.y0), b.i32(1));
  return { ...t, count: b.mul(across, down) };
}

/**
 * Scene.binTriangleRecord in the IR: record `record` (its arena index) into the tile its box lies in,
 * or into each tile of the box that no edge rejects, flagged FULLY_COVERED where every edge holds
 * over the box's part of the tile (edgeRange, as the scene tests them).
 */
function binRecord(
  b: IrBuilder,
  bins: Bins,
  record: IrValue,
  box: Box,
  tiles: ReturnType<typeof tilesOf>,
  edges: readonly Edge[],
): void {
  const i32 = (n: number) => b.i32(n);
  const single = b.binary('and', b.compare('eq', tiles.x0, tiles.x1), b.compare('eq', tiles.y0, tiles.y1));
  b.if(
    single,
    () => bin(b, bins, record, tiles.x0, tiles.y0, i32(0)),
    () =>
      b.loop(tiles.y0, b.add(tiles.y1, i32(1)), 1, (ty) =>
        b.loop(tiles.x0, b.add(tiles.x1, i32(1)), 1, (tx) => {
          const left = b.mul(tx, i32(TILE)),
            top = b.mul(ty, i32(TILE));
          const x0 = b.binary('maxS', left, box.x0),
            y0 = b.binary('maxS', top, box.y0);
          const x1 = b.binary('minS', b.add(left, i32(TILE - 1)), box.x1),
            y1 = b.binary('minS', b.add(top, i32(TILE - 1)), box.y1);
          const f = (v: IrValue) => b.convert('convertF64', v);
          let reject = i32(0);
          let inside = i32(-1);
          for (const e of edges) {
            const range = edgeRange(b, e, f(x0), f(y0), f(b.sub(x1, x0)), f(b.sub(y1, y0)));
            reject = b.binary('or', reject, b.compare('lt', range.most, b.f64(0)));
            inside = b.binary('and', inside, b.compare('ge', range.least, b.f64(0)));
          }
          b.if(b.unary('not', reject), () =>
            bin(b, bins, record, tx, ty, b.select(inside, i32(FULLY_COVERED), i32(0))),
          );
        }),
      ),
  );
}

/** Scene.bin in the IR: a node for `record` at the end of tile (tx, ty)'s list. */
function bin(b: IrBuilder, bins: Bins, record: IrValue, tx: IrValue, ty: IrValue, flags: IrValue): void {
  const i32 = (n: number) => b.i32(n);
  const tile = b.add(b.mul(ty, bins.tilesX), tx, 'tile');
  const tailAt = b.add(bins.tails, b.mul(tile, i32(4)));
  const tail = b.load('i32', tailAt, 'tail');
  // The tile's first bin since the checkpoint: where its list ended is noted, for a rollback.
  b.if(b.compare('lt', tail, bins.checkpointNodes), () => {
    const at = b.add(bins.undo, b.mul(bins.undoLength, i32(4)));
    b.store('i32', at, tile);
    b.store('i32', b.add(at, i32(4)), tail);
    b.set(bins.undoLength, b.add(bins.undoLength, i32(2)));
  });
  const node = bins.nodesLength;
  const nodeAt = b.add(bins.nodes, b.mul(node, i32(4)), 'nodeAt');
  b.store('i32', b.add(nodeAt, i32(Node.RECORD * 4)), record);
  b.store('i32', b.add(nodeAt, i32(Node.ARGUMENT * 4)), i32(0));
  b.store('i32', b.add(nodeAt, i32(Node.FLAGS * 4)), flags);
  b.store('i32', b.add(nodeAt, i32(Node.NEXT * 4)), i32(-1));
  b.if(
    b.compare('lt', tail, i32(0)),
    () => b.store('i32', b.add(bins.heads, b.mul(tile, i32(4))), node),
    () => b.store('i32', b.add(bins.nodes, b.mul(b.add(tail, i32(Node.NEXT)), i32(4))), node),
  );
  b.store('i32', tailAt, node);
  b.set(bins.nodesLength, b.add(node, i32(NODE_ENTRIES)));
}
