// The selection and feedback cases run through Mesa by feedback-reference.c. Each case is a list of GL
// calls, one a line ("glBegin TRIANGLES", "glVertex3f 0 0 0.5"); enum names (without GL_) become their
// values when the cases are built, so the fixtures hold plain numbers that the tests replay through the
// state tracker. A case's `compare` lists how its buffers may differ from Mesa's (see the test), `why`
// says why where the state tracker follows OpenGL 1.5 and not Mesa.

import { readFileSync } from 'node:fs';

/** GL enums by name, read from the package's generated gl-enums.ts (no build needed). */
export const GL = Object.fromEntries(
  [
    ...readFileSync(new URL('../../src/gl-enums.ts', import.meta.url), 'utf8').matchAll(
      /export const (GL_\w+) = (0x[0-9a-f]+);/g,
    ),
  ].map(([, name, value]) => [name.slice(3), Number(value)]),
);

/** One call with enum names replaced by their values. */
function resolve(call) {
  return call
    .split(/\s+/)
    .map((word, i) => {
      if (i === 0 || !/^[A-Z0-9_]+$/.test(word) || !/[A-Z]/.test(word)) return word;
      if (GL[word] === undefined) throw new Error(`unknown enum ${word}`);
      return String(GL[word]);
    })
    .join(' ');
}

/** glBegin(mode), the vertices (each an array of 2–4 coordinates, or a call), glEnd. */
const prim = (mode, ...vertices) => [
  `glBegin ${mode}`,
  ...vertices.map((v) => (typeof v === 'string' ? v : `glVertex${v.length}f ${v.join(' ')}`)),
  'glEnd',
];

/** The six-vertex fan of test shapes every polygon mode draws (CCW, front-facing). */
const SHAPE = [
  [-0.5, -0.5],
  [0.5, -0.5],
  [0.5, 0.5],
  [-0.5, 0.5],
  [-0.7, 0],
  [-0.7, -0.2],
];
const ALL_POLYGON_MODES = ['TRIANGLES', 'TRIANGLE_STRIP', 'TRIANGLE_FAN', 'QUADS', 'QUAD_STRIP', 'POLYGON'];
const everyPolygonMode = () =>
  ALL_POLYGON_MODES.flatMap((m, i) => [...prim(m, ...SHAPE), `glPassThrough ${i}`]);

const feedback = (type, calls, size = 4096) => [
  `glFeedbackBuffer ${size} ${type}`,
  'glRenderMode FEEDBACK',
  ...calls,
  'glRenderMode RENDER',
];
const select = (calls, size = 4096) => [
  `glSelectBuffer ${size}`,
  'glRenderMode SELECT',
  ...calls,
  'glRenderMode RENDER',
];

const CCW_TRIANGLE = prim('TRIANGLES', [-0.5, -0.5, 0.25], [0.5, -0.5, 0], [0, 0.5, -0.5]);
const CW_TRIANGLE = prim('TRIANGLES', [-0.5, 0.5, 0], [0.5, 0.5, 0], [0, -0.5, 0]);

const CASES = [
  { name: 'feedback 2D triangle', calls: feedback('2D', CCW_TRIANGLE) },
  { name: 'feedback 3D with depth range', calls: ['glDepthRange 0.2 0.8', ...feedback('3D', CCW_TRIANGLE)] },
  {
    name: 'feedback 3D_COLOR smooth colours',
    calls: feedback(
      '3D_COLOR',
      prim(
        'TRIANGLES',
        'glColor4f 1 0 0 1',
        [-0.5, -0.5],
        'glColor4f 0 1 0 0.5',
        [0.5, -0.5],
        'glColor4f 0 0 1 0.25',
        [0, 0.5],
      ),
    ),
  },
  {
    name: 'feedback 3D_COLOR_TEXTURE with the texture matrix',
    compare: ['mesaDiffers'],
    why: 'with texturing off Mesa reports the texture coordinates without the texture matrix (OpenGL 1.5, 5.3: after it)',
    calls: [
      'glMatrixMode TEXTURE',
      'glTranslatef 0.5 0.25 0',
      'glScalef 2 3 1',
      'glMatrixMode MODELVIEW',
      ...feedback(
        '3D_COLOR_TEXTURE',
        prim(
          'TRIANGLES',
          'glTexCoord4f 0 0 0 1',
          [-0.5, -0.5],
          'glTexCoord4f 1 0 0.5 1',
          [0.5, -0.5],
          'glTexCoord4f 0.5 1 0 2',
          [0, 0.5],
        ),
      ),
    ],
  },
  {
    name: 'feedback 4D_COLOR_TEXTURE in perspective',
    calls: [
      'glMatrixMode PROJECTION',
      'glFrustum -1 1 -1 1 1 10',
      'glMatrixMode MODELVIEW',
      'glTexCoord4f 0.25 0.5 0.75 1',
      ...feedback('4D_COLOR_TEXTURE', prim('TRIANGLES', [-1, -1, -2], [2, -1, -4], [0, 1, -3])),
    ],
  },
  {
    name: 'feedback points and lines',
    // Mesa writes GL_LINE_TOKEN for every segment of line primitives; OpenGL 1.5 (5.3) reports the
    // segment where the stipple restarts (each GL_LINES segment, a strip's or loop's first) as
    // GL_LINE_RESET_TOKEN, as the state tracker does.
    compare: ['lineReset'],
    calls: feedback('3D', [
      ...prim('POINTS', [0, 0], [0.5, 0.5, 0.5]),
      ...prim('LINES', [-1, -1], [1, 1], [-0.5, 0], [0.5, 0]),
      ...prim('LINE_STRIP', [-0.5, -0.5], [0.5, -0.5], [0.5, 0.5]),
      ...prim('LINE_LOOP', [-0.5, -0.5], [0.5, -0.5], [0.5, 0.5]),
    ]),
  },
  { name: 'feedback every polygon primitive', calls: feedback('2D', everyPolygonMode()) },
  {
    name: 'feedback polygon mode LINE',
    calls: ['glPolygonMode FRONT_AND_BACK LINE', ...feedback('2D', everyPolygonMode())],
  },
  {
    name: 'feedback polygon mode POINT',
    calls: ['glPolygonMode FRONT_AND_BACK POINT', ...feedback('2D', everyPolygonMode())],
  },
  {
    name: 'feedback front LINE, back POINT',
    calls: [
      'glPolygonMode FRONT LINE',
      'glPolygonMode BACK POINT',
      ...feedback('2D', [...CCW_TRIANGLE, ...CW_TRIANGLE, 'glFrontFace CW', ...CCW_TRIANGLE]),
    ],
  },
  {
    name: 'feedback culling',
    calls: [
      'glEnable CULL_FACE',
      ...feedback('2D', [
        ...CCW_TRIANGLE,
        ...CW_TRIANGLE,
        'glCullFace FRONT',
        ...CCW_TRIANGLE,
        ...CW_TRIANGLE,
        'glCullFace FRONT_AND_BACK',
        ...CCW_TRIANGLE,
        'glPassThrough 7',
        ...prim('LINES', [0, 0], [0.5, 0]),
        ...prim('POINTS', [0, 0]),
      ]),
    ],
    compare: ['lineReset'],
  },
  {
    name: 'feedback edge flags',
    compare: ['mesaDiffers'],
    why: 'Mesa drops every edge of unfilled polygons once glEdgeFlag was called, the flagged ones too',
    calls: [
      'glPolygonMode FRONT_AND_BACK LINE',
      ...feedback('2D', [
        ...prim(
          'POLYGON',
          'glEdgeFlag 0',
          SHAPE[0],
          'glEdgeFlag 1',
          SHAPE[1],
          SHAPE[2],
          'glEdgeFlag 0',
          SHAPE[3],
          'glEdgeFlag 1',
          SHAPE[4],
        ),
        'glPolygonMode FRONT_AND_BACK POINT',
        ...prim('QUADS', SHAPE[0], 'glEdgeFlag 0', SHAPE[1], 'glEdgeFlag 1', SHAPE[2], SHAPE[3]),
        'glPolygonMode FRONT_AND_BACK FILL',
        ...prim('QUADS', 'glEdgeFlag 0', ...SHAPE.slice(0, 4)),
      ]),
    ],
  },
  {
    name: 'feedback clipping',
    compare: ['clipped', 'lineReset'],
    calls: feedback('3D_COLOR', [
      ...prim(
        'TRIANGLES',
        'glColor4f 1 0 0 1',
        [-2, -0.5],
        'glColor4f 0 1 0 1',
        [0.5, -0.5],
        'glColor4f 0 0 1 1',
        [0, 0.5],
      ),
      ...prim('TRIANGLES', [-0.5, -0.5, 2], [0.5, -0.5, 0], [0, 0.5, 0]),
      ...prim('POINTS', [2, 0], [0, 0], [0, 0, 3]),
      ...prim('LINES', 'glColor4f 1 1 0 1', [-3, 0.5], 'glColor4f 0 1 1 1', [0.5, 0.5], [-3, -3], [3, -3]),
    ]),
  },
  {
    name: 'feedback clipped polygons in LINE mode',
    // Mesa restarts the stipple at each triangle of a clipped polygon's split, not at each polygon.
    compare: ['clipped', 'lineReset'],
    calls: [
      'glPolygonMode FRONT_AND_BACK LINE',
      ...feedback('2D', prim('QUADS', [-2, -0.5], [0.5, -0.5], [0.5, 0.5], [-2, 0.5])),
    ],
  },
  {
    name: 'feedback user clip planes',
    compare: ['clipped'],
    calls: [
      'glClipPlane CLIP_PLANE0 -1 0 0 0.25',
      'glEnable CLIP_PLANE0',
      'glClipPlane CLIP_PLANE3 0 1 1 0.5',
      'glEnable CLIP_PLANE3',
      ...feedback('3D', [
        ...prim('QUADS', [-0.5, -0.5, 0], [0.5, -0.5, 0], [0.5, 0.5, 0], [-0.5, 0.5, 0]),
        ...prim('POINTS', [0, 0], [0.5, 0]),
      ]),
    ],
  },
  {
    name: 'feedback lighting',
    calls: [
      'glEnable LIGHTING',
      'glEnable LIGHT0',
      'glLightfv LIGHT0 DIFFUSE 0.8 0.6 0.4 1',
      'glLightfv LIGHT0 POSITION 0 0 1 0',
      'glMaterialfv FRONT_AND_BACK DIFFUSE 1 1 1 0.5',
      'glMaterialfv FRONT_AND_BACK EMISSION 0 0 0.9 0',
      ...feedback(
        '3D_COLOR',
        prim(
          'TRIANGLES',
          'glNormal3f 0 0 1',
          [-0.5, -0.5],
          'glNormal3f 0.6 0 0.8',
          [0.5, -0.5],
          'glNormal3f 0 -1 0',
          [0, 0.5],
        ),
      ),
    ],
  },
  {
    name: 'feedback two-sided lighting',
    calls: [
      'glEnable LIGHTING',
      'glEnable LIGHT0',
      'glLightModeli LIGHT_MODEL_TWO_SIDE 1',
      'glMaterialfv BACK DIFFUSE 0 1 0 1',
      'glMaterialfv FRONT DIFFUSE 1 0 0 1',
      'glNormal3f 0 0 -1',
      ...feedback('3D_COLOR', CW_TRIANGLE),
    ],
  },
  {
    name: 'feedback flat shading',
    compare: ['mesaDiffers'],
    why: "Mesa reports each vertex's own colour; flat shading (OpenGL 1.5, 2.14.7) gives every vertex the provoking vertex's",
    calls: [
      'glShadeModel FLAT',
      ...feedback('3D_COLOR', [
        ...prim(
          'TRIANGLES',
          'glColor4f 1 0 0 1',
          [-0.5, -0.5],
          'glColor4f 0 1 0 1',
          [0.5, -0.5],
          'glColor4f 0 0 1 1',
          [0, 0.5],
        ),
        ...prim('LINES', 'glColor4f 1 0 0 1', [-0.5, -0.5], 'glColor4f 0 1 0 1', [0.5, -0.5]),
      ]),
    ],
  },
  { name: 'feedback glRect', calls: feedback('3D', ['glRectf -0.5 -0.25 0.5 0.75']) },
  {
    name: 'feedback vertex arrays',
    calls: [
      'array -0.5 -0.5 1 0 0 1 0.5 -0.5 0 1 0 1 0.5 0.5 0 0 1 1 -0.5 0.5 1 1 1 1',
      'glVertexPointer 2 24 0',
      'glColorPointer 4 24 2',
      'glEnableClientState VERTEX_ARRAY',
      'glEnableClientState COLOR_ARRAY',
      ...feedback('3D_COLOR', [
        'glDrawArrays TRIANGLE_FAN 0 4',
        'glPassThrough 1',
        'glDrawElements TRIANGLES 6 3 2 1 1 0 3',
        'glPassThrough 2',
        'glDrawArrays POINTS 1 2',
      ]),
    ],
  },
  {
    name: 'feedback display lists and glPassThrough',
    calls: [
      'glNewList 1 COMPILE',
      'glPassThrough 11',
      ...CCW_TRIANGLE,
      'glFeedbackBuffer 4096 3D',
      'glPassThrough 12',
      'glEndList',
      'glRenderMode FEEDBACK',
      'glCallList 1',
      'glPassThrough 13.5',
      'glRenderMode RENDER',
      'glPassThrough 14',
    ],
  },
  {
    name: 'feedback pixel rectangles',
    calls: [
      'glRasterPos3f 0.5 -0.25 0.5',
      ...feedback('3D_COLOR_TEXTURE', [
        'glColor4f 0.25 0.5 0.75 1',
        'glTexCoord4f 1 2 3 4',
        'glRasterPos3f -0.5 0.25 0',
        'glBitmap 8 8 0 0 3.5 -2',
        'glBitmap 0 0 0 0 1 1',
        'glDrawPixels 4 4',
        'glCopyPixels 0 0 4 4 COLOR',
        'glRasterPos3f 2 0 0',
        'glBitmap 8 8 0 0 1 1',
        'glDrawPixels 4 4',
        'glWindowPos3f 10 20 0.5',
        'glCopyPixels 0 0 4 4 COLOR',
      ]),
    ],
  },
  {
    name: 'feedback overflow',
    calls: [...feedback('3D', CCW_TRIANGLE, 10), ...feedback('2D', CCW_TRIANGLE, 8)],
  },
  {
    name: 'feedback errors',
    calls: [
      'glFeedbackBuffer -1 2D',
      'glFeedbackBuffer 10 POINT',
      'glRenderMode 0x1c03',
      'glFeedbackBuffer 10 2D',
      'glRenderMode FEEDBACK',
      'glFeedbackBuffer 10 3D',
      'glGetIntegerv FEEDBACK_BUFFER_TYPE',
      'glBegin TRIANGLES',
      'glRenderMode RENDER',
      'glPassThrough 1',
      'glEnd',
      'glGetIntegerv RENDER_MODE',
      'glRenderMode RENDER',
      'glGetIntegerv RENDER_MODE',
    ],
  },
  {
    name: 'select hits and the name stack',
    calls: select([
      'glInitNames',
      'glPushName 1',
      ...CCW_TRIANGLE,
      'glLoadName 2',
      ...prim('TRIANGLES', [2, 2], [3, 2], [2, 3]),
      'glLoadName 3',
      'glPushName 30',
      ...prim('POINTS', [0, 0, 0.5]),
      ...prim('LINES', [0, 0, -0.5], [0.5, 0, 0]),
      'glPopName',
      'glPopName',
      ...prim('POINTS', [0, 0, 1]),
      'glPushName 4',
      ...prim('POINTS', [0, 0, -1]),
    ]),
  },
  {
    name: 'select depth range and perspective',
    calls: [
      'glDepthRange 0.25 0.75',
      'glMatrixMode PROJECTION',
      'glFrustum -1 1 -1 1 1 10',
      'glMatrixMode MODELVIEW',
      ...select([
        'glPushName 5',
        ...prim('TRIANGLES', [-1, -1, -2], [2, -1, -4], [0, 1, -3]),
        'glLoadName 6',
        ...prim('QUADS', [-1, -1, -1.5], [1, -1, -1.5], [1, 1, -8], [-1, 1, -8]),
      ]),
    ],
  },
  {
    name: 'select picking with a pick matrix',
    calls: [
      'glMatrixMode PROJECTION',
      // gluPickMatrix(40, 40, 4, 4, viewport 0 0 64 64) before an identity projection
      'glTranslatef -4 -4 0',
      'glScalef 16 16 1',
      'glMatrixMode MODELVIEW',
      ...select([
        'glInitNames',
        'glPushName 0',
        'glLoadName 1',
        'glRectf -0.9 -0.9 -0.1 -0.1',
        'glLoadName 2',
        'glRectf 0.1 0.1 0.9 0.9',
        'glLoadName 3',
        'glRectf 0.2 -0.9 0.9 0.24',
        'glLoadName 4',
        ...prim('LINES', [-1, 0.3, 0.2], [1, 0.2, 0.4]),
      ]),
    ],
  },
  {
    name: 'select culling, polygon modes and edge flags',
    compare: ['mesaDiffers'],
    why: 'Mesa drops every edge of unfilled polygons once glEdgeFlag was called, the flagged ones too',
    calls: [
      'glEnable CULL_FACE',
      ...select([
        'glPushName 1',
        ...CW_TRIANGLE,
        'glLoadName 2',
        ...CCW_TRIANGLE,
        'glLoadName 3',
        'glPolygonMode FRONT_AND_BACK LINE',
        ...prim('TRIANGLES', 'glEdgeFlag 0', [-0.5, -0.5], [0.5, -0.5], [0, 0.5]),
        'glLoadName 4',
        'glPolygonMode FRONT_AND_BACK POINT',
        'glEdgeFlag 1',
        ...prim(
          'TRIANGLES',
          'glEdgeFlag 0',
          [-0.5, -0.5, 0.9],
          'glEdgeFlag 1',
          [0.5, -0.5, 0.1],
          [0, 0.5, 0.2],
        ),
      ]),
    ],
  },
  {
    name: 'select clipping and clip planes',
    calls: [
      'glClipPlane CLIP_PLANE1 1 0 0 0',
      ...select([
        'glPushName 1',
        ...prim('TRIANGLES', [-0.5, -0.5, 2], [0.5, -0.5, 0], [0, 0.5, 0]),
        'glLoadName 2',
        'glEnable CLIP_PLANE1',
        ...prim('TRIANGLES', [-0.5, -0.5, 0.8], [0.5, -0.5, 0.2], [0, 0.5, -0.4]),
        'glLoadName 3',
        ...prim('POINTS', [-0.5, 0]),
      ]),
    ],
  },
  {
    name: 'select arrays, lists and raster positions',
    calls: [
      'array -0.5 -0.5 0.5 0.5 -0.5 0 0 0.5 -0.5',
      'glVertexPointer 3 0 0',
      'glEnableClientState VERTEX_ARRAY',
      'glNewList 1 COMPILE',
      'glPushName 7',
      'glDrawArrays TRIANGLES 0 3',
      'glPopName',
      'glEndList',
      ...select([
        'glPushName 1',
        'glDrawArrays POINTS 1 1',
        'glLoadName 2',
        'glDrawElements LINES 2 0 2',
        'glLoadName 3',
        'glCallList 1',
        'glLoadName 4',
        'glRasterPos3f 0 0 0.5',
        'glLoadName 5',
        'glRasterPos3f 2 0 0.5',
        'glLoadName 6',
        'glWindowPos3f 3 4 0.25',
        'glLoadName 7',
        'glBitmap 8 8 0 0 1 1',
      ]),
    ],
  },
  {
    name: 'select name stack errors',
    calls: [
      'glPushName 1',
      'glLoadName 1',
      'glPopName',
      'glGetIntegerv NAME_STACK_DEPTH',
      ...select([
        'glPopName',
        'glLoadName 3',
        'glInitNames',
        ...Array.from({ length: 64 }, (_, i) => `glPushName ${i + 100}`),
        'glGetIntegerv NAME_STACK_DEPTH',
        'glPushName 9',
        ...CCW_TRIANGLE,
        'glGetIntegerv NAME_STACK_DEPTH',
        'glInitNames',
        'glGetIntegerv NAME_STACK_DEPTH',
        'glBegin POINTS',
        'glPushName 2',
        'glEnd',
        'glGetIntegerv MAX_NAME_STACK_DEPTH',
      ]),
    ],
  },
  {
    name: 'select overflow and errors',
    calls: [
      'glSelectBuffer -1',
      'glSelectBuffer 8',
      'glRenderMode SELECT',
      'glSelectBuffer 6',
      'glGetIntegerv SELECTION_BUFFER_SIZE',
      'glPushName 1',
      ...CCW_TRIANGLE,
      'glLoadName 2',
      ...CCW_TRIANGLE,
      'glRenderMode SELECT',
      'glPushName 3',
      ...CCW_TRIANGLE,
      'glGetIntegerv RENDER_MODE',
      'glRenderMode RENDER',
    ],
  },
  {
    name: 'nothing reaches the framebuffer outside GL_RENDER',
    calls: [
      'glClearColor 1 0 0 1',
      'glClear COLOR_BUFFER_BIT',
      ...select([
        'glClearColor 0 1 0 1',
        'glClear COLOR_BUFFER_BIT',
        'glColor4f 0 0 1 1',
        'glRectf -1 -1 1 1',
      ]),
      ...feedback('2D', [
        'glClear COLOR_BUFFER_BIT',
        'glRectf -1 -1 1 1',
        'glRasterPos3f 0 0 0',
        'glDrawPixels 4 4',
        'glBitmap 8 8 0 0 0 0',
      ]),
      'readPixel 32 32',
      'glClear COLOR_BUFFER_BIT',
      'readPixel 32 32',
    ],
  },
];

/** The cases with their calls resolved to numbers. */
export function buildCases() {
  return CASES.map((c) => ({ ...c, calls: c.calls.map(resolve) }));
}
