// Translation of a resolved program to TGSI: each ARB instruction becomes the TGSI instruction of the
// same name (TGSI keeps ARB's LIT, DST, EXP, LOG, XPD, SCS, DPH with ARB's semantics), ARL loads an
// address register, KIL becomes KILL_IF, TEX/TXP/TXB sample SAMP[unit] / SVIEW[unit] with the
// instruction's target (their texel swizzled where the GL layer asks, for drivers whose sampler views do
// not swizzle, and mixed with what the GL layer adds, such as a border colour the samplers cannot read);
// SWZ, the fog options and position invariance are lowered (lowering.ts). The GL layer may hand a colour
// tail (its alpha test, logic op or blend factor in the driver's place) and flat colours. Writes to
// colour results and the fragment depth saturate, as GL clamps them after the program.
import {
  TgsiOpcode,
  TgsiSemantic,
  type TgsiShader,
  type Ureg,
  type UregDst,
  type UregSrc,
} from '@gallium-ts/tgsi';
import type { ArbExtSwizzleComponent } from './ast.js';
import { type ArbColorOptions, ArbEmitter, maskLetters } from './emitter.js';
import { clampedResult } from './io.js';
import { emitFog, emitPositionInvariant, emitSwizzle, fogParameters } from './lowering.js';
import type { ResolvedInstruction, ResolvedProgram } from './resolved.js';

export interface TranslateOptions extends ArbColorOptions {
  /** Position-invariant vertex programs: user clip planes to write CLIPDIST for (see lowering.ts). */
  clipPlanes?: readonly number[];
  /**
   * Fragment programs: per image unit, the PipeSwizzle (X, Y, Z, W, ZERO, ONE) of R, G, B, A that makes a
   * texel read as GL's texture colour, where the driver's sampler view cannot swizzle (absent: none).
   */
  texelSwizzles?: readonly (readonly number[] | undefined)[];
  /** Fragment programs: image units whose lookups take a LOD bias from a constant (see compile.ts). */
  lodBiasUnits?: readonly number[];
  /** Fragment programs: per image unit, what the GL layer mixes into its texels (see compile.ts). */
  texelMixes?: readonly (ArbTexelMix | undefined)[];
  /** Vertex programs: pass the edge flag through (see compile.ts). */
  edgeFlag?: boolean;
  /** Fragment programs: writes COLOR[0] from the program's final colour (see compile.ts). */
  colorTail?: (u: Ureg, color: UregSrc, out: UregDst, firstConstant: number) => void;
}

/**
 * What the GL layer does to a texel in the driver's place (a border colour mixed in): given the lookup,
 * returns the texel to use. Constants it declares start at `lookup.firstConstant`, as the colour tail's do
 * (the same first slot: the GL layer shares one table between them).
 */
export type ArbTexelMix = (u: Ureg, lookup: ArbTexelLookup) => UregSrc;

export interface ArbTexelLookup {
  /** The texel as read (swizzled where the GL layer asked for it). */
  texel: UregSrc;
  /** The coordinates (s, t, r, q): TXP's as they are, TEX's and TXB's with q = 1. */
  coord: UregSrc;
  /** TXB's own LOD bias (w of its coordinates), or null. */
  bias: UregSrc | null;
  /** The first constant slot after the parameter list and the LOD-bias constants. */
  firstConstant: number;
}

export interface Translation {
  shader: TgsiShader;
  emitter: ArbEmitter;
}

export function translateArbProgram(program: ResolvedProgram, options: TranslateOptions = {}): Translation {
  const e = new ArbEmitter(program, options);
  const { u } = e;
  const inputOf = (name: string) => program.inputs.findIndex((b) => b.name === name);
  const outputOf = (name: string) =>
    program.outputs.findIndex((b) => b.name === name && b.index === 0 && !b.back);
  if (options.edgeFlag && program.kind === 'vertex') {
    // GL passes the edge flag on unchanged (ARB_vertex_program 2.14): one more input, after the program's.
    u.MOV(u.declOutput(TgsiSemantic.EDGEFLAG, 0), u.declVsInput(program.inputs.length));
  }
  if (program.options.positionInvariant) {
    const position = e.inputs[inputOf('position')]!;
    emitPositionInvariant(e, e.outputs[outputOf('position')]!, position, options.clipPlanes ?? []);
  }
  // With a fog option or a colour tail the program's colour goes to a temporary; the fog code and then
  // the tail write result.color.
  const fog = program.options.fog;
  const tail = program.kind === 'fragment' ? options.colorTail : undefined;
  const colorOut = fog !== null || tail !== undefined ? outputOf('color') : -1;
  const fogColor = colorOut >= 0 ? u.declTemp() : null;
  // LOD biases the GL layer writes after the parameter list's slots, one vec4 (bias in x) per unit; the
  // fog parameters, added to the list at the end, take their slots first.
  if (fog !== null) fogParameters(e);
  const slots = program.params.slots.length;
  const biasUnits = program.kind === 'fragment' ? (options.lodBiasUnits ?? []) : [];
  const bias: (UregSrc | undefined)[] = [];
  if (biasUnits.length > 0) {
    const range = u.declConstantRange(slots, slots + biasUnits.length - 1);
    biasUnits.forEach((unit, k) => {
      bias[unit] = range.offset(k).x;
    });
  }
  const texels: TexelLowering = {
    swizzles: options.texelSwizzles ?? [],
    bias,
    mixes: program.kind === 'fragment' ? (options.texelMixes ?? []) : [],
    firstConstant: slots + biasUnits.length,
  };
  for (const ins of program.instructions) emitInstruction(e, ins, fogColor, colorOut, texels);
  if (colorOut >= 0) {
    const out = e.outputs[colorOut]!;
    let color = fogColor!.src();
    if (fog !== null && tail !== undefined) {
      const fogged = u.declTemp();
      emitFog(e, fog, color, fogged);
      color = fogged.src();
    } else if (fog !== null) emitFog(e, fog, color, out);
    if (tail !== undefined) tail(u, color, out, slots + biasUnits.length);
  }
  e.finishConstants();
  return { shader: u.finalize(), emitter: e };
}

/** What the GL layer asks of texture lookups per image unit: texel swizzles, LOD-bias constants, mixes. */
interface TexelLowering {
  swizzles: readonly (readonly number[] | undefined)[];
  bias: readonly (UregSrc | undefined)[];
  mixes: readonly (ArbTexelMix | undefined)[];
  firstConstant: number;
}

/** A PipeSwizzle as an extended swizzle component (X..W a channel, ZERO and ONE constants). */
function texelComponent(s: number): ArbExtSwizzleComponent {
  return { select: s <= 3 ? (s as 0 | 1 | 2 | 3) : s === 5 ? '1' : '0', negate: false };
}

/** A lookup as a texel mix sees it: TEX's and TXB's coordinates with q = 1, TXB's bias apart. */
function lookupOf(
  e: ArbEmitter,
  opcode: 'TEX' | 'TXP' | 'TXB',
  coord: UregSrc,
  texel: UregSrc,
  firstConstant: number,
): ArbTexelLookup {
  if (opcode === 'TXP') return { texel, coord, bias: null, firstConstant };
  const { u } = e;
  const unprojected = u.declTemp();
  u.MOV(unprojected.mask('xyz'), coord);
  u.MOV(unprojected.mask('w'), e.immediate([1]));
  return { texel, coord: unprojected.src(), bias: opcode === 'TXB' ? coord.w : null, firstConstant };
}

function emitInstruction(
  e: ArbEmitter,
  ins: ResolvedInstruction,
  fogColor: UregDst | null,
  colorOut: number,
  texels: TexelLowering,
): void {
  const { u } = e;
  const src = ins.src.map((s) => e.src(s));
  if (ins.opcode === 'KIL') {
    u.KILL_IF(src[0]!);
    return;
  }
  const d = ins.dst!;
  let dst = e.dst(d);
  let saturate = ins.saturate;
  if (d.file === 'output') {
    if (fogColor !== null && d.index === colorOut) dst = fogColor.mask(maskLetters(d.mask));
    else if (clampedResult(e.program.outputs[d.index]!)) saturate = true;
  }
  switch (ins.opcode) {
    case 'SWZ':
      emitSwizzle(e, dst, d.mask, src[0]!, ins.extSwizzle!, saturate);
      return;
    case 'TEX':
    case 'TXP':
    case 'TXB': {
      const { unit, target } = ins.texture!;
      // ARB's target names are TGSI's (1D, 2D, 3D, CUBE, RECT, SHADOW1D, SHADOW2D, SHADOWRECT).
      const sampler = u.declSampler(unit);
      u.declSamplerView(unit, target);
      let opcode: 'TEX' | 'TXP' | 'TXB' = ins.opcode;
      let coord = src[0]!;
      const bias = texels.bias[unit];
      if (bias !== undefined) {
        // TXB with the unit's bias in w: TEX's coordinates as they are, TXP's divided by q (a cube
        // map's direction as it is), TXB's own bias added.
        const t = u.declTemp();
        if (ins.opcode === 'TXP' && target !== 'CUBE') {
          u.RCP(t.mask('w'), coord.w);
          u.MUL(t.mask('xyz'), coord, t.src().w);
        } else u.MOV(t, coord);
        if (ins.opcode === 'TXB') u.ADD(t.mask('w'), coord.w, bias);
        else u.MOV(t.mask('w'), bias);
        opcode = 'TXB';
        coord = t.src();
      }
      const swizzle = texels.swizzles[unit];
      const mix = texels.mixes[unit];
      if (swizzle === undefined && mix === undefined) {
        u.emit(opcode, [dst], [coord, sampler], { saturate, target });
        return;
      }
      // The texel through a temporary, then swizzled (as SWZ would) and mixed into the destination.
      const texel = u.declTemp();
      u.emit(opcode, [texel], [coord, sampler], { target });
      if (mix === undefined) {
        emitSwizzle(e, dst, d.mask, texel.src(), swizzle!.map(texelComponent), saturate);
        return;
      }
      let read = texel.src();
      if (swizzle !== undefined) {
        const swizzled = u.declTemp();
        emitSwizzle(e, swizzled, 0xf, read, swizzle.map(texelComponent), false);
        read = swizzled.src();
      }
      u.MOV(dst, mix(u, lookupOf(e, ins.opcode, src[0]!, read, texels.firstConstant)), { saturate });
      return;
    }
    default:
      u.emit(TgsiOpcode[ins.opcode as keyof typeof TgsiOpcode], [dst], src, { saturate });
  }
}
