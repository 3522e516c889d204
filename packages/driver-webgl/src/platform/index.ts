// Public surface of the platform layer.
export type { GlContextLike } from './gl-context.js';
export { createNodeGlContext, NODE_GL_INSTALL_HINT, NODE_GL_MISSING } from './node-gl.js';
