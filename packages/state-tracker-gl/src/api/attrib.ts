// glPushAttrib / glPopAttrib (compiled into display lists) and glPushClientAttrib / glPopClientAttrib
// (executed at once), with the spec's stack depths.
import { cur } from '../context/current.js';
import { outsideBeginEnd } from '../errors/check.js';
import { GL_STACK_OVERFLOW, GL_STACK_UNDERFLOW } from '../gl-enums.js';
import { restoreGroups, saveGroups } from '../state/attrib-stack.js';
import { stateCommand } from './command.js';
import type { GLbitfield } from './enum-types.generated.js';

export function glPushAttrib(mask: GLbitfield): void {
  const c = stateCommand(glPushAttrib, [mask]);
  if (!c) return;
  if (c.attribStack.length >= c.limits.attribStackDepth) {
    c.setError(GL_STACK_OVERFLOW);
    return;
  }
  c.attribStack.push(saveGroups(c, mask, false));
}

export function glPopAttrib(): void {
  const c = stateCommand(glPopAttrib, []);
  if (!c) return;
  const entry = c.attribStack.pop();
  if (!entry) {
    c.setError(GL_STACK_UNDERFLOW);
    return;
  }
  restoreGroups(c, entry);
}

export function glPushClientAttrib(mask: GLbitfield): void {
  const c = cur();
  if (!outsideBeginEnd(c)) return;
  if (c.clientAttribStack.length >= c.limits.clientAttribStackDepth) {
    c.setError(GL_STACK_OVERFLOW);
    return;
  }
  c.clientAttribStack.push(saveGroups(c, mask, true));
}

export function glPopClientAttrib(): void {
  const c = cur();
  if (!outsideBeginEnd(c)) return;
  const entry = c.clientAttribStack.pop();
  if (!entry) {
    c.setError(GL_STACK_UNDERFLOW);
    return;
  }
  restoreGroups(c, entry);
}
