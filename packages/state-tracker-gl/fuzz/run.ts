// Runs fuzz sequences on a driver and checks the properties: every call returns (nothing throws), no call
// takes longer than CALL_LIMIT_MS, glGetError only ever reports one of GL's error codes, and afterwards
// the context still draws the known triangle exactly. A failure keeps what went wrong and where.
import * as gl from '../src/index.js';
import { checkKnownTriangle, WINDOW } from './known-triangle.js';
import { type Call, generateSequence } from './sequence.js';

/** Longest a single call may take by default. Work is bounded by the window, the textures and the list limits. */
export const CALL_LIMIT_MS = 5000;

export interface RunOptions {
  /** Called before each call (with -1 before the known-triangle check): how a hang is located. */
  trace?: (at: number) => void;
  /** Longest a call may take (default CALL_LIMIT_MS). */
  callLimitMs?: number;
}

const ERROR_CODES = new Set([
  gl.GL_NO_ERROR,
  gl.GL_INVALID_ENUM,
  gl.GL_INVALID_VALUE,
  gl.GL_INVALID_OPERATION,
  gl.GL_STACK_OVERFLOW,
  gl.GL_STACK_UNDERFLOW,
  gl.GL_OUT_OF_MEMORY,
  gl.GL_TABLE_TOO_LARGE,
]);

export type FailureKind = 'throws' | 'slow' | 'bad-error-code' | 'broken-context';

export interface Failure {
  kind: FailureKind;
  /** Index of the offending call (calls.length for the known-triangle check). */
  at: number;
  /** The entry point, or 'known triangle'. */
  entryPoint: string;
  message: string;
}

/** What makes two failures the same bug for minimization: the kind, the entry point and the message's head. */
export function signature(f: Failure): string {
  return `${f.kind} ${f.entryPoint}: ${f.message
    .split('\n')[0]!
    .replace(/[0-9.e+-]+/g, '#')
    .slice(0, 120)}`;
}

/** Runs `calls` on the current context, then the known-triangle check; the first failure or null. */
export function runCalls(
  calls: readonly Call[],
  drawsPixels: boolean,
  options: RunOptions = {},
): Failure | null {
  const { trace, callLimitMs = CALL_LIMIT_MS } = options;
  const api = gl as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const [at, { name, args }] of calls.entries()) {
    trace?.(at);
    const start = performance.now();
    let result: unknown;
    try {
      result = api[name]!(...args);
    } catch (error) {
      const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      return { kind: 'throws', at, entryPoint: name, message };
    }
    const took = performance.now() - start;
    if (took > callLimitMs)
      return {
        kind: 'slow',
        at,
        entryPoint: name,
        message: `took ${Math.round(took)} ms (limit ${callLimitMs} ms)`,
      };
    if (name === 'glGetError' && !ERROR_CODES.has(result as number))
      return { kind: 'bad-error-code', at, entryPoint: name, message: `returned ${String(result)}` };
  }
  trace?.(-1);
  try {
    const check = checkKnownTriangle(drawsPixels);
    if (!check.ok)
      return {
        kind: 'broken-context',
        at: calls.length,
        entryPoint: 'known triangle',
        message: check.problem!,
      };
  } catch (error) {
    return { kind: 'throws', at: calls.length, entryPoint: 'known triangle', message: String(error) };
  }
  return null;
}

/** A fresh context on `driver` for one run; destroyed by the caller. */
export async function fuzzContext(driver: string): Promise<gl.GlContext> {
  const ctx = await gl.createContext({ width: WINDOW, height: WINDOW, driver, accumBits: 16 });
  gl.makeCurrent(ctx);
  return ctx;
}

/** Runs calls (a whole sequence or a subset) in a fresh context on `driver`. */
export async function runOnFreshContext(
  driver: string,
  calls: () => readonly Call[],
  options: RunOptions = {},
): Promise<Failure | null> {
  const ctx = await fuzzContext(driver);
  try {
    return runCalls(calls(), driver !== 'noop', options);
  } finally {
    gl.makeCurrent(null);
    await ctx.destroy();
  }
}

/** Runs seed `seed` (`steps` steps) on `driver`. */
export function runSeed(
  driver: string,
  seed: number,
  steps: number,
  options: RunOptions = {},
): Promise<Failure | null> {
  return runOnFreshContext(driver, () => generateSequence(seed, steps).calls, options);
}
