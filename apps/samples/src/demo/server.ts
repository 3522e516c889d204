// The demo's static server (node:http, loopback only): `/` is the page, `/demo.js` its bundle and
// `/raster-worker.js` driver-soft's rasterizer worker, bundled once at start. Nothing else is served, and
// the page loads nothing else. Every response makes the page cross-origin isolated (COOP same-origin,
// COEP require-corp, and CORP same-origin on each file): what SharedArrayBuffer, a shared
// WebAssembly.Memory and driver-soft's Web Workers need.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bundleDemo } from './bundle.js';
import { demoHtml } from './html.js';
import { PAGE_SCRIPT, WORKER_SCRIPT } from './paths.js';

export interface DemoServer {
  /** e.g. http://127.0.0.1:8080/ */
  readonly url: string;
  close(): Promise<void>;
}

/** The headers every response carries: the page and its workers are cross-origin isolated. */
export const ISOLATION_HEADERS: Readonly<Record<string, string>> = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-embedder-policy': 'require-corp',
  'cross-origin-resource-policy': 'same-origin',
};

/** Bundles the page and serves it on 127.0.0.1:`port` (0: any free port). */
export async function startDemoServer(port = 0): Promise<DemoServer> {
  const bundles = await bundleDemo();
  const script = 'text/javascript; charset=utf-8';
  const files = new Map([
    ['/', { type: 'text/html; charset=utf-8', body: demoHtml(PAGE_SCRIPT) }],
    [PAGE_SCRIPT, { type: script, body: bundles.page }],
    [WORKER_SCRIPT, { type: script, body: bundles.worker }],
  ]);
  const server: Server = createServer((request, response) => {
    const file =
      request.method === 'GET' ? files.get(new URL(request.url ?? '/', 'http://x').pathname) : undefined;
    if (!file) {
      response.writeHead(request.method === 'GET' ? 404 : 405, {
        'content-type': 'text/plain',
        ...ISOLATION_HEADERS,
      });
      response.end(request.method === 'GET' ? 'not found\n' : 'only GET\n');
      return;
    }
    response.writeHead(200, { 'content-type': file.type, 'cache-control': 'no-store', ...ISOLATION_HEADERS });
    response.end(file.body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}/`,
    close: () => new Promise((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
