/*
 * mixed.c: the ARB scenes that mix program commands with the rest of GL: display lists recording
 * program binds, strings, enables and parameters; a vertex and a fragment program together; and the
 * specifications' example programs that draw.
 */
#include "arb-scenes.h"
#include <stdlib.h>

/*
 * A 2 x 2 grid. List 1 (compiled only) binds a new program name, loads vp-lists.vp into it with
 * glProgramStringARB, sets its env 0 and local 0, enables vertex programs and draws the top-left cell;
 * the top-right cell is drawn first, outside the list, by vp-lists-swizzle.vp with env 0 (0.8, 0.6, 0.4),
 * then the list is called. List 2 (compiled and executed) disables vertex programs, binds fp-lists.fp,
 * sets its env 1 and local 1, enables fragment programs and draws the bottom-left cell; the
 * bottom-right cell follows outside the list with another local 1.
 */
static void arb_lists(void)
{
   GLsizei length;
   char *text = program_text("vp-lists.vp", &length);
   GLuint second;
   load_program(GL_VERTEX_PROGRAM_ARB, "vp-lists-swizzle.vp");
   GLuint fp = load_program(GL_FRAGMENT_PROGRAM_ARB, "fp-lists.fp");
   glGenProgramsARB(1, &second);
   glNewList(1, GL_COMPILE);
   glBindProgramARB(GL_VERTEX_PROGRAM_ARB, second);
   glProgramStringARB(GL_VERTEX_PROGRAM_ARB, GL_PROGRAM_FORMAT_ASCII_ARB, length, text);
   glProgramEnvParameter4fARB(GL_VERTEX_PROGRAM_ARB, 0, 0.2, 0.4, 0, 1);
   glProgramLocalParameter4fARB(GL_VERTEX_PROGRAM_ARB, 0, 0.4, 0, 0.2, 0);
   glEnable(GL_VERTEX_PROGRAM_ARB);
   cell_rect(0, 1, 2, 2);
   glEndList();
   free(text);
   glProgramEnvParameter4fARB(GL_VERTEX_PROGRAM_ARB, 0, 0.8, 0.6, 0.4, 1);
   glEnable(GL_VERTEX_PROGRAM_ARB);
   cell_rect(1, 1, 2, 2);
   glCallList(1);
   glNewList(2, GL_COMPILE_AND_EXECUTE);
   glDisable(GL_VERTEX_PROGRAM_ARB);
   glBindProgramARB(GL_FRAGMENT_PROGRAM_ARB, fp);
   glProgramEnvParameter4fARB(GL_FRAGMENT_PROGRAM_ARB, 1, 1, 0.5, 1, 1);
   glProgramLocalParameter4fARB(GL_FRAGMENT_PROGRAM_ARB, 1, 1, 1, 0.5, 1);
   glEnable(GL_FRAGMENT_PROGRAM_ARB);
   glColor3f(0.8, 0.8, 0.8);
   cell_rect(0, 0, 2, 2);
   glEndList();
   glProgramLocalParameter4fARB(GL_FRAGMENT_PROGRAM_ARB, 1, 0.25, 1, 1, 1);
   cell_rect(1, 0, 2, 2);
}

/*
 * vp-link.vp and fp-link.fp together on a 2 x 2 grid: each cell's generic 6 reaches the fragment
 * program through a texture coordinate set, the secondary colour and the fog coordinate.
 */
static void arb_vp_fp(void)
{
   static const GLfloat values[4][4] = { { 0.2, 0.4, 0, 0.8 }, { 0.8, 0.6, 0, 0.2 },
                                         { 0.4, 0.2, 0, 0.6 }, { 0.6, 0.8, 0, 0.4 } };
   load_program(GL_VERTEX_PROGRAM_ARB, "vp-link.vp");
   load_program(GL_FRAGMENT_PROGRAM_ARB, "fp-link.fp");
   glEnable(GL_VERTEX_PROGRAM_ARB);
   glEnable(GL_FRAGMENT_PROGRAM_ARB);
   for (int i = 0; i < 4; i++) {
      glVertexAttrib4fvARB(6, values[i]);
      cell_rect(i % 2, i / 2, 2, 2);
   }
}

/* Light 0, a material and the perspective view for the lighting example of a 32 x 32 viewport. */
static void lit_sphere_state(void)
{
   static const GLfloat light_ambient[4] = { 0.2, 0.2, 0.2, 1 }, light_position[4] = { 0, 0.6, 0.8, 0 },
                        diffuse[4] = { 0.9, 0.5, 0.2, 1 }, specular[4] = { 0.8, 0.8, 0.8, 1 };
   perspective_view();
   glLightfv(GL_LIGHT0, GL_AMBIENT, light_ambient);
   glLightfv(GL_LIGHT0, GL_POSITION, light_position);
   glMaterialfv(GL_FRONT, GL_DIFFUSE, diffuse);
   glMaterialfv(GL_FRONT, GL_SPECULAR, specular);
   glMaterialf(GL_FRONT, GL_SHININESS, 16);
}

/*
 * Three example programs of the specifications in 32 x 32 viewports: top left, ARB_vertex_program
 * issue 73's infinite light on a sphere; top right, issue 75's perturbed positions on a sphere (light
 * direction in env 0), which as printed subtracts the position, so every clip w is negative and the
 * sphere is clipped away; bottom left, ARB_fragment_program's default texture environment (TXP of the
 * pattern texture times the colour) on a square; the bottom right stays clear.
 */
static void arb_spec_examples(void)
{
   GLuint infinite_light = load_program(GL_VERTEX_PROGRAM_ARB, "spec-infinite-light.vp");
   GLuint perturbed = load_program(GL_VERTEX_PROGRAM_ARB, "spec-perturbed-positions.vp");
   load_program(GL_FRAGMENT_PROGRAM_ARB, "spec-default-texenv.fp");
   glEnable(GL_DEPTH_TEST);
   lit_sphere_state();
   glEnable(GL_VERTEX_PROGRAM_ARB);
   glViewport(0, 32, 32, 32);
   glBindProgramARB(GL_VERTEX_PROGRAM_ARB, infinite_light);
   sphere(1, 24, 12);
   glViewport(32, 32, 32, 32);
   glBindProgramARB(GL_VERTEX_PROGRAM_ARB, perturbed);
   glProgramEnvParameter4fARB(GL_VERTEX_PROGRAM_ARB, 0, 0, 0.6, 0.8, 0);
   sphere(1, 24, 12);
   glDisable(GL_VERTEX_PROGRAM_ARB);
   glViewport(0, 0, 32, 32);
   glMatrixMode(GL_PROJECTION);
   glLoadIdentity();
   glMatrixMode(GL_MODELVIEW);
   glLoadIdentity();
   new_texture();
   pattern_image();
   glEnable(GL_FRAGMENT_PROGRAM_ARB);
   glColor3f(1, 0.8, 0.6);
   textured_rect(-0.8, -0.8, 0.8, 0.8, 0, 0, 1, 1);
}

static const Scene SCENES[] = {
   SCENE("arb-lists", 64, 64, arb_lists),
   SCENE("arb-vp-fp", 64, 64, arb_vp_fp),
   SCENE("arb-spec-examples", 64, 64, arb_spec_examples),
};

GROUP(ARB_MIXED_SCENES, SCENES);
