// The TypeScript twins of reference/arb-scenes/vertex.c (same calls, same numbers, same order): the ARB
// scenes of vertex programs with fixed-function fragments. Arrays the C declares GLfloat are Float32Array.
import { glProgramEnvParameter4fARB, glProgramLocalParameter4fARB } from '../../src/api/arb-programs.js';
import {
  glDisableVertexAttribArrayARB,
  glEnableVertexAttribArrayARB,
  glVertexAttrib1fARB,
  glVertexAttrib2fvARB,
  glVertexAttrib4fARB,
  glVertexAttrib4fvARB,
  glVertexAttrib4NubARB,
  glVertexAttribPointerARB,
} from '../../src/api/arb-vertex-attribs.js';
import * as gl from '../../src/index.js';
import { perspectiveView, sphere } from '../scenes/helpers.js';
import { cellCorners, cellRect, loadProgram, oneHot, programEnable } from './helpers.js';

const VP = gl.GL_VERTEX_PROGRAM_ARB;
const f32 = (...v: number[]) => Float32Array.from(v);

function arbVpMath(): void {
  loadProgram(VP, 'vp-math.vp');
  glProgramLocalParameter4fARB(VP, 0, 0.25, 0.5, 2.0, -0.75);
  glProgramEnvParameter4fARB(VP, 0, 1, 0, 0, 1);
  glProgramEnvParameter4fARB(VP, 1, 0.2, 0.4, 0.6, 1);
  glProgramEnvParameter4fARB(VP, 2, 0, 0, 1, 1);
  glProgramEnvParameter4fARB(VP, 3, 0.8, 0.8, 0.2, 1);
  programEnable(VP, true);
  for (let col = 0; col < 4; col++)
    for (let row = 0; row < 4; row++) {
      glVertexAttrib4fvARB(6, oneHot(col));
      glVertexAttrib4fvARB(7, oneHot(row));
      cellRect(col, row, 4, 4);
    }
}

function arbVpMatrices(): void {
  const program0 = f32(1, 0, 0, 0, 2, 1, 0, 0, 0, 0, 1, 0, 0, 1, 0, 1);
  loadProgram(VP, 'vp-matrices.vp');
  gl.glMatrixMode(gl.GL_MATRIX0_ARB);
  gl.glLoadMatrixf(program0);
  gl.glMatrixMode(gl.GL_TEXTURE);
  gl.glTranslatef(1, -1, 2);
  gl.glScalef(4, 1, 1);
  gl.glMatrixMode(gl.GL_PROJECTION);
  gl.glOrtho(-1, 1, -1, 1, -1, 1);
  gl.glMatrixMode(gl.GL_MODELVIEW);
  gl.glTranslatef(0, 0, 0.25);
  gl.glScalef(-1, 1, 1);
  programEnable(VP, true);
  for (let col = 0; col < 4; col++)
    for (let row = 0; row < 4; row++) {
      glVertexAttrib1fARB(6, 4 * col + row);
      cellRect(3 - col, row, 4, 4);
    }
}

function arbVpState(): void {
  loadProgram(VP, 'vp-state.vp');
  gl.glLightfv(gl.GL_LIGHT0, gl.GL_AMBIENT, f32(0.2, 0.4, 0.6, 1));
  gl.glLightfv(gl.GL_LIGHT0, gl.GL_DIFFUSE, f32(0.8, 0.6, 0.4, 1));
  gl.glLightfv(gl.GL_LIGHT0, gl.GL_SPECULAR, f32(0.4, 0.8, 0.2, 1));
  gl.glLightfv(gl.GL_LIGHT0, gl.GL_POSITION, f32(0.6, 0.8, 0, 0));
  gl.glLightf(gl.GL_LIGHT0, gl.GL_CONSTANT_ATTENUATION, 0.2);
  gl.glLightf(gl.GL_LIGHT0, gl.GL_LINEAR_ATTENUATION, 0.4);
  gl.glLightf(gl.GL_LIGHT0, gl.GL_QUADRATIC_ATTENUATION, 0.6);
  gl.glLightf(gl.GL_LIGHT0, gl.GL_SPOT_EXPONENT, 0.8);
  gl.glLightfv(gl.GL_LIGHT0, gl.GL_SPOT_DIRECTION, f32(0.6, 0.2, 0.8));
  gl.glLightModelfv(gl.GL_LIGHT_MODEL_AMBIENT, f32(0.4, 0.2, 0.6, 1));
  gl.glMaterialfv(gl.GL_FRONT, gl.GL_EMISSION, f32(0.2, 0.4, 0.2, 1));
  gl.glMaterialfv(gl.GL_FRONT, gl.GL_AMBIENT, f32(1, 2, 1, 1));
  gl.glMaterialfv(gl.GL_FRONT, gl.GL_DIFFUSE, f32(1, 1, 0.5, 1));
  gl.glMaterialfv(gl.GL_BACK, gl.GL_EMISSION, f32(0, 0.2, 0.4, 1));
  gl.glMaterialfv(gl.GL_BACK, gl.GL_AMBIENT, f32(2, 1, 1, 1));
  gl.glMaterialfv(gl.GL_BACK, gl.GL_DIFFUSE, f32(0.6, 0.2, 0.4, 1));
  gl.glTexGenfv(gl.GL_S, gl.GL_EYE_PLANE, f32(0.2, 0.6, 0.4, 0));
  gl.glActiveTexture(gl.GL_TEXTURE1);
  gl.glTexGenfv(gl.GL_T, gl.GL_OBJECT_PLANE, f32(0.8, 0.2, 0.6, 0));
  gl.glActiveTexture(gl.GL_TEXTURE0);
  gl.glFogfv(gl.GL_FOG_COLOR, f32(0.6, 0.4, 0.8, 1));
  gl.glFogf(gl.GL_FOG_DENSITY, 0.4);
  gl.glFogf(gl.GL_FOG_START, 0.2);
  gl.glFogf(gl.GL_FOG_END, 0.6);
  gl.glClipPlane(gl.GL_CLIP_PLANE0, [0.4, 0.8, 0.2, 0]);
  gl.glPointParameterfv(gl.GL_POINT_DISTANCE_ATTENUATION, f32(0.2, 0.8, 0.4));
  programEnable(VP, true);
  for (let col = 0; col < 5; col++)
    for (let row = 0; row < 4; row++) {
      glVertexAttrib1fARB(6, 4 * col + row);
      cellRect(col, row, 5, 4);
    }
}

/** Cell (col, row) of a 4 × 2 grid with generic 0 as the position, given with glVertexAttrib2fvARB. */
function genericCell(col: number, row: number): void {
  const c = cellCorners(col, row, 4, 2);
  gl.glBegin(gl.GL_QUADS);
  for (let i = 0; i < 4; i++) glVertexAttrib2fvARB(0, c.subarray(2 * i));
  gl.glEnd();
}

function arbVpAttribs(): void {
  const bytes = Uint8Array.of(204, 153, 51, 255, 204, 153, 51, 255, 204, 153, 51, 255, 204, 153, 51, 255);
  const shorts = Int16Array.of(1, 2, 4, 1, 2, 4, 1, 2, 4, 1, 2, 4);
  loadProgram(VP, 'vp-attribs.vp');
  programEnable(VP, true);
  gl.glNormal3f(0, 0, 0);
  glVertexAttrib4fARB(6, 0.8, 0.4, 0.2, 1);
  genericCell(0, 1);
  glVertexAttrib4NubARB(6, 51, 102, 204, 255);
  genericCell(1, 1);
  glVertexAttrib4fARB(6, 0, 0, 0, 1);
  gl.glSecondaryColor3f(0.6, 0.2, 0.8);
  genericCell(2, 1);
  gl.glSecondaryColor3f(0, 0, 0);
  gl.glNormal3f(2, 3, 1);
  genericCell(3, 1);
  gl.glNormal3f(0, 0, 0);
  gl.glMultiTexCoord3f(gl.GL_TEXTURE1, 0.2, 0.8, 0.6);
  genericCell(0, 0);
  gl.glMultiTexCoord3f(gl.GL_TEXTURE1, 0, 0, 0);
  gl.glFogCoordf(4);
  glVertexAttrib1fARB(7, 3);
  genericCell(1, 0);
  gl.glFogCoordf(0);
  glVertexAttrib1fARB(7, 0);
  const positions = [cellCorners(2, 0, 4, 2), cellCorners(3, 0, 4, 2)];
  glEnableVertexAttribArrayARB(0);
  glVertexAttribPointerARB(0, 2, gl.GL_FLOAT, false, 0, positions[0]!);
  glVertexAttribPointerARB(6, 4, gl.GL_UNSIGNED_BYTE, true, 0, bytes);
  glEnableVertexAttribArrayARB(6);
  gl.glDrawArrays(gl.GL_QUADS, 0, 4);
  glDisableVertexAttribArrayARB(6);
  glVertexAttribPointerARB(0, 2, gl.GL_FLOAT, false, 0, positions[1]!);
  glVertexAttribPointerARB(7, 3, gl.GL_SHORT, false, 0, shorts);
  glEnableVertexAttribArrayARB(7);
  gl.glDrawArrays(gl.GL_QUADS, 0, 4);
  glDisableVertexAttribArrayARB(7);
  glDisableVertexAttribArrayARB(0);
}

/** Cell (col, row) of a 2 × 2 grid, counter-clockwise (front-facing) or clockwise (back-facing). */
function facingCell(col: number, row: number, front: boolean): void {
  const c = cellCorners(col, row, 2, 2);
  gl.glBegin(gl.GL_QUADS);
  for (let i = 0; i < 4; i++) {
    const k = front ? i : 3 - i;
    gl.glVertex2f(c[2 * k]!, c[2 * k + 1]!);
  }
  gl.glEnd();
}

function arbVpTwoSide(): void {
  loadProgram(VP, 'vp-two-side.vp');
  programEnable(VP, true);
  gl.glEnable(gl.GL_COLOR_SUM);
  programEnable(gl.GL_VERTEX_PROGRAM_TWO_SIDE_ARB, true);
  facingCell(0, 1, true);
  facingCell(1, 1, false);
  programEnable(gl.GL_VERTEX_PROGRAM_TWO_SIDE_ARB, false);
  facingCell(0, 0, true);
  facingCell(1, 0, false);
}

function arbVpPointSize(): void {
  const colours = [f32(1, 0.2, 0.2), f32(0.2, 1, 0.2), f32(0.2, 0.4, 1), f32(1, 1, 0.2)];
  loadProgram(VP, 'vp-point-size.vp');
  programEnable(VP, true);
  gl.glPointSize(4);
  for (let row = 1; row >= 0; row--) {
    programEnable(gl.GL_VERTEX_PROGRAM_POINT_SIZE_ARB, row === 1);
    gl.glBegin(gl.GL_POINTS);
    for (let i = 0; i < 4; i++) {
      gl.glColor3fv(colours[i]!);
      glVertexAttrib1fARB(6, 2 * (i + 1));
      gl.glVertex2f((16.0 * i + 8) / 32 - 1, (16.0 * row + 8) / 16 - 1);
    }
    gl.glEnd();
  }
}

function arbVpPositionInvariant(): void {
  perspectiveView();
  gl.glClipPlane(gl.GL_CLIP_PLANE0, [1, 0, 0, 0.3]);
  gl.glEnable(gl.GL_CLIP_PLANE0);
  gl.glEnable(gl.GL_DEPTH_TEST);
  gl.glColor3f(1, 0, 0);
  sphere(1, 16, 8);
  loadProgram(VP, 'vp-position-invariant.vp');
  programEnable(VP, true);
  gl.glDepthFunc(gl.GL_EQUAL);
  sphere(1, 16, 8);
}

function arbVpRasterPos(): void {
  const ones = new Uint8Array(8).fill(255);
  loadProgram(VP, 'vp-raster-pos.vp');
  glProgramEnvParameter4fARB(VP, 0, 0.25, 0.5, 0, 0);
  glProgramLocalParameter4fARB(VP, 0, 0.2, 0.8, 0.6, 1);
  gl.glColor3f(0.8, 0.4, 0.2);
  gl.glPixelStorei(gl.GL_UNPACK_ALIGNMENT, 1);
  programEnable(VP, true);
  gl.glRasterPos2f(-0.5, -0.5);
  gl.glBitmap(8, 8, 0, 0, 0, 0, ones);
  programEnable(VP, false);
  gl.glRasterPos2f(-0.5, -0.5);
  gl.glBitmap(8, 8, 0, 0, 0, 0, ones);
}

/** The drawing of each scene of vertex.c, by scene name. */
export const VERTEX_DRAWINGS: Readonly<Record<string, () => void>> = {
  'arb-vp-math': arbVpMath,
  'arb-vp-matrices': arbVpMatrices,
  'arb-vp-state': arbVpState,
  'arb-vp-attribs': arbVpAttribs,
  'arb-vp-two-side': arbVpTwoSide,
  'arb-vp-point-size': arbVpPointSize,
  'arb-vp-position-invariant': arbVpPositionInvariant,
  'arb-vp-raster-pos': arbVpRasterPos,
};
