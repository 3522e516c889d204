// The GL workloads of the benchmark — fill, tex, tris and calls — written once against the GL API of
// @gallium-ts/state-tracker-gl with the same calls, in the same order, as scripts/mesa-bench/mesa-bench.c
// makes through OSMesa, and the numbers of scripts/mesa-bench/workloads.mjs. Each acts on the current
// context: `setup()` once, then `frame()` draws one frame (glFinish is the caller's).
import {
  GL_BLEND,
  GL_COLOR_BUFFER_BIT,
  GL_DEPTH_BUFFER_BIT,
  GL_DEPTH_TEST,
  GL_DIFFUSE,
  GL_FLOAT,
  GL_FRONT_AND_BACK,
  GL_LESS,
  GL_LIGHT0,
  GL_LIGHTING,
  GL_LINEAR,
  GL_NORMAL_ARRAY,
  GL_ONE_MINUS_SRC_ALPHA,
  GL_POSITION,
  GL_QUADS,
  GL_REPEAT,
  GL_REPLACE,
  GL_RGBA,
  GL_RGBA8,
  GL_SMOOTH,
  GL_SRC_ALPHA,
  GL_TEXTURE_2D,
  GL_TEXTURE_ENV,
  GL_TEXTURE_ENV_MODE,
  GL_TEXTURE_MAG_FILTER,
  GL_TEXTURE_MIN_FILTER,
  GL_TEXTURE_WRAP_S,
  GL_TEXTURE_WRAP_T,
  GL_TRIANGLES,
  GL_UNPACK_ALIGNMENT,
  GL_UNSIGNED_BYTE,
  GL_VERTEX_ARRAY,
  glBegin,
  glBindTexture,
  glBlendFunc,
  glClear,
  glColor3f,
  glColor4fv,
  glDepthFunc,
  glDisable,
  glDrawArrays,
  glEnable,
  glEnableClientState,
  glEnd,
  glGenTextures,
  glLightfv,
  glMaterialfv,
  glNormalPointer,
  glPixelStorei,
  glShadeModel,
  glTexCoord2f,
  glTexEnvi,
  glTexImage2D,
  glTexParameteri,
  glVertex2fv,
  glVertex3f,
  glVertexPointer,
} from '@gallium-ts/state-tracker-gl';
import { workloads } from './repo-scripts.js';

/** A workload drawn through the GL API on the current context. */
export interface GlWorkload {
  /** Width and height of the window. */
  readonly size: number;
  setup(): void;
  frame(): void;
}

const { WORKLOADS, QUAD_CORNERS, FILL_COLORS } = workloads;

/** fill: 32 full-screen smooth-shaded quads a frame, blended over. */
const fill: GlWorkload = {
  size: WORKLOADS.fill.size,
  setup() {
    glEnable(GL_BLEND);
    glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
    glShadeModel(GL_SMOOTH);
  },
  frame() {
    glClear(GL_COLOR_BUFFER_BIT);
    for (let q = 0; q < WORKLOADS.fill.quads; q++) {
      glBegin(GL_QUADS);
      for (let v = 0; v < 4; v++) {
        glColor4fv(FILL_COLORS[v]!);
        glVertex2fv(QUAD_CORNERS[v]!);
      }
      glEnd();
    }
  },
};

/** tex: 16 full-screen quads a frame, bilinear from a 256² texture, each shifted by q/16 of a texel. */
const tex: GlWorkload = {
  size: WORKLOADS.tex.size,
  setup() {
    const n = WORKLOADS.tex.textureSize;
    const texels = new Uint8Array(n * n * 4);
    for (let y = 0; y < n; y++)
      for (let x = 0; x < n; x++) texels.set(workloads.texTexel(x, y), (y * n + x) * 4);
    const name = new Uint32Array(1);
    glGenTextures(1, name);
    glBindTexture(GL_TEXTURE_2D, name[0]!);
    glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, n, n, 0, GL_RGBA, GL_UNSIGNED_BYTE, texels);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_REPEAT);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_REPEAT);
    glTexEnvi(GL_TEXTURE_ENV, GL_TEXTURE_ENV_MODE, GL_REPLACE);
    glEnable(GL_TEXTURE_2D);
  },
  frame() {
    glClear(GL_COLOR_BUFFER_BIT);
    for (let q = 0; q < WORKLOADS.tex.quads; q++) {
      const shift = workloads.texShift(q);
      glBegin(GL_QUADS);
      for (const [x, y] of QUAD_CORNERS) {
        glTexCoord2f((x + 1) * 0.5 + shift, (y + 1) * 0.5 + shift);
        glVertex2fv([x, y]);
      }
      glEnd();
    }
  },
};

/** tris: a lit sphere of 65,536 triangles from client vertex arrays, depth tested. */
function trisWorkload(): GlWorkload {
  let count = 0;
  return {
    size: WORKLOADS.tris.size,
    setup() {
      const sphere = workloads.sphereTriangles();
      count = sphere.count;
      glEnable(GL_LIGHTING);
      glEnable(GL_LIGHT0);
      glLightfv(GL_LIGHT0, GL_POSITION, [...workloads.LIGHT_DIRECTION, 0]);
      glMaterialfv(GL_FRONT_AND_BACK, GL_DIFFUSE, workloads.DIFFUSE);
      glEnable(GL_DEPTH_TEST);
      glDepthFunc(GL_LESS);
      glEnableClientState(GL_VERTEX_ARRAY);
      glEnableClientState(GL_NORMAL_ARRAY);
      glVertexPointer(3, GL_FLOAT, 0, sphere.positions);
      glNormalPointer(GL_FLOAT, 0, sphere.normals);
    },
    frame() {
      glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
      glDrawArrays(GL_TRIANGLES, 0, count);
    },
  };
}

/** calls: 20,000 one-triangle glBegin/glEnd draws with a depth-test toggle between them. */
const calls: GlWorkload = {
  size: WORKLOADS.calls.size,
  setup() {},
  frame() {
    glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
    for (let i = 0; i < WORKLOADS.calls.draws; i++) {
      if (i & 1) glEnable(GL_DEPTH_TEST);
      else glDisable(GL_DEPTH_TEST);
      glBegin(GL_TRIANGLES);
      glColor3f(1, 0, 0);
      glVertex3f(-0.5, -0.5, 0);
      glColor3f(0, 1, 0);
      glVertex3f(0.5, -0.5, 0);
      glColor3f(0, 0, 1);
      glVertex3f(0, 0.5, 0);
      glEnd();
    }
  },
};

/** A fresh instance of the GL workload `name` (tris keeps its sphere per instance). */
export function glWorkload(name: 'fill' | 'tex' | 'tris' | 'calls'): GlWorkload {
  return name === 'tris' ? trisWorkload() : { fill, tex, calls }[name];
}
