// Whole pictures through the texture lowerings against driver-soft's native sampler: border colours
// (CLAMP_TO_BORDER and GL_CLAMP, LINEAR, on RGBA and luminance-alpha textures, rotated so that every
// sub-texel position occurs), a mipmapped border floor in perspective, and luminance, alpha, intensity
// and RGB textures magnified with LINEAR filtering. Each is drawn on soft (the reference), on the
// lowering drivers and on webgl; the pictures go to test/output/texture-lowering-<picture>-<driver>.png.
// Single-level lookups must match within one step of 8-bit rounding; the mipmapped floor, where the
// lowering measures the border on one level for MIPMAP_LINEAR's blend of two, within the project's
// scene measure (under 1% of the pixels off by more than 24).
import { compareImages, FILLED_SCENE_TOLERANCE } from '@gallium-ts/gallium-api/image';
import { describe, expect, it } from 'vitest';
import * as gl from '../../../src/index.js';
import { DRAWING_DRIVERS, savePicture } from '../../helpers/drawing-drivers.js';
import { newTexture, patternImage, texturedRect } from '../helpers.js';
import { renderGlScene } from '../render.js';
import { type GlScene, scene } from '../scene.js';
import { SOFT_WITHOUT_BORDER, SOFT_WITHOUT_SWIZZLE } from './texture-drivers.js';

const BORDER = [0.9, 0.1, 0.6, 0.8];

function linearBorder(target: number, wrap: number): void {
  for (const pname of [gl.GL_TEXTURE_MIN_FILTER, gl.GL_TEXTURE_MAG_FILTER])
    gl.glTexParameteri(target, pname, gl.GL_LINEAR);
  gl.glTexParameteri(target, gl.GL_TEXTURE_WRAP_S, wrap);
  gl.glTexParameteri(target, gl.GL_TEXTURE_WRAP_T, wrap);
  gl.glTexParameterfv(target, gl.GL_TEXTURE_BORDER_COLOR, BORDER);
}

/** Rotated quads of the pattern texture (and of a luminance-alpha one) wrapped with `wrap`. */
function wrappedQuads(wrap: number): void {
  gl.glEnable(gl.GL_TEXTURE_2D);
  newTexture();
  patternImage();
  linearBorder(gl.GL_TEXTURE_2D, wrap);
  gl.glPushMatrix();
  gl.glRotatef(17, 0, 0, 1);
  texturedRect(-0.9, -0.2, 0.1, 0.9, -0.7, -0.4, 1.6, 1.3);
  gl.glPopMatrix();
  newTexture();
  const la = new Uint8Array(8 * 8 * 2);
  for (let i = 0; i < 64; i++) la.set([(i * 37) & 255, 255 - ((i * 11) & 255)], 2 * i);
  gl.glPixelStorei(gl.GL_UNPACK_ALIGNMENT, 1);
  gl.glTexImage2D(
    gl.GL_TEXTURE_2D,
    0,
    gl.GL_LUMINANCE_ALPHA,
    8,
    8,
    0,
    gl.GL_LUMINANCE_ALPHA,
    gl.GL_UNSIGNED_BYTE,
    la,
  );
  linearBorder(gl.GL_TEXTURE_2D, wrap);
  gl.glTexEnvi(gl.GL_TEXTURE_ENV, gl.GL_TEXTURE_ENV_MODE, gl.GL_REPLACE);
  gl.glRotatef(-11, 0, 0, 1);
  texturedRect(0.05, -0.95, 0.95, 0.1, -0.5, -0.6, 1.4, 1.2);
}

/** A floor receding in perspective: the pattern mipmapped (LINEAR_MIPMAP_LINEAR), CLAMP_TO_BORDER. */
function borderFloor(): void {
  newTexture();
  patternImage();
  gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_GENERATE_MIPMAP, gl.GL_TRUE);
  patternImage();
  linearBorder(gl.GL_TEXTURE_2D, gl.GL_CLAMP_TO_BORDER);
  gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_MIN_FILTER, gl.GL_LINEAR_MIPMAP_LINEAR);
  gl.glEnable(gl.GL_TEXTURE_2D);
  gl.glMatrixMode(gl.GL_PROJECTION);
  gl.glFrustum(-0.5, 0.5, -0.5, 0.5, 1, 40);
  gl.glMatrixMode(gl.GL_MODELVIEW);
  gl.glBegin(gl.GL_QUADS);
  gl.glTexCoord2f(-1, -0.5);
  gl.glVertex3f(-2, -1, -1.2);
  gl.glTexCoord2f(2, -0.5);
  gl.glVertex3f(2, -1, -1.2);
  gl.glTexCoord2f(2, 6);
  gl.glVertex3f(2, -1, -30);
  gl.glTexCoord2f(-1, 6);
  gl.glVertex3f(-2, -1, -30);
  gl.glEnd();
}

/** LUMINANCE, ALPHA, INTENSITY and RGB textures magnified with LINEAR, modulating a colour gradient. */
function baseFormats(): void {
  gl.glEnable(gl.GL_TEXTURE_2D);
  gl.glEnable(gl.GL_BLEND);
  gl.glBlendFunc(gl.GL_SRC_ALPHA, gl.GL_ONE_MINUS_SRC_ALPHA);
  gl.glPixelStorei(gl.GL_UNPACK_ALIGNMENT, 1);
  const values = new Uint8Array(4 * 4 * 3);
  for (let i = 0; i < values.length; i++) values[i] = (i * 53 + 17) & 255;
  const formats: [number, number][] = [
    [gl.GL_LUMINANCE, gl.GL_LUMINANCE],
    [gl.GL_ALPHA, gl.GL_ALPHA],
    [gl.GL_INTENSITY, gl.GL_LUMINANCE],
    [gl.GL_RGB, gl.GL_RGB],
  ];
  formats.forEach(([internal, format], i) => {
    newTexture();
    gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_MAG_FILTER, gl.GL_LINEAR);
    gl.glTexImage2D(gl.GL_TEXTURE_2D, 0, internal, 4, 4, 0, format, gl.GL_UNSIGNED_BYTE, values);
    const x = -1 + (i % 2);
    const y = -1 + Math.floor(i / 2);
    gl.glBegin(gl.GL_QUADS);
    gl.glColor4f(1, 0.8, 0.3, 0.9);
    gl.glTexCoord2f(0, 0);
    gl.glVertex2f(x, y);
    gl.glColor4f(0.3, 1, 0.8, 0.9);
    gl.glTexCoord2f(1, 0);
    gl.glVertex2f(x + 1, y);
    gl.glColor4f(0.8, 0.3, 1, 0.9);
    gl.glTexCoord2f(1, 1);
    gl.glVertex2f(x + 1, y + 1);
    gl.glColor4f(1, 1, 1, 0.9);
    gl.glTexCoord2f(0, 1);
    gl.glVertex2f(x, y + 1);
    gl.glEnd();
  });
}

/** Each picture with the largest difference from soft's that it may have, and the share off by more than 24. */
const PICTURES: [GlScene, { maxDifference: number; offShare: number }][] = [
  [scene('clamp-to-border', () => wrappedQuads(gl.GL_CLAMP_TO_BORDER)), { maxDifference: 1, offShare: 0 }],
  [scene('clamp', () => wrappedQuads(gl.GL_CLAMP)), { maxDifference: 1, offShare: 0 }],
  [scene('border-floor', borderFloor), { maxDifference: 255, offShare: FILLED_SCENE_TOLERANCE }],
  [scene('base-formats', baseFormats), { maxDifference: 1, offShare: 0 }],
];

const LOWERED = [SOFT_WITHOUT_SWIZZLE, SOFT_WITHOUT_BORDER, ...DRAWING_DRIVERS.filter((d) => d !== 'soft')];

describe('texture lowerings draw what driver-soft samples natively', () => {
  it.each(PICTURES)('$name', async (picture, limit) => {
    const reference = await renderGlScene(picture, 'soft');
    savePicture(`texture-lowering-${picture.name}-soft`, reference.image);
    for (const driver of LOWERED) {
      const { image, error } = await renderGlScene(picture, driver);
      savePicture(`texture-lowering-${picture.name}-${driver}`, image);
      expect(error, `glGetError on ${driver}`).toBe(gl.GL_NO_ERROR);
      const result = compareImages(image, reference.image);
      // webgl's sampler filters with its own (8-bit) weights: there the project's scene measure applies.
      const max = driver === 'webgl' ? 255 : limit.maxDifference;
      const share = driver === 'webgl' ? FILLED_SCENE_TOLERANCE : limit.offShare;
      expect(result.maxDifference, `largest difference on ${driver}`).toBeLessThanOrEqual(max);
      expect(result.offShare, `share off by more than 24 on ${driver}`).toBeLessThanOrEqual(share);
      console.log(
        `${picture.name} on ${driver}: largest difference ${result.maxDifference}, ${(result.offShare * 100).toFixed(2)}% off`,
      );
    }
  });
});
