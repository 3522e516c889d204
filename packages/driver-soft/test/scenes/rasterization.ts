// Polygon rasterization scenes: polygon offset on coplanar geometry, unfilled polygons, culling and
// viewports. Each function is the twin of the mesa-scenes.c function named in its comment. With culling
// on, Mesa also copies the drawn face's fill mode to the culled face (st_update_rasterizer); the
// states below spell that out.
import { PipeFace, PipePolygonMode, PipePrim } from '@gallium-ts/gallium-api';
import { glFrontCcw, PALETTE } from './gl-state.js';
import type { SceneEnv } from './scene-env.js';

const { FILL, LINE, POINT } = PipePolygonMode;

/** tilted_rect: the plane z = 0.6 x over a rectangle, in the current colour. */
function tiltedRect(env: SceneEnv, x0: number, y0: number, x1: number, y1: number): void {
  env.begin(PipePrim.QUADS);
  env.vertex(x0, y0, 0.6 * x0, 1.0);
  env.vertex(x1, y0, 0.6 * x1, 1.0);
  env.vertex(x1, y1, 0.6 * x1, 1.0);
  env.vertex(x0, y1, 0.6 * x0, 1.0);
  env.end();
}

/** scene_polygon_offset: the same plane again in scissored bands with and without offsets, then
 * coplanar outlines and points with offsets. glPolygonOffset(factor, units) is offsetScale, offsetUnits. */
export function polygonOffset(env: SceneEnv): void {
  env.depthStencilAlpha({ depth: { enabled: true, writemask: true } });
  env.color(0.4, 0.4, 0.6, 1.0);
  tiltedRect(env, -0.8, -0.8, 0.8, 0.8);
  env.rasterizer({ scissor: true });
  env.scissor(0, 96, 128, 32); // no offset: fails LESS everywhere
  env.color(1.0, 0.2, 0.2, 1.0);
  tiltedRect(env, -0.8, -0.8, 0.8, 0.8);
  env.rasterizer({ offsetTri: true });
  env.scissor(0, 72, 128, 24); // units only
  env.rasterizer({ offsetScale: 0.0, offsetUnits: -4.0 });
  env.color(0.2, 1.0, 0.2, 1.0);
  tiltedRect(env, -0.8, -0.8, 0.8, 0.8);
  env.scissor(0, 48, 128, 24); // factor only
  env.rasterizer({ offsetScale: -1.0, offsetUnits: 0.0 });
  env.color(0.2, 0.6, 1.0, 1.0);
  tiltedRect(env, -0.8, -0.8, 0.8, 0.8);
  env.scissor(0, 24, 128, 24); // pushed away
  env.rasterizer({ offsetScale: 1.0, offsetUnits: 4.0 });
  env.color(1.0, 1.0, 0.2, 1.0);
  tiltedRect(env, -0.8, -0.8, 0.8, 0.8);
  env.rasterizer({ scissor: false, offsetTri: false, offsetScale: -1.0, offsetUnits: -4.0 });
  env.rasterizer({ offsetLine: true, fillFront: LINE, fillBack: LINE });
  env.color(1.0, 1.0, 1.0, 1.0);
  tiltedRect(env, -0.6, -0.95, 0.3, -0.55);
  env.rasterizer({ offsetPoint: true, fillFront: POINT, fillBack: POINT, pointSize: 4.0 });
  env.color(1.0, 0.4, 1.0, 1.0);
  tiltedRect(env, 0.45, -0.7, 0.7, -0.45);
}

/** facing_geometry: counter-clockwise (front) and clockwise (back) triangles, a parallelogram quad with
 * affine colours and a clockwise polygon. */
function facingGeometry(env: SceneEnv, dx: number): void {
  env.begin(PipePrim.TRIANGLES);
  env.colorv(PALETTE[0]!);
  env.vertex(dx - 0.9, -0.9, 0.0, 1.0);
  env.colorv(PALETTE[1]!);
  env.vertex(dx - 0.2, -0.85, 0.0, 1.0);
  env.colorv(PALETTE[2]!);
  env.vertex(dx - 0.6, -0.2, 0.0, 1.0);
  env.colorv(PALETTE[3]!);
  env.vertex(dx - 0.9, 0.1, 0.0, 1.0);
  env.colorv(PALETTE[0]!);
  env.vertex(dx - 0.55, 0.8, 0.0, 1.0);
  env.colorv(PALETTE[1]!);
  env.vertex(dx - 0.2, 0.05, 0.0, 1.0);
  env.end();
  env.begin(PipePrim.QUADS);
  env.color(0.6, 0.2, 1.0, 1.0);
  env.vertex(dx - 0.05, -0.9, 0.0, 1.0);
  env.color(1.0, 0.6, 0.2, 1.0);
  env.vertex(dx + 0.65, -0.8, 0.0, 1.0);
  env.color(0.6, 1.0, 0.2, 1.0);
  env.vertex(dx + 0.6, -0.15, 0.0, 1.0);
  env.color(0.2, 0.6, 1.0, 1.0);
  env.vertex(dx - 0.1, -0.25, 0.0, 1.0);
  env.end();
  env.begin(PipePrim.POLYGON);
  for (let i = 0; i < 5; i++) {
    const angle = -i * ((2.0 * Math.PI) / 5.0);
    env.colorv(PALETTE[i % 4]!);
    env.vertex(dx + 0.35 + 0.3 * Math.cos(angle), 0.45 + 0.3 * Math.sin(angle), 0.0, 1.0);
  }
  env.end();
}

/** scene_unfilled: glPolygonMode(GL_FRONT, GL_LINE), glPolygonMode(GL_BACK, GL_POINT), points of 4. */
export function unfilled(env: SceneEnv): void {
  env.rasterizer({ fillFront: LINE, fillBack: POINT, pointSize: 4.0 });
  facingGeometry(env, 0.0);
}

/** scene_unfilled_cull: left half culls front faces (back faces as points); right half has clockwise
 * front faces, culls back faces and draws front faces as lines. */
export function unfilledCull(env: SceneEnv): void {
  // GL: front LINE, back POINT, cull FRONT → Mesa: fill_front = fill_back = POINT
  env.rasterizer({ fillFront: POINT, fillBack: POINT, pointSize: 3.0, cullFace: PipeFace.FRONT });
  env.viewport(0, 0, 64, 128);
  facingGeometry(env, 0.0);
  // GL: glFrontFace(GL_CW), cull BACK → Mesa: fill_back = fill_front = LINE
  env.rasterizer({ frontCcw: glFrontCcw('CW'), cullFace: PipeFace.BACK, fillFront: LINE, fillBack: LINE });
  env.viewport(64, 0, 64, 128);
  facingGeometry(env, 0.0);
}

/** scene_cull: four quadrants culling differently; in the last everything is culled but a line loop. */
export function cull(env: SceneEnv): void {
  const cullFaces = [PipeFace.BACK, PipeFace.FRONT, PipeFace.BACK, PipeFace.FRONT_AND_BACK];
  const frontFaces = ['CCW', 'CCW', 'CW', 'CCW'] as const;
  for (let q = 0; q < 4; q++) {
    env.rasterizer({
      cullFace: cullFaces[q]!,
      frontCcw: glFrontCcw(frontFaces[q]!),
      fillFront: FILL,
      fillBack: FILL,
    });
    env.viewport(64 * (q % 2), 64 * Math.floor(q / 2), 64, 64);
    facingGeometry(env, 0.0);
  }
  env.begin(PipePrim.LINE_LOOP);
  env.color(1.0, 1.0, 1.0, 1.0);
  env.vertex(-0.9, -0.9, 0.0, 1.0);
  env.vertex(0.9, -0.9, 0.0, 1.0);
  env.vertex(0.0, 0.9, 0.0, 1.0);
  env.end();
}

/** scene_viewport: three viewports, one partly off the left edge. */
export function viewport(env: SceneEnv): void {
  env.viewport(16, 24, 80, 64);
  env.begin(PipePrim.TRIANGLES);
  env.color(1.0, 0.2, 0.2, 1.0);
  env.vertex(-1.5, -1.2, 0.0, 1.0);
  env.color(0.2, 1.0, 0.2, 1.0);
  env.vertex(1.3, -0.4, 0.0, 1.0);
  env.color(0.2, 0.4, 1.0, 1.0);
  env.vertex(-0.2, 1.6, 0.0, 1.0);
  env.end();
  env.viewport(100, 8, 24, 100);
  env.color(1.0, 1.0, 0.4, 1.0);
  env.ndcRect(-0.8, -0.9, 0.7, 0.95);
  env.viewport(-20, 90, 60, 50);
  env.begin(PipePrim.TRIANGLES);
  env.color(1.0, 0.4, 1.0, 1.0);
  env.vertex(-0.9, -0.9, 0.0, 1.0);
  env.color(0.4, 1.0, 1.0, 1.0);
  env.vertex(0.9, -0.8, 0.0, 1.0);
  env.color(1.0, 1.0, 1.0, 1.0);
  env.vertex(0.2, 0.9, 0.0, 1.0);
  env.end();
}
