// The fuzz property for one TGSI text: parseTgsi gives a shader or a TgsiSyntaxError whose line and
// column lie inside the text; a shader dumps and re-parses to an equal shader and goes through
// checkTgsi and scanTgsi without throwing. Returns a description of the violation, or null.
import { isDeepStrictEqual } from 'node:util';
import { checkTgsi } from '../../src/check.js';
import { scanTgsi } from '../../src/scan.js';
import { dumpTgsi } from '../../src/text/dump.js';
import { parseTgsi } from '../../src/text/parse.js';
import { TgsiSyntaxError } from '../../src/text/syntax-error.js';

export type Outcome = { parsed: boolean; failure: string | null };

export function fuzzOutcome(text: string): Outcome {
  let shader: ReturnType<typeof parseTgsi>;
  try {
    shader = parseTgsi(text);
  } catch (e) {
    const lines = text.split('\n').length;
    const typed = e instanceof TgsiSyntaxError && e.line >= 1 && e.line <= lines && e.column >= 1;
    return { parsed: false, failure: typed ? null : String(e) };
  }
  try {
    const again = parseTgsi(dumpTgsi(shader));
    if (!isDeepStrictEqual(again, shader)) return { parsed: true, failure: 'round trip differs' };
    checkTgsi(shader);
    scanTgsi(shader);
  } catch (e) {
    return { parsed: true, failure: String(e) };
  }
  return { parsed: true, failure: null };
}

/** Runs `count` seeded mutations (1–3 rounds each) of the seeds; returns failures and how many parsed. */
export function runMutations(
  seeds: readonly string[],
  count: number,
  random: () => number,
  mutate: (text: string, all: readonly string[], random: () => number) => string,
): { failures: string[]; parsed: number } {
  const failures: string[] = [];
  let parsed = 0;
  for (let n = 0; n < count && failures.length < 5; n++) {
    let text = seeds[n % seeds.length]!;
    const rounds = 1 + Math.floor(random() * 3);
    for (let r = 0; r < rounds; r++) text = mutate(text, seeds, random);
    const outcome = fuzzOutcome(text);
    if (outcome.parsed) parsed++;
    if (outcome.failure !== null) failures.push(`mutation ${n}: ${outcome.failure}\n${JSON.stringify(text)}`);
  }
  return { failures, parsed };
}
