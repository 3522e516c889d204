/*
 * arb-scenes.c: the scene table of the program that draws the ARB program scenes with Mesa through
 * OSMesa (../gl-scenes/scene-runner.c has its main and usage; regenerate.mjs builds and runs it). Each
 * scene's programs are files of programs/ that the TypeScript scene table
 * (test/arb-scenes/scenes.ts) names too; the C makes the GL calls a user would make around them.
 * Build: cc -std=c99 -O2 *.c ../gl-scenes/scene-runner.c ../gl-scenes/helpers.c -lOSMesa -lm
 * Run:   ARB_SCENE_PROGRAMS=programs ./arb-scenes <out-dir> [scene...]
 */
#include "arb-scenes.h"

const char *const SCENE_PROGRAM = "arb-scenes";

const SceneGroup *const SCENE_GROUPS[] = { &ARB_VERTEX_SCENES, &ARB_FRAGMENT_SCENES, &ARB_MIXED_SCENES };
const int SCENE_GROUP_COUNT = (int)(sizeof(SCENE_GROUPS) / sizeof(SCENE_GROUPS[0]));
