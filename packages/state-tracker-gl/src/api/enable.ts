// glEnable / glDisable / glIsEnabled over the capability table (state/enable-caps.ts), and the client
// array enables glEnableClientState / glDisableClientState.
import { cur } from '../context/current.js';
import type { GlContext } from '../context/gl-context.js';
import { legalEnum, outsideBeginEnd } from '../errors/check.js';
import { ENUM_RULES } from '../errors/enum-rules.js';
import { GL_COLOR_MATERIAL, GL_INVALID_ENUM, GL_INVALID_OPERATION } from '../gl-enums.js';
import { enableCap } from '../state/enable-caps.js';
import { clientArrayOf } from '../vertex/array-enums.js';
import { applyColorMaterial } from './current-attrib.js';
import type { EnableClientStateArray, GLenum } from './enum-types.generated.js';

function setCap(c: GlContext, cap: number, on: boolean, fn: typeof glEnable): void {
  if (c.recording && c.lists.record(fn, [cap])) return;
  if (c.insideBeginEnd) {
    c.setError(GL_INVALID_OPERATION, 'not allowed between glBegin and glEnd');
    return;
  }
  const entry = enableCap(c, cap);
  if (!entry) {
    c.setError(GL_INVALID_ENUM, 'cap is not a capability glEnable and glDisable know');
    return;
  }
  if (entry.get(c) === on) return;
  c.flush();
  entry.set(c, on);
  c.dirty |= entry.dirty;
  if (cap === GL_COLOR_MATERIAL && on) applyColorMaterial();
}

/**
 * Turns a capability (depth test, lighting, a light, a texture target, …) on; compiled into display lists.
 * Records GL_INVALID_ENUM for a name that is no capability of this context, GL_INVALID_OPERATION between
 * glBegin and glEnd.
 * @see OpenGL 1.5 §2.6.3, §6.2 (the enables of the state tables)
 */
export function glEnable(cap: GLenum): void {
  setCap(cur(), cap, true, glEnable);
}

/**
 * Turns a capability (depth test, lighting, a light, a texture target, …) off; compiled into display
 * lists.
 * Records GL_INVALID_ENUM for a name that is no capability of this context, GL_INVALID_OPERATION between
 * glBegin and glEnd.
 * @see OpenGL 1.5 §2.6.3, §6.2 (the enables of the state tables)
 */
export function glDisable(cap: GLenum): void {
  setCap(cur(), cap, false, glDisable);
}

function setClientState(array: number, on: boolean): void {
  const c = cur();
  if (!outsideBeginEnd(c)) return;
  if (!legalEnum(c, ENUM_RULES['glEnableClientState.array'], array)) return;
  clientArrayOf(c, array)!.enabled = on;
}

/**
 * Turns on a client vertex array so that glDrawArrays, glDrawElements and glArrayElement read it; executed
 * at once, never compiled.
 * Records GL_INVALID_ENUM for a name that is no client array, GL_INVALID_OPERATION between glBegin and
 * glEnd.
 * @see OpenGL 1.5 §2.8
 */
export function glEnableClientState(array: EnableClientStateArray): void {
  setClientState(array, true);
}

/**
 * Turns a client vertex array off, so that drawing uses the current attribute instead; executed at once,
 * never compiled.
 * Records GL_INVALID_ENUM for a name that is no client array, GL_INVALID_OPERATION between glBegin and
 * glEnd.
 * @see OpenGL 1.5 §2.8
 */
export function glDisableClientState(array: GLenum): void {
  setClientState(array, false);
}

/**
 * Tells whether a capability or client array is on.
 * Records GL_INVALID_ENUM (and returns false) for a name that is neither, GL_INVALID_OPERATION between
 * glBegin and glEnd.
 * @see OpenGL 1.5 §6.1.1
 */
export function glIsEnabled(cap: GLenum): boolean {
  const c = cur();
  if (c.insideBeginEnd) {
    c.setError(GL_INVALID_OPERATION, 'not allowed between glBegin and glEnd');
    return false;
  }
  const client = clientArrayOf(c, cap);
  if (client) return client.enabled;
  const entry = enableCap(c, cap);
  if (!entry) {
    c.setError(GL_INVALID_ENUM, 'cap is not a capability glIsEnabled knows');
    return false;
  }
  return entry.get(c);
}
