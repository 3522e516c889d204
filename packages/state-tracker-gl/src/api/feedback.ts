// Selection and feedback (GL 1.5, 5.2 and 5.3): glRenderMode, glSelectBuffer and glFeedbackBuffer (never
// compiled into display lists: they execute at once), and the name stack commands and glPassThrough
// (compiled). The name stack commands and glPassThrough do nothing outside their mode. The primitives
// reach the buffers through the CPU primitive path (feedback/feedback-primitives.ts), the raster
// position and pixel rectangles through feedback/raster-feedback.ts.
import { Dirty } from '../context/dirty.js';
import { legalEnum, validOperation, validValue } from '../errors/check.js';
import { ENUM_RULES as R } from '../errors/enum-rules.js';
import { MAX_NAME_STACK_DEPTH } from '../feedback/select-feedback.js';
import {
  GL_FEEDBACK,
  GL_PASS_THROUGH_TOKEN,
  GL_SELECT,
  GL_STACK_OVERFLOW,
  GL_STACK_UNDERFLOW,
} from '../gl-enums.js';
import { int32 } from '../math/clamp.js';
import { immediateCommand, stateCommand } from './command.js';
import type { FeedbackBufferType, RenderModeMode } from './enum-types.generated.js';

/**
 * Switches to GL_RENDER, GL_SELECT or GL_FEEDBACK and returns what the mode being left produced: the
 * number of hit records (selection) or values written (feedback), −1 when its buffer overflowed, 0 for
 * GL_RENDER. Executed at once, never compiled.
 * Records GL_INVALID_ENUM for another mode, GL_INVALID_OPERATION when the new mode has no buffer set or
 * between glBegin and glEnd.
 * @see OpenGL 1.5 §5.2, §5.3
 */
export function glRenderMode(mode: RenderModeMode): number {
  const c = immediateCommand();
  if (!c || !legalEnum(c, R['glRenderMode.mode'], mode)) return 0;
  const sf = c.selectFeedback;
  if (mode === GL_SELECT && !validOperation(c, sf.selectBuffer !== null, 'glSelectBuffer was not called'))
    return 0;
  if (
    mode === GL_FEEDBACK &&
    !validOperation(c, sf.feedbackBuffer !== null, 'glFeedbackBuffer was not called')
  )
    return 0;
  const result =
    sf.renderMode === GL_SELECT ? sf.leaveSelect() : sf.renderMode === GL_FEEDBACK ? sf.leaveFeedback() : 0;
  if (mode === GL_SELECT) sf.startSelect();
  sf.renderMode = mode;
  // The draw path sends every primitive to the CPU primitive path outside GL_RENDER.
  c.dirty |= Dirty.RASTERIZER;
  return result;
}

/**
 * Sets the array selection hit records are written to: at most `size` values of `buffer` (null: none).
 * Executed at once, never compiled.
 * Records GL_INVALID_VALUE for a negative size, GL_INVALID_OPERATION in GL_SELECT mode or between glBegin
 * and glEnd.
 * @see OpenGL 1.5 §5.2
 */
export function glSelectBuffer(size: number, buffer: Uint32Array | null): void {
  const c = immediateCommand();
  if (!c) return;
  const n = int32(size);
  const sf = c.selectFeedback;
  if (
    !validValue(c, n >= 0, 'size is negative') ||
    !validOperation(c, sf.renderMode !== GL_SELECT, 'the render mode is GL_SELECT')
  )
    return;
  sf.selectBuffer = buffer instanceof Uint32Array ? buffer : new Uint32Array(0);
  sf.selectSize = n;
}

/**
 * Sets the array feedback values are written to (at most `size` floats of `buffer`) and which vertex data
 * each vertex reports (GL_2D … GL_4D_COLOR_TEXTURE). Executed at once, never compiled.
 * Records GL_INVALID_ENUM for another type, GL_INVALID_VALUE for a negative size, GL_INVALID_OPERATION in
 * GL_FEEDBACK mode or between glBegin and glEnd.
 * @see OpenGL 1.5 §5.3
 */
export function glFeedbackBuffer(size: number, type: FeedbackBufferType, buffer: Float32Array | null): void {
  const c = immediateCommand();
  if (!c || !legalEnum(c, R['glFeedbackBuffer.type'], type)) return;
  const n = int32(size);
  const sf = c.selectFeedback;
  if (
    !validValue(c, n >= 0, 'size is negative') ||
    !validOperation(c, sf.renderMode !== GL_FEEDBACK, 'the render mode is GL_FEEDBACK')
  )
    return;
  sf.feedbackBuffer = buffer instanceof Float32Array ? buffer : new Float32Array(0);
  sf.feedbackSize = n;
  sf.feedbackType = type;
}

/**
 * Empties the selection name stack; does nothing outside GL_SELECT mode.
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §5.2
 */
export function glInitNames(): void {
  const c = stateCommand(glInitNames, []);
  const sf = c?.selectFeedback;
  if (!sf?.selecting) return;
  sf.flushHit();
  sf.nameStack.length = 0;
}

/**
 * Replaces the name on top of the selection name stack; does nothing outside GL_SELECT mode.
 * Records GL_INVALID_OPERATION when the stack is empty or between glBegin and glEnd.
 * @see OpenGL 1.5 §5.2
 */
export function glLoadName(name: number): void {
  const c = stateCommand(glLoadName, [name]);
  const sf = c?.selectFeedback;
  if (!c || !sf?.selecting || !validOperation(c, sf.nameStack.length > 0, 'the name stack is empty')) return;
  sf.flushHit();
  sf.nameStack[sf.nameStack.length - 1] = name >>> 0;
}

/**
 * Pushes a name onto the selection name stack; does nothing outside GL_SELECT mode.
 * Records GL_STACK_OVERFLOW when the stack is full, GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §5.2
 */
export function glPushName(name: number): void {
  const c = stateCommand(glPushName, [name]);
  const sf = c?.selectFeedback;
  if (!c || !sf?.selecting) return;
  if (sf.nameStack.length >= MAX_NAME_STACK_DEPTH) {
    c.setError(GL_STACK_OVERFLOW, 'the name stack is full (GL_MAX_NAME_STACK_DEPTH)');
    return;
  }
  sf.flushHit();
  sf.nameStack.push(name >>> 0);
}

/**
 * Pops the selection name stack; does nothing outside GL_SELECT mode.
 * Records GL_STACK_UNDERFLOW when the stack is empty, GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §5.2
 */
export function glPopName(): void {
  const c = stateCommand(glPopName, []);
  const sf = c?.selectFeedback;
  if (!c || !sf?.selecting) return;
  if (sf.nameStack.length === 0) {
    c.setError(GL_STACK_UNDERFLOW, 'the name stack is empty');
    return;
  }
  sf.flushHit();
  sf.nameStack.pop();
}

/**
 * In GL_FEEDBACK mode writes a GL_PASS_THROUGH_TOKEN marker followed by `token` (as a float) into the
 * feedback buffer; otherwise does nothing.
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §5.3
 */
export function glPassThrough(token: number): void {
  const c = stateCommand(glPassThrough, [token]);
  const sf = c?.selectFeedback;
  if (!sf || sf.renderMode !== GL_FEEDBACK) return;
  sf.token(GL_PASS_THROUGH_TOKEN);
  sf.token(Math.fround(Number(token)));
}
