// SOFT_CLASS_CAPS / NOOP_CAPS: the values callers rely on and the format-support rules.
import {
  PipeBind,
  PipeCap,
  PipeCapf,
  PipeComputeCap,
  PipeFormat,
  PipeShader,
  PipeShaderCap,
  PipeShaderIr,
  PipeTextureTarget,
} from '@gallium-ts/gallium-api';
import { describe, expect, it } from 'vitest';
import { createNoopScreen, NOOP_CAPS, SOFT_CLASS_CAPS, softClassFormatSupported } from '../src/index.js';

const T = PipeTextureTarget;
const F = PipeFormat;
const B = PipeBind;

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

  it('format support: textures of colour and depth formats, render targets, blending, vertex, index and display formats', () => {
    const ok = (format: number, target: number, bind: number, samples = 0) =>
      softClassFormatSupported(format as PipeFormat, target as PipeTextureTarget, samples, samples, bind);
    expect(ok(F.R8G8B8A8_UNORM, T.TEXTURE_2D, B.SAMPLER_VIEW | B.RENDER_TARGET | B.BLENDABLE)).toBe(true);
    expect(ok(F.R8G8B8A8_UNORM, T.TEXTURE_2D, B.RENDER_TARGET, 4)).toBe(false);
    expect(ok(F.R32G32B32A32_UINT, T.TEXTURE_2D, B.RENDER_TARGET)).toBe(true);
    expect(ok(F.R32G32B32A32_UINT, T.TEXTURE_2D, B.BLENDABLE)).toBe(false);
    expect(ok(F.R8G8B8_UNORM, T.TEXTURE_2D, B.SAMPLER_VIEW)).toBe(true);
    expect(ok(F.R8G8B8_UNORM, T.TEXTURE_2D, B.RENDER_TARGET)).toBe(false);
    expect(ok(F.R9G9B9E5_FLOAT, T.TEXTURE_2D, B.SAMPLER_VIEW)).toBe(true);
    expect(ok(F.R9G9B9E5_FLOAT, T.TEXTURE_2D, B.RENDER_TARGET)).toBe(false);
    expect(ok(F.Z24_UNORM_S8_UINT, T.TEXTURE_2D, B.DEPTH_STENCIL | B.SAMPLER_VIEW)).toBe(true);
    expect(ok(F.Z24_UNORM_S8_UINT, T.TEXTURE_3D, B.SAMPLER_VIEW)).toBe(false);
    expect(ok(F.Z24_UNORM_S8_UINT, T.TEXTURE_2D, B.RENDER_TARGET)).toBe(false);
    expect(ok(F.R8G8B8A8_UNORM, T.TEXTURE_2D, B.DEPTH_STENCIL)).toBe(false);
    expect(ok(F.I16_UINT, T.BUFFER, B.INDEX_BUFFER)).toBe(true);
    expect(ok(F.I16_UINT, T.TEXTURE_2D, 0)).toBe(false);
    expect(ok(F.R8G8B8A8_USCALED, T.BUFFER, B.VERTEX_BUFFER)).toBe(true);
    expect(ok(F.R8G8B8A8_USCALED, T.TEXTURE_2D, B.SAMPLER_VIEW)).toBe(false);
    expect(ok(F.R8G8B8A8_SRGB, T.BUFFER, B.VERTEX_BUFFER)).toBe(false);
    expect(ok(F.L8_UNORM, T.BUFFER, B.VERTEX_BUFFER)).toBe(false);
    expect(ok(F.R8G8B8X8_UNORM, T.BUFFER, B.VERTEX_BUFFER)).toBe(false);
    expect(ok(F.R32G32B32_FLOAT, T.BUFFER, B.VERTEX_BUFFER | B.SAMPLER_VIEW)).toBe(true);
    expect(ok(F.NONE, T.BUFFER, B.CONSTANT_BUFFER)).toBe(false);
    expect(ok(F.B8G8R8A8_UNORM, T.TEXTURE_2D, B.DISPLAY_TARGET | B.RENDER_TARGET)).toBe(true);
    expect(ok(F.R32_FLOAT, T.TEXTURE_2D, B.DISPLAY_TARGET)).toBe(false);
    expect(ok(F.B8G8R8A8_UNORM, T.TEXTURE_CUBE, B.DISPLAY_TARGET)).toBe(false);
    expect(ok(F.R8G8B8A8_UNORM, T.TEXTURE_2D, B.SHADER_IMAGE)).toBe(true);
    expect(ok(F.R32_UINT, T.BUFFER, B.SHADER_IMAGE | B.SHADER_BUFFER)).toBe(true);
    expect(ok(F.R8G8B8A8_SRGB, T.TEXTURE_2D, B.SHADER_IMAGE)).toBe(false);
    expect(ok(F.Z32_FLOAT, T.TEXTURE_2D, B.SHADER_IMAGE)).toBe(false);
    expect(ok(F.R8G8B8A8_UNORM, T.TEXTURE_2D, B.VERTEX_BUFFER)).toBe(false);
    expect(ok(9999, T.TEXTURE_2D, 0)).toBe(false);
  });
});
