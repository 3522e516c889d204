// Shaders driver-soft cannot run are refused when they are created, naming the cap that says so:
// framebuffer fetch (TGSI_FS_FBFETCH 0) and lookups with several texel offsets (TEXTURE_GATHER_OFFSETS 0:
// tgsi takes one offset per instruction). A lookup with one offset is accepted.
import { PipeCap, PipeUnsupportedError, tgsiShaderState } from '@gallium-ts/gallium-api';
import { parseTgsi } from '@gallium-ts/tgsi';
import { describe, expect, it } from 'vitest';
import { createSoftScreen } from '../../src/index.js';

const fs = (body: string) =>
  parseTgsi(`FRAG
DCL IN[0], GENERIC[0], PERSPECTIVE
DCL OUT[0], COLOR
DCL SAMP[0]
DCL SVIEW[0], 2D, FLOAT
DCL TEMP[0]
IMM[0] INT32 { 1, -1, 0, 0 }
  0: ${body}
  1: MOV OUT[0], TEMP[0]
  2: END
`);

describe('shaders refused at creation', () => {
  const screen = createSoftScreen();
  const ctx = screen.contextCreate();

  it('TG4 with four texel offsets: PipeUnsupportedError naming TEXTURE_GATHER_OFFSETS, which is 0', () => {
    expect(screen.getParam(PipeCap.TEXTURE_GATHER_OFFSETS)).toBe(0);
    const shader = fs(
      'TG4 TEMP[0], IN[0], IMM[0].zzzz, SAMP[0], 2D, IMM[0].xyz, IMM[0].yxz, IMM[0].xxz, IMM[0].yyz',
    );
    expect(() => ctx.createFsState(tgsiShaderState(shader))).toThrow(PipeUnsupportedError);
    expect(() => ctx.createFsState(tgsiShaderState(shader))).toThrow(
      /4 texel offsets.*TEXTURE_GATHER_OFFSETS is 0/,
    );
  });

  it('TG4 with one texel offset is accepted', () => {
    const shader = fs('TG4 TEMP[0], IN[0], IMM[0].zzzz, SAMP[0], 2D, IMM[0].xyz');
    ctx.deleteFsState(ctx.createFsState(tgsiShaderState(shader)));
  });

  it('FBFETCH: PipeUnsupportedError naming TGSI_FS_FBFETCH', () => {
    const shader = parseTgsi(`FRAG
DCL OUT[0], COLOR
DCL TEMP[0]
  0: FBFETCH TEMP[0], OUT[0]
  1: MOV OUT[0], TEMP[0]
  2: END
`);
    expect(() => ctx.createFsState(tgsiShaderState(shader))).toThrow(PipeUnsupportedError);
    expect(() => ctx.createFsState(tgsiShaderState(shader))).toThrow(/FBFETCH/);
  });
});
