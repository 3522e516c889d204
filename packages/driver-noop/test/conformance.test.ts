// The pipe conformance suite on the noop driver: on its own caps, and wrapping another screen.
import { describePipeConformance } from '@gallium-ts/gallium-api/test-kit';
import { createNoopScreen } from '../src/index.js';

describePipeConformance('noop', () => createNoopScreen());
describePipeConformance('noop wrapping noop', () => createNoopScreen({ wrap: createNoopScreen() }));
