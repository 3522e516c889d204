// Stands in for src/platform/index.ts when the translator tests run in Chromium: the bundler gives
// test/helpers/gl.ts this module, so the tests' shared context is a WebGL2 context of a canvas on the
// page instead of one from the npm package `gl`. Nothing else changes: the helpers enable the same
// extensions and the tests compare the same values.
import type { GlContextLike } from '../../src/platform/index.js';

export type { GlContextLike } from '../../src/platform/index.js';

/** The page's stand-in for createNodeGlContext: a `width` × `height` canvas's WebGL2 context. */
export async function createNodeGlContext(width: number, height: number): Promise<GlContextLike> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  document.body.append(canvas);
  const gl = canvas.getContext('webgl2', { preserveDrawingBuffer: true, antialias: false });
  if (!gl)
    throw new Error(
      'this page has no WebGL2 context: run it with `npm run test:browser` (vitest.browser.config.ts)',
    );
  return gl;
}
