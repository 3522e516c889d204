// The integer unorm8 path (SoftScreenOptions.integerUnorm8, kernels/integer-color.ts): smooth colours,
// in and out of [0, 1], unblended and alpha-blended over a gradient, into RGBA8 and BGRA8, and bilinear
// RGBA8 textures (REPEAT and CLAMP_TO_EDGE, magnified and minified, unblended and blended), drawn with
// the option off and on through the WebAssembly back end. Its stated bound holds — every byte within 1
// of the exact one — draws show it ran (some bytes differ), what it does not serve (perspective-correct
// primitives, nearest filters, other wraps, texels in another byte order than the target's) and the
// JavaScript back end stay exact, and it is off by default.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  PipeError,
  PipeFormat,
  PipePrim,
  PipeTexFilter,
  PipeTexMipfilter,
  PipeTexWrap,
} from '@gallium-ts/gallium-api';
import type { RgbaImage } from '@gallium-ts/gallium-api/image';
import { writePng } from '@gallium-ts/gallium-api/png';
import { mulberry32 } from '@gallium-ts/gallium-api/util';
import { parseTgsi } from '@gallium-ts/tgsi';
import { describe, expect, it } from 'vitest';
import { passedThroughTexel, texelToOutput } from '../../src/codegen/kernels/integer-color.js';
import { createSoftScreen, type SoftScreenOptions } from '../../src/index.js';
import { drawCounted } from '../scenes/draw-counted.js';
import { ALPHA_BLEND } from '../scenes/gl-state.js';
import { type PipeScene, renderScene, type SceneEnv } from '../scenes/index.js';
import { WRAP_NAMES } from '../scenes/texel-variants.js';

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
      for (const [q, colors] of quads.entries()) {
        if (q === 1) env.blend({}, ALPHA_BLEND);
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

/** What texturedQuads draws (see there). */
interface TexturedQuads {
  readonly from: number;
  readonly to: number;
  readonly wrap: PipeTexWrap;
  readonly blended: boolean;
  readonly size?: readonly [number, number];
  readonly filter?: PipeTexFilter;
  readonly format?: PipeFormat;
  readonly perspective?: boolean;
}

/**
 * How far the integer path's picture `integer` is from the exact one, over the pixels where both stored
 * the same bytes underneath (`under`: the pictures before the last layer; every pixel when null), and how
 * many bytes differ anywhere.
 */
function layerDifference(
  exact: RgbaImage,
  integer: RgbaImage,
  under: { exact: RgbaImage; integer: RgbaImage } | null,
): { largest: number; differing: number } {
  let largest = 0;
  let differing = 0;
  for (let p = 0; p < exact.data.length; p += 4) {
    const sameUnder =
      !under || [0, 1, 2, 3].every((c) => under.exact.data[p + c] === under.integer.data[p + c]);
    for (let c = 0; c < 4; c++) {
      const d = Math.abs(exact.data[p + c]! - integer.data[p + c]!);
      if (sameUnder) largest = Math.max(largest, d);
      if (d > 0) differing++;
    }
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
      const { largest, differing } = layerDifference(exact[1]!.result, integer[1]!.result, {
        exact: exact[0]!.result,
        integer: integer[0]!.result,
      });
      expect(largest).toBeLessThanOrEqual(1);
      // The blend rounds 8-bit inputs: it moves some bytes by one step (the path ran), most not at all.
      expect(differing).toBeGreaterThan(0);
      expect(differing).toBeLessThan(exact[1]!.result.data.length / 2);
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

  /**
   * A random 16 × 16 (or 12 × 10) texture on a quad whose texture coordinates run from `from` to `to`;
   * with `blended`, a second such quad blended over the first with SRC_ALPHA / INV_SRC_ALPHA.
   */
  function texturedQuads(seed: number, options: TexturedQuads): PipeScene {
    const random = mulberry32(seed);
    const [w, h] = options.size ?? [16, 16];
    const byte = () => Math.floor(random() * 256);
    const texels = Array.from({ length: w * h }, () => [byte(), byte(), byte(), byte()] as const);
    const layers = options.blended ? 2 : 1;
    return {
      name: `textured-${seed}-${w}x${h}-${WRAP_NAMES[options.wrap]}-${options.from}_${options.to}${options.blended ? '-blended' : ''}`,
      kind: 'filled',
      width: 96,
      height: 80,
      draw: (env: SceneEnv) => {
        env.texture(w, h, 1, (_l, x, y) => texels[y * w + x]!, {
          format: options.format ?? PipeFormat.R8G8B8A8_UNORM,
        });
        env.texEnv('replace');
        const filter = options.filter ?? PipeTexFilter.LINEAR;
        env.sampler({
          minImgFilter: filter,
          magImgFilter: filter,
          minMipFilter: PipeTexMipfilter.NONE,
          wrapS: options.wrap,
          wrapT: options.wrap,
        });
        const far = options.perspective ? 2 : 1;
        for (let layer = 0; layer < layers; layer++) {
          if (layer === 1) env.blend({}, ALPHA_BLEND);
          const shift = layer * 0.37;
          const [a, b] = [options.from + shift, options.to + shift];
          env.begin(PipePrim.QUADS);
          env.texCoord(a, a);
          env.vertex(-1, -1, 0, 1);
          env.texCoord(b, a);
          env.vertex(1, -1, 0, 1);
          env.texCoord(b, b);
          env.vertex(far, far, 0, far);
          env.texCoord(a, b);
          env.vertex(-1, 1, 0, 1);
          env.end();
        }
      },
    };
  }

  const served: [string, Omit<TexturedQuads, 'blended'>][] = [
    ['magnified, repeat', { from: -0.3, to: 1.2, wrap: PipeTexWrap.REPEAT }],
    ['minified, repeat', { from: -2.6, to: 4.1, wrap: PipeTexWrap.REPEAT }],
    ['clamp to edge, past both edges', { from: -0.4, to: 1.3, wrap: PipeTexWrap.CLAMP_TO_EDGE }],
    ['clamp to edge, 12 × 10', { from: -0.2, to: 1.1, wrap: PipeTexWrap.CLAMP_TO_EDGE, size: [12, 10] }],
  ];
  it.each(served)('bilinear RGBA8 textures, %s: within 1 of the exact path', (_name, options) => {
    for (const [seed, blended] of [
      [11, false],
      [12, true],
    ] as const) {
      const under = texturedQuads(seed, { ...options, blended: false });
      const scene = texturedQuads(seed, { ...options, blended });
      const exact = [under, scene].map((sc) => draw(sc, { codegen: 'wasm' }));
      const integer = [under, scene].map((sc) => draw(sc, { codegen: 'wasm', integerUnorm8: true }));
      writePng(`${OUTPUT}/${scene.name}-exact.png`, exact[1]!.result);
      writePng(`${OUTPUT}/${scene.name}-integer.png`, integer[1]!.result);
      expect(integer[1]!.shaded.wasmBlocks).toBeGreaterThan(0);
      // Over pixels where both stored the same texel underneath: within 1 (everywhere when unblended).
      const { largest, differing } = layerDifference(
        exact[1]!.result,
        integer[1]!.result,
        blended ? { exact: exact[0]!.result, integer: integer[0]!.result } : null,
      );
      expect(largest).toBeLessThanOrEqual(1);
      // The fixed-point filter rounds some bytes the other way (the path ran), most not.
      expect(differing).toBeGreaterThan(0);
      expect(differing).toBeLessThan(exact[1]!.result.data.length / 4);
    }
  });

  const notServed: [string, Partial<TexturedQuads>][] = [
    ['nearest filters', { filter: PipeTexFilter.NEAREST }],
    ['repeat on a 12 × 10 texture', { size: [12, 10] }],
    ['mirrored repeat', { wrap: PipeTexWrap.MIRROR_REPEAT }],
    ['a BGRA8 texture into the RGBA8 target', { format: PipeFormat.B8G8R8A8_UNORM }],
    ['perspective-correct quads', { perspective: true }],
  ];
  it.each(notServed)('textures it does not serve stay exact: %s', (_name, extra) => {
    const scene = texturedQuads(13, {
      from: -0.3,
      to: 1.2,
      wrap: PipeTexWrap.REPEAT,
      blended: true,
      ...extra,
    });
    const exact = draw(scene, { codegen: 'wasm' });
    const integer = draw(scene, { codegen: 'wasm', integerUnorm8: true });
    expect(integer.shaded.wasmBlocks).toBeGreaterThan(0);
    expect(Buffer.from(integer.result.data).equals(Buffer.from(exact.result.data))).toBe(true);
  });

  /** A fragment shader of colour IN[0], texture coordinates IN[1] and one 2D unit, with `body`. */
  const frag = (body: string) =>
    parseTgsi(`FRAG
DCL IN[0], COLOR, COLOR
DCL IN[1], GENERIC[0], PERSPECTIVE
DCL OUT[0], COLOR
DCL SAMP[0]
DCL SVIEW[0], 2D, FLOAT
DCL TEMP[0..1]
${body}
END`);

  it('serves shaders that pass a 2D TEX / TXP of an input through, and no others', () => {
    // GL's fixed-function GL_REPLACE texture shader (state-tracker-gl).
    expect(
      passedThroughTexel(
        frag('TXP TEMP[1], IN[1], SAMP[0], 2D\nMOV_SAT TEMP[0], TEMP[1]\nMOV OUT[0], TEMP[0]'),
        0,
      ),
    ).toEqual({ input: 1, unit: 0, projective: true, modulatedBy: null });
    expect(passedThroughTexel(frag('TEX OUT[0], IN[1], SAMP[0], 2D'), 0)).toEqual({
      input: 1,
      unit: 0,
      projective: false,
      modulatedBy: null,
    });
    for (const body of [
      'TEX OUT[0], IN[1].yxzw, SAMP[0], 2D',
      'TEX OUT[0], -IN[1], SAMP[0], 2D',
      'TEX OUT[0].xyz, IN[1], SAMP[0], 2D',
      'TEX OUT[0], IN[1], SAMP[0], 3D',
      'TEX_SAT OUT[0], IN[1], SAMP[0], 2D',
      'TXB OUT[0], IN[1], SAMP[0], 2D',
      'TEX TEMP[0], IN[1], SAMP[0], 2D\nMOV OUT[0], TEMP[0].wzyx',
      'TEX TEMP[0], IN[1], SAMP[0], 2D\nMOV OUT[0], TEMP[1]',
      'TEX TEMP[0], IN[1], SAMP[0], 2D\nMUL OUT[0], TEMP[0], IN[1]',
      'TEX TEMP[0], IN[1], SAMP[0], 2D',
    ])
      expect(passedThroughTexel(frag(body), 0), body).toBeNull();
  });

  it('texelToOutput also finds a texel times a whole input (GL_MODULATE), which the integer path refuses', () => {
    // GL's fixed-function GL_MODULATE texture shader (state-tracker-gl), and the operands the other way.
    for (const mul of ['MUL_SAT TEMP[0], IN[0], TEMP[1]', 'MUL TEMP[0], TEMP[1], IN[0]']) {
      const shader = frag(`TXP TEMP[1], IN[1], SAMP[0], 2D\n${mul}\nMOV OUT[0], TEMP[0]`);
      expect(texelToOutput(shader, 0)).toEqual({ input: 1, unit: 0, projective: true, modulatedBy: 0 });
      expect(passedThroughTexel(shader, 0)).toBeNull();
    }
    for (const body of [
      'TEX TEMP[0], IN[1], SAMP[0], 2D\nMUL OUT[0], TEMP[0], IN[0].xxxx',
      'TEX TEMP[0], IN[1], SAMP[0], 2D\nMUL OUT[0], TEMP[0], -IN[0]',
      'TEX TEMP[0], IN[1], SAMP[0], 2D\nMUL OUT[0], TEMP[0], TEMP[0]',
      'TEX TEMP[0], IN[1], SAMP[0], 2D\nMUL OUT[0].xyz, TEMP[0], IN[0]',
      'TEX TEMP[0], IN[1], SAMP[0], 2D\nMUL TEMP[1], TEMP[0], IN[0]\nMUL OUT[0], TEMP[1], IN[0]',
      'TEX TEMP[0], IN[1], SAMP[0], 2D\nADD OUT[0], TEMP[0], IN[0]',
    ])
      expect(texelToOutput(frag(body), 0), body).toBeNull();
  });

  it('refuses a value that is not a boolean', () => {
    expect(() => createSoftScreen({ integerUnorm8: 1 as unknown as boolean })).toThrow(PipeError);
  });
});
