// The vertex attributes the fixed-function vertex program reads, numbered for FfpProgram.inputs.

/** Vertex attributes the fixed-function vertex program can read. */
export const FfpAttrib = {
  POSITION: 0,
  NORMAL: 1,
  COLOR0: 2,
  COLOR1: 3,
  FOG_COORD: 4,
  EDGEFLAG: 5,
  /** Texture coordinates of unit u are attribute TEXCOORD0 + u (u < FFP_MAX_TEXTURE_UNITS). */
  TEXCOORD0: 6,
} as const;
export type FfpAttrib = number;

/** Texture units the generator handles (GL_MAX_TEXTURE_UNITS of the state tracker). */
export const FFP_MAX_TEXTURE_UNITS = 8;
/** Lights the generator handles (GL_MAX_LIGHTS). */
export const FFP_MAX_LIGHTS = 8;
/** User clip planes the generator handles (GL_MAX_CLIP_PLANES): two CLIPDIST outputs of four. */
export const FFP_MAX_CLIP_PLANES = 8;
/**
 * GENERIC index of the back colour i (0 primary, 1 secondary) when the fragment program chooses the
 * face's colour itself (two-sided colour lowered): the first index after the texture coordinates.
 */
export const BACK_COLOR_GENERIC = FFP_MAX_TEXTURE_UNITS;
