/*
 * gl-scenes.c: draws state-tracker-gl's GL scenes with Mesa through OSMesa, so that the state tracker's
 * pictures can be compared with Mesa's own (GALLIUM_DRIVER=llvmpipe or softpipe). Each scene lives in
 * the group file named like its TypeScript twin in test/scenes/ and makes the same GL calls with the
 * same numbers in the same order.
 *
 * Usage: gl-scenes <out-dir> [scene...]
 * Renders each scene (all of them when none is named) in a fresh OSMesa context (RGBA8, 24-bit depth,
 * 8-bit stencil, the scene's accumulation bits) after clearing colour (0, 0, 0, 1), depth 1 and stencil 0; writes
 * <out-dir>/<scene>.rgba (width x height RGBA8, bottom row first, as glReadPixels returns it) and prints
 * "GL_RENDERER: <renderer>". A scene that leaves a GL error fails the run.
 * Build: cc -std=c99 -O2 *.c -lOSMesa -lm   (regenerate.mjs does it)
 */
#include "scenes.h"
#include <GL/osmesa.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const SceneGroup *const GROUPS[] = {
   &TRANSFORM_SCENES, &PRIMITIVE_SCENES, &ARRAY_SCENES, &LIST_SCENES, &LIGHTING_SCENES, &TEXGEN_SCENES,
   &TEXENV_SCENES, &TEXTURE_SCENES, &FOG_SCENES, &FRAGMENT_SCENES, &RASTER_SCENES, &PIXEL_SCENES,
   &EVALUATOR_SCENES,
   &COMPRESSED_SCENES,
   &BUFFER_SCENES,
};
#define GROUP_COUNT (sizeof(GROUPS) / sizeof(GROUPS[0]))

static int write_file(const char *path, const unsigned char *data, size_t size)
{
   FILE *file = fopen(path, "wb");
   int ok = file && fwrite(data, 1, size, file) == size;
   if (file) ok = fclose(file) == 0 && ok;
   if (!ok) fprintf(stderr, "gl-scenes: cannot write %s\n", path);
   return ok;
}

/* Renders one scene in a fresh context (so every scene starts from GL's initial state) and writes it. */
static int render_scene(const Scene *scene, const char *out_dir, int print_renderer)
{
   size_t size = (size_t)scene->width * scene->height * 4;
   unsigned char *buffer = calloc(size, 1), *pixels = calloc(size, 1);
   OSMesaContext ctx = OSMesaCreateContextExt(OSMESA_RGBA, 24, 8, scene->accum_bits, NULL);
   if (!ctx || !buffer || !pixels) {
      fprintf(stderr, "gl-scenes: cannot create an OSMesa context\n");
      return 0;
   }
   if (!OSMesaMakeCurrent(ctx, buffer, GL_UNSIGNED_BYTE, scene->width, scene->height)) {
      fprintf(stderr, "gl-scenes: OSMesaMakeCurrent failed for %s\n", scene->name);
      return 0;
   }
   if (print_renderer) printf("GL_RENDERER: %s\n", (const char *)glGetString(GL_RENDERER));
   glClearColor(0, 0, 0, 1);
   glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT | GL_STENCIL_BUFFER_BIT);
   scene->draw();
   glFinish();
   GLenum error = glGetError();
   if (error != GL_NO_ERROR) {
      fprintf(stderr, "gl-scenes: scene %s raised GL error 0x%04x\n", scene->name, error);
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
   for (size_t g = 0; g < GROUP_COUNT; g++)
      for (int i = 0; i < GROUPS[g]->count; i++)
         if (strcmp(GROUPS[g]->scenes[i].name, name) == 0) return &GROUPS[g]->scenes[i];
   return NULL;
}

int main(int argc, char **argv)
{
   if (argc < 2) {
      fprintf(stderr, "usage: gl-scenes <out-dir> [scene...]\n");
      return 2;
   }
   for (int a = 2; a < argc; a++)
      if (!find_scene(argv[a])) {
         fprintf(stderr, "gl-scenes: unknown scene %s\n", argv[a]);
         return 2;
      }
   int printed = 0;
   for (size_t g = 0; g < GROUP_COUNT; g++)
      for (int i = 0; i < GROUPS[g]->count; i++) {
         const Scene *scene = &GROUPS[g]->scenes[i];
         int wanted = argc == 2;
         for (int a = 2; a < argc && !wanted; a++) wanted = strcmp(argv[a], scene->name) == 0;
         if (!wanted) continue;
         if (!render_scene(scene, argv[1], !printed)) return 1;
         printed = 1;
      }
   return 0;
}
