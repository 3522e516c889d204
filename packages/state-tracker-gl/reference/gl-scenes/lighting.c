/*
 * lighting.c: fixed-function lighting (directional, positional with attenuation and spot lights,
 * two-sided lighting, the local viewer, separate specular colour, GL_COLOR_MATERIAL, several lights,
 * materials, GL_NORMALIZE and GL_RESCALE_NORMAL); twin of test/scenes/lighting.ts.
 */
#include "scenes.h"

/* Sets every front material colour and the shininess. */
static void material(const GLfloat *emission, const GLfloat *ambient, const GLfloat *diffuse,
                     const GLfloat *specular, double shininess)
{
   glMaterialfv(GL_FRONT, GL_EMISSION, emission);
   glMaterialfv(GL_FRONT, GL_AMBIENT, ambient);
   glMaterialfv(GL_FRONT, GL_DIFFUSE, diffuse);
   glMaterialfv(GL_FRONT, GL_SPECULAR, specular);
   glMaterialf(GL_FRONT, GL_SHININESS, shininess);
}

static void directional(void)
{
   perspective_view();
   glEnable(GL_LIGHTING);
   glEnable(GL_LIGHT0);
   glLightfv(GL_LIGHT0, GL_POSITION, (const GLfloat[]){1, 1, 1, 0});
   glEnable(GL_DEPTH_TEST);
   sphere(0.9, 24, 16);
}

static void point_attenuation(void)
{
   glEnable(GL_LIGHTING);
   glEnable(GL_LIGHT0);
   glLightfv(GL_LIGHT0, GL_POSITION, (const GLfloat[]){0.3, 0.2, 0.6, 1});
   glLightf(GL_LIGHT0, GL_CONSTANT_ATTENUATION, 0.5);
   glLightf(GL_LIGHT0, GL_LINEAR_ATTENUATION, 0.8);
   glLightf(GL_LIGHT0, GL_QUADRATIC_ATTENUATION, 1.5);
   glMaterialfv(GL_FRONT, GL_DIFFUSE, (const GLfloat[]){1, 0.8, 0.4, 1});
   grid(16);
}

static void spot(void)
{
   glEnable(GL_LIGHTING);
   glEnable(GL_LIGHT0);
   glLightfv(GL_LIGHT0, GL_POSITION, (const GLfloat[]){0, 0, 1, 1});
   glLightfv(GL_LIGHT0, GL_SPOT_DIRECTION, (const GLfloat[]){0.3, 0.2, -1});
   glLightf(GL_LIGHT0, GL_SPOT_CUTOFF, 30);
   glLightf(GL_LIGHT0, GL_SPOT_EXPONENT, 8);
   grid(24);
}

/* A front-facing and a back-facing grid, each lit with its own side's material. */
static void two_sided(void)
{
   glEnable(GL_LIGHTING);
   glEnable(GL_LIGHT0);
   glLightfv(GL_LIGHT0, GL_POSITION, (const GLfloat[]){0, 0, 1, 0});
   glLightModeli(GL_LIGHT_MODEL_TWO_SIDE, 1);
   glMaterialfv(GL_FRONT, GL_DIFFUSE, (const GLfloat[]){0.9, 0.3, 0.2, 1});
   glMaterialfv(GL_BACK, GL_DIFFUSE, (const GLfloat[]){0.2, 0.4, 0.9, 1});
   glPushMatrix();
   glTranslatef(-0.5, 0, 0);
   glRotatef(50, 0, 1, 0);
   glScalef(0.45, 0.8, 1);
   grid(4);
   glPopMatrix();
   glTranslatef(0.5, 0, 0);
   glRotatef(130, 0, 1, 0);
   glScalef(0.45, 0.8, 1);
   grid(4);
}

static void local_viewer(void)
{
   perspective_view();
   glEnable(GL_LIGHTING);
   glEnable(GL_LIGHT0);
   glLightfv(GL_LIGHT0, GL_POSITION, (const GLfloat[]){-1, 1, 2, 0});
   glLightModeli(GL_LIGHT_MODEL_LOCAL_VIEWER, 1);
   glMaterialfv(GL_FRONT, GL_DIFFUSE, (const GLfloat[]){0.3, 0.5, 0.9, 1});
   glMaterialfv(GL_FRONT, GL_SPECULAR, (const GLfloat[]){1, 1, 1, 1});
   glMaterialf(GL_FRONT, GL_SHININESS, 20);
   glEnable(GL_DEPTH_TEST);
   sphere(0.9, 24, 16);
}

/* A textured sphere whose specular highlight is added after texturing. */
static void separate_specular(void)
{
   perspective_view();
   new_texture();
   checker_image(0, 8, 2);
   glEnable(GL_TEXTURE_2D);
   glEnable(GL_LIGHTING);
   glEnable(GL_LIGHT0);
   glLightfv(GL_LIGHT0, GL_POSITION, (const GLfloat[]){-1, 1, 2, 0});
   glLightModeli(GL_LIGHT_MODEL_COLOR_CONTROL, GL_SEPARATE_SPECULAR_COLOR);
   glMaterialfv(GL_FRONT, GL_SPECULAR, (const GLfloat[]){1, 1, 1, 1});
   glMaterialf(GL_FRONT, GL_SHININESS, 10);
   glEnable(GL_DEPTH_TEST);
   sphere(0.9, 24, 16);
}

/* GL_AMBIENT_AND_DIFFUSE follow the current colour: a quad coloured per vertex and an orange sphere. */
static void color_material(void)
{
   glEnable(GL_LIGHTING);
   glEnable(GL_LIGHT0);
   glLightfv(GL_LIGHT0, GL_POSITION, (const GLfloat[]){0.5, 0.3, 1, 0});
   glColorMaterial(GL_FRONT, GL_AMBIENT_AND_DIFFUSE);
   glEnable(GL_COLOR_MATERIAL);
   glBegin(GL_QUADS);
   glNormal3f(0, 0, 1);
   coloured_vertex(-0.9, -0.9);
   coloured_vertex(0.1, -0.9);
   coloured_vertex(0.1, 0.1);
   coloured_vertex(-0.9, 0.1);
   glEnd();
   glColor3f(1, 0.5, 0);
   glTranslatef(0.45, 0.45, 0);
   glEnable(GL_DEPTH_TEST);
   sphere(0.45, 16, 12);
}

/* Red, green and blue directional lights and a dim white positional one. */
static void several_lights(void)
{
   perspective_view();
   glEnable(GL_LIGHTING);
   static const GLfloat lights[4][7] = {
      {-1, 0.5, 1, 0, 1, 0, 0},
      {1, 0.5, 1, 0, 0, 1, 0},
      {0, -1, 0.5, 0, 0, 0, 1},
      {0, 0, 2, 1, 0.4, 0.4, 0.4},
   };
   for (int i = 0; i < 4; i++) {
      const GLfloat *l = lights[i];
      glEnable(GL_LIGHT0 + i);
      glLightfv(GL_LIGHT0 + i, GL_POSITION, (const GLfloat[]){l[0], l[1], l[2], l[3]});
      glLightfv(GL_LIGHT0 + i, GL_DIFFUSE, (const GLfloat[]){l[4], l[5], l[6], 1});
   }
   glEnable(GL_DEPTH_TEST);
   sphere(0.9, 24, 16);
}

/* Four spheres: emissive, ambient-heavy, broad and tight specular. */
static void materials(void)
{
   glMatrixMode(GL_PROJECTION);
   glOrtho(-2, 2, -2, 2, -5, 5);
   glMatrixMode(GL_MODELVIEW);
   glEnable(GL_LIGHTING);
   glEnable(GL_LIGHT0);
   glLightfv(GL_LIGHT0, GL_POSITION, (const GLfloat[]){-1, 1, 2, 0});
   glLightModelfv(GL_LIGHT_MODEL_AMBIENT, (const GLfloat[]){0.3, 0.3, 0.3, 1});
   glEnable(GL_DEPTH_TEST);
   static const double centres[4][2] = {{-1, 1}, {1, 1}, {-1, -1}, {1, -1}};
   for (int i = 0; i < 4; i++) {
      if (i == 0)
         material((const GLfloat[]){0.3, 0, 0, 1}, (const GLfloat[]){0.2, 0.2, 0.2, 1},
                  (const GLfloat[]){0.2, 0.2, 0.2, 1}, (const GLfloat[]){0, 0, 0, 1}, 0);
      if (i == 1)
         material((const GLfloat[]){0, 0, 0, 1}, (const GLfloat[]){0.9, 0.9, 0.1, 1},
                  (const GLfloat[]){0.3, 0.3, 0.6, 1}, (const GLfloat[]){0, 0, 0, 1}, 0);
      if (i == 2)
         material((const GLfloat[]){0, 0, 0, 1}, (const GLfloat[]){0.2, 0.2, 0.2, 1},
                  (const GLfloat[]){0.2, 0.6, 0.2, 1}, (const GLfloat[]){1, 1, 1, 1}, 5);
      if (i == 3)
         material((const GLfloat[]){0, 0, 0, 1}, (const GLfloat[]){0.2, 0.2, 0.2, 1},
                  (const GLfloat[]){0.2, 0.6, 0.2, 1}, (const GLfloat[]){1, 1, 1, 1}, 80);
      glPushMatrix();
      glTranslatef(centres[i][0], centres[i][1], 0);
      sphere(0.9, 20, 14);
      glPopMatrix();
   }
}

/* The projection glOrtho(-1, 1, -1, 1, -5, 5) and a light from the upper left. */
static void ortho_lit(void)
{
   glMatrixMode(GL_PROJECTION);
   glOrtho(-1, 1, -1, 1, -5, 5);
   glMatrixMode(GL_MODELVIEW);
   glEnable(GL_LIGHTING);
   glEnable(GL_LIGHT0);
   glLightfv(GL_LIGHT0, GL_POSITION, (const GLfloat[]){-1, 1, 2, 0});
   glMaterialfv(GL_FRONT, GL_SPECULAR, (const GLfloat[]){0.6, 0.6, 0.6, 1});
   glMaterialf(GL_FRONT, GL_SHININESS, 16);
}

/* A non-uniformly scaled sphere: GL_NORMALIZE makes its transformed normals unit length again. */
static void normalize(void)
{
   ortho_lit();
   glEnable(GL_NORMALIZE);
   glScalef(0.9, 0.45, 1.2);
   glEnable(GL_DEPTH_TEST);
   sphere(0.9, 24, 16);
}

/* A uniformly scaled sphere: GL_RESCALE_NORMAL undoes the scale of its normals. */
static void rescale_normal(void)
{
   ortho_lit();
   glEnable(GL_RESCALE_NORMAL);
   glScalef(0.5, 0.5, 0.5);
   glEnable(GL_DEPTH_TEST);
   sphere(1.7, 24, 16);
}

static const Scene SCENES[] = {
   SCENE("lighting-directional", 64, 64, directional),
   SCENE("lighting-point-attenuation", 64, 64, point_attenuation),
   SCENE("lighting-spot", 64, 64, spot),
   SCENE("lighting-two-sided", 64, 64, two_sided),
   SCENE("lighting-local-viewer", 64, 64, local_viewer),
   SCENE("lighting-separate-specular", 64, 64, separate_specular),
   SCENE("lighting-color-material", 64, 64, color_material),
   SCENE("lighting-several-lights", 64, 64, several_lights),
   SCENE("lighting-materials", 96, 96, materials),
   SCENE("lighting-normalize", 64, 64, normalize),
   SCENE("lighting-rescale-normal", 64, 64, rescale_normal),
};
GROUP(LIGHTING_SCENES, SCENES);
