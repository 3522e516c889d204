// Triangle scenes: flat and smooth colour, provoking vertices, fans, strips, quads and polygons. Each
// function is the twin of the mesa-scenes.c function named in its comment.
import { PipePrim } from '@gallium-ts/gallium-api';
import { PALETTE } from './gl-state.js';
import type { SceneEnv } from './scene-env.js';

/** scene_flat_triangle */
export function flatTriangle(env: SceneEnv): void {
  env.color(1.0, 0.6, 0.2, 1.0);
  env.begin(PipePrim.TRIANGLES);
  env.vertex(-0.8, -0.7, 0.0, 1.0);
  env.vertex(0.75, -0.45, 0.0, 1.0);
  env.vertex(-0.1, 0.85, 0.0, 1.0);
  env.end();
}

/** scene_smooth_triangles */
export function smoothTriangles(env: SceneEnv): void {
  env.begin(PipePrim.TRIANGLES);
  // two triangles sharing an edge
  env.color(1.0, 0.0, 0.0, 1.0);
  env.vertex(-0.9, -0.9, 0.0, 1.0);
  env.color(0.0, 1.0, 0.0, 1.0);
  env.vertex(0.9, -0.6, 0.0, 1.0);
  env.color(0.0, 0.0, 1.0, 1.0);
  env.vertex(-0.3, 0.2, 0.0, 1.0);
  env.color(0.0, 0.0, 1.0, 1.0);
  env.vertex(-0.3, 0.2, 0.0, 1.0);
  env.color(0.0, 1.0, 0.0, 1.0);
  env.vertex(0.9, -0.6, 0.0, 1.0);
  env.color(1.0, 1.0, 1.0, 1.0);
  env.vertex(0.6, 0.9, 0.0, 1.0);
  // a sliver
  env.color(1.0, 1.0, 0.0, 1.0);
  env.vertex(-0.95, 0.3, 0.0, 1.0);
  env.color(0.0, 1.0, 1.0, 1.0);
  env.vertex(0.2, 0.95, 0.0, 1.0);
  env.color(1.0, 0.0, 1.0, 1.0);
  env.vertex(-0.9, 0.4, 0.0, 1.0);
  env.end();
}

/** provoking_geometry: triangles, a strip and a fan whose vertices all have different colours. */
function provokingGeometry(env: SceneEnv): void {
  env.begin(PipePrim.TRIANGLES);
  env.colorv(PALETTE[0]!);
  env.vertex(-0.9, 0.1, 0.0, 1.0);
  env.colorv(PALETTE[1]!);
  env.vertex(-0.1, 0.1, 0.0, 1.0);
  env.colorv(PALETTE[2]!);
  env.vertex(-0.5, 0.9, 0.0, 1.0);
  env.colorv(PALETTE[3]!);
  env.vertex(0.1, 0.9, 0.0, 1.0);
  env.colorv(PALETTE[0]!);
  env.vertex(0.5, 0.1, 0.0, 1.0);
  env.colorv(PALETTE[1]!);
  env.vertex(0.9, 0.9, 0.0, 1.0);
  env.end();
  env.begin(PipePrim.TRIANGLE_STRIP);
  for (let i = 0; i < 6; i++) {
    env.colorv(PALETTE[i % 4]!);
    env.vertex(-0.9 + 0.16 * i, i % 2 ? -0.1 : -0.8, 0.0, 1.0);
  }
  env.end();
  env.begin(PipePrim.TRIANGLE_FAN);
  env.colorv(PALETTE[3]!);
  env.vertex(0.5, -0.9, 0.0, 1.0);
  for (let i = 0; i < 4; i++) {
    env.colorv(PALETTE[i]!);
    env.vertex(0.9 - 0.25 * i, -0.5 + 0.4 * (i % 2), 0.0, 1.0);
  }
  env.end();
}

/** scene_flat_last_vertex: glShadeModel(GL_FLAT). */
export function flatLastVertex(env: SceneEnv): void {
  env.rasterizer({ flatshade: true });
  provokingGeometry(env);
}

/** scene_flat_first_vertex: glShadeModel(GL_FLAT) + glProvokingVertex(GL_FIRST_VERTEX_CONVENTION). */
export function flatFirstVertex(env: SceneEnv): void {
  env.rasterizer({ flatshade: true, flatshadeFirst: true });
  provokingGeometry(env);
}

/** scene_triangle_fan: 16 triangles around a centre. */
export function triangleFan(env: SceneEnv): void {
  env.begin(PipePrim.TRIANGLE_FAN);
  env.color(1.0, 1.0, 1.0, 1.0);
  env.vertex(0.05, -0.02, 0.0, 1.0);
  for (let i = 0; i <= 16; i++) {
    const k = i % 16;
    const angle = k * ((2.0 * Math.PI) / 16.0);
    const radius = k % 2 ? 0.55 : 0.9;
    env.colorv(PALETTE[k % 4]!);
    env.vertex(0.05 + radius * Math.cos(angle), -0.02 + radius * Math.sin(angle), 0.0, 1.0);
  }
  env.end();
}

/** scene_triangle_strip */
export function triangleStrip(env: SceneEnv): void {
  env.begin(PipePrim.TRIANGLE_STRIP);
  for (let i = 0; i < 12; i++) {
    const x = -0.95 + 0.17 * i;
    const y = 0.3 * Math.sin(i * 0.7) + (i % 2 ? 0.35 : -0.35);
    env.colorv(PALETTE[i % 4]!);
    env.vertex(x, y, 0.0, 1.0);
  }
  env.end();
}

/** quad_geometry: quads, a quad strip and a polygon with a different colour at every vertex. */
function quadGeometry(env: SceneEnv): void {
  env.begin(PipePrim.QUADS);
  env.colorv(PALETTE[0]!);
  env.vertex(-0.9, 0.2, 0.0, 1.0);
  env.colorv(PALETTE[1]!);
  env.vertex(-0.3, 0.25, 0.0, 1.0);
  env.colorv(PALETTE[2]!);
  env.vertex(-0.25, 0.9, 0.0, 1.0);
  env.colorv(PALETTE[3]!);
  env.vertex(-0.85, 0.8, 0.0, 1.0);
  env.colorv(PALETTE[1]!);
  env.vertex(0.1, 0.3, 0.0, 1.0);
  env.colorv(PALETTE[2]!);
  env.vertex(0.5, 0.1, 0.0, 1.0);
  env.colorv(PALETTE[3]!);
  env.vertex(0.9, 0.5, 0.0, 1.0);
  env.colorv(PALETTE[0]!);
  env.vertex(0.4, 0.9, 0.0, 1.0);
  env.end();
  env.begin(PipePrim.QUAD_STRIP);
  for (let i = 0; i < 8; i++) {
    const step = Math.floor(i / 2);
    env.colorv(PALETTE[(i * 3) % 4]!);
    env.vertex(-0.9 + 0.2 * step, i % 2 ? -0.15 : -0.55 - 0.05 * step, 0.0, 1.0);
  }
  env.end();
  env.begin(PipePrim.POLYGON);
  for (let i = 0; i < 6; i++) {
    const angle = i * ((2.0 * Math.PI) / 6.0) + 0.3;
    env.colorv(PALETTE[(i + 1) % 4]!);
    env.vertex(0.5 + 0.35 * Math.cos(angle), -0.5 + 0.4 * Math.sin(angle), 0.0, 1.0);
  }
  env.end();
}

/** scene_quads_polygon */
export function quadsPolygon(env: SceneEnv): void {
  quadGeometry(env);
}

/** scene_flat_quads_polygon: glShadeModel(GL_FLAT). */
export function flatQuadsPolygon(env: SceneEnv): void {
  env.rasterizer({ flatshade: true });
  quadGeometry(env);
}
