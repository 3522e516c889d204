// Draws whose vertex shaders run as WebAssembly batches (codegen 'wasm', draw/wasm-vertex-batch.ts):
// the vertex shaders of Mesa's graw corpus drawn as vs-test.c draws them (a 16 × 16 mesh of points,
// vertex constants), and every reference scene, give the same bytes with codegen 'wasm', with 'js'
// (tgsi's compiled vertex shader) and with batched shading; the 'wasm' screen is shown to have run
// its vertex batches as WebAssembly — all but the shaders with indirect addressing, which keep tgsi's
// executable — and the internal switch to turn them off. A draw of several batches and instances whose
// shader reads VERTEXID and INSTANCEID checks the system values and where each batch lands in the store.
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  bufferTemplate,
  drawInfo,
  PipeBind,
  PipeFormat,
  PipePrim,
  PipeTransfer,
  tgsiShaderState,
} from '@gallium-ts/gallium-api';
import type { RgbaImage } from '@gallium-ts/gallium-api/image';
import { writePng } from '@gallium-ts/gallium-api/png';
import { drawVsTest } from '@gallium-ts/gallium-api/test-kit';
import { parseTgsi } from '@gallium-ts/tgsi';
import { describe, expect, it } from 'vitest';
import { wasmVertexCounts, wasmVertexSettings } from '../../src/draw/wasm-vertex-batch.js';
import { createSoftScreen } from '../../src/index.js';
import { PIPE_SCENES, type PipeScene, renderScene, type SceneEnv } from '../scenes/index.js';
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

/** Places and colours each vertex by its VERTEXID and INSTANCEID (and its position input). */
const ID_SHADER = `VERT
DCL IN[0]
DCL IN[1]
DCL IN[2]
DCL OUT[0], POSITION
DCL OUT[1], COLOR
DCL OUT[2], GENERIC[0]
DCL SV[0], VERTEXID
DCL SV[1], INSTANCEID
DCL TEMP[0..1]
IMM[0] FLT32 { 0.0003, 0.3, 0.25, 1.0 }
I2F TEMP[0].x, SV[0].xxxx
I2F TEMP[0].y, SV[1].xxxx
MUL TEMP[1].x, TEMP[0].xxxx, IMM[0].xxxx
FRC TEMP[1].y, TEMP[1].xxxx
MAD OUT[0].x, TEMP[0].yyyy, IMM[0].yyyy, IN[0].xxxx
MOV OUT[0].yzw, IN[0]
MOV OUT[1].x, TEMP[1].yyyy
MUL OUT[1].y, TEMP[0].yyyy, IMM[0].zzzz
MOV OUT[1].zw, IN[1]
MOV OUT[2], SV[0]
END
`;

/** 3000 small triangles (from vertex 3 of the buffer), three instances side by side: three batches each. */
const idScene: PipeScene = {
  name: 'vertex-and-instance-ids',
  kind: 'filled',
  width: 96,
  height: 64,
  draw(env: SceneEnv) {
    const ctx = env.ctx;
    ctx.bindVsState(ctx.createVsState(tgsiShaderState(parseTgsi(ID_SHADER))));
    const floats: number[] = [];
    for (let v = 0; v < 3003; v++) {
      const t = Math.floor(v / 3);
      const corner = v % 3;
      const x = -0.95 + (t % 50) * 0.012 + (corner === 1 ? 0.012 : 0);
      const y = -0.95 + Math.floor(t / 50) * 0.03 + (corner === 2 ? 0.03 : 0);
      floats.push(x, y, 0, 1, 0, 0, 0.5, 1, 0, 0, 0, 1);
    }
    const data = new Float32Array(floats);
    const buffer = env.own(
      ctx.screen.resourceCreate(bufferTemplate(data.byteLength, PipeBind.VERTEX_BUFFER)),
    );
    ctx.bufferSubdata(buffer, PipeTransfer.WRITE, 0, data);
    ctx.setVertexBuffers(0, [{ stride: 48, bufferOffset: 0, buffer, userBuffer: null }]);
    ctx.drawVbo(drawInfo({ mode: PipePrim.TRIANGLES, start: 3, count: 3000, instanceCount: 3 }));
  },
};

describe('vertex batches as WebAssembly: system values over several batches and instances', () => {
  it('VERTEXID and INSTANCEID: the same bytes three ways, nine WebAssembly batches', () => {
    const ways = threeWays((screen) => renderScene(screen, idScene));
    writePng(`${OUTPUT}/vertex-and-instance-ids.png`, ways.wasm.result);
    expectSameBytes(ways, imageBytes);
    expect(ways.wasm.wasmVertexBatches).toBe(9);
    // Not a blank picture: the three instances drew different colours.
    expect(new Set(Array.from(new Uint32Array(ways.wasm.result.data.buffer))).size).toBeGreaterThan(100);
  });
});
