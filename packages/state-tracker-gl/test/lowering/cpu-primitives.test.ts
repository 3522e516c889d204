// The pieces of the CPU primitive path that decide geometry, on their own: primitive assembly (which
// triangles, edges and provoking vertices each GL primitive type gives, GL 1.5 2.6.1 and table 2.12),
// clipping (cut lines, polygon edge flags: edges added by clipping are boundary edges, 2.12), and polygon
// offset's depth slope (3.5.5); and a glDrawArrays count past the vertex array's memory.
import { PipeCapf, PipePrim } from '@gallium-ts/gallium-api';
import { assemblePrimitives } from '@gallium-ts/gallium-api/util';
import { TgsiSemantic } from '@gallium-ts/tgsi';
import { describe, expect, it } from 'vitest';
import { Clipper } from '../../src/draw/cpu-primitives/clip.js';
import { polygonOffset } from '../../src/draw/cpu-primitives/polygon-offset.js';
import type { OutputLayout } from '../../src/draw/cpu-primitives/shade-vertices.js';
import * as gl from '../../src/index.js';
import { softWithout } from '../helpers/lowering-drivers.js';

function assembled(mode: number, count: number): string[] {
  const out: string[] = [];
  // the CPU path assembles with gallium-api's assembler over the draw's vertices in order
  assemblePrimitives(
    mode as PipePrim,
    Int32Array.from({ length: count }, (_, i) => i),
    count,
    false,
    {
      point: (v) => out.push(`p${v}`),
      line: (a, b, p) => out.push(`l${a}${b}/${p}`),
      triangle: (a, b, c, p, e) => out.push(`t${a}${b}${c}/${p}/${e.toString(2).padStart(3, '0')}`),
    },
  );
  return out;
}

describe('primitive assembly', () => {
  it('lines, strips and loops: the last vertex provokes, the closing line of a loop its first', () => {
    expect(assembled(PipePrim.LINES, 5)).toEqual(['l01/1', 'l23/3']);
    expect(assembled(PipePrim.LINE_STRIP, 3)).toEqual(['l01/1', 'l12/2']);
    expect(assembled(PipePrim.LINE_LOOP, 3)).toEqual(['l01/1', 'l12/2', 'l20/0']);
  });

  it('strips keep their winding; every triangle edge of triangles, strips and fans is an edge', () => {
    expect(assembled(PipePrim.TRIANGLE_STRIP, 5)).toEqual(['t012/2/111', 't213/3/111', 't234/4/111']);
    expect(assembled(PipePrim.TRIANGLE_FAN, 4)).toEqual(['t012/2/111', 't023/3/111']);
  });

  it('quads, quad strips and polygons leave their inner diagonals out; a polygon is provoked by its first vertex', () => {
    expect(assembled(PipePrim.QUADS, 4)).toEqual(['t012/3/011', 't023/3/110']);
    expect(assembled(PipePrim.QUAD_STRIP, 6)).toEqual([
      't013/3/011',
      't032/3/110',
      't235/5/011',
      't254/5/110',
    ]);
    expect(assembled(PipePrim.POLYGON, 5)).toEqual(['t012/0/011', 't023/0/010', 't034/0/110']);
  });
});

/** Vertices of one register, the position. */
const LAYOUT: OutputLayout = {
  registers: 1,
  position: 0,
  colors: [-1, -1],
  backColors: [-1, -1],
  texCoords: [],
  edgeFlag: -1,
  pointSize: -1,
  clipDistances: [-1, -1],
  passed: [{ register: 0, semantic: TgsiSemantic.POSITION, index: 0 }],
};
const vertex = (x: number, y: number, z = 0, w = 1) => new Float64Array([x, y, z, w, 0, 0, 0, 0]);

describe('clipping against the view volume', () => {
  const clipper = new Clipper(LAYOUT, 0);

  it('a point is kept or dropped whole', () => {
    expect(clipper.pointInside(vertex(0.5, -1))).toBe(true);
    expect(clipper.pointInside(vertex(0.5, 1.01))).toBe(false);
  });

  it('a line is cut where it leaves the volume', () => {
    const [a, b] = clipper.clipLine(vertex(-3, 0), vertex(1, 0))!;
    expect([a[0], b[0]]).toEqual([-1, 1]);
    expect(clipper.clipLine(vertex(2, 0), vertex(3, 1))).toBeNull();
  });

  it('a polygon cut by the view volume: the new edge along it is hidden, cut edges keep their flags', () => {
    const clipped = clipper.clipPolygon({
      vertices: [vertex(0, -0.5), vertex(3, -0.5), vertex(0, 0.5)],
      edgeFlags: [false, true, false],
    });
    const round = (x: number) => Math.round(x * 1e9) / 1e9;
    expect(clipped.vertices.map((v) => [round(v[0]!), round(v[1]!)])).toEqual([
      [0, -0.5],
      [1, -0.5],
      [1, round(1 / 6)],
      [0, 0.5],
    ]);
    // 0→(1,−.5) is part of the hidden first edge; the cut along x = 1 is hidden (as Mesa's draw module
    // does: unfilled polygons do not outline the window); the rest keep theirs.
    expect(clipped.edgeFlags).toEqual([false, false, true, false]);
  });

  it('a polygon cut by a user clip plane: the new edge along it is a boundary edge', () => {
    // Register 1 holds CLIPDIST[0]: plane 0's distance is 1 − x.
    const layout: OutputLayout = { ...LAYOUT, registers: 2, clipDistances: [1, -1] };
    const withPlane = (x: number, y: number) => new Float64Array([x, y, 0, 1, 0.5 - x, 0, 0, 0, 0, 0, 0, 0]);
    const clipped = new Clipper(layout, 1).clipPolygon({
      vertices: [withPlane(0, -0.5), withPlane(0.9, -0.5), withPlane(0, 0.5)],
      edgeFlags: [false, true, false],
    });
    expect(clipped.vertices.map((v) => [v[0], v[1]])).toEqual([
      [0, -0.5],
      [0.5, -0.5],
      [0.5, expect.closeTo(-0.5 + 4 / 9, 9)],
      [0, 0.5],
    ]);
    expect(clipped.edgeFlags).toEqual([false, true, true, false]);
  });
});

describe('polygon offset', () => {
  it('factor × the larger depth slope + r × units', () => {
    // Window-space vertices: z rises 0.01 per pixel in x and 0.002 in y.
    const at = (x: number, y: number) => new Float64Array([0, 0, 0, 0, x, y, 0.5 + 0.01 * x + 0.002 * y, 1]);
    const triangle = [at(0, 0), at(10, 0), at(0, 10)];
    expect(polygonOffset(triangle, 1, 2, 0, 1e-6)).toBeCloseTo(0.02, 12);
    expect(polygonOffset(triangle, 1, -1, 3, 1e-6)).toBeCloseTo(-0.01 + 3e-6, 12);
  });
});

describe('a glDrawArrays count past the vertex array on the CPU primitive path', () => {
  it('draws the vertices the array holds: no allocation for 2^30 vertices, no error (the call does not throw)', async () => {
    const driver = softWithout('wide', {
      capsf: { [PipeCapf.MAX_LINE_WIDTH]: 1, [PipeCapf.MAX_POINT_WIDTH]: 1 },
    });
    const ctx = await gl.createContext({ width: 8, height: 8, driver });
    gl.makeCurrent(ctx);
    gl.glPointSize(4);
    gl.glEnableClientState(gl.GL_VERTEX_ARRAY);
    gl.glVertexPointer(3, gl.GL_FLOAT, 0, new Float32Array(3));
    gl.glDrawArrays(gl.GL_POINTS, 0, 2 ** 30);
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
    const px = new Uint8Array(4);
    gl.glReadPixels(4, 4, 1, 1, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, px);
    expect([...px]).toEqual([255, 255, 255, 255]);
    gl.glReadPixels(1, 1, 1, 1, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, px);
    expect([...px.subarray(0, 3)]).toEqual([0, 0, 0]);
    await ctx.destroy();
    gl.makeCurrent(null);
  });
});
