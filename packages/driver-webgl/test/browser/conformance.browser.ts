// The pipe conformance suite from gallium-api's test-kit, run in the page: on driver-noop today
// (proving the suite itself works in a browser bundle), and on driver-webgl, with a new canvas per
// test, once its screen exists (webgl-screen.ts).
import { createNoopScreen } from '@gallium-ts/driver-noop';
import { describePipeConformance } from '@gallium-ts/gallium-api/test-kit';
import { it } from 'vitest';
import { WAITING_FOR_WEBGL_SCREEN, webglScreenFactory } from './webgl-screen.js';

describePipeConformance('noop in Chromium', () => createNoopScreen());

const webgl = webglScreenFactory();
if (webgl) describePipeConformance('webgl in Chromium', webgl, { rendersPixels: true, draws: true });
else it.todo(`pipe conformance: webgl in Chromium (${WAITING_FOR_WEBGL_SCREEN})`);
