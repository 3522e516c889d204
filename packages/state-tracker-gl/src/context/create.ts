// createContext: a GL context on a screen from gallium-api's driver loader, with its window framebuffer.
import { CsoContext } from '@gallium-ts/cso-cache';
import { createScreen } from '@gallium-ts/gallium-api';
import { loadDebugTables } from '../debug/format-args.js';
import { debugSink } from '../debug/option.js';
import type { GLDebugOption } from '../debug/report.js';
import type { FixedFunctionProgramSource } from '../draw/program-source.js';
import { FfpProgramCache } from '../ffp/index.js';
import { createWindowFramebuffer } from './framebuffer.js';
import { GlContext } from './gl-context.js';
import { limitsFromScreen } from './limits.js';

export interface CreateContextOptions {
  /** Window size in pixels (1..16384). */
  width: number;
  height: number;
  /** Driver name for createScreen; default GALLIUM_DRIVER, else `soft`. */
  driver?: string;
  /** Depth bits wanted (0: no depth buffer). Default 24. */
  depthBits?: number;
  /** Stencil bits wanted (0: no stencil buffer). Default 8. */
  stencilBits?: number;
  /**
   * Accumulation bits wanted per channel: 0 (the default) for no accumulation buffer, 1..16 for one of
   * 16 bits signed per channel (every driver gets the same storage; GL_ACCUM_*_BITS report 16).
   */
  accumBits?: number;
  /**
   * A front and a back colour buffer (default false: the front one only). Drawing and reading default to
   * the back buffer; swapBuffers shows it.
   */
  doubleBuffer?: boolean;
  /** The fixed-function program generator (default: the package's own FfpProgramCache). */
  programs?: FixedFunctionProgramSource;
  /**
   * A debug context: every GL error it records is reported as it happens, with the entry point, its
   * arguments and the reason — true or 'log': console.error; 'throw': a GLDebugError thrown when the
   * entry point returns (the error is recorded, the state unchanged); a function: called with each
   * GLDebugReport. Default: the GALLIUM_GL_DEBUG environment variable (log or throw), else false.
   */
  debug?: GLDebugOption;
  /**
   * Options for the driver's screen, passed to createScreen beside `driver` (e.g. driver-soft's
   * `{ threads: 1, codegen: 'js' }`); each driver documents its own and refuses bad values with a
   * PipeError. Default: none.
   */
  screenOptions?: Readonly<Record<string, unknown>>;
}

function checkSize(name: string, value: unknown, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > max) {
    throw new RangeError(`createContext: ${name} must be an integer in 0..${max} (got ${String(value)})`);
  }
  return value;
}

export async function createContext(options: CreateContextOptions): Promise<GlContext> {
  const width = checkSize('width', options.width, 16384);
  const height = checkSize('height', options.height, 16384);
  if (width === 0 || height === 0) throw new RangeError('createContext: width and height must be at least 1');
  const depthBits = checkSize('depthBits', options.depthBits ?? 24, 32);
  const stencilBits = checkSize('stencilBits', options.stencilBits ?? 8, 8);
  const accumBits = checkSize('accumBits', options.accumBits ?? 0, 16);
  const doubleBuffer = options.doubleBuffer ?? false;
  if (typeof doubleBuffer !== 'boolean') {
    throw new RangeError(`createContext: doubleBuffer must be true or false (got ${String(doubleBuffer)})`);
  }
  const debug = debugSink(options.debug);
  if (debug !== null) await loadDebugTables();
  const screenOptions = options.screenOptions === undefined ? {} : options.screenOptions;
  if (typeof screenOptions !== 'object' || screenOptions === null || Array.isArray(screenOptions))
    throw new TypeError(`createContext: screenOptions must be an object (got ${String(screenOptions)})`);
  if ('driver' in screenOptions)
    throw new TypeError(
      "createContext: choose the driver with the 'driver' option, not inside screenOptions",
    );
  const screen = await createScreen({ ...screenOptions, driver: options.driver });
  try {
    const pipe = screen.contextCreate();
    const cso = new CsoContext(pipe);
    const fb = createWindowFramebuffer(screen, pipe, width, height, {
      depthBits,
      stencilBits,
      accumBits: accumBits > 0 ? 16 : 0,
      doubleBuffer,
    });
    return new GlContext(
      screen,
      pipe,
      cso,
      limitsFromScreen(screen),
      fb,
      options.programs ?? new FfpProgramCache(),
      screen.getName(),
      debug,
    );
  } catch (error) {
    screen.destroy();
    throw error;
  }
}
