/*
 * gl-scenes.c: the scene table of the program that draws state-tracker-gl's GL scenes with Mesa through
 * OSMesa (scene-runner.c has its main and usage). Each scene lives in the group file named like its
 * TypeScript twin in test/scenes/ and makes the same GL calls with the same numbers in the same order.
 * Build: cc -std=c99 -O2 *.c -lOSMesa -lm   (regenerate.mjs does it)
 */
#include "scenes.h"

const char *const SCENE_PROGRAM = "gl-scenes";

const SceneGroup *const SCENE_GROUPS[] = {
   &TRANSFORM_SCENES, &PRIMITIVE_SCENES, &ARRAY_SCENES, &LIST_SCENES, &LIGHTING_SCENES, &TEXGEN_SCENES,
   &TEXENV_SCENES, &TEXTURE_SCENES, &FOG_SCENES, &FRAGMENT_SCENES, &RASTER_SCENES, &PIXEL_SCENES,
   &EVALUATOR_SCENES,
   &COMPRESSED_SCENES,
   &BUFFER_SCENES,
};
const int SCENE_GROUP_COUNT = (int)(sizeof(SCENE_GROUPS) / sizeof(SCENE_GROUPS[0]));
