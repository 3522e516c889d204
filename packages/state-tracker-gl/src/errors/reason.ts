// Why the last failed check that returns a GL error code failed. Such checks (pixel format and type,
// pixel storage and transfer parameters, glMap arguments, draw and read buffer names) return
// `because(code, 'reason')`, and the caller that records the code passes `lastReason()` right after, in
// the same synchronous call, so a reason always belongs to the code it came with. Literals only: nothing
// is allocated.
let last = '';

/** Returns `code`, remembering `reason` for the caller that records it. */
export function because(code: number, reason: string): number {
  last = reason;
  return code;
}

/** The reason given with the code the last failed check returned. */
export function lastReason(): string {
  return last;
}
