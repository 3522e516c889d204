// The enum parameter types of the glu* functions: per parameter, the union of the `typeof GLU_…` (or
// GL_…) constants the function accepts, so an editor offers them, plus GLenum, so a computed number
// still type-checks. Types only: nothing here exists at run time. test/enum-types.test.ts checks each
// union against what the function accepts at run time.
import type {
  GL_ALPHA,
  GL_BGR,
  GL_BGRA,
  GL_BITMAP,
  GL_BLUE,
  GL_BYTE,
  GL_COLOR_INDEX,
  GL_DEPTH_COMPONENT,
  GL_FLOAT,
  GL_GREEN,
  GL_INT,
  GL_LUMINANCE,
  GL_LUMINANCE_ALPHA,
  GL_MAP1_COLOR_4,
  GL_MAP1_INDEX,
  GL_MAP1_NORMAL,
  GL_MAP1_TEXTURE_COORD_1,
  GL_MAP1_TEXTURE_COORD_2,
  GL_MAP1_TEXTURE_COORD_3,
  GL_MAP1_TEXTURE_COORD_4,
  GL_MAP1_VERTEX_3,
  GL_MAP1_VERTEX_4,
  GL_MAP2_COLOR_4,
  GL_MAP2_INDEX,
  GL_MAP2_NORMAL,
  GL_MAP2_TEXTURE_COORD_1,
  GL_MAP2_TEXTURE_COORD_2,
  GL_MAP2_TEXTURE_COORD_3,
  GL_MAP2_TEXTURE_COORD_4,
  GL_MAP2_VERTEX_3,
  GL_MAP2_VERTEX_4,
  GL_RED,
  GL_RGB,
  GL_RGBA,
  GL_SHORT,
  GL_STENCIL_INDEX,
  GL_UNSIGNED_BYTE,
  GL_UNSIGNED_BYTE_2_3_3_REV,
  GL_UNSIGNED_BYTE_3_3_2,
  GL_UNSIGNED_INT,
  GL_UNSIGNED_INT_2_10_10_10_REV,
  GL_UNSIGNED_INT_8_8_8_8,
  GL_UNSIGNED_INT_8_8_8_8_REV,
  GL_UNSIGNED_INT_10_10_10_2,
  GL_UNSIGNED_SHORT,
  GL_UNSIGNED_SHORT_1_5_5_5_REV,
  GL_UNSIGNED_SHORT_4_4_4_4,
  GL_UNSIGNED_SHORT_4_4_4_4_REV,
  GL_UNSIGNED_SHORT_5_5_5_1,
  GL_UNSIGNED_SHORT_5_6_5,
  GL_UNSIGNED_SHORT_5_6_5_REV,
  GLenum,
} from '@gallium-ts/state-tracker-gl';
import type {
  GLU_AUTO_LOAD_MATRIX,
  GLU_CCW,
  GLU_CULLING,
  GLU_CW,
  GLU_DISPLAY_MODE,
  GLU_ERROR,
  GLU_EXTENSIONS,
  GLU_EXTERIOR,
  GLU_FILL,
  GLU_FLAT,
  GLU_INSIDE,
  GLU_INTERIOR,
  GLU_LINE,
  GLU_MAP1_TRIM_2,
  GLU_MAP1_TRIM_3,
  GLU_NONE,
  GLU_NURBS_BEGIN,
  GLU_NURBS_BEGIN_DATA,
  GLU_NURBS_COLOR,
  GLU_NURBS_COLOR_DATA,
  GLU_NURBS_END,
  GLU_NURBS_END_DATA,
  GLU_NURBS_ERROR,
  GLU_NURBS_MODE,
  GLU_NURBS_NORMAL,
  GLU_NURBS_NORMAL_DATA,
  GLU_NURBS_TEXTURE_COORD,
  GLU_NURBS_TEXTURE_COORD_DATA,
  GLU_NURBS_VERTEX,
  GLU_NURBS_VERTEX_DATA,
  GLU_OUTSIDE,
  GLU_PARAMETRIC_TOLERANCE,
  GLU_POINT,
  GLU_SAMPLING_METHOD,
  GLU_SAMPLING_TOLERANCE,
  GLU_SILHOUETTE,
  GLU_SMOOTH,
  GLU_TESS_BEGIN,
  GLU_TESS_BEGIN_DATA,
  GLU_TESS_BOUNDARY_ONLY,
  GLU_TESS_COMBINE,
  GLU_TESS_COMBINE_DATA,
  GLU_TESS_EDGE_FLAG,
  GLU_TESS_EDGE_FLAG_DATA,
  GLU_TESS_END,
  GLU_TESS_END_DATA,
  GLU_TESS_ERROR,
  GLU_TESS_ERROR_DATA,
  GLU_TESS_TOLERANCE,
  GLU_TESS_VERTEX,
  GLU_TESS_VERTEX_DATA,
  GLU_TESS_WINDING_RULE,
  GLU_U_STEP,
  GLU_UNKNOWN,
  GLU_V_STEP,
  GLU_VERSION,
} from './glu-enums.js';

/** gluQuadricCallback's `which`: GLU_ERROR, the only quadric callback. */
export type QuadricCallbackWhich = typeof GLU_ERROR | GLenum;

/** gluQuadricNormals' `normal`. */
export type QuadricNormal = typeof GLU_SMOOTH | typeof GLU_FLAT | typeof GLU_NONE | GLenum;

/** gluQuadricOrientation's `orientation`. */
export type QuadricOrientation = typeof GLU_OUTSIDE | typeof GLU_INSIDE | GLenum;

/** gluQuadricDrawStyle's `draw`. */
export type QuadricDrawStyle =
  | typeof GLU_FILL
  | typeof GLU_LINE
  | typeof GLU_SILHOUETTE
  | typeof GLU_POINT
  | GLenum;

/** gluGetString's `name`. */
export type GluStringName = typeof GLU_VERSION | typeof GLU_EXTENSIONS | GLenum;

/** gluNurbsProperty's and gluGetNurbsProperty's `property`. */
export type NurbsProperty =
  | typeof GLU_SAMPLING_TOLERANCE
  | typeof GLU_DISPLAY_MODE
  | typeof GLU_CULLING
  | typeof GLU_AUTO_LOAD_MATRIX
  | typeof GLU_PARAMETRIC_TOLERANCE
  | typeof GLU_SAMPLING_METHOD
  | typeof GLU_U_STEP
  | typeof GLU_V_STEP
  | typeof GLU_NURBS_MODE
  | GLenum;

/** gluNurbsCallback's `which`: the error callback and the GLU_NURBS_TESSELLATOR callbacks. */
export type NurbsCallbackWhich =
  | typeof GLU_NURBS_ERROR
  | typeof GLU_NURBS_BEGIN
  | typeof GLU_NURBS_VERTEX
  | typeof GLU_NURBS_NORMAL
  | typeof GLU_NURBS_COLOR
  | typeof GLU_NURBS_TEXTURE_COORD
  | typeof GLU_NURBS_END
  | typeof GLU_NURBS_BEGIN_DATA
  | typeof GLU_NURBS_VERTEX_DATA
  | typeof GLU_NURBS_NORMAL_DATA
  | typeof GLU_NURBS_COLOR_DATA
  | typeof GLU_NURBS_TEXTURE_COORD_DATA
  | typeof GLU_NURBS_END_DATA
  | GLenum;

/** gluNurbsCurve's `type`: a GL_MAP1_* map in a curve, GLU_MAP1_TRIM_2/3 in a trim loop. */
export type NurbsCurveType =
  | typeof GL_MAP1_VERTEX_3
  | typeof GL_MAP1_VERTEX_4
  | typeof GL_MAP1_NORMAL
  | typeof GL_MAP1_COLOR_4
  | typeof GL_MAP1_INDEX
  | typeof GL_MAP1_TEXTURE_COORD_1
  | typeof GL_MAP1_TEXTURE_COORD_2
  | typeof GL_MAP1_TEXTURE_COORD_3
  | typeof GL_MAP1_TEXTURE_COORD_4
  | typeof GLU_MAP1_TRIM_2
  | typeof GLU_MAP1_TRIM_3
  | GLenum;

/** gluNurbsSurface's `type`: a GL_MAP2_* map. */
export type NurbsSurfaceType =
  | typeof GL_MAP2_VERTEX_3
  | typeof GL_MAP2_VERTEX_4
  | typeof GL_MAP2_NORMAL
  | typeof GL_MAP2_COLOR_4
  | typeof GL_MAP2_INDEX
  | typeof GL_MAP2_TEXTURE_COORD_1
  | typeof GL_MAP2_TEXTURE_COORD_2
  | typeof GL_MAP2_TEXTURE_COORD_3
  | typeof GL_MAP2_TEXTURE_COORD_4
  | GLenum;

/** gluPwlCurve's `type`: a trim curve of (u, v) or homogeneous (u, v, w) points. */
export type PwlCurveType = typeof GLU_MAP1_TRIM_2 | typeof GLU_MAP1_TRIM_3 | GLenum;

/** gluTessProperty's and gluGetTessProperty's `which`. */
export type TessProperty =
  | typeof GLU_TESS_WINDING_RULE
  | typeof GLU_TESS_BOUNDARY_ONLY
  | typeof GLU_TESS_TOLERANCE
  | GLenum;

/** gluTessCallback's `which`. */
export type TessCallbackWhich =
  | typeof GLU_TESS_BEGIN
  | typeof GLU_TESS_VERTEX
  | typeof GLU_TESS_END
  | typeof GLU_TESS_ERROR
  | typeof GLU_TESS_EDGE_FLAG
  | typeof GLU_TESS_COMBINE
  | typeof GLU_TESS_BEGIN_DATA
  | typeof GLU_TESS_VERTEX_DATA
  | typeof GLU_TESS_END_DATA
  | typeof GLU_TESS_ERROR_DATA
  | typeof GLU_TESS_EDGE_FLAG_DATA
  | typeof GLU_TESS_COMBINE_DATA
  | GLenum;

/** gluNextContour's `type` (GLU 1.0): the contour's kind, which GLU 1.3 ignores. */
export type ContourType =
  | typeof GLU_CW
  | typeof GLU_CCW
  | typeof GLU_INTERIOR
  | typeof GLU_EXTERIOR
  | typeof GLU_UNKNOWN
  | GLenum;

/** gluBuild*Mipmaps' and gluBuild*MipmapLevels' `format`: the pixel formats of GL 1.2 except stencil. */
export type MipmapFormat =
  | typeof GL_COLOR_INDEX
  | typeof GL_DEPTH_COMPONENT
  | typeof GL_RED
  | typeof GL_GREEN
  | typeof GL_BLUE
  | typeof GL_ALPHA
  | typeof GL_RGB
  | typeof GL_RGBA
  | typeof GL_LUMINANCE
  | typeof GL_LUMINANCE_ALPHA
  | typeof GL_BGR
  | typeof GL_BGRA
  | GLenum;

/** gluScaleImage's `format`: the pixel formats of GL 1.2. */
export type ImageFormat = MipmapFormat | typeof GL_STENCIL_INDEX;

/** The component types of 3D images (gluBuild3DMipmaps, gluBuild3DMipmapLevels): plain and packed. */
export type Image3DType =
  | typeof GL_UNSIGNED_BYTE
  | typeof GL_BYTE
  | typeof GL_UNSIGNED_SHORT
  | typeof GL_SHORT
  | typeof GL_UNSIGNED_INT
  | typeof GL_INT
  | typeof GL_FLOAT
  | typeof GL_UNSIGNED_BYTE_3_3_2
  | typeof GL_UNSIGNED_BYTE_2_3_3_REV
  | typeof GL_UNSIGNED_SHORT_5_6_5
  | typeof GL_UNSIGNED_SHORT_5_6_5_REV
  | typeof GL_UNSIGNED_SHORT_4_4_4_4
  | typeof GL_UNSIGNED_SHORT_4_4_4_4_REV
  | typeof GL_UNSIGNED_SHORT_5_5_5_1
  | typeof GL_UNSIGNED_SHORT_1_5_5_5_REV
  | typeof GL_UNSIGNED_INT_8_8_8_8
  | typeof GL_UNSIGNED_INT_8_8_8_8_REV
  | typeof GL_UNSIGNED_INT_10_10_10_2
  | typeof GL_UNSIGNED_INT_2_10_10_10_REV
  | GLenum;

/** The component types of 1D and 2D images (gluScaleImage, gluBuild1D/2D*): those of 3D and GL_BITMAP. */
export type ImageType = Image3DType | typeof GL_BITMAP;
