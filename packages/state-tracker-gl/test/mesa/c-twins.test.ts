// Every GL scene of test/scenes/ has a C twin in reference/gl-scenes/ of the same size, and both Mesa
// pictures of it are committed in test/mesa/fixtures/ (made by `npm run reference`). Reads the files,
// so it runs in Node only; the comparisons themselves are mesa-scenes.test.ts.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GL_SCENES } from '../scenes/index.js';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const REFERENCE_SOURCES = here('../../reference/gl-scenes/');

describe('the GL scenes and their C twins', () => {
  it('every scene has a C twin of the same size and both Mesa pictures', () => {
    const cScenes = new Map<string, string>();
    for (const file of readdirSync(REFERENCE_SOURCES).filter((f) => f.endsWith('.c')))
      for (const m of readFileSync(REFERENCE_SOURCES + file, 'utf8').matchAll(
        /SCENE\("([^"]+)", (\d+), (\d+),/g,
      ))
        cScenes.set(m[1]!, `${m[2]}x${m[3]}`);
    expect(new Set(GL_SCENES.map((s) => s.name)).size).toBe(GL_SCENES.length);
    expect(Object.fromEntries(GL_SCENES.map((s) => [s.name, `${s.width}x${s.height}`]))).toEqual(
      Object.fromEntries(cScenes),
    );
    for (const s of GL_SCENES)
      for (const driver of ['llvmpipe', 'softpipe'])
        expect(existsSync(here(`fixtures/${s.name}.${driver}.png`)), s.name).toBe(true);
  });
});
