/*
 * raster.c: rasterization state (polygon modes, face culling, polygon offset, polygon and line stipple,
 * wide lines and points, point parameters and sprites, user clip planes, scissor); twin of
 * test/scenes/raster.ts.
 */
#include "scenes.h"

/* A counter-clockwise (front) and a clockwise (back) triangle and a front quad. */
static void facing_shapes(void)
{
   glBegin(GL_TRIANGLES);
   coloured_vertex(-0.9, -0.9);
   coloured_vertex(-0.1, -0.8);
   coloured_vertex(-0.5, -0.1);
   coloured_vertex(0.1, -0.85);
   coloured_vertex(0.5, -0.1);
   coloured_vertex(0.9, -0.9);
   glEnd();
   glBegin(GL_QUADS);
   coloured_vertex(-0.7, 0.1);
   coloured_vertex(0.7, 0.15);
   coloured_vertex(0.6, 0.9);
   coloured_vertex(-0.6, 0.8);
   glEnd();
}

/* Front faces as outlines, back faces as 3-pixel vertices. */
static void polygon_mode(void)
{
   glPolygonMode(GL_FRONT, GL_LINE);
   glPolygonMode(GL_BACK, GL_POINT);
   glPointSize(3);
   facing_shapes();
}

static void cull_face(void)
{
   glEnable(GL_CULL_FACE);
   glFrontFace(GL_CW);
   glCullFace(GL_FRONT);
   facing_shapes();
}

/* A tilted plane with a decal pulled forward by glPolygonOffset(-1, -2) and one pushed back, hidden. */
static void polygon_offset(void)
{
   perspective_view();
   glEnable(GL_DEPTH_TEST);
   glRotatef(-60, 1, 0, 0);
   glColor3f(0.3, 0.4, 1);
   glRectf(-1, -1, 1, 1);
   glEnable(GL_POLYGON_OFFSET_FILL);
   glPolygonOffset(-1, -2);
   glColor3f(1, 0.8, 0.2);
   glRectf(-0.8, -0.6, -0.1, 0.6);
   glPolygonOffset(1, 2);
   glColor3f(1, 0.2, 0.2);
   glRectf(0.1, -0.6, 0.8, 0.6);
}

static void polygon_stipple(void)
{
   GLubyte mask[128];
   for (int y = 0; y < 32; y++)
      for (int b = 0; b < 4; b++) mask[y * 4 + b] = y % 8 < 4 ? 0xcc : 0x33;
   glPolygonStipple(mask);
   glEnable(GL_POLYGON_STIPPLE);
   facing_shapes();
}

static void line_stipple(void)
{
   glEnable(GL_LINE_STIPPLE);
   glLineStipple(1, 0xf0f0);
   glBegin(GL_LINES);
   for (int i = 0; i < 4; i++) {
      coloured_vertex(-0.9, -0.9 + 0.2 * i);
      coloured_vertex(0.9, -0.7 + 0.15 * i);
   }
   glEnd();
   glLineStipple(3, 0xaaaa);
   glBegin(GL_LINE_STRIP);
   for (int i = 0; i < 5; i++) coloured_vertex(-0.85 + 0.42 * i, i % 2 ? 0.85 : 0.2);
   glEnd();
}

static void wide_lines(void)
{
   glLineWidth(3);
   glBegin(GL_LINES);
   coloured_vertex(-0.9, -0.8);
   coloured_vertex(0.8, -0.5);
   coloured_vertex(-0.7, -0.9);
   coloured_vertex(-0.5, 0.8);
   glEnd();
   glLineWidth(6);
   glBegin(GL_LINE_STRIP);
   coloured_vertex(-0.2, -0.2);
   coloured_vertex(0.8, 0.1);
   coloured_vertex(0.3, 0.85);
   glEnd();
}

static void wide_points(void)
{
   static const double sizes[3] = {2, 4, 7};
   for (int i = 0; i < 3; i++) {
      glPointSize(sizes[i]);
      glBegin(GL_POINTS);
      for (int j = 0; j < 4; j++) coloured_vertex(-0.75 + 0.5 * j + 0.03 * i, -0.65 + 0.6 * i + 0.05 * j);
      glEnd();
   }
}

/* Points whose size falls with eye distance d: 12 × sqrt(1 / (0.25 d²)) = 24 / d, clamped to 2..9. */
static void point_parameters(void)
{
   perspective_view();
   glPointSize(12);
   glPointParameterfv(GL_POINT_DISTANCE_ATTENUATION, (const GLfloat[]){0, 0, 0.25});
   glPointParameterf(GL_POINT_SIZE_MIN, 2);
   glPointParameterf(GL_POINT_SIZE_MAX, 9);
   glBegin(GL_POINTS);
   for (int i = 0; i < 6; i++) coloured_vertex(-0.8 + 0.33 * i, 0.6 - 0.25 * i);
   for (int i = 0; i < 5; i++) {
      glColor3f(1, 1, 1);
      glVertex3f(-0.9 + 0.45 * i, -0.7, 1.5 - 1.2 * i);
   }
   glEnd();
}

/* 16-pixel point sprites textured with the pattern through GL_COORD_REPLACE. */
static void point_sprite(void)
{
   new_texture();
   pattern_image();
   glEnable(GL_TEXTURE_2D);
   glEnable(GL_POINT_SPRITE);
   glTexEnvi(GL_POINT_SPRITE, GL_COORD_REPLACE, GL_TRUE);
   glPointSize(16);
   glBegin(GL_POINTS);
   glColor3f(1, 1, 1);
   glVertex2f(-0.5, -0.45);
   glColor3f(1, 1, 0.3);
   glVertex2f(0.45, -0.3);
   glColor3f(0.5, 1, 1);
   glVertex2f(-0.05, 0.5);
   glEnd();
}

/* Two user clip planes, the first given under a rotation (planes are stored in eye space). */
static void clip_planes(void)
{
   glPushMatrix();
   glRotatef(30, 0, 0, 1);
   glClipPlane(GL_CLIP_PLANE0, (const GLdouble[]){1, 0, 0, 0.4});
   glPopMatrix();
   glClipPlane(GL_CLIP_PLANE1, (const GLdouble[]){-0.5, -1, 0, 0.6});
   glEnable(GL_CLIP_PLANE0);
   glEnable(GL_CLIP_PLANE1);
   glBegin(GL_QUADS);
   coloured_vertex(-0.95, -0.95);
   coloured_vertex(0.95, -0.95);
   coloured_vertex(0.95, 0.95);
   coloured_vertex(-0.95, 0.95);
   glEnd();
}

static void scissor(void)
{
   glEnable(GL_SCISSOR_TEST);
   glScissor(10, 6, 30, 40);
   glBegin(GL_TRIANGLES);
   coloured_vertex(-0.9, -0.9);
   coloured_vertex(0.9, -0.7);
   coloured_vertex(-0.2, 0.9);
   glEnd();
   glScissor(36, 30, 20, 26);
   glColor3f(1, 1, 0);
   glRectf(-0.5, -0.5, 0.95, 0.95);
}

static const Scene SCENES[] = {
   SCENE("polygon-mode", 64, 64, polygon_mode),
   SCENE("cull-face", 64, 64, cull_face),
   SCENE("polygon-offset", 64, 64, polygon_offset),
   SCENE("polygon-stipple", 64, 64, polygon_stipple),
   SCENE("line-stipple", 64, 64, line_stipple),
   SCENE("wide-lines", 64, 64, wide_lines),
   SCENE("wide-points", 64, 64, wide_points),
   SCENE("point-parameters", 64, 64, point_parameters),
   SCENE("point-sprite", 64, 64, point_sprite),
   SCENE("clip-planes", 64, 64, clip_planes),
   SCENE("scissor", 64, 64, scissor),
};
GROUP(RASTER_SCENES, SCENES);
