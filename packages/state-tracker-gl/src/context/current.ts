// The current context: gl* functions act on it, as in C. Calling one with no current context throws.
import type { GlContext } from './gl-context.js';

let currentContext: GlContext | null = null;

/** Makes `ctx` current (null: none). A destroyed context cannot be made current. */
export function makeCurrent(ctx: GlContext | null): void {
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
