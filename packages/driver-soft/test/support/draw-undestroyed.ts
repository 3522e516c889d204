// Run by test/threads.test.ts in a process of its own: draws a reference scene on a screen with
// rasterizer threads that it never destroys, prints how many scenes the threads rasterized and a hash
// of the picture, and ends its script. The process must then exit by itself (the workers are unref'd).
import { createHash } from 'node:crypto';
import { createSoftScreen, type SoftContext } from '../../src/index.js';
import { PIPE_SCENES, renderScene } from '../scenes/index.js';

const screen = createSoftScreen({ threads: 2, threadMinPixels: 0 });
let context: SoftContext | null = null;
const create = screen.contextCreate.bind(screen);
screen.contextCreate = (...args) => {
  context = create(...args) as SoftContext;
  return context;
};
const image = renderScene(screen, PIPE_SCENES.find((s) => s.name === 'flat-triangle')!);
const hash = createHash('sha1').update(image.data).digest('hex');
console.log(JSON.stringify({ threadedScenes: context!.shadedBatches.threadedScenes, hash }));
