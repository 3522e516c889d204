// Regenerates test/fixtures/glu-twins.json: builds reference/glu-twins.c against OSMesa and Mesa's libGLU
// (the repository's scripts/osmesa), runs it under llvmpipe and writes what it prints, the numbers the
// value tests compare with, formatted by the repository's biome. `npm run reference -w @gallium-ts/glu`.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withOsmesaProgram } from '../../../scripts/osmesa/osmesa.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const fixtures = join(here, '..', 'test', 'fixtures');

withOsmesaProgram('glu-twins', [join(here, 'glu-twins.c')], { warningsAsErrors: true }, (binary) => {
  const json = execFileSync(binary, [], {
    encoding: 'utf8',
    env: { ...process.env, GALLIUM_DRIVER: 'llvmpipe' },
  });
  JSON.parse(json);
  mkdirSync(fixtures, { recursive: true });
  const file = join(fixtures, 'glu-twins.json');
  writeFileSync(file, json);
  execFileSync('npx', ['biome', 'format', '--write', file], { stdio: 'inherit' });
  console.log(`wrote ${file}`);
});
