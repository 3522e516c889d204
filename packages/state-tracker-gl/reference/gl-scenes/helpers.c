/*
 * helpers.c: geometry and textures shared by the GL scenes; the C twin of test/scenes/helpers.ts (same
 * calls, same numbers, same order). Maths is done in double and handed to the gl*f entry points.
 */
#include "scenes.h"
#include <stdlib.h>

/* A colour that is an affine function of (x, y), so any split of a planar polygon interpolates it alike. */
void affine_colour(double x, double y)
{
   glColor3f(0.5 + 0.5 * x, 0.5 + 0.5 * y, 0.5 - 0.25 * x - 0.25 * y);
}

/* A vertex at (x, y, 0) in the affine colour of its position. */
void coloured_vertex(double x, double y)
{
   affine_colour(x, y);
   glVertex2f(x, y);
}

/*
 * The square [-1, 1]² at z = 0 facing +z, cut into n × n cells drawn as one triangle strip per row
 * (counter-clockwise seen from +z), with normal (0, 0, 1) and texture coordinates (x + 1) / 2, (y + 1) / 2.
 */
void grid(int n)
{
   glNormal3f(0, 0, 1);
   for (int i = 0; i < n; i++) {
      double y0 = -1 + (2.0 * i) / n;
      double y1 = -1 + (2.0 * (i + 1)) / n;
      glBegin(GL_TRIANGLE_STRIP);
      for (int j = 0; j <= n; j++) {
         double x = -1 + (2.0 * j) / n;
         glTexCoord2f((x + 1) / 2, (y1 + 1) / 2);
         glVertex3f(x, y1, 0);
         glTexCoord2f((x + 1) / 2, (y0 + 1) / 2);
         glVertex3f(x, y0, 0);
      }
      glEnd();
   }
}

/*
 * A sphere of `radius` around the origin: one triangle strip per stack, counter-clockwise seen from
 * outside, with unit normals and texture coordinates (slice / slices, stack / stacks).
 */
void sphere(double radius, int slices, int stacks)
{
   for (int i = 0; i < stacks; i++) {
      double phi0 = (PI * i) / stacks - PI / 2;
      double phi1 = (PI * (i + 1)) / stacks - PI / 2;
      glBegin(GL_TRIANGLE_STRIP);
      for (int j = 0; j <= slices; j++) {
         double theta = (2 * PI * j) / slices;
         for (int k = 0; k < 2; k++) {
            double phi = k == 0 ? phi1 : phi0;
            double x = cos(phi) * sin(theta);
            double y = sin(phi);
            double z = cos(phi) * cos(theta);
            glNormal3f(x, y, z);
            glTexCoord2f((double)j / slices, (double)(i + 1 - k) / stacks);
            glVertex3f(radius * x, radius * y, radius * z);
         }
      }
      glEnd();
   }
}

/* Projection glFrustum(-0.5, 0.5, -0.5, 0.5, 1, 10) and the modelview moved 3 units back. */
void perspective_view(void)
{
   glMatrixMode(GL_PROJECTION);
   glLoadIdentity();
   glFrustum(-0.5, 0.5, -0.5, 0.5, 1, 10);
   glMatrixMode(GL_MODELVIEW);
   glLoadIdentity();
   glTranslatef(0, 0, -3);
}

/* A GL_QUADS rectangle at z = 0 with texture coordinates (s0, t0) at (x0, y0) to (s1, t1) at (x1, y1). */
void textured_rect(double x0, double y0, double x1, double y1, double s0, double t0, double s1, double t1)
{
   glBegin(GL_QUADS);
   glTexCoord2f(s0, t0);
   glVertex2f(x0, y0);
   glTexCoord2f(s1, t0);
   glVertex2f(x1, y0);
   glTexCoord2f(s1, t1);
   glVertex2f(x1, y1);
   glTexCoord2f(s0, t1);
   glVertex2f(x0, y1);
   glEnd();
}

/* Texel (x, y) of the 8×8 pattern texture: red across, green up, blue in a checker, alpha falling. */
static void pattern_texel(int x, int y, unsigned char *out)
{
   out[0] = 32 * x + 16;
   out[1] = 32 * y + 16;
   out[2] = (x ^ y) & 1 ? 255 : 64;
   out[3] = 255 - 16 * (x + y);
}

/* Texel (x, y) of a checker of cell × cell squares, white and dark blue. */
static void checker_texel(int x, int y, int cell, unsigned char *out)
{
   int white = (x / cell + y / cell) % 2 == 0;
   out[0] = white ? 255 : 30;
   out[1] = white ? 255 : 60;
   out[2] = white ? 255 : 160;
   out[3] = 255;
}

/* Generates a texture name, binds it to GL_TEXTURE_2D and sets NEAREST filters (complete with one level). */
GLuint new_texture(void)
{
   GLuint name;
   glGenTextures(1, &name);
   glBindTexture(GL_TEXTURE_2D, name);
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
   return name;
}

/* Level 0 of the bound GL_TEXTURE_2D: the 8×8 pattern texture. */
void pattern_image(void)
{
   unsigned char data[8 * 8 * 4];
   for (int y = 0; y < 8; y++)
      for (int x = 0; x < 8; x++) pattern_texel(x, y, data + (y * 8 + x) * 4);
   glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, 8, 8, 0, GL_RGBA, GL_UNSIGNED_BYTE, data);
}

/* Level `level` of the bound GL_TEXTURE_2D: a size × size checker of cell × cell squares. */
void checker_image(int level, int size, int cell)
{
   unsigned char *data = malloc((size_t)size * size * 4);
   for (int y = 0; y < size; y++)
      for (int x = 0; x < size; x++) checker_texel(x, y, cell, data + ((size_t)y * size + x) * 4);
   glTexImage2D(GL_TEXTURE_2D, level, GL_RGBA8, size, size, 0, GL_RGBA, GL_UNSIGNED_BYTE, data);
   free(data);
}
