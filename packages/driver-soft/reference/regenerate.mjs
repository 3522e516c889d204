// Regenerates driver-soft's Mesa reference pictures: compiles mesa-scenes.c with gcc against OSMesa in a
// temporary folder, runs it once under GALLIUM_DRIVER=llvmpipe and once under softpipe (checking that
// the renderer it prints really is that driver), and writes test/fixtures/mesa/<scene>.<driver>.png,
// top row first (the repository's scripts/osmesa does the work). Run with
// `npm run reference -w @gallium-ts/driver-soft [-- scene...]` (gallium-api must be built).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { regenerateScenePictures, runReferenceScript } from '../../../scripts/osmesa/reference-pictures.mjs';

const here = dirname(fileURLToPath(import.meta.url));

runReferenceScript(() =>
  regenerateScenePictures({
    name: 'mesa-scenes',
    sources: [join(here, 'mesa-scenes.c')],
    fixtures: join(here, '..', 'test', 'fixtures', 'mesa'),
    scenes: process.argv.slice(2),
  }),
);
