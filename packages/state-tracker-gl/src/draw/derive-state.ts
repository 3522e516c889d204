// GL state → pipe state templates, following Mesa's state tracker (st_atom_rasterizer.c, st_atom_depth.c,
// st_atom_blend.c, st_atom_viewport.c, st_atom_scissor.c) for a framebuffer whose row 0 is GL's bottom
// row — Mesa's "Y_0_BOTTOM" case: the viewport is not inverted, so Gallium (which counts winding in y-down
// window coordinates) sees GL's counter-clockwise as clockwise and front_ccw is flipped, bottom_edge_rule
// stays off, and GL_UPPER_LEFT point-sprite origins become PIPE_SPRITE_COORD_LOWER_LEFT.
//
// Each cached state type is derived in two steps (a DerivedCso): `key` writes the GL inputs the template
// depends on as a short list of numbers, and `template` builds the template from that list alone, so two
// GL states with equal keys give equal templates and the draw path can keep one CSO per key (CsoMemo).

import {
  blendState,
  depthStencilAlphaState,
  PipeBlendFactor,
  type PipeBlendState,
  type PipeDepthStencilAlphaState,
  PipeFace,
  PipeMask,
  PipePolygonMode,
  type PipeRasterizerState,
  type PipeScissorState,
  PipeSpriteCoord,
  type PipeViewportState,
  rasterizerState,
} from '@gallium-ts/gallium-api';
import { activeVertexProgram } from '../arb-gl/enables.js';
import type { GlContext } from '../context/gl-context.js';
import { GL_BACK, GL_CCW, GL_FRONT, GL_MAX, GL_MIN, GL_UPPER_LEFT } from '../gl-enums.js';
import { finiteOr } from '../math/clamp.js';
import { driverBlendFactors } from './blend-constants.js';
import {
  lineWidth,
  nativeLineWidth,
  nativePointSize,
  pointSize,
  pointSizePerVertex,
} from './cpu-primitives/lowering.js';
import type { DerivedCso } from './cso-memo.js';
import {
  BLEND_EQUATIONS,
  BLEND_FACTORS,
  LOGIC_OPS,
  POLYGON_MODES,
  pipeFunc,
  STENCIL_OPS,
} from './gl-to-pipe.js';
import { pipeAlphaTest, pipeFlatshade, pipeLogicOp, pipeTwoSidedColor } from './lowering.js';

function cullFace(mode: number): PipeFace {
  return mode === GL_FRONT ? PipeFace.FRONT : mode === GL_BACK ? PipeFace.BACK : PipeFace.FRONT_AND_BACK;
}

/** Bits of rasterizer key word 0. */
const R = {
  FRONT_CW: 1 << 0,
  FLAT: 1 << 1,
  TWO_SIDE_LIGHTING: 1 << 2,
  OFFSET_POINT: 1 << 3,
  OFFSET_LINE: 1 << 4,
  OFFSET_FILL: 1 << 5,
  POLY_STIPPLE: 1 << 6,
  POLY_SMOOTH: 1 << 7,
  POINT_SMOOTH: 1 << 8,
  SPRITE: 1 << 9,
  POINT_SIZE_PER_VERTEX: 1 << 10,
  LINE_SMOOTH: 1 << 11,
  LINE_STIPPLE: 1 << 12,
  SCISSOR: 1 << 13,
} as const;

/**
 * The rasterizer state of the GL state (plus the program's point-size output), for what the driver
 * draws itself: line width and point size at most the driver's, polygon offset of lines and points only
 * where it has PIPE_CAP_POLYGON_OFFSET_LINE_POINT (cpu-primitives/lowering.ts sends the rest to the CPU
 * primitive path). Key: the flags of R,
 * the culled face (0: none), the two polygon modes, the offset units and factor (0 without offset), the
 * sprite origin and coord-replace units (0 without sprites), point size, line width, line stipple
 * pattern and repeat, enabled clip planes.
 */
export const RASTERIZER: DerivedCso<PipeRasterizerState> = {
  keyLength: 13,
  key(c, key) {
    const { polygon, line, pointRaster, scissor } = c.st;
    const ff = c.ff;
    const offsetLinePoint = c.limits.offsetLinePoint;
    const offsetPoint = polygon.offsetPoint && offsetLinePoint;
    const offsetLine = polygon.offsetLine && offsetLinePoint;
    const offset = offsetPoint || offsetLine || polygon.offsetFill;
    const sprite = ff.point.sprite;
    const perVertex = pointSizePerVertex(c);
    key[0] =
      (polygon.frontFace !== GL_CCW ? R.FRONT_CW : 0) |
      (pipeFlatshade(c) ? R.FLAT : 0) |
      (pipeTwoSidedColor(c) ? R.TWO_SIDE_LIGHTING : 0) |
      (offsetPoint ? R.OFFSET_POINT : 0) |
      (offsetLine ? R.OFFSET_LINE : 0) |
      (polygon.offsetFill ? R.OFFSET_FILL : 0) |
      (polygon.stipple ? R.POLY_STIPPLE : 0) |
      (polygon.smooth ? R.POLY_SMOOTH : 0) |
      (pointRaster.smooth ? R.POINT_SMOOTH : 0) |
      (sprite ? R.SPRITE : 0) |
      (perVertex ? R.POINT_SIZE_PER_VERTEX : 0) |
      (line.smooth ? R.LINE_SMOOTH : 0) |
      (line.stipple && line.stipplePattern !== 0xffff ? R.LINE_STIPPLE : 0) |
      (scissor.enabled ? R.SCISSOR : 0);
    key[1] = polygon.cull ? polygon.cullFace : 0;
    key[2] = polygon.modeFront;
    key[3] = polygon.modeBack;
    key[4] = offset ? finiteOr(polygon.offsetUnits, 0) : 0;
    key[5] = offset ? finiteOr(polygon.offsetFactor, 0) : 0;
    let replace = 0;
    if (sprite) {
      const units = ff.textureUnits;
      for (let i = 0; i < units.length; i++) if (units[i]!.coordReplace) replace |= 1 << i;
    }
    key[6] = sprite ? pointRaster.spriteCoordOrigin : 0;
    key[7] = replace;
    key[8] = Math.min(perVertex ? ff.point.size : pointSize(c), nativePointSize(c));
    key[9] = Math.min(lineWidth(c), nativeLineWidth(c));
    key[10] = line.stipplePattern;
    key[11] = line.stippleRepeat;
    let planes = 0;
    const clipPlanes = ff.clipPlanes;
    if (userClipping(c))
      for (let i = 0; i < clipPlanes.length; i++) if (clipPlanes[i]!.enabled) planes |= 1 << i;
    key[12] = planes;
    return 13;
  },
  template(key) {
    const bits = key[0]!;
    const r = rasterizerState();
    r.frontCcw = (bits & R.FRONT_CW) !== 0;
    r.flatshade = (bits & R.FLAT) !== 0;
    r.cullFace = key[1] === 0 ? PipeFace.NONE : cullFace(key[1]!);
    r.fillFront = (POLYGON_MODES.get(key[2]!) ?? PipePolygonMode.FILL) as PipePolygonMode;
    r.fillBack = (POLYGON_MODES.get(key[3]!) ?? PipePolygonMode.FILL) as PipePolygonMode;
    if (r.cullFace & PipeFace.FRONT) r.fillFront = r.fillBack;
    if (r.cullFace & PipeFace.BACK) r.fillBack = r.fillFront;
    r.lightTwoside = (bits & R.TWO_SIDE_LIGHTING) !== 0 && (r.cullFace & PipeFace.BACK) === 0;
    if (bits & (R.OFFSET_POINT | R.OFFSET_LINE | R.OFFSET_FILL)) {
      r.offsetPoint = (bits & R.OFFSET_POINT) !== 0;
      r.offsetLine = (bits & R.OFFSET_LINE) !== 0;
      r.offsetTri = (bits & R.OFFSET_FILL) !== 0;
      r.offsetUnits = key[4]!;
      r.offsetScale = key[5]!;
    }
    r.polyStipple = (bits & R.POLY_STIPPLE) !== 0;
    // The window framebuffer is single-sampled, so GL_MULTISAMPLE has no effect on rasterization.
    r.multisample = false;
    r.polySmooth = (bits & R.POLY_SMOOTH) !== 0;
    const sprite = (bits & R.SPRITE) !== 0;
    r.pointSmooth = !sprite && (bits & R.POINT_SMOOTH) !== 0;
    if (sprite) {
      r.spriteCoordMode = key[6] === GL_UPPER_LEFT ? PipeSpriteCoord.LOWER_LEFT : PipeSpriteCoord.UPPER_LEFT;
      r.spriteCoordEnable = key[7]!;
      r.pointQuadRasterization = true;
    }
    r.pointSizePerVertex = (bits & R.POINT_SIZE_PER_VERTEX) !== 0;
    r.pointSize = key[8]!;
    r.lineSmooth = (bits & R.LINE_SMOOTH) !== 0;
    r.lineWidth = key[9]!;
    r.lineStippleEnable = (bits & R.LINE_STIPPLE) !== 0;
    r.lineStipplePattern = key[10]!;
    r.lineStippleFactor = key[11]! - 1;
    r.scissor = (bits & R.SCISSOR) !== 0;
    r.halfPixelCenter = true;
    r.bottomEdgeRule = false;
    r.clipPlaneEnable = key[12]!;
    return r;
  },
};

/**
 * Whether the vertex stage writes the user clip distances: the fixed-function one does, an ARB vertex
 * program only when position-invariant (another computes no eye coordinates to clip, and its clipping is
 * undefined: the planes are then left off rather than read from distances nobody wrote).
 */
function userClipping(c: GlContext): boolean {
  const vertex = activeVertexProgram(c);
  return vertex === null || vertex.options.positionInvariant;
}

/** Stencil inputs per face in a depth/stencil/alpha key: func, ref, value mask, write mask, fail, zfail, zpass. */
const STENCIL_FACE_WORDS = 7;

/**
 * The depth/stencil/alpha state; depth and stencil tests only where the framebuffer has the buffers.
 * Key: 0, or 1 and the depth mask and function; 0, or 1, the stencil bits' mask and both faces'
 * stencil inputs; 0, or 1 and the alpha function and reference.
 */
export const DEPTH_STENCIL_ALPHA: DerivedCso<PipeDepthStencilAlphaState> = {
  keyLength: 3 + 2 + 2 * STENCIL_FACE_WORDS + 3,
  key(c, key) {
    const { depth, stencil, color } = c.st;
    let n = 0;
    if (depth.test && c.fb.depthBits > 0) {
      key[n++] = 1;
      key[n++] = depth.mask ? 1 : 0;
      key[n++] = depth.func;
    } else key[n++] = 0;
    if (stencil.test && c.fb.stencilBits > 0) {
      key[n++] = 1;
      key[n++] = (1 << c.fb.stencilBits) - 1;
      for (let face = 0; face < 2; face++) {
        key[n++] = stencil.func[face]!;
        key[n++] = stencil.ref[face]!;
        key[n++] = stencil.valueMask[face]!;
        key[n++] = stencil.writeMask[face]!;
        key[n++] = stencil.fail[face]!;
        key[n++] = stencil.zfail[face]!;
        key[n++] = stencil.zpass[face]!;
      }
    } else key[n++] = 0;
    // Where the fragment program tests alpha instead (no pipe alpha test, a lowered logic op): lowering.ts.
    if (pipeAlphaTest(c)) {
      key[n++] = 1;
      key[n++] = color.alphaFunc;
      key[n++] = color.alphaRef;
    } else key[n++] = 0;
    return n;
  },
  template(key) {
    const dsa = depthStencilAlphaState();
    let n = 0;
    if (key[n++] === 1) {
      dsa.depth.enabled = true;
      dsa.depth.writemask = key[n++] === 1;
      dsa.depth.func = pipeFunc(key[n++]!) as PipeDepthStencilAlphaState['depth']['func'];
    }
    if (key[n++] === 1) {
      const max = key[n++]!;
      const front = n;
      const back = n + STENCIL_FACE_WORDS;
      n += 2 * STENCIL_FACE_WORDS;
      // The back face has its own state only when GL's front and back stencil state differ.
      let twoSided = false;
      for (let i = 0; i < STENCIL_FACE_WORDS; i++) if (key[front + i] !== key[back + i]) twoSided = true;
      for (let face = 0; face < (twoSided ? 2 : 1); face++) {
        const at = face === 0 ? front : back;
        const s = dsa.stencil[face]!;
        s.enabled = true;
        s.func = pipeFunc(key[at]!) as typeof s.func;
        s.valuemask = key[at + 2]! & max;
        s.writemask = key[at + 3]! & max;
        s.failOp = STENCIL_OPS.get(key[at + 4]!) as typeof s.failOp;
        s.zfailOp = STENCIL_OPS.get(key[at + 5]!) as typeof s.zfailOp;
        s.zpassOp = STENCIL_OPS.get(key[at + 6]!) as typeof s.zpassOp;
      }
    }
    if (key[n++] === 1) {
      dsa.alpha.enabled = true;
      dsa.alpha.func = pipeFunc(key[n++]!) as typeof dsa.alpha.func;
      dsa.alpha.refValue = key[n++]!;
    }
    return dsa;
  },
};

/** Bits of blend key word 0. */
const B = { LOGIC_OP: 1, DITHER: 2, BLENDING: 4 } as const;

/**
 * The blend state: blending, logic op (which wins over blending), dither and the colour mask. Key: the
 * flags of B, the logic op, the colour mask; with blending, both equations and the four factors the
 * driver blends with (blend-constants.ts replaces pairs the driver cannot blend).
 */
export const BLEND: DerivedCso<PipeBlendState> = {
  keyLength: 9,
  key(c, key) {
    const col = c.st.color;
    const blending = col.blend && !col.logicOp;
    // Without the pipe's logic op the fragment program applies it (lowering.ts, logic-op-lowering.ts).
    key[0] = (pipeLogicOp(c) ? B.LOGIC_OP : 0) | (col.dither ? B.DITHER : 0) | (blending ? B.BLENDING : 0);
    key[1] = col.logicOpMode;
    key[2] =
      (col.colorMask[0] ? PipeMask.R : 0) |
      (col.colorMask[1] ? PipeMask.G : 0) |
      (col.colorMask[2] ? PipeMask.B : 0) |
      (col.colorMask[3] ? PipeMask.A : 0);
    if (!blending) return 3;
    key[3] = col.blendEquationRgb;
    key[4] = col.blendEquationAlpha;
    driverBlendFactors(col, c.limits, key, 5);
    return 9;
  },
  template(key) {
    const bits = key[0]!;
    const logicOp = (bits & B.LOGIC_OP) !== 0;
    const colormask = key[2]!;
    // MIN and MAX ignore the factors; Mesa sets them to ONE so equal results share one CSO.
    const minMax = (eq: number) => eq === GL_MIN || eq === GL_MAX;
    const factor = (eq: number, f: number) => (minMax(eq) ? PipeBlendFactor.ONE : BLEND_FACTORS.get(f)!);
    return blendState(
      {
        logicopEnable: logicOp,
        logicopFunc: (LOGIC_OPS.get(key[1]!) ?? 12) as PipeBlendState['logicopFunc'],
        dither: (bits & B.DITHER) !== 0,
        alphaToCoverage: false,
        alphaToOne: false,
      },
      bits & B.BLENDING
        ? {
            blendEnable: true,
            rgbFunc: BLEND_EQUATIONS.get(key[3]!) as never,
            alphaFunc: BLEND_EQUATIONS.get(key[4]!) as never,
            rgbSrcFactor: factor(key[3]!, key[5]!) as never,
            rgbDstFactor: factor(key[3]!, key[6]!) as never,
            alphaSrcFactor: factor(key[4]!, key[7]!) as never,
            alphaDstFactor: factor(key[4]!, key[8]!) as never,
            colormask,
          }
        : { colormask },
    );
  },
};

/** The viewport transform: NDC y = −1 maps to row 0 (GL's bottom row), no flip. */
export function deriveViewport(c: GlContext): PipeViewportState {
  const v = c.st.viewport;
  const halfDepth = (v.far - v.near) / 2;
  return {
    scale: [v.width / 2, v.height / 2, halfDepth],
    translate: [v.x + v.width / 2, v.y + v.height / 2, v.near + halfDepth],
  };
}

/** The scissor rectangle clamped to the framebuffer (pipe scissors are inclusive-exclusive). */
export function deriveScissor(c: GlContext): PipeScissorState {
  const [x, y, w, h] = c.st.scissor.box;
  const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);
  const minx = clamp(x, c.fb.width);
  const miny = clamp(y, c.fb.height);
  const maxx = clamp(x + w, c.fb.width);
  const maxy = clamp(y + h, c.fb.height);
  // An empty box becomes (0, 0, 0, 0), as Mesa's st_atom_scissor.c makes it.
  if (maxx <= minx || maxy <= miny) return { minx: 0, miny: 0, maxx: 0, maxy: 0 };
  return { minx, miny, maxx, maxy };
}
