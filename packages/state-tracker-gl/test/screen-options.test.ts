// createContext's screenOptions: driver options reach the screen the context draws on, bad ones are
// refused by the driver (PipeError) or by createContext itself (TypeError), and a context made with them
// draws as any other.
import type { SoftScreen } from '@gallium-ts/driver-soft';
import { PipeError } from '@gallium-ts/gallium-api';
import { afterEach, describe, expect, it } from 'vitest';
import * as gl from '../src/index.js';

let ctx: gl.GlContext | null = null;
afterEach(async () => {
  gl.makeCurrent(null);
  await ctx?.destroy();
  ctx = null;
});

/** Clears to a colour and reads the one pixel back. */
function clearedPixel(context: gl.GlContext): number[] {
  gl.makeCurrent(context);
  gl.glClearColor(1, 0.5, 0, 1);
  gl.glClear(gl.GL_COLOR_BUFFER_BIT);
  const pixel = new Uint8Array(4);
  gl.glReadPixels(0, 0, 1, 1, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, pixel);
  expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
  return [...pixel];
}

describe('createContext screenOptions', () => {
  it("reach driver-soft's screen", async () => {
    ctx = await gl.createContext({
      width: 4,
      height: 4,
      driver: 'soft',
      screenOptions: { threads: 1, codegen: 'js' },
    });
    const screen = ctx.screen as SoftScreen;
    expect(screen.threads).toBe(1);
    expect(screen.codegen).toBe('js');
    expect(clearedPixel(ctx)).toEqual([255, 128, 0, 255]);
  });

  it('options a driver does not know are left to it (noop takes any)', async () => {
    ctx = await gl.createContext({ width: 4, height: 4, driver: 'noop', screenOptions: { threads: 1 } });
    gl.makeCurrent(ctx);
    gl.glClear(gl.GL_COLOR_BUFFER_BIT);
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
  });

  it("a value the driver refuses is the driver's PipeError", async () => {
    const made = gl.createContext({
      width: 4,
      height: 4,
      driver: 'soft',
      screenOptions: { codegen: 'fast' },
    });
    await expect(made).rejects.toThrow(PipeError);
    await expect(
      gl.createContext({ width: 4, height: 4, driver: 'soft', screenOptions: { codegen: 'fast' } }),
    ).rejects.toThrow(/codegen must be 'js' or 'wasm'/);
  });

  it('something that is not an object, or that names the driver, is a TypeError', async () => {
    const bad = [null, 3, 'soft', ['threads']] as unknown as Record<string, unknown>[];
    for (const screenOptions of bad)
      await expect(gl.createContext({ width: 4, height: 4, driver: 'noop', screenOptions })).rejects.toThrow(
        /screenOptions must be an object/,
      );
    await expect(
      gl.createContext({ width: 4, height: 4, screenOptions: { driver: 'noop' } }),
    ).rejects.toThrow(/choose the driver with the 'driver' option/);
  });
});
