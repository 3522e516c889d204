// The report a debug context makes of each GL error it records — the error, the entry point with its
// arguments, and why — and where it goes: console.error ('log'), a GLDebugError thrown when the entry
// point returns ('throw'), or the program's own function.
import { GL_NO_ERROR } from '../gl-enums.js';
import { errorName, formatCall } from './format-args.js';
import { runningEntryPoint, throwOnReturn } from './trace.js';

/** One GL error a debug context recorded. */
export interface GLDebugReport {
  /** The error's name: 'GL_INVALID_ENUM', 'GL_INVALID_VALUE', 'GL_OUT_OF_MEMORY'… */
  readonly error: string;
  /** The error's code, as glGetError returns it. */
  readonly code: number;
  /** The public entry point that was called ('glTexParameteri'; 'glCallList' for a display list's commands). */
  readonly entryPoint: string;
  /** Its arguments, as passed. */
  readonly args: readonly unknown[];
  /** Why, in words: 'width is negative', 'target GL_TEXTURE_3D is not accepted'. */
  readonly reason: string;
  /** `GL_INVALID_ENUM in glTexParameteri(target=GL_TEXTURE_3D, …): target GL_TEXTURE_3D is not accepted`. */
  readonly message: string;
}

/** What a debug context does with each report: log it, throw it, or hand it to a function. */
export type GLDebugSink = 'log' | 'throw' | ((report: GLDebugReport) => void);

/**
 * `createContext({ debug })`: true or 'log' logs every GL error with console.error, 'throw' throws a
 * GLDebugError, a function receives each report; false (or leaving it out, with GALLIUM_GL_DEBUG unset)
 * reports nothing.
 */
export type GLDebugOption = boolean | GLDebugSink;

/** Thrown by a 'throw' debug context when an entry point that recorded a GL error returns. */
export class GLDebugError extends Error {
  override readonly name = 'GLDebugError';
  /** The first error the call recorded. */
  readonly report: GLDebugReport;
  /** Every error the call recorded (a display list can record several), first first. */
  readonly reports: readonly GLDebugReport[];
  constructor(reports: readonly GLDebugReport[]) {
    const first = reports[0]!;
    const more = reports.length > 1 ? ` (and ${reports.length - 1} more in the same call)` : '';
    super(first.message + more);
    this.report = first;
    this.reports = reports;
  }
}

/** Makes the report of error `code` for `reason` in the running entry point and sends it to `sink`. */
export function reportGlError(sink: GLDebugSink, code: number, reason: string): void {
  if (code === GL_NO_ERROR) return;
  const running = runningEntryPoint();
  const entryPoint = running?.name ?? '';
  const args = running?.args ?? [];
  const error = errorName(code);
  const where = running ? ` in ${formatCall(entryPoint, args)}` : '';
  const report: GLDebugReport = {
    error,
    code,
    entryPoint,
    args,
    reason,
    message: `${error}${where}: ${reason}`,
  };
  if (sink === 'log') console.error(report.message);
  else if (sink === 'throw') throwOnReturn(report);
  else sink(report);
}
