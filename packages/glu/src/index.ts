// @gallium-ts/glu: GLU 1.3 written on the @gallium-ts/state-tracker-gl API alone (no pipe, no driver), as
// Mesa's libGLU is written on GL. Every entry point is named as in C and acts on the current GL context;
// every constant is exported with Khronos' value.
export * from './glu-enums.js';
export * from './tess/index.js';
