// Scenes of S3TC textures (EXT_texture_compression_s3tc): the four formats from pseudo-random blocks
// (every endpoint order, so DXT1's three-colour mode with transparency and DXT5's six-alpha mode occur),
// blended over grey; a DXT5 texture with compressed mipmap levels, a compressed sub-image and LINEAR
// filtering; and S3TC images encoded from uncompressed data of one colour per block.
import * as gl from '../../src/index.js';
import { newTexture, texturedRect } from './helpers.js';
import { scene } from './scene.js';

/** `count` bytes of a fixed pseudo-random sequence (numerical recipes' LCG, high byte). */
export function s3tcBlockBytes(count: number, seed: number): Uint8Array {
  let state = seed >>> 0;
  return Uint8Array.from({ length: count }, () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state >>> 24;
  });
}

/** Window coordinates 0..64 both ways. */
function pixelView(): void {
  gl.glMatrixMode(gl.GL_PROJECTION);
  gl.glOrtho(0, 64, 0, 64, -1, 1);
  gl.glMatrixMode(gl.GL_MODELVIEW);
}

/** A grey square (untextured) under a textured one, both at (x, y) with side 32, blended. */
function blendedSquare(x: number, y: number): void {
  gl.glDisable(gl.GL_TEXTURE_2D);
  gl.glDisable(gl.GL_BLEND);
  gl.glColor3f(0.5, 0.5, 0.5);
  texturedRect(x, y, x + 32, y + 32, 0, 0, 1, 1);
  gl.glColor3f(1, 1, 1);
  gl.glEnable(gl.GL_TEXTURE_2D);
  gl.glEnable(gl.GL_BLEND);
  texturedRect(x, y, x + 32, y + 32, 0, 0, 1, 1);
}

/** The four S3TC formats, 16×16 texels of random blocks each, 2×2 pixels a texel. */
function s3tcFormats(): void {
  pixelView();
  gl.glBlendFunc(gl.GL_SRC_ALPHA, gl.GL_ONE_MINUS_SRC_ALPHA);
  const formats: [number, number, number, number][] = [
    [gl.GL_COMPRESSED_RGB_S3TC_DXT1_EXT, 128, 0, 32],
    [gl.GL_COMPRESSED_RGBA_S3TC_DXT1_EXT, 128, 32, 32],
    [gl.GL_COMPRESSED_RGBA_S3TC_DXT3_EXT, 256, 0, 0],
    [gl.GL_COMPRESSED_RGBA_S3TC_DXT5_EXT, 256, 32, 0],
  ];
  formats.forEach(([format, size, x, y], i) => {
    newTexture();
    gl.glCompressedTexImage2D(gl.GL_TEXTURE_2D, 0, format, 16, 16, 0, size, s3tcBlockBytes(size, 7 + i));
    blendedSquare(x, y);
  });
}

/** A DXT5 texture with compressed levels 16×16 to 1×1 and a patched block, minified and rotated. */
function s3tcMipmaps(): void {
  newTexture();
  for (let level = 0; level < 5; level++) {
    const side = 16 >> level;
    const size = Math.max(1, (side / 4) * (side / 4)) * 16;
    gl.glCompressedTexImage2D(
      gl.GL_TEXTURE_2D,
      level,
      gl.GL_COMPRESSED_RGBA_S3TC_DXT5_EXT,
      side,
      side,
      0,
      size,
      s3tcBlockBytes(size, 20 + level),
    );
  }
  gl.glCompressedTexSubImage2D(
    gl.GL_TEXTURE_2D,
    0,
    4,
    8,
    8,
    4,
    gl.GL_COMPRESSED_RGBA_S3TC_DXT5_EXT,
    32,
    s3tcBlockBytes(32, 30),
  );
  gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_MIN_FILTER, gl.GL_LINEAR_MIPMAP_NEAREST);
  gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_MAG_FILTER, gl.GL_LINEAR);
  gl.glEnable(gl.GL_TEXTURE_2D);
  gl.glRotatef(20, 0, 0, 1);
  texturedRect(-0.8, -0.8, 0.8, 0.8, 0, 0, 1, 1);
  texturedRect(-0.3, -0.3, 0.3, 0.3, 0, 0, 4, 4);
}

/** Texel (x, y) of a 16×16 image with one colour per 4×4 block (on the 5:6:5 grid, alphas 0, 136, 255). */
function blockColorTexel(x: number, y: number, data: Uint8Array, at: number): void {
  const b = (y >> 2) * 4 + (x >> 2);
  data[at] = (b * 3) % 4 === 0 ? 255 : 0;
  data[at + 1] = b & 1 ? 255 : 0;
  data[at + 2] = b & 2 ? 255 : 0;
  data[at + 3] = [255, 136, 0][b % 3]!;
}

/** glTexImage2D with S3TC internal formats from uncompressed data of one colour per block. */
function s3tcEncoded(): void {
  pixelView();
  gl.glBlendFunc(gl.GL_SRC_ALPHA, gl.GL_ONE_MINUS_SRC_ALPHA);
  const data = new Uint8Array(16 * 16 * 4);
  for (let y = 0; y < 16; y++) for (let x = 0; x < 16; x++) blockColorTexel(x, y, data, (y * 16 + x) * 4);
  const formats: [number, number, number][] = [
    [gl.GL_COMPRESSED_RGB_S3TC_DXT1_EXT, 0, 32],
    [gl.GL_COMPRESSED_RGBA_S3TC_DXT1_EXT, 32, 32],
    [gl.GL_COMPRESSED_RGBA_S3TC_DXT3_EXT, 0, 0],
    [gl.GL_COMPRESSED_RGBA_S3TC_DXT5_EXT, 32, 0],
  ];
  for (const [format, x, y] of formats) {
    newTexture();
    gl.glTexImage2D(gl.GL_TEXTURE_2D, 0, format, 16, 16, 0, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, data);
    blendedSquare(x, y);
  }
}

export const COMPRESSED_SCENES = [
  scene('compressed-s3tc-formats', s3tcFormats),
  scene('compressed-s3tc-mipmaps', s3tcMipmaps),
  scene('compressed-s3tc-encoded', s3tcEncoded),
];
