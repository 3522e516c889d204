// Scenes of texture parameters: the wrap modes, NEAREST and LINEAR magnification, mipmap selection
// and blending between levels, GL_GENERATE_MIPMAP, and the texture matrix.
import * as gl from '../../src/index.js';
import { checkerImage, newTexture, patternImage, solidLevels, texturedRect } from './helpers.js';
import { scene } from './scene.js';

/** The pattern texture with LINEAR filters in wrap mode `wrap`, coordinates -1..2 across, -0.5..1.5 up. */
function wrapped(wrap: number): void {
  newTexture();
  patternImage();
  gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_MIN_FILTER, gl.GL_LINEAR);
  gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_MAG_FILTER, gl.GL_LINEAR);
  gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_WRAP_S, wrap);
  gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_WRAP_T, wrap);
  gl.glTexParameterfv(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_BORDER_COLOR, [0.9, 0.1, 0.6, 1]);
  gl.glEnable(gl.GL_TEXTURE_2D);
  texturedRect(-0.9, -0.9, 0.9, 0.9, -1, -0.5, 2, 1.5);
}

const wrapRepeat = () => wrapped(gl.GL_REPEAT);
const wrapClampToEdge = () => wrapped(gl.GL_CLAMP_TO_EDGE);
const wrapClampToBorder = () => wrapped(gl.GL_CLAMP_TO_BORDER);
const wrapMirroredRepeat = () => wrapped(gl.GL_MIRRORED_REPEAT);
const wrapClamp = () => wrapped(gl.GL_CLAMP);

/** The pattern texture magnified on a rotated square with magnification filter `filter`. */
function magnified(filter: number): void {
  newTexture();
  patternImage();
  gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_MAG_FILTER, filter);
  gl.glEnable(gl.GL_TEXTURE_2D);
  gl.glRotatef(15, 0, 0, 1);
  texturedRect(-0.7, -0.7, 0.7, 0.7, 0, 0, 1, 1);
}

const filterNearest = () => magnified(gl.GL_NEAREST);
const filterLinear = () => magnified(gl.GL_LINEAR);

/** Six levels of one colour each (32×32 down to 1×1) on a floor receding in perspective. */
function mipmapLevels(): void {
  newTexture();
  solidLevels(32, [
    [255, 0, 0, 255],
    [0, 255, 0, 255],
    [0, 0, 255, 255],
    [255, 255, 0, 255],
    [0, 255, 255, 255],
    [255, 0, 255, 255],
  ]);
  gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_MIN_FILTER, gl.GL_LINEAR_MIPMAP_LINEAR);
  gl.glEnable(gl.GL_TEXTURE_2D);
  gl.glMatrixMode(gl.GL_PROJECTION);
  gl.glFrustum(-0.5, 0.5, -0.5, 0.5, 1, 40);
  gl.glMatrixMode(gl.GL_MODELVIEW);
  gl.glBegin(gl.GL_QUADS);
  gl.glTexCoord2f(0, 0);
  gl.glVertex3f(-2, -1, -1.2);
  gl.glTexCoord2f(4, 0);
  gl.glVertex3f(2, -1, -1.2);
  gl.glTexCoord2f(4, 40);
  gl.glVertex3f(2, -1, -30);
  gl.glTexCoord2f(0, 40);
  gl.glVertex3f(-2, -1, -30);
  gl.glEnd();
}

/** GL_GENERATE_MIPMAP on a 32×32 checker of 4-texel cells, drawn at 32, 16, 8 and 4 pixels (levels 0–3). */
function generateMipmap(): void {
  newTexture();
  gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_GENERATE_MIPMAP, gl.GL_TRUE);
  checkerImage(0, 32, 4);
  gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_MIN_FILTER, gl.GL_NEAREST_MIPMAP_NEAREST);
  gl.glEnable(gl.GL_TEXTURE_2D);
  gl.glMatrixMode(gl.GL_PROJECTION);
  gl.glOrtho(0, 64, 0, 64, -1, 1);
  gl.glMatrixMode(gl.GL_MODELVIEW);
  texturedRect(2, 2, 34, 34, 0, 0, 1, 1);
  texturedRect(40, 2, 56, 18, 0, 0, 1, 1);
  texturedRect(40, 40, 48, 48, 0, 0, 1, 1);
  texturedRect(54, 40, 58, 44, 0, 0, 1, 1);
}

/** A texture matrix that translates, rotates and scales the coordinates of a REPEAT checker. */
function textureMatrix(): void {
  newTexture();
  checkerImage(0, 8, 1);
  gl.glEnable(gl.GL_TEXTURE_2D);
  gl.glMatrixMode(gl.GL_TEXTURE);
  gl.glTranslatef(0.5, 0.5, 0);
  gl.glRotatef(30, 0, 0, 1);
  gl.glScalef(2, 2, 1);
  gl.glMatrixMode(gl.GL_MODELVIEW);
  texturedRect(-0.9, -0.9, 0.9, 0.9, 0, 0, 1, 1);
}

export const TEXTURE_SCENES = [
  scene('texture-wrap-repeat', wrapRepeat),
  scene('texture-wrap-clamp-to-edge', wrapClampToEdge),
  scene('texture-wrap-clamp-to-border', wrapClampToBorder),
  scene('texture-wrap-mirrored-repeat', wrapMirroredRepeat),
  scene('texture-wrap-clamp', wrapClamp),
  scene('texture-filter-nearest', filterNearest),
  scene('texture-filter-linear', filterLinear),
  scene('texture-mipmap-levels', mipmapLevels),
  scene('texture-generate-mipmap', generateMipmap),
  scene('texture-matrix', textureMatrix),
];
