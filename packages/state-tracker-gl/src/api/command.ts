// The preamble every state-setting entry point shares: compile the call when a display list is being
// recorded (and stop unless it is GL_COMPILE_AND_EXECUTE), refuse it between glBegin and glEnd, and
// draw the pending batch before the state changes.
import { cur } from '../context/current.js';
import type { GlContext } from '../context/gl-context.js';
import { outsideBeginEnd } from '../errors/check.js';

// biome-ignore lint/suspicious/noExplicitAny: any entry point can be recorded
type Command = (...args: any[]) => unknown;

/** The current context when the command `fn(...args)` is to execute now, else null. */
export function stateCommand(fn: Command, args: unknown[]): GlContext | null {
  const c = cur();
  if (c.recording && c.lists.record(fn, args)) return null;
  return outsideBeginEnd(c) ? c : null;
}

/** The current context for a command that is never compiled (it executes at once), or null between glBegin/glEnd. */
export function immediateCommand(): GlContext | null {
  const c = cur();
  return outsideBeginEnd(c) ? c : null;
}
