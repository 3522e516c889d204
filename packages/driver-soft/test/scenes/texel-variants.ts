// Scenes for every variant of the inline texel lookup of fused fragment functions
// (src/texture/texel-2d.ts), one textured quad each, and the names of the reference scenes fusion covers
// whole: what test/fused-shading.test.ts and test/threads.test.ts both draw.
import {
  PipeFormat,
  PipePrim,
  PipeSwizzle,
  PipeTexFilter,
  PipeTexMipfilter,
  PipeTexWrap,
} from '@gallium-ts/gallium-api';
import type { PipeScene } from './render.js';
import type { SceneEnv } from './scene-env.js';

/**
 * One textured quad per variant of the inline texel lookup (src/texture/texel-2d.ts): NEAREST and
 * LINEAR; REPEAT on power-of-two and other sizes, CLAMP_TO_EDGE, MIRRORED_REPEAT, CLAMP and
 * CLAMP_TO_BORDER (a border colour set); 4-byte texels read as words and
 * 3- and 2-byte ones read by byte; channel orders and view swizzles. Texture coordinates run from -1.3 to 2.2
 * over a quad whose far edge has w = 3 (perspective) or whose corners share w (affine).
 */
export const TEXEL_VARIANTS: PipeScene[] = [];

/** The wraps Texel2d serves. */
export const TEXEL2D_WRAPS = [
  PipeTexWrap.REPEAT,
  PipeTexWrap.CLAMP_TO_EDGE,
  PipeTexWrap.MIRROR_REPEAT,
  PipeTexWrap.CLAMP,
  PipeTexWrap.CLAMP_TO_BORDER,
] as const;

/** The names the scenes (and other tests) give the wraps Texel2d serves. */
export const WRAP_NAMES: Record<number, string> = {
  [PipeTexWrap.REPEAT]: 'repeat',
  [PipeTexWrap.CLAMP_TO_EDGE]: 'clamp',
  [PipeTexWrap.MIRROR_REPEAT]: 'mirror',
  [PipeTexWrap.CLAMP]: 'gl-clamp',
  [PipeTexWrap.CLAMP_TO_BORDER]: 'border',
};

/** Reference scenes every draw of which fusion covers: plain colour, one-level textures, tests and blending. */
export const ALL_FUSED: readonly string[] = [
  'flat-triangle',
  'smooth-triangles',
  'texture-modulate-perspective',
  'depth-less',
  'stencil-ops',
  'blend-factors',
  'logic-op',
];
for (const filter of [PipeTexFilter.NEAREST, PipeTexFilter.LINEAR]) {
  for (const [w, h] of [
    [4, 4],
    [3, 5],
  ] as const) {
    for (const wrap of TEXEL2D_WRAPS) {
      for (const [formatName, format, swizzle] of [
        ['rgba8', PipeFormat.R8G8B8A8_UNORM, undefined],
        ['bgra8', PipeFormat.B8G8R8A8_UNORM, undefined],
        ['rgb8', PipeFormat.R8G8B8_UNORM, undefined],
        ['la8', PipeFormat.L8A8_UNORM, undefined],
        [
          'rgba8-swizzled',
          PipeFormat.R8G8B8A8_UNORM,
          [PipeSwizzle.Z, PipeSwizzle.X, PipeSwizzle.ONE, PipeSwizzle.ZERO],
        ],
      ] as const) {
        // Mirrored repeat, GL's CLAMP (under NEAREST it reads no border: CLAMP_TO_EDGE's texels) and
        // CLAMP_TO_BORDER on a texel read as a word and one read by byte.
        const few = wrap !== PipeTexWrap.REPEAT && wrap !== PipeTexWrap.CLAMP_TO_EDGE;
        if (few && formatName !== 'rgba8' && formatName !== 'la8') continue;
        for (const perspective of [false, true]) {
          TEXEL_VARIANTS.push({
            name: `${filter === PipeTexFilter.LINEAR ? 'linear' : 'nearest'} ${w}x${h} ${WRAP_NAMES[wrap]} ${formatName}${perspective ? ' perspective' : ''}`,
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
                borderColor: [0.9, 0.25, 0.5, 0.75],
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
