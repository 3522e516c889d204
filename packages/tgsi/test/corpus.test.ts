// The shared corpus layer: every TGSI file from Mesa's tests in ../shared/tgsi-corpus parses, passes
// checkTgsi without errors and round-trips through dumpTgsi; the three stale files are rejected with
// a clear TgsiSyntaxError. Runs where the corpus exists; in CI its absence is a failure.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkTgsi } from '../src/check.js';
import { dumpTgsi } from '../src/text/dump.js';
import { parseTgsi } from '../src/text/parse.js';
import { TgsiSyntaxError } from '../src/text/syntax-error.js';
import { corpus, corpusPresent, repoRoot, shaderFiles } from './corpus-files.js';

/** The stale files and how they must be rejected: [path, line, column, reason]. */
const STALE: Array<[string, number, number, string]> = [
  ['fragment-shader/frag-kil.sh', 16, 1, 'unknown opcode `KIL`: KIL was renamed KILL_IF'],
  [
    'fragment-shader/frag-mad-immx.sh',
    5,
    5,
    'unknown register file `IMMX`: the IMMX file was removed from TGSI; declare immediates with IMM',
  ],
  [
    'fragment-shader/frag-tempx.sh',
    6,
    5,
    'unknown register file `TEMPX`: the TEMPX file was removed from TGSI; declare temporary arrays with DCL TEMP[a..b], ARRAY(n)',
  ],
];

// Always registered (a test file must hold a test even where the corpus is absent): the corpus is
// looked for beside the repository root, which this test locates.
it('looks for the corpus beside the repository root', () => {
  const manifest = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { name: string };
  expect(manifest.name).toBe('gallium-ts');
  expect(corpus).toBe(join(repoRoot, '..', 'shared', 'tgsi-corpus'));
});

if (corpusPresent()) {
  const files = shaderFiles();
  const stale = new Set(STALE.map(([path]) => path));

  describe('tgsi corpus', () => {
    it('holds the stale files and at least the 72 current ones', () => {
      expect(files.filter((f) => stale.has(f))).toEqual(STALE.map(([path]) => path));
      expect(files.length - stale.size).toBeGreaterThanOrEqual(72);
    });

    it.each(STALE)('%s is rejected at line %i, column %i', (path, line, column, reason) => {
      const text = readFileSync(join(corpus, path), 'utf8');
      let error: unknown;
      try {
        parseTgsi(text);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(TgsiSyntaxError);
      const e = error as TgsiSyntaxError;
      expect([e.line, e.column, e.reason]).toEqual([line, column, reason]);
    });

    it.each(files.filter((f) => !stale.has(f)))('%s parses, checks clean and round-trips', (path) => {
      const shader = parseTgsi(readFileSync(join(corpus, path), 'utf8'));
      expect(shader.instructions.length).toBeGreaterThan(0);
      expect(checkTgsi(shader).filter((d) => d.severity === 'error')).toEqual([]);
      const text = dumpTgsi(shader);
      expect(parseTgsi(text)).toEqual(shader);
      expect(dumpTgsi(parseTgsi(text))).toBe(text);
    });
  });
}
