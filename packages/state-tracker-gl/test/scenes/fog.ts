// Scenes of fog (GL 1.5 section 3.10): LINEAR, EXP and EXP2 over a floor and posts receding in
// perspective (fog distance from the eye's z), and fog coordinates given per vertex.
import * as gl from '../../src/index.js';
import { scene } from './scene.js';

/** A reddish floor from z = -1.5 to -25 and three posts at growing distance, in perspective, fogged blue-grey. */
function fogScene(): void {
  gl.glFogfv(gl.GL_FOG_COLOR, [0.6, 0.7, 0.9, 1]);
  gl.glEnable(gl.GL_FOG);
  gl.glMatrixMode(gl.GL_PROJECTION);
  gl.glFrustum(-0.5, 0.5, -0.5, 0.5, 1, 30);
  gl.glMatrixMode(gl.GL_MODELVIEW);
  gl.glColor3f(0.8, 0.3, 0.2);
  gl.glBegin(gl.GL_QUADS);
  gl.glVertex3f(-3, -1, -1.5);
  gl.glVertex3f(3, -1, -1.5);
  gl.glVertex3f(3, -1, -25);
  gl.glVertex3f(-3, -1, -25);
  gl.glEnd();
  for (let i = 0; i < 3; i++) {
    gl.glColor3f(0.2, 0.9, 0.3);
    gl.glPushMatrix();
    gl.glTranslatef(-1.5 + 1.5 * i, 0, -3 - 5 * i);
    gl.glRectf(-0.3, -1, 0.3, 1);
    gl.glPopMatrix();
  }
}

function linear(): void {
  gl.glFogi(gl.GL_FOG_MODE, gl.GL_LINEAR);
  gl.glFogf(gl.GL_FOG_START, 2);
  gl.glFogf(gl.GL_FOG_END, 14);
  fogScene();
}

function exp(): void {
  gl.glFogi(gl.GL_FOG_MODE, gl.GL_EXP);
  gl.glFogf(gl.GL_FOG_DENSITY, 0.15);
  fogScene();
}

function exp2(): void {
  gl.glFogi(gl.GL_FOG_MODE, gl.GL_EXP2);
  gl.glFogf(gl.GL_FOG_DENSITY, 0.12);
  fogScene();
}

/** GL_FOG_COORDINATE source: a flat quad whose fog coordinate grows across it (affine, 0.6 to 11.4). */
function fogCoordinate(): void {
  gl.glFogi(gl.GL_FOG_COORDINATE_SOURCE, gl.GL_FOG_COORDINATE);
  gl.glFogi(gl.GL_FOG_MODE, gl.GL_LINEAR);
  gl.glFogf(gl.GL_FOG_START, 0);
  gl.glFogf(gl.GL_FOG_END, 10);
  gl.glFogfv(gl.GL_FOG_COLOR, [0.6, 0.7, 0.9, 1]);
  gl.glEnable(gl.GL_FOG);
  const corners = [
    [-0.9, -0.9],
    [0.9, -0.9],
    [0.9, 0.9],
    [-0.9, 0.9],
  ];
  gl.glColor3f(0.8, 0.3, 0.2);
  gl.glBegin(gl.GL_QUADS);
  for (let i = 0; i < 4; i++) {
    const x = corners[i]![0]!;
    const y = corners[i]![1]!;
    gl.glFogCoordf(6 + 5 * x + y);
    gl.glVertex2f(x, y);
  }
  gl.glEnd();
}

export const FOG_SCENES = [
  scene('fog-linear', linear),
  scene('fog-exp', exp),
  scene('fog-exp2', exp2),
  scene('fog-coordinate', fogCoordinate),
];
