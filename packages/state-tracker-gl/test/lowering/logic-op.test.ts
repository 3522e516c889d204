// glLogicOp drawn natively (driver-soft), lowered into the fragment program (driver-soft reporting no
// PIPE_CAP_LOGIC_OP, also with a BGRA8 window, and driver-webgl, which has none), with the same exact
// bytes expected everywhere: all 16 ops on known sources and destinations, primitives of one draw overlapping (GL applies the op
// fragment by fragment in order), the colour mask, the scissor box and the depth and stencil tests.
import { PipeCap, PipeFormat } from '@gallium-ts/gallium-api';
import { describe, expect, it } from 'vitest';
import * as gl from '../../src/index.js';
import { DRAWING_DRIVERS, readWindow, savePicture } from '../helpers/drawing-drivers.js';
import { softWithout } from '../helpers/lowering-drivers.js';
import { pixel, pointOn, SIZE, useProbeContext } from '../scenes/probes/probe.js';

const LOWERED_SOFT = softWithout('logic-op', { caps: { [PipeCap.LOGIC_OP]: 0 } });
/** The same, with no RGBA8 render target: the window's colour buffer is B8G8R8A8_UNORM. */
const LOWERED_SOFT_BGRA = softWithout('logic-op-bgra', {
  caps: { [PipeCap.LOGIC_OP]: 0 },
  keepFormat: (format) => format !== PipeFormat.R8G8B8A8_UNORM,
});
const DRIVERS = [...DRAWING_DRIVERS, LOWERED_SOFT, LOWERED_SOFT_BGRA];

/** Each op and what it makes of source byte s and destination byte d (GL 1.5, table 4.2). */
const OPS: [name: string, op: number, f: (s: number, d: number) => number][] = [
  ['CLEAR', gl.GL_CLEAR, () => 0],
  ['AND', gl.GL_AND, (s, d) => s & d],
  ['AND_REVERSE', gl.GL_AND_REVERSE, (s, d) => s & ~d],
  ['COPY', gl.GL_COPY, (s) => s],
  ['AND_INVERTED', gl.GL_AND_INVERTED, (s, d) => ~s & d],
  ['NOOP', gl.GL_NOOP, (_s, d) => d],
  ['XOR', gl.GL_XOR, (s, d) => s ^ d],
  ['OR', gl.GL_OR, (s, d) => s | d],
  ['NOR', gl.GL_NOR, (s, d) => ~(s | d)],
  ['EQUIV', gl.GL_EQUIV, (s, d) => ~(s ^ d)],
  ['INVERT', gl.GL_INVERT, (_s, d) => ~d],
  ['OR_REVERSE', gl.GL_OR_REVERSE, (s, d) => s | ~d],
  ['COPY_INVERTED', gl.GL_COPY_INVERTED, (s) => ~s],
  ['OR_INVERTED', gl.GL_OR_INVERTED, (s, d) => ~s | d],
  ['NAND', gl.GL_NAND, (s, d) => ~(s & d)],
  ['SET', gl.GL_SET, () => 255],
];

/** Fills window row y (the scissor box) with RGBA bytes. */
function clearRow(y: number, rgba: readonly number[]): void {
  gl.glEnable(gl.GL_SCISSOR_TEST);
  gl.glScissor(0, y, SIZE, 1);
  gl.glClearColor(rgba[0]! / 255, rgba[1]! / 255, rgba[2]! / 255, rgba[3]! / 255);
  gl.glClear(gl.GL_COLOR_BUFFER_BIT);
  gl.glDisable(gl.GL_SCISSOR_TEST);
}

/** A window-aligned rectangle of pixels [x0, x1) × [y0, y1) as two triangles of one glBegin. */
function rectTriangles(x0: number, y0: number, x1: number, y1: number): void {
  gl.glVertex2f(x0, y0);
  gl.glVertex2f(x1, y0);
  gl.glVertex2f(x1, y1);
  gl.glVertex2f(x0, y0);
  gl.glVertex2f(x1, y1);
  gl.glVertex2f(x0, y1);
}

for (const driver of DRIVERS) {
  describe(`logic ops [${driver}]`, () => {
    useProbeContext(driver);

    it('the window has the colour format the driver offers', () => {
      const format = gl.getCurrentContext()!.fb.front.resource.format;
      expect(format).toBe(
        driver === LOWERED_SOFT_BGRA ? PipeFormat.B8G8R8A8_UNORM : PipeFormat.R8G8B8A8_UNORM,
      );
    });

    it('all 16 ops on known source and destination bytes', () => {
      const destinations = [
        [51, 102, 153, 255],
        [0xf0, 0x0f, 0x00, 0xff],
        [0x00, 0xff, 0x5a, 0x00],
      ];
      for (const [y, d] of destinations.entries()) clearRow(y, d);
      const source = [0xa5, 0x3c, 0xf0, 0x0f];
      gl.glEnable(gl.GL_COLOR_LOGIC_OP);
      gl.glColor4ub(source[0]!, source[1]!, source[2]!, source[3]!);
      OPS.forEach(([, op], x) => {
        gl.glLogicOp(op);
        for (let y = 0; y < destinations.length; y++) pointOn(x, y);
      });
      for (const [x, [name, , f]] of OPS.entries()) {
        for (const [y, d] of destinations.entries())
          expect(pixel(x, y), `${name} on row ${y}`).toEqual(source.map((s, c) => f(s, d[c]!) & 0xff));
      }
    });

    it('the source is the fragment colour after texturing and fog, clamped and rounded to 8 bits', () => {
      clearRow(0, [0, 0, 0, 0]);
      gl.glEnable(gl.GL_COLOR_LOGIC_OP);
      gl.glLogicOp(gl.GL_OR);
      gl.glColor4f(1.5, 0.5, -1, 0.2); // clamped by the vertex stage: (1, 0.5, 0, 0.2)
      gl.glEnable(gl.GL_FOG);
      gl.glFogi(gl.GL_FOG_MODE, gl.GL_LINEAR);
      gl.glFogf(gl.GL_FOG_START, 0);
      gl.glFogf(gl.GL_FOG_END, 2);
      gl.glFogfv(gl.GL_FOG_COLOR, [0, 0, 1, 1]);
      pointOn(0, 0, 0); // eye distance 0: fog factor 1, the colour itself
      expect(pixel(0, 0)).toEqual([255, 128, 0, 51]);
    });

    it('XOR twice over the same pixels in one draw restores them; three overlapping rectangles', () => {
      gl.glClearColor(0.2, 0.4, 0.6, 1);
      gl.glClear(gl.GL_COLOR_BUFFER_BIT);
      gl.glEnable(gl.GL_COLOR_LOGIC_OP);
      gl.glLogicOp(gl.GL_XOR);
      gl.glColor4ub(0xff, 0x0f, 0x81, 0x00);
      gl.glBegin(gl.GL_TRIANGLES);
      rectTriangles(0, 0, 8, 8);
      rectTriangles(0, 0, 8, 8);
      // rows 10..: three rectangles overlapping 1, 2 and 3 times
      rectTriangles(0, 10, 12, 14);
      rectTriangles(4, 10, 16, 14);
      rectTriangles(8, 10, 20, 14);
      gl.glEnd();
      const dst = [51, 102, 153, 255];
      const xored = [51 ^ 0xff, 102 ^ 0x0f, 153 ^ 0x81, 255];
      savePicture(`logic-op-overlap-${driver}`, readWindow(SIZE, SIZE));
      for (let x = 0; x < 8; x++) expect(pixel(x, 3), `x = ${x}`).toEqual(dst);
      const layers = (x: number) => (x < 4 ? 1 : x < 8 ? 2 : x < 12 ? 3 : x < 16 ? 2 : x < 20 ? 1 : 0);
      for (let x = 0; x < 22; x++)
        expect(pixel(x, 12), `x = ${x}`).toEqual(layers(x) % 2 === 1 ? xored : dst);
    });

    it('strips, fans and loops keep their winding and cover each pixel once per primitive', () => {
      gl.glClearColor(0, 0, 0, 1);
      gl.glClear(gl.GL_COLOR_BUFFER_BIT);
      gl.glEnable(gl.GL_CULL_FACE); // back faces culled: every triangle of the strip must stay front-facing
      gl.glEnable(gl.GL_COLOR_LOGIC_OP);
      gl.glLogicOp(gl.GL_XOR);
      gl.glColor4ub(0x80, 0x40, 0x20, 0);
      gl.glBegin(gl.GL_TRIANGLE_STRIP);
      for (let i = 0; i <= 4; i++) {
        gl.glVertex2f(4 * i, 6);
        gl.glVertex2f(4 * i, 0);
      }
      gl.glEnd();
      // a fan folding back over itself: its second triangle covers its first again (back-facing)
      gl.glDisable(gl.GL_CULL_FACE);
      gl.glBegin(gl.GL_TRIANGLE_FAN);
      gl.glVertex2f(0, 10);
      gl.glVertex2f(12, 10);
      gl.glVertex2f(12, 16);
      gl.glVertex2f(12, 10);
      gl.glVertex2f(0, 16);
      gl.glEnd();
      gl.glBegin(gl.GL_LINE_LOOP);
      gl.glVertex2f(2, 20.5);
      gl.glVertex2f(14, 20.5);
      gl.glEnd();
      const on = [0x80, 0x40, 0x20, 255];
      const off = [0, 0, 0, 255];
      for (let x = 0; x < 18; x++) expect(pixel(x, 3), `strip x = ${x}`).toEqual(x < 16 ? on : off);
      expect(pixel(9, 11), 'fan: covered twice').toEqual(off);
      expect(pixel(2, 14), 'fan: covered once').toEqual(on);
      // a loop of two vertices draws its segment twice: XOR cancels
      for (let x = 0; x < 16; x++) expect(pixel(x, 20), `loop x = ${x}`).toEqual(off);
    });

    it('array draws: glDrawArrays and glDrawElements with overlapping quads', () => {
      gl.glClearColor(0, 0, 0, 1);
      gl.glClear(gl.GL_COLOR_BUFFER_BIT);
      gl.glEnable(gl.GL_COLOR_LOGIC_OP);
      gl.glLogicOp(gl.GL_XOR);
      gl.glColor4ub(0x11, 0x22, 0x44, 0x88);
      const quads = new Float32Array([0, 0, 8, 0, 8, 4, 0, 4, 4, 0, 12, 0, 12, 4, 4, 4]);
      gl.glEnableClientState(gl.GL_VERTEX_ARRAY);
      gl.glVertexPointer(2, gl.GL_FLOAT, 0, quads);
      gl.glDrawArrays(gl.GL_QUADS, 0, 8);
      gl.glTranslatef(0, 8, 0);
      gl.glDrawElements(gl.GL_QUADS, 8, gl.GL_UNSIGNED_SHORT, new Uint16Array([0, 1, 2, 3, 4, 5, 6, 7]));
      const on = [0x11, 0x22, 0x44, 255 ^ 0x88];
      const off = [0, 0, 0, 255];
      for (const y of [2, 10])
        for (let x = 0; x < 14; x++)
          expect(pixel(x, y), `y = ${y}, x = ${x}`).toEqual(x >= 4 && x < 8 ? off : x < 12 ? on : off);
    });

    it('the colour mask, the scissor box, the depth test and the stencil test apply to the result', () => {
      gl.glClearColor(0.2, 0.4, 0.6, 1);
      gl.glClearDepth(0.5);
      gl.glClearStencil(1);
      gl.glClear(gl.GL_COLOR_BUFFER_BIT | gl.GL_DEPTH_BUFFER_BIT | gl.GL_STENCIL_BUFFER_BIT);
      gl.glEnable(gl.GL_COLOR_LOGIC_OP);
      gl.glLogicOp(gl.GL_INVERT);
      gl.glColorMask(true, false, true, false);
      pointOn(0, 0);
      gl.glColorMask(true, true, true, true);
      gl.glEnable(gl.GL_SCISSOR_TEST);
      gl.glScissor(2, 0, 1, 1);
      gl.glBegin(gl.GL_POINTS);
      gl.glVertex2f(1.5, 0.5);
      gl.glVertex2f(2.5, 0.5);
      gl.glEnd();
      gl.glDisable(gl.GL_SCISSOR_TEST);
      gl.glEnable(gl.GL_DEPTH_TEST);
      gl.glDepthFunc(gl.GL_LESS);
      pointOn(3, 0, 0.5); // window depth 0.25: passes
      pointOn(4, 0, -0.5); // window depth 0.75: fails
      gl.glDisable(gl.GL_DEPTH_TEST);
      gl.glEnable(gl.GL_STENCIL_TEST);
      gl.glStencilFunc(gl.GL_EQUAL, 1, 0xff);
      pointOn(5, 0);
      gl.glStencilFunc(gl.GL_EQUAL, 2, 0xff);
      pointOn(6, 0);
      const dst = [51, 102, 153, 255];
      const inverted = dst.map((d) => ~d & 0xff);
      expect(pixel(0, 0), 'colour mask').toEqual([inverted[0], dst[1], inverted[2], dst[3]]);
      expect(pixel(1, 0), 'outside the scissor box').toEqual(dst);
      expect(pixel(2, 0), 'inside the scissor box').toEqual(inverted);
      expect(pixel(3, 0), 'depth test passed').toEqual(inverted);
      expect(pixel(4, 0), 'depth test failed').toEqual(dst);
      expect(pixel(5, 0), 'stencil test passed').toEqual(inverted);
      expect(pixel(6, 0), 'stencil test failed').toEqual(dst);
    });

    it('the alpha test decides on the fragment alpha before the op', () => {
      gl.glClearColor(0.2, 0.4, 0.6, 1);
      gl.glClear(gl.GL_COLOR_BUFFER_BIT);
      gl.glEnable(gl.GL_COLOR_LOGIC_OP);
      gl.glLogicOp(gl.GL_XOR);
      gl.glEnable(gl.GL_ALPHA_TEST);
      // source alpha 0x40 (0.251): XOR with the window's 255 gives 0xbf (0.749)
      gl.glColor4ub(0xff, 0xff, 0xff, 0x40);
      const cases: [func: number, ref: number, passes: boolean][] = [
        [gl.GL_LESS, 0.5, true],
        [gl.GL_GREATER, 0.5, false],
        [gl.GL_GEQUAL, 0.2, true],
        [gl.GL_LEQUAL, 0.2, false],
        [gl.GL_NOTEQUAL, 0.251, true],
        [gl.GL_NEVER, 0, false],
        [gl.GL_ALWAYS, 0, true],
        [gl.GL_EQUAL, 0.9, false],
      ];
      cases.forEach(([func, ref], x) => {
        gl.glAlphaFunc(func, ref);
        pointOn(x, 0);
      });
      gl.glDisable(gl.GL_COLOR_LOGIC_OP);
      gl.glAlphaFunc(gl.GL_GREATER, 0.5);
      pointOn(8, 0); // the pipe's alpha test again: 0.251 fails
      const dst = [51, 102, 153, 255];
      for (const [x, [, , passes]] of cases.entries())
        expect(pixel(x, 0), `case ${x}`).toEqual(
          passes ? dst.map((d, c) => d ^ [0xff, 0xff, 0xff, 0x40][c]!) : dst,
        );
      expect(pixel(8, 0)).toEqual(dst);
    });

    it('display lists replay through the op; glClear ignores it, with and without a colour mask', () => {
      gl.glClearColor(0.2, 0.4, 0.6, 1);
      gl.glClear(gl.GL_COLOR_BUFFER_BIT);
      gl.glEnable(gl.GL_COLOR_LOGIC_OP);
      gl.glLogicOp(gl.GL_XOR);
      const list = gl.glGenLists(1);
      gl.glNewList(list, gl.GL_COMPILE);
      gl.glColor4ub(0x0f, 0xf0, 0x3c, 0);
      gl.glBegin(gl.GL_QUADS);
      for (const x0 of [0, 2]) {
        gl.glVertex2f(x0, 0);
        gl.glVertex2f(x0 + 4, 0);
        gl.glVertex2f(x0 + 4, 2);
        gl.glVertex2f(x0, 2);
      }
      gl.glEnd();
      gl.glEndList();
      gl.glCallList(list);
      const dst = [51, 102, 153, 255];
      const xored = [51 ^ 0x0f, 102 ^ 0xf0, 153 ^ 0x3c, 255];
      expect(pixel(1, 1)).toEqual(xored);
      expect(pixel(3, 1), 'covered by both quads').toEqual(dst);
      expect(pixel(5, 1)).toEqual(xored);
      gl.glEnable(gl.GL_SCISSOR_TEST);
      gl.glScissor(0, 4, 2, 1);
      gl.glClearColor(1, 0, 1, 0);
      gl.glClear(gl.GL_COLOR_BUFFER_BIT);
      gl.glScissor(2, 4, 2, 1);
      gl.glColorMask(true, false, false, true);
      gl.glClear(gl.GL_COLOR_BUFFER_BIT);
      expect(pixel(0, 4)).toEqual([255, 0, 255, 0]);
      expect(pixel(2, 4)).toEqual([255, 102, 153, 0]);
    });

    it('lowered, each primitive is drawn after one copy, and ops that ignore the window copy nothing', () => {
      const lowering = gl.getCurrentContext()!.draw.logicOp;
      const lowered = driver !== 'soft';
      gl.glEnable(gl.GL_COLOR_LOGIC_OP);
      const copiesFor = (op: number) => {
        const before = lowering.copies;
        gl.glLogicOp(op);
        gl.glBegin(gl.GL_TRIANGLES);
        rectTriangles(0, 0, 4, 4);
        rectTriangles(0, 0, 4, 4);
        gl.glEnd();
        gl.glFinish();
        return lowering.copies - before;
      };
      for (const [name, op] of OPS.map(([name, op]) => [name, op] as const)) {
        const readsWindow = ![gl.GL_CLEAR, gl.GL_COPY, gl.GL_COPY_INVERTED, gl.GL_SET].includes(op);
        expect(copiesFor(op), name).toBe(lowered && readsWindow ? 4 : 0);
      }
    });

    it('glPopAttrib turns the op off again', () => {
      gl.glClearColor(0.2, 0.4, 0.6, 1);
      gl.glClear(gl.GL_COLOR_BUFFER_BIT);
      gl.glColor4ub(0xff, 0xff, 0xff, 0xff);
      gl.glPushAttrib(gl.GL_COLOR_BUFFER_BIT);
      gl.glEnable(gl.GL_COLOR_LOGIC_OP);
      gl.glLogicOp(gl.GL_XOR);
      pointOn(0, 0);
      gl.glPopAttrib();
      pointOn(1, 0);
      expect(pixel(0, 0)).toEqual([51 ^ 0xff, 102 ^ 0xff, 153 ^ 0xff, 0]);
      expect(pixel(1, 0)).toEqual([255, 255, 255, 255]);
    });

    it('primitives that cannot share a pixel are drawn after one copy; overlapping ones after one each', () => {
      const lowering = gl.getCurrentContext()!.draw.logicOp;
      const lowered = driver !== 'soft';
      gl.glClearColor(0.2, 0.4, 0.6, 1);
      gl.glClear(gl.GL_COLOR_BUFFER_BIT);
      gl.glEnable(gl.GL_COLOR_LOGIC_OP);
      gl.glLogicOp(gl.GL_XOR);
      gl.glColor4ub(0xff, 0, 0xff, 0);
      const quads = (y: number) => {
        for (let x = 0; x < SIZE; x += 2) {
          gl.glVertex2f(x, y);
          gl.glVertex2f(x + 2, y);
          gl.glVertex2f(x + 2, y + 2);
          gl.glVertex2f(x, y + 2);
        }
      };
      let before = lowering.copies;
      gl.glBegin(gl.GL_QUADS);
      quads(0); // 16 adjacent quads: one copy
      quads(4);
      quads(4); // the same again over them: a second copy
      gl.glEnd();
      gl.glFinish();
      expect(lowering.copies - before).toBe(lowered ? 2 : 0);
      // from a vertex array: glDrawArrays and glDrawElements
      const positions = new Float32Array(
        Array.from({ length: 16 }, (_, i) => [2 * i, 8, 2 * i + 2, 8, 2 * i + 2, 10, 2 * i, 10]).flat(),
      );
      gl.glEnableClientState(gl.GL_VERTEX_ARRAY);
      gl.glVertexPointer(2, gl.GL_FLOAT, 0, positions);
      before = lowering.copies;
      gl.glDrawArrays(gl.GL_QUADS, 0, 64);
      gl.glDrawElements(
        gl.GL_QUADS,
        64,
        gl.GL_UNSIGNED_INT,
        new Uint32Array(Array.from({ length: 64 }, (_, i) => i)),
      );
      expect(lowering.copies - before).toBe(lowered ? 2 : 0);
      const dst = [51, 102, 153, 255];
      const xored = [51 ^ 0xff, 102, 153 ^ 0xff, 255];
      for (let x = 0; x < SIZE; x++) {
        expect(pixel(x, 1), `x = ${x}`).toEqual(xored);
        expect(pixel(x, 5), `x = ${x}`).toEqual(dst);
        expect(pixel(x, 9), `x = ${x}`).toEqual(dst);
      }
    });

    it('a primitive reaching behind the eye counts as covering everything', () => {
      gl.glClearColor(0.2, 0.4, 0.6, 1);
      gl.glClear(gl.GL_COLOR_BUFFER_BIT);
      gl.glMatrixMode(gl.GL_PROJECTION);
      gl.glLoadIdentity();
      gl.glFrustum(-1, 1, -1, 1, 1, 10);
      gl.glMatrixMode(gl.GL_MODELVIEW);
      gl.glEnable(gl.GL_COLOR_LOGIC_OP);
      gl.glLogicOp(gl.GL_XOR);
      gl.glColor4ub(0xff, 0xff, 0, 0);
      const triangle = () => {
        gl.glVertex3f(-1, -1, -2);
        gl.glVertex3f(1, -1, -2);
        gl.glVertex3f(0, 1, 0.5); // w = −0.5: behind the eye, clipped at the near plane
      };
      gl.glBegin(gl.GL_TRIANGLES);
      triangle();
      triangle();
      gl.glEnd();
      const window = readWindow(SIZE, SIZE).data;
      const dst = [51, 102, 153, 255];
      for (let i = 0; i < SIZE * SIZE; i++)
        expect(Array.from(window.subarray(4 * i, 4 * i + 4)), `pixel ${i}`).toEqual(dst);
      gl.glBegin(gl.GL_TRIANGLES);
      triangle();
      gl.glEnd();
      const once = readWindow(SIZE, SIZE).data;
      const xored = [51 ^ 0xff, 102 ^ 0xff, 153, 255];
      let covered = 0;
      for (let i = 0; i < SIZE * SIZE; i++) {
        const got = Array.from(once.subarray(4 * i, 4 * i + 4));
        if (got[0] !== dst[0]) covered++;
        expect(got, `pixel ${i}`).toEqual(got[0] === dst[0] ? dst : xored);
      }
      expect(covered).toBeGreaterThan(0);
    });

    it('blending is off while the logic op is on, and back after it', () => {
      gl.glClearColor(0.2, 0.4, 0.6, 1);
      gl.glClear(gl.GL_COLOR_BUFFER_BIT);
      gl.glEnable(gl.GL_BLEND);
      gl.glBlendFunc(gl.GL_ONE, gl.GL_ONE);
      gl.glEnable(gl.GL_COLOR_LOGIC_OP);
      gl.glLogicOp(gl.GL_COPY);
      gl.glColor4ub(10, 20, 30, 40);
      pointOn(0, 0);
      gl.glDisable(gl.GL_COLOR_LOGIC_OP);
      pointOn(1, 0);
      expect(pixel(0, 0)).toEqual([10, 20, 30, 40]);
      expect(pixel(1, 0)).toEqual([61, 122, 183, 255]);
    });

    it('glDrawPixels and glBitmap fragments go through the logic op', () => {
      gl.glClearColor(0.2, 0.4, 0.6, 1);
      gl.glClear(gl.GL_COLOR_BUFFER_BIT);
      gl.glEnable(gl.GL_COLOR_LOGIC_OP);
      gl.glLogicOp(gl.GL_XOR);
      gl.glRasterPos2f(0.5, 0.5);
      const image = new Uint8Array([0xff, 0x00, 0x0f, 0x00, 0x00, 0xff, 0xf0, 0xff]);
      gl.glDrawPixels(2, 1, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, image);
      expect(pixel(0, 0)).toEqual([51 ^ 0xff, 102, 153 ^ 0x0f, 255]);
      expect(pixel(1, 0)).toEqual([51, 102 ^ 0xff, 153 ^ 0xf0, 0]);
    });
  });
}
