// Gears: Brian Paul's classic glxgears scene, ported line by line from C to @gallium-ts/state-tracker-gl,
// imported as any program imports it. Three gears built into display lists, lit with one light, rotated
// by `angle`: `initGears` builds them in the current context, `renderGears` draws one frame. Published as
// `@gallium-ts/state-tracker-gl/examples/gears`; apps/samples runs it as its `gears` sample.
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
  glViewport,
} from '@gallium-ts/state-tracker-gl';

/** One gear: inner radius, outer radius, width, number of teeth, tooth depth (glxgears' gear()). */
function gear(
  innerRadius: number,
  outerRadius: number,
  width: number,
  teeth: number,
  toothDepth: number,
): void {
  const r0 = innerRadius;
  const r1 = outerRadius - toothDepth / 2;
  const r2 = outerRadius + toothDepth / 2;
  const da = (2 * Math.PI) / teeth / 4;

  glShadeModel(GL_FLAT);
  glNormal3f(0, 0, 1);

  // Front face.
  glBegin(GL_QUAD_STRIP);
  for (let i = 0; i <= teeth; i++) {
    const angle = (i * 2 * Math.PI) / teeth;
    glVertex3f(r0 * Math.cos(angle), r0 * Math.sin(angle), width * 0.5);
    glVertex3f(r1 * Math.cos(angle), r1 * Math.sin(angle), width * 0.5);
    if (i < teeth) {
      glVertex3f(r0 * Math.cos(angle), r0 * Math.sin(angle), width * 0.5);
      glVertex3f(r1 * Math.cos(angle + 3 * da), r1 * Math.sin(angle + 3 * da), width * 0.5);
    }
  }
  glEnd();

  // Front sides of the teeth.
  glBegin(GL_QUADS);
  for (let i = 0; i < teeth; i++) {
    const angle = (i * 2 * Math.PI) / teeth;
    glVertex3f(r1 * Math.cos(angle), r1 * Math.sin(angle), width * 0.5);
    glVertex3f(r2 * Math.cos(angle + da), r2 * Math.sin(angle + da), width * 0.5);
    glVertex3f(r2 * Math.cos(angle + 2 * da), r2 * Math.sin(angle + 2 * da), width * 0.5);
    glVertex3f(r1 * Math.cos(angle + 3 * da), r1 * Math.sin(angle + 3 * da), width * 0.5);
  }
  glEnd();

  glNormal3f(0, 0, -1);

  // Back face.
  glBegin(GL_QUAD_STRIP);
  for (let i = 0; i <= teeth; i++) {
    const angle = (i * 2 * Math.PI) / teeth;
    glVertex3f(r1 * Math.cos(angle), r1 * Math.sin(angle), -width * 0.5);
    glVertex3f(r0 * Math.cos(angle), r0 * Math.sin(angle), -width * 0.5);
    if (i < teeth) {
      glVertex3f(r1 * Math.cos(angle + 3 * da), r1 * Math.sin(angle + 3 * da), -width * 0.5);
      glVertex3f(r0 * Math.cos(angle), r0 * Math.sin(angle), -width * 0.5);
    }
  }
  glEnd();

  // Back sides of the teeth.
  glBegin(GL_QUADS);
  for (let i = 0; i < teeth; i++) {
    const angle = (i * 2 * Math.PI) / teeth;
    glVertex3f(r1 * Math.cos(angle + 3 * da), r1 * Math.sin(angle + 3 * da), -width * 0.5);
    glVertex3f(r2 * Math.cos(angle + 2 * da), r2 * Math.sin(angle + 2 * da), -width * 0.5);
    glVertex3f(r2 * Math.cos(angle + da), r2 * Math.sin(angle + da), -width * 0.5);
    glVertex3f(r1 * Math.cos(angle), r1 * Math.sin(angle), -width * 0.5);
  }
  glEnd();

  // Outward faces of the teeth.
  glBegin(GL_QUAD_STRIP);
  for (let i = 0; i < teeth; i++) {
    const angle = (i * 2 * Math.PI) / teeth;
    glVertex3f(r1 * Math.cos(angle), r1 * Math.sin(angle), width * 0.5);
    glVertex3f(r1 * Math.cos(angle), r1 * Math.sin(angle), -width * 0.5);
    let u = r2 * Math.cos(angle + da) - r1 * Math.cos(angle);
    let v = r2 * Math.sin(angle + da) - r1 * Math.sin(angle);
    let len = Math.sqrt(u * u + v * v);
    u /= len;
    v /= len;
    glNormal3f(v, -u, 0);
    glVertex3f(r2 * Math.cos(angle + da), r2 * Math.sin(angle + da), width * 0.5);
    glVertex3f(r2 * Math.cos(angle + da), r2 * Math.sin(angle + da), -width * 0.5);
    glNormal3f(Math.cos(angle), Math.sin(angle), 0);
    glVertex3f(r2 * Math.cos(angle + 2 * da), r2 * Math.sin(angle + 2 * da), width * 0.5);
    glVertex3f(r2 * Math.cos(angle + 2 * da), r2 * Math.sin(angle + 2 * da), -width * 0.5);
    u = r1 * Math.cos(angle + 3 * da) - r2 * Math.cos(angle + 2 * da);
    v = r1 * Math.sin(angle + 3 * da) - r2 * Math.sin(angle + 2 * da);
    len = Math.sqrt(u * u + v * v);
    glNormal3f(v / len, -u / len, 0);
    glVertex3f(r1 * Math.cos(angle + 3 * da), r1 * Math.sin(angle + 3 * da), width * 0.5);
    glVertex3f(r1 * Math.cos(angle + 3 * da), r1 * Math.sin(angle + 3 * da), -width * 0.5);
    glNormal3f(Math.cos(angle), Math.sin(angle), 0);
  }
  glVertex3f(r1 * Math.cos(0), r1 * Math.sin(0), width * 0.5);
  glVertex3f(r1 * Math.cos(0), r1 * Math.sin(0), -width * 0.5);
  glEnd();

  glShadeModel(GL_SMOOTH);

  // Inside radius cylinder.
  glBegin(GL_QUAD_STRIP);
  for (let i = 0; i <= teeth; i++) {
    const angle = (i * 2 * Math.PI) / teeth;
    glNormal3f(-Math.cos(angle), -Math.sin(angle), 0);
    glVertex3f(r0 * Math.cos(angle), r0 * Math.sin(angle), -width * 0.5);
    glVertex3f(r0 * Math.cos(angle), r0 * Math.sin(angle), width * 0.5);
  }
  glEnd();
}

/** The display lists of the three gears (glxgears' init()). */
export interface Gears {
  gear1: number;
  gear2: number;
  gear3: number;
}

/** Sets up lighting and builds the gears into display lists in the current context. */
export function initGears(width: number, height: number): Gears {
  const pos = [5, 5, 10, 0];
  const red = [0.8, 0.1, 0, 1];
  const green = [0, 0.8, 0.2, 1];
  const blue = [0.2, 0.2, 1, 1];

  glLightfv(GL_LIGHT0, GL_POSITION, pos);
  glEnable(GL_CULL_FACE);
  glEnable(GL_LIGHTING);
  glEnable(GL_LIGHT0);
  glEnable(GL_DEPTH_TEST);

  const gear1 = glGenLists(1);
  glNewList(gear1, GL_COMPILE);
  glMaterialfv(GL_FRONT, GL_AMBIENT_AND_DIFFUSE, red);
  gear(1, 4, 1, 20, 0.7);
  glEndList();

  const gear2 = glGenLists(1);
  glNewList(gear2, GL_COMPILE);
  glMaterialfv(GL_FRONT, GL_AMBIENT_AND_DIFFUSE, green);
  gear(0.5, 2, 2, 10, 0.7);
  glEndList();

  const gear3 = glGenLists(1);
  glNewList(gear3, GL_COMPILE);
  glMaterialfv(GL_FRONT, GL_AMBIENT_AND_DIFFUSE, blue);
  gear(1.3, 2, 0.5, 10, 0.7);
  glEndList();

  glEnable(GL_NORMALIZE);

  // glxgears' reshape().
  const h = height / width;
  glViewport(0, 0, width, height);
  glMatrixMode(GL_PROJECTION);
  glLoadIdentity();
  glFrustum(-1, 1, -h, h, 5, 60);
  glMatrixMode(GL_MODELVIEW);
  glLoadIdentity();
  glTranslatef(0, 0, -40);
  return { gear1, gear2, gear3 };
}

/** One frame (glxgears' draw()), the gears turned by `angle` degrees, the view rotated by (20, 30, 0). */
export function renderGears(gears: Gears, angle: number): void {
  const viewRotX = 20;
  const viewRotY = 30;
  const viewRotZ = 0;
  glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);

  glPushMatrix();
  glRotatef(viewRotX, 1, 0, 0);
  glRotatef(viewRotY, 0, 1, 0);
  glRotatef(viewRotZ, 0, 0, 1);

  glPushMatrix();
  glTranslatef(-3, -2, 0);
  glRotatef(angle, 0, 0, 1);
  glCallList(gears.gear1);
  glPopMatrix();

  glPushMatrix();
  glTranslatef(3.1, -2, 0);
  glRotatef(-2 * angle - 9, 0, 0, 1);
  glCallList(gears.gear2);
  glPopMatrix();

  glPushMatrix();
  glTranslatef(-3.1, 4.2, 0);
  glRotatef(-2 * angle - 25, 0, 0, 1);
  glCallList(gears.gear3);
  glPopMatrix();

  glPopMatrix();
}
