// What an ARB fragment program does in the driver's place, as the fixed-function fragment program does
// (src/draw/lowering.ts and blend-constants.ts decide, writing FixedFunctionState.alphaTest, .logicOp,
// .blendSourceFactor and .lowered.flatshade): the alpha test, the logic op reading the colour-buffer
// copy, the blend source factor — the fixed-function program's own final-colour stages
// (src/ffp/fragment-*.ts) run on the program's final colour — and flat colour inputs; and, mixed into
// its lookups, the border colours the samplers cannot read (fragment-borders.ts). The parts that apply
// make a key; each key compiles its own variant of the program (draw-programs.ts), whose extra constants
// (the borders' and the tail's, one table) follow the parameter list's slots.
import type { Ureg } from '@gallium-ts/tgsi';
import type { ArbColorTail } from '../arb/compile.js';
import type { ArbTexelMix } from '../arb/index.js';
import { ConstantTable } from '../ffp/constants.js';
import type { FixedFunctionState } from '../ffp/ffp-state.js';
import { emitAlphaTest } from '../ffp/fragment-alpha-test.js';
import { emitBlendSourceFactor } from '../ffp/fragment-blend.js';
import { emitLogicOp, LOGIC_OP_DESTINATION_UNIT, logicOpReadsDestination } from '../ffp/fragment-logic-op.js';
import { GL_ALWAYS, GL_CLEAR } from '../gl-enums.js';
import { borderMixes, type ProgramBorder } from './fragment-borders.js';

/** The lowered parts for one state: null members are done by the pipe (or are off). */
export interface FragmentTailParts {
  /** The alpha function the program applies. */
  alphaTest: number | null;
  /** The logic op's truth table (op − GL_CLEAR) the program applies. */
  logicOp: number | null;
  blendSourceFactor: boolean;
  flatColors: boolean;
}

/** The parts `state` asks the fragment program for, and their key ('' when none). */
export function fragmentTailParts(state: FixedFunctionState): { parts: FragmentTailParts; key: string } {
  const alpha = state.alphaTest;
  const parts: FragmentTailParts = {
    alphaTest: alpha && alpha.func !== GL_ALWAYS ? alpha.func : null,
    logicOp: state.logicOp ? state.logicOp - GL_CLEAR : null,
    blendSourceFactor: state.blendSourceFactor !== undefined && state.blendSourceFactor !== null,
    flatColors: state.lowered?.flatshade ?? false,
  };
  const none =
    parts.alphaTest === null && parts.logicOp === null && !parts.blendSourceFactor && !parts.flatColors;
  const key = none
    ? ''
    : `${parts.alphaTest ?? '-'}/${parts.logicOp ?? '-'}/${+parts.blendSourceFactor}/${+parts.flatColors}`;
  return { parts, key };
}

/**
 * A compiled tail: the compile options (`colorTail`, `texelMixes`), then (after compiling) its constants
 * and destination slot.
 */
export class FragmentTail {
  /** The constants of the border mixes and the tail, made when the program is compiled with them. */
  private consts: ConstantTable | null = null;
  readonly colorTail: ArbColorTail | undefined;
  readonly texelMixes: (ArbTexelMix | undefined)[];

  constructor(
    readonly parts: FragmentTailParts,
    borders: readonly ProgramBorder[] = [],
  ) {
    this.texelMixes = borderMixes(borders, (u, first) => this.constants(u, first));
    const { alphaTest, logicOp, blendSourceFactor } = parts;
    if (alphaTest === null && logicOp === null && !blendSourceFactor) return;
    this.colorTail = (u, color, out, firstConstant) => {
      const consts = this.constants(u, firstConstant);
      const f = { u, consts, temp: () => u.declTemp() };
      if (alphaTest !== null) emitAlphaTest(f, alphaTest, color);
      if (logicOp !== null) emitLogicOp(f, logicOp, color, out);
      else if (blendSourceFactor) emitBlendSourceFactor(f, color, out);
      else u.MOV(out, color, { saturate: true });
    };
  }

  /** The one table of the compile, from slot `first` (the same for the mixes and the tail). */
  private constants(u: Ureg, first: number): ConstantTable {
    this.consts ??= new ConstantTable(u, first);
    return this.consts;
  }

  /** The constant buffer's size in vec4s: at least `slots`, the program's own. */
  size(slots: number): number {
    return Math.max(slots, this.consts?.size ?? 0);
  }

  /** Writes the tail's constants (after the program's slots) from `state`. */
  writer(): ((state: FixedFunctionState, out: Float32Array) => void) | null {
    return this.consts === null ? null : this.consts.writer();
  }

  /** The sampler slot where the program reads the colour-buffer copy, or null. */
  get destinationUnit(): number | null {
    const op = this.parts.logicOp;
    return op !== null && logicOpReadsDestination(op) ? LOGIC_OP_DESTINATION_UNIT : null;
  }
}
