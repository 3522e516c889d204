// A page's Worker, as much as web-worker-threads.ts uses of it, made of a node:worker_threads Worker: so
// the Web Workers back end runs its real worker module (web-raster-worker.ts) under Node's tests. Inside,
// the global scope's `onmessage` gets what arrives on the thread's parent port (messages that arrive
// before the module has set it wait for it).
import { Worker } from 'node:worker_threads';

const BOOTSTRAP = `import { parentPort, workerData } from 'node:worker_threads';
const early = [];
parentPort.on('message', (data) => (globalThis.onmessage ? globalThis.onmessage({ data }) : early.push(data)));
await import(workerData.url);
for (const data of early.splice(0)) globalThis.onmessage({ data });`;

export class NodeWebWorker {
  private readonly worker: Worker;

  constructor(url: string | URL, _options: { type: 'module'; name?: string }) {
    this.worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(BOOTSTRAP)}`), {
      workerData: { url: String(url) },
    });
    this.worker.unref();
  }

  postMessage(message: unknown): void {
    this.worker.postMessage(message);
  }

  terminate(): void {
    void this.worker.terminate();
  }

  addEventListener(_type: 'error', listener: (event: { message?: string }) => void): void {
    this.worker.on('error', (e: Error) => listener({ message: e.message }));
  }
}
