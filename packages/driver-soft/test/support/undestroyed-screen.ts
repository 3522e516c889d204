// Run by test/threads.test.ts in a process of its own: draws a scene the rasterizer threads take on a
// screen it never destroys, prints how many scenes the threads rasterized and ends its script. The
// process must then exit by itself (the threads' workers are unref'd).
import { createSoftScreen, type SoftContext } from '../../src/index.js';
import { PIPE_SCENES, renderScene } from '../scenes/index.js';

const screen = createSoftScreen({ threads: 2, threadMinPixels: 0 });
let context: SoftContext | null = null;
const create = screen.contextCreate.bind(screen);
screen.contextCreate = (...args) => {
  context = create(...args) as SoftContext;
  return context;
};
renderScene(screen, PIPE_SCENES.find((s) => s.name === 'flat-triangle')!);
console.log(`threaded scenes: ${context!.shadedBatches.threadedScenes}`);
