// Scenes of texture environments (GL 1.5 section 3.8.13, tables 3.22–3.24): MODULATE, REPLACE, DECAL,
// BLEND, ADD, COMBINE (INTERPOLATE with a constant, DOT3_RGB) and two units, each over the 8×8 pattern
// texture on a quad whose colour and alpha vary across it.
import * as gl from '../../src/index.js';
import { newTexture, patternImage } from './helpers.js';
import { scene } from './scene.js';

/** A quad over [-0.9, 0.9]² with texture coordinates 0..1 and an affine colour and alpha per corner. */
function colouredTexturedQuad(): void {
  const corners = [
    [-0.9, -0.9, 0, 0],
    [0.9, -0.9, 1, 0],
    [0.9, 0.9, 1, 1],
    [-0.9, 0.9, 0, 1],
  ];
  gl.glBegin(gl.GL_QUADS);
  for (let i = 0; i < 4; i++) {
    const [x, y, s, t] = corners[i]! as [number, number, number, number];
    gl.glColor4f(0.5 + 0.5 * x, 0.5 + 0.5 * y, 0.5 - 0.25 * x - 0.25 * y, 0.6 + 0.3 * y);
    gl.glTexCoord2f(s, t);
    gl.glMultiTexCoord2f(gl.GL_TEXTURE1, 2 * t, 2 * s);
    gl.glVertex2f(x, y);
  }
  gl.glEnd();
}

/** The pattern texture on unit 0 in environment `mode`. */
function patternUnit(mode: number): void {
  newTexture();
  patternImage();
  gl.glEnable(gl.GL_TEXTURE_2D);
  gl.glTexEnvi(gl.GL_TEXTURE_ENV, gl.GL_TEXTURE_ENV_MODE, mode);
}

function modulate(): void {
  patternUnit(gl.GL_MODULATE);
  colouredTexturedQuad();
}

function replace(): void {
  patternUnit(gl.GL_REPLACE);
  colouredTexturedQuad();
}

function decal(): void {
  patternUnit(gl.GL_DECAL);
  colouredTexturedQuad();
}

function blend(): void {
  patternUnit(gl.GL_BLEND);
  gl.glTexEnvfv(gl.GL_TEXTURE_ENV, gl.GL_TEXTURE_ENV_COLOR, [0.2, 0.9, 0.4, 0.5]);
  colouredTexturedQuad();
}

function add(): void {
  patternUnit(gl.GL_ADD);
  colouredTexturedQuad();
}

/** RGB = INTERPOLATE(texture, primary, constant alpha), alpha = MODULATE(texture, primary) × 2. */
function combineInterpolate(): void {
  patternUnit(gl.GL_COMBINE);
  gl.glTexEnvfv(gl.GL_TEXTURE_ENV, gl.GL_TEXTURE_ENV_COLOR, [0.1, 0.2, 0.9, 0.3]);
  gl.glTexEnvi(gl.GL_TEXTURE_ENV, gl.GL_COMBINE_RGB, gl.GL_INTERPOLATE);
  gl.glTexEnvi(gl.GL_TEXTURE_ENV, gl.GL_SOURCE0_RGB, gl.GL_TEXTURE);
  gl.glTexEnvi(gl.GL_TEXTURE_ENV, gl.GL_SOURCE1_RGB, gl.GL_PRIMARY_COLOR);
  gl.glTexEnvi(gl.GL_TEXTURE_ENV, gl.GL_SOURCE2_RGB, gl.GL_CONSTANT);
  gl.glTexEnvi(gl.GL_TEXTURE_ENV, gl.GL_OPERAND2_RGB, gl.GL_SRC_ALPHA);
  gl.glTexEnvi(gl.GL_TEXTURE_ENV, gl.GL_COMBINE_ALPHA, gl.GL_MODULATE);
  gl.glTexEnvi(gl.GL_TEXTURE_ENV, gl.GL_SOURCE0_ALPHA, gl.GL_TEXTURE);
  gl.glTexEnvi(gl.GL_TEXTURE_ENV, gl.GL_SOURCE1_ALPHA, gl.GL_PRIMARY_COLOR);
  gl.glTexEnvf(gl.GL_TEXTURE_ENV, gl.GL_ALPHA_SCALE, 2);
  colouredTexturedQuad();
}

/** RGB = DOT3_RGB(texture, constant). */
function combineDot3(): void {
  patternUnit(gl.GL_COMBINE);
  gl.glTexEnvfv(gl.GL_TEXTURE_ENV, gl.GL_TEXTURE_ENV_COLOR, [0.8, 0.6, 0.9, 1]);
  gl.glTexEnvi(gl.GL_TEXTURE_ENV, gl.GL_COMBINE_RGB, gl.GL_DOT3_RGB);
  gl.glTexEnvi(gl.GL_TEXTURE_ENV, gl.GL_SOURCE0_RGB, gl.GL_TEXTURE);
  gl.glTexEnvi(gl.GL_TEXTURE_ENV, gl.GL_SOURCE1_RGB, gl.GL_CONSTANT);
  colouredTexturedQuad();
}

/** Unit 0 modulates the pattern; unit 1 adds (signed) a repeated 2×2 texture at its own coordinates. */
function multitexture(): void {
  patternUnit(gl.GL_MODULATE);
  gl.glActiveTexture(gl.GL_TEXTURE1);
  newTexture();
  gl.glTexImage2D(
    gl.GL_TEXTURE_2D,
    0,
    gl.GL_RGBA8,
    2,
    2,
    0,
    gl.GL_RGBA,
    gl.GL_UNSIGNED_BYTE,
    new Uint8Array([200, 100, 100, 255, 60, 160, 60, 255, 60, 60, 200, 255, 128, 128, 128, 255]),
  );
  gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_WRAP_S, gl.GL_REPEAT);
  gl.glEnable(gl.GL_TEXTURE_2D);
  gl.glTexEnvi(gl.GL_TEXTURE_ENV, gl.GL_TEXTURE_ENV_MODE, gl.GL_COMBINE);
  gl.glTexEnvi(gl.GL_TEXTURE_ENV, gl.GL_COMBINE_RGB, gl.GL_ADD_SIGNED);
  gl.glTexEnvi(gl.GL_TEXTURE_ENV, gl.GL_SOURCE0_RGB, gl.GL_PREVIOUS);
  gl.glTexEnvi(gl.GL_TEXTURE_ENV, gl.GL_SOURCE1_RGB, gl.GL_TEXTURE);
  gl.glActiveTexture(gl.GL_TEXTURE0);
  colouredTexturedQuad();
}

export const TEXENV_SCENES = [
  scene('texenv-modulate', modulate),
  scene('texenv-replace', replace),
  scene('texenv-decal', decal),
  scene('texenv-blend', blend),
  scene('texenv-add', add),
  scene('texenv-combine-interpolate', combineInterpolate),
  scene('texenv-combine-dot3', combineDot3),
  scene('texenv-multitexture', multitexture),
];
