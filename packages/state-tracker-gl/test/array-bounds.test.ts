// Vertex-array state GL allows but a pipe driver refuses (issue 17): a stride past the driver's largest, a
// colour array at an offset past the end of its buffer, in a buffer without a data store or with no
// memory at all, arrays shorter than the draw (WebGL refuses such draws as a whole), fractional, odd and
// negative index offsets, more vertices than one draw may have. Each draws what GL defines — elements
// outside the memory read as zeros — on soft and webgl (exact pixels) and on noop (the vertices the
// driver is sent, shaded on the CPU), and no call throws or records an error.
import { afterEach, describe, expect, it } from 'vitest';
import * as gl from '../src/index.js';
import { DRAWING_DRIVERS } from './helpers/drawing-drivers.js';
import { type RecordedDraw, recordDraws } from './helpers/pipe-recorder.js';

const SIZE = 8;
const RED = [255, 0, 0];
const GREEN = [0, 255, 0];
const YELLOW = [255, 255, 0];
const WHITE = [255, 255, 255];
const BLACK = [0, 0, 0];
/** The clear colour: what a pixel no triangle covers shows. */
const BLUE = [0, 0, 255];
/** Colours of the quad's four vertices. */
const COLOURS = new Uint8Array([...RED, 255, ...GREEN, 255, ...YELLOW, 255, ...WHITE, 255]);
/** The window's corners (0,0), (8,0), (8,8), (0,8): as a fan, triangle (0,1,2) below the diagonal, (0,2,3) above. */
const QUAD = [0, 0, SIZE, 0, SIZE, SIZE, 0, SIZE];
/** Triangles (0,1,2) and (0,2,3) as GL_TRIANGLES indices. */
const QUAD_INDICES = [0, 1, 2, 0, 2, 3];

/** A buffer object bound to `target` holding `bytes` (no glBufferData when null). */
function buffer(target: number, bytes: Uint8Array | null): void {
  const names = new Uint32Array(1);
  gl.glGenBuffers(1, names);
  gl.glBindBuffer(target, names[0]!);
  if (bytes) gl.glBufferData(target, bytes.byteLength, bytes, gl.GL_STATIC_DRAW);
}

/** The quad as GL_SHORT positions one every `stride` bytes (a stride past every driver's largest). */
function spreadQuad(stride: number): void {
  const shorts = new Int16Array((3 * stride + 4) / 2);
  for (let v = 0; v < 4; v++) shorts.set(QUAD.slice(2 * v, 2 * v + 2), (v * stride) / 2);
  gl.glVertexPointer(2, gl.GL_SHORT, stride, shorts);
}

function floatQuad(): void {
  gl.glVertexPointer(2, gl.GL_FLOAT, 0, new Float32Array(QUAD));
}

function colours(count = 4): void {
  gl.glEnableClientState(gl.GL_COLOR_ARRAY);
  gl.glColorPointer(4, gl.GL_UNSIGNED_BYTE, 0, COLOURS.slice(0, 4 * count));
}

const fan = () => gl.glDrawArrays(gl.GL_TRIANGLE_FAN, 0, 4);
const triangles = () =>
  gl.glDrawElements(gl.GL_TRIANGLES, 6, gl.GL_UNSIGNED_BYTE, new Uint8Array(QUAD_INDICES));

interface Scene {
  name: string;
  draw: () => void;
  /** The flat colour of the triangle below the diagonal and above it (BLUE: not drawn). */
  below: number[];
  above: number[];
  /** Colours of further triangles noop is sent (degenerate ones no driver draws a pixel of). */
  degenerate?: number[][];
}

const SCENES: Scene[] = [
  {
    name: 'a stride of 1000000 bytes, past the driver largest (glDrawArrays)',
    draw: () => {
      spreadQuad(1000000);
      colours();
      fan();
    },
    below: YELLOW,
    above: WHITE,
  },
  {
    name: 'a stride of 1000000 bytes (glDrawElements)',
    draw: () => {
      spreadQuad(1000000);
      colours();
      triangles();
    },
    below: YELLOW,
    above: WHITE,
  },
  {
    name: 'a stride of 1000000 bytes (glMultiDrawArrays)',
    draw: () => {
      spreadQuad(1000000);
      colours();
      gl.glMultiDrawArrays(gl.GL_TRIANGLE_FAN, [0], [4], 1);
    },
    below: YELLOW,
    above: WHITE,
  },
  {
    name: 'a stride of 1000000 bytes (glArrayElement)',
    draw: () => {
      spreadQuad(1000000);
      colours();
      gl.glBegin(gl.GL_TRIANGLE_FAN);
      for (let i = 0; i < 4; i++) gl.glArrayElement(i);
      gl.glEnd();
    },
    below: YELLOW,
    above: WHITE,
  },
  {
    name: 'a stride of 1000000 bytes in a buffer object',
    draw: () => {
      buffer(gl.GL_ARRAY_BUFFER, new Uint8Array(3 * 1000000 + 4));
      const shorts = new Int16Array(2);
      for (let v = 0; v < 4; v++) {
        shorts.set(QUAD.slice(2 * v, 2 * v + 2));
        gl.glBufferSubData(gl.GL_ARRAY_BUFFER, v * 1000000, 4, shorts);
      }
      gl.glVertexPointer(2, gl.GL_SHORT, 1000000, 0);
      gl.glBindBuffer(gl.GL_ARRAY_BUFFER, 0);
      colours();
      fan();
    },
    below: YELLOW,
    above: WHITE,
  },
  {
    name: 'a vertex buffer holding only the first of the stride-1000000 vertices draws nothing',
    draw: () => {
      buffer(gl.GL_ARRAY_BUFFER, new Uint8Array(new Int16Array([0, 0]).buffer));
      gl.glVertexPointer(2, gl.GL_SHORT, 1000000, 0);
      gl.glBindBuffer(gl.GL_ARRAY_BUFFER, 0);
      colours();
      fan();
    },
    below: BLUE,
    above: BLUE,
  },
  {
    name: 'a colour array at an offset past the end of its buffer reads zeros',
    draw: () => {
      floatQuad();
      buffer(gl.GL_ARRAY_BUFFER, COLOURS);
      gl.glEnableClientState(gl.GL_COLOR_ARRAY);
      gl.glColorPointer(4, gl.GL_UNSIGNED_BYTE, 0, 1000);
      gl.glBindBuffer(gl.GL_ARRAY_BUFFER, 0);
      fan();
    },
    below: BLACK,
    above: BLACK,
  },
  {
    name: 'a colour array in a buffer without a data store reads zeros',
    draw: () => {
      floatQuad();
      buffer(gl.GL_ARRAY_BUFFER, null);
      gl.glEnableClientState(gl.GL_COLOR_ARRAY);
      gl.glColorPointer(4, gl.GL_UNSIGNED_BYTE, 0, 0);
      gl.glBindBuffer(gl.GL_ARRAY_BUFFER, 0);
      triangles();
    },
    below: BLACK,
    above: BLACK,
  },
  {
    name: 'an enabled colour array with no buffer and no pointer reads zeros',
    draw: () => {
      floatQuad();
      gl.glEnableClientState(gl.GL_COLOR_ARRAY);
      fan();
    },
    below: BLACK,
    above: BLACK,
  },
  {
    name: 'a colour array one element shorter than glDrawArrays reads zeros for the last vertex',
    draw: () => {
      floatQuad();
      colours(3);
      fan();
    },
    below: YELLOW,
    above: BLACK,
  },
  {
    name: 'an index past the end of the colour array reads zeros (WebGL refuses such a draw as it is)',
    draw: () => {
      floatQuad();
      colours(3);
      triangles();
    },
    below: YELLOW,
    above: BLACK,
  },
  {
    name: 'glDrawRangeElements with an index past the end of the colour array',
    draw: () => {
      floatQuad();
      colours(3);
      gl.glDrawRangeElements(gl.GL_TRIANGLES, 0, 3, 6, gl.GL_UNSIGNED_BYTE, new Uint8Array(QUAD_INDICES));
    },
    below: YELLOW,
    above: BLACK,
  },
  {
    name: 'glMultiDrawElements with an index past the end of the colour array',
    draw: () => {
      floatQuad();
      colours(3);
      const halves = [new Uint8Array(QUAD_INDICES.slice(0, 3)), new Uint8Array(QUAD_INDICES.slice(3))];
      gl.glMultiDrawElements(gl.GL_TRIANGLES, [3, 3], gl.GL_UNSIGNED_BYTE, halves, 2);
    },
    below: YELLOW,
    above: BLACK,
  },
  {
    name: 'index 2^32-1 reads zeros for every array without allocating for 2^32 vertices',
    draw: () => {
      floatQuad();
      colours();
      const indices = new Uint32Array([...QUAD_INDICES, 0xffffffff, 0xffffffff, 0xffffffff]);
      gl.glDrawElements(gl.GL_TRIANGLES, 9, gl.GL_UNSIGNED_INT, indices);
    },
    below: YELLOW,
    above: WHITE,
    degenerate: [BLACK],
  },
  {
    name: 'an index past the end of a colour buffer reads zeros',
    draw: () => {
      floatQuad();
      buffer(gl.GL_ARRAY_BUFFER, COLOURS.slice(0, 12));
      gl.glEnableClientState(gl.GL_COLOR_ARRAY);
      gl.glColorPointer(4, gl.GL_UNSIGNED_BYTE, 0, 0);
      gl.glBindBuffer(gl.GL_ARRAY_BUFFER, 0);
      triangles();
    },
    below: YELLOW,
    above: BLACK,
  },
  {
    name: 'a fractional index offset (2.9) truncates, as a C pointer conversion does',
    draw: () => {
      floatQuad();
      colours();
      buffer(gl.GL_ELEMENT_ARRAY_BUFFER, new Uint8Array(new Uint16Array([7, ...QUAD_INDICES]).buffer));
      gl.glDrawElements(gl.GL_TRIANGLES, 6, gl.GL_UNSIGNED_SHORT, 2.9);
    },
    below: YELLOW,
    above: WHITE,
  },
  {
    name: 'an odd offset into GL_UNSIGNED_SHORT indices reads them from that byte',
    draw: () => {
      floatQuad();
      colours();
      const bytes = new Uint8Array(13);
      bytes[0] = 9;
      QUAD_INDICES.forEach((v, i) => {
        bytes[1 + 2 * i] = v;
      });
      buffer(gl.GL_ELEMENT_ARRAY_BUFFER, bytes);
      gl.glDrawElements(gl.GL_TRIANGLES, 6, gl.GL_UNSIGNED_SHORT, 1);
    },
    below: YELLOW,
    above: WHITE,
  },
  {
    name: 'a negative index offset holds no index: nothing is drawn',
    draw: () => {
      floatQuad();
      colours();
      buffer(gl.GL_ELEMENT_ARRAY_BUFFER, new Uint8Array(QUAD_INDICES));
      gl.glDrawElements(gl.GL_TRIANGLES, 6, gl.GL_UNSIGNED_BYTE, -2);
    },
    below: BLUE,
    above: BLUE,
  },
  {
    name: 'glDrawArrays of 2^30 vertices draws the vertices the vertex array holds',
    draw: () => {
      floatQuad();
      colours();
      gl.glDrawArrays(gl.GL_TRIANGLE_FAN, 0, 2 ** 30);
    },
    below: YELLOW,
    above: WHITE,
  },
  {
    name: 'a display list compiles glDrawArrays of 2^20 vertices as the vertices the vertex array holds',
    draw: () => {
      floatQuad();
      colours();
      gl.glNewList(1, gl.GL_COMPILE);
      gl.glDrawArrays(gl.GL_TRIANGLE_FAN, 0, 2 ** 20);
      gl.glEndList();
      gl.glCallList(1);
    },
    below: YELLOW,
    above: WHITE,
  },
  {
    name: 'glDrawArrays from 2147483638 draws nothing (no vertex there)',
    draw: () => {
      floatQuad();
      colours();
      gl.glDrawArrays(gl.GL_TRIANGLE_FAN, 2147483638, 1000);
    },
    below: BLUE,
    above: BLUE,
  },
];

/** A context on `driver` with an 8×8 window mapped 1:1, flat shading, cleared to BLUE, the vertex array on. */
async function scene(driver: string): Promise<gl.GlContext> {
  const ctx = await gl.createContext({ width: SIZE, height: SIZE, driver });
  gl.makeCurrent(ctx);
  gl.glMatrixMode(gl.GL_PROJECTION);
  gl.glOrtho(0, SIZE, 0, SIZE, -1, 1);
  gl.glMatrixMode(gl.GL_MODELVIEW);
  gl.glShadeModel(gl.GL_FLAT);
  gl.glClearColor(0, 0, 1, 1);
  gl.glClear(gl.GL_COLOR_BUFFER_BIT);
  gl.glEnableClientState(gl.GL_VERTEX_ARRAY);
  return ctx;
}

let current: gl.GlContext | null = null;
afterEach(async () => {
  gl.makeCurrent(null);
  await current?.destroy();
  current = null;
});

function pixel(x: number, y: number): number[] {
  const out = new Uint8Array(4);
  gl.glReadPixels(x, y, 1, 1, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, out);
  return [...out.subarray(0, 3)];
}

for (const driver of DRAWING_DRIVERS) {
  describe(`vertex arrays the driver could not take as they are draw what GL defines [${driver}]`, () => {
    for (const s of SCENES) {
      it(s.name, async () => {
        current = await scene(driver);
        s.draw();
        expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
        expect([pixel(6, 1), pixel(1, 6)]).toEqual([s.below, s.above]);
      });
    }
  });
}

/** The flat colour (last vertex's, as 0..255) of each triangle of the recorded list and fan draws. */
function triangleColours(draws: RecordedDraw[]): number[][] {
  const out: number[][] = [];
  for (const d of draws) {
    const n = d.vertices.length;
    const provoking =
      d.mode === gl.GL_TRIANGLES
        ? Array.from({ length: Math.floor(n / 3) }, (_, i) => 3 * i + 2)
        : Array.from({ length: Math.max(0, n - 2) }, (_, i) => i + 2);
    for (const v of provoking) out.push(d.vertices[v]!.color.slice(0, 3).map((c) => Math.round(c * 255)));
  }
  return out;
}

describe('vertex arrays the driver could not take as they are reach it as vertices GL defines [noop]', () => {
  for (const s of SCENES) {
    it(s.name, async () => {
      current = await scene('noop');
      const draws = recordDraws(current.pipe);
      s.draw();
      gl.glFlush();
      expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
      const drawn = s.below === BLUE ? [] : [s.below, s.above, ...(s.degenerate ?? [])];
      expect(triangleColours(draws)).toEqual(drawn);
    });
  }
});
