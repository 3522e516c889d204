// Bundles the demo page for the browser with esbuild: the compiled page (dist/demo/page.js) with the
// samples, the state tracker and both drivers in one ES module, and driver-soft's rasterizer worker
// (`@gallium-ts/driver-soft/web-raster-worker`) in another, which the page starts as module Web Workers.
// Node-only code the drivers load lazily (driver-webgl's npm `gl` platform, the loader's
// import-by-name, Node's worker_threads) is never reached in the page, which registers its drivers
// itself; those imports are left out of the bundles.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/** The compiled page module (the same path from src/demo and dist/demo). */
export const PAGE_ENTRY = fileURLToPath(new URL('../../dist/demo/page.js', import.meta.url));

/** The bundles' JavaScript. */
export interface DemoBundles {
  readonly page: string;
  readonly worker: string;
}

/** Bundles the page and the worker. Rejects with esbuild's message when either does not bundle. */
export async function bundleDemo(): Promise<DemoBundles> {
  const [page, worker] = await Promise.all([
    bundle(PAGE_ENTRY),
    bundle(createRequire(import.meta.url).resolve('@gallium-ts/driver-soft/web-raster-worker')),
  ]);
  return { page, worker };
}

async function bundle(entry: string): Promise<string> {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    minify: true,
    sourcemap: 'inline',
    logLevel: 'silent',
    external: ['gl', 'node:*'],
  });
  return result.outputFiles[0]!.text;
}
