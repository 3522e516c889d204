// Debug contexts: `createContext({ debug })` and GALLIUM_GL_DEBUG report every GL error as it is recorded,
// with the entry point, its arguments and the reason — logged, thrown after the call, or handed to a
// function — while glGetError keeps GL's rules (the first error sticks). Without debug nothing is
// reported and nothing throws.
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as gl from '../src/index.js';
import { DRAWING_DRIVERS } from './helpers/drawing-drivers.js';

const DRIVERS = ['noop', ...DRAWING_DRIVERS];

let current: gl.GlContext | null = null;
async function debugContext(driver: string, debug: gl.GLDebugOption | undefined): Promise<gl.GlContext> {
  current = await gl.createContext({ width: 8, height: 8, driver, debug });
  gl.makeCurrent(current);
  return current;
}

afterEach(async () => {
  vi.restoreAllMocks();
  gl.makeCurrent(null);
  await current?.destroy();
  current = null;
});

/** The reports of the calls `fn` makes, from a function sink. */
async function reportsOf(driver: string, fn: () => void): Promise<gl.GLDebugReport[]> {
  const reports: gl.GLDebugReport[] = [];
  await debugContext(driver, (r) => reports.push(r));
  fn();
  return reports;
}

for (const driver of DRIVERS) {
  describe(`debug contexts [${driver}]`, () => {
    it("'log' (and true) writes each report with console.error", async () => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      await debugContext(driver, 'log');
      gl.glTexParameteri(gl.GL_TEXTURE_2D_ARRAY, gl.GL_TEXTURE_MIN_FILTER, gl.GL_LINEAR);
      expect(log.mock.calls).toEqual([
        [
          'GL_INVALID_ENUM in glTexParameteri(target=GL_TEXTURE_2D_ARRAY, pname=GL_TEXTURE_MIN_FILTER, ' +
            'param=9729): target GL_TEXTURE_2D_ARRAY is not accepted',
        ],
      ]);
      expect(gl.glGetError()).toBe(gl.GL_INVALID_ENUM);
      await current!.destroy();
      log.mockClear();
      await debugContext(driver, true);
      gl.glViewport(0, 0, -1, 4);
      expect(log.mock.calls).toEqual([
        ['GL_INVALID_VALUE in glViewport(x=0, y=0, width=-1, height=4): width or height is negative'],
      ]);
    });

    it("'throw' throws a GLDebugError after the error is recorded, with the state unchanged", async () => {
      await debugContext(driver, 'throw');
      gl.glViewport(1, 2, 3, 4);
      let thrown: unknown;
      try {
        gl.glViewport(0, 0, -1, 4);
      } catch (e) {
        thrown = e;
      }
      expect(thrown).toBeInstanceOf(gl.GLDebugError);
      const report = (thrown as gl.GLDebugError).report;
      expect(report).toEqual({
        error: 'GL_INVALID_VALUE',
        code: gl.GL_INVALID_VALUE,
        entryPoint: 'glViewport',
        args: [0, 0, -1, 4],
        reason: 'width or height is negative',
        message: 'GL_INVALID_VALUE in glViewport(x=0, y=0, width=-1, height=4): width or height is negative',
      });
      expect((thrown as Error).message).toBe(report.message);
      expect(gl.glGetError()).toBe(gl.GL_INVALID_VALUE);
      const viewport = new Int32Array(4);
      gl.glGetIntegerv(gl.GL_VIEWPORT, viewport);
      expect([...viewport]).toEqual([1, 2, 3, 4]);
      // A correct call after it works as usual.
      gl.glViewport(0, 0, 8, 8);
      expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
    });

    it('a function receives every error, also while an earlier one is pending in glGetError', async () => {
      const reports = await reportsOf(driver, () => {
        gl.glEnable(0x1234);
        gl.glClear(0x1);
        gl.glLineWidth(0);
      });
      expect(reports.map((r) => r.message)).toEqual([
        'GL_INVALID_ENUM in glEnable(cap=0x1234): cap is not a capability glEnable and glDisable know',
        'GL_INVALID_VALUE in glClear(mask=0x0001): mask has bits other than the colour, depth, stencil and ' +
          'accum buffer bits',
        'GL_INVALID_VALUE in glLineWidth(width=0): width is not positive',
      ]);
      expect(gl.glGetError()).toBe(gl.GL_INVALID_ENUM);
      expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
    });

    it('prints enum parameters by name, arrays abbreviated and strings quoted', async () => {
      const reports = await reportsOf(driver, () => {
        gl.glBegin(gl.GL_TRIANGLES);
        gl.glLightfv(gl.GL_LIGHT0, gl.GL_POSITION, new Float32Array([1, 2, 3, 0, 5, 6]));
        gl.glEnd();
        gl.glBegin(42);
        gl.glTexEnvi(gl.GL_TEXTURE_ENV, gl.GL_TEXTURE_ENV_MODE, gl.GL_TRIANGLES);
      });
      expect(reports.map((r) => r.message)).toEqual([
        'GL_INVALID_OPERATION in glLightfv(light=GL_LIGHT0, pname=GL_POSITION, ' +
          'params=Float32Array(6) [1, 2, 3, 0, … 2 more]): not allowed between glBegin and glEnd',
        'GL_INVALID_ENUM in glBegin(mode=42): mode is not a primitive type (GL_POINTS to GL_POLYGON)',
        'GL_INVALID_ENUM in glTexEnvi(target=GL_TEXTURE_ENV, pname=GL_TEXTURE_ENV_MODE, param=4): ' +
          'mode 4 is not accepted',
      ]);
      expect(reports[0]!.args[2]).toBeInstanceOf(Float32Array);
    });

    it('an error between glBegin and glEnd names the command that was refused', async () => {
      const reports = await reportsOf(driver, () => {
        gl.glBegin(gl.GL_TRIANGLES);
        gl.glEnable(gl.GL_LIGHTING);
        gl.glVertex3f(0, 0, 0);
        gl.glEnd();
        gl.glEnd();
      });
      expect(reports.map((r) => r.message)).toEqual([
        'GL_INVALID_OPERATION in glEnable(cap=GL_LIGHTING): not allowed between glBegin and glEnd',
        'GL_INVALID_OPERATION in glEnd(): glEnd without glBegin',
      ]);
    });

    it("a display list's errors are reported in glCallList, which GL attributes them to", async () => {
      const reports = await reportsOf(driver, () => {
        gl.glNewList(1, gl.GL_COMPILE);
        gl.glViewport(0, 0, -1, 1);
        gl.glBegin(42);
        gl.glEnd();
        gl.glEndList();
        gl.glCallList(1);
        gl.glCallLists(1, gl.GL_UNSIGNED_INT, [1]);
      });
      expect(reports.map((r) => r.message)).toEqual([
        'GL_INVALID_VALUE in glCallList(list=1): width or height is negative',
        'GL_INVALID_ENUM in glCallList(list=1): glBegin in the list: mode is not a primitive type ' +
          '(GL_POINTS to GL_POLYGON)',
        // The refused glBegin opened no primitive, so the list's glEnd is an error too, as in GL.
        'GL_INVALID_OPERATION in glCallList(list=1): glEnd without glBegin',
        'GL_INVALID_VALUE in glCallLists(n=1, type=GL_UNSIGNED_INT, lists=[1]): width or height is negative',
        'GL_INVALID_ENUM in glCallLists(n=1, type=GL_UNSIGNED_INT, lists=[1]): glBegin in the list: mode is ' +
          'not a primitive type (GL_POINTS to GL_POLYGON)',
        'GL_INVALID_OPERATION in glCallLists(n=1, type=GL_UNSIGNED_INT, lists=[1]): glEnd without glBegin',
      ]);
    });

    it("'throw' from a display list throws once, after glCallList, with every report", async () => {
      await debugContext(driver, 'throw');
      gl.glNewList(1, gl.GL_COMPILE);
      gl.glViewport(0, 0, -1, 1);
      gl.glLineWidth(-1);
      gl.glEndList();
      let thrown: gl.GLDebugError | undefined;
      try {
        gl.glCallList(1);
      } catch (e) {
        thrown = e as gl.GLDebugError;
      }
      expect(thrown?.reports.map((r) => r.reason)).toEqual([
        'width or height is negative',
        'width is not positive',
      ]);
      expect(thrown?.message).toMatch(/\(and 1 more in the same call\)$/);
    });

    it('without debug nothing is reported and nothing throws', async () => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      await debugContext(driver, false);
      gl.glViewport(0, 0, -1, 4);
      gl.glEnable(0x1234);
      expect(gl.glGetError()).toBe(gl.GL_INVALID_VALUE);
      expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
      expect(log).not.toHaveBeenCalled();
    });
  });
}

describe('debug option', () => {
  it('a gl* function saved before the first debug context reports its errors without the call', async () => {
    const saved = gl.glViewport;
    const reports: gl.GLDebugReport[] = [];
    await debugContext('noop', (r) => reports.push(r));
    expect(gl.glViewport).not.toBe(saved);
    saved(0, 0, -1, 4);
    expect(reports.map((r) => [r.entryPoint, r.message])).toEqual([
      ['', 'GL_INVALID_VALUE: width or height is negative'],
    ]);
  });

  it('refuses a value that is no mode', async () => {
    await expect(
      gl.createContext({ width: 4, height: 4, driver: 'noop', debug: 'loud' as gl.GLDebugOption }),
    ).rejects.toThrow(/debug must be true, false, 'log', 'throw' or a function/);
  });
});

// The environment variable, as a user sets it for a program they cannot edit: against the built package.
const DIST = resolve(import.meta.dirname, '../dist/index.js');
// The variable is read when the package loads, so these run the built package in a child process, the
// driver chosen as a user chooses it (GALLIUM_DRIVER). npm test builds the package first; run alone, the
// tests fail with a message saying to build it.
describe('GALLIUM_GL_DEBUG (built package: npm run build first)', () => {
  beforeAll(() => {
    if (!existsSync(DIST)) throw new Error(`${DIST} is missing: run npm run build first`);
  });

  const program = [
    `import * as gl from ${JSON.stringify(DIST)};`,
    "const ctx = await gl.createContext({ width: 4, height: 4, debug: process.argv[2] === 'off' ? false : undefined });",
    'gl.makeCurrent(ctx);',
    'gl.glViewport(0, 0, -1, 4);',
    "console.log('glGetError', gl.glGetError());",
    'await ctx.destroy();',
  ].join('\n');

  function run(command: string): { stdout: string; stderr: string; status: number } {
    const dir = mkdtempSync(join(tmpdir(), 'gl-debug-'));
    try {
      writeFileSync(join(dir, 'prog.mjs'), program);
      const out = execSync(`${command} 2>stderr.txt; echo "status $?"`, { cwd: dir, encoding: 'utf8' });
      const stderr = execSync('cat stderr.txt', { cwd: dir, encoding: 'utf8' });
      const status = Number(/status (\d+)/.exec(out)![1]);
      return { stdout: out, stderr, status };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  const message = 'GL_INVALID_VALUE in glViewport(x=0, y=0, width=-1, height=4): width or height is negative';

  it.each(['noop', ...DRAWING_DRIVERS])(
    'log: the program runs on and the report is on stderr (GALLIUM_DRIVER=%s)',
    (driver) => {
      const { stdout, stderr, status } = run(`GALLIUM_DRIVER=${driver} GALLIUM_GL_DEBUG=log node prog.mjs`);
      expect(status).toBe(0);
      expect(stderr.trim()).toBe(message);
      expect(stdout).toContain(`glGetError ${gl.GL_INVALID_VALUE}`);
    },
  );

  it('throw: the program stops with a GLDebugError', () => {
    const { stdout, stderr, status } = run('GALLIUM_GL_DEBUG=throw node prog.mjs');
    expect(status).not.toBe(0);
    expect(stderr).toContain(`GLDebugError: ${message}`);
    expect(stdout).not.toContain('glGetError');
  });

  it('another value stops createContext with a RangeError that lists the valid ones', () => {
    const { stderr, status } = run('GALLIUM_GL_DEBUG=yes node prog.mjs');
    expect(status).not.toBe(0);
    expect(stderr).toContain('RangeError: GALLIUM_GL_DEBUG must be log or throw (got "yes")');
  });

  it('the option wins over the variable; unset, nothing is reported', () => {
    const off = run('GALLIUM_GL_DEBUG=throw node prog.mjs off');
    expect(off.status).toBe(0);
    expect(off.stderr).toBe('');
    const unset = run('node prog.mjs');
    expect(unset.status).toBe(0);
    expect(unset.stderr).toBe('');
  });
});
