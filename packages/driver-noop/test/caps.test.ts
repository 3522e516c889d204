// SOFT_CLASS_CAPS / NOOP_CAPS: the values callers rely on, as a noop screen reports them. The format-support
// rules are gallium-api's (test/util-cpu-driver-caps.test.ts).
import {
  PipeCap,
  PipeCapf,
  PipeComputeCap,
  PipeShader,
  PipeShaderCap,
  PipeShaderIr,
} from '@gallium-ts/gallium-api';
import { describe, expect, it } from 'vitest';
import { createNoopScreen, NOOP_CAPS, SOFT_CLASS_CAPS } from '../src/index.js';

describe('SOFT_CLASS_CAPS', () => {
  it('reports the documented limits; unknown caps read 0', () => {
    const screen = createNoopScreen();
    expect(screen.getName()).toBe('noop');
    expect(screen.getParam(PipeCap.MAX_TEXTURE_2D_LEVELS)).toBe(13);
    expect(screen.getParam(PipeCap.MAX_TEXTURE_3D_LEVELS)).toBe(9);
    expect(screen.getParam(PipeCap.MAX_TEXTURE_ARRAY_LAYERS)).toBe(256);
    expect(screen.getParam(PipeCap.MAX_RENDER_TARGETS)).toBe(8);
    expect(screen.getParam(PipeCap.GLSL_FEATURE_LEVEL)).toBe(330);
    expect(screen.getParam(PipeCap.COMPUTE)).toBe(1);
    expect(screen.getParam(PipeCap.TEXTURE_MULTISAMPLE)).toBe(0);
    expect(screen.getParam(PipeCap.MIN_TEXEL_OFFSET)).toBe(-8);
    expect(screen.getParam(12345)).toBe(0);
    expect(screen.getParamf(PipeCapf.MAX_LINE_WIDTH)).toBe(255);
    expect(screen.getComputeParam(PipeShaderIr.TGSI, PipeComputeCap.GRID_DIMENSION)).toBe(3);
    expect(screen.getComputeParam(PipeShaderIr.TGSI, PipeComputeCap.MAX_BLOCK_SIZE)).toEqual([
      1024, 1024, 64,
    ]);
    for (const stage of [PipeShader.VERTEX, PipeShader.FRAGMENT, PipeShader.GEOMETRY, PipeShader.COMPUTE]) {
      expect(screen.getShaderParam(stage, PipeShaderCap.MAX_INSTRUCTIONS)).toBe(65536);
      expect(screen.getShaderParam(stage, PipeShaderCap.SUPPORTED_IRS)).toBe(1 << PipeShaderIr.TGSI);
      expect(screen.getShaderParam(stage, PipeShaderCap.MAX_SHADER_BUFFERS)).toBe(16);
      expect(screen.getShaderParam(stage, PipeShaderCap.MAX_SHADER_IMAGES)).toBe(16);
    }
    for (const stage of [PipeShader.TESS_CTRL, PipeShader.TESS_EVAL]) {
      expect(screen.getShaderParam(stage, PipeShaderCap.MAX_INSTRUCTIONS)).toBe(0);
    }
    expect(NOOP_CAPS.getParam(PipeCap.NPOT_TEXTURES)).toBe(SOFT_CLASS_CAPS.caps[PipeCap.NPOT_TEXTURES]);
    screen.destroy();
  });
});
