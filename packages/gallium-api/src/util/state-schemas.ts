// Schemas of the plain-data state structs the context methods take (blend, depth/stencil/alpha,
// rasterizer, sampler, shaders, vertex elements, draw info and the small set_* structs). Each checks
// every field's type and range and returns the driver's private copy.
import {
  PIPE_MAX_ATTRIBS,
  PIPE_MAX_CLIP_PLANES,
  PIPE_MAX_COLOR_BUFS,
  PIPE_MAX_SO_BUFFERS,
  PIPE_MAX_SO_OUTPUTS,
  PipeBlend,
  PipeBlendFactor,
  PipeFace,
  PipeFunc,
  PipeLogicop,
  PipePolygonMode,
  PipePrim,
  PipeShaderIr,
  PipeSpriteCoord,
  PipeStencilOp,
  PipeTexCompare,
  PipeTexFilter,
  PipeTexMipfilter,
  PipeTexWrap,
} from '../enums.js';
import type {
  PipeBlendColor,
  PipeBlendState,
  PipeClipState,
  PipeComputeState,
  PipeDepthStencilAlphaState,
  PipeDrawInfo,
  PipeGridInfo,
  PipePolyStipple,
  PipeRasterizerState,
  PipeRtBlendState,
  PipeSamplerState,
  PipeScissorState,
  PipeShaderState,
  PipeStencilRef,
  PipeStencilState,
  PipeStreamOutput,
  PipeStreamOutputInfo,
  PipeVertexElement,
  PipeViewportState,
} from '../state.js';
import {
  arrayOf,
  bits,
  bool,
  finite,
  int,
  leaf,
  nullable,
  numberIn,
  oneOf,
  opaque,
  refine,
  type Schema,
  type StructSchema,
  struct,
  tupleOf,
} from './schema.js';

const U32 = 0xffffffff;
const I32_MIN = -0x80000000;
const I32_MAX = 0x7fffffff;
/** Largest coordinate a scissor, window rectangle or framebuffer may use. */
export const MAX_FRAMEBUFFER_COORD = 1 << 15;

const func = oneOf(PipeFunc, 'PipeFunc');
const stencilOp = oneOf(PipeStencilOp, 'PipeStencilOp');
const blendFunc = oneOf(PipeBlend, 'PipeBlend');
const blendFactor = oneOf(PipeBlendFactor, 'PipeBlendFactor');
const wrap = oneOf(PipeTexWrap, 'PipeTexWrap');
const filter = oneOf(PipeTexFilter, 'PipeTexFilter');
const nonNegative = numberIn(0, Number.MAX_VALUE);

export const rtBlendStateSchema: Schema<PipeRtBlendState> = struct<PipeRtBlendState>({
  blendEnable: bool,
  rgbFunc: blendFunc,
  rgbSrcFactor: blendFactor,
  rgbDstFactor: blendFactor,
  alphaFunc: blendFunc,
  alphaSrcFactor: blendFactor,
  alphaDstFactor: blendFactor,
  colormask: bits(0xf, 'PipeMask RGBA'),
});

/** pipe_blend_state: `rt` has exactly PIPE_MAX_COLOR_BUFS entries. */
export const blendStateSchema: Schema<PipeBlendState> = struct<PipeBlendState>({
  independentBlendEnable: bool,
  logicopEnable: bool,
  logicopFunc: oneOf(PipeLogicop, 'PipeLogicop'),
  dither: bool,
  alphaToCoverage: bool,
  alphaToOne: bool,
  rt: tupleOf(rtBlendStateSchema, PIPE_MAX_COLOR_BUFS),
});

const stencilStateSchema = struct<PipeStencilState>({
  enabled: bool,
  func,
  failOp: stencilOp,
  zpassOp: stencilOp,
  zfailOp: stencilOp,
  valuemask: int(0, 255),
  writemask: int(0, 255),
});

/** pipe_depth_stencil_alpha_state */
export const depthStencilAlphaStateSchema: Schema<PipeDepthStencilAlphaState> =
  struct<PipeDepthStencilAlphaState>({
    depth: struct({
      enabled: bool,
      writemask: bool,
      func,
      boundsTest: bool,
      boundsMin: finite,
      boundsMax: finite,
    }),
    stencil: tupleOf(stencilStateSchema, 2) as Schema<[PipeStencilState, PipeStencilState]>,
    alpha: struct({ enabled: bool, func, refValue: finite }),
  });

/** pipe_rasterizer_state */
export const rasterizerStateSchema: Schema<PipeRasterizerState> = struct<PipeRasterizerState>({
  flatshade: bool,
  lightTwoside: bool,
  clampVertexColor: bool,
  clampFragmentColor: bool,
  frontCcw: bool,
  cullFace: oneOf(PipeFace, 'PipeFace'),
  fillFront: oneOf(PipePolygonMode, 'PipePolygonMode'),
  fillBack: oneOf(PipePolygonMode, 'PipePolygonMode'),
  offsetPoint: bool,
  offsetLine: bool,
  offsetTri: bool,
  scissor: bool,
  polySmooth: bool,
  polyStipple: bool,
  pointSmooth: bool,
  spriteCoordMode: oneOf(PipeSpriteCoord, 'PipeSpriteCoord'),
  pointQuadRasterization: bool,
  pointSizePerVertex: bool,
  multisample: bool,
  lineSmooth: bool,
  lineStippleEnable: bool,
  lineLastPixel: bool,
  lineRectangular: bool,
  flatshadeFirst: bool,
  halfPixelCenter: bool,
  bottomEdgeRule: bool,
  rasterizerDiscard: bool,
  depthClipNear: bool,
  depthClipFar: bool,
  depthClamp: bool,
  clipHalfz: bool,
  clipPlaneEnable: bits((1 << PIPE_MAX_CLIP_PLANES) - 1, 'clip plane'),
  lineStippleFactor: int(0, 255),
  lineStipplePattern: int(0, 0xffff),
  spriteCoordEnable: int(0, U32),
  lineWidth: nonNegative,
  pointSize: nonNegative,
  offsetUnits: finite,
  offsetScale: finite,
  offsetClamp: finite,
  offsetUnitsUnscaled: bool,
});

/** pipe_sampler_state */
export const samplerStateSchema: Schema<PipeSamplerState> = struct<PipeSamplerState>({
  wrapS: wrap,
  wrapT: wrap,
  wrapR: wrap,
  minImgFilter: filter,
  minMipFilter: oneOf(PipeTexMipfilter, 'PipeTexMipfilter'),
  magImgFilter: filter,
  compareMode: oneOf(PipeTexCompare, 'PipeTexCompare'),
  compareFunc: func,
  normalizedCoords: bool,
  maxAnisotropy: int(0, 16),
  seamlessCubeMap: bool,
  lodBias: finite,
  minLod: finite,
  maxLod: finite,
  borderColor: tupleOf(finite, 4) as Schema<[number, number, number, number]>,
});

const streamOutputSchema: Schema<PipeStreamOutput> = refine(
  struct<PipeStreamOutput>({
    registerIndex: int(0, 255),
    startComponent: int(0, 3),
    numComponents: int(1, 4),
    outputBuffer: int(0, PIPE_MAX_SO_BUFFERS - 1),
    dstOffset: int(0, 0xffff),
    stream: int(0, 3),
  }),
  (output) =>
    output.startComponent + output.numComponents > 4
      ? `writes components ${output.startComponent}..${output.startComponent + output.numComponents - 1}, past w`
      : null,
);

/** A reference to an object the caller checks itself (resources and targets named by draw and grid info). */
const handle = leaf<never>(
  () => true,
  () => '',
  { code: () => 'true' },
);

const streamOutputInfoSchema = struct<PipeStreamOutputInfo>({
  stride: arrayOf(int(0, 0xffff), 0, PIPE_MAX_SO_BUFFERS),
  output: arrayOf(streamOutputSchema, 0, PIPE_MAX_SO_OUTPUTS),
});

/** pipe_shader_state (the IR and tokens are checked against the stage by the caller). */
export const shaderStateSchema: Schema<PipeShaderState> = struct<PipeShaderState>({
  type: oneOf(PipeShaderIr, 'PipeShaderIr'),
  tokens: opaque,
  streamOutput: nullable(streamOutputInfoSchema),
});

/** pipe_compute_state */
export const computeStateSchema: Schema<PipeComputeState> = struct<PipeComputeState>({
  irType: oneOf(PipeShaderIr, 'PipeShaderIr'),
  prog: opaque,
  reqLocalMem: int(0, I32_MAX),
  reqPrivateMem: int(0, I32_MAX),
  reqInputMem: int(0, I32_MAX),
});

/** pipe_vertex_element (the format is checked against the caps by the caller). */
export const vertexElementSchema: Schema<PipeVertexElement> = struct<PipeVertexElement>({
  srcOffset: int(0, I32_MAX),
  instanceDivisor: int(0, U32),
  vertexBufferIndex: int(0, PIPE_MAX_ATTRIBS - 1),
  srcFormat: int(0, I32_MAX) as Schema<PipeVertexElement['srcFormat']>,
});

/** The vertex element array of create_vertex_elements_state: 1..PIPE_MAX_ATTRIBS elements. */
export const vertexElementsSchema: Schema<PipeVertexElement[]> = arrayOf(
  vertexElementSchema,
  1,
  PIPE_MAX_ATTRIBS,
);

/** pipe_draw_info; the resources and targets it names are checked by the caller. */
export const drawInfoSchema: StructSchema<PipeDrawInfo> = struct<PipeDrawInfo>({
  indexed: bool,
  mode: oneOf(PipePrim, 'PipePrim'),
  start: int(0, U32),
  count: int(0, U32),
  startInstance: int(0, U32),
  instanceCount: int(0, U32),
  indexBias: int(I32_MIN, I32_MAX),
  minIndex: int(0, U32),
  maxIndex: int(0, U32),
  primitiveRestart: bool,
  restartIndex: int(0, U32),
  verticesPerPatch: int(0, 32),
  countFromStreamOutput: handle,
  indirect: handle,
  indirectOffset: int(0, I32_MAX),
});

/** pipe_grid_info; the indirect buffer is checked by the caller. */
export const gridInfoSchema: Schema<PipeGridInfo> = struct<PipeGridInfo>({
  pc: int(0, U32),
  input: leaf(
    (value) => value === null || value instanceof Uint8Array,
    () => 'must be a Uint8Array or null',
  ),
  workDim: int(1, 3),
  block: tupleOf(int(1, U32), 3) as Schema<[number, number, number]>,
  grid: tupleOf(int(1, U32), 3) as Schema<[number, number, number]>,
  indirect: handle,
  indirectOffset: int(0, I32_MAX),
});

export const blendColorSchema: Schema<PipeBlendColor> = struct<PipeBlendColor>({
  color: tupleOf(finite, 4) as Schema<[number, number, number, number]>,
});

export const stencilRefSchema: Schema<PipeStencilRef> = struct<PipeStencilRef>({
  refValue: tupleOf(int(0, 255), 2) as Schema<[number, number]>,
});

export const clipStateSchema: Schema<PipeClipState> = struct<PipeClipState>({
  ucp: arrayOf(tupleOf(finite, 4) as Schema<[number, number, number, number]>, 0, PIPE_MAX_CLIP_PLANES),
});

export const polyStippleSchema: Schema<PipePolyStipple> = struct<PipePolyStipple>({
  stipple: tupleOf(int(0, U32), 32),
});

const coord = int(0, MAX_FRAMEBUFFER_COORD);

/** pipe_scissor_state: min inclusive, max exclusive, min <= max. */
export const scissorStateSchema: Schema<PipeScissorState> = refine(
  struct<PipeScissorState>({ minx: coord, miny: coord, maxx: coord, maxy: coord }),
  (rect) =>
    rect.minx > rect.maxx || rect.miny > rect.maxy
      ? `min (${rect.minx}, ${rect.miny}) exceeds max (${rect.maxx}, ${rect.maxy})`
      : null,
);

export const viewportStateSchema: Schema<PipeViewportState> = struct<PipeViewportState>({
  scale: tupleOf(finite, 3) as Schema<[number, number, number]>,
  translate: tupleOf(finite, 3) as Schema<[number, number, number]>,
});
