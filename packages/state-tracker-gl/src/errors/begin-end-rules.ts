// Which commands GL 1.5 allows between glBegin and glEnd (2.6.3): the one table both the immediate
// entry points (checked against it by test/begin-end-errors.test.ts) and display-list replay
// (lists/display-lists.ts) follow. Every other command records GL_INVALID_OPERATION there and does
// nothing.

/** The entry-point families allowed between glBegin and glEnd, without their type suffixes. */
const ALLOWED = new Set([
  'glVertex',
  'glColor',
  'glSecondaryColor',
  'glIndex',
  'glNormal',
  'glTexCoord',
  'glMultiTexCoord',
  'glFogCoord',
  'glEdgeFlag',
  'glVertexAttrib',
  'glMaterial',
  'glArrayElement',
  'glEvalCoord',
  'glEvalPoint',
  'glCallList',
  'glCallLists',
  'glEnd',
]);

/**
 * An entry point's family: its name without the extension suffix, component count, normalization and
 * type suffix (glColor4ubv → glColor, glVertexAttrib4NubvARB → glVertexAttrib).
 */
function family(entryPoint: string): string {
  return /^(gl[A-Za-z]*?)[1-4]?N?(?:b|s|i|f|d|ub|us|ui)?v?(?:ARB)?$/.exec(entryPoint)?.[1] ?? entryPoint;
}

/** Whether the command `entryPoint` (a C entry-point name) may be called between glBegin and glEnd. */
export function allowedBetweenBeginEnd(entryPoint: string): boolean {
  return ALLOWED.has(entryPoint) || ALLOWED.has(family(entryPoint));
}
