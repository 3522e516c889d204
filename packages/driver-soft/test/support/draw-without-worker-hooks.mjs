// Runs draw-undestroyed.ts with the TypeScript hooks registered in this process only: worker threads do
// not inherit hooks registered this way, so the rasterizer threads cannot load their (TypeScript)
// module — how test/threads.test.ts checks that threads that cannot start leave the drawing to the
// calling thread.
import { register } from 'node:module';

register('./typescript-hooks.mjs', import.meta.url);
await import('./draw-undestroyed.ts');
