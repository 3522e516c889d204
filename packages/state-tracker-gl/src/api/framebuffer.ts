// Whole-framebuffer operations: glClear (compiled into display lists), glFlush and glFinish.
import { PipeFlush } from '@gallium-ts/gallium-api';
import { cur } from '../context/current.js';
import { validValue } from '../errors/check.js';
import {
  GL_ACCUM_BUFFER_BIT,
  GL_COLOR_BUFFER_BIT,
  GL_DEPTH_BUFFER_BIT,
  GL_INVALID_OPERATION,
  GL_RENDER,
  GL_STENCIL_BUFFER_BIT,
} from '../gl-enums.js';
import { clearAccum } from '../meta/accum.js';
import { clearBuffers } from '../meta/clear.js';
import { stateCommand } from './command.js';
import type { GLbitfield } from './enum-types.generated.js';

const CLEAR_BITS = GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT | GL_STENCIL_BUFFER_BIT | GL_ACCUM_BUFFER_BIT;

/**
 * Clears the buffers the mask names (GL_COLOR_BUFFER_BIT, GL_DEPTH_BUFFER_BIT, GL_STENCIL_BUFFER_BIT,
 * GL_ACCUM_BUFFER_BIT) to their clear values, within the scissor box and write masks; does nothing outside
 * GL_RENDER mode.
 * Records GL_INVALID_VALUE for any other bit in the mask, GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §4.2.3
 */
export function glClear(mask: GLbitfield): void {
  const c = stateCommand(glClear, [mask]);
  if (
    !c ||
    !validValue(
      c,
      (mask & ~CLEAR_BITS) === 0,
      'mask has bits other than the colour, depth, stencil and accum buffer bits',
    )
  )
    return;
  // As Mesa: outside GL_RENDER (selection, feedback) nothing reaches the framebuffer, clears included.
  if (c.selectFeedback.renderMode !== GL_RENDER) return;
  clearBuffers(c, {
    color: (mask & GL_COLOR_BUFFER_BIT) !== 0,
    depth: (mask & GL_DEPTH_BUFFER_BIT) !== 0,
    stencil: (mask & GL_STENCIL_BUFFER_BIT) !== 0,
  });
  if (mask & GL_ACCUM_BUFFER_BIT) clearAccum(c);
}

/**
 * Draws every pending command and submits the work to the driver without waiting for it.
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §5.5
 */
export function glFlush(): void {
  const c = cur();
  if (c.insideBeginEnd) {
    c.setError(GL_INVALID_OPERATION, 'not allowed between glBegin and glEnd');
    return;
  }
  c.flush();
  c.pipe.flush(0);
}

/**
 * Draws every pending command and waits until the driver has completed all of it.
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §5.5
 */
export function glFinish(): void {
  const c = cur();
  if (c.insideBeginEnd) {
    c.setError(GL_INVALID_OPERATION, 'not allowed between glBegin and glEnd');
    return;
  }
  c.flush();
  const fence = c.pipe.flush(PipeFlush.END_OF_FRAME);
  c.screen.fenceFinish(c.pipe, fence, 0xffffffffffffffffn);
  c.screen.fenceReference(fence, null);
}
