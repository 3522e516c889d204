// renderScene: draws one reference scene through the pipe API into an R8G8B8A8_UNORM colour buffer
// with a Z24_UNORM_S8_UINT depth/stencil buffer (or, renderSceneOn, targets of other formats), cleared as
// mesa-scenes.c clears, and reads the colour buffer back (renderSceneOn: and the depth/stencil buffer's
// bytes). Everything it creates is destroyed again, whether the scene draws or throws.
import {
  formatDescription,
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
  return renderSceneOn(screen, scene).color;
}

/** The formats of the colour and depth/stencil buffers a scene is drawn into. */
export interface SceneTargets {
  /** A format of four 8-bit channels (its bytes are read back as they are stored). */
  readonly color?: PipeFormat;
  readonly zs?: PipeFormat;
}

/**
 * The scene drawn into targets of the `targets` formats: the colour buffer's bytes, top row first, and
 * the depth/stencil buffer's bytes as stored.
 */
export function renderSceneOn(
  screen: PipeScreen,
  scene: PipeScene,
  targets: SceneTargets = {},
): { color: RgbaImage; zs: Uint8Array } {
  const ctx = screen.contextCreate();
  const env = new SceneEnv(ctx, scene.width, scene.height);
  try {
    const target = (format: PipeFormat, bind: number): PipeResource =>
      env.own(
        screen.resourceCreate(resourceTemplate({ format, width0: scene.width, height0: scene.height, bind })),
      );
    const color = target(targets.color ?? PipeFormat.R8G8B8A8_UNORM, PipeBind.RENDER_TARGET);
    const zsFormat = targets.zs ?? PipeFormat.Z24_UNORM_S8_UINT;
    const zs = target(zsFormat, PipeBind.DEPTH_STENCIL);
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
    const image = rgbaImage(scene.width, scene.height);
    image.data.set(readBack(env, color, 4));
    return { color: flipRows(image), zs: readBack(env, zs, formatDescription(zsFormat).blockSize) };
  } finally {
    ctx.destroy();
    env.destroy();
  }
}

/** A buffer's rows as stored (row 0 is GL's bottom row), `bytes` a pixel, without padding. */
function readBack(env: SceneEnv, buffer: PipeResource, bytes: number): Uint8Array {
  const { ctx, width, height } = env;
  const mapping = ctx.transferMap(buffer, 0, PipeTransfer.READ, makeBox(0, 0, 0, width, height, 1));
  if (!mapping) throw new Error('transfer_map of a target returned null without DONTBLOCK');
  const data = new Uint8Array(width * height * bytes);
  const row = width * bytes;
  for (let y = 0; y < height; y++) {
    const at = y * mapping.transfer.stride;
    data.set(mapping.data.subarray(at, at + row), y * row);
  }
  ctx.transferUnmap(mapping.transfer);
  return data;
}
