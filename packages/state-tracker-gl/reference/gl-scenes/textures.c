/*
 * textures.c: texture parameters (wrap modes, NEAREST and LINEAR magnification, mipmap levels blended in
 * perspective, GL_GENERATE_MIPMAP, the texture matrix); twin of test/scenes/textures.ts.
 */
#include "scenes.h"

/* The pattern texture with LINEAR filters in wrap mode `wrap`, coordinates -1..2 across, -0.5..1.5 up. */
static void wrapped(GLenum wrap)
{
   new_texture();
   pattern_image();
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, wrap);
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, wrap);
   glTexParameterfv(GL_TEXTURE_2D, GL_TEXTURE_BORDER_COLOR, (const GLfloat[]){0.9, 0.1, 0.6, 1});
   glEnable(GL_TEXTURE_2D);
   textured_rect(-0.9, -0.9, 0.9, 0.9, -1, -0.5, 2, 1.5);
}

static void wrap_repeat(void) { wrapped(GL_REPEAT); }
static void wrap_clamp_to_edge(void) { wrapped(GL_CLAMP_TO_EDGE); }
static void wrap_clamp_to_border(void) { wrapped(GL_CLAMP_TO_BORDER); }
static void wrap_mirrored_repeat(void) { wrapped(GL_MIRRORED_REPEAT); }
static void wrap_clamp(void) { wrapped(GL_CLAMP); }

/* The pattern texture magnified on a rotated square with magnification filter `filter`. */
static void magnified(GLenum filter)
{
   new_texture();
   pattern_image();
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, filter);
   glEnable(GL_TEXTURE_2D);
   glRotatef(15, 0, 0, 1);
   textured_rect(-0.7, -0.7, 0.7, 0.7, 0, 0, 1, 1);
}

static void filter_nearest(void) { magnified(GL_NEAREST); }
static void filter_linear(void) { magnified(GL_LINEAR); }

/* Six levels of one colour each (32×32 down to 1×1) on a floor receding in perspective. */
static void mipmap_levels(void)
{
   static const GLubyte colours[6][3] = {
      {255, 0, 0}, {0, 255, 0}, {0, 0, 255}, {255, 255, 0}, {0, 255, 255}, {255, 0, 255},
   };
   static GLubyte data[32 * 32 * 4];
   new_texture();
   for (int level = 0; level < 6; level++) {
      int size = 32 >> level;
      for (int i = 0; i < size * size; i++) {
         data[4 * i] = colours[level][0];
         data[4 * i + 1] = colours[level][1];
         data[4 * i + 2] = colours[level][2];
         data[4 * i + 3] = 255;
      }
      glTexImage2D(GL_TEXTURE_2D, level, GL_RGBA8, size, size, 0, GL_RGBA, GL_UNSIGNED_BYTE, data);
   }
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR_MIPMAP_LINEAR);
   glEnable(GL_TEXTURE_2D);
   glMatrixMode(GL_PROJECTION);
   glFrustum(-0.5, 0.5, -0.5, 0.5, 1, 40);
   glMatrixMode(GL_MODELVIEW);
   glBegin(GL_QUADS);
   glTexCoord2f(0, 0);
   glVertex3f(-2, -1, -1.2);
   glTexCoord2f(4, 0);
   glVertex3f(2, -1, -1.2);
   glTexCoord2f(4, 40);
   glVertex3f(2, -1, -30);
   glTexCoord2f(0, 40);
   glVertex3f(-2, -1, -30);
   glEnd();
}

/* GL_GENERATE_MIPMAP on a 32×32 checker of 4-texel cells, drawn at 32, 16, 8 and 4 pixels (levels 0–3). */
static void generate_mipmap(void)
{
   new_texture();
   glTexParameteri(GL_TEXTURE_2D, GL_GENERATE_MIPMAP, GL_TRUE);
   checker_image(0, 32, 4);
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST_MIPMAP_NEAREST);
   glEnable(GL_TEXTURE_2D);
   glMatrixMode(GL_PROJECTION);
   glOrtho(0, 64, 0, 64, -1, 1);
   glMatrixMode(GL_MODELVIEW);
   textured_rect(2, 2, 34, 34, 0, 0, 1, 1);
   textured_rect(40, 2, 56, 18, 0, 0, 1, 1);
   textured_rect(40, 40, 48, 48, 0, 0, 1, 1);
   textured_rect(54, 40, 58, 44, 0, 0, 1, 1);
}

/* A texture matrix that translates, rotates and scales the coordinates of a REPEAT checker. */
static void texture_matrix(void)
{
   new_texture();
   checker_image(0, 8, 1);
   glEnable(GL_TEXTURE_2D);
   glMatrixMode(GL_TEXTURE);
   glTranslatef(0.5, 0.5, 0);
   glRotatef(30, 0, 0, 1);
   glScalef(2, 2, 1);
   glMatrixMode(GL_MODELVIEW);
   textured_rect(-0.9, -0.9, 0.9, 0.9, 0, 0, 1, 1);
}

static const Scene SCENES[] = {
   SCENE("texture-wrap-repeat", 64, 64, wrap_repeat),
   SCENE("texture-wrap-clamp-to-edge", 64, 64, wrap_clamp_to_edge),
   SCENE("texture-wrap-clamp-to-border", 64, 64, wrap_clamp_to_border),
   SCENE("texture-wrap-mirrored-repeat", 64, 64, wrap_mirrored_repeat),
   SCENE("texture-wrap-clamp", 64, 64, wrap_clamp),
   SCENE("texture-filter-nearest", 64, 64, filter_nearest),
   SCENE("texture-filter-linear", 64, 64, filter_linear),
   SCENE("texture-mipmap-levels", 64, 64, mipmap_levels),
   SCENE("texture-generate-mipmap", 64, 64, generate_mipmap),
   SCENE("texture-matrix", 64, 64, texture_matrix),
};
GROUP(TEXTURE_SCENES, SCENES);
