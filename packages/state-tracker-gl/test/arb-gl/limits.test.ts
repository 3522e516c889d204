// The ARB program limits a context reports: the front end's defaults, lowered to the driver's shader
// caps (a cap of 0 sets no bound) and to the context's texture units, lights and clip planes.
import { type PipeScreen, PipeShader, PipeShaderCap } from '@gallium-ts/gallium-api';
import { describe, expect, it } from 'vitest';
import { ARB_FRAGMENT_PROGRAM_LIMITS, ARB_VERTEX_PROGRAM_LIMITS } from '../../src/arb/index.js';
import { arbLimits } from '../../src/arb-gl/limits.js';
import type { GlLimits } from '../../src/context/limits.js';

/** A screen that answers only getShaderParam, from a table per stage. */
function screen(caps: Partial<Record<PipeShader, Partial<Record<PipeShaderCap, number>>>>): PipeScreen {
  return {
    getShaderParam: (stage: PipeShader, cap: PipeShaderCap) => caps[stage]?.[cap] ?? 0,
  } as unknown as PipeScreen;
}
const GL = { textureUnits: 8, lights: 8, clipPlanes: 8 } as GlLimits;

describe('arbLimits', () => {
  it('a driver without shader caps keeps the defaults', () => {
    const l = arbLimits(screen({}), GL);
    expect(l.vertex).toEqual({ ...ARB_VERTEX_PROGRAM_LIMITS, maxTextureImageUnits: 8 });
    expect(l.fragment).toEqual({ ...ARB_FRAGMENT_PROGRAM_LIMITS, maxTextureImageUnits: 8 });
    expect([l.programMatrices, l.programMatrixStackDepth]).toEqual([8, 4]);
  });

  it('smaller driver caps lower the limits of their stage only', () => {
    const l = arbLimits(
      screen({
        [PipeShader.FRAGMENT]: {
          [PipeShaderCap.MAX_CONST_BUFFER_SIZE]: 16384,
          [PipeShaderCap.MAX_TEMPS]: 32,
          [PipeShaderCap.MAX_INPUTS]: 10,
          [PipeShaderCap.MAX_TEX_INDIRECTIONS]: 4,
        },
        [PipeShader.VERTEX]: {
          [PipeShaderCap.MAX_CONST_BUFFER_SIZE]: 2048,
          [PipeShaderCap.MAX_INSTRUCTIONS]: 512,
        },
      }),
      { ...GL, textureUnits: 4, lights: 8, clipPlanes: 6 },
    );
    expect(l.fragment).toMatchObject({
      maxParameters: 1024,
      maxEnvParameters: 256,
      maxLocalParameters: 1024,
      maxTemporaries: 32,
      maxAttribs: 10,
      maxTexIndirections: 4,
      maxInstructions: 16384,
      maxTextureUnits: 4,
      maxTextureCoords: 4,
      maxTextureImageUnits: 4,
      maxClipPlanes: 6,
    });
    // 2048 bytes: 128 vec4s, which also bound the env and local parameters.
    expect(l.vertex).toMatchObject({
      maxParameters: 128,
      maxEnvParameters: 128,
      maxLocalParameters: 128,
      maxInstructions: 512,
      maxTemporaries: 4096,
    });
  });
});
