// GL_COLOR_MATERIAL through a display list, in pixels on every drawing driver: lit triangles whose
// colours track the ambient and diffuse material, drawn once by direct calls and once from a list
// compiled from the same calls, come out the same colour (the state side, every face and mode, is
// test/list-color-material.test.ts).
import { expect, it } from 'vitest';
import * as gl from '../../../src/index.js';
import { describeOnDrawingDrivers, readWindow, savePicture } from '../../helpers/drawing-drivers.js';
import { pixel, useProbeContext } from './probe.js';

/** A quad over x in [x0, x0 + 12], y in [y0, y0 + 12] with the current colour and material. */
function quad(x0: number, y0: number): void {
  gl.glBegin(gl.GL_QUADS);
  gl.glNormal3f(0, 0, 1);
  gl.glVertex2f(x0, y0);
  gl.glVertex2f(x0 + 12, y0);
  gl.glVertex2f(x0 + 12, y0 + 12);
  gl.glVertex2f(x0, y0 + 12);
  gl.glEnd();
}

/** Red tracked into the material, then glMaterial sets grey, then a quad: the material stays grey. */
function redThenGrey(x0: number): void {
  gl.glColor3f(0.9, 0.2, 0.1);
  gl.glMaterialfv(gl.GL_FRONT_AND_BACK, gl.GL_AMBIENT_AND_DIFFUSE, [0.4, 0.4, 0.4, 1]);
  quad(x0, 18);
}

describeOnDrawingDrivers('GL_COLOR_MATERIAL through a display list', (driver) => {
  useProbeContext(driver);

  it('a list leaves the material the direct calls leave: a quad lit without tracking shows it', () => {
    gl.glEnable(gl.GL_LIGHTING);
    gl.glEnable(gl.GL_LIGHT0);
    gl.glLightfv(gl.GL_LIGHT0, gl.GL_POSITION, [0, 0, 1, 0]);
    gl.glColorMaterial(gl.GL_FRONT_AND_BACK, gl.GL_AMBIENT_AND_DIFFUSE);
    const drawn = (x0: number, draw: () => void) => {
      gl.glEnable(gl.GL_COLOR_MATERIAL);
      draw();
      gl.glDisable(gl.GL_COLOR_MATERIAL);
      quad(x0, 2);
    };
    drawn(2, () => redThenGrey(2));
    gl.glNewList(1, gl.GL_COMPILE);
    redThenGrey(18);
    gl.glEndList();
    drawn(18, () => gl.glCallList(1));
    const direct = pixel(8, 8);
    // Grey material under a white light along the normal: ambient 0.2 · 0.4 + diffuse 0.4 (+ the
    // global ambient 0.2 · 0.4) in every channel.
    expect(direct[0]).toBe(direct[2]);
    expect(pixel(24, 8)).toEqual(direct);
    expect(pixel(24, 24)).toEqual(pixel(8, 24));
    savePicture(`list-color-material-${driver}`, readWindow(32, 32));
  });
});
