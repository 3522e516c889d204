// Which public entry point is running, with its arguments, for debug contexts' error reports. The
// exported gl* bindings (api/entry-points.generated.ts) are the implementations themselves until a
// debug context is created (or from the start when GALLIUM_GL_DEBUG is set); then they are pointed at
// tracers that record the call, and back when the last debug context is destroyed. A program without
// debug pays nothing per call. Nested public calls (glu calling gl*) stack, innermost on top; a display
// list's commands run inside glCallList/glCallLists, the entry point GL attributes their errors to.
import { environmentRequestsDebug } from './option.js';
import { GLDebugError, type GLDebugReport } from './report.js';

let debugContexts = 0;
const fromEnvironment = environmentRequestsDebug();
let tracing = false;
let retarget: ((on: boolean) => void) | null = null;

function update(): void {
  const on = fromEnvironment || debugContexts > 0;
  if (on === tracing) return;
  tracing = on;
  retarget?.(on);
}

/** Registers the function that points the entry points at tracers or at the implementations. */
export function setRetarget(fn: (on: boolean) => void): void {
  retarget = fn;
  tracing = false;
  update();
}

/** Counts a debug context in (+1, created) or out (-1, destroyed); tracing is on while any exists. */
export function countDebugContext(delta: 1 | -1): void {
  debugContexts += delta;
  update();
}

const names: string[] = [];
const argLists: (readonly unknown[] | undefined)[] = [];
let depth = 0;
/** Reports of 'throw' contexts, thrown when the entry point at `pendingDepth` returns. */
let pending: GLDebugReport[] = [];
let pendingDepth = -1;

/** Runs the entry point `fn` named `name` with `args` while recording that it runs. */
// biome-ignore lint/suspicious/noExplicitAny: any entry point
export function traced<R>(name: string, fn: (...a: any[]) => R, args: readonly unknown[]): R {
  names[depth] = name;
  argLists[depth] = args;
  depth++;
  let result: R;
  let returned = false;
  try {
    result = fn(...args);
    returned = true;
  } finally {
    depth--;
    argLists[depth] = undefined;
    if (!returned && pendingDepth >= depth) {
      // The call threw something else (no current context...): its reports go with that exception.
      pending = [];
      pendingDepth = -1;
    }
  }
  if (pendingDepth === depth) {
    const reports = pending;
    pending = [];
    pendingDepth = -1;
    throw new GLDebugError(reports);
  }
  return result;
}

/** The innermost running entry point and its arguments, or null outside every traced call. */
export function runningEntryPoint(): { name: string; args: readonly unknown[] } | null {
  return depth === 0 ? null : { name: names[depth - 1]!, args: argLists[depth - 1]! };
}

/**
 * Throws `report` as a GLDebugError once the running entry point returns (its state is then final), or
 * at once outside every traced call.
 */
export function throwOnReturn(report: GLDebugReport): void {
  if (depth === 0) throw new GLDebugError([report]);
  pending.push(report);
  pendingDepth = depth - 1;
}
