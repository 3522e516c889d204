// Triangle setup written in the IR, for a list of triangles at a time: what the primitive pipeline does
// for a triangle no plane clips (draw/primitive-pipeline.ts `triangle` and `drawTriangle`, then
// raster/triangle-setup.ts `setupTriangle`) — the frustum outcodes, trivial rejection, facing and
// culling, polygon offset, the snapped edge functions with the fill rule, the pixel bounds and the
// planes of depth, 1/w and every fragment input — computed with the same f64 operations in the same
// order, so the records it writes hold the same bits. It stops at the first triangle that needs more (a
// plane cuts it, or a coordinate is not a number) and says which: the caller runs that one through the
// primitive pipeline and goes on after it. Binning stays with the caller, which gets each record's
// pixel bounds.
//
// `triangles(list, count, verts, stride, position, window, records, recordBytes, out, params, links,
// linkCount, flags)`, addresses in bytes:
// - list: `count` triangles of TRIANGLE_WORDS i32 each (vertex slots v0, v1, v2, provoking, primitive id);
// - verts: the vertex store (f32), `stride` bytes a vertex, clip position at `position`, window
//   x, y, z, 1/w at `window`;
// - records: where the first record goes, `recordBytes` apart (Rec layout, f64);
// - out: OUT.consumed (triangles done before the one it stopped at, or count), OUT.records (records
//   written), OUT.accepted (triangles past clipping, for c_primitives), then from OUT.bounds four i32 a
//   record: min x, min y, max x, max y;
// - params: f64 at PARAM (see below); links: linkCount entries of LINK_WORDS i32 (LINK);
// - flags: FLAG bits.
import { PrimKind, Rec } from '../../raster/record.js';
import { SUBPIXEL } from '../../raster/triangle-setup.js';
import { IrBuilder } from '../ir/builder.js';
import type { IrFunction, IrValue } from '../ir/ir.js';

/** i32 words of a triangle of the list. */
export const TRIANGLE_WORDS = 5;
/** Byte offsets of the results at `out`. */
export const OUT = { consumed: 0, records: 4, accepted: 8, bounds: 16 } as const;
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
            setup(b, p, v, provoking, id, written, param, flag);
          }),
      );
    });
  });
  b.store('i32', b.add(p.out, i32(OUT.consumed)), consumed);
  b.store('i32', b.add(p.out, i32(OUT.records)), written);
  b.store('i32', b.add(p.out, i32(OUT.accepted)), accepted);
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
            const included = b.binary('or', b.compare('lt', dy, f64(0)), b.binary('and', flatEdge, leftward));
            const negDy = b.unary('neg', dy);
            put(entry, b.mul(negDy, f64(SUBPIXEL)));
            put(entry + 1, b.mul(dx, f64(SUBPIXEL)));
            const c = b.sub(
              b.add(b.add(b.mul(negDy, sample), b.mul(dx, sample)), b.mul(dy, xi)),
              b.mul(dx, yi),
            );
            put(entry + 2, b.sub(c, b.select(included, f64(0), f64(1))));
          };
          edge(Rec.EDGES, X0, Y0, X1, Y1);
          edge(Rec.EDGES + 3, X1, Y1, X2, Y2);
          edge(Rec.EDGES + 6, X2, Y2, X0, Y0);
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
          [minX, minY, maxX, maxY].forEach((value, k) => {
            b.store('i32', b.add(bounds, i32(k * 4)), b.convert('integerWord', value));
          });
          b.set(written, b.add(written, i32(1)));
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
