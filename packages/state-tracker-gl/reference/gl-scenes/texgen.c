/*
 * texgen.c: texture coordinate generation (GL_OBJECT_LINEAR, GL_EYE_LINEAR with the plane taken through
 * the modelview at glTexGen time, GL_SPHERE_MAP); twin of test/scenes/texgen.ts.
 */
#include "scenes.h"

/* Enables generation of S and T in `mode`, with the given planes when `plane_name` is not 0. */
static void generate_st(GLenum mode, GLenum plane_name, const GLfloat *s, const GLfloat *t)
{
   glTexGeni(GL_S, GL_TEXTURE_GEN_MODE, mode);
   glTexGeni(GL_T, GL_TEXTURE_GEN_MODE, mode);
   if (plane_name != 0) {
      glTexGenfv(GL_S, plane_name, s);
      glTexGenfv(GL_T, plane_name, t);
   }
   glEnable(GL_TEXTURE_GEN_S);
   glEnable(GL_TEXTURE_GEN_T);
}

static void object_linear(void)
{
   new_texture();
   checker_image(0, 8, 2);
   glEnable(GL_TEXTURE_2D);
   generate_st(GL_OBJECT_LINEAR, GL_OBJECT_PLANE, (const GLfloat[]){0.5, 0, 0, 0.5}, (const GLfloat[]){0.3, 0.6, 0, 0.2});
   glRotatef(20, 0, 0, 1);
   glScalef(0.8, 0.8, 1);
   grid(4);
}

static void eye_linear(void)
{
   new_texture();
   checker_image(0, 8, 2);
   glEnable(GL_TEXTURE_2D);
   glTranslatef(0.3, 0, 0);
   generate_st(GL_EYE_LINEAR, GL_EYE_PLANE, (const GLfloat[]){0.5, 0, 0, 0.5}, (const GLfloat[]){0.2, 0.7, 0, 0.1});
   glLoadIdentity();
   glRotatef(30, 0, 0, 1);
   glScalef(0.8, 0.8, 1);
   grid(4);
}

static void sphere_map(void)
{
   perspective_view();
   new_texture();
   pattern_image();
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
   glEnable(GL_TEXTURE_2D);
   generate_st(GL_SPHERE_MAP, 0, NULL, NULL);
   glEnable(GL_DEPTH_TEST);
   sphere(0.9, 24, 16);
}

static const Scene SCENES[] = {
   SCENE("texgen-object-linear", 64, 64, object_linear),
   SCENE("texgen-eye-linear", 64, 64, eye_linear),
   SCENE("texgen-sphere-map", 64, 64, sphere_map),
};
GROUP(TEXGEN_SCENES, SCENES);
