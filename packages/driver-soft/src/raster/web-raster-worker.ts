// The rasterizer thread of a page (a module Web Worker started by web-worker-threads.ts): it serves
// scenes with the same code as Node's threads (raster-worker.ts serveRasterThread), through a port whose
// results go into the scene's shared report (thread-report.ts) instead of a message, since the page's
// calling thread cannot receive one while it waits. Bundlers take it as an entry of its own; it is
// exported as `@gallium-ts/driver-soft/web-raster-worker` (see the README's Threads section).
import { serveRasterThread } from './raster-worker.js';
import type { SceneJob, ThreadPort, ThreadResult } from './thread-job.js';
import { writeThreadResult } from './thread-report.js';
import type { WebSceneJob, WebThreadStart } from './web-thread-messages.js';

/** What this module uses of the worker's global scope (declared here: the package's types have no DOM). */
interface WorkerScope {
  onmessage: ((event: { data: unknown }) => void) | null;
}
const scope = globalThis as unknown as WorkerScope;

scope.onmessage = ({ data }) => {
  const start = data as WebThreadStart;
  let serve: ((job: SceneJob) => void) | null = null;
  let job: WebSceneJob | null = null;
  const port: ThreadPort = {
    on: (_event, listener) => {
      serve = listener;
    },
    // serveRasterThread posts its result here, before it counts itself done in the control array.
    postMessage(value) {
      if (job) writeThreadResult(job.report, start.index, value as ThreadResult);
    },
    close: () => {},
  };
  scope.onmessage = (event) => {
    job = event.data as WebSceneJob;
    serve?.(job);
  };
  serveRasterThread({ entry: '', index: start.index, control: start.control, port, memory: start.memory });
};
