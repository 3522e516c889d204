// The module's entry point: program string → checked, translated program. Parses (parser.ts), checks
// (resolve.ts), translates to TGSI (translate.ts) and reports what the GL layer needs: the shader, what
// each IN and OUT register is, the parameter list (one entry per CONST slot), the samplers, the options,
// and the API and native resource counts.
import {
  opcodeInfo,
  TgsiFile,
  type TgsiShader,
  type Ureg,
  type UregDst,
  type UregSrc,
} from '@gallium-ts/tgsi';
import { FfpAttrib } from '../ffp/attribs.js';
import type { ArbParameter, ArbProgramKind, ArbTextureTarget } from './ast.js';
import {
  type ArbFragmentInput,
  type ArbOutput,
  type ArbVertexInput,
  fragmentInput,
  output,
  vertexInput,
} from './io.js';
import { ARB_FRAGMENT_PROGRAM_LIMITS, ARB_VERTEX_PROGRAM_LIMITS, type ArbProgramLimits } from './limits.js';
import { parseArbProgram } from './parser.js';
import { resolveArbProgram } from './resolve.js';
import type { ArbOptions, ArbResourceCounts } from './resolved.js';
import { type ArbTexelMix, translateArbProgram } from './translate.js';

export interface ArbCompileOptions {
  /** The limits to check against (default: ARB_VERTEX_PROGRAM_LIMITS / ARB_FRAGMENT_PROGRAM_LIMITS). */
  limits?: Readonly<ArbProgramLimits>;
  /** Position-invariant vertex programs: the enabled user clip planes, written to CLIPDIST. */
  clipPlanes?: readonly number[];
  /**
   * Fragment programs: per image unit, the PipeSwizzle of R, G, B, A applied to what TEX, TXP and TXB
   * read there (the GL layer's texture colour of the base format where the sampler view cannot swizzle).
   */
  texelSwizzles?: readonly (readonly number[] | undefined)[];
  /**
   * Fragment programs: image units whose TEX, TXP and TXB sample with TXB and a LOD bias read from
   * CONST[n + k].x for the k-th listed unit, n the parameter list's length (the GL layer's LOD bias where
   * the driver's samplers have none); `colorTail`'s constants then start after those.
   */
  lodBiasUnits?: readonly number[];
  /**
   * Fragment programs: per image unit, what the GL layer mixes into the texels TEX, TXP and TXB read there
   * (after any texel swizzle): a border colour where the driver's samplers cannot read it. Its constants
   * start after the LOD-bias constants, at the slot `colorTail`'s start at (the GL layer shares them).
   */
  texelMixes?: readonly (ArbTexelMix | undefined)[];
  /**
   * Vertex programs: pass the edge flag attribute through to EDGEFLAG (polygons drawn as lines or points
   * need it); it is read by one more IN register, the last, listed in `inputs` as FfpAttrib.EDGEFLAG.
   */
  edgeFlag?: boolean;
  /** Fragment programs: colour inputs with constant interpolation (flat shading done by the program). */
  flatColors?: boolean;
  /** Vertex programs: back colours written to GENERIC[8 + i] instead of BCOLOR[i] (two-sided lowering). */
  backColorsGeneric?: boolean;
  /** Fragment programs: colours read from GENERIC[8 + i] where FACE < 0 (two-sided lowering). */
  faceColors?: boolean;
  /**
   * Fragment programs: what the GL layer does with the final colour in the driver's place. The program's
   * result.color (after its fog option) goes to a temporary, and `colorTail` writes COLOR[0] from it;
   * constants it declares start at `firstConstant`, after the parameter list's slots.
   */
  colorTail?: ArbColorTail;
}

export type ArbColorTail = (u: Ureg, color: UregSrc, out: UregDst, firstConstant: number) => void;

export interface ArbSampler {
  /** Texture image unit: SAMP[unit] and SVIEW[unit]. */
  unit: number;
  target: ArbTextureTarget;
  /** A SHADOW target (ARB_fragment_program_shadow): depth comparison. */
  shadow: boolean;
}

export interface ArbCompiledProgram {
  kind: ArbProgramKind;
  shader: TgsiShader;
  /** What IN[i] reads (vertex attributes, or interpolated fragment values). */
  inputs: ArbVertexInput[] | ArbFragmentInput[];
  /** What OUT[i] is. */
  outputs: ArbOutput[];
  /** CONST[i] of constant buffer 0 holds constants[i]. */
  constants: ArbParameter[];
  samplers: ArbSampler[];
  options: ArbOptions;
  /** GL_PROGRAM_INSTRUCTIONS_ARB, GL_PROGRAM_TEMPORARIES_ARB, ... */
  counts: ArbResourceCounts;
  /** GL_PROGRAM_NATIVE_*_ARB: what the TGSI shader uses. */
  nativeCounts: ArbResourceCounts;
  /** GL_PROGRAM_UNDER_NATIVE_LIMITS_ARB. */
  underNativeLimits: boolean;
}

/** Compiles an ARB vertex or fragment program string; throws ArbProgramError when it fails to load. */
export function compileArbProgram(
  text: string,
  kind: ArbProgramKind,
  options: ArbCompileOptions = {},
): ArbCompiledProgram {
  const limits =
    options.limits ?? (kind === 'vertex' ? ARB_VERTEX_PROGRAM_LIMITS : ARB_FRAGMENT_PROGRAM_LIMITS);
  const resolved = resolveArbProgram(text, parseArbProgram(text, kind, limits), limits);
  const { shader, emitter } = translateArbProgram(resolved, options);
  const inputs = emitter.inputOrder.map((i) => resolved.inputs[i]!);
  const samplers: ArbSampler[] = [];
  for (const ins of resolved.instructions) {
    const t = ins.texture;
    if (t !== null && !samplers.some((s) => s.unit === t.unit)) {
      samplers.push({ unit: t.unit, target: t.target, shadow: t.target.startsWith('SHADOW') });
    }
  }
  samplers.sort((a, b) => a.unit - b.unit);
  const nativeCounts = countNative(shader, kind, resolved.counts, resolved.params.slots.length);
  return {
    kind,
    shader,
    inputs:
      kind === 'vertex'
        ? [
            ...inputs.map(vertexInput),
            ...(options.edgeFlag ? [{ kind: 'conventional' as const, attrib: FfpAttrib.EDGEFLAG }] : []),
          ]
        : inputs.map(fragmentInput),
    outputs: resolved.outputs.map(output),
    constants: resolved.params.slots,
    samplers,
    options: resolved.options,
    counts: resolved.counts,
    nativeCounts,
    underNativeLimits: underLimits(nativeCounts, limits, kind),
  };
}

const TEX_OPCODES = new Set(['TEX', 'TXP', 'TXB', 'KILL_IF']);

/** What the shader uses: its instructions (END excluded), temporaries, CONST slots, IN and ADDR registers. */
function countNative(
  shader: TgsiShader,
  kind: ArbProgramKind,
  api: ArbResourceCounts,
  constants: number,
): ArbResourceCounts {
  const registers = (file: TgsiFile) =>
    shader.declarations.filter((d) => d.file === file).reduce((n, d) => n + d.last - d.first + 1, 0);
  let alu = 0;
  let tex = 0;
  for (const ins of shader.instructions) {
    const name = opcodeInfo(ins.opcode)?.name;
    if (name === 'END') continue;
    if (name !== undefined && TEX_OPCODES.has(name)) tex++;
    else alu++;
  }
  const fragment = kind === 'fragment';
  return {
    instructions: alu + tex,
    aluInstructions: fragment ? alu : 0,
    texInstructions: fragment ? tex : 0,
    texIndirections: api.texIndirections,
    temporaries: registers(TgsiFile.TEMPORARY),
    parameters: constants,
    attribs: registers(TgsiFile.INPUT),
    addressRegisters: registers(TgsiFile.ADDRESS),
  };
}

function underLimits(n: ArbResourceCounts, l: Readonly<ArbProgramLimits>, kind: ArbProgramKind): boolean {
  const common =
    n.instructions <= l.maxInstructions &&
    n.temporaries <= l.maxTemporaries &&
    n.parameters <= l.maxParameters &&
    n.attribs <= l.maxAttribs &&
    n.addressRegisters <= l.maxAddressRegisters;
  if (kind === 'vertex') return common;
  return (
    common &&
    n.aluInstructions <= l.maxAluInstructions &&
    n.texInstructions <= l.maxTexInstructions &&
    n.texIndirections <= l.maxTexIndirections
  );
}
