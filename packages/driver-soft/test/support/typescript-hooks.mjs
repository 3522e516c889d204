// Module hooks that let worker threads started by tests run driver-soft's TypeScript sources: a relative
// `.js` import that does not exist resolves to the `.ts` file beside it, and `.ts` files are compiled
// with esbuild. Under vitest the driver runs from src/, so its rasterizer threads import
// src/raster/raster-worker.ts through these hooks (registered by register-typescript-hooks.mjs, which
// vitest.config.ts passes to the test processes and their workers inherit).
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';

export async function resolve(specifier, context, next) {
  if (specifier.endsWith('.js') && (specifier.startsWith('.') || specifier.startsWith('file:'))) {
    const url = new URL(specifier, context.parentURL);
    if (url.protocol === 'file:' && !existsSync(url)) {
      const ts = new URL(url.href.replace(/\.js$/, '.ts'));
      if (existsSync(ts)) return { url: ts.href, format: 'module', shortCircuit: true };
    }
  }
  return next(specifier, context);
}

export async function load(url, context, next) {
  if (url.startsWith('file:') && url.endsWith('.ts')) {
    const file = fileURLToPath(url);
    const { code } = await transform(readFileSync(file, 'utf8'), {
      loader: 'ts',
      format: 'esm',
      target: 'es2022',
      sourcemap: 'inline',
      sourcefile: file,
    });
    return { format: 'module', source: code, shortCircuit: true };
  }
  return next(url, context);
}
