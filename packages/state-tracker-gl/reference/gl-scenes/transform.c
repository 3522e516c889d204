/*
 * transform.c: scenes of the transform stage (glOrtho, glFrustum, rotate/translate/scale, the matrix
 * stacks, glLoadMatrix/glMultMatrix and their transpose forms, glViewport); twin of test/scenes/transform.ts.
 */
#include "scenes.h"

/* glOrtho in window units: shapes placed by pixel coordinates. */
static void ortho(void)
{
   glMatrixMode(GL_PROJECTION);
   glLoadIdentity();
   glOrtho(0, 64, 0, 64, -1, 1);
   glMatrixMode(GL_MODELVIEW);
   glColor3f(1, 0, 0);
   glRectf(4.3, 4.6, 30.2, 20.7);
   glColor3f(0, 1, 0);
   glRectf(34.3, 8.2, 60.1, 40.6);
   glBegin(GL_TRIANGLES);
   glColor3f(0, 0, 1);
   glVertex2f(6.3, 26.1);
   glColor3f(1, 1, 0);
   glVertex2f(28.7, 30.2);
   glColor3f(0, 1, 1);
   glVertex2f(14.1, 59.4);
   glEnd();
}

/* glFrustum: a floor receding to z = -12 (colour linear in z) and equal squares at three depths. */
static void frustum(void)
{
   glMatrixMode(GL_PROJECTION);
   glLoadIdentity();
   glFrustum(-1, 1, -1, 1, 1.5, 20);
   glMatrixMode(GL_MODELVIEW);
   glBegin(GL_QUADS);
   glColor3f(1, 0, 0);
   glVertex3f(-1, -1, -2);
   glVertex3f(1, -1, -2);
   glColor3f(0, 0, 1);
   glVertex3f(1, -1, -12);
   glVertex3f(-1, -1, -12);
   glEnd();
   for (int i = 0; i < 3; i++) {
      glPushMatrix();
      glTranslatef(-1.2 + 1.1 * i, 0.2, -2.5 - 2.5 * i);
      glColor3f(0.3 * i + 0.3, 1 - 0.3 * i, 0.5);
      glRectf(-0.4, -0.4, 0.4, 0.4);
      glPopMatrix();
   }
}

/* Translate, rotate about z and about a skew axis, scale non-uniformly (quad colours affine, so its split cannot matter). */
static void rotate_translate_scale(void)
{
   glTranslatef(-0.5, 0.5, 0);
   glRotatef(30, 0, 0, 1);
   glScalef(0.4, 0.2, 1);
   glColor3f(1, 0.5, 0);
   glRectf(-1, -1, 1, 1);
   glLoadIdentity();
   glTranslatef(0.45, 0.4, 0);
   glScalef(0.3, 0.5, 1);
   glRotatef(-60, 0, 0, 1);
   glColor3f(0, 0.8, 1);
   glBegin(GL_TRIANGLES);
   glVertex2f(-1, -0.8);
   glVertex2f(1, -0.6);
   glVertex2f(0.1, 1);
   glEnd();
   glLoadIdentity();
   glTranslatef(0, -0.5, 0);
   glRotatef(50, 1, 0.5, 0.2);
   glScalef(0.35, 0.35, 0.35);
   glBegin(GL_QUADS);
   glColor3f(1, 0, 0);
   glVertex2f(-1, -1);
   glColor3f(0, 1, 0);
   glVertex2f(1, -1);
   glColor3f(0, 1, 1);
   glVertex2f(1, 1);
   glColor3f(1, 0, 1);
   glVertex2f(-1, 1);
   glEnd();
}

/* One arm segment along +x from the current origin. */
static void segment(double r, double g, double b)
{
   glColor3f(r, g, b);
   glRectf(0, -0.06, 0.6, 0.06);
}

/* A jointed arm drawn with nested glPushMatrix/glPopMatrix, then a projection pushed and popped. */
static void push_pop(void)
{
   glTranslatef(-0.8, -0.6, 0);
   segment(1, 1, 1);
   glPushMatrix();
   glTranslatef(0.6, 0, 0);
   glRotatef(50, 0, 0, 1);
   segment(1, 0, 0);
   glPushMatrix();
   glTranslatef(0.6, 0, 0);
   glRotatef(-80, 0, 0, 1);
   segment(0, 1, 0);
   glPopMatrix();
   glRotatef(40, 0, 0, 1);
   segment(0, 0, 1);
   glPopMatrix();
   glRotatef(-30, 0, 0, 1);
   glScalef(0.5, 1, 1);
   segment(1, 1, 0);
   glMatrixMode(GL_PROJECTION);
   glPushMatrix();
   glOrtho(-4, 4, -4, 4, -1, 1);
   segment(1, 0, 1);
   glPopMatrix();
   glMatrixMode(GL_MODELVIEW);
   glTranslatef(0, 1.2, 0);
   segment(0, 1, 1);
}

/* glLoadMatrixf (a shear, column-major), glMultTransposeMatrixf (row-major) and glMultMatrixd. */
static void load_mult_matrix(void)
{
   glLoadMatrixf((const GLfloat[]){1, 0, 0, 0, 0.5, 1, 0, 0, 0, 0, 1, 0, -0.3, -0.2, 0, 1});
   glColor3f(0.9, 0.3, 0.1);
   glRectf(-0.6, -0.6, 0.2, 0.2);
   glMultTransposeMatrixf((const GLfloat[]){0.5, 0, 0, 0.4, 0, 0.5, 0, 0.5, 0, 0, 1, 0, 0, 0, 0, 1});
   glColor3f(0.2, 0.9, 0.3);
   glRectf(-0.6, -0.6, 0.2, 0.2);
   glMultMatrixd((const GLdouble[]){0.8, 0.6, 0, 0, -0.6, 0.8, 0, 0, 0, 0, 1, 0, 0.9, -1.2, 0, 1});
   glColor3f(0.2, 0.4, 1);
   glRectf(-0.6, -0.6, 0.2, 0.2);
}

/* The same triangle through two viewports. */
static void viewport(void)
{
   glViewport(8, 4, 40, 24);
   glBegin(GL_TRIANGLES);
   glColor3f(1, 0, 0);
   glVertex2f(-1, -1);
   glColor3f(0, 1, 0);
   glVertex2f(1, -1);
   glColor3f(0, 0, 1);
   glVertex2f(0, 1);
   glEnd();
   glViewport(40, 36, 20, 24);
   glColor3f(1, 1, 0);
   glRectf(-0.9, -0.9, 0.9, 0.9);
}

static const Scene SCENES[] = {
   SCENE("transform-ortho", 64, 64, ortho),
   SCENE("transform-frustum", 64, 64, frustum),
   SCENE("transform-rotate-translate-scale", 64, 64, rotate_translate_scale),
   SCENE("transform-push-pop", 64, 64, push_pop),
   SCENE("transform-load-mult-matrix", 64, 64, load_mult_matrix),
   SCENE("transform-viewport", 64, 64, viewport),
};
GROUP(TRANSFORM_SCENES, SCENES);
