// Fuzzing shaders: random mutations of TGSI text (the project's shaders and Mesa's corpus; token swaps,
// register indices, numbers, truncations, opcodes, register files, swizzles, lines) go through
// parseTgsi → create_*_state → a draw or a grid on driver-soft. The only outcomes allowed are a picture
// or a typed error (TgsiSyntaxError, PipeError, PipeUnsupportedError); anything else fails the test with
// the seed, the case and the text. Bounded by count; looping mutants stop at the runner's loop cap.
import { PipeError } from '@gallium-ts/gallium-api';
import { parseTgsi, TgsiSyntaxError } from '@gallium-ts/tgsi';
import { afterAll, describe, expect, it } from 'vitest';
import { mutate } from './mutate.js';
import { fuzzSeed, Random } from './random.js';
import { corpusShaders, OWN_SHADERS, STOPS_IN_SECOND_TILE } from './seed-shaders.js';
import { ShaderRunner } from './shader-runner.js';

const SEED = fuzzSeed(0x7a51);
const CASES = Number(process.env.FUZZ_CASES || 600);

const runner = new ShaderRunner();
afterAll(() => runner.destroy());

type Outcome = 'picture' | 'syntax' | 'pipe';

/** Runs one shader text; returns how it ended, or throws what was not a typed error. */
function outcome(text: string): Outcome {
  try {
    runner.run(parseTgsi(text));
    runner.picture();
    return 'picture';
  } catch (error) {
    if (error instanceof TgsiSyntaxError) return 'syntax';
    // A draw's failure must be reported by the draw, not by whatever flushes it later.
    if (error instanceof PipeError && error.method !== 'flush') return 'pipe';
    throw error;
  }
}

describe('TGSI text fuzzing', () => {
  const seeds = [...OWN_SHADERS, STOPS_IN_SECOND_TILE, ...corpusShaders()];

  it('every unmutated seed of the project draws a picture (so mutants reach drawing)', () => {
    for (const text of OWN_SHADERS) expect(outcome(text), text).toBe('picture');
  });

  it('a draw that stops in its second tile throws PipeError and leaves the picture as cleared', () => {
    // The runner checks the picture when the draw fails (a plain Error if anything was left).
    const error = (() => {
      try {
        runner.run(parseTgsi(STOPS_IN_SECOND_TILE));
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(PipeError);
    expect((error as PipeError).message).toBe(
      'drawVbo: the fragment shader stopped (loop iteration limit (2048) exceeded); nothing of the draw was kept',
    );
  });

  it(`${CASES} mutants end in a picture or a typed error (seed ${SEED})`, () => {
    const rng = new Random(SEED);
    const counts: Record<Outcome, number> = { picture: 0, syntax: 0, pipe: 0 };
    for (let i = 0; i < CASES; i++) {
      const text = mutate(rng.pick(seeds), rng);
      try {
        counts[outcome(text)]++;
      } catch (error) {
        expect.fail(`seed ${SEED}, case ${i}: ${(error as Error).stack}\n--- shader ---\n${text}`);
      }
    }
    console.log(`TGSI fuzz (seed ${SEED}, ${seeds.length} seeds): ${JSON.stringify(counts)}`);
    // Mutants must get past the parser and the creation checks often enough to exercise drawing.
    expect(counts.picture).toBeGreaterThan(CASES / 5);
    // After all that, the context still draws exactly what it should.
    expect(outcome(OWN_SHADERS[3]!)).toBe('picture');
  }, 60_000);
});
