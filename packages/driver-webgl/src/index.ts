// @gallium-ts/driver-webgl: the WebGL2 driver (under construction). Today: the TGSI → GLSL ES 3.00
// translator and the platform layer that opens a WebGL2 context in Node.
export * from './glsl/index.js';
export * from './platform/index.js';
