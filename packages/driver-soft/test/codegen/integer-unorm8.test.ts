// The integer unorm8 path (SoftScreenOptions.integerUnorm8, kernels/integer-color.ts): smooth colours,
// in and out of [0, 1], unblended and alpha-blended over a gradient, into RGBA8 and BGRA8, drawn with the
// option off and on through the WebAssembly back end. Its stated bound holds — every byte within 1 of
// the exact one — blended draws show it ran (some bytes differ), perspective-correct primitives and the
// JavaScript back end stay exact, and it is off by default.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PipeBlend, PipeBlendFactor, PipeError, PipePrim } from '@gallium-ts/gallium-api';
import type { RgbaImage } from '@gallium-ts/gallium-api/image';
import { writePng } from '@gallium-ts/gallium-api/png';
import { mulberry32 } from '@gallium-ts/gallium-api/util';
import { describe, expect, it } from 'vitest';
import { createSoftScreen, type SoftScreenOptions } from '../../src/index.js';
import { drawCounted } from '../scenes/draw-counted.js';
import { glBlend } from '../scenes/gl-state.js';
import { type PipeScene, renderScene, type SceneEnv } from '../scenes/index.js';

const OUTPUT = fileURLToPath(new URL('../output/integer-unorm8', import.meta.url));
mkdirSync(OUTPUT, { recursive: true });

/**
 * Random smooth-coloured full-screen quads (colours in [−0.25, 1.25]): the first unblended, the
 * `blended` next ones blended over it with SRC_ALPHA / INV_SRC_ALPHA.
 */
function smoothQuads(seed: number, blended: number, perspective = false): PipeScene {
  const random = mulberry32(seed);
  const channel = () => random() * 1.5 - 0.25;
  const quads = Array.from({ length: 1 + blended }, () =>
    [0, 1, 2, 3].map(() => [channel(), channel(), channel(), random()]),
  );
  return {
    name: `smooth-quads-${seed}-${blended}${perspective ? '-perspective' : ''}`,
    kind: 'filled',
    width: 128,
    height: 96,
    draw: (env: SceneEnv) => {
      const F = PipeBlendFactor;
      for (const [q, colors] of quads.entries()) {
        if (q === 1)
          env.blend(
            {},
            glBlend(PipeBlend.ADD, PipeBlend.ADD, F.SRC_ALPHA, F.INV_SRC_ALPHA, F.SRC_ALPHA, F.INV_SRC_ALPHA),
          );
        env.begin(PipePrim.TRIANGLES);
        const ws = [1, perspective ? 2.5 : 1, 1, perspective ? 0.5 : 1];
        for (const corner of [0, 1, 2, 0, 2, 3]) {
          const [x, y] = [
            [-1, -1],
            [1, -1],
            [1, 1],
            [-1, 1],
          ][corner]!;
          env.colorv(colors[corner]!);
          const w = ws[corner]!;
          env.vertex(x! * w, y! * w, 0, w);
        }
        env.end();
      }
    },
  };
}

function draw(scene: PipeScene, options: SoftScreenOptions) {
  const screen = createSoftScreen({ threads: 1, ...options });
  try {
    return drawCounted(screen, () => renderScene(screen, scene));
  } finally {
    screen.destroy();
  }
}

/** The largest difference between two pictures' bytes, and how many bytes differ. */
function compare(a: RgbaImage, b: RgbaImage): { largest: number; differing: number } {
  let largest = 0;
  let differing = 0;
  for (let i = 0; i < a.data.length; i++) {
    const d = Math.abs(a.data[i]! - b.data[i]!);
    if (d > 0) differing++;
    largest = Math.max(largest, d);
  }
  return { largest, differing };
}

describe('integerUnorm8', () => {
  it.each([1, 2, 3, 4])(
    'seed %i: one blend stores within 1 of the exact path over the same bytes',
    (seed) => {
      const under = smoothQuads(seed, 0);
      const over = smoothQuads(seed, 1);
      const exact = [under, over].map((scene) => draw(scene, { codegen: 'wasm' }));
      const integer = [under, over].map((scene) => draw(scene, { codegen: 'wasm', integerUnorm8: true }));
      writePng(`${OUTPUT}/${over.name}-exact.png`, exact[1]!.result);
      writePng(`${OUTPUT}/${over.name}-integer.png`, integer[1]!.result);
      for (const [i, e] of exact.entries()) {
        expect(integer[i]!.shaded.wasmBlocks).toBeGreaterThan(0);
        expect(integer[i]!.shaded.wasmBlocks).toBe(e.shaded.wasmBlocks);
      }
      // Unblended, the fixed-point colour rounds as the exact one but within 2⁻¹³ of a step of a tie.
      expect(compare(exact[0]!.result, integer[0]!.result).largest).toBeLessThanOrEqual(1);
      // Blended, over pixels where both stored the same colour underneath: within 1.
      const a = exact[1]!.result.data;
      const b = integer[1]!.result.data;
      let largest = 0;
      let differing = 0;
      for (let p = 0; p < a.length; p += 4) {
        const sameUnder = [0, 1, 2, 3].every(
          (c) => exact[0]!.result.data[p + c] === integer[0]!.result.data[p + c],
        );
        for (let c = 0; c < 4; c++) {
          const d = Math.abs(a[p + c]! - b[p + c]!);
          if (sameUnder) largest = Math.max(largest, d);
          if (d > 0) differing++;
        }
      }
      expect(largest).toBeLessThanOrEqual(1);
      // The blend rounds 8-bit inputs: it moves some bytes by one step (the path ran), most not at all.
      expect(differing).toBeGreaterThan(0);
      expect(differing).toBeLessThan(a.length / 2);
    },
  );

  it('layers blended over each other add their steps up, a little', () => {
    const scene = smoothQuads(5, 6);
    const exact = draw(scene, { codegen: 'wasm' });
    const integer = draw(scene, { codegen: 'wasm', integerUnorm8: true });
    const { largest } = compare(exact.result, integer.result);
    expect(largest).toBeGreaterThan(0);
    expect(largest).toBeLessThanOrEqual(3);
  });

  it('perspective-correct primitives stay exact', () => {
    const scene = smoothQuads(6, 2, true);
    const exact = draw(scene, { codegen: 'wasm' });
    const integer = draw(scene, { codegen: 'wasm', integerUnorm8: true });
    expect(integer.shaded.wasmBlocks).toBeGreaterThan(0);
    expect(Buffer.from(integer.result.data).equals(Buffer.from(exact.result.data))).toBe(true);
  });

  it('the JavaScript back end ignores it, and it is off by default', () => {
    const scene = smoothQuads(7, 2);
    const js = draw(scene, { codegen: 'js' });
    const jsInteger = draw(scene, { codegen: 'js', integerUnorm8: true });
    expect(Buffer.from(jsInteger.result.data).equals(Buffer.from(js.result.data))).toBe(true);
    const screen = createSoftScreen({ threads: 1 });
    expect(screen.integerUnorm8).toBe(false);
    screen.destroy();
  });

  it('refuses a value that is not a boolean', () => {
    expect(() => createSoftScreen({ integerUnorm8: 1 as unknown as boolean })).toThrow(PipeError);
  });
});
