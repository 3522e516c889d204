/*
 * mesa-scenes.c: draws gallium-ts's reference scenes with plain OpenGL through OSMesa, so that
 * driver-soft's pictures can be compared with Mesa's own software drivers (GALLIUM_DRIVER=llvmpipe or
 * softpipe). Every scene uses identity matrices (vertices are given in clip space with glVertex4f) and
 * fixed-function colour/texturing; its pipe-API twin in test/scenes/ draws the same numbers in the same
 * order.
 *
 * Usage: mesa-scenes <out-dir> [scene...]
 * Writes <out-dir>/<scene>.rgba (width x height RGBA8, bottom row first, as glReadPixels returns it)
 * for each scene (all of them when none is named) and prints "GL_RENDERER: <renderer>".
 * Build: cc -std=c99 -O2 mesa-scenes.c -lOSMesa -lm
 */
#define GL_GLEXT_PROTOTYPES 1
#include <GL/osmesa.h>
#include <GL/gl.h>
#include <GL/glext.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The same value as JavaScript's Math.PI. */
#define PI 3.141592653589793

typedef struct Scene {
   const char *name;
   int width, height;
   float clear_color[4];
   double clear_depth;
   int clear_stencil;
   void (*draw)(void);
} Scene;

/* Current scene size, for scenes that lay out cells. */
static int scene_width, scene_height;

/* ---------------------------------------------------------------------------------------------
 * Helpers shared by scenes
 * ------------------------------------------------------------------------------------------- */

/* An axis-aligned quad in NDC (z = 0, w = 1) in the current colour, drawn as GL_QUADS. */
static void ndc_rect(float x0, float y0, float x1, float y1)
{
   glBegin(GL_QUADS);
   glVertex4f(x0, y0, 0.0f, 1.0f);
   glVertex4f(x1, y0, 0.0f, 1.0f);
   glVertex4f(x1, y1, 0.0f, 1.0f);
   glVertex4f(x0, y1, 0.0f, 1.0f);
   glEnd();
}

/* The same rectangle in window pixels of the current scene. */
static void pixel_rect(float x0, float y0, float x1, float y1)
{
   ndc_rect(x0 * 2.0f / scene_width - 1.0f, y0 * 2.0f / scene_height - 1.0f,
            x1 * 2.0f / scene_width - 1.0f, y1 * 2.0f / scene_height - 1.0f);
}

/* A texel function: writes texel (x, y) of `level` as RGBA8. */
typedef void (*TexelFn)(int level, int x, int y, unsigned char out[4]);

/* Creates, binds and fills a 2D RGBA8 texture of `levels` levels from `texel`. */
static void make_texture(int width, int height, int levels, TexelFn texel)
{
   GLuint tex;
   glGenTextures(1, &tex);
   glBindTexture(GL_TEXTURE_2D, tex);
   glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
   for (int level = 0; level < levels; level++) {
      int w = width >> level, h = height >> level;
      if (w < 1) w = 1;
      if (h < 1) h = 1;
      unsigned char *data = malloc((size_t)w * h * 4);
      for (int y = 0; y < h; y++)
         for (int x = 0; x < w; x++)
            texel(level, x, y, data + ((size_t)y * w + x) * 4);
      glTexImage2D(GL_TEXTURE_2D, level, GL_RGBA8, w, h, 0, GL_RGBA, GL_UNSIGNED_BYTE, data);
      free(data);
   }
   glEnable(GL_TEXTURE_2D);
}

/* ---------------------------------------------------------------------------------------------
 * Triangles and shading
 * ------------------------------------------------------------------------------------------- */

static void scene_flat_triangle(void)
{
   glColor4f(1.0f, 0.6f, 0.2f, 1.0f);
   glBegin(GL_TRIANGLES);
   glVertex4f(-0.8f, -0.7f, 0.0f, 1.0f);
   glVertex4f(0.75f, -0.45f, 0.0f, 1.0f);
   glVertex4f(-0.1f, 0.85f, 0.0f, 1.0f);
   glEnd();
}

static void scene_smooth_triangles(void)
{
   glBegin(GL_TRIANGLES);
   /* two triangles sharing an edge */
   glColor4f(1.0f, 0.0f, 0.0f, 1.0f); glVertex4f(-0.9f, -0.9f, 0.0f, 1.0f);
   glColor4f(0.0f, 1.0f, 0.0f, 1.0f); glVertex4f(0.9f, -0.6f, 0.0f, 1.0f);
   glColor4f(0.0f, 0.0f, 1.0f, 1.0f); glVertex4f(-0.3f, 0.2f, 0.0f, 1.0f);
   glColor4f(0.0f, 0.0f, 1.0f, 1.0f); glVertex4f(-0.3f, 0.2f, 0.0f, 1.0f);
   glColor4f(0.0f, 1.0f, 0.0f, 1.0f); glVertex4f(0.9f, -0.6f, 0.0f, 1.0f);
   glColor4f(1.0f, 1.0f, 1.0f, 1.0f); glVertex4f(0.6f, 0.9f, 0.0f, 1.0f);
   /* a sliver */
   glColor4f(1.0f, 1.0f, 0.0f, 1.0f); glVertex4f(-0.95f, 0.3f, 0.0f, 1.0f);
   glColor4f(0.0f, 1.0f, 1.0f, 1.0f); glVertex4f(0.2f, 0.95f, 0.0f, 1.0f);
   glColor4f(1.0f, 0.0f, 1.0f, 1.0f); glVertex4f(-0.9f, 0.4f, 0.0f, 1.0f);
   glEnd();
}

/* Four distinct vertex colours, cycled by the provoking-vertex scenes. */
static const float PALETTE[4][4] = {
   {1.0f, 0.2f, 0.2f, 1.0f}, {0.2f, 1.0f, 0.2f, 1.0f}, {0.2f, 0.4f, 1.0f, 1.0f}, {1.0f, 1.0f, 0.4f, 1.0f},
};

/* Triangles, a strip and a fan whose vertices all have different colours. */
static void provoking_geometry(void)
{
   glBegin(GL_TRIANGLES);
   glColor4fv(PALETTE[0]); glVertex4f(-0.9f, 0.1f, 0.0f, 1.0f);
   glColor4fv(PALETTE[1]); glVertex4f(-0.1f, 0.1f, 0.0f, 1.0f);
   glColor4fv(PALETTE[2]); glVertex4f(-0.5f, 0.9f, 0.0f, 1.0f);
   glColor4fv(PALETTE[3]); glVertex4f(0.1f, 0.9f, 0.0f, 1.0f);
   glColor4fv(PALETTE[0]); glVertex4f(0.5f, 0.1f, 0.0f, 1.0f);
   glColor4fv(PALETTE[1]); glVertex4f(0.9f, 0.9f, 0.0f, 1.0f);
   glEnd();
   glBegin(GL_TRIANGLE_STRIP);
   for (int i = 0; i < 6; i++) {
      glColor4fv(PALETTE[i % 4]);
      glVertex4f(-0.9f + 0.16f * i, (i % 2) ? -0.1f : -0.8f, 0.0f, 1.0f);
   }
   glEnd();
   glBegin(GL_TRIANGLE_FAN);
   glColor4fv(PALETTE[3]); glVertex4f(0.5f, -0.9f, 0.0f, 1.0f);
   for (int i = 0; i < 4; i++) {
      glColor4fv(PALETTE[i]);
      glVertex4f(0.9f - 0.25f * i, -0.5f + 0.4f * (i % 2), 0.0f, 1.0f);
   }
   glEnd();
}

static void scene_flat_last_vertex(void)
{
   glShadeModel(GL_FLAT);
   provoking_geometry();
}

static void scene_flat_first_vertex(void)
{
   glShadeModel(GL_FLAT);
   glProvokingVertex(GL_FIRST_VERTEX_CONVENTION);
   provoking_geometry();
}

static void scene_triangle_fan(void)
{
   glBegin(GL_TRIANGLE_FAN);
   glColor4f(1.0f, 1.0f, 1.0f, 1.0f);
   glVertex4f(0.05f, -0.02f, 0.0f, 1.0f);
   for (int i = 0; i <= 16; i++) {
      int k = i % 16;
      double angle = k * (2.0 * PI / 16.0);
      float radius = (k % 2) ? 0.55f : 0.9f;
      glColor4fv(PALETTE[k % 4]);
      glVertex4f(0.05f + radius * (float)cos(angle), -0.02f + radius * (float)sin(angle), 0.0f, 1.0f);
   }
   glEnd();
}

static void scene_triangle_strip(void)
{
   glBegin(GL_TRIANGLE_STRIP);
   for (int i = 0; i < 12; i++) {
      float x = -0.95f + 0.17f * i;
      float y = 0.3f * (float)sin(i * 0.7) + ((i % 2) ? 0.35f : -0.35f);
      glColor4fv(PALETTE[i % 4]);
      glVertex4f(x, y, 0.0f, 1.0f);
   }
   glEnd();
}

/* Quads, a quad strip and a polygon with a different colour at every vertex. The smooth quads are not
 * affine, so their pictures show along which diagonal a driver splits them (llvmpipe and softpipe differ). */
static void quad_geometry(void)
{
   glBegin(GL_QUADS);
   glColor4fv(PALETTE[0]); glVertex4f(-0.9f, 0.2f, 0.0f, 1.0f);
   glColor4fv(PALETTE[1]); glVertex4f(-0.3f, 0.25f, 0.0f, 1.0f);
   glColor4fv(PALETTE[2]); glVertex4f(-0.25f, 0.9f, 0.0f, 1.0f);
   glColor4fv(PALETTE[3]); glVertex4f(-0.85f, 0.8f, 0.0f, 1.0f);
   glColor4fv(PALETTE[1]); glVertex4f(0.1f, 0.3f, 0.0f, 1.0f);
   glColor4fv(PALETTE[2]); glVertex4f(0.5f, 0.1f, 0.0f, 1.0f);
   glColor4fv(PALETTE[3]); glVertex4f(0.9f, 0.5f, 0.0f, 1.0f);
   glColor4fv(PALETTE[0]); glVertex4f(0.4f, 0.9f, 0.0f, 1.0f);
   glEnd();
   glBegin(GL_QUAD_STRIP);
   for (int i = 0; i < 8; i++) {
      glColor4fv(PALETTE[(i * 3) % 4]);
      glVertex4f(-0.9f + 0.2f * (i / 2), (i % 2) ? -0.15f : -0.55f - 0.05f * (i / 2), 0.0f, 1.0f);
   }
   glEnd();
   glBegin(GL_POLYGON);
   for (int i = 0; i < 6; i++) {
      double angle = i * (2.0 * PI / 6.0) + 0.3;
      glColor4fv(PALETTE[(i + 1) % 4]);
      glVertex4f(0.5f + 0.35f * (float)cos(angle), -0.5f + 0.4f * (float)sin(angle), 0.0f, 1.0f);
   }
   glEnd();
}

static void scene_quads_polygon(void)
{
   quad_geometry();
}

static void scene_flat_quads_polygon(void)
{
   glShadeModel(GL_FLAT);
   quad_geometry();
}

/* ---------------------------------------------------------------------------------------------
 * Texturing
 * ------------------------------------------------------------------------------------------- */

/* 4x4: red grows with x, green with y, blue checkers; every texel distinct. */
static void wrap_texel(int level, int x, int y, unsigned char out[4])
{
   (void)level;
   out[0] = (unsigned char)(51 * (x + 1));
   out[1] = (unsigned char)(51 * (y + 1));
   out[2] = ((x + y) % 2) ? 204 : 0;
   out[3] = 255;
}

static const GLenum WRAP_MODES[8] = {
   GL_REPEAT, GL_CLAMP_TO_EDGE, GL_CLAMP_TO_BORDER, GL_MIRRORED_REPEAT,
   GL_CLAMP, GL_MIRROR_CLAMP_EXT, GL_MIRROR_CLAMP_TO_EDGE_EXT, GL_MIRROR_CLAMP_TO_BORDER_EXT,
};

/* 256x128: eight 64x64 cells (four per row, bottom row first), one per wrap mode, texcoords -1..2. */
static void wrap_scene(GLenum filter)
{
   static const float border[4] = {1.0f, 1.0f, 1.0f, 1.0f};
   make_texture(4, 4, 1, wrap_texel);
   glTexEnvi(GL_TEXTURE_ENV, GL_TEXTURE_ENV_MODE, GL_REPLACE);
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, filter);
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, filter);
   glTexParameterfv(GL_TEXTURE_2D, GL_TEXTURE_BORDER_COLOR, border);
   for (int cell = 0; cell < 8; cell++) {
      float x0 = 64.0f * (cell % 4) + 4.0f, y0 = 64.0f * (cell / 4) + 4.0f;
      float x1 = x0 + 56.0f, y1 = y0 + 56.0f;
      glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, WRAP_MODES[cell]);
      glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, WRAP_MODES[cell]);
      glBegin(GL_QUADS);
      glTexCoord2f(-1.0f, -1.0f); glVertex4f(x0 / 128.0f - 1.0f, y0 / 64.0f - 1.0f, 0.0f, 1.0f);
      glTexCoord2f(2.0f, -1.0f); glVertex4f(x1 / 128.0f - 1.0f, y0 / 64.0f - 1.0f, 0.0f, 1.0f);
      glTexCoord2f(2.0f, 2.0f); glVertex4f(x1 / 128.0f - 1.0f, y1 / 64.0f - 1.0f, 0.0f, 1.0f);
      glTexCoord2f(-1.0f, 2.0f); glVertex4f(x0 / 128.0f - 1.0f, y1 / 64.0f - 1.0f, 0.0f, 1.0f);
      glEnd();
   }
}

static void scene_wrap_nearest(void) { wrap_scene(GL_NEAREST); }
static void scene_wrap_linear(void) { wrap_scene(GL_LINEAR); }

/* 64x64 with 7 levels, one colour per level; levels of 8 texels and more carry an 8x8 checker of the
 * full colour and 60% of it. */
static void mip_texel(int level, int x, int y, unsigned char out[4])
{
   static const unsigned char LEVEL_COLORS[7][3] = {
      {255, 0, 0}, {0, 255, 0}, {0, 0, 255}, {255, 255, 0}, {255, 0, 255}, {0, 255, 255}, {255, 255, 255},
   };
   int size = 64 >> level;
   int square = size / 8;
   int dark = square > 0 && ((x / square + y / square) % 2) == 1;
   for (int c = 0; c < 3; c++)
      out[c] = dark ? (unsigned char)(LEVEL_COLORS[level][c] * 3 / 5) : LEVEL_COLORS[level][c];
   out[3] = 255;
}

/* A floor receding from the bottom edge (w = 1) to w = 16, textured with repeats. */
static void mipmap_scene(GLenum min_filter)
{
   make_texture(64, 64, 7, mip_texel);
   glTexEnvi(GL_TEXTURE_ENV, GL_TEXTURE_ENV_MODE, GL_REPLACE);
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, min_filter);
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
   glBegin(GL_QUADS);
   glTexCoord2f(0.0f, 0.0f); glVertex4f(-2.0f, -1.0f, 0.0f, 1.0f);
   glTexCoord2f(4.0f, 0.0f); glVertex4f(2.0f, -1.0f, 0.0f, 1.0f);
   glTexCoord2f(4.0f, 8.0f); glVertex4f(2.0f, 12.0f, 0.0f, 16.0f);
   glTexCoord2f(0.0f, 8.0f); glVertex4f(-2.0f, 12.0f, 0.0f, 16.0f);
   glEnd();
}

static void scene_mipmap_nearest_nearest(void) { mipmap_scene(GL_NEAREST_MIPMAP_NEAREST); }
static void scene_mipmap_linear_nearest(void) { mipmap_scene(GL_LINEAR_MIPMAP_NEAREST); }
static void scene_mipmap_nearest_linear(void) { mipmap_scene(GL_NEAREST_MIPMAP_LINEAR); }
static void scene_mipmap_linear_linear(void) { mipmap_scene(GL_LINEAR_MIPMAP_LINEAR); }

/* 8x8 checker of white and light blue. */
static void checker_texel(int level, int x, int y, unsigned char out[4])
{
   (void)level;
   int light = (x + y) % 2 == 0;
   out[0] = light ? 255 : 102;
   out[1] = light ? 255 : 102;
   out[2] = light ? 255 : 204;
   out[3] = 255;
}

/* A wall receding to the right (w from 1 to 3). Its corners are a parallelogram in (x, y, w) and its
 * colours and texcoords are affine in them, so the picture does not depend on how the quad is split. */
static void scene_texture_modulate_perspective(void)
{
   make_texture(8, 8, 1, checker_texel);
   glTexEnvi(GL_TEXTURE_ENV, GL_TEXTURE_ENV_MODE, GL_MODULATE);
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
   glBegin(GL_QUADS);
   glColor4f(0.6f, 0.6f, 1.0f, 1.0f); glTexCoord2f(0.0f, 0.0f); glVertex4f(-0.9f, -0.9f, 0.0f, 1.0f);
   glColor4f(1.0f, 0.6f, 0.6f, 1.0f); glTexCoord2f(2.0f, 0.0f); glVertex4f(2.7f, -0.9f, 0.0f, 3.0f);
   glColor4f(1.0f, 1.0f, 0.2f, 1.0f); glTexCoord2f(2.0f, 2.0f); glVertex4f(2.7f, 0.9f, 0.0f, 3.0f);
   glColor4f(0.6f, 1.0f, 0.6f, 1.0f); glTexCoord2f(0.0f, 2.0f); glVertex4f(-0.9f, 0.9f, 0.0f, 1.0f);
   glEnd();
}

/* ---------------------------------------------------------------------------------------------
 * Lines and points
 * ------------------------------------------------------------------------------------------- */

/* Near-horizontal, near-vertical and diagonal lines, a strip and a loop, at fractional positions. */
static void line_geometry(void)
{
   glBegin(GL_LINES);
   glColor4fv(PALETTE[0]); glVertex4f(-0.9f, 0.8f, 0.0f, 1.0f);
   glColor4fv(PALETTE[1]); glVertex4f(0.9f, 0.74f, 0.0f, 1.0f);
   glColor4fv(PALETTE[2]); glVertex4f(-0.8f, -0.9f, 0.0f, 1.0f);
   glColor4fv(PALETTE[3]); glVertex4f(-0.76f, 0.6f, 0.0f, 1.0f);
   glColor4fv(PALETTE[1]); glVertex4f(-0.6f, -0.8f, 0.0f, 1.0f);
   glColor4fv(PALETTE[2]); glVertex4f(0.3f, 0.1f, 0.0f, 1.0f);
   glColor4fv(PALETTE[3]); glVertex4f(-0.55f, 0.55f, 0.0f, 1.0f);
   glColor4fv(PALETTE[0]); glVertex4f(-0.05f, 0.05f, 0.0f, 1.0f);
   glColor4fv(PALETTE[0]); glVertex4f(0.52f, -0.93f, 0.0f, 1.0f);
   glColor4fv(PALETTE[3]); glVertex4f(0.21f, 0.43f, 0.0f, 1.0f);
   glEnd();
   glBegin(GL_LINE_STRIP);
   for (int i = 0; i < 5; i++) {
      glColor4fv(PALETTE[i % 4]);
      glVertex4f(0.35f + 0.13f * i, (i % 2) ? -0.35f : -0.8f, 0.0f, 1.0f);
   }
   glEnd();
   glBegin(GL_LINE_LOOP);
   glColor4fv(PALETTE[0]); glVertex4f(0.45f, 0.15f, 0.0f, 1.0f);
   glColor4fv(PALETTE[1]); glVertex4f(0.92f, 0.2f, 0.0f, 1.0f);
   glColor4fv(PALETTE[2]); glVertex4f(0.8f, 0.6f, 0.0f, 1.0f);
   glColor4fv(PALETTE[3]); glVertex4f(0.5f, 0.55f, 0.0f, 1.0f);
   glEnd();
}

static void scene_lines_width1(void) { line_geometry(); }
static void scene_lines_width2(void) { glLineWidth(2.0f); line_geometry(); }
static void scene_lines_width5(void) { glLineWidth(5.0f); line_geometry(); }

static void scene_lines_stipple(void)
{
   glEnable(GL_LINE_STIPPLE);
   glLineStipple(1, 0x0F0F);
   glBegin(GL_LINES);
   glColor4fv(PALETTE[0]); glVertex4f(-0.9f, 0.85f, 0.0f, 1.0f);
   glColor4fv(PALETTE[1]); glVertex4f(0.9f, 0.8f, 0.0f, 1.0f);
   glColor4fv(PALETTE[2]); glVertex4f(-0.9f, -0.9f, 0.0f, 1.0f);
   glColor4fv(PALETTE[3]); glVertex4f(-0.2f, 0.5f, 0.0f, 1.0f);
   glEnd();
   glLineStipple(3, 0xAAAA);
   glBegin(GL_LINES);
   glColor4fv(PALETTE[3]); glVertex4f(-0.9f, 0.65f, 0.0f, 1.0f);
   glColor4fv(PALETTE[2]); glVertex4f(0.9f, 0.6f, 0.0f, 1.0f);
   glEnd();
   glLineWidth(3.0f);
   glLineStipple(2, 0x33FF);
   glBegin(GL_LINES);
   glColor4fv(PALETTE[1]); glVertex4f(-0.9f, 0.4f, 0.0f, 1.0f);
   glColor4fv(PALETTE[0]); glVertex4f(0.9f, 0.3f, 0.0f, 1.0f);
   glEnd();
   glLineWidth(1.0f);
   /* the pattern continues across the segments of a strip and a loop */
   glLineStipple(1, 0x00FF);
   glBegin(GL_LINE_STRIP);
   for (int i = 0; i < 5; i++) {
      glColor4fv(PALETTE[i % 4]);
      glVertex4f(0.0f + 0.2f * i, (i % 2) ? -0.2f : -0.7f, 0.0f, 1.0f);
   }
   glEnd();
   glLineStipple(4, 0xA5A5);
   glBegin(GL_LINE_LOOP);
   glColor4fv(PALETTE[0]); glVertex4f(-0.8f, -0.2f, 0.0f, 1.0f);
   glColor4fv(PALETTE[1]); glVertex4f(-0.1f, -0.25f, 0.0f, 1.0f);
   glColor4fv(PALETTE[2]); glVertex4f(-0.3f, 0.15f, 0.0f, 1.0f);
   glEnd();
}

/*
 * One-pixel lines whose ends lie on pixel boundaries and pixel centres: every segment between two
 * points of the half-pixel grid 2, 2.5, ..., 6 (both coordinates) of an 8 x 8 cell, one segment per
 * cell, cells left to right and bottom to top (128 per row). Lines along pixel boundaries, diagonals
 * through pixel corners and ends on diamond corners are where GL's diamond-exit rule leaves the choice
 * to the implementation. The coordinates are exact in float: x / 512 and y / 256 in NDC.
 */
static void scene_line_ties(void)
{
   int cell = 0;
   glColor4f(1.0f, 1.0f, 1.0f, 1.0f);
   glBegin(GL_LINES);
   for (int i = 0; i < 9 * 9 * 9 * 9; i++) {
      float x0 = 2.0f + 0.5f * (i / 729), y0 = 2.0f + 0.5f * (i / 81 % 9);
      float x1 = 2.0f + 0.5f * (i / 9 % 9), y1 = 2.0f + 0.5f * (i % 9);
      if (x0 == x1 && y0 == y1) continue;
      float cx = 8.0f * (cell % 128), cy = 8.0f * (cell / 128);
      glVertex4f((cx + x0) / 512.0f - 1.0f, (cy + y0) / 256.0f - 1.0f, 0.0f, 1.0f);
      glVertex4f((cx + x1) / 512.0f - 1.0f, (cy + y1) / 256.0f - 1.0f, 0.0f, 1.0f);
      cell++;
   }
   glEnd();
}

/* Rows of points of sizes 1, 3 and 8, each point a quarter pixel further right than the last. */
static void scene_points(void)
{
   static const float sizes[3] = {1.0f, 3.0f, 8.0f};
   for (int row = 0; row < 3; row++) {
      glPointSize(sizes[row]);
      glBegin(GL_POINTS);
      for (int i = 0; i < 8; i++) {
         glColor4fv(PALETTE[(i + row) % 4]);
         glVertex4f(-0.875f + i * (0.25f + 0.25f / 64.0f), 0.6f - 0.6f * row + i * (0.125f / 64.0f), 0.0f,
                    1.0f);
      }
      glEnd();
   }
}

/* ---------------------------------------------------------------------------------------------
 * Depth
 * ------------------------------------------------------------------------------------------- */

/* Three triangles whose depths vary across them, so that they interpenetrate. */
static void scene_depth_less(void)
{
   glEnable(GL_DEPTH_TEST);
   glBegin(GL_TRIANGLES);
   glColor4f(1.0f, 0.2f, 0.2f, 1.0f);
   glVertex4f(-0.9f, -0.8f, -0.6f, 1.0f);
   glVertex4f(0.8f, -0.5f, 0.6f, 1.0f);
   glVertex4f(-0.4f, 0.9f, 0.0f, 1.0f);
   glColor4f(0.2f, 1.0f, 0.2f, 1.0f);
   glVertex4f(0.9f, -0.9f, -0.5f, 1.0f);
   glVertex4f(0.6f, 0.9f, 0.5f, 1.0f);
   glVertex4f(-0.9f, 0.2f, 0.2f, 1.0f);
   glColor4f(0.2f, 0.4f, 1.0f, 1.0f);
   glVertex4f(-0.7f, -0.95f, 0.4f, 1.0f);
   glVertex4f(0.95f, 0.1f, -0.7f, 1.0f);
   glVertex4f(-0.2f, 0.6f, -0.2f, 1.0f);
   glEnd();
}

static const GLenum DEPTH_FUNCS[8] = {GL_NEVER, GL_LESS, GL_EQUAL, GL_LEQUAL,
                                      GL_GREATER, GL_NOTEQUAL, GL_GEQUAL, GL_ALWAYS};

/* A grey plane at z = 0, then one column per depth function: a band at exactly the plane's depth and a
 * band whose depth goes from in front of the plane (top) to behind it (bottom). */
static void scene_depth_funcs(void)
{
   glEnable(GL_DEPTH_TEST);
   glDepthFunc(GL_ALWAYS);
   glColor4f(0.4f, 0.4f, 0.4f, 1.0f);
   ndc_rect(-1.0f, -1.0f, 1.0f, 1.0f);
   for (int i = 0; i < 8; i++) {
      float x0 = -1.0f + 0.25f * i + 0.03125f, x1 = x0 + 0.1875f;
      glDepthFunc(DEPTH_FUNCS[i]);
      glColor4fv(PALETTE[i % 4]);
      ndc_rect(x0, -0.9f, x1, -0.5f);
      glColor4f(PALETTE[i % 4][0] * 0.6f, PALETTE[i % 4][1] * 0.6f, PALETTE[i % 4][2] * 0.6f, 1.0f);
      glBegin(GL_QUADS);
      glVertex4f(x0, -0.4f, 0.8f, 1.0f);
      glVertex4f(x1, -0.4f, 0.8f, 1.0f);
      glVertex4f(x1, 0.9f, -0.8f, 1.0f);
      glVertex4f(x0, 0.9f, -0.8f, 1.0f);
      glEnd();
   }
}

static void scene_depth_writes_off(void)
{
   glEnable(GL_DEPTH_TEST);
   glDepthMask(GL_FALSE);
   glColor4f(1.0f, 0.2f, 0.2f, 1.0f);
   glBegin(GL_QUADS);
   glVertex4f(-0.9f, -0.9f, -0.5f, 1.0f); glVertex4f(0.3f, -0.9f, -0.5f, 1.0f);
   glVertex4f(0.3f, 0.3f, -0.5f, 1.0f); glVertex4f(-0.9f, 0.3f, -0.5f, 1.0f);
   glEnd();
   glDepthMask(GL_TRUE);
   glColor4f(0.2f, 1.0f, 0.2f, 1.0f);
   glBegin(GL_QUADS);
   glVertex4f(-0.5f, -0.5f, 0.0f, 1.0f); glVertex4f(0.6f, -0.5f, 0.0f, 1.0f);
   glVertex4f(0.6f, 0.6f, 0.0f, 1.0f); glVertex4f(-0.5f, 0.6f, 0.0f, 1.0f);
   glEnd();
   glColor4f(0.2f, 0.4f, 1.0f, 1.0f);
   glBegin(GL_QUADS);
   glVertex4f(-0.2f, -0.2f, -0.2f, 1.0f); glVertex4f(0.9f, -0.2f, -0.2f, 1.0f);
   glVertex4f(0.9f, 0.9f, -0.2f, 1.0f); glVertex4f(-0.2f, 0.9f, -0.2f, 1.0f);
   glEnd();
   glColor4f(1.0f, 1.0f, 0.4f, 1.0f);
   glBegin(GL_QUADS);
   glVertex4f(-0.95f, -0.95f, 0.5f, 1.0f); glVertex4f(0.95f, -0.95f, 0.5f, 1.0f);
   glVertex4f(0.95f, 0.95f, 0.5f, 1.0f); glVertex4f(-0.95f, 0.95f, 0.5f, 1.0f);
   glEnd();
}

/* Depth ranges: a plane squeezed into [0, 0.5], a full-range ramp, and a reversed range. */
static void scene_depth_range(void)
{
   glEnable(GL_DEPTH_TEST);
   glDepthRange(0.0, 0.5);
   glColor4f(1.0f, 0.6f, 0.2f, 1.0f);
   ndc_rect(-0.9f, -0.9f, 0.9f, 0.9f);
   glDepthRange(0.0, 1.0);
   glBegin(GL_QUADS);
   glColor4f(0.2f, 1.0f, 0.6f, 1.0f);
   glVertex4f(-1.0f, -0.6f, -1.0f, 1.0f); glVertex4f(1.0f, -0.6f, 1.0f, 1.0f);
   glVertex4f(1.0f, 0.0f, 1.0f, 1.0f); glVertex4f(-1.0f, 0.0f, -1.0f, 1.0f);
   glEnd();
   glDepthRange(1.0, 0.0);
   glBegin(GL_QUADS);
   glColor4f(0.6f, 0.4f, 1.0f, 1.0f);
   glVertex4f(-1.0f, 0.2f, -1.0f, 1.0f); glVertex4f(1.0f, 0.2f, 1.0f, 1.0f);
   glVertex4f(1.0f, 0.8f, 1.0f, 1.0f); glVertex4f(-1.0f, 0.8f, -1.0f, 1.0f);
   glEnd();
}

/* ---------------------------------------------------------------------------------------------
 * Stencil
 * ------------------------------------------------------------------------------------------- */

static void scene_stencil_masked(void)
{
   glEnable(GL_STENCIL_TEST);
   /* write a triangle of 1s without touching colour */
   glColorMask(GL_FALSE, GL_FALSE, GL_FALSE, GL_FALSE);
   glStencilFunc(GL_ALWAYS, 1, 0xFF);
   glStencilOp(GL_KEEP, GL_KEEP, GL_REPLACE);
   glBegin(GL_TRIANGLES);
   glVertex4f(-0.8f, -0.8f, 0.0f, 1.0f);
   glVertex4f(0.85f, -0.6f, 0.0f, 1.0f);
   glVertex4f(-0.3f, 0.9f, 0.0f, 1.0f);
   glEnd();
   glColorMask(GL_TRUE, GL_TRUE, GL_TRUE, GL_TRUE);
   glStencilOp(GL_KEEP, GL_KEEP, GL_KEEP);
   glStencilFunc(GL_EQUAL, 1, 0xFF);
   glBegin(GL_QUADS);
   glColor4f(1.0f, 0.2f, 0.2f, 1.0f); glVertex4f(-1.0f, -1.0f, 0.0f, 1.0f);
   glColor4f(1.0f, 1.0f, 0.2f, 1.0f); glVertex4f(1.0f, -1.0f, 0.0f, 1.0f);
   glColor4f(1.0f, 1.0f, 1.0f, 1.0f); glVertex4f(1.0f, 1.0f, 0.0f, 1.0f);
   glColor4f(1.0f, 0.2f, 1.0f, 1.0f); glVertex4f(-1.0f, 1.0f, 0.0f, 1.0f);
   glEnd();
   glStencilFunc(GL_NOTEQUAL, 1, 0xFF);
   glColor4f(0.2f, 0.8f, 0.4f, 1.0f);
   ndc_rect(-1.0f, -1.0f, 1.0f, 0.0f);
   /* the value mask: (3 & 1) == (1 & 1) inside the triangle */
   glStencilFunc(GL_EQUAL, 3, 0x01);
   glColor4f(0.2f, 0.4f, 1.0f, 1.0f);
   ndc_rect(-1.0f, 0.4f, 1.0f, 0.6f);
}

/* Stencil values written by each op, shown afterwards by drawing one colour per value with EQUAL. */
static void scene_stencil_ops(void)
{
   static const int values[7] = {0, 1, 2, 15, 253, 254, 255};
   glEnable(GL_STENCIL_TEST);
   glColorMask(GL_FALSE, GL_FALSE, GL_FALSE, GL_FALSE);
   glStencilFunc(GL_ALWAYS, 0, 0xFF);
   glStencilOp(GL_KEEP, GL_KEEP, GL_INCR);
   ndc_rect(-1.0f, -1.0f, 0.5f, 1.0f);
   ndc_rect(-0.5f, -1.0f, 1.0f, 1.0f);
   glStencilOp(GL_KEEP, GL_KEEP, GL_DECR);
   ndc_rect(-1.0f, 0.5f, 1.0f, 1.0f);
   glStencilOp(GL_KEEP, GL_KEEP, GL_INVERT);
   ndc_rect(-1.0f, -1.0f, 1.0f, -0.5f);
   glStencilOp(GL_KEEP, GL_KEEP, GL_INCR_WRAP);
   ndc_rect(-1.0f, -1.0f, 1.0f, -0.75f);
   glStencilOp(GL_KEEP, GL_KEEP, GL_DECR_WRAP);
   ndc_rect(-1.0f, 0.75f, 1.0f, 1.0f);
   glStencilFunc(GL_ALWAYS, 0xFF, 0xFF);
   glStencilOp(GL_KEEP, GL_KEEP, GL_REPLACE);
   glStencilMask(0x0F);
   ndc_rect(-0.25f, -0.25f, 0.25f, 0.25f);
   glStencilMask(0xFF);
   glColorMask(GL_TRUE, GL_TRUE, GL_TRUE, GL_TRUE);
   glStencilOp(GL_KEEP, GL_KEEP, GL_KEEP);
   for (int i = 0; i < 7; i++) {
      glStencilFunc(GL_EQUAL, values[i], 0xFF);
      glColor4f(0.2f * (i % 3) + 0.4f, 0.2f * (i % 4) + 0.2f, 1.0f - 0.2f * (i % 5), 1.0f);
      ndc_rect(-1.0f, -1.0f, 1.0f, 1.0f);
   }
}

/* Front faces increment, back faces decrement with wrapping; then one colour per value. */
static void scene_stencil_two_sided(void)
{
   static const int values[5] = {0, 1, 2, 254, 255};
   static const float colors[5][4] = {
      {1.0f, 0.2f, 0.2f, 1.0f}, {0.2f, 1.0f, 0.2f, 1.0f}, {0.2f, 0.4f, 1.0f, 1.0f}, {1.0f, 1.0f, 0.4f, 1.0f},
      {1.0f, 1.0f, 1.0f, 1.0f},
   };
   glEnable(GL_STENCIL_TEST);
   glColorMask(GL_FALSE, GL_FALSE, GL_FALSE, GL_FALSE);
   glStencilFuncSeparate(GL_FRONT_AND_BACK, GL_ALWAYS, 0, 0xFF);
   glStencilOpSeparate(GL_FRONT, GL_KEEP, GL_KEEP, GL_INCR);
   glStencilOpSeparate(GL_BACK, GL_KEEP, GL_KEEP, GL_DECR_WRAP);
   glBegin(GL_TRIANGLES);
   /* counter-clockwise: front */
   glVertex4f(-0.9f, -0.9f, 0.0f, 1.0f); glVertex4f(0.5f, -0.9f, 0.0f, 1.0f); glVertex4f(-0.2f, 0.6f, 0.0f, 1.0f);
   glVertex4f(-0.6f, -0.3f, 0.0f, 1.0f); glVertex4f(0.9f, -0.2f, 0.0f, 1.0f); glVertex4f(0.1f, 0.9f, 0.0f, 1.0f);
   /* clockwise: back */
   glVertex4f(-0.9f, 0.9f, 0.0f, 1.0f); glVertex4f(0.6f, 0.8f, 0.0f, 1.0f); glVertex4f(-0.4f, -0.5f, 0.0f, 1.0f);
   glVertex4f(0.2f, -0.95f, 0.0f, 1.0f); glVertex4f(0.95f, 0.95f, 0.0f, 1.0f); glVertex4f(0.95f, -0.9f, 0.0f, 1.0f);
   glEnd();
   glColorMask(GL_TRUE, GL_TRUE, GL_TRUE, GL_TRUE);
   glStencilOp(GL_KEEP, GL_KEEP, GL_KEEP);
   for (int i = 0; i < 5; i++) {
      glStencilFunc(GL_EQUAL, values[i], 0xFF);
      glColor4fv(colors[i]);
      ndc_rect(-1.0f, -1.0f, 1.0f, 1.0f);
   }
}

/* ---------------------------------------------------------------------------------------------
 * Blending, logic ops, masks, scissor
 * ------------------------------------------------------------------------------------------- */

static const GLenum BLEND_FACTORS[15] = {
   GL_ZERO, GL_ONE, GL_SRC_COLOR, GL_ONE_MINUS_SRC_COLOR, GL_DST_COLOR, GL_ONE_MINUS_DST_COLOR,
   GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA, GL_DST_ALPHA, GL_ONE_MINUS_DST_ALPHA, GL_CONSTANT_COLOR,
   GL_ONE_MINUS_CONSTANT_COLOR, GL_CONSTANT_ALPHA, GL_ONE_MINUS_CONSTANT_ALPHA, GL_SRC_ALPHA_SATURATE,
};

/* 256x256: a 16-pixel cell for every source factor (row) and destination factor (column; all but
 * SRC_ALPHA_SATURATE), each blending one colour over one background. */
static void scene_blend_factors(void)
{
   glColor4f(0.2f, 0.6f, 1.0f, 0.4f);
   ndc_rect(-1.0f, -1.0f, 1.0f, 1.0f);
   glEnable(GL_BLEND);
   glBlendColor(0.4f, 0.8f, 0.6f, 0.2f);
   glColor4f(0.8f, 0.4f, 0.2f, 0.6f);
   for (int src = 0; src < 15; src++) {
      for (int dst = 0; dst < 14; dst++) {
         glBlendFunc(BLEND_FACTORS[src], BLEND_FACTORS[dst]);
         pixel_rect(16.0f * dst + 2.0f, 16.0f * src + 2.0f, 16.0f * dst + 14.0f, 16.0f * src + 14.0f);
      }
   }
}

/* A horizontal gradient background, then bands of ONE, ONE blending with each equation. */
static const GLenum BLEND_EQUATIONS[5] = {GL_FUNC_ADD, GL_FUNC_SUBTRACT, GL_FUNC_REVERSE_SUBTRACT, GL_MIN, GL_MAX};

static void gradient_background(void)
{
   glBegin(GL_QUADS);
   glColor4f(0.0f, 0.2f, 0.8f, 0.2f); glVertex4f(-1.0f, -1.0f, 0.0f, 1.0f);
   glColor4f(0.8f, 0.6f, 0.0f, 1.0f); glVertex4f(1.0f, -1.0f, 0.0f, 1.0f);
   glColor4f(0.8f, 0.6f, 0.0f, 1.0f); glVertex4f(1.0f, 1.0f, 0.0f, 1.0f);
   glColor4f(0.0f, 0.2f, 0.8f, 0.2f); glVertex4f(-1.0f, 1.0f, 0.0f, 1.0f);
   glEnd();
}

/* A band from y0 to y1 going from colour a (left) to colour b (right). */
static void gradient_band(float y0, float y1, const float a[4], const float b[4])
{
   glBegin(GL_QUADS);
   glColor4fv(a); glVertex4f(-0.9f, y0, 0.0f, 1.0f);
   glColor4fv(b); glVertex4f(0.9f, y0, 0.0f, 1.0f);
   glColor4fv(b); glVertex4f(0.9f, y1, 0.0f, 1.0f);
   glColor4fv(a); glVertex4f(-0.9f, y1, 0.0f, 1.0f);
   glEnd();
}

static const float BAND_A[4] = {0.2f, 0.8f, 0.4f, 0.0f};
static const float BAND_B[4] = {1.0f, 0.2f, 0.6f, 1.0f};

static void scene_blend_equations(void)
{
   gradient_background();
   glEnable(GL_BLEND);
   glBlendFunc(GL_ONE, GL_ONE);
   for (int i = 0; i < 5; i++) {
      glBlendEquation(BLEND_EQUATIONS[i]);
      gradient_band(-0.95f + 0.39f * i, -0.65f + 0.39f * i, BAND_A, BAND_B);
   }
}

static void scene_blend_separate(void)
{
   gradient_background();
   glEnable(GL_BLEND);
   glBlendFuncSeparate(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA, GL_ONE, GL_ZERO);
   gradient_band(-0.95f, -0.55f, BAND_A, BAND_B);
   glBlendFuncSeparate(GL_ONE, GL_ONE, GL_ZERO, GL_ONE);
   gradient_band(-0.45f, -0.05f, BAND_A, BAND_B);
   glBlendEquationSeparate(GL_FUNC_REVERSE_SUBTRACT, GL_FUNC_ADD);
   glBlendFuncSeparate(GL_ONE, GL_ONE, GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
   gradient_band(0.05f, 0.45f, BAND_A, BAND_B);
   glBlendColor(0.2f, 0.4f, 0.6f, 0.8f);
   glBlendEquationSeparate(GL_FUNC_SUBTRACT, GL_MAX);
   glBlendFuncSeparate(GL_CONSTANT_COLOR, GL_ONE_MINUS_CONSTANT_ALPHA, GL_CONSTANT_ALPHA, GL_ZERO);
   gradient_band(0.55f, 0.95f, BAND_A, BAND_B);
}

static const GLenum LOGIC_OPS[16] = {
   GL_CLEAR, GL_AND, GL_AND_REVERSE, GL_COPY, GL_AND_INVERTED, GL_NOOP, GL_XOR, GL_OR,
   GL_NOR, GL_EQUIV, GL_INVERT, GL_OR_REVERSE, GL_COPY_INVERTED, GL_OR_INVERTED, GL_NAND, GL_SET,
};

/* A 4x4 grid, one cell per logic op, of one colour over one background. */
static void scene_logic_op(void)
{
   glColor4ub(0xCC, 0x55, 0xF0, 0xFF);
   ndc_rect(-1.0f, -1.0f, 1.0f, 1.0f);
   glEnable(GL_COLOR_LOGIC_OP);
   glColor4ub(0xAA, 0x33, 0x3C, 0xFF);
   for (int i = 0; i < 16; i++) {
      glLogicOp(LOGIC_OPS[i]);
      pixel_rect(32.0f * (i % 4) + 3.0f, 32.0f * (i / 4) + 3.0f, 32.0f * (i % 4) + 29.0f, 32.0f * (i / 4) + 29.0f);
   }
}

static void scene_color_mask(void)
{
   static const GLboolean masks[5][4] = {
      {GL_TRUE, GL_FALSE, GL_FALSE, GL_TRUE}, {GL_FALSE, GL_TRUE, GL_FALSE, GL_TRUE},
      {GL_FALSE, GL_FALSE, GL_TRUE, GL_TRUE}, {GL_TRUE, GL_TRUE, GL_FALSE, GL_FALSE},
      {GL_FALSE, GL_FALSE, GL_FALSE, GL_FALSE},
   };
   for (int i = 0; i < 5; i++) {
      glColorMask(masks[i][0], masks[i][1], masks[i][2], masks[i][3]);
      glBegin(GL_QUADS);
      glColor4f(1.0f, 1.0f, 1.0f, 0.0f); glVertex4f(-0.95f + 0.39f * i, -0.9f, 0.0f, 1.0f);
      glColor4f(1.0f, 1.0f, 1.0f, 0.0f); glVertex4f(-0.65f + 0.39f * i, -0.9f, 0.0f, 1.0f);
      glColor4f(0.8f, 0.8f, 0.8f, 0.6f); glVertex4f(-0.65f + 0.39f * i, 0.9f, 0.0f, 1.0f);
      glColor4f(0.8f, 0.8f, 0.8f, 0.6f); glVertex4f(-0.95f + 0.39f * i, 0.9f, 0.0f, 1.0f);
      glEnd();
   }
}

static void scene_scissor(void)
{
   static const int boxes[4][4] = {{10, 20, 50, 40}, {40, 50, 80, 70}, {100, 0, 28, 128}, {64, 64, 0, 0}};
   glEnable(GL_SCISSOR_TEST);
   for (int i = 0; i < 4; i++) {
      glScissor(boxes[i][0], boxes[i][1], boxes[i][2], boxes[i][3]);
      glBegin(GL_QUADS);
      glColor4fv(PALETTE[i]); glVertex4f(-1.0f, -1.0f, 0.0f, 1.0f);
      glColor4fv(PALETTE[(i + 1) % 4]); glVertex4f(1.0f, -1.0f, 0.0f, 1.0f);
      glColor4fv(PALETTE[(i + 1) % 4]); glVertex4f(1.0f, 1.0f, 0.0f, 1.0f);
      glColor4fv(PALETTE[i]); glVertex4f(-1.0f, 1.0f, 0.0f, 1.0f);
      glEnd();
   }
}

/* ---------------------------------------------------------------------------------------------
 * Clipping
 * ------------------------------------------------------------------------------------------- */

/* Triangles crossing the near and the far plane, depth tested. */
static void scene_clip_near_far(void)
{
   glEnable(GL_DEPTH_TEST);
   glBegin(GL_TRIANGLES);
   glColor4f(1.0f, 0.2f, 0.2f, 1.0f); glVertex4f(-0.9f, -0.8f, -3.0f, 1.0f);
   glColor4f(0.2f, 1.0f, 0.2f, 1.0f); glVertex4f(0.9f, -0.7f, 3.0f, 1.0f);
   glColor4f(0.2f, 0.4f, 1.0f, 1.0f); glVertex4f(0.0f, 0.9f, 0.0f, 1.0f);
   glColor4f(1.0f, 1.0f, 0.4f, 1.0f); glVertex4f(-0.8f, 0.8f, 2.5f, 1.0f);
   glColor4f(1.0f, 0.4f, 1.0f, 1.0f); glVertex4f(0.8f, 0.5f, -0.4f, 1.0f);
   glColor4f(0.4f, 1.0f, 1.0f, 1.0f); glVertex4f(-0.4f, -0.9f, -0.2f, 1.0f);
   /* perspective: w from 1 to 3, crossing the near plane */
   glColor4f(1.0f, 1.0f, 1.0f, 1.0f); glVertex4f(0.3f, -0.95f, -1.5f, 1.0f);
   glColor4f(1.0f, 0.6f, 0.2f, 1.0f); glVertex4f(2.7f, -0.6f, 2.0f, 3.0f);
   glColor4f(0.2f, 0.6f, 1.0f, 1.0f); glVertex4f(1.5f, 2.4f, 0.5f, 3.0f);
   glEnd();
}

/* Triangles far past the frustum sides, and one with a vertex behind the eye (w < 0). */
static void scene_clip_sides(void)
{
   glBegin(GL_TRIANGLES);
   glColor4f(1.0f, 0.2f, 0.2f, 1.0f); glVertex4f(-3.0f, -0.9f, 0.0f, 1.0f);
   glColor4f(0.2f, 1.0f, 0.2f, 1.0f); glVertex4f(2.5f, -2.8f, 0.0f, 1.0f);
   glColor4f(0.2f, 0.4f, 1.0f, 1.0f); glVertex4f(0.3f, 0.1f, 0.0f, 1.0f);
   glColor4f(1.0f, 1.0f, 0.4f, 1.0f); glVertex4f(0.9f, 3.5f, 0.0f, 1.0f);
   glColor4f(1.0f, 0.4f, 1.0f, 1.0f); glVertex4f(4.0f, -0.5f, 0.0f, 1.0f);
   glColor4f(0.4f, 1.0f, 1.0f, 1.0f); glVertex4f(0.5f, 0.3f, 0.0f, 1.0f);
   glColor4f(1.0f, 1.0f, 1.0f, 1.0f); glVertex4f(-0.6f, -0.2f, 0.0f, 1.0f);
   glColor4f(1.0f, 0.6f, 0.2f, 1.0f); glVertex4f(-0.1f, -0.3f, 0.0f, 1.0f);
   glColor4f(0.2f, 0.6f, 1.0f, 1.0f); glVertex4f(-0.3f, 0.8f, 0.0f, -0.5f);
   glEnd();
}

/* User clip planes 0 and 2 (bits not adjacent), in clip space since every matrix is the identity. */
static void scene_user_clip_planes(void)
{
   static const double plane0[4] = {1.0, 1.0, 0.0, 0.2};
   static const double plane2[4] = {-1.0, 0.3, 0.0, 0.6};
   glClipPlane(GL_CLIP_PLANE0, plane0);
   glClipPlane(GL_CLIP_PLANE2, plane2);
   glEnable(GL_CLIP_PLANE0);
   glEnable(GL_CLIP_PLANE2);
   glBegin(GL_QUADS);
   glColor4f(0.6f, 0.6f, 0.2f, 1.0f); glVertex4f(-0.95f, -0.95f, 0.0f, 1.0f);
   glColor4f(1.0f, 0.2f, 0.2f, 1.0f); glVertex4f(0.95f, -0.95f, 0.0f, 1.0f);
   glColor4f(0.6f, 0.6f, 0.6f, 1.0f); glVertex4f(0.95f, 0.95f, 0.0f, 1.0f);
   glColor4f(0.2f, 1.0f, 0.6f, 1.0f); glVertex4f(-0.95f, 0.95f, 0.0f, 1.0f);
   glEnd();
   glBegin(GL_TRIANGLES);
   glColor4f(1.0f, 1.0f, 0.4f, 1.0f); glVertex4f(-0.2f, -0.9f, 0.0f, 1.0f);
   glColor4f(1.0f, 0.4f, 1.0f, 1.0f); glVertex4f(1.6f, -0.4f, 0.0f, 2.0f);
   glColor4f(0.4f, 1.0f, 1.0f, 1.0f); glVertex4f(0.2f, 0.8f, 0.0f, 1.0f);
   glEnd();
}

/* ---------------------------------------------------------------------------------------------
 * Polygon offset, polygon modes, culling
 * ------------------------------------------------------------------------------------------- */

/* The tilted plane z = 0.6 x over a rectangle, in the current colour. */
static void tilted_rect(float x0, float y0, float x1, float y1)
{
   glBegin(GL_QUADS);
   glVertex4f(x0, y0, 0.6f * x0, 1.0f);
   glVertex4f(x1, y0, 0.6f * x1, 1.0f);
   glVertex4f(x1, y1, 0.6f * x1, 1.0f);
   glVertex4f(x0, y1, 0.6f * x0, 1.0f);
   glEnd();
}

/* A tilted plane, then the same plane again in scissored bands with and without offsets (identical
 * vertices, so depth is equal without an offset), then coplanar outlines and points with offsets. */
static void scene_polygon_offset(void)
{
   glEnable(GL_DEPTH_TEST);
   glColor4f(0.4f, 0.4f, 0.6f, 1.0f);
   tilted_rect(-0.8f, -0.8f, 0.8f, 0.8f);
   glEnable(GL_SCISSOR_TEST);
   glScissor(0, 96, 128, 32); /* no offset: fails LESS everywhere */
   glColor4f(1.0f, 0.2f, 0.2f, 1.0f);
   tilted_rect(-0.8f, -0.8f, 0.8f, 0.8f);
   glEnable(GL_POLYGON_OFFSET_FILL);
   glScissor(0, 72, 128, 24); /* units only */
   glPolygonOffset(0.0f, -4.0f);
   glColor4f(0.2f, 1.0f, 0.2f, 1.0f);
   tilted_rect(-0.8f, -0.8f, 0.8f, 0.8f);
   glScissor(0, 48, 128, 24); /* factor only */
   glPolygonOffset(-1.0f, 0.0f);
   glColor4f(0.2f, 0.6f, 1.0f, 1.0f);
   tilted_rect(-0.8f, -0.8f, 0.8f, 0.8f);
   glScissor(0, 24, 128, 24); /* pushed away */
   glPolygonOffset(1.0f, 4.0f);
   glColor4f(1.0f, 1.0f, 0.2f, 1.0f);
   tilted_rect(-0.8f, -0.8f, 0.8f, 0.8f);
   glDisable(GL_SCISSOR_TEST);
   glDisable(GL_POLYGON_OFFSET_FILL);
   glPolygonOffset(-1.0f, -4.0f);
   glEnable(GL_POLYGON_OFFSET_LINE);
   glPolygonMode(GL_FRONT_AND_BACK, GL_LINE);
   glColor4f(1.0f, 1.0f, 1.0f, 1.0f);
   tilted_rect(-0.6f, -0.95f, 0.3f, -0.55f);
   glEnable(GL_POLYGON_OFFSET_POINT);
   glPolygonMode(GL_FRONT_AND_BACK, GL_POINT);
   glPointSize(4.0f);
   glColor4f(1.0f, 0.4f, 1.0f, 1.0f);
   tilted_rect(0.45f, -0.7f, 0.7f, -0.45f);
}

/* Counter-clockwise (front) and clockwise (back) triangles, a quad and a polygon. The quad is a
 * parallelogram with affine colours, so its picture does not depend on how it is split. */
static void facing_geometry(float dx)
{
   glBegin(GL_TRIANGLES);
   glColor4fv(PALETTE[0]); glVertex4f(dx - 0.9f, -0.9f, 0.0f, 1.0f);
   glColor4fv(PALETTE[1]); glVertex4f(dx - 0.2f, -0.85f, 0.0f, 1.0f);
   glColor4fv(PALETTE[2]); glVertex4f(dx - 0.6f, -0.2f, 0.0f, 1.0f);
   glColor4fv(PALETTE[3]); glVertex4f(dx - 0.9f, 0.1f, 0.0f, 1.0f);
   glColor4fv(PALETTE[0]); glVertex4f(dx - 0.55f, 0.8f, 0.0f, 1.0f);
   glColor4fv(PALETTE[1]); glVertex4f(dx - 0.2f, 0.05f, 0.0f, 1.0f);
   glEnd();
   glBegin(GL_QUADS);
   glColor4f(0.6f, 0.2f, 1.0f, 1.0f); glVertex4f(dx - 0.05f, -0.9f, 0.0f, 1.0f);
   glColor4f(1.0f, 0.6f, 0.2f, 1.0f); glVertex4f(dx + 0.65f, -0.8f, 0.0f, 1.0f);
   glColor4f(0.6f, 1.0f, 0.2f, 1.0f); glVertex4f(dx + 0.6f, -0.15f, 0.0f, 1.0f);
   glColor4f(0.2f, 0.6f, 1.0f, 1.0f); glVertex4f(dx - 0.1f, -0.25f, 0.0f, 1.0f);
   glEnd();
   glBegin(GL_POLYGON);
   for (int i = 0; i < 5; i++) {
      double angle = -i * (2.0 * PI / 5.0);
      glColor4fv(PALETTE[i % 4]);
      glVertex4f(dx + 0.35f + 0.3f * (float)cos(angle), 0.45f + 0.3f * (float)sin(angle), 0.0f, 1.0f);
   }
   glEnd();
}

static void scene_unfilled(void)
{
   glPolygonMode(GL_FRONT, GL_LINE);
   glPolygonMode(GL_BACK, GL_POINT);
   glPointSize(4.0f);
   facing_geometry(0.0f);
}

/* Left half: front faces culled, back faces as points. Right half: clockwise front faces, back faces
 * culled, front faces as lines. */
static void scene_unfilled_cull(void)
{
   glPolygonMode(GL_FRONT, GL_LINE);
   glPolygonMode(GL_BACK, GL_POINT);
   glPointSize(3.0f);
   glEnable(GL_CULL_FACE);
   glCullFace(GL_FRONT);
   glViewport(0, 0, 64, 128);
   facing_geometry(0.0f);
   glFrontFace(GL_CW);
   glCullFace(GL_BACK);
   glViewport(64, 0, 64, 128);
   facing_geometry(0.0f);
}

/* Four quadrants, each culling differently; in the last everything is culled but a line loop. */
static void scene_cull(void)
{
   static const GLenum cull[4] = {GL_BACK, GL_FRONT, GL_BACK, GL_FRONT_AND_BACK};
   static const GLenum front[4] = {GL_CCW, GL_CCW, GL_CW, GL_CCW};
   glEnable(GL_CULL_FACE);
   for (int q = 0; q < 4; q++) {
      glCullFace(cull[q]);
      glFrontFace(front[q]);
      glViewport(64 * (q % 2), 64 * (q / 2), 64, 64);
      facing_geometry(0.0f);
   }
   glBegin(GL_LINE_LOOP);
   glColor4f(1.0f, 1.0f, 1.0f, 1.0f);
   glVertex4f(-0.9f, -0.9f, 0.0f, 1.0f); glVertex4f(0.9f, -0.9f, 0.0f, 1.0f); glVertex4f(0.0f, 0.9f, 0.0f, 1.0f);
   glEnd();
}

/* ---------------------------------------------------------------------------------------------
 * Viewport, alpha test
 * ------------------------------------------------------------------------------------------- */

static void scene_viewport(void)
{
   glViewport(16, 24, 80, 64);
   glBegin(GL_TRIANGLES);
   glColor4f(1.0f, 0.2f, 0.2f, 1.0f); glVertex4f(-1.5f, -1.2f, 0.0f, 1.0f);
   glColor4f(0.2f, 1.0f, 0.2f, 1.0f); glVertex4f(1.3f, -0.4f, 0.0f, 1.0f);
   glColor4f(0.2f, 0.4f, 1.0f, 1.0f); glVertex4f(-0.2f, 1.6f, 0.0f, 1.0f);
   glEnd();
   glViewport(100, 8, 24, 100);
   glColor4f(1.0f, 1.0f, 0.4f, 1.0f);
   ndc_rect(-0.8f, -0.9f, 0.7f, 0.95f);
   glViewport(-20, 90, 60, 50);
   glBegin(GL_TRIANGLES);
   glColor4f(1.0f, 0.4f, 1.0f, 1.0f); glVertex4f(-0.9f, -0.9f, 0.0f, 1.0f);
   glColor4f(0.4f, 1.0f, 1.0f, 1.0f); glVertex4f(0.9f, -0.8f, 0.0f, 1.0f);
   glColor4f(1.0f, 1.0f, 1.0f, 1.0f); glVertex4f(0.2f, 0.9f, 0.0f, 1.0f);
   glEnd();
}

static void scene_alpha_test(void)
{
   static const GLenum funcs[4] = {GL_GREATER, GL_LESS, GL_GEQUAL, GL_LEQUAL};
   static const float refs[4] = {0.5f, 0.25f, 0.75f, 0.6f};
   static const float left[4] = {1.0f, 0.4f, 0.2f, 0.0f};
   static const float right[4] = {0.2f, 0.6f, 1.0f, 1.0f};
   glEnable(GL_ALPHA_TEST);
   for (int i = 0; i < 4; i++) {
      glAlphaFunc(funcs[i], refs[i]);
      gradient_band(-0.95f + 0.48f * i, -0.57f + 0.48f * i, left, right);
   }
}

/* ---------------------------------------------------------------------------------------------
 * The scene table and the program
 * ------------------------------------------------------------------------------------------- */

/* Every scene clears to the same colour, depth 1 and stencil 0. */
#define SCENE(name, w, h, fn) {name, w, h, {0.2f, 0.2f, 0.4f, 1.0f}, 1.0, 0, fn}

static const Scene SCENES[] = {
   SCENE("flat-triangle", 128, 128, scene_flat_triangle),
   SCENE("smooth-triangles", 128, 128, scene_smooth_triangles),
   SCENE("flat-last-vertex", 128, 128, scene_flat_last_vertex),
   SCENE("flat-first-vertex", 128, 128, scene_flat_first_vertex),
   SCENE("triangle-fan", 128, 128, scene_triangle_fan),
   SCENE("triangle-strip", 128, 128, scene_triangle_strip),
   SCENE("quads-polygon", 128, 128, scene_quads_polygon),
   SCENE("flat-quads-polygon", 128, 128, scene_flat_quads_polygon),
   SCENE("wrap-nearest", 256, 128, scene_wrap_nearest),
   SCENE("wrap-linear", 256, 128, scene_wrap_linear),
   SCENE("mipmap-nearest-nearest", 128, 128, scene_mipmap_nearest_nearest),
   SCENE("mipmap-linear-nearest", 128, 128, scene_mipmap_linear_nearest),
   SCENE("mipmap-nearest-linear", 128, 128, scene_mipmap_nearest_linear),
   SCENE("mipmap-linear-linear", 128, 128, scene_mipmap_linear_linear),
   SCENE("texture-modulate-perspective", 128, 128, scene_texture_modulate_perspective),
   SCENE("lines-width1", 128, 128, scene_lines_width1),
   SCENE("lines-width2", 128, 128, scene_lines_width2),
   SCENE("lines-width5", 128, 128, scene_lines_width5),
   SCENE("lines-stipple", 128, 128, scene_lines_stipple),
   SCENE("line-ties", 1024, 512, scene_line_ties),
   SCENE("points", 128, 128, scene_points),
   SCENE("depth-less", 128, 128, scene_depth_less),
   SCENE("depth-funcs", 128, 128, scene_depth_funcs),
   SCENE("depth-writes-off", 128, 128, scene_depth_writes_off),
   SCENE("depth-range", 128, 128, scene_depth_range),
   SCENE("stencil-masked", 128, 128, scene_stencil_masked),
   SCENE("stencil-ops", 128, 128, scene_stencil_ops),
   SCENE("stencil-two-sided", 128, 128, scene_stencil_two_sided),
   SCENE("blend-factors", 256, 256, scene_blend_factors),
   SCENE("blend-equations", 128, 128, scene_blend_equations),
   SCENE("blend-separate", 128, 128, scene_blend_separate),
   SCENE("logic-op", 128, 128, scene_logic_op),
   SCENE("color-mask", 128, 128, scene_color_mask),
   SCENE("scissor", 128, 128, scene_scissor),
   SCENE("clip-near-far", 128, 128, scene_clip_near_far),
   SCENE("clip-sides", 128, 128, scene_clip_sides),
   SCENE("user-clip-planes", 128, 128, scene_user_clip_planes),
   SCENE("polygon-offset", 128, 128, scene_polygon_offset),
   SCENE("unfilled", 128, 128, scene_unfilled),
   SCENE("unfilled-cull", 128, 128, scene_unfilled_cull),
   SCENE("cull", 128, 128, scene_cull),
   SCENE("viewport", 128, 128, scene_viewport),
   SCENE("alpha-test", 128, 128, scene_alpha_test),
};
#define SCENE_COUNT (sizeof(SCENES) / sizeof(SCENES[0]))

/* Renders one scene in a fresh context (so every scene starts from GL's default state) and writes it. */
static int render_scene(const Scene *scene, const char *out_dir, int print_renderer)
{
   size_t size = (size_t)scene->width * scene->height * 4;
   unsigned char *buffer = calloc(size, 1), *pixels = calloc(size, 1);
   OSMesaContext ctx = OSMesaCreateContextExt(OSMESA_RGBA, 24, 8, 0, NULL);
   if (!ctx || !buffer || !pixels) {
      fprintf(stderr, "mesa-scenes: cannot create an OSMesa context\n");
      return 0;
   }
   if (!OSMesaMakeCurrent(ctx, buffer, GL_UNSIGNED_BYTE, scene->width, scene->height)) {
      fprintf(stderr, "mesa-scenes: OSMesaMakeCurrent failed for %s\n", scene->name);
      return 0;
   }
   if (print_renderer) printf("GL_RENDERER: %s\n", (const char *)glGetString(GL_RENDERER));
   scene_width = scene->width;
   scene_height = scene->height;
   glViewport(0, 0, scene->width, scene->height);
   glClearColor(scene->clear_color[0], scene->clear_color[1], scene->clear_color[2], scene->clear_color[3]);
   glClearDepth(scene->clear_depth);
   glClearStencil(scene->clear_stencil);
   glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT | GL_STENCIL_BUFFER_BIT);
   scene->draw();
   glFinish();
   GLenum error = glGetError();
   if (error != GL_NO_ERROR) {
      fprintf(stderr, "mesa-scenes: scene %s raised GL error 0x%04x\n", scene->name, error);
      return 0;
   }
   glPixelStorei(GL_PACK_ALIGNMENT, 1);
   glReadPixels(0, 0, scene->width, scene->height, GL_RGBA, GL_UNSIGNED_BYTE, pixels);

   char path[4096];
   snprintf(path, sizeof path, "%s/%s.rgba", out_dir, scene->name);
   FILE *file = fopen(path, "wb");
   int ok = file && fwrite(pixels, 1, size, file) == size;
   if (file) ok = fclose(file) == 0 && ok;
   if (!ok) fprintf(stderr, "mesa-scenes: cannot write %s\n", path);
   OSMesaDestroyContext(ctx);
   free(buffer);
   free(pixels);
   return ok;
}

int main(int argc, char **argv)
{
   if (argc < 2) {
      fprintf(stderr, "usage: mesa-scenes <out-dir> [scene...]\nscenes:");
      for (size_t i = 0; i < SCENE_COUNT; i++) fprintf(stderr, " %s", SCENES[i].name);
      fprintf(stderr, "\n");
      return 2;
   }
   int printed = 0;
   for (size_t i = 0; i < SCENE_COUNT; i++) {
      int wanted = argc == 2;
      for (int a = 2; a < argc && !wanted; a++) wanted = strcmp(argv[a], SCENES[i].name) == 0;
      if (!wanted) continue;
      if (!render_scene(&SCENES[i], argv[1], !printed)) return 1;
      printed = 1;
   }
   for (int a = 2; a < argc; a++) {
      int known = 0;
      for (size_t i = 0; i < SCENE_COUNT; i++) known |= strcmp(argv[a], SCENES[i].name) == 0;
      if (!known) {
         fprintf(stderr, "mesa-scenes: unknown scene %s\n", argv[a]);
         return 2;
      }
   }
   return 0;
}
