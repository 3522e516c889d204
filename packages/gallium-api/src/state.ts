// Plain-data state structs taken by PipeContext methods (p_state.h in Mesa). Field names are the
// camelCase of Gallium's; every struct is a template the caller owns: drivers and the CSO cache copy
// what they keep.
import type {
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
  PipeSwizzle,
  PipeTexCompare,
  PipeTexFilter,
  PipeTexMipfilter,
  PipeTextureTarget,
  PipeTexWrap,
  PipeUsage,
} from './enums.js';
import type { PipeFormat } from './format/format-enum.js';
import type { PipeQueryObject, PipeResource, PipeSurface } from './objects.js';

/** pipe_resource: the template of resource_create. */
export interface PipeResourceTemplate {
  target: PipeTextureTarget;
  format: PipeFormat;
  /** Width in pixels, or size in bytes for buffers. */
  width0: number;
  height0: number;
  /** Depth of level 0 of a 3D texture; 1 otherwise. */
  depth0: number;
  /** Layers of array textures (6 for cube, 6·n for cube arrays); 1 otherwise. */
  arraySize: number;
  lastLevel: number;
  /** 0 or 1 for single-sampled resources. */
  nrSamples: number;
  usage: PipeUsage;
  /** PipeBind flags. */
  bind: number;
  /** PipeResourceFlag flags. */
  flags: number;
}

/** pipe_box: a region of a resource level. For arrays and cubes z/depth select layers or faces. */
export interface PipeBox {
  x: number;
  y: number;
  z: number;
  width: number;
  height: number;
  depth: number;
}

/** pipe_rt_blend_state: blending of one render target. */
export interface PipeRtBlendState {
  blendEnable: boolean;
  rgbFunc: PipeBlend;
  rgbSrcFactor: PipeBlendFactor;
  rgbDstFactor: PipeBlendFactor;
  alphaFunc: PipeBlend;
  alphaSrcFactor: PipeBlendFactor;
  alphaDstFactor: PipeBlendFactor;
  /** PipeMask.R|G|B|A bits that are written. */
  colormask: number;
}

/** pipe_blend_state. Only rt[0] matters unless independentBlendEnable is set. */
export interface PipeBlendState {
  independentBlendEnable: boolean;
  logicopEnable: boolean;
  logicopFunc: PipeLogicop;
  dither: boolean;
  alphaToCoverage: boolean;
  alphaToOne: boolean;
  /** Exactly PIPE_MAX_COLOR_BUFS entries. */
  rt: PipeRtBlendState[];
}

/** pipe_depth_state */
export interface PipeDepthState {
  enabled: boolean;
  writemask: boolean;
  func: PipeFunc;
  boundsTest: boolean;
  boundsMin: number;
  boundsMax: number;
}

/** pipe_stencil_state (one face). */
export interface PipeStencilState {
  enabled: boolean;
  func: PipeFunc;
  failOp: PipeStencilOp;
  zpassOp: PipeStencilOp;
  zfailOp: PipeStencilOp;
  valuemask: number;
  writemask: number;
}

/** pipe_alpha_state */
export interface PipeAlphaState {
  enabled: boolean;
  func: PipeFunc;
  refValue: number;
}

/** pipe_depth_stencil_alpha_state. stencil[0] is the front face, stencil[1] the back face. */
export interface PipeDepthStencilAlphaState {
  depth: PipeDepthState;
  stencil: [PipeStencilState, PipeStencilState];
  alpha: PipeAlphaState;
}

/** pipe_rasterizer_state */
export interface PipeRasterizerState {
  flatshade: boolean;
  lightTwoside: boolean;
  clampVertexColor: boolean;
  clampFragmentColor: boolean;
  frontCcw: boolean;
  /** PipeFace: faces to cull. */
  cullFace: PipeFace;
  fillFront: PipePolygonMode;
  fillBack: PipePolygonMode;
  offsetPoint: boolean;
  offsetLine: boolean;
  offsetTri: boolean;
  scissor: boolean;
  polySmooth: boolean;
  polyStipple: boolean;
  pointSmooth: boolean;
  spriteCoordMode: PipeSpriteCoord;
  pointQuadRasterization: boolean;
  pointSizePerVertex: boolean;
  multisample: boolean;
  lineSmooth: boolean;
  lineStippleEnable: boolean;
  lineLastPixel: boolean;
  /** Wide lines are rectangles (width across the line) instead of GL's parallelograms (width along the minor axis). */
  lineRectangular: boolean;
  /** Provoking vertex is the first one (D3D) instead of the last (GL). */
  flatshadeFirst: boolean;
  halfPixelCenter: boolean;
  bottomEdgeRule: boolean;
  rasterizerDiscard: boolean;
  /** Clip against the near plane (z = -w, or 0 with clipHalfz); false needs DEPTH_CLIP_DISABLE. */
  depthClipNear: boolean;
  /** Clip against the far plane (z = w); differing from depthClipNear needs DEPTH_CLIP_DISABLE_SEPARATE. */
  depthClipFar: boolean;
  /** Clamp each fragment's depth to the viewport's depth range before the depth test (DEPTH_CLAMP_ENABLE). */
  depthClamp: boolean;
  clipHalfz: boolean;
  /** Bit i enables user clip plane i. */
  clipPlaneEnable: number;
  lineStippleFactor: number;
  lineStipplePattern: number;
  /** Bit i replaces GENERIC[i] with point sprite coordinates. */
  spriteCoordEnable: number;
  lineWidth: number;
  pointSize: number;
  offsetUnits: number;
  offsetScale: number;
  offsetClamp: number;
  offsetUnitsUnscaled: boolean;
}

/** pipe_sampler_state */
export interface PipeSamplerState {
  wrapS: PipeTexWrap;
  wrapT: PipeTexWrap;
  wrapR: PipeTexWrap;
  minImgFilter: PipeTexFilter;
  minMipFilter: PipeTexMipfilter;
  magImgFilter: PipeTexFilter;
  compareMode: PipeTexCompare;
  compareFunc: PipeFunc;
  normalizedCoords: boolean;
  maxAnisotropy: number;
  seamlessCubeMap: boolean;
  lodBias: number;
  minLod: number;
  maxLod: number;
  /** Border colour; read as floats, or as raw integers when the view's format is pure integer. */
  borderColor: [number, number, number, number];
}

/** pipe_stream_output: one output written to a stream-output buffer. */
export interface PipeStreamOutput {
  registerIndex: number;
  startComponent: number;
  numComponents: number;
  outputBuffer: number;
  /** Offset in dwords within the vertex in that buffer. */
  dstOffset: number;
  stream: number;
}

/** pipe_stream_output_info */
export interface PipeStreamOutputInfo {
  /** Vertex stride in dwords per buffer (PIPE_MAX_SO_BUFFERS entries). */
  stride: number[];
  output: PipeStreamOutput[];
}

/**
 * pipe_shader_state. `tokens` holds the shader in the form `type` names; for TGSI that is a
 * `TgsiShader` object from `@gallium-ts/tgsi`.
 */
export interface PipeShaderState {
  type: PipeShaderIr;
  tokens: unknown;
  streamOutput: PipeStreamOutputInfo | null;
}

/** pipe_compute_state */
export interface PipeComputeState {
  irType: PipeShaderIr;
  prog: unknown;
  /** Bytes of shared (LOCAL) memory per block. */
  reqLocalMem: number;
  reqPrivateMem: number;
  reqInputMem: number;
}

/** pipe_vertex_element */
export interface PipeVertexElement {
  srcOffset: number;
  /** 0 = per-vertex data; n = advance once every n instances. */
  instanceDivisor: number;
  vertexBufferIndex: number;
  srcFormat: PipeFormat;
}

/** pipe_vertex_buffer: a buffer resource or a user array (exactly one of them, or neither to unbind). */
export interface PipeVertexBuffer {
  stride: number;
  bufferOffset: number;
  buffer: PipeResource | null;
  userBuffer: ArrayBufferView | null;
}

/** pipe_index_buffer (set_index_buffer). */
export interface PipeIndexBuffer {
  /** 1, 2 or 4 bytes per index. */
  indexSize: 1 | 2 | 4;
  offset: number;
  buffer: PipeResource | null;
  userBuffer: ArrayBufferView | null;
}

/** pipe_constant_buffer */
export interface PipeConstantBuffer {
  buffer: PipeResource | null;
  bufferOffset: number;
  bufferSize: number;
  userBuffer: ArrayBufferView | null;
}

/** pipe_shader_buffer */
export interface PipeShaderBuffer {
  buffer: PipeResource | null;
  bufferOffset: number;
  bufferSize: number;
}

/** pipe_image_view */
export interface PipeImageView {
  resource: PipeResource | null;
  format: PipeFormat;
  /** PipeImageAccess bits. */
  access: number;
  /** Textures: level and layer range. */
  level: number;
  firstLayer: number;
  lastLayer: number;
  /** Buffers: byte range. */
  offset: number;
  size: number;
}

/** pipe_framebuffer_state */
export interface PipeFramebufferState {
  width: number;
  height: number;
  /** Samples and layers of a framebuffer without attachments. */
  samples: number;
  layers: number;
  nrCbufs: number;
  cbufs: (PipeSurface | null)[];
  zsbuf: PipeSurface | null;
}

/** pipe_viewport_state: window = ndc * scale + translate. */
export interface PipeViewportState {
  scale: [number, number, number];
  translate: [number, number, number];
}

/** pipe_scissor_state: minx/miny inclusive, maxx/maxy exclusive. */
export interface PipeScissorState {
  minx: number;
  miny: number;
  maxx: number;
  maxy: number;
}

/** pipe_clip_state: user clip planes in clip space. */
export interface PipeClipState {
  ucp: [number, number, number, number][];
}

/** pipe_poly_stipple: 32 rows of 32 bits, bottom row first. */
export interface PipePolyStipple {
  stipple: number[];
}

/** pipe_stencil_ref: front and back reference values. */
export interface PipeStencilRef {
  refValue: [number, number];
}

/** pipe_blend_color */
export interface PipeBlendColor {
  color: [number, number, number, number];
}

/** pipe_sampler_view template (create_sampler_view). */
export interface PipeSamplerViewTemplate {
  format: PipeFormat;
  target: PipeTextureTarget;
  /** Textures: level and layer range. */
  firstLevel: number;
  lastLevel: number;
  firstLayer: number;
  lastLayer: number;
  /** Buffers: byte range. */
  bufferOffset: number;
  bufferSize: number;
  swizzleR: PipeSwizzle;
  swizzleG: PipeSwizzle;
  swizzleB: PipeSwizzle;
  swizzleA: PipeSwizzle;
}

/** pipe_surface template (create_surface). */
export interface PipeSurfaceTemplate {
  format: PipeFormat;
  level: number;
  firstLayer: number;
  lastLayer: number;
}

/** pipe_draw_info (draw_vbo). */
export interface PipeDrawInfo {
  /** Fetch indices from the bound index buffer. */
  indexed: boolean;
  mode: PipePrim;
  start: number;
  count: number;
  startInstance: number;
  instanceCount: number;
  /** Added to every index after the restart comparison. */
  indexBias: number;
  minIndex: number;
  maxIndex: number;
  primitiveRestart: boolean;
  restartIndex: number;
  /** Vertices per patch for PATCHES. */
  verticesPerPatch: number;
  /** Draw as many vertices as this stream-output target holds (draw_auto), or null. */
  countFromStreamOutput: PipeStreamOutputTargetRef | null;
  /** Indirect draw parameters, or null. */
  indirect: PipeResource | null;
  indirectOffset: number;
}

/** A stream-output target handle as seen by draw info (opaque; created by the context). */
export interface PipeStreamOutputTargetRef {
  readonly buffer: PipeResource;
  readonly bufferOffset: number;
  readonly bufferSize: number;
}

/** pipe_blit_info: one side of a blit. */
export interface PipeBlitSide {
  resource: PipeResource;
  level: number;
  box: PipeBox;
  format: PipeFormat;
}

/** pipe_blit_info */
export interface PipeBlitInfo {
  dst: PipeBlitSide;
  src: PipeBlitSide;
  /** PipeMask bits: RGBA for colour formats, Z and/or S for depth/stencil formats. */
  mask: number;
  filter: PipeTexFilter;
  scissorEnable: boolean;
  scissor: PipeScissorState;
  /** Whether the destination is written only inside (true) or only outside (false) the rectangles. */
  windowRectangleInclude: boolean;
  /** Up to PIPE_CAP_MAX_WINDOW_RECTANGLES rectangles; none with `windowRectangleInclude` false = no restriction. */
  windowRectangles: PipeScissorState[];
  renderConditionEnable: boolean;
  /** dst.rgb = src.rgb × src.a + dst.rgb × (1 − src.a) instead of a copy. */
  alphaBlend: boolean;
}

/** pipe_grid_info (launch_grid). */
export interface PipeGridInfo {
  /** Entry point (program counter) of the kernel, 0 for TGSI. */
  pc: number;
  /** Contents of the INPUT memory space. */
  input: Uint8Array | null;
  workDim: number;
  block: [number, number, number];
  grid: [number, number, number];
  indirect: PipeResource | null;
  indirectOffset: number;
}

/** pipe_query_result: the shape depends on the query type. 64-bit integers are bigints. */
export type PipeQueryResult =
  | { kind: 'boolean'; value: boolean }
  | { kind: 'u64'; value: bigint }
  | { kind: 'soStatistics'; numPrimitivesWritten: bigint; primitivesStorageNeeded: bigint }
  | { kind: 'timestampDisjoint'; frequency: bigint; disjoint: boolean }
  | { kind: 'pipelineStatistics'; value: PipeQueryPipelineStatistics };

/** pipe_query_data_pipeline_statistics */
export interface PipeQueryPipelineStatistics {
  iaVertices: bigint;
  iaPrimitives: bigint;
  vsInvocations: bigint;
  gsInvocations: bigint;
  gsPrimitives: bigint;
  cInvocations: bigint;
  cPrimitives: bigint;
  psInvocations: bigint;
  hsInvocations: bigint;
  dsInvocations: bigint;
  csInvocations: bigint;
}

/** pipe_debug_callback: receives driver messages (KHR_debug-style). */
export interface PipeDebugCallback {
  debugMessage(id: number, type: number, message: string): void;
}

/** pipe_device_reset_callback */
export interface PipeDeviceResetCallback {
  reset(status: number): void;
}

/** Render condition currently set on a context, as recorded by render_condition. */
export interface PipeRenderConditionState {
  query: PipeQueryObject | null;
  condition: boolean;
  mode: number;
}
