// GLU 1.3 NURBS: curves and trimmed surfaces evaluated on the CPU and drawn through GL or handed to
// GLU_NURBS_TESSELLATOR callbacks.
export {
  GLUnurbs,
  gluBeginCurve,
  gluBeginSurface,
  gluBeginTrim,
  gluDeleteNurbsRenderer,
  gluEndCurve,
  gluEndSurface,
  gluEndTrim,
  gluGetNurbsProperty,
  gluLoadSamplingMatrices,
  gluNewNurbsRenderer,
  gluNurbsCallback,
  gluNurbsCallbackData,
  gluNurbsCallbackDataEXT,
  gluNurbsCurve,
  gluNurbsProperty,
  gluNurbsSurface,
  gluPwlCurve,
} from './api.js';
export type { NurbsCallback } from './output.js';
