// Evaluators (GL 1.5, 5.1) as the driver receives them: evaluated vertices run through the vertex stage
// of each draw on the CPU (test/helpers/pipe-recorder.ts) and are compared with Bernstein sums the test
// computes itself (closed forms, parameters chosen so that every value is exact in binary); the maps'
// state (glGetMap, enables, grids, attribute stacks) and the errors of section 5.1 on every driver.
import { afterEach, describe, expect, it } from 'vitest';
import { Attrib } from '../src/draw/program-source.js';
import * as gl from '../src/index.js';
import { AttribAsColorPrograms } from './helpers/attrib-as-color.js';
import { DRAWING_DRIVERS } from './helpers/drawing-drivers.js';
import { type RecordedDraw, recordDraws } from './helpers/pipe-recorder.js';

const DRIVERS = ['noop', ...DRAWING_DRIVERS];

let ctx: gl.GlContext | null = null;
afterEach(async () => {
  await ctx?.destroy();
  ctx = null;
  gl.makeCurrent(null);
});

/** A context on `driver` (the real fixed-function programs) whose draws are recorded. */
async function open(driver: string, programs?: AttribAsColorPrograms): Promise<RecordedDraw[]> {
  ctx = await gl.createContext({ width: 64, height: 64, driver, ...(programs ? { programs } : {}) });
  gl.makeCurrent(ctx);
  return recordDraws(ctx.pipe);
}

/** Bernstein polynomial B(i, n) at t. */
function bernstein(i: number, n: number, t: number): number {
  let binomial = 1;
  for (let k = 0; k < i; k++) binomial = (binomial * (n - k)) / (k + 1);
  return binomial * t ** i * (1 - t) ** (n - i);
}

/** Σ B(i, n) P_i over points of k components. */
function curve(points: number[][], t: number): number[] {
  const n = points.length - 1;
  return points[0]!.map((_, c) => points.reduce((s, p, i) => s + bernstein(i, n, t) * p[c]!, 0));
}

/** Σ B(i, n) B(j, m) P_ij (points[i][j]). */
function patch(points: number[][][], u: number, v: number): number[] {
  const n = points.length - 1;
  const m = points[0]!.length - 1;
  return points[0]![0]!.map((_, c) =>
    points.reduce(
      (s, row, i) => s + row.reduce((t, p, j) => t + bernstein(i, n, u) * bernstein(j, m, v) * p[c]!, 0),
      0,
    ),
  );
}

const positions = (draws: RecordedDraw[]) => draws.flatMap((d) => d.vertices.map((v) => v.position));
const colors = (draws: RecordedDraw[]) => draws.flatMap((d) => d.vertices.map((v) => v.color));
const f32 = (v: number[]) => v.map(Math.fround);

const CUBIC = [
  [-4, -4, 0],
  [-2, 4, 0],
  [2, -4, 2],
  [4, 4, 4],
];

describe.each(DRIVERS)('evaluated vertices [%s]', (driver) => {
  it('glEvalCoord1 on a cubic MAP1_VERTEX_3 gives the Bernstein sums, mapped from the domain', async () => {
    const draws = await open(driver);
    gl.glMap1f(gl.GL_MAP1_VERTEX_3, 2, 6, 3, 4, CUBIC.flat());
    gl.glEnable(gl.GL_MAP1_VERTEX_3);
    gl.glScalef(1 / 8, 1 / 8, 1 / 8);
    gl.glBegin(gl.GL_POINTS);
    for (const u of [2, 3, 4, 5, 6]) gl.glEvalCoord1f(u);
    gl.glEnd();
    gl.glFinish();
    const expected = [0, 0.25, 0.5, 0.75, 1].map((t) => [...curve(CUBIC, t).map((x) => x / 8), 1]);
    expect(positions(draws)).toEqual(expected.map(f32));
  });

  it('VERTEX_4 wins over VERTEX_3 and is rational: w reaches the driver', async () => {
    const draws = await open(driver);
    const points = [
      [0, 0, 0, 1],
      [1, 1, 0, 2],
      [2, 0, 0, 4],
    ];
    gl.glMap1d(gl.GL_MAP1_VERTEX_3, 0, 1, 3, 4, CUBIC.flat());
    gl.glMap1d(gl.GL_MAP1_VERTEX_4, 0, 1, 4, 3, points.flat());
    gl.glEnable(gl.GL_MAP1_VERTEX_3);
    gl.glEnable(gl.GL_MAP1_VERTEX_4);
    gl.glBegin(gl.GL_POINTS);
    gl.glEvalCoord1d(0.5);
    gl.glEvalCoord1dv([0.25]);
    gl.glEnd();
    gl.glFinish();
    expect(positions(draws)).toEqual([curve(points, 0.5), curve(points, 0.25)].map(f32));
  });

  it('a colour map colours the vertex; the current colour is neither used nor changed', async () => {
    const draws = await open(driver);
    const colorPoints = [
      [1, 0, 0, 1],
      [0, 1, 0, 0.5],
      [0, 0, 1, 0],
    ];
    gl.glMap1f(gl.GL_MAP1_VERTEX_3, 0, 1, 3, 2, [0, 0, 0, 1, 1, 0]);
    gl.glMap1f(gl.GL_MAP1_COLOR_4, 0, 1, 4, 3, colorPoints.flat());
    gl.glEnable(gl.GL_MAP1_VERTEX_3);
    gl.glColor4f(0.25, 0.25, 0.25, 1);
    gl.glBegin(gl.GL_POINTS);
    gl.glEvalCoord1f(0.25); // current colour (the map is disabled)
    gl.glEnd();
    gl.glEnable(gl.GL_MAP1_COLOR_4);
    gl.glBegin(gl.GL_POINTS);
    gl.glEvalCoord1f(0.5);
    gl.glVertex2f(0, 0); // a vertex after it has the current colour again
    gl.glEnd();
    gl.glFinish();
    expect(colors(draws)).toEqual([[0.25, 0.25, 0.25, 1], curve(colorPoints, 0.5), [0.25, 0.25, 0.25, 1]]);
    const current = new Float32Array(4);
    gl.glGetFloatv(gl.GL_CURRENT_COLOR, current);
    expect(Array.from(current)).toEqual([0.25, 0.25, 0.25, 1]);
  });

  it('without an enabled vertex map glEvalCoord makes no vertex', async () => {
    const draws = await open(driver);
    gl.glEnable(gl.GL_MAP1_COLOR_4);
    gl.glBegin(gl.GL_POINTS);
    gl.glEvalCoord1f(0.5);
    gl.glEnd();
    gl.glFinish();
    expect(draws).toEqual([]);
  });

  it('glEvalMesh1 and glEvalPoint1 evaluate at i·Δu + u1 of the grid', async () => {
    const draws = await open(driver);
    gl.glMap1f(gl.GL_MAP1_VERTEX_3, 0, 1, 3, 2, [0, 0, 0, 1, 0.5, 0]);
    gl.glEnable(gl.GL_MAP1_VERTEX_3);
    gl.glMapGrid1f(4, 0.5, 1);
    gl.glEvalMesh1(gl.GL_POINT, 1, 3);
    gl.glBegin(gl.GL_POINTS);
    gl.glEvalPoint1(0);
    gl.glEvalPoint1(4);
    gl.glEnd();
    gl.glFinish();
    const at = (u: number) => [u, u / 2, 0, 1];
    expect(positions(draws)).toEqual([0.625, 0.75, 0.875, 0.5, 1].map(at));
  });

  it('glEvalMesh2 GL_POINT: v outer, u inner, from a bicubic patch', async () => {
    const draws = await open(driver);
    const grid = [0, 1, 2, 3].map((i) =>
      [0, 1, 2, 3].map((j) => [i - 1.5, j - 1.5, (i * j) % 3]),
    ) as number[][][];
    gl.glMap2f(gl.GL_MAP2_VERTEX_3, 0, 1, 12, 4, 0, 1, 3, 4, grid.flat(2));
    gl.glEnable(gl.GL_MAP2_VERTEX_3);
    gl.glScalef(0.25, 0.25, 0.25);
    gl.glMapGrid2f(2, 0, 1, 4, 0, 1);
    gl.glEvalMesh2(gl.GL_POINT, 0, 2, 1, 2);
    gl.glFinish();
    const expected: number[][] = [];
    for (const v of [0.25, 0.5])
      for (const u of [0, 0.5, 1]) expected.push([...patch(grid, u, v).map((x) => x / 4), 1]);
    expect(positions(draws)).toEqual(expected.map(f32));
  });

  it('glEvalMesh2 GL_LINE draws a strip per v then per u; GL_FILL a quad strip per v row', async () => {
    const draws = await open(driver);
    gl.glMap2f(gl.GL_MAP2_VERTEX_3, 0, 1, 3, 2, 0, 1, 6, 2, [0, 0, 0, 0.5, 0, 0, 0, 0.5, 0, 0.5, 0.5, 0]);
    gl.glEnable(gl.GL_MAP2_VERTEX_3);
    gl.glMapGrid2f(2, 0, 1, 1, 0, 1);
    gl.glEvalMesh2(gl.GL_LINE, 0, 2, 0, 1);
    gl.glFinish();
    const lines = positions(draws).map((p) => [p[0]!, p[1]!]);
    // Strips (u varying) at v = 0 and v = 1, then (v varying) at u = 0, 0.5, 1: as line segments.
    const strips = [
      [
        [0, 0],
        [0.25, 0],
        [0.5, 0],
      ],
      [
        [0, 0.5],
        [0.25, 0.5],
        [0.5, 0.5],
      ],
      [
        [0, 0],
        [0, 0.5],
      ],
      [
        [0.25, 0],
        [0.25, 0.5],
      ],
      [
        [0.5, 0],
        [0.5, 0.5],
      ],
    ];
    for (const strip of strips)
      for (let k = 0; k + 1 < strip.length; k++) expect(lines).toContainEqual(strip[k]);
    draws.length = 0;
    gl.glEvalMesh2(gl.GL_FILL, 0, 2, 0, 1);
    gl.glFinish();
    const fill = new Set(positions(draws).map((p) => `${p[0]},${p[1]}`));
    expect([...fill].sort()).toEqual(['0,0', '0.25,0', '0.5,0', '0,0.5', '0.25,0.5', '0.5,0.5'].sort());
  });

  it('GL_AUTO_NORMAL: the analytic normal of the surface lights the vertex (diffuse = n·l)', async () => {
    const draws = await open(driver);
    // z = x·y over [-1, 1]²: ∂p/∂u ∝ (1, 0, y), ∂p/∂v ∝ (0, 1, x), n ∝ (−y, −x, 1).
    const bilinear = [
      [-1, -1, 1],
      [-1, 1, -1],
      [1, -1, -1],
      [1, 1, 1],
    ];
    gl.glMap2d(gl.GL_MAP2_VERTEX_3, 0, 1, 6, 2, 0, 1, 3, 2, bilinear.flat());
    gl.glEnable(gl.GL_MAP2_VERTEX_3);
    gl.glEnable(gl.GL_AUTO_NORMAL);
    gl.glEnable(gl.GL_LIGHTING);
    gl.glEnable(gl.GL_LIGHT0);
    gl.glLightModelfv(gl.GL_LIGHT_MODEL_AMBIENT, [0, 0, 0, 1]);
    gl.glLightfv(gl.GL_LIGHT0, gl.GL_POSITION, [0, 0, 1, 0]);
    gl.glMaterialfv(gl.GL_FRONT, gl.GL_AMBIENT, [0, 0, 0, 1]);
    gl.glMaterialfv(gl.GL_FRONT, gl.GL_DIFFUSE, [1, 1, 1, 1]);
    gl.glMaterialfv(gl.GL_FRONT, gl.GL_SPECULAR, [0, 0, 0, 1]);
    gl.glBegin(gl.GL_POINTS);
    gl.glEvalCoord2d(0.5, 0.5);
    gl.glEvalCoord2dv([0.75, 0.25]);
    gl.glEnd();
    gl.glFinish();
    const lit = ([x, y]: number[]) => 1 / Math.hypot(y!, x!, 1);
    const red = colors(draws).map((c) => c[0]!);
    expect(red[0]).toBe(1);
    expect(red[1]).toBeCloseTo(lit([0.5, -0.5]), 6);
    // The current normal is untouched.
    const normal = new Float32Array(3);
    gl.glGetFloatv(gl.GL_CURRENT_NORMAL, normal);
    expect(Array.from(normal)).toEqual([0, 0, 1]);
  });
});

describe('evaluated attributes the fixed-function colour does not show (noop, the attribute passed as colour)', () => {
  it('texture-coordinate maps: the one with the most coordinates wins; missing ones are 0, q is 1', async () => {
    const programs = new AttribAsColorPrograms(Attrib.TEXCOORD0);
    const draws = await open('noop', programs);
    gl.glMap1f(gl.GL_MAP1_VERTEX_3, 0, 1, 3, 2, [0, 0, 0, 1, 1, 0]);
    gl.glMap1f(gl.GL_MAP1_TEXTURE_COORD_1, 0, 1, 1, 2, [0, 1]);
    gl.glMap1f(gl.GL_MAP1_TEXTURE_COORD_2, 0, 1, 2, 2, [0, 0, 1, 0.5]);
    gl.glMap1f(gl.GL_MAP1_TEXTURE_COORD_4, 0, 1, 4, 2, [0, 0, 0, 1, 1, 1, 1, 2]);
    gl.glEnable(gl.GL_MAP1_VERTEX_3);
    gl.glTexCoord4f(9, 9, 9, 9);
    gl.glEnable(gl.GL_MAP1_TEXTURE_COORD_1);
    gl.glBegin(gl.GL_POINTS);
    gl.glEvalCoord1f(0.5);
    gl.glEnd();
    gl.glEnable(gl.GL_MAP1_TEXTURE_COORD_2);
    gl.glBegin(gl.GL_POINTS);
    gl.glEvalCoord1f(0.5);
    gl.glEnd();
    gl.glEnable(gl.GL_MAP1_TEXTURE_COORD_4);
    gl.glBegin(gl.GL_POINTS);
    gl.glEvalCoord1f(0.5);
    gl.glVertex2f(0, 0);
    gl.glEnd();
    gl.glFinish();
    expect(colors(draws)).toEqual([
      [0.5, 0, 0, 1],
      [0.5, 0.25, 0, 1],
      [0.5, 0.5, 0.5, 1.5],
      [9, 9, 9, 9],
    ]);
  });

  it('normal maps, and GL_AUTO_NORMAL over them; a VERTEX_4 surface normal is that of p / w', async () => {
    const programs = new AttribAsColorPrograms(Attrib.NORMAL);
    const draws = await open('noop', programs);
    gl.glMap2f(gl.GL_MAP2_VERTEX_3, 0, 1, 3, 2, 0, 1, 6, 2, [0, 0, 0, 2, 0, 0, 0, 2, 0, 2, 2, 0]);
    gl.glMap2f(gl.GL_MAP2_NORMAL, 0, 1, 3, 2, 0, 1, 6, 2, [1, 0, 0, 0, 1, 0, 0, 0, 1, 1, 1, 1]);
    gl.glEnable(gl.GL_MAP2_VERTEX_3);
    gl.glEnable(gl.GL_MAP2_NORMAL);
    gl.glBegin(gl.GL_POINTS);
    gl.glEvalCoord2f(0.5, 0.5);
    gl.glEnd();
    gl.glEnable(gl.GL_AUTO_NORMAL);
    gl.glBegin(gl.GL_POINTS);
    gl.glEvalCoord2f(0.5, 0.5);
    gl.glEnd();
    // A sphere-like rational patch: the normal of x/w, y/w, z/w.
    const rational = [
      [1, 0, 0, 1],
      [1, 1, 0, 1],
      [0, 0, 1, 1],
      [0, 0, 2, 2],
    ];
    gl.glMap2f(gl.GL_MAP2_VERTEX_4, 0, 1, 8, 2, 0, 1, 4, 2, rational.flat());
    gl.glEnable(gl.GL_MAP2_VERTEX_4);
    gl.glBegin(gl.GL_POINTS);
    gl.glEvalCoord2f(0.5, 0.5);
    gl.glEnd();
    gl.glFinish();
    const normals = colors(draws).map((c) => c.slice(0, 3));
    expect(normals[0]).toEqual([0.5, 0.5, 0.5]);
    expect(normals[1]).toEqual([0, 0, 1]);
    // q = p / w with p = bilinear: derivatives by central differences of the exact q.
    const q = (u: number, v: number) => {
      const p = patch(
        [
          [rational[0]!, rational[1]!],
          [rational[2]!, rational[3]!],
        ],
        u,
        v,
      );
      return [p[0]! / p[3]!, p[1]! / p[3]!, p[2]! / p[3]!];
    };
    const h = 1e-6;
    const du = q(0.5 + h, 0.5).map((x, i) => x - q(0.5 - h, 0.5)[i]!);
    const dv = q(0.5, 0.5 + h).map((x, i) => x - q(0.5, 0.5 - h)[i]!);
    const n = [
      du[1]! * dv[2]! - du[2]! * dv[1]!,
      du[2]! * dv[0]! - du[0]! * dv[2]!,
      du[0]! * dv[1]! - du[1]! * dv[0]!,
    ];
    const len = Math.hypot(...n);
    for (let i = 0; i < 3; i++) expect(normals[2]![i]).toBeCloseTo(n[i]! / len, 5);
  });
});

describe.each(DRIVERS)('evaluators in display lists [%s]', (driver) => {
  const LINE = [0, 0, 0, 1, 0.5, 0];
  const at = (u: number) => [u, u / 2, 0, 1];

  it('glEvalCoord inside the list’s own glBegin/glEnd evaluates the maps of when the list runs', async () => {
    const draws = await open(driver);
    gl.glEnable(gl.GL_MAP1_VERTEX_3);
    const list = gl.glGenLists(1);
    gl.glNewList(list, gl.GL_COMPILE);
    gl.glBegin(gl.GL_LINE_STRIP);
    gl.glColor3f(1, 0, 0);
    gl.glVertex2f(-0.5, -0.5);
    gl.glEvalCoord1f(0.5);
    gl.glColor3f(0, 1, 0);
    gl.glEvalCoord1f(1);
    gl.glEnd();
    gl.glEndList();
    gl.glMap1f(gl.GL_MAP1_VERTEX_3, 0, 1, 3, 2, LINE);
    gl.glCallList(list);
    gl.glFinish();
    expect(positions(draws)).toEqual([[-0.5, -0.5, 0, 1], at(0.5), at(1)]);
    expect(colors(draws)).toEqual([
      [1, 0, 0, 1],
      [1, 0, 0, 1],
      [0, 1, 0, 1],
    ]);
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
  });

  it('GL_COMPILE_AND_EXECUTE: the primitive with glEvalCoord draws now and again when called', async () => {
    const draws = await open(driver);
    gl.glMap1f(gl.GL_MAP1_VERTEX_3, 0, 1, 3, 2, LINE);
    gl.glEnable(gl.GL_MAP1_VERTEX_3);
    const list = gl.glGenLists(1);
    gl.glNewList(list, gl.GL_COMPILE_AND_EXECUTE);
    gl.glBegin(gl.GL_POINTS);
    gl.glEvalCoord1f(0.25);
    gl.glVertex2f(0.5, -0.5);
    gl.glEvalCoord1fv([0.75]);
    gl.glEnd();
    gl.glEndList();
    gl.glFinish();
    gl.glMap1f(gl.GL_MAP1_VERTEX_3, 0, 1, 3, 2, [0, 0, 0, -1, -0.5, 0]);
    gl.glCallList(list);
    gl.glFinish();
    const neg = (v: number[]) => [-v[0]!, -v[1]!, 0, 1];
    expect(positions(draws)).toEqual([
      at(0.25),
      [0.5, -0.5, 0, 1],
      at(0.75),
      neg(at(0.25)),
      [0.5, -0.5, 0, 1],
      neg(at(0.75)),
    ]);
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
  });

  it('glMapGrid and glEvalMesh compiled; glEvalCoord of a list called between glBegin and glEnd', async () => {
    const draws = await open(driver);
    const list = gl.glGenLists(2);
    gl.glNewList(list, gl.GL_COMPILE);
    gl.glMap1f(gl.GL_MAP1_VERTEX_3, 0, 1, 3, 2, LINE);
    gl.glEnable(gl.GL_MAP1_VERTEX_3);
    gl.glMapGrid1f(2, 0, 1);
    gl.glEvalMesh1(gl.GL_POINT, 0, 2);
    gl.glEndList();
    gl.glNewList(list + 1, gl.GL_COMPILE);
    gl.glEvalCoord1f(0.25);
    gl.glEvalPoint1(1);
    gl.glEndList();
    expect(draws).toEqual([]);
    gl.glCallList(list);
    gl.glBegin(gl.GL_POINTS);
    gl.glCallList(list + 1);
    gl.glEnd();
    gl.glFinish();
    expect(positions(draws)).toEqual([0, 0.5, 1, 0.25, 0.5].map(at));
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
  });
});
