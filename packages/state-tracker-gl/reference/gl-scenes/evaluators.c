/*
 * evaluators.c: evaluators (a Bezier curve by glEvalCoord1 and glEvalMesh1 with a colour map, a lit
 * bicubic patch with AUTO_NORMAL as points, lines and filled, colour and texture-coordinate maps,
 * rational maps, a display list holding a map); twin of test/scenes/evaluators.ts.
 */
#include "scenes.h"

static const GLfloat CURVE[12] = {-0.9, -0.8, 0, -0.5, 0.9, 0, 0.4, -0.9, 0, 0.9, 0.7, 0};

static const GLfloat PATCH[48] = {
   -1.5, -1.5, 4,  -0.5, -1.5, 2,  0.5, -1.5, -1, 1.5, -1.5, 2,
   -1.5, -0.5, 1,  -0.5, -0.5, 3,  0.5, -0.5, 0,  1.5, -0.5, -1,
   -1.5, 0.5, 4,   -0.5, 0.5, 0,   0.5, 0.5, 3,   1.5, 0.5, 4,
   -1.5, 1.5, -2,  -0.5, 1.5, -2,  0.5, 1.5, 0,   1.5, 1.5, -1,
};

static void curve(void)
{
   glMap1f(GL_MAP1_VERTEX_3, 0, 1, 3, 4, CURVE);
   glEnable(GL_MAP1_VERTEX_3);
   glColor3f(1, 1, 0.2);
   glBegin(GL_LINE_STRIP);
   for (int i = 0; i <= 24; i++) glEvalCoord1f((GLfloat)(i / 24.0));
   glEnd();
   glPointSize(3);
   glColor3f(1, 0.3, 0.3);
   glBegin(GL_POINTS);
   for (int i = 0; i < 4; i++) glVertex3fv(CURVE + 3 * i);
   glEnd();
   static const GLfloat colours[12] = {0, 0.4, 1, 1, 1, 1, 1, 1, 0, 1, 0.3, 1};
   glMap1f(GL_MAP1_COLOR_4, 0, 1, 4, 3, colours);
   glEnable(GL_MAP1_COLOR_4);
   glTranslatef(0, 0.15, 0);
   glMapGrid1f(16, 0, 1);
   glEvalMesh1(GL_LINE, 0, 16);
}

static void lit_patch(void)
{
   glMatrixMode(GL_PROJECTION);
   glOrtho(-4, 4, -4, 4, -10, 10);
   glMatrixMode(GL_MODELVIEW);
   glRotatef(85, 1, 1, 1);
   glEnable(GL_DEPTH_TEST);
   glEnable(GL_LIGHTING);
   glEnable(GL_LIGHT0);
   glLightfv(GL_LIGHT0, GL_POSITION, (const GLfloat[]){0, 0, 2, 0});
   glMaterialfv(GL_FRONT, GL_DIFFUSE, (const GLfloat[]){0.6, 0.6, 0.6, 1});
   glMaterialfv(GL_FRONT, GL_SPECULAR, (const GLfloat[]){1, 1, 1, 1});
   glMaterialf(GL_FRONT, GL_SHININESS, 50);
   glMap2f(GL_MAP2_VERTEX_3, 0, 1, 3, 4, 0, 1, 12, 4, PATCH);
   glEnable(GL_MAP2_VERTEX_3);
   glEnable(GL_AUTO_NORMAL);
}

static void mesh_fill(void)
{
   lit_patch();
   glMapGrid2f(12, 0, 1, 12, 0, 1);
   glEvalMesh2(GL_FILL, 0, 12, 0, 12);
}

static void mesh_line(void)
{
   lit_patch();
   glMapGrid2f(8, 0, 1, 8, 0, 1);
   glEvalMesh2(GL_LINE, 0, 8, 0, 8);
}

static void mesh_point(void)
{
   lit_patch();
   glPointSize(2);
   glMapGrid2f(10, 0, 1, 10, 0, 1);
   glEvalMesh2(GL_POINT, 0, 10, 0, 10);
}

static void colour_texture(void)
{
   glMap2f(GL_MAP2_VERTEX_3, 0, 1, 3, 2, 0, 1, 6, 2,
           (const GLfloat[]){-0.9, -0.9, 0, 0.9, -0.9, 0, -0.9, 0.9, 0, 0.9, 0.9, 0});
   glMap2f(GL_MAP2_COLOR_4, 0, 1, 4, 3, 0, 1, 12, 2,
           (const GLfloat[]){1, 0.2, 0.2, 1, 1, 1, 0.2, 1, 0.2, 1, 0.2, 1,
                             0.2, 0.6, 1, 1, 1, 1, 1, 1, 1, 0.2, 1, 1});
   glMap2f(GL_MAP2_TEXTURE_COORD_2, 0, 1, 2, 2, 0, 1, 4, 2, (const GLfloat[]){0, 0, 2, 0, 0, 2, 2, 2});
   glEnable(GL_MAP2_VERTEX_3);
   glEnable(GL_MAP2_COLOR_4);
   glEnable(GL_MAP2_TEXTURE_COORD_2);
   new_texture();
   checker_image(0, 8, 2);
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_REPEAT);
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_REPEAT);
   glEnable(GL_TEXTURE_2D);
   glTexEnvi(GL_TEXTURE_ENV, GL_TEXTURE_ENV_MODE, GL_MODULATE);
   glMapGrid2f(6, 0, 1, 6, 0, 1);
   for (int j = 0; j < 6; j++) {
      glBegin(GL_QUAD_STRIP);
      for (int i = 0; i <= 6; i++) {
         glEvalPoint2(i, j);
         glEvalPoint2(i, j + 1);
      }
      glEnd();
   }
}

static void rational(void)
{
   const double w = sqrt(0.5);
   const GLfloat arc[12] = {0.8, 0, 0, 1, 0.8 * w, 0.8 * w, 0, w, 0, 0.8, 0, 1};
   glMap1f(GL_MAP1_VERTEX_3, 0, 1, 3, 4, CURVE);
   glMap1f(GL_MAP1_VERTEX_4, 0, 1, 4, 3, arc);
   glEnable(GL_MAP1_VERTEX_3);
   glEnable(GL_MAP1_VERTEX_4);
   glMapGrid1f(12, 0, 1);
   glColor3f(0.3, 1, 0.6);
   for (int k = 0; k < 4; k++) {
      glEvalMesh1(GL_LINE, 0, 12);
      glRotatef(90, 0, 0, 1);
   }
   glMap2f(GL_MAP2_VERTEX_4, 0, 1, 4, 2, 0, 1, 8, 2,
           (const GLfloat[]){-0.5, -0.5, 0, 1, 1, -1, 0, 2, -1, 1, 0, 2, 2, 2, 0, 4});
   glMap2f(GL_MAP2_COLOR_4, 0, 1, 4, 2, 0, 1, 8, 2,
           (const GLfloat[]){1, 0, 0, 1, 0, 1, 0, 1, 0, 0, 1, 1, 1, 1, 1, 1});
   glEnable(GL_MAP2_VERTEX_4);
   glEnable(GL_MAP2_COLOR_4);
   glMapGrid2f(8, 0, 1, 8, 0, 1);
   glEvalMesh2(GL_FILL, 0, 8, 0, 8);
}

static void list(void)
{
   GLfloat points[12] = {-0.4, -0.4, 0, 0.4, -0.4, 0, -0.4, 0.4, 0, 0.4, 0.4, 0.5};
   GLfloat colours[8] = {1, 0.5, 0, 1, 0, 0.5, 1, 1};
   GLuint name = glGenLists(1);
   glNewList(name, GL_COMPILE);
   glMap2f(GL_MAP2_VERTEX_3, 0, 1, 3, 2, 0, 1, 6, 2, points);
   glMap2f(GL_MAP2_COLOR_4, 0, 1, 4, 2, 0, 1, 4, 1, colours);
   glEnable(GL_MAP2_VERTEX_3);
   glEnable(GL_MAP2_COLOR_4);
   glMapGrid2f(4, 0, 1, 4, 0, 1);
   glEvalMesh2(GL_FILL, 0, 4, 0, 4);
   glEndList();
   for (int i = 0; i < 12; i++) points[i] = 0;
   for (int i = 0; i < 8; i++) colours[i] = 0;
   glTranslatef(-0.45, -0.45, 0);
   glCallList(name);
   glTranslatef(0.9, 0.9, 0);
   glRotatef(30, 0, 0, 1);
   glCallList(name);
}

static const Scene SCENES[] = {
   SCENE("eval-bezier-curve", 64, 64, curve),
   SCENE("eval-mesh-fill", 64, 64, mesh_fill),
   SCENE("eval-mesh-line", 64, 64, mesh_line),
   SCENE("eval-mesh-point", 64, 64, mesh_point),
   SCENE("eval-colour-texture", 64, 64, colour_texture),
   SCENE("eval-rational", 64, 64, rational),
   SCENE("eval-list", 64, 64, list),
};
GROUP(EVALUATOR_SCENES, SCENES);
