/*
 * glu-twins.c: the C twin of the GLU package's value tests. Calls Mesa's libGLU (Debian's libglu1-mesa)
 * in an OSMesa context with the same arguments as the tests (test/glu-twins.test.ts) and prints, as one JSON object, what it
 * computed: matrices, projected points, scaled images, the texture levels gluBuild*Mipmaps upload, the
 * vertex streams the quadrics emit, GLU error codes and strings.
 *
 * The GL calls whose arguments are the results (glBegin, glEnd, glVertex3f, glNormal3f, glTexCoord2f and
 * glTexImage1D/2D/3D) are defined here: the dynamic linker binds libGLU's calls to these definitions,
 * which record them (proxy texture uploads go on to Mesa, whose answer GLU reads back).
 *
 * Usage: glu-twins > values.json     (regenerate.mjs builds and runs it; prints GL_RENDERER to stderr)
 */
#define _GNU_SOURCE 1
#define GL_GLEXT_PROTOTYPES 1
#include <GL/osmesa.h>
#include <GL/gl.h>
#include <GL/glext.h>
#include <GL/glu.h>
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- recording ------------------------------------------------------------------------------ */

static int first_item;

static void item_separator(void)
{
   if (!first_item) printf(",");
   first_item = 0;
}

void glBegin(GLenum mode) { item_separator(); printf("[\"B\",%u]", mode); }
void glEnd(void) { item_separator(); printf("[\"E\"]"); }
void glVertex3f(GLfloat x, GLfloat y, GLfloat z) { item_separator(); printf("[\"V\",%.9g,%.9g,%.9g]", x, y, z); }
void glNormal3f(GLfloat x, GLfloat y, GLfloat z) { item_separator(); printf("[\"N\",%.9g,%.9g,%.9g]", x, y, z); }
void glTexCoord2f(GLfloat s, GLfloat t) { item_separator(); printf("[\"T\",%.9g,%.9g]", s, t); }

static size_t type_bytes(GLenum type)
{
   switch (type) {
   case GL_UNSIGNED_SHORT: case GL_SHORT: case GL_UNSIGNED_SHORT_4_4_4_4: case GL_UNSIGNED_SHORT_5_6_5:
   case GL_UNSIGNED_SHORT_1_5_5_5_REV: return 2;
   case GL_UNSIGNED_INT: case GL_INT: case GL_FLOAT: case GL_UNSIGNED_INT_2_10_10_10_REV: return 4;
   default: return 1;
   }
}

static size_t format_components(GLenum format)
{
   switch (format) {
   case GL_RGB: case GL_BGR: return 3;
   case GL_RGBA: case GL_BGRA: return 4;
   case GL_LUMINANCE_ALPHA: return 2;
   default: return 1;
   }
}

static int is_packed(GLenum type)
{
   return type == GL_UNSIGNED_SHORT_4_4_4_4 || type == GL_UNSIGNED_SHORT_5_6_5 || type == GL_UNSIGNED_BYTE_3_3_2 ||
          type == GL_UNSIGNED_SHORT_1_5_5_5_REV || type == GL_UNSIGNED_INT_2_10_10_10_REV;
}

/* Prints one uploaded level as GL reads it (row length and alignment; libGLU applies the skips itself):
 * [level, width, height, depth, format, type, [bytes...]]. */
static void record_upload(GLint level, GLsizei w, GLsizei h, GLsizei d, GLenum format, GLenum type, const void *pixels)
{
   GLint alignment, row_length;
   glGetIntegerv(GL_UNPACK_ALIGNMENT, &alignment);
   glGetIntegerv(GL_UNPACK_ROW_LENGTH, &row_length);
   size_t group = is_packed(type) ? type_bytes(type) : type_bytes(type) * format_components(format);
   size_t row = (size_t)w * group;
   size_t stride = ((size_t)(row_length > 0 ? row_length : w) * group + alignment - 1) / alignment * alignment;
   item_separator();
   printf("[%d,%d,%d,%d,%u,%u,[", level, w, h, d, format, type);
   int first = 1;
   for (int z = 0; z < d; z++)
      for (int y = 0; y < h; y++)
         for (size_t b = 0; b < row; b++) {
            printf(first ? "%u" : ",%u", ((const unsigned char *)pixels)[((size_t)z * h + y) * stride + b]);
            first = 0;
         }
   printf("]]");
}

typedef void (*TexImage2DFn)(GLenum, GLint, GLint, GLsizei, GLsizei, GLint, GLenum, GLenum, const void *);
typedef void (*TexImage1DFn)(GLenum, GLint, GLint, GLsizei, GLint, GLenum, GLenum, const void *);
typedef void (*TexImage3DFn)(GLenum, GLint, GLint, GLsizei, GLsizei, GLsizei, GLint, GLenum, GLenum, const void *);

void glTexImage1D(GLenum target, GLint level, GLint internal, GLsizei w, GLint border, GLenum format, GLenum type, const void *pixels)
{
   if (target == GL_PROXY_TEXTURE_1D) {
      ((TexImage1DFn)dlsym(RTLD_NEXT, "glTexImage1D"))(target, level, internal, w, border, format, type, pixels);
      return;
   }
   record_upload(level, w, 1, 1, format, type, pixels);
}

void glTexImage2D(GLenum target, GLint level, GLint internal, GLsizei w, GLsizei h, GLint border, GLenum format, GLenum type, const void *pixels)
{
   if (target == GL_PROXY_TEXTURE_2D) {
      ((TexImage2DFn)dlsym(RTLD_NEXT, "glTexImage2D"))(target, level, internal, w, h, border, format, type, pixels);
      return;
   }
   record_upload(level, w, h, 1, format, type, pixels);
}

void glTexImage3D(GLenum target, GLint level, GLint internal, GLsizei w, GLsizei h, GLsizei d, GLint border, GLenum format, GLenum type, const void *pixels)
{
   if (target == GL_PROXY_TEXTURE_3D) {
      ((TexImage3DFn)dlsym(RTLD_NEXT, "glTexImage3D"))(target, level, internal, w, h, d, border, format, type, pixels);
      return;
   }
   record_upload(level, w, h, d, format, type, pixels);
}

/* ---- inputs shared with the tests ------------------------------------------------------------ */

/* Byte i of every integer test image (the tests make the same bytes). */
static unsigned char *pattern_bytes(size_t n)
{
   unsigned char *bytes = malloc(n);
   for (size_t i = 0; i < n; i++) bytes[i] = (unsigned char)((i * 37 + 11) & 255);
   return bytes;
}

/* Float i of every float test image. */
static float *pattern_floats(size_t n)
{
   float *values = malloc(n * sizeof(float));
   for (size_t i = 0; i < n; i++) values[i] = (float)((i * 7 % 11) / 10.0);
   return values;
}

static void print_doubles(const double *v, int n)
{
   printf("[");
   for (int i = 0; i < n; i++) printf(i ? ",%.17g" : "%.17g", v[i]);
   printf("]");
}

/* ---- sections --------------------------------------------------------------------------------- */

static void matrix_of(const char *name, void (*set)(void))
{
   double m[16];
   glMatrixMode(GL_MODELVIEW);
   glLoadIdentity();
   set();
   glGetDoublev(GL_MODELVIEW_MATRIX, m);
   printf("\"%s\":", name);
   print_doubles(m, 16);
}

static void set_perspective(void) { gluPerspective(50, 1.5, 0.5, 40); }
static void set_look_at(void) { gluLookAt(1, 2, 5, 0.5, -1, 0, 0.2, 1, 0.1); }
static void set_ortho(void) { gluOrtho2D(-2, 3, -1, 4); }
static void set_pick(void) { GLint vp[4] = {10, 20, 200, 100}; gluPickMatrix(60, 70, 5, 4, vp); }

static void matrices(void)
{
   printf("\"matrices\":{");
   matrix_of("perspective", set_perspective); printf(",");
   matrix_of("lookAt", set_look_at); printf(",");
   matrix_of("ortho2D", set_ortho); printf(",");
   matrix_of("pickMatrix", set_pick);
   printf("}");
}

static void projections(void)
{
   double model[16], proj[16], out[4];
   GLint vp[4] = {5, 10, 320, 240};
   glMatrixMode(GL_MODELVIEW);
   glLoadIdentity();
   gluLookAt(1, 2, 5, 0.5, -1, 0, 0.2, 1, 0.1);
   glGetDoublev(GL_MODELVIEW_MATRIX, model);
   glLoadIdentity();
   gluPerspective(50, 1.5, 0.5, 40);
   glGetDoublev(GL_MODELVIEW_MATRIX, proj);
   printf("\"projections\":[");
   GLint ok = gluProject(0.3, -0.7, 0.2, model, proj, vp, &out[0], &out[1], &out[2]);
   printf("[%d,", ok); print_doubles(out, 3); printf("],");
   ok = gluUnProject(100.5, 80.25, 0.75, model, proj, vp, &out[0], &out[1], &out[2]);
   printf("[%d,", ok); print_doubles(out, 3); printf("],");
   ok = gluUnProject4(100.5, 80.25, 0.6, 0.9, model, proj, vp, 0.1, 0.9, &out[0], &out[1], &out[2], &out[3]);
   printf("[%d,", ok); print_doubles(out, 4); printf("]]");
}

/* One gluScaleImage case: the caller sets the pixel store before; prints [rc, [bytes of out]]. */
static void scale_case(GLenum format, int wi, int hi, GLenum ti, int wo, int ho, GLenum to, size_t in_bytes, size_t out_bytes, int float_in)
{
   void *in = float_in ? (void *)pattern_floats(in_bytes / 4) : (void *)pattern_bytes(in_bytes);
   unsigned char *out = calloc(out_bytes, 1);
   GLint rc = gluScaleImage(format, wi, hi, ti, in, wo, ho, to, out);
   item_separator();
   printf("[%d,[", rc);
   for (size_t i = 0; i < out_bytes; i++) printf(i ? ",%u" : "%u", out[i]);
   printf("]]");
   free(in);
   free(out);
}

static void reset_store(void)
{
   GLenum names[] = {GL_UNPACK_ROW_LENGTH, GL_UNPACK_SKIP_ROWS, GL_UNPACK_SKIP_PIXELS, GL_UNPACK_SWAP_BYTES, GL_UNPACK_LSB_FIRST,
                     GL_PACK_ROW_LENGTH, GL_PACK_SKIP_ROWS, GL_PACK_SKIP_PIXELS, GL_PACK_SWAP_BYTES, GL_PACK_LSB_FIRST};
   for (unsigned i = 0; i < sizeof names / sizeof names[0]; i++) glPixelStorei(names[i], 0);
   glPixelStorei(GL_UNPACK_ALIGNMENT, 4);
   glPixelStorei(GL_PACK_ALIGNMENT, 4);
}

static void scaled_images(void)
{
   printf("\"scaleImage\":[");
   first_item = 1;
   reset_store();
   scale_case(GL_RGBA, 5, 3, GL_UNSIGNED_BYTE, 8, 4, GL_UNSIGNED_BYTE, 5 * 3 * 4, 8 * 4 * 4, 0);
   scale_case(GL_RGB, 4, 4, GL_UNSIGNED_BYTE, 2, 2, GL_UNSIGNED_BYTE, 4 * 4 * 3, 2 * 8, 0);
   scale_case(GL_RGB, 3, 3, GL_UNSIGNED_BYTE, 2, 2, GL_UNSIGNED_BYTE, 3 * 12, 2 * 8, 0);
   scale_case(GL_LUMINANCE, 3, 2, GL_FLOAT, 5, 3, GL_FLOAT, 3 * 2 * 4, 5 * 3 * 4, 1);
   scale_case(GL_RGBA, 4, 4, GL_UNSIGNED_BYTE, 3, 3, GL_UNSIGNED_SHORT_4_4_4_4, 4 * 4 * 4, 3 * 8, 0);
   scale_case(GL_RGB, 4, 2, GL_UNSIGNED_SHORT_5_6_5, 2, 1, GL_UNSIGNED_BYTE, 4 * 2 * 2, 8, 0);
   scale_case(GL_LUMINANCE_ALPHA, 3, 3, GL_SHORT, 2, 2, GL_BYTE, 3 * 16, 2 * 4, 0);
   scale_case(GL_RGBA, 2, 2, GL_UNSIGNED_INT, 3, 3, GL_INT, 2 * 2 * 16, 3 * 3 * 16, 0);
   scale_case(GL_BGRA, 3, 2, GL_UNSIGNED_INT_8_8_8_8_REV, 2, 2, GL_UNSIGNED_INT_2_10_10_10_REV, 3 * 2 * 4, 2 * 2 * 4, 0);
   scale_case(GL_RGB, 3, 3, GL_UNSIGNED_BYTE_3_3_2, 4, 2, GL_UNSIGNED_BYTE_2_3_3_REV, 3 * 4, 2 * 4, 0);
   scale_case(GL_COLOR_INDEX, 10, 3, GL_BITMAP, 5, 2, GL_UNSIGNED_BYTE, 3 * 4, 2 * 8, 0);
   scale_case(GL_STENCIL_INDEX, 3, 2, GL_SHORT, 2, 2, GL_UNSIGNED_INT, 2 * 8, 2 * 2 * 4, 0);
   scale_case(GL_BGR, 2, 3, GL_FLOAT, 3, 2, GL_UNSIGNED_SHORT, 2 * 3 * 12, 2 * 20, 1);
   scale_case(GL_ALPHA, 4, 1, GL_INT, 2, 1, GL_FLOAT, 16, 8, 0);
   scale_case(GL_RGBA, 2, 2, GL_UNSIGNED_SHORT_5_5_5_1, 3, 1, GL_UNSIGNED_INT_10_10_10_2, 8, 12, 0);
   scale_case(GL_COLOR_INDEX, 3, 3, GL_UNSIGNED_BYTE, 2, 2, GL_BYTE, 12, 8, 0);
   scale_case(GL_DEPTH_COMPONENT, 3, 1, GL_UNSIGNED_SHORT, 5, 1, GL_SHORT, 8, 12, 0);
   glPixelStorei(GL_UNPACK_LSB_FIRST, 1);
   scale_case(GL_LUMINANCE, 10, 3, GL_BITMAP, 7, 5, GL_BITMAP, 3 * 4, 5 * 4, 0);
   reset_store();
   glPixelStorei(GL_UNPACK_ROW_LENGTH, 6);
   glPixelStorei(GL_UNPACK_SKIP_ROWS, 1);
   glPixelStorei(GL_UNPACK_SKIP_PIXELS, 2);
   glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
   glPixelStorei(GL_PACK_ROW_LENGTH, 5);
   glPixelStorei(GL_PACK_SKIP_PIXELS, 1);
   glPixelStorei(GL_PACK_SKIP_ROWS, 1);
   glPixelStorei(GL_PACK_ALIGNMENT, 2);
   scale_case(GL_RGB, 3, 2, GL_UNSIGNED_BYTE, 4, 4, GL_UNSIGNED_BYTE, 6 * 3 * 3, 5 * 3 * 6, 0);
   reset_store();
   glPixelStorei(GL_UNPACK_SWAP_BYTES, 1);
   glPixelStorei(GL_PACK_SWAP_BYTES, 1);
   scale_case(GL_LUMINANCE_ALPHA, 3, 2, GL_UNSIGNED_SHORT, 2, 3, GL_UNSIGNED_SHORT, 3 * 2 * 4 + 4, 2 * 3 * 4, 0);
   reset_store();
   printf("]");
}

static void mipmaps(void)
{
   printf("\"mipmaps\":[");
   reset_store();
   unsigned char *bytes = pattern_bytes(4096);
   float *floats = pattern_floats(64);
   const struct { int dims; GLenum format, type; int w, h, d; const void *data; } cases[] = {
      {2, GL_RGBA, GL_UNSIGNED_BYTE, 8, 8, 1, bytes},
      {2, GL_RGB, GL_UNSIGNED_BYTE, 5, 3, 1, bytes},
      {1, GL_RGBA, GL_UNSIGNED_BYTE, 6, 1, 1, bytes},
      {2, GL_LUMINANCE, GL_FLOAT, 4, 2, 1, floats},
      {2, GL_RGBA, GL_UNSIGNED_SHORT_4_4_4_4, 4, 4, 1, bytes},
      {2, GL_LUMINANCE_ALPHA, GL_SHORT, 4, 1, 1, bytes},
      {2, GL_RGB, GL_BYTE, 2, 4, 1, bytes},
      {3, GL_RGBA, GL_UNSIGNED_BYTE, 4, 4, 2, bytes},
      {2, GL_RGBA, GL_UNSIGNED_BYTE, 7, 5, 1, bytes},
      {2, GL_LUMINANCE, GL_FLOAT, 3, 6, 1, floats},
      {2, GL_RGB, GL_UNSIGNED_SHORT_5_6_5, 5, 5, 1, bytes},
      {2, GL_RGBA, GL_UNSIGNED_INT, 3, 3, 1, bytes},
      {2, GL_LUMINANCE_ALPHA, GL_UNSIGNED_SHORT, 6, 2, 1, bytes},
      {3, GL_RGBA, GL_UNSIGNED_BYTE, 3, 2, 3, bytes},
      {3, GL_LUMINANCE, GL_SHORT, 2, 5, 2, bytes},
      {1, GL_LUMINANCE, GL_SHORT, 10, 1, 1, bytes},
      {1, GL_RGB, GL_UNSIGNED_SHORT_5_6_5, 3, 1, 1, bytes},
      {2, GL_LUMINANCE, GL_BITMAP, 6, 3, 1, bytes},
      {2, GL_RGBA, GL_UNSIGNED_INT_2_10_10_10_REV, 4, 2, 1, bytes},
      {2, GL_BGRA, GL_UNSIGNED_SHORT_1_5_5_5_REV, 3, 2, 1, bytes},
   };
   for (unsigned c = 0; c < sizeof cases / sizeof cases[0]; c++) {
      printf(c ? ",[" : "[");
      first_item = 1;
      GLint rc;
      if (cases[c].dims == 1)
         rc = gluBuild1DMipmaps(GL_TEXTURE_1D, GL_RGBA, cases[c].w, cases[c].format, cases[c].type, cases[c].data);
      else if (cases[c].dims == 2)
         rc = gluBuild2DMipmaps(GL_TEXTURE_2D, GL_RGBA, cases[c].w, cases[c].h, cases[c].format, cases[c].type, cases[c].data);
      else
         rc = gluBuild3DMipmaps(GL_TEXTURE_3D, GL_RGBA, cases[c].w, cases[c].h, cases[c].d, cases[c].format, cases[c].type, cases[c].data);
      item_separator();
      printf("%d]", rc);
   }
   /* Levels 1 … 3 of an 8×4 image that is level 1, uploading 2 … 3; then an image read with skips. */
   printf(",[");
   first_item = 1;
   GLint rc = gluBuild2DMipmapLevels(GL_TEXTURE_2D, GL_RGBA, 8, 4, GL_RGBA, GL_UNSIGNED_BYTE, 1, 2, 3, bytes);
   item_separator();
   printf("%d]", rc);
   /* A 6×4 image given as level 0: libGLU halves its sides as they are (6 → 3 → 1). */
   printf(",[");
   first_item = 1;
   rc = gluBuild2DMipmapLevels(GL_TEXTURE_2D, GL_RGBA, 6, 4, GL_RGBA, GL_UNSIGNED_BYTE, 0, 0, 2, bytes);
   item_separator();
   printf("%d]", rc);
   glPixelStorei(GL_UNPACK_ROW_LENGTH, 10);
   glPixelStorei(GL_UNPACK_SKIP_ROWS, 2);
   glPixelStorei(GL_UNPACK_SKIP_PIXELS, 1);
   glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
   printf(",[");
   first_item = 1;
   rc = gluBuild2DMipmaps(GL_TEXTURE_2D, GL_RGB, 4, 4, GL_RGB, GL_UNSIGNED_BYTE, bytes);
   item_separator();
   printf("%d]", rc);
   reset_store();
   printf("]");
   free(bytes);
   free(floats);
}

static void errors(void)
{
   unsigned char buffer[256] = {0};
   GLint codes[] = {
      gluBuild2DMipmaps(GL_TEXTURE_2D, GL_RGBA, 0, 4, GL_RGBA, GL_UNSIGNED_BYTE, buffer),
      gluBuild2DMipmaps(GL_TEXTURE_2D, GL_RGBA, 4, 4, GL_RGBA, 0x1234, buffer),
      gluBuild2DMipmaps(GL_TEXTURE_2D, GL_RGBA, 4, 4, 0x1234, GL_UNSIGNED_BYTE, buffer),
      gluBuild2DMipmaps(GL_TEXTURE_2D, GL_RGBA, 4, 4, GL_STENCIL_INDEX, GL_UNSIGNED_BYTE, buffer),
      gluBuild2DMipmaps(GL_TEXTURE_2D, GL_RGBA, 4, 4, GL_RGBA, GL_UNSIGNED_SHORT_5_6_5, buffer),
      gluBuild2DMipmapLevels(GL_TEXTURE_2D, GL_RGBA, 4, 4, GL_RGBA, GL_UNSIGNED_BYTE, 0, 1, 3, buffer),
      gluBuild2DMipmapLevels(GL_TEXTURE_2D, GL_RGBA, 4, 4, GL_RGBA, GL_UNSIGNED_BYTE, 1, 0, 1, buffer),
      gluBuild1DMipmapLevels(GL_TEXTURE_1D, GL_RGBA, 6, GL_RGBA, GL_UNSIGNED_BYTE, 0, 0, 0, buffer),
      gluBuild1DMipmaps(GL_TEXTURE_1D, GL_RGBA, -1, GL_RGBA, GL_UNSIGNED_BYTE, buffer),
      gluBuild3DMipmaps(GL_TEXTURE_3D, GL_RGBA, 2, 2, 2, GL_COLOR_INDEX, GL_BITMAP, buffer),
      gluBuild3DMipmapLevels(GL_TEXTURE_3D, GL_RGBA, 2, 2, 0, GL_RGBA, GL_UNSIGNED_BYTE, 0, 0, 1, buffer),
      gluScaleImage(GL_RGBA, -1, 2, GL_UNSIGNED_BYTE, buffer, 2, 2, GL_UNSIGNED_BYTE, buffer),
      gluScaleImage(GL_RGBA, 0, 2, GL_UNSIGNED_BYTE, buffer, 2, 2, 0x1234, buffer),
      gluScaleImage(GL_RGBA, 2, 2, 0x1234, buffer, 2, 2, GL_UNSIGNED_BYTE, buffer),
      gluScaleImage(GL_RGB, 2, 2, GL_UNSIGNED_BYTE, buffer, 2, 2, GL_UNSIGNED_SHORT_4_4_4_4, buffer),
      gluScaleImage(GL_DEPTH_COMPONENT, 2, 2, GL_UNSIGNED_BYTE, buffer, 2, 2, GL_UNSIGNED_SHORT_5_6_5, buffer),
   };
   printf("\"errors\":[");
   for (unsigned i = 0; i < sizeof codes / sizeof codes[0]; i++) printf(i ? ",%d" : "%d", codes[i]);
   printf("]");
}

/* ---- quadrics --------------------------------------------------------------------------------- */

static GLenum quadric_errors[16];
static int quadric_error_count;

static void GLAPIENTRY on_quadric_error(GLenum code)
{
   if (quadric_error_count < 16) quadric_errors[quadric_error_count++] = code;
}

static void quadrics(void)
{
   const GLenum styles[] = {GLU_FILL, GLU_LINE, GLU_SILHOUETTE, GLU_POINT};
   const GLenum normals[] = {GLU_SMOOTH, GLU_FLAT, GLU_NONE};
   const GLenum orientations[] = {GLU_OUTSIDE, GLU_INSIDE};
   GLUquadric *q = gluNewQuadric();
   printf("\"quadrics\":[");
   int first_case = 1;
   for (int s = 0; s < 4; s++)
      for (int n = 0; n < 3; n++)
         for (int o = 0; o < 2; o++)
            for (int t = 0; t < 2; t++)
               for (int shape = 0; shape < 6; shape++) {
                  /* libGLU reads normal caches it never filled for flat-shaded point and silhouette spheres and
                   * cylinders (uninitialised memory): those are left out. */
                  if ((styles[s] == GLU_POINT || styles[s] == GLU_SILHOUETTE) && normals[n] == GLU_FLAT && shape < 3) continue;
                  /* Likewise the smooth normal of the -z pole of an untextured filled sphere with more stacks
                   * than slices (index `stacks` of a slice table). */
                  if (styles[s] == GLU_FILL && normals[n] == GLU_SMOOTH && !t && shape == 2) continue;
                  gluQuadricDrawStyle(q, styles[s]);
                  gluQuadricNormals(q, normals[n]);
                  gluQuadricOrientation(q, orientations[o]);
                  gluQuadricTexture(q, t);
                  printf(first_case ? "[%u,%u,%u,%d,%d,[" : ",[%u,%u,%u,%d,%d,[", styles[s], normals[n], orientations[o], t, shape);
                  first_case = 0;
                  first_item = 1;
                  switch (shape) {
                  case 0: gluSphere(q, 1.5, 5, 3); break;
                  case 1: gluCylinder(q, 1, 0.25, 2, 5, 3); break;
                  case 2: gluSphere(q, 0.75, 3, 6); break;
                  case 3: gluDisk(q, 0, 2, 6, 3); break;
                  case 4: gluDisk(q, 0.5, 2, 5, 2); break;
                  case 5: gluPartialDisk(q, 0.25, 1.5, 4, 2, 30, -120); break;
                  }
                  printf("]]");
               }
   printf("],");
   gluQuadricCallback(q, GLU_ERROR, (_GLUfuncptr)on_quadric_error);
   gluQuadricDrawStyle(q, 0x1234);
   gluQuadricNormals(q, GLU_FILL);
   gluQuadricOrientation(q, GLU_SMOOTH);
   gluQuadricCallback(q, GLU_BEGIN, NULL);
   gluSphere(q, -1, 5, 5);
   gluSphere(q, 1, 1, 5);
   gluCylinder(q, 0, 0, 0, 5, 1);
   gluCylinder(q, 1, 1, 1, 5, 0);
   gluDisk(q, 2, 1, 5, 1);
   gluPartialDisk(q, 0, 0, 5, 1, 0, 90);
   gluDeleteQuadric(q);
   printf("\"quadricErrors\":[");
   for (int i = 0; i < quadric_error_count; i++) printf(i ? ",%u" : "%u", quadric_errors[i]);
   printf("]");
}

static void json_string(const GLubyte *s)
{
   if (s) printf("\"%s\"", (const char *)s);
   else printf("null");
}

static void strings(void)
{
   const GLenum codes[] = {GL_NO_ERROR, GL_INVALID_ENUM, GL_OUT_OF_MEMORY, GLU_INVALID_VALUE, GLU_INVALID_OPERATION,
                           GLU_NURBS_ERROR1, GLU_NURBS_ERROR37, GLU_TESS_ERROR1, GLU_TESS_ERROR6, GLU_TESS_ERROR7, 12345};
   printf("\"errorStrings\":[");
   for (unsigned i = 0; i < sizeof codes / sizeof codes[0]; i++) {
      if (i) printf(",");
      printf("[%u,", codes[i]);
      json_string(gluErrorString(codes[i]));
      printf("]");
   }
   printf("],\"version\":");
   json_string(gluGetString(GLU_VERSION));
   printf(",\"extensions\":");
   json_string(gluGetString(GLU_EXTENSIONS));
   printf(",\"checkExtension\":[%d,%d,%d,%d]", gluCheckExtension((const GLubyte *)"GL_EXT_texture", (const GLubyte *)"GL_EXT_texture3D GL_ARB_x"),
          gluCheckExtension((const GLubyte *)"GL_ARB_x", (const GLubyte *)" GL_EXT_texture3D  GL_ARB_x "),
          gluCheckExtension((const GLubyte *)"GL_ARB_x", NULL), gluCheckExtension((const GLubyte *)"", (const GLubyte *)"a b"));
}

int main(void)
{
   OSMesaContext ctx = OSMesaCreateContextExt(OSMESA_RGBA, 24, 8, 0, NULL);
   static unsigned char pixels[16 * 16 * 4];
   if (!ctx || !OSMesaMakeCurrent(ctx, pixels, GL_UNSIGNED_BYTE, 16, 16)) {
      fprintf(stderr, "OSMesa context failed\n");
      return 1;
   }
   fprintf(stderr, "GL_RENDERER: %s\n", (const char *)glGetString(GL_RENDERER));
   printf("{");
   matrices(); printf(",");
   projections(); printf(",");
   scaled_images(); printf(",");
   mipmaps(); printf(",");
   errors(); printf(",");
   quadrics(); printf(",");
   strings();
   printf("}\n");
   OSMesaDestroyContext(ctx);
   return 0;
}
