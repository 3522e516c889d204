/*
 * scenes.h: what the C twins of state-tracker-gl's GL scenes share: the scene table entry, the scene
 * groups (one .c file each, mirroring the .ts files of test/scenes), the table scene-runner.c renders
 * and the helpers of helpers.c. The ARB program scenes (../arb-scenes) use it too.
 */
#ifndef GL_SCENES_H
#define GL_SCENES_H

#define GL_GLEXT_PROTOTYPES 1
#include <GL/gl.h>
#include <GL/glext.h>
#include <math.h>
#include <stddef.h>

/* The same value as JavaScript's Math.PI. */
#define PI 3.141592653589793

typedef struct Scene {
   const char *name;
   int width, height;
   void (*draw)(void);
   /* Accumulation bits per channel of the context (0, the default: none). */
   int accum_bits;
} Scene;

/* A table entry, SCENE(name, width, height, fn[, accum_bits]); regenerate.mjs reads the names and sizes. */
#define SCENE(name, width, height, ...) { name, width, height, __VA_ARGS__ }

/* A group of scenes, in the order of its TypeScript twin's list. */
typedef struct SceneGroup {
   const Scene *scenes;
   int count;
} SceneGroup;

extern const SceneGroup TRANSFORM_SCENES, PRIMITIVE_SCENES, ARRAY_SCENES, LIST_SCENES, LIGHTING_SCENES,
   TEXGEN_SCENES, TEXENV_SCENES, TEXTURE_SCENES, FOG_SCENES, FRAGMENT_SCENES, RASTER_SCENES, PIXEL_SCENES,
   EVALUATOR_SCENES, COMPRESSED_SCENES, BUFFER_SCENES;

#define GROUP(name, table) const SceneGroup name = { table, (int)(sizeof(table) / sizeof(table[0])) }

/* What scene-runner.c's main renders, defined by each scene program: its name (for messages) and groups. */
extern const char *const SCENE_PROGRAM;
extern const SceneGroup *const SCENE_GROUPS[];
extern const int SCENE_GROUP_COUNT;

/* helpers.c */
void affine_colour(double x, double y);
void coloured_vertex(double x, double y);
void grid(int n);
void sphere(double radius, int slices, int stacks);
void perspective_view(void);
void textured_rect(double x0, double y0, double x1, double y1, double s0, double t0, double s1, double t1);
GLuint new_texture(void);
void pattern_image(void);
void checker_image(int level, int size, int cell);

#endif
