// Makes test/fixtures/tess-libglu.json: every case of test/fixtures/tess-cases.json under every winding
// rule, filled (with edge flags) and boundary-only, run through Mesa's libGLU by reference/tess-regions.c.
// Usage: npm run reference -w @gallium-ts/glu (needs gcc and libglu1-mesa-dev).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { withOsmesaProgram } from '../../../scripts/osmesa/osmesa.mjs';
import { runReferenceScript } from '../../../scripts/osmesa/reference-pictures.mjs';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const RULES = { ODD: 100130, NONZERO: 100131, POSITIVE: 100132, NEGATIVE: 100133, ABS_GEQ_TWO: 100134 };
const cases = JSON.parse(readFileSync(here('../test/fixtures/tess-cases.json'), 'utf8'));

function main() {
  const runs = [];
  for (const c of cases)
    for (const [ruleName, rule] of Object.entries(RULES))
      for (const boundaryOnly of [0, 1]) runs.push({ name: c.name, ruleName, rule, boundaryOnly, c });
  const input = [String(runs.length)];
  for (const { rule, boundaryOnly, c } of runs) {
    input.push(`${rule} ${boundaryOnly} ${c.normal.join(' ')} ${c.contours.length}`);
    for (const contour of c.contours) {
      input.push(String(contour.length));
      for (const p of contour) input.push(`${p[0]} ${p[1]} ${p[2] ?? 0}`);
    }
  }
  const output = withOsmesaProgram(
    'tess-regions',
    [here('tess-regions.c')],
    { warningsAsErrors: true },
    (binary) =>
      execFileSync(binary, [], { input: `${input.join('\n')}\n`, encoding: 'utf8', maxBuffer: 1 << 28 }),
  );
  const lines = output.trim().split('\n');
  const fixture = {};
  runs.forEach((run, i) => {
    const key = `${run.name} ${run.ruleName} ${run.boundaryOnly ? 'boundary' : 'filled'}`;
    fixture[key] = JSON.parse(lines[i]);
  });
  const out = here('../test/fixtures/tess-libglu.json');
  writeFileSync(out, `${JSON.stringify(fixture)}\n`);
  // Laid out as the repository's formatter wants it, so that lint stays clean.
  execFileSync(here('../../../node_modules/.bin/biome'), ['format', '--write', out], { stdio: 'ignore' });
  console.log(`wrote ${runs.length} libGLU runs to test/fixtures/tess-libglu.json`);
}

runReferenceScript(main);
