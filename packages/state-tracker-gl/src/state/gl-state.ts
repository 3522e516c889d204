// The GL server state that is not fixed-function program state, grouped as glPushAttrib groups it, with
// the initial values of the GL 1.5 state tables (6.6–6.21). Each group is plain data so the attribute
// stack can copy it with structuredClone.
import {
  GL_ALWAYS,
  GL_BACK,
  GL_CCW,
  GL_COPY,
  GL_DONT_CARE,
  GL_FILL,
  GL_FRONT,
  GL_FUNC_ADD,
  GL_KEEP,
  GL_LESS,
  GL_MODELVIEW,
  GL_ONE,
  GL_UPPER_LEFT,
  GL_ZERO,
} from '../gl-enums.js';

/** GL_COLOR_BUFFER_BIT */
export interface ColorBufferState {
  alphaTest: boolean;
  alphaFunc: number;
  alphaRef: number;
  blend: boolean;
  blendSrcRgb: number;
  blendDstRgb: number;
  blendSrcAlpha: number;
  blendDstAlpha: number;
  blendEquationRgb: number;
  blendEquationAlpha: number;
  blendColor: [number, number, number, number];
  dither: boolean;
  logicOp: boolean;
  logicOpMode: number;
  colorMask: [boolean, boolean, boolean, boolean];
  clearColor: [number, number, number, number];
  /** glClearIndex (colour-index state kept for glGet in this RGBA-only GL; as Mesa, truncated to an integer). */
  clearIndex: number;
  /** glIndexMask (kept for glGet; as a 32-bit signed integer, all ones initially). */
  indexMask: number;
  /** glDrawBuffer: the colour buffers drawing writes (GL_FRONT, GL_BACK, GL_FRONT_AND_BACK, GL_NONE, ...). */
  drawBuffer: number;
}

/** GL_DEPTH_BUFFER_BIT */
export interface DepthBufferState {
  test: boolean;
  func: number;
  mask: boolean;
  clear: number;
}

/** GL_STENCIL_BUFFER_BIT: index 0 front, 1 back. */
export interface StencilBufferState {
  test: boolean;
  func: [number, number];
  ref: [number, number];
  valueMask: [number, number];
  writeMask: [number, number];
  fail: [number, number];
  zfail: [number, number];
  zpass: [number, number];
  clear: number;
}

/** GL_POLYGON_BIT */
export interface PolygonState {
  cull: boolean;
  cullFace: number;
  frontFace: number;
  modeFront: number;
  modeBack: number;
  smooth: boolean;
  stipple: boolean;
  offsetFactor: number;
  offsetUnits: number;
  offsetFill: boolean;
  offsetLine: boolean;
  offsetPoint: boolean;
}

/** GL_LINE_BIT */
export interface LineState {
  width: number;
  smooth: boolean;
  stipple: boolean;
  stipplePattern: number;
  stippleRepeat: number;
}

/** GL_POINT_BIT beyond FixedFunctionState.point. */
export interface PointRasterState {
  smooth: boolean;
  spriteCoordOrigin: number;
}

/** GL_SCISSOR_BIT */
export interface ScissorState {
  enabled: boolean;
  box: [number, number, number, number];
}

/** GL_VIEWPORT_BIT */
export interface ViewportState {
  x: number;
  y: number;
  width: number;
  height: number;
  near: number;
  far: number;
}

/** GL_HINT_BIT */
export interface HintState {
  perspectiveCorrection: number;
  pointSmooth: number;
  lineSmooth: number;
  polygonSmooth: number;
  fog: number;
  generateMipmap: number;
  textureCompression: number;
}

/** Multisample enables (GL_MULTISAMPLE_BIT). */
export interface MultisampleState {
  multisample: boolean;
  alphaToCoverage: boolean;
  alphaToOne: boolean;
  sampleCoverage: boolean;
  sampleCoverageValue: number;
  sampleCoverageInvert: boolean;
}

export interface GlState {
  color: ColorBufferState;
  depth: DepthBufferState;
  stencil: StencilBufferState;
  polygon: PolygonState;
  /** 32 rows of 32 bits, row 0 at window y ≡ 0 (mod 32). */
  polygonStipple: number[];
  line: LineState;
  pointRaster: PointRasterState;
  scissor: ScissorState;
  viewport: ViewportState;
  hint: HintState;
  multisample: MultisampleState;
  /** GL_TRANSFORM_BIT's matrix mode (the clip planes and normalize flags live in FixedFunctionState). */
  matrixMode: number;
  /** GL_LIST_BIT */
  listBase: number;
  /** glReadBuffer (saved with GL_PIXEL_MODE_BIT): the colour buffer pixels are read from. */
  readBuffer: number;
  /** glClearAccum (GL_ACCUM_BUFFER_BIT), each in [-1, 1]. */
  accumClear: [number, number, number, number];
}

/** The initial state of a context whose window is `width` × `height` (with a back buffer if `doubleBuffer`). */
export function defaultGlState(width: number, height: number, doubleBuffer = false): GlState {
  const colorBuffer = doubleBuffer ? GL_BACK : GL_FRONT;
  return {
    color: {
      alphaTest: false,
      alphaFunc: GL_ALWAYS,
      alphaRef: 0,
      blend: false,
      blendSrcRgb: GL_ONE,
      blendDstRgb: GL_ZERO,
      blendSrcAlpha: GL_ONE,
      blendDstAlpha: GL_ZERO,
      blendEquationRgb: GL_FUNC_ADD,
      blendEquationAlpha: GL_FUNC_ADD,
      blendColor: [0, 0, 0, 0],
      dither: true,
      logicOp: false,
      logicOpMode: GL_COPY,
      colorMask: [true, true, true, true],
      clearColor: [0, 0, 0, 0],
      clearIndex: 0,
      indexMask: -1,
      drawBuffer: colorBuffer,
    },
    depth: { test: false, func: GL_LESS, mask: true, clear: 1 },
    stencil: {
      test: false,
      func: [GL_ALWAYS, GL_ALWAYS],
      ref: [0, 0],
      valueMask: [0xffffffff, 0xffffffff],
      writeMask: [0xffffffff, 0xffffffff],
      fail: [GL_KEEP, GL_KEEP],
      zfail: [GL_KEEP, GL_KEEP],
      zpass: [GL_KEEP, GL_KEEP],
      clear: 0,
    },
    polygon: {
      cull: false,
      cullFace: GL_BACK,
      frontFace: GL_CCW,
      modeFront: GL_FILL,
      modeBack: GL_FILL,
      smooth: false,
      stipple: false,
      offsetFactor: 0,
      offsetUnits: 0,
      offsetFill: false,
      offsetLine: false,
      offsetPoint: false,
    },
    polygonStipple: new Array<number>(32).fill(0xffffffff),
    line: { width: 1, smooth: false, stipple: false, stipplePattern: 0xffff, stippleRepeat: 1 },
    pointRaster: { smooth: false, spriteCoordOrigin: GL_UPPER_LEFT },
    scissor: { enabled: false, box: [0, 0, width, height] },
    viewport: { x: 0, y: 0, width, height, near: 0, far: 1 },
    hint: {
      perspectiveCorrection: GL_DONT_CARE,
      pointSmooth: GL_DONT_CARE,
      lineSmooth: GL_DONT_CARE,
      polygonSmooth: GL_DONT_CARE,
      fog: GL_DONT_CARE,
      generateMipmap: GL_DONT_CARE,
      textureCompression: GL_DONT_CARE,
    },
    multisample: {
      multisample: true,
      alphaToCoverage: false,
      alphaToOne: false,
      sampleCoverage: false,
      sampleCoverageValue: 1,
      sampleCoverageInvert: false,
    },
    matrixMode: GL_MODELVIEW,
    listBase: 0,
    readBuffer: colorBuffer,
    accumClear: [0, 0, 0, 0],
  };
}
