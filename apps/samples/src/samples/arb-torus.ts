// ARB assembly programs: a torus drawn by a GL_ARB_vertex_program and a GL_ARB_fragment_program (their
// texts are in arb-torus-programs.ts). The vertex program runs a wave around the torus (its phase is an
// environment parameter set every frame), transforms by state.matrix.mvp and lights with light 0's
// state and a wrapped diffuse term; the fragment program cuts round holes (KIL), tints the checker
// texture on the wave's crests (TEX, LRP) and adds a per-pixel highlight (DP3, POW, MAD). The torus
// comes from client arrays, one of them a generic attribute (glVertexAttribPointerARB), drawn with one
// glDrawElements. loadArbProgram shows how an application checks that a program string loaded.
import {
  GL_AMBIENT,
  GL_COLOR_BUFFER_BIT,
  GL_DEPTH_BUFFER_BIT,
  GL_DEPTH_TEST,
  GL_DIFFUSE,
  GL_FLOAT,
  GL_FRAGMENT_PROGRAM_ARB,
  GL_FRONT,
  GL_LIGHT0,
  GL_NORMAL_ARRAY,
  GL_POSITION,
  GL_PROGRAM_ERROR_POSITION_ARB,
  GL_PROGRAM_ERROR_STRING_ARB,
  GL_PROGRAM_FORMAT_ASCII_ARB,
  GL_SHININESS,
  GL_SPECULAR,
  GL_TRIANGLES,
  GL_UNSIGNED_SHORT,
  GL_VERTEX_ARRAY,
  GL_VERTEX_PROGRAM_ARB,
  glBindProgramARB,
  glClear,
  glClearColor,
  glDrawElements,
  glEnable,
  glEnableClientState,
  glEnableVertexAttribArrayARB,
  glGenProgramsARB,
  glGetIntegerv,
  glGetString,
  glLightfv,
  glMaterialf,
  glMaterialfv,
  glNormalPointer,
  glPopMatrix,
  glProgramEnvParameter4fARB,
  glProgramLocalParameter4fARB,
  glProgramLocalParameter4fvARB,
  glProgramStringARB,
  glPushMatrix,
  glRotatef,
  glTranslatef,
  glVertexAttribPointerARB,
  glVertexPointer,
} from '@gallium-ts/state-tracker-gl';
import type { GlSample } from '../sample.js';
import { ARB_TORUS_FRAGMENT_PROGRAM, ARB_TORUS_VERTEX_PROGRAM } from './arb-torus-programs.js';
import { checkerTexels, gridTriangles, perspective, texture2d } from './gl-helpers.js';

const RING = 48;
const TUBE = 24;
const TUBE_RADIUS = 0.38;
/** Wave crests around the ring. */
const WAVES = 5;
/** The generic attribute the vertex program reads as vertex.attrib[6]. */
const SURFACE_ATTRIBUTE = 6;

/**
 * Generates a program name, binds it to `target` and loads `text` into it. A program that does not load
 * leaves GL_PROGRAM_ERROR_POSITION_ARB at the offending character (it is -1 after a load) and
 * GL_PROGRAM_ERROR_STRING_ARB saying why; both go into the error thrown. Returns the program's name.
 */
export function loadArbProgram(target: number, text: string): number {
  const name = new Uint32Array(1);
  glGenProgramsARB(1, name);
  glBindProgramARB(target, name[0]!);
  glProgramStringARB(target, GL_PROGRAM_FORMAT_ASCII_ARB, text.length, text);
  const position = new Int32Array(1);
  glGetIntegerv(GL_PROGRAM_ERROR_POSITION_ARB, position);
  if (position[0] !== -1)
    throw new Error(
      `the program does not load at character ${position[0]}: ${glGetString(GL_PROGRAM_ERROR_STRING_ARB)}`,
    );
  return name[0]!;
}

interface TorusArrays {
  /** x, y, z of every grid point, ring after ring. */
  readonly positions: Float32Array;
  readonly normals: Float32Array;
  /** s, t (turns around the ring and the tube) and the cosine and sine of the wave's angle there. */
  readonly surface: Float32Array;
  readonly indices: Uint16Array;
}

/** A torus of radii 1 and TUBE_RADIUS about the z axis, as the arrays the programs read. */
function torusArrays(): TorusArrays {
  const count = (RING + 1) * (TUBE + 1);
  const positions = new Float32Array(count * 3);
  const normals = new Float32Array(count * 3);
  const surface = new Float32Array(count * 4);
  for (let i = 0; i <= RING; i++) {
    const s = i / RING;
    const u = s * 2 * Math.PI;
    const wave = WAVES * u;
    for (let j = 0; j <= TUBE; j++) {
      const t = j / TUBE;
      const v = t * 2 * Math.PI;
      const nx = Math.cos(u) * Math.cos(v);
      const ny = Math.sin(u) * Math.cos(v);
      const nz = Math.sin(v);
      const k = i * (TUBE + 1) + j;
      positions.set(
        [Math.cos(u) + TUBE_RADIUS * nx, Math.sin(u) + TUBE_RADIUS * ny, TUBE_RADIUS * nz],
        3 * k,
      );
      normals.set([nx, ny, nz], 3 * k);
      surface.set([s, t, Math.cos(wave), Math.sin(wave)], 4 * k);
    }
  }
  return { positions, normals, surface, indices: gridTriangles(RING, TUBE) };
}

const TORUS = torusArrays();

export const arbTorus: GlSample = {
  api: 'gl',
  name: 'arb-torus',
  title: 'ARB vertex and fragment programs: a rippling torus with holes, per-pixel highlight',
  kind: 'filled',
  defaultSize: { width: 200, height: 200 },
  animated: true,
  referenceFrame: 45,
  setup(width, height) {
    perspective(40, width / height, 1, 20);
    glEnable(GL_DEPTH_TEST);
    glLightfv(GL_LIGHT0, GL_POSITION, [2 / 7, 3 / 7, 6 / 7, 0]);
    glLightfv(GL_LIGHT0, GL_AMBIENT, [0.2, 0.2, 0.26, 1]);
    glMaterialfv(GL_FRONT, GL_AMBIENT, [1, 1, 1, 1]);
    glMaterialfv(GL_FRONT, GL_DIFFUSE, [0.9, 0.9, 0.9, 1]);
    glMaterialfv(GL_FRONT, GL_SPECULAR, [0.7, 0.7, 0.7, 1]);
    glMaterialf(GL_FRONT, GL_SHININESS, 40);
    texture2d(32, checkerTexels(32, 8, [240, 200, 90, 255], [60, 120, 190, 255]), true);

    loadArbProgram(GL_VERTEX_PROGRAM_ARB, ARB_TORUS_VERTEX_PROGRAM);
    glProgramLocalParameter4fARB(GL_VERTEX_PROGRAM_ARB, 0, 6, 2, 0.5, 1 / 1.5);
    loadArbProgram(GL_FRAGMENT_PROGRAM_ARB, ARB_TORUS_FRAGMENT_PROGRAM);
    glProgramLocalParameter4fARB(GL_FRAGMENT_PROGRAM_ARB, 0, 0.045, 0, 0, 0);
    glProgramLocalParameter4fvARB(GL_FRAGMENT_PROGRAM_ARB, 1, [1, 0.35, 0.25, 0.55]);
    glEnable(GL_VERTEX_PROGRAM_ARB);
    glEnable(GL_FRAGMENT_PROGRAM_ARB);

    glVertexPointer(3, GL_FLOAT, 0, TORUS.positions);
    glEnableClientState(GL_VERTEX_ARRAY);
    glNormalPointer(GL_FLOAT, 0, TORUS.normals);
    glEnableClientState(GL_NORMAL_ARRAY);
    glVertexAttribPointerARB(SURFACE_ATTRIBUTE, 4, GL_FLOAT, false, 0, TORUS.surface);
    glEnableVertexAttribArrayARB(SURFACE_ATTRIBUTE);
  },
  draw(_frame, time) {
    const phase = 3 * time;
    glClearColor(0.06, 0.07, 0.1, 1);
    glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
    glProgramEnvParameter4fARB(GL_VERTEX_PROGRAM_ARB, 0, Math.sin(phase), Math.cos(phase), 0.07, 0);
    glPushMatrix();
    glTranslatef(0, 0, -4.6);
    glRotatef(-58, 1, 0, 0);
    glRotatef(30 * time, 0, 0, 1);
    glDrawElements(GL_TRIANGLES, TORUS.indices.length, GL_UNSIGNED_SHORT, TORUS.indices);
    glPopMatrix();
  },
};
