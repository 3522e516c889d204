// The repository's benchmark definitions, typed for this package: the workload numbers
// (scripts/mesa-bench/workloads.mjs), the Mesa harness that draws them through OSMesa
// (scripts/mesa-bench/mesa.mjs) and driver-soft's pipe-level workloads
// (packages/driver-soft/bench/pipe-workloads.mjs, used here for `alu`, whose 64-MAD shader is TGSI
// through the pipe API because GL 1.5 has no shaders). They are plain .mjs files outside this package,
// loaded at run time by path; the same relative path works from src/bench and dist/bench.
import type { PipeScreen } from '@gallium-ts/gallium-api';

/** The workloads of DESIGN "Performance". */
export const WORKLOAD_NAMES = ['fill', 'tex', 'tris', 'alu', 'calls'] as const;
export type WorkloadName = (typeof WORKLOAD_NAMES)[number];

export interface WorkloadNumbers {
  readonly fill: { size: number; quads: number; unit: string; perFrame: number };
  readonly tex: { size: number; quads: number; textureSize: number; unit: string; perFrame: number };
  readonly tris: { size: number; stacks: number; slices: number; unit: string; perFrame: number };
  readonly alu: { size: number; mads: number; unit: string; perFrame: number };
  readonly calls: { size: number; draws: number; unit: string; perFrame: number };
}

/** scripts/mesa-bench/workloads.mjs */
export interface WorkloadsModule {
  readonly WORKLOADS: WorkloadNumbers;
  readonly QUAD_CORNERS: readonly (readonly [number, number])[];
  readonly FILL_COLORS: readonly (readonly [number, number, number, number])[];
  texTexel(x: number, y: number): [number, number, number, number];
  texShift(q: number): number;
  readonly LIGHT_DIRECTION: readonly [number, number, number];
  readonly DIFFUSE: readonly [number, number, number, number];
  sphereTriangles(): { positions: Float32Array; normals: Float32Array; count: number };
}

/** The Mesa drivers mesa.mjs can time. */
export type MesaDriver = 'llvmpipe' | 'llvmpipe-1t' | 'softpipe' | 'noop';

/** scripts/mesa-bench/mesa.mjs */
export interface MesaModule {
  readonly MESA_INSTALL_HINT: string;
  mesaAvailable(): boolean;
  runMesa(driver: MesaDriver, workload: WorkloadName, frames: number): { seconds: number; renderer: string };
}

/** packages/driver-soft/bench/pipe-workloads.mjs */
export interface PipeWorkloadsModule {
  readonly PIPE_WORKLOADS: readonly string[];
  pipeWorkload(
    screen: PipeScreen,
    workload: 'fill' | 'tex' | 'tris' | 'alu',
  ): { frame(): void; destroy(): void };
}

const REPO = new URL('../../../../', import.meta.url);

async function load<T>(path: string): Promise<T> {
  return (await import(new URL(path, REPO).href)) as T;
}

export const workloads = await load<WorkloadsModule>('scripts/mesa-bench/workloads.mjs');
export const mesa = await load<MesaModule>('scripts/mesa-bench/mesa.mjs');
export const pipeWorkloads = await load<PipeWorkloadsModule>('packages/driver-soft/bench/pipe-workloads.mjs');
