// The current context: gl* functions act on it, as in C. Calling one with no current context throws.
import { GlContext } from './gl-context.js';

let currentContext: GlContext | null = null;

/** How a value that is not a GlContext is named in makeCurrent's TypeError. */
function describe(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (typeof value === 'function') return `a function${value.name ? ` (${value.name})` : ''}`;
  if (typeof value !== 'object') return `a ${typeof value} (${String(value)})`;
  const name = (Object.getPrototypeOf(value) as { constructor?: { name?: string } } | null)?.constructor
    ?.name;
  return name && name !== 'Object' ? `an object of class ${name}` : 'a plain object';
}

/**
 * Makes `ctx` current (null: none). A destroyed context cannot be made current. Anything that is not a
 * GlContext or null is a TypeError; a Promise (a forgotten `await createContext(...)`) says so.
 */
export function makeCurrent(ctx: GlContext | null): void {
  if (ctx !== null && !(ctx instanceof GlContext)) {
    const value: unknown = ctx;
    if (value instanceof Promise || typeof (value as { then?: unknown } | undefined)?.then === 'function') {
      throw new TypeError('makeCurrent: got a Promise — await createContext(...) first');
    }
    throw new TypeError(`makeCurrent: expected a GlContext or null, got ${describe(value)}`);
  }
  if (ctx?.destroyed) throw new Error('makeCurrent: the context was destroyed');
  currentContext = ctx;
}

/** The current context, or null. */
export function getCurrentContext(): GlContext | null {
  return currentContext;
}

/** The current context; throws when there is none. */
export function cur(): GlContext {
  const c = currentContext;
  if (c === null) throw new Error('no current GL context: call makeCurrent(ctx) first');
  return c;
}

/** Clears the current context if it is `ctx` (used by destroy). */
export function releaseIfCurrent(ctx: GlContext): void {
  if (currentContext === ctx) currentContext = null;
}
