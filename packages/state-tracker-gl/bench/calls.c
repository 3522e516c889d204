/* The `calls` workload through Mesa's own GL state tracker (OSMesa): 20,000 one-triangle glBegin/glEnd
 * draws per frame with a glEnable/glDisable(GL_DEPTH_TEST) toggle between them, the same loop as
 * calls.mjs. Run with GALLIUM_NOOP=1 so the driver draws nothing. Prints draws per second. */
#include <GL/osmesa.h>
#include <GL/gl.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define DRAWS_PER_FRAME 20000

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

static void frame(void) {
  glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
  for (int i = 0; i < DRAWS_PER_FRAME; i++) {
    if (i & 1) glEnable(GL_DEPTH_TEST);
    else glDisable(GL_DEPTH_TEST);
    glBegin(GL_TRIANGLES);
    glColor3f(1, 0, 0);
    glVertex3f(-0.5f, -0.5f, 0);
    glColor3f(0, 1, 0);
    glVertex3f(0.5f, -0.5f, 0);
    glColor3f(0, 0, 1);
    glVertex3f(0, 0.5f, 0);
    glEnd();
  }
  glFinish();
}

int main(int argc, char **argv) {
  double seconds = argc > 1 ? atof(argv[1]) : 3;
  OSMesaContext ctx = OSMesaCreateContextExt(OSMESA_RGBA, 24, 8, 0, NULL);
  static unsigned char pixels[256 * 256 * 4];
  if (!ctx || !OSMesaMakeCurrent(ctx, pixels, GL_UNSIGNED_BYTE, 256, 256)) {
    fprintf(stderr, "OSMesa context creation failed\n");
    return 1;
  }
  for (int i = 0; i < 5; i++) frame();
  int frames = 0;
  double start = now();
  while (now() - start < seconds) {
    frame();
    frames++;
  }
  double elapsed = now() - start;
  printf("%.0f\n", frames * (double)DRAWS_PER_FRAME / elapsed);
  OSMesaDestroyContext(ctx);
  return 0;
}
