// renderScene: draws one reference scene through the pipe API into an R8G8B8A8_UNORM colour buffer
// with a Z24_UNORM_S8_UINT depth/stencil buffer, cleared as mesa-scenes.c clears, and reads the colour
// buffer back. Everything it creates is destroyed again, whether the scene draws or throws.
import {
  makeBox,
  PipeBind,
  PipeClear,
  PipeFormat,
  type PipeResource,
  type PipeScreen,
  PipeTransfer,
  resourceTemplate,
  surfaceTemplate,
} from '@gallium-ts/gallium-api';
import { flipRows, type RgbaImage, rgbaImage } from '@gallium-ts/gallium-api/image';
import { SCENE_CLEAR } from './gl-state.js';
import { SceneEnv } from './scene-env.js';

/** A reference scene drawn through the pipe API; its twin in mesa-scenes.c has the same name. */
export interface PipeScene {
  readonly name: string;
  /** Decides the tolerance: 1% of pixels for filled scenes, 3% for line and point scenes. */
  readonly kind: 'filled' | 'lines-points';
  readonly width: number;
  readonly height: number;
  draw(env: SceneEnv): void;
}

/** The scene's picture, top row first (the fixtures' order). */
export function renderScene(screen: PipeScreen, scene: PipeScene): RgbaImage {
  const ctx = screen.contextCreate();
  const env = new SceneEnv(ctx, scene.width, scene.height);
  try {
    const target = (format: PipeFormat, bind: number): PipeResource =>
      env.own(
        screen.resourceCreate(resourceTemplate({ format, width0: scene.width, height0: scene.height, bind })),
      );
    const color = target(PipeFormat.R8G8B8A8_UNORM, PipeBind.RENDER_TARGET);
    const zs = target(PipeFormat.Z24_UNORM_S8_UINT, PipeBind.DEPTH_STENCIL);
    ctx.setFramebufferState({
      width: scene.width,
      height: scene.height,
      samples: 1,
      layers: 1,
      nrCbufs: 1,
      cbufs: [ctx.createSurface(color, surfaceTemplate(color))],
      zsbuf: ctx.createSurface(zs, surfaceTemplate(zs)),
    });
    ctx.clear(
      PipeClear.COLOR | PipeClear.DEPTHSTENCIL,
      SCENE_CLEAR.color,
      SCENE_CLEAR.depth,
      SCENE_CLEAR.stencil,
    );
    scene.draw(env);
    return flipRows(readBack(env, color));
  } finally {
    ctx.destroy();
    env.destroy();
  }
}

/** The colour buffer as stored: row 0 is GL's bottom row. */
function readBack(env: SceneEnv, color: PipeResource): RgbaImage {
  const { ctx, width, height } = env;
  const mapping = ctx.transferMap(color, 0, PipeTransfer.READ, makeBox(0, 0, 0, width, height, 1));
  if (!mapping) throw new Error('transfer_map of the colour buffer returned null without DONTBLOCK');
  const image = rgbaImage(width, height);
  const row = width * 4;
  for (let y = 0; y < height; y++) {
    const at = y * mapping.transfer.stride;
    image.data.set(mapping.data.subarray(at, at + row), y * row);
  }
  ctx.transferUnmap(mapping.transfer);
  return image;
}
