// Which rasterizer and per-fragment features the fixed-function programs do in the driver's place, as
// Mesa's state tracker lowers them into shader variants: the alpha test (without PIPE_CAP_ALPHA_TEST,
// KILL in the fragment program), two-sided lighting's colour choice (without PIPE_CAP_TWO_SIDED_COLOR,
// the FACE input picks the back colours, passed as extra varyings) and flat shading (without
// PIPE_CAP_FLATSHADE, colour inputs with constant interpolation; the provoking vertex is the
// rasterizer's, GL's last vertex). The caps are the context's limits, read once; the pipe state
// derivation (derive-state.ts) asks these predicates, and the draw path writes the programs' part into
// FixedFunctionState.lowered before it looks up the program.
import type { GlContext } from '../context/gl-context.js';
import type { LoweredFeatures } from '../ffp/ffp-state.js';
import { GL_FLAT } from '../gl-enums.js';

/** The lowered features of a context that lowers nothing yet. */
export function noLoweredFeatures(): LoweredFeatures {
  return { alphaFunc: 0, alphaRef: 0, twoSidedColor: false, flatshade: false };
}

/** Whether the depth/stencil/alpha state carries GL's alpha test. */
export function pipeAlphaTest(c: GlContext): boolean {
  return c.st.color.alphaTest && c.limits.alphaTest;
}

/** Whether the rasterizer state flat-shades. */
export function pipeFlatshade(c: GlContext): boolean {
  return c.ff.shadeModel === GL_FLAT && c.limits.flatshade;
}

/** Whether the rasterizer state picks two-sided lighting's back colours. */
export function pipeTwoSidedColor(c: GlContext): boolean {
  return c.ff.lighting && c.ff.lightModel.twoSide && c.limits.twoSidedColor;
}

/**
 * Writes the features the programs take over for the current GL state into `c.ff.lowered`; returns
 * whether they changed (the program, or its constants, must be looked up again).
 */
export function updateLoweredFeatures(c: GlContext): boolean {
  const lowered = c.ff.lowered!;
  const color = c.st.color;
  const alphaFunc = color.alphaTest && !c.limits.alphaTest ? color.alphaFunc : 0;
  const alphaRef = alphaFunc !== 0 ? color.alphaRef : 0;
  const twoSidedColor = !c.limits.twoSidedColor;
  const flatshade = !c.limits.flatshade && c.ff.shadeModel === GL_FLAT;
  if (
    lowered.alphaFunc === alphaFunc &&
    lowered.alphaRef === alphaRef &&
    lowered.twoSidedColor === twoSidedColor &&
    lowered.flatshade === flatshade
  )
    return false;
  lowered.alphaFunc = alphaFunc;
  lowered.alphaRef = alphaRef;
  lowered.twoSidedColor = twoSidedColor;
  lowered.flatshade = flatshade;
  return true;
}
