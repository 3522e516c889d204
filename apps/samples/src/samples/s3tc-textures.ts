// S3TC textures as classic programs ship them: a brick wall in DXT1 and a soft glow in DXT3 (its alpha
// stored explicitly, 4 bits a texel), both built block by block and uploaded with glCompressedTexImage2D,
// drawn with LINEAR filtering; the glow is added over the wall with GL_SRC_ALPHA, GL_ONE blending.
import {
  GL_BLEND,
  GL_COLOR_BUFFER_BIT,
  GL_COMPRESSED_RGB_S3TC_DXT1_EXT,
  GL_COMPRESSED_RGBA_S3TC_DXT3_EXT,
  GL_LINEAR,
  GL_ONE,
  GL_QUADS,
  GL_SRC_ALPHA,
  GL_TEXTURE_2D,
  GL_TEXTURE_MAG_FILTER,
  GL_TEXTURE_MIN_FILTER,
  glBegin,
  glBindTexture,
  glBlendFunc,
  glClear,
  glClearColor,
  glColor3f,
  glCompressedTexImage2D,
  glDisable,
  glEnable,
  glEnd,
  glGenTextures,
  glLoadIdentity,
  glRotatef,
  glTexCoord2f,
  glTexParameteri,
  glTranslatef,
  glVertex3f,
} from '@gallium-ts/state-tracker-gl';
import type { GlSample } from '../sample.js';
import { perspective } from './gl-helpers.js';

const WALL = 64;
const GLOW = 32;

/** An 8-bit colour as 5:6:5, rounded. */
const rgb565 = (r: number, g: number, b: number) =>
  (Math.floor((r * 31 + 127) / 255) << 11) |
  (Math.floor((g * 63 + 127) / 255) << 5) |
  Math.floor((b * 31 + 127) / 255);

/** Writes a 16-bit value little-endian. */
function put16(out: Uint8Array, at: number, v: number): void {
  out[at] = v & 255;
  out[at + 1] = v >> 8;
}

/**
 * The DXT1 blocks of a 64×64 brick wall: bricks 16×8 texels in rows offset by half a brick, each brick
 * its own colour (code 0), one-texel mortar (code 1) and a shaded row over the mortar (code 2).
 */
function brickBlocks(): Uint8Array {
  const across = WALL / 4;
  const out = new Uint8Array(across * across * 8);
  for (let by = 0; by < across; by++) {
    for (let bx = 0; bx < across; bx++) {
      const row = Math.floor(by / 2);
      const offset = (row % 2) * 8;
      const shade = (row * 7 + Math.floor((bx * 4 + offset) / 16) * 13) % 5;
      const at = (by * across + bx) * 8;
      put16(out, at, rgb565(150 + shade * 15, 50 + shade * 6, 35 + shade * 4));
      put16(out, at + 2, rgb565(200, 195, 185));
      let bits = 0;
      for (let t = 0; t < 16; t++) {
        const x = bx * 4 + (t % 4);
        const y = by * 4 + Math.floor(t / 4);
        const mortar = y % 8 === 0 || (x + offset) % 16 === 0;
        const code = mortar ? 1 : y % 8 === 1 ? 2 : 0;
        bits += code * 4 ** t;
      }
      for (let i = 0; i < 4; i++) out[at + 4 + i] = Math.floor(bits / 256 ** i) % 256;
    }
  }
  return out;
}

/** The DXT3 blocks of a 32×32 glow: one warm colour, alpha falling from the centre to 0 at the rim. */
function glowBlocks(): Uint8Array {
  const across = GLOW / 4;
  const out = new Uint8Array(across * across * 16);
  for (let by = 0; by < across; by++) {
    for (let bx = 0; bx < across; bx++) {
      const at = (by * across + bx) * 16;
      for (let t = 0; t < 16; t++) {
        const dx = 2 * (bx * 4 + (t % 4)) - 31;
        const dy = 2 * (by * 4 + Math.floor(t / 4)) - 31;
        const alpha = Math.max(0, 255 - Math.floor(((dx * dx + dy * dy) * 255) / 961));
        out[at + (t >> 1)]! |= (alpha >> 4) << (4 * (t & 1));
      }
      put16(out, at + 8, rgb565(255, 220, 120));
      put16(out, at + 10, rgb565(255, 220, 120));
    }
  }
  return out;
}

/** A new bound, LINEAR-filtered 2D texture of one compressed level. */
function compressedTexture(format: number, size: number, blocks: Uint8Array): number {
  const name = new Uint32Array(1);
  glGenTextures(1, name);
  glBindTexture(GL_TEXTURE_2D, name[0]!);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
  glCompressedTexImage2D(GL_TEXTURE_2D, 0, format, size, size, 0, blocks.length, blocks);
  return name[0]!;
}

/** A quad in the z = `z` plane from (x0, y0) to (x1, y1), texture coordinates 0..s, 0..t. */
function quad(x0: number, y0: number, x1: number, y1: number, z: number, s: number, t: number): void {
  glBegin(GL_QUADS);
  glTexCoord2f(0, 0);
  glVertex3f(x0, y0, z);
  glTexCoord2f(s, 0);
  glVertex3f(x1, y0, z);
  glTexCoord2f(s, t);
  glVertex3f(x1, y1, z);
  glTexCoord2f(0, t);
  glVertex3f(x0, y1, z);
  glEnd();
}

let wall = 0;
let glow = 0;

export const s3tcTextures: GlSample = {
  api: 'gl',
  name: 's3tc-textures',
  title: 'S3TC textures: a DXT1 brick wall and a DXT3 glow from glCompressedTexImage2D',
  kind: 'filled',
  defaultSize: { width: 160, height: 160 },
  animated: false,
  referenceFrame: 0,
  setup(width, height) {
    perspective(50, width / height, 1, 20);
    wall = compressedTexture(GL_COMPRESSED_RGB_S3TC_DXT1_EXT, WALL, brickBlocks());
    glow = compressedTexture(GL_COMPRESSED_RGBA_S3TC_DXT3_EXT, GLOW, glowBlocks());
    glEnable(GL_TEXTURE_2D);
    glBlendFunc(GL_SRC_ALPHA, GL_ONE);
  },
  draw() {
    glClearColor(0.1, 0.1, 0.15, 1);
    glClear(GL_COLOR_BUFFER_BIT);
    glLoadIdentity();
    glTranslatef(0, 0, -4);
    glRotatef(-30, 0, 1, 0);
    glColor3f(1, 1, 1);
    glBindTexture(GL_TEXTURE_2D, wall);
    quad(-2, -1.5, 2, 1.5, 0, 2, 1.5);
    glBindTexture(GL_TEXTURE_2D, glow);
    glEnable(GL_BLEND);
    quad(-0.9, -0.7, 0.5, 0.7, 0.3, 1, 1);
    glDisable(GL_BLEND);
  },
};
