// TypeDoc plugin (loaded by typedoc.json): ties each package's documented entry points to the "exports" of
// its package.json. A run fails when an export with type declarations has no entry point (its typedoc.json
// must list the source file) or an entry point is not exported; a package with several entry points gets
// one module per export, named as programs import it (`@gallium-ts/gallium-api/util`).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { Converter, ReflectionKind } from 'typedoc';

/** The directory of the package.json nearest above `file`. */
function packageDir(file) {
  let dir = dirname(file);
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return dir;
}

/** A path without its build or source folder and extension: dist/util/index.d.ts, src/util/index.ts → util/index. */
function stem(path) {
  return path
    .replace(/^\.\//, '')
    .replace(/^(dist|src)\//, '')
    .replace(/(\.d)?\.[cm]?ts$/, '');
}

/** @param {import('typedoc').Application} app */
export function load(app) {
  /** Entry file → the import specifier it is published as, for the package being converted. */
  let specifiers = new Map();

  app.converter.on(Converter.EVENT_BEGIN, () => {
    const entries = app.options.getValue('entryPoints').map((entry) => resolve(entry));
    specifiers = new Map();
    if (entries.length === 0) return;
    const dir = packageDir(entries[0]);
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    const exported = new Map();
    for (const [subpath, target] of Object.entries(pkg.exports ?? {})) {
      if (typeof target === 'object' && target.types) exported.set(stem(target.types), subpath);
    }
    for (const entry of entries) {
      const subpath = exported.get(stem(relative(dir, entry)));
      if (subpath === undefined) {
        app.logger.error(`${pkg.name}: entry point ${relative(dir, entry)} is not in package.json "exports"`);
        continue;
      }
      specifiers.set(entry, pkg.name + subpath.slice(1));
      exported.delete(stem(relative(dir, entry)));
    }
    for (const subpath of exported.values()) {
      app.logger.error(
        `${pkg.name}: export "${subpath}" has no entry point (list its source in typedoc.json)`,
      );
    }
  });

  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection) => {
    if (!reflection.kindOf(ReflectionKind.Module)) return;
    const file = context.getSymbolFromReflection(reflection)?.declarations?.[0]?.getSourceFile().fileName;
    const specifier = file && specifiers.get(resolve(file));
    if (specifier) reflection.name = specifier;
  });
}
