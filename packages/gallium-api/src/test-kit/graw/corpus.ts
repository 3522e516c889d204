// @gallium-ts/gallium-api/test-kit/corpus (Node only): where the shared TGSI corpus of Mesa's graw
// test shaders lives — `../shared/tgsi-corpus` beside the repository root — and which files it holds.
// The folder exists in the project's CI and not in a user's clone: under CI (CI=true) its absence is
// an error; elsewhere tests over it are left out.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The corpus's shader folders by the graw test that draws them. */
export const CORPUS_FOLDERS = {
  fragment: 'fragment-shader',
  vertex: 'vertex-shader',
  geometry: 'geometry-shader',
  regressFragment: 'python-regress-fragment-shader',
  mesa21: 'mesa21-variants',
} as const;

/** Shaders even Mesa no longer parses (the corpus README): parseTgsi refuses them with a TgsiSyntaxError. */
export const OUTDATED_CORPUS_SHADERS: readonly string[] = [
  'frag-kil.sh',
  'frag-mad-immx.sh',
  'frag-tempx.sh',
];

/**
 * The repository root above `from` (default: this file): the nearest folder whose package.json
 * declares workspaces; else the current working directory.
 */
export function repositoryRoot(from: string = dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = resolve(from); ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && 'workspaces' in JSON.parse(readFileSync(manifest, 'utf8'))) return dir;
    if (dirname(dir) === dir) return process.cwd();
  }
}

/** The corpus folder: `$TGSI_CORPUS` if set, else `../shared/tgsi-corpus` beside the repository root. */
export function corpusDirectory(): string {
  return process.env.TGSI_CORPUS ?? resolve(repositoryRoot(), '../shared/tgsi-corpus');
}

/**
 * Whether tests over the corpus run: true when the folder exists; false when it does not, except under
 * CI (`CI=true`), where its absence throws.
 */
export function corpusAvailable(): boolean {
  const dir = corpusDirectory();
  if (existsSync(dir) && statSync(dir).isDirectory()) return true;
  if (process.env.CI === 'true') throw new Error(`the TGSI corpus is missing at ${dir} (CI requires it)`);
  return false;
}

/** The shader files of one corpus folder (`CORPUS_FOLDERS`), sorted by name. */
export function corpusFiles(folder: string): string[] {
  return readdirSync(join(corpusDirectory(), folder))
    .filter((name) => statSync(join(corpusDirectory(), folder, name)).isFile())
    .sort();
}

/** The text of `folder/name` in the corpus. */
export function readCorpusShader(folder: string, name: string): string {
  return readFileSync(join(corpusDirectory(), folder, name), 'utf8');
}
