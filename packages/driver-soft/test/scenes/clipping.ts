// Clipping scenes: the near and far planes, the frustum sides (with a vertex behind the eye) and user
// clip planes. Each function is the twin of the mesa-scenes.c function named in its comment.
import { PipePrim } from '@gallium-ts/gallium-api';
import type { SceneEnv } from './scene-env.js';

/** scene_clip_near_far: triangles crossing the near and the far plane, depth tested. */
export function clipNearFar(env: SceneEnv): void {
  env.depthStencilAlpha({ depth: { enabled: true, writemask: true } });
  env.begin(PipePrim.TRIANGLES);
  env.color(1.0, 0.2, 0.2, 1.0);
  env.vertex(-0.9, -0.8, -3.0, 1.0);
  env.color(0.2, 1.0, 0.2, 1.0);
  env.vertex(0.9, -0.7, 3.0, 1.0);
  env.color(0.2, 0.4, 1.0, 1.0);
  env.vertex(0.0, 0.9, 0.0, 1.0);
  env.color(1.0, 1.0, 0.4, 1.0);
  env.vertex(-0.8, 0.8, 2.5, 1.0);
  env.color(1.0, 0.4, 1.0, 1.0);
  env.vertex(0.8, 0.5, -0.4, 1.0);
  env.color(0.4, 1.0, 1.0, 1.0);
  env.vertex(-0.4, -0.9, -0.2, 1.0);
  // perspective: w from 1 to 3, crossing the near plane
  env.color(1.0, 1.0, 1.0, 1.0);
  env.vertex(0.3, -0.95, -1.5, 1.0);
  env.color(1.0, 0.6, 0.2, 1.0);
  env.vertex(2.7, -0.6, 2.0, 3.0);
  env.color(0.2, 0.6, 1.0, 1.0);
  env.vertex(1.5, 2.4, 0.5, 3.0);
  env.end();
}

/** scene_clip_sides: triangles far past the frustum sides, and one with a vertex behind the eye. */
export function clipSides(env: SceneEnv): void {
  env.begin(PipePrim.TRIANGLES);
  env.color(1.0, 0.2, 0.2, 1.0);
  env.vertex(-3.0, -0.9, 0.0, 1.0);
  env.color(0.2, 1.0, 0.2, 1.0);
  env.vertex(2.5, -2.8, 0.0, 1.0);
  env.color(0.2, 0.4, 1.0, 1.0);
  env.vertex(0.3, 0.1, 0.0, 1.0);
  env.color(1.0, 1.0, 0.4, 1.0);
  env.vertex(0.9, 3.5, 0.0, 1.0);
  env.color(1.0, 0.4, 1.0, 1.0);
  env.vertex(4.0, -0.5, 0.0, 1.0);
  env.color(0.4, 1.0, 1.0, 1.0);
  env.vertex(0.5, 0.3, 0.0, 1.0);
  env.color(1.0, 1.0, 1.0, 1.0);
  env.vertex(-0.6, -0.2, 0.0, 1.0);
  env.color(1.0, 0.6, 0.2, 1.0);
  env.vertex(-0.1, -0.3, 0.0, 1.0);
  env.color(0.2, 0.6, 1.0, 1.0);
  env.vertex(-0.3, 0.8, 0.0, -0.5);
  env.end();
}

/** scene_user_clip_planes: planes 0 and 2 (bits not adjacent), in clip space. */
export function userClipPlanes(env: SceneEnv): void {
  env.clipPlane(0, [1.0, 1.0, 0.0, 0.2]);
  env.clipPlane(2, [-1.0, 0.3, 0.0, 0.6]);
  env.rasterizer({ clipPlaneEnable: (1 << 0) | (1 << 2) });
  env.begin(PipePrim.QUADS);
  env.color(0.6, 0.6, 0.2, 1.0);
  env.vertex(-0.95, -0.95, 0.0, 1.0);
  env.color(1.0, 0.2, 0.2, 1.0);
  env.vertex(0.95, -0.95, 0.0, 1.0);
  env.color(0.6, 0.6, 0.6, 1.0);
  env.vertex(0.95, 0.95, 0.0, 1.0);
  env.color(0.2, 1.0, 0.6, 1.0);
  env.vertex(-0.95, 0.95, 0.0, 1.0);
  env.end();
  env.begin(PipePrim.TRIANGLES);
  env.color(1.0, 1.0, 0.4, 1.0);
  env.vertex(-0.2, -0.9, 0.0, 1.0);
  env.color(1.0, 0.4, 1.0, 1.0);
  env.vertex(1.6, -0.4, 0.0, 2.0);
  env.color(0.4, 1.0, 1.0, 1.0);
  env.vertex(0.2, 0.8, 0.0, 1.0);
  env.end();
}
