/*
 * compressed.c: S3TC textures (the four formats from pseudo-random blocks blended over grey, compressed
 * mipmap levels with a compressed sub-image, S3TC images encoded from one colour per block); twin of
 * test/scenes/compressed.ts.
 */
#include "scenes.h"

/* `count` bytes of a fixed pseudo-random sequence (numerical recipes' LCG, high byte). */
static void s3tc_block_bytes(GLubyte *out, int count, unsigned seed)
{
   unsigned state = seed;
   for (int i = 0; i < count; i++) {
      state = state * 1664525u + 1013904223u;
      out[i] = (GLubyte)(state >> 24);
   }
}

/* Window coordinates 0..64 both ways. */
static void pixel_view(void)
{
   glMatrixMode(GL_PROJECTION);
   glOrtho(0, 64, 0, 64, -1, 1);
   glMatrixMode(GL_MODELVIEW);
}

/* A grey square (untextured) under a textured one, both at (x, y) with side 32, blended. */
static void blended_square(double x, double y)
{
   glDisable(GL_TEXTURE_2D);
   glDisable(GL_BLEND);
   glColor3f(0.5, 0.5, 0.5);
   textured_rect(x, y, x + 32, y + 32, 0, 0, 1, 1);
   glColor3f(1, 1, 1);
   glEnable(GL_TEXTURE_2D);
   glEnable(GL_BLEND);
   textured_rect(x, y, x + 32, y + 32, 0, 0, 1, 1);
}

/* The four S3TC formats, 16×16 texels of random blocks each, 2×2 pixels a texel. */
static void s3tc_formats(void)
{
   static const int formats[4][4] = {
      {GL_COMPRESSED_RGB_S3TC_DXT1_EXT, 128, 0, 32},
      {GL_COMPRESSED_RGBA_S3TC_DXT1_EXT, 128, 32, 32},
      {GL_COMPRESSED_RGBA_S3TC_DXT3_EXT, 256, 0, 0},
      {GL_COMPRESSED_RGBA_S3TC_DXT5_EXT, 256, 32, 0},
   };
   static GLubyte blocks[256];
   pixel_view();
   glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
   for (int i = 0; i < 4; i++) {
      new_texture();
      s3tc_block_bytes(blocks, formats[i][1], 7 + i);
      glCompressedTexImage2D(GL_TEXTURE_2D, 0, formats[i][0], 16, 16, 0, formats[i][1], blocks);
      blended_square(formats[i][2], formats[i][3]);
   }
}

/* A DXT5 texture with compressed levels 16×16 to 1×1 and a patched block, minified and rotated. */
static void s3tc_mipmaps(void)
{
   static GLubyte blocks[256];
   new_texture();
   for (int level = 0; level < 5; level++) {
      int side = 16 >> level;
      int size = (side / 4) * (side / 4);
      size = (size < 1 ? 1 : size) * 16;
      s3tc_block_bytes(blocks, size, 20 + level);
      glCompressedTexImage2D(GL_TEXTURE_2D, level, GL_COMPRESSED_RGBA_S3TC_DXT5_EXT, side, side, 0, size, blocks);
   }
   s3tc_block_bytes(blocks, 32, 30);
   glCompressedTexSubImage2D(GL_TEXTURE_2D, 0, 4, 8, 8, 4, GL_COMPRESSED_RGBA_S3TC_DXT5_EXT, 32, blocks);
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR_MIPMAP_NEAREST);
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
   glEnable(GL_TEXTURE_2D);
   glRotatef(20, 0, 0, 1);
   textured_rect(-0.8, -0.8, 0.8, 0.8, 0, 0, 1, 1);
   textured_rect(-0.3, -0.3, 0.3, 0.3, 0, 0, 4, 4);
}

/* Texel (x, y) of a 16×16 image with one colour per 4×4 block (on the 5:6:5 grid, alphas 0, 136, 255). */
static void block_color_texel(int x, int y, GLubyte *data)
{
   static const GLubyte alphas[3] = {255, 136, 0};
   int b = (y >> 2) * 4 + (x >> 2);
   data[0] = (b * 3) % 4 == 0 ? 255 : 0;
   data[1] = b & 1 ? 255 : 0;
   data[2] = b & 2 ? 255 : 0;
   data[3] = alphas[b % 3];
}

/* glTexImage2D with S3TC internal formats from uncompressed data of one colour per block. */
static void s3tc_encoded(void)
{
   static const int formats[4][3] = {
      {GL_COMPRESSED_RGB_S3TC_DXT1_EXT, 0, 32},
      {GL_COMPRESSED_RGBA_S3TC_DXT1_EXT, 32, 32},
      {GL_COMPRESSED_RGBA_S3TC_DXT3_EXT, 0, 0},
      {GL_COMPRESSED_RGBA_S3TC_DXT5_EXT, 32, 0},
   };
   static GLubyte data[16 * 16 * 4];
   pixel_view();
   glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
   for (int y = 0; y < 16; y++)
      for (int x = 0; x < 16; x++) block_color_texel(x, y, data + (y * 16 + x) * 4);
   for (int i = 0; i < 4; i++) {
      new_texture();
      glTexImage2D(GL_TEXTURE_2D, 0, formats[i][0], 16, 16, 0, GL_RGBA, GL_UNSIGNED_BYTE, data);
      blended_square(formats[i][1], formats[i][2]);
   }
}

static const Scene SCENES[] = {
   SCENE("compressed-s3tc-formats", 64, 64, s3tc_formats),
   SCENE("compressed-s3tc-mipmaps", 64, 64, s3tc_mipmaps),
   SCENE("compressed-s3tc-encoded", 64, 64, s3tc_encoded),
};
GROUP(COMPRESSED_SCENES, SCENES);
