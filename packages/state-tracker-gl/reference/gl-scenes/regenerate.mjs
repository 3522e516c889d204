// Regenerates the Mesa pictures of state-tracker-gl's GL scenes: compiles the C twins in this folder with
// gcc against OSMesa (warnings are errors) in a temporary folder, runs them once under
// GALLIUM_DRIVER=llvmpipe and once under softpipe (checking that the renderer printed really is that
// driver), and writes test/mesa/fixtures/<scene>.<driver>.png, top row first (the repository's
// scripts/osmesa does the work).
// Run with `npm run reference -w @gallium-ts/state-tracker-gl [-- scene...]` (gallium-api must be built).
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  regenerateScenePictures,
  runReferenceScript,
} from '../../../../scripts/osmesa/reference-pictures.mjs';

const here = dirname(fileURLToPath(import.meta.url));

runReferenceScript(() =>
  regenerateScenePictures({
    name: 'gl-scenes',
    sources: readdirSync(here)
      .filter((f) => f.endsWith('.c'))
      .map((f) => join(here, f)),
    fixtures: join(here, '..', '..', 'test', 'mesa', 'fixtures'),
    scenes: process.argv.slice(2),
    warningsAsErrors: true,
  }),
);
