// Types of pipe-workloads.mjs.
import type { PipeScreen } from '@gallium-ts/gallium-api';

/** The workloads drawn at the pipe level. */
export declare const PIPE_WORKLOADS: string[];

/** `workload` set up on a new context of `screen`: `frame()` draws and finishes a frame. */
export declare function pipeWorkload(
  screen: PipeScreen,
  workload: string,
): { frame(): void; destroy(): void };
