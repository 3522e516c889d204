// glAccum and glClearAccum (GL 1.5, 4.2.4 and 4.2.3); both are compiled into display lists. The
// operations themselves are src/meta/accum.ts.

import { legalEnum, validOperation } from '../errors/check.js';
import { GL_ACCUM, GL_ADD, GL_LOAD, GL_MULT, GL_RENDER, GL_RETURN } from '../gl-enums.js';
import { accumulate } from '../meta/accum.js';
import { stateCommand } from './command.js';
import type { GLenum } from './enum-types.generated.js';

const ACCUM_OPS: ReadonlySet<number> = new Set([GL_ACCUM, GL_LOAD, GL_RETURN, GL_MULT, GL_ADD]);

/** Clamps to [-1, 1] (NaN becomes 0). */
function clampSigned(x: number): number {
  return Number.isNaN(x) ? 0 : Math.min(Math.max(x, -1), 1);
}

/**
 * Runs an accumulation-buffer operation (GL_ACCUM, GL_LOAD, GL_RETURN, GL_MULT or GL_ADD) with `value`
 * over the read buffer or the accumulation buffer; nothing happens outside GL_RENDER mode.
 * Records GL_INVALID_ENUM for another op, GL_INVALID_OPERATION when the context has no accumulation buffer
 * or between glBegin and glEnd.
 * @see OpenGL 1.5 §4.2.4
 */
export function glAccum(op: GLenum, value: number): void {
  const c = stateCommand(glAccum, [op, value]);
  if (!c || !legalEnum(c, ACCUM_OPS, op)) return;
  if (!validOperation(c, c.fb.accum !== null, "no accumulation buffer (createContext's accumBits is 0)"))
    return;
  // As Mesa: outside GL_RENDER (selection, feedback) nothing reaches the framebuffer.
  if (c.selectFeedback.renderMode !== GL_RENDER) return;
  accumulate(c, op, value);
}

/**
 * Sets the value glClear writes into the accumulation buffer, each component clamped to [-1, 1].
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §4.2.3
 */
export function glClearAccum(red: number, green: number, blue: number, alpha: number): void {
  const c = stateCommand(glClearAccum, [red, green, blue, alpha]);
  if (c) c.st.accumClear = [red, green, blue, alpha].map(clampSigned) as [number, number, number, number];
}
