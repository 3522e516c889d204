// What each of driver-soft's reference scenes is compared with, and within which bound: one definition
// for the Node scenes test (test/scenes.test.ts) and the browser one (test/browser/rendering.browser.js).
// The measure is the project's: the share of pixels whose largest channel difference exceeds 24.
import {
  compareImages,
  FILLED_SCENE_TOLERANCE,
  LINE_POINT_SCENE_TOLERANCE,
  type RgbaImage,
} from '@gallium-ts/gallium-api/image';

/**
 * Mipmapped scenes: the level of detail is the GPU's own (ANGLE's llvmpipe under Xvfb, SwiftShader in
 * browsers), and GL lets implementations approximate the scale factor. Mesa's softpipe takes GL's
 * max-of-partials bound exactly (so does driver-soft), llvmpipe approximates, SwiftShader chooses like
 * neither exactly, and they choose different levels along the level boundaries. These scenes are
 * compared with the closer of Mesa's two pictures, each with its bound (the NEAREST-between-levels
 * scenes switch whole rows of texels at a boundary, hence 3%).
 */
export const LOD_SCENES: Readonly<Record<string, number>> = {
  'mipmap-nearest-nearest': 0.03,
  'mipmap-linear-nearest': 0.03,
  'mipmap-nearest-linear': FILLED_SCENE_TOLERANCE,
  'mipmap-linear-linear': FILLED_SCENE_TOLERANCE,
};

/** Mesa's drivers whose pictures of the scenes are fixtures (driver-soft's test/fixtures/mesa). */
export const MESA_DRIVERS = ['llvmpipe', 'softpipe'] as const;
export type MesaDriver = (typeof MESA_DRIVERS)[number];

/** Whether the scene is compared with the closer of Mesa's pictures (rather than one reference). */
export function comparedWithCloserMesa(name: string): boolean {
  return LOD_SCENES[name] !== undefined;
}

/** The largest share of pixels off by more than 24 the scene may have. */
export function sceneBound(scene: { readonly name: string; readonly kind: string }): number {
  return (
    LOD_SCENES[scene.name] ?? (scene.kind === 'filled' ? FILLED_SCENE_TOLERANCE : LINE_POINT_SCENE_TOLERANCE)
  );
}

/** The one of Mesa's pictures closer to `got` (fewer pixels off by more than 24; llvmpipe on a tie). */
export function closerMesaPicture(
  got: RgbaImage,
  pictures: Readonly<Record<MesaDriver, RgbaImage>>,
): { image: RgbaImage; source: MesaDriver } {
  const [best] = MESA_DRIVERS.map((source) => ({
    image: pictures[source],
    source,
    off: compareImages(got, pictures[source]).offShare,
  })).sort((a, b) => a.off - b.off);
  return { image: best!.image, source: best!.source };
}
