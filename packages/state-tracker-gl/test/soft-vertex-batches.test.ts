// driver-soft's vertex shader batches as WebAssembly (codegen 'wasm') on the vertex shaders this state
// tracker generates: the transform, lighting (positional, spot, two-sided, colour material), texgen and
// fog scenes drawn on soft screens with codegen 'wasm' and 'js' give the same bytes, and the 'wasm'
// screen ran its vertex batches as WebAssembly, the 'js' screen through tgsi's executable.
import type { SoftContext } from '@gallium-ts/driver-soft';
import { describe, expect, it } from 'vitest';
import * as gl from '../src/index.js';
import { readWindow } from './helpers/drawing-drivers.js';
import { FOG_SCENES } from './scenes/fog.js';
import { LIGHTING_SCENES } from './scenes/lighting.js';
import type { GlScene } from './scenes/scene.js';
import { TEXGEN_SCENES } from './scenes/texgen.js';
import { TRANSFORM_SCENES } from './scenes/transform.js';

/** The scene's window bytes on a one-thread soft screen of `codegen`, and its vertex batches. */
async function render(scene: GlScene, codegen: 'wasm' | 'js') {
  const ctx = await gl.createContext({
    width: scene.width,
    height: scene.height,
    driver: 'soft',
    accumBits: scene.accumBits,
    doubleBuffer: scene.doubleBuffer,
    screenOptions: { threads: 1, codegen },
  });
  gl.makeCurrent(ctx);
  try {
    gl.glClearColor(0, 0, 0, 1);
    gl.glClear(gl.GL_COLOR_BUFFER_BIT | gl.GL_DEPTH_BUFFER_BIT | gl.GL_STENCIL_BUFFER_BIT);
    scene.draw();
    gl.glFinish();
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
    if (scene.doubleBuffer) gl.swapBuffers();
    const bytes = Buffer.from(readWindow(scene.width, scene.height).data);
    return { bytes, batches: { ...(ctx.pipe as SoftContext).vertexBatches } };
  } finally {
    gl.makeCurrent(null);
    await ctx.destroy();
  }
}

describe('soft: fixed-function vertex shaders as WebAssembly vertex batches', () => {
  it.each([...TRANSFORM_SCENES, ...LIGHTING_SCENES, ...TEXGEN_SCENES, ...FOG_SCENES])(
    '$name: the same bytes with codegen wasm and js',
    async (scene) => {
      const wasm = await render(scene, 'wasm');
      const js = await render(scene, 'js');
      expect(wasm.bytes.equals(js.bytes)).toBe(true);
      expect(js.batches.wasm).toBe(0);
      expect(wasm.batches.wasm).toBeGreaterThan(0);
      expect(wasm.batches.wasm + wasm.batches.executable).toBe(js.batches.executable);
    },
  );
});
