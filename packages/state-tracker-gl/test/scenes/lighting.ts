// Scenes of fixed-function lighting (GL 1.5 section 2.14): directional, positional with attenuation and
// spot lights, two-sided lighting, the local viewer, separate specular colour, GL_COLOR_MATERIAL,
// several lights, materials, and normals under GL_NORMALIZE and GL_RESCALE_NORMAL.
import * as gl from '../../src/index.js';
import { checkerImage, colouredVertex, grid, newTexture, perspectiveView, sphere } from './helpers.js';
import { scene } from './scene.js';

/** Sets every front material colour and the shininess. */
function material(
  emission: readonly number[],
  ambient: readonly number[],
  diffuse: readonly number[],
  specular: readonly number[],
  shininess: number,
): void {
  gl.glMaterialfv(gl.GL_FRONT, gl.GL_EMISSION, emission);
  gl.glMaterialfv(gl.GL_FRONT, gl.GL_AMBIENT, ambient);
  gl.glMaterialfv(gl.GL_FRONT, gl.GL_DIFFUSE, diffuse);
  gl.glMaterialfv(gl.GL_FRONT, gl.GL_SPECULAR, specular);
  gl.glMaterialf(gl.GL_FRONT, gl.GL_SHININESS, shininess);
}

function directional(): void {
  perspectiveView();
  gl.glEnable(gl.GL_LIGHTING);
  gl.glEnable(gl.GL_LIGHT0);
  gl.glLightfv(gl.GL_LIGHT0, gl.GL_POSITION, [1, 1, 1, 0]);
  gl.glEnable(gl.GL_DEPTH_TEST);
  sphere(0.9, 24, 16);
}

function pointAttenuation(): void {
  gl.glEnable(gl.GL_LIGHTING);
  gl.glEnable(gl.GL_LIGHT0);
  gl.glLightfv(gl.GL_LIGHT0, gl.GL_POSITION, [0.3, 0.2, 0.6, 1]);
  gl.glLightf(gl.GL_LIGHT0, gl.GL_CONSTANT_ATTENUATION, 0.5);
  gl.glLightf(gl.GL_LIGHT0, gl.GL_LINEAR_ATTENUATION, 0.8);
  gl.glLightf(gl.GL_LIGHT0, gl.GL_QUADRATIC_ATTENUATION, 1.5);
  gl.glMaterialfv(gl.GL_FRONT, gl.GL_DIFFUSE, [1, 0.8, 0.4, 1]);
  grid(16);
}

function spot(): void {
  gl.glEnable(gl.GL_LIGHTING);
  gl.glEnable(gl.GL_LIGHT0);
  gl.glLightfv(gl.GL_LIGHT0, gl.GL_POSITION, [0, 0, 1, 1]);
  gl.glLightfv(gl.GL_LIGHT0, gl.GL_SPOT_DIRECTION, [0.3, 0.2, -1]);
  gl.glLightf(gl.GL_LIGHT0, gl.GL_SPOT_CUTOFF, 30);
  gl.glLightf(gl.GL_LIGHT0, gl.GL_SPOT_EXPONENT, 8);
  grid(24);
}

/** A front-facing and a back-facing grid, each lit with its own side's material. */
function twoSided(): void {
  gl.glEnable(gl.GL_LIGHTING);
  gl.glEnable(gl.GL_LIGHT0);
  gl.glLightfv(gl.GL_LIGHT0, gl.GL_POSITION, [0, 0, 1, 0]);
  gl.glLightModeli(gl.GL_LIGHT_MODEL_TWO_SIDE, 1);
  gl.glMaterialfv(gl.GL_FRONT, gl.GL_DIFFUSE, [0.9, 0.3, 0.2, 1]);
  gl.glMaterialfv(gl.GL_BACK, gl.GL_DIFFUSE, [0.2, 0.4, 0.9, 1]);
  gl.glPushMatrix();
  gl.glTranslatef(-0.5, 0, 0);
  gl.glRotatef(50, 0, 1, 0);
  gl.glScalef(0.45, 0.8, 1);
  grid(4);
  gl.glPopMatrix();
  gl.glTranslatef(0.5, 0, 0);
  gl.glRotatef(130, 0, 1, 0);
  gl.glScalef(0.45, 0.8, 1);
  grid(4);
}

function localViewer(): void {
  perspectiveView();
  gl.glEnable(gl.GL_LIGHTING);
  gl.glEnable(gl.GL_LIGHT0);
  gl.glLightfv(gl.GL_LIGHT0, gl.GL_POSITION, [-1, 1, 2, 0]);
  gl.glLightModeli(gl.GL_LIGHT_MODEL_LOCAL_VIEWER, 1);
  gl.glMaterialfv(gl.GL_FRONT, gl.GL_DIFFUSE, [0.3, 0.5, 0.9, 1]);
  gl.glMaterialfv(gl.GL_FRONT, gl.GL_SPECULAR, [1, 1, 1, 1]);
  gl.glMaterialf(gl.GL_FRONT, gl.GL_SHININESS, 20);
  gl.glEnable(gl.GL_DEPTH_TEST);
  sphere(0.9, 24, 16);
}

/** A textured sphere whose specular highlight is added after texturing. */
function separateSpecular(): void {
  perspectiveView();
  newTexture();
  checkerImage(0, 8, 2);
  gl.glEnable(gl.GL_TEXTURE_2D);
  gl.glEnable(gl.GL_LIGHTING);
  gl.glEnable(gl.GL_LIGHT0);
  gl.glLightfv(gl.GL_LIGHT0, gl.GL_POSITION, [-1, 1, 2, 0]);
  gl.glLightModeli(gl.GL_LIGHT_MODEL_COLOR_CONTROL, gl.GL_SEPARATE_SPECULAR_COLOR);
  gl.glMaterialfv(gl.GL_FRONT, gl.GL_SPECULAR, [1, 1, 1, 1]);
  gl.glMaterialf(gl.GL_FRONT, gl.GL_SHININESS, 10);
  gl.glEnable(gl.GL_DEPTH_TEST);
  sphere(0.9, 24, 16);
}

/** GL_AMBIENT_AND_DIFFUSE follow the current colour: a quad coloured per vertex and an orange sphere. */
function colorMaterial(): void {
  gl.glEnable(gl.GL_LIGHTING);
  gl.glEnable(gl.GL_LIGHT0);
  gl.glLightfv(gl.GL_LIGHT0, gl.GL_POSITION, [0.5, 0.3, 1, 0]);
  gl.glColorMaterial(gl.GL_FRONT, gl.GL_AMBIENT_AND_DIFFUSE);
  gl.glEnable(gl.GL_COLOR_MATERIAL);
  gl.glBegin(gl.GL_QUADS);
  gl.glNormal3f(0, 0, 1);
  colouredVertex(-0.9, -0.9);
  colouredVertex(0.1, -0.9);
  colouredVertex(0.1, 0.1);
  colouredVertex(-0.9, 0.1);
  gl.glEnd();
  gl.glColor3f(1, 0.5, 0);
  gl.glTranslatef(0.45, 0.45, 0);
  gl.glEnable(gl.GL_DEPTH_TEST);
  sphere(0.45, 16, 12);
}

/** Red, green and blue directional lights and a dim white positional one. */
function severalLights(): void {
  perspectiveView();
  gl.glEnable(gl.GL_LIGHTING);
  const lights = [
    [-1, 0.5, 1, 0, 1, 0, 0],
    [1, 0.5, 1, 0, 0, 1, 0],
    [0, -1, 0.5, 0, 0, 0, 1],
    [0, 0, 2, 1, 0.4, 0.4, 0.4],
  ];
  for (let i = 0; i < 4; i++) {
    const l = lights[i]!;
    gl.glEnable(gl.GL_LIGHT0 + i);
    gl.glLightfv(gl.GL_LIGHT0 + i, gl.GL_POSITION, [l[0]!, l[1]!, l[2]!, l[3]!]);
    gl.glLightfv(gl.GL_LIGHT0 + i, gl.GL_DIFFUSE, [l[4]!, l[5]!, l[6]!, 1]);
  }
  gl.glEnable(gl.GL_DEPTH_TEST);
  sphere(0.9, 24, 16);
}

/** Four spheres: emissive, ambient-heavy, broad and tight specular. */
function materials(): void {
  gl.glMatrixMode(gl.GL_PROJECTION);
  gl.glOrtho(-2, 2, -2, 2, -5, 5);
  gl.glMatrixMode(gl.GL_MODELVIEW);
  gl.glEnable(gl.GL_LIGHTING);
  gl.glEnable(gl.GL_LIGHT0);
  gl.glLightfv(gl.GL_LIGHT0, gl.GL_POSITION, [-1, 1, 2, 0]);
  gl.glLightModelfv(gl.GL_LIGHT_MODEL_AMBIENT, [0.3, 0.3, 0.3, 1]);
  gl.glEnable(gl.GL_DEPTH_TEST);
  const centres = [
    [-1, 1],
    [1, 1],
    [-1, -1],
    [1, -1],
  ];
  for (let i = 0; i < 4; i++) {
    if (i === 0) material([0.3, 0, 0, 1], [0.2, 0.2, 0.2, 1], [0.2, 0.2, 0.2, 1], [0, 0, 0, 1], 0);
    if (i === 1) material([0, 0, 0, 1], [0.9, 0.9, 0.1, 1], [0.3, 0.3, 0.6, 1], [0, 0, 0, 1], 0);
    if (i === 2) material([0, 0, 0, 1], [0.2, 0.2, 0.2, 1], [0.2, 0.6, 0.2, 1], [1, 1, 1, 1], 5);
    if (i === 3) material([0, 0, 0, 1], [0.2, 0.2, 0.2, 1], [0.2, 0.6, 0.2, 1], [1, 1, 1, 1], 80);
    gl.glPushMatrix();
    gl.glTranslatef(centres[i]![0]!, centres[i]![1]!, 0);
    sphere(0.9, 20, 14);
    gl.glPopMatrix();
  }
}

/** The projection glOrtho(-1, 1, -1, 1, -5, 5) and a light from the upper left. */
function orthoLit(): void {
  gl.glMatrixMode(gl.GL_PROJECTION);
  gl.glOrtho(-1, 1, -1, 1, -5, 5);
  gl.glMatrixMode(gl.GL_MODELVIEW);
  gl.glEnable(gl.GL_LIGHTING);
  gl.glEnable(gl.GL_LIGHT0);
  gl.glLightfv(gl.GL_LIGHT0, gl.GL_POSITION, [-1, 1, 2, 0]);
  gl.glMaterialfv(gl.GL_FRONT, gl.GL_SPECULAR, [0.6, 0.6, 0.6, 1]);
  gl.glMaterialf(gl.GL_FRONT, gl.GL_SHININESS, 16);
}

/** A non-uniformly scaled sphere: GL_NORMALIZE makes its transformed normals unit length again. */
function normalize(): void {
  orthoLit();
  gl.glEnable(gl.GL_NORMALIZE);
  gl.glScalef(0.9, 0.45, 1.2);
  gl.glEnable(gl.GL_DEPTH_TEST);
  sphere(0.9, 24, 16);
}

/** A uniformly scaled sphere: GL_RESCALE_NORMAL undoes the scale of its normals. */
function rescaleNormal(): void {
  orthoLit();
  gl.glEnable(gl.GL_RESCALE_NORMAL);
  gl.glScalef(0.5, 0.5, 0.5);
  gl.glEnable(gl.GL_DEPTH_TEST);
  sphere(1.7, 24, 16);
}

export const LIGHTING_SCENES = [
  scene('lighting-directional', directional),
  scene('lighting-point-attenuation', pointAttenuation),
  scene('lighting-spot', spot),
  scene('lighting-two-sided', twoSided),
  scene('lighting-local-viewer', localViewer),
  scene('lighting-separate-specular', separateSpecular),
  scene('lighting-color-material', colorMaterial),
  scene('lighting-several-lights', severalLights),
  scene('lighting-materials', materials, { width: 96, height: 96 }),
  scene('lighting-normalize', normalize),
  scene('lighting-rescale-normal', rescaleNormal),
];
