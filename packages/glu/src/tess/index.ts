// The polygon tessellator's public entry points (GLU 1.3 section 5 and the GLU 1.0 polygon calls).
export {
  GLUtesselator,
  gluBeginPolygon,
  gluDeleteTess,
  gluEndPolygon,
  gluGetTessProperty,
  gluNewTess,
  gluNextContour,
  gluTessBeginContour,
  gluTessBeginPolygon,
  gluTessCallback,
  gluTessEndContour,
  gluTessEndPolygon,
  gluTessNormal,
  gluTessProperty,
  gluTessVertex,
} from './api.js';
export type { GLUtessCallback, GLUtessCombineCallback } from './callbacks.js';
