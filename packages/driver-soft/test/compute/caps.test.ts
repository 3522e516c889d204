// driver-soft's caps say exactly what compute, shader buffers and images do, and driver-noop's
// SOFT_CLASS_CAPS equals them (both are gallium-api's CPU_DRIVER_CAPS; callers on noop take the paths
// they take on soft).

import { SOFT_CLASS_CAPS } from '@gallium-ts/driver-noop';
import {
  allFormats,
  PipeBind,
  PipeCap,
  PipeComputeCap,
  PipeFormat,
  PipeShader,
  PipeShaderCap,
  PipeShaderIr,
  PipeTextureTarget,
} from '@gallium-ts/gallium-api';
import { describe, expect, it } from 'vitest';
import { createSoftScreen, SOFT_CAPS_TABLE } from '../../src/index.js';

describe('compute caps', () => {
  it('report compute with blocks of 1024 threads, 32 KiB shared memory and no GLOBAL/PRIVATE/INPUT memory', () => {
    const screen = createSoftScreen();
    const compute = (cap: number) => screen.getComputeParam(PipeShaderIr.TGSI, cap);
    expect(screen.getParam(PipeCap.COMPUTE)).toBe(1);
    expect(compute(PipeComputeCap.GRID_DIMENSION)).toBe(3);
    expect(compute(PipeComputeCap.MAX_GRID_SIZE)).toEqual([65535, 65535, 65535]);
    expect(compute(PipeComputeCap.MAX_BLOCK_SIZE)).toEqual([1024, 1024, 64]);
    expect(compute(PipeComputeCap.MAX_THREADS_PER_BLOCK)).toBe(1024);
    expect(compute(PipeComputeCap.MAX_LOCAL_SIZE)).toBe(32768);
    for (const cap of [
      PipeComputeCap.MAX_GLOBAL_SIZE,
      PipeComputeCap.MAX_PRIVATE_SIZE,
      PipeComputeCap.MAX_INPUT_SIZE,
    ])
      expect(compute(cap)).toBe(0);
    for (const stage of [PipeShader.VERTEX, PipeShader.FRAGMENT, PipeShader.GEOMETRY, PipeShader.COMPUTE]) {
      expect(screen.getShaderParam(stage, PipeShaderCap.MAX_SHADER_BUFFERS)).toBe(16);
      expect(screen.getShaderParam(stage, PipeShaderCap.MAX_SHADER_IMAGES)).toBe(16);
      expect(screen.getShaderParam(stage, PipeShaderCap.SUPPORTED_IRS)).toBe(1 << PipeShaderIr.TGSI);
    }
    expect(screen.getShaderParam(PipeShader.COMPUTE, PipeShaderCap.MAX_HW_ATOMIC_COUNTERS)).toBe(0);
    screen.destroy();
  });

  it('shader images: plain non-sRGB colour formats in every target and in buffers', () => {
    const screen = createSoftScreen();
    const F = PipeFormat;
    const image = (format: PipeFormat, target: PipeTextureTarget) =>
      screen.isFormatSupported(format, target, 0, 0, PipeBind.SHADER_IMAGE);
    for (const target of Object.values(PipeTextureTarget)) {
      expect(image(F.R32_UINT, target)).toBe(true);
      expect(image(F.R8G8B8A8_UNORM, target)).toBe(true);
      expect(image(F.R16G16B16A16_FLOAT, target)).toBe(true);
    }
    expect(image(F.R8G8B8A8_SRGB, PipeTextureTarget.TEXTURE_2D)).toBe(false);
    expect(image(F.Z24_UNORM_S8_UINT, PipeTextureTarget.TEXTURE_2D)).toBe(false);
    expect(image(F.R9G9B9E5_FLOAT, PipeTextureTarget.TEXTURE_2D)).toBe(false);
    expect(screen.isFormatSupported(F.R8_UNORM, PipeTextureTarget.BUFFER, 0, 0, PipeBind.SHADER_BUFFER)).toBe(
      true,
    );
    screen.destroy();
  });

  it("equal driver-noop's SOFT_CLASS_CAPS: every cap, every stage, compute caps, and format support", () => {
    expect(SOFT_CLASS_CAPS.caps).toEqual(SOFT_CAPS_TABLE.caps);
    expect(SOFT_CLASS_CAPS.capsf).toEqual(SOFT_CAPS_TABLE.capsf);
    expect(SOFT_CLASS_CAPS.shaderCaps).toEqual(SOFT_CAPS_TABLE.shaderCaps);
    expect(SOFT_CLASS_CAPS.computeCaps).toEqual(SOFT_CAPS_TABLE.computeCaps);
    const binds = Object.values(PipeBind).filter((b) => b !== 0);
    for (const format of allFormats())
      for (const target of Object.values(PipeTextureTarget))
        for (const bind of binds) {
          const soft = SOFT_CAPS_TABLE.isFormatSupported(format, target, 0, 0, bind);
          expect(
            SOFT_CLASS_CAPS.isFormatSupported(format, target, 0, 0, bind),
            `${format} ${target} ${bind}`,
          ).toBe(soft);
        }
  });
});
