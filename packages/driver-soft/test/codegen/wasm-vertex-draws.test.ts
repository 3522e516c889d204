// Draws whose vertex shaders run as WebAssembly batches (codegen 'wasm', draw/wasm-vertex-batch.ts):
// the vertex shaders of Mesa's graw corpus drawn as vs-test.c draws them (a 16 × 16 mesh of points,
// vertex constants), and every reference scene, give the same bytes with codegen 'wasm', with 'js'
// (tgsi's compiled vertex shader) and with batched shading; the 'wasm' screen is shown to have run
// its vertex batches as WebAssembly — all but the shaders with indirect addressing, which keep tgsi's
// executable — and the internal switch to turn them off.
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PipeFormat } from '@gallium-ts/gallium-api';
import type { RgbaImage } from '@gallium-ts/gallium-api/image';
import { writePng } from '@gallium-ts/gallium-api/png';
import { drawVsTest } from '@gallium-ts/gallium-api/test-kit';
import { parseTgsi } from '@gallium-ts/tgsi';
import { describe, expect, it } from 'vitest';
import { wasmVertexCounts, wasmVertexSettings } from '../../src/draw/wasm-vertex-batch.js';
import { createSoftScreen } from '../../src/index.js';
import { PIPE_SCENES, renderScene } from '../scenes/index.js';
import { expectSameBytes, threeWays } from './three-ways.js';

const imageBytes = (image: RgbaImage) => [image.data];
const OUTPUT = fileURLToPath(new URL('../output/wasm-vertex-draws', import.meta.url));
mkdirSync(OUTPUT, { recursive: true });

const FIXTURES = new URL('./fixtures/tgsi-vertex/', import.meta.url);
const files = readdirSync(FIXTURES).filter((f) => f.endsWith('.sh'));
/** Corpus shaders with indirect addressing: the kernel declines them. */
const INDIRECT = ['vert-arl.sh', 'vert-arr.sh', 'vert-flr.sh'];

const drawVs = (file: string) => (screen: ReturnType<typeof createSoftScreen>) => {
  const shader = parseTgsi(readFileSync(new URL(file, FIXTURES), 'utf8'));
  const result = drawVsTest(screen, shader, { parse: parseTgsi, format: PipeFormat.B8G8R8A8_UNORM });
  if (result.kind === 'refused') throw result.error;
  return result.image;
};

describe('vertex batches as WebAssembly: the corpus vertex shaders drawn', () => {
  it.each(files)('%s: the same bytes three ways', (file) => {
    const ways = threeWays(drawVs(file));
    writePng(`${OUTPUT}/${file.replace('.sh', '')}.png`, ways.wasm.result);
    expectSameBytes(ways, imageBytes);
    // One batch of the mesh's 256 vertices, per draw.
    expect(ways.wasm.wasmVertexBatches).toBe(INDIRECT.includes(file) ? 0 : 1);
  });
});

describe('vertex batches as WebAssembly: the reference scenes', () => {
  it.each(PIPE_SCENES)('$name: the same bytes three ways, vertices shaded as WebAssembly', (scene) => {
    const ways = threeWays((screen) => renderScene(screen, scene));
    expectSameBytes(ways, imageBytes);
    expect(ways.wasm.wasmVertexBatches).toBeGreaterThan(0);
  });

  it('keeps every vertex shader on the executable when switched off', () => {
    const screen = createSoftScreen({ threads: 1, codegen: 'wasm' });
    const before = wasmVertexCounts.batches;
    wasmVertexSettings.enabled = false;
    try {
      renderScene(screen, PIPE_SCENES[0]!);
    } finally {
      wasmVertexSettings.enabled = true;
      screen.destroy();
    }
    expect(wasmVertexCounts.batches).toBe(before);
  });
});
