/*
 * arrays.c: vertex arrays (glDrawArrays from client arrays, glDrawElements and glDrawRangeElements with
 * every index type, buffer objects with byte offsets and glBufferSubData, glInterleavedArrays); twin
 * of test/scenes/arrays.ts.
 */
#include "scenes.h"

/* Triangles and a fan from a client position array and an unsigned-byte colour array, from `first`. */
static void draw_arrays(void)
{
   static const GLfloat positions[] = {
      -0.9, -0.9, 0.9, -0.9, 0, 0.9, -0.9, -0.8, -0.1, -0.85, -0.5, -0.05, 0.1, -0.8, 0.9, -0.6, 0.4, 0, -0.6,
      0.1, 0.2, 0.15, 0.1, 0.85, -0.8, 0.7,
   };
   static const GLubyte colours[] = {
      128, 128, 128, 255, 128, 128, 128, 255, 128, 128, 128, 255, 255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255,
      255, 255, 0, 255, 0, 255, 255, 255, 255, 0, 255, 255, 255, 128, 0, 255, 0, 128, 255, 255, 128, 255, 128,
      255, 255, 255, 255, 255,
   };
   glVertexPointer(2, GL_FLOAT, 0, positions);
   glColorPointer(4, GL_UNSIGNED_BYTE, 0, colours);
   glEnableClientState(GL_VERTEX_ARRAY);
   glEnableClientState(GL_COLOR_ARRAY);
   glDrawArrays(GL_TRIANGLES, 3, 6);
   glDrawArrays(GL_TRIANGLE_FAN, 9, 4);
}

/* A 4 × 3 grid of vertices drawn through unsigned-short, unsigned-int and unsigned-byte indices. */
static void draw_elements(void)
{
   static GLfloat positions[24], colours[36];
   for (int row = 0; row < 3; row++)
      for (int col = 0; col < 4; col++) {
         int i = row * 4 + col;
         positions[2 * i] = -0.9 + 0.6 * col;
         positions[2 * i + 1] = -0.9 + 0.9 * row;
         colours[3 * i] = col / 3.0;
         colours[3 * i + 1] = row / 2.0;
         colours[3 * i + 2] = (col + row) % 2;
      }
   glVertexPointer(2, GL_FLOAT, 0, positions);
   glColorPointer(3, GL_FLOAT, 0, colours);
   glEnableClientState(GL_VERTEX_ARRAY);
   glEnableClientState(GL_COLOR_ARRAY);
   glDrawElements(GL_TRIANGLES, 12, GL_UNSIGNED_SHORT, (const GLushort[]){0, 1, 5, 0, 5, 4, 2, 3, 7, 1, 6, 5});
   glDrawRangeElements(GL_TRIANGLE_STRIP, 4, 10, 6, GL_UNSIGNED_INT, (const GLuint[]){8, 4, 9, 5, 10, 6});
   glDrawElements(GL_TRIANGLES, 3, GL_UNSIGNED_BYTE, (const GLubyte[]){7, 11, 10});
}

/*
 * One buffer object holding positions (bytes 0–63) then colours (64–95), one colour replaced by
 * glBufferSubData; indices in an element buffer, drawn from byte offset 4.
 */
static void buffer_objects(void)
{
   static const GLfloat positions[] = {
      -0.8, -0.8, 0, -0.7, -0.7, 0, 0.1, 0.1, 0.1, -0.2, 0.9, -0.1, 0.2, 0.8, 0.85, 0.9,
   };
   static const GLubyte colours[] = {
      255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255, 255, 255, 0, 255, 0, 255, 255, 255,
      255, 0, 255, 255, 255, 128, 0, 255,
   };
   GLuint names[2];
   glGenBuffers(2, names);
   glBindBuffer(GL_ARRAY_BUFFER, names[0]);
   glBufferData(GL_ARRAY_BUFFER, 96, NULL, GL_STATIC_DRAW);
   glBufferSubData(GL_ARRAY_BUFFER, 0, 64, positions);
   glBufferSubData(GL_ARRAY_BUFFER, 64, 32, colours);
   glBufferSubData(GL_ARRAY_BUFFER, 72, 4, (const GLubyte[]){255, 255, 0, 255});
   glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, names[1]);
   glBufferData(GL_ELEMENT_ARRAY_BUFFER, 28, (const GLushort[]){7, 7, 0, 1, 2, 2, 1, 3, 4, 5, 6, 6, 5, 7},
                GL_STATIC_DRAW);
   glVertexPointer(2, GL_FLOAT, 0, (const void *)0);
   glColorPointer(4, GL_UNSIGNED_BYTE, 0, (const void *)64);
   glEnableClientState(GL_VERTEX_ARRAY);
   glEnableClientState(GL_COLOR_ARRAY);
   glDrawElements(GL_TRIANGLES, 12, GL_UNSIGNED_SHORT, (const void *)4);
}

/* GL_C3F_V3F from a float array, then GL_C4UB_V2F from 12-byte records of 4 colour bytes and 2 floats. */
static void interleaved(void)
{
   static const GLfloat c3f_v3f[] = {
      1, 0, 0, -0.9, -0.9, 0, 0, 1, 0, 0.3, -0.8, 0, 0, 0, 1, -0.5, 0.2, 0,
   };
   glInterleavedArrays(GL_C3F_V3F, 0, c3f_v3f);
   glDrawArrays(GL_TRIANGLES, 0, 3);
   static struct { GLubyte colour[4]; GLfloat vertex[2]; } records[3];
   static const double vertices[3][2] = {{-0.2, 0.1}, {0.9, 0.0}, {0.4, 0.9}};
   static const GLubyte vertex_colours[3][4] = {{255, 255, 0, 255}, {0, 255, 255, 255}, {255, 0, 255, 255}};
   for (int i = 0; i < 3; i++) {
      for (int c = 0; c < 4; c++) records[i].colour[c] = vertex_colours[i][c];
      records[i].vertex[0] = vertices[i][0];
      records[i].vertex[1] = vertices[i][1];
   }
   glInterleavedArrays(GL_C4UB_V2F, 0, records);
   glDrawArrays(GL_TRIANGLES, 0, 3);
}

static const Scene SCENES[] = {
   SCENE("arrays-draw-arrays", 64, 64, draw_arrays),
   SCENE("arrays-draw-elements", 64, 64, draw_elements),
   SCENE("arrays-buffer-objects", 64, 64, buffer_objects),
   SCENE("arrays-interleaved", 64, 64, interleaved),
};
GROUP(ARRAY_SCENES, SCENES);
