// For test files whose draws are small: the triangle setup kernel is built at their first draw instead
// of on a timer (wasmTriangleSettings.buildAtOnceVertices), and the setting is put back after the file.
import { afterAll, beforeAll } from 'vitest';
import { wasmTriangleSettings } from '../../src/draw/wasm-triangles.js';

/** Registers the file's hooks: the kernel built at the first draw of any size. Returns the default. */
export function buildTriangleKernelAtOnce(): number {
  const buildAtOnceVertices = wasmTriangleSettings.buildAtOnceVertices;
  beforeAll(() => {
    wasmTriangleSettings.buildAtOnceVertices = 0;
  });
  afterAll(() => {
    wasmTriangleSettings.buildAtOnceVertices = buildAtOnceVertices;
  });
  return buildAtOnceVertices;
}
