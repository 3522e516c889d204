// One texture unit's combiner (GL 1.5, 3.8.13, with the crossbar): RGB and alpha results of
//   REPLACE a0 | MODULATE a0·a1 | ADD a0 + a1 | ADD_SIGNED a0 + a1 − ½ | INTERPOLATE a0·a2 + a1·(1 − a2)
//   | SUBTRACT a0 − a1 | DOT3_RGB(A) 4·((a0r − ½)(a1r − ½) + (a0g − ½)(a1g − ½) + (a0b − ½)(a1b − ½))
// over arguments picked by source (TEXTURE, TEXTUREn, CONSTANT, PRIMARY_COLOR, PREVIOUS) and operand
// (C, 1 − C, A, 1 − A), multiplied by RGB_SCALE / ALPHA_SCALE and clamped to [0, 1]. DOT3_RGBA puts the
// dot product in alpha too. When RGB and alpha use the same function on matching arguments, one vec4
// instruction computes both.
import type { UregDst, UregSrc } from '@gallium-ts/tgsi';
import { CombineCode, OperandCode, SourceCode } from './codes.js';
import type { FragmentBuilder } from './fragment-builder.js';
import type { CombinerArg, UnitVariant } from './variant.js';

/** Emits unit `unit`'s combiner reading `previous`; returns the temporary holding its result. */
export function emitCombiner(f: FragmentBuilder, unit: UnitVariant, previous: UregSrc): UregDst {
  const { u } = f;
  const cb = unit.combiner;
  const result = f.temp();
  const scratch: UregDst[] = [];
  const temp = () => {
    const t = f.temp();
    scratch.push(t);
    return t;
  };

  const source = (code: number): UregSrc => {
    switch (code) {
      case SourceCode.TEXTURE:
        return f.texel(unit.unit);
      case SourceCode.CONSTANT:
        return f.consts.get(`envColor${unit.unit}`, 1, (s, out, at) =>
          out.set(s.textureUnits[unit.unit]!.env.color, at),
        );
      case SourceCode.PRIMARY_COLOR:
        return f.color(0);
      case SourceCode.PREVIOUS:
        return previous;
      default:
        return f.texel(code - SourceCode.TEXTURE0);
    }
  };
  /** An argument as a vec4: the source swizzled to its colour or alpha, complemented when the operand says 1 − x. */
  const argument = (arg: CombinerArg, alpha: boolean): UregSrc => {
    const src = source(arg.source);
    const useAlpha =
      alpha || arg.operand === OperandCode.SRC_ALPHA || arg.operand === OperandCode.ONE_MINUS_SRC_ALPHA;
    const value = useAlpha ? src.w : src;
    if (!complemented(arg, alpha)) return value;
    const t = temp();
    u.ADD(t, u.immFloat([1]), value.neg());
    return t.src();
  };

  const rgbDot3 = cb.rgbFunc === CombineCode.DOT3_RGB || cb.rgbFunc === CombineCode.DOT3_RGBA;
  const rgbScale = cb.rgbScale * (rgbDot3 ? 4 : 1);
  const alphaScale = cb.rgbFunc === CombineCode.DOT3_RGBA ? cb.alphaScale * 4 : cb.alphaScale;
  const scaled = rgbScale !== 1 || alphaScale !== 1;

  const emit = (func: number, args: UregSrc[], dst: UregDst) => {
    const saturate = !scaled;
    switch (func) {
      case CombineCode.REPLACE:
        u.MOV(dst, args[0]!, { saturate });
        break;
      case CombineCode.MODULATE:
        u.MUL(dst, args[0]!, args[1]!, { saturate });
        break;
      case CombineCode.ADD:
        u.ADD(dst, args[0]!, args[1]!, { saturate });
        break;
      case CombineCode.ADD_SIGNED: {
        const sum = temp();
        u.ADD(sum, args[0]!, args[1]!);
        u.ADD(dst, sum.src(), u.immFloat([-0.5]), { saturate });
        break;
      }
      case CombineCode.INTERPOLATE:
        u.LRP(dst, args[2]!, args[0]!, args[1]!, { saturate });
        break;
      case CombineCode.SUBTRACT:
        u.ADD(dst, args[0]!, args[1]!.neg(), { saturate });
        break;
      default: {
        // DOT3: the factor 4 is part of the final scale.
        const a0 = temp();
        const a1 = temp();
        u.ADD(a0, args[0]!, u.immFloat([-0.5]));
        u.ADD(a1, args[1]!, u.immFloat([-0.5]));
        u.DP3(dst, a0.src(), a1.src());
      }
    }
  };

  const rgbMask = cb.rgbFunc === CombineCode.DOT3_RGBA ? 'xyzw' : 'xyz';
  if (cb.alphaArgs.length > 0 && cb.alphaFunc === cb.rgbFunc && argsMatch(cb.rgbArgs, cb.alphaArgs)) {
    emit(
      cb.rgbFunc,
      cb.rgbArgs.map((a) => argument(a, false)),
      result,
    );
  } else {
    emit(
      cb.rgbFunc,
      cb.rgbArgs.map((a) => argument(a, false)),
      result.mask(rgbMask),
    );
    if (cb.alphaArgs.length > 0) {
      emit(
        cb.alphaFunc,
        cb.alphaArgs.map((a) => argument(a, true)),
        result.mask('w'),
      );
    }
  }
  if (scaled)
    u.MUL(result, result.src(), u.immFloat([rgbScale, rgbScale, rgbScale, alphaScale]), { saturate: true });
  for (const t of scratch) u.releaseTemp(t);
  return result;
}

/** The operand is 1 − x. */
function complemented(arg: CombinerArg, alpha: boolean): boolean {
  if (alpha) return arg.operand === 1;
  return arg.operand === OperandCode.ONE_MINUS_SRC_COLOR || arg.operand === OperandCode.ONE_MINUS_SRC_ALPHA;
}

/**
 * The RGB arguments computed as vec4s carry the alpha arguments in w: same sources, and each pair
 * complemented alike (an RGB argument's w is its source's alpha whichever operand it has).
 */
function argsMatch(rgb: CombinerArg[], alpha: CombinerArg[]): boolean {
  return rgb.every(
    (a, i) => a.source === alpha[i]!.source && complemented(a, false) === complemented(alpha[i]!, true),
  );
}
