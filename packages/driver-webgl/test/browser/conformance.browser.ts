// The pipe conformance suite from gallium-api's test-kit, run in the page: on driver-noop (proving the
// suite itself works in a browser bundle) and on driver-webgl, with a new canvas per test.
import { createNoopScreen } from '@gallium-ts/driver-noop';
import { describePipeConformance } from '@gallium-ts/gallium-api/test-kit';
import { webglScreenFactory } from './webgl-screen.js';

describePipeConformance('noop in Chromium', () => createNoopScreen());

describePipeConformance('webgl in Chromium', webglScreenFactory(), { rendersPixels: true, draws: true });
