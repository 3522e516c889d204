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
 * Build: cc -std=c99 -O2 samples.c -lOSMesa -lm (reference/regenerate.mjs does it).
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
