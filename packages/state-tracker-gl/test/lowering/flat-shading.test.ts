// Flat shading drawn natively (the rasterizer's flatshade on driver-soft and driver-webgl), lowered into
// constant-interpolated colour inputs (driver-soft reporting no PIPE_CAP_FLATSHADE), and with quads,
// quad strips and polygons converted to triangle lists (driver-soft with only the list primitives),
// with the same exact pixels everywhere: every primitive type takes the colour of GL's provoking vertex
// (GL 1.5, table 2.2 — the last vertex of lines, strips, triangles and fans, a quad's 4th vertex, a quad
// strip quad's last, the first vertex of a polygon, the first vertex for a line loop's closing line),
// the secondary colour too, and smooth shading still interpolates.
import { PipeCap } from '@gallium-ts/gallium-api';
import { describe, expect, it } from 'vitest';
import * as gl from '../../src/index.js';
import { DRAWING_DRIVERS, readWindow, savePicture } from '../helpers/drawing-drivers.js';
import { softWithout } from '../helpers/lowering-drivers.js';
import { pixel, SIZE, useProbeContext } from '../scenes/probes/probe.js';
import { LIST_PRIMS } from './list-prims.js';

const LOWERED = softWithout('flatshade', { caps: { [PipeCap.FLATSHADE]: 0 } });
const NO_QUADS = softWithout('prim-modes', { caps: { [PipeCap.SUPPORTED_PRIM_MODES]: LIST_PRIMS } });
const BOTH = softWithout('flatshade-prim-modes', {
  caps: { [PipeCap.FLATSHADE]: 0, [PipeCap.SUPPORTED_PRIM_MODES]: LIST_PRIMS },
});
const DRIVERS = [...DRAWING_DRIVERS, LOWERED, NO_QUADS, BOTH];

/** Distinct colours for vertex i (bytes exact in 8 bits). */
const COLORS: [number, number, number][] = [
  [255, 0, 0],
  [0, 255, 0],
  [0, 0, 255],
  [255, 255, 0],
  [0, 255, 255],
  [255, 0, 255],
  [255, 255, 255],
  [128, 64, 0],
];

function vertex(i: number, x: number, y: number): void {
  const [r, g, b] = COLORS[i]!;
  gl.glColor3ub(r, g, b);
  gl.glVertex2f(x, y);
}

/** Each primitive type: vertices (window units) and which vertex provokes the primitive probed at `probe`. */
interface Case {
  name: string;
  mode: number;
  vertices: [number, number][];
  probe: [number, number];
  provoking: number;
}

const CASES: Case[] = [
  {
    name: 'TRIANGLES',
    mode: gl.GL_TRIANGLES,
    vertices: [
      [2, 2],
      [14, 2],
      [8, 14],
    ],
    probe: [8, 6],
    provoking: 2,
  },
  {
    name: 'TRIANGLE_STRIP (second triangle)',
    mode: gl.GL_TRIANGLE_STRIP,
    vertices: [
      [2, 2],
      [2, 14],
      [14, 2],
      [14, 14],
    ],
    probe: [11, 10],
    provoking: 3,
  },
  {
    name: 'TRIANGLE_FAN (second triangle)',
    mode: gl.GL_TRIANGLE_FAN,
    vertices: [
      [2, 2],
      [14, 2],
      [14, 14],
      [2, 14],
    ],
    probe: [5, 10],
    provoking: 3,
  },
  {
    name: 'QUADS',
    mode: gl.GL_QUADS,
    vertices: [
      [2, 2],
      [14, 2],
      [14, 14],
      [2, 14],
    ],
    probe: [4, 11],
    provoking: 3,
  },
  {
    name: 'QUADS (other half)',
    mode: gl.GL_QUADS,
    vertices: [
      [2, 2],
      [14, 2],
      [14, 14],
      [2, 14],
    ],
    probe: [11, 4],
    provoking: 3,
  },
  {
    name: 'QUAD_STRIP (second quad)',
    mode: gl.GL_QUAD_STRIP,
    vertices: [
      [2, 2],
      [2, 14],
      [8, 2],
      [8, 14],
      [14, 2],
      [14, 14],
    ],
    probe: [11, 8],
    provoking: 5,
  },
  {
    name: 'QUAD_STRIP (first quad, lower half)',
    mode: gl.GL_QUAD_STRIP,
    vertices: [
      [2, 2],
      [2, 14],
      [8, 2],
      [8, 14],
      [14, 2],
      [14, 14],
    ],
    probe: [5, 4],
    provoking: 3,
  },
  {
    name: 'POLYGON',
    mode: gl.GL_POLYGON,
    vertices: [
      [2, 2],
      [14, 2],
      [14, 14],
      [8, 15],
      [2, 14],
    ],
    probe: [4, 12],
    provoking: 0,
  },
  {
    name: 'POLYGON (first triangle)',
    mode: gl.GL_POLYGON,
    vertices: [
      [2, 2],
      [14, 2],
      [14, 14],
      [8, 15],
      [2, 14],
    ],
    probe: [12, 4],
    provoking: 0,
  },
  {
    name: 'LINES',
    mode: gl.GL_LINES,
    vertices: [
      [2, 8.5],
      [14, 8.5],
    ],
    probe: [8, 8],
    provoking: 1,
  },
  {
    name: 'LINE_STRIP (second line)',
    mode: gl.GL_LINE_STRIP,
    vertices: [
      [2, 4.5],
      [14, 4.5],
      [14.5, 14],
    ],
    probe: [14, 10],
    provoking: 2,
  },
  {
    name: 'LINE_LOOP (closing line)',
    mode: gl.GL_LINE_LOOP,
    vertices: [
      [2.5, 2],
      [14, 2.5],
      [2.5, 14],
    ],
    probe: [2, 8],
    provoking: 0,
  },
];

for (const driver of DRIVERS) {
  describe(`flat shading [${driver}]`, () => {
    useProbeContext(driver);

    for (const c of CASES) {
      it(`${c.name}: the provoking vertex's colour`, () => {
        gl.glShadeModel(gl.GL_FLAT);
        gl.glBegin(c.mode);
        c.vertices.forEach(([x, y], i) => {
          vertex(i, x, y);
        });
        gl.glEnd();
        savePicture(`lowering-flat-${c.name.split(' ')[0]}-${driver}`, readWindow(SIZE, SIZE));
        expect(pixel(c.probe[0], c.probe[1])).toEqual([...COLORS[c.provoking]!, 255]);
      });
    }

    it('glDrawElements of QUADS: the 4th index provokes', () => {
      gl.glShadeModel(gl.GL_FLAT);
      const positions = new Float32Array([2, 2, 14, 2, 14, 14, 2, 14, 18, 18, 30, 18, 30, 30, 18, 30]);
      // Four bytes a colour: strides of 3 bytes are another lowering's concern (vertex fetch).
      const colors = new Uint8Array(COLORS.flatMap((c) => [...c, 255]));
      gl.glEnableClientState(gl.GL_VERTEX_ARRAY);
      gl.glEnableClientState(gl.GL_COLOR_ARRAY);
      gl.glVertexPointer(2, gl.GL_FLOAT, 0, positions);
      gl.glColorPointer(4, gl.GL_UNSIGNED_BYTE, 0, colors);
      gl.glDrawElements(gl.GL_QUADS, 8, gl.GL_UNSIGNED_SHORT, new Uint16Array([1, 2, 3, 0, 4, 5, 6, 7]));
      expect(pixel(8, 8)).toEqual([...COLORS[0]!, 255]);
      expect(pixel(24, 24)).toEqual([...COLORS[7]!, 255]);
      gl.glDrawArrays(gl.GL_POLYGON, 4, 4);
      expect(pixel(20, 28)).toEqual([...COLORS[4]!, 255]);
    });

    it('the secondary colour is flat too; smooth shading interpolates', () => {
      gl.glEnable(gl.GL_COLOR_SUM);
      gl.glShadeModel(gl.GL_FLAT);
      gl.glBegin(gl.GL_TRIANGLES);
      gl.glColor3ub(0, 0, 0);
      gl.glSecondaryColor3ub(255, 0, 0);
      gl.glVertex2f(0, 0);
      gl.glSecondaryColor3ub(0, 255, 0);
      gl.glVertex2f(16, 0);
      gl.glSecondaryColor3ub(0, 64, 128);
      gl.glVertex2f(0, 16);
      gl.glEnd();
      expect(pixel(3, 3)).toEqual([0, 64, 128, 255]);
      gl.glShadeModel(gl.GL_SMOOTH);
      gl.glSecondaryColor3ub(0, 0, 0);
      gl.glBegin(gl.GL_QUADS);
      vertex(0, 16, 16);
      vertex(0, 32, 16);
      vertex(2, 32, 32);
      vertex(2, 16, 32);
      gl.glEnd();
      // Red to blue bottom to top: row 16 + k has blue (k + 0.5)/16 of the way.
      const [r, , b] = pixel(20, 19);
      expect(r).toBeGreaterThan(180);
      expect(b).toBeGreaterThan(40);
      expect(b).toBeLessThan(75);
    });
  });
}
