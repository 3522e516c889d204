// createNoopScreen({ wrap }): caps and format support mirror the wrapped screen (like Mesa's noop
// wrapping a real screen), and argument validation follows them; the loader passes `wrap` through.
import {
  createScreen,
  PipeBind,
  PipeCap,
  PipeError,
  PipeFormat,
  PipeShader,
  PipeShaderCap,
  PipeTextureTarget,
  registerDriver,
  resourceTemplate,
  unregisterDriver,
} from '@gallium-ts/gallium-api';
import { capsFromTable } from '@gallium-ts/gallium-api/util';
import { describe, expect, it } from 'vitest';
import { createNoopScreen, driver, type NoopScreen, SOFT_CLASS_CAPS } from '../src/index.js';

/** A small screen: 2D textures up to 8×8 of RGBA8 only, vertex and fragment shaders. */
function tinyScreen(): NoopScreen {
  return createNoopScreen({
    caps: capsFromTable({
      caps: { [PipeCap.MAX_TEXTURE_2D_LEVELS]: 4, [PipeCap.MAX_RENDER_TARGETS]: 1 },
      capsf: {},
      shaderCaps: [
        { [PipeShaderCap.MAX_INSTRUCTIONS]: 100, [PipeShaderCap.SUPPORTED_IRS]: 1 },
        { [PipeShaderCap.MAX_INSTRUCTIONS]: 100 },
      ],
      computeCaps: {},
      isFormatSupported: (format, target) =>
        format === PipeFormat.R8G8B8A8_UNORM && target === PipeTextureTarget.TEXTURE_2D,
    }),
  });
}

describe('createNoopScreen({ wrap })', () => {
  it("mirrors the wrapped screen's name, caps and format support", () => {
    const inner = tinyScreen();
    const outer = createNoopScreen({ wrap: inner });
    expect(outer.getName()).toBe('noop (noop)');
    expect(outer.getVendor()).toBe(inner.getVendor());
    expect(outer.getParam(PipeCap.MAX_TEXTURE_2D_LEVELS)).toBe(4);
    expect(outer.getParam(PipeCap.MAX_TEXTURE_3D_LEVELS)).toBe(0);
    expect(outer.getShaderParam(PipeShader.GEOMETRY, PipeShaderCap.MAX_INSTRUCTIONS)).toBe(0);
    expect(
      outer.isFormatSupported(
        PipeFormat.R8G8B8A8_UNORM,
        PipeTextureTarget.TEXTURE_2D,
        0,
        0,
        PipeBind.SAMPLER_VIEW,
      ),
    ).toBe(true);
    expect(outer.isFormatSupported(PipeFormat.R8_UNORM, PipeTextureTarget.TEXTURE_2D, 0, 0, 0)).toBe(false);
    expect(outer.wrapped).toBe(inner);
    outer.destroy();
    inner.destroy();
  });

  it('validates against the mirrored caps', () => {
    const outer = createNoopScreen({ wrap: tinyScreen() });
    const ok = outer.resourceCreate(resourceTemplate({ width0: 8, height0: 8, lastLevel: 3 }));
    expect(() => outer.resourceCreate(resourceTemplate({ width0: 16, height0: 8 }))).toThrow(
      /width0 16 exceeds/,
    );
    expect(() => outer.resourceCreate(resourceTemplate({ format: PipeFormat.R8_UNORM }))).toThrow(
      /not supported/,
    );
    expect(() => outer.resourceCreate(resourceTemplate({ target: PipeTextureTarget.TEXTURE_3D }))).toThrow(
      /not supported/,
    );
    const ctx = outer.contextCreate();
    expect(() =>
      ctx.createGsState({
        type: 0,
        tokens: { processor: 2, declarations: [], instructions: [] },
        streamOutput: null,
      }),
    ).toThrow(/GEOMETRY shaders are not supported/);
    ctx.destroy();
    outer.resourceDestroy(ok);
    outer.destroy();
  });

  it('refuses a wrap that is not a screen, or wrap together with caps', () => {
    expect(() => createNoopScreen({ wrap: {} as never })).toThrow(PipeError);
    expect(() =>
      createNoopScreen({ wrap: createNoopScreen(), caps: capsFromTable(SOFT_CLASS_CAPS) }),
    ).toThrow(/either/);
  });

  it('loads through the driver loader, with options passed to createNoopScreen', async () => {
    expect(driver.name).toBe('noop');
    const plain = await createScreen({ driver: 'noop' });
    expect(plain.getName()).toBe('noop');
    expect(plain.constructor.name).toBe('NoopScreen');
    plain.destroy();
    registerDriver('noop-test', driver.createScreen);
    const inner = tinyScreen();
    const wrapped = await createScreen({ driver: 'noop-test', wrap: inner });
    expect(wrapped.getParam(PipeCap.MAX_TEXTURE_2D_LEVELS)).toBe(4);
    unregisterDriver('noop-test');
    wrapped.destroy();
    inner.destroy();
  });
});
