/*
 * pixels.c: pixel rectangles and clears (glDrawPixels of RGBA bytes, zoomed RGB floats and byte-aligned
 * luminance, glBitmap, glCopyPixels also overlapping itself, glRasterPos through the transform and a
 * clipped one, depth and stencil glDrawPixels, glClear under masks and scissor); twin of
 * test/scenes/pixels.ts.
 */
#include "scenes.h"

static void draw_pixels(void)
{
   static GLubyte rgba[16 * 16 * 4];
   for (int y = 0; y < 16; y++)
      for (int x = 0; x < 16; x++) {
         int at = (y * 16 + x) * 4;
         rgba[at] = 16 * x;
         rgba[at + 1] = 16 * y;
         rgba[at + 2] = 255 - 8 * (x + y);
         rgba[at + 3] = 255;
      }
   glRasterPos2f(-0.8, -0.8);
   glDrawPixels(16, 16, GL_RGBA, GL_UNSIGNED_BYTE, rgba);
   static GLfloat rgb[5 * 3 * 3];
   for (int i = 0; i < 15; i++) {
      rgb[3 * i] = (i % 5) / 4.0;
      rgb[3 * i + 1] = (i / 5) / 2.0;
      rgb[3 * i + 2] = 0.5;
   }
   glPixelZoom(3, 2);
   glRasterPos2f(0.1, -0.7);
   glDrawPixels(5, 3, GL_RGB, GL_FLOAT, rgb);
   static GLubyte luminance[7 * 5];
   for (int i = 0; i < 35; i++) luminance[i] = (37 * i) % 256;
   glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
   glPixelZoom(2, 2);
   glWindowPos2i(8, 40);
   glDrawPixels(7, 5, GL_LUMINANCE, GL_UNSIGNED_BYTE, luminance);
}

/* A 16 × 12 ring, one byte-aligned row of two bytes per line, most significant bit first. */
static void ring_bitmap(GLubyte bits[24])
{
   for (int i = 0; i < 24; i++) bits[i] = 0;
   for (int y = 0; y < 12; y++)
      for (int x = 0; x < 16; x++) {
         int d = (2 * x - 15) * (2 * x - 15) + (2 * y - 11) * (2 * y - 11);
         if (d >= 36 && d <= 144) bits[y * 2 + (x >> 3)] |= 0x80 >> (x & 7);
      }
}

static void bitmap(void)
{
   GLubyte ring[24];
   ring_bitmap(ring);
   glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
   glColor3f(1, 1, 0);
   glRasterPos2f(-0.9, 0.5);
   glColor3f(1, 0, 0);
   for (int i = 0; i < 3; i++) glBitmap(16, 12, 0, 0, 18, 1, ring);
   glColor3f(0, 1, 1);
   glRasterPos2f(-0.4, -0.3);
   glBitmap(16, 12, 8, 6, 4, -14, ring);
   glBitmap(16, 12, 8, 6, 0, 0, ring);
}

/* A smooth triangle copied beside itself, then copied over itself (source and destination overlap). */
static void copy_pixels(void)
{
   glBegin(GL_TRIANGLES);
   glColor3f(1, 0, 0);
   glVertex2f(-0.95, -0.95);
   glColor3f(0, 1, 0);
   glVertex2f(-0.1, -0.9);
   glColor3f(0, 0, 1);
   glVertex2f(-0.6, -0.1);
   glEnd();
   glWindowPos2i(34, 4);
   glCopyPixels(2, 2, 28, 28, GL_COLOR);
   glWindowPos2i(10, 20);
   glCopyPixels(2, 2, 28, 28, GL_COLOR);
}

/* Raster positions through a perspective rotation; the last one is clipped, so nothing is drawn there. */
static void raster_pos(void)
{
   static GLubyte image[8 * 8 * 4];
   for (int i = 0; i < 64; i++) {
      image[4 * i] = 255 - 4 * i;
      image[4 * i + 1] = 4 * i;
      image[4 * i + 2] = 128;
      image[4 * i + 3] = 255;
   }
   glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
   perspective_view();
   glRotatef(30, 0, 1, 0);
   glRasterPos3f(-0.5, 0.3, 0.2);
   glDrawPixels(8, 8, GL_RGBA, GL_UNSIGNED_BYTE, image);
   glColor3f(0.2, 1, 0.4);
   glRasterPos3f(0.6, -0.7, -0.4);
   glBitmap(8, 8, 0, 0, 0, 0, (const GLubyte[]){0xff, 0x81, 0x81, 0x99, 0x99, 0x81, 0x81, 0xff});
   glRasterPos3f(5, 0, 0);
   glDrawPixels(8, 8, GL_RGBA, GL_UNSIGNED_BYTE, image);
}

/* Depth values and stencil indices written with glDrawPixels, then shown by depth- and stencil-tested quads. */
static void draw_depth_stencil(void)
{
   static GLfloat depth[24 * 24];
   for (int y = 0; y < 24; y++)
      for (int x = 0; x < 24; x++) depth[y * 24 + x] = (x + y) / 46.0;
   glEnable(GL_DEPTH_TEST);
   glDepthFunc(GL_ALWAYS);
   glColorMask(GL_FALSE, GL_FALSE, GL_FALSE, GL_FALSE);
   glWindowPos2i(6, 6);
   glDrawPixels(24, 24, GL_DEPTH_COMPONENT, GL_FLOAT, depth);
   static GLubyte stencil[20 * 20];
   for (int i = 0; i < 400; i++) stencil[i] = ((i % 20 >> 2) + (i / 20 >> 2)) % 3;
   glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
   glWindowPos2i(38, 38);
   glDrawPixels(20, 20, GL_STENCIL_INDEX, GL_UNSIGNED_BYTE, stencil);
   glColorMask(GL_TRUE, GL_TRUE, GL_TRUE, GL_TRUE);
   glDepthFunc(GL_LESS);
   glColor3f(1, 0.5, 0.1);
   glRectf(-1, -1, 0, 0);
   glDisable(GL_DEPTH_TEST);
   glEnable(GL_STENCIL_TEST);
   glStencilFunc(GL_EQUAL, 1, 0xff);
   glColor3f(0.2, 0.6, 1);
   glRectf(0, 0, 1, 1);
   glStencilFunc(GL_EQUAL, 2, 0xff);
   glColor3f(0.9, 0.9, 0.9);
   glRectf(0, 0, 1, 1);
}

/* Clears under a colour mask and scissor boxes; depth and stencil clears shown by tested quads. */
static void clear_masks(void)
{
   glClearColor(0.2, 0.4, 0.6, 1);
   glClear(GL_COLOR_BUFFER_BIT);
   glEnable(GL_SCISSOR_TEST);
   glScissor(8, 8, 30, 20);
   glClearColor(1, 1, 0, 1);
   glColorMask(GL_TRUE, GL_FALSE, GL_TRUE, GL_TRUE);
   glClear(GL_COLOR_BUFFER_BIT);
   glColorMask(GL_TRUE, GL_TRUE, GL_TRUE, GL_TRUE);
   glScissor(30, 30, 28, 28);
   glClearDepth(0.25);
   glClear(GL_DEPTH_BUFFER_BIT);
   glScissor(4, 36, 22, 22);
   glStencilMask(0x0f);
   glClearStencil(0xff);
   glClear(GL_STENCIL_BUFFER_BIT);
   glStencilMask(0xff);
   glDisable(GL_SCISSOR_TEST);
   glEnable(GL_DEPTH_TEST);
   glColor3f(1, 0.2, 0.2);
   glRectf(0.2, -0.9, 0.95, 0.95);
   glDisable(GL_DEPTH_TEST);
   glEnable(GL_STENCIL_TEST);
   glStencilFunc(GL_EQUAL, 0x0f, 0xff);
   glColor3f(0.2, 1, 0.2);
   glRectf(-1, -1, 1, 1);
}

static const Scene SCENES[] = {
   SCENE("draw-pixels", 64, 64, draw_pixels),
   SCENE("bitmap", 64, 64, bitmap),
   SCENE("copy-pixels", 64, 64, copy_pixels),
   SCENE("raster-pos", 64, 64, raster_pos),
   SCENE("draw-pixels-depth-stencil", 64, 64, draw_depth_stencil),
   SCENE("clear-masks", 64, 64, clear_masks),
};
GROUP(PIXEL_SCENES, SCENES);
