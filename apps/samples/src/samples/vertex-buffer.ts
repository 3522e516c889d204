// A vertex-buffer mesh: a torus whose normals and positions live interleaved in one buffer object
// (glInterleavedArrays GL_N3F_V3F at offset 0) and whose triangles are 16-bit indices in an element
// buffer, drawn with one glDrawElements per frame, lit by two coloured lights, spinning.
import {
  GL_ARRAY_BUFFER,
  GL_COLOR_BUFFER_BIT,
  GL_CULL_FACE,
  GL_DEPTH_BUFFER_BIT,
  GL_DEPTH_TEST,
  GL_DIFFUSE,
  GL_ELEMENT_ARRAY_BUFFER,
  GL_LIGHT0,
  GL_LIGHT1,
  GL_LIGHTING,
  GL_N3F_V3F,
  GL_POSITION,
  GL_STATIC_DRAW,
  GL_TRIANGLES,
  GL_UNSIGNED_SHORT,
  glBindBuffer,
  glBufferData,
  glClear,
  glClearColor,
  glDrawElements,
  glEnable,
  glGenBuffers,
  glInterleavedArrays,
  glLightfv,
  glPopMatrix,
  glPushMatrix,
  glRotatef,
  glTranslatef,
} from '@gallium-ts/state-tracker-gl';
import type { GlSample } from '../sample.js';
import { gridTriangles, perspective } from './gl-helpers.js';

const RINGS = 32;
const SIDES = 16;

/** (nx, ny, nz, x, y, z) for every grid point of a torus of radii 1 and 0.4 about the z axis. */
function torusVertices(): Float32Array {
  const data = new Float32Array((RINGS + 1) * (SIDES + 1) * 6);
  let at = 0;
  for (let i = 0; i <= RINGS; i++) {
    const u = (i / RINGS) * 2 * Math.PI;
    for (let j = 0; j <= SIDES; j++) {
      const v = (j / SIDES) * 2 * Math.PI;
      const nx = Math.cos(u) * Math.cos(v);
      const ny = Math.sin(u) * Math.cos(v);
      const nz = Math.sin(v);
      data.set([nx, ny, nz, Math.cos(u) + 0.4 * nx, Math.sin(u) + 0.4 * ny, 0.4 * nz], at);
      at += 6;
    }
  }
  return data;
}

export const vertexBuffer: GlSample = {
  api: 'gl',
  name: 'vertex-buffer',
  title: 'a torus from interleaved vertex and index buffer objects, two coloured lights',
  kind: 'filled',
  defaultSize: { width: 160, height: 160 },
  animated: true,
  referenceFrame: 40,
  setup(width, height) {
    perspective(40, width / height, 1, 20);
    glEnable(GL_DEPTH_TEST);
    glEnable(GL_CULL_FACE);
    glEnable(GL_LIGHTING);
    glEnable(GL_LIGHT0);
    glEnable(GL_LIGHT1);
    glLightfv(GL_LIGHT0, GL_POSITION, [-2, 1, 2, 0]);
    glLightfv(GL_LIGHT0, GL_DIFFUSE, [1, 0.5, 0.2, 1]);
    glLightfv(GL_LIGHT1, GL_POSITION, [2, -1, 2, 0]);
    glLightfv(GL_LIGHT1, GL_DIFFUSE, [0.2, 0.5, 1, 1]);
    const buffers = new Uint32Array(2);
    glGenBuffers(2, buffers);
    const vertices = torusVertices();
    glBindBuffer(GL_ARRAY_BUFFER, buffers[0]!);
    glBufferData(GL_ARRAY_BUFFER, vertices.byteLength, vertices, GL_STATIC_DRAW);
    glInterleavedArrays(GL_N3F_V3F, 0, 0);
    const indices = gridTriangles(RINGS, SIDES);
    glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, buffers[1]!);
    glBufferData(GL_ELEMENT_ARRAY_BUFFER, indices.byteLength, indices, GL_STATIC_DRAW);
  },
  draw(_frame, time) {
    glClearColor(0.08, 0.08, 0.08, 1);
    glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
    glPushMatrix();
    glTranslatef(0, 0, -5);
    glRotatef(50 * time, 1, 0.5, 0);
    glDrawElements(GL_TRIANGLES, RINGS * SIDES * 6, GL_UNSIGNED_SHORT, 0);
    glPopMatrix();
  },
};
