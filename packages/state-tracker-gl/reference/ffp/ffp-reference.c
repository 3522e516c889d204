/*
 * Mesa reference renderer for the fixed-function program tests: reads a small command script on stdin
 * (written by regenerate.mjs), replays each case's GL state through OSMesa (GALLIUM_DRIVER=llvmpipe),
 * draws one GL_POINTS of size 1 per test vertex into its own 1x1 viewport at a known pixel, and prints
 * the pixels read back, one "pixel R G B A" line per point.
 *
 * Commands (one per line, enums as decimal integers):
 *   case NAME                       start a case on a fresh context
 *   enable CAP UNIT / disable CAP UNIT
 *   lightfv LIGHT PNAME x y z w     lightf LIGHT PNAME v
 *   materialfv FACE PNAME x y z w   materialf FACE PNAME v
 *   lightmodelfv PNAME x y z w      lightmodeli PNAME i
 *   colormaterial FACE MODE
 *   texgeni UNIT COORD MODE         texgenfv UNIT COORD PNAME x y z w
 *   texenvi UNIT PNAME i            texenvfv UNIT PNAME x y z w
 *   texture UNIT INTERNALFORMAT PATTERN
 *                                   a 256x256 2D texture, NEAREST, CLAMP_TO_EDGE, enabled on UNIT; texel
 *                                   (i, j) is (i, j, 128, 255) for pattern 0 and (i, j, (7i + 3j) & 255,
 *                                   (i + 2j) & 255) for pattern 1, given as RGBA bytes
 *   info                            print "renderer NAME | VERSION" (after a case has started)
 *   fogi PNAME i   fogf PNAME v   fogfv PNAME x y z w
 *   matrix MODE UNIT m0 ... m15     glMatrixMode + glLoadMatrixf (UNIT selects the texture matrix)
 *   point PX PY x y z w nx ny nz r g b a sr sg sb fog s0 t0 r0 q0 s1 t1 r1 q1
 *   triangle FACE PX PY x y z w ...  the same vertex as the last (provoking) vertex of a flat-shaded
 *                                   triangle covering the pixel, counter-clockwise (FACE 0, front-facing)
 *                                   or clockwise (FACE 1, back-facing); the two other vertices are placed
 *                                   in clip space through the inverse of projection x modelview
 *   read                            print the pixel of every point of the case
 * Build: gcc -O1 -o ffp-reference ffp-reference.c -lOSMesa -lm
 */
#define GL_GLEXT_PROTOTYPES
#include <GL/gl.h>
#include <GL/glext.h>
#include <GL/osmesa.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SIZE 64
#define MAX_ARGS 32

static unsigned char framebuffer[SIZE * SIZE * 4];
static unsigned char images[2][256 * 256 * 4];
static int points[SIZE * SIZE][2];
static int point_count;
static OSMesaContext context;

static double abs_d(double x)
{
  return x < 0 ? -x : x;
}

static void fail(const char *what)
{
  fprintf(stderr, "ffp-reference: %s\n", what);
  exit(1);
}

static void start_case(void)
{
  if (context)
    OSMesaDestroyContext(context);
  context = OSMesaCreateContextExt(OSMESA_RGBA, 0, 0, 0, NULL);
  if (!context || !OSMesaMakeCurrent(context, framebuffer, GL_UNSIGNED_BYTE, SIZE, SIZE))
    fail("cannot create an OSMesa context");
  glClearColor(0, 0, 0, 0);
  glClear(GL_COLOR_BUFFER_BIT);
  glPointSize(1);
  point_count = 0;
}

static void make_texture(int unit, int internal_format, int pattern)
{
  GLuint name;
  glActiveTexture(GL_TEXTURE0 + unit);
  glGenTextures(1, &name);
  glBindTexture(GL_TEXTURE_2D, name);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
  glTexImage2D(GL_TEXTURE_2D, 0, internal_format, 256, 256, 0, GL_RGBA, GL_UNSIGNED_BYTE, images[pattern & 1]);
  glEnable(GL_TEXTURE_2D);
}

/* out = m x v for column-major m. */
static void transform(const double *m, const double *v, double *out)
{
  for (int r = 0; r < 4; r++)
    out[r] = m[r] * v[0] + m[4 + r] * v[1] + m[8 + r] * v[2] + m[12 + r] * v[3];
}

/* Inverse of a column-major 4x4 matrix by Gauss-Jordan elimination with partial pivoting. */
static void invert(const double *m, double *inv)
{
  double a[4][8];
  for (int r = 0; r < 4; r++)
    for (int c = 0; c < 4; c++) {
      a[r][c] = m[4 * c + r];
      a[r][4 + c] = r == c;
    }
  for (int c = 0; c < 4; c++) {
    int pivot = c;
    for (int r = c + 1; r < 4; r++)
      if (abs_d(a[r][c]) > abs_d(a[pivot][c])) pivot = r;
    for (int k = 0; k < 8; k++) {
      double t = a[c][k];
      a[c][k] = a[pivot][k];
      a[pivot][k] = t;
    }
    double p = a[c][c];
    if (p == 0) fail("singular projection x modelview");
    for (int k = 0; k < 8; k++) a[c][k] /= p;
    for (int r = 0; r < 4; r++) {
      if (r == c) continue;
      double f = a[r][c];
      for (int k = 0; k < 8; k++) a[r][k] -= f * a[c][k];
    }
  }
  for (int r = 0; r < 4; r++)
    for (int c = 0; c < 4; c++) inv[4 * c + r] = a[r][4 + c];
}

static void place_pixel(int px, int py)
{
  if (px < 0 || py < 0 || px >= SIZE || py >= SIZE || point_count >= SIZE * SIZE)
    fail("point outside the framebuffer");
  points[point_count][0] = px;
  points[point_count][1] = py;
  point_count++;
  glViewport(px, py, 1, 1);
}

/* The attributes of a test vertex (a[6..24] as in "point"), then glVertex of its position a[2..5]. */
static void emit_vertex(const double *a)
{
  glNormal3f(a[6], a[7], a[8]);
  glColor4f(a[9], a[10], a[11], a[12]);
  glSecondaryColor3f(a[13], a[14], a[15]);
  glFogCoordf(a[16]);
  glMultiTexCoord4f(GL_TEXTURE0, a[17], a[18], a[19], a[20]);
  glMultiTexCoord4f(GL_TEXTURE1, a[21], a[22], a[23], a[24]);
  glVertex4f(a[2], a[3], a[4], a[5]);
}

static void draw_point(const double *a)
{
  place_pixel((int)a[0], (int)a[1]);
  glBegin(GL_POINTS);
  emit_vertex(a);
  glEnd();
}

/* A flat-shaded triangle whose last vertex is the test vertex and which covers the NDC origin (the
 * centre of the 1x1 viewport): the other two vertices are -p +- 4n in NDC, n perpendicular to p. */
static void draw_triangle(int back, const double *a)
{
  double mv[16], proj[16], mvp[16], inv[16], clip[4];
  float f[16];
  glGetFloatv(GL_MODELVIEW_MATRIX, f);
  for (int i = 0; i < 16; i++) mv[i] = f[i];
  glGetFloatv(GL_PROJECTION_MATRIX, f);
  for (int i = 0; i < 16; i++) proj[i] = f[i];
  for (int c = 0; c < 4; c++) transform(proj, mv + 4 * c, mvp + 4 * c);
  invert(mvp, inv);
  transform(mvp, a + 2, clip);
  double px = clip[0] / clip[3], py = clip[1] / clip[3], pz = clip[2] / clip[3];
  double len = sqrt(px * px + py * py);
  double nx = len > 0 ? -py / len : 1, ny = len > 0 ? px / len : 0;
  double sign = back ? -1 : 1;
  double helpers[2][4] = {{-px + 4 * sign * nx, -py + 4 * sign * ny, pz, 1}, {-px - 4 * sign * nx, -py - 4 * sign * ny, pz, 1}};
  place_pixel((int)a[0], (int)a[1]);
  glShadeModel(GL_FLAT);
  glBegin(GL_TRIANGLES);
  for (int i = 0; i < 2; i++) {
    double object[4];
    transform(inv, helpers[i], object);
    glVertex4f(object[0], object[1], object[2], object[3]);
  }
  emit_vertex(a);
  glEnd();
  glShadeModel(GL_SMOOTH);
}

static void read_points(void)
{
  glFinish();
  for (int i = 0; i < point_count; i++) {
    const unsigned char *p = framebuffer + 4 * (points[i][1] * SIZE + points[i][0]);
    printf("pixel %d %d %d %d\n", p[0], p[1], p[2], p[3]);
  }
  GLenum error = glGetError();
  if (error != GL_NO_ERROR) {
    fprintf(stderr, "ffp-reference: GL error 0x%x in the case\n", error);
    exit(1);
  }
}

int main(void)
{
  char line[4096];
  for (int j = 0; j < 256; j++)
    for (int i = 0; i < 256; i++) {
      unsigned char *smooth = images[0] + 4 * (256 * j + i);
      unsigned char *mixed = images[1] + 4 * (256 * j + i);
      smooth[0] = mixed[0] = i;
      smooth[1] = mixed[1] = j;
      smooth[2] = 128;
      smooth[3] = 255;
      mixed[2] = (7 * i + 3 * j) & 255;
      mixed[3] = (i + 2 * j) & 255;
    }
  while (fgets(line, sizeof line, stdin)) {
    char *cmd = strtok(line, " \n");
    double a[MAX_ARGS];
    int n = 0;
    char *token;
    if (!cmd)
      continue;
    if (strcmp(cmd, "case") == 0) {
      start_case();
      continue;
    }
    while (n < MAX_ARGS && (token = strtok(NULL, " \n")))
      a[n++] = strtod(token, NULL);
#define E(i) ((GLenum)a[i])
    if (strcmp(cmd, "enable") == 0 || strcmp(cmd, "disable") == 0) {
      glActiveTexture(GL_TEXTURE0 + (int)a[1]);
      if (cmd[0] == 'e') glEnable(E(0)); else glDisable(E(0));
    } else if (strcmp(cmd, "lightfv") == 0) {
      float v[4] = {a[2], a[3], a[4], a[5]};
      glLightfv(E(0), E(1), v);
    } else if (strcmp(cmd, "lightf") == 0) {
      glLightf(E(0), E(1), a[2]);
    } else if (strcmp(cmd, "materialfv") == 0) {
      float v[4] = {a[2], a[3], a[4], a[5]};
      glMaterialfv(E(0), E(1), v);
    } else if (strcmp(cmd, "materialf") == 0) {
      glMaterialf(E(0), E(1), a[2]);
    } else if (strcmp(cmd, "lightmodelfv") == 0) {
      float v[4] = {a[1], a[2], a[3], a[4]};
      glLightModelfv(E(0), v);
    } else if (strcmp(cmd, "lightmodeli") == 0) {
      glLightModeli(E(0), (int)a[1]);
    } else if (strcmp(cmd, "colormaterial") == 0) {
      glColorMaterial(E(0), E(1));
    } else if (strcmp(cmd, "texgeni") == 0) {
      glActiveTexture(GL_TEXTURE0 + (int)a[0]);
      glTexGeni(E(1), GL_TEXTURE_GEN_MODE, (int)a[2]);
    } else if (strcmp(cmd, "texgenfv") == 0) {
      float v[4] = {a[3], a[4], a[5], a[6]};
      glActiveTexture(GL_TEXTURE0 + (int)a[0]);
      glTexGenfv(E(1), E(2), v);
    } else if (strcmp(cmd, "texenvi") == 0) {
      glActiveTexture(GL_TEXTURE0 + (int)a[0]);
      glTexEnvi(GL_TEXTURE_ENV, E(1), (int)a[2]);
    } else if (strcmp(cmd, "texenvfv") == 0) {
      float v[4] = {a[2], a[3], a[4], a[5]};
      glActiveTexture(GL_TEXTURE0 + (int)a[0]);
      glTexEnvfv(GL_TEXTURE_ENV, E(1), v);
    } else if (strcmp(cmd, "texture") == 0) {
      make_texture((int)a[0], (int)a[1], (int)a[2]);
    } else if (strcmp(cmd, "info") == 0) {
      printf("renderer %s | %s\n", glGetString(GL_RENDERER), glGetString(GL_VERSION));
    } else if (strcmp(cmd, "fogi") == 0) {
      glFogi(E(0), (int)a[1]);
    } else if (strcmp(cmd, "fogf") == 0) {
      glFogf(E(0), a[1]);
    } else if (strcmp(cmd, "fogfv") == 0) {
      float v[4] = {a[1], a[2], a[3], a[4]};
      glFogfv(E(0), v);
    } else if (strcmp(cmd, "matrix") == 0) {
      float m[16];
      for (int i = 0; i < 16; i++) m[i] = a[2 + i];
      glActiveTexture(GL_TEXTURE0 + (int)a[1]);
      glMatrixMode(E(0));
      glLoadMatrixf(m);
    } else if (strcmp(cmd, "point") == 0) {
      if (n != 25) fail("point takes 25 numbers");
      draw_point(a);
    } else if (strcmp(cmd, "triangle") == 0) {
      if (n != 26) fail("triangle takes 26 numbers");
      draw_triangle((int)a[0], a + 1);
    } else if (strcmp(cmd, "read") == 0) {
      read_points();
    } else {
      fprintf(stderr, "ffp-reference: unknown command %s\n", cmd);
      return 1;
    }
  }
  if (context)
    OSMesaDestroyContext(context);
  return 0;
}
