// Shared argument checks of the entry points. Each records the GL error the spec names, with the reason a
// debug context reports (a string literal, so the error-free path allocates nothing), and returns false,
// so the caller returns before changing any state.
import type { GlContext } from '../context/gl-context.js';
import { enumReason } from '../debug/format-args.js';
import { GL_INVALID_ENUM, GL_INVALID_OPERATION, GL_INVALID_VALUE } from '../gl-enums.js';

/**
 * For commands that are illegal between glBegin and glEnd (GL 1.5, 2.6.3): records INVALID_OPERATION
 * there; elsewhere draws the pending immediate-mode batch (a state change is coming) and returns true.
 */
export function outsideBeginEnd(c: GlContext): boolean {
  if (c.insideBeginEnd) {
    c.setError(GL_INVALID_OPERATION, 'not allowed between glBegin and glEnd');
    return false;
  }
  c.flush();
  return true;
}

/**
 * Records INVALID_ENUM unless `value` is in `legal`. The reason defaults to the value by name and, for an
 * ENUM_RULES entry, the parameter it came from: 'target GL_TEXTURE_3D is not accepted'.
 */
export function legalEnum(c: GlContext, legal: ReadonlySet<number>, value: number, reason?: string): boolean {
  if (legal.has(value)) return true;
  c.setError(GL_INVALID_ENUM, reason ?? (c.debug !== null ? enumReason(legal, value) : ''));
  return false;
}

/** Records INVALID_VALUE, for `reason`, unless `ok`. */
export function validValue(c: GlContext, ok: boolean, reason: string): boolean {
  if (ok) return true;
  c.setError(GL_INVALID_VALUE, reason);
  return false;
}

/** Records INVALID_OPERATION, for `reason`, unless `ok`. */
export function validOperation(c: GlContext, ok: boolean, reason: string): boolean {
  if (ok) return true;
  c.setError(GL_INVALID_OPERATION, reason);
  return false;
}

/** Copies an array argument for a display list (the caller may change its array afterwards). */
export function copyArray(values: ArrayLike<number>): number[] {
  return Array.from(values);
}
