/*
 * fragment.c: the ARB scenes of fragment programs drawn with fixed-function vertices: the
 * instructions, the state bindings, texture lookups on every target (TEX, TXP, TXB), shadow targets, KIL and
 * result.depth, the fog options (with a vertex program feeding fixed-function fog for comparison), and
 * the fixed-function state around a fragment program: the state tracker's lowerings, fog and colour sum.
 */
#include "arb-scenes.h"

/* fp-math.fp on a 4 x 4 grid: texture coordinates 0 select the column's group, coordinates 1 the row's result. */
static void arb_fp_math(void)
{
   load_program(GL_FRAGMENT_PROGRAM_ARB, "fp-math.fp");
   glProgramLocalParameter4fARB(GL_FRAGMENT_PROGRAM_ARB, 0, 0.25, 0.5, 2.0, -0.75);
   glEnable(GL_FRAGMENT_PROGRAM_ARB);
   for (int col = 0; col < 4; col++)
      for (int row = 0; row < 4; row++) {
         GLfloat v[4];
         one_hot(col, v);
         glMultiTexCoord4fv(GL_TEXTURE0, v);
         one_hot(row, v);
         glMultiTexCoord4fv(GL_TEXTURE1, v);
         cell_rect(col, row, 4, 4);
      }
}

/* fp-state.fp on a 4 x 2 grid: texture coordinates 0 select the column, coordinates 1 the row. */
static void arb_fp_state(void)
{
   static const GLfloat env0[4] = { 0.2, 0.6, 0.8, 1 }, env1[4] = { 0.8, 0.4, 0.2, 1 },
                        fog_colour[4] = { 0.4, 0.8, 0.6, 1 }, specular[4] = { 0.6, 0.8, 0.2, 1 },
                        light_diffuse[4] = { 0.4, 0.2, 0.8, 1 }, light_specular[4] = { 1, 0.5, 2, 1 };
   load_program(GL_FRAGMENT_PROGRAM_ARB, "fp-state.fp");
   glTexEnvfv(GL_TEXTURE_ENV, GL_TEXTURE_ENV_COLOR, env0);
   glActiveTexture(GL_TEXTURE1);
   glTexEnvfv(GL_TEXTURE_ENV, GL_TEXTURE_ENV_COLOR, env1);
   glActiveTexture(GL_TEXTURE0);
   glDepthRange(0.2, 0.6);
   glFogfv(GL_FOG_COLOR, fog_colour);
   glFogf(GL_FOG_DENSITY, 0.6);
   glFogf(GL_FOG_START, 0.2);
   glFogf(GL_FOG_END, 0.8);
   glMaterialfv(GL_FRONT, GL_SPECULAR, specular);
   glLightfv(GL_LIGHT1, GL_DIFFUSE, light_diffuse);
   glLightfv(GL_LIGHT1, GL_SPECULAR, light_specular);
   glEnable(GL_FRAGMENT_PROGRAM_ARB);
   for (int col = 0; col < 4; col++)
      for (int row = 0; row < 2; row++) {
         GLfloat v[4];
         one_hot(col, v);
         glMultiTexCoord4fv(GL_TEXTURE0, v);
         one_hot(row, v);
         glMultiTexCoord4fv(GL_TEXTURE1, v);
         cell_rect(col, row, 4, 2);
      }
}

/* Binds a new texture of `target` to the active unit with NEAREST filters. */
static GLuint nearest_texture(GLenum target)
{
   GLuint name;
   glGenTextures(1, &name);
   glBindTexture(target, name);
   glTexParameteri(target, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
   glTexParameteri(target, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
   return name;
}

/*
 * The textures of fp-textures.fp, tightly packed RGB rows: units 1 (1D), 2 (2D pattern), 3 (3D), 4 (cube
 * map), 5 (rectangle), 6 (mipmapped 2D).
 */
static void lookup_textures(void)
{
   static const GLubyte texels_1d[4 * 3] = { 255, 0, 0, 0, 255, 0, 51, 102, 204, 255, 255, 0 };
   static const GLubyte faces[6][3] = { { 255, 0, 0 }, { 0, 255, 255 }, { 102, 204, 51 },
                                        { 255, 0, 255 }, { 0, 0, 255 }, { 255, 255, 0 } };
   static const GLubyte levels[3][3] = { { 255, 51, 51 }, { 51, 255, 51 }, { 51, 51, 255 } };
   GLubyte texels_3d[8 * 3], texels_rect[4 * 2 * 3], level[16 * 3];
   glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
   glActiveTexture(GL_TEXTURE1);
   nearest_texture(GL_TEXTURE_1D);
   glTexImage1D(GL_TEXTURE_1D, 0, GL_RGB8, 4, 0, GL_RGB, GL_UNSIGNED_BYTE, texels_1d);
   glActiveTexture(GL_TEXTURE2);
   new_texture();
   pattern_image();
   glActiveTexture(GL_TEXTURE3);
   nearest_texture(GL_TEXTURE_3D);
   for (int i = 0; i < 8; i++)
      for (int c = 0; c < 3; c++) texels_3d[3 * i + c] = (i >> c) & 1 ? 204 : 51;
   glTexImage3D(GL_TEXTURE_3D, 0, GL_RGB8, 2, 2, 2, 0, GL_RGB, GL_UNSIGNED_BYTE, texels_3d);
   glActiveTexture(GL_TEXTURE4);
   nearest_texture(GL_TEXTURE_CUBE_MAP);
   for (int f = 0; f < 6; f++)
      glTexImage2D(GL_TEXTURE_CUBE_MAP_POSITIVE_X + f, 0, GL_RGB8, 1, 1, 0, GL_RGB, GL_UNSIGNED_BYTE, faces[f]);
   glActiveTexture(GL_TEXTURE5);
   nearest_texture(GL_TEXTURE_RECTANGLE_ARB);
   for (int y = 0; y < 2; y++)
      for (int x = 0; x < 4; x++) {
         GLubyte *t = texels_rect + 3 * (4 * y + x);
         t[0] = 51 * (x + 1);
         t[1] = 102 * (y + 1);
         t[2] = 153;
      }
   glTexImage2D(GL_TEXTURE_RECTANGLE_ARB, 0, GL_RGB8, 4, 2, 0, GL_RGB, GL_UNSIGNED_BYTE, texels_rect);
   glActiveTexture(GL_TEXTURE6);
   nearest_texture(GL_TEXTURE_2D);
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST_MIPMAP_NEAREST);
   for (int l = 0; l < 3; l++) {
      int size = 4 >> l;
      for (int i = 0; i < size * size; i++)
         for (int c = 0; c < 3; c++) level[3 * i + c] = levels[l][c];
      glTexImage2D(GL_TEXTURE_2D, l, GL_RGB8, size, size, 0, GL_RGB, GL_UNSIGNED_BYTE, level);
   }
   glActiveTexture(GL_TEXTURE0);
}

/*
 * fp-textures.fp on a 4 x 2 grid: the top row's lookups selected by texture coordinates 0 (1D, 2D, 3D,
 * cube), the bottom row's by the colour (rectangle, TXP, TXB, TEX on the mipmapped texture). Every cell
 * has the same constant coordinates in sets 1 to 6; set 7 runs 0 to 1 across each cell (4 texels over
 * 16 pixels: level of detail -2, so the bias of 3 picks level 1).
 */
static void arb_fp_textures(void)
{
   lookup_textures();
   load_program(GL_FRAGMENT_PROGRAM_ARB, "fp-textures.fp");
   glEnable(GL_FRAGMENT_PROGRAM_ARB);
   glMultiTexCoord1f(GL_TEXTURE1, 0.625);
   glMultiTexCoord2f(GL_TEXTURE2, 0.3125, 0.8125);
   glMultiTexCoord3f(GL_TEXTURE3, 0.75, 0.25, 0.75);
   glMultiTexCoord3f(GL_TEXTURE4, -0.2, 1, 0.3);
   glMultiTexCoord2f(GL_TEXTURE5, 2.5, 1.5);
   glMultiTexCoord4f(GL_TEXTURE6, 2 * 0.6875, 2 * 0.1875, 0, 2);
   for (int col = 0; col < 4; col++)
      for (int row = 0; row < 2; row++) {
         GLfloat v[4], none[4] = { 0, 0, 0, 0 };
         one_hot(col, v);
         glMultiTexCoord4fv(GL_TEXTURE0, row == 1 ? v : none);
         glColor4fv(row == 0 ? v : none);
         cell_rect_coords(col, row, 4, 2, GL_TEXTURE7, 3);
      }
}

/* A depth texture of `target` on the active unit, compared with r by GL_LEQUAL. */
static void depth_texture(GLenum target, int width, int height, const GLfloat *depths)
{
   nearest_texture(target);
   glTexParameteri(target, GL_TEXTURE_COMPARE_MODE, GL_COMPARE_R_TO_TEXTURE);
   glTexParameteri(target, GL_TEXTURE_COMPARE_FUNC, GL_LEQUAL);
   if (target == GL_TEXTURE_1D)
      glTexImage1D(target, 0, GL_DEPTH_COMPONENT24, width, 0, GL_DEPTH_COMPONENT, GL_FLOAT, depths);
   else
      glTexImage2D(target, 0, GL_DEPTH_COMPONENT24, width, height, 0, GL_DEPTH_COMPONENT, GL_FLOAT, depths);
}

/* Texel (x, y, z) of level 0 of fp-txp-txb.fp's 2D and 3D textures: 51 × (x + 1), 51 × (y + 1), 51 × (z + 1) (153 for 2D). */
static void ramp_texel(int x, int y, int z, int three_d, GLubyte *out)
{
   out[0] = 51 * (x + 1);
   out[1] = 51 * (y + 1);
   out[2] = three_d ? 51 * (z + 1) : 153;
}

/*
 * Levels 1 and 2 of the bound texture of `target` (face targets for a cube map), each one solid colour,
 * after binding it with NEAREST_MIPMAP_NEAREST minification.
 */
static void solid_levels(GLenum target, const GLubyte colours[2][3])
{
   GLubyte level[8 * 3];
   glTexParameteri(target, GL_TEXTURE_MIN_FILTER, GL_NEAREST_MIPMAP_NEAREST);
   for (int l = 1; l <= 2; l++) {
      int size = 4 >> l;
      for (int i = 0; i < 8; i++)
         for (int c = 0; c < 3; c++) level[3 * i + c] = colours[l - 1][c];
      if (target == GL_TEXTURE_1D)
         glTexImage1D(target, l, GL_RGB8, size, 0, GL_RGB, GL_UNSIGNED_BYTE, level);
      else if (target == GL_TEXTURE_2D)
         glTexImage2D(target, l, GL_RGB8, size, size, 0, GL_RGB, GL_UNSIGNED_BYTE, level);
      else if (target == GL_TEXTURE_3D)
         glTexImage3D(target, l, GL_RGB8, size, size, size, 0, GL_RGB, GL_UNSIGNED_BYTE, level);
      else
         for (int f = 0; f < 6; f++)
            glTexImage2D(GL_TEXTURE_CUBE_MAP_POSITIVE_X + f, l, GL_RGB8, size, size, 0, GL_RGB, GL_UNSIGNED_BYTE, level);
   }
}

/*
 * The textures of fp-txp-txb.fp, 4 texels wide at level 0 with solid levels 1 and 2: unit 1 1D, unit 2
 * 2D and unit 3 3D (level 0 a ramp of the texel's position), unit 4 a cube map (solid faces), unit 5 the
 * 4 x 2 rectangle of fp-textures.fp, unit 6 a 2 x 2 depth texture (0.2, 0.4 / 0.6, 0.8) compared by GL_LEQUAL.
 */
static void projective_bias_textures(void)
{
   static const GLubyte texels_1d[4 * 3] = { 255, 0, 0, 0, 255, 0, 51, 102, 204, 255, 255, 0 };
   static const GLubyte faces[6][3] = { { 255, 0, 0 }, { 0, 255, 255 }, { 102, 204, 51 },
                                        { 255, 0, 255 }, { 0, 0, 255 }, { 255, 255, 0 } };
   static const GLubyte levels_1d[2][3] = { { 204, 153, 51 }, { 102, 51, 153 } },
                        levels_2d[2][3] = { { 51, 255, 51 }, { 51, 51, 255 } },
                        levels_3d[2][3] = { { 255, 153, 51 }, { 153, 51, 255 } },
                        levels_cube[2][3] = { { 255, 204, 102 }, { 51, 51, 51 } };
   static const GLfloat depths[4] = { 0.2, 0.4, 0.6, 0.8 };
   GLubyte texels[64 * 3], face[16 * 3], rect[4 * 2 * 3];
   glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
   glActiveTexture(GL_TEXTURE1);
   nearest_texture(GL_TEXTURE_1D);
   glTexImage1D(GL_TEXTURE_1D, 0, GL_RGB8, 4, 0, GL_RGB, GL_UNSIGNED_BYTE, texels_1d);
   solid_levels(GL_TEXTURE_1D, levels_1d);
   glActiveTexture(GL_TEXTURE2);
   nearest_texture(GL_TEXTURE_2D);
   for (int y = 0; y < 4; y++)
      for (int x = 0; x < 4; x++) ramp_texel(x, y, 0, 0, texels + 3 * (4 * y + x));
   glTexImage2D(GL_TEXTURE_2D, 0, GL_RGB8, 4, 4, 0, GL_RGB, GL_UNSIGNED_BYTE, texels);
   solid_levels(GL_TEXTURE_2D, levels_2d);
   glActiveTexture(GL_TEXTURE3);
   nearest_texture(GL_TEXTURE_3D);
   for (int z = 0; z < 4; z++)
      for (int y = 0; y < 4; y++)
         for (int x = 0; x < 4; x++) ramp_texel(x, y, z, 1, texels + 3 * (16 * z + 4 * y + x));
   glTexImage3D(GL_TEXTURE_3D, 0, GL_RGB8, 4, 4, 4, 0, GL_RGB, GL_UNSIGNED_BYTE, texels);
   solid_levels(GL_TEXTURE_3D, levels_3d);
   glActiveTexture(GL_TEXTURE4);
   nearest_texture(GL_TEXTURE_CUBE_MAP);
   for (int f = 0; f < 6; f++) {
      for (int i = 0; i < 16; i++)
         for (int c = 0; c < 3; c++) face[3 * i + c] = faces[f][c];
      glTexImage2D(GL_TEXTURE_CUBE_MAP_POSITIVE_X + f, 0, GL_RGB8, 4, 4, 0, GL_RGB, GL_UNSIGNED_BYTE, face);
   }
   solid_levels(GL_TEXTURE_CUBE_MAP, levels_cube);
   glActiveTexture(GL_TEXTURE5);
   nearest_texture(GL_TEXTURE_RECTANGLE_ARB);
   for (int y = 0; y < 2; y++)
      for (int x = 0; x < 4; x++) ramp_texel(x + 1, 2 * y + 1, 0, 0, rect + 3 * (4 * y + x));
   glTexImage2D(GL_TEXTURE_RECTANGLE_ARB, 0, GL_RGB8, 4, 2, 0, GL_RGB, GL_UNSIGNED_BYTE, rect);
   glActiveTexture(GL_TEXTURE6);
   depth_texture(GL_TEXTURE_2D, 2, 2, depths);
   glActiveTexture(GL_TEXTURE0);
}

/*
 * fp-txp-txb.fp on a 5 x 2 grid. The TXP coordinates are the texel centres' times q = 2: 1D s = 0.625
 * (texel 2), 2D (0.625, 0.375) (texel (2, 1)), 3D (0.375, 0.625, 0.875) (texel (1, 2, 3)), cube
 * direction (-0.2, 1, 0.3) (face +Y), rectangle (2.5, 1.5) (texel (2, 1)), shadow (0.75, 0.75) with
 * r = 0.5 (passes against 0.8). Set 6 runs 0 to 1 across each cell with q = 3, the bias.
 */
static void arb_fp_txp_txb(void)
{
   projective_bias_textures();
   load_program(GL_FRAGMENT_PROGRAM_ARB, "fp-txp-txb.fp");
   glEnable(GL_FRAGMENT_PROGRAM_ARB);
   glMultiTexCoord4f(GL_TEXTURE1, 1.25, 0, 0, 2);
   glMultiTexCoord4f(GL_TEXTURE2, 1.25, 0.75, 0, 2);
   glMultiTexCoord4f(GL_TEXTURE3, 0.75, 1.25, 1.75, 2);
   glMultiTexCoord4f(GL_TEXTURE4, -0.4, 2, 0.6, 2);
   glMultiTexCoord4f(GL_TEXTURE5, 5, 3, 0, 2);
   glMultiTexCoord4f(GL_TEXTURE7, 1.5, 1.5, 1, 2);
   for (int col = 0; col < 5; col++)
      for (int row = 0; row < 2; row++) {
         GLfloat v[4];
         one_hot(col, v);
         glMultiTexCoord4fv(GL_TEXTURE0, v);
         glColor4f(col == 4, row == 1, row == 0, 0);
         cell_rect_coords(col, row, 5, 2, GL_TEXTURE6, 3);
      }
}

/*
 * fp-shadow.fp on a 3 x 2 grid: columns SHADOW1D (depths 0.25, 0.75), SHADOW2D and SHADOWRECT (depths
 * 0.2, 0.4 / 0.6, 0.8), each looked up at its texel of depth 0.75 or 0.8 with r = 0.5 on the top row
 * (passes) and r = 0.875 on the bottom row (fails).
 */
static void arb_fp_shadow(void)
{
   static const GLfloat depths_1d[2] = { 0.25, 0.75 }, depths_2d[4] = { 0.2, 0.4, 0.6, 0.8 };
   glActiveTexture(GL_TEXTURE1);
   depth_texture(GL_TEXTURE_1D, 2, 1, depths_1d);
   glActiveTexture(GL_TEXTURE2);
   depth_texture(GL_TEXTURE_2D, 2, 2, depths_2d);
   glActiveTexture(GL_TEXTURE3);
   depth_texture(GL_TEXTURE_RECTANGLE_ARB, 2, 2, depths_2d);
   glActiveTexture(GL_TEXTURE0);
   load_program(GL_FRAGMENT_PROGRAM_ARB, "fp-shadow.fp");
   glProgramLocalParameter4fARB(GL_FRAGMENT_PROGRAM_ARB, 0, 0.8, 0.6, 0.2, 1);
   glProgramLocalParameter4fARB(GL_FRAGMENT_PROGRAM_ARB, 1, 0.2, 0.2, 0.6, 1);
   glEnable(GL_FRAGMENT_PROGRAM_ARB);
   for (int col = 0; col < 3; col++)
      for (int row = 0; row < 2; row++) {
         GLfloat v[4], r = row == 1 ? 0.5 : 0.875;
         one_hot(col, v);
         glMultiTexCoord4fv(GL_TEXTURE0, v);
         glMultiTexCoord3f(GL_TEXTURE1, 0.75, 0, r);
         glMultiTexCoord3f(GL_TEXTURE2, 0.75, 0.75, r);
         glMultiTexCoord3f(GL_TEXTURE3, 1.5, 1.5, r);
         cell_rect(col, row, 3, 2);
      }
}

/*
 * A green fixed-function square at depth 0.5, then fp-kil-depth.fp over the whole window with depth test
 * GL_LESS: the program's colour stays where it was not killed and its depth s is under 0.5.
 */
static void arb_fp_kil_depth(void)
{
   glEnable(GL_DEPTH_TEST);
   glColor3f(0.2, 0.8, 0.2);
   cell_rect(0, 0, 1, 1);
   load_program(GL_FRAGMENT_PROGRAM_ARB, "fp-kil-depth.fp");
   glProgramLocalParameter4fARB(GL_FRAGMENT_PROGRAM_ARB, 0, 0.8, 0.2, 0.6, 1);
   glEnable(GL_FRAGMENT_PROGRAM_ARB);
   cell_rect_coords(0, 0, 1, 1, GL_TEXTURE0, 1);
}

/*
 * The fog options on a 4 x 4 grid, fog coordinates 0, 1, 2, 3 from left to right (fog start 0, end 4,
 * density 0.5, colour (0.2, 0.4, 1), fragments (1, 0.8, 0.2)): from the top, fp-fog-linear.fp,
 * fp-fog-exp.fp and fp-fog-exp2.fp with glFogCoordf coordinates, then vp-fog.vp's result.fogcoord with
 * fixed-function GL_LINEAR fog.
 */
static void arb_fog(void)
{
   static const char *const programs[3] = { "fp-fog-linear.fp", "fp-fog-exp.fp", "fp-fog-exp2.fp" };
   static const GLfloat fog_colour[4] = { 0.2, 0.4, 1, 1 };
   glFogfv(GL_FOG_COLOR, fog_colour);
   glFogf(GL_FOG_START, 0);
   glFogf(GL_FOG_END, 4);
   glFogf(GL_FOG_DENSITY, 0.5);
   glFogi(GL_FOG_COORDINATE_SOURCE, GL_FOG_COORDINATE);
   glColor3f(1, 0.8, 0.2);
   glEnable(GL_FRAGMENT_PROGRAM_ARB);
   for (int p = 0; p < 3; p++) {
      load_program(GL_FRAGMENT_PROGRAM_ARB, programs[p]);
      for (int col = 0; col < 4; col++) {
         glFogCoordf(col);
         cell_rect(col, 3 - p, 4, 4);
      }
   }
   glDisable(GL_FRAGMENT_PROGRAM_ARB);
   load_program(GL_VERTEX_PROGRAM_ARB, "vp-fog.vp");
   glEnable(GL_VERTEX_PROGRAM_ARB);
   glFogi(GL_FOG_MODE, GL_LINEAR);
   glEnable(GL_FOG);
   for (int col = 0; col < 4; col++) {
      glVertexAttrib1fARB(6, col);
      cell_rect(col, 0, 4, 4);
   }
}

/* Binds a new GL_TEXTURE_2D on unit 0 with NEAREST filters and gives it a width x height level 0 of `format` bytes. */
static void small_texture(GLenum format, int width, int height, const GLubyte *texels)
{
   nearest_texture(GL_TEXTURE_2D);
   glTexImage2D(GL_TEXTURE_2D, 0, format, width, height, 0, format, GL_UNSIGNED_BYTE, texels);
}

/* Cell (col, row) of a 4 x 2 grid with one colour per corner (counter-clockwise from the bottom left). */
static void corner_coloured_cell(int col, int row, const GLfloat colours[4][4])
{
   GLfloat c[8];
   cell_corners(col, row, 4, 2, c);
   glBegin(GL_QUADS);
   for (int i = 0; i < 4; i++) {
      glColor4fv(colours[i]);
      glVertex2f(c[2 * i], c[2 * i + 1]);
   }
   glEnd();
}

/*
 * ARB_fragment_program's default texture environment (spec-default-texenv.fp: TXP of unit 0 times the
 * colour) under the fixed-function state that the state tracker lowers or that a fragment program
 * replaces, on a 4 x 2 grid. Top row: alpha test (GL_GREATER 0.5, alpha 0 to 1 across the cell), logic op
 * GL_XOR over a fixed-function square, flat shading (the quad's last colour; drawn by vp-colour.vp with
 * fixed-function fragments, since Mesa's drivers interpolate fragment.color smoothly under GL_FLAT), a
 * GL_LUMINANCE texture.
 * Bottom row: GL_CLAMP_TO_BORDER outside the texture, the unit's GL_TEXTURE_LOD_BIAS of 3 (level of
 * detail -2 picks level 1), fixed-function fog and the colour sum, both enabled and both ignored.
 */
static void arb_fp_fixed_function(void)
{
   static const GLubyte white[4] = { 255, 255, 255, 255 }, grey[1] = { 153 }, texels[16] = { 0 };
   static const GLubyte levels[3][3] = { { 255, 51, 51 }, { 51, 255, 51 }, { 51, 51, 255 } };
   static const GLfloat border[4] = { 0.2, 0.4, 0.8, 1 }, fog_colour[4] = { 0, 0, 1, 1 };
   static const GLfloat fading[4][4] = { { 0.8, 0.4, 0.2, 0 }, { 0.8, 0.4, 0.2, 1 }, { 0.8, 0.4, 0.2, 1 },
                                         { 0.8, 0.4, 0.2, 0 } };
   static const GLfloat corners[4][4] = { { 1, 0, 0, 1 }, { 0, 1, 0, 1 }, { 0, 0, 1, 1 }, { 0.2, 0.8, 0.4, 1 } };
   GLubyte level[16 * 3];
   load_program(GL_FRAGMENT_PROGRAM_ARB, "spec-default-texenv.fp");
   glPixelStorei(GL_UNPACK_ALIGNMENT, 1);

   small_texture(GL_RGBA, 1, 1, white);
   glEnable(GL_FRAGMENT_PROGRAM_ARB);
   glEnable(GL_ALPHA_TEST);
   glAlphaFunc(GL_GREATER, 0.5);
   corner_coloured_cell(0, 1, fading);
   glDisable(GL_ALPHA_TEST);

   glDisable(GL_FRAGMENT_PROGRAM_ARB);
   glColor3f(0.2, 0.6, 1);
   cell_rect(1, 1, 4, 2);
   glEnable(GL_FRAGMENT_PROGRAM_ARB);
   glEnable(GL_COLOR_LOGIC_OP);
   glLogicOp(GL_XOR);
   glColor3f(0.8, 0.4, 0.2);
   cell_rect(1, 1, 4, 2);
   glDisable(GL_COLOR_LOGIC_OP);

   glDisable(GL_FRAGMENT_PROGRAM_ARB);
   load_program(GL_VERTEX_PROGRAM_ARB, "vp-colour.vp");
   glEnable(GL_VERTEX_PROGRAM_ARB);
   glShadeModel(GL_FLAT);
   corner_coloured_cell(2, 1, corners);
   glShadeModel(GL_SMOOTH);
   glDisable(GL_VERTEX_PROGRAM_ARB);
   glEnable(GL_FRAGMENT_PROGRAM_ARB);

   small_texture(GL_LUMINANCE, 1, 1, grey);
   glColor3f(1, 1, 1);
   cell_rect(3, 1, 4, 2);

   small_texture(GL_RGBA, 2, 2, texels);
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_BORDER);
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_BORDER);
   glTexParameterfv(GL_TEXTURE_2D, GL_TEXTURE_BORDER_COLOR, border);
   glTexCoord2f(1.5, 1.5);
   cell_rect(0, 0, 4, 2);

   nearest_texture(GL_TEXTURE_2D);
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST_MIPMAP_NEAREST);
   for (int l = 0; l < 3; l++) {
      int size = 4 >> l;
      for (int i = 0; i < size * size; i++)
         for (int c = 0; c < 3; c++) level[3 * i + c] = levels[l][c];
      glTexImage2D(GL_TEXTURE_2D, l, GL_RGB8, size, size, 0, GL_RGB, GL_UNSIGNED_BYTE, level);
   }
   glTexEnvf(GL_TEXTURE_FILTER_CONTROL, GL_TEXTURE_LOD_BIAS, 3);
   cell_rect_coords(1, 0, 4, 2, GL_TEXTURE0, 1);
   glTexEnvf(GL_TEXTURE_FILTER_CONTROL, GL_TEXTURE_LOD_BIAS, 0);

   small_texture(GL_RGBA, 1, 1, white);
   glTexCoord2f(0.5, 0.5);
   glColor3f(0.8, 0.4, 0.2);
   glFogfv(GL_FOG_COLOR, fog_colour);
   glFogi(GL_FOG_MODE, GL_LINEAR);
   glFogf(GL_FOG_START, 0);
   glFogf(GL_FOG_END, 1);
   glFogi(GL_FOG_COORDINATE_SOURCE, GL_FOG_COORDINATE);
   glFogCoordf(10);
   glEnable(GL_FOG);
   cell_rect(2, 0, 4, 2);
   glDisable(GL_FOG);

   glEnable(GL_COLOR_SUM);
   glSecondaryColor3f(0, 0.6, 0);
   cell_rect(3, 0, 4, 2);
}

/*
 * fp-shadow-modes.fp on an 8 x 3 grid: a 2 x 1 depth texture (0.25, 0.75) under GL_CLAMP_TO_BORDER in s
 * with the border depth 0.6, s running -0.5 to 1.5 across each cell (by the texture matrix: quarters
 * reading the border, 0.25, 0.75, the border), compared with r = 0.5 by GL_NEVER .. GL_ALWAYS from left
 * to right and read as GL_ALPHA, GL_INTENSITY and GL_LUMINANCE from the bottom row up.
 */
static void arb_fp_shadow_modes(void)
{
   static const GLfloat depths[2] = { 0.25, 0.75 }, border[4] = { 0.6, 0, 0, 0 };
   static const GLenum modes[3] = { GL_ALPHA, GL_INTENSITY, GL_LUMINANCE };
   depth_texture(GL_TEXTURE_2D, 2, 1, depths);
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_BORDER);
   glTexParameterfv(GL_TEXTURE_2D, GL_TEXTURE_BORDER_COLOR, border);
   glMatrixMode(GL_TEXTURE);
   glTranslatef(-0.5, 0, 0);
   glScalef(2, 1, 1);
   glMatrixMode(GL_MODELVIEW);
   load_program(GL_FRAGMENT_PROGRAM_ARB, "fp-shadow-modes.fp");
   glProgramLocalParameter4fARB(GL_FRAGMENT_PROGRAM_ARB, 0, 0.5, 0, 0, 0);
   glEnable(GL_FRAGMENT_PROGRAM_ARB);
   for (int row = 0; row < 3; row++) {
      glTexParameteri(GL_TEXTURE_2D, GL_DEPTH_TEXTURE_MODE, modes[row]);
      for (int col = 0; col < 8; col++) {
         glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_COMPARE_FUNC, GL_NEVER + col);
         cell_rect_coords(col, row, 8, 3, GL_TEXTURE0, 1);
      }
   }
}

/*
 * fp-rect-border.fp on a 2 x 1 grid, both rectangles under GL_CLAMP_TO_BORDER read at (s, t) from (-2, -1)
 * to (6, 3) across a cell (by the texture matrix): left, a 4 x 2 colour rectangle with the border colour
 * (0.2, 0.4, 0.8); right, a 4 x 2 depth rectangle (0.2, 0.4, 0.6, 0.8 in both rows) compared with r = 0.5
 * by GL_LEQUAL, the border's depth 0.7.
 */
static void arb_fp_rect_border(void)
{
   static const GLfloat colour_border[4] = { 0.2, 0.4, 0.8, 1 }, depth_border[4] = { 0.7, 0, 0, 0 };
   static const GLfloat depths[8] = { 0.2, 0.4, 0.6, 0.8, 0.2, 0.4, 0.6, 0.8 };
   GLubyte texels[4 * 2 * 3];
   for (int j = 0; j < 2; j++)
      for (int i = 0; i < 4; i++) {
         texels[3 * (4 * j + i)] = 51 * (i + 1);
         texels[3 * (4 * j + i) + 1] = 51 + 153 * j;
         texels[3 * (4 * j + i) + 2] = 153;
      }
   glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
   nearest_texture(GL_TEXTURE_RECTANGLE_ARB);
   glTexImage2D(GL_TEXTURE_RECTANGLE_ARB, 0, GL_RGB8, 4, 2, 0, GL_RGB, GL_UNSIGNED_BYTE, texels);
   glTexParameteri(GL_TEXTURE_RECTANGLE_ARB, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_BORDER);
   glTexParameteri(GL_TEXTURE_RECTANGLE_ARB, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_BORDER);
   glTexParameterfv(GL_TEXTURE_RECTANGLE_ARB, GL_TEXTURE_BORDER_COLOR, colour_border);
   glActiveTexture(GL_TEXTURE1);
   depth_texture(GL_TEXTURE_RECTANGLE_ARB, 4, 2, depths);
   glTexParameteri(GL_TEXTURE_RECTANGLE_ARB, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_BORDER);
   glTexParameteri(GL_TEXTURE_RECTANGLE_ARB, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_BORDER);
   glTexParameterfv(GL_TEXTURE_RECTANGLE_ARB, GL_TEXTURE_BORDER_COLOR, depth_border);
   glActiveTexture(GL_TEXTURE0);
   glMatrixMode(GL_TEXTURE);
   glTranslatef(-2, -1, 0);
   glScalef(8, 4, 1);
   glMatrixMode(GL_MODELVIEW);
   load_program(GL_FRAGMENT_PROGRAM_ARB, "fp-rect-border.fp");
   glEnable(GL_FRAGMENT_PROGRAM_ARB);
   for (int col = 0; col < 2; col++) {
      glProgramLocalParameter4fARB(GL_FRAGMENT_PROGRAM_ARB, 0, col == 0, col == 1, 0.5, 0);
      cell_rect_coords(col, 0, 2, 1, GL_TEXTURE0, 1);
   }
}

static const Scene SCENES[] = {
   SCENE("arb-fp-math", 64, 64, arb_fp_math),
   SCENE("arb-fp-state", 64, 32, arb_fp_state),
   SCENE("arb-fp-textures", 64, 32, arb_fp_textures),
   SCENE("arb-fp-txp-txb", 80, 32, arb_fp_txp_txb),
   SCENE("arb-fp-shadow", 48, 32, arb_fp_shadow),
   SCENE("arb-fp-kil-depth", 64, 64, arb_fp_kil_depth),
   SCENE("arb-fog", 64, 64, arb_fog),
   SCENE("arb-fp-fixed-function", 64, 32, arb_fp_fixed_function),
   SCENE("arb-fp-shadow-modes", 64, 48, arb_fp_shadow_modes),
   SCENE("arb-fp-rect-border", 64, 32, arb_fp_rect_border),
};

GROUP(ARB_FRAGMENT_SCENES, SCENES);
