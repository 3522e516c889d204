// What a page's calling thread posts to its rasterizer Web Workers (web-worker-threads.ts,
// web-raster-worker.ts): the start message, then scene jobs with the shared report their results go into
// (the workers post nothing back: the calling thread reads the report).
import type { WasmMemory } from '@gallium-ts/gallium-api/util';
import type { SceneJob } from './thread-job.js';
import type { SceneReport } from './thread-report.js';

/** The first message a worker gets. */
export interface WebThreadStart {
  readonly index: number;
  /** The threads' shared control array (ThreadControl). */
  readonly control: Int32Array;
  /** The screen's WebAssembly heap memory, or null (see ThreadData.memory). */
  readonly memory: WasmMemory | null;
}

/** Every later message: a scene, and where the worker writes its result. */
export interface WebSceneJob extends SceneJob {
  readonly report: SceneReport;
}
