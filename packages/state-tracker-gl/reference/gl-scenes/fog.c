/*
 * fog.c: fog (LINEAR, EXP and EXP2 over a floor and posts receding in perspective, fog coordinates given
 * per vertex); twin of test/scenes/fog.ts.
 */
#include "scenes.h"

/* A reddish floor from z = -1.5 to -25 and three posts at growing distance, in perspective, fogged blue-grey. */
static void fog_scene(void)
{
   glFogfv(GL_FOG_COLOR, (const GLfloat[]){0.6, 0.7, 0.9, 1});
   glEnable(GL_FOG);
   glMatrixMode(GL_PROJECTION);
   glFrustum(-0.5, 0.5, -0.5, 0.5, 1, 30);
   glMatrixMode(GL_MODELVIEW);
   glColor3f(0.8, 0.3, 0.2);
   glBegin(GL_QUADS);
   glVertex3f(-3, -1, -1.5);
   glVertex3f(3, -1, -1.5);
   glVertex3f(3, -1, -25);
   glVertex3f(-3, -1, -25);
   glEnd();
   for (int i = 0; i < 3; i++) {
      glColor3f(0.2, 0.9, 0.3);
      glPushMatrix();
      glTranslatef(-1.5 + 1.5 * i, 0, -3 - 5 * i);
      glRectf(-0.3, -1, 0.3, 1);
      glPopMatrix();
   }
}

static void linear(void)
{
   glFogi(GL_FOG_MODE, GL_LINEAR);
   glFogf(GL_FOG_START, 2);
   glFogf(GL_FOG_END, 14);
   fog_scene();
}

static void fog_exp(void)
{
   glFogi(GL_FOG_MODE, GL_EXP);
   glFogf(GL_FOG_DENSITY, 0.15);
   fog_scene();
}

static void fog_exp2(void)
{
   glFogi(GL_FOG_MODE, GL_EXP2);
   glFogf(GL_FOG_DENSITY, 0.12);
   fog_scene();
}

/* GL_FOG_COORDINATE source: a flat quad whose fog coordinate grows across it (affine, 0.6 to 11.4). */
static void fog_coordinate(void)
{
   glFogi(GL_FOG_COORDINATE_SOURCE, GL_FOG_COORDINATE);
   glFogi(GL_FOG_MODE, GL_LINEAR);
   glFogf(GL_FOG_START, 0);
   glFogf(GL_FOG_END, 10);
   glFogfv(GL_FOG_COLOR, (const GLfloat[]){0.6, 0.7, 0.9, 1});
   glEnable(GL_FOG);
   static const double corners[4][2] = {{-0.9, -0.9}, {0.9, -0.9}, {0.9, 0.9}, {-0.9, 0.9}};
   glColor3f(0.8, 0.3, 0.2);
   glBegin(GL_QUADS);
   for (int i = 0; i < 4; i++) {
      double x = corners[i][0];
      double y = corners[i][1];
      glFogCoordf(6 + 5 * x + y);
      glVertex2f(x, y);
   }
   glEnd();
}

static const Scene SCENES[] = {
   SCENE("fog-linear", 64, 64, linear),
   SCENE("fog-exp", 64, 64, fog_exp),
   SCENE("fog-exp2", 64, 64, fog_exp2),
   SCENE("fog-coordinate", 64, 64, fog_coordinate),
};
GROUP(FOG_SCENES, SCENES);
