// One `gl` WebGL2 context per test file (each vitest worker is its own process). A missing `gl`
// package or X server fails the tests with the platform's message: they are never skipped.
import { createNodeGlContext, type GlContextLike } from '../../src/platform/index.js';

let context: Promise<GlContextLike> | null = null;

/** The shared context, with EXT_color_buffer_float (float render targets) and OES_texture_float_linear enabled. */
export function sharedGl(): Promise<GlContextLike> {
  context ??= createNodeGlContext(256, 256).then((gl) => {
    if (!gl.getExtension('EXT_color_buffer_float')) throw new Error('EXT_color_buffer_float is missing');
    // Without it, float textures with LINEAR filtering are incomplete and sample as (0, 0, 0, 1).
    if (!gl.getExtension('OES_texture_float_linear')) throw new Error('OES_texture_float_linear is missing');
    return gl;
  });
  return context;
}

/** Throws when the context has a GL error pending. */
export function expectNoGlError(gl: GlContextLike, what: string): void {
  const e = gl.getError();
  if (e !== gl.NO_ERROR) throw new Error(`${what}: GL error 0x${e.toString(16)}`);
}
