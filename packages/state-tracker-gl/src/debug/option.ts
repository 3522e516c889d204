// Which debug sink a new context gets: the `debug` option of createContext, else the GALLIUM_GL_DEBUG
// environment variable (log or throw; read through globalThis.process so browsers, which have none, work).
import type { GLDebugOption, GLDebugSink } from './report.js';

/** GALLIUM_GL_DEBUG, or undefined where there is no such variable (browsers). */
function environmentValue(): string | undefined {
  return (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env
    ?.GALLIUM_GL_DEBUG;
}

/** Whether GALLIUM_GL_DEBUG is set (to anything but '' or '0'). */
export function environmentRequestsDebug(): boolean {
  const value = environmentValue();
  return value !== undefined && value !== '' && value !== '0';
}

/** GALLIUM_GL_DEBUG as a sink, or null when unset or empty; another value is an error that lists the valid ones. */
export function environmentSink(): GLDebugSink | null {
  const value = environmentValue();
  if (value === undefined || value === '' || value === '0') return null;
  if (value === 'log' || value === 'throw') return value;
  if (value === '1') return 'log';
  throw new RangeError(`GALLIUM_GL_DEBUG must be log or throw (got ${JSON.stringify(value)})`);
}

/** The sink of a context created with `debug` (undefined: the environment variable decides), or null. */
export function debugSink(option: GLDebugOption | undefined): GLDebugSink | null {
  if (option === undefined) return environmentSink();
  if (option === false) return null;
  if (option === true) return 'log';
  if (option === 'log' || option === 'throw' || typeof option === 'function') return option;
  throw new RangeError(
    `createContext: debug must be true, false, 'log', 'throw' or a function (got ${String(option)})`,
  );
}
