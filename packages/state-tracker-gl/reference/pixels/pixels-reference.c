/*
 * pixels-reference.c: runs pixel-transfer cases through Mesa (OSMesa, GALLIUM_DRIVER=llvmpipe) and
 * prints what Mesa wrote, so the pixel module's tests can compare byte for byte.
 *
 * Input (stdin): one case per line, commands separated by ';', numbers in decimal, data in hex
 * ("-" for a null pointer). Each case starts from a fresh 64x64 RGBA8/Z24S8 context state: default
 * pixel store, transfer and maps, cleared buffers, a new 2D texture.
 *   S pname value              glPixelStorei
 *   T pname value              glPixelTransferf
 *   M map n v1 .. vn           glPixelMapfv
 *   X ifmt w h format type hex glTexImage2D(GL_TEXTURE_2D, 0, ...)
 *   Q                          print the level's RED/GREEN/BLUE/ALPHA/LUMINANCE/INTENSITY/DEPTH sizes
 *   G format type size         glGetTexImage into size bytes filled with 0xAA; print them
 *   D w h format type hex      glDrawPixels at window (0, 0)
 *   P x y w h format type size glReadPixels into size bytes filled with 0xAA; print them
 *   Z                          glEnable(GL_DEPTH_TEST) with glDepthFunc(GL_ALWAYS), so DrawPixels writes depth
 *   B w h hex                  glBitmap(w, h, 0, 0, 0, 0) at window (0, 0) with colour (1, 1, 1, 1)
 *   PS hex                     glPolygonStipple
 *   GS size                    glGetPolygonStipple into size bytes filled with 0xAA; print them
 * Output (stdout): one line per case: each printed result as hex (Q as "r,g,b,a,l,i,d"), separated by
 * spaces, then "err=N" with the first glGetError of the case.
 */
#include <GL/osmesa.h>
#include <GL/gl.h>
#include <GL/glext.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SIZE 64

static unsigned char *parse_hex(const char *hex, size_t *len) {
  if (strcmp(hex, "-") == 0) { *len = 0; return NULL; }
  size_t n = strlen(hex) / 2;
  unsigned char *data = malloc(n ? n : 1);
  for (size_t i = 0; i < n; i++) { unsigned v; sscanf(hex + 2 * i, "%2x", &v); data[i] = (unsigned char)v; }
  *len = n;
  return data;
}

static void print_hex(const unsigned char *data, size_t n) {
  for (size_t i = 0; i < n; i++) printf("%02x", data[i]);
  printf(" ");
}

static GLenum first_error;
static void note_error(void) {
  GLenum e = glGetError();
  if (first_error == 0 && e != 0) first_error = e;
}

static void reset_state(void) {
  static const GLenum stores[] = {
    GL_UNPACK_SWAP_BYTES, GL_UNPACK_LSB_FIRST, GL_UNPACK_ROW_LENGTH, GL_UNPACK_SKIP_ROWS, GL_UNPACK_SKIP_PIXELS,
    GL_UNPACK_IMAGE_HEIGHT, GL_UNPACK_SKIP_IMAGES, GL_PACK_SWAP_BYTES, GL_PACK_LSB_FIRST, GL_PACK_ROW_LENGTH,
    GL_PACK_SKIP_ROWS, GL_PACK_SKIP_PIXELS, GL_PACK_IMAGE_HEIGHT, GL_PACK_SKIP_IMAGES };
  for (unsigned i = 0; i < sizeof stores / sizeof stores[0]; i++) glPixelStorei(stores[i], 0);
  glPixelStorei(GL_UNPACK_ALIGNMENT, 4);
  glPixelStorei(GL_PACK_ALIGNMENT, 4);
  static const GLenum scales[] = { GL_RED_SCALE, GL_GREEN_SCALE, GL_BLUE_SCALE, GL_ALPHA_SCALE, GL_DEPTH_SCALE };
  static const GLenum biases[] = { GL_RED_BIAS, GL_GREEN_BIAS, GL_BLUE_BIAS, GL_ALPHA_BIAS, GL_DEPTH_BIAS };
  for (unsigned i = 0; i < 5; i++) { glPixelTransferf(scales[i], 1); glPixelTransferf(biases[i], 0); }
  glPixelTransferi(GL_MAP_COLOR, 0);
  glPixelTransferi(GL_MAP_STENCIL, 0);
  glPixelTransferi(GL_INDEX_SHIFT, 0);
  glPixelTransferi(GL_INDEX_OFFSET, 0);
  static const GLenum maps[] = { GL_PIXEL_MAP_I_TO_I, GL_PIXEL_MAP_S_TO_S, GL_PIXEL_MAP_I_TO_R, GL_PIXEL_MAP_I_TO_G,
    GL_PIXEL_MAP_I_TO_B, GL_PIXEL_MAP_I_TO_A, GL_PIXEL_MAP_R_TO_R, GL_PIXEL_MAP_G_TO_G, GL_PIXEL_MAP_B_TO_B,
    GL_PIXEL_MAP_A_TO_A };
  const GLfloat zero = 0;
  for (unsigned i = 0; i < 10; i++) glPixelMapfv(maps[i], 1, &zero);
  glClearColor(0, 0, 0, 0);
  glClearDepth(1);
  glClearStencil(0);
  glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT | GL_STENCIL_BUFFER_BIT);
  glColor4f(1, 1, 1, 1);
  glDisable(GL_DEPTH_TEST);
  glDepthFunc(GL_LESS);
}

static void raster_origin(void) {
  glRasterPos2f(-1, -1); /* identity matrices: window (0, 0) */
}

static void run(char *command) {
  char *tok[1100];
  int n = 0;
  for (char *t = strtok(command, " \t\r\n"); t && n < 1100; t = strtok(NULL, " \t\r\n")) tok[n++] = t;
  if (n == 0) return;
  const char *op = tok[0];
  size_t len;
  if (strcmp(op, "S") == 0) {
    glPixelStorei((GLenum)atoi(tok[1]), atoi(tok[2]));
  } else if (strcmp(op, "T") == 0) {
    glPixelTransferf((GLenum)atoi(tok[1]), (GLfloat)atof(tok[2]));
  } else if (strcmp(op, "M") == 0) {
    int count = atoi(tok[2]);
    GLfloat values[1024];
    for (int i = 0; i < count && i < 1024; i++) values[i] = (GLfloat)atof(tok[3 + i]);
    glPixelMapfv((GLenum)atoi(tok[1]), count, values);
  } else if (strcmp(op, "X") == 0) {
    unsigned char *data = parse_hex(tok[6], &len);
    glTexImage2D(GL_TEXTURE_2D, 0, atoi(tok[1]), atoi(tok[2]), atoi(tok[3]), 0, (GLenum)atoi(tok[4]),
                 (GLenum)atoi(tok[5]), data);
    free(data);
  } else if (strcmp(op, "Q") == 0) {
    static const GLenum names[] = { GL_TEXTURE_RED_SIZE, GL_TEXTURE_GREEN_SIZE, GL_TEXTURE_BLUE_SIZE,
      GL_TEXTURE_ALPHA_SIZE, GL_TEXTURE_LUMINANCE_SIZE, GL_TEXTURE_INTENSITY_SIZE, GL_TEXTURE_DEPTH_SIZE };
    for (int i = 0; i < 7; i++) {
      GLint v = -1;
      glGetTexLevelParameteriv(GL_TEXTURE_2D, 0, names[i], &v);
      printf(i ? ",%d" : "%d", v);
    }
    printf(" ");
  } else if (strcmp(op, "G") == 0) {
    size_t size = (size_t)atoi(tok[3]);
    unsigned char *out = malloc(size ? size : 1);
    memset(out, 0xaa, size);
    glGetTexImage(GL_TEXTURE_2D, 0, (GLenum)atoi(tok[1]), (GLenum)atoi(tok[2]), out);
    print_hex(out, size);
    free(out);
  } else if (strcmp(op, "D") == 0) {
    unsigned char *data = parse_hex(tok[5], &len);
    raster_origin();
    glDrawPixels(atoi(tok[1]), atoi(tok[2]), (GLenum)atoi(tok[3]), (GLenum)atoi(tok[4]), data);
    free(data);
  } else if (strcmp(op, "P") == 0) {
    size_t size = (size_t)atoi(tok[7]);
    unsigned char *out = malloc(size ? size : 1);
    memset(out, 0xaa, size);
    glReadPixels(atoi(tok[1]), atoi(tok[2]), atoi(tok[3]), atoi(tok[4]), (GLenum)atoi(tok[5]), (GLenum)atoi(tok[6]), out);
    print_hex(out, size);
    free(out);
  } else if (strcmp(op, "Z") == 0) {
    glEnable(GL_DEPTH_TEST);
    glDepthFunc(GL_ALWAYS);
  } else if (strcmp(op, "B") == 0) {
    unsigned char *data = parse_hex(tok[3], &len);
    raster_origin();
    glBitmap(atoi(tok[1]), atoi(tok[2]), 0, 0, 0, 0, data);
    free(data);
  } else if (strcmp(op, "PS") == 0) {
    unsigned char *data = parse_hex(tok[1], &len);
    glPolygonStipple(data);
    free(data);
  } else if (strcmp(op, "GS") == 0) {
    size_t size = (size_t)atoi(tok[1]);
    unsigned char *out = malloc(size);
    memset(out, 0xaa, size);
    glGetPolygonStipple(out);
    print_hex(out, size);
    free(out);
  } else {
    fprintf(stderr, "unknown command %s\n", op);
    exit(2);
  }
  note_error();
}

int main(void) {
  OSMesaContext ctx = OSMesaCreateContextExt(OSMESA_RGBA, 24, 8, 0, NULL);
  if (!ctx) { fprintf(stderr, "OSMesaCreateContextExt failed\n"); return 1; }
  static unsigned char buffer[SIZE * SIZE * 4];
  if (!OSMesaMakeCurrent(ctx, buffer, GL_UNSIGNED_BYTE, SIZE, SIZE)) { fprintf(stderr, "OSMesaMakeCurrent failed\n"); return 1; }
  glViewport(0, 0, SIZE, SIZE);
  glDisable(GL_DITHER);
  fprintf(stderr, "%s | %s\n", (const char *)glGetString(GL_RENDERER), (const char *)glGetString(GL_VERSION));
  static char line[1 << 20];
  GLuint texture;
  glGenTextures(1, &texture);
  while (fgets(line, sizeof line, stdin)) {
    reset_state();
    glBindTexture(GL_TEXTURE_2D, texture);
    first_error = 0;
    note_error();
    for (char *cmd = line, *next; cmd; cmd = next) {
      next = strchr(cmd, ';');
      if (next) *next++ = 0;
      run(cmd);
    }
    printf("err=%u\n", first_error);
    fflush(stdout);
  }
  OSMesaDestroyContext(ctx);
  return 0;
}
