// glPushAttrib / glPopAttrib (compiled into display lists) and glPushClientAttrib / glPopClientAttrib
// (executed at once), with the spec's stack depths.
import { cur } from '../context/current.js';
import { outsideBeginEnd } from '../errors/check.js';
import { GL_STACK_OVERFLOW, GL_STACK_UNDERFLOW } from '../gl-enums.js';
import { restoreGroups, saveGroups } from '../state/attrib-stack.js';
import { stateCommand } from './command.js';
import type { GLbitfield } from './enum-types.generated.js';

/**
 * Saves the server attribute groups the mask names (GL_COLOR_BUFFER_BIT, GL_LIGHTING_BIT, …, or
 * GL_ALL_ATTRIB_BITS) on the attribute stack.
 * Records GL_STACK_OVERFLOW when the stack is full, GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §6.1.14
 */
export function glPushAttrib(mask: GLbitfield): void {
  const c = stateCommand(glPushAttrib, [mask]);
  if (!c) return;
  if (c.attribStack.length >= c.limits.attribStackDepth) {
    c.setError(GL_STACK_OVERFLOW, 'the attribute stack is full (GL_MAX_ATTRIB_STACK_DEPTH)');
    return;
  }
  c.attribStack.push(saveGroups(c, mask, false));
}

/**
 * Restores the attribute groups the matching glPushAttrib saved.
 * Records GL_STACK_UNDERFLOW when the stack is empty, GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §6.1.14
 */
export function glPopAttrib(): void {
  const c = stateCommand(glPopAttrib, []);
  if (!c) return;
  const entry = c.attribStack.pop();
  if (!entry) {
    c.setError(GL_STACK_UNDERFLOW, 'the attribute stack is empty');
    return;
  }
  restoreGroups(c, entry);
}

/**
 * Saves the client attribute groups the mask names (GL_CLIENT_PIXEL_STORE_BIT, GL_CLIENT_VERTEX_ARRAY_BIT)
 * on the client attribute stack; executed at once, never compiled.
 * Records GL_STACK_OVERFLOW when the stack is full, GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §6.1.14
 */
export function glPushClientAttrib(mask: GLbitfield): void {
  const c = cur();
  if (!outsideBeginEnd(c)) return;
  if (c.clientAttribStack.length >= c.limits.clientAttribStackDepth) {
    c.setError(GL_STACK_OVERFLOW, 'the client attribute stack is full (GL_MAX_CLIENT_ATTRIB_STACK_DEPTH)');
    return;
  }
  c.clientAttribStack.push(saveGroups(c, mask, true));
}

/**
 * Restores the client attribute groups the matching glPushClientAttrib saved; executed at once, never
 * compiled.
 * Records GL_STACK_UNDERFLOW when the stack is empty, GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §6.1.14
 */
export function glPopClientAttrib(): void {
  const c = cur();
  if (!outsideBeginEnd(c)) return;
  const entry = c.clientAttribStack.pop();
  if (!entry) {
    c.setError(GL_STACK_UNDERFLOW, 'the client attribute stack is empty');
    return;
  }
  restoreGroups(c, entry);
}
