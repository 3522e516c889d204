/*
 * vertex.c: the ARB scenes of vertex programs drawn with fixed-function fragments: the instructions,
 * the matrix and state bindings, generic and conventional attributes, two-sided colour, program point
 * sizes, ARB_position_invariant with a user clip plane, and the raster position.
 */
#include "arb-scenes.h"

/* vp-math.vp on a 4 x 4 grid: generic 6 selects the column's group, generic 7 the row's result. */
static void arb_vp_math(void)
{
   load_program(GL_VERTEX_PROGRAM_ARB, "vp-math.vp");
   glProgramLocalParameter4fARB(GL_VERTEX_PROGRAM_ARB, 0, 0.25, 0.5, 2.0, -0.75);
   glProgramEnvParameter4fARB(GL_VERTEX_PROGRAM_ARB, 0, 1, 0, 0, 1);
   glProgramEnvParameter4fARB(GL_VERTEX_PROGRAM_ARB, 1, 0.2, 0.4, 0.6, 1);
   glProgramEnvParameter4fARB(GL_VERTEX_PROGRAM_ARB, 2, 0, 0, 1, 1);
   glProgramEnvParameter4fARB(GL_VERTEX_PROGRAM_ARB, 3, 0.8, 0.8, 0.2, 1);
   glEnable(GL_VERTEX_PROGRAM_ARB);
   for (int col = 0; col < 4; col++)
      for (int row = 0; row < 4; row++) {
         GLfloat v[4];
         one_hot(col, v);
         glVertexAttrib4fvARB(6, v);
         one_hot(row, v);
         glVertexAttrib4fvARB(7, v);
         cell_rect(col, row, 4, 4);
      }
}

/*
 * vp-matrices.vp on a 4 x 4 grid, cell (col, row) showing entry 4 * col + row of its array (generic 6).
 * The modelview mirrors x, so each cell is drawn at the mirrored column to land at its own.
 */
static void arb_vp_matrices(void)
{
   static const GLfloat program0[16] = { 1, 0, 0, 0, 2, 1, 0, 0, 0, 0, 1, 0, 0, 1, 0, 1 };
   load_program(GL_VERTEX_PROGRAM_ARB, "vp-matrices.vp");
   glMatrixMode(GL_MATRIX0_ARB);
   glLoadMatrixf(program0);
   glMatrixMode(GL_TEXTURE);
   glTranslatef(1, -1, 2);
   glScalef(4, 1, 1);
   glMatrixMode(GL_PROJECTION);
   glOrtho(-1, 1, -1, 1, -1, 1);
   glMatrixMode(GL_MODELVIEW);
   glTranslatef(0, 0, 0.25);
   glScalef(-1, 1, 1);
   glEnable(GL_VERTEX_PROGRAM_ARB);
   for (int col = 0; col < 4; col++)
      for (int row = 0; row < 4; row++) {
         glVertexAttrib1fARB(6, 4 * col + row);
         cell_rect(3 - col, row, 4, 4);
      }
}

/* vp-state.vp on a 5 x 4 grid, cell (col, row) showing entry 4 * col + row of its array (generic 6). */
static void arb_vp_state(void)
{
   static const GLfloat light_ambient[4] = { 0.2, 0.4, 0.6, 1 }, light_diffuse[4] = { 0.8, 0.6, 0.4, 1 },
                        light_specular[4] = { 0.4, 0.8, 0.2, 1 }, light_position[4] = { 0.6, 0.8, 0, 0 },
                        spot_direction[3] = { 0.6, 0.2, 0.8 }, model_ambient[4] = { 0.4, 0.2, 0.6, 1 },
                        front_emission[4] = { 0.2, 0.4, 0.2, 1 }, front_ambient[4] = { 1, 2, 1, 1 },
                        front_diffuse[4] = { 1, 1, 0.5, 1 }, back_emission[4] = { 0, 0.2, 0.4, 1 },
                        back_ambient[4] = { 2, 1, 1, 1 }, back_diffuse[4] = { 0.6, 0.2, 0.4, 1 },
                        eye_s[4] = { 0.2, 0.6, 0.4, 0 }, object_t[4] = { 0.8, 0.2, 0.6, 0 },
                        fog_colour[4] = { 0.6, 0.4, 0.8, 1 }, point_attenuation[3] = { 0.2, 0.8, 0.4 };
   static const GLdouble clip_plane[4] = { 0.4, 0.8, 0.2, 0 };
   load_program(GL_VERTEX_PROGRAM_ARB, "vp-state.vp");
   glLightfv(GL_LIGHT0, GL_AMBIENT, light_ambient);
   glLightfv(GL_LIGHT0, GL_DIFFUSE, light_diffuse);
   glLightfv(GL_LIGHT0, GL_SPECULAR, light_specular);
   glLightfv(GL_LIGHT0, GL_POSITION, light_position);
   glLightf(GL_LIGHT0, GL_CONSTANT_ATTENUATION, 0.2);
   glLightf(GL_LIGHT0, GL_LINEAR_ATTENUATION, 0.4);
   glLightf(GL_LIGHT0, GL_QUADRATIC_ATTENUATION, 0.6);
   glLightf(GL_LIGHT0, GL_SPOT_EXPONENT, 0.8);
   glLightfv(GL_LIGHT0, GL_SPOT_DIRECTION, spot_direction);
   glLightModelfv(GL_LIGHT_MODEL_AMBIENT, model_ambient);
   glMaterialfv(GL_FRONT, GL_EMISSION, front_emission);
   glMaterialfv(GL_FRONT, GL_AMBIENT, front_ambient);
   glMaterialfv(GL_FRONT, GL_DIFFUSE, front_diffuse);
   glMaterialfv(GL_BACK, GL_EMISSION, back_emission);
   glMaterialfv(GL_BACK, GL_AMBIENT, back_ambient);
   glMaterialfv(GL_BACK, GL_DIFFUSE, back_diffuse);
   glTexGenfv(GL_S, GL_EYE_PLANE, eye_s);
   glActiveTexture(GL_TEXTURE1);
   glTexGenfv(GL_T, GL_OBJECT_PLANE, object_t);
   glActiveTexture(GL_TEXTURE0);
   glFogfv(GL_FOG_COLOR, fog_colour);
   glFogf(GL_FOG_DENSITY, 0.4);
   glFogf(GL_FOG_START, 0.2);
   glFogf(GL_FOG_END, 0.6);
   glClipPlane(GL_CLIP_PLANE0, clip_plane);
   glPointParameterfv(GL_POINT_DISTANCE_ATTENUATION, point_attenuation);
   glEnable(GL_VERTEX_PROGRAM_ARB);
   for (int col = 0; col < 5; col++)
      for (int row = 0; row < 4; row++) {
         glVertexAttrib1fARB(6, 4 * col + row);
         cell_rect(col, row, 5, 4);
      }
}

/* Cell (col, row) of a 4 x 2 grid with generic 0 as the position, given with glVertexAttrib2fvARB. */
static void generic_cell(int col, int row)
{
   GLfloat c[8];
   cell_corners(col, row, 4, 2, c);
   glBegin(GL_QUADS);
   for (int i = 0; i < 4; i++) glVertexAttrib2fvARB(0, c + 2 * i);
   glEnd();
}

/*
 * vp-attribs.vp on a 4 x 2 grid: the top row from immediate-mode attributes (generic 6 as floats and
 * as normalized unsigned bytes, the secondary colour, the normal), the bottom row from texture
 * coordinate set 1, the fog coordinate with generic 7, and two vertex-array cells (generic 6 as
 * normalized unsigned bytes, generic 7 as unnormalized shorts).
 */
static void arb_vp_attribs(void)
{
   static const GLubyte bytes[16] = { 204, 153, 51, 255, 204, 153, 51, 255, 204, 153, 51, 255, 204, 153, 51, 255 };
   static const GLshort shorts[12] = { 1, 2, 4, 1, 2, 4, 1, 2, 4, 1, 2, 4 };
   GLfloat positions[2][8];
   load_program(GL_VERTEX_PROGRAM_ARB, "vp-attribs.vp");
   glEnable(GL_VERTEX_PROGRAM_ARB);
   glNormal3f(0, 0, 0);
   glVertexAttrib4fARB(6, 0.8, 0.4, 0.2, 1);
   generic_cell(0, 1);
   glVertexAttrib4NubARB(6, 51, 102, 204, 255);
   generic_cell(1, 1);
   glVertexAttrib4fARB(6, 0, 0, 0, 1);
   glSecondaryColor3f(0.6, 0.2, 0.8);
   generic_cell(2, 1);
   glSecondaryColor3f(0, 0, 0);
   glNormal3f(2, 3, 1);
   generic_cell(3, 1);
   glNormal3f(0, 0, 0);
   glMultiTexCoord3f(GL_TEXTURE1, 0.2, 0.8, 0.6);
   generic_cell(0, 0);
   glMultiTexCoord3f(GL_TEXTURE1, 0, 0, 0);
   glFogCoordf(4);
   glVertexAttrib1fARB(7, 3);
   generic_cell(1, 0);
   glFogCoordf(0);
   glVertexAttrib1fARB(7, 0);
   cell_corners(2, 0, 4, 2, positions[0]);
   cell_corners(3, 0, 4, 2, positions[1]);
   glEnableVertexAttribArrayARB(0);
   glVertexAttribPointerARB(0, 2, GL_FLOAT, GL_FALSE, 0, positions[0]);
   glVertexAttribPointerARB(6, 4, GL_UNSIGNED_BYTE, GL_TRUE, 0, bytes);
   glEnableVertexAttribArrayARB(6);
   glDrawArrays(GL_QUADS, 0, 4);
   glDisableVertexAttribArrayARB(6);
   glVertexAttribPointerARB(0, 2, GL_FLOAT, GL_FALSE, 0, positions[1]);
   glVertexAttribPointerARB(7, 3, GL_SHORT, GL_FALSE, 0, shorts);
   glEnableVertexAttribArrayARB(7);
   glDrawArrays(GL_QUADS, 0, 4);
   glDisableVertexAttribArrayARB(7);
   glDisableVertexAttribArrayARB(0);
}

/* Cell (col, row) of a 2 x 2 grid, counter-clockwise (front-facing) or clockwise (back-facing). */
static void facing_cell(int col, int row, int front)
{
   GLfloat c[8];
   cell_corners(col, row, 2, 2, c);
   glBegin(GL_QUADS);
   for (int i = 0; i < 4; i++) {
      int k = front ? i : 3 - i;
      glVertex2f(c[2 * k], c[2 * k + 1]);
   }
   glEnd();
}

/*
 * vp-two-side.vp with GL_COLOR_SUM: the top row with GL_VERTEX_PROGRAM_TWO_SIDE_ARB, the bottom row
 * without; the left quads face front, the right ones back.
 */
static void arb_vp_two_side(void)
{
   load_program(GL_VERTEX_PROGRAM_ARB, "vp-two-side.vp");
   glEnable(GL_VERTEX_PROGRAM_ARB);
   glEnable(GL_COLOR_SUM);
   glEnable(GL_VERTEX_PROGRAM_TWO_SIDE_ARB);
   facing_cell(0, 1, 1);
   facing_cell(1, 1, 0);
   glDisable(GL_VERTEX_PROGRAM_TWO_SIDE_ARB);
   facing_cell(0, 0, 1);
   facing_cell(1, 0, 0);
}

/*
 * vp-point-size.vp: four points of program sizes 2, 4, 6, 8 (generic 6) on the top row with
 * GL_VERTEX_PROGRAM_POINT_SIZE_ARB, the same points on the bottom row without it (glPointSize(4)
 * applies), each centred on a pixel corner so that its square covers whole pixels.
 */
static void arb_vp_point_size(void)
{
   static const GLfloat colours[4][3] = { { 1, 0.2, 0.2 }, { 0.2, 1, 0.2 }, { 0.2, 0.4, 1 }, { 1, 1, 0.2 } };
   load_program(GL_VERTEX_PROGRAM_ARB, "vp-point-size.vp");
   glEnable(GL_VERTEX_PROGRAM_ARB);
   glPointSize(4);
   for (int row = 1; row >= 0; row--) {
      if (row == 1) glEnable(GL_VERTEX_PROGRAM_POINT_SIZE_ARB);
      else glDisable(GL_VERTEX_PROGRAM_POINT_SIZE_ARB);
      glBegin(GL_POINTS);
      for (int i = 0; i < 4; i++) {
         glColor3fv(colours[i]);
         glVertexAttrib1fARB(6, 2 * (i + 1));
         glVertex2f((16.0 * i + 8) / 32 - 1, (16.0 * row + 8) / 16 - 1);
      }
      glEnd();
   }
}

/*
 * A red fixed-function sphere with depth test and a user clip plane, drawn again by
 * vp-position-invariant.vp with GL_EQUAL depth test: every pixel the first pass drew takes the
 * program's colour, since an ARB_position_invariant program computes the same positions.
 */
static void arb_vp_position_invariant(void)
{
   static const GLdouble plane[4] = { 1, 0, 0, 0.3 };
   perspective_view();
   glClipPlane(GL_CLIP_PLANE0, plane);
   glEnable(GL_CLIP_PLANE0);
   glEnable(GL_DEPTH_TEST);
   glColor3f(1, 0, 0);
   sphere(1, 16, 8);
   load_program(GL_VERTEX_PROGRAM_ARB, "vp-position-invariant.vp");
   glEnable(GL_VERTEX_PROGRAM_ARB);
   glDepthFunc(GL_EQUAL);
   sphere(1, 16, 8);
}

/*
 * glRasterPos runs the vertex program: an 8 x 8 glBitmap at the raster position vp-raster-pos.vp gives
 * (moved by env 0 = (0.25, 0.5, 0, 0), in local 0's colour), then one at the fixed-function raster
 * position of the same glRasterPos2f(-0.5, -0.5), in the current colour.
 */
static void arb_vp_raster_pos(void)
{
   static const GLubyte ones[8] = { 255, 255, 255, 255, 255, 255, 255, 255 };
   load_program(GL_VERTEX_PROGRAM_ARB, "vp-raster-pos.vp");
   glProgramEnvParameter4fARB(GL_VERTEX_PROGRAM_ARB, 0, 0.25, 0.5, 0, 0);
   glProgramLocalParameter4fARB(GL_VERTEX_PROGRAM_ARB, 0, 0.2, 0.8, 0.6, 1);
   glColor3f(0.8, 0.4, 0.2);
   glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
   glEnable(GL_VERTEX_PROGRAM_ARB);
   glRasterPos2f(-0.5, -0.5);
   glBitmap(8, 8, 0, 0, 0, 0, ones);
   glDisable(GL_VERTEX_PROGRAM_ARB);
   glRasterPos2f(-0.5, -0.5);
   glBitmap(8, 8, 0, 0, 0, 0, ones);
}

static const Scene SCENES[] = {
   SCENE("arb-vp-math", 64, 64, arb_vp_math),
   SCENE("arb-vp-matrices", 64, 64, arb_vp_matrices),
   SCENE("arb-vp-state", 80, 64, arb_vp_state),
   SCENE("arb-vp-attribs", 64, 32, arb_vp_attribs),
   SCENE("arb-vp-two-side", 64, 64, arb_vp_two_side),
   SCENE("arb-vp-point-size", 64, 32, arb_vp_point_size),
   SCENE("arb-vp-position-invariant", 64, 64, arb_vp_position_invariant),
   SCENE("arb-vp-raster-pos", 64, 32, arb_vp_raster_pos),
};

GROUP(ARB_VERTEX_SCENES, SCENES);
