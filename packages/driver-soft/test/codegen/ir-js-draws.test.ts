// Draws through the IR kernels emitted as JavaScript (codegen 'js', fragment/wasm-block.ts with back end
// 'js'): what they take on by default (whole blocks of untextured variants, partly covered quads of long
// shaders; textured variants and short shaders' quads keep the template functions), counted by
// irJsCounts and told apart from WebAssembly; the same bytes as the templates (SoftScreenOptions'
// internal jsTemplates) after a shared heap grew (the JavaScript is compiled again over the new buffer),
// on the rasterizer threads (which compile the same source), and where the engine has no WebAssembly
// (the heap then a plain ArrayBuffer).
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PipeFormat, PipePrim } from '@gallium-ts/gallium-api';
import type { RgbaImage } from '@gallium-ts/gallium-api/image';
import { writePng } from '@gallium-ts/gallium-api/png';
import { drawFsTest } from '@gallium-ts/gallium-api/test-kit';
import { parseTgsi } from '@gallium-ts/tgsi';
import { describe, expect, it } from 'vitest';
import { irJsCounts } from '../../src/fragment/ir-js-counts.js';
import { QUADS_MIN_INSTRUCTIONS } from '../../src/fragment/wasm-block.js';
import { wasmQuadsCounts } from '../../src/fragment/wasm-quads.js';
import { createSoftScreen, type SoftScreen, type SoftScreenOptions } from '../../src/index.js';
import { drawCounted, type ShadedBatches } from '../scenes/draw-counted.js';
import { ALPHA_BLEND } from '../scenes/gl-state.js';
import { type PipeScene, renderScene, type SceneEnv } from '../scenes/index.js';
import { TEXEL_VARIANTS } from '../scenes/texel-variants.js';

const OUTPUT = fileURLToPath(new URL('../output/ir-js-draws', import.meta.url));
mkdirSync(OUTPUT, { recursive: true });

/** Smooth colours alpha-blended (SRC_ALPHA, INV_SRC_ALPHA) over a triangle, at `size`². */
function blendScene(size: number): PipeScene {
  return {
    name: `ir-js-blend-${size}`,
    kind: 'filled',
    width: size,
    height: size,
    draw: (env: SceneEnv) => {
      const corner = (x: number, y: number, color: readonly number[]) => {
        env.colorv(color);
        env.vertex(x, y, 0, 1);
      };
      env.begin(PipePrim.TRIANGLES);
      corner(-1, -1, [1, 0, 0, 1]);
      corner(1, -1, [0, 1, 0, 0.5]);
      corner(-1, 1, [0, 0, 1, 0.25]);
      env.end();
      env.blend({}, ALPHA_BLEND);
      env.begin(PipePrim.TRIANGLES);
      corner(-0.9, 0.9, [1, 1, 0, 0.8]);
      corner(0.95, 0.7, [0, 1, 1, 0.1]);
      corner(0.2, -0.95, [1, 0, 1, 0.6]);
      env.end();
    },
  };
}

/** What a drawing gave and how it was shaded, including the IR's JavaScript and WebAssembly quads. */
interface Counted<T> {
  readonly result: T;
  readonly shaded: ShadedBatches;
  readonly irJsBlocks: number;
  readonly irJsQuads: number;
  /** Blocks and quads the rasterizer threads reported shading through the IR's JavaScript. */
  readonly threadIrJsBlocks: number;
  readonly threadIrJsQuads: number;
  readonly wasmQuads: number;
}

function counted<T>(screen: SoftScreen, draw: () => T): Counted<T> {
  const before = { ...irJsCounts };
  const quadsBefore = wasmQuadsCounts.quads;
  const { result, shaded } = drawCounted(screen, draw);
  return {
    result,
    shaded,
    irJsBlocks: irJsCounts.blocks - before.blocks,
    irJsQuads: irJsCounts.quads - before.quads,
    threadIrJsBlocks: irJsCounts.threadBlocks - before.threadBlocks,
    threadIrJsQuads: irJsCounts.threadQuads - before.threadQuads,
    wasmQuads: wasmQuadsCounts.quads - quadsBefore,
  };
}

/** `draw` on a fresh one-thread screen with `options`. */
function drawOn<T>(options: SoftScreenOptions, draw: (screen: SoftScreen) => T): Counted<T> {
  const screen = createSoftScreen({ threads: 1, ...options });
  try {
    return counted(screen, () => draw(screen));
  } finally {
    screen.destroy();
  }
}

const sameBytes = (a: RgbaImage, b: RgbaImage) => Buffer.from(a.data).equals(Buffer.from(b.data));

/** A fragment shader of MOV, `mads` MADs, MOV and END: `mads` + 3 instructions. */
function madShader(mads: number) {
  const text = ['FRAG', 'DCL IN[0], COLOR, LINEAR', 'DCL OUT[0], COLOR', 'DCL TEMP[0]']
    .concat([
      'IMM[0] FLT32 { 0.5, 0.25, 0.75, 1.0 }',
      'MOV TEMP[0], IN[0]',
      ...Array.from({ length: mads }, () => 'MAD TEMP[0], TEMP[0], IMM[0], IN[0]'),
      'MOV OUT[0], TEMP[0]',
      'END',
    ])
    .join('\n');
  return parseTgsi(text);
}

function drawShader(screen: SoftScreen, shader: ReturnType<typeof madShader>): RgbaImage {
  const result = drawFsTest(screen, shader, { parse: parseTgsi, format: PipeFormat.B8G8R8A8_UNORM });
  if (result.kind === 'refused') throw result.error;
  return result.image;
}

describe("codegen 'js': the IR kernels as JavaScript by default", () => {
  it('whole blocks of an untextured blended variant run as IR JavaScript, counted apart from WebAssembly', () => {
    const scene = blendScene(96);
    const ir = drawOn({ codegen: 'js' }, (s) => renderScene(s, scene));
    const templates = drawOn({ codegen: 'js', jsTemplates: true }, (s) => renderScene(s, scene));
    const wasm = drawOn({ codegen: 'wasm' }, (s) => renderScene(s, scene));
    writePng(`${OUTPUT}/blend-96.png`, ir.result);
    expect(sameBytes(ir.result, templates.result)).toBe(true);
    expect(sameBytes(ir.result, wasm.result)).toBe(true);
    expect(ir.shaded.fusedBlocks).toBeGreaterThan(20);
    expect(ir.irJsBlocks).toBe(ir.shaded.fusedBlocks);
    expect(ir.shaded.wasmBlocks).toBe(0);
    // A short shader's partly covered quads keep the template function.
    expect(ir.irJsQuads).toBe(0);
    expect([templates.irJsBlocks, templates.irJsQuads, templates.shaded.wasmBlocks]).toEqual([0, 0, 0]);
    expect([wasm.irJsBlocks, wasm.irJsQuads]).toEqual([0, 0]);
    expect(wasm.shaded.wasmBlocks).toBe(ir.irJsBlocks);
  });

  it.each([
    [QUADS_MIN_INSTRUCTIONS - 4, false],
    [QUADS_MIN_INSTRUCTIONS - 3, true],
  ])('a shader of %i MADs (+3 instructions): partly covered quads as IR JavaScript %s', (mads, long) => {
    const shader = madShader(mads);
    expect(shader.instructions.length).toBe(mads + 3);
    const ir = drawOn({ codegen: 'js' }, (s) => drawShader(s, shader));
    writePng(`${OUTPUT}/mads-${mads}.png`, ir.result);
    const templates = drawOn({ codegen: 'js', jsTemplates: true }, (s) => drawShader(s, shader));
    expect(sameBytes(ir.result, templates.result)).toBe(true);
    expect(ir.irJsBlocks).toBeGreaterThan(0);
    expect(ir.irJsBlocks).toBe(ir.shaded.fusedBlocks);
    if (long) expect(ir.irJsQuads).toBeGreaterThan(0);
    else expect(ir.irJsQuads).toBe(0);
    expect(ir.wasmQuads).toBe(0);
  });

  it.each(TEXEL_VARIANTS)(
    '$name: textured variants keep the templates (IR JavaScript measured slower)',
    (scene) => {
      const ir = drawOn({ codegen: 'js' }, (s) => renderScene(s, scene));
      const templates = drawOn({ codegen: 'js', jsTemplates: true }, (s) => renderScene(s, scene));
      expect(sameBytes(ir.result, templates.result)).toBe(true);
      expect(ir.shaded.fusedBlocks).toBeGreaterThan(0);
      expect([ir.irJsBlocks, ir.irJsQuads]).toEqual([0, 0]);
    },
  );
});

describe("codegen 'js': memory and threads", () => {
  it('after a shared heap grew, the kernels are compiled over its new buffer (targets in new pages)', () => {
    const scenes = [blendScene(40), blendScene(700)];
    const draw = (options: SoftScreenOptions) => {
      const screen = createSoftScreen({ threads: 1, wasmMemoryShared: true, ...options });
      try {
        const bytesBefore = screen.wasmHeap!.memory.buffer.byteLength;
        const out = scenes.map((scene) => counted(screen, () => renderScene(screen, scene)));
        return { out, grew: screen.wasmHeap!.memory.buffer.byteLength > bytesBefore };
      } finally {
        screen.destroy();
      }
    };
    const ir = draw({ codegen: 'js' });
    const templates = draw({ codegen: 'js', jsTemplates: true });
    expect(ir.grew).toBe(true);
    for (let i = 0; i < scenes.length; i++) {
      expect(sameBytes(ir.out[i]!.result, templates.out[i]!.result)).toBe(true);
      expect(ir.out[i]!.irJsBlocks).toBe(ir.out[i]!.shaded.fusedBlocks);
      expect(ir.out[i]!.irJsBlocks).toBeGreaterThan(0);
    }
  });

  it('without WebAssembly: codegen is js and the kernels run over a plain ArrayBuffer heap', () => {
    const scene = blendScene(64);
    const wasm = drawOn({ codegen: 'wasm' }, (s) => renderScene(s, scene));
    expect(wasm.shaded.wasmBlocks).toBeGreaterThan(0);
    const global = globalThis as { WebAssembly?: unknown };
    const saved = global.WebAssembly;
    try {
      global.WebAssembly = undefined;
      const screen = createSoftScreen({ threads: 1, wasmMemoryMaxBytes: 16 << 20 });
      const asked = createSoftScreen({ threads: 1, codegen: 'wasm', wasmMemoryMaxBytes: 16 << 20 });
      try {
        expect([screen.codegen, asked.codegen]).toEqual(['js', 'js']);
        expect(screen.wasmHeap?.memory.buffer).toBeInstanceOf(ArrayBuffer);
        const ir = counted(screen, () => renderScene(screen, scene));
        expect(sameBytes(ir.result, wasm.result)).toBe(true);
        expect(ir.irJsBlocks).toBe(wasm.shaded.wasmBlocks);
        expect(ir.shaded.wasmBlocks).toBe(0);
      } finally {
        screen.destroy();
        asked.destroy();
      }
    } finally {
      global.WebAssembly = saved;
    }
  });

  it('two rasterizer threads run the IR JavaScript of one thread (as many blocks and quads), with its bytes', () => {
    const scene = blendScene(256);
    const shader = madShader(QUADS_MIN_INSTRUCTIONS - 3);
    const run = (options: SoftScreenOptions) => {
      const screen = createSoftScreen({ threadMinPixels: 0, codegen: 'js', ...options });
      try {
        const blended = counted(screen, () => renderScene(screen, scene));
        const long = counted(screen, () => drawShader(screen, shader));
        return { blended, long };
      } finally {
        screen.destroy();
      }
    };
    const threaded = run({ threads: 2 });
    const one = run({ threads: 1 });
    const templates = run({ threads: 1, jsTemplates: true });
    expect(threaded.blended.shaded.threadedScenes).toBeGreaterThan(0);
    expect(threaded.long.shaded.threadedScenes).toBeGreaterThan(0);
    for (const key of ['blended', 'long'] as const) {
      expect(sameBytes(threaded[key].result, one[key].result)).toBe(true);
      expect(sameBytes(threaded[key].result, templates[key].result)).toBe(true);
      expect(threaded[key].shaded.wasmBlocks).toBe(0);
      // Node's calling thread rasterizes no tile of a threaded scene: the threads shaded it all.
      expect([threaded[key].irJsBlocks, threaded[key].irJsQuads]).toEqual([0, 0]);
      expect([threaded[key].threadIrJsBlocks, threaded[key].threadIrJsQuads]).toEqual([
        one[key].irJsBlocks,
        one[key].irJsQuads,
      ]);
    }
    expect(one.blended.irJsBlocks).toBeGreaterThan(0);
    expect(one.long.irJsQuads).toBeGreaterThan(0);
  });
});
