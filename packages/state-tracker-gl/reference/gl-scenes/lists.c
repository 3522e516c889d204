/*
 * lists.c: display lists (nested lists with matrix changes, GL_COMPILE_AND_EXECUTE and the current colour
 * a list leaves behind, glListBase with glCallLists of two name types); twin of test/scenes/lists.ts.
 */
#include "scenes.h"

/* A list of one triangle, called three times by a second list under pushed transforms, twice. */
static void nested(void)
{
   GLuint base = glGenLists(2);
   glNewList(base, GL_COMPILE);
   glBegin(GL_TRIANGLES);
   coloured_vertex(-0.3, -0.25);
   coloured_vertex(0.3, -0.25);
   coloured_vertex(0, 0.3);
   glEnd();
   glEndList();
   glNewList(base + 1, GL_COMPILE);
   for (int i = 0; i < 3; i++) {
      glPushMatrix();
      glTranslatef(-0.55 + 0.55 * i, 0.45 - 0.3 * i, 0);
      glRotatef(40 * i, 0, 0, 1);
      glCallList(base);
      glPopMatrix();
   }
   glEndList();
   glCallList(base + 1);
   glTranslatef(0.2, -0.55, 0);
   glScalef(0.5, 0.5, 1);
   glCallList(base + 1);
}

/* A list drawn while it is compiled, called twice more; afterwards the current colour is the list's. */
static void compile_and_execute(void)
{
   GLuint list = glGenLists(1);
   glNewList(list, GL_COMPILE_AND_EXECUTE);
   glColor3f(1, 0.4, 0.1);
   glRectf(-0.85, -0.85, -0.35, -0.35);
   glTranslatef(0.35, 0.4, 0);
   glEndList();
   glColor3f(0, 1, 0);
   glCallList(list);
   glCallList(list);
   glLoadIdentity();
   glRectf(0.5, -0.9, 0.9, -0.5);
}

/* Four "glyph" lists that draw a triangle and advance, called as strings of bytes and of shorts. */
static void call_lists(void)
{
   GLuint base = glGenLists(4);
   for (int k = 0; k < 4; k++) {
      glNewList(base + k, GL_COMPILE);
      glColor3f(1 - 0.3 * k, 0.3 * k, 0.5);
      glBegin(GL_TRIANGLES);
      glVertex2f(0, 0);
      glVertex2f(0.24, 0.08 * k);
      glVertex2f(0.05 * k, 0.35);
      glEnd();
      glTranslatef(0.27, 0, 0);
      glEndList();
   }
   glTranslatef(-0.95, 0.3, 0);
   glListBase(base);
   glCallLists(7, GL_UNSIGNED_BYTE, (const GLubyte[]){0, 1, 2, 3, 2, 1, 0});
   glLoadIdentity();
   glTranslatef(-0.95, -0.5, 0);
   glListBase(base + 1);
   glCallLists(4, GL_SHORT, (const GLshort[]){2, 1, 0, -1});
}

static const Scene SCENES[] = {
   SCENE("lists-nested", 64, 64, nested),
   SCENE("lists-compile-and-execute", 64, 64, compile_and_execute),
   SCENE("lists-call-lists", 64, 64, call_lists),
};
GROUP(LIST_SCENES, SCENES);
