// Dirty bits: which groups of bound state changed since the driver last looked. The validating layer
// sets a bit whenever a bind or set_* really changes something (binding the object already bound does
// not); a driver reads `bound.dirty` when it draws, rebuilds what depends on the set bits, and clears
// them — so derived state is rebuilt only when something changed.
export const PipeDirty = {
  BLEND: 1 << 0,
  DEPTH_STENCIL_ALPHA: 1 << 1,
  RASTERIZER: 1 << 2,
  VS: 1 << 3,
  FS: 1 << 4,
  GS: 1 << 5,
  TCS: 1 << 6,
  TES: 1 << 7,
  COMPUTE: 1 << 8,
  VERTEX_ELEMENTS: 1 << 9,
  SAMPLERS: 1 << 10,
  SAMPLER_VIEWS: 1 << 11,
  CONSTANT_BUFFERS: 1 << 12,
  SHADER_BUFFERS: 1 << 13,
  SHADER_IMAGES: 1 << 14,
  VERTEX_BUFFERS: 1 << 15,
  INDEX_BUFFER: 1 << 16,
  FRAMEBUFFER: 1 << 17,
  VIEWPORT: 1 << 18,
  SCISSOR: 1 << 19,
  WINDOW_RECTANGLES: 1 << 20,
  CLIP: 1 << 21,
  BLEND_COLOR: 1 << 22,
  STENCIL_REF: 1 << 23,
  SAMPLE_MASK: 1 << 24,
  MIN_SAMPLES: 1 << 25,
  POLYGON_STIPPLE: 1 << 26,
  STREAM_OUTPUT: 1 << 27,
  TESS_STATE: 1 << 28,
  RENDER_CONDITION: 1 << 29,
  COMPUTE_RESOURCES: 1 << 30,
  /** Every bit. */
  ALL: 0x7fffffff,
} as const;

/** The dirty bit of each CSO kind bound one at a time. */
export const CSO_DIRTY = {
  blend: PipeDirty.BLEND,
  depthStencilAlpha: PipeDirty.DEPTH_STENCIL_ALPHA,
  rasterizer: PipeDirty.RASTERIZER,
  vs: PipeDirty.VS,
  fs: PipeDirty.FS,
  gs: PipeDirty.GS,
  tcs: PipeDirty.TCS,
  tes: PipeDirty.TES,
  compute: PipeDirty.COMPUTE,
  vertexElements: PipeDirty.VERTEX_ELEMENTS,
} as const;
