/*
 * mesa-bench.c: the project's benchmark workloads drawn with plain OpenGL through OSMesa, so that every
 * gallium-ts benchmark can time Mesa's own drivers (GALLIUM_DRIVER=llvmpipe or softpipe, GALLIUM_NOOP=1
 * for its noop driver) in the same run as ours. The workloads are defined once, in workloads.mjs next to
 * this file; the numbers here must stay equal to the ones there.
 *
 *   fill   1024x1024, 32 full-screen smooth-shaded quads a frame, blended (SRC_ALPHA, ONE_MINUS_SRC_ALPHA)
 *   tex    1024x1024, 16 full-screen quads a frame textured from a 256x256 RGBA8 texture, bilinear, REPLACE
 *   tris   512x512, a lit sphere of 65,536 triangles (128 stacks x 256 slices) with depth test
 *   alu    1024x1024, one full-screen quad a frame whose fragment shader is 64 dependent MADs
 *   calls  256x256, 20,000 one-triangle glBegin/glEnd draws a frame, glEnable/glDisable(GL_DEPTH_TEST)
 *          toggled between them (state-tracker overhead: run it with GALLIUM_NOOP=1)
 *
 * Usage: mesa-bench <workload> <frames>
 * Draws one warm-up frame, then <frames> frames, each ending with glFinish, and prints
 *   renderer <GL_RENDERER>
 *   seconds <wall-clock seconds of the timed frames>
 * Build: cc -std=c99 -O2 mesa-bench.c -lOSMesa -lm
 */
#define _POSIX_C_SOURCE 199309L
#define GL_GLEXT_PROTOTYPES 1
#include <GL/osmesa.h>
#include <GL/gl.h>
#include <GL/glext.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define PI 3.141592653589793

static double now(void)
{
   struct timespec t;
   clock_gettime(CLOCK_MONOTONIC, &t);
   return t.tv_sec + t.tv_nsec * 1e-9;
}

static void die(const char *what)
{
   fprintf(stderr, "mesa-bench: %s\n", what);
   exit(1);
}

/* ------------------------------------------------------------------------------------------------ */

/* fill: the corner colours of every quad (alpha 0.5 everywhere). */
static const float FILL_COLORS[4][4] = {
   {1, 0, 0, 0.5f}, {0, 1, 0, 0.5f}, {0, 0, 1, 0.5f}, {1, 1, 1, 0.5f},
};
static const float QUAD[4][2] = {{-1, -1}, {1, -1}, {1, 1}, {-1, 1}};

static void fill_setup(void)
{
   glEnable(GL_BLEND);
   glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
   glShadeModel(GL_SMOOTH);
}

static void fill_frame(void)
{
   glClear(GL_COLOR_BUFFER_BIT);
   for (int q = 0; q < 32; q++) {
      glBegin(GL_QUADS);
      for (int v = 0; v < 4; v++) {
         glColor4fv(FILL_COLORS[v]);
         glVertex2fv(QUAD[v]);
      }
      glEnd();
   }
}

/* ------------------------------------------------------------------------------------------------ */

/* tex: texel (x, y) of the 256x256 texture (a pattern no filter can shortcut). */
static void tex_texel(int x, int y, unsigned char out[4])
{
   out[0] = (unsigned char)(x ^ y);
   out[1] = (unsigned char)(x * 3 + y);
   out[2] = (unsigned char)(y * 5 + (x >> 2));
   out[3] = 255;
}

static void tex_setup(void)
{
   static unsigned char texels[256 * 256 * 4];
   for (int y = 0; y < 256; y++)
      for (int x = 0; x < 256; x++) tex_texel(x, y, texels + (y * 256 + x) * 4);
   GLuint tex;
   glGenTextures(1, &tex);
   glBindTexture(GL_TEXTURE_2D, tex);
   glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
   glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, 256, 256, 0, GL_RGBA, GL_UNSIGNED_BYTE, texels);
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_REPEAT);
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_REPEAT);
   glTexEnvi(GL_TEXTURE_ENV, GL_TEXTURE_ENV_MODE, GL_REPLACE);
   glEnable(GL_TEXTURE_2D);
}

static void tex_frame(void)
{
   /* Each quad's texture coordinates are shifted by q/16 of a texel so no two quads sample alike. */
   glClear(GL_COLOR_BUFFER_BIT);
   for (int q = 0; q < 16; q++) {
      float shift = q / (16.0f * 256.0f);
      glBegin(GL_QUADS);
      for (int v = 0; v < 4; v++) {
         glTexCoord2f((QUAD[v][0] + 1) * 0.5f + shift, (QUAD[v][1] + 1) * 0.5f + shift);
         glVertex2fv(QUAD[v]);
      }
      glEnd();
   }
}

/* ------------------------------------------------------------------------------------------------ */

#define STACKS 128
#define SLICES 256
#define SPHERE_VERTICES (STACKS * SLICES * 6)
static float *sphere_positions, *sphere_normals;

/* Point (stack i, slice j) of the unit sphere scaled by 0.9: position and normal. */
static void sphere_point(int i, int j, float *p, float *n)
{
   double theta = PI * i / STACKS, phi = 2 * PI * j / SLICES;
   n[0] = (float)(sin(theta) * cos(phi));
   n[1] = (float)cos(theta);
   n[2] = (float)(sin(theta) * sin(phi));
   for (int k = 0; k < 3; k++) p[k] = 0.9f * n[k];
}

static void tris_setup(void)
{
   sphere_positions = malloc(sizeof(float) * 3 * SPHERE_VERTICES);
   sphere_normals = malloc(sizeof(float) * 3 * SPHERE_VERTICES);
   int v = 0;
   for (int i = 0; i < STACKS; i++)
      for (int j = 0; j < SLICES; j++) {
         /* Two triangles per cell, counter-clockwise seen from outside. */
         const int corners[6][2] = {{i, j}, {i + 1, j}, {i + 1, j + 1}, {i, j}, {i + 1, j + 1}, {i, j + 1}};
         for (int k = 0; k < 6; k++, v++)
            sphere_point(corners[k][0], corners[k][1], sphere_positions + 3 * v, sphere_normals + 3 * v);
      }
   static const float light_dir[4] = {0.3f, 0.5f, 0.8f, 0};
   static const float diffuse[4] = {0.9f, 0.6f, 0.3f, 1};
   glEnable(GL_LIGHTING);
   glEnable(GL_LIGHT0);
   glLightfv(GL_LIGHT0, GL_POSITION, light_dir);
   glMaterialfv(GL_FRONT_AND_BACK, GL_DIFFUSE, diffuse);
   glEnable(GL_DEPTH_TEST);
   glDepthFunc(GL_LESS);
   glEnableClientState(GL_VERTEX_ARRAY);
   glEnableClientState(GL_NORMAL_ARRAY);
   glVertexPointer(3, GL_FLOAT, 0, sphere_positions);
   glNormalPointer(GL_FLOAT, 0, sphere_normals);
}

static void tris_frame(void)
{
   glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
   glDrawArrays(GL_TRIANGLES, 0, SPHERE_VERTICES);
}

/* ------------------------------------------------------------------------------------------------ */

/* alu: v = v * 0.999 + 0.0005, 64 times, on the interpolated colour. */
static const char *ALU_VS =
   "#version 110\n"
   "void main() { gl_FrontColor = gl_Color; gl_Position = gl_Vertex; }\n";

static void alu_setup(void)
{
   char fs[8192];
   int n = snprintf(fs, sizeof fs, "#version 110\nvoid main() {\n  vec4 v = gl_Color;\n");
   for (int i = 0; i < 64; i++) n += snprintf(fs + n, sizeof fs - n, "  v = v * 0.999 + 0.0005;\n");
   snprintf(fs + n, sizeof fs - n, "  gl_FragColor = v;\n}\n");
   const char *sources[2] = {ALU_VS, fs};
   const GLenum kinds[2] = {GL_VERTEX_SHADER, GL_FRAGMENT_SHADER};
   GLuint program = glCreateProgram();
   for (int s = 0; s < 2; s++) {
      GLuint shader = glCreateShader(kinds[s]);
      glShaderSource(shader, 1, &sources[s], NULL);
      glCompileShader(shader);
      GLint ok = 0;
      glGetShaderiv(shader, GL_COMPILE_STATUS, &ok);
      if (!ok) die("alu shader failed to compile");
      glAttachShader(program, shader);
   }
   glLinkProgram(program);
   GLint linked = 0;
   glGetProgramiv(program, GL_LINK_STATUS, &linked);
   if (!linked) die("alu program failed to link");
   glUseProgram(program);
}

static void alu_frame(void)
{
   glClear(GL_COLOR_BUFFER_BIT);
   glBegin(GL_QUADS);
   for (int v = 0; v < 4; v++) {
      glColor4fv(FILL_COLORS[v]);
      glVertex2fv(QUAD[v]);
   }
   glEnd();
}

/* ------------------------------------------------------------------------------------------------ */

static void calls_setup(void) {}

static void calls_frame(void)
{
   glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
   for (int i = 0; i < 20000; i++) {
      if (i & 1)
         glEnable(GL_DEPTH_TEST);
      else
         glDisable(GL_DEPTH_TEST);
      glBegin(GL_TRIANGLES);
      glColor3f(1, 0, 0);
      glVertex3f(-0.5f, -0.5f, 0);
      glColor3f(0, 1, 0);
      glVertex3f(0.5f, -0.5f, 0);
      glColor3f(0, 0, 1);
      glVertex3f(0, 0.5f, 0);
      glEnd();
   }
}

/* ------------------------------------------------------------------------------------------------ */

typedef struct Workload {
   const char *name;
   int size;
   void (*setup)(void);
   void (*frame)(void);
} Workload;

static const Workload WORKLOADS[] = {
   {"fill", 1024, fill_setup, fill_frame},
   {"tex", 1024, tex_setup, tex_frame},
   {"tris", 512, tris_setup, tris_frame},
   {"alu", 1024, alu_setup, alu_frame},
   {"calls", 256, calls_setup, calls_frame},
};

int main(int argc, char **argv)
{
   if (argc != 3) die("usage: mesa-bench <fill|tex|tris|alu|calls> <frames>");
   const Workload *w = NULL;
   for (size_t i = 0; i < sizeof WORKLOADS / sizeof WORKLOADS[0]; i++)
      if (strcmp(argv[1], WORKLOADS[i].name) == 0) w = &WORKLOADS[i];
   if (!w) die("unknown workload");
   int frames = atoi(argv[2]);
   if (frames < 1) die("frames must be a positive integer");

   OSMesaContext ctx = OSMesaCreateContextExt(OSMESA_RGBA, 24, 8, 0, NULL);
   unsigned char *pixels = malloc((size_t)w->size * w->size * 4);
   if (!ctx || !pixels || !OSMesaMakeCurrent(ctx, pixels, GL_UNSIGNED_BYTE, w->size, w->size))
      die("OSMesa context creation failed");
   glViewport(0, 0, w->size, w->size);
   glClearColor(0, 0, 0, 1);
   w->setup();
   if (glGetError() != GL_NO_ERROR) die("GL error during setup");
   printf("renderer %s\n", (const char *)glGetString(GL_RENDERER));

   w->frame();
   glFinish();
   double start = now();
   for (int f = 0; f < frames; f++) {
      w->frame();
      glFinish();
   }
   double seconds = now() - start;
   if (glGetError() != GL_NO_ERROR) die("GL error while drawing");
   printf("seconds %.6f\n", seconds);
   OSMesaDestroyContext(ctx);
   free(pixels);
   return 0;
}
