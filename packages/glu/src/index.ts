// @gallium-ts/glu: GLU 1.3 written on the @gallium-ts/state-tracker-gl API alone (no pipe, no driver), as
// Mesa's libGLU is written on GL. Every entry point is named as in C and acts on the current GL context;
// every constant is exported with Khronos' value.
export type * from './enum-types.js';
export * from './glu-enums.js';
export * from './matrix.js';
export * from './mipmap/build-mipmaps.js';
export * from './mipmap/scale-image.js';
export * from './nurbs/index.js';
export * from './project.js';
export * from './quadric/cylinder.js';
export * from './quadric/disk.js';
export {
  type GLUquadric,
  type GLUquadricErrorCallback,
  gluDeleteQuadric,
  gluNewQuadric,
  gluQuadricCallback,
  gluQuadricDrawStyle,
  gluQuadricNormals,
  gluQuadricOrientation,
  gluQuadricTexture,
} from './quadric/quadric.js';
export * from './quadric/sphere.js';
export * from './strings.js';
export * from './tess/index.js';
