// The shared state of one fragment-program generation: the Ureg, the constant table, the interpolated
// inputs (declared on first use) and the texel of each unit, sampled once (fragment-texel.ts) the first
// time a combiner reads it. A unit whose texturing is off reads as (0, 0, 0, 0), as in Mesa (GL leaves a
// combiner reading a disabled unit undefined).
import {
  TgsiInterpolate,
  TgsiProcessor,
  TgsiPropertyName,
  TgsiSemantic,
  Ureg,
  type UregDst,
  type UregSrc,
} from '@gallium-ts/tgsi';
import { BACK_COLOR_GENERIC } from './attribs.js';
import { TARGET_GL } from './codes.js';
import { ConstantTable } from './constants.js';
import { emitTexel } from './fragment-texel.js';
import type { FfpVariant, UnitVariant } from './variant.js';

/**
 * What the pieces an ARB fragment program's translation runs too (the final-colour stages: alpha test,
 * logic op, blend source factor; the border-colour mix) need of a builder: its Ureg, temporaries and
 * constant table.
 */
export type FragmentPieceBuilder = Pick<FragmentBuilder, 'u' | 'temp' | 'consts'>;

export class FragmentBuilder {
  /** COLOR[0] goes to every bound colour buffer (glDrawBuffer(GL_FRONT_AND_BACK) binds two). */
  readonly u = new Ureg(TgsiProcessor.FRAGMENT).property(TgsiPropertyName.FS_COLOR0_WRITES_ALL_CBUFS, 1);
  readonly consts = new ConstantTable(this.u);
  /** Units sampled, with their GL target, in the order sampled. */
  readonly sampled: { unit: number; target: number }[] = [];
  private readonly texels = new Map<number, UregSrc>();
  private readonly colors = new Map<number, UregSrc>();

  constructor(readonly variant: FfpVariant) {}

  temp(): UregDst {
    return this.u.declTemp();
  }

  /**
   * The interpolated primary (0) or secondary (1) colour; flat shading applies to it (the rasterizer's,
   * or constant interpolation when the program flat-shades). When the program chooses the face's colour,
   * FACE < 0 (a back face) takes the back colour, GENERIC[BACK_COLOR_GENERIC + index].
   */
  color(index: number): UregSrc {
    let color = this.colors.get(index);
    if (color !== undefined) return color;
    const interpolate = this.variant.flatshade ? TgsiInterpolate.CONSTANT : TgsiInterpolate.COLOR;
    color = this.u.declInput(TgsiSemantic.COLOR, index, { interpolate });
    if (this.variant.twoSidedColor) {
      const back = this.u.declInput(TgsiSemantic.GENERIC, BACK_COLOR_GENERIC + index, { interpolate });
      const face = this.u.declInput(TgsiSemantic.FACE, 0);
      const chosen = this.temp();
      this.u.CMP(chosen, face.x, back, color);
      color = chosen.src();
    }
    this.colors.set(index, color);
    return color;
  }

  /** The interpolated fog coordinate (x). */
  fogCoord(): UregSrc {
    return this.u.declInput(TgsiSemantic.FOG, 0);
  }

  /**
   * The texture colour of unit `n`: TXP of its coordinates GENERIC[n] with SAMP[n] / SVIEW[n] (TXB when
   * the program applies the unit's LOD bias), on the unit's SHADOW target when it compares depths (the
   * reference is r/q), with the unit's lowerings.
   */
  texel(n: number): UregSrc {
    let texel = this.texels.get(n);
    if (texel === undefined) {
      const unit: UnitVariant | undefined = this.variant.units.find((x) => x.unit === n);
      if (unit === undefined) {
        texel = this.u.immFloat([0]);
      } else {
        texel = emitTexel(this, unit);
        this.sampled.push({ unit: n, target: TARGET_GL[unit.target]! });
      }
      this.texels.set(n, texel);
    }
    return texel;
  }
}
