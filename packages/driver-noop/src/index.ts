// @gallium-ts/driver-noop: a gallium-ts driver that accepts everything a real driver accepts, refuses
// what it refuses, keeps resource bytes and draws nothing. For testing callers and measuring the
// overhead of the layers above the driver.
import type { PipeDriver } from '@gallium-ts/gallium-api';
import { createNoopScreen, type NoopScreenOptions } from './noop-screen.js';

export { NoopContext } from './noop-context.js';
export { createNoopScreen, NoopScreen, type NoopScreenOptions } from './noop-screen.js';
export { NOOP_CAPS, SOFT_CLASS_CAPS, softClassFormatSupported } from './soft-class-caps.js';

/** The driver the loader finds: `createScreen({ driver: 'noop' })`. */
export const driver: PipeDriver = {
  name: 'noop',
  createScreen: (options) => createNoopScreen(options as NoopScreenOptions),
};
