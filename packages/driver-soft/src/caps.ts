// SOFT_CAPS: what the software driver does, as data. The table is gallium-api's CPU_DRIVER_CAPS (shared
// with driver-noop, which reports the same caps); this driver differs from it in nothing. Its limits are
// re-exported under the names the driver's modules use.
import {
  CPU_DRIVER_CAPS,
  CPU_DRIVER_MAX_SHADER_BUFFERS,
  CPU_DRIVER_MAX_SHADER_IMAGES,
  CPU_DRIVER_MAX_THREADS_PER_BLOCK,
  capsFromTable,
  cpuDriverFormatSupported,
  type PipeCapsSource,
  type PipeCapsTable,
} from '@gallium-ts/gallium-api/util';

/** Shader buffer and image slots of every stage. */
export const MAX_SHADER_BUFFERS = CPU_DRIVER_MAX_SHADER_BUFFERS;
export const MAX_SHADER_IMAGES = CPU_DRIVER_MAX_SHADER_IMAGES;

/** Threads of one compute block: one run of the TGSI JIT (src/compute). */
export const MAX_THREADS_PER_BLOCK = CPU_DRIVER_MAX_THREADS_PER_BLOCK;

/** is_format_supported of the software driver (see gallium-api's cpuDriverFormatSupported). */
export const softFormatSupported = cpuDriverFormatSupported;

/** The software driver's capabilities as data: caps, float caps, per-stage caps, compute caps, formats. */
export const SOFT_CAPS_TABLE: PipeCapsTable = CPU_DRIVER_CAPS;

/** SOFT_CAPS_TABLE as the PipeCapsSource the screen answers from. */
export const SOFT_CAPS: PipeCapsSource = capsFromTable(SOFT_CAPS_TABLE);
