// The tessellator's entry points as GLU 1.3 specifies them and Mesa's libGLU behaves (the sequences
// below are what libGLU 9 reports for the same calls, except that libGLU accepts a tolerance that is not
// a number and turns boundary-only mode on for an unknown winding rule where the specification names
// GLU_INVALID_VALUE, which this tessellator reports): errors through the error callback for calls out
// of order and the recovery libGLU makes, properties and their errors, the _DATA callbacks with the
// polygon data, the combine callback's arguments, GLU_TESS_NEED_COMBINE_CALLBACK, coordinates too
// large, the normal deciding orientation, and the GLU 1.0 polygon calls.
import { describe, expect, it } from 'vitest';
import {
  GLU_INTERIOR,
  GLU_INVALID_ENUM,
  GLU_INVALID_VALUE,
  GLU_TESS_BEGIN,
  GLU_TESS_BEGIN_DATA,
  GLU_TESS_BOUNDARY_ONLY,
  GLU_TESS_COMBINE,
  GLU_TESS_COMBINE_DATA,
  GLU_TESS_COORD_TOO_LARGE,
  GLU_TESS_EDGE_FLAG_DATA,
  GLU_TESS_END,
  GLU_TESS_END_DATA,
  GLU_TESS_ERROR,
  GLU_TESS_ERROR_DATA,
  GLU_TESS_MISSING_BEGIN_CONTOUR,
  GLU_TESS_MISSING_BEGIN_POLYGON,
  GLU_TESS_MISSING_END_CONTOUR,
  GLU_TESS_MISSING_END_POLYGON,
  GLU_TESS_NEED_COMBINE_CALLBACK,
  GLU_TESS_TOLERANCE,
  GLU_TESS_VERTEX,
  GLU_TESS_VERTEX_DATA,
  GLU_TESS_WINDING_ABS_GEQ_TWO,
  GLU_TESS_WINDING_ODD,
  GLU_TESS_WINDING_POSITIVE,
  GLU_TESS_WINDING_RULE,
  type GLUtesselator,
  gluBeginPolygon,
  gluDeleteTess,
  gluEndPolygon,
  gluGetTessProperty,
  gluNewTess,
  gluNextContour,
  gluTessBeginContour,
  gluTessBeginPolygon,
  gluTessCallback,
  gluTessEndContour,
  gluTessEndPolygon,
  gluTessNormal,
  gluTessProperty,
  gluTessVertex,
} from '../src/index.js';
import { runTess, signedArea, trianglesOf } from './tess-helpers.js';

const SQUARE = [
  [0, 0, 0],
  [1, 0, 0],
  [1, 1, 0],
  [0, 1, 0],
];
const BOWTIE = [
  [0, 0, 0],
  [2, 2, 0],
  [2, 0, 0],
  [0, 2, 0],
];

/** A tessellator whose callbacks append to `log` (vertex data are the coordinate arrays). */
function recordingTess(log: string[]): GLUtesselator {
  const tess = gluNewTess();
  gluTessCallback(tess, GLU_TESS_ERROR, (e: number) => log.push(`error ${e}`));
  gluTessCallback(tess, GLU_TESS_BEGIN, (type: number) => log.push(`begin ${type}`));
  gluTessCallback(tess, GLU_TESS_VERTEX, (v: number[]) => log.push(`vertex ${v[0]},${v[1]}`));
  gluTessCallback(tess, GLU_TESS_END, () => log.push('end'));
  return tess;
}

function contour(tess: GLUtesselator, points: number[][]) {
  gluTessBeginContour(tess);
  for (const p of points) gluTessVertex(tess, p, p);
  gluTessEndContour(tess);
}

describe('calls out of order', () => {
  it('gluTessVertex with no polygon reports the missing begins and tessellates what follows', () => {
    const log: string[] = [];
    const tess = recordingTess(log);
    for (const p of SQUARE.slice(0, 3)) gluTessVertex(tess, p, p);
    gluTessEndPolygon(tess);
    expect(log.slice(0, 3)).toEqual([
      `error ${GLU_TESS_MISSING_BEGIN_POLYGON}`,
      `error ${GLU_TESS_MISSING_BEGIN_CONTOUR}`,
      `error ${GLU_TESS_MISSING_END_CONTOUR}`,
    ]);
    expect(log[3]).toBe('begin 4');
    expect(log.slice(4, 7).sort()).toEqual(['vertex 0,0', 'vertex 1,0', 'vertex 1,1']);
    expect(log[7]).toBe('end');
  });

  it('gluTessEndPolygon and gluTessEndContour with no polygon report the missing begins', () => {
    const log: string[] = [];
    const tess = recordingTess(log);
    gluTessEndPolygon(tess);
    expect(log).toEqual([`error ${GLU_TESS_MISSING_BEGIN_POLYGON}`]);
    log.length = 0;
    gluTessEndContour(tess);
    expect(log).toEqual([
      `error ${GLU_TESS_MISSING_BEGIN_POLYGON}`,
      `error ${GLU_TESS_MISSING_BEGIN_CONTOUR}`,
    ]);
    log.length = 0;
    gluTessEndPolygon(tess);
    expect(log).toEqual([]);
  });

  it('gluTessBeginPolygon inside a polygon discards it after reporting the missing ends', () => {
    const log: string[] = [];
    const tess = recordingTess(log);
    gluTessBeginPolygon(tess, null);
    gluTessBeginContour(tess);
    for (const p of SQUARE) gluTessVertex(tess, p, p);
    gluTessBeginPolygon(tess, null);
    expect(log).toEqual([`error ${GLU_TESS_MISSING_END_CONTOUR}`, `error ${GLU_TESS_MISSING_END_POLYGON}`]);
    gluTessEndPolygon(tess);
    expect(log.length).toBe(2);
  });

  it('gluDeleteTess of an open polygon reports the missing ends', () => {
    const log: string[] = [];
    const tess = recordingTess(log);
    gluTessBeginPolygon(tess, null);
    gluTessBeginContour(tess);
    gluDeleteTess(tess);
    expect(log).toEqual([`error ${GLU_TESS_MISSING_END_CONTOUR}`, `error ${GLU_TESS_MISSING_END_POLYGON}`]);
  });
});

describe('properties', () => {
  it('have GLU defaults and keep valid values', () => {
    const tess = gluNewTess();
    const value = new Float64Array(1);
    gluGetTessProperty(tess, GLU_TESS_WINDING_RULE, value);
    expect(value[0]).toBe(GLU_TESS_WINDING_ODD);
    gluGetTessProperty(tess, GLU_TESS_BOUNDARY_ONLY, value);
    expect(value[0]).toBe(0);
    gluGetTessProperty(tess, GLU_TESS_TOLERANCE, value);
    expect(value[0]).toBe(0);
    gluTessProperty(tess, GLU_TESS_WINDING_RULE, GLU_TESS_WINDING_ABS_GEQ_TWO);
    gluTessProperty(tess, GLU_TESS_BOUNDARY_ONLY, 7);
    gluTessProperty(tess, GLU_TESS_TOLERANCE, 0.25);
    gluGetTessProperty(tess, GLU_TESS_WINDING_RULE, value);
    expect(value[0]).toBe(GLU_TESS_WINDING_ABS_GEQ_TWO);
    gluGetTessProperty(tess, GLU_TESS_BOUNDARY_ONLY, value);
    expect(value[0]).toBe(1);
    gluGetTessProperty(tess, GLU_TESS_TOLERANCE, value);
    expect(value[0]).toBe(0.25);
  });

  it('report GLU_INVALID_VALUE and GLU_INVALID_ENUM and change nothing', () => {
    const errors: number[] = [];
    const tess = gluNewTess();
    gluTessCallback(tess, GLU_TESS_ERROR, (e: number) => errors.push(e));
    gluTessProperty(tess, GLU_TESS_WINDING_RULE, 5);
    gluTessProperty(tess, GLU_TESS_WINDING_RULE, GLU_TESS_WINDING_ODD + 0.5);
    gluTessProperty(tess, GLU_TESS_TOLERANCE, 2);
    gluTessProperty(tess, GLU_TESS_TOLERANCE, -1);
    gluTessProperty(tess, GLU_TESS_TOLERANCE, Number.NaN);
    gluTessProperty(tess, 12345, 0);
    const value = new Float64Array([-1]);
    gluGetTessProperty(tess, 999, value);
    gluTessCallback(tess, 5, () => {});
    expect(errors).toEqual([
      GLU_INVALID_VALUE,
      GLU_INVALID_VALUE,
      GLU_INVALID_VALUE,
      GLU_INVALID_VALUE,
      GLU_INVALID_VALUE,
      GLU_INVALID_ENUM,
      GLU_INVALID_ENUM,
      GLU_INVALID_ENUM,
    ]);
    expect(value[0]).toBe(0);
    gluGetTessProperty(tess, GLU_TESS_WINDING_RULE, value);
    expect(value[0]).toBe(GLU_TESS_WINDING_ODD);
    gluGetTessProperty(tess, GLU_TESS_BOUNDARY_ONLY, value);
    expect(value[0]).toBe(0);
    gluGetTessProperty(tess, GLU_TESS_TOLERANCE, value);
    expect(value[0]).toBe(0);
  });
});

describe('callbacks', () => {
  it('the _DATA forms take precedence and receive the polygon data', () => {
    const log: unknown[] = [];
    const tess = recordingTess(log as string[]);
    const polygon = { name: 'polygon' };
    gluTessCallback(tess, GLU_TESS_BEGIN_DATA, (type: number, d: unknown) => log.push(['begin', type, d]));
    gluTessCallback(tess, GLU_TESS_VERTEX_DATA, (v: number[], d: unknown) => log.push(['vertex', v, d]));
    gluTessCallback(tess, GLU_TESS_END_DATA, (d: unknown) => log.push(['end', d]));
    gluTessCallback(tess, GLU_TESS_EDGE_FLAG_DATA, (f: boolean, d: unknown) => log.push(['flag', f, d]));
    gluTessCallback(tess, GLU_TESS_ERROR_DATA, (e: number, d: unknown) => log.push(['error', e, d]));
    gluTessBeginPolygon(tess, polygon);
    contour(tess, SQUARE);
    gluTessEndPolygon(tess);
    expect(log[0]).toEqual(['begin', 4, polygon]);
    expect(log.filter((x) => (x as unknown[])[0] === 'vertex').length).toBe(6);
    for (const entry of log) expect((entry as unknown[])[(entry as unknown[]).length - 1]).toBe(polygon);
    expect(log[log.length - 1]).toEqual(['end', polygon]);
    log.length = 0;
    gluTessBeginPolygon(tess, polygon);
    gluTessBeginPolygon(tess, polygon);
    expect(log[0]).toEqual(['error', GLU_TESS_MISSING_END_POLYGON, polygon]);
    gluTessEndPolygon(tess);
  });

  it('edge flags make independent triangles and are reported only when they change', () => {
    const flags: (boolean | string)[] = [];
    const tess = gluNewTess();
    gluTessCallback(tess, GLU_TESS_BEGIN, (type: number) => flags.push(`begin ${type}`));
    gluTessCallback(tess, GLU_TESS_VERTEX, () => flags.push('v'));
    gluTessCallback(tess, GLU_TESS_END, () => {});
    gluTessCallback(tess, GLU_TESS_EDGE_FLAG_DATA, (f: boolean) => flags.push(f));
    gluTessBeginPolygon(tess, null);
    contour(tess, SQUARE);
    gluTessEndPolygon(tess);
    expect(flags[0]).toBe('begin 4');
    expect(flags.filter((x) => x === 'v').length).toBe(6);
    for (let i = 2; i < flags.length; i++)
      if (typeof flags[i] === 'boolean')
        expect(flags[i]).not.toBe(
          flags
            .slice(0, i)
            .filter((x) => typeof x === 'boolean')
            .pop(),
        );
    // Two triangles of a square: four boundary edges flagged true, the diagonal (twice) false.
    const run = runTess([SQUARE], { edgeFlags: true });
    expect(run.primitives[0]!.flags.filter((f) => f).length).toBe(4);
  });

  it('combine receives the crossing, four vertex data and weights; coincident vertices are merged with two', () => {
    const calls: unknown[][] = [];
    const tess = gluNewTess();
    const out: number[][] = [];
    gluTessCallback(tess, GLU_TESS_VERTEX, (v: number[]) => out.push(v));
    gluTessCallback(tess, GLU_TESS_BEGIN, () => {});
    gluTessCallback(tess, GLU_TESS_END, () => {});
    gluTessCallback(
      tess,
      GLU_TESS_COMBINE_DATA,
      (coords: number[], data: unknown[], weights: number[], d: unknown) => {
        calls.push([coords, data, weights, d]);
        return coords;
      },
    );
    gluTessBeginPolygon(tess, 'P');
    contour(tess, BOWTIE);
    gluTessEndPolygon(tess);
    expect(calls).toEqual([
      [[1, 1, 0], [BOWTIE[0], BOWTIE[1], BOWTIE[2], BOWTIE[3]], [0.25, 0.25, 0.25, 0.25], 'P'],
    ]);
    expect(out.length).toBe(6);
    expect(out.filter((v) => v === calls[0]![0]).length).toBe(2);
    calls.length = 0;
    gluTessBeginPolygon(tess, 'Q');
    contour(tess, SQUARE.slice(0, 3));
    contour(tess, [
      [1, 1, 0],
      [2, 1, 0],
      [2, 2, 0],
    ]);
    gluTessEndPolygon(tess);
    expect(calls).toEqual([[[1, 1, 0], [SQUARE[2], [1, 1, 0], undefined, undefined], [0.5, 0.5, 0, 0], 'Q']]);
  });

  it('an intersection with no combine callback reports GLU_TESS_NEED_COMBINE_CALLBACK and outputs nothing', () => {
    const run = runTess([BOWTIE], { combine: false });
    expect(run.errors).toEqual([GLU_TESS_NEED_COMBINE_CALLBACK]);
    expect(run.primitives).toEqual([]);
    // A combine callback returning nothing counts as none.
    const log: string[] = [];
    const tess = recordingTess(log);
    gluTessCallback(tess, GLU_TESS_COMBINE, () => undefined);
    gluTessBeginPolygon(tess, null);
    contour(tess, BOWTIE);
    gluTessEndPolygon(tess);
    expect(log).toEqual([`error ${GLU_TESS_NEED_COMBINE_CALLBACK}`]);
  });

  it('coincident vertices need no combine callback', () => {
    const run = runTess(
      [
        SQUARE.slice(0, 3),
        [
          [1, 1, 0],
          [2, 1, 0],
          [2, 2, 0],
        ],
      ],
      { combine: false },
    );
    expect(run.errors).toEqual([]);
    expect(trianglesOf(run).length).toBe(2);
  });

  it('a callback set to null is reset', () => {
    const log: string[] = [];
    const tess = recordingTess(log);
    gluTessCallback(tess, GLU_TESS_ERROR, null);
    gluTessEndPolygon(tess);
    expect(log).toEqual([]);
  });
});

describe('coordinates', () => {
  it('beyond GLU_TESS_MAX_COORD, infinite or not numbers report GLU_TESS_COORD_TOO_LARGE', () => {
    for (const bad of [1e200, -Infinity, Number.NaN]) {
      const run = runTess([
        [
          [bad, 0, 0],
          [1, 0, 0],
          [1, 1, 0],
        ],
      ]);
      expect(run.errors).toEqual([GLU_TESS_COORD_TOO_LARGE]);
    }
  });
});

describe('the normal decides orientation', () => {
  const cw = [...SQUARE].reverse();
  const areaOf = (run: ReturnType<typeof runTess>) => trianglesOf(run).reduce((s, t) => s + signedArea(t), 0);

  it('a computed normal makes the polygon counter-clockwise about it', () => {
    const run = runTess([cw], { rule: GLU_TESS_WINDING_POSITIVE });
    expect(areaOf(run)).toBeCloseTo(-1, 12);
  });

  it('a given normal decides winding numbers and the orientation of triangles', () => {
    expect(trianglesOf(runTess([cw], { rule: GLU_TESS_WINDING_POSITIVE, normal: [0, 0, 1] }))).toEqual([]);
    expect(areaOf(runTess([cw], { rule: GLU_TESS_WINDING_POSITIVE, normal: [0, 0, -1] }))).toBeCloseTo(
      -1,
      12,
    );
    expect(areaOf(runTess([SQUARE], { normal: [0, 0, 1] }))).toBeCloseTo(1, 12);
  });

  it('polygons in any plane are tessellated in that plane', () => {
    const tilted = SQUARE.map(([x, y]) => [x!, y!, x! + y!]);
    const run = runTess([tilted]);
    const triangles = trianglesOf(run);
    expect(triangles.length).toBe(2);
    for (const t of triangles) for (const v of t) expect(v.z).toBe(v.x + v.y);
  });
});

describe('GLU 1.0 polygon calls', () => {
  it('gluBeginPolygon, gluNextContour and gluEndPolygon make contours', () => {
    const log: string[] = [];
    const tess = recordingTess(log);
    gluTessCallback(tess, GLU_TESS_VERTEX, () => log.push('v'));
    gluTessProperty(tess, GLU_TESS_BOUNDARY_ONLY, 1);
    gluBeginPolygon(tess);
    for (const p of [
      [0, 0, 0],
      [4, 0, 0],
      [4, 4, 0],
      [0, 4, 0],
    ])
      gluTessVertex(tess, p, p);
    gluNextContour(tess, GLU_INTERIOR);
    for (const p of [
      [1, 1, 0],
      [3, 1, 0],
      [3, 3, 0],
      [1, 3, 0],
    ])
      gluTessVertex(tess, p, p);
    gluEndPolygon(tess);
    expect(log).toEqual(['begin 2', 'v', 'v', 'v', 'v', 'end', 'begin 2', 'v', 'v', 'v', 'v', 'end']);
  });
});

describe('tolerance', () => {
  it('is kept but vertices merge only when they coincide, as in libGLU', () => {
    const tess = gluNewTess();
    gluTessProperty(tess, GLU_TESS_TOLERANCE, 0.5);
    const out: number[][] = [];
    gluTessCallback(tess, GLU_TESS_VERTEX, (v: number[]) => out.push(v));
    gluTessCallback(tess, GLU_TESS_BEGIN, () => {});
    gluTessCallback(tess, GLU_TESS_END, () => {});
    gluTessBeginPolygon(tess, null);
    contour(tess, [
      [0, 0, 0],
      [1, 0, 0],
      [1.01, 0.01, 0],
      [1, 1, 0],
    ]);
    gluTessEndPolygon(tess);
    expect(new Set(out).size).toBe(4);
    gluTessNormal(tess, 0, 0, 1);
  });
});
