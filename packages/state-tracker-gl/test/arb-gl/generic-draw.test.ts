// Generic vertex attributes reaching a vertex program, on every drawing driver (and driver-soft fetching
// only 4-byte-aligned arrays): a program double (helpers/generic-as-color.ts) writes generic attribute 5
// to the colour, and each way of giving it a value — the current value, glVertexAttrib*ARB between
// glBegin and glEnd (with glVertexAttrib*ARB(0, ...) as the vertices), client arrays of every type,
// buffer-object arrays (also past the buffer's end: zeros), glArrayElement and display lists — must draw
// its exact colour. Generic attribute 0 is the position: a program reading it draws where vertex.position
// would, and generic array 0 replaces the vertex array when enabled.
import { PipeCap } from '@gallium-ts/gallium-api';
import { afterEach, expect, it } from 'vitest';
import * as arb from '../../src/api/arb-vertex-attribs.js';
import { Attrib } from '../../src/draw/program-source.js';
import * as gl from '../../src/index.js';
import { AttribAsColorPrograms } from '../helpers/attrib-as-color.js';
import { describeOnDrawingDrivers, readWindow, savePicture } from '../helpers/drawing-drivers.js';
import { softWithout } from '../helpers/lowering-drivers.js';

const SIZE = 32;
const A = [51, 102, 204, 255];
const B = [255, 0, 153, 51];
const NONE = [0, 0, 0, 0];
const floats = (c: number[]) => c.map((v) => v / 255);

/** Two quads, left half and right half of the window, as 8 (x, y) positions. */
const QUADS = new Float32Array([-1, -1, 0, -1, 0, 1, -1, 1, 0, -1, 1, -1, 1, 1, 0, 1]);
/** Colour A for the left quad's vertices, B for the right one's, as unsigned bytes. */
const COLORS = new Uint8Array([...A, ...A, ...A, ...A, ...B, ...B, ...B, ...B]);

let ctx: gl.GlContext | null = null;
afterEach(async () => {
  await ctx?.destroy();
  ctx = null;
  gl.makeCurrent(null);
});

async function open(driver: string, position: number = Attrib.POSITION): Promise<void> {
  ctx = await gl.createContext({
    width: SIZE,
    height: SIZE,
    driver,
    programs: new AttribAsColorPrograms(Attrib.GENERIC0 + 5, position),
  });
  gl.makeCurrent(ctx);
  gl.glClearColor(0, 0, 0, 0);
  gl.glClear(gl.GL_COLOR_BUFFER_BIT);
}

function pixels(): Uint8Array {
  const out = new Uint8Array(SIZE * SIZE * 4);
  gl.glReadPixels(0, 0, SIZE, SIZE, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, out);
  return out;
}

/** Every pixel of the left half is `left` and every pixel of the right half `right`. */
function expectHalves(left: number[], right: number[]): void {
  const px = pixels();
  const wrong: string[] = [];
  for (let y = 0; y < SIZE; y++)
    for (let x = 0; x < SIZE; x++) {
      const at = (y * SIZE + x) * 4;
      const want = x < SIZE / 2 ? left : right;
      const got = Array.from(px.subarray(at, at + 4));
      if (got.join() !== want.join()) wrong.push(`(${x}, ${y}) = ${got} instead of ${want}`);
    }
  expect(wrong.slice(0, 4)).toEqual([]);
  expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
}

/** The two quads in immediate mode, colours set per quad with glVertexAttrib4NubvARB. */
function immediateQuads(vertex: (x: number, y: number) => void): void {
  gl.glBegin(gl.GL_QUADS);
  for (let v = 0; v < 8; v++) {
    if (v % 4 === 0) arb.glVertexAttrib4NubvARB(5, v < 4 ? A : B);
    vertex(QUADS[2 * v]!, QUADS[2 * v + 1]!);
  }
  gl.glEnd();
}

function enableArrays(): void {
  gl.glVertexPointer(2, gl.GL_FLOAT, 0, QUADS);
  gl.glEnableClientState(gl.GL_VERTEX_ARRAY);
  arb.glVertexAttribPointerARB(5, 4, gl.GL_UNSIGNED_BYTE, true, 0, COLORS);
  arb.glEnableVertexAttribArrayARB(5);
}

/** driver-soft fetching only 4-byte-aligned offsets and strides, as WebGL does: such arrays are re-packed. */
const ALIGNED_ONLY = softWithout('aligned-vertices', {
  caps: {
    [PipeCap.VERTEX_BUFFER_OFFSET_4BYTE_ALIGNED_ONLY]: 1,
    [PipeCap.VERTEX_BUFFER_STRIDE_4BYTE_ALIGNED_ONLY]: 1,
    [PipeCap.VERTEX_ELEMENT_SRC_OFFSET_4BYTE_ALIGNED_ONLY]: 1,
  },
});

describeOnDrawingDrivers(
  'generic vertex attributes',
  (driver) => {
    it('the current value feeds a program input when no array supplies it', async () => {
      await open(driver);
      arb.glVertexAttrib4NubARB(5, A[0]!, A[1]!, A[2]!, A[3]!);
      gl.glRectf(-1, -1, 1, 1);
      expectHalves(A, A);
      // An array that is disabled supplies nothing.
      arb.glVertexAttribPointerARB(5, 4, gl.GL_UNSIGNED_BYTE, true, 0, COLORS);
      gl.glVertexPointer(2, gl.GL_FLOAT, 0, QUADS);
      gl.glEnableClientState(gl.GL_VERTEX_ARRAY);
      arb.glVertexAttrib4fvARB(5, floats(B));
      gl.glDrawArrays(gl.GL_QUADS, 0, 8);
      expectHalves(B, B);
    });

    it('glVertexAttrib*ARB between glBegin and glEnd: index 0 emits the vertex, as glVertex does', async () => {
      await open(driver);
      immediateQuads((x, y) => arb.glVertexAttrib2fARB(0, x, y));
      savePicture(`arb-generic-immediate.${driver}`, readWindow(SIZE, SIZE));
      expectHalves(A, B);
      const out = new Float32Array(4);
      arb.glGetVertexAttribfvARB(5, gl.GL_CURRENT_VERTEX_ATTRIB_ARB, out);
      expect(Array.from(out)).toEqual(floats(B).map(Math.fround));
    });

    it('a program reading generic attribute 0 reads the position (glVertex or glVertexAttrib(0))', async () => {
      await open(driver, Attrib.GENERIC0);
      immediateQuads((x, y) => gl.glVertex2f(x, y));
      expectHalves(A, B);
      gl.glClear(gl.GL_COLOR_BUFFER_BIT);
      immediateQuads((x, y) => arb.glVertexAttrib4dARB(0, x, y, 0, 1));
      expectHalves(A, B);
    });

    it('client arrays: glDrawArrays, glDrawElements, glDrawRangeElements, glMultiDrawArrays', async () => {
      await open(driver);
      enableArrays();
      gl.glDrawArrays(gl.GL_QUADS, 0, 8);
      expectHalves(A, B);
      const draws: (() => void)[] = [
        () =>
          gl.glDrawElements(gl.GL_QUADS, 8, gl.GL_UNSIGNED_SHORT, new Uint16Array([0, 1, 2, 3, 4, 5, 6, 7])),
        () => gl.glDrawRangeElements(gl.GL_QUADS, 4, 7, 4, gl.GL_UNSIGNED_BYTE, new Uint8Array([4, 5, 6, 7])),
        () => gl.glMultiDrawArrays(gl.GL_QUADS, new Int32Array([0, 4]), new Int32Array([4, 4]), 2),
      ];
      const expected = [
        [A, B],
        [NONE, B],
        [A, B],
      ];
      for (const [k, draw] of draws.entries()) {
        gl.glClear(gl.GL_COLOR_BUFFER_BIT);
        draw();
        expectHalves(expected[k]![0]!, expected[k]![1]!);
      }
    });

    it('client arrays of other types: shorts as they are (size 3: w = 1), normalized shorts, unsigned ints, doubles', async () => {
      await open(driver);
      gl.glVertexPointer(2, gl.GL_FLOAT, 0, QUADS);
      gl.glEnableClientState(gl.GL_VERTEX_ARRAY);
      const ones = new Int16Array(8 * 3);
      for (let v = 0; v < 8; v++) ones.set(v < 4 ? [1, 0, 1] : [0, 1, 0], 3 * v);
      arb.glVertexAttribPointerARB(5, 3, gl.GL_SHORT, false, 0, ones);
      arb.glEnableVertexAttribArrayARB(5);
      gl.glDrawArrays(gl.GL_QUADS, 0, 8);
      expectHalves([255, 0, 255, 255], [0, 255, 0, 255]);
      // 32767 normalizes to 1 and -32768 to -1 (clamped to 0 in the colour buffer), with a stride of 8 bytes.
      const shorts = new Int16Array(8 * 4);
      for (let v = 0; v < 8; v++)
        shorts.set(v < 4 ? [32767, -32768, 32767, 32767] : [-32768, 32767, -32768, 32767], 4 * v);
      arb.glVertexAttribPointerARB(5, 4, gl.GL_SHORT, true, 8, shorts);
      gl.glDrawArrays(gl.GL_QUADS, 0, 8);
      expectHalves([255, 0, 255, 255], [0, 255, 0, 255]);
      // Unsigned bytes, 3 to an element: a stride drivers with 4-byte-aligned fetches get re-packed.
      const bytes = new Uint8Array(8 * 3);
      for (let v = 0; v < 8; v++) bytes.set(v < 4 ? A.slice(0, 3) : B.slice(0, 3), 3 * v);
      arb.glVertexAttribPointerARB(5, 3, gl.GL_UNSIGNED_BYTE, true, 0, bytes);
      gl.glDrawArrays(gl.GL_QUADS, 0, 8);
      expectHalves([...A.slice(0, 3), 255], [...B.slice(0, 3), 255]);
      // Types no pipe vertex format fetches (converted to floats first): normalized unsigned ints, doubles.
      const uints = new Uint32Array(8 * 2);
      for (let v = 0; v < 8; v++) uints.set(v < 4 ? [4294967295, 0] : [0, 4294967295], 2 * v);
      arb.glVertexAttribPointerARB(5, 2, gl.GL_UNSIGNED_INT, true, 0, uints);
      gl.glDrawArrays(gl.GL_QUADS, 0, 8);
      expectHalves([255, 0, 0, 255], [0, 255, 0, 255]);
      const doubles = new Float64Array(8 * 4);
      for (let v = 0; v < 8; v++) doubles.set(floats(v < 4 ? A : B), 4 * v);
      arb.glVertexAttribPointerARB(5, 4, gl.GL_DOUBLE, false, 0, doubles);
      gl.glDrawArrays(gl.GL_QUADS, 0, 8);
      expectHalves(A, B);
    });

    for (const [name, position] of [
      ['vertex.position', Attrib.POSITION],
      ['vertex.attrib[0]', Attrib.GENERIC0],
    ] as const)
      it(`generic array 0 supplies the positions in place of the vertex array (program reads ${name})`, async () => {
        await open(driver, position);
        enableArrays();
        // The vertex array points off-screen: generic array 0, enabled, wins.
        gl.glVertexPointer(2, gl.GL_FLOAT, 0, new Float32Array(16).fill(5));
        arb.glVertexAttribPointerARB(0, 2, gl.GL_FLOAT, false, 0, QUADS);
        arb.glEnableVertexAttribArrayARB(0);
        gl.glDrawArrays(gl.GL_QUADS, 0, 8);
        expectHalves(A, B);
        // With the vertex array disabled too.
        gl.glClear(gl.GL_COLOR_BUFFER_BIT);
        gl.glDisableClientState(gl.GL_VERTEX_ARRAY);
        gl.glDrawElements(gl.GL_QUADS, 4, gl.GL_UNSIGNED_INT, new Uint32Array([0, 1, 2, 3]));
        expectHalves(A, NONE);
        // glArrayElement too: the generic attributes, then the vertex from array 0.
        gl.glClear(gl.GL_COLOR_BUFFER_BIT);
        gl.glBegin(gl.GL_QUADS);
        for (let v = 0; v < 8; v++) gl.glArrayElement(v);
        gl.glEnd();
        expectHalves(A, B);
      });

    it('buffer-object arrays, and elements past the buffer read as zeros', async () => {
      await open(driver);
      const names = new Uint32Array(2);
      gl.glGenBuffers(2, names);
      gl.glBindBuffer(gl.GL_ARRAY_BUFFER, names[0]!);
      const colorFloats = new Float32Array([...COLORS].map((v) => v / 255));
      const data = new Uint8Array(QUADS.byteLength + colorFloats.byteLength);
      data.set(new Uint8Array(QUADS.buffer), 0);
      data.set(new Uint8Array(colorFloats.buffer), QUADS.byteLength);
      gl.glBufferData(gl.GL_ARRAY_BUFFER, data.byteLength, data, gl.GL_STATIC_DRAW);
      gl.glVertexPointer(2, gl.GL_FLOAT, 0, 0);
      gl.glEnableClientState(gl.GL_VERTEX_ARRAY);
      arb.glVertexAttribPointerARB(5, 4, gl.GL_FLOAT, false, 0, QUADS.byteLength);
      arb.glEnableVertexAttribArrayARB(5);
      gl.glBindBuffer(gl.GL_ELEMENT_ARRAY_BUFFER, names[1]!);
      const indices = new Uint16Array([0, 1, 2, 3, 4, 5, 6, 7]);
      gl.glBufferData(gl.GL_ELEMENT_ARRAY_BUFFER, indices.byteLength, indices, gl.GL_STATIC_DRAW);
      gl.glDrawElements(gl.GL_QUADS, 8, gl.GL_UNSIGNED_SHORT, 0);
      expectHalves(A, B);
      // The colours start 4 vertices later: the right quad's lie past the buffer's end.
      gl.glClear(gl.GL_COLOR_BUFFER_BIT);
      arb.glVertexAttribPointerARB(5, 4, gl.GL_FLOAT, false, 0, QUADS.byteLength + 4 * 16);
      gl.glDrawArrays(gl.GL_QUADS, 0, 8);
      expectHalves(B, NONE);
      gl.glClear(gl.GL_COLOR_BUFFER_BIT);
      gl.glDrawElements(gl.GL_QUADS, 8, gl.GL_UNSIGNED_SHORT, 0);
      expectHalves(B, NONE);
    });

    it('display lists: compiled glVertexAttrib*ARB in and outside glBegin/glEnd; unset ones read at call time', async () => {
      await open(driver);
      const lists = gl.glGenLists(3);
      gl.glNewList(lists, gl.GL_COMPILE);
      immediateQuads((x, y) => arb.glVertexAttrib2fARB(0, x, y));
      gl.glEndList();
      // Geometry only: generic attribute 5 comes from the current value when the list is called.
      gl.glNewList(lists + 1, gl.GL_COMPILE);
      gl.glRectf(-1, -1, 1, 1);
      gl.glEndList();
      gl.glNewList(lists + 2, gl.GL_COMPILE);
      arb.glVertexAttrib4NubARB(5, B[0]!, B[1]!, B[2]!, B[3]!);
      gl.glEndList();
      expectHalves(NONE, NONE);
      gl.glCallList(lists);
      expectHalves(A, B);
      arb.glVertexAttrib4NubvARB(5, A);
      gl.glCallList(lists + 1);
      expectHalves(A, A);
      gl.glCallList(lists + 2);
      gl.glCallList(lists + 1);
      expectHalves(B, B);
    });

    it('display lists compile array draws reading generic arrays as the vertices they draw', async () => {
      await open(driver);
      enableArrays();
      const list = gl.glGenLists(1);
      gl.glNewList(list, gl.GL_COMPILE);
      gl.glDrawArrays(gl.GL_QUADS, 0, 8);
      gl.glEndList();
      arb.glDisableVertexAttribArrayARB(5);
      gl.glDisableClientState(gl.GL_VERTEX_ARRAY);
      expectHalves(NONE, NONE);
      gl.glCallList(list);
      expectHalves(A, B);
    });
  },
  [ALIGNED_ONLY],
);
