// glRect (GL 1.5, 2.10): the rectangle as glBegin(GL_QUADS) over its four corners at z = 0, shared by
// every typed variant. It is one command: between glBegin and glEnd (or the list's own, when compiling)
// it records GL_INVALID_OPERATION and adds nothing to the open primitive; a list compiles its quad as
// geometry of glRect.
import { cur } from '../context/current.js';
import { GL_INVALID_OPERATION, GL_QUADS } from '../gl-enums.js';
import { glBegin, glEnd } from './begin-end.js';
import { vertex } from './current-attrib.js';

export function rect(x1: number, y1: number, x2: number, y2: number): void {
  const c = cur();
  if (c.recording && c.lists.compilingBeginEnd) {
    if (!c.lists.recordError(GL_INVALID_OPERATION, 'glRect', 'not allowed between glBegin and glEnd'))
      c.setError(GL_INVALID_OPERATION, 'not allowed between glBegin and glEnd');
    return;
  }
  if (!c.recording && c.insideBeginEnd) {
    c.setError(GL_INVALID_OPERATION, 'not allowed between glBegin and glEnd');
    return;
  }
  const quad = () => {
    glBegin(GL_QUADS);
    vertex(x1, y1, 0, 1);
    vertex(x2, y1, 0, 1);
    vertex(x2, y2, 0, 1);
    vertex(x1, y2, 0, 1);
    glEnd();
  };
  if (c.recording) c.lists.compileGeometry('glRect', quad);
  else quad();
}
