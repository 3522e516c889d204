// The platform layer: the real `gl` context is WebGL2 with the compatibility fixes applied, and every
// way `gl` can fail (not installed, no context because there is no X server, a bad size) becomes a
// PipeDriverError that says what to install and run.
import { PipeUnsupportedError } from '@gallium-ts/gallium-api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sharedGl } from './helpers/gl.js';

afterEach(() => {
  vi.doUnmock('gl');
  vi.resetModules();
});

describe('createNodeGlContext', () => {
  it('gives a WebGL2 context whose WebGL2 entry points act on the objects passed', async () => {
    const gl = await sharedGl();
    expect(gl.getParameter(gl.MAX_UNIFORM_BUFFER_BINDINGS)).toBeGreaterThanOrEqual(24);
    const b = gl.createBuffer()!;
    gl.bindBuffer(gl.UNIFORM_BUFFER, b);
    gl.bufferData(gl.UNIFORM_BUFFER, new Float32Array([1, 2, 3, 4]), gl.STATIC_DRAW);
    gl.bindBufferBase(gl.UNIFORM_BUFFER, 5, b);
    expect(gl.getParameter(gl.UNIFORM_BUFFER_BINDING)).toBeTruthy();
    expect(gl.getError()).toBe(gl.NO_ERROR);
    expect(() => gl.getBufferSubData(gl.UNIFORM_BUFFER, 0, new Float32Array(4))).toThrow(
      PipeUnsupportedError,
    );
    const p = gl.createProgram()!;
    expect(() => gl.transformFeedbackVaryings(p, ['a', 'b'], gl.INTERLEAVED_ATTRIBS)).toThrow(
      /only the last/,
    );
    gl.deleteProgram(p);
    gl.deleteBuffer(b);
    expect(() => gl.readBuffer(gl.COLOR_ATTACHMENT1)).toThrow(PipeUnsupportedError);
    expect(() => gl.drawBuffers([gl.COLOR_ATTACHMENT0, gl.COLOR_ATTACHMENT1])).toThrow(
      /only \[COLOR_ATTACHMENT0\]/,
    );
  });

  it('rejects sizes that are not positive integers', async () => {
    const { createNodeGlContext } = await import('../src/platform/index.js');
    await expect(createNodeGlContext(0, 4)).rejects.toMatchObject({
      name: 'PipeDriverError',
      driver: 'webgl',
    });
    await expect(createNodeGlContext(2.5, 4)).rejects.toThrow(/not a valid size/);
  });

  it('says how to install `gl` when it cannot be loaded', async () => {
    vi.doMock('gl', () => {
      throw new Error("Cannot find module 'gl'");
    });
    const { createNodeGlContext } = await import('../src/platform/index.js');
    const e = await createNodeGlContext(4, 4).catch((x: unknown) => x);
    // resetModules gives the platform its own copy of gallium-api: compare by name, not by class.
    expect(e).toMatchObject({ name: 'PipeDriverError', driver: 'webgl' });
    expect((e as Error).message).toMatch(/npm install gl@9\.0\.0-rc\.10/);
    expect((e as Error).message).toMatch(/python3 make g\+\+/);
  });

  it('names the package, the install command and the X server when the injected import fails', async () => {
    const { loadNodeGl, NODE_GL_MISSING } = await import('../src/platform/node-gl.js');
    expect(NODE_GL_MISSING).toBe(
      'driver-webgl needs the npm package gl in Node: npm install gl@9.0.0-rc.10 (and an X server or xvfb-run)',
    );
    const cause = new Error("Cannot find package 'gl' imported from node-gl.js");
    const e = await loadNodeGl(() => Promise.reject(cause)).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(Error);
    expect(e).toMatchObject({ name: 'PipeDriverError', driver: 'webgl', cause });
    expect((e as Error).message.startsWith(NODE_GL_MISSING)).toBe(true);
    expect((e as Error).message).toContain("Cannot find package 'gl'");
    const empty = await loadNodeGl(() => Promise.resolve({})).catch((x: unknown) => x);
    expect((empty as Error).message).toMatch(
      /^driver-webgl needs the npm package gl in Node: .*no default export/,
    );
  });

  it('tries its own Xvfb when the display gives no context, and names both failures', async () => {
    vi.doMock('gl', () => ({ default: () => null }));
    const { createNodeGlContext } = await import('../src/platform/index.js');
    const e = await createNodeGlContext(4, 4).catch((x: unknown) => x);
    // resetModules gives the platform its own copy of gallium-api: compare by name, not by class.
    expect(e).toMatchObject({ name: 'PipeDriverError', driver: 'webgl' });
    expect((e as Error).message).toMatch(/could not create a WebGL2 context/);
    expect((e as Error).message).toMatch(/nor on the private Xvfb :\d+/);
    expect((e as Error).message).toMatch(/npm rebuild gl/);
  });

  it('says to install xvfb when there is no display and Xvfb cannot start', async () => {
    vi.doMock('@cypress/xvfb', () => ({
      default: class {
        start(callback: (error: Error) => void) {
          callback(new Error('spawn Xvfb ENOENT'));
        }
      },
    }));
    const display = process.env.DISPLAY;
    delete process.env.DISPLAY;
    try {
      const { createNodeGlContext } = await import('../src/platform/index.js');
      const e = await createNodeGlContext(4, 4).catch((x: unknown) => x);
      expect(e).toMatchObject({ name: 'PipeDriverError', driver: 'webgl' });
      expect((e as Error).message).toMatch(/DISPLAY is not set, and a private Xvfb could not be started/);
      expect((e as Error).message).toMatch(/spawn Xvfb ENOENT/);
      expect((e as Error).message).toMatch(/install the system packages xvfb and xauth/);
    } finally {
      if (display !== undefined) process.env.DISPLAY = display;
    }
  });
});
