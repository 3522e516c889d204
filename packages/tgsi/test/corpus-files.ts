// Where the shared TGSI corpus lives (../shared/tgsi-corpus beside the repository root) and which
// shader files it holds. The parser's and the engines' corpus tests both find it through here.
import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

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
