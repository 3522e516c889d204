/* Decodes S3TC images with Mesa: for each input line "format width height blockhex", uploads the blocks
 * with glCompressedTexImage2D into an OSMesa RGBA context and prints what glGetTexImage(GL_RGBA,
 * GL_UNSIGNED_BYTE) returns as hex, then "err=<GL error>". The renderer goes to stderr. */
#include <GL/osmesa.h>
#include <GL/gl.h>
#include <GL/glext.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static unsigned char blocks[1 << 16];
static unsigned char texels[1 << 18];

int main(void) {
  static unsigned char window[16 * 16 * 4];
  OSMesaContext ctx = OSMesaCreateContextExt(OSMESA_RGBA, 24, 8, 0, NULL);
  if (!ctx || !OSMesaMakeCurrent(ctx, window, GL_UNSIGNED_BYTE, 16, 16)) return 1;
  fprintf(stderr, "%s\n", (const char *)glGetString(GL_RENDERER));
  static char line[1 << 18];
  while (fgets(line, sizeof line, stdin)) {
    unsigned format;
    int width, height, used;
    if (sscanf(line, "%u %d %d %n", &format, &width, &height, &used) != 3) return 2;
    int size = 0;
    for (const char *p = line + used; p[0] && p[1] && p[0] != '\n'; p += 2) {
      unsigned byte;
      sscanf(p, "%2x", &byte);
      blocks[size++] = (unsigned char)byte;
    }
    glPixelStorei(GL_PACK_ALIGNMENT, 1);
    glCompressedTexImage2D(GL_TEXTURE_2D, 0, format, width, height, 0, size, blocks);
    memset(texels, 0, (size_t)width * height * 4);
    glGetTexImage(GL_TEXTURE_2D, 0, GL_RGBA, GL_UNSIGNED_BYTE, texels);
    for (int i = 0; i < width * height * 4; i++) printf("%02x", texels[i]);
    printf(" err=%u\n", glGetError());
  }
  OSMesaDestroyContext(ctx);
  return 0;
}
