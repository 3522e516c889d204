// State groups of a CSO context: one bit each for saveState/restoreState, and the names its bind
// counters use. Shader bits follow PipeShader order (VERTEX_SHADER + stage).

/** The state groups, in bit order. */
export const CSO_GROUPS = [
  'blend',
  'depthStencilAlpha',
  'rasterizer',
  'samplers',
  'vertexElements',
  'vertexShader',
  'fragmentShader',
  'geometryShader',
  'tessCtrlShader',
  'tessEvalShader',
  'computeShader',
  'samplerViews',
  'constantBuffers',
  'framebuffer',
  'viewport',
  'scissor',
  'stencilRef',
  'blendColor',
  'sampleMask',
  'minSamples',
  'clip',
  'polygonStipple',
  'vertexBuffers',
  'indexBuffer',
  'streamOutputs',
  'renderCondition',
] as const;

export type CsoGroup = (typeof CSO_GROUPS)[number];

/** Group index (= bit number) of each group. */
export const G = Object.fromEntries(CSO_GROUPS.map((name, i) => [name, i])) as Record<CsoGroup, number>;

/** CSO_BIT_*: state groups to save with `saveState(bits)`. Samplers, views and constant buffers cover every stage. */
export const CsoBit = {
  BLEND: 1 << G.blend,
  DEPTH_STENCIL_ALPHA: 1 << G.depthStencilAlpha,
  RASTERIZER: 1 << G.rasterizer,
  SAMPLERS: 1 << G.samplers,
  VERTEX_ELEMENTS: 1 << G.vertexElements,
  VERTEX_SHADER: 1 << G.vertexShader,
  FRAGMENT_SHADER: 1 << G.fragmentShader,
  GEOMETRY_SHADER: 1 << G.geometryShader,
  TESS_CTRL_SHADER: 1 << G.tessCtrlShader,
  TESS_EVAL_SHADER: 1 << G.tessEvalShader,
  COMPUTE_SHADER: 1 << G.computeShader,
  SAMPLER_VIEWS: 1 << G.samplerViews,
  CONSTANT_BUFFERS: 1 << G.constantBuffers,
  FRAMEBUFFER: 1 << G.framebuffer,
  VIEWPORT: 1 << G.viewport,
  SCISSOR: 1 << G.scissor,
  STENCIL_REF: 1 << G.stencilRef,
  BLEND_COLOR: 1 << G.blendColor,
  SAMPLE_MASK: 1 << G.sampleMask,
  MIN_SAMPLES: 1 << G.minSamples,
  CLIP: 1 << G.clip,
  POLYGON_STIPPLE: 1 << G.polygonStipple,
  VERTEX_BUFFERS: 1 << G.vertexBuffers,
  INDEX_BUFFER: 1 << G.indexBuffer,
  STREAM_OUTPUTS: 1 << G.streamOutputs,
  RENDER_CONDITION: 1 << G.renderCondition,
  /** Every group. */
  ALL: (1 << CSO_GROUPS.length) - 1,
} as const;
