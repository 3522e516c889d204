// glGetError: returns and clears the first error recorded since the last call.
import { cur } from '../context/current.js';
import { GL_INVALID_OPERATION, GL_NO_ERROR } from '../gl-enums.js';

/**
 * Returns the first error recorded since the previous call (GL_NO_ERROR when none) and clears it.
 * Between glBegin and glEnd it records GL_INVALID_OPERATION and returns GL_NO_ERROR.
 * @see OpenGL 1.5 §2.5
 */
export function glGetError(): number {
  const c = cur();
  if (c.insideBeginEnd) {
    c.setError(GL_INVALID_OPERATION, 'not allowed between glBegin and glEnd');
    return GL_NO_ERROR;
  }
  const error = c.error;
  c.error = GL_NO_ERROR;
  return error;
}
