// The one place that decides which per-fragment and rasterizer features the pipe state carries and
// which the fixed-function programs do in the driver's place, as Mesa's state tracker lowers them into
// shader variants: the logic op (without PIPE_CAP_LOGIC_OP, the fragment program applies it to a copy
// of the colour buffer: logic-op-lowering.ts), the alpha test (without PIPE_CAP_ALPHA_TEST, or under a
// lowered logic op whose result replaces the alpha the pipe would test: KILL in the fragment program),
// two-sided lighting's colour choice (without PIPE_CAP_TWO_SIDED_COLOR, the FACE input picks the back
// colours, passed as extra varyings) and flat shading (without PIPE_CAP_FLATSHADE, colour inputs with
// constant interpolation; the provoking vertex is the rasterizer's, GL's last vertex). The caps are the
// context's limits, read once; the pipe state derivation (derive-state.ts) asks the `pipe*` predicates,
// and the draw path writes the programs' part into FixedFunctionState (logicOp, alphaTest, lowered)
// before it looks up the program.
import type { GlContext } from '../context/gl-context.js';
import type { LoweredFeatures } from '../ffp/ffp-state.js';
import { GL_FLAT } from '../gl-enums.js';

/** The lowered features of a context that lowers nothing yet. */
export function noLoweredFeatures(): LoweredFeatures {
  return { twoSidedColor: false, flatshade: false };
}

/** The logic op (GL_CLEAR..GL_SET) the fragment program applies, or 0. */
export function programLogicOp(c: GlContext): number {
  const color = c.st.color;
  return color.logicOp && !c.limits.logicOp ? color.logicOpMode : 0;
}

/** Whether the blend state carries GL's logic op. */
export function pipeLogicOp(c: GlContext): boolean {
  return c.st.color.logicOp && c.limits.logicOp;
}

/** Whether the fragment program does GL's alpha test. */
function programAlphaTest(c: GlContext): boolean {
  return c.st.color.alphaTest && (!c.limits.alphaTest || programLogicOp(c) !== 0);
}

/** Whether the depth/stencil/alpha state carries GL's alpha test. */
export function pipeAlphaTest(c: GlContext): boolean {
  return c.st.color.alphaTest && !programAlphaTest(c);
}

/** Whether the rasterizer state flat-shades. */
export function pipeFlatshade(c: GlContext): boolean {
  return c.ff.shadeModel === GL_FLAT && c.limits.flatshade;
}

/** Whether the rasterizer state picks two-sided lighting's back colours. */
export function pipeTwoSidedColor(c: GlContext): boolean {
  // A vertex program's back colours are chosen under GL_VERTEX_PROGRAM_TWO_SIDE_ARB.
  if (c.arb.enables.vertexProgram) return c.arb.enables.twoSide && c.limits.twoSidedColor;
  return c.ff.lighting && c.ff.lightModel.twoSide && c.limits.twoSidedColor;
}

/**
 * Writes what the programs take over for the current GL state into `c.ff` (logicOp, alphaTest,
 * lowered); returns whether it changed (the program, or its constants, must be looked up again, and
 * the pipe's alpha test may have moved).
 */
export function updateLoweredFeatures(c: GlContext): boolean {
  const ff = c.ff;
  const lowered = ff.lowered!;
  const color = c.st.color;
  const op = programLogicOp(c);
  const test = programAlphaTest(c);
  const before = ff.alphaTest;
  const twoSidedColor = !c.limits.twoSidedColor;
  const flatshade = !c.limits.flatshade && ff.shadeModel === GL_FLAT;
  if (
    (ff.logicOp ?? 0) === op &&
    !!before === test &&
    (!test || (before!.func === color.alphaFunc && before!.ref === color.alphaRef)) &&
    lowered.twoSidedColor === twoSidedColor &&
    lowered.flatshade === flatshade
  )
    return false;
  ff.logicOp = op;
  ff.alphaTest = test ? { func: color.alphaFunc, ref: color.alphaRef } : null;
  lowered.twoSidedColor = twoSidedColor;
  lowered.flatshade = flatshade;
  return true;
}
