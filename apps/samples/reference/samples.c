/*
 * samples.c: the C twins of the GL samples in ../src/samples/, drawn with plain OpenGL through OSMesa so
 * that every driver's picture can be compared with Mesa's llvmpipe and softpipe. Each twin makes the
 * same calls with the same numbers, in the same order, as its TypeScript sample (computed in double
 * precision as JavaScript does).
 *
 * Usage: samples <out.rgba> <sample> <width> <height> <frame>
 * Draws <sample> into a fresh OSMesa context (RGBA8, 24 depth bits, 8 stencil bits): its setup, then
 * frame <frame> at time frame / 60 s. Writes the window (RGBA8, bottom row first, as glReadPixels
 * returns it) and prints "GL_RENDERER: <renderer>". Exits non-zero on a GL error.
 * Build: cc -std=c99 -O2 samples.c -lGLU -lOSMesa -lm (reference/regenerate.mjs does it).
 */
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
   GLushort *x = indices;
   for (int i = 0; i < TORUS_RINGS; i++)
      for (int j = 0; j < TORUS_SIDES; j++) {
         GLushort a = i * (TORUS_SIDES + 1) + j, b = a + TORUS_SIDES + 1;
         *x++ = a, *x++ = b, *x++ = a + 1, *x++ = a + 1, *x++ = b, *x++ = b + 1;
      }

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
 * The table and the driver
 * ------------------------------------------------------------------------------------------- */

typedef struct Sample {
   const char *name;
   void (*setup)(int width, int height);
   void (*draw)(int frame, double time);
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
   {"tessellation", tessellation_setup, tessellation_draw},
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
   if (argc != 6) {
      fprintf(stderr, "usage: samples <out.rgba> <sample> <width> <height> <frame>\n");
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
   OSMesaContext ctx = OSMesaCreateContextExt(OSMESA_RGBA, 24, 8, 0, NULL);
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
