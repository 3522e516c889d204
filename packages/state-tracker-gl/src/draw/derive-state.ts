// GL state → pipe state templates, following Mesa's state tracker (st_atom_rasterizer.c, st_atom_depth.c,
// st_atom_blend.c, st_atom_viewport.c, st_atom_scissor.c) for a framebuffer whose row 0 is GL's bottom
// row — Mesa's "Y_0_BOTTOM" case: the viewport is not inverted, so Gallium (which counts winding in y-down
// window coordinates) sees GL's counter-clockwise as clockwise and front_ccw is flipped, bottom_edge_rule
// stays off, and GL_UPPER_LEFT point-sprite origins become PIPE_SPRITE_COORD_LOWER_LEFT.
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
import type { GlContext } from '../context/gl-context.js';
import { GL_BACK, GL_CCW, GL_FLAT, GL_FRONT, GL_MAX, GL_MIN, GL_UPPER_LEFT } from '../gl-enums.js';
import { finiteOr } from '../math/clamp.js';
import {
  BLEND_EQUATIONS,
  BLEND_FACTORS,
  LOGIC_OPS,
  POLYGON_MODES,
  pipeFunc,
  STENCIL_OPS,
} from './gl-to-pipe.js';

function cullFace(mode: number): PipeFace {
  return mode === GL_FRONT ? PipeFace.FRONT : mode === GL_BACK ? PipeFace.BACK : PipeFace.FRONT_AND_BACK;
}

/** Whether point size attenuation makes the vertex program write PSIZE. */
export function pointSizePerVertex(c: GlContext): boolean {
  const a = c.ff.point.distanceAttenuation;
  return a[0] !== 1 || a[1] !== 0 || a[2] !== 0;
}

/** The rasterizer state of the GL state (plus the program's point-size output). */
export function deriveRasterizer(c: GlContext): PipeRasterizerState {
  const { polygon, line, pointRaster, scissor } = c.st;
  const ff = c.ff;
  const r = rasterizerState();
  r.frontCcw = polygon.frontFace !== GL_CCW;
  r.flatshade = ff.shadeModel === GL_FLAT;
  r.cullFace = polygon.cull ? cullFace(polygon.cullFace) : PipeFace.NONE;
  r.fillFront = (POLYGON_MODES.get(polygon.modeFront) ?? PipePolygonMode.FILL) as PipePolygonMode;
  r.fillBack = (POLYGON_MODES.get(polygon.modeBack) ?? PipePolygonMode.FILL) as PipePolygonMode;
  if (r.cullFace & PipeFace.FRONT) r.fillFront = r.fillBack;
  if (r.cullFace & PipeFace.BACK) r.fillBack = r.fillFront;
  r.lightTwoside = ff.lighting && ff.lightModel.twoSide && (r.cullFace & PipeFace.BACK) === 0;
  if (polygon.offsetPoint || polygon.offsetLine || polygon.offsetFill) {
    r.offsetPoint = polygon.offsetPoint;
    r.offsetLine = polygon.offsetLine;
    r.offsetTri = polygon.offsetFill;
    r.offsetUnits = finiteOr(polygon.offsetUnits, 0);
    r.offsetScale = finiteOr(polygon.offsetFactor, 0);
  }
  r.polyStipple = polygon.stipple;
  // The window framebuffer is single-sampled, so GL_MULTISAMPLE has no effect on rasterization.
  r.multisample = false;
  r.polySmooth = polygon.smooth;
  r.pointSmooth = !ff.point.sprite && pointRaster.smooth;
  if (ff.point.sprite) {
    r.spriteCoordMode =
      pointRaster.spriteCoordOrigin === GL_UPPER_LEFT
        ? PipeSpriteCoord.LOWER_LEFT
        : PipeSpriteCoord.UPPER_LEFT;
    let enable = 0;
    ff.textureUnits.forEach((u, i) => {
      if (u.coordReplace) enable |= 1 << i;
    });
    r.spriteCoordEnable = enable;
    r.pointQuadRasterization = true;
  }
  r.pointSizePerVertex = pointSizePerVertex(c);
  r.pointSize = r.pointSizePerVertex
    ? ff.point.size
    : Math.min(Math.max(ff.point.size, ff.point.minSize), ff.point.maxSize);
  const [minWidth, maxWidth] = c.limits.lineWidthRange;
  r.lineSmooth = line.smooth;
  r.lineWidth = Math.min(Math.max(line.width, minWidth), maxWidth);
  r.lineStippleEnable = line.stipple && line.stipplePattern !== 0xffff;
  r.lineStipplePattern = line.stipplePattern;
  r.lineStippleFactor = line.stippleRepeat - 1;
  r.scissor = scissor.enabled;
  r.halfPixelCenter = true;
  r.bottomEdgeRule = false;
  let planes = 0;
  ff.clipPlanes.forEach((p, i) => {
    if (p.enabled) planes |= 1 << i;
  });
  r.clipPlaneEnable = planes;
  return r;
}

/** The depth/stencil/alpha state; depth and stencil tests only where the framebuffer has the buffers. */
export function deriveDepthStencilAlpha(c: GlContext): PipeDepthStencilAlphaState {
  const { depth, stencil, color } = c.st;
  const dsa = depthStencilAlphaState();
  if (depth.test && c.fb.depthBits > 0) {
    dsa.depth.enabled = true;
    dsa.depth.writemask = depth.mask;
    dsa.depth.func = pipeFunc(depth.func) as PipeDepthStencilAlphaState['depth']['func'];
  }
  if (stencil.test && c.fb.stencilBits > 0) {
    const max = (1 << c.fb.stencilBits) - 1;
    // The back face has its own state only when GL's front and back stencil state differ.
    const twoSided =
      stencil.func[0] !== stencil.func[1] ||
      stencil.ref[0] !== stencil.ref[1] ||
      stencil.valueMask[0] !== stencil.valueMask[1] ||
      stencil.writeMask[0] !== stencil.writeMask[1] ||
      stencil.fail[0] !== stencil.fail[1] ||
      stencil.zfail[0] !== stencil.zfail[1] ||
      stencil.zpass[0] !== stencil.zpass[1];
    for (let face = 0; face < (twoSided ? 2 : 1); face++) {
      const s = dsa.stencil[face]!;
      s.enabled = true;
      s.func = pipeFunc(stencil.func[face]!) as typeof s.func;
      s.failOp = STENCIL_OPS.get(stencil.fail[face]!) as typeof s.failOp;
      s.zfailOp = STENCIL_OPS.get(stencil.zfail[face]!) as typeof s.zfailOp;
      s.zpassOp = STENCIL_OPS.get(stencil.zpass[face]!) as typeof s.zpassOp;
      s.valuemask = stencil.valueMask[face]! & max;
      s.writemask = stencil.writeMask[face]! & max;
    }
  }
  if (color.alphaTest) {
    dsa.alpha.enabled = true;
    dsa.alpha.func = pipeFunc(color.alphaFunc) as typeof dsa.alpha.func;
    dsa.alpha.refValue = color.alphaRef;
  }
  return dsa;
}

/** The blend state: blending, logic op (which wins over blending), dither and the colour mask. */
export function deriveBlend(c: GlContext): PipeBlendState {
  const col = c.st.color;
  const mask =
    (col.colorMask[0] ? PipeMask.R : 0) |
    (col.colorMask[1] ? PipeMask.G : 0) |
    (col.colorMask[2] ? PipeMask.B : 0) |
    (col.colorMask[3] ? PipeMask.A : 0);
  const blending = col.blend && !col.logicOp;
  // MIN and MAX ignore the factors; Mesa sets them to ONE so equal results share one CSO.
  const minMax = (eq: number) => eq === GL_MIN || eq === GL_MAX;
  const factor = (eq: number, f: number) => (minMax(eq) ? PipeBlendFactor.ONE : BLEND_FACTORS.get(f)!);
  return blendState(
    {
      logicopEnable: col.logicOp,
      logicopFunc: (LOGIC_OPS.get(col.logicOpMode) ?? 12) as PipeBlendState['logicopFunc'],
      dither: col.dither,
      alphaToCoverage: false,
      alphaToOne: false,
    },
    blending
      ? {
          blendEnable: true,
          rgbFunc: BLEND_EQUATIONS.get(col.blendEquationRgb) as never,
          alphaFunc: BLEND_EQUATIONS.get(col.blendEquationAlpha) as never,
          rgbSrcFactor: factor(col.blendEquationRgb, col.blendSrcRgb) as never,
          rgbDstFactor: factor(col.blendEquationRgb, col.blendDstRgb) as never,
          alphaSrcFactor: factor(col.blendEquationAlpha, col.blendSrcAlpha) as never,
          alphaDstFactor: factor(col.blendEquationAlpha, col.blendDstAlpha) as never,
          colormask: mask,
        }
      : { colormask: mask },
  );
}

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
