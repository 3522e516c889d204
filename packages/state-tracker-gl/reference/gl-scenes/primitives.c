/*
 * primitives.c: every primitive type in immediate mode, coloured by position, and flat shading of strips,
 * quad strips and polygons; twin of test/scenes/primitives.ts.
 */
#include "scenes.h"

static void points(void)
{
   glBegin(GL_POINTS);
   for (int i = 0; i < 24; i++) {
      double a = i * 0.55;
      double r = 0.1 + 0.035 * i;
      coloured_vertex(r * cos(a), r * sin(a));
   }
   glEnd();
}

static void lines(void)
{
   glBegin(GL_LINES);
   for (int i = 0; i < 8; i++) {
      double a = (i * PI) / 4 + 0.1;
      coloured_vertex(0.1 * cos(a), 0.1 * sin(a));
      coloured_vertex(0.9 * cos(a), 0.9 * sin(a));
   }
   glEnd();
}

static void line_strip(void)
{
   glBegin(GL_LINE_STRIP);
   for (int i = 0; i < 9; i++) coloured_vertex(-0.9 + 0.225 * i, (i % 2 ? 0.7 : -0.6) + 0.05 * i);
   glEnd();
}

static void line_loop(void)
{
   glBegin(GL_LINE_LOOP);
   for (int i = 0; i < 5; i++) {
      double a = (i * 4 * PI) / 5 + 0.3;
      coloured_vertex(0.85 * cos(a), 0.85 * sin(a));
   }
   glEnd();
}

static void triangles(void)
{
   glBegin(GL_TRIANGLES);
   coloured_vertex(-0.9, -0.85);
   coloured_vertex(-0.1, -0.7);
   coloured_vertex(-0.6, 0.1);
   coloured_vertex(0.05, -0.2);
   coloured_vertex(0.9, 0.3);
   coloured_vertex(0.2, 0.9);
   coloured_vertex(-0.8, 0.3);
   coloured_vertex(-0.3, 0.35);
   coloured_vertex(-0.7, 0.85);
   glEnd();
}

static void triangle_strip(void)
{
   glBegin(GL_TRIANGLE_STRIP);
   for (int i = 0; i < 8; i++) coloured_vertex(-0.9 + 0.25 * i, (i % 2 ? -0.5 : 0.4) + 0.08 * i);
   glEnd();
}

static void triangle_fan(void)
{
   glBegin(GL_TRIANGLE_FAN);
   coloured_vertex(-0.1, -0.05);
   for (int i = 0; i < 9; i++) {
      double a = (i * 5 * PI) / 24 + 0.2;
      coloured_vertex(-0.1 + 0.85 * cos(a), -0.05 + 0.85 * sin(a));
   }
   glEnd();
}

static void quads(void)
{
   glBegin(GL_QUADS);
   coloured_vertex(-0.9, -0.9);
   coloured_vertex(-0.05, -0.8);
   coloured_vertex(-0.15, -0.1);
   coloured_vertex(-0.85, -0.2);
   coloured_vertex(0.1, 0.05);
   coloured_vertex(0.9, 0.2);
   coloured_vertex(0.7, 0.9);
   coloured_vertex(0.05, 0.6);
   glEnd();
}

static void quad_strip(void)
{
   glBegin(GL_QUAD_STRIP);
   for (int i = 0; i < 5; i++) {
      double x = -0.9 + 0.42 * i;
      double y = 0.3 * sin(i * 0.9);
      coloured_vertex(x, y + 0.35);
      coloured_vertex(x + 0.05, y - 0.3);
   }
   glEnd();
}

static void polygon(void)
{
   glBegin(GL_POLYGON);
   for (int i = 0; i < 6; i++) {
      double a = (i * PI) / 3 + 0.15;
      coloured_vertex(0.05 + 0.8 * cos(a), 0.85 * sin(a));
   }
   glEnd();
}

/* Four colours that no affine function gives, so the provoking vertex shows. */
static const double PALETTE[4][3] = {
   {1, 0.2, 0.2},
   {0.2, 1, 0.2},
   {0.2, 0.4, 1},
   {1, 1, 0.3},
};

static void palette_vertex(int i, double x, double y)
{
   const double *c = PALETTE[i % 4];
   glColor3f(c[0], c[1], c[2]);
   glVertex2f(x, y);
}

static void flat_shading(void)
{
   glShadeModel(GL_FLAT);
   glBegin(GL_TRIANGLE_STRIP);
   for (int i = 0; i < 6; i++) palette_vertex(i, -0.9 + 0.35 * i, i % 2 ? 0.35 : 0.9);
   glEnd();
   glBegin(GL_QUAD_STRIP);
   for (int i = 0; i < 6; i++) palette_vertex(i + 1, -0.9 + 0.18 * i, i % 2 ? -0.8 : 0.2);
   glEnd();
   glBegin(GL_POLYGON);
   for (int i = 0; i < 5; i++) {
      double a = (i * 2 * PI) / 5 + 0.4;
      palette_vertex(i + 2, 0.45 + 0.42 * cos(a), -0.35 + 0.42 * sin(a));
   }
   glEnd();
}

static const Scene SCENES[] = {
   SCENE("prim-points", 64, 64, points),
   SCENE("prim-lines", 64, 64, lines),
   SCENE("prim-line-strip", 64, 64, line_strip),
   SCENE("prim-line-loop", 64, 64, line_loop),
   SCENE("prim-triangles", 64, 64, triangles),
   SCENE("prim-triangle-strip", 64, 64, triangle_strip),
   SCENE("prim-triangle-fan", 64, 64, triangle_fan),
   SCENE("prim-quads", 64, 64, quads),
   SCENE("prim-quad-strip", 64, 64, quad_strip),
   SCENE("prim-polygon", 64, 64, polygon),
   SCENE("prim-flat-shading", 64, 64, flat_shading),
};
GROUP(PRIMITIVE_SCENES, SCENES);
