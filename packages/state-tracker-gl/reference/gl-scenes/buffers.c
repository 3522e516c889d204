/*
 * buffers.c: the accumulation buffer (every glAccum operation on known pixels, a clear and RETURN under
 * the scissor box and colour mask, a jittered scene accumulated into an antialiased one) and
 * glDrawBuffer(GL_NONE / GL_FRONT_AND_BACK) with clears, glCopyPixels and glBitmap; twin of
 * test/scenes/buffers.ts. The accumulation scenes ask gl-scenes.c for 16 accumulation bits (the SCENE
 * entry's last number). OSMesa's context is single-buffered: where the TypeScript scene is
 * double-buffered it draws into its back buffer by default and swaps, and the front buffer it then
 * shows is what this twin draws into its only buffer with the same calls.
 */
#include "scenes.h"

static void pattern_pixels(int kind, GLubyte *rgba)
{
   for (int y = 0; y < 64; y++)
      for (int x = 0; x < 64; x++) {
         int at = (y * 64 + x) * 4;
         rgba[at] = kind == 0 ? 4 * x : 255 - 4 * y;
         rgba[at + 1] = kind == 0 ? 4 * y : (x * y) % 256;
         rgba[at + 2] = kind == 0 ? 255 - 2 * (x + y) : 128;
         rgba[at + 3] = kind == 0 ? 255 - 3 * x : 4 * y;
      }
}

static void draw_pattern(int kind)
{
   static GLubyte rgba[64 * 64 * 4];
   pattern_pixels(kind, rgba);
   glWindowPos2i(0, 0);
   glDrawPixels(64, 64, GL_RGBA, GL_UNSIGNED_BYTE, rgba);
}

static void accum_ops(void)
{
   draw_pattern(0);
   glAccum(GL_LOAD, 0.5);
   draw_pattern(1);
   glAccum(GL_ACCUM, 0.5);
   glAccum(GL_MULT, 0.75);
   glAccum(GL_ADD, 0.125);
   glAccum(GL_ADD, -0.0625);
   glAccum(GL_RETURN, 1.25);
   glEnable(GL_SCISSOR_TEST);
   glScissor(8, 8, 24, 40);
   glClearAccum(0.2, -0.4, 0.6, 0.8);
   glClear(GL_ACCUM_BUFFER_BIT);
   glColorMask(GL_TRUE, GL_FALSE, GL_TRUE, GL_FALSE);
   glAccum(GL_RETURN, 1);
   glColorMask(GL_TRUE, GL_TRUE, GL_TRUE, GL_TRUE);
   glScissor(40, 4, 20, 56);
   glAccum(GL_LOAD, 1);
   glAccum(GL_MULT, 0.5);
   glAccum(GL_RETURN, 1.5);
   glDisable(GL_SCISSOR_TEST);
}

static void jittered_shapes(double dx, double dy)
{
   glMatrixMode(GL_PROJECTION);
   glLoadIdentity();
   glTranslatef(2 * dx / 64, 2 * dy / 64, 0);
   glOrtho(-1, 1, -1, 1, -1, 1);
   glMatrixMode(GL_MODELVIEW);
   glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
   glBegin(GL_TRIANGLES);
   coloured_vertex(-0.9, -0.8);
   coloured_vertex(0.7, -0.3);
   coloured_vertex(-0.2, 0.9);
   glColor3f(1, 1, 0.25);
   glVertex3f(-0.6, 0.6, -0.5);
   glVertex3f(0.1, -0.9, -0.5);
   glVertex3f(0.9, 0.75, -0.5);
   glEnd();
   glColor3f(0.2, 0.4, 1);
   glRectf(0.3, -0.7, 0.6, -0.1);
}

static const double JITTER[4][2] = { { 0.375, 0.25 }, { 0.125, 0.75 }, { 0.875, 0.25 }, { 0.625, 0.75 } };

static void accum_jitter(void)
{
   glClear(GL_ACCUM_BUFFER_BIT);
   glEnable(GL_DEPTH_TEST);
   for (int i = 0; i < 4; i++) {
      jittered_shapes(JITTER[i][0] - 0.5, JITTER[i][1] - 0.5);
      glAccum(GL_ACCUM, 0.25);
   }
   glAccum(GL_RETURN, 1);
}

static void cross_bitmap(GLubyte *bits)
{
   for (int i = 0; i < 32; i++) bits[i] = 0;
   for (int y = 0; y < 16; y++)
      for (int x = 0; x < 16; x++)
         if (x == y || x == 15 - y) bits[y * 2 + (x >> 3)] |= 0x80 >> (x & 7);
}

static void draw_buffers(void)
{
   static GLubyte cross[32];
   glEnable(GL_DEPTH_TEST);
   glPushAttrib(GL_COLOR_BUFFER_BIT);
   glDrawBuffer(GL_NONE);
   glColor3f(1, 1, 1);
   glRectf(-0.4, -0.4, 0.2, 0.3);
   glPopAttrib();
   glBegin(GL_QUADS);
   coloured_vertex(-0.9, -0.9);
   coloured_vertex(0.9, -0.9);
   coloured_vertex(0.9, 0.9);
   coloured_vertex(-0.9, 0.9);
   glEnd();
   glDrawBuffer(GL_FRONT_AND_BACK);
   glColor3f(1, 0.8, 0);
   glBegin(GL_TRIANGLES);
   glVertex3f(0.1, 0.2, -0.9);
   glVertex3f(0.95, 0.5, -0.9);
   glVertex3f(0.4, 0.95, -0.9);
   glEnd();
   glEnable(GL_SCISSOR_TEST);
   glScissor(4, 44, 20, 12);
   glClearColor(0, 0.25, 0.75, 1);
   glClear(GL_COLOR_BUFFER_BIT);
   glDisable(GL_SCISSOR_TEST);
   glDisable(GL_DEPTH_TEST);
   glWindowPos2i(40, 2);
   glCopyPixels(2, 2, 20, 16, GL_COLOR);
   glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
   glColor3f(1, 0, 1);
   glWindowPos2i(6, 24);
   cross_bitmap(cross);
   glBitmap(16, 16, 0, 0, 0, 0, cross);
}

static const Scene SCENES[] = {
   SCENE("accum-ops", 64, 64, accum_ops, 16),
   SCENE("accum-jitter", 64, 64, accum_jitter, 16),
   SCENE("draw-buffers", 64, 64, draw_buffers),
};

GROUP(BUFFER_SCENES, SCENES);
