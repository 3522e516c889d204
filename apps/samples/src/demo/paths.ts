// Where the demo server serves the page's two scripts: the page's bundle and driver-soft's rasterizer
// worker (which the page passes to createSoftScreen as `workerUrl`).
export const PAGE_SCRIPT = '/demo.js';
export const WORKER_SCRIPT = '/raster-worker.js';
