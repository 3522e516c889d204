// Fused fragment functions (src/fragment/fused-shade.ts) and batched shading give the same bytes: every
// reference scene is drawn with fusion on and off and the pictures are compared exactly, and the scenes
// whose shaders and states fusion covers are checked to have been shaded fused.

import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  PipeFormat,
  PipePrim,
  PipeSwizzle,
  PipeTexFilter,
  PipeTexMipfilter,
  PipeTexWrap,
} from '@gallium-ts/gallium-api';
import { writePng } from '@gallium-ts/gallium-api/png';
import { describe, expect, it } from 'vitest';
import { createSoftScreen, type SoftContext } from '../src/index.js';
import { PIPE_SCENES, type PipeScene, renderScene } from './scenes/index.js';
import type { SceneEnv } from './scenes/scene-env.js';

/** The scene's picture and how its batches were shaded. */
function draw(scene: PipeScene, fusedShading: boolean) {
  const screen = createSoftScreen({ fusedShading });
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

/** Scenes every draw of which fusion covers: plain colour, one-level textures, tests and blending. */
const ALL_FUSED = [
  'flat-triangle',
  'smooth-triangles',
  'texture-modulate-perspective',
  'depth-less',
  'stencil-ops',
  'blend-factors',
  'logic-op',
];

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

/**
 * One textured quad per variant of the inline texel lookup (src/texture/texel-2d.ts): NEAREST and
 * LINEAR; REPEAT on power-of-two and other sizes and CLAMP_TO_EDGE; 4-byte texels read as words and
 * 3-byte ones read by byte; channel orders and view swizzles. Texture coordinates run from -1.3 to 2.2
 * over a quad whose far edge has w = 3 (perspective) or whose corners share w (affine).
 */
const TEXEL_VARIANTS: PipeScene[] = [];
for (const filter of [PipeTexFilter.NEAREST, PipeTexFilter.LINEAR]) {
  for (const [w, h] of [
    [4, 4],
    [3, 5],
  ] as const) {
    for (const wrap of [PipeTexWrap.REPEAT, PipeTexWrap.CLAMP_TO_EDGE]) {
      for (const [formatName, format, swizzle] of [
        ['rgba8', PipeFormat.R8G8B8A8_UNORM, undefined],
        ['bgra8', PipeFormat.B8G8R8A8_UNORM, undefined],
        ['rgb8', PipeFormat.R8G8B8_UNORM, undefined],
        [
          'rgba8-swizzled',
          PipeFormat.R8G8B8A8_UNORM,
          [PipeSwizzle.Z, PipeSwizzle.X, PipeSwizzle.ONE, PipeSwizzle.ZERO],
        ],
      ] as const) {
        for (const perspective of [false, true]) {
          TEXEL_VARIANTS.push({
            name: `${filter === PipeTexFilter.LINEAR ? 'linear' : 'nearest'} ${w}x${h} ${wrap === PipeTexWrap.REPEAT ? 'repeat' : 'clamp'} ${formatName}${perspective ? ' perspective' : ''}`,
            kind: 'filled',
            width: 64,
            height: 64,
            draw: (env: SceneEnv) => {
              env.texture(
                w,
                h,
                1,
                (_l, x, y) => [40 * x + 30, 45 * y + 20, ((x * 7 + y * 13) % 5) * 60, 255 - 30 * x],
                {
                  format,
                  ...(swizzle ? { swizzle } : {}),
                },
              );
              env.texEnv('replace');
              env.sampler({
                minImgFilter: filter,
                magImgFilter: filter,
                minMipFilter: PipeTexMipfilter.NONE,
                wrapS: wrap,
                wrapT: wrap,
              });
              const far = perspective ? 3 : 1;
              env.begin(PipePrim.QUADS);
              env.texCoord(-1.3, -1.3);
              env.vertex(-0.9, -0.9, 0.0, 1.0);
              env.texCoord(2.2, -1.3);
              env.vertex(0.95, -0.9, 0.0, 1.0);
              env.texCoord(2.2, 2.2);
              env.vertex(0.9 * far, 0.93 * far, 0.0, far);
              env.texCoord(-1.3, 2.2);
              env.vertex(-0.9 * far, 0.93 * far, 0.0, far);
              env.end();
            },
          });
        }
      }
    }
  }
}
