// How the browser tests open driver-webgl screens in the page: each on a new canvas.
import type { PipeScreen } from '@gallium-ts/gallium-api';
import { createWebglScreen } from '../../src/index.js';

/** A factory of driver-webgl screens, each on a new canvas of the page. */
export function webglScreenFactory(): () => PipeScreen | Promise<PipeScreen> {
  return () => createWebglScreen({ canvas: document.createElement('canvas') });
}
