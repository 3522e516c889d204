// The pipe conformance suite on driver-soft, with every pixel check on: clears, draws, blits.
import { describePipeConformance } from '@gallium-ts/gallium-api/test-kit';
import { createSoftScreen } from '../src/index.js';

describePipeConformance('soft', () => createSoftScreen(), { rendersPixels: true });
