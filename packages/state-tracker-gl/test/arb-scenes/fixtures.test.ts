// The ARB scene table (scenes.ts) against its fixtures: each scene has a C twin of the same size in
// reference/arb-scenes/ that loads the scene's program files, every program file belongs to a scene
// and loads in the front end, both Mesa pictures are committed, and at every probe both pictures (only
// the reference one where the scene names a disagreement) hold the colour the maths gives. Reads files,
// so it runs in Node only; arb-scenes.test.ts draws the scenes on our drivers and compares them.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  compareImages,
  FILLED_SCENE_TOLERANCE,
  LINE_POINT_SCENE_TOLERANCE,
} from '@gallium-ts/gallium-api/image';
import { readPng } from '@gallium-ts/gallium-api/png';
import { describe, expect, it } from 'vitest';
import { compileArbProgram } from '../../src/arb/index.js';
import { ARB_SCENES, arbProgramText, probeMisses } from './scenes.js';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const TWINS = here('../../reference/arb-scenes/');
const PROGRAMS = `${TWINS}programs/`;
const FIXTURES = here('../mesa/fixtures/');

describe('the ARB scenes and their fixtures', () => {
  it('every scene has a C twin of the same size that loads its programs', () => {
    const cScenes = new Map<string, string>();
    for (const file of readdirSync(TWINS).filter((f) => f.endsWith('.c')))
      for (const m of readFileSync(TWINS + file, 'utf8').matchAll(/SCENE\("([^"]+)", (\d+), (\d+), (\w+)\)/g))
        cScenes.set(m[1]!, `${m[2]}x${m[3]} ${file} ${m[4]}`);
    expect(new Set(ARB_SCENES.map((s) => s.name)).size).toBe(ARB_SCENES.length);
    expect(
      Object.fromEntries(
        ARB_SCENES.map((s) => [s.name, `${s.width}x${s.height} ${s.twin.file} ${s.twin.fn}`]),
      ),
    ).toEqual(Object.fromEntries(cScenes));
    for (const s of ARB_SCENES) {
      const source = readFileSync(TWINS + s.twin.file, 'utf8');
      for (const program of s.programs) expect(source, `${s.name}: ${program}`).toContain(`"${program}"`);
    }
  });

  it('every program file belongs to a scene and loads in the front end', () => {
    const used = new Set(ARB_SCENES.flatMap((s) => s.programs));
    const files = readdirSync(PROGRAMS);
    expect(files.sort()).toEqual([...used].sort());
    for (const file of files) {
      const kind = file.endsWith('.vp') ? 'vertex' : 'fragment';
      expect(() => compileArbProgram(arbProgramText(file), kind), file).not.toThrow();
    }
  });

  it('the scenes with rectangle targets say that they need GL_ARB_texture_rectangle', () => {
    for (const s of ARB_SCENES)
      expect(s.requires?.includes('GL_ARB_texture_rectangle') ?? false, s.name).toBe(
        s.programs.some((file) => /\bRECT\b|SHADOWRECT/.test(arbProgramText(file))),
      );
  });

  it.each(ARB_SCENES)('$name: the Mesa pictures hold the probe colours', (scene) => {
    const drivers = scene.disagreement ? [scene.disagreement.reference] : ['llvmpipe', 'softpipe'];
    for (const driver of ['llvmpipe', 'softpipe']) {
      const path = `${FIXTURES}${scene.name}.${driver}.png`;
      expect(existsSync(path), path).toBe(true);
      const picture = readPng(path);
      expect([picture.width, picture.height]).toEqual([scene.width, scene.height]);
      if (!drivers.includes(driver)) continue;
      expect(probeMisses(picture, scene), driver).toEqual([]);
    }
  });

  it.each(ARB_SCENES)('$name: llvmpipe and softpipe agree unless a disagreement is named', (scene) => {
    const [llvmpipe, softpipe] = ['llvmpipe', 'softpipe'].map((driver) =>
      readPng(`${FIXTURES}${scene.name}.${driver}.png`),
    );
    const { offShare } = compareImages(llvmpipe!, softpipe!);
    const tolerance = scene.kind === 'filled' ? FILLED_SCENE_TOLERANCE : LINE_POINT_SCENE_TOLERANCE;
    expect(offShare >= tolerance, `${(offShare * 100).toFixed(2)}% of the pixels differ`).toBe(
      scene.disagreement !== undefined,
    );
  });
});
