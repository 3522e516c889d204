// The program a draw runs when ARB programs are enabled: the bound vertex program's shader in place of
// the fixed-function vertex shader, the bound fragment program's in place of the fixed-function fragment
// shader, or both, presented to the draw path as a FixedFunctionProgram (program-source.ts) so that
// binding, vertex elements, the CPU primitive path and glRasterPos take it as they take the generated
// one. Both kinds follow src/ffp's TGSI conventions (src/arb/README.md's table), so any mix links.
// An ARB stage's constant buffer is its parameter list written by arbParameterWriter; a fixed-function
// stage's is the generated program's. A fragment program samples the units and targets its TEX
// instructions name, whatever the fixed-function texture enables (ARB_fragment_program 3.11.6), and
// with fixed-function vertex processing the generated vertex shader is asked for every texture
// coordinate set, the fog coordinate and the secondary colour the fragment program reads.
// Variants are compiled where the state asks for them: position-invariant vertex programs per set of
// enabled clip planes (the planes' distances are program code), vertex programs with the edge flag
// passed through or the back colours as GENERIC[8 + i] (two-sided colours picked by FACE); fragment
// programs per set of texel swizzles, LOD biases and border colours the driver's views and samplers
// cannot do (fragment-borders.ts) and of final-colour stages it lacks (fragment-tail.ts). Composites
// are cached per (vertex program, fragment program, generated program), so switching between programs
// already drawn with costs a few map look-ups; those a reload or deletion retired release their shaders
// (draw-state.ts).
import type { ArbCompiledProgram, ArbFragmentInput, ArbSampler } from '../arb/index.js';
import { compileArbProgram } from '../arb/index.js';
import { Dirty } from '../context/dirty.js';
import type { GlContext } from '../context/gl-context.js';
import { Attrib, type FixedFunctionProgram } from '../draw/program-source.js';
import type { FixedFunctionState } from '../ffp/ffp-state.js';
import { GL_TEXTURE_2D } from '../gl-enums.js';
import { type TextureSampling, textureSampling } from '../objects/texture-sampling.js';
import { activeFragmentProgram, activeVertexProgram } from './enables.js';
import { type ProgramBorder, samplerBorder, withProgramBorders } from './fragment-borders.js';
import { FragmentTail, fragmentTailParts } from './fragment-tail.js';
import type { ArbProgramObject } from './program-objects.js';
import { type ArbParameterWriter, arbParameterWriter } from './state-values.js';
import { ARB_TEXTURE_TARGETS as TARGETS } from './texture-targets.js';

/** The key standing for "fixed function" (or "no generated program") in the composite cache. */
const NONE = {};

/** An ARB stage of a composite: the program run, the object whose local parameters it reads, its writer. */
/** A fragment program as compiled for the current state, with the final-colour stages it applies. */
interface FragmentVariant {
  program: ArbCompiledProgram;
  tail: FragmentTail | null;
  /** Units whose LOD bias the program reads from constants after its parameter list. */
  lodBiasUnits: readonly number[];
  /** Samplers whose lookups mix a border colour in. */
  borders: readonly ProgramBorder[];
}

interface ArbStage {
  program: ArbCompiledProgram;
  object: ArbProgramObject;
  writer: ArbParameterWriter;
}

export class ArbDrawPrograms {
  private readonly composites = new WeakMap<object, WeakMap<object, WeakMap<object, FixedFunctionProgram>>>();
  private readonly writers = new WeakMap<ArbCompiledProgram, ArbParameterWriter>();
  /** Vertex programs recompiled per mask of enabled clip planes (position-invariant ones) and edge flags. */
  private readonly vertexVariants = new WeakMap<ArbCompiledProgram, Map<number, ArbCompiledProgram>>();
  /** Fragment programs recompiled per set of texel swizzles and lowered final-colour stages. */
  private readonly fragmentVariants = new WeakMap<ArbCompiledProgram, Map<string, FragmentVariant>>();
  /** Program matrix tops, read when a parameter list binds state.matrix.program[n]. */
  private readonly programMatrices: ArrayLike<number>[] = [];

  constructor(private readonly c: GlContext) {}

  /** The program of the current state: the generated one when no valid ARB program is enabled. */
  program(): FixedFunctionProgram {
    const c = this.c;
    const vertexProgram = activeVertexProgram(c);
    const fragmentBound = activeFragmentProgram(c);
    if (vertexProgram === null && fragmentBound === null) return c.programs.program(c.ff);
    // Two-sided colours of a vertex program where the rasterizer cannot pick them (src/draw/lowering.ts).
    const faceColors = vertexProgram !== null && c.arb.enables.twoSide && !c.limits.twoSidedColor;
    const fragmentVariant = fragmentBound === null ? null : this.fragmentVariant(fragmentBound, faceColors);
    const fragmentProgram = fragmentVariant?.program ?? null;
    const vertex = vertexProgram === null ? null : this.vertexVariant(vertexProgram, faceColors);
    const feed = vertex === null && fragmentProgram !== null ? fragmentProgram : null;
    // With both stages programs the generated program is not needed (nor built for every state change).
    const ffp =
      vertex !== null && fragmentProgram !== null
        ? null
        : c.programs.program(ffpState(c.ff, vertex !== null, faceColors, feed));
    let byVertex = this.composites.get(vertex ?? NONE);
    if (byVertex === undefined) {
      byVertex = new WeakMap();
      this.composites.set(vertex ?? NONE, byVertex);
    }
    let byFragment = byVertex.get(fragmentProgram ?? NONE);
    if (byFragment === undefined) {
      byFragment = new WeakMap();
      byVertex.set(fragmentProgram ?? NONE, byFragment);
    }
    let program = byFragment.get(ffp ?? NONE);
    if (program === undefined) {
      program = this.composite(
        vertex && this.stage(vertex, c.arb.vertex.bound),
        fragmentProgram && this.stage(fragmentProgram, c.arb.fragment.bound),
        fragmentVariant,
        ffp,
        faceColors,
      );
      byFragment.set(ffp ?? NONE, program);
    }
    return program;
  }

  private stage(program: ArbCompiledProgram, object: ArbProgramObject): ArbStage {
    let writer = this.writers.get(program);
    if (writer === undefined) {
      writer = arbParameterWriter(program.constants);
      this.writers.set(program, writer);
    }
    return { program, object, writer };
  }

  /**
   * The vertex program itself, or its variant for the current state: a position-invariant one writes the
   * enabled clip planes' distances, the edge flag is passed through where the rasterizer uses it, and
   * back colours go to GENERIC[8 + i] where the fragment stage picks them by FACE.
   */
  private vertexVariant(program: ArbCompiledProgram, backColorsGeneric: boolean): ArbCompiledProgram {
    const c = this.c;
    const planes: number[] = [];
    if (program.options.positionInvariant)
      c.ff.clipPlanes.forEach((p, i) => {
        if (p.enabled) planes.push(i);
      });
    const edgeFlag = c.ff.edgeFlags;
    if (planes.length === 0 && !edgeFlag && !backColorsGeneric) return program;
    const key = (planes.reduce((m, i) => m | (1 << i), 0) * 2 + +edgeFlag) * 2 + +backColorsGeneric;
    let variants = this.vertexVariants.get(program);
    if (variants === undefined) {
      variants = new Map();
      this.vertexVariants.set(program, variants);
    }
    let variant = variants.get(key);
    if (variant === undefined) {
      variant = compileArbProgram(c.arb.vertex.bound.text, 'vertex', {
        limits: c.arb.limits.vertex,
        clipPlanes: planes,
        edgeFlag,
        backColorsGeneric,
      });
      variants.set(key, variant);
    }
    return variant;
  }

  /**
   * The fragment program itself, or its variant for the current state: texels swizzled on the units whose
   * texture needs a swizzle the driver's sampler views cannot do (a luminance texture read as
   * (L, L, L, 1)), LOD biases and border colours its samplers cannot apply, and the final-colour stages
   * and flat colours the driver lacks (fragment-tail.ts).
   */
  private fragmentVariant(program: ArbCompiledProgram, faceColors: boolean): FragmentVariant {
    const c = this.c;
    const swizzles: (readonly number[] | undefined)[] = [];
    const lodBiasUnits: number[] = [];
    const borders: ProgramBorder[] = [];
    let swizzleKey = '';
    for (const s of program.samplers) {
      const sampling = this.sampling(s);
      if (sampling === null) continue;
      if (sampling.shaderSwizzle !== undefined) {
        swizzles[s.unit] = sampling.shaderSwizzle;
        swizzleKey += `${s.unit}:${sampling.shaderSwizzle.join('')};`;
      }
      if (sampling.shaderLodBias !== undefined) {
        lodBiasUnits.push(s.unit);
        swizzleKey += `${s.unit}b;`;
      }
      const border = samplerBorder(s, sampling);
      if (border !== null) {
        borders.push(border.border);
        swizzleKey += `${s.unit}B${border.bits};`;
      }
    }
    const { parts, key: tailKey } = fragmentTailParts(c.ff);
    const key = `${swizzleKey}|${tailKey}${faceColors ? '|face' : ''}`;
    let variants = this.fragmentVariants.get(program);
    if (variants === undefined) {
      variants = new Map([['|', { program, tail: null, lodBiasUnits: [], borders: [] }]]);
      this.fragmentVariants.set(program, variants);
    }
    let variant = variants.get(key);
    if (variant === undefined) {
      const tail = new FragmentTail(parts, borders);
      variant = {
        program: compileArbProgram(c.arb.fragment.bound.text, 'fragment', {
          limits: c.arb.limits.fragment,
          texelSwizzles: swizzles,
          lodBiasUnits,
          flatColors: parts.flatColors,
          faceColors,
          colorTail: tail.colorTail,
          texelMixes: tail.texelMixes,
        }),
        tail,
        lodBiasUnits,
        borders,
      };
      variants.set(key, variant);
    }
    return variant;
  }

  /** How sampler `s` of a fragment program samples the texture bound there, or null if incomplete. */
  private sampling(s: ArbSampler): TextureSampling | null {
    const c = this.c;
    const tex = c.textures.bound(TARGETS[s.target], s.unit);
    return tex.isComplete() ? textureSampling(tex, c.limits, c.textures.units[s.unit]!.lodBias) : null;
  }

  private composite(
    vertex: ArbStage | null,
    fragment: ArbStage | null,
    variant: FragmentVariant | null,
    ffp: FixedFunctionProgram | null,
    /** Two-sided colours picked by FACE (the generated program is made for that state). */
    faceColors: boolean,
  ): FixedFunctionProgram {
    const c = this.c;
    const tail = variant?.tail ?? null;
    // LOD biases the program reads after its parameter list (drivers whose samplers take none).
    const biased = (variant?.lodBiasUnits ?? []).map(
      (unit) => fragment!.program.samplers.find((s) => s.unit === unit)!,
    );
    const writeBiases = (out: Float32Array) => {
      const first = fragment!.program.constants.length;
      biased.forEach((s, k) => {
        out[4 * (first + k)] = this.sampling(s)?.shaderLodBias ?? 0;
      });
    };
    const arb = c.arb;
    const matrices = this.programMatrices;
    // The generated program writes both stages; the one an ARB program replaces goes to scratch space.
    const scratchVs = vertex && ffp && new Float32Array(4 * Math.max(1, ffp.vsConstantVec4s));
    const scratchFs = fragment && ffp && new Float32Array(4 * Math.max(1, ffp.fsConstantVec4s));
    const write = (stage: ArbStage, env: Float32Array, out: Float32Array) => {
      if (stage.writer.dependencies.programMatrices)
        for (let i = 0; i < arb.matrices.length; i++) matrices[i] = arb.matrices[i]!.top;
      stage.writer.write(c, { env, local: stage.object.localValues(), programMatrices: matrices }, out);
    };
    const dirtyOf = (stage: ArbStage | null) => (stage === null ? 0 : stage.writer.dependencies.dirty);
    const feed = vertex === null ? (fragment?.program ?? null) : null;
    const tailWriter = tail?.writer() ?? null;
    const borders = variant?.borders ?? [];
    const shaderBorderOf = (s: ArbSampler) => this.sampling(s)?.shaderBorder;
    // What the stages' objects held when this was made: a later load or a deletion retires it.
    const vertexSource = vertex?.object.compiled ?? null;
    const fragmentSource = fragment?.object.compiled ?? null;
    const retired = (stage: ArbStage | null, source: ArbCompiledProgram | null) =>
      stage !== null &&
      (stage.object.compiled !== source ||
        (stage.object.name !== 0 && arb.names.get(stage.object.name) !== stage.object));
    return {
      vs: vertex?.program.shader ?? ffp!.vs,
      fs: fragment?.program.shader ?? ffp!.fs,
      inputs:
        vertex === null
          ? ffp!.inputs
          : vertex.program.inputs.map((input) =>
              'attrib' in input ? input.attrib : Attrib.GENERIC0 + (input as { index: number }).index,
            ),
      vsConstantVec4s: vertex?.program.constants.length ?? ffp!.vsConstantVec4s,
      fsConstantVec4s:
        fragment === null
          ? ffp!.fsConstantVec4s
          : (tail?.size(fragment.program.constants.length + biased.length) ??
            fragment.program.constants.length + biased.length),
      textureUnits:
        fragment === null
          ? ffp!.textureUnits
          : fragment.program.samplers.map((s) => ({ unit: s.unit, target: TARGETS[s.target] })),
      destinationUnit: fragment === null ? ffp!.destinationUnit : (tail?.destinationUnit ?? null),
      constantsDirty: (dirtyOf(vertex) | dirtyOf(fragment)) & ~Dirty.PROGRAM,
      retired: () => retired(vertex, vertexSource) || retired(fragment, fragmentSource),
      writeConstants(state, vs, fs) {
        ffp?.writeConstants(
          ffpState(state, vertex !== null, faceColors, feed),
          scratchVs ?? vs,
          scratchFs ?? fs,
        );
        if (vertex !== null) write(vertex, arb.vertex.env, vs);
        if (fragment !== null) write(fragment, arb.fragment.env, fs);
        if (biased.length > 0) writeBiases(fs);
        tailWriter?.(withProgramBorders(state, borders, shaderBorderOf), fs);
      },
    };
  }
}

/**
 * The state the generated program is made for: with a vertex program, its fragment stage alone is used,
 * lighting off and the colour sum following GL_COLOR_SUM (lighting is vertex processing the program
 * replaces: GL 2.0 section 3.9 applies it only without a vertex shader), the program's back colours
 * picked by FACE where `faceColors`; with a fragment program, its vertex stage alone, fed as `fedState`
 * says.
 */
function ffpState(
  state: FixedFunctionState,
  vertexProgram: boolean,
  faceColors: boolean,
  fp: ArbCompiledProgram | null,
): FixedFunctionState {
  if (faceColors) return { ...state, lighting: false, programBackColors: true };
  if (vertexProgram) return state.lighting ? { ...state, lighting: false } : state;
  return fp === null ? state : fedState(state, fp);
}

/**
 * `state` as the generated vertex shader must see it to feed fragment program `fp`: a texture unit
 * textures (so its coordinates are computed) where the program reads its coordinate set, fog on where it
 * reads the fog coordinate or has a fog option, the colour sum on where it reads the secondary colour.
 * The generated fragment shader of that state is not used.
 */
function fedState(state: FixedFunctionState, fp: ArbCompiledProgram): FixedFunctionState {
  let units = state.textureUnits;
  let fog = state.fog;
  let colorSum = state.colorSum;
  if (fp.options.fog !== null && !fog.enabled) fog = { ...fog, enabled: true };
  for (const { binding } of fp.inputs as ArbFragmentInput[]) {
    if (binding.name === 'texcoord' && units[binding.index]!.target === 0) {
      if (units === state.textureUnits) units = units.slice();
      units[binding.index] = { ...units[binding.index]!, target: GL_TEXTURE_2D };
    } else if (binding.name === 'fogcoord' && !fog.enabled) fog = { ...fog, enabled: true };
    else if (binding.name === 'color' && binding.index === 1) colorSum = true;
  }
  if (units === state.textureUnits && fog === state.fog && colorSum === state.colorSum) return state;
  return { ...state, textureUnits: units, fog, colorSum };
}
