/*
 * feedback-reference.c: runs one selection/feedback case through Mesa (OSMesa, GALLIUM_DRIVER=llvmpipe)
 * and prints what Mesa returned, so the state tracker's tests can compare value by value.
 *
 * Input (stdin): one GL call per line, "glName arg arg ..." with numbers in decimal (enums by value);
 * the calls are those of run() below. Arrays: glSelectBuffer size / glFeedbackBuffer size type use a
 * buffer of 4096 values; "array n v1 .. vn" fills the client array glVertexPointer/glColorPointer take
 * (glVertexPointer size stride offset, offsets in floats); glDrawElements mode count i1 .. icount
 * (GL_UNSIGNED_INT indices); readPixel x y.
 * A fresh 64x64 RGBA8/Z24S8 context per run.
 * Output (stdout), one line per event:
 *   R mode result v1 .. vk   glRenderMode's result, then the values the mode left in its buffer
 *                             (the hit records of the selection buffer as unsigned integers, the
 *                             feedback buffer as floats; the whole buffer after an overflow)
 *   E line code               a GL error after the call on input line `line` (0-based)
 *   I pname v                 glGetIntegerv
 *   P r g b a                 glReadPixels of one pixel (x y)
 */
#define GL_GLEXT_PROTOTYPES
#include <GL/osmesa.h>
#include <GL/gl.h>
#include <GL/glext.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SIZE 64
#define BUFFER 4096

static GLuint select_buffer[BUFFER];
static GLfloat feedback_buffer[BUFFER];
static GLfloat client_array[BUFFER];
static GLint select_size, feedback_size;
static GLenum current_mode = GL_RENDER;

static void leave_mode(GLenum mode) {
  GLint result = glRenderMode(mode);
  printf("R %d %d", mode, result);
  GLint n = result < 0 ? (current_mode == GL_SELECT ? select_size : feedback_size) : result;
  if (current_mode == GL_SELECT && result >= 0) {
    /* result hit records: each the name count, min z, max z and the names */
    n = 0;
    for (GLint h = 0; h < result && n < BUFFER; h++) n += 3 + (GLint)select_buffer[n];
  }
  if (n > BUFFER) n = BUFFER;
  for (GLint i = 0; i < n; i++) {
    if (current_mode == GL_SELECT) printf(" %u", select_buffer[i]);
    else if (current_mode == GL_FEEDBACK) printf(" %.9g", feedback_buffer[i]);
  }
  printf("\n");
}

#define IS(name) (strcmp(cmd, name) == 0)

static void run(const char *cmd, const double *a, int n) {
  if (IS("glRenderMode")) leave_mode((GLenum)a[0]);
  else if (IS("glSelectBuffer")) { select_size = (GLint)a[0]; glSelectBuffer(select_size, select_buffer); }
  else if (IS("glFeedbackBuffer")) { feedback_size = (GLint)a[0]; glFeedbackBuffer(feedback_size, (GLenum)a[1], feedback_buffer); }
  else if (IS("glInitNames")) glInitNames();
  else if (IS("glPushName")) glPushName((GLuint)a[0]);
  else if (IS("glPopName")) glPopName();
  else if (IS("glLoadName")) glLoadName((GLuint)a[0]);
  else if (IS("glPassThrough")) glPassThrough((GLfloat)a[0]);
  else if (IS("glMatrixMode")) glMatrixMode((GLenum)a[0]);
  else if (IS("glLoadIdentity")) glLoadIdentity();
  else if (IS("glOrtho")) glOrtho(a[0], a[1], a[2], a[3], a[4], a[5]);
  else if (IS("glFrustum")) glFrustum(a[0], a[1], a[2], a[3], a[4], a[5]);
  else if (IS("glTranslatef")) glTranslatef(a[0], a[1], a[2]);
  else if (IS("glRotatef")) glRotatef(a[0], a[1], a[2], a[3]);
  else if (IS("glScalef")) glScalef(a[0], a[1], a[2]);
  else if (IS("glViewport")) glViewport((GLint)a[0], (GLint)a[1], (GLsizei)a[2], (GLsizei)a[3]);
  else if (IS("glDepthRange")) glDepthRange(a[0], a[1]);
  else if (IS("glBegin")) glBegin((GLenum)a[0]);
  else if (IS("glEnd")) glEnd();
  else if (IS("glVertex2f")) glVertex2f(a[0], a[1]);
  else if (IS("glVertex3f")) glVertex3f(a[0], a[1], a[2]);
  else if (IS("glVertex4f")) glVertex4f(a[0], a[1], a[2], a[3]);
  else if (IS("glColor4f")) glColor4f(a[0], a[1], a[2], a[3]);
  else if (IS("glTexCoord4f")) glTexCoord4f(a[0], a[1], a[2], a[3]);
  else if (IS("glNormal3f")) glNormal3f(a[0], a[1], a[2]);
  else if (IS("glEdgeFlag")) glEdgeFlag((GLboolean)a[0]);
  else if (IS("glRectf")) glRectf(a[0], a[1], a[2], a[3]);
  else if (IS("glEnable")) glEnable((GLenum)a[0]);
  else if (IS("glDisable")) glDisable((GLenum)a[0]);
  else if (IS("glCullFace")) glCullFace((GLenum)a[0]);
  else if (IS("glFrontFace")) glFrontFace((GLenum)a[0]);
  else if (IS("glPolygonMode")) glPolygonMode((GLenum)a[0], (GLenum)a[1]);
  else if (IS("glShadeModel")) glShadeModel((GLenum)a[0]);
  else if (IS("glLineStipple")) glLineStipple((GLint)a[0], (GLushort)a[1]);
  else if (IS("glClipPlane")) { GLdouble eq[4] = { a[1], a[2], a[3], a[4] }; glClipPlane((GLenum)a[0], eq); }
  else if (IS("glLightfv")) { GLfloat v[4] = { a[2], a[3], a[4], a[5] }; glLightfv((GLenum)a[0], (GLenum)a[1], v); }
  else if (IS("glMaterialfv")) { GLfloat v[4] = { a[2], a[3], a[4], a[5] }; glMaterialfv((GLenum)a[0], (GLenum)a[1], v); }
  else if (IS("glLightModeli")) glLightModeli((GLenum)a[0], (GLint)a[1]);
  else if (IS("glNewList")) glNewList((GLuint)a[0], (GLenum)a[1]);
  else if (IS("glEndList")) glEndList();
  else if (IS("glCallList")) glCallList((GLuint)a[0]);
  else if (IS("glRasterPos3f")) glRasterPos3f(a[0], a[1], a[2]);
  else if (IS("glRasterPos4f")) glRasterPos4f(a[0], a[1], a[2], a[3]);
  else if (IS("glWindowPos3f")) glWindowPos3f(a[0], a[1], a[2]);
  else if (IS("glBitmap")) {
    static const GLubyte ones[64] = { 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff };
    glBitmap((GLsizei)a[0], (GLsizei)a[1], a[2], a[3], a[4], a[5], ones);
  }
  else if (IS("glDrawPixels")) {
    static const GLfloat pixels[4 * 64] = { 0 };
    glDrawPixels((GLsizei)a[0], (GLsizei)a[1], GL_RGBA, GL_FLOAT, pixels);
  }
  else if (IS("glCopyPixels")) glCopyPixels((GLint)a[0], (GLint)a[1], (GLsizei)a[2], (GLsizei)a[3], (GLenum)a[4]);
  else if (IS("glClearColor")) glClearColor(a[0], a[1], a[2], a[3]);
  else if (IS("glClear")) glClear((GLbitfield)a[0]);
  else if (IS("array")) { for (int i = 0; i < n && i < BUFFER; i++) client_array[i] = a[i]; }
  else if (IS("glVertexPointer")) glVertexPointer((GLint)a[0], GL_FLOAT, (GLsizei)a[1], client_array + (int)a[2]);
  else if (IS("glColorPointer")) glColorPointer((GLint)a[0], GL_FLOAT, (GLsizei)a[1], client_array + (int)a[2]);
  else if (IS("glEnableClientState")) glEnableClientState((GLenum)a[0]);
  else if (IS("glDrawArrays")) glDrawArrays((GLenum)a[0], (GLint)a[1], (GLsizei)a[2]);
  else if (IS("glDrawElements")) {
    GLuint indices[256];
    for (int i = 2; i < n && i < 258; i++) indices[i - 2] = (GLuint)a[i];
    glDrawElements((GLenum)a[0], (GLsizei)a[1], GL_UNSIGNED_INT, indices);
  }
  else if (IS("glGetIntegerv")) { GLint v[4] = { 0 }; glGetIntegerv((GLenum)a[0], v); printf("I %d %d\n", (int)a[0], v[0]); }
  else if (IS("readPixel")) {
    GLubyte p[4];
    glReadPixels((GLint)a[0], (GLint)a[1], 1, 1, GL_RGBA, GL_UNSIGNED_BYTE, p);
    printf("P %d %d %d %d\n", p[0], p[1], p[2], p[3]);
  }
  else { fprintf(stderr, "unknown command %s\n", cmd); exit(2); }
}

int main(void) {
  OSMesaContext ctx = OSMesaCreateContextExt(OSMESA_RGBA, 24, 8, 0, NULL);
  static unsigned char pixels[SIZE * SIZE * 4];
  if (!ctx || !OSMesaMakeCurrent(ctx, pixels, GL_UNSIGNED_BYTE, SIZE, SIZE)) return 1;
  fprintf(stderr, "%s\n", (const char *)glGetString(GL_RENDERER));
  char line[8192];
  int index = 0, inside = 0;
  while (fgets(line, sizeof line, stdin)) {
    char cmd[64];
    double a[1024];
    int n = 0, used = 0;
    if (sscanf(line, "%63s%n", cmd, &used) != 1) { index++; continue; }
    const char *p = line + used;
    while (n < 1024 && sscanf(p, "%lf%n", &a[n], &used) == 1) { n++; p += used; }
    run(cmd, a, n);
    /* glGetError is itself an error between glBegin and glEnd: ask after glEnd. */
    if (IS("glBegin")) inside = 1;
    if (IS("glEnd")) inside = 0;
    GLenum e = inside ? GL_NO_ERROR : glGetError();
    if (e != GL_NO_ERROR) printf("E %d %d\n", index, e);
    if (!inside) { GLint m; glGetIntegerv(GL_RENDER_MODE, &m); current_mode = (GLenum)m; }
    index++;
  }
  OSMesaDestroyContext(ctx);
  return 0;
}
