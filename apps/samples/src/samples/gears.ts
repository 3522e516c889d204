// Gears: Brian Paul's glxgears — three gears built once into display lists, flat- and smooth-shaded
// faces lit by one directional light, turning 70° per second. Its C twin is gears() in
// reference/samples.c.
import {
  GL_AMBIENT_AND_DIFFUSE,
  GL_COLOR_BUFFER_BIT,
  GL_COMPILE,
  GL_CULL_FACE,
  GL_DEPTH_BUFFER_BIT,
  GL_DEPTH_TEST,
  GL_FLAT,
  GL_FRONT,
  GL_LIGHT0,
  GL_LIGHTING,
  GL_MODELVIEW,
  GL_NORMALIZE,
  GL_POSITION,
  GL_PROJECTION,
  GL_QUAD_STRIP,
  GL_QUADS,
  GL_SMOOTH,
  glBegin,
  glCallList,
  glClear,
  glClearColor,
  glEnable,
  glEnd,
  glEndList,
  glFrustum,
  glGenLists,
  glLightfv,
  glLoadIdentity,
  glMaterialfv,
  glMatrixMode,
  glNewList,
  glNormal3f,
  glPopMatrix,
  glPushMatrix,
  glRotatef,
  glShadeModel,
  glTranslatef,
  glVertex3f,
} from '@gallium-ts/state-tracker-gl';
import type { GlSample } from '../sample.js';

/** A vertex at `radius` and `angle` on the plane z. */
function ring(radius: number, angle: number, z: number): void {
  glVertex3f(radius * Math.cos(angle), radius * Math.sin(angle), z);
}

/** One gear centred on the origin, its axis along z (glxgears' gear()). */
function gear(inner: number, outer: number, width: number, teeth: number, toothDepth: number): void {
  const r0 = inner;
  const r1 = outer - toothDepth / 2;
  const r2 = outer + toothDepth / 2;
  const da = (2 * Math.PI) / teeth / 4;
  const front = width / 2;
  const back = -width / 2;

  glShadeModel(GL_FLAT);
  glNormal3f(0, 0, 1);
  glBegin(GL_QUAD_STRIP); // front face
  for (let i = 0; i <= teeth; i++) {
    const a = (i * 2 * Math.PI) / teeth;
    ring(r0, a, front);
    ring(r1, a, front);
    if (i < teeth) {
      ring(r0, a, front);
      ring(r1, a + 3 * da, front);
    }
  }
  glEnd();
  glBegin(GL_QUADS); // front sides of the teeth
  for (let i = 0; i < teeth; i++) {
    const a = (i * 2 * Math.PI) / teeth;
    ring(r1, a, front);
    ring(r2, a + da, front);
    ring(r2, a + 2 * da, front);
    ring(r1, a + 3 * da, front);
  }
  glEnd();

  glNormal3f(0, 0, -1);
  glBegin(GL_QUAD_STRIP); // back face
  for (let i = 0; i <= teeth; i++) {
    const a = (i * 2 * Math.PI) / teeth;
    ring(r1, a, back);
    ring(r0, a, back);
    if (i < teeth) {
      ring(r1, a + 3 * da, back);
      ring(r0, a, back);
    }
  }
  glEnd();
  glBegin(GL_QUADS); // back sides of the teeth
  for (let i = 0; i < teeth; i++) {
    const a = (i * 2 * Math.PI) / teeth;
    ring(r1, a + 3 * da, back);
    ring(r2, a + 2 * da, back);
    ring(r2, a + da, back);
    ring(r1, a, back);
  }
  glEnd();

  glBegin(GL_QUAD_STRIP); // outward faces of the teeth
  for (let i = 0; i < teeth; i++) {
    const a = (i * 2 * Math.PI) / teeth;
    ring(r1, a, front);
    ring(r1, a, back);
    let u = r2 * Math.cos(a + da) - r1 * Math.cos(a);
    let v = r2 * Math.sin(a + da) - r1 * Math.sin(a);
    let len = Math.hypot(u, v);
    glNormal3f(v / len, -u / len, 0);
    ring(r2, a + da, front);
    ring(r2, a + da, back);
    glNormal3f(Math.cos(a), Math.sin(a), 0);
    ring(r2, a + 2 * da, front);
    ring(r2, a + 2 * da, back);
    u = r1 * Math.cos(a + 3 * da) - r2 * Math.cos(a + 2 * da);
    v = r1 * Math.sin(a + 3 * da) - r2 * Math.sin(a + 2 * da);
    len = Math.hypot(u, v);
    glNormal3f(v / len, -u / len, 0);
    ring(r1, a + 3 * da, front);
    ring(r1, a + 3 * da, back);
    glNormal3f(Math.cos(a), Math.sin(a), 0);
  }
  ring(r1, 0, front);
  ring(r1, 0, back);
  glEnd();

  glShadeModel(GL_SMOOTH);
  glBegin(GL_QUAD_STRIP); // inside cylinder
  for (let i = 0; i <= teeth; i++) {
    const a = (i * 2 * Math.PI) / teeth;
    glNormal3f(-Math.cos(a), -Math.sin(a), 0);
    ring(r0, a, back);
    ring(r0, a, front);
  }
  glEnd();
}

/** Compiles one gear of the given colour into a new display list. */
function gearList(color: number[], ...shape: Parameters<typeof gear>): number {
  const list = glGenLists(1);
  glNewList(list, GL_COMPILE);
  glMaterialfv(GL_FRONT, GL_AMBIENT_AND_DIFFUSE, color);
  gear(...shape);
  glEndList();
  return list;
}

let lists: number[] = [];

export const gears: GlSample = {
  api: 'gl',
  name: 'gears',
  title: 'glxgears: display lists, flat and smooth lighting, animated',
  kind: 'filled',
  defaultSize: { width: 160, height: 160 },
  animated: true,
  referenceFrame: 10,
  setup(width, height) {
    glLightfv(GL_LIGHT0, GL_POSITION, [5, 5, 10, 0]);
    glEnable(GL_CULL_FACE);
    glEnable(GL_LIGHTING);
    glEnable(GL_LIGHT0);
    glEnable(GL_DEPTH_TEST);
    glEnable(GL_NORMALIZE);
    lists = [
      gearList([0.8, 0.1, 0, 1], 1, 4, 1, 20, 0.7),
      gearList([0, 0.8, 0.2, 1], 0.5, 2, 2, 10, 0.7),
      gearList([0.2, 0.2, 1, 1], 1.3, 2, 0.5, 10, 0.7),
    ];
    const aspect = height / width;
    glMatrixMode(GL_PROJECTION);
    glLoadIdentity();
    glFrustum(-1, 1, -aspect, aspect, 5, 60);
    glMatrixMode(GL_MODELVIEW);
    glLoadIdentity();
    glTranslatef(0, 0, -40);
  },
  draw(_frame, time) {
    const angle = 70 * time;
    glClearColor(0, 0, 0, 1);
    glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
    glPushMatrix();
    glRotatef(20, 1, 0, 0);
    glRotatef(30, 0, 1, 0);
    const placements = [
      [-3, -2, angle],
      [3.1, -2, -2 * angle - 9],
      [-3.1, 4.2, -2 * angle - 25],
    ] as const;
    placements.forEach(([x, y, turn], i) => {
      glPushMatrix();
      glTranslatef(x, y, 0);
      glRotatef(turn, 0, 0, 1);
      glCallList(lists[i]!);
      glPopMatrix();
    });
    glPopMatrix();
  },
};
