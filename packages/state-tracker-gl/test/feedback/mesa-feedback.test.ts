// Selection and feedback against Mesa: every case of reference/feedback/cases.mjs replayed on each
// driver (soft, webgl, noop) must print what Mesa printed (fixtures/mesa-feedback.json): the same
// errors, glGet values and render-mode results, feedback values within 1e-4 and hit depths within
// 1e-6 of the depth range. Where the case says so, the comparison allows what the specification leaves
// open ('clipped': clipped polygons may start at another vertex and split into other triangles, so
// primitives compare as sets) or what OpenGL 1.5 says against Mesa ('lineReset': Mesa never writes
// GL_LINE_RESET_TOKEN for line primitives; 'mesaDiffers': the expected lines below, with the reason
// in the case). driver-noop draws nothing, so its pixels are not compared. Mesa turns a hit depth of 1 into 0 (it scales in single precision and wraps); the
// state tracker writes 2³² − 1 as the specification says, and the comparison allows that one value.
import { afterEach, describe, expect, it } from 'vitest';
import * as gl from '../../src/index.js';
import { DRAWING_DRIVERS } from '../helpers/drawing-drivers.js';
import { loadMesaFeedbackCases, type MesaFeedbackCase, replay } from './replay.js';

const CASES = loadMesaFeedbackCases();
const DRIVERS = [...DRAWING_DRIVERS, 'noop'];

/** Our values for the cases where Mesa differs from OpenGL 1.5 (worked out by hand). */
const EXPECTED: Record<string, string[]> = {
  'feedback 3D_COLOR_TEXTURE with the texture matrix': [
    'R 7169 0',
    // (s, t, r, q) → (2s + 0.5q, 3t + 0.25q, r, q)
    'R 7168 35 1795 3 16 16 0.5 1 1 1 1 0.5 0.25 0 1 48 16 0.5 1 1 1 1 2.5 0.25 0.5 1 32 48 0.5 1 1 1 1 2 3.5 0 2',
  ],
  'feedback edge flags': [
    'R 7169 0',
    // The polygon's flagged edges v1→v2, v2→v3, v4→v0; the quad's flagged corners v0, v3, v2; the
    // filled quad ignores edge flags.
    'R 7168 40 1799 48 16 48 48 1794 48 48 16 48 1794 9.6 32 16 16 1793 16 16 1793 16 48 1793 48 48 ' +
      '1795 3 16 16 48 16 16 48 1795 3 48 16 48 48 16 48',
  ],
  'select culling, polygon modes and edge flags': [
    'R 7170 0',
    // Name 1 culled, name 3's edges all unflagged; name 4's points at window z 0.55 and 0.6.
    'R 7168 2 1 1073741824 2684354560 2 1 2362232012 2576980377 4',
  ],
  'feedback flat shading': [
    'R 7169 0',
    // Every vertex takes the provoking (last) vertex's colour; the segment is GL_LINES' first: a reset.
    'R 7168 38 1795 3 16 16 0.5 0 0 1 1 48 16 0.5 0 0 1 1 32 48 0.5 0 0 1 1 1799 16 16 0.5 0 1 0 1 48 16 0.5 0 1 0 1',
  ],
};

/** Floats per feedback vertex of each GL_FEEDBACK_BUFFER_TYPE. */
const VERTEX_FLOATS: Record<number, number> = { 1536: 2, 1537: 3, 1538: 7, 1539: 11, 1540: 12 };

interface Primitive {
  token: number;
  values: number[];
}

/** Feedback values as primitives (vertices of `floats` values). */
function primitives(values: number[], floats: number): Primitive[] {
  const out: Primitive[] = [];
  let i = 0;
  while (i < values.length) {
    const token = values[i++]!;
    let n = 0;
    if (token === gl.GL_PASS_THROUGH_TOKEN) n = 1;
    else if (token === gl.GL_POLYGON_TOKEN) n = 1 + values[i]! * floats;
    else if (token === gl.GL_LINE_TOKEN || token === gl.GL_LINE_RESET_TOKEN) n = 2 * floats;
    else n = floats;
    out.push({ token, values: values.slice(i, i + n) });
    i += n;
  }
  return out;
}

/** A polygon rotated to start at its smallest vertex (clipped polygons may start anywhere). */
function canonical(p: Primitive, floats: number): Primitive {
  if (p.token !== gl.GL_POLYGON_TOKEN) return p;
  const n = p.values[0]!;
  const vertices = Array.from({ length: n }, (_, k) => p.values.slice(1 + k * floats, 1 + (k + 1) * floats));
  const key = (v: number[]) => v.map((x) => x.toFixed(3)).join(',');
  let first = 0;
  vertices.forEach((v, k) => {
    if (key(v) < key(vertices[first]!)) first = k;
  });
  const rotated = [...vertices.slice(first), ...vertices.slice(0, first)];
  return { token: p.token, values: [n, ...rotated.flat()] };
}

const sortKey = (p: Primitive) => `${p.token}:${p.values.map((x) => x.toFixed(2)).join(',')}`;

function expectFeedback(ours: number[], mesa: number[], floats: number, c: MesaFeedbackCase): void {
  let a = primitives(ours, floats);
  let b = primitives(mesa, floats);
  if (c.compare?.includes('lineReset')) {
    const plain = (p: Primitive) =>
      p.token === gl.GL_LINE_RESET_TOKEN ? { ...p, token: gl.GL_LINE_TOKEN } : p;
    a = a.map(plain);
    b = b.map(plain);
  }
  if (c.compare?.includes('clipped')) {
    a = a.map((p) => canonical(p, floats)).sort((x, y) => sortKey(x).localeCompare(sortKey(y)));
    b = b.map((p) => canonical(p, floats)).sort((x, y) => sortKey(x).localeCompare(sortKey(y)));
  }
  expect(a.map((p) => p.token)).toEqual(b.map((p) => p.token));
  a.forEach((p, i) => {
    const q = b[i]!;
    expect(p.values.length).toBe(q.values.length);
    p.values.forEach((v, k) => {
      expect(Math.abs(v - q.values[k]!), `${sortKey(p)} vs ${sortKey(q)}`).toBeLessThan(1e-4);
    });
  });
}

function expectHits(ours: number[], mesa: number[]): void {
  expect(ours.length).toBe(mesa.length);
  let i = 0;
  while (i < mesa.length) {
    const names = mesa[i]!;
    expect(ours[i]).toBe(names);
    for (const k of [1, 2]) {
      const z = ours[i + k]!;
      const m = mesa[i + k]!;
      const wrapped = m === 0 && z === 0xffffffff;
      if (!wrapped) expect(Math.abs(z - m) / 2 ** 32).toBeLessThan(1e-6);
    }
    expect(ours.slice(i + 3, i + 3 + names)).toEqual(mesa.slice(i + 3, i + 3 + names));
    i += 3 + names;
  }
}

/** The feedback type in effect for a case's render-mode lines (its first valid glFeedbackBuffer). */
function feedbackFloats(c: MesaFeedbackCase): number {
  for (const call of c.calls) {
    const [name, , type] = call.split(' ');
    if (name === 'glFeedbackBuffer' && VERTEX_FLOATS[Number(type)]) return VERTEX_FLOATS[Number(type)]!;
  }
  return 2;
}

function expectLines(ours: string[], mesa: string[], c: MesaFeedbackCase): void {
  expect(ours.map((l) => l.split(' ').slice(0, 3).join(' '))).toEqual(
    mesa.map((l) => l.split(' ').slice(0, 3).join(' ')),
  );
  let mode = gl.GL_RENDER;
  ours.forEach((line, i) => {
    const a = line.split(' ');
    const b = mesa[i]!.split(' ');
    if (a[0] !== 'R') {
      expect(line).toBe(mesa[i]);
      return;
    }
    const left = mode;
    mode = Number(a[1]);
    const values = (w: string[]) => w.slice(3).map(Number);
    if (left === gl.GL_SELECT && Number(a[2]) >= 0) expectHits(values(a), values(b));
    else if (left === gl.GL_FEEDBACK) expectFeedback(values(a), values(b), feedbackFloats(c), c);
    else expect(values(a)).toEqual(values(b));
  });
}

for (const driver of DRIVERS) {
  describe(`selection and feedback against Mesa [${driver}]`, () => {
    let ctx: gl.GlContext | null = null;
    afterEach(async () => {
      await ctx?.destroy();
      ctx = null;
      gl.makeCurrent(null);
    });
    for (const c of CASES) {
      it(c.name, async () => {
        ctx = await gl.createContext({ width: 64, height: 64, driver, depthBits: 24, stencilBits: 8 });
        gl.makeCurrent(ctx);
        // driver-noop draws nothing: the pixels read back say nothing there.
        const drawn = (lines: string[]) => (driver === 'noop' ? lines.filter((l) => l[0] !== 'P') : lines);
        const ours = drawn(replay(c.calls));
        const expected = c.compare?.includes('mesaDiffers') ? EXPECTED[c.name] : c.mesa;
        if (!expected) throw new Error(`no expected values for ${c.name}`);
        expectLines(ours, drawn(expected), c);
      });
    }
  });
}
