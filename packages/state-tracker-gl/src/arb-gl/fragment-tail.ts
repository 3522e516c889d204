// What an ARB fragment program does in the driver's place, as the fixed-function fragment program does
// (src/draw/lowering.ts and blend-constants.ts decide, writing FixedFunctionState.alphaTest, .logicOp,
// .blendSourceFactor and .lowered.flatshade): the alpha test, the logic op reading the colour-buffer
// copy, the blend source factor — the fixed-function program's own final-colour stages
// (src/ffp/fragment-*.ts) run on the program's final colour — and flat colour inputs. The parts that
// apply make a key; each key compiles its own variant of the program (draw-programs.ts), whose extra
// constants follow the parameter list's slots.
import type { ArbColorTail } from '../arb/compile.js';
import { ConstantTable } from '../ffp/constants.js';
import type { FixedFunctionState } from '../ffp/ffp-state.js';
import { emitAlphaTest } from '../ffp/fragment-alpha-test.js';
import { emitBlendSourceFactor } from '../ffp/fragment-blend.js';
import { emitLogicOp, LOGIC_OP_DESTINATION_UNIT, logicOpReadsDestination } from '../ffp/fragment-logic-op.js';
import { GL_ALWAYS, GL_CLEAR } from '../gl-enums.js';

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

/** A compiled tail: the compile options, then (after compiling) its constants and destination slot. */
export class FragmentTail {
  /** The tail's constants, made when the program is compiled with `colorTail`. */
  private consts: ConstantTable | null = null;
  readonly colorTail: ArbColorTail | undefined;

  constructor(readonly parts: FragmentTailParts) {
    const { alphaTest, logicOp, blendSourceFactor } = parts;
    if (alphaTest === null && logicOp === null && !blendSourceFactor) return;
    this.colorTail = (u, color, out, firstConstant) => {
      const consts = new ConstantTable(u, firstConstant);
      this.consts = consts;
      const f = { u, consts, temp: () => u.declTemp() };
      if (alphaTest !== null) emitAlphaTest(f, alphaTest, color);
      if (logicOp !== null) emitLogicOp(f, logicOp, color, out);
      else if (blendSourceFactor) emitBlendSourceFactor(f, color, out);
      else u.MOV(out, color, { saturate: true });
    };
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
