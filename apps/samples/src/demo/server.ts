// The demo's static server (node:http, loopback only): `/` is the page, `/demo.js` the bundle made once
// at start. Nothing else is served, and the page loads nothing else.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bundleDemo } from './bundle.js';
import { demoHtml } from './html.js';

export interface DemoServer {
  /** e.g. http://127.0.0.1:8080/ */
  readonly url: string;
  close(): Promise<void>;
}

/** Bundles the page and serves it on 127.0.0.1:`port` (0: any free port). */
export async function startDemoServer(port = 0): Promise<DemoServer> {
  const files = new Map([
    ['/', { type: 'text/html; charset=utf-8', body: demoHtml('/demo.js') }],
    ['/demo.js', { type: 'text/javascript; charset=utf-8', body: await bundleDemo() }],
  ]);
  const server: Server = createServer((request, response) => {
    const file =
      request.method === 'GET' ? files.get(new URL(request.url ?? '/', 'http://x').pathname) : undefined;
    if (!file) {
      response.writeHead(request.method === 'GET' ? 404 : 405, { 'content-type': 'text/plain' });
      response.end(request.method === 'GET' ? 'not found\n' : 'only GET\n');
      return;
    }
    response.writeHead(200, { 'content-type': file.type, 'cache-control': 'no-store' });
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
