/*
 * fragment.c: per-fragment operations (alpha test, blend functions, blend equations with a constant
 * colour, logic ops, depth test, depth mask and range, stencil replace and counting); twin of
 * test/scenes/fragment.ts.
 */
#include "scenes.h"

/* The window-filling quad in the affine colour of each corner, opaque. */
static void background(void)
{
   glBegin(GL_QUADS);
   coloured_vertex(-1, -1);
   coloured_vertex(1, -1);
   coloured_vertex(1, 1);
   coloured_vertex(-1, 1);
   glEnd();
}

/* A rectangle whose alpha rises from 0 on the left to 1 on the right. */
static void alpha_ramp(double y0, double y1)
{
   glBegin(GL_QUADS);
   glColor4f(1, 0.5, 0.2, 0);
   glVertex2f(-1, y0);
   glColor4f(1, 0.5, 0.2, 1);
   glVertex2f(1, y0);
   glVertex2f(1, y1);
   glColor4f(1, 0.5, 0.2, 0);
   glVertex2f(-1, y1);
   glEnd();
}

static void alpha_test(void)
{
   glEnable(GL_ALPHA_TEST);
   glAlphaFunc(GL_GREATER, 0.4);
   alpha_ramp(0.05, 0.95);
   glAlphaFunc(GL_LEQUAL, 0.7);
   alpha_ramp(-0.95, -0.05);
}

/* One cell of a 2 × 2 layout, filled with translucent yellow. */
static void cell(int i)
{
   double x = -0.9 + 0.95 * (i % 2);
   double y = -0.9 + 0.95 * (i / 2);
   glColor4f(0.9, 0.8, 0.1, 0.6);
   glRectf(x, y, x + 0.85, y + 0.85);
}

static void blend_func(void)
{
   background();
   glEnable(GL_BLEND);
   static const GLenum factors[4][2] = {
      {GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA},
      {GL_ONE, GL_ONE},
      {GL_DST_COLOR, GL_ZERO},
      {GL_SRC_ALPHA_SATURATE, GL_ONE_MINUS_SRC_ALPHA},
   };
   for (int i = 0; i < 4; i++) {
      glBlendFunc(factors[i][0], factors[i][1]);
      cell(i);
   }
}

static void blend_equation_constant(void)
{
   background();
   glEnable(GL_BLEND);
   glBlendColor(0.2, 0.5, 0.8, 0.5);
   glBlendFunc(GL_CONSTANT_COLOR, GL_ONE_MINUS_CONSTANT_ALPHA);
   cell(0);
   glBlendFunc(GL_ONE, GL_ONE);
   glBlendEquation(GL_FUNC_REVERSE_SUBTRACT);
   cell(1);
   glBlendEquation(GL_MIN);
   cell(2);
   glBlendEquationSeparate(GL_MAX, GL_FUNC_ADD);
   glBlendFuncSeparate(GL_ONE, GL_ONE, GL_ZERO, GL_ZERO);
   cell(3);
}

static void logic_op(void)
{
   background();
   glEnable(GL_COLOR_LOGIC_OP);
   static const GLenum ops[4] = {GL_XOR, GL_AND, GL_OR_REVERSE, GL_EQUIV};
   for (int i = 0; i < 4; i++) {
      glLogicOp(ops[i]);
      cell(i);
   }
}

/* Two triangles that pass through each other, and a third behind both, drawn last. */
static void depth_test(void)
{
   glEnable(GL_DEPTH_TEST);
   glBegin(GL_TRIANGLES);
   glColor3f(1, 0.2, 0.2);
   glVertex3f(-0.9, -0.8, -0.6);
   glVertex3f(0.9, -0.5, 0.7);
   glVertex3f(-0.2, 0.9, 0.1);
   glColor3f(0.2, 0.9, 0.3);
   glVertex3f(-0.8, 0.5, 0.8);
   glVertex3f(0.85, 0.7, -0.7);
   glVertex3f(0.1, -0.9, 0.05);
   glColor3f(0.3, 0.4, 1);
   glVertex3f(-0.95, -0.1, 0.9);
   glVertex3f(0.95, -0.2, 0.9);
   glVertex3f(0, 0.95, 0.9);
   glEnd();
}

/* A near quad drawn without depth writes is overdrawn by a farther one; glDepthRange moves a third. */
static void depth_mask_range(void)
{
   glEnable(GL_DEPTH_TEST);
   glDepthMask(GL_FALSE);
   glColor3f(1, 0.3, 0.3);
   glRectf(-0.8, -0.8, 0.2, 0.2);
   glDepthMask(GL_TRUE);
   glBegin(GL_QUADS);
   glColor3f(0.3, 1, 0.3);
   glVertex3f(-0.4, -0.4, 0.5);
   glVertex3f(0.6, -0.4, 0.5);
   glVertex3f(0.6, 0.6, 0.5);
   glVertex3f(-0.4, 0.6, 0.5);
   glEnd();
   glDepthRange(0, 0.5);
   glColor3f(0.3, 0.3, 1);
   glBegin(GL_QUADS);
   glVertex3f(0, 0, 0.8);
   glVertex3f(0.9, 0, 0.8);
   glVertex3f(0.9, 0.9, 0.8);
   glVertex3f(0, 0.9, 0.8);
   glEnd();
}

/* An octagon written to the stencil buffer only; then colour where the stencil is and is not 1. */
static void stencil_replace(void)
{
   glEnable(GL_STENCIL_TEST);
   glColorMask(GL_FALSE, GL_FALSE, GL_FALSE, GL_FALSE);
   glStencilFunc(GL_ALWAYS, 1, 0xff);
   glStencilOp(GL_KEEP, GL_KEEP, GL_REPLACE);
   glBegin(GL_POLYGON);
   for (int i = 0; i < 8; i++) {
      double a = (i * PI) / 4 + 0.2;
      glVertex2f(0.1 + 0.7 * cos(a), 0.7 * sin(a));
   }
   glEnd();
   glColorMask(GL_TRUE, GL_TRUE, GL_TRUE, GL_TRUE);
   glStencilOp(GL_KEEP, GL_KEEP, GL_KEEP);
   glStencilFunc(GL_EQUAL, 1, 0xff);
   background();
   glStencilFunc(GL_NOTEQUAL, 1, 0xff);
   glColor3f(0.1, 0.1, 0.4);
   glRectf(-1, -1, 1, 1);
}

/* Three overlapping rectangles increment the stencil; each count is then shown in its own colour. */
static void stencil_count(void)
{
   glEnable(GL_STENCIL_TEST);
   glColorMask(GL_FALSE, GL_FALSE, GL_FALSE, GL_FALSE);
   glStencilFunc(GL_ALWAYS, 0, 0xff);
   glStencilOp(GL_KEEP, GL_KEEP, GL_INCR);
   glRectf(-0.8, -0.8, 0.4, 0.4);
   glRectf(-0.4, -0.6, 0.8, 0.7);
   glRectf(-0.6, -0.2, 0.6, 0.9);
   glColorMask(GL_TRUE, GL_TRUE, GL_TRUE, GL_TRUE);
   glStencilOp(GL_KEEP, GL_KEEP, GL_KEEP);
   static const double colours[3][3] = {{0.9, 0.2, 0.2}, {0.2, 0.9, 0.2}, {0.3, 0.3, 1}};
   for (int k = 1; k <= 3; k++) {
      glStencilFunc(GL_EQUAL, k, 0xff);
      glColor3f(colours[k - 1][0], colours[k - 1][1], colours[k - 1][2]);
      glRectf(-1, -1, 1, 1);
   }
}

static const Scene SCENES[] = {
   SCENE("alpha-test", 64, 64, alpha_test),
   SCENE("blend-func", 64, 64, blend_func),
   SCENE("blend-equation-constant", 64, 64, blend_equation_constant),
   SCENE("logic-op", 64, 64, logic_op),
   SCENE("depth-test", 64, 64, depth_test),
   SCENE("depth-mask-range", 64, 64, depth_mask_range),
   SCENE("stencil-replace", 64, 64, stencil_replace),
   SCENE("stencil-count", 64, 64, stencil_count),
};
GROUP(FRAGMENT_SCENES, SCENES);
