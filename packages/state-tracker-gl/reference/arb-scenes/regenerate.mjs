// Regenerates the Mesa pictures of the ARB program scenes: compiles the C twins in this folder (with
// gl-scenes' runner and helpers) against OSMesa, warnings as errors, runs them under llvmpipe and
// softpipe with ARB_SCENE_PROGRAMS naming programs/ (the program texts the TypeScript scene table reads
// too), and writes test/mesa/fixtures/<scene>.<driver>.png, top row first.
// Run with `npm run reference:arb -w @gallium-ts/state-tracker-gl [-- scene...]` (gallium-api must be built).
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  regenerateScenePictures,
  runReferenceScript,
} from '../../../../scripts/osmesa/reference-pictures.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const glScenes = join(here, '..', 'gl-scenes');

process.env.ARB_SCENE_PROGRAMS = join(here, 'programs');
runReferenceScript(() =>
  regenerateScenePictures({
    name: 'arb-scenes',
    sources: [
      ...readdirSync(here)
        .filter((f) => f.endsWith('.c'))
        .map((f) => join(here, f)),
      join(glScenes, 'scene-runner.c'),
      join(glScenes, 'helpers.c'),
    ],
    fixtures: join(here, '..', '..', 'test', 'mesa', 'fixtures'),
    scenes: process.argv.slice(2),
    warningsAsErrors: true,
  }),
);
