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

export function glAlphaFunc(func: AlphaFuncFunc, ref: number): void {
  const c = stateCommand(glAlphaFunc, [func, ref]);
  if (!c || !legalEnum(c, R['glAlphaFunc.func'], func)) return;
  c.st.color.alphaFunc = func;
  c.st.color.alphaRef = clamp01(ref);
  c.dirty |= Dirty.DEPTH_STENCIL_ALPHA;
}

export function glDepthFunc(func: DepthFuncFunc): void {
  const c = stateCommand(glDepthFunc, [func]);
  if (!c || !legalEnum(c, R['glDepthFunc.func'], func)) return;
  c.st.depth.func = func;
  c.dirty |= Dirty.DEPTH_STENCIL_ALPHA;
}

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

export function glStencilFunc(func: StencilFuncFunc, ref: number, mask: number): void {
  const c = stateCommand(glStencilFunc, [func, ref, mask]);
  if (c) stencilFunc(c, GL_FRONT_AND_BACK, func, ref, mask);
}

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

export function glStencilOp(fail: StencilOpOp, zfail: StencilOpOp, zpass: StencilOpOp): void {
  const c = stateCommand(glStencilOp, [fail, zfail, zpass]);
  if (c) stencilOp(c, GL_FRONT_AND_BACK, fail, zfail, zpass);
}

export function glStencilOpSeparate(
  face: StencilOpSeparateFace,
  fail: StencilOpOp,
  zfail: StencilOpOp,
  zpass: StencilOpOp,
): void {
  const c = stateCommand(glStencilOpSeparate, [face, fail, zfail, zpass]);
  if (c && legalEnum(c, R['glStencilOpSeparate.face'], face)) stencilOp(c, face, fail, zfail, zpass);
}

export function glStencilMask(mask: number): void {
  const c = stateCommand(glStencilMask, [mask]);
  if (!c) return;
  c.st.stencil.writeMask = [mask >>> 0, mask >>> 0];
  c.dirty |= Dirty.DEPTH_STENCIL_ALPHA;
}

export function glStencilMaskSeparate(face: StencilMaskSeparateFace, mask: number): void {
  const c = stateCommand(glStencilMaskSeparate, [face, mask]);
  if (!c || !legalEnum(c, R['glStencilMaskSeparate.face'], face)) return;
  for (const i of faces(face)) c.st.stencil.writeMask[i] = mask >>> 0;
  c.dirty |= Dirty.DEPTH_STENCIL_ALPHA;
}

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

export function glBlendEquation(mode: BlendEquationMode): void {
  const c = stateCommand(glBlendEquation, [mode]);
  if (!c || !legalEnum(c, R['glBlendEquation.mode'], mode)) return;
  c.st.color.blendEquationRgb = c.st.color.blendEquationAlpha = mode;
  c.dirty |= Dirty.BLEND;
}

export function glBlendEquationSeparate(modeRgb: BlendEquationMode, modeAlpha: BlendEquationMode): void {
  const c = stateCommand(glBlendEquationSeparate, [modeRgb, modeAlpha]);
  const legal = R['glBlendEquation.mode'];
  if (!c || !legalEnum(c, legal, modeRgb) || !legalEnum(c, legal, modeAlpha)) return;
  c.st.color.blendEquationRgb = modeRgb;
  c.st.color.blendEquationAlpha = modeAlpha;
  c.dirty |= Dirty.BLEND;
}

export function glBlendColor(red: number, green: number, blue: number, alpha: number): void {
  const c = stateCommand(glBlendColor, [red, green, blue, alpha]);
  if (!c) return;
  c.st.color.blendColor = [clamp01(red), clamp01(green), clamp01(blue), clamp01(alpha)];
  c.dirty |= Dirty.BLEND_COLOR;
}

export function glLogicOp(opcode: LogicOpOpcode): void {
  const c = stateCommand(glLogicOp, [opcode]);
  if (!c || !legalEnum(c, R['glLogicOp.opcode'], opcode)) return;
  c.st.color.logicOpMode = opcode;
  c.dirty |= Dirty.BLEND;
}

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

export function glScissor(x: number, y: number, width: number, height: number): void {
  const c = stateCommand(glScissor, [x, y, width, height]);
  if (!c || !validValue(c, width >= 0 && height >= 0)) return;
  c.st.scissor.box = [int32(x), int32(y), int32(width), int32(height)];
  c.dirty |= Dirty.SCISSOR;
}

export function glClearColor(red: number, green: number, blue: number, alpha: number): void {
  const c = stateCommand(glClearColor, [red, green, blue, alpha]);
  if (c) c.st.color.clearColor = [clamp01(red), clamp01(green), clamp01(blue), clamp01(alpha)];
}

export function glClearDepth(depth: number): void {
  const c = stateCommand(glClearDepth, [depth]);
  if (c) c.st.depth.clear = clamp01(depth);
}

export function glClearStencil(s: number): void {
  const c = stateCommand(glClearStencil, [s]);
  if (c) c.st.stencil.clear = s | 0;
}

export function glSampleCoverage(value: number, invert: boolean | number): void {
  const c = stateCommand(glSampleCoverage, [value, invert]);
  if (!c) return;
  c.st.multisample.sampleCoverageValue = clamp01(value);
  c.st.multisample.sampleCoverageInvert = !!invert;
}
