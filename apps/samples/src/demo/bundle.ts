// Bundles the demo page for the browser with esbuild: the compiled page (dist/demo/page.js) with the
// samples, the state tracker and both drivers in one ES module. Node-only code the drivers load lazily
// (driver-webgl's npm `gl` platform, the loader's import-by-name) is never reached in the page, which
// registers its drivers itself; those imports are left out of the bundle.
import { fileURLToPath } from 'node:url';

/** The compiled page module (the same path from src/demo and dist/demo). */
export const PAGE_ENTRY = fileURLToPath(new URL('../../dist/demo/page.js', import.meta.url));

/** The bundle's JavaScript. Rejects with esbuild's message when the page does not bundle. */
export async function bundleDemo(): Promise<string> {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    entryPoints: [PAGE_ENTRY],
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
