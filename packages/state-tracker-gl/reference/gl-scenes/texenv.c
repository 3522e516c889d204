/*
 * texenv.c: texture environments (MODULATE, REPLACE, DECAL, BLEND, ADD, COMBINE with INTERPOLATE and
 * DOT3_RGB, two units) over the 8×8 pattern texture; twin of test/scenes/texenv.ts.
 */
#include "scenes.h"

/* A quad over [-0.9, 0.9]² with texture coordinates 0..1 and an affine colour and alpha per corner. */
static void coloured_textured_quad(void)
{
   static const double corners[4][4] = {
      {-0.9, -0.9, 0, 0},
      {0.9, -0.9, 1, 0},
      {0.9, 0.9, 1, 1},
      {-0.9, 0.9, 0, 1},
   };
   glBegin(GL_QUADS);
   for (int i = 0; i < 4; i++) {
      double x = corners[i][0], y = corners[i][1], s = corners[i][2], t = corners[i][3];
      glColor4f(0.5 + 0.5 * x, 0.5 + 0.5 * y, 0.5 - 0.25 * x - 0.25 * y, 0.6 + 0.3 * y);
      glTexCoord2f(s, t);
      glMultiTexCoord2f(GL_TEXTURE1, 2 * t, 2 * s);
      glVertex2f(x, y);
   }
   glEnd();
}

/* The pattern texture on unit 0 in environment `mode`. */
static void pattern_unit(GLenum mode)
{
   new_texture();
   pattern_image();
   glEnable(GL_TEXTURE_2D);
   glTexEnvi(GL_TEXTURE_ENV, GL_TEXTURE_ENV_MODE, mode);
}

static void modulate(void)
{
   pattern_unit(GL_MODULATE);
   coloured_textured_quad();
}

static void replace(void)
{
   pattern_unit(GL_REPLACE);
   coloured_textured_quad();
}

static void decal(void)
{
   pattern_unit(GL_DECAL);
   coloured_textured_quad();
}

static void blend(void)
{
   pattern_unit(GL_BLEND);
   glTexEnvfv(GL_TEXTURE_ENV, GL_TEXTURE_ENV_COLOR, (const GLfloat[]){0.2, 0.9, 0.4, 0.5});
   coloured_textured_quad();
}

static void add(void)
{
   pattern_unit(GL_ADD);
   coloured_textured_quad();
}

/* RGB = INTERPOLATE(texture, primary, constant alpha), alpha = MODULATE(texture, primary) × 2. */
static void combine_interpolate(void)
{
   pattern_unit(GL_COMBINE);
   glTexEnvfv(GL_TEXTURE_ENV, GL_TEXTURE_ENV_COLOR, (const GLfloat[]){0.1, 0.2, 0.9, 0.3});
   glTexEnvi(GL_TEXTURE_ENV, GL_COMBINE_RGB, GL_INTERPOLATE);
   glTexEnvi(GL_TEXTURE_ENV, GL_SOURCE0_RGB, GL_TEXTURE);
   glTexEnvi(GL_TEXTURE_ENV, GL_SOURCE1_RGB, GL_PRIMARY_COLOR);
   glTexEnvi(GL_TEXTURE_ENV, GL_SOURCE2_RGB, GL_CONSTANT);
   glTexEnvi(GL_TEXTURE_ENV, GL_OPERAND2_RGB, GL_SRC_ALPHA);
   glTexEnvi(GL_TEXTURE_ENV, GL_COMBINE_ALPHA, GL_MODULATE);
   glTexEnvi(GL_TEXTURE_ENV, GL_SOURCE0_ALPHA, GL_TEXTURE);
   glTexEnvi(GL_TEXTURE_ENV, GL_SOURCE1_ALPHA, GL_PRIMARY_COLOR);
   glTexEnvf(GL_TEXTURE_ENV, GL_ALPHA_SCALE, 2);
   coloured_textured_quad();
}

/* RGB = DOT3_RGB(texture, constant). */
static void combine_dot3(void)
{
   pattern_unit(GL_COMBINE);
   glTexEnvfv(GL_TEXTURE_ENV, GL_TEXTURE_ENV_COLOR, (const GLfloat[]){0.8, 0.6, 0.9, 1});
   glTexEnvi(GL_TEXTURE_ENV, GL_COMBINE_RGB, GL_DOT3_RGB);
   glTexEnvi(GL_TEXTURE_ENV, GL_SOURCE0_RGB, GL_TEXTURE);
   glTexEnvi(GL_TEXTURE_ENV, GL_SOURCE1_RGB, GL_CONSTANT);
   coloured_textured_quad();
}

/* Unit 0 modulates the pattern; unit 1 adds (signed) a repeated 2×2 texture at its own coordinates. */
static void multitexture(void)
{
   pattern_unit(GL_MODULATE);
   glActiveTexture(GL_TEXTURE1);
   new_texture();
   glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, 2, 2, 0, GL_RGBA, GL_UNSIGNED_BYTE,
                (const GLubyte[]){200, 100, 100, 255, 60, 160, 60, 255, 60, 60, 200, 255, 128, 128, 128, 255});
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_REPEAT);
   glEnable(GL_TEXTURE_2D);
   glTexEnvi(GL_TEXTURE_ENV, GL_TEXTURE_ENV_MODE, GL_COMBINE);
   glTexEnvi(GL_TEXTURE_ENV, GL_COMBINE_RGB, GL_ADD_SIGNED);
   glTexEnvi(GL_TEXTURE_ENV, GL_SOURCE0_RGB, GL_PREVIOUS);
   glTexEnvi(GL_TEXTURE_ENV, GL_SOURCE1_RGB, GL_TEXTURE);
   glActiveTexture(GL_TEXTURE0);
   coloured_textured_quad();
}

static const Scene SCENES[] = {
   SCENE("texenv-modulate", 64, 64, modulate),
   SCENE("texenv-replace", 64, 64, replace),
   SCENE("texenv-decal", 64, 64, decal),
   SCENE("texenv-blend", 64, 64, blend),
   SCENE("texenv-add", 64, 64, add),
   SCENE("texenv-combine-interpolate", 64, 64, combine_interpolate),
   SCENE("texenv-combine-dot3", 64, 64, combine_dot3),
   SCENE("texenv-multitexture", 64, 64, multitexture),
};
GROUP(TEXENV_SCENES, SCENES);
