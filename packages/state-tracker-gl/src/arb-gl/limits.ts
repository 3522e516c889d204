// The limits a context reports for ARB programs (glGetProgramivARB's GL_MAX_PROGRAM_*_ARB and their
// GL_MAX_PROGRAM_NATIVE_* twins, GL_MAX_PROGRAM_MATRICES_ARB, ...), and so the limits compileArbProgram
// checks a program against. They are the front end's defaults (Mesa's values for its CPU drivers),
// lowered to what the driver's shader stage takes, and to the texture units, lights and clip planes this
// context has. As in Mesa's state tracker, a native limit equals the API limit: the TGSI shader is what
// the driver runs.
import { type PipeScreen, PipeShader, PipeShaderCap } from '@gallium-ts/gallium-api';
import {
  ARB_FRAGMENT_PROGRAM_LIMITS,
  ARB_VERTEX_PROGRAM_LIMITS,
  type ArbProgramLimits,
} from '../arb/index.js';
import type { GlLimits } from '../context/limits.js';

export interface ArbGlLimits {
  vertex: Readonly<ArbProgramLimits>;
  fragment: Readonly<ArbProgramLimits>;
  /** GL_MAX_PROGRAM_MATRICES_ARB (the specification asks for 8 to 32). */
  programMatrices: number;
  /** GL_MAX_PROGRAM_MATRIX_STACK_DEPTH_ARB (Mesa's value). */
  programMatrixStackDepth: number;
}

/** The ARB program limits of a context on `screen` whose other limits are `gl`. */
export function arbLimits(screen: PipeScreen, gl: GlLimits): ArbGlLimits {
  return {
    vertex: stageLimits(screen, PipeShader.VERTEX, ARB_VERTEX_PROGRAM_LIMITS, gl),
    fragment: stageLimits(screen, PipeShader.FRAGMENT, ARB_FRAGMENT_PROGRAM_LIMITS, gl),
    programMatrices: ARB_VERTEX_PROGRAM_LIMITS.maxProgramMatrices,
    programMatrixStackDepth: 4,
  };
}

function stageLimits(
  screen: PipeScreen,
  stage: PipeShader,
  defaults: Readonly<ArbProgramLimits>,
  gl: GlLimits,
): Readonly<ArbProgramLimits> {
  // A cap the driver leaves at 0 sets no bound.
  const cap = (c: PipeShaderCap, value: number) => {
    const driver = screen.getShaderParam(stage, c);
    return driver > 0 ? Math.min(value, driver) : value;
  };
  const maxParameters = cap(PipeShaderCap.MAX_CONST_BUFFER_SIZE, defaults.maxParameters * 16) / 16;
  // Texture coordinate sets and image units are the context's texture units: the vertex layout carries
  // one set per unit and a texture binds to a unit below GL_MAX_TEXTURE_UNITS.
  const units = Math.min(defaults.maxTextureUnits, gl.textureUnits);
  return Object.freeze({
    ...defaults,
    maxInstructions: cap(PipeShaderCap.MAX_INSTRUCTIONS, defaults.maxInstructions),
    maxAluInstructions: cap(PipeShaderCap.MAX_ALU_INSTRUCTIONS, defaults.maxAluInstructions),
    maxTexInstructions: cap(PipeShaderCap.MAX_TEX_INSTRUCTIONS, defaults.maxTexInstructions),
    maxTexIndirections: cap(PipeShaderCap.MAX_TEX_INDIRECTIONS, defaults.maxTexIndirections),
    maxTemporaries: cap(PipeShaderCap.MAX_TEMPS, defaults.maxTemporaries),
    maxParameters: Math.floor(maxParameters),
    maxEnvParameters: Math.min(defaults.maxEnvParameters, Math.floor(maxParameters)),
    maxLocalParameters: Math.min(defaults.maxLocalParameters, Math.floor(maxParameters)),
    maxAttribs: cap(PipeShaderCap.MAX_INPUTS, defaults.maxAttribs),
    maxTextureUnits: units,
    maxTextureCoords: Math.min(defaults.maxTextureCoords, gl.textureUnits),
    maxTextureImageUnits: Math.min(defaults.maxTextureImageUnits, gl.textureUnits),
    maxLights: Math.min(defaults.maxLights, gl.lights),
    maxClipPlanes: Math.min(defaults.maxClipPlanes, gl.clipPlanes),
  });
}
