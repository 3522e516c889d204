// Scenes of texture coordinate generation (GL 1.5 section 2.11.4): GL_OBJECT_LINEAR, GL_EYE_LINEAR (plane
// taken through the modelview at glTexGen time) and GL_SPHERE_MAP.
import * as gl from '../../src/index.js';
import { checkerImage, grid, newTexture, patternImage, perspectiveView, sphere } from './helpers.js';
import { scene } from './scene.js';

/** Enables generation of S and T in `mode`, with the given planes when `planeName` is not 0. */
function generateST(mode: number, planeName: number, s: readonly number[], t: readonly number[]): void {
  gl.glTexGeni(gl.GL_S, gl.GL_TEXTURE_GEN_MODE, mode);
  gl.glTexGeni(gl.GL_T, gl.GL_TEXTURE_GEN_MODE, mode);
  if (planeName !== 0) {
    gl.glTexGenfv(gl.GL_S, planeName, s);
    gl.glTexGenfv(gl.GL_T, planeName, t);
  }
  gl.glEnable(gl.GL_TEXTURE_GEN_S);
  gl.glEnable(gl.GL_TEXTURE_GEN_T);
}

function objectLinear(): void {
  newTexture();
  checkerImage(0, 8, 2);
  gl.glEnable(gl.GL_TEXTURE_2D);
  generateST(gl.GL_OBJECT_LINEAR, gl.GL_OBJECT_PLANE, [0.5, 0, 0, 0.5], [0.3, 0.6, 0, 0.2]);
  gl.glRotatef(20, 0, 0, 1);
  gl.glScalef(0.8, 0.8, 1);
  grid(4);
}

function eyeLinear(): void {
  newTexture();
  checkerImage(0, 8, 2);
  gl.glEnable(gl.GL_TEXTURE_2D);
  gl.glTranslatef(0.3, 0, 0);
  generateST(gl.GL_EYE_LINEAR, gl.GL_EYE_PLANE, [0.5, 0, 0, 0.5], [0.2, 0.7, 0, 0.1]);
  gl.glLoadIdentity();
  gl.glRotatef(30, 0, 0, 1);
  gl.glScalef(0.8, 0.8, 1);
  grid(4);
}

function sphereMap(): void {
  perspectiveView();
  newTexture();
  patternImage();
  gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_MIN_FILTER, gl.GL_LINEAR);
  gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_MAG_FILTER, gl.GL_LINEAR);
  gl.glEnable(gl.GL_TEXTURE_2D);
  generateST(gl.GL_SPHERE_MAP, 0, [], []);
  gl.glEnable(gl.GL_DEPTH_TEST);
  sphere(0.9, 24, 16);
}

export const TEXGEN_SCENES = [
  scene('texgen-object-linear', objectLinear),
  scene('texgen-eye-linear', eyeLinear),
  scene('texgen-sphere-map', sphereMap),
];
