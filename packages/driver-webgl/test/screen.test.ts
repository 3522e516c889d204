// The screen: the three ways to open it (a context, a canvas, Node's `gl`), the loader's `webgl`
// driver, caps that say what the `gl` context can do, and context loss — reported by
// get_device_reset_status and the reset callback, after which every call is a PipeError.
import {
  createScreen,
  drawInfo,
  PipeBind,
  PipeCap,
  PipeDriverError,
  PipeError,
  PipeFormat,
  PipePrim,
  PipeResetStatus,
  PipeTextureTarget,
  resourceTemplate,
} from '@gallium-ts/gallium-api';
import { bindMinimalPipeline } from '@gallium-ts/gallium-api/test-kit';
import { describe, expect, it } from 'vitest';
import { createNodeGlContext, createWebglScreen, WebglScreen } from '../src/index.js';
import { sharedGl } from './helpers/gl.js';

/** `gl` with a controllable isContextLost and a canvas that records event listeners. */
async function losableGl() {
  const gl = await sharedGl();
  const listeners = new Map<string, (e: { preventDefault(): void }) => void>();
  const state = { lost: false };
  const canvas = {
    addEventListener: (type: string, fn: (e: { preventDefault(): void }) => void) => listeners.set(type, fn),
  };
  const proxy = new Proxy(gl, {
    get(target, key) {
      if (key === 'isContextLost') return () => state.lost;
      if (key === 'canvas') return canvas;
      const value = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const fire = () => {
    state.lost = true;
    listeners.get('webglcontextlost')?.({ preventDefault() {} });
  };
  return { gl: proxy, state, fire };
}

describe('createWebglScreen', () => {
  it('opens a screen on a given context, on a canvas, and through the loader', async () => {
    const gl = await sharedGl();
    const a = await createWebglScreen({ gl });
    expect(a).toBeInstanceOf(WebglScreen);
    expect(a.getName()).toBe('webgl2');
    a.destroy();
    const requested: unknown[] = [];
    // the screen releases the context it opened on the canvas: give it one of its own
    const own = await createNodeGlContext(4, 4);
    const canvas = {
      getContext: (type: string, attributes: object) => {
        requested.push(type, attributes);
        return own;
      },
    };
    const b = await createWebglScreen({ canvas });
    expect(requested[0]).toBe('webgl2');
    expect(requested[1]).toMatchObject({ preserveDrawingBuffer: true });
    b.destroy();
    const c = await createScreen({ driver: 'webgl', gl });
    expect(c.getName()).toBe('webgl2');
    c.destroy();
  });

  it('a canvas without WebGL2 is a PipeDriverError', async () => {
    await expect(createWebglScreen({ canvas: { getContext: () => null } })).rejects.toBeInstanceOf(
      PipeDriverError,
    );
  });

  it('opens its own `gl` context of the given size in Node', async () => {
    const screen = await createWebglScreen({ width: 8, height: 4 });
    expect(screen.device.gl.drawingBufferWidth).toBe(8);
    screen.destroy();
  });
});

describe('context release', () => {
  it('a screen releases the context it opened when destroyed, and leaves a given one alone', async () => {
    const own = await createWebglScreen({ width: 4, height: 4 });
    expect(own.ownsContext).toBe(true);
    const gl = own.device.gl;
    own.destroy();
    expect(own.device.isLost).toBe(true);
    // STACKGL_destroy_context freed the native context: `gl` refuses every call now
    expect(() => gl.createTexture()).toThrow(/Invalid GL context/);

    const shared = await sharedGl();
    const given = await createWebglScreen({ gl: shared });
    expect(given.ownsContext).toBe(false);
    given.destroy();
    expect(shared.isContextLost()).toBe(false);
    expect(shared.createTexture()).not.toBeNull();
    expect(shared.getError()).toBe(shared.NO_ERROR);
  });
});

describe('caps on the `gl` context', () => {
  it('say what `gl` can do: one colour attachment, no independent blending; stream output through captures', async () => {
    const screen = await createWebglScreen({ gl: await sharedGl() });
    expect(screen.getParam(PipeCap.MAX_RENDER_TARGETS)).toBe(1);
    expect(screen.getParam(PipeCap.INDEP_BLEND_ENABLE)).toBe(0);
    expect(screen.getParam(PipeCap.MAX_STREAM_OUTPUT_BUFFERS)).toBe(4);
    expect(screen.getParam(PipeCap.CUBE_MAP_ARRAY)).toBe(0);
    expect(screen.getParam(PipeCap.OCCLUSION_QUERY)).toBe(1);
    expect(screen.getParam(PipeCap.QUERY_TIME_ELAPSED)).toBe(0); // no EXT_disjoint_timer_query_webgl2
    const rt = (f: PipeFormat) =>
      screen.isFormatSupported(f, PipeTextureTarget.TEXTURE_2D, 0, 0, PipeBind.RENDER_TARGET);
    const view = (f: PipeFormat) =>
      screen.isFormatSupported(f, PipeTextureTarget.TEXTURE_2D, 0, 0, PipeBind.SAMPLER_VIEW);
    expect(rt(PipeFormat.R8G8B8A8_UNORM)).toBe(true);
    expect(rt(PipeFormat.B8G8R8A8_UNORM)).toBe(true); // stored as RGBA8, converted on transfers
    expect(rt(PipeFormat.R32G32B32A32_FLOAT)).toBe(true); // EXT_color_buffer_float
    expect(rt(PipeFormat.R9G9B9E5_FLOAT)).toBe(false);
    expect(rt(PipeFormat.L8_UNORM)).toBe(false);
    expect(view(PipeFormat.L8_UNORM)).toBe(true);
    expect(view(PipeFormat.R16G16B16A16_UNORM)).toBe(true); // as RGBA32F
    expect(view(PipeFormat.Z32_UNORM)).toBe(false);
    expect(view(PipeFormat.S8_UINT)).toBe(false);
    expect(
      screen.isFormatSupported(
        PipeFormat.B8G8R8A8_UNORM,
        PipeTextureTarget.BUFFER,
        0,
        0,
        PipeBind.VERTEX_BUFFER,
      ),
    ).toBe(false);
    expect(
      screen.isFormatSupported(
        PipeFormat.R16G16_SNORM,
        PipeTextureTarget.BUFFER,
        0,
        0,
        PipeBind.VERTEX_BUFFER,
      ),
    ).toBe(true);
    screen.destroy();
  });

  it('a format WebGL2 cannot store is refused by resource_create and changes nothing', async () => {
    const screen = await createWebglScreen({ gl: await sharedGl() });
    expect(() =>
      screen.resourceCreate(resourceTemplate({ format: PipeFormat.S8_UINT, bind: PipeBind.SAMPLER_VIEW })),
    ).toThrow(PipeError);
    expect(screen.liveObjects.resources).toBe(0);
    screen.destroy();
  });
});

describe('context loss', () => {
  it('isContextLost(): get_device_reset_status reports the reset once seen, the callback runs, later calls are PipeErrors', async () => {
    const { gl, state } = await losableGl();
    const screen = await createWebglScreen({ gl });
    const ctx = screen.contextCreate();
    const resets: number[] = [];
    ctx.setDeviceResetCallback({ reset: (status) => resets.push(status) });
    const target = screen.resourceCreate(
      resourceTemplate({ width0: 4, height0: 4, bind: PipeBind.RENDER_TARGET }),
    );
    expect(ctx.getDeviceResetStatus()).toBe(PipeResetStatus.NO_RESET);
    state.lost = true;
    expect(ctx.getDeviceResetStatus()).toBe(PipeResetStatus.UNKNOWN_CONTEXT_RESET);
    expect(resets).toEqual([PipeResetStatus.UNKNOWN_CONTEXT_RESET]);
    expect(() => ctx.clear(4, [0, 0, 0, 0], 1, 0)).toThrow(PipeError);
    expect(() => ctx.createBlendState({} as never)).toThrow(/reset/);
    expect(() => screen.resourceCreate(resourceTemplate({ width0: 4, height0: 4 }))).toThrow(/lost/);
    // destruction still works, without touching the lost context
    screen.resourceDestroy(target);
    ctx.destroy();
    screen.destroy();
    state.lost = false;
  });

  it('webglcontextlost on the canvas is reported before the next call', async () => {
    const { gl, state, fire } = await losableGl();
    const screen = await createWebglScreen({ gl });
    const ctx = screen.contextCreate();
    const resets: number[] = [];
    ctx.setDeviceResetCallback({ reset: (status) => resets.push(status) });
    bindMinimalPipeline(ctx);
    fire();
    expect(resets).toEqual([PipeResetStatus.UNKNOWN_CONTEXT_RESET]);
    expect(() => ctx.drawVbo(drawInfo({ mode: PipePrim.POINTS, count: 1 }))).toThrow(PipeError);
    ctx.destroy();
    screen.destroy();
    state.lost = false;
  });
});
