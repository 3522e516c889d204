// What the benchmark times: a workload on one of our drivers (GL workloads through state-tracker-gl,
// `alu` through the pipe API with driver-soft's pipe-level workload) or on one of Mesa's drivers through
// the repository's OSMesa harness. Every subject answers the same question — seconds for N frames, each
// finished (glFinish, or a flush with its fence waited on), after one untimed warm-up frame — so that
// runs of different subjects can be interleaved and compared.
import { createScreen, type PipeScreen } from '@gallium-ts/gallium-api';
import {
  createContext,
  GL_NO_ERROR,
  type GlContext,
  glClearColor,
  glFinish,
  glGetError,
  glViewport,
  makeCurrent,
} from '@gallium-ts/state-tracker-gl';
import { glWorkload } from './gl-workloads.js';
import { type MesaDriver, mesa, pipeWorkloads, type WorkloadName, workloads } from './repo-scripts.js';

/**
 * One of our drivers as the benchmark runs it: `label` names it in the results (`soft`, `soft-1t`…),
 * `screenOptions` go to its screen (driver-soft's `threads`, `codegen`).
 */
export interface OurDriver {
  readonly label: string;
  readonly driver: string;
  readonly screenOptions?: Readonly<Record<string, unknown>>;
  /** The label of the subject its rate is compared with (`soft` → `soft-js`), if any. */
  readonly baseline?: string;
}

/** A workload ready to be timed on one driver. */
export interface Subject {
  /** An OurDriver's label, or `mesa-llvmpipe`, `mesa-llvmpipe-1t`, `mesa-softpipe`, `mesa-noop`. */
  readonly driver: string;
  /** Seconds taken by `frames` finished frames after one warm-up frame. */
  time(frames: number): Promise<number>;
  /** What drew it (the screen's name, or the renderer Mesa reported), known after the first run. */
  renderer(): string;
  close(): Promise<void>;
}

/** The screen's name and the device under it (driver-webgl: the GL renderer it runs on). */
function describeScreen(screen: PipeScreen): string {
  const device = screen.getDeviceVendor();
  return device && device !== screen.getVendor() ? `${screen.getName()} on ${device}` : screen.getName();
}

/** Seconds taken by `frames` calls of `frame` after one warm-up call. */
function timeFrames(frame: () => void, frames: number): number {
  frame();
  const start = performance.now();
  for (let f = 0; f < frames; f++) frame();
  return (performance.now() - start) / 1000;
}

/** A GL workload on a context of its own (made current for each run). */
async function glSubject(ours: OurDriver, name: 'fill' | 'tex' | 'tris' | 'calls'): Promise<Subject> {
  const workload = glWorkload(name);
  const { label: driver, screenOptions } = ours;
  const ctx: GlContext = await createContext({
    width: workload.size,
    height: workload.size,
    driver: ours.driver,
    screenOptions,
  });
  const check = (when: string) => {
    const error = glGetError();
    if (error !== GL_NO_ERROR)
      throw new Error(`bench ${name} on ${driver}: GL error 0x${error.toString(16)} ${when}`);
  };
  makeCurrent(ctx);
  try {
    glViewport(0, 0, workload.size, workload.size);
    glClearColor(0, 0, 0, 1);
    workload.setup();
    check('in setup');
  } finally {
    makeCurrent(null);
  }
  return {
    driver,
    async time(frames) {
      makeCurrent(ctx);
      try {
        const seconds = timeFrames(() => {
          workload.frame();
          glFinish();
        }, frames);
        check('while drawing');
        return seconds;
      } finally {
        makeCurrent(null);
      }
    },
    renderer: () => describeScreen(ctx.screen),
    close: () => ctx.destroy(),
  };
}

/** `alu` (or any pipe-level workload) on a screen of its own. */
async function pipeSubject(ours: OurDriver, name: 'fill' | 'tex' | 'tris' | 'alu'): Promise<Subject> {
  const screen = await createScreen({ ...ours.screenOptions, driver: ours.driver });
  const driver = ours.label;
  let run: ReturnType<typeof pipeWorkloads.pipeWorkload>;
  try {
    run = pipeWorkloads.pipeWorkload(screen, name);
  } catch (error) {
    screen.destroy();
    throw error;
  }
  return {
    driver,
    time: async (frames) => timeFrames(() => run.frame(), frames),
    renderer: () => describeScreen(screen),
    async close() {
      run.destroy();
      screen.destroy();
    },
  };
}

/** Workload `name` on our driver `ours`: GL workloads through the state tracker, `alu` at the pipe level. */
export function ourSubject(ours: OurDriver, name: WorkloadName): Promise<Subject> {
  return name === 'alu' ? pipeSubject(ours, name) : glSubject(ours, name);
}

/** Workload `name` on Mesa's `driver`: each run is a process of the OSMesa harness. */
export function mesaSubject(driver: MesaDriver, name: WorkloadName): Subject {
  let renderer = '';
  return {
    driver: `mesa-${driver}`,
    async time(frames) {
      const result = mesa.runMesa(driver, name, frames);
      renderer = result.renderer;
      return result.seconds;
    },
    renderer: () => renderer,
    close: async () => {},
  };
}

/** Units (pixels, triangles, draws) per frame and their unit, as workloads.mjs defines them. */
export function workloadUnit(name: WorkloadName): { perFrame: number; unit: string } {
  const { perFrame, unit } = workloads.WORKLOADS[name];
  return { perFrame, unit };
}
