/*
 * arb-helpers.c: loading a program file of programs/ as a user would load a program string, and the
 * cells the ARB scenes are cut into (a cols x rows grid over the whole window, drawn in normalized
 * device coordinates with identity matrices, cell (0, 0) at the bottom left).
 */
#include "arb-scenes.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/*
 * The text of programs/<file> (malloc'd, not terminated; its length in *length), read from the folder
 * named by ARB_SCENE_PROGRAMS; exits when unreadable.
 */
char *program_text(const char *file, GLsizei *length)
{
   const char *folder = getenv("ARB_SCENE_PROGRAMS");
   char path[4096];
   snprintf(path, sizeof path, "%s/%s", folder ? folder : "programs", file);
   FILE *in = fopen(path, "rb");
   char *text = NULL;
   long size = -1;
   if (in && fseek(in, 0, SEEK_END) == 0 && (size = ftell(in)) >= 0 && fseek(in, 0, SEEK_SET) == 0) {
      text = malloc((size_t)size + 1);
      if (text && fread(text, 1, (size_t)size, in) != (size_t)size) size = -1;
   }
   if (in) fclose(in);
   if (!text || size < 0) {
      fprintf(stderr, "arb-scenes: cannot read %s (set ARB_SCENE_PROGRAMS to the programs folder)\n", path);
      exit(1);
   }
   *length = (GLsizei)size;
   return text;
}

/*
 * Generates a program name, binds it to `target` and loads programs/<file> into it; a program Mesa
 * refuses ends the run with GL_PROGRAM_ERROR_POSITION_ARB and GL_PROGRAM_ERROR_STRING_ARB.
 */
GLuint load_program(GLenum target, const char *file)
{
   GLsizei length;
   char *text = program_text(file, &length);
   GLuint name;
   glGenProgramsARB(1, &name);
   glBindProgramARB(target, name);
   glProgramStringARB(target, GL_PROGRAM_FORMAT_ASCII_ARB, length, text);
   GLint position;
   glGetIntegerv(GL_PROGRAM_ERROR_POSITION_ARB, &position);
   if (position != -1 || glGetError() != GL_NO_ERROR) {
      fprintf(stderr, "arb-scenes: %s does not load at %d: %s\n", file, position,
              (const char *)glGetString(GL_PROGRAM_ERROR_STRING_ARB));
      exit(1);
   }
   free(text);
   return name;
}

/* The one-hot vector selecting component i (0 to 3), or zeros for any other i. */
void one_hot(int i, GLfloat out[4])
{
   for (int c = 0; c < 4; c++) out[c] = c == i ? 1 : 0;
}

/* The corners of cell (col, row) in normalized device coordinates, counter-clockwise from the bottom left. */
void cell_corners(int col, int row, int cols, int rows, GLfloat out[8])
{
   double x0 = -1 + 2.0 * col / cols, x1 = -1 + 2.0 * (col + 1) / cols;
   double y0 = -1 + 2.0 * row / rows, y1 = -1 + 2.0 * (row + 1) / rows;
   const double xy[8] = { x0, y0, x1, y0, x1, y1, x0, y1 };
   for (int i = 0; i < 8; i++) out[i] = xy[i];
}

/* Cell (col, row) as one counter-clockwise GL_QUADS quad of glVertex2f, in the current attributes. */
void cell_rect(int col, int row, int cols, int rows)
{
   GLfloat c[8];
   cell_corners(col, row, cols, rows, c);
   glBegin(GL_QUADS);
   for (int i = 0; i < 4; i++) glVertex2f(c[2 * i], c[2 * i + 1]);
   glEnd();
}

/* Cell (col, row) as cell_rect draws it, with texture coordinates (s, t, 0, q) of `unit` running 0 to 1 across it. */
void cell_rect_coords(int col, int row, int cols, int rows, GLenum unit, double q)
{
   static const double st[8] = { 0, 0, 1, 0, 1, 1, 0, 1 };
   GLfloat c[8];
   cell_corners(col, row, cols, rows, c);
   glBegin(GL_QUADS);
   for (int i = 0; i < 4; i++) {
      glMultiTexCoord4f(unit, st[2 * i], st[2 * i + 1], 0, q);
      glVertex2f(c[2 * i], c[2 * i + 1]);
   }
   glEnd();
}
