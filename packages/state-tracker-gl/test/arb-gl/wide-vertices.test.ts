// Immediate-mode vertices storing every kind of attribute — eight texture coordinates, the conventional
// colours, normal and fog coordinate, and fifteen generic attributes: 109 floats, wider than WebGL2
// fetches (252 bytes) — draw what a vertex program computes from them on every driver: the draw repacks
// the attributes the program reads (src/draw/narrow-vertices.ts).
import { afterEach, beforeEach, expect, it } from 'vitest';
import * as gl from '../../src/index.js';
import { describeOnDrawingDrivers } from '../helpers/drawing-drivers.js';

/** Colour = generic 6 + texcoord 7 + generic 7: (0.5 + 0.25, 0.5, 0.25, 1 + 1 + 1). */
const VP = `!!ARBvp1.0
TEMP t;
MOV result.position, vertex.position;
ADD t, vertex.attrib[6], vertex.texcoord[7];
ADD t, t, vertex.attrib[7];
MOV result.color, t;
END`;

describeOnDrawingDrivers(
  'vertices wider than the driver fetches',
  (driver) => {
    let ctx: gl.GlContext;
    beforeEach(async () => {
      ctx = await gl.createContext({ width: 8, height: 8, driver });
      gl.makeCurrent(ctx);
    });
    afterEach(async () => {
      expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
      await ctx.destroy();
    });

    it('a quad whose vertices store every attribute draws the colour the program sums', () => {
      gl.glProgramStringARB(gl.GL_VERTEX_PROGRAM_ARB, gl.GL_PROGRAM_FORMAT_ASCII_ARB, VP.length, VP);
      gl.glEnable(gl.GL_VERTEX_PROGRAM_ARB);
      gl.glBegin(gl.GL_QUADS);
      for (const [x, y] of [
        [-1, -1],
        [1, -1],
        [1, 1],
        [-1, 1],
      ] as const) {
        for (let u = 0; u < 8; u++) gl.glMultiTexCoord4f(gl.GL_TEXTURE0 + u, u === 7 ? 0.25 : 9, 0, 0, 1);
        for (let g = 1; g < 16; g++)
          gl.glVertexAttrib4fARB(g, g === 6 ? 0.5 : 0, g === 7 ? 0.5 : 0, g === 7 ? 0.25 : 0, 1);
        gl.glColor4f(1, 1, 1, 1);
        gl.glSecondaryColor3f(1, 1, 1);
        gl.glNormal3f(0, 0, 1);
        gl.glFogCoordf(1);
        gl.glVertex2f(x, y);
      }
      gl.glEnd();
      const pixel = new Uint8Array(4);
      gl.glReadPixels(4, 4, 1, 1, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, pixel);
      expect(Array.from(pixel)).toEqual(driver === 'noop' ? [0, 0, 0, 0] : [191, 128, 64, 255]);
    });
  },
  ['noop'],
);
