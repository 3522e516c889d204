// drawCounted: runs a drawing on a soft screen and returns what it gave with the shadedBatches of the
// context the drawing created — for the tests that check which shading path (batched, fused, fused
// blocks, WebAssembly blocks, rasterizer threads) the draws took.
import type { SoftContext, SoftScreen } from '../../src/index.js';

export type ShadedBatches = SoftContext['shadedBatches'];

/** `draw()`'s result and the counters of the last context it created on `screen`. */
export function drawCounted<T>(screen: SoftScreen, draw: () => T): { result: T; shaded: ShadedBatches } {
  let context: SoftContext | null = null;
  const create = screen.contextCreate.bind(screen);
  screen.contextCreate = (...args) => {
    context = create(...args) as SoftContext;
    return context;
  };
  try {
    const result = draw();
    if (context === null) throw new Error('the drawing created no context');
    return { result, shaded: { ...(context as SoftContext).shadedBatches } };
  } finally {
    screen.contextCreate = create;
  }
}
