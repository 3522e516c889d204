/*
 * samples.c: the C twins of the GL samples in ../src/samples/, drawn with plain OpenGL through OSMesa so
 * that every driver's picture can be compared with Mesa's llvmpipe and softpipe. Each twin makes the
 * same calls with the same numbers, in the same order, as its TypeScript sample (computed in double
 * precision as JavaScript does).
 *
 * Usage: samples <out.rgba> <sample> <width> <height> <frame> [accum-bits]
 * Draws <sample> into a fresh OSMesa context (RGBA8, 24 depth bits, 8 stencil bits, the accumulation
 * bits given, default none): its setup, then
 * frame <frame> at time frame / 60 s. Writes the window (RGBA8, bottom row first, as glReadPixels
 * returns it) and prints "GL_RENDERER: <renderer>". Exits non-zero on a GL error. Twins that load ARB
 * programs read the program texts from files in the folder named by SAMPLE_PROGRAMS (regenerate.mjs
 * writes them there from the TypeScript strings, so both sides load the same text).
 * Build: cc -std=c99 -O2 samples.c -lGLU -lOSMesa -lm (reference/regenerate.mjs does it).
 */
#define _POSIX_C_SOURCE 200112L /* setenv */
#define GL_GLEXT_PROTOTYPES 1
#include <GL/osmesa.h>
#include <GL/gl.h>
#include <GL/glext.h>
#include <GL/glu.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The same value as JavaScript's Math.PI. */
#define PI 3.141592653589793

/* ---------------------------------------------------------------------------------------------
 * gl-helpers.ts
 * ------------------------------------------------------------------------------------------- */

static void perspective(double fovy, double aspect, double near, double far)
{
   double top = near * tan(fovy * PI / 360);
   glMatrixMode(GL_PROJECTION);
   glLoadIdentity();
   glFrustum(-top * aspect, top * aspect, -top, top, near, far);
   glMatrixMode(GL_MODELVIEW);
   glLoadIdentity();
}

static unsigned char *checker_texels(int size, int cell, const unsigned char a[4], const unsigned char b[4])
{
   unsigned char *texels = malloc((size_t)size * size * 4);
   for (int y = 0; y < size; y++)
      for (int x = 0; x < size; x++)
         memcpy(texels + ((size_t)y * size + x) * 4, (x / cell + y / cell) % 2 ? b : a, 4);
   return texels;
}

static GLuint texture2d(int size, unsigned char *texels, int linear)
{
   GLuint name;
   glGenTextures(1, &name);
   glBindTexture(GL_TEXTURE_2D, name);
   GLint filter = linear ? GL_LINEAR : GL_NEAREST;
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, filter);
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, filter);
   glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, size, size, 0, GL_RGBA, GL_UNSIGNED_BYTE, texels);
   free(texels);
   return name;
}

static void sphere(double radius, int slices, int stacks)
{
   for (int j = 0; j < stacks; j++) {
      glBegin(GL_QUAD_STRIP);
      for (int i = 0; i <= slices; i++) {
         for (int k = 0; k < 2; k++) {
            int row = k == 0 ? j + 1 : j;
            double phi = ((double)row / stacks) * PI - PI / 2;
            double theta = ((double)i / slices) * 2 * PI;
            double x = cos(phi) * cos(theta);
            double y = sin(phi);
            double z = -cos(phi) * sin(theta);
            glNormal3f(x, y, z);
            glTexCoord2f((double)i / slices, (double)row / stacks);
            glVertex3f(radius * x, radius * y, radius * z);
         }
      }
      glEnd();
   }
}

static const float CUBE_FACES[6][15] = {
   {0, 0, 1, -1, -1, 1, 1, -1, 1, 1, 1, 1, -1, 1, 1},
   {0, 0, -1, 1, -1, -1, -1, -1, -1, -1, 1, -1, 1, 1, -1},
   {1, 0, 0, 1, -1, 1, 1, -1, -1, 1, 1, -1, 1, 1, 1},
   {-1, 0, 0, -1, -1, -1, -1, -1, 1, -1, 1, 1, -1, 1, -1},
   {0, 1, 0, -1, 1, 1, 1, 1, 1, 1, 1, -1, -1, 1, -1},
   {0, -1, 0, -1, -1, -1, 1, -1, -1, 1, -1, 1, -1, -1, 1},
};
static const float CORNER_ST[8] = {0, 0, 1, 0, 1, 1, 0, 1};

static void cube(void)
{
   glBegin(GL_QUADS);
   for (int f = 0; f < 6; f++) {
      const float *face = CUBE_FACES[f];
      glNormal3f(face[0], face[1], face[2]);
      for (int c = 0; c < 4; c++) {
         glTexCoord2f(CORNER_ST[2 * c], CORNER_ST[2 * c + 1]);
         glVertex3f(face[3 + 3 * c], face[4 + 3 * c], face[5 + 3 * c]);
      }
   }
   glEnd();
}

/* Indices of two anticlockwise triangles per cell of a (rows + 1) x (columns + 1) grid, row after row. */
static void grid_triangles(GLushort *out, int rows, int columns)
{
   for (int i = 0; i < rows; i++)
      for (int j = 0; j < columns; j++) {
         GLushort a = i * (columns + 1) + j, b = a + columns + 1;
         *out++ = a, *out++ = b, *out++ = a + 1, *out++ = a + 1, *out++ = b, *out++ = b + 1;
      }
}

/* ---------------------------------------------------------------------------------------------
 * gears.ts
 * ------------------------------------------------------------------------------------------- */

static void ring(double radius, double angle, double z)
{
   glVertex3f(radius * cos(angle), radius * sin(angle), z);
}

static void gear(double inner, double outer, double width, int teeth, double tooth_depth)
{
   double r0 = inner, r1 = outer - tooth_depth / 2, r2 = outer + tooth_depth / 2;
   double da = 2 * PI / teeth / 4;
   double front = width / 2, back = -width / 2;

   glShadeModel(GL_FLAT);
   glNormal3f(0, 0, 1);
   glBegin(GL_QUAD_STRIP);
   for (int i = 0; i <= teeth; i++) {
      double a = i * 2 * PI / teeth;
      ring(r0, a, front);
      ring(r1, a, front);
      if (i < teeth) {
         ring(r0, a, front);
         ring(r1, a + 3 * da, front);
      }
   }
   glEnd();
   glBegin(GL_QUADS);
   for (int i = 0; i < teeth; i++) {
      double a = i * 2 * PI / teeth;
      ring(r1, a, front);
      ring(r2, a + da, front);
      ring(r2, a + 2 * da, front);
      ring(r1, a + 3 * da, front);
   }
   glEnd();

   glNormal3f(0, 0, -1);
   glBegin(GL_QUAD_STRIP);
   for (int i = 0; i <= teeth; i++) {
      double a = i * 2 * PI / teeth;
      ring(r1, a, back);
      ring(r0, a, back);
      if (i < teeth) {
         ring(r1, a + 3 * da, back);
         ring(r0, a, back);
      }
   }
   glEnd();
   glBegin(GL_QUADS);
   for (int i = 0; i < teeth; i++) {
      double a = i * 2 * PI / teeth;
      ring(r1, a + 3 * da, back);
      ring(r2, a + 2 * da, back);
      ring(r2, a + da, back);
      ring(r1, a, back);
   }
   glEnd();

   glBegin(GL_QUAD_STRIP);
   for (int i = 0; i < teeth; i++) {
      double a = i * 2 * PI / teeth;
      ring(r1, a, front);
      ring(r1, a, back);
      double u = r2 * cos(a + da) - r1 * cos(a);
      double v = r2 * sin(a + da) - r1 * sin(a);
      double len = hypot(u, v);
      glNormal3f(v / len, -u / len, 0);
      ring(r2, a + da, front);
      ring(r2, a + da, back);
      glNormal3f(cos(a), sin(a), 0);
      ring(r2, a + 2 * da, front);
      ring(r2, a + 2 * da, back);
      u = r1 * cos(a + 3 * da) - r2 * cos(a + 2 * da);
      v = r1 * sin(a + 3 * da) - r2 * sin(a + 2 * da);
      len = hypot(u, v);
      glNormal3f(v / len, -u / len, 0);
      ring(r1, a + 3 * da, front);
      ring(r1, a + 3 * da, back);
      glNormal3f(cos(a), sin(a), 0);
   }
   ring(r1, 0, front);
   ring(r1, 0, back);
   glEnd();

   glShadeModel(GL_SMOOTH);
   glBegin(GL_QUAD_STRIP);
   for (int i = 0; i <= teeth; i++) {
      double a = i * 2 * PI / teeth;
      glNormal3f(-cos(a), -sin(a), 0);
      ring(r0, a, back);
      ring(r0, a, front);
   }
   glEnd();
}

static GLuint gear_list(const float color[4], double inner, double outer, double width, int teeth,
                        double tooth_depth)
{
   GLuint list = glGenLists(1);
   glNewList(list, GL_COMPILE);
   glMaterialfv(GL_FRONT, GL_AMBIENT_AND_DIFFUSE, color);
   gear(inner, outer, width, teeth, tooth_depth);
   glEndList();
   return list;
}

static GLuint gear_lists[3];

static void gears_setup(int width, int height)
{
   static const float pos[4] = {5, 5, 10, 0};
   static const float red[4] = {0.8f, 0.1f, 0, 1}, green[4] = {0, 0.8f, 0.2f, 1}, blue[4] = {0.2f, 0.2f, 1, 1};
   glLightfv(GL_LIGHT0, GL_POSITION, pos);
   glEnable(GL_CULL_FACE);
   glEnable(GL_LIGHTING);
   glEnable(GL_LIGHT0);
   glEnable(GL_DEPTH_TEST);
   glEnable(GL_NORMALIZE);
   gear_lists[0] = gear_list(red, 1, 4, 1, 20, 0.7);
   gear_lists[1] = gear_list(green, 0.5, 2, 2, 10, 0.7);
   gear_lists[2] = gear_list(blue, 1.3, 2, 0.5, 10, 0.7);
   double aspect = (double)height / width;
   glMatrixMode(GL_PROJECTION);
   glLoadIdentity();
   glFrustum(-1, 1, -aspect, aspect, 5, 60);
   glMatrixMode(GL_MODELVIEW);
   glLoadIdentity();
   glTranslatef(0, 0, -40);
}

static void gears_draw(int frame, double time)
{
   (void)frame;
   double angle = 70 * time;
   const double placements[3][3] = {{-3, -2, angle}, {3.1, -2, -2 * angle - 9}, {-3.1, 4.2, -2 * angle - 25}};
   glClearColor(0, 0, 0, 1);
   glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
   glPushMatrix();
   glRotatef(20, 1, 0, 0);
   glRotatef(30, 0, 1, 0);
   for (int i = 0; i < 3; i++) {
      glPushMatrix();
      glTranslatef(placements[i][0], placements[i][1], 0);
      glRotatef(placements[i][2], 0, 0, 1);
      glCallList(gear_lists[i]);
      glPopMatrix();
   }
   glPopMatrix();
}

/* ---------------------------------------------------------------------------------------------
 * lit-cube.ts
 * ------------------------------------------------------------------------------------------- */

static void lit_cube_setup(int width, int height)
{
   static const float light_pos[4] = {2, 3, 4, 1}, white[4] = {1, 1, 1, 1}, spec[4] = {0.6f, 0.6f, 0.6f, 1};
   static const unsigned char yellow[4] = {250, 210, 60, 255}, blue[4] = {40, 110, 200, 255};
   perspective(40, (double)width / height, 1, 20);
   glEnable(GL_DEPTH_TEST);
   glEnable(GL_CULL_FACE);
   glEnable(GL_LIGHTING);
   glEnable(GL_LIGHT0);
   glLightfv(GL_LIGHT0, GL_POSITION, light_pos);
   glLightfv(GL_LIGHT0, GL_SPECULAR, white);
   glMaterialfv(GL_FRONT, GL_DIFFUSE, white);
   glMaterialfv(GL_FRONT, GL_SPECULAR, spec);
   glMaterialf(GL_FRONT, GL_SHININESS, 24);
   texture2d(32, checker_texels(32, 8, yellow, blue), 1);
   glEnable(GL_TEXTURE_2D);
}

static void lit_cube_draw(int frame, double time)
{
   (void)frame;
   glClearColor(0.1f, 0.1f, 0.15f, 1);
   glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
   glPushMatrix();
   glTranslatef(0, 0, -6);
   glRotatef(30 + 40 * time, 1, 1, 0.3);
   cube();
   glPopMatrix();
}

/* ---------------------------------------------------------------------------------------------
 * lights.ts
 * ------------------------------------------------------------------------------------------- */

static void place_lights(void)
{
   static const float dir_pos[4] = {-1, 1, 1, 0}, point_pos[4] = {0.8f, 1, -4.4f, 1};
   static const float spot_pos[4] = {2.6f, 2, -1, 1}, spot_dir[3] = {-0.4f, -2, -5};
   static const float ambient[4] = {0.1f, 0.1f, 0.1f, 1}, white[4] = {1, 1, 1, 1};
   static const float d0[4] = {1, 0.9f, 0.8f, 1}, d1[4] = {0.9f, 0.9f, 1, 1}, d2[4] = {1, 1, 0.7f, 1};
   const GLenum lights[3] = {GL_LIGHT0, GL_LIGHT1, GL_LIGHT2};
   glLightfv(GL_LIGHT0, GL_POSITION, dir_pos);
   glLightfv(GL_LIGHT1, GL_POSITION, point_pos);
   glLightf(GL_LIGHT1, GL_CONSTANT_ATTENUATION, 0.2f);
   glLightf(GL_LIGHT1, GL_LINEAR_ATTENUATION, 0.3f);
   glLightf(GL_LIGHT1, GL_QUADRATIC_ATTENUATION, 0.4f);
   glLightfv(GL_LIGHT2, GL_POSITION, spot_pos);
   glLightfv(GL_LIGHT2, GL_SPOT_DIRECTION, spot_dir);
   glLightf(GL_LIGHT2, GL_SPOT_CUTOFF, 8);
   glLightf(GL_LIGHT2, GL_SPOT_EXPONENT, 2);
   for (int i = 0; i < 3; i++) {
      glLightfv(lights[i], GL_AMBIENT, ambient);
      glLightfv(lights[i], GL_SPECULAR, white);
   }
   glLightfv(GL_LIGHT0, GL_DIFFUSE, d0);
   glLightfv(GL_LIGHT1, GL_DIFFUSE, d1);
   glLightfv(GL_LIGHT2, GL_DIFFUSE, d2);
}

static void lights_setup(int width, int height)
{
   static const float model_ambient[4] = {0.1f, 0.1f, 0.1f, 1}, ambient[4] = {0.3f, 0.3f, 0.3f, 1};
   static const float diffuse[4] = {0.8f, 0.3f, 0.2f, 1}, specular[4] = {0.7f, 0.7f, 0.7f, 1};
   perspective(30, (double)width / height, 1, 20);
   place_lights();
   glLightModelfv(GL_LIGHT_MODEL_AMBIENT, model_ambient);
   glEnable(GL_LIGHTING);
   glEnable(GL_DEPTH_TEST);
   glMaterialfv(GL_FRONT, GL_AMBIENT, ambient);
   glMaterialfv(GL_FRONT, GL_DIFFUSE, diffuse);
   glMaterialfv(GL_FRONT, GL_SPECULAR, specular);
   glMaterialf(GL_FRONT, GL_SHININESS, 30);
}

static void lights_draw(int frame, double time)
{
   (void)frame, (void)time;
   const GLenum lights[3] = {GL_LIGHT0, GL_LIGHT1, GL_LIGHT2};
   glClearColor(0.05f, 0.05f, 0.1f, 1);
   glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
   for (int i = 0; i < 3; i++) {
      glEnable(lights[i]);
      glPushMatrix();
      glTranslatef((i - 1) * 2.2, 0, -6);
      sphere(1, 24, 16);
      glPopMatrix();
      glDisable(lights[i]);
   }
}

/* ---------------------------------------------------------------------------------------------
 * blending.ts
 * ------------------------------------------------------------------------------------------- */

static const int LEAVES[5][3] = {{8, 8, 6}, {22, 10, 7}, {15, 20, 8}, {7, 25, 5}, {25, 25, 5}};

static unsigned char *foliage_texels(void)
{
   unsigned char *texels = calloc(32 * 32, 4);
   for (int y = 0; y < 32; y++)
      for (int x = 0; x < 32; x++)
         for (int i = 0; i < 5; i++) {
            int cx = LEAVES[i][0], cy = LEAVES[i][1], r = LEAVES[i][2];
            int d2 = (x - cx) * (x - cx) + (y - cy) * (y - cy);
            if (d2 <= r * r) {
               unsigned char *t = texels + (y * 32 + x) * 4;
               t[0] = 40, t[1] = (unsigned char)(120 + 4 * (r * r - d2)), t[2] = 30, t[3] = 255;
            }
         }
   return texels;
}

static GLuint ground_texture, foliage_texture;

static void textured_quad(double x0, double y0, double x1, double y1, double repeat)
{
   glBegin(GL_QUADS);
   glTexCoord2f(0, 0);
   glVertex3f(x0, y0, 0);
   glTexCoord2f(repeat, 0);
   glVertex3f(x1, y0, 0);
   glTexCoord2f(repeat, repeat);
   glVertex3f(x1, y1, 0);
   glTexCoord2f(0, repeat);
   glVertex3f(x0, y1, 0);
   glEnd();
}

static void blending_setup(int width, int height)
{
   static const unsigned char light[4] = {200, 200, 190, 255}, dark[4] = {90, 90, 100, 255};
   perspective(45, (double)width / height, 1, 30);
   ground_texture = texture2d(16, checker_texels(16, 4, light, dark), 0);
   foliage_texture = texture2d(32, foliage_texels(), 1);
   glEnable(GL_DEPTH_TEST);
   glAlphaFunc(GL_GREATER, 0.5f);
   glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
}

static void blending_draw(int frame, double time)
{
   (void)frame, (void)time;
   static const double panes[3][5] = {
      {0.9, 0.2, 0.2, 0.5, -2}, {0.2, 0.9, 0.2, 0.4, -1.2}, {0.2, 0.3, 0.9, 0.6, -0.4}};
   static const double angles[2] = {30, 120};
   glClearColor(0.5f, 0.7f, 0.9f, 1);
   glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
   glTranslatef(0, -1, -7);
   glColor4f(1, 1, 1, 1);
   glEnable(GL_TEXTURE_2D);

   glBindTexture(GL_TEXTURE_2D, ground_texture);
   glRotatef(-90, 1, 0, 0);
   textured_quad(-4, -4, 4, 4, 4);
   glRotatef(90, 1, 0, 0);

   glBindTexture(GL_TEXTURE_2D, foliage_texture);
   glEnable(GL_ALPHA_TEST);
   glTranslatef(1.4, 0, -0.5);
   for (int i = 0; i < 2; i++) {
      glRotatef(angles[i], 0, 1, 0);
      textured_quad(-1.2, 0, 1.2, 2.4, 1);
      glRotatef(-angles[i], 0, 1, 0);
   }
   glTranslatef(-1.4, 0, 0.5);
   glDisable(GL_ALPHA_TEST);
   glDisable(GL_TEXTURE_2D);

   glEnable(GL_BLEND);
   glDepthMask(GL_FALSE);
   for (int i = 0; i < 3; i++) {
      double x = panes[i][4];
      glColor4f(panes[i][0], panes[i][1], panes[i][2], panes[i][3]);
      glTranslatef(x, 0.3, x + 1.5);
      textured_quad(-1, 0, 1, 1.6, 1);
      glTranslatef(-x, -0.3, -x - 1.5);
   }
   glDepthMask(GL_TRUE);
   glDisable(GL_BLEND);
}

/* ---------------------------------------------------------------------------------------------
 * stencil-reflection.ts
 * ------------------------------------------------------------------------------------------- */

static void reflection_floor(void)
{
   glBegin(GL_QUADS);
   glNormal3f(0, 1, 0);
   glVertex3f(-2.5, 0, 2.5);
   glVertex3f(2.5, 0, 2.5);
   glVertex3f(2.5, 0, -2.5);
   glVertex3f(-2.5, 0, -2.5);
   glEnd();
}

static void reflection_object(double angle)
{
   static const float light_pos[4] = {1, 3, 2, 0};
   glLightfv(GL_LIGHT0, GL_POSITION, light_pos);
   glEnable(GL_LIGHTING);
   glPushMatrix();
   glTranslatef(0, 1.4, 0);
   glRotatef(angle, 0.3, 1, 0.2);
   glScalef(0.7, 0.7, 0.7);
   cube();
   glPopMatrix();
   glDisable(GL_LIGHTING);
}

static void stencil_reflection_setup(int width, int height)
{
   static const float orange[4] = {0.9f, 0.5f, 0.1f, 1};
   perspective(40, (double)width / height, 1, 30);
   glEnable(GL_DEPTH_TEST);
   glEnable(GL_CULL_FACE);
   glEnable(GL_LIGHT0);
   glMaterialfv(GL_FRONT, GL_AMBIENT_AND_DIFFUSE, orange);
   glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
}

static void stencil_reflection_draw(int frame, double time)
{
   (void)frame;
   double angle = 60 * time;
   glClearColor(0.15f, 0.15f, 0.2f, 1);
   glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT | GL_STENCIL_BUFFER_BIT);
   glPushMatrix();
   glTranslatef(0, -1, -8);
   glRotatef(25, 1, 0, 0);

   glEnable(GL_STENCIL_TEST);
   glStencilFunc(GL_ALWAYS, 1, 0xff);
   glStencilOp(GL_KEEP, GL_KEEP, GL_REPLACE);
   glColorMask(GL_FALSE, GL_FALSE, GL_FALSE, GL_FALSE);
   glDepthMask(GL_FALSE);
   reflection_floor();
   glColorMask(GL_TRUE, GL_TRUE, GL_TRUE, GL_TRUE);
   glDepthMask(GL_TRUE);

   glStencilFunc(GL_EQUAL, 1, 0xff);
   glStencilOp(GL_KEEP, GL_KEEP, GL_KEEP);
   glPushMatrix();
   glScalef(1, -1, 1);
   glFrontFace(GL_CW);
   reflection_object(angle);
   glFrontFace(GL_CCW);
   glPopMatrix();
   glDisable(GL_STENCIL_TEST);

   glEnable(GL_BLEND);
   glColor4f(0.3f, 0.5f, 0.7f, 0.7f);
   reflection_floor();
   glDisable(GL_BLEND);

   reflection_object(angle);
   glPopMatrix();
}

/* ---------------------------------------------------------------------------------------------
 * fog-terrain.ts
 * ------------------------------------------------------------------------------------------- */

static const float SKY[4] = {0.7f, 0.75f, 0.8f, 1};
#define TERRAIN_CELLS 32

static double terrain_height(double x, double z)
{
   return 0.6 * sin(0.9 * x) * cos(0.7 * z) + 0.3 * sin(1.7 * x + 0.4 * z);
}

static void terrain_vertex(double x, double z)
{
   double h = terrain_height(x, z);
   double t = (h + 0.9) / 1.8;
   glColor3f(0.2 + 0.4 * t, 0.55 - 0.15 * t, 0.15 + 0.1 * t);
   glVertex3f(x, h, z);
}

static void fog_terrain_setup(int width, int height)
{
   perspective(50, (double)width / height, 0.5, 40);
   glEnable(GL_DEPTH_TEST);
   glEnable(GL_FOG);
   glFogi(GL_FOG_MODE, GL_LINEAR);
   glFogf(GL_FOG_START, 4);
   glFogf(GL_FOG_END, 26);
   glFogfv(GL_FOG_COLOR, SKY);
}

static void fog_terrain_draw(int frame, double time)
{
   (void)frame, (void)time;
   glClearColor(SKY[0], SKY[1], SKY[2], SKY[3]);
   glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
   glRotatef(12, 1, 0, 0);
   glTranslatef(0, -2, -1);
   double step = 16.0 / TERRAIN_CELLS;
   for (int row = 0; row < TERRAIN_CELLS; row++) {
      double z0 = -row * step * 2, z1 = -(row + 1) * step * 2;
      glBegin(GL_TRIANGLE_STRIP);
      for (int col = 0; col <= TERRAIN_CELLS; col++) {
         double x = -8 + col * step;
         terrain_vertex(x, z0);
         terrain_vertex(x, z1);
      }
      glEnd();
   }
}

/* ---------------------------------------------------------------------------------------------
 * tunnel.ts
 * ------------------------------------------------------------------------------------------- */

#define TUNNEL_SEGMENTS 16
#define TUNNEL_RINGS 24
#define TUNNEL_LENGTH 48

static void tunnel_setup(int width, int height)
{
   static const unsigned char white[4] = {240, 240, 230, 255}, red[4] = {200, 40, 40, 255};
   perspective(60, (double)width / height, 0.1, 60);
   GLuint name;
   glGenTextures(1, &name);
   glBindTexture(GL_TEXTURE_2D, name);
   glTexParameteri(GL_TEXTURE_2D, GL_GENERATE_MIPMAP, GL_TRUE);
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR_MIPMAP_LINEAR);
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
   unsigned char *texels = checker_texels(64, 8, white, red);
   glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, 64, 64, 0, GL_RGBA, GL_UNSIGNED_BYTE, texels);
   free(texels);
   glEnable(GL_TEXTURE_2D);
}

static void tunnel_draw(int frame, double time)
{
   (void)frame;
   glClearColor(0, 0, 0, 1);
   glClear(GL_COLOR_BUFFER_BIT);
   glMatrixMode(GL_TEXTURE);
   glLoadIdentity();
   glTranslatef(0.1 * time, time, 0);
   glMatrixMode(GL_MODELVIEW);
   glColor3f(1, 1, 1);
   for (int ring = 0; ring < TUNNEL_RINGS; ring++) {
      glBegin(GL_QUAD_STRIP);
      for (int i = 0; i <= TUNNEL_SEGMENTS; i++) {
         double angle = ((double)i / TUNNEL_SEGMENTS) * 2 * PI;
         for (int r = ring; r <= ring + 1; r++) {
            glTexCoord2f((4.0 * i) / TUNNEL_SEGMENTS, r / 2.0);
            glVertex3f(cos(angle), sin(angle), (-(double)r * TUNNEL_LENGTH) / TUNNEL_RINGS);
         }
      }
      glEnd();
   }
}

/* ---------------------------------------------------------------------------------------------
 * points-lines.ts
 * ------------------------------------------------------------------------------------------- */

static void points_lines_setup(int width, int height)
{
   glMatrixMode(GL_PROJECTION);
   glLoadIdentity();
   glOrtho(0, width, 0, height, -1, 1);
   glMatrixMode(GL_MODELVIEW);
   glLoadIdentity();
}

static void points_lines_draw(int frame, double time)
{
   (void)frame, (void)time;
   static const float widths[4] = {1, 2, 3, 5};
   glClearColor(0.1f, 0.1f, 0.12f, 1);
   glClear(GL_COLOR_BUFFER_BIT);
   for (int size = 1; size <= 8; size++) {
      double centre = size % 2 ? 0.5 : 0;
      glPointSize(size);
      glBegin(GL_POINTS);
      glColor3f(1, size / 8.0, 0.2);
      glVertex2f(10 + (size - 1) * 19 + centre, 148 + centre);
      glEnd();
   }
   for (int i = 0; i < 4; i++) {
      glLineWidth(widths[i]);
      glBegin(GL_LINES);
      glColor3f(0.3, 0.8, 1);
      glVertex2f(10.5, 130.5 - 12 * i);
      glVertex2f(150.5, 124.5 - 12 * i);
      glEnd();
   }
   glLineWidth(2);
   glEnable(GL_LINE_STIPPLE);
   glLineStipple(2, 0x0f0f);
   glBegin(GL_LINE_STRIP);
   glColor3f(1, 1, 0.3);
   for (int i = 0; i <= 6; i++) glVertex2f(10.5 + 23 * i, i % 2 ? 72.5 : 84.5);
   glEnd();
   glDisable(GL_LINE_STIPPLE);
   glLineWidth(1);
   glBegin(GL_LINE_LOOP);
   for (int i = 0; i < 5; i++) {
      double angle = PI / 2 + (i * 4 * PI) / 5;
      glColor3f(i / 4.0, 1 - i / 4.0, 0.8);
      glVertex2f(40.5 + 28 * cos(angle), 33.5 + 28 * sin(angle));
   }
   glEnd();
   glBegin(GL_LINES);
   for (int i = 0; i < 24; i++) {
      double angle = (i * PI) / 12;
      glColor3f(0.5 + 0.5 * cos(angle), 0.5 + 0.5 * sin(angle), 1);
      glVertex2f(118.5, 33.5);
      glVertex2f(118.5 + 30 * cos(angle), 33.5 + 30 * sin(angle));
   }
   glEnd();
}

/* ---------------------------------------------------------------------------------------------
 * display-lists.ts
 * ------------------------------------------------------------------------------------------- */

static const unsigned char STREETS[3][6] = {{2, 4, 1, 3, 2, 4}, {1, 3, 4, 2, 1, 2}, {3, 1, 2, 4, 3, 1}};
static GLuint tower_lists;

static void display_lists_setup(int width, int height)
{
   perspective(40, (double)width / height, 1, 40);
   glEnable(GL_DEPTH_TEST);
   glEnable(GL_CULL_FACE);
   glEnable(GL_LIGHTING);
   glEnable(GL_LIGHT0);
   glColorMaterial(GL_FRONT, GL_AMBIENT_AND_DIFFUSE);
   glEnable(GL_COLOR_MATERIAL);

   GLuint block = glGenLists(1);
   glNewList(block, GL_COMPILE);
   glPushMatrix();
   glScalef(0.4, 0.5, 0.4);
   cube();
   glPopMatrix();
   glEndList();

   tower_lists = glGenLists(4);
   for (int height = 1; height <= 4; height++) {
      glNewList(tower_lists + height - 1, GL_COMPILE);
      glColor3f(0.3 + 0.15 * height, 0.8 - 0.1 * height, 0.4 + 0.1 * height);
      glPushMatrix();
      glTranslatef(0, 0.5, 0);
      for (int level = 0; level < height; level++) {
         glCallList(block);
         glTranslatef(0, 1, 0);
      }
      glPopMatrix();
      glTranslatef(1.2, 0, 0);
      glEndList();
   }
}

static void display_lists_draw(int frame, double time)
{
   (void)frame, (void)time;
   static const float light_pos[4] = {1, 2, 3, 0};
   glClearColor(0.6f, 0.7f, 0.85f, 1);
   glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
   glLightfv(GL_LIGHT0, GL_POSITION, light_pos);
   glPushMatrix();
   glTranslatef(0, -2.6, -13);
   glRotatef(25, 1, 0, 0);
   glRotatef(-25, 0, 1, 0);
   glListBase(tower_lists - 1);
   for (int i = 0; i < 3; i++) {
      glPushMatrix();
      glTranslatef(-3, 0, -1.5 * (3 - 1 - i));
      glCallLists(6, GL_UNSIGNED_BYTE, STREETS[i]);
      glPopMatrix();
   }
   glPopMatrix();
}

/* ---------------------------------------------------------------------------------------------
 * vertex-buffer.ts
 * ------------------------------------------------------------------------------------------- */

#define TORUS_RINGS 32
#define TORUS_SIDES 16

static void vertex_buffer_setup(int width, int height)
{
   static const float p0[4] = {-2, 1, 2, 0}, d0[4] = {1, 0.5f, 0.2f, 1};
   static const float p1[4] = {2, -1, 2, 0}, d1[4] = {0.2f, 0.5f, 1, 1};
   static float vertices[(TORUS_RINGS + 1) * (TORUS_SIDES + 1) * 6];
   static GLushort indices[TORUS_RINGS * TORUS_SIDES * 6];
   perspective(40, (double)width / height, 1, 20);
   glEnable(GL_DEPTH_TEST);
   glEnable(GL_CULL_FACE);
   glEnable(GL_LIGHTING);
   glEnable(GL_LIGHT0);
   glEnable(GL_LIGHT1);
   glLightfv(GL_LIGHT0, GL_POSITION, p0);
   glLightfv(GL_LIGHT0, GL_DIFFUSE, d0);
   glLightfv(GL_LIGHT1, GL_POSITION, p1);
   glLightfv(GL_LIGHT1, GL_DIFFUSE, d1);

   float *v = vertices;
   for (int i = 0; i <= TORUS_RINGS; i++) {
      double u = ((double)i / TORUS_RINGS) * 2 * PI;
      for (int j = 0; j <= TORUS_SIDES; j++) {
         double w = ((double)j / TORUS_SIDES) * 2 * PI;
         double nx = cos(u) * cos(w), ny = sin(u) * cos(w), nz = sin(w);
         *v++ = nx, *v++ = ny, *v++ = nz;
         *v++ = cos(u) + 0.4 * nx, *v++ = sin(u) + 0.4 * ny, *v++ = 0.4 * nz;
      }
   }
   grid_triangles(indices, TORUS_RINGS, TORUS_SIDES);

   GLuint buffers[2];
   glGenBuffers(2, buffers);
   glBindBuffer(GL_ARRAY_BUFFER, buffers[0]);
   glBufferData(GL_ARRAY_BUFFER, sizeof(vertices), vertices, GL_STATIC_DRAW);
   glInterleavedArrays(GL_N3F_V3F, 0, (const void *)0);
   glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, buffers[1]);
   glBufferData(GL_ELEMENT_ARRAY_BUFFER, sizeof(indices), indices, GL_STATIC_DRAW);
}

static void vertex_buffer_draw(int frame, double time)
{
   (void)frame;
   glClearColor(0.08f, 0.08f, 0.08f, 1);
   glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
   glPushMatrix();
   glTranslatef(0, 0, -5);
   glRotatef(50 * time, 1, 0.5, 0);
   glDrawElements(GL_TRIANGLES, TORUS_RINGS * TORUS_SIDES * 6, GL_UNSIGNED_SHORT, (const void *)0);
   glPopMatrix();
}

/* ---------------------------------------------------------------------------------------------
 * occlusion.ts
 * ------------------------------------------------------------------------------------------- */

#define OCCLUSION_COLUMNS 5
#define OCCLUSION_ROWS 3
#define OCCLUSION_CUBES (OCCLUSION_COLUMNS * OCCLUSION_ROWS)

static GLuint occlusion_queries[OCCLUSION_CUBES];
static int occlusion_width, occlusion_height;

static void occlusion_setup(int width, int height)
{
   occlusion_width = width, occlusion_height = height;
   glGenQueries(OCCLUSION_CUBES, occlusion_queries);
   glEnable(GL_DEPTH_TEST);
}

static void occlusion_draw(int frame, double time)
{
   (void)frame, (void)time;
   int drawn[OCCLUSION_CUBES];
   glClearColor(0.12f, 0.12f, 0.16f, 1);
   glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
   perspective(45, (double)occlusion_width / occlusion_height, 1, 30);
   glColor3f(0.55, 0.55, 0.6);
   glBegin(GL_QUADS);
   glVertex3f(-1.5, -2, -6);
   glVertex3f(1.5, -2, -6);
   glVertex3f(1.5, 0.45, -6);
   glVertex3f(-1.5, 0.45, -6);
   glEnd();

   for (int i = 0; i < OCCLUSION_CUBES; i++) {
      glPushMatrix();
      glTranslatef(-3.2 + 1.6 * (i % OCCLUSION_COLUMNS), -1.6 + 1.6 * (i / OCCLUSION_COLUMNS), -10);
      glColorMask(GL_FALSE, GL_FALSE, GL_FALSE, GL_FALSE);
      glDepthMask(GL_FALSE);
      glBeginQuery(GL_SAMPLES_PASSED, occlusion_queries[i]);
      glScalef(0.55, 0.55, 0.55);
      cube();
      glEndQuery(GL_SAMPLES_PASSED);
      glColorMask(GL_TRUE, GL_TRUE, GL_TRUE, GL_TRUE);
      glDepthMask(GL_TRUE);
      GLuint samples;
      glGetQueryObjectuiv(occlusion_queries[i], GL_QUERY_RESULT, &samples);
      drawn[i] = samples > 0;
      if (samples > 0) {
         glRotatef(30, 1, 1, 0);
         glScalef(0.45, 0.45, 0.45);
         glColor3f(0.3 + 0.05 * i, 0.6, 0.9 - 0.05 * i);
         cube();
      }
      glPopMatrix();
   }

   glDisable(GL_DEPTH_TEST);
   glMatrixMode(GL_PROJECTION);
   glLoadIdentity();
   glOrtho(0, occlusion_width, 0, occlusion_height, -1, 1);
   glMatrixMode(GL_MODELVIEW);
   glLoadIdentity();
   for (int i = 0; i < OCCLUSION_CUBES; i++) {
      glColor3f(drawn[i] ? 0.2 : 0.9, drawn[i] ? 0.8 : 0.2, 0.2);
      glBegin(GL_QUADS);
      glVertex2f(5 + 10 * i, 3);
      glVertex2f(13 + 10 * i, 3);
      glVertex2f(13 + 10 * i, 9);
      glVertex2f(5 + 10 * i, 9);
      glEnd();
   }
   glEnable(GL_DEPTH_TEST);
}

/* ---------------------------------------------------------------------------------------------
 * bezier.ts (evaluators: Bezier curves and a lit Bezier surface)
 * ------------------------------------------------------------------------------------------- */

static const float BEZIER_CURVES[3][12] = {
   {-0.8, -0.8, 0, -0.4, 0.8, 0, 0.2, -0.8, 0, 0.8, 0.6, 0},
   {-0.8, 0.2, 0, -0.6, 0.9, 0, 0.6, 0.9, 0, 0.8, 0.2, 0},
   {-0.9, -0.2, 0, 0, -0.9, 0, 0, 0.5, 0, 0.9, -0.5, 0},
};
static const float BEZIER_CURVE_COLOURS[2][3] = {{1, 0.85, 0.2}, {0.3, 0.9, 1}};
static const float BEZIER_RAINBOW[12] = {1, 0.2, 0.2, 1, 1, 1, 1, 1, 0.2, 0.4, 1, 1};
static const float BEZIER_PATCH[48] = {
   -1.5, -1.5, 4,  -0.5, -1.5, 2,  0.5, -1.5, -1, 1.5, -1.5, 2,
   -1.5, -0.5, 1,  -0.5, -0.5, 3,  0.5, -0.5, 0,  1.5, -0.5, -1,
   -1.5, 0.5, 4,   -0.5, 0.5, 0,   0.5, 0.5, 3,   1.5, 0.5, 4,
   -1.5, 1.5, -2,  -0.5, 1.5, -2,  0.5, 1.5, 0,   1.5, 1.5, -1,
};
static int bezier_width, bezier_height;

static void bezier_curves(void)
{
   glViewport(0, 0, bezier_width / 2, bezier_height);
   glMatrixMode(GL_PROJECTION);
   glLoadIdentity();
   glOrtho(-1, 1, -1, 1, -1, 1);
   glMatrixMode(GL_MODELVIEW);
   glLoadIdentity();
   glEnable(GL_MAP1_VERTEX_3);
   for (int k = 0; k < 3; k++) {
      const float *points = BEZIER_CURVES[k];
      glMap1f(GL_MAP1_VERTEX_3, 0, 1, 3, 4, points);
      if (k < 2) {
         glColor3f(BEZIER_CURVE_COLOURS[k][0], BEZIER_CURVE_COLOURS[k][1], BEZIER_CURVE_COLOURS[k][2]);
         glBegin(GL_LINE_STRIP);
         for (int i = 0; i <= 30; i++) glEvalCoord1f((GLfloat)(i / 30.0));
         glEnd();
      } else {
         glMap1f(GL_MAP1_COLOR_4, 0, 1, 4, 3, BEZIER_RAINBOW);
         glEnable(GL_MAP1_COLOR_4);
         glMapGrid1f(30, 0, 1);
         glEvalMesh1(GL_LINE, 0, 30);
         glDisable(GL_MAP1_COLOR_4);
      }
      glColor3f(0.9, 0.9, 0.9);
      glBegin(GL_POINTS);
      for (int i = 0; i < 4; i++) glVertex3fv(points + 3 * i);
      glEnd();
   }
   glDisable(GL_MAP1_VERTEX_3);
}

static void bezier_surface(double angle)
{
   glViewport(bezier_width / 2, 0, bezier_width / 2, bezier_height);
   perspective(40, (double)bezier_width / 2 / bezier_height, 1, 30);
   glTranslatef(0, 0, -15);
   glRotatef(85, 1, 1, 1);
   glRotatef(angle, 0, 0, 1);
   glEnable(GL_MAP2_VERTEX_3);
   glEnable(GL_LIGHTING);
   glEnable(GL_AUTO_NORMAL);
   glMapGrid2f(20, 0, 1, 20, 0, 1);
   glEvalMesh2(GL_FILL, 0, 20, 0, 20);
   glDisable(GL_AUTO_NORMAL);
   glDisable(GL_LIGHTING);
   glColor3f(1, 0.5, 0.2);
   glTranslatef(0, 0, 0.05);
   for (int i = 0; i < 4; i++) {
      glBegin(GL_LINE_STRIP);
      for (int j = 0; j < 4; j++) glVertex3fv(BEZIER_PATCH + 3 * (4 * i + j));
      glEnd();
   }
   glDisable(GL_MAP2_VERTEX_3);
}

static void bezier_setup(int width, int height)
{
   static const float diffuse[4] = {0.3f, 0.6f, 0.9f, 1}, specular[4] = {1, 1, 1, 1};
   bezier_width = width;
   bezier_height = height;
   glEnable(GL_DEPTH_TEST);
   glPointSize(4);
   glEnable(GL_LIGHT0);
   glMaterialfv(GL_FRONT_AND_BACK, GL_DIFFUSE, diffuse);
   glMaterialfv(GL_FRONT_AND_BACK, GL_SPECULAR, specular);
   glMaterialf(GL_FRONT_AND_BACK, GL_SHININESS, 40);
   glMap2f(GL_MAP2_VERTEX_3, 0, 1, 3, 4, 0, 1, 12, 4, BEZIER_PATCH);
}

static void bezier_draw(int frame, double time)
{
   (void)frame;
   static const float light_pos[4] = {1, 1, 2, 0};
   glViewport(0, 0, bezier_width, bezier_height);
   glClearColor(0.08f, 0.08f, 0.12f, 1);
   glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
   bezier_curves();
   glMatrixMode(GL_MODELVIEW);
   glLoadIdentity();
   glLightfv(GL_LIGHT0, GL_POSITION, light_pos);
   bezier_surface(30 + 24 * time);
}

/* ---------------------------------------------------------------------------------------------
 * s3tc-textures.ts
 * ------------------------------------------------------------------------------------------- */

#define S3TC_WALL 64
#define S3TC_GLOW 32

/* An 8-bit colour as 5:6:5, rounded. */
static unsigned s3tc_rgb565(unsigned r, unsigned g, unsigned b)
{
   return ((r * 31 + 127) / 255) << 11 | ((g * 63 + 127) / 255) << 5 | (b * 31 + 127) / 255;
}

static void s3tc_put16(unsigned char *out, unsigned v)
{
   out[0] = v & 255;
   out[1] = v >> 8;
}

/* The DXT1 blocks of a 64×64 brick wall (bricks in their own colour, mortar, a shaded row over it). */
static void s3tc_brick_blocks(unsigned char *out)
{
   const int across = S3TC_WALL / 4;
   for (int by = 0; by < across; by++)
      for (int bx = 0; bx < across; bx++) {
         int row = by / 2, offset = (row % 2) * 8;
         int shade = (row * 7 + (bx * 4 + offset) / 16 * 13) % 5;
         unsigned char *at = out + (by * across + bx) * 8;
         s3tc_put16(at, s3tc_rgb565(150 + shade * 15, 50 + shade * 6, 35 + shade * 4));
         s3tc_put16(at + 2, s3tc_rgb565(200, 195, 185));
         unsigned bits = 0;
         for (int t = 0; t < 16; t++) {
            int x = bx * 4 + t % 4, y = by * 4 + t / 4;
            int mortar = y % 8 == 0 || (x + offset) % 16 == 0;
            unsigned code = mortar ? 1 : y % 8 == 1 ? 2 : 0;
            bits |= code << (2 * t);
         }
         for (int i = 0; i < 4; i++) at[4 + i] = (bits >> (8 * i)) & 255;
      }
}

/* The DXT3 blocks of a 32×32 glow: one warm colour, alpha falling from the centre to 0 at the rim. */
static void s3tc_glow_blocks(unsigned char *out)
{
   const int across = S3TC_GLOW / 4;
   memset(out, 0, (size_t)across * across * 16);
   for (int by = 0; by < across; by++)
      for (int bx = 0; bx < across; bx++) {
         unsigned char *at = out + (by * across + bx) * 16;
         for (int t = 0; t < 16; t++) {
            int dx = 2 * (bx * 4 + t % 4) - 31, dy = 2 * (by * 4 + t / 4) - 31;
            int alpha = 255 - (dx * dx + dy * dy) * 255 / 961;
            if (alpha < 0) alpha = 0;
            at[t >> 1] |= (alpha >> 4) << (4 * (t & 1));
         }
         s3tc_put16(at + 8, s3tc_rgb565(255, 220, 120));
         s3tc_put16(at + 10, s3tc_rgb565(255, 220, 120));
      }
}

/* A new bound, LINEAR-filtered 2D texture of one compressed level. */
static GLuint s3tc_texture(GLenum format, int size, const unsigned char *blocks, int bytes)
{
   GLuint name;
   glGenTextures(1, &name);
   glBindTexture(GL_TEXTURE_2D, name);
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
   glCompressedTexImage2D(GL_TEXTURE_2D, 0, format, size, size, 0, bytes, blocks);
   return name;
}

/* A quad in the z = `z` plane from (x0, y0) to (x1, y1), texture coordinates 0..s, 0..t. */
static void s3tc_quad(double x0, double y0, double x1, double y1, double z, double s, double t)
{
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

static GLuint s3tc_wall, s3tc_glow;

static void s3tc_textures_setup(int width, int height)
{
   static unsigned char bricks[(S3TC_WALL / 4) * (S3TC_WALL / 4) * 8];
   static unsigned char glow[(S3TC_GLOW / 4) * (S3TC_GLOW / 4) * 16];
   perspective(50, (double)width / height, 1, 20);
   s3tc_brick_blocks(bricks);
   s3tc_glow_blocks(glow);
   s3tc_wall = s3tc_texture(GL_COMPRESSED_RGB_S3TC_DXT1_EXT, S3TC_WALL, bricks, sizeof bricks);
   s3tc_glow = s3tc_texture(GL_COMPRESSED_RGBA_S3TC_DXT3_EXT, S3TC_GLOW, glow, sizeof glow);
   glEnable(GL_TEXTURE_2D);
   glBlendFunc(GL_SRC_ALPHA, GL_ONE);
}

static void s3tc_textures_draw(int frame, double time)
{
   (void)frame, (void)time;
   glClearColor(0.1f, 0.1f, 0.15f, 1);
   glClear(GL_COLOR_BUFFER_BIT);
   glLoadIdentity();
   glTranslatef(0, 0, -4);
   glRotatef(-30, 0, 1, 0);
   glColor3f(1, 1, 1);
   glBindTexture(GL_TEXTURE_2D, s3tc_wall);
   s3tc_quad(-2, -1.5, 2, 1.5, 0, 2, 1.5);
   glBindTexture(GL_TEXTURE_2D, s3tc_glow);
   glEnable(GL_BLEND);
   s3tc_quad(-0.9, -0.7, 0.5, 0.7, 0.3, 1, 1);
   glDisable(GL_BLEND);
}

/* ---------------------------------------------------------------------------------------------
 * nurbs.ts (Mesa's libGLU draws it with GL evaluators and GL_AUTO_NORMAL; @gallium-ts/glu evaluates
 * on the CPU and computes the same normals itself, so only the C twin enables GL_AUTO_NORMAL)
 * ------------------------------------------------------------------------------------------- */

#define NURBS_STEPS 100

static GLUnurbsObj *nurbs_renderer;
static GLfloat nurbs_surface_points[4][4][3];
static GLfloat nurbs_ring_points[9][4];

static void nurbs_setup(int width, int height)
{
   for (int u = 0; u < 4; u++)
      for (int v = 0; v < 4; v++) {
         nurbs_surface_points[u][v][0] = 2 * (u - 1.5);
         nurbs_surface_points[u][v][1] = 2 * (v - 1.5);
         nurbs_surface_points[u][v][2] = (u == 1 || u == 2) && (v == 1 || v == 2) ? 3 : -3;
      }
   const double h = sqrt(0.5);
   const double ring[9][3] = {{1, 0, 1}, {1, 1, h}, {0, 1, 1}, {-1, 1, h}, {-1, 0, 1},
                              {-1, -1, h}, {0, -1, 1}, {1, -1, h}, {1, 0, 1}};
   for (int i = 0; i < 9; i++) {
      double w = ring[i][2];
      nurbs_ring_points[i][0] = ring[i][0] * 0.9 * w;
      nurbs_ring_points[i][1] = ring[i][1] * 0.9 * w;
      nurbs_ring_points[i][2] = 1 * w;
      nurbs_ring_points[i][3] = w;
   }
   perspective(45, (double)width / height, 3, 8);
   glTranslatef(0, 0, -5);
   const GLfloat diffuse[] = {0.7, 0.7, 0.7, 1}, specular[] = {1, 1, 1, 1};
   glMaterialfv(GL_FRONT, GL_DIFFUSE, diffuse);
   glMaterialfv(GL_FRONT, GL_SPECULAR, specular);
   glMaterialf(GL_FRONT, GL_SHININESS, 100);
   glEnable(GL_LIGHTING);
   glEnable(GL_LIGHT0);
   glEnable(GL_DEPTH_TEST);
   glEnable(GL_NORMALIZE);
   glEnable(GL_AUTO_NORMAL);
   nurbs_renderer = gluNewNurbsRenderer();
   gluNurbsProperty(nurbs_renderer, GLU_SAMPLING_METHOD, GLU_DOMAIN_DISTANCE);
   gluNurbsProperty(nurbs_renderer, GLU_U_STEP, NURBS_STEPS);
   gluNurbsProperty(nurbs_renderer, GLU_V_STEP, NURBS_STEPS);
}

static void nurbs_draw(int frame, double time)
{
   (void)frame;
   (void)time;
   GLfloat knots[8] = {0, 0, 0, 0, 1, 1, 1, 1};
   GLfloat circle_knots[12] = {0, 0, 0, 0.25, 0.25, 0.5, 0.5, 0.75, 0.75, 1, 1, 1};
   GLfloat edge[5][2] = {{0, 0}, {1, 0}, {1, 1}, {0, 1}, {0, 0}};
   GLfloat pwl[3][2] = {{0.6, 0.5}, {0.5, 0.4}, {0.4, 0.5}};
   GLfloat curve[4][2] = {{0.4, 0.5}, {0.4, 0.6}, {0.6, 0.6}, {0.6, 0.5}};
   glClearColor(0, 0, 0, 1);
   glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
   glPushMatrix();
   glRotatef(330, 1, 0, 0);
   glEnable(GL_LIGHTING);
   gluBeginSurface(nurbs_renderer);
   gluNurbsSurface(nurbs_renderer, 8, knots, 8, knots, 4 * 3, 3, &nurbs_surface_points[0][0][0], 4, 4,
                   GL_MAP2_VERTEX_3);
   gluBeginTrim(nurbs_renderer);
   gluPwlCurve(nurbs_renderer, 5, &edge[0][0], 2, GLU_MAP1_TRIM_2);
   gluEndTrim(nurbs_renderer);
   gluBeginTrim(nurbs_renderer);
   gluPwlCurve(nurbs_renderer, 3, &pwl[0][0], 2, GLU_MAP1_TRIM_2);
   gluNurbsCurve(nurbs_renderer, 8, knots, 2, &curve[0][0], 4, GLU_MAP1_TRIM_2);
   gluEndTrim(nurbs_renderer);
   gluEndSurface(nurbs_renderer);
   glDisable(GL_LIGHTING);
   glColor3f(1, 0.8, 0.2);
   gluNurbsCurve(nurbs_renderer, 12, circle_knots, 4, &nurbs_ring_points[0][0], 3, GL_MAP1_VERTEX_4);
   glPopMatrix();
}

/* ---------------------------------------------------------------------------------------------
 * quadrics.ts (GLU: Mesa's libGLU draws the quadrics and builds the mipmaps)
 * ------------------------------------------------------------------------------------------- */

static GLUquadric *quadrics_quadric;

static void quadrics_shape(int column)
{
   switch (column) {
   case 0:
      gluSphere(quadrics_quadric, 0.8, 12, 8);
      break;
   case 1:
      glTranslatef(0, -0.7f, 0);
      glRotatef(-70, 1, 0, 0);
      gluCylinder(quadrics_quadric, 0.7, 0.35, 1.4, 12, 3);
      break;
   case 2:
      glRotatef(-20, 1, 0, 0);
      gluDisk(quadrics_quadric, 0.3, 0.85, 14, 3);
      break;
   default:
      glRotatef(-20, 1, 0, 0);
      gluQuadricOrientation(quadrics_quadric, GLU_INSIDE);
      glRotatef(180, 0, 1, 0);
      gluPartialDisk(quadrics_quadric, 0.2, 0.85, 12, 2, 45, 250);
      gluQuadricOrientation(quadrics_quadric, GLU_OUTSIDE);
   }
}

static void quadrics_setup(int width, int height)
{
   static const float light_pos[4] = {0.3f, 0.6f, 1, 0};
   static unsigned char texels[24 * 24 * 3];
   glMatrixMode(GL_PROJECTION);
   glLoadIdentity();
   gluPerspective(32, (double)width / height, 1, 40);
   glMatrixMode(GL_MODELVIEW);
   glLoadIdentity();
   gluLookAt(0, 1, 18, 0, 0, 0, 0, 1, 0);
   glEnable(GL_DEPTH_TEST);
   glEnable(GL_LIGHT0);
   glLightfv(GL_LIGHT0, GL_POSITION, light_pos);
   glPointSize(2);
   GLuint name;
   glGenTextures(1, &name);
   glBindTexture(GL_TEXTURE_2D, name);
   glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
   for (int y = 0; y < 24; y++)
      for (int x = 0; x < 24; x++) {
         int light = ((x >> 2) + (y >> 2)) % 2 == 0;
         unsigned char *t = texels + (y * 24 + x) * 3;
         t[0] = light ? 255 : 90;
         t[1] = light ? 255 : 60;
         t[2] = light ? 255 : 140;
      }
   gluBuild2DMipmaps(GL_TEXTURE_2D, GL_RGB, 24, 24, GL_RGB, GL_UNSIGNED_BYTE, texels);
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR_MIPMAP_LINEAR);
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
   quadrics_quadric = gluNewQuadric();
}

static void quadrics_draw(int frame, double time)
{
   static const GLenum styles[4] = {GLU_FILL, GLU_LINE, GLU_SILHOUETTE, GLU_POINT};
   static const GLenum normals[4] = {GLU_SMOOTH, GLU_FLAT, GLU_NONE, GLU_SMOOTH};
   static const int lit[4] = {1, 1, 0, 1}, textured[4] = {1, 0, 0, 0};
   static const float colours[4][4] = {
      {0.9f, 0.5f, 0.3f, 1}, {0.4f, 0.8f, 0.4f, 1}, {0.4f, 0.6f, 1, 1}, {1, 0.85f, 0.3f, 1}};
   (void)frame;
   (void)time;
   glClearColor(0.08f, 0.08f, 0.12f, 1);
   glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
   for (int row = 0; row < 4; row++) {
      gluQuadricDrawStyle(quadrics_quadric, styles[row]);
      gluQuadricNormals(quadrics_quadric, normals[row]);
      gluQuadricTexture(quadrics_quadric, textured[row]);
      if (lit[row]) glEnable(GL_LIGHTING);
      else glDisable(GL_LIGHTING);
      if (textured[row]) glEnable(GL_TEXTURE_2D);
      else glDisable(GL_TEXTURE_2D);
      for (int column = 0; column < 4; column++) {
         glMaterialfv(GL_FRONT_AND_BACK, GL_AMBIENT_AND_DIFFUSE, colours[column]);
         glColor3f(colours[column][0], colours[column][1], colours[column][2]);
         glPushMatrix();
         glTranslatef(-3.3 + 2.2 * column, 3.3 - 2.2 * row, 0);
         quadrics_shape(column);
         glPopMatrix();
      }
   }
}

/* ---------------------------------------------------------------------------------------------
 * accum-jitter.ts, accum-antialias.ts and depth-of-field.ts (the accumulation buffer; these samples'
 * contexts have 16 accumulation bits, passed by regenerate.mjs as the sixth argument; accum-antialias
 * is double-buffered in TypeScript and shows its back buffer by a swap, drawn here into OSMesa's only
 * buffer with the same calls)
 * ------------------------------------------------------------------------------------------- */

static const double JITTER_8[8][2] = {
   {-0.334818, 0.435331}, {0.286438, -0.393495}, {0.459462, 0.14154},   {-0.414498, -0.192829},
   {-0.18379, 0.082102},  {-0.079263, -0.317383}, {0.102254, 0.299133}, {0.164216, -0.054399},
};

static void acc_frustum(double left, double right, double bottom, double top, double near, double far,
                        double pixdx, double pixdy, double eyedx, double eyedy, double focus, int width,
                        int height)
{
   double dx = -((pixdx * (right - left)) / width + (eyedx * near) / focus);
   double dy = -((pixdy * (top - bottom)) / height + (eyedy * near) / focus);
   glMatrixMode(GL_PROJECTION);
   glLoadIdentity();
   glFrustum(left + dx, right + dx, bottom + dy, top + dy, near, far);
   glMatrixMode(GL_MODELVIEW);
   glLoadIdentity();
   glTranslatef(-eyedx, -eyedy, 0);
}

static void acc_perspective(double fovy, double aspect, double near, double far, double pixdx, double pixdy,
                            double eyedx, double eyedy, double focus, int width, int height)
{
   double half = (fovy * PI) / 360;
   double top = near / (cos(half) / sin(half));
   double right = top * aspect;
   acc_frustum(-right, right, -top, top, near, far, pixdx, pixdy, eyedx, eyedy, focus, width, height);
}

static int accum_width = 1, accum_height = 1;

static void accum_antialias_objects(void)
{
   static const GLfloat red[4] = {0.9, 0.3, 0.2, 1}, blue[4] = {0.3, 0.6, 1, 1};
   glPushMatrix();
   glTranslatef(-0.9, -0.2, -5);
   glMaterialfv(GL_FRONT, GL_AMBIENT_AND_DIFFUSE, red);
   sphere(1, 24, 16);
   glPopMatrix();
   glPushMatrix();
   glTranslatef(1.1, 0.4, -6);
   glRotatef(35, 1, 1, 0);
   glScalef(0.8, 0.8, 0.8);
   glMaterialfv(GL_FRONT, GL_AMBIENT_AND_DIFFUSE, blue);
   cube();
   glPopMatrix();
}

static void accum_antialias_setup(int width, int height)
{
   static const GLfloat position[4] = {0, 3, 3, 0}, specular[4] = {1, 1, 1, 1};
   accum_width = width;
   accum_height = height;
   glEnable(GL_DEPTH_TEST);
   glEnable(GL_LIGHTING);
   glEnable(GL_LIGHT0);
   glLightfv(GL_LIGHT0, GL_POSITION, position);
   glMaterialfv(GL_FRONT, GL_SPECULAR, specular);
   glMaterialf(GL_FRONT, GL_SHININESS, 50);
   glClearColor(0, 0, 0, 1);
}

static void accum_antialias_draw(int frame, double time)
{
   (void)frame;
   (void)time;
   glClear(GL_ACCUM_BUFFER_BIT);
   for (int j = 0; j < 8; j++) {
      glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
      acc_perspective(50, (double)accum_width / accum_height, 1, 15, JITTER_8[j][0], JITTER_8[j][1], 0, 0, 1,
                      accum_width, accum_height);
      accum_antialias_objects();
      glAccum(GL_ACCUM, 1.0 / 8);
   }
   glAccum(GL_RETURN, 1);
}

static const GLfloat DOF_COLOURS[5][4] = {
   {0.9, 0.2, 0.2, 1}, {0.9, 0.8, 0.2, 1}, {0.2, 0.8, 0.3, 1}, {0.2, 0.5, 0.9, 1}, {0.7, 0.3, 0.9, 1},
};

static void dof_floor(void)
{
   glNormal3f(0, 1, 0);
   glBegin(GL_QUADS);
   for (int i = -4; i < 4; i++)
      for (int k = -13; k < -1; k++) {
         double grey = (i + k) % 2 == 0 ? 0.8 : 0.35;
         GLfloat colour[4] = {grey, grey, grey, 1};
         glMaterialfv(GL_FRONT, GL_AMBIENT_AND_DIFFUSE, colour);
         glVertex3f(i, -0.75, k + 1);
         glVertex3f(i + 1, -0.75, k + 1);
         glVertex3f(i + 1, -0.75, k);
         glVertex3f(i, -0.75, k);
      }
   glEnd();
}

static void dof_scene(void)
{
   dof_floor();
   for (int i = 0; i < 5; i++) {
      glPushMatrix();
      glTranslatef(-1.5 + 0.9 * i, -0.25, -3.5 - 1.5 * i);
      glMaterialfv(GL_FRONT, GL_AMBIENT_AND_DIFFUSE, DOF_COLOURS[i]);
      sphere(0.5, 20, 14);
      glPopMatrix();
   }
}

static void depth_of_field_setup(int width, int height)
{
   static const GLfloat position[4] = {0.5, 2, 1, 0};
   accum_width = width;
   accum_height = height;
   glEnable(GL_DEPTH_TEST);
   glEnable(GL_LIGHTING);
   glEnable(GL_LIGHT0);
   glLightfv(GL_LIGHT0, GL_POSITION, position);
   glClearColor(0.1, 0.1, 0.2, 1);
}

static void depth_of_field_draw(int frame, double time)
{
   (void)frame;
   (void)time;
   glClear(GL_ACCUM_BUFFER_BIT);
   for (int j = 0; j < 8; j++) {
      glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
      acc_perspective(45, (double)accum_width / accum_height, 1, 15, 0, 0, 0.33 * JITTER_8[j][0],
                      0.33 * JITTER_8[j][1], 5, accum_width, accum_height);
      dof_scene();
      glAccum(GL_ACCUM, 1.0 / 8);
   }
   glAccum(GL_RETURN, 1);
}

/* ---------------------------------------------------------------------------------------------
 * Selection and feedback: picking.ts and feedback.ts
 * ------------------------------------------------------------------------------------------- */

static const double PICK_OBJECTS[7][5] = {
   {-2.2, 1, -9, 0.7, 20}, {0, 1.1, -10, 0.8, 40},  {2.3, 1, -9, 0.6, 10},   {-2, -1.2, -9, 0.7, 60},
   {0.3, -1, -8, 0.6, 30}, {0.9, -1.4, -12, 1, 15}, {2.4, -1.1, -10, 0.7, 45},
};
static const double PICK_POINTS[4][2] = {{0.2, 0.7}, {0.52, 0.31}, {0.66, 0.27}, {0.85, 0.3}};
#define PICK_SIZE 6

static void picking_frustum(int width, int height)
{
   double aspect = (double)width / height;
   glFrustum(-0.4 * aspect, 0.4 * aspect, -0.4, 0.4, 1, 30);
}

static void pick_matrix(double x, double y, double w, double h, const GLint viewport[4])
{
   glTranslatef((viewport[2] - 2 * (x - viewport[0])) / w, (viewport[3] - 2 * (y - viewport[1])) / h, 0);
   glScalef(viewport[2] / w, viewport[3] / h, 1);
}

static void picking_objects(const double colors[7][3])
{
   for (int i = 0; i < 7; i++) {
      const double *o = PICK_OBJECTS[i];
      if (colors) glColor3f(colors[i][0], colors[i][1], colors[i][2]);
      else glLoadName(i + 1);
      glPushMatrix();
      glTranslatef(o[0], o[1], o[2]);
      glRotatef(o[4], 0, 1, 0);
      glRotatef(25, 1, 0, 0);
      glScalef(o[3], o[3], o[3]);
      cube();
      glPopMatrix();
   }
}

/* The names under window point (x, y), the nearest first, into names[]; returns how many. */
static int pick(double x, double y, int width, int height, GLuint names[7])
{
   GLuint buffer[256];
   GLint viewport[4];
   glGetIntegerv(GL_VIEWPORT, viewport);
   glSelectBuffer(256, buffer);
   glRenderMode(GL_SELECT);
   glInitNames();
   glPushName(0);
   glMatrixMode(GL_PROJECTION);
   glLoadIdentity();
   pick_matrix(x, y, PICK_SIZE, PICK_SIZE, viewport);
   picking_frustum(width, height);
   glMatrixMode(GL_MODELVIEW);
   picking_objects(NULL);
   GLint hits = glRenderMode(GL_RENDER);
   GLuint found[7], near[7];
   int count = 0;
   for (GLint h = 0, at = 0; h < hits && count < 7; h++) {
      found[count] = buffer[at + 3];
      near[count] = buffer[at + 1];
      count++;
      at += 3 + buffer[at];
   }
   if (count == 0) return 0;
   int nearest = 0;
   for (int i = 0; i < count; i++)
      if (near[i] < near[nearest]) nearest = i;
   int n = 0;
   names[n++] = found[nearest];
   for (int i = 0; i < count; i++)
      if (i != nearest) names[n++] = found[i];
   return n;
}

static void picking_setup(int width, int height)
{
   (void)width, (void)height;
   glEnable(GL_DEPTH_TEST);
   glEnable(GL_LIGHTING);
   glEnable(GL_LIGHT0);
   glColorMaterial(GL_FRONT, GL_AMBIENT_AND_DIFFUSE);
   glEnable(GL_COLOR_MATERIAL);
}

static void picking_draw(int frame, double time)
{
   (void)frame, (void)time;
   static const float light_pos[4] = {-1, 2, 3, 0};
   GLint viewport[4];
   glGetIntegerv(GL_VIEWPORT, viewport);
   int width = viewport[2], height = viewport[3];
   glMatrixMode(GL_MODELVIEW);
   glLoadIdentity();
   double colors[7][3];
   for (int i = 0; i < 7; i++) colors[i][0] = 0.35, colors[i][1] = 0.45, colors[i][2] = 0.75;
   for (int p = 0; p < 4; p++) {
      GLuint names[7];
      int n = pick(PICK_POINTS[p][0] * width, PICK_POINTS[p][1] * height, width, height, names);
      for (int i = 1; i < n; i++)
         if (colors[names[i] - 1][0] != 1) colors[names[i] - 1][0] = 0.95, colors[names[i] - 1][1] = 0.5, colors[names[i] - 1][2] = 0.1;
      if (n > 0 && names[0]) colors[names[0] - 1][0] = 1, colors[names[0] - 1][1] = 0.85, colors[names[0] - 1][2] = 0.1;
   }
   glClearColor(0.12f, 0.12f, 0.16f, 1);
   glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
   glMatrixMode(GL_PROJECTION);
   glLoadIdentity();
   picking_frustum(width, height);
   glMatrixMode(GL_MODELVIEW);
   glLightfv(GL_LIGHT0, GL_POSITION, light_pos);
   picking_objects((const double (*)[3])colors);
   glDisable(GL_LIGHTING);
   glDisable(GL_DEPTH_TEST);
   glMatrixMode(GL_PROJECTION);
   glLoadIdentity();
   glOrtho(0, width, 0, height, -1, 1);
   glMatrixMode(GL_MODELVIEW);
   glColor3f(1, 1, 1);
   glBegin(GL_LINES);
   for (int p = 0; p < 4; p++) {
      double x = floor(PICK_POINTS[p][0] * width) + 0.5;
      double y = floor(PICK_POINTS[p][1] * height) + 0.5;
      glVertex2f(x - 4, y);
      glVertex2f(x + 5, y);
      glVertex2f(x, y - 4);
      glVertex2f(x, y + 5);
   }
   glEnd();
   glEnable(GL_LIGHTING);
   glEnable(GL_DEPTH_TEST);
}

#define FEEDBACK_SIZE 32768
#define FEEDBACK_VERTEX 7

static void feedback_setup(int width, int height)
{
   perspective(35, (double)width / height, 1, 20);
}

static void feedback_draw(int frame, double time)
{
   (void)frame, (void)time;
   static GLfloat buffer[FEEDBACK_SIZE];
   static const float light_pos[4] = {-2, 3, 4, 0}, white[4] = {1, 1, 1, 1};
   static const float diffuse[4] = {0.2f, 0.6f, 0.9f, 1}, specular[4] = {0.8f, 0.8f, 0.8f, 1};
   GLint viewport[4];
   glGetIntegerv(GL_VIEWPORT, viewport);
   int width = viewport[2], height = viewport[3];
   glFeedbackBuffer(FEEDBACK_SIZE, GL_3D_COLOR, buffer);
   glRenderMode(GL_FEEDBACK);
   glEnable(GL_LIGHTING);
   glEnable(GL_LIGHT0);
   glEnable(GL_CULL_FACE);
   glCullFace(GL_BACK);
   glLightfv(GL_LIGHT0, GL_POSITION, light_pos);
   glLightfv(GL_LIGHT0, GL_SPECULAR, white);
   glMaterialfv(GL_FRONT, GL_DIFFUSE, diffuse);
   glMaterialfv(GL_FRONT, GL_SPECULAR, specular);
   glMaterialf(GL_FRONT, GL_SHININESS, 20);
   glPushMatrix();
   glTranslatef(0, 0, -6);
   glRotatef(30, 1, 0, 0);
   glRotatef(20, 0, 1, 0);
   sphere(1.6, 14, 10);
   glPopMatrix();
   GLint count = glRenderMode(GL_RENDER);
   glDisable(GL_LIGHTING);
   glDisable(GL_CULL_FACE);

   glClearColor(0.97f, 0.96f, 0.92f, 1);
   glClear(GL_COLOR_BUFFER_BIT);
   glMatrixMode(GL_PROJECTION);
   glPushMatrix();
   glLoadIdentity();
   glOrtho(0, width, 0, height, -1, 1);
   glMatrixMode(GL_MODELVIEW);
   glPushMatrix();
   glLoadIdentity();
   for (GLint at = 0; at < count && buffer[at] == GL_POLYGON_TOKEN;) {
      int n = (int)buffer[at + 1];
      const GLfloat *polygon = buffer + at + 2;
      glBegin(GL_POLYGON);
      for (int v = 0; v < n; v++) {
         const GLfloat *p = polygon + v * FEEDBACK_VERTEX;
         glColor4f(p[3], p[4], p[5], p[6]);
         glVertex2f(p[0], p[1]);
      }
      glEnd();
      glColor4f(0.1f, 0.15f, 0.25f, 1);
      glBegin(GL_LINE_LOOP);
      for (int v = 0; v < n; v++) glVertex2f(polygon[v * FEEDBACK_VERTEX], polygon[v * FEEDBACK_VERTEX + 1]);
      glEnd();
      at += 2 + n * FEEDBACK_VERTEX;
   }
   glPopMatrix();
   glMatrixMode(GL_PROJECTION);
   glPopMatrix();
   glMatrixMode(GL_MODELVIEW);
}

/* ---------------------------------------------------------------------------------------------
 * tessellation.ts (Mesa's libGLU tessellator)
 * ------------------------------------------------------------------------------------------- */

#define TESS_CELL 48

static const GLenum TESS_RULES[5] = {GLU_TESS_WINDING_ODD, GLU_TESS_WINDING_NONZERO,
                                     GLU_TESS_WINDING_POSITIVE, GLU_TESS_WINDING_NEGATIVE,
                                     GLU_TESS_WINDING_ABS_GEQ_TWO};
static const float TESS_COLOURS[5][3] = {
   {1, 0.4f, 0.3f}, {0.3f, 0.9f, 0.4f}, {0.3f, 0.6f, 1}, {1, 0.9f, 0.3f}, {0.9f, 0.4f, 1}};

static GLdouble tess_nested[3][4][3] = {
   {{4, 4, 0}, {44, 4, 0}, {44, 44, 0}, {4, 44, 0}},
   {{12, 12, 0}, {36, 12, 0}, {36, 36, 0}, {12, 36, 0}},
   {{20, 20, 0}, {28, 20, 0}, {28, 28, 0}, {20, 28, 0}}};
static GLdouble tess_star[5][3] = {{24, 44, 0}, {12, 7, 0}, {43, 30, 0}, {5, 30, 0}, {36, 7, 0}};
static GLdouble tess_rectangle[4][3] = {{16, 2, 0}, {16, 20, 0}, {46, 20, 0}, {46, 2, 0}};

static GLUtesselator *tess_object;
static GLdouble tess_combined[256][3];
static int tess_combined_count;

static void GLAPIENTRY tess_combine(GLdouble coords[3], void *data[4], GLfloat weights[4], void **out)
{
   (void)data, (void)weights;
   GLdouble *v = tess_combined[tess_combined_count++ % 256];
   v[0] = coords[0], v[1] = coords[1], v[2] = coords[2];
   *out = v;
}

static void tess_contour(GLdouble (*points)[3], int count)
{
   gluTessBeginContour(tess_object);
   for (int i = 0; i < count; i++) gluTessVertex(tess_object, points[i], points[i]);
   gluTessEndContour(tess_object);
}

static void tess_star_and_rectangle(void)
{
   gluTessBeginPolygon(tess_object, NULL);
   tess_contour(tess_star, 5);
   tess_contour(tess_rectangle, 4);
   gluTessEndPolygon(tess_object);
}

static void tessellation_setup(int width, int height)
{
   glMatrixMode(GL_PROJECTION);
   glLoadIdentity();
   glOrtho(0, width, 0, height, -1, 1);
   glMatrixMode(GL_MODELVIEW);
   glLoadIdentity();
   tess_object = gluNewTess();
   gluTessCallback(tess_object, GLU_TESS_BEGIN, (void(GLAPIENTRY *)(void))glBegin);
   gluTessCallback(tess_object, GLU_TESS_VERTEX, (void(GLAPIENTRY *)(void))glVertex3dv);
   gluTessCallback(tess_object, GLU_TESS_END, (void(GLAPIENTRY *)(void))glEnd);
   gluTessCallback(tess_object, GLU_TESS_COMBINE, (void(GLAPIENTRY *)(void))tess_combine);
   gluTessNormal(tess_object, 0, 0, 1);
}

static void tessellation_draw(int frame, double time)
{
   (void)frame, (void)time;
   glClearColor(0.08f, 0.08f, 0.1f, 1);
   glClear(GL_COLOR_BUFFER_BIT);
   for (int column = 0; column < 5; column++) {
      gluTessProperty(tess_object, GLU_TESS_WINDING_RULE, TESS_RULES[column]);
      glColor3f(TESS_COLOURS[column][0], TESS_COLOURS[column][1], TESS_COLOURS[column][2]);
      glPushMatrix();
      glTranslatef(column * TESS_CELL, 2 * TESS_CELL, 0);
      gluTessProperty(tess_object, GLU_TESS_BOUNDARY_ONLY, 0);
      gluTessBeginPolygon(tess_object, NULL);
      for (int i = 0; i < 3; i++) tess_contour(tess_nested[i], 4);
      gluTessEndPolygon(tess_object);
      glTranslatef(0, -TESS_CELL, 0);
      tess_star_and_rectangle();
      glTranslatef(0.5, 0.5 - TESS_CELL, 0); /* lines through pixel centres */
      gluTessProperty(tess_object, GLU_TESS_BOUNDARY_ONLY, 1);
      tess_star_and_rectangle();
      glPopMatrix();
   }
}

/* ---------------------------------------------------------------------------------------------
 * arb-torus.ts (GL_ARB_vertex_program and GL_ARB_fragment_program; the program texts are
 * arb-torus-programs.ts, which regenerate.mjs writes to arb-torus.vp and arb-torus.fp in the folder
 * named by SAMPLE_PROGRAMS)
 * ------------------------------------------------------------------------------------------- */

#define ARB_TORUS_RING 48
#define ARB_TORUS_TUBE 24
#define ARB_TORUS_VERTICES ((ARB_TORUS_RING + 1) * (ARB_TORUS_TUBE + 1))
#define ARB_TORUS_INDICES (ARB_TORUS_RING * ARB_TORUS_TUBE * 6)
#define ARB_TORUS_TUBE_RADIUS 0.38
#define ARB_TORUS_WAVES 5
#define ARB_TORUS_SURFACE 6 /* the generic attribute of the (s, t, cos, sin) array */

static float arb_torus_positions[ARB_TORUS_VERTICES * 3];
static float arb_torus_normals[ARB_TORUS_VERTICES * 3];
static float arb_torus_surface[ARB_TORUS_VERTICES * 4];
static GLushort arb_torus_indices[ARB_TORUS_INDICES];

/* The text of <SAMPLE_PROGRAMS>/<file> (malloc'd, not terminated; its length in *length); exits when unreadable. */
static char *program_file(const char *file, GLsizei *length)
{
   const char *folder = getenv("SAMPLE_PROGRAMS");
   char path[4096];
   snprintf(path, sizeof path, "%s/%s", folder ? folder : ".", file);
   FILE *in = fopen(path, "rb");
   char *text = NULL;
   long size = -1;
   if (in && fseek(in, 0, SEEK_END) == 0 && (size = ftell(in)) >= 0 && fseek(in, 0, SEEK_SET) == 0) {
      text = malloc((size_t)size + 1);
      if (text && fread(text, 1, (size_t)size, in) != (size_t)size) size = -1;
   }
   if (in) fclose(in);
   if (!text || size < 0) {
      fprintf(stderr, "samples: cannot read %s (SAMPLE_PROGRAMS names the folder of the program files)\n", path);
      exit(1);
   }
   *length = (GLsizei)size;
   return text;
}

/*
 * Generates a program name, binds it to `target` and loads the program of `file` into it. A program
 * that does not load leaves GL_PROGRAM_ERROR_POSITION_ARB at the offending character (-1 when it
 * loads) and GL_PROGRAM_ERROR_STRING_ARB saying why: the run ends with both.
 */
static GLuint load_arb_program(GLenum target, const char *file)
{
   GLsizei length;
   char *text = program_file(file, &length);
   GLuint name;
   glGenProgramsARB(1, &name);
   glBindProgramARB(target, name);
   glProgramStringARB(target, GL_PROGRAM_FORMAT_ASCII_ARB, length, text);
   free(text);
   GLint position;
   glGetIntegerv(GL_PROGRAM_ERROR_POSITION_ARB, &position);
   if (position != -1) {
      fprintf(stderr, "samples: %s does not load at character %d: %s\n", file, position,
              (const char *)glGetString(GL_PROGRAM_ERROR_STRING_ARB));
      exit(1);
   }
   return name;
}

static void arb_torus_arrays(void)
{
   for (int i = 0; i <= ARB_TORUS_RING; i++) {
      double s = (double)i / ARB_TORUS_RING, u = s * 2 * PI, wave = ARB_TORUS_WAVES * u;
      for (int j = 0; j <= ARB_TORUS_TUBE; j++) {
         double t = (double)j / ARB_TORUS_TUBE, v = t * 2 * PI;
         double nx = cos(u) * cos(v), ny = sin(u) * cos(v), nz = sin(v);
         int k = i * (ARB_TORUS_TUBE + 1) + j;
         float *p = arb_torus_positions + 3 * k, *n = arb_torus_normals + 3 * k;
         float *a = arb_torus_surface + 4 * k;
         p[0] = cos(u) + ARB_TORUS_TUBE_RADIUS * nx;
         p[1] = sin(u) + ARB_TORUS_TUBE_RADIUS * ny;
         p[2] = ARB_TORUS_TUBE_RADIUS * nz;
         n[0] = nx, n[1] = ny, n[2] = nz;
         a[0] = s, a[1] = t, a[2] = cos(wave), a[3] = sin(wave);
      }
   }
   grid_triangles(arb_torus_indices, ARB_TORUS_RING, ARB_TORUS_TUBE);
}

static void arb_torus_setup(int width, int height)
{
   static const float light_dir[4] = {2.0 / 7, 3.0 / 7, 6.0 / 7, 0};
   static const float light_ambient[4] = {0.2f, 0.2f, 0.26f, 1};
   static const float ambient[4] = {1, 1, 1, 1}, diffuse[4] = {0.9f, 0.9f, 0.9f, 1};
   static const float specular[4] = {0.7f, 0.7f, 0.7f, 1}, crest[4] = {1, 0.35f, 0.25f, 0.55f};
   static const unsigned char gold[4] = {240, 200, 90, 255}, blue[4] = {60, 120, 190, 255};
   perspective(40, (double)width / height, 1, 20);
   glEnable(GL_DEPTH_TEST);
   glLightfv(GL_LIGHT0, GL_POSITION, light_dir);
   glLightfv(GL_LIGHT0, GL_AMBIENT, light_ambient);
   glMaterialfv(GL_FRONT, GL_AMBIENT, ambient);
   glMaterialfv(GL_FRONT, GL_DIFFUSE, diffuse);
   glMaterialfv(GL_FRONT, GL_SPECULAR, specular);
   glMaterialf(GL_FRONT, GL_SHININESS, 40);
   texture2d(32, checker_texels(32, 8, gold, blue), 1);

   load_arb_program(GL_VERTEX_PROGRAM_ARB, "arb-torus.vp");
   glProgramLocalParameter4fARB(GL_VERTEX_PROGRAM_ARB, 0, 6, 2, 0.5, 1 / 1.5);
   load_arb_program(GL_FRAGMENT_PROGRAM_ARB, "arb-torus.fp");
   glProgramLocalParameter4fARB(GL_FRAGMENT_PROGRAM_ARB, 0, 0.045, 0, 0, 0);
   glProgramLocalParameter4fvARB(GL_FRAGMENT_PROGRAM_ARB, 1, crest);
   glEnable(GL_VERTEX_PROGRAM_ARB);
   glEnable(GL_FRAGMENT_PROGRAM_ARB);

   arb_torus_arrays();
   glVertexPointer(3, GL_FLOAT, 0, arb_torus_positions);
   glEnableClientState(GL_VERTEX_ARRAY);
   glNormalPointer(GL_FLOAT, 0, arb_torus_normals);
   glEnableClientState(GL_NORMAL_ARRAY);
   glVertexAttribPointerARB(ARB_TORUS_SURFACE, 4, GL_FLOAT, GL_FALSE, 0, arb_torus_surface);
   glEnableVertexAttribArrayARB(ARB_TORUS_SURFACE);
}

static void arb_torus_draw(int frame, double time)
{
   (void)frame;
   double phase = 3 * time;
   glClearColor(0.06f, 0.07f, 0.1f, 1);
   glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
   glProgramEnvParameter4fARB(GL_VERTEX_PROGRAM_ARB, 0, sin(phase), cos(phase), 0.07, 0);
   glPushMatrix();
   glTranslatef(0, 0, -4.6);
   glRotatef(-58, 1, 0, 0);
   glRotatef(30 * time, 0, 0, 1);
   glDrawElements(GL_TRIANGLES, ARB_TORUS_INDICES, GL_UNSIGNED_SHORT, arb_torus_indices);
   glPopMatrix();
}

/* ---------------------------------------------------------------------------------------------
 * The table and the driver
 * ------------------------------------------------------------------------------------------- */

typedef struct Sample {
   const char *name;
   void (*setup)(int width, int height);
   void (*draw)(int frame, double time);
   /* Run the draw module's vertex stage without LLVM (DRAW_USE_LLVM=0): Mesa 22's softpipe crashes or
    * hangs compiling the selection and feedback samples' programs with it. */
   int draw_without_llvm;
} Sample;

static const Sample SAMPLES[] = {
   {"gears", gears_setup, gears_draw},
   {"lit-cube", lit_cube_setup, lit_cube_draw},
   {"lights", lights_setup, lights_draw},
   {"blending", blending_setup, blending_draw},
   {"stencil-reflection", stencil_reflection_setup, stencil_reflection_draw},
   {"fog-terrain", fog_terrain_setup, fog_terrain_draw},
   {"tunnel", tunnel_setup, tunnel_draw},
   {"points-lines", points_lines_setup, points_lines_draw},
   {"display-lists", display_lists_setup, display_lists_draw},
   {"vertex-buffer", vertex_buffer_setup, vertex_buffer_draw},
   {"occlusion", occlusion_setup, occlusion_draw},
   {"bezier", bezier_setup, bezier_draw},
   {"s3tc-textures", s3tc_textures_setup, s3tc_textures_draw},
   {"nurbs", nurbs_setup, nurbs_draw},
   {"quadrics", quadrics_setup, quadrics_draw},
   {"accum-antialias", accum_antialias_setup, accum_antialias_draw},
   {"depth-of-field", depth_of_field_setup, depth_of_field_draw},
   {"picking", picking_setup, picking_draw, 1},
   {"feedback", feedback_setup, feedback_draw, 1},
   {"tessellation", tessellation_setup, tessellation_draw},
   {"arb-torus", arb_torus_setup, arb_torus_draw},
};

static int check_gl(const char *name, const char *when)
{
   GLenum error = glGetError();
   if (error == GL_NO_ERROR) return 1;
   fprintf(stderr, "samples: %s left GL error 0x%04x after %s\n", name, error, when);
   return 0;
}

int main(int argc, char **argv)
{
   if (argc != 6 && argc != 7) {
      fprintf(stderr, "usage: samples <out.rgba> <sample> <width> <height> <frame> [accum-bits]\n");
      return 2;
   }
   const Sample *sample = NULL;
   for (size_t i = 0; i < sizeof(SAMPLES) / sizeof(SAMPLES[0]); i++)
      if (strcmp(SAMPLES[i].name, argv[2]) == 0) sample = &SAMPLES[i];
   if (!sample) {
      fprintf(stderr, "samples: no C twin named %s\n", argv[2]);
      return 2;
   }
   int width = atoi(argv[3]), height = atoi(argv[4]), frame = atoi(argv[5]);
   if (width < 1 || height < 1 || frame < 0) {
      fprintf(stderr, "samples: bad size %sx%s or frame %s\n", argv[3], argv[4], argv[5]);
      return 2;
   }
   if (sample->draw_without_llvm) setenv("DRAW_USE_LLVM", "0", 1);
   int accum_bits = argc == 7 ? atoi(argv[6]) : 0;
   OSMesaContext ctx = OSMesaCreateContextExt(OSMESA_RGBA, 24, 8, accum_bits, NULL);
   unsigned char *buffer = calloc((size_t)width * height, 4);
   if (!ctx || !buffer || !OSMesaMakeCurrent(ctx, buffer, GL_UNSIGNED_BYTE, width, height)) {
      fprintf(stderr, "samples: cannot create an OSMesa context of %dx%d\n", width, height);
      return 1;
   }
   printf("GL_RENDERER: %s\n", (const char *)glGetString(GL_RENDERER));
   glViewport(0, 0, width, height);
   sample->setup(width, height);
   if (!check_gl(sample->name, "setup")) return 1;
   sample->draw(frame, frame / 60.0);
   glFinish();
   if (!check_gl(sample->name, "the frame")) return 1;
   unsigned char *pixels = malloc((size_t)width * height * 4);
   glPixelStorei(GL_PACK_ALIGNMENT, 1);
   glReadPixels(0, 0, width, height, GL_RGBA, GL_UNSIGNED_BYTE, pixels);
   FILE *out = fopen(argv[1], "wb");
   if (!out || fwrite(pixels, 1, (size_t)width * height * 4, out) != (size_t)width * height * 4) {
      fprintf(stderr, "samples: cannot write %s\n", argv[1]);
      return 1;
   }
   fclose(out);
   free(pixels);
   free(buffer);
   OSMesaDestroyContext(ctx);
   return 0;
}
