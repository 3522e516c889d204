// The GLU NURBS entry points on a context of every driver (soft, webgl, noop): GLU_NURBS_TESSELLATOR
// callbacks give points and normals on the surface (within 1e-12 of closed forms), trimmed regions have
// the area of their trim loops, properties and their errors, every GLU_NURBS_ERRORn a misuse produces,
// and the renderer drawing through GL (pixels checked on the drawing drivers).
import {
  createContext,
  GL_COLOR_BUFFER_BIT,
  GL_CURRENT_COLOR,
  GL_CURRENT_NORMAL,
  GL_LINE_LOOP,
  GL_LINE_STRIP,
  GL_MAP1_COLOR_4,
  GL_MAP1_VERTEX_3,
  GL_MAP1_VERTEX_4,
  GL_MAP2_COLOR_4,
  GL_MAP2_VERTEX_3,
  GL_MAP2_VERTEX_4,
  GL_NO_ERROR,
  GL_RGBA,
  GL_TRIANGLE_STRIP,
  GL_TRIANGLES,
  GL_UNSIGNED_BYTE,
  type GlContext,
  glClear,
  glClearColor,
  glColor3f,
  glGetError,
  glGetFloatv,
  glReadPixels,
  makeCurrent,
} from '@gallium-ts/state-tracker-gl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as glu from '../src/index.js';

const DRIVERS = ['soft', 'webgl', 'noop'];
const CLAMPED = [0, 0, 0, 0, 1, 1, 1, 1];
const LINEAR = [0, 0, 1, 1];
const H = Math.SQRT1_2;

/** A bicubic patch with x = u, y = v (evenly spaced control points) and surface.c-like heights. */
const HEIGHT_PATCH: number[] = [];
for (let i = 0; i < 4; i++)
  for (let j = 0; j < 4; j++)
    HEIGHT_PATCH.push(i / 3, j / 3, (i === 1 || i === 2) && (j === 1 || j === 2) ? 0.75 : -0.25);

/** The plane z = 0 over [0,1]², as a bilinear patch: (u, v) = (x, y). */
const PLANE = [0, 0, 0, 0, 1, 0, 1, 0, 0, 1, 1, 0];

/** The rational quadratic circle of radius r about (cx, cy), clockwise when `clockwise`, as (wu, wv, w). */
function trimCircle(cx: number, cy: number, r: number, clockwise: boolean): number[] {
  const ring = [
    [1, 0, 1],
    [1, 1, H],
    [0, 1, 1],
    [-1, 1, H],
    [-1, 0, 1],
    [-1, -1, H],
    [0, -1, 1],
    [1, -1, H],
    [1, 0, 1],
  ];
  return ring.flatMap(([x, y, w]) => {
    const yy = clockwise ? -(y as number) : (y as number);
    return [(cx + r * (x as number)) * (w as number), (cy + r * yy) * (w as number), w as number];
  });
}
const CIRCLE_KNOTS = [0, 0, 0, 0.25, 0.25, 0.5, 0.5, 0.75, 0.75, 1, 1, 1];

function at(values: ArrayLike<number>, i: number): number {
  return values[i] as number;
}

function bernstein3(i: number, t: number): number {
  return at([1, 3, 3, 1], i) * t ** i * (1 - t) ** (3 - i);
}

function bernstein3Slope(i: number, t: number): number {
  const b2 = (k: number) => (k < 0 || k > 2 ? 0 : at([1, 2, 1], k) * t ** k * (1 - t) ** (2 - k));
  return 3 * (b2(i - 1) - b2(i));
}

interface Primitive {
  type: number;
  vertices: Float64Array[];
  normals: Float64Array[];
  colors: Float64Array[];
}

/** Everything the tessellator callbacks received. */
interface Recording {
  primitives: Primitive[];
  ends: number;
  errors: number[];
}

function record(nobj: glu.GLUnurbs): Recording {
  const r: Recording = { primitives: [], ends: 0, errors: [] };
  const last = () => r.primitives[r.primitives.length - 1] as Primitive;
  glu.gluNurbsProperty(nobj, glu.GLU_NURBS_MODE, glu.GLU_NURBS_TESSELLATOR);
  glu.gluNurbsCallback(nobj, glu.GLU_NURBS_BEGIN, (type: number) =>
    r.primitives.push({ type, vertices: [], normals: [], colors: [] }),
  );
  glu.gluNurbsCallback(nobj, glu.GLU_NURBS_VERTEX, (v: Float64Array) => last().vertices.push(v));
  glu.gluNurbsCallback(nobj, glu.GLU_NURBS_NORMAL, (n: Float64Array) => last().normals.push(n));
  glu.gluNurbsCallback(nobj, glu.GLU_NURBS_COLOR, (c: Float64Array) => last().colors.push(c));
  glu.gluNurbsCallback(nobj, glu.GLU_NURBS_END, () => r.ends++);
  glu.gluNurbsCallback(nobj, glu.GLU_NURBS_ERROR, (code: number) => r.errors.push(code));
  return r;
}

/** Sum of the (x, y) areas of the recorded triangles (strips and lists). */
function recordedArea(r: Recording): { area: number; negative: number } {
  let area = 0;
  let negative = 0;
  const tri = (a: Float64Array, b: Float64Array, c: Float64Array) => {
    const value =
      ((at(b, 0) - at(a, 0)) * (at(c, 1) - at(a, 1)) - (at(c, 0) - at(a, 0)) * (at(b, 1) - at(a, 1))) / 2;
    if (value < -1e-15) negative++;
    area += value;
  };
  for (const { type, vertices: v } of r.primitives) {
    const p = (i: number) => v[i] as Float64Array;
    if (type === GL_TRIANGLE_STRIP)
      for (let i = 0; i + 2 < v.length; i++)
        i % 2 === 0 ? tri(p(i), p(i + 1), p(i + 2)) : tri(p(i + 1), p(i), p(i + 2));
    else if (type === GL_TRIANGLES) for (let i = 0; i + 2 < v.length; i += 3) tri(p(i), p(i + 1), p(i + 2));
  }
  return { area, negative };
}

function domainDistance(nobj: glu.GLUnurbs, steps: number): void {
  glu.gluNurbsProperty(nobj, glu.GLU_SAMPLING_METHOD, glu.GLU_DOMAIN_DISTANCE);
  glu.gluNurbsProperty(nobj, glu.GLU_U_STEP, steps);
  glu.gluNurbsProperty(nobj, glu.GLU_V_STEP, steps);
}

function plane(nobj: glu.GLUnurbs): void {
  glu.gluNurbsSurface(nobj, 4, LINEAR, 4, LINEAR, 6, 3, PLANE, 2, 2, GL_MAP2_VERTEX_3);
}

function outerSquare(nobj: glu.GLUnurbs): void {
  glu.gluBeginTrim(nobj);
  glu.gluPwlCurve(nobj, 5, [0, 0, 1, 0, 1, 1, 0, 1, 0, 0], 2, glu.GLU_MAP1_TRIM_2);
  glu.gluEndTrim(nobj);
}

describe.each(DRIVERS)('GLU NURBS on driver %s', (driver) => {
  let ctx: GlContext;
  beforeAll(async () => {
    ctx = await createContext({ width: 32, height: 32, driver });
    makeCurrent(ctx);
  });
  afterAll(async () => {
    await ctx.destroy();
    makeCurrent(null);
  });

  it('gluDeleteNurbsRenderer drops the callbacks: a deleted object reports nothing and never throws', () => {
    const nobj = glu.gluNewNurbsRenderer();
    const r = record(nobj);
    domainDistance(nobj, 2);
    glu.gluDeleteNurbsRenderer(nobj);
    glu.gluDeleteNurbsRenderer(null);
    glu.gluBeginSurface(nobj);
    glu.gluNurbsSurface(nobj, 8, CLAMPED, 8, CLAMPED, 12, 3, HEIGHT_PATCH, 4, 4, GL_MAP2_VERTEX_3);
    glu.gluEndSurface(nobj);
    expect(r.primitives).toEqual([]);
    expect(r.errors).toEqual([]);
  });

  it('tessellator mode: surface vertices and normals within 1e-12 of the Bézier patch', () => {
    const nobj = glu.gluNewNurbsRenderer();
    const r = record(nobj);
    domainDistance(nobj, 6);
    glu.gluBeginSurface(nobj);
    glu.gluNurbsSurface(nobj, 8, CLAMPED, 8, CLAMPED, 12, 3, HEIGHT_PATCH, 4, 4, GL_MAP2_VERTEX_3);
    glu.gluEndSurface(nobj);
    expect(r.errors).toEqual([]);
    expect(r.primitives).toHaveLength(6);
    expect(r.ends).toBe(6);
    for (const primitive of r.primitives) {
      expect(primitive.type).toBe(GL_TRIANGLE_STRIP);
      expect(primitive.vertices).toHaveLength(14);
      expect(primitive.normals).toHaveLength(14);
      primitive.vertices.forEach((vertex, k) => {
        const u = at(vertex, 0);
        const v = at(vertex, 1);
        let z = 0;
        let zu = 0;
        let zv = 0;
        for (let i = 0; i < 4; i++)
          for (let j = 0; j < 4; j++) {
            const c = at(HEIGHT_PATCH, (i * 4 + j) * 3 + 2);
            z += bernstein3(i, u) * bernstein3(j, v) * c;
            zu += bernstein3Slope(i, u) * bernstein3(j, v) * c;
            zv += bernstein3(i, u) * bernstein3Slope(j, v) * c;
          }
        expect(Math.abs(at(vertex, 2) - z)).toBeLessThan(1e-12);
        // du × dv = (1, 0, zu) × (0, 1, zv) = (-zu, -zv, 1).
        const length = Math.hypot(zu, zv, 1);
        const normal = primitive.normals[k] as Float64Array;
        expect(Math.abs(at(normal, 0) + zu / length)).toBeLessThan(1e-12);
        expect(Math.abs(at(normal, 1) + zv / length)).toBeLessThan(1e-12);
        expect(Math.abs(at(normal, 2) - 1 / length)).toBeLessThan(1e-12);
      });
    }
    // Grid points at multiples of 1/6 in both directions.
    const xs = new Set(
      r.primitives.flatMap((p) => p.vertices.map((v) => Math.round(at(v, 0) * 6 * 1e9) / 1e9)),
    );
    expect([...xs].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(glGetError()).toBe(GL_NO_ERROR);
  });

  it('tessellator mode: a rational quarter cylinder (GL_MAP2_VERTEX_4) has its points on the cylinder and radial normals (1e-12)', () => {
    const nobj = glu.gluNewNurbsRenderer();
    const r = record(nobj);
    domainDistance(nobj, 8);
    const arc = [
      [1, 0, 1],
      [1, 1, H],
      [0, 1, 1],
    ];
    const net: number[] = [];
    for (const [x, y, w] of arc)
      for (const z of [0, 1])
        net.push(
          (x as number) * (w as number),
          (y as number) * (w as number),
          z * (w as number),
          w as number,
        );
    glu.gluNurbsSurface(nobj, 6, [0, 0, 0, 1, 1, 1], 4, LINEAR, 8, 4, net, 3, 2, GL_MAP2_VERTEX_4);
    expect(r.errors).toEqual([]);
    let worst = 0;
    let count = 0;
    for (const p of r.primitives)
      p.vertices.forEach((v, k) => {
        expect(v).toHaveLength(4);
        const x = at(v, 0) / at(v, 3);
        const y = at(v, 1) / at(v, 3);
        const n = p.normals[k] as Float64Array;
        worst = Math.max(
          worst,
          Math.abs(Math.hypot(x, y) - 1),
          Math.abs(at(n, 0) - x),
          Math.abs(at(n, 1) - y),
          Math.abs(at(n, 2)),
        );
        count++;
      });
    expect(count).toBe(8 * 2 * 9);
    expect(worst).toBeLessThan(1e-12);
  });

  it('PARAMETRIC_ERROR sampling: a tighter tolerance gives more samples, a straight line the fewest', () => {
    const nobj = glu.gluNewNurbsRenderer();
    const r = record(nobj);
    glu.gluNurbsProperty(nobj, glu.GLU_SAMPLING_METHOD, glu.GLU_OBJECT_PARAMETRIC_ERROR);
    const counts = [0.1, 0.01, 0.001].map((tolerance) => {
      glu.gluNurbsProperty(nobj, glu.GLU_PARAMETRIC_TOLERANCE, tolerance);
      r.primitives.length = 0;
      glu.gluNurbsCurve(nobj, 8, CLAMPED, 3, [0, 0, 0, 1, 2, 0, 2, -2, 0, 3, 0, 0], 4, GL_MAP1_VERTEX_3);
      return (r.primitives[0] as Primitive).vertices.length;
    });
    expect(counts[0]).toBeLessThan(counts[1] as number);
    expect(counts[1]).toBeLessThan(counts[2] as number);
    r.primitives.length = 0;
    glu.gluNurbsCurve(nobj, 8, CLAMPED, 3, [0, 0, 0, 1, 0, 0, 2, 0, 0, 3, 0, 0], 4, GL_MAP1_VERTEX_3);
    expect((r.primitives[0] as Primitive).vertices).toHaveLength(2);
    expect(r.errors).toEqual([]);
  });

  it('tessellator mode: a square pwl hole leaves area 0.75 (to 1e-12), all triangles counter-clockwise', () => {
    const nobj = glu.gluNewNurbsRenderer();
    const r = record(nobj);
    domainDistance(nobj, 10);
    glu.gluBeginSurface(nobj);
    plane(nobj);
    outerSquare(nobj);
    glu.gluBeginTrim(nobj);
    glu.gluPwlCurve(
      nobj,
      5,
      [0.25, 0.25, 0.25, 0.75, 0.75, 0.75, 0.75, 0.25, 0.25, 0.25],
      2,
      glu.GLU_MAP1_TRIM_2,
    );
    glu.gluEndTrim(nobj);
    glu.gluEndSurface(nobj);
    expect(r.errors).toEqual([]);
    const { area, negative } = recordedArea(r);
    expect(negative).toBe(0);
    expect(Math.abs(area - 0.75)).toBeLessThan(1e-12);
  });

  it('tessellator mode: a rational circle hole (NURBS trim) leaves 1 - π/16 within 1e-3', () => {
    const nobj = glu.gluNewNurbsRenderer();
    const r = record(nobj);
    domainDistance(nobj, 20);
    glu.gluBeginSurface(nobj);
    plane(nobj);
    outerSquare(nobj);
    glu.gluBeginTrim(nobj);
    glu.gluNurbsCurve(nobj, 12, CIRCLE_KNOTS, 3, trimCircle(0.5, 0.5, 0.25, true), 3, glu.GLU_MAP1_TRIM_3);
    glu.gluEndTrim(nobj);
    glu.gluEndSurface(nobj);
    expect(r.errors).toEqual([]);
    const { area, negative } = recordedArea(r);
    expect(negative).toBe(0);
    expect(Math.abs(area - (1 - Math.PI / 16))).toBeLessThan(1e-3);
    // Every vertex is inside the domain and outside the hole (up to the chords of its polygon).
    const nearest = Math.min(
      ...r.primitives.flatMap((p) => p.vertices.map((v) => Math.hypot(at(v, 0) - 0.5, at(v, 1) - 0.5))),
    );
    expect(nearest).toBeGreaterThan(0.25 * Math.cos(Math.PI / 40) - 1e-12);
  });

  it('tessellator mode: a rational circle curve gives homogeneous vertices on the circle (1e-12) in one line strip', () => {
    const nobj = glu.gluNewNurbsRenderer();
    const r = record(nobj);
    domainDistance(nobj, 40);
    const points = trimCircle(0, 0, 1, false).flatMap((_, k, all) =>
      k % 3 === 2 ? [0, all[k] as number] : [all[k] as number],
    );
    glu.gluBeginCurve(nobj);
    glu.gluNurbsCurve(nobj, 12, CIRCLE_KNOTS, 4, points, 3, GL_MAP1_VERTEX_4);
    glu.gluNurbsCurve(nobj, 4, LINEAR, 4, [1, 0, 0, 1, 0, 0, 1, 1], 2, GL_MAP1_COLOR_4);
    glu.gluEndCurve(nobj);
    expect(r.errors).toEqual([]);
    expect(r.primitives).toHaveLength(1);
    const strip = r.primitives[0] as Primitive;
    expect(strip.type).toBe(GL_LINE_STRIP);
    expect(strip.vertices).toHaveLength(41);
    for (const v of strip.vertices) {
      expect(v).toHaveLength(4);
      expect(Math.abs(Math.hypot(at(v, 0) / at(v, 3), at(v, 1) / at(v, 3)) - 1)).toBeLessThan(1e-12);
    }
    expect(Array.from(strip.colors[0] as Float64Array)).toEqual([1, 0, 0, 1]);
    expect(Array.from(strip.colors[40] as Float64Array)).toEqual([0, 0, 1, 1]);
  });

  it('the _DATA callbacks take precedence and receive the gluNurbsCallbackData value', () => {
    const nobj = glu.gluNewNurbsRenderer();
    const r = record(nobj);
    domainDistance(nobj, 2);
    const seen: unknown[] = [];
    const marker = { name: 'mine' };
    glu.gluNurbsCallback(nobj, glu.GLU_NURBS_NORMAL, null);
    glu.gluNurbsCallbackDataEXT(nobj, marker);
    glu.gluNurbsCallback(nobj, glu.GLU_NURBS_BEGIN_DATA, (_type: number, data: unknown) => seen.push(data));
    glu.gluNurbsCallback(nobj, glu.GLU_NURBS_VERTEX_DATA, (_v: Float64Array, data: unknown) =>
      seen.push(data),
    );
    glu.gluNurbsCallback(nobj, glu.GLU_NURBS_END_DATA, (data: unknown) => seen.push(data));
    plane(nobj);
    expect(r.primitives).toHaveLength(0);
    expect(seen).toHaveLength(2 * (1 + 6 + 1));
    expect(seen.every((d) => d === marker)).toBe(true);
  });

  it('display modes: OUTLINE_POLYGON draws each triangle as a line loop, OUTLINE_PATCH the trim loops', () => {
    const nobj = glu.gluNewNurbsRenderer();
    const r = record(nobj);
    domainDistance(nobj, 2);
    glu.gluNurbsProperty(nobj, glu.GLU_DISPLAY_MODE, glu.GLU_OUTLINE_POLYGON);
    plane(nobj);
    expect(r.primitives).toHaveLength(8);
    expect(r.primitives.every((p) => p.type === GL_LINE_LOOP && p.vertices.length === 3)).toBe(true);
    r.primitives.length = 0;
    glu.gluNurbsProperty(nobj, glu.GLU_DISPLAY_MODE, glu.GLU_OUTLINE_PATCH);
    glu.gluBeginSurface(nobj);
    plane(nobj);
    outerSquare(nobj);
    glu.gluBeginTrim(nobj);
    glu.gluPwlCurve(nobj, 4, [0.2, 0.2, 0.2, 0.4, 0.4, 0.2, 0.2, 0.2], 2, glu.GLU_MAP1_TRIM_2);
    glu.gluEndTrim(nobj);
    glu.gluEndSurface(nobj);
    expect(r.errors).toEqual([]);
    expect(r.primitives.map((p) => p.type)).toEqual([GL_LINE_LOOP, GL_LINE_LOOP]);
    // The outer square split at the grid (2 segments a side) and the triangle.
    expect(r.primitives.map((p) => p.vertices.length)).toEqual([8, 3]);
  });

  it('sampling: PATH_LENGTH follows the tolerance in pixels of the loaded matrices; culling drops unseen surfaces', () => {
    const nobj = glu.gluNewNurbsRenderer();
    const r = record(nobj);
    const identity = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1];
    glu.gluNurbsProperty(nobj, glu.GLU_AUTO_LOAD_MATRIX, 0);
    glu.gluLoadSamplingMatrices(nobj, identity, identity, [0, 0, 200, 200]);
    glu.gluNurbsProperty(nobj, glu.GLU_SAMPLING_TOLERANCE, 10);
    glu.gluNurbsCurve(nobj, 4, LINEAR, 3, [0, 0, 0, 1, 0, 0], 2, GL_MAP1_VERTEX_3);
    // x from 0 to 1 is 100 pixels: 10 segments of 10 pixels.
    expect((r.primitives[0] as Primitive).vertices).toHaveLength(11);
    glu.gluNurbsProperty(nobj, glu.GLU_SAMPLING_METHOD, glu.GLU_OBJECT_PATH_LENGTH);
    glu.gluNurbsProperty(nobj, glu.GLU_SAMPLING_TOLERANCE, 0.25);
    glu.gluNurbsCurve(nobj, 4, LINEAR, 3, [0, 0, 0, 1, 0, 0], 2, GL_MAP1_VERTEX_3);
    expect((r.primitives[1] as Primitive).vertices).toHaveLength(5);
    glu.gluNurbsProperty(nobj, glu.GLU_CULLING, 1);
    glu.gluNurbsCurve(nobj, 4, LINEAR, 3, [2, 0, 0, 3, 0, 0], 2, GL_MAP1_VERTEX_3);
    expect(r.primitives).toHaveLength(2);
    glu.gluNurbsCurve(nobj, 4, LINEAR, 3, [0.5, 0, 0, 3, 0, 0], 2, GL_MAP1_VERTEX_3);
    expect(r.primitives).toHaveLength(3);
    expect(r.errors).toEqual([]);
  });

  it('properties: GLU 1.3 defaults, values read back, GLU_INVALID_ENUM and GLU_INVALID_VALUE', () => {
    const nobj = glu.gluNewNurbsRenderer();
    const errors: number[] = [];
    glu.gluNurbsCallback(nobj, glu.GLU_NURBS_ERROR, (code: number) => errors.push(code));
    const get = (property: number) => {
      const out = new Float32Array([-1]);
      glu.gluGetNurbsProperty(nobj, property, out);
      return out[0];
    };
    expect(get(glu.GLU_SAMPLING_METHOD)).toBe(glu.GLU_PATH_LENGTH);
    expect(get(glu.GLU_SAMPLING_TOLERANCE)).toBe(50);
    expect(get(glu.GLU_PARAMETRIC_TOLERANCE)).toBe(0.5);
    expect(get(glu.GLU_U_STEP)).toBe(100);
    expect(get(glu.GLU_V_STEP)).toBe(100);
    expect(get(glu.GLU_DISPLAY_MODE)).toBe(glu.GLU_FILL);
    expect(get(glu.GLU_CULLING)).toBe(0);
    expect(get(glu.GLU_AUTO_LOAD_MATRIX)).toBe(1);
    expect(get(glu.GLU_NURBS_MODE)).toBe(glu.GLU_NURBS_RENDERER);
    glu.gluNurbsProperty(nobj, glu.GLU_U_STEP, 7);
    glu.gluNurbsProperty(nobj, glu.GLU_SAMPLING_METHOD, glu.GLU_OBJECT_PARAMETRIC_ERROR);
    expect(get(glu.GLU_U_STEP)).toBe(7);
    expect(get(glu.GLU_SAMPLING_METHOD)).toBe(glu.GLU_OBJECT_PARAMETRIC_ERROR);
    expect(errors).toEqual([]);
    glu.gluNurbsProperty(nobj, 12345, 1);
    glu.gluNurbsProperty(nobj, glu.GLU_U_STEP, 0);
    glu.gluNurbsProperty(nobj, glu.GLU_SAMPLING_TOLERANCE, -1);
    glu.gluNurbsProperty(nobj, glu.GLU_DISPLAY_MODE, glu.GLU_SMOOTH);
    expect(get(12345)).toBe(-1);
    glu.gluNurbsCallback(nobj, 12345, () => {});
    expect(errors).toEqual([
      glu.GLU_INVALID_ENUM,
      glu.GLU_INVALID_VALUE,
      glu.GLU_INVALID_VALUE,
      glu.GLU_INVALID_VALUE,
      glu.GLU_INVALID_ENUM,
      glu.GLU_INVALID_ENUM,
    ]);
    expect(get(glu.GLU_U_STEP)).toBe(7);
    expect(get(glu.GLU_DISPLAY_MODE)).toBe(glu.GLU_FILL);
  });

  const curve3 = [0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 1, 0];
  const misuse: [string, number, (n: glu.GLUnurbs) => void][] = [
    ['order 0', 1, (n) => glu.gluNurbsCurve(n, 8, CLAMPED, 3, curve3, 0, GL_MAP1_VERTEX_3)],
    ['too few knots', 2, (n) => glu.gluNurbsCurve(n, 7, CLAMPED, 3, curve3, 4, GL_MAP1_VERTEX_3)],
    [
      'empty knot range',
      3,
      (n) => glu.gluNurbsCurve(n, 8, [0, 0, 0, 0, 0, 0, 0, 0], 3, curve3, 4, GL_MAP1_VERTEX_3),
    ],
    [
      'decreasing knots',
      4,
      (n) => glu.gluNurbsCurve(n, 8, [0, 0, 0, 0, 1, 1, 1, 0.5], 3, curve3, 4, GL_MAP1_VERTEX_3),
    ],
    [
      'multiplicity above order',
      5,
      (n) => glu.gluNurbsCurve(n, 6, [0, 0, 0, 1, 1, 1], 3, curve3, 2, GL_MAP1_VERTEX_3),
    ],
    [
      'gluBeginCurve twice',
      6,
      (n) => {
        glu.gluBeginCurve(n);
        glu.gluBeginCurve(n);
        glu.gluEndCurve(n);
      },
    ],
    ['gluEndCurve alone', 7, (n) => glu.gluEndCurve(n)],
    [
      'curve without vertex map',
      8,
      (n) => {
        glu.gluBeginCurve(n);
        glu.gluNurbsCurve(n, 4, LINEAR, 4, [1, 0, 0, 1, 0, 1, 0, 1], 2, GL_MAP1_COLOR_4);
        glu.gluEndCurve(n);
      },
    ],
    [
      'gluEndSurface in a trim',
      12,
      (n) => {
        glu.gluBeginSurface(n);
        plane(n);
        glu.gluBeginTrim(n);
        glu.gluEndSurface(n);
      },
    ],
    ['gluEndSurface alone', 13, (n) => glu.gluEndSurface(n)],
    [
      'GL map in a trim',
      14,
      (n) => {
        glu.gluBeginSurface(n);
        glu.gluBeginTrim(n);
        glu.gluNurbsCurve(n, 8, CLAMPED, 3, curve3, 4, GL_MAP1_VERTEX_3);
      },
    ],
    ['gluBeginTrim outside a surface', 15, (n) => glu.gluBeginTrim(n)],
    [
      'gluBeginTrim twice',
      16,
      (n) => {
        glu.gluBeginSurface(n);
        glu.gluBeginTrim(n);
        glu.gluBeginTrim(n);
      },
    ],
    [
      'gluEndTrim alone',
      17,
      (n) => {
        glu.gluBeginSurface(n);
        glu.gluEndTrim(n);
      },
    ],
    [
      'empty trim loop',
      18,
      (n) => {
        glu.gluBeginSurface(n);
        glu.gluBeginTrim(n);
        glu.gluEndTrim(n);
      },
    ],
    ['gluPwlCurve outside a trim', 19, (n) => glu.gluPwlCurve(n, 2, [0, 0, 1, 1], 2, glu.GLU_MAP1_TRIM_2)],
    [
      'trim type outside a trim',
      22,
      (n) => glu.gluNurbsCurve(n, 4, LINEAR, 2, [0, 0, 1, 1], 2, glu.GLU_MAP1_TRIM_2),
    ],
    [
      'gluBeginSurface twice',
      27,
      (n) => {
        glu.gluBeginSurface(n);
        glu.gluBeginSurface(n);
      },
    ],
    [
      'misoriented hole',
      28,
      (n) => {
        glu.gluBeginSurface(n);
        plane(n);
        outerSquare(n);
        glu.gluBeginTrim(n);
        glu.gluPwlCurve(n, 4, [0.2, 0.2, 0.4, 0.2, 0.2, 0.4, 0.2, 0.2], 2, glu.GLU_MAP1_TRIM_2);
        glu.gluEndTrim(n);
        glu.gluEndSurface(n);
      },
    ],
    [
      'a lone clockwise loop',
      28,
      (n) => {
        glu.gluBeginSurface(n);
        plane(n);
        glu.gluBeginTrim(n);
        glu.gluPwlCurve(n, 4, [0.2, 0.2, 0.2, 0.4, 0.4, 0.2, 0.2, 0.2], 2, glu.GLU_MAP1_TRIM_2);
        glu.gluEndTrim(n);
        glu.gluEndSurface(n);
      },
    ],
    [
      'crossing loops',
      29,
      (n) => {
        glu.gluBeginSurface(n);
        plane(n);
        outerSquare(n);
        glu.gluBeginTrim(n);
        glu.gluPwlCurve(n, 4, [0.5, 0.5, 0.5, 1.5, 1.5, 0.5, 0.5, 0.5], 2, glu.GLU_MAP1_TRIM_2);
        glu.gluEndTrim(n);
        glu.gluEndSurface(n);
      },
    ],
    [
      'unconnected trim pieces',
      31,
      (n) => {
        glu.gluBeginSurface(n);
        plane(n);
        glu.gluBeginTrim(n);
        glu.gluPwlCurve(n, 3, [0.2, 0.2, 0.2, 0.4, 0.4, 0.4], 2, glu.GLU_MAP1_TRIM_2);
        glu.gluPwlCurve(n, 2, [0.5, 0.4, 0.2, 0.2], 2, glu.GLU_MAP1_TRIM_2);
        glu.gluEndTrim(n);
        glu.gluEndSurface(n);
      },
    ],
    [
      'negative pwl count',
      33,
      (n) => {
        glu.gluBeginSurface(n);
        glu.gluBeginTrim(n);
        glu.gluPwlCurve(n, -1, [0, 0], 2, glu.GLU_MAP1_TRIM_2);
      },
    ],
    [
      'a knot that is not a number',
      32,
      (n) => glu.gluNurbsCurve(n, 8, [0, 0, 0, 0, Number.NaN, 1, 1, 1], 3, curve3, 4, GL_MAP1_VERTEX_3),
    ],
    ['negative stride', 34, (n) => glu.gluNurbsCurve(n, 8, CLAMPED, -3, curve3, 4, GL_MAP1_VERTEX_3)],
    ['unknown type', 35, (n) => glu.gluNurbsCurve(n, 8, CLAMPED, 3, curve3, 4, 0x1234)],
    ['null control points', 36, (n) => glu.gluNurbsCurve(n, 8, CLAMPED, 3, null, 4, GL_MAP1_VERTEX_3)],
    [
      'too few control points',
      36,
      (n) => glu.gluNurbsCurve(n, 8, CLAMPED, 3, curve3.slice(0, 9), 4, GL_MAP1_VERTEX_3),
    ],
    [
      'repeated pwl point',
      37,
      (n) => {
        glu.gluBeginSurface(n);
        glu.gluBeginTrim(n);
        glu.gluPwlCurve(n, 3, [0, 0, 0, 0, 1, 1], 2, glu.GLU_MAP1_TRIM_2);
      },
    ],
  ];
  for (const [name, number, misuseOf] of misuse) {
    it(`GLU_NURBS_ERROR${number}: ${name}, nothing drawn, no GL error`, () => {
      const nobj = glu.gluNewNurbsRenderer();
      const r = record(nobj);
      domainDistance(nobj, 2);
      misuseOf(nobj);
      expect(r.errors[0]).toBe(glu.GLU_NURBS_ERROR1 + number - 1);
      expect(glu.gluErrorString(r.errors[0] as number)).toBeTypeOf('string');
      expect(r.primitives).toHaveLength(0);
      expect(glGetError()).toBe(GL_NO_ERROR);
    });
  }

  it('error texts: GLU_NURBS_ERROR1 and GLU_NURBS_ERROR37, none for other codes', () => {
    expect(glu.gluErrorString(glu.GLU_NURBS_ERROR1)).toBe('spline order un-supported');
    expect(glu.gluErrorString(glu.GLU_NURBS_ERROR37)).toBe(
      'duplicate point on piecewise linear trimming curve',
    );
    expect(glu.gluErrorString(glu.GLU_NURBS_ERROR37 + 1)).toBeNull();
  });

  it('renderer mode draws through GL: a white plane with a square hole over the window', () => {
    const nobj = glu.gluNewNurbsRenderer();
    domainDistance(nobj, 4);
    glClearColor(0, 0, 0, 1);
    glClear(GL_COLOR_BUFFER_BIT);
    glColor3f(1, 1, 1);
    const corners = [-1, -1, 0, -1, 1, 0, 1, -1, 0, 1, 1, 0];
    glu.gluBeginSurface(nobj);
    glu.gluNurbsSurface(nobj, 4, LINEAR, 4, LINEAR, 6, 3, corners, 2, 2, GL_MAP2_VERTEX_3);
    outerSquare(nobj);
    glu.gluBeginTrim(nobj);
    glu.gluPwlCurve(
      nobj,
      5,
      [0.25, 0.25, 0.25, 0.75, 0.75, 0.75, 0.75, 0.25, 0.25, 0.25],
      2,
      glu.GLU_MAP1_TRIM_2,
    );
    glu.gluEndTrim(nobj);
    glu.gluEndSurface(nobj);
    expect(glGetError()).toBe(GL_NO_ERROR);
    // As GL's evaluators, the renderer leaves the current normal and colour as they were.
    const normal = new Float32Array(4);
    glGetFloatv(GL_CURRENT_NORMAL, normal);
    expect(Array.from(normal.subarray(0, 3))).toEqual([0, 0, 1]);
    const color = new Float32Array(4);
    glGetFloatv(GL_CURRENT_COLOR, color);
    expect(Array.from(color)).toEqual([1, 1, 1, 1]);
    const pixels = new Uint8Array(32 * 32 * 4);
    glReadPixels(0, 0, 32, 32, GL_RGBA, GL_UNSIGNED_BYTE, pixels);
    if (driver === 'noop') return;
    const red = (x: number, y: number) => pixels[(y * 32 + x) * 4];
    expect(red(2, 2)).toBe(255);
    expect(red(29, 29)).toBe(255);
    expect(red(2, 29)).toBe(255);
    expect(red(16, 16)).toBe(0);
    expect(red(9, 16)).toBe(0);
    expect(red(7, 16)).toBe(255);
  });

  it('a colour map colours the surface', () => {
    const nobj = glu.gluNewNurbsRenderer();
    const r = record(nobj);
    domainDistance(nobj, 1);
    glu.gluBeginSurface(nobj);
    plane(nobj);
    glu.gluNurbsSurface(
      nobj,
      4,
      LINEAR,
      4,
      LINEAR,
      8,
      4,
      [1, 0, 0, 1, 0, 1, 0, 1, 0, 0, 1, 1, 1, 1, 1, 1],
      2,
      2,
      GL_MAP2_COLOR_4,
    );
    glu.gluEndSurface(nobj);
    const strip = r.primitives[0] as Primitive;
    expect(strip.type).toBe(GL_TRIANGLE_STRIP);
    expect(strip.vertices.map((v) => Array.from(v))).toEqual([
      [0, 0, 0],
      [1, 0, 0],
      [0, 1, 0],
      [1, 1, 0],
    ]);
    expect(strip.colors.map((c) => Array.from(c))).toEqual([
      [1, 0, 0, 1],
      [0, 0, 1, 1],
      [0, 1, 0, 1],
      [1, 1, 1, 1],
    ]);
  });
});
