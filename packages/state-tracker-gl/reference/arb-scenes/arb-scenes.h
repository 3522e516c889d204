/*
 * arb-scenes.h: what the C twins of the ARB program scenes share: gl-scenes' scene table and helpers,
 * the three scene groups (vertex.c, fragment.c, mixed.c) and the helpers of arb-helpers.c. The program
 * texts live in programs/, read at run time from the folder named by ARB_SCENE_PROGRAMS, so the
 * TypeScript side loads the very same strings.
 */
#ifndef ARB_SCENES_H
#define ARB_SCENES_H

#include "../gl-scenes/scenes.h"

extern const SceneGroup ARB_VERTEX_SCENES, ARB_FRAGMENT_SCENES, ARB_MIXED_SCENES;

/* arb-helpers.c */
char *program_text(const char *file, GLsizei *length);
GLuint load_program(GLenum target, const char *file);
void one_hot(int i, GLfloat out[4]);
void cell_corners(int col, int row, int cols, int rows, GLfloat out[8]);
void cell_rect(int col, int row, int cols, int rows);
void cell_rect_coords(int col, int row, int cols, int rows, GLenum unit, double q);

#endif
