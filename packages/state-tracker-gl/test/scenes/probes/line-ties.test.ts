// One-pixel lines exactly on pixel boundaries, on every drawing driver: with glOrtho(0, 256, 0, 256) a
// vertex at (x, y) lands on window position (x, y), so these lines run along pixel edges, end on pixel
// edges or centres, or cross pixel corners, where GL's diamond-exit rule (GL 1.5, 3.4.1) leaves the
// choice to the implementation. The expected pixels are Mesa's, measured with OSMesa (Mesa 22.3.6):
// llvmpipe and softpipe both put the horizontal line y = 128 in row 127; elsewhere softpipe's window
// rendering differs from llvmpipe's (noted per case) and the expectation is llvmpipe's.
import { afterEach, beforeEach, expect, it } from 'vitest';
import * as gl from '../../../src/index.js';
import { describeOnDrawingDrivers, readWindow, savePicture } from '../../helpers/drawing-drivers.js';
import { litPixels } from './probe.js';

const SIZE = 256;

/** `count` pixels from (x, y), each (dx, dy) from the last. */
function run(count: number, x: number, y: number, dx: number, dy: number): Set<string> {
  return new Set(Array.from({ length: count }, (_, i) => `${x + i * dx},${y + i * dy}`));
}

const CASES: { name: string; from: [number, number]; to: [number, number]; pixels: Set<string> }[] = [
  { name: 'y = 128, left to right', from: [0, 128], to: [256, 128], pixels: run(256, 0, 127, 1, 0) },
  // softpipe: columns 1..255
  { name: 'y = 128, right to left', from: [256, 128], to: [0, 128], pixels: run(256, 0, 127, 1, 0) },
  // softpipe: column 128 (rows 0..254)
  { name: 'x = 128, upwards', from: [128, 0], to: [128, 256], pixels: run(256, 127, 0, 0, 1) },
  // softpipe: column 128
  { name: 'x = 128, downwards', from: [128, 256], to: [128, 0], pixels: run(256, 127, 0, 0, 1) },
  { name: 'ends on column edges', from: [10, 100.5], to: [20, 100.5], pixels: run(10, 10, 100, 1, 0) },
  // softpipe: columns 11..20
  {
    name: 'ends on column edges, reversed',
    from: [20, 100.5],
    to: [10, 100.5],
    pixels: run(10, 10, 100, 1, 0),
  },
  {
    name: 'on a row edge, ends on centres',
    from: [10.5, 100],
    to: [20.5, 100],
    pixels: run(10, 10, 99, 1, 0),
  },
  // softpipe: columns 11..20
  {
    name: 'on a row edge, ends on centres, reversed',
    from: [20.5, 100],
    to: [10.5, 100],
    pixels: run(9, 11, 99, 1, 0),
  },
  // softpipe: rows 9..18
  { name: 'ends on row edges', from: [100.5, 10], to: [100.5, 20], pixels: run(10, 100, 10, 0, 1) },
  { name: 'ends on row edges, reversed', from: [100.5, 20], to: [100.5, 10], pixels: run(10, 100, 10, 0, 1) },
  // softpipe: (10, 9) .. (19, 18)
  { name: 'diagonal through pixel corners', from: [10, 10], to: [20, 20], pixels: run(10, 10, 10, 1, 1) },
  // softpipe: (11, 10) .. (20, 19)
  {
    name: 'diagonal through pixel corners, reversed',
    from: [20, 20],
    to: [10, 10],
    pixels: run(10, 10, 10, 1, 1),
  },
  {
    name: 'anti-diagonal through pixel corners',
    from: [10, 20],
    to: [20, 10],
    pixels: run(10, 19, 10, -1, 1),
  },
  // softpipe: (20, 9) .. (11, 18)
  {
    name: 'anti-diagonal through pixel corners, reversed',
    from: [20, 10],
    to: [10, 20],
    pixels: run(10, 19, 10, -1, 1),
  },
  // softpipe: (10, 9) .. (19, 18)
  {
    name: 'diagonal between two pixels at every column',
    from: [10.5, 10],
    to: [20.5, 20],
    pixels: run(10, 10, 10, 1, 1),
  },
  {
    name: 'anti-diagonal between two pixels',
    from: [10.5, 20],
    to: [20.5, 10],
    pixels: run(10, 19, 10, -1, 1),
  },
];

describeOnDrawingDrivers('one-pixel lines on pixel boundaries', (driver) => {
  let ctx: gl.GlContext;
  beforeEach(async () => {
    ctx = await gl.createContext({ width: SIZE, height: SIZE, driver });
    gl.makeCurrent(ctx);
    gl.glClearColor(0, 0, 0, 1);
    gl.glMatrixMode(gl.GL_PROJECTION);
    gl.glOrtho(0, SIZE, 0, SIZE, -1, 1);
    gl.glMatrixMode(gl.GL_MODELVIEW);
  });
  afterEach(async () => {
    const error = gl.glGetError();
    await ctx.destroy();
    gl.makeCurrent(null);
    expect(error).toBe(gl.GL_NO_ERROR);
  });

  for (const c of CASES)
    it(`${c.name}: (${c.from}) to (${c.to}) covers Mesa's pixels`, () => {
      gl.glClear(gl.GL_COLOR_BUFFER_BIT);
      gl.glBegin(gl.GL_LINES);
      gl.glVertex2f(...c.from);
      gl.glVertex2f(...c.to);
      gl.glEnd();
      const lit = litPixels(0, 0, SIZE - 1, SIZE - 1);
      if (c.name.startsWith('y = 128, left')) savePicture(`line-y128-${driver}`, readWindow(SIZE, SIZE));
      expect([...lit].sort()).toEqual([...c.pixels].sort());
    });
});
