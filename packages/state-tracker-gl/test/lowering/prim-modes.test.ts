// GL_QUADS, GL_QUAD_STRIP, GL_POLYGON and GL_LINE_LOOP on a driver without them (driver-soft reporting
// only the list primitives in PIPE_CAP_SUPPORTED_PRIM_MODES: the state tracker converts them to index
// lists): from immediate mode, display lists, client arrays and buffer objects, drawn and indexed, the
// picture equals driver-soft's native one pixel for pixel (the same decomposition, the same diagonal),
// and on every driver the shapes cover what GL says. Drawn as outlines (glPolygonMode GL_LINE), the
// converted quads and polygons show only their GL edges, and glEdgeFlag(GL_FALSE) hides one (also on
// a driver that ignores edge flags: no PIPE_CAP_VERTEX_EDGE_FLAGS, outlines drawn on the CPU). With a
// logic op lowered too (no PIPE_CAP_LOGIC_OP), the primitives the logic op draws one by one are converted
// as well, and the picture equals that of the logic op lowered on a driver with every primitive type.
import { PipeCap } from '@gallium-ts/gallium-api';
import { describe, expect, it } from 'vitest';
import * as gl from '../../src/index.js';
import { DRAWING_DRIVERS, readWindow, savePicture } from '../helpers/drawing-drivers.js';
import { softWithout } from '../helpers/lowering-drivers.js';
import { pixel, SIZE, useProbeContext } from '../scenes/probes/probe.js';
import { LIST_PRIMS } from './list-prims.js';

const NO_QUADS = softWithout('list-prims', { caps: { [PipeCap.SUPPORTED_PRIM_MODES]: LIST_PRIMS } });
const NO_LOGIC_OP = softWithout('logic-op', { caps: { [PipeCap.LOGIC_OP]: 0 } });
const NO_QUADS_NO_LOGIC_OP = softWithout('list-prims-logic-op', {
  caps: { [PipeCap.SUPPORTED_PRIM_MODES]: LIST_PRIMS, [PipeCap.LOGIC_OP]: 0 },
});
const NO_EDGE_FLAGS = softWithout('edge-flags', { caps: { [PipeCap.VERTEX_EDGE_FLAGS]: 0 } });
const DRIVERS = [...DRAWING_DRIVERS, NO_QUADS, NO_LOGIC_OP, NO_QUADS_NO_LOGIC_OP, NO_EDGE_FLAGS];
const CONVERTING = [NO_QUADS, NO_QUADS_NO_LOGIC_OP];

/** Positions (window units) and colours (bytes) of 16 vertices: a quad, a 2-quad strip, a pentagon, a loop. */
const POSITIONS = [
  [1, 1],
  [9, 1],
  [10, 9],
  [2, 10], // quad
  [13, 1],
  [13, 10],
  [19, 2],
  [18, 9],
  [24, 1],
  [23, 10], // quad strip
  [4, 14],
  [12, 13],
  [14, 20],
  [8, 24],
  [2, 20], // polygon
  [18.5, 14.5], // loop, with the next three
];
const LOOP = [
  [18.5, 14.5],
  [29.5, 14.5],
  [29.5, 28.5],
  [18.5, 28.5],
];
const COLORS = POSITIONS.map((_, i) => [(i * 53) % 256, (i * 97 + 40) % 256, (i * 31 + 90) % 256, 255]);

/** The shapes: mode, first vertex, count. */
const SHAPES: [number, number, number][] = [
  [gl.GL_QUADS, 0, 4],
  [gl.GL_QUAD_STRIP, 4, 6],
  [gl.GL_POLYGON, 10, 5],
];

function immediate(): void {
  for (const [mode, first, count] of SHAPES) {
    gl.glBegin(mode);
    for (let i = first; i < first + count; i++) {
      gl.glColor4ub(COLORS[i]![0]!, COLORS[i]![1]!, COLORS[i]![2]!, 255);
      gl.glVertex2f(POSITIONS[i]![0]!, POSITIONS[i]![1]!);
    }
    gl.glEnd();
  }
  gl.glColor3f(1, 1, 1);
  gl.glBegin(gl.GL_LINE_LOOP);
  for (const [x, y] of LOOP) gl.glVertex2f(x!, y!);
  gl.glEnd();
}

function arrays(useBuffers: boolean, indexed: boolean): void {
  const positions = new Float32Array([...POSITIONS.flat(), ...LOOP.flat()]);
  const colors = new Uint8Array([...COLORS.flat(), ...LOOP.flatMap(() => [255, 255, 255, 255])]);
  gl.glEnableClientState(gl.GL_VERTEX_ARRAY);
  gl.glEnableClientState(gl.GL_COLOR_ARRAY);
  if (useBuffers) {
    const names = new Uint32Array(3);
    gl.glGenBuffers(3, names);
    gl.glBindBuffer(gl.GL_ARRAY_BUFFER, names[0]!);
    gl.glBufferData(gl.GL_ARRAY_BUFFER, positions.byteLength, positions, gl.GL_STATIC_DRAW);
    gl.glVertexPointer(2, gl.GL_FLOAT, 0, 0);
    gl.glBindBuffer(gl.GL_ARRAY_BUFFER, names[1]!);
    gl.glBufferData(gl.GL_ARRAY_BUFFER, colors.byteLength, colors, gl.GL_STATIC_DRAW);
    gl.glColorPointer(4, gl.GL_UNSIGNED_BYTE, 0, 0);
    gl.glBindBuffer(gl.GL_ARRAY_BUFFER, 0);
    if (indexed) {
      gl.glBindBuffer(gl.GL_ELEMENT_ARRAY_BUFFER, names[2]!);
      const indices = new Uint16Array(positions.length / 2).map((_, i) => i);
      gl.glBufferData(gl.GL_ELEMENT_ARRAY_BUFFER, indices.byteLength, indices, gl.GL_STATIC_DRAW);
    }
  } else {
    gl.glVertexPointer(2, gl.GL_FLOAT, 0, positions);
    gl.glColorPointer(4, gl.GL_UNSIGNED_BYTE, 0, colors);
  }
  const shapes: [number, number, number][] = [...SHAPES, [gl.GL_LINE_LOOP, POSITIONS.length, LOOP.length]];
  for (const [mode, first, count] of shapes) {
    if (!indexed) gl.glDrawArrays(mode, first, count);
    else if (useBuffers) gl.glDrawElements(mode, count, gl.GL_UNSIGNED_SHORT, first * 2);
    else
      gl.glDrawElements(
        mode,
        count,
        gl.GL_UNSIGNED_INT,
        new Uint32Array(count).map((_, i) => first + i),
      );
  }
}

/** How each source draws the same shapes. */
const SOURCES: [string, () => void][] = [
  ['immediate mode', immediate],
  [
    'a display list',
    () => {
      gl.glNewList(1, gl.GL_COMPILE);
      immediate();
      gl.glEndList();
      gl.glCallList(1);
    },
  ],
  ['client arrays', () => arrays(false, false)],
  ['client arrays, indexed', () => arrays(false, true)],
  ['buffer objects', () => arrays(true, false)],
  ['buffer objects, indexed', () => arrays(true, true)],
];

function differingBytes(a: Uint8Array, b: Uint8Array): number {
  let n = Math.abs(a.length - b.length);
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) n++;
  return n;
}

/** Native driver-soft's picture of each source, filled by the first driver block. */
const nativePictures = new Map<string, Uint8Array>();

for (const driver of DRIVERS) {
  describe(`primitive types converted where a driver lacks them [${driver}]`, () => {
    useProbeContext(driver);

    for (const [source, draw] of SOURCES) {
      it(`${source}: covers what GL says${driver === 'webgl' ? '' : ', as native driver-soft draws it'}`, () => {
        draw();
        const picture = readWindow(SIZE, SIZE);
        savePicture(`lowering-prim-modes-${source.replaceAll(/[ ,]+/g, '-')}-${driver}`, picture);
        // Inside each filled shape, away from its edges: the shape is there.
        for (const [x, y] of [
          [5, 5],
          [8, 3],
          [15, 6],
          [21, 5],
          [8, 18],
          [11, 15],
        ])
          expect(pixel(x!, y!)[3], `pixel (${x}, ${y})`).toBe(255);
        expect(pixel(5, 5)).not.toEqual([0, 0, 0, 255]);
        expect(pixel(21, 5)).not.toEqual([0, 0, 0, 255]);
        expect(pixel(8, 18)).not.toEqual([0, 0, 0, 255]);
        // The loop's four sides, its closing side included, and its inside left clear.
        for (const [x, y] of [
          [24, 14],
          [29, 20],
          [24, 28],
          [18, 20],
        ])
          expect(pixel(x!, y!), `loop pixel (${x}, ${y})`).toEqual([255, 255, 255, 255]);
        expect(pixel(24, 20)).toEqual([0, 0, 0, 255]);
        if (driver === 'soft') nativePictures.set(source, picture.data.slice());
        if (driver !== 'webgl' && nativePictures.has(source))
          expect(differingBytes(picture.data, nativePictures.get(source)!)).toBe(0);
      });

      it(`${source}, XORed over grey: converted or not, the same picture`, () => {
        gl.glClearColor(0.5, 0.5, 0.5, 1);
        gl.glClear(gl.GL_COLOR_BUFFER_BIT);
        gl.glEnable(gl.GL_COLOR_LOGIC_OP);
        gl.glLogicOp(gl.GL_XOR);
        draw();
        const picture = readWindow(SIZE, SIZE);
        expect(pixel(5, 5)).not.toEqual([128, 128, 128, 255]);
        expect(pixel(8, 18)).not.toEqual([128, 128, 128, 255]);
        expect(pixel(24, 20), 'inside the loop').toEqual([128, 128, 128, 255]);
        // Each converting driver against the same driver with every primitive type.
        const lowered = driver === NO_LOGIC_OP || driver === NO_QUADS_NO_LOGIC_OP;
        const key = `${source} XOR${lowered ? ' lowered' : ''}`;
        if (driver === 'soft' || driver === NO_LOGIC_OP) nativePictures.set(key, picture.data.slice());
        if (CONVERTING.includes(driver) && nativePictures.has(key))
          expect(differingBytes(picture.data, nativePictures.get(key)!)).toBe(0);
      });
    }

    it("outlines: only the polygons' own edges, edge flags honoured", () => {
      gl.glPolygonMode(gl.GL_FRONT_AND_BACK, gl.GL_LINE);
      const outline = (mode: number, points: number[][], hidden = -1) => {
        gl.glBegin(mode);
        points.forEach(([x, y], i) => {
          gl.glEdgeFlag(i !== hidden);
          gl.glVertex2f(x!, y!);
        });
        gl.glEnd();
        gl.glEdgeFlag(true);
      };
      gl.glColor3f(1, 1, 1);
      // A quad whose top edge (from vertex 2) is hidden, a quad strip of two quads, a pentagon.
      outline(
        gl.GL_QUADS,
        [
          [1.5, 1.5],
          [12.5, 1.5],
          [12.5, 12.5],
          [1.5, 12.5],
        ],
        2,
      );
      outline(gl.GL_QUAD_STRIP, [
        [16.5, 1.5],
        [16.5, 12.5],
        [22.5, 1.5],
        [22.5, 12.5],
        [29.5, 1.5],
        [29.5, 12.5],
      ]);
      outline(gl.GL_POLYGON, [
        [1.5, 16.5],
        [12.5, 16.5],
        [14.5, 22.5],
        [7.5, 29.5],
        [1.5, 24.5],
      ]);
      const picture = readWindow(SIZE, SIZE);
      savePicture(`lowering-prim-modes-outlines-${driver}`, picture);
      expect(pixel(7, 1), 'quad bottom').toEqual([255, 255, 255, 255]);
      expect(pixel(12, 7), 'quad right side').toEqual([255, 255, 255, 255]);
      // driver-webgl ignores EDGEFLAG outputs (no PIPE_CAP_VERTEX_EDGE_FLAGS): there the state tracker
      // draws the outlines on its CPU primitive path, and the flagged edge is hidden as everywhere.
      expect(pixel(7, 12), 'quad top, hidden by its edge flag').toEqual([0, 0, 0, 255]);
      expect(pixel(6, 6), 'quad diagonal').toEqual([0, 0, 0, 255]);
      expect(pixel(7, 7), 'quad diagonal').toEqual([0, 0, 0, 255]);
      expect(pixel(22, 7), 'quad strip inner side').toEqual([255, 255, 255, 255]);
      expect(pixel(19, 6), 'quad strip diagonal').toEqual([0, 0, 0, 255]);
      expect(pixel(19, 7), 'quad strip diagonal').toEqual([0, 0, 0, 255]);
      expect(pixel(7, 16), 'polygon bottom').toEqual([255, 255, 255, 255]);
      expect(pixel(7, 21), 'polygon inside').toEqual([0, 0, 0, 255]);
      expect(pixel(10, 22), 'polygon inside').toEqual([0, 0, 0, 255]);
      if (driver === 'soft') nativePictures.set('outlines', picture.data.slice());
      if (driver !== 'webgl' && nativePictures.has('outlines'))
        expect(differingBytes(picture.data, nativePictures.get('outlines')!)).toBe(0);
    });
  });
}
