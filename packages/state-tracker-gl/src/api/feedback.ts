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
 * Switches to GL_RENDER, GL_SELECT or GL_FEEDBACK and returns what the mode left says: the number of hit
 * records (SELECT) or of values written (FEEDBACK), −1 when its buffer overflowed, 0 for RENDER.
 */
export function glRenderMode(mode: RenderModeMode): number {
  const c = immediateCommand();
  if (!c || !legalEnum(c, R['glRenderMode.mode'], mode)) return 0;
  const sf = c.selectFeedback;
  if (mode === GL_SELECT && !validOperation(c, sf.selectBuffer !== null)) return 0;
  if (mode === GL_FEEDBACK && !validOperation(c, sf.feedbackBuffer !== null)) return 0;
  const result =
    sf.renderMode === GL_SELECT ? sf.leaveSelect() : sf.renderMode === GL_FEEDBACK ? sf.leaveFeedback() : 0;
  if (mode === GL_SELECT) sf.startSelect();
  sf.renderMode = mode;
  // The draw path sends every primitive to the CPU primitive path outside GL_RENDER.
  c.dirty |= Dirty.RASTERIZER;
  return result;
}

/** Sets the array hit records go to: `size` values of `buffer` (never more than it holds; null: none). */
export function glSelectBuffer(size: number, buffer: Uint32Array | null): void {
  const c = immediateCommand();
  if (!c) return;
  const n = int32(size);
  const sf = c.selectFeedback;
  if (!validValue(c, n >= 0) || !validOperation(c, sf.renderMode !== GL_SELECT)) return;
  sf.selectBuffer = buffer instanceof Uint32Array ? buffer : new Uint32Array(0);
  sf.selectSize = n;
}

/** Sets the array and the vertex type (GL_2D .. GL_4D_COLOR_TEXTURE) of feedback. */
export function glFeedbackBuffer(size: number, type: FeedbackBufferType, buffer: Float32Array | null): void {
  const c = immediateCommand();
  if (!c || !legalEnum(c, R['glFeedbackBuffer.type'], type)) return;
  const n = int32(size);
  const sf = c.selectFeedback;
  if (!validValue(c, n >= 0) || !validOperation(c, sf.renderMode !== GL_FEEDBACK)) return;
  sf.feedbackBuffer = buffer instanceof Float32Array ? buffer : new Float32Array(0);
  sf.feedbackSize = n;
  sf.feedbackType = type;
}

export function glInitNames(): void {
  const c = stateCommand(glInitNames, []);
  const sf = c?.selectFeedback;
  if (!sf?.selecting) return;
  sf.flushHit();
  sf.nameStack.length = 0;
}

export function glLoadName(name: number): void {
  const c = stateCommand(glLoadName, [name]);
  const sf = c?.selectFeedback;
  if (!c || !sf?.selecting || !validOperation(c, sf.nameStack.length > 0)) return;
  sf.flushHit();
  sf.nameStack[sf.nameStack.length - 1] = name >>> 0;
}

export function glPushName(name: number): void {
  const c = stateCommand(glPushName, [name]);
  const sf = c?.selectFeedback;
  if (!c || !sf?.selecting) return;
  if (sf.nameStack.length >= MAX_NAME_STACK_DEPTH) {
    c.setError(GL_STACK_OVERFLOW);
    return;
  }
  sf.flushHit();
  sf.nameStack.push(name >>> 0);
}

export function glPopName(): void {
  const c = stateCommand(glPopName, []);
  const sf = c?.selectFeedback;
  if (!c || !sf?.selecting) return;
  if (sf.nameStack.length === 0) {
    c.setError(GL_STACK_UNDERFLOW);
    return;
  }
  sf.flushHit();
  sf.nameStack.pop();
}

/** In FEEDBACK mode writes GL_PASS_THROUGH_TOKEN and `token`. */
export function glPassThrough(token: number): void {
  const c = stateCommand(glPassThrough, [token]);
  const sf = c?.selectFeedback;
  if (!sf || sf.renderMode !== GL_FEEDBACK) return;
  sf.token(GL_PASS_THROUGH_TOKEN);
  sf.token(Math.fround(Number(token)));
}
