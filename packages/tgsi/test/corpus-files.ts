// Where the shared TGSI corpus lives (../shared/tgsi-corpus beside the repository root) and which
// shader files it holds. The parser's and the engines' corpus tests both find it through here, and
// declare through corpusPresent() what a file holds where the corpus is absent.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

export const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
export const corpus = resolve(repoRoot, '../shared/tgsi-corpus');

/** Shader files: everything inside the corpus's subfolders, as `folder/name`, sorted. */
export function shaderFiles(): string[] {
  const files: string[] = [];
  for (const dir of readdirSync(corpus).sort()) {
    if (!statSync(join(corpus, dir)).isDirectory()) continue;
    for (const name of readdirSync(join(corpus, dir)).sort()) files.push(`${dir}/${name}`);
  }
  return files;
}

/**
 * Whether the corpus is there. When it is not, declares the file's one test instead (vitest fails a file
 * that declares none): in CI a failing test, since the corpus must be checked out there; elsewhere a
 * skipped test whose title says why.
 */
export function corpusPresent(): boolean {
  if (existsSync(corpus)) return true;
  if (process.env.CI) {
    it('corpus missing', () => {
      expect.fail(`the TGSI corpus is missing: expected it at ${corpus}`);
    });
  } else {
    it.skip(`TGSI corpus not found at ${corpus}: corpus tests skipped`, () => {});
  }
  return false;
}
