// The per-pixel part of the fused fragment kernels, shared by the block kernel (fused-block.ts, whole
// 8 × 8 blocks) and the quads kernel (fused-quads.ts, a batch of partly covered quads): a primitive's
// planes loaded from its record, and for each lane the fused function's pixel (fragment/fused-shade.ts)
// — inputs interpolated (a·px + b·py + c, times 1/w, through a float32 register), the shader through
// TgsiIrShader, KILL, the alpha test, the depth test and write (depth-test.ts), the colour store
// (color-store.ts) — with every store masked by what the JavaScript would skip (uncovered, killed, failing
// the alpha or depth test).
import { PipeFunc } from '@gallium-ts/gallium-api';
import { TgsiFile, type TgsiShader, TgsiTextureTarget } from '@gallium-ts/tgsi';
import { Rec } from '../../raster/record.js';
import type { Texel2d } from '../../texture/texel-2d.js';
import type { IrBuilder } from '../ir/builder.js';
import type { IrValue } from '../ir/ir.js';
import type { IrHelperFunction } from '../tgsi/expression-helper.js';
import { type Texel2dHelpers, texel2dHelpers } from '../tgsi/texel-helpers.js';
import {
  ByteFallback,
  outOfRangeDistance,
  roundedByte,
  type Texel2dVector,
  texel2dVector,
  UNIT_BINDING_WORDS,
  unsureLanes,
  type VerifiedChannel,
  verifiedBytes,
} from '../tgsi/texel-vector.js';
import { TgsiIrShader } from '../tgsi/translate.js';
import { readsBlendColor } from './blend.js';
import { type ColorStoreSpec, colorWord, simpleStore, storedBytes } from './color-store.js';
import { compareBy, type DepthSpec, depthTest } from './depth-test.js';
import { type PassedTexel, passedThroughInput, texelToOutput } from './integer-color.js';
import { type StencilSpec, stencilDepthTest } from './stencil-test.js';
import { channelOrder, packChannels, wordByte } from './texel-word.js';

/** A planar fragment input: its register and whether it is divided by the interpolated w. */
export interface BlockInput {
  readonly register: number;
  readonly perspective: boolean;
}

/** The state a fused kernel is made for. */
export interface FragmentKernelSpec {
  readonly shader: TgsiShader;
  readonly inputs: readonly BlockInput[];
  /** 0.5 with half-pixel centres, else 0. */
  readonly sampleOffset: number;
  /** The FS output register of the colour. */
  readonly output: number;
  /** The colour target's store (byte order, blending, mask). */
  readonly color: ColorStoreSpec;
  /** The depth test, or null. */
  readonly depth: DepthSpec | null;
  /** The stencil test, or null. */
  readonly stencil: StencilSpec | null;
  /** The alpha test, or null (absent: none). */
  readonly alphaTest?: AlphaTestSpec | null;
  /**
   * Count the fragments that pass every test (occlusion queries): the function stores the count, an i32,
   * SAMPLES_AT bytes after the blend colour.
   */
  readonly countSamples?: boolean;
  /** The 2D texel path of sampler unit u, or null (lookups of other units decline the shader). */
  readonly texels: readonly (Texel2d | null)[];
  /**
   * Shade the whole blocks integer-color.ts serves through its integer unorm8 path (within 1 of the
   * exact bytes; SoftScreenOptions.integerUnorm8). Default false: every byte exact.
   */
  readonly integerUnorm8?: boolean;
}

/**
 * The alpha test (backend.ts alphaTest): the colour output's alpha, clamped to [0, 1] when the state
 * clamps colours (`v <= 0 ? 0 : v >= 1 ? 1 : v`, NaN kept), compared by `func` (PipeFunc) with the
 * reference value, which the kernels read as the f64 after the blend colour.
 */
export interface AlphaTestSpec {
  readonly func: number;
  readonly clamp: boolean;
}

/** Byte offset of the alpha reference (f64) from the blend colour's bytes the kernels are given. */
export const ALPHA_REF_AT = 32;
/** Byte offset of the passed fragments' count (i32) a counting kernel stores, from the blend colour's. */
export const SAMPLES_AT = 40;

/** What a kernel gives its caller besides the function. */
export interface FragmentKernelInfo {
  /** The helpers the function calls (transcendentals, texel lookups). */
  readonly helpers: Record<string, IrHelperFunction>;
  /** The constant words the function reads, [slot, word] in the order they are laid out. */
  readonly constantWords: readonly (readonly [number, number])[];
  /**
   * Texel lookups by unit, in the IR (vector) where texel-vector.ts serves the unit, else through
   * helpers: write each draw's binding words, or bind its sampler, before calling the function.
   */
  readonly units: readonly (Texel2dVector | Texel2dHelpers | null)[];
  /**
   * Where the binding words of vector unit u start: word `bindingWordsAt + UNIT_BINDING_WORDS · u`
   * from `constants`, after the constant words.
   */
  readonly bindingWordsAt: number;
  /** Words the function reads from `constants`: the constant words, then the binding words. */
  readonly constantsLength: number;
  /**
   * The record entries the function reads, by index in a primitive's record (Rec layout). The block
   * kernel reads entry `recordEntries[j]` at byte `record + 8·j` (callers copy just these, in this
   * order); the quads kernel entry e at byte `record + 8·e` (see planeVariables).
   */
  readonly recordEntries: readonly number[];
  /** The function stores the fragments that passed at SAMPLES_AT (FragmentKernelSpec.countSamples). */
  readonly countsSamples: boolean;
}

/** A primitive's planes (uniform f64 values), loaded from its record. */
export interface RecordPlanes {
  readonly inputs: ReadonlyMap<number, { a: IrValue; b: IrValue; c: IrValue; perspective: boolean }>;
  readonly z: readonly [IrValue, IrValue, IrValue];
  readonly w: readonly [IrValue, IrValue, IrValue];
}

/** One lane's pixel and where it stores. */
export interface PixelLane {
  readonly x: IrValue;
  readonly px: IrValue;
  readonly py: IrValue;
  /** The pixel's 1/w (only read when an input is perspective-correct). */
  readonly w: () => IrValue;
  /** Byte address of the pixel's colour texel, and of its depth texel (when a test reads it). */
  readonly color: IrValue;
  readonly zs: IrValue | null;
  /** The primitive's facing (uniform; nonzero: front), for two-sided stencil. */
  readonly front: IrValue;
  /** The lane's coverage mask (null: covered). */
  readonly covered: IrValue | null;
  /**
   * The row the lane lies in, where FragmentPixels.verifiedRow let it take the verified inputs; absent
   * (null) elsewhere, and the inputs are interpolated exactly.
   */
  readonly row?: VerifiedRow | null;
}

/** A row of pixels whose 1/w is one value (affine primitives, or no perspective input). */
export interface VerifiedRow {
  /** Its first pixel's x (i32) and centre px, py (f64). */
  readonly x: IrValue;
  readonly px: IrValue;
  readonly py: IrValue;
  /** Its pixels (i32, a multiple of the lanes loop's group). */
  readonly lanes: IrValue;
  /** 1/w along it (f64). */
  readonly w: IrValue;
}

/** Bytes a texel of the depth/stencil buffer the kernel reads, 0 when it reads none. */
export function zsBytes(spec: FragmentKernelSpec): number {
  return (spec.stencil?.zs ?? spec.depth?.zs)?.blockSize ?? 0;
}

/** Inputs read as integers are not interpolated planes: such shaders keep the JavaScript path. */
export class NotTranslatable extends Error {}

/** The shader of `spec` as the kernels translate it, or null when it is outside what they serve. */
export function kernelShader(spec: FragmentKernelSpec): TgsiIrShader | null {
  const serves = (unit: number, target: number) => target === TgsiTextureTarget['2D'] && !!spec.texels[unit];
  return TgsiIrShader.of(spec.shader, serves);
}

/** The kernel built by `build`, or null when the shader reads what the kernels cannot interpolate. */
export function buildKernel<T>(build: () => T): T | null {
  try {
    return build();
  } catch (error) {
    if (error instanceof NotTranslatable) return null;
    throw error;
  }
}

/**
 * The helper lookups of each unit of a texels list, made once: the kernels of one module (block and
 * quads, built from one spec) share them, so that binding a unit before either export's call binds the
 * lookups the module imports.
 */
const helperUnits = new WeakMap<readonly (Texel2d | null)[], (Texel2dHelpers | null)[]>();

function helperUnit(texels: readonly (Texel2d | null)[], u: number): Texel2dHelpers {
  let units = helperUnits.get(texels);
  if (!units) {
    units = texels.map(() => null);
    helperUnits.set(texels, units);
  }
  units[u] ??= texel2dHelpers(texels[u]!, `tex${u}`);
  return units[u]!;
}

/** Whether the state tests fragments (depth, stencil, alpha) or counts them. */
export function testedOrCounted(spec: FragmentKernelSpec): boolean {
  return !!(spec.depth || spec.stencil || spec.alphaTest || spec.countSamples);
}

/**
 * How close (in steps) a blended verified value may come to a half-integer before the group takes the
 * exact blend. The blend in steps, R = S·A + D·(1 − A) with A = S_alpha / 255 in f32, against the exact
 * path's f64 blend of the f32 outputs: S within the verified error E = 2⁻¹² + 2⁻¹⁵ (2.8·10⁻⁴; see
 * texel-vector.ts's VERIFY_MARGIN) puts A within E / 255 + 2⁻²⁴, so S·A within 2E + 2⁻¹⁶ and D·(1 − A)
 * within E + 2⁻¹⁶ (S, D ≤ 255); the f32 arithmetic adds three roundings of values below 256 (2⁻¹⁷ each)
 * and 1 − A's (2⁻²⁵, times 255): in all 3E + 2⁻¹³·⁵, 9.1·10⁻⁴, under 2⁻¹⁰. The margin, 2⁻⁹, is twice that.
 */
const BLEND_MARGIN = 2 ** -9;

/**
 * How close (in steps) a verified alpha may come to the alpha test's reference in steps before the group
 * takes the exact alpha's test: over twice the verified error E = 2⁻¹² + 2⁻¹⁵ plus the reference's f32
 * rounding (2⁻²⁴ · 255, under 2⁻¹⁵) — see FragmentPixels.verifiedAlphaPasses.
 */
const ALPHA_MARGIN = 2 ** -9;

/**
 * What the colour of a state whose pixels take the verified f32 arithmetic comes from
 * (FragmentPixels.verifiedColour): a texel the shader passes through (verifiedChannels of its unit), or an
 * input it passes through (FragmentPixels.verifiedInputChannel); `blended` under GL's alpha blend.
 */
type VerifiedSource =
  | {
      readonly kind: 'texel';
      readonly texel: PassedTexel;
      readonly unit: Texel2dVector;
      readonly blended: boolean;
    }
  | { readonly kind: 'input'; readonly register: number; readonly blended: boolean };

/**
 * The verified source of a state — any depth, stencil and alpha tests and counting, a full-mask store,
 * unblended or with GL's alpha blend — whose shader writes a 2D TEX / TXP of an input, unchanged or times
 * an input (texelToOutput: GL_REPLACE and GL_MODULATE), from a unit with verifiedChannels, or writes an
 * interpolated input unchanged (passedThroughInput: untextured fixed-function colour); else null.
 */
function verifiedSourceOf(
  spec: FragmentKernelSpec,
  units: readonly (Texel2dVector | Texel2dHelpers | null)[],
): VerifiedSource | null {
  const blended = simpleStore(spec.color);
  if (blended === null) return null;
  const texel = texelToOutput(spec.shader, spec.output);
  const unit = texel ? units[texel.unit] : null;
  if (texel)
    return unit?.kind === 'vector' && unit.verifiedChannels ? { kind: 'texel', texel, unit, blended } : null;
  const register = passedThroughInput(spec.shader, spec.output);
  return register !== null && spec.inputs.some((i) => i.register === register)
    ? { kind: 'input', register, blended }
    : null;
}

/**
 * A plane a · px + b · py + c at (px, py), in f64, in the one order every interpolation uses — the lanes'
 * inputs, depth and 1/w, and the row-level values (verifiedRow, exactTexelRow) whose exactness arguments
 * rest on computing what the lanes compute.
 */
export function planeAt(
  k: IrBuilder,
  plane: { readonly a: IrValue; readonly b: IrValue; readonly c: IrValue },
  px: IrValue,
  py: IrValue,
  name?: string,
): IrValue {
  return k.add(k.add(k.mul(plane.a, px), k.mul(plane.b, py)), plane.c, name);
}

const and = (k: IrBuilder, a: IrValue | null, b: IrValue | null) =>
  a && b ? k.binary('and', a, b) : (a ?? b);

/** What the shader gives the lanes: the colour output's channels and the kill flag (nonzero: killed). */
type ShadedLanes = ReturnType<TgsiIrShader['lanes']>;

/** The lanes the shader did not kill, or null when it cannot kill. */
const liveMask = (k: IrBuilder, result: ShadedLanes) =>
  result.killed ? k.compare('eq', result.killed, k.i32(0), 'live') : null;

/** The per-pixel pipeline of `spec` in builder `k`, with the values it reads outside the lanes loop. */
export class FragmentPixels {
  private readonly constantWords: [number, number][] = [];
  private readonly units: (Texel2dVector | Texel2dHelpers | null)[];
  private readonly bindingWordsAt: number;
  /** Record entries read, in the order they are laid out for the function (see recordEntries). */
  private readonly recordEntries: number[] = [];
  private blendColorValues: IrValue[] | null = null;
  private readonly alphaRef: IrValue | null = null;
  /** The fragments passed so far (a uniform variable), when the kernel counts them. */
  private readonly samples: IrValue | null = null;
  readonly perspective: boolean;
  /** What the colour comes from where the lanes take the verified arithmetic (else null). */
  private readonly verified: VerifiedSource | null;

  /**
   * Loads the shader's constant words (from byte `constants`, in constantWords order) and the binding
   * words of its vector texel units (after them) at the current point of `k`, the blend colour (four f64
   * from byte `blendColor`) when the blend reads it and the alpha reference (the f64 after them) when
   * the state tests alpha; `stencilRefs` are the two faces' stencil references.
   */
  constructor(
    private readonly k: IrBuilder,
    private readonly spec: FragmentKernelSpec,
    private readonly shader: TgsiIrShader,
    constants: IrValue,
    private readonly blendColor: IrValue,
    private readonly stencilRefs: readonly [IrValue, IrValue],
  ) {
    shader.constantsBefore((slot, word, kind) => {
      let at = this.constantWords.findIndex(([s, w]) => s === slot && w === word);
      if (at < 0) at = this.constantWords.push([slot, word]) - 1;
      return k.load(kind === 'f' ? 'f32' : 'i32', k.add(constants, k.i32(at * 4)), `c${slot}_${word}`);
    });
    this.units = spec.texels.map((t, u) =>
      t ? (texel2dVector(t, `tex${u}`) ?? helperUnit(spec.texels, u)) : null,
    );
    // Even: the constants start 8-byte aligned, and so does every unit's binding (see UNIT_BINDING_WORDS).
    this.bindingWordsAt = this.constantWords.length + (this.constantWords.length & 1);
    this.units.forEach((unit, u) => {
      const word = this.bindingWordsAt + UNIT_BINDING_WORDS * u;
      if (unit?.kind === 'vector') unit.prepare(k, k.add(constants, k.i32(word * 4)));
    });
    this.perspective = spec.inputs.some((i) => i.perspective);
    this.verified = verifiedSourceOf(spec, this.units);
    const blend = spec.color.blend;
    if (typeof blend === 'object' && readsBlendColor(blend))
      this.blendColorValues = [0, 1, 2, 3].map((c) =>
        k.load('f64', k.add(blendColor, k.i32(c * 8)), `k${'rgba'[c]}`),
      );
    if (spec.alphaTest) this.alphaRef = k.load('f64', k.add(blendColor, k.i32(ALPHA_REF_AT)), 'aref');
    if (spec.countSamples) this.samples = k.variable(k.i32(0), 'samples');
  }

  /** Texture unit `unit` when its lookups are written in the IR (else null). */
  vectorUnit(unit: number): Texel2dVector | null {
    const found = this.units[unit];
    return found?.kind === 'vector' ? found : null;
  }

  /** Stores the count of passed fragments (at the end of a counting kernel's function; else nothing). */
  storeSamples(): void {
    const { k, samples } = this;
    if (samples) k.store('i32', k.add(this.blendColor, k.i32(SAMPLES_AT)), samples);
  }

  /** Counts the lane's fragment where `mask` (null: every lane) says it passed every test. */
  private count(mask: IrValue | null, lane: PixelLane): void {
    const { k, samples } = this;
    if (!samples) return;
    // countTrue reads a varying mask: a uniform one (or none) is first spread over the lanes.
    const lanes = mask?.varying ? mask : and(k, k.compare('eq', lane.color, lane.color, 'everyLane'), mask)!;
    k.set(samples, k.add(samples, k.op('countTrue', [lanes], 'passed')));
  }

  /** The planes of the primitive whose record's entries are laid out from byte `record` (uniform loads). */
  planes(record: IrValue): RecordPlanes {
    const k = this.k;
    return this.planesOf((slot, name) => k.load('f64', k.add(record, k.i32(slot * 8)), name));
  }

  /**
   * The planes in variables (uniform f64, made at the current point of `k`), and the statements that
   * reload them from the record at byte `record` — entry e at byte 8e, as the scene lays records out
   * (Rec) — for quads of a batch, which mostly share a record.
   */
  planeVariables(): { planes: RecordPlanes; reload(record: IrValue): void } {
    const k = this.k;
    const entries: [IrValue, number][] = [];
    const planes = this.planesOf((slot, name) => {
      const v = k.variable(k.f64(0), name);
      entries.push([v, this.recordEntries[slot]!]);
      return v;
    });
    return {
      planes,
      reload: (record) => {
        for (const [v, entry] of entries) k.set(v, k.load('f64', k.add(record, k.i32(entry * 8))));
      },
    };
  }

  /** The planes, the record's entry `index` laid out at slot `slot` given by `at(slot)`. */
  private planesOf(at: (slot: number, name: string) => IrValue): RecordPlanes {
    const k = this.k;
    const entry = (index: number, name: string) => {
      let slot = this.recordEntries.indexOf(index);
      if (slot < 0) slot = this.recordEntries.push(index) - 1;
      return at(slot, name);
    };
    const inputs = new Map<number, { a: IrValue; b: IrValue; c: IrValue; perspective: boolean }>();
    for (const input of this.spec.inputs)
      for (let channel = 0; channel < 4; channel++) {
        const first = Rec.ATTRIBS + (input.register * 4 + channel) * 3;
        const n = `${input.register}_${channel}`;
        const [a, b, c] = [0, 1, 2].map((i) => entry(first + i, `${'abc'[i]}${n}`)) as [
          IrValue,
          IrValue,
          IrValue,
        ];
        inputs.set(input.register * 4 + channel, { a, b, c, perspective: input.perspective });
      }
    const three = (base: number, name: string) =>
      [0, 1, 2].map((i) => entry(base + i, `${name}${'abc'[i]}`)) as [IrValue, IrValue, IrValue];
    return {
      inputs,
      z: this.spec.depth ? three(Rec.Z, 'z') : [k.f64(0), k.f64(0), k.f64(0)],
      w: three(Rec.W, 'w'),
    };
  }

  /** The fused function's pixel for lane `lane` of the primitive with `planes` (inside the lanes loop). */
  pixel(planes: RecordPlanes, lane: PixelLane): void {
    const { k, spec } = this;
    const { px, py } = lane;
    const [za, zb, zc] = planes.z;
    const depth = () => planeAt(k, { a: za, b: zb, c: zc }, px, py, 'zl');
    if (spec.stencil) {
      // The stencil buffer changes where either test fails too: written wherever the lane survives the shader.
      this.colour(planes, lane, lane.covered, (survivors) => {
        const test = stencilDepthTest(
          k,
          spec.stencil!,
          spec.depth,
          depth,
          lane.zs!,
          lane.front,
          this.stencilRefs,
        );
        test.write(survivors);
        return and(k, survivors, test.passes);
      });
      return;
    }
    if (!spec.depth) {
      this.colour(planes, lane, lane.covered, (survivors) => survivors);
      return;
    }
    // Early depth: the test reads nothing the shader computes, so a group none of whose lanes passes
    // skips the shader (every store stays masked, so the bytes are those of testing after it).
    const test = depthTest(k, spec.depth, depth(), lane.zs!);
    const early = and(k, lane.covered, test.passes)!;
    const rest = () =>
      this.colour(planes, lane, early, (survivors) => {
        if (spec.depth!.write) test.write(survivors);
        return survivors;
      });
    if (early.varying) k.if(k.op('anyTrue', [early], 'anyPass'), rest);
    else rest();
  }

  /**
   * Colours the lanes of `mask` (null: all) that survive the shader — not killed, passing the alpha test
   * — and pass `tested`, which writes what the depth and stencil tests write where it is given the
   * survivors and returns the lanes that pass them (null: all); those are counted and stored. Through the
   * verified arithmetic where the state and the lane take it (verifiedColour), else the shader and the
   * colour store.
   */
  private colour(
    planes: RecordPlanes,
    lane: PixelLane,
    mask: IrValue | null,
    tested: (survivors: IrValue | null) => IrValue | null,
  ): void {
    const { k, spec } = this;
    const shaded = this.verifiedColour(planes, lane);
    const result = shaded ? null : this.shade(planes, lane);
    const passes = tested(and(k, mask, shaded ? shaded.survivors : this.shaderPasses(result!)));
    this.count(passes, lane);
    const word = shaded
      ? shaded.word()
      : colorWord(k, spec.color, result!.outputs, lane.color, () => this.blendColorValues!);
    if (word) k.store('i32', lane.color, word, passes);
  }

  /** Where the lane's fragment survives the shader: not killed, passing the alpha test (null: all). */
  private shaderPasses(result: ShadedLanes): IrValue | null {
    const { k, spec } = this;
    const live = liveMask(k, result);
    const test = spec.alphaTest;
    if (!test || test.func === PipeFunc.ALWAYS) return live;
    return and(k, live, this.alphaPasses(result.outputs[3] ?? k.f32(0)));
  }

  /** Where the alpha test passes the colour output's alpha `alpha` (f32), as the fragment back end tests. */
  private alphaPasses(alpha: IrValue): IrValue {
    const { k, spec } = this;
    const test = spec.alphaTest!;
    if (test.clamp) {
      const zero = k.f32(0);
      const one = k.f32(1);
      alpha = k.select(k.compare('le', alpha, zero), zero, k.select(k.compare('ge', alpha, one), one, alpha));
    }
    return compareBy(k, test.func, k.convert('promote', alpha), this.alphaRef!, 'apass');
  }

  /**
   * Where the alpha test passes a verified alpha (`alpha`, in steps; null: no test): the verified value
   * compared with the reference in steps, R = aref · 255 in f32 — and in a group of lanes where one lies
   * within ALPHA_MARGIN of R (or its factor is out of range, or R lies outside [0, 255]), the exact
   * alpha's test. The verified value is within E = 2⁻¹² + 2⁻¹⁵ of the exact alpha in steps (alpha · 255,
   * exact in f64), R within 2⁻¹⁵ of aref · 255: a value ALPHA_MARGIN or more from R lies on the side of it
   * the exact one does, and is not equal to it. Clamping (the store's on MODULATE's product, the alpha
   * test's own) keeps which side of R a value lies on for R in [0, 255].
   */
  private verifiedAlphaPasses(alpha: VerifiedChannel): IrValue | null {
    const { k, spec } = this;
    const test = spec.alphaTest;
    if (!test || test.func === PipeFunc.ALWAYS) return null;
    // A constant alpha (a format without one) is tested exactly, once.
    if (!alpha.steps.varying && !alpha.outOfRange) return this.alphaPasses(alpha.exact());
    const ref = k.convert('demote', k.mul(this.alphaRef!, k.f64(255)), 'arefSteps');
    const verified = compareBy(k, test.func, alpha.steps, ref, 'apassVerified');
    const refInside = k.binary('and', k.compare('ge', ref, k.f32(0)), k.compare('le', ref, k.f32(255)));
    const unsure = k.binary(
      'or',
      unsureLanes(k, alpha.steps, ALPHA_MARGIN, alpha, ref),
      k.unary('not', refInside),
    );
    const passes = k.variable(verified, 'apass');
    k.if(k.op('anyTrue', [unsure], 'alphaUnsure'), () => {
      k.set(passes, this.alphaPasses(alpha.exact()));
    });
    return passes;
  }

  /**
   * A lane of a verified state (verifiedSourceOf): its verified channels — where the alpha test passes
   * their alpha (null: all), and the word their bytes (or their blend) store, emitted where it is asked for
   * — the bytes the shader and the store give, at a fraction of the cost; null where the lane takes the
   * shader (no verified source, or an input where the lane's row is not verifiedRow's).
   */
  private verifiedColour(
    planes: RecordPlanes,
    lane: PixelLane,
  ): { survivors: IrValue | null; word: () => IrValue } | null {
    const { k, spec, verified } = this;
    if (!verified || (verified.kind === 'input' && !lane.row)) return null;
    const channels =
      verified.kind === 'texel'
        ? this.verifiedTexelChannels(planes, lane, verified.texel, verified.unit)
        : [0, 1, 2, 3].map((c) => this.verifiedInputChannel(planes, lane, lane.row!, verified.register, c));
    const name = verified.kind === 'texel' ? 'tex' : 'in';
    return {
      survivors: this.verifiedAlphaPasses(channels[3]!),
      word: () =>
        verified.blended
          ? this.verifiedBlend(channels, lane)
          : packChannels(k, spec.color.codec, verifiedBytes(k, channels, name)),
    };
  }

  /** The verified channels of `texel` at the shader's coordinates (times its factor input). */
  private verifiedTexelChannels(
    planes: RecordPlanes,
    lane: PixelLane,
    texel: PassedTexel,
    unit: Texel2dVector,
  ): readonly VerifiedChannel[] {
    const k = this.k;
    // GL_MODULATE's factor: the input the texel is multiplied by, channel by channel.
    const factors =
      texel.modulatedBy === null
        ? null
        : [0, 1, 2, 3].map((c) => this.input(planes, lane, texel.modulatedBy!, c));
    // A row exactTexelRow let through: the coordinates are the row's first lane's plus a step a lane.
    if (lane.row) {
      const { start, step } = this.exactTexelRow(planes, lane.row, texel, unit);
      const dx = k.sub(lane.x, lane.row.x, 'dx');
      const fixed = [0, 1].map((axis) => k.add(start[axis]!, k.mul(step[axis]!, dx))) as [IrValue, IrValue];
      return unit.verifiedChannels!(k, { fixed }, factors);
    }
    // The coordinates as the shader computes them: TXP divides them by q in f32.
    let [s, t] = [0, 1].map((c) => this.input(planes, lane, texel.input, c)) as [IrValue, IrValue];
    if (texel.projective) {
      const q = this.input(planes, lane, texel.input, 3);
      [s, t] = [k.op('div', [s, q]), k.op('div', [t, q])];
    }
    return unit.verifiedChannels!(k, { s, t }, factors);
  }

  /**
   * Where a row of pixels may take the verified inputs (a uniform mask), or null when the state has none
   * (verifiedSourceOf): the row of `lanes` pixels from (`row.x`, `py`), centre `row.px`, of a primitive
   * whose 1/w along it is `w` (1 without perspective inputs). Each input channel the colour reads must
   * run inside [0, 255] steps along the row — its first value V and its last V + A · (lanes − 1), in f32 as
   * verifiedInputChannel computes them (see there): f32 rounding is monotonic, so every value between is
   * inside too, the store's clamp changes none of them and A ≤ 255 / (lanes − 1) — and change by at most
   * 32 steps a pixel down the columns (|B| ≤ 32, B = b · w · 255). The comparisons fail for NaN. Rows
   * outside interpolate exactly (PixelLane.row null).
   */
  verifiedRow(planes: RecordPlanes, row: VerifiedRow): IrValue | null {
    const { k, verified } = this;
    if (verified?.kind === 'texel')
      return verified.unit.fixedCoordinates
        ? this.exactTexelRow(planes, row, verified.texel, verified.unit).exact
        : null;
    if (verified?.kind !== 'input') return null;
    const inside = (v: IrValue) =>
      k.binary('and', k.compare('ge', v, k.f32(0)), k.compare('le', v, k.f32(255)));
    const tests = [0, 1, 2, 3].map((channel) => {
      const { first, along, across } = this.inputSteps(planes, row, verified.register, channel);
      const last = k.add(first, k.mul(along, k.convert('convertF32', k.sub(row.lanes, k.i32(1)))));
      const gentle = k.compare('le', k.unary('abs', across), k.f32(32));
      return k.binary('and', k.binary('and', inside(first), inside(last)), gentle);
    });
    return tests.reduce((a, b) => k.binary('and', a, b));
  }

  /**
   * Whether the lookups of `texel` along a row (verifiedRow) are at exact texel coordinates, and what they
   * are there: `exact` a uniform mask, and the fixed coordinates (texel2dVector's LookupAt) of the row's
   * first lane, `start`, and their `step` a lane, as i32. A lane interpolates a coordinate as
   * ((a · px + b · py) + c) · w in f64, rounded to f32 (then divided by q in f32 under TXP), and the lookup
   * takes (x · size − ½). The row lets that through when, on it:
   * - a is a multiple of 2⁻¹⁶, b · py and c of 2⁻²⁴, and |a| · (px + lanes) + |b · py| + |c| < 2²⁷: every
   *   partial result is a multiple of 2⁻²⁴ below 2²⁷ (51 bits), so the f64 arithmetic rounds nowhere and a
   *   lane's value is the row's first one plus a per lane;
   * - w is 1 where a coordinate is perspective-correct, and under TXP q's a is 0 and its value rounds to
   *   1 in f32 (so every lane divides by 1);
   * - the first and last values are multiples of 2⁻¹⁶ below 2⁸: every value between is one, which f32
   *   holds exactly (24 bits);
   * - size ≤ 2¹⁴ and (value · size − ½) · 256 of the first value and its step a lane are integers: the
   *   lookup's f64 coordinate times 256 (exact: at most 38 bits) is then an integer below 2³⁰ in every
   *   lane — its floor the index, its fraction a weight in 256ths, so the exact integer filter serves every
   *   lane (ExactFilter).
   * The comparisons fail for NaN. Texel-aligned magnification by powers of two of 2D drawing (w = 1, the
   * benchmark's `tex`) passes; the lanes then step fixed coordinates in i32 instead of interpolating in
   * f64.
   */
  private exactTexelRow(planes: RecordPlanes, row: VerifiedRow, texel: PassedTexel, unit: Texel2dVector) {
    const k = this.k;
    const plane = (channel: number) => {
      const found = planes.inputs.get(texel.input * 4 + channel);
      if (!found) throw new NotTranslatable();
      return found;
    };
    const whole = (x: IrValue) => k.compare('eq', x, k.unary('floor', x));
    const onGrid = (x: IrValue, bits: number) => whole(k.mul(x, k.f64(2 ** bits)));
    const below = (x: IrValue, limit: number) => k.compare('lt', k.unary('abs', x), k.f64(limit));
    const value = (p: ReturnType<typeof plane>) => planeAt(k, p, row.px, row.py);
    const tests: IrValue[] = [];
    const coordinates = texel.projective ? [0, 1, 3] : [0, 1];
    if (coordinates.some((c) => plane(c).perspective)) tests.push(k.compare('eq', row.w, k.f64(1)));
    if (texel.projective) {
      const q = plane(3);
      tests.push(k.compare('eq', q.a, k.f64(0)), k.compare('eq', k.convert('demote', value(q)), k.f32(1)));
    }
    const axes = unit.sizes().map((size, axis) => {
      const p = plane(axis);
      const bpy = k.mul(p.b, row.py);
      const first = value(p);
      const last = k.add(first, k.mul(p.a, k.convert('convertF64', k.sub(row.lanes, k.i32(1)))));
      const reach = k.add(
        k.mul(k.unary('abs', p.a), k.add(row.px, k.convert('convertF64', row.lanes))),
        k.unary('abs', bpy),
      );
      const scale = k.mul(size, k.f64(256));
      const start = k.sub(k.mul(first, scale), k.f64(128));
      const step = k.mul(p.a, scale);
      tests.push(
        onGrid(p.a, 16),
        onGrid(bpy, 24),
        onGrid(p.c, 24),
        below(k.add(reach, k.unary('abs', p.c)), 2 ** 27),
        onGrid(first, 16),
        below(first, 256),
        below(last, 256),
        k.compare('le', size, k.f64(2 ** 14)),
        whole(start),
        whole(step),
      );
      return { start: k.convert('integerWord', start), step: k.convert('integerWord', step) };
    });
    return {
      exact: tests.reduce((a, b) => k.binary('and', a, b)),
      start: axes.map((a) => a.start),
      step: axes.map((a) => a.step),
    };
  }

  /**
   * Input `index`'s `channel` along a row (verifiedRow), in steps and f32: the row's first pixel's value V
   * (the plane in f64 there, times w · 255, rounded), the step A along the row (a · w · 255, rounded) and
   * the step B down the columns (b · w · 255, rounded). Uniform values, made once per row.
   */
  private inputSteps(planes: RecordPlanes, row: VerifiedRow, index: number, channel: number) {
    const k = this.k;
    const plane = planes.inputs.get(index * 4 + channel);
    if (!plane) throw new NotTranslatable();
    const scale = plane.perspective ? k.mul(row.w, k.f64(255)) : k.f64(255);
    const start = planeAt(k, plane, row.px, row.py);
    return {
      first: k.convert('demote', k.mul(start, scale), `in${index}_${channel}_row`),
      along: k.convert('demote', k.mul(plane.a, scale)),
      across: k.convert('demote', k.mul(plane.b, scale)),
    };
  }

  /**
   * Input `index`'s `channel` as a verified channel, for a lane of `row`, which verifiedRow let through
   * (PixelLane.row): in steps, V + A · dx in f32 (inputSteps), dx the lane's distance from the row's
   * start. The exact path interpolates a · px + b · py + c in f64, times w, rounded to f32: the same
   * linear function. Within verifiedRow's bounds the f64 evaluations differ from it by under 2⁻³⁰ steps
   * (window coordinates below 2¹⁴), the exact value's f32 rounding by 2⁻²⁴ · 255, and the verified one's
   * roundings — V's, A's, the product's and the sum's, of values below 256 — by 2⁻²⁴ · (255 + 2 · 255 +
   * 255): under 2⁻¹³ in all, within the verified error E = 2⁻¹² + 2⁻¹⁵ the margins of verifiedBytes,
   * verifiedBlend and verifiedAlphaPasses are made for. Every value lies in [0, 255]: none is out of
   * range.
   */
  private verifiedInputChannel(
    planes: RecordPlanes,
    lane: PixelLane,
    row: VerifiedRow,
    index: number,
    channel: number,
  ): VerifiedChannel {
    const k = this.k;
    const { first, along } = this.inputSteps(planes, row, index, channel);
    const dx = k.convert('convertF32', k.sub(lane.x, row.x), 'dx');
    return {
      steps: k.add(first, k.mul(along, dx), `in${index}_${channel}_steps`),
      outOfRange: null,
      exact: () => this.input(planes, lane, index, channel),
      exactFilter: null,
    };
  }

  /**
   * The word GL's alpha blend (SRC_ALPHA, ONE_MINUS_SRC_ALPHA) stores of verified `channels` over the
   * lane's colour: blended in steps in f32, channel by channel — and for a channel whose value, in a group
   * of lanes, lies within BLEND_MARGIN of a rounding tie (or whose factor, or alpha's, is out of range),
   * the exact store's byte of the channels' exact values (ByteFallback). The other channels' bytes are the
   * exact store's by the bound beside BLEND_MARGIN, so one tie costs one channel's exact arithmetic.
   */
  private verifiedBlend(channels: readonly VerifiedChannel[], lane: PixelLane): IrValue {
    const { k, spec } = this;
    const order = channelOrder(spec.color.codec);
    const dst = k.load('i32', lane.color, 'dst');
    const alpha = k.binary('div', channels[3]!.steps, k.f32(255), 'verifiedAlpha');
    const keep = k.sub(k.f32(1), alpha);
    // The exact bytes, where a tie asks for them, from the word loaded again: the path every group takes
    // then keeps no byte of it live for them.
    const exactByte = (ch: number) =>
      storedBytes(k, spec.color, (c) => channels[c]!.exact(), k.load('i32', lane.color, 'dstExact'))(ch);
    const alphaOutOfRange = channels[3]!.outOfRange;
    const fallback = new ByteFallback(k, 'blend', BLEND_MARGIN);
    const bytes = channels.map((channel, ch) => {
      const d = k.convert('convertF32', wordByte(k, dst, order.indexOf(ch)));
      const x = k.add(k.mul(channel.steps, alpha), k.mul(d, keep), `blended${'rgba'[ch]}`);
      const rounded = roundedByte(k, x, channel);
      const distance = ch === 3 ? rounded.distance : outOfRangeDistance(k, rounded.distance, alphaOutOfRange);
      const byte = k.variable(rounded.byte, `verified${'rgba'[ch]}`);
      fallback.take(byte, distance, () => exactByte(ch));
      return byte;
    });
    fallback.settle();
    return packChannels(k, spec.color.codec, bytes);
  }

  /** Input `index`'s `channel` at the lane, as the shader reads it (f32), interpolated from `planes`. */
  private input(planes: RecordPlanes, lane: PixelLane, index: number, channel: number): IrValue {
    const { k } = this;
    const plane = planes.inputs.get(index * 4 + channel);
    if (!plane) throw new NotTranslatable();
    const linear = planeAt(k, plane, lane.px, lane.py);
    // The builder gives the same value for the same operations: each input is interpolated once.
    return k.convert('demote', plane.perspective ? k.mul(linear, lane.w()) : linear, `in${index}_${channel}`);
  }

  /** The shader's outputs (and kill flag) for the lane: its inputs interpolated from `planes`. */
  private shade(planes: RecordPlanes, lane: PixelLane): ShadedLanes {
    const { k, spec } = this;
    const input = (file: number, index: number, channel: number, kind: 'f' | 'i') => {
      if (file !== TgsiFile.INPUT || kind !== 'f') throw new NotTranslatable();
      return this.input(planes, lane, index, channel);
    };
    return this.shader.lanes(k, {
      input,
      outputs: [0, 1, 2, 3].map((channel) => ({ index: spec.output, channel, kind: 'f' as const })),
      texture: (unit, _target, coords) => this.units[unit]!.lookup(k, coords[0]!, coords[1]!),
    });
  }

  info(): FragmentKernelInfo {
    const helpers = Object.assign(
      {},
      this.shader.helpers,
      ...this.units.map((u) => (u?.kind === 'helpers' ? u.helpers : {})),
    );
    return {
      helpers,
      constantWords: this.constantWords,
      units: this.units,
      bindingWordsAt: this.bindingWordsAt,
      constantsLength: this.bindingWordsAt + UNIT_BINDING_WORDS * this.units.length,
      recordEntries: this.recordEntries,
      countsSamples: this.samples !== null,
    };
  }
}
