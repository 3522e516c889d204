// The page tests' server (node:http on 127.0.0.1): `/` an empty page loading `/page.js` (page-entry.ts
// bundled with esbuild), and `/raster-worker.js` (driver-soft's web-raster-worker.ts bundled likewise).
// `isolated` sends COOP, COEP and CORP with every response, making the page cross-origin isolated (it
// then has SharedArrayBuffer and driver-soft's Web Workers); without them it has neither.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

export interface PageServer {
  readonly url: string;
  close(): Promise<void>;
}

export interface PageBundles {
  readonly page: string;
  readonly worker: string;
}

const ISOLATION_HEADERS = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-embedder-policy': 'require-corp',
  'cross-origin-resource-policy': 'same-origin',
};

async function bundle(entry: URL): Promise<string> {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    entryPoints: [fileURLToPath(entry)],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
    external: ['node:*'],
  });
  return result.outputFiles[0]!.text;
}

/** The page and the worker, bundled from their TypeScript sources. */
export async function bundlePage(): Promise<PageBundles> {
  const [page, worker] = await Promise.all([
    bundle(new URL('./page-entry.ts', import.meta.url)),
    bundle(new URL('../../src/raster/web-raster-worker.ts', import.meta.url)),
  ]);
  return { page, worker };
}

/** Serves `bundles` on a free port, cross-origin isolated or not. */
export async function startPageServer(bundles: PageBundles, isolated: boolean): Promise<PageServer> {
  const script = 'text/javascript; charset=utf-8';
  const files = new Map([
    [
      '/',
      {
        type: 'text/html; charset=utf-8',
        body: '<!doctype html><link rel="icon" href="data:,"><script type="module" src="/page.js"></script>',
      },
    ],
    ['/page.js', { type: script, body: bundles.page }],
    ['/raster-worker.js', { type: script, body: bundles.worker }],
  ]);
  const headers = isolated ? ISOLATION_HEADERS : {};
  const server = createServer((request, response) => {
    const file = files.get(new URL(request.url ?? '/', 'http://x').pathname);
    if (!file) {
      response.writeHead(404, headers);
      response.end();
      return;
    }
    response.writeHead(200, { 'content-type': file.type, 'cache-control': 'no-store', ...headers });
    response.end(file.body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
