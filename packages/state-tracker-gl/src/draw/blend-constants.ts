// Blend functions that pair a constant-colour factor (GL_CONSTANT_COLOR, GL_ONE_MINUS_CONSTANT_COLOR) with
// a constant-alpha one (GL_CONSTANT_ALPHA, GL_ONE_MINUS_CONSTANT_ALPHA) as source and destination, on a
// driver without PIPE_CAP_BLEND_CONSTANT_COLOR_WITH_ALPHA (WebGL refuses such pairs). The one place that
// decides, from the context's limits and colour-buffer state, what the blend state and the fragment
// program do instead — both exact, because factors of these kinds are constants:
// - the RGB function: the fragment program multiplies its final RGB by the source factor's value (the
//   blend colour's RGB, its alpha, or 1 − either) and the blend takes source factor ONE, keeping the
//   destination factor. Alpha is left as it is, so the alpha test still sees the fragment's own alpha,
//   and the RGB function reads no source alpha (both its factors are constants).
// - the alpha function: for the alpha channel a constant-colour factor is the blend colour's alpha, the
//   same value as the constant-alpha factor of the same sign, so its constant-colour factors are
//   replaced by those (nothing changes in the program).
// GL_MIN and GL_MAX ignore factors (the blend state takes ONE there), so they are never lowered.
import type { GlContext } from '../context/gl-context.js';
import type { GlLimits } from '../context/limits.js';
import type { Vec4 } from '../ffp/ffp-state.js';
import {
  GL_CONSTANT_ALPHA,
  GL_CONSTANT_COLOR,
  GL_MAX,
  GL_MIN,
  GL_ONE,
  GL_ONE_MINUS_CONSTANT_ALPHA,
  GL_ONE_MINUS_CONSTANT_COLOR,
} from '../gl-enums.js';
import type { ColorBufferState } from '../state/gl-state.js';

const constantColor = (f: number) => f === GL_CONSTANT_COLOR || f === GL_ONE_MINUS_CONSTANT_COLOR;
const constantAlpha = (f: number) => f === GL_CONSTANT_ALPHA || f === GL_ONE_MINUS_CONSTANT_ALPHA;

/** The function (source and destination factors, equation) needs the lowering on this driver. */
function refusedPair(limits: GlLimits, equation: number, src: number, dst: number): boolean {
  if (limits.blendConstantColorWithAlpha || equation === GL_MIN || equation === GL_MAX) return false;
  return (constantColor(src) && constantAlpha(dst)) || (constantAlpha(src) && constantColor(dst));
}

/** Blending is on (a logic op wins over it). */
function blending(col: ColorBufferState): boolean {
  return col.blend && !col.logicOp;
}

/** The RGB source factor moves into the fragment program. */
function lowersRgb(col: ColorBufferState, limits: GlLimits): boolean {
  return blending(col) && refusedPair(limits, col.blendEquationRgb, col.blendSrcRgb, col.blendDstRgb);
}

/** GL_CONSTANT_COLOR → GL_CONSTANT_ALPHA and GL_ONE_MINUS_CONSTANT_COLOR → GL_ONE_MINUS_CONSTANT_ALPHA. */
function alphaKind(f: number): number {
  if (f === GL_CONSTANT_COLOR) return GL_CONSTANT_ALPHA;
  if (f === GL_ONE_MINUS_CONSTANT_COLOR) return GL_ONE_MINUS_CONSTANT_ALPHA;
  return f;
}

/**
 * Writes the GL factors the blend state uses — RGB source, RGB destination, alpha source, alpha
 * destination — into `out` from `at`: the colour buffer's own, or their lowered replacements.
 */
export function driverBlendFactors(
  col: ColorBufferState,
  limits: GlLimits,
  out: Float64Array,
  at: number,
): void {
  out[at] = lowersRgb(col, limits) ? GL_ONE : col.blendSrcRgb;
  out[at + 1] = col.blendDstRgb;
  const alpha = refusedPair(limits, col.blendEquationAlpha, col.blendSrcAlpha, col.blendDstAlpha);
  out[at + 2] = alpha ? alphaKind(col.blendSrcAlpha) : col.blendSrcAlpha;
  out[at + 3] = alpha ? alphaKind(col.blendDstAlpha) : col.blendDstAlpha;
}

/**
 * The value of the RGB source factor the fragment program multiplies its final RGB by (w is 1: alpha is
 * kept), or undefined when the blend state keeps its source factor.
 */
export function programBlendSourceFactor(col: ColorBufferState, limits: GlLimits): Vec4 | undefined {
  if (!lowersRgb(col, limits)) return undefined;
  const [r, g, b, a] = col.blendColor;
  switch (col.blendSrcRgb) {
    case GL_CONSTANT_COLOR:
      return [r, g, b, 1];
    case GL_ONE_MINUS_CONSTANT_COLOR:
      return [1 - r, 1 - g, 1 - b, 1];
    case GL_CONSTANT_ALPHA:
      return [a, a, a, 1];
    default: // GL_ONE_MINUS_CONSTANT_ALPHA
      return [1 - a, 1 - a, 1 - a, 1];
  }
}

/**
 * Sets the fixed-function state's `blendSourceFactor` for the current blend state and colour; true when
 * it changed (the program or its constants must be bound again).
 */
export function updateBlendSourceFactor(c: GlContext): boolean {
  const next = programBlendSourceFactor(c.st.color, c.limits);
  const now = c.ff.blendSourceFactor;
  if (next === undefined ? now === undefined : now !== undefined && next.every((v, i) => v === now[i]))
    return false;
  c.ff.blendSourceFactor = next;
  return true;
}
