// CPU_DRIVER_CAPS' format support (cpuDriverFormatSupported): which formats the CPU drivers sample, render,
// blend, fetch, present and use as shader images.
import { describe, expect, it } from 'vitest';
import { PipeBind, PipeTextureTarget } from '../src/enums.js';
import { PipeFormat } from '../src/format/format-enum.js';
import { CPU_DRIVER_CAPS } from '../src/util/cpu-driver-caps.js';
import { cpuDriverFormatSupported } from '../src/util/cpu-format-support.js';

const T = PipeTextureTarget;
const F = PipeFormat;
const B = PipeBind;

describe('cpuDriverFormatSupported', () => {
  it('format support: textures of colour and depth formats, render targets, blending, vertex, index and display formats', () => {
    const ok = (format: number, target: number, bind: number, samples = 0) =>
      cpuDriverFormatSupported(format as PipeFormat, target as PipeTextureTarget, samples, samples, bind);
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

  it('is the format support of CPU_DRIVER_CAPS', () => {
    expect(CPU_DRIVER_CAPS.isFormatSupported).toBe(cpuDriverFormatSupported);
  });
});
