/*
 * scene-runner.c: the main of the OSMesa scene programs (gl-scenes here, arb-scenes next door): renders
 * the scenes of the program's SCENE_GROUPS with Mesa through OSMesa (GALLIUM_DRIVER=llvmpipe or
 * softpipe), so that the state tracker's pictures can be compared with Mesa's own.
 *
 * Usage: <program> <out-dir> [scene...]
 * Renders each scene (all of them when none is named) in a fresh OSMesa context (RGBA8, 24-bit depth,
 * 8-bit stencil, the scene's accumulation bits) after clearing colour (0, 0, 0, 1), depth 1 and stencil 0; writes
 * <out-dir>/<scene>.rgba (width x height RGBA8, bottom row first, as glReadPixels returns it) and prints
 * "GL_RENDERER: <renderer>". A scene that leaves a GL error fails the run.
 */
#include "scenes.h"
#include <GL/osmesa.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int write_file(const char *path, const unsigned char *data, size_t size)
{
   FILE *file = fopen(path, "wb");
   int ok = file && fwrite(data, 1, size, file) == size;
   if (file) ok = fclose(file) == 0 && ok;
   if (!ok) fprintf(stderr, "%s: cannot write %s\n", SCENE_PROGRAM, path);
   return ok;
}

/* Renders one scene in a fresh context (so every scene starts from GL's initial state) and writes it. */
static int render_scene(const Scene *scene, const char *out_dir, int print_renderer)
{
   size_t size = (size_t)scene->width * scene->height * 4;
   unsigned char *buffer = calloc(size, 1), *pixels = calloc(size, 1);
   OSMesaContext ctx = OSMesaCreateContextExt(OSMESA_RGBA, 24, 8, scene->accum_bits, NULL);
   if (!ctx || !buffer || !pixels) {
      fprintf(stderr, "%s: cannot create an OSMesa context\n", SCENE_PROGRAM);
      return 0;
   }
   if (!OSMesaMakeCurrent(ctx, buffer, GL_UNSIGNED_BYTE, scene->width, scene->height)) {
      fprintf(stderr, "%s: OSMesaMakeCurrent failed for %s\n", SCENE_PROGRAM, scene->name);
      return 0;
   }
   if (print_renderer) printf("GL_RENDERER: %s\n", (const char *)glGetString(GL_RENDERER));
   glClearColor(0, 0, 0, 1);
   glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT | GL_STENCIL_BUFFER_BIT);
   scene->draw();
   glFinish();
   GLenum error = glGetError();
   if (error != GL_NO_ERROR) {
      fprintf(stderr, "%s: scene %s raised GL error 0x%04x\n", SCENE_PROGRAM, scene->name, error);
      return 0;
   }
   glPixelStorei(GL_PACK_ALIGNMENT, 1);
   glReadPixels(0, 0, scene->width, scene->height, GL_RGBA, GL_UNSIGNED_BYTE, pixels);
   char path[4096];
   snprintf(path, sizeof path, "%s/%s.rgba", out_dir, scene->name);
   int ok = write_file(path, pixels, size);
   OSMesaDestroyContext(ctx);
   free(buffer);
   free(pixels);
   return ok;
}

static const Scene *find_scene(const char *name)
{
   for (int g = 0; g < SCENE_GROUP_COUNT; g++)
      for (int i = 0; i < SCENE_GROUPS[g]->count; i++)
         if (strcmp(SCENE_GROUPS[g]->scenes[i].name, name) == 0) return &SCENE_GROUPS[g]->scenes[i];
   return NULL;
}

int main(int argc, char **argv)
{
   if (argc < 2) {
      fprintf(stderr, "usage: %s <out-dir> [scene...]\n", SCENE_PROGRAM);
      return 2;
   }
   for (int a = 2; a < argc; a++)
      if (!find_scene(argv[a])) {
         fprintf(stderr, "%s: unknown scene %s\n", SCENE_PROGRAM, argv[a]);
         return 2;
      }
   int printed = 0;
   for (int g = 0; g < SCENE_GROUP_COUNT; g++)
      for (int i = 0; i < SCENE_GROUPS[g]->count; i++) {
         const Scene *scene = &SCENE_GROUPS[g]->scenes[i];
         int wanted = argc == 2;
         for (int a = 2; a < argc && !wanted; a++) wanted = strcmp(argv[a], scene->name) == 0;
         if (!wanted) continue;
         if (!render_scene(scene, argv[1], !printed)) return 1;
         printed = 1;
      }
   return 0;
}
