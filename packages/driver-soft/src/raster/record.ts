// The setup record of one primitive, as the scene stores it (Float64Array entries from `offset`): what
// it is, which fragment state draws it, its pixel bounds, how its coverage is found, and the plane
// equations (value = A·x + B·y + C at a pixel's sample position) of depth, 1/w and every channel of
// every fragment-shader input. Perspective-correct inputs store planes of value/w, divided per pixel by
// the 1/w plane.
export const Rec = {
  /** PrimKind. */
  KIND: 0,
  /** Index of the fragment state in the scene. */
  STATE: 1,
  /** 1 front-facing, 0 back-facing. */
  FRONT: 2,
  PRIM_ID: 3,
  LAYER: 4,
  /** Inclusive pixel bounds, inside the scissor and the framebuffer. */
  MIN_X: 5,
  MIN_Y: 6,
  MAX_X: 7,
  MAX_Y: 8,
  /**
   * Triangles: three edge functions a·x + b·y + c ≥ 0 over pixel coordinates (9 entries). Lines: the
   * range of line pixels. Smooth lines: centre x, y, unit direction x, y, half length, half width.
   * Smooth points: centre x, y, radius.
   */
  EDGES: 9,
  Z: 18,
  W: 21,
  /** The depth range of the primitive's viewport (depth_clamp clamps to it). */
  ZMIN: 24,
  ZMAX: 25,
  /** Three entries per fragment-shader input channel (register · 4 + channel). */
  ATTRIBS: 26,
} as const;

/**
 * What a record rasterizes as: polygons (triangles polygon stipple applies to), one-pixel lines,
 * aliased points, triangles of wide lines and points (edge-tested, never stippled), and smooth lines
 * and points (coverage from the distance to the primitive, into alpha).
 */
export const PrimKind = { TRIANGLE: 0, LINE: 1, POINT: 2, WIDE: 3, SMOOTH_LINE: 4, SMOOTH_POINT: 5 } as const;

/** Entries of a record for a fragment shader with `inputRegisters` input registers. */
export function recordSize(inputRegisters: number): number {
  return Rec.ATTRIBS + inputRegisters * 12;
}
