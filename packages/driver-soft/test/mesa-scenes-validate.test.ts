// The reference scenes before driver-soft draws them: every pipe scene runs on driver-noop (which
// validates every call as a real driver does) without a PipeError and releases all it creates; the scene
// list matches mesa-scenes.c's table; every scene has an llvmpipe and a softpipe fixture of its size that
// shows something; and Mesa's two software drivers agree with each other within the scene's tolerance,
// except for the disagreements listed below, which are asserted so that a change is noticed.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createNoopScreen } from '@gallium-ts/driver-noop';
import {
  compareImages,
  FILLED_SCENE_TOLERANCE,
  LINE_POINT_SCENE_TOLERANCE,
  type RgbaImage,
} from '@gallium-ts/gallium-api/image';
import { readPng } from '@gallium-ts/gallium-api/png';
import { describe, expect, it } from 'vitest';
import { PIPE_SCENES, type PipeScene, renderScene } from './scenes/index.js';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const fixture = (scene: PipeScene, driver: 'llvmpipe' | 'softpipe'): RgbaImage =>
  readPng(here(`fixtures/mesa/${scene.name}.${driver}.png`));
const tolerance = (scene: PipeScene) =>
  scene.kind === 'filled' ? FILLED_SCENE_TOLERANCE : LINE_POINT_SCENE_TOLERANCE;

/**
 * Scenes where llvmpipe and softpipe differ beyond the tolerance, and why. driver-soft cannot match both
 * there; the comparison test has to pick one.
 */
const MESA_DISAGREEMENTS: Record<string, string> = {
  'quads-polygon':
    'smooth GL_QUADS with non-affine colours: llvmpipe splits each quad along v0-v2, softpipe along v1-v3',
  'mipmap-nearest-nearest': 'LOD (level selection) computed differently on a perspective floor',
  'mipmap-linear-nearest': 'LOD (level selection) computed differently on a perspective floor',
  'mipmap-nearest-linear': 'LOD (level blend weights) computed differently on a perspective floor',
  'mipmap-linear-linear': 'LOD (level blend weights) computed differently on a perspective floor',
};

describe('pipe scenes on driver-noop', () => {
  it.each(PIPE_SCENES)('$name: every call is valid and everything is released', (scene) => {
    const screen = createNoopScreen();
    const image = renderScene(screen, scene);
    expect([image.width, image.height]).toEqual([scene.width, scene.height]);
    expect(image.data.length).toBe(scene.width * scene.height * 4);
    // destroy() refuses while a context or a resource of the screen is alive
    expect(() => screen.destroy()).not.toThrow();
  });
});

describe('scene list', () => {
  it('has the names, order and sizes of the SCENE table in reference/mesa-scenes.c', () => {
    const source = readFileSync(here('../reference/mesa-scenes.c'), 'utf8');
    const table = [...source.matchAll(/SCENE\("([^"]+)", (\d+), (\d+),/g)].map((m) => [
      m[1],
      Number(m[2]),
      Number(m[3]),
    ]);
    expect(table.length).toBeGreaterThanOrEqual(30);
    expect(PIPE_SCENES.map((s) => [s.name, s.width, s.height])).toEqual(table);
  });
});

describe('Mesa fixtures', () => {
  it.each(PIPE_SCENES)(
    '$name: llvmpipe and softpipe pictures of the scene size that draw something',
    (scene) => {
      for (const driver of ['llvmpipe', 'softpipe'] as const) {
        const image = fixture(scene, driver);
        expect([image.width, image.height]).toEqual([scene.width, scene.height]);
        // the clear colour (0.2, 0.2, 0.4, 1) packs to 51, 51, 102, 255; every scene draws over part of it
        const cleared = Uint8Array.from({ length: image.data.length }, (_, i) => [51, 51, 102, 255][i % 4]!);
        expect(compareImages(image, { ...image, data: cleared }, { threshold: 0 }).offPixels).toBeGreaterThan(
          0,
        );
      }
    },
  );

  it.each(PIPE_SCENES)('$name: llvmpipe and softpipe agree as the scene kind allows', (scene) => {
    const result = compareImages(fixture(scene, 'llvmpipe'), fixture(scene, 'softpipe'));
    const reason = MESA_DISAGREEMENTS[scene.name];
    if (reason === undefined) {
      expect(result.offShare, `${(result.offShare * 100).toFixed(2)}% off`).toBeLessThan(tolerance(scene));
    } else {
      expect(result.offShare, `known disagreement (${reason}) no longer there`).toBeGreaterThanOrEqual(
        tolerance(scene),
      );
    }
  });
});
