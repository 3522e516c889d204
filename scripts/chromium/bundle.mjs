// Bundles page tests for the browser with esbuild: one ES module holding every test file behind a
// lazy import, so the page evaluates only the file it runs. Inside the bundle `vitest` is the page's
// test API (page/vitest.mjs); Node built-ins are stubs that throw when used; `redirects` swap a module
// for a page-side stand-in (e.g. a platform layer that takes the page's WebGL2 context).
import { createRequire, isBuiltin } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
/** vitest's own copies of its runner and matchers: the page uses exactly what vitest runs with. */
const fromVitest = createRequire(require.resolve('vitest/package.json'));

/**
 * Bundles `files` (absolute paths of test files). Options:
 * - root: the folder test names are relative to (default: the current directory);
 * - redirects: [{ module, to, importer? }] absolute paths: imports resolving to `module` (made by
 *   `importer` only, when given) load `to` instead.
 * Resolves to { code, map, names }: the bundle, its source map (sources relative to root) and the
 * files relative to root, in order.
 */
export async function bundlePageTests(files, { root = process.cwd(), redirects = [] } = {}) {
  const esbuild = await import('esbuild');
  const names = files.map((file) => relative(root, file).split('\\').join('/'));
  const entry = [
    `import { registerPageTests } from ${JSON.stringify(join(here, 'page/runner.mjs'))};`,
    'registerPageTests({',
    ...files.map(
      (file, i) => `  ${JSON.stringify(names[i])}: () => import(${JSON.stringify(resolve(file))}),`,
    ),
    '});',
  ].join('\n');
  const result = await esbuild.build({
    stdin: { contents: entry, resolveDir: root, sourcefile: 'page-tests.mjs', loader: 'js' },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    absWorkingDir: root,
    outfile: join(root, 'page-tests.js'),
    sourcemap: 'external',
    sourcesContent: false,
    write: false,
    logLevel: 'silent',
    plugins: [pageModules(redirects)],
  });
  const output = (suffix) => result.outputFiles.find((f) => f.path.endsWith(suffix)).text;
  return { code: output('.js'), map: JSON.parse(output('.js.map')), names };
}

/** The esbuild plugin that resolves `vitest`, Node built-ins and redirected modules for the page. */
function pageModules(redirects) {
  return {
    name: 'page-modules',
    setup(build) {
      build.onResolve({ filter: /^vitest$/ }, () => ({ path: join(here, 'page/vitest.mjs') }));
      build.onResolve({ filter: /^@vitest\/(runner|expect)$/ }, (args) => ({
        path: fromVitest.resolve(args.path),
      }));
      build.onResolve({ filter: /^[a-z]/ }, (args) =>
        isBuiltin(args.path) ? { path: args.path, namespace: 'node-builtin' } : undefined,
      );
      build.onLoad({ filter: /.*/, namespace: 'node-builtin' }, async (args) => ({
        contents: await nodeBuiltinStub(args.path),
        loader: 'js',
      }));
      if (redirects.length === 0) return;
      // relative imports and scoped packages (a package imported by name, e.g. by an example)
      build.onResolve({ filter: /^(\.\.?\/|@)/ }, async (args) => {
        if (args.pluginData?.redirecting) return undefined;
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: { redirecting: true },
        });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        const redirect = redirects.find(
          (r) =>
            resolve(r.module) === resolved.path &&
            (r.importer === undefined || resolve(r.importer) === args.importer),
        );
        return redirect ? { path: resolve(redirect.to) } : undefined;
      });
    },
  };
}

/**
 * A module with the exports of Node's built-in `name`, each a function that throws "<name>.<export>
 * is not available in the browser page" (the default export is an object of such functions).
 */
async function nodeBuiltinStub(name) {
  const exports = Object.keys(await import(name)).filter(
    (key) => key !== 'default' && /^[A-Za-z_$][\w$]*$/.test(key),
  );
  const thrower = (key) =>
    `() => { throw new Error(${JSON.stringify(`${name}.${key} is not available in the browser page`)}); }`;
  return [
    ...exports.map((key) => `export const ${key} = ${thrower(key)};`),
    `export default new Proxy({}, { get: (_, key) => () => { throw new Error(${JSON.stringify(name)} + '.' + String(key) + ' is not available in the browser page'); } });`,
  ].join('\n');
}
