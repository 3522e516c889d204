// assemblePrimitives: every PipePrim with the last and the first vertex provoking — vertex order,
// provoking vertex, edge flags and primitive ids, by hand from GL's rules (GL 4.6 10.1 and its "triangle
// strips with adjacency" table; Vulkan's table for a first provoking vertex), restarts, and the adjacent
// vertices a geometry shader receives; ids from a first id other than 0.
import { describe, expect, it } from 'vitest';
import { PipePrim } from '../src/enums.js';
import {
  type AdjacencySink,
  assemblePrimitives,
  type PrimitiveSink,
  primitivesInRun,
} from '../src/util/primitive-assembly.js';

/** Records primitives as text: "P v #id", "L a b p #id", "T a b c p e #id", "LA ...", "TA ...". */
class Recorder implements PrimitiveSink {
  readonly log: string[] = [];
  point(v: number, id: number): void {
    this.log.push(`P ${v} #${id}`);
  }
  line(a: number, b: number, p: number, id: number): void {
    this.log.push(`L ${a} ${b} p${p} #${id}`);
  }
  triangle(a: number, b: number, c: number, p: number, e: number, id: number): void {
    this.log.push(`T ${a} ${b} ${c} p${p} e${e} #${id}`);
  }
}

class AdjacencyRecorder extends Recorder implements AdjacencySink {
  lineAdjacency(a: number, v0: number, v1: number, b: number, id: number): void {
    this.log.push(`LA ${a} ${v0} ${v1} ${b} #${id}`);
  }
  triangleAdjacency(v0: number, a: number, v1: number, b: number, v2: number, c: number, id: number): void {
    this.log.push(`TA ${v0} ${a} ${v1} ${b} ${v2} ${c} #${id}`);
  }
}

function run(mode: PipePrim, n: number, first: boolean, sink: Recorder = new Recorder()): string[] {
  const slots = Int32Array.from({ length: n }, (_, i) => i);
  const count = assemblePrimitives(mode, slots, n, first, sink);
  return [...sink.log, `= ${count}`];
}

describe('assemblePrimitives without adjacency', () => {
  const cases: [string, PipePrim, number, string[], string[]][] = [
    [
      'POINTS',
      PipePrim.POINTS,
      3,
      ['P 0 #0', 'P 1 #1', 'P 2 #2', '= 3'],
      ['P 0 #0', 'P 1 #1', 'P 2 #2', '= 3'],
    ],
    [
      'LINES',
      PipePrim.LINES,
      5,
      ['L 0 1 p1 #0', 'L 2 3 p3 #1', '= 2'],
      ['L 0 1 p0 #0', 'L 2 3 p2 #1', '= 2'],
    ],
    [
      'LINE_STRIP',
      PipePrim.LINE_STRIP,
      4,
      ['L 0 1 p1 #0', 'L 1 2 p2 #1', 'L 2 3 p3 #2', '= 3'],
      ['L 0 1 p0 #0', 'L 1 2 p1 #1', 'L 2 3 p2 #2', '= 3'],
    ],
    [
      'LINE_LOOP',
      PipePrim.LINE_LOOP,
      3,
      ['L 0 1 p1 #0', 'L 1 2 p2 #1', 'L 2 0 p0 #2', '= 3'],
      ['L 0 1 p0 #0', 'L 1 2 p1 #1', 'L 2 0 p2 #2', '= 3'],
    ],
    [
      'TRIANGLES',
      PipePrim.TRIANGLES,
      7,
      ['T 0 1 2 p2 e7 #0', 'T 3 4 5 p5 e7 #1', '= 2'],
      ['T 0 1 2 p0 e7 #0', 'T 3 4 5 p3 e7 #1', '= 2'],
    ],
    [
      'TRIANGLE_STRIP: odd triangles swap their non-provoking vertices',
      PipePrim.TRIANGLE_STRIP,
      5,
      ['T 0 1 2 p2 e7 #0', 'T 2 1 3 p3 e7 #1', 'T 2 3 4 p4 e7 #2', '= 3'],
      ['T 0 1 2 p0 e7 #0', 'T 1 3 2 p1 e7 #1', 'T 2 3 4 p2 e7 #2', '= 3'],
    ],
    [
      'TRIANGLE_FAN: with a first provoking vertex each triangle starts after the hub',
      PipePrim.TRIANGLE_FAN,
      5,
      ['T 0 1 2 p2 e7 #0', 'T 0 2 3 p3 e7 #1', 'T 0 3 4 p4 e7 #2', '= 3'],
      ['T 1 2 0 p1 e7 #0', 'T 2 3 0 p2 e7 #1', 'T 3 4 0 p3 e7 #2', '= 3'],
    ],
    [
      'QUADS: two triangles, the diagonal hidden, one primitive',
      PipePrim.QUADS,
      8,
      ['T 0 1 2 p3 e3 #0', 'T 0 2 3 p3 e6 #0', 'T 4 5 6 p7 e3 #1', 'T 4 6 7 p7 e6 #1', '= 2'],
      ['T 0 1 2 p0 e3 #0', 'T 0 2 3 p0 e6 #0', 'T 4 5 6 p4 e3 #1', 'T 4 6 7 p4 e6 #1', '= 2'],
    ],
    [
      'QUAD_STRIP',
      PipePrim.QUAD_STRIP,
      6,
      ['T 0 1 3 p3 e3 #0', 'T 0 3 2 p3 e6 #0', 'T 2 3 5 p5 e3 #1', 'T 2 5 4 p5 e6 #1', '= 2'],
      ['T 0 1 3 p0 e3 #0', 'T 0 3 2 p0 e6 #0', 'T 2 3 5 p2 e3 #1', 'T 2 5 4 p2 e6 #1', '= 2'],
    ],
    [
      'POLYGON: a fan from vertex 0, which provokes, inner edges hidden',
      PipePrim.POLYGON,
      5,
      ['T 0 1 2 p0 e3 #0', 'T 0 2 3 p0 e2 #0', 'T 0 3 4 p0 e6 #0', '= 1'],
      ['T 0 1 2 p0 e3 #0', 'T 0 2 3 p0 e2 #0', 'T 0 3 4 p0 e6 #0', '= 1'],
    ],
    [
      'LINES_ADJACENCY: the middle two vertices',
      PipePrim.LINES_ADJACENCY,
      8,
      ['L 1 2 p2 #0', 'L 5 6 p6 #1', '= 2'],
      ['L 1 2 p1 #0', 'L 5 6 p5 #1', '= 2'],
    ],
    [
      'LINE_STRIP_ADJACENCY: without the first and last vertex',
      PipePrim.LINE_STRIP_ADJACENCY,
      5,
      ['L 1 2 p2 #0', 'L 2 3 p3 #1', '= 2'],
      ['L 1 2 p1 #0', 'L 2 3 p2 #1', '= 2'],
    ],
    [
      'TRIANGLES_ADJACENCY: vertices 0, 2, 4',
      PipePrim.TRIANGLES_ADJACENCY,
      12,
      ['T 0 2 4 p4 e7 #0', 'T 6 8 10 p10 e7 #1', '= 2'],
      ['T 0 2 4 p0 e7 #0', 'T 6 8 10 p6 e7 #1', '= 2'],
    ],
    [
      'TRIANGLE_STRIP_ADJACENCY: the even vertices as a strip',
      PipePrim.TRIANGLE_STRIP_ADJACENCY,
      10,
      ['T 0 2 4 p4 e7 #0', 'T 4 2 6 p6 e7 #1', 'T 4 6 8 p8 e7 #2', '= 3'],
      ['T 0 2 4 p0 e7 #0', 'T 2 6 4 p2 e7 #1', 'T 4 6 8 p4 e7 #2', '= 3'],
    ],
  ];

  it.each(cases)('%s (last vertex, then first vertex provoking)', (_, mode, n, last, first) => {
    expect(run(mode, n, false)).toEqual(last);
    expect(run(mode, n, true)).toEqual(first);
  });

  it('cuts at restarts (−1): each run starts afresh, primitive ids run on', () => {
    const slots = Int32Array.from([0, 1, 2, 3, -1, 4, 5, 6, -1, -1, 7]);
    const sink = new Recorder();
    expect(assemblePrimitives(PipePrim.TRIANGLE_STRIP, slots, slots.length, false, sink)).toBe(3);
    expect(sink.log).toEqual(['T 0 1 2 p2 e7 #0', 'T 2 1 3 p3 e7 #1', 'T 4 5 6 p6 e7 #2']);
  });

  it('numbers primitives from firstId, and returns firstId plus the primitives (a draw in pieces)', () => {
    const slots = Int32Array.from([0, 1, 2, 3, 4, 5, -1, 6, 7, 8]);
    const sink = new Recorder();
    expect(assemblePrimitives(PipePrim.TRIANGLES, slots, slots.length, false, sink, 10)).toBe(13);
    expect(sink.log).toEqual(['T 0 1 2 p2 e7 #10', 'T 3 4 5 p5 e7 #11', 'T 6 7 8 p8 e7 #12']);
  });

  it('gives nothing for PATCHES (no tessellation) and for runs too short to make a primitive', () => {
    expect(run(PipePrim.PATCHES, 4, false)).toEqual(['= 0']);
    expect(run(PipePrim.TRIANGLE_STRIP_ADJACENCY, 5, false)).toEqual(['= 0']);
    expect(run(PipePrim.LINE_LOOP, 1, false)).toEqual(['= 0']);
  });
});

describe('assemblePrimitives with adjacency (a geometry shader input)', () => {
  it('LINES_ADJACENCY and LINE_STRIP_ADJACENCY give 4 vertices in order', () => {
    expect(run(PipePrim.LINES_ADJACENCY, 8, false, new AdjacencyRecorder())).toEqual([
      'LA 0 1 2 3 #0',
      'LA 4 5 6 7 #1',
      '= 2',
    ]);
    expect(run(PipePrim.LINE_STRIP_ADJACENCY, 5, true, new AdjacencyRecorder())).toEqual([
      'LA 0 1 2 3 #0',
      'LA 1 2 3 4 #1',
      '= 2',
    ]);
  });

  it('TRIANGLES_ADJACENCY gives the 6 vertices in input order', () => {
    expect(run(PipePrim.TRIANGLES_ADJACENCY, 12, false, new AdjacencyRecorder())).toEqual([
      'TA 0 1 2 3 4 5 #0',
      'TA 6 7 8 9 10 11 #1',
      '= 2',
    ]);
  });

  it("TRIANGLE_STRIP_ADJACENCY follows GL's table (last provoking) and Vulkan's (first provoking)", () => {
    // GL 4.6 table 10.1 (1-based): first 1 3 5 | 2 7 4; middle odd 2i+3 2i+1 2i+5 | 2i−1 2i+4 2i+7;
    // last even 2i+1 2i+3 2i+5 | 2i−1 2i+6 2i+4. As input order v0 a01 v1 a12 v2 a20, 0-based:
    expect(run(PipePrim.TRIANGLE_STRIP_ADJACENCY, 10, false, new AdjacencyRecorder())).toEqual([
      'TA 0 1 2 6 4 3 #0',
      'TA 4 0 2 5 6 8 #1',
      'TA 4 2 6 9 8 7 #2',
      '= 3',
    ]);
    // Vulkan 20.1.11 (the first vertex provokes): odd triangles are not rotated.
    expect(run(PipePrim.TRIANGLE_STRIP_ADJACENCY, 10, true, new AdjacencyRecorder())).toEqual([
      'TA 0 1 2 6 4 3 #0',
      'TA 2 5 6 8 4 0 #1',
      'TA 4 2 6 9 8 7 #2',
      '= 3',
    ]);
    // A single triangle ("only", i = 0, n = 1): 1 3 5 | 2 6 4.
    expect(run(PipePrim.TRIANGLE_STRIP_ADJACENCY, 6, false, new AdjacencyRecorder())).toEqual([
      'TA 0 1 2 5 4 3 #0',
      '= 1',
    ]);
  });

  it('non-adjacency modes reach an adjacency sink unchanged', () => {
    expect(run(PipePrim.TRIANGLE_STRIP, 4, false, new AdjacencyRecorder())).toEqual(
      run(PipePrim.TRIANGLE_STRIP, 4, false),
    );
  });
});

describe('primitivesInRun', () => {
  it('counts what assemblePrimitives makes for every mode and vertex count up to 13', () => {
    for (let mode = PipePrim.POINTS; mode <= PipePrim.PATCHES; mode++) {
      for (let n = 0; n <= 13; n++) {
        const made = assemblePrimitives(
          mode as PipePrim,
          Int32Array.from({ length: n }, (_, i) => i),
          n,
          false,
          {
            point() {},
            line() {},
            triangle() {},
          },
        );
        expect(primitivesInRun(mode as PipePrim, n), `mode ${mode}, ${n} vertices`).toBe(made);
      }
    }
  });
});
