// How the browser tests open driver-webgl screens in the page, and the switch that turns those tests
// on: createWebglScreen is being built on another branch, so until it is on main the conformance and
// rendering entries register a todo instead. Turning them on is the one line below.
import type { PipeScreen } from '@gallium-ts/gallium-api';
import * as driverWebgl from '../../src/index.js';

/** The switch: true once `createWebglScreen({ canvas })` is exported by src/index.ts (issue 10). */
const WEBGL_SCREEN_READY = true;

type CreateWebglScreen = (options: { canvas: HTMLCanvasElement }) => PipeScreen | Promise<PipeScreen>;

/**
 * A factory of driver-webgl screens, each on a new canvas of the page; null while WEBGL_SCREEN_READY
 * is false. Throws when the switch is on but the driver has no createWebglScreen.
 */
export function webglScreenFactory(): (() => PipeScreen | Promise<PipeScreen>) | null {
  if (!WEBGL_SCREEN_READY) return null;
  const create = (driverWebgl as { createWebglScreen?: CreateWebglScreen }).createWebglScreen;
  if (typeof create !== 'function') throw new Error('src/index.ts exports no createWebglScreen');
  return () => create({ canvas: document.createElement('canvas') });
}

/** What the todo entries say while the switch is off. */
export const WAITING_FOR_WEBGL_SCREEN =
  'waits for createWebglScreen: WEBGL_SCREEN_READY in test/browser/webgl-screen.ts';
