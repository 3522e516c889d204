// assemblePrimitives: restarts cut runs, every mode decomposes with GL's provoking vertex (last, or first
// with flatshade_first; fans the second, polygons the first) and the edge flags of split quads/polygons.
import { describe, expect, it } from 'vitest';
import { PipePrim } from '../src/index.js';
import { assemblePrimitives, type PrimitiveSink } from '../src/util/index.js';

function record(mode: PipePrim, slots: number[], first = false): string[] {
  const out: string[] = [];
  const sink: PrimitiveSink = {
    point: (v, id) => out.push(`p${v}#${id}`),
    line: (a, b, p, id) => out.push(`l${a}${b}/${p}#${id}`),
    triangle: (a, b, c, p, e, id) => out.push(`t${a}${b}${c}/${p}e${e}#${id}`),
  };
  const n = assemblePrimitives(mode, Int32Array.from(slots), slots.length, first, sink);
  out.push(`n${n}`);
  return out;
}

describe('assemblePrimitives', () => {
  it('cuts runs at -1 and numbers primitives across runs', () => {
    expect(record(PipePrim.LINE_STRIP, [0, 1, 2, -1, 3, 4])).toEqual(['l01/1#0', 'l12/2#1', 'l34/4#2', 'n3']);
  });
  it('line loops close with the first vertex as provoking (last convention) or the last one (first convention)', () => {
    expect(record(PipePrim.LINE_LOOP, [0, 1, 2])).toEqual(['l01/1#0', 'l12/2#1', 'l20/0#2', 'n3']);
    expect(record(PipePrim.LINE_LOOP, [0, 1, 2], true)).toEqual(['l01/0#0', 'l12/1#1', 'l20/2#2', 'n3']);
  });
  it('strips keep their winding and fans take the second vertex under the first convention', () => {
    expect(record(PipePrim.TRIANGLE_STRIP, [0, 1, 2, 3])).toEqual(['t012/2e7#0', 't213/3e7#1', 'n2']);
    expect(record(PipePrim.TRIANGLE_STRIP, [0, 1, 2, 3], true)).toEqual(['t012/0e7#0', 't132/1e7#1', 'n2']);
    expect(record(PipePrim.TRIANGLE_FAN, [0, 1, 2, 3], true)).toEqual(['t012/1e7#0', 't023/2e7#1', 'n2']);
  });
  it('quads split along v0-v2 with the diagonal hidden; polygons are one primitive provoked by v0', () => {
    expect(record(PipePrim.QUADS, [0, 1, 2, 3])).toEqual(['t012/3e3#0', 't023/3e6#0', 'n1']);
    expect(record(PipePrim.QUAD_STRIP, [0, 1, 2, 3], true)).toEqual(['t013/0e3#0', 't032/0e6#0', 'n1']);
    expect(record(PipePrim.POLYGON, [0, 1, 2, 3, 4])).toEqual([
      't012/0e3#0',
      't023/0e2#0',
      't034/0e6#0',
      'n1',
    ]);
  });
});
