// The alpha test drawn natively (driver-soft, driver-webgl) and lowered into the fragment program
// (driver-soft reporting no PIPE_CAP_ALPHA_TEST), with the same exact pixels expected everywhere: all
// eight functions against fragments below, at and above the reference, the reference clamped to [0, 1],
// the test on the textured alpha with fog applied to what passes (GL 1.5, 4.1.4: the test sees the
// final colour), and killed fragments leaving depth untouched.
import { PipeCap } from '@gallium-ts/gallium-api';
import { describe, expect, it } from 'vitest';
import * as gl from '../../src/index.js';
import { DRAWING_DRIVERS, readWindow, savePicture } from '../helpers/drawing-drivers.js';
import { softWithout } from '../helpers/lowering-drivers.js';
import { pixel, SIZE, useProbeContext } from '../scenes/probes/probe.js';

const LOWERED = softWithout('alpha-test', { caps: { [PipeCap.ALPHA_TEST]: 0 } });
const DRIVERS = [...DRAWING_DRIVERS, LOWERED];

/** Each function and whether alpha a passes against reference r. */
const FUNCS: [name: string, func: number, passes: (a: number, r: number) => boolean][] = [
  ['NEVER', gl.GL_NEVER, () => false],
  ['LESS', gl.GL_LESS, (a, r) => a < r],
  ['EQUAL', gl.GL_EQUAL, (a, r) => a === r],
  ['LEQUAL', gl.GL_LEQUAL, (a, r) => a <= r],
  ['GREATER', gl.GL_GREATER, (a, r) => a > r],
  ['NOTEQUAL', gl.GL_NOTEQUAL, (a, r) => a !== r],
  ['GEQUAL', gl.GL_GEQUAL, (a, r) => a >= r],
  ['ALWAYS', gl.GL_ALWAYS, () => true],
];

/** Alphas drawn in columns 4i..4i+3: below, at and above the reference 0.5, and the extremes. */
const ALPHAS = [0, 0.25, 0.5, 0.75, 1];

/** The window-aligned rectangle [x0, x1) × [y0, y1) as one quad. */
function rect(x0: number, y0: number, x1: number, y1: number, z = 0): void {
  gl.glBegin(gl.GL_QUADS);
  gl.glVertex3f(x0, y0, z);
  gl.glVertex3f(x1, y0, z);
  gl.glVertex3f(x1, y1, z);
  gl.glVertex3f(x0, y1, z);
  gl.glEnd();
}

/** The bytes a white fragment of alpha a leaves (no blending), or the black clear colour where killed. */
function expected(pass: boolean, a: number): number[] {
  return pass ? [255, 255, 255, Math.round(255 * a)] : [0, 0, 0, 255];
}

for (const driver of DRIVERS) {
  describe(`alpha test [${driver}]`, () => {
    useProbeContext(driver);

    it('all eight functions against alphas below, at and above the reference', () => {
      gl.glEnable(gl.GL_ALPHA_TEST);
      FUNCS.forEach(([, func], row) => {
        gl.glAlphaFunc(func, 0.5);
        ALPHAS.forEach((a, col) => {
          gl.glColor4f(1, 1, 1, a);
          rect(4 * col, 4 * row, 4 * col + 4, 4 * row + 4);
        });
      });
      savePicture(`lowering-alpha-test-functions-${driver}`, readWindow(SIZE, SIZE));
      FUNCS.forEach(([name, , passes], row) => {
        ALPHAS.forEach((a, col) => {
          expect(pixel(4 * col + 1, 4 * row + 2), `${name} with alpha ${a}`).toEqual(
            expected(passes(a, 0.5), a),
          );
        });
      });
    });

    it('the reference is clamped to [0, 1]', () => {
      gl.glEnable(gl.GL_ALPHA_TEST);
      gl.glAlphaFunc(gl.GL_LESS, 1.5); // reference 1: everything but alpha 1 passes
      gl.glColor4f(1, 1, 1, 1);
      rect(0, 0, 4, 4);
      gl.glColor4f(1, 1, 1, 0.75);
      rect(4, 0, 8, 4);
      gl.glAlphaFunc(gl.GL_GREATER, -2); // reference 0: everything but alpha 0 passes
      gl.glColor4f(1, 1, 1, 0);
      rect(0, 8, 4, 12);
      gl.glColor4f(1, 1, 1, 0.25);
      rect(4, 8, 8, 12);
      expect(pixel(1, 1)).toEqual(expected(false, 1));
      expect(pixel(5, 1)).toEqual(expected(true, 0.75));
      expect(pixel(1, 9)).toEqual(expected(false, 0));
      expect(pixel(5, 9)).toEqual(expected(true, 0.25));
    });

    it('tests the textured alpha, and passing fragments keep their fogged colour', () => {
      const texture = new Uint32Array(1);
      gl.glGenTextures(1, texture);
      gl.glBindTexture(gl.GL_TEXTURE_2D, texture[0]!);
      gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_MIN_FILTER, gl.GL_NEAREST);
      gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_MAG_FILTER, gl.GL_NEAREST);
      // Texel alpha 0.2 on the left, 0.8 on the right; MODULATE with a vertex alpha of 1.
      gl.glTexImage2D(
        gl.GL_TEXTURE_2D,
        0,
        gl.GL_RGBA,
        2,
        1,
        0,
        gl.GL_RGBA,
        gl.GL_UNSIGNED_BYTE,
        new Uint8Array([255, 255, 255, 51, 255, 255, 255, 204]),
      );
      gl.glEnable(gl.GL_TEXTURE_2D);
      // LINEAR fog from the fog coordinate: f = (end − c) / (end − start) = (1 − 0.5) / 1 = 0.5.
      gl.glEnable(gl.GL_FOG);
      gl.glFogi(gl.GL_FOG_MODE, gl.GL_LINEAR);
      gl.glFogf(gl.GL_FOG_START, 0);
      gl.glFogf(gl.GL_FOG_END, 1);
      gl.glFogi(gl.GL_FOG_COORDINATE_SOURCE, gl.GL_FOG_COORDINATE);
      gl.glFogfv(gl.GL_FOG_COLOR, [0, 0, 1, 1]);
      gl.glFogCoordf(0.5);
      gl.glEnable(gl.GL_ALPHA_TEST);
      gl.glAlphaFunc(gl.GL_GREATER, 0.5);
      gl.glColor4f(1, 0, 0, 1);
      gl.glBegin(gl.GL_QUADS);
      gl.glTexCoord2f(0, 0);
      gl.glVertex2f(0, 0);
      gl.glTexCoord2f(1, 0);
      gl.glVertex2f(SIZE, 0);
      gl.glTexCoord2f(1, 1);
      gl.glVertex2f(SIZE, SIZE);
      gl.glTexCoord2f(0, 1);
      gl.glVertex2f(0, SIZE);
      gl.glEnd();
      savePicture(`lowering-alpha-test-textured-fog-${driver}`, readWindow(SIZE, SIZE));
      expect(pixel(4, 16), 'texel alpha 0.2: killed').toEqual([0, 0, 0, 255]);
      // RGB = 0.5·(1, 0, 0) + 0.5·(0, 0, 1); alpha 0.8 untouched by fog.
      expect(pixel(28, 16), 'texel alpha 0.8: passes, fogged').toEqual([128, 0, 128, 204]);
    });

    it('killed fragments write no depth', () => {
      gl.glEnable(gl.GL_DEPTH_TEST);
      gl.glEnable(gl.GL_ALPHA_TEST);
      gl.glAlphaFunc(gl.GL_GEQUAL, 0.5);
      // In front (z = 0.5 in window units of glOrtho's near −1, far 1 is eye z −0.5): left half killed.
      gl.glColor4f(1, 0, 0, 0.25);
      rect(0, 0, 16, 16, 0.5);
      gl.glColor4f(1, 0, 0, 0.75);
      rect(16, 0, 32, 16, 0.5);
      // Behind: drawn only where nothing in front wrote depth.
      gl.glColor4f(0, 1, 0, 1);
      rect(0, 0, 32, 16, -0.5);
      expect(pixel(4, 4)).toEqual([0, 255, 0, 255]);
      expect(pixel(20, 4)).toEqual([255, 0, 0, 191]);
    });
  });
}
