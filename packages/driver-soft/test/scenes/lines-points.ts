// Line and point scenes: widths 1, 2 and 5, stipple patterns across strips and loops, one-pixel lines
// on pixel boundaries and centres, and points of sizes 1, 3 and 8 at fractional positions. Each
// function is the twin of the mesa-scenes.c function named in its comment.
import { PipePrim } from '@gallium-ts/gallium-api';
import { glLineStipple, PALETTE } from './gl-state.js';
import type { SceneEnv } from './scene-env.js';

/** line_geometry: near-horizontal, near-vertical and diagonal lines, a strip and a loop. */
function lineGeometry(env: SceneEnv): void {
  env.begin(PipePrim.LINES);
  env.colorv(PALETTE[0]!);
  env.vertex(-0.9, 0.8, 0.0, 1.0);
  env.colorv(PALETTE[1]!);
  env.vertex(0.9, 0.74, 0.0, 1.0);
  env.colorv(PALETTE[2]!);
  env.vertex(-0.8, -0.9, 0.0, 1.0);
  env.colorv(PALETTE[3]!);
  env.vertex(-0.76, 0.6, 0.0, 1.0);
  env.colorv(PALETTE[1]!);
  env.vertex(-0.6, -0.8, 0.0, 1.0);
  env.colorv(PALETTE[2]!);
  env.vertex(0.3, 0.1, 0.0, 1.0);
  env.colorv(PALETTE[3]!);
  env.vertex(-0.55, 0.55, 0.0, 1.0);
  env.colorv(PALETTE[0]!);
  env.vertex(-0.05, 0.05, 0.0, 1.0);
  env.colorv(PALETTE[0]!);
  env.vertex(0.52, -0.93, 0.0, 1.0);
  env.colorv(PALETTE[3]!);
  env.vertex(0.21, 0.43, 0.0, 1.0);
  env.end();
  env.begin(PipePrim.LINE_STRIP);
  for (let i = 0; i < 5; i++) {
    env.colorv(PALETTE[i % 4]!);
    env.vertex(0.35 + 0.13 * i, i % 2 ? -0.35 : -0.8, 0.0, 1.0);
  }
  env.end();
  env.begin(PipePrim.LINE_LOOP);
  env.colorv(PALETTE[0]!);
  env.vertex(0.45, 0.15, 0.0, 1.0);
  env.colorv(PALETTE[1]!);
  env.vertex(0.92, 0.2, 0.0, 1.0);
  env.colorv(PALETTE[2]!);
  env.vertex(0.8, 0.6, 0.0, 1.0);
  env.colorv(PALETTE[3]!);
  env.vertex(0.5, 0.55, 0.0, 1.0);
  env.end();
}

/** scene_lines_width1 */
export function linesWidth1(env: SceneEnv): void {
  lineGeometry(env);
}

/** scene_lines_width2: glLineWidth(2) */
export function linesWidth2(env: SceneEnv): void {
  env.rasterizer({ lineWidth: 2.0 });
  lineGeometry(env);
}

/** scene_lines_width5: glLineWidth(5) */
export function linesWidth5(env: SceneEnv): void {
  env.rasterizer({ lineWidth: 5.0 });
  lineGeometry(env);
}

/** scene_lines_stipple: glEnable(GL_LINE_STIPPLE) with several patterns and repeats. */
export function linesStipple(env: SceneEnv): void {
  env.rasterizer(glLineStipple(1, 0x0f0f));
  env.begin(PipePrim.LINES);
  env.colorv(PALETTE[0]!);
  env.vertex(-0.9, 0.85, 0.0, 1.0);
  env.colorv(PALETTE[1]!);
  env.vertex(0.9, 0.8, 0.0, 1.0);
  env.colorv(PALETTE[2]!);
  env.vertex(-0.9, -0.9, 0.0, 1.0);
  env.colorv(PALETTE[3]!);
  env.vertex(-0.2, 0.5, 0.0, 1.0);
  env.end();
  env.rasterizer(glLineStipple(3, 0xaaaa));
  env.begin(PipePrim.LINES);
  env.colorv(PALETTE[3]!);
  env.vertex(-0.9, 0.65, 0.0, 1.0);
  env.colorv(PALETTE[2]!);
  env.vertex(0.9, 0.6, 0.0, 1.0);
  env.end();
  env.rasterizer({ lineWidth: 3.0, ...glLineStipple(2, 0x33ff) });
  env.begin(PipePrim.LINES);
  env.colorv(PALETTE[1]!);
  env.vertex(-0.9, 0.4, 0.0, 1.0);
  env.colorv(PALETTE[0]!);
  env.vertex(0.9, 0.3, 0.0, 1.0);
  env.end();
  env.rasterizer({ lineWidth: 1.0 });
  // the pattern continues across the segments of a strip and a loop
  env.rasterizer(glLineStipple(1, 0x00ff));
  env.begin(PipePrim.LINE_STRIP);
  for (let i = 0; i < 5; i++) {
    env.colorv(PALETTE[i % 4]!);
    env.vertex(0.0 + 0.2 * i, i % 2 ? -0.2 : -0.7, 0.0, 1.0);
  }
  env.end();
  env.rasterizer(glLineStipple(4, 0xa5a5));
  env.begin(PipePrim.LINE_LOOP);
  env.colorv(PALETTE[0]!);
  env.vertex(-0.8, -0.2, 0.0, 1.0);
  env.colorv(PALETTE[1]!);
  env.vertex(-0.1, -0.25, 0.0, 1.0);
  env.colorv(PALETTE[2]!);
  env.vertex(-0.3, 0.15, 0.0, 1.0);
  env.end();
}

/**
 * scene_line_ties: every segment between two points of the half-pixel grid 2, 2.5, ..., 6 of an 8 × 8
 * cell, one per cell, 128 cells a row from the bottom left (6480 segments, one GL_LINES draw).
 */
export function lineTies(env: SceneEnv): void {
  env.colorv([1.0, 1.0, 1.0, 1.0]);
  env.begin(PipePrim.LINES);
  for (const [cell, [x0, y0, x1, y1]] of lineTieSegments().entries()) {
    const cx = 8 * (cell % 128);
    const cy = 8 * Math.floor(cell / 128);
    env.vertex((cx + x0) / 512 - 1, (cy + y0) / 256 - 1, 0.0, 1.0);
    env.vertex((cx + x1) / 512 - 1, (cy + y1) / 256 - 1, 0.0, 1.0);
  }
  env.end();
}

/** The segments of scene_line_ties in cell order, in cell coordinates: [x0, y0, x1, y1]. */
export function lineTieSegments(): [number, number, number, number][] {
  const segments: [number, number, number, number][] = [];
  const at = (k: number) => 2 + 0.5 * k;
  for (let i = 0; i < 9 ** 4; i++) {
    const [x0, y0] = [at(Math.floor(i / 729)), at(Math.floor(i / 81) % 9)];
    const [x1, y1] = [at(Math.floor(i / 9) % 9), at(i % 9)];
    if (x0 !== x1 || y0 !== y1) segments.push([x0, y0, x1, y1]);
  }
  return segments;
}

/** scene_points: rows of sizes 1, 3 and 8, each point a quarter pixel further right than the last. */
export function points(env: SceneEnv): void {
  const sizes = [1.0, 3.0, 8.0];
  for (let row = 0; row < 3; row++) {
    env.rasterizer({ pointSize: sizes[row]! });
    env.begin(PipePrim.POINTS);
    for (let i = 0; i < 8; i++) {
      env.colorv(PALETTE[(i + row) % 4]!);
      env.vertex(-0.875 + i * (0.25 + 0.25 / 64.0), 0.6 - 0.6 * row + i * (0.125 / 64.0), 0.0, 1.0);
    }
    env.end();
  }
}
