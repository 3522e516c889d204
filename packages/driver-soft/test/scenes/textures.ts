// Texturing scenes: every wrap mode with NEAREST and LINEAR, mipmapped minification on a receding floor,
// and GL_MODULATE with perspective. Each function is the twin of the mesa-scenes.c function named in
// its comment; texel functions fill textures exactly as the C ones do.
import { PipePrim, PipeTexFilter, PipeTexMipfilter } from '@gallium-ts/gallium-api';
import { WRAP_MODES } from './gl-state.js';
import type { SceneEnv, TexelFn } from './scene-env.js';

/** wrap_texel: 4x4, red grows with x, green with y, blue checkers; every texel distinct. */
const wrapTexel: TexelFn = (_level, x, y) => [51 * (x + 1), 51 * (y + 1), (x + y) % 2 ? 204 : 0, 255];

/** wrap_scene: 256x128, one 64x64 cell per wrap mode (four per row, bottom row first), texcoords -1..2. */
function wrapScene(env: SceneEnv, filter: PipeTexFilter): void {
  env.texture(4, 4, 1, wrapTexel);
  env.texEnv('replace');
  // GL_NEAREST / GL_LINEAR as the min filter: no mipmapping
  env.sampler({
    minImgFilter: filter,
    minMipFilter: PipeTexMipfilter.NONE,
    magImgFilter: filter,
    borderColor: [1, 1, 1, 1],
  });
  for (let cell = 0; cell < 8; cell++) {
    const x0 = 64.0 * (cell % 4) + 4.0;
    const y0 = 64.0 * Math.floor(cell / 4) + 4.0;
    const [x1, y1] = [x0 + 56.0, y0 + 56.0];
    env.sampler({ wrapS: WRAP_MODES[cell]!, wrapT: WRAP_MODES[cell]! });
    env.begin(PipePrim.QUADS);
    env.texCoord(-1.0, -1.0);
    env.vertex(x0 / 128.0 - 1.0, y0 / 64.0 - 1.0, 0.0, 1.0);
    env.texCoord(2.0, -1.0);
    env.vertex(x1 / 128.0 - 1.0, y0 / 64.0 - 1.0, 0.0, 1.0);
    env.texCoord(2.0, 2.0);
    env.vertex(x1 / 128.0 - 1.0, y1 / 64.0 - 1.0, 0.0, 1.0);
    env.texCoord(-1.0, 2.0);
    env.vertex(x0 / 128.0 - 1.0, y1 / 64.0 - 1.0, 0.0, 1.0);
    env.end();
  }
}

/** scene_wrap_nearest */
export const wrapNearest = (env: SceneEnv) => wrapScene(env, PipeTexFilter.NEAREST);
/** scene_wrap_linear */
export const wrapLinear = (env: SceneEnv) => wrapScene(env, PipeTexFilter.LINEAR);

const LEVEL_COLORS = [
  [255, 0, 0],
  [0, 255, 0],
  [0, 0, 255],
  [255, 255, 0],
  [255, 0, 255],
  [0, 255, 255],
  [255, 255, 255],
] as const;

/** mip_texel: 64x64 with 7 levels, one colour per level; levels of 8 texels and more carry an 8x8
 * checker of the full colour and 60% of it. */
const mipTexel: TexelFn = (level, x, y) => {
  const size = 64 >> level;
  const square = Math.floor(size / 8);
  const dark = square > 0 && (Math.floor(x / square) + Math.floor(y / square)) % 2 === 1;
  const [r, g, b] = LEVEL_COLORS[level]!.map((c) => (dark ? Math.floor((c * 3) / 5) : c));
  return [r!, g!, b!, 255];
};

/** mipmap_scene: a floor receding from the bottom edge (w = 1) to w = 16, textured with repeats. */
function mipmapScene(env: SceneEnv, minImgFilter: PipeTexFilter, minMipFilter: PipeTexMipfilter): void {
  env.texture(64, 64, 7, mipTexel);
  env.texEnv('replace');
  env.sampler({ minImgFilter, minMipFilter, magImgFilter: PipeTexFilter.LINEAR });
  env.begin(PipePrim.QUADS);
  env.texCoord(0.0, 0.0);
  env.vertex(-2.0, -1.0, 0.0, 1.0);
  env.texCoord(4.0, 0.0);
  env.vertex(2.0, -1.0, 0.0, 1.0);
  env.texCoord(4.0, 8.0);
  env.vertex(2.0, 12.0, 0.0, 16.0);
  env.texCoord(0.0, 8.0);
  env.vertex(-2.0, 12.0, 0.0, 16.0);
  env.end();
}

/** scene_mipmap_nearest_nearest: GL_NEAREST_MIPMAP_NEAREST */
export const mipmapNearestNearest = (env: SceneEnv) =>
  mipmapScene(env, PipeTexFilter.NEAREST, PipeTexMipfilter.NEAREST);
/** scene_mipmap_linear_nearest: GL_LINEAR_MIPMAP_NEAREST */
export const mipmapLinearNearest = (env: SceneEnv) =>
  mipmapScene(env, PipeTexFilter.LINEAR, PipeTexMipfilter.NEAREST);
/** scene_mipmap_nearest_linear: GL_NEAREST_MIPMAP_LINEAR */
export const mipmapNearestLinear = (env: SceneEnv) =>
  mipmapScene(env, PipeTexFilter.NEAREST, PipeTexMipfilter.LINEAR);
/** scene_mipmap_linear_linear: GL_LINEAR_MIPMAP_LINEAR */
export const mipmapLinearLinear = (env: SceneEnv) =>
  mipmapScene(env, PipeTexFilter.LINEAR, PipeTexMipfilter.LINEAR);

/** checker_texel: 8x8 checker of white and light blue. */
const checkerTexel: TexelFn = (_level, x, y) =>
  (x + y) % 2 === 0 ? [255, 255, 255, 255] : [102, 102, 204, 255];

/** scene_texture_modulate_perspective: a wall receding to the right (w from 1 to 3), split-independent. */
export function textureModulatePerspective(env: SceneEnv): void {
  env.texture(8, 8, 1, checkerTexel);
  env.texEnv('modulate');
  env.sampler({
    minImgFilter: PipeTexFilter.LINEAR,
    minMipFilter: PipeTexMipfilter.NONE,
    magImgFilter: PipeTexFilter.LINEAR,
  });
  env.begin(PipePrim.QUADS);
  env.color(0.6, 0.6, 1.0, 1.0);
  env.texCoord(0.0, 0.0);
  env.vertex(-0.9, -0.9, 0.0, 1.0);
  env.color(1.0, 0.6, 0.6, 1.0);
  env.texCoord(2.0, 0.0);
  env.vertex(2.7, -0.9, 0.0, 3.0);
  env.color(1.0, 1.0, 0.2, 1.0);
  env.texCoord(2.0, 2.0);
  env.vertex(2.7, 0.9, 0.0, 3.0);
  env.color(0.6, 1.0, 0.6, 1.0);
  env.texCoord(0.0, 2.0);
  env.vertex(-0.9, 0.9, 0.0, 1.0);
  env.end();
}
