// The implementation limits a program is checked against. The GL layer passes what it reports through
// glGetProgramivARB (GL_MAX_PROGRAM_*_ARB) and glGet (texture units, lights, clip planes, ...); the
// defaults are the values Mesa's state tracker reports for its CPU drivers (softpipe, llvmpipe).

export interface ArbProgramLimits {
  /** GL_MAX_PROGRAM_INSTRUCTIONS_ARB. */
  maxInstructions: number;
  /** GL_MAX_PROGRAM_ALU_INSTRUCTIONS_ARB (fragment programs). */
  maxAluInstructions: number;
  /** GL_MAX_PROGRAM_TEX_INSTRUCTIONS_ARB (fragment programs). */
  maxTexInstructions: number;
  /** GL_MAX_PROGRAM_TEX_INDIRECTIONS_ARB (fragment programs). */
  maxTexIndirections: number;
  /** GL_MAX_PROGRAM_TEMPORARIES_ARB. */
  maxTemporaries: number;
  /** GL_MAX_PROGRAM_PARAMETERS_ARB. */
  maxParameters: number;
  /** GL_MAX_PROGRAM_ATTRIBS_ARB. */
  maxAttribs: number;
  /** GL_MAX_PROGRAM_ADDRESS_REGISTERS_ARB (0 for fragment programs). */
  maxAddressRegisters: number;
  /** GL_MAX_PROGRAM_ENV_PARAMETERS_ARB. */
  maxEnvParameters: number;
  /** GL_MAX_PROGRAM_LOCAL_PARAMETERS_ARB. */
  maxLocalParameters: number;
  /** GL_MAX_TEXTURE_UNITS: units with texture environment and texgen state. */
  maxTextureUnits: number;
  /** GL_MAX_TEXTURE_COORDS_ARB: texture coordinate sets (vertex results, fragment attributes, texture matrices). */
  maxTextureCoords: number;
  /** GL_MAX_TEXTURE_IMAGE_UNITS_ARB: units a fragment program samples. */
  maxTextureImageUnits: number;
  /** GL_MAX_LIGHTS. */
  maxLights: number;
  /** GL_MAX_CLIP_PLANES. */
  maxClipPlanes: number;
  /** GL_MAX_PROGRAM_MATRICES_ARB. */
  maxProgramMatrices: number;
  /** GL_MAX_VERTEX_ATTRIBS_ARB. */
  maxVertexAttribs: number;
}

const SHARED = {
  maxInstructions: 16384,
  maxAluInstructions: 16384,
  maxTexInstructions: 16384,
  maxTexIndirections: 16384,
  maxTemporaries: 4096,
  maxParameters: 4096,
  maxEnvParameters: 256,
  maxLocalParameters: 4096,
  maxTextureUnits: 8,
  maxTextureCoords: 8,
  maxTextureImageUnits: 16,
  maxLights: 8,
  maxClipPlanes: 8,
  maxProgramMatrices: 8,
  maxVertexAttribs: 16,
} as const;

/** Limits of vertex programs (GL_VERTEX_PROGRAM_ARB). */
export const ARB_VERTEX_PROGRAM_LIMITS: Readonly<ArbProgramLimits> = Object.freeze({
  ...SHARED,
  maxAttribs: 16,
  maxAddressRegisters: 1,
});

/** Limits of fragment programs (GL_FRAGMENT_PROGRAM_ARB). */
export const ARB_FRAGMENT_PROGRAM_LIMITS: Readonly<ArbProgramLimits> = Object.freeze({
  ...SHARED,
  maxAttribs: 12,
  maxAddressRegisters: 0,
});
