/* The C twin of the tessellator tests: runs polygons through Mesa's libGLU tessellator and prints what
 * its callbacks receive, one JSON line per run, for test/fixtures/tess-libglu.json (made by
 * reference/regenerate-tess.mjs). Input on stdin: the number of runs, then per run
 * "rule boundaryOnly nx ny nz contours", then per contour "n" and n lines "x y z".
 * Filled runs set an edge-flag callback, so libGLU outputs independent triangles with edge flags. */
#include <GL/glu.h>
#include <stdio.h>
#include <stdlib.h>

#define MAX_VERTICES 200000

static GLdouble vertices[MAX_VERTICES][3];
static int vertexCount;
static int edgeFlag = 1;
static int firstItem;
static int inPrimitive;
static GLenum primitiveType;

static GLdouble *newVertex(GLdouble x, GLdouble y, GLdouble z) {
  if (vertexCount >= MAX_VERTICES) {
    fprintf(stderr, "too many vertices\n");
    exit(1);
  }
  GLdouble *v = vertices[vertexCount++];
  v[0] = x;
  v[1] = y;
  v[2] = z;
  return v;
}

static void item(void) {
  if (!firstItem) printf(",");
  firstItem = 0;
}

static void GLAPIENTRY onBegin(GLenum type) {
  primitiveType = type;
  item();
  printf("{\"type\":%u,\"vertices\":[", type);
  inPrimitive = 1;
  firstItem = 1;
}

static void GLAPIENTRY onVertex(void *data) {
  const GLdouble *v = data;
  item();
  if (primitiveType == GL_TRIANGLES)
    printf("[%.17g,%.17g,%.17g,%d]", v[0], v[1], v[2], edgeFlag);
  else
    printf("[%.17g,%.17g,%.17g]", v[0], v[1], v[2]);
}

static void GLAPIENTRY onEnd(void) {
  printf("]}");
  inPrimitive = 0;
  firstItem = 0;
}

static void GLAPIENTRY onEdgeFlag(GLboolean flag) { edgeFlag = flag ? 1 : 0; }

static int errors[64];
static int errorCount;
static void GLAPIENTRY onError(GLenum errno_) {
  if (errorCount < 64) errors[errorCount++] = (int)errno_;
}

static int combines;
static void GLAPIENTRY onCombine(GLdouble coords[3], void *data[4], GLfloat weights[4], void **out) {
  (void)data;
  (void)weights;
  combines++;
  *out = newVertex(coords[0], coords[1], coords[2]);
}

int main(void) {
  int runs;
  if (scanf("%d", &runs) != 1) return 1;
  for (int r = 0; r < runs; r++) {
    int rule, boundaryOnly, contours;
    double nx, ny, nz;
    if (scanf("%d %d %lf %lf %lf %d", &rule, &boundaryOnly, &nx, &ny, &nz, &contours) != 6) return 1;
    GLUtesselator *tess = gluNewTess();
    gluTessCallback(tess, GLU_TESS_BEGIN, (void(GLAPIENTRY *)(void))onBegin);
    gluTessCallback(tess, GLU_TESS_VERTEX, (void(GLAPIENTRY *)(void))onVertex);
    gluTessCallback(tess, GLU_TESS_END, (void(GLAPIENTRY *)(void))onEnd);
    gluTessCallback(tess, GLU_TESS_ERROR, (void(GLAPIENTRY *)(void))onError);
    gluTessCallback(tess, GLU_TESS_COMBINE, (void(GLAPIENTRY *)(void))onCombine);
    if (!boundaryOnly) gluTessCallback(tess, GLU_TESS_EDGE_FLAG, (void(GLAPIENTRY *)(void))onEdgeFlag);
    gluTessProperty(tess, GLU_TESS_WINDING_RULE, rule);
    gluTessProperty(tess, GLU_TESS_BOUNDARY_ONLY, boundaryOnly);
    gluTessNormal(tess, nx, ny, nz);
    errorCount = 0;
    combines = 0;
    edgeFlag = 1;
    firstItem = 1;
    printf("{\"primitives\":[");
    gluTessBeginPolygon(tess, NULL);
    for (int c = 0; c < contours; c++) {
      int n;
      if (scanf("%d", &n) != 1) return 1;
      gluTessBeginContour(tess);
      for (int i = 0; i < n; i++) {
        double x, y, z;
        if (scanf("%lf %lf %lf", &x, &y, &z) != 3) return 1;
        GLdouble *v = newVertex(x, y, z);
        gluTessVertex(tess, v, v);
      }
      gluTessEndContour(tess);
    }
    gluTessEndPolygon(tess);
    gluDeleteTess(tess);
    printf("],\"combines\":%d,\"errors\":[", combines);
    for (int i = 0; i < errorCount; i++) printf(i ? ",%d" : "%d", errors[i]);
    printf("]}\n");
  }
  return 0;
}
