// The seeded share of the GL call-sequence fuzzer (fuzz/, `npm run fuzz` for more) that `npm test` runs:
// FUZZ_SEEDS sequences per driver (300; 3000 under `npm run soak`, GALLIUM_SOAK=1) (noop and every drawing driver of this machine), and every seed that
// once failed (regressions.json) on every driver. Each sequence must keep the fuzzer's properties: every
// call returns, glGetError reports a GL error code, no call takes over CALL_LIMIT_MS, and the context
// still draws the known triangle exactly. A failure is reported as a minimal program that reproduces it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkKnownTriangle, WINDOW } from '../../fuzz/known-triangle.js';
import { minimize } from '../../fuzz/minimize.js';
import { reproduction } from '../../fuzz/reproduction.js';
import { fuzzContext, runSeed } from '../../fuzz/run.js';
import * as gl from '../../src/index.js';
import { DRAWING_DRIVERS, readWindow, savePicture } from '../helpers/drawing-drivers.js';

const FUZZ_SEEDS = process.env.GALLIUM_SOAK === '1' ? 3000 : 300;
const STEPS = 30;
const BATCH = 100;

interface Regression {
  seed: number;
  steps: number;
  driver: string;
  found: string;
}

const REGRESSIONS = JSON.parse(
  readFileSync(new URL('./regressions.json', import.meta.url), 'utf8'),
) as Regression[];

const DRIVERS = ['noop', ...DRAWING_DRIVERS];

/** Runs the seeds on `driver`; a failure throws with its minimal reproduction. */
async function expectSeedsPass(driver: string, seeds: readonly number[], steps: number): Promise<void> {
  for (const seed of seeds) {
    const failure = await runSeed(driver, seed, steps);
    if (!failure) continue;
    const small = await minimize(driver, seed, steps, failure);
    gl.makeCurrent(null);
    expect.fail(
      `seed ${seed} failed (npm run fuzz -- --driver ${driver} --seed ${seed} --steps ${steps}):\n${reproduction(driver, seed, small.calls, small.failure)}`,
    );
  }
}

it('fuzzes every drawing driver in CI (webgl too)', () => {
  if (process.env.CI) expect(DRIVERS).toEqual(['noop', 'soft', 'webgl']);
  else expect(DRIVERS).toContain('soft');
});

for (const driver of DRIVERS) {
  describe(`fuzzing GL call sequences [${driver}]`, () => {
    it('draws the known triangle in a fresh context (saved as test/output/fuzz-known-triangle.<driver>.png)', async () => {
      const ctx = await fuzzContext(driver);
      expect(checkKnownTriangle(driver !== 'noop')).toEqual({ ok: true });
      if (driver !== 'noop') savePicture(`fuzz-known-triangle.${driver}`, readWindow(WINDOW, WINDOW));
      gl.makeCurrent(null);
      await ctx.destroy();
    });
    for (let first = 1; first <= FUZZ_SEEDS; first += BATCH) {
      const seeds = Array.from({ length: BATCH }, (_, i) => first + i);
      it(`seeds ${first}..${first + BATCH - 1}`, () => expectSeedsPass(driver, seeds, STEPS));
    }
    it(`the ${REGRESSIONS.length} seeds that once failed`, async () => {
      for (const r of REGRESSIONS) await expectSeedsPass(driver, [r.seed], r.steps);
    });
  });
}
