// A fused fragment variant's `block` function written in the IR, for the first subset of states the
// WebAssembly back end serves: one fully covered BLOCK × BLOCK block of a primitive, its inputs
// interpolated from the record's planes (1/w per pixel, or once for an affine primitive), the fragment
// shader through TgsiIrShader, and its colour stored into one RGBA8 / BGRA8 UNORM target, unblended or
// with SRC_ALPHA / INV_SRC_ALPHA blending, all channels written. Every step uses the operations, in the
// order, of the fused JavaScript function for the same state (fragment/fused-shade.ts, backend.ts,
// interpolation.ts), so both give the same bytes.
import { TgsiFile, type TgsiShader, TgsiTextureTarget } from '@gallium-ts/tgsi';
import { Rec } from '../../raster/record.js';
import { BLOCK } from '../../raster/tile-rasterizer.js';
import type { Texel2d } from '../../texture/texel-2d.js';
import { IrBuilder } from '../ir/builder.js';
import type { IrFunction, IrValue } from '../ir/ir.js';
import type { IrHelperFunction } from '../tgsi/expression-helper.js';
import { type Texel2dHelpers, texel2dHelpers } from '../tgsi/texel-helpers.js';
import { BINDING_WORDS, type Texel2dVector, texel2dVector } from '../tgsi/texel-vector.js';
import { TgsiIrShader } from '../tgsi/translate.js';
import { colorWord } from './color-store.js';
import { type IntegerRowsSpec, integerRows, passedThroughInput, tameBlock } from './integer-color.js';

/** A planar fragment input: its register and whether it is divided by the interpolated w. */
export interface BlockInput {
  readonly register: number;
  readonly perspective: boolean;
}

export interface FusedBlockSpec {
  readonly shader: TgsiShader;
  readonly inputs: readonly BlockInput[];
  /** 0.5 with half-pixel centres, else 0. */
  readonly sampleOffset: number;
  /** The FS output register of the colour. */
  readonly output: number;
  /** SRC_ALPHA / INV_SRC_ALPHA blending on every channel (else the colour is stored as it is). */
  readonly blend: boolean;
  /** Byte order of the target's texels. */
  readonly codec: 'rgba8' | 'bgra8';
  /** The 2D texel path of sampler unit u, or null (lookups of other units decline the shader). */
  readonly texels: readonly (Texel2d | null)[];
  /**
   * Shade the blocks integer-color.ts serves through its integer unorm8 path (within 1 of the exact
   * bytes; SoftScreenOptions.integerUnorm8). Default false: every byte exact.
   */
  readonly integerUnorm8?: boolean;
}

export interface FusedBlockKernel {
  /**
   * `block(record, bx, by, target, rowStride, constants)`: shades the block whose top-left pixel is
   * (bx, by) of the primitive whose record entries (f64, Rec layout) start at byte `record`, into the
   * texels from byte `target` (texel (0, 0) of the layer), `rowStride` bytes a row, reading constant
   * word i of `constantWords` at byte `constants + 4·i`, and the binding words of vector texel unit u
   * (Texel2dVector.words) at word `bindingWordsAt + BINDING_WORDS.length · u` from there.
   */
  readonly fn: IrFunction;
  /** The helpers the function calls (transcendentals, texel lookups). */
  readonly helpers: Record<string, IrHelperFunction>;
  /** The constant words the function reads, [slot, word] in the order they are laid out. */
  readonly constantWords: readonly (readonly [number, number])[];
  /**
   * Texel lookups by unit, in the IR (vector) where texel-vector.ts serves the unit, else through
   * helpers: write each draw's binding words, or bind its sampler, before calling the function.
   */
  readonly units: readonly (Texel2dVector | Texel2dHelpers | null)[];
  /** Where the units' binding words start, in words from `constants`. */
  readonly bindingWordsAt: number;
  /** Words the function reads from `constants`: the constant words, then the binding words. */
  readonly constantsLength: number;
  /** Record entries the function reads (from the record's start). */
  readonly recordLength: number;
}

/** Inputs read as integers are not interpolated planes: such shaders keep the JavaScript path. */
class NotTranslatable extends Error {}

/** The kernel of `spec`, or null when the shader is outside what it translates. */
export function fusedBlockKernel(spec: FusedBlockSpec): FusedBlockKernel | null {
  const serves = (unit: number, target: number) => target === TgsiTextureTarget['2D'] && !!spec.texels[unit];
  const shader = TgsiIrShader.of(spec.shader, serves);
  if (!shader) return null;
  try {
    return build(spec, shader);
  } catch (error) {
    if (error instanceof NotTranslatable) return null;
    throw error;
  }
}

function build(spec: FusedBlockSpec, shader: TgsiIrShader): FusedBlockKernel {
  const k = new IrBuilder('block');
  const record = k.param('i32', 'record');
  const bx = k.param('i32', 'bx');
  const by = k.param('i32', 'by');
  const target = k.param('i32', 'target');
  const rowStride = k.param('i32', 'rowStride');
  const constants = k.param('i32', 'constants');
  const entry = (index: number, name: string) => k.load('f64', k.add(record, k.i32(index * 8)), name);

  const constantWords: [number, number][] = [];
  shader.constantsBefore((slot, word, kind) => {
    let at = constantWords.findIndex(([s, w]) => s === slot && w === word);
    if (at < 0) at = constantWords.push([slot, word]) - 1;
    return k.load(kind === 'f' ? 'f32' : 'i32', k.add(constants, k.i32(at * 4)), `c${slot}_${word}`);
  });
  const units = spec.texels.map((t, u) =>
    t ? (texel2dVector(t, `tex${u}`) ?? texel2dHelpers(t, `tex${u}`)) : null,
  );
  const bindingWordsAt = constantWords.length;
  units.forEach((unit, u) => {
    const word = bindingWordsAt + BINDING_WORDS.length * u;
    if (unit?.kind === 'vector') unit.prepare(k, k.add(constants, k.i32(word * 4)));
  });

  // The planes of every input channel (uniform loads; those the shader never reads are dead).
  const planes = new Map<number, { a: IrValue; b: IrValue; c: IrValue; perspective: boolean }>();
  let recordLength = Rec.W + 3;
  for (const input of spec.inputs)
    for (let channel = 0; channel < 4; channel++) {
      const at = Rec.ATTRIBS + (input.register * 4 + channel) * 3;
      const n = `${input.register}_${channel}`;
      const [a, b, c] = [0, 1, 2].map((i) => entry(at + i, `${'abc'[i]}${n}`)) as [IrValue, IrValue, IrValue];
      planes.set(input.register * 4 + channel, { a, b, c, perspective: input.perspective });
      recordLength = Math.max(recordLength, at + 3);
    }
  const perspective = spec.inputs.some((i) => i.perspective);
  const [wa, wb, wc] = [0, 1, 2].map((i) => entry(Rec.W + i, `w${'abc'[i]}`)) as [IrValue, IrValue, IrValue];
  const offset = k.f64(spec.sampleOffset);

  const rows = (perPixelW: boolean) =>
    k.loop(by, k.add(by, k.i32(BLOCK)), 1, (y) => {
      const py = k.add(k.convert('convertF64', y), offset, 'py');
      const row = k.add(target, k.mul(y, rowStride), 'row');
      k.lanes(bx, k.i32(BLOCK), (x) => {
        const px = k.add(k.convert('convertF64', x), offset, 'px');
        let w: IrValue | null = null;
        if (perspective)
          w = perPixelW
            ? k.binary('div', k.f64(1), k.add(k.add(k.mul(wa, px), k.mul(wb, py)), wc), 'w')
            : k.binary('div', k.f64(1), wc, 'w0');
        // As the fused function: a·px + b·py + c (times 1/w), through a float32 register.
        const interpolated = new Map<number, IrValue>();
        const input = (file: number, index: number, channel: number, kind: 'f' | 'i') => {
          const plane = planes.get(index * 4 + channel);
          if (file !== TgsiFile.INPUT || kind !== 'f' || !plane) throw new NotTranslatable();
          let v = interpolated.get(index * 4 + channel);
          if (!v) {
            const linear = k.add(k.add(k.mul(plane.a, px), k.mul(plane.b, py)), plane.c);
            v = k.convert('demote', plane.perspective ? k.mul(linear, w!) : linear, `in${index}_${channel}`);
            interpolated.set(index * 4 + channel, v);
          }
          return v;
        };
        const result = shader.lanes(k, {
          input,
          outputs: [0, 1, 2, 3].map((channel) => ({ index: spec.output, channel, kind: 'f' as const })),
          texture: (unit, _target, coords) => units[unit]!.lookup(k, coords[0]!, coords[1]!),
        });
        const address = k.add(row, k.mul(x, k.i32(4)), 'texel');
        const word = colorWord(k, spec, result.outputs, address);
        const live = result.killed ? k.compare('eq', result.killed, k.i32(0), 'live') : null;
        k.store('i32', address, word, live);
      });
    });
  // The affine rows, through the integer path where the state and the block allow it.
  const passed = spec.integerUnorm8 ? passedThroughInput(spec.shader, spec.output) : null;
  const colorInput = spec.inputs.find((i) => i.register === passed);
  const affineRows = () => {
    if (!colorInput) return rows(false);
    const integer: IntegerRowsSpec = {
      planes: [0, 1, 2, 3].map((ch) => planes.get(colorInput.register * 4 + ch)!),
      w: colorInput.perspective ? k.binary('div', k.f64(1), wc, 'w0') : k.f64(1),
      offset,
      bx,
      by,
      target,
      rowStride,
      blend: spec.blend,
      codec: spec.codec,
    };
    k.if(
      tameBlock(k, integer),
      () => integerRows(k, integer),
      () => rows(false),
    );
  };
  if (perspective) {
    const affine = k.binary('and', k.compare('eq', wa, k.f64(0)), k.compare('eq', wb, k.f64(0)), 'affine');
    k.if(affine, affineRows, () => rows(true));
  } else affineRows();
  const helpers = Object.assign(
    {},
    shader.helpers,
    ...units.map((u) => (u?.kind === 'helpers' ? u.helpers : {})),
  );
  const constantsLength = bindingWordsAt + BINDING_WORDS.length * units.length;
  return { fn: k.finish(), helpers, constantWords, units, bindingWordsAt, constantsLength, recordLength };
}
