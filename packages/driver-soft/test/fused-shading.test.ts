// Fused fragment functions (src/fragment/fused-shade.ts) and batched shading give the same bytes: every
// reference scene is drawn with fusion on and off and the pictures are compared exactly, and the scenes
// whose shaders and states fusion covers are checked to have been shaded fused.

import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { writePng } from '@gallium-ts/gallium-api/png';
import { describe, expect, it } from 'vitest';
import { createSoftScreen } from '../src/index.js';
import { drawCounted } from './scenes/draw-counted.js';
import { PIPE_SCENES, type PipeScene, renderScene } from './scenes/index.js';
import { ALL_FUSED, TEXEL_VARIANTS } from './scenes/texel-variants.js';

/** The scene's picture and how its batches were shaded. */
function draw(scene: PipeScene, fusedShading: boolean) {
  const screen = createSoftScreen({ fusedShading, threads: 1 });
  const { result: image, shaded } = drawCounted(screen, () => renderScene(screen, scene));
  screen.destroy();
  return { image, shaded };
}

/** Where the texel-variant pictures go, to be looked at. */
const OUTPUT = fileURLToPath(new URL('output/fused-texels', import.meta.url));
mkdirSync(OUTPUT, { recursive: true });

describe('fused and batched shading', () => {
  it.each(PIPE_SCENES)('$name: the same bytes either way', (scene) => {
    const fused = draw(scene, true);
    const batched = draw(scene, false);
    expect(batched.shaded.fused).toBe(0);
    expect(Buffer.from(fused.image.data).equals(Buffer.from(batched.image.data))).toBe(true);
    if (ALL_FUSED.includes(scene.name)) {
      expect(fused.shaded.fused).toBeGreaterThan(0);
      expect(fused.shaded.batched).toBe(0);
    }
  });

  it.each(TEXEL_VARIANTS)('$name: the inline texel lookup gives the same bytes', (scene) => {
    const fused = draw(scene, true);
    const batched = draw(scene, false);
    writePng(`${OUTPUT}/${scene.name.replace(/ /g, '-')}.png`, fused.image);
    expect(fused.shaded.fused + fused.shaded.fusedBlocks).toBeGreaterThan(0);
    expect(fused.shaded.batched).toBe(0);
    expect(Buffer.from(fused.image.data).equals(Buffer.from(batched.image.data))).toBe(true);
  });

  it.each([
    ['mipmap-linear-linear', 'mipmapped lookups need a level of detail per quad'],
    ['wrap-linear', 'mirrored, clamped and border wrap modes take the general texel path'],
  ])('%s: %s, so those draws are shaded in batches', (name) => {
    const { shaded } = draw(PIPE_SCENES.find((s) => s.name === name)!, true);
    expect(shaded.batched).toBeGreaterThan(0);
  });
});
