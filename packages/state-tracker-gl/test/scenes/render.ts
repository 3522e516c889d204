// Renders a GL scene in a fresh context on a driver, as reference/gl-scenes/scene-runner.c does on Mesa:
// clear colour (0, 0, 0, 1), depth 1 and stencil 0, the scene, glFinish, then the window read back (for a
// double-buffered scene: after swapBuffers, from the front buffer).
import type { RgbaImage } from '@gallium-ts/gallium-api/image';
import * as gl from '../../src/index.js';
import { readWindow } from '../helpers/drawing-drivers.js';
import type { GlScene } from './scene.js';

export interface RenderedScene {
  image: RgbaImage;
  /** glGetError after the scene: GL_NO_ERROR unless the scene made an invalid call. */
  error: number;
}

export async function renderGlScene(scene: GlScene, driver: string): Promise<RenderedScene> {
  const ctx = await gl.createContext({
    width: scene.width,
    height: scene.height,
    driver,
    accumBits: scene.accumBits,
    doubleBuffer: scene.doubleBuffer,
  });
  gl.makeCurrent(ctx);
  try {
    gl.glClearColor(0, 0, 0, 1);
    gl.glClear(gl.GL_COLOR_BUFFER_BIT | gl.GL_DEPTH_BUFFER_BIT | gl.GL_STENCIL_BUFFER_BIT);
    scene.draw();
    gl.glFinish();
    const error = gl.glGetError();
    if (scene.doubleBuffer) gl.swapBuffers();
    return { image: readWindow(scene.width, scene.height), error };
  } finally {
    await ctx.destroy();
    gl.makeCurrent(null);
  }
}
