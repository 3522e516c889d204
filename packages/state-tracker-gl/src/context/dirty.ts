// Dirty flags: which derived pipe state must be rebuilt before the next draw. Setters mark them; the draw
// path rebuilds only what is marked, so a draw after no state change costs no state work.
export const Dirty = {
  RASTERIZER: 1 << 0,
  DEPTH_STENCIL_ALPHA: 1 << 1,
  BLEND: 1 << 2,
  VIEWPORT: 1 << 3,
  SCISSOR: 1 << 4,
  /** FixedFunctionState changed: ask for the program again and rewrite its constants. */
  PROGRAM: 1 << 5,
  /** Texture bindings, texture objects or sampler parameters changed. */
  TEXTURES: 1 << 6,
  STENCIL_REF: 1 << 7,
  BLEND_COLOR: 1 << 8,
  POLYGON_STIPPLE: 1 << 9,
  FRAMEBUFFER: 1 << 10,
  ALL: (1 << 11) - 1,
} as const;
