// @gallium-ts/driver-soft: the software rasterizer driver (softpipe/llvmpipe class). A draw module
// (vertex fetch, TGSI vertex shading, clipping, primitive stages), a binned fixed-point rasterizer and a
// fragment back end generated per state variant, over gallium-api's validating CPU driver base.
import type { PipeDriver } from '@gallium-ts/gallium-api';
import { createSoftScreen, type SoftScreenOptions } from './soft-screen.js';

export { SOFT_CAPS, SOFT_CAPS_TABLE, softFormatSupported } from './caps.js';
export type { ComputeGridCounts } from './compute/launch.js';
export type { RasterBackend } from './raster/scene-threads.js';
export { SoftContext } from './soft-context.js';
export { createSoftScreen, type RasterInfo, SoftScreen, type SoftScreenOptions } from './soft-screen.js';

/** The driver the loader finds: `createScreen({ driver: 'soft' })` (also 'softpipe', 'llvmpipe'). */
export const driver: PipeDriver = {
  name: 'soft',
  createScreen: (options) => createSoftScreen(options as SoftScreenOptions),
};
