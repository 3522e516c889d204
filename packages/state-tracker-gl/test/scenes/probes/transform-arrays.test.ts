// Pixel probes of the transform stage and vertex sources on every drawing driver: where rotated,
// scaled and projected points land (and the depth glFrustum gives them), every glInterleavedArrays
// layout read from client memory and from a buffer object, and a display list replayed under another
// transform.
import { expect, it } from 'vitest';
import * as gl from '../../../src/index.js';
import { describeOnDrawingDrivers } from '../../helpers/drawing-drivers.js';
import { depthAt, litPixels, pixel, useProbeContext } from './probe.js';

function point(x: number, y: number, z = 0): void {
  gl.glBegin(gl.GL_POINTS);
  gl.glVertex3f(x, y, z);
  gl.glEnd();
}

describeOnDrawingDrivers('transform and vertex source probes', (driver) => {
  useProbeContext(driver);

  it('glTranslate, glRotate and glScale move points to the pixels the matrices give', () => {
    gl.glTranslatef(16, 16, 0);
    gl.glPushMatrix();
    gl.glRotatef(90, 0, 0, 1);
    point(4.5, 0.5); // (−0.5, 4.5) + 16: pixel (15, 20)
    gl.glPopMatrix();
    gl.glScalef(2, 3, 1);
    point(2.25, -1.5); // (4.5, −4.5) + 16: pixel (20, 11)
    expect(litPixels(0, 0, 31, 31)).toEqual(new Set(['15,20', '20,11']));
  });

  it('glFrustum divides by −z_eye and maps depth between the near and far planes', () => {
    gl.glMatrixMode(gl.GL_PROJECTION);
    gl.glLoadIdentity();
    gl.glFrustum(-1, 1, -1, 1, 1, 10);
    gl.glMatrixMode(gl.GL_MODELVIEW);
    gl.glEnable(gl.GL_DEPTH_TEST);
    point(0.2, 0.4, -2); // NDC (0.1, 0.2): window (17.6, 19.2)
    expect(litPixels(0, 0, 31, 31)).toEqual(new Set(['17,19']));
    // z_ndc = (−(f + n)/(f − n) z − 2fn/(f − n)) / −z = 1/9; window depth (1 + 1/9) / 2.
    expect(Math.abs(depthAt(17, 19) - 5 / 9)).toBeLessThan(2 ** -23);
  });

  /** One vertex on pixel (x, y) of each layout, with colour bytes (r, g, b). */
  const LAYOUTS: [
    name: string,
    format: number,
    record: (x: number, y: number) => number[],
    floats: number,
  ][] = [
    ['GL_C3F_V3F', gl.GL_C3F_V3F, (x, y) => [0.2, 0.4, 0.6, x, y, 0], 6],
    ['GL_T2F_C3F_V3F', gl.GL_T2F_C3F_V3F, (x, y) => [0, 0, 0.2, 0.4, 0.6, x, y, 0], 8],
    ['GL_C4F_N3F_V3F', gl.GL_C4F_N3F_V3F, (x, y) => [0.2, 0.4, 0.6, 1, 0, 0, 1, x, y, 0], 10],
    ['GL_T2F_C4F_N3F_V3F', gl.GL_T2F_C4F_N3F_V3F, (x, y) => [0, 0, 0.2, 0.4, 0.6, 1, 0, 0, 1, x, y, 0], 12],
  ];

  it.each(LAYOUTS)('%s from client memory and from a buffer object', (_name, format, record) => {
    const data = new Float32Array([...record(3.5, 3.5), ...record(9.5, 4.5)]);
    gl.glInterleavedArrays(format, 0, data);
    gl.glDrawArrays(gl.GL_POINTS, 0, 2);
    const names = new Uint32Array(1);
    gl.glGenBuffers(1, names);
    gl.glBindBuffer(gl.GL_ARRAY_BUFFER, names[0]!);
    const shifted = new Float32Array([...record(20.5, 20.5), ...record(25.5, 21.5)]);
    gl.glBufferData(gl.GL_ARRAY_BUFFER, 64 + shifted.byteLength, null, gl.GL_STATIC_DRAW);
    gl.glBufferSubData(gl.GL_ARRAY_BUFFER, 64, shifted.byteLength, shifted);
    gl.glInterleavedArrays(format, 0, 64);
    gl.glDrawArrays(gl.GL_POINTS, 0, 2);
    const colour = [51, 102, 153, 255];
    expect(litPixels(0, 0, 31, 31).size).toBe(0); // red is 51: nothing above 127
    for (const [x, y] of [
      [3, 3],
      [9, 4],
      [20, 20],
      [25, 21],
    ])
      expect(pixel(x!, y!), `${x},${y}`).toEqual(colour);
  });

  it('GL_C4UB_V2F and GL_C4UB_V3F: colour bytes followed by floats in one record', () => {
    const records = new ArrayBuffer(2 * 12 + 2 * 16);
    const bytes = new Uint8Array(records);
    const floats = new Float32Array(records);
    bytes.set([10, 200, 30, 255], 0);
    floats.set([4.5, 6.5], 1);
    bytes.set([10, 200, 30, 255], 12);
    floats.set([7.5, 6.5], 4);
    gl.glInterleavedArrays(gl.GL_C4UB_V2F, 0, bytes.subarray(0, 24));
    gl.glDrawArrays(gl.GL_POINTS, 0, 2);
    bytes.set([250, 20, 90, 255], 24);
    floats.set([4.5, 9.5, 0], 7);
    bytes.set([250, 20, 90, 255], 40);
    floats.set([7.5, 9.5, 0], 11);
    gl.glInterleavedArrays(gl.GL_C4UB_V3F, 0, bytes.subarray(24));
    gl.glDrawArrays(gl.GL_POINTS, 0, 2);
    expect([pixel(4, 6), pixel(7, 6)]).toEqual([
      [10, 200, 30, 255],
      [10, 200, 30, 255],
    ]);
    expect([pixel(4, 9), pixel(7, 9)]).toEqual([
      [250, 20, 90, 255],
      [250, 20, 90, 255],
    ]);
  });

  it('a display list replays its vertices under the transform current at glCallList', () => {
    const list = gl.glGenLists(1);
    gl.glNewList(list, gl.GL_COMPILE);
    gl.glColor3f(1, 1, 1);
    point(2.5, 2.5);
    gl.glEndList();
    gl.glCallList(list);
    gl.glTranslatef(10, 5, 0);
    gl.glCallList(list);
    expect(litPixels(0, 0, 31, 31)).toEqual(new Set(['2,2', '12,7']));
  });
});
