// glBegin / glEnd (GL 1.5, 2.6.1): primitives collect into the immediate-mode batch, which the next
// state change (or glFlush, glFinish, glReadPixels, ...) draws; consecutive primitives of one
// independent type become one draw.
import { arbProgramsValid } from '../arb-gl/enables.js';
import { cur } from '../context/current.js';
import { ENUM_RULES } from '../errors/enum-rules.js';
import { GL_INVALID_ENUM, GL_INVALID_OPERATION } from '../gl-enums.js';
import type { BeginMode } from './enum-types.generated.js';

/** ENUM_RULES['glBegin.mode'] as a table by value (the modes are 0..9), read on every glBegin. */
const BEGIN_MODES = new Uint8Array(Math.max(...ENUM_RULES['glBegin.mode']) + 1);
for (const mode of ENUM_RULES['glBegin.mode']) BEGIN_MODES[mode] = 1;

function legalMode(mode: number): boolean {
  return typeof mode === 'number' && BEGIN_MODES[mode] === 1;
}

/**
 * Opens a primitive of the given mode: the vertices given until glEnd make it up.
 * Records GL_INVALID_ENUM for a mode that is not one of the ten primitive types, and GL_INVALID_OPERATION
 * when a primitive is already open or an enabled ARB program target's bound program is not valid.
 * @see OpenGL 1.5 §2.6.1; ARB_vertex_program §2.14.1
 */
export function glBegin(mode: BeginMode): void {
  const c = cur();
  if (c.recording) {
    const error = c.lists.compilingBeginEnd ? GL_INVALID_OPERATION : legalMode(mode) ? 0 : GL_INVALID_ENUM;
    if (
      error !== 0
        ? c.lists.recordError(
            error,
            'glBegin',
            error === GL_INVALID_OPERATION
              ? 'glBegin inside glBegin/glEnd'
              : 'mode is not a primitive type (GL_POINTS to GL_POLYGON)',
          )
        : c.lists.beginPrimitive(mode)
    )
      return;
  }
  if (c.insideBeginEnd) {
    c.setError(GL_INVALID_OPERATION, 'glBegin inside glBegin/glEnd');
    return;
  }
  if (!legalMode(mode)) {
    c.setError(GL_INVALID_ENUM, 'mode is not a primitive type (GL_POINTS to GL_POLYGON)');
    return;
  }
  if (!arbProgramsValid(c)) return;
  c.insideBeginEnd = true;
  c.batch.begin(mode);
}

/**
 * Closes the primitive glBegin opened and hands it to the immediate-mode batch.
 * Records GL_INVALID_OPERATION when no primitive is open.
 * @see OpenGL 1.5 §2.6.1
 */
export function glEnd(): void {
  const c = cur();
  if (c.recording) {
    // Without the list's own glBegin, glEnd is compiled as a call: it ends the primitive open where the
    // list is called, or is the error it is elsewhere.
    if (!c.lists.compilingBeginEnd) {
      if (c.lists.record(glEnd, [], 'glEnd')) return;
    } else if (c.lists.endPrimitive()) return;
  }
  if (!c.insideBeginEnd) {
    c.setError(GL_INVALID_OPERATION, 'glEnd without glBegin');
    return;
  }
  c.insideBeginEnd = false;
  c.batch.end();
}
