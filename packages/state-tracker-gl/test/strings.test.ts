// glGetString: GL_VERSION carries the package version, GL_RENDERER the screen's name, GL_EXTENSIONS
// follows the screen's caps.
import { readFileSync } from 'node:fs';
import { createNoopScreen, SOFT_CLASS_CAPS } from '@gallium-ts/driver-noop';
import { PipeCap, registerDriver, unregisterDriver } from '@gallium-ts/gallium-api';
import { capsFromTable } from '@gallium-ts/gallium-api/util';
import { afterEach, describe, expect, it } from 'vitest';
import * as gl from '../src/index.js';
import { PassThroughPrograms } from './helpers/ffp-double.js';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

let ctx: gl.GlContext | null = null;
afterEach(async () => {
  await ctx?.destroy();
  gl.makeCurrent(null);
  unregisterDriver('noquery');
});

describe('glGetString', () => {
  it('names the version, vendor and renderer', async () => {
    ctx = await gl.createContext({
      width: 8,
      height: 8,
      driver: 'noop',
      programs: new PassThroughPrograms(),
    });
    gl.makeCurrent(ctx);
    expect(gl.glGetString(gl.GL_VERSION)).toBe(`1.5 gallium-ts ${pkg.version}`);
    expect(gl.glGetString(gl.GL_VENDOR)).toBe('gallium-ts');
    expect(gl.glGetString(gl.GL_RENDERER)).toBe(ctx.screen.getName());
    const ext = gl.glGetString(gl.GL_EXTENSIONS)!.split(' ');
    expect(ext).toContain('GL_ARB_vertex_buffer_object');
    expect(ext).toContain('GL_ARB_occlusion_query');
    gl.glGetString(0x1234);
    expect(gl.glGetError()).toBe(gl.GL_INVALID_ENUM);
  });

  it('leaves out what the screen cannot do, and refuses those entry points', async () => {
    registerDriver('noquery', () =>
      createNoopScreen({
        caps: capsFromTable({
          ...SOFT_CLASS_CAPS,
          caps: { ...SOFT_CLASS_CAPS.caps, [PipeCap.OCCLUSION_QUERY]: 0 },
        }),
      }),
    );
    ctx = await gl.createContext({
      width: 8,
      height: 8,
      driver: 'noquery',
      programs: new PassThroughPrograms(),
    });
    gl.makeCurrent(ctx);
    expect(gl.glGetString(gl.GL_EXTENSIONS)).not.toContain('GL_ARB_occlusion_query');
    gl.glBeginQuery(gl.GL_ANY_SAMPLES_PASSED, 1);
    expect(gl.glGetError()).toBe(gl.GL_INVALID_ENUM);
    // GL 1.5's own target stays: a counter of 0 bits (test/lowering/queries.test.ts)
    gl.glBeginQuery(gl.GL_SAMPLES_PASSED, 1);
    gl.glEndQuery(gl.GL_SAMPLES_PASSED);
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
  });

  it('calling a gl function with no current context throws', () => {
    expect(() => gl.glEnable(gl.GL_BLEND)).toThrow(/no current GL context/);
  });

  it('createContext refuses bad sizes with a RangeError', async () => {
    await expect(gl.createContext({ width: 0, height: 8, driver: 'noop' })).rejects.toThrow(RangeError);
    await expect(gl.createContext({ width: 8.5, height: 8, driver: 'noop' })).rejects.toThrow(RangeError);
  });
});
