// Per-fragment operations (GL 1.5, 4.1) and the framebuffer write masks and clear values (4.2): alpha,
// stencil (with the separate front/back variants) and depth tests, blending, logic op, colour/depth/
// stencil masks, scissor.
import { Dirty } from '../context/dirty.js';
import type { GlContext } from '../context/gl-context.js';
import { legalEnum, validValue } from '../errors/check.js';
import { ENUM_RULES as R } from '../errors/enum-rules.js';
import { GL_BACK, GL_FRONT, GL_FRONT_AND_BACK } from '../gl-enums.js';
import { clamp01, int32 } from '../math/clamp.js';
import { stateCommand } from './command.js';
import type {
  AlphaFuncFunc,
  BlendEquationMode,
  BlendFuncDfactor,
  BlendFuncSeparateDfactor,
  BlendFuncSeparateSfactor,
  BlendFuncSfactor,
  DepthFuncFunc,
  LogicOpOpcode,
  StencilFuncFunc,
  StencilFuncSeparateFace,
  StencilMaskSeparateFace,
  StencilOpOp,
  StencilOpSeparateFace,
} from './enum-types.generated.js';

/** Face indices (0 front, 1 back) a face enum selects. */
function faces(face: number): number[] {
  return face === GL_FRONT ? [0] : face === GL_BACK ? [1] : [0, 1];
}

/**
 * Sets the alpha test: with GL_ALPHA_TEST on, a fragment passes when its alpha compares with `ref`
 * (clamped to [0, 1]) as `func` says.
 * Records GL_INVALID_ENUM for a func that is no comparison, GL_INVALID_OPERATION between glBegin and
 * glEnd.
 * @see OpenGL 1.5 §4.1.4
 */
export function glAlphaFunc(func: AlphaFuncFunc, ref: number): void {
  const c = stateCommand(glAlphaFunc, [func, ref]);
  if (!c || !legalEnum(c, R['glAlphaFunc.func'], func)) return;
  c.st.color.alphaFunc = func;
  c.st.color.alphaRef = clamp01(ref);
  c.dirty |= Dirty.DEPTH_STENCIL_ALPHA;
}

/**
 * Sets the comparison of the depth test (GL_LESS, GL_LEQUAL, …) between a fragment's depth and the stored
 * one.
 * Records GL_INVALID_ENUM for a func that is no comparison, GL_INVALID_OPERATION between glBegin and
 * glEnd.
 * @see OpenGL 1.5 §4.1.6
 */
export function glDepthFunc(func: DepthFuncFunc): void {
  const c = stateCommand(glDepthFunc, [func]);
  if (!c || !legalEnum(c, R['glDepthFunc.func'], func)) return;
  c.st.depth.func = func;
  c.dirty |= Dirty.DEPTH_STENCIL_ALPHA;
}

/**
 * Turns writing into the depth buffer on (true) or off (false).
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §4.2.2
 */
export function glDepthMask(flag: boolean | number): void {
  const c = stateCommand(glDepthMask, [flag]);
  if (!c) return;
  c.st.depth.mask = !!flag;
  c.dirty |= Dirty.DEPTH_STENCIL_ALPHA;
}

function stencilFunc(c: GlContext, face: number, func: number, ref: number, mask: number): void {
  if (!legalEnum(c, R['glStencilFunc.func'], func)) return;
  const s = c.st.stencil;
  for (const i of faces(face)) {
    s.func[i] = func;
    s.ref[i] = ref | 0;
    s.valueMask[i] = mask >>> 0;
  }
  c.dirty |= Dirty.DEPTH_STENCIL_ALPHA | Dirty.STENCIL_REF;
}

/**
 * Sets the stencil test of both faces: `func` compares `ref` with the stored stencil value, both and-ed
 * with `mask`.
 * Records GL_INVALID_ENUM for a func that is no comparison, GL_INVALID_OPERATION between glBegin and
 * glEnd.
 * @see OpenGL 1.5 §4.1.5
 */
export function glStencilFunc(func: StencilFuncFunc, ref: number, mask: number): void {
  const c = stateCommand(glStencilFunc, [func, ref, mask]);
  if (c) stencilFunc(c, GL_FRONT_AND_BACK, func, ref, mask);
}

/**
 * Sets the stencil test of the front faces, the back faces or both: `func` compares `ref` with the stored
 * value, both and-ed with `mask`.
 * Records GL_INVALID_ENUM for a face or func outside its list, GL_INVALID_OPERATION between glBegin and
 * glEnd.
 * @see OpenGL 1.5 §4.1.5 (separate faces as in OpenGL 2.0)
 */
export function glStencilFuncSeparate(
  face: StencilFuncSeparateFace,
  func: StencilFuncFunc,
  ref: number,
  mask: number,
): void {
  const c = stateCommand(glStencilFuncSeparate, [face, func, ref, mask]);
  if (c && legalEnum(c, R['glStencilFuncSeparate.face'], face)) stencilFunc(c, face, func, ref, mask);
}

function stencilOp(c: GlContext, face: number, fail: number, zfail: number, zpass: number): void {
  const ops = R['glStencilOp.op'];
  if (!legalEnum(c, ops, fail) || !legalEnum(c, ops, zfail) || !legalEnum(c, ops, zpass)) return;
  const s = c.st.stencil;
  for (const i of faces(face)) {
    s.fail[i] = fail;
    s.zfail[i] = zfail;
    s.zpass[i] = zpass;
  }
  c.dirty |= Dirty.DEPTH_STENCIL_ALPHA;
}

/**
 * Sets what happens to the stored stencil value of both faces when the stencil test fails, when it passes
 * but the depth test fails, and when both pass.
 * Records GL_INVALID_ENUM for an operation outside GL_KEEP, GL_ZERO, GL_REPLACE, GL_INCR, GL_DECR,
 * GL_INVERT, GL_INCR_WRAP, GL_DECR_WRAP; GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §4.1.5
 */
export function glStencilOp(fail: StencilOpOp, zfail: StencilOpOp, zpass: StencilOpOp): void {
  const c = stateCommand(glStencilOp, [fail, zfail, zpass]);
  if (c) stencilOp(c, GL_FRONT_AND_BACK, fail, zfail, zpass);
}

/**
 * Sets the three stencil operations (stencil fail, depth fail, pass) of the front faces, the back faces or
 * both.
 * Records GL_INVALID_ENUM for a face or operation outside its list, GL_INVALID_OPERATION between glBegin
 * and glEnd.
 * @see OpenGL 1.5 §4.1.5 (separate faces as in OpenGL 2.0)
 */
export function glStencilOpSeparate(
  face: StencilOpSeparateFace,
  fail: StencilOpOp,
  zfail: StencilOpOp,
  zpass: StencilOpOp,
): void {
  const c = stateCommand(glStencilOpSeparate, [face, fail, zfail, zpass]);
  if (c && legalEnum(c, R['glStencilOpSeparate.face'], face)) stencilOp(c, face, fail, zfail, zpass);
}

/**
 * Sets which bits of the stencil buffer drawing and clearing may change, for both faces.
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §4.2.2
 */
export function glStencilMask(mask: number): void {
  const c = stateCommand(glStencilMask, [mask]);
  if (!c) return;
  c.st.stencil.writeMask = [mask >>> 0, mask >>> 0];
  c.dirty |= Dirty.DEPTH_STENCIL_ALPHA;
}

/**
 * Sets the stencil write mask of the front faces, the back faces or both.
 * Records GL_INVALID_ENUM for another face, GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §4.2.2 (separate faces as in OpenGL 2.0)
 */
export function glStencilMaskSeparate(face: StencilMaskSeparateFace, mask: number): void {
  const c = stateCommand(glStencilMaskSeparate, [face, mask]);
  if (!c || !legalEnum(c, R['glStencilMaskSeparate.face'], face)) return;
  for (const i of faces(face)) c.st.stencil.writeMask[i] = mask >>> 0;
  c.dirty |= Dirty.DEPTH_STENCIL_ALPHA;
}

/**
 * Sets the source and destination blend factors of both the colour and the alpha blending (with GL_BLEND
 * on).
 * Records GL_INVALID_ENUM for a factor outside its list (GL_SRC_ALPHA_SATURATE is a source factor only),
 * GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §4.1.8
 */
export function glBlendFunc(sfactor: BlendFuncSfactor, dfactor: BlendFuncDfactor): void {
  const c = stateCommand(glBlendFunc, [sfactor, dfactor]);
  if (
    !c ||
    !legalEnum(c, R['glBlendFunc.sfactor'], sfactor) ||
    !legalEnum(c, R['glBlendFunc.dfactor'], dfactor)
  )
    return;
  const col = c.st.color;
  col.blendSrcRgb = col.blendSrcAlpha = sfactor;
  col.blendDstRgb = col.blendDstAlpha = dfactor;
  c.dirty |= Dirty.BLEND;
}

/**
 * Sets the source and destination blend factors of the RGB components and of alpha separately.
 * Records GL_INVALID_ENUM for a factor outside its list, GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §4.1.8
 */
export function glBlendFuncSeparate(
  srcRgb: BlendFuncSeparateSfactor,
  dstRgb: BlendFuncSeparateDfactor,
  srcAlpha: BlendFuncSeparateSfactor,
  dstAlpha: BlendFuncSeparateDfactor,
): void {
  const c = stateCommand(glBlendFuncSeparate, [srcRgb, dstRgb, srcAlpha, dstAlpha]);
  if (!c) return;
  const src = R['glBlendFuncSeparate.sfactor'];
  const dst = R['glBlendFuncSeparate.dfactor'];
  if (
    !legalEnum(c, src, srcRgb) ||
    !legalEnum(c, dst, dstRgb) ||
    !legalEnum(c, src, srcAlpha) ||
    !legalEnum(c, dst, dstAlpha)
  ) {
    return;
  }
  const col = c.st.color;
  col.blendSrcRgb = srcRgb;
  col.blendDstRgb = dstRgb;
  col.blendSrcAlpha = srcAlpha;
  col.blendDstAlpha = dstAlpha;
  c.dirty |= Dirty.BLEND;
}

/**
 * Sets how blending combines source and destination for RGB and alpha: add, subtract, reverse subtract,
 * min or max.
 * Records GL_INVALID_ENUM for another mode, GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §4.1.8
 */
export function glBlendEquation(mode: BlendEquationMode): void {
  const c = stateCommand(glBlendEquation, [mode]);
  if (!c || !legalEnum(c, R['glBlendEquation.mode'], mode)) return;
  c.st.color.blendEquationRgb = c.st.color.blendEquationAlpha = mode;
  c.dirty |= Dirty.BLEND;
}

/**
 * Sets the blend equation of the RGB components and of alpha separately.
 * Records GL_INVALID_ENUM for a mode outside GL_FUNC_ADD, GL_FUNC_SUBTRACT, GL_FUNC_REVERSE_SUBTRACT,
 * GL_MIN, GL_MAX; GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §4.1.8 (separate equations as in OpenGL 2.0)
 */
export function glBlendEquationSeparate(modeRgb: BlendEquationMode, modeAlpha: BlendEquationMode): void {
  const c = stateCommand(glBlendEquationSeparate, [modeRgb, modeAlpha]);
  const legal = R['glBlendEquation.mode'];
  if (!c || !legalEnum(c, legal, modeRgb) || !legalEnum(c, legal, modeAlpha)) return;
  c.st.color.blendEquationRgb = modeRgb;
  c.st.color.blendEquationAlpha = modeAlpha;
  c.dirty |= Dirty.BLEND;
}

/**
 * Sets the constant colour the GL_CONSTANT_COLOR and GL_CONSTANT_ALPHA blend factors use, each component
 * clamped to [0, 1].
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §4.1.8
 */
export function glBlendColor(red: number, green: number, blue: number, alpha: number): void {
  const c = stateCommand(glBlendColor, [red, green, blue, alpha]);
  if (!c) return;
  c.st.color.blendColor = [clamp01(red), clamp01(green), clamp01(blue), clamp01(alpha)];
  c.dirty |= Dirty.BLEND_COLOR;
}

/**
 * Sets the logical operation that combines fragment and framebuffer colours with GL_COLOR_LOGIC_OP on.
 * Records GL_INVALID_ENUM for an opcode outside the sixteen operations, GL_INVALID_OPERATION between
 * glBegin and glEnd.
 * @see OpenGL 1.5 §4.1.10
 */
export function glLogicOp(opcode: LogicOpOpcode): void {
  const c = stateCommand(glLogicOp, [opcode]);
  if (!c || !legalEnum(c, R['glLogicOp.opcode'], opcode)) return;
  c.st.color.logicOpMode = opcode;
  c.dirty |= Dirty.BLEND;
}

/**
 * Turns writing of the red, green, blue and alpha components of the colour buffers on or off.
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §4.2.2
 */
export function glColorMask(
  red: boolean | number,
  green: boolean | number,
  blue: boolean | number,
  alpha: boolean | number,
): void {
  const c = stateCommand(glColorMask, [red, green, blue, alpha]);
  if (!c) return;
  c.st.color.colorMask = [!!red, !!green, !!blue, !!alpha];
  c.dirty |= Dirty.BLEND;
}

/**
 * Sets the scissor box in window coordinates: with GL_SCISSOR_TEST on, fragments outside it are discarded.
 * Records GL_INVALID_VALUE for a negative width or height, GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §4.1.2
 */
export function glScissor(x: number, y: number, width: number, height: number): void {
  const c = stateCommand(glScissor, [x, y, width, height]);
  if (!c || !validValue(c, width >= 0 && height >= 0, 'width or height is negative')) return;
  c.st.scissor.box = [int32(x), int32(y), int32(width), int32(height)];
  c.dirty |= Dirty.SCISSOR;
}

/**
 * Sets the colour glClear writes into the colour buffers, each component clamped to [0, 1].
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §4.2.3
 */
export function glClearColor(red: number, green: number, blue: number, alpha: number): void {
  const c = stateCommand(glClearColor, [red, green, blue, alpha]);
  if (c) c.st.color.clearColor = [clamp01(red), clamp01(green), clamp01(blue), clamp01(alpha)];
}

/**
 * Sets the depth glClear writes into the depth buffer, clamped to [0, 1].
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §4.2.3
 */
export function glClearDepth(depth: number): void {
  const c = stateCommand(glClearDepth, [depth]);
  if (c) c.st.depth.clear = clamp01(depth);
}

/**
 * Sets the value glClear writes into the stencil buffer (as a 32-bit integer, masked by the stencil write
 * mask when clearing).
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §4.2.3
 */
export function glClearStencil(s: number): void {
  const c = stateCommand(glClearStencil, [s]);
  if (c) c.st.stencil.clear = s | 0;
}

/**
 * Sets the coverage value (clamped to [0, 1]) and inversion that GL_SAMPLE_COVERAGE applies to
 * multisampled fragments.
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §4.1.3
 */
export function glSampleCoverage(value: number, invert: boolean | number): void {
  const c = stateCommand(glSampleCoverage, [value, invert]);
  if (!c) return;
  c.st.multisample.sampleCoverageValue = clamp01(value);
  c.st.multisample.sampleCoverageInvert = !!invert;
}
