// The TypeScript twins of reference/arb-scenes/mixed.c (same calls, same numbers, same order): program
// commands in display lists, a vertex and a fragment program together, the specifications' examples.
// One difference: the program enables cannot be recorded in a list yet (helpers.ts' programEnable acts
// at once), so arb-lists switches them where the C twin's lists execute them; at the moment list 1 is
// called GL_VERTEX_PROGRAM_ARB is already on, and list 2 is compiled and executed, so the picture is the same.
import {
  glBindProgramARB,
  glGenProgramsARB,
  glProgramEnvParameter4fARB,
  glProgramLocalParameter4fARB,
  glProgramStringARB,
} from '../../src/api/arb-programs.js';
import { glVertexAttrib4fvARB } from '../../src/api/arb-vertex-attribs.js';
import * as gl from '../../src/index.js';
import { newTexture, patternImage, perspectiveView, sphere, texturedRect } from '../scenes/helpers.js';
import { cellRect, loadProgram, programEnable } from './helpers.js';
import { arbProgramText } from './scenes.js';

const VP = gl.GL_VERTEX_PROGRAM_ARB;
const FP = gl.GL_FRAGMENT_PROGRAM_ARB;
const f32 = (...v: number[]) => Float32Array.from(v);

function arbLists(): void {
  const text = arbProgramText('vp-lists.vp');
  const second = new Uint32Array(1);
  loadProgram(VP, 'vp-lists-swizzle.vp');
  const fp = loadProgram(FP, 'fp-lists.fp');
  glGenProgramsARB(1, second);
  gl.glNewList(1, gl.GL_COMPILE);
  glBindProgramARB(VP, second[0]!);
  glProgramStringARB(VP, gl.GL_PROGRAM_FORMAT_ASCII_ARB, text.length, text);
  glProgramEnvParameter4fARB(VP, 0, 0.2, 0.4, 0, 1);
  glProgramLocalParameter4fARB(VP, 0, 0.4, 0, 0.2, 0);
  // C: glEnable(GL_VERTEX_PROGRAM_ARB), recorded; already on when the list is called.
  cellRect(0, 1, 2, 2);
  gl.glEndList();
  glProgramEnvParameter4fARB(VP, 0, 0.8, 0.6, 0.4, 1);
  programEnable(VP, true);
  cellRect(1, 1, 2, 2);
  gl.glCallList(1);
  gl.glNewList(2, gl.GL_COMPILE_AND_EXECUTE);
  programEnable(VP, false);
  glBindProgramARB(FP, fp);
  glProgramEnvParameter4fARB(FP, 1, 1, 0.5, 1, 1);
  glProgramLocalParameter4fARB(FP, 1, 1, 1, 0.5, 1);
  programEnable(FP, true);
  gl.glColor3f(0.8, 0.8, 0.8);
  cellRect(0, 0, 2, 2);
  gl.glEndList();
  glProgramLocalParameter4fARB(FP, 1, 0.25, 1, 1, 1);
  cellRect(1, 0, 2, 2);
}

function arbVpFp(): void {
  const values = [f32(0.2, 0.4, 0, 0.8), f32(0.8, 0.6, 0, 0.2), f32(0.4, 0.2, 0, 0.6), f32(0.6, 0.8, 0, 0.4)];
  loadProgram(VP, 'vp-link.vp');
  loadProgram(FP, 'fp-link.fp');
  programEnable(VP, true);
  programEnable(FP, true);
  for (let i = 0; i < 4; i++) {
    glVertexAttrib4fvARB(6, values[i]!);
    cellRect(i % 2, Math.floor(i / 2), 2, 2);
  }
}

/** Light 0, a material and the perspective view for the lighting example of a 32 × 32 viewport. */
function litSphereState(): void {
  perspectiveView();
  gl.glLightfv(gl.GL_LIGHT0, gl.GL_AMBIENT, f32(0.2, 0.2, 0.2, 1));
  gl.glLightfv(gl.GL_LIGHT0, gl.GL_POSITION, f32(0, 0.6, 0.8, 0));
  gl.glMaterialfv(gl.GL_FRONT, gl.GL_DIFFUSE, f32(0.9, 0.5, 0.2, 1));
  gl.glMaterialfv(gl.GL_FRONT, gl.GL_SPECULAR, f32(0.8, 0.8, 0.8, 1));
  gl.glMaterialf(gl.GL_FRONT, gl.GL_SHININESS, 16);
}

function arbSpecExamples(): void {
  const infiniteLight = loadProgram(VP, 'spec-infinite-light.vp');
  const perturbed = loadProgram(VP, 'spec-perturbed-positions.vp');
  loadProgram(FP, 'spec-default-texenv.fp');
  gl.glEnable(gl.GL_DEPTH_TEST);
  litSphereState();
  programEnable(VP, true);
  gl.glViewport(0, 32, 32, 32);
  glBindProgramARB(VP, infiniteLight);
  sphere(1, 24, 12);
  gl.glViewport(32, 32, 32, 32);
  glBindProgramARB(VP, perturbed);
  glProgramEnvParameter4fARB(VP, 0, 0, 0.6, 0.8, 0);
  sphere(1, 24, 12);
  programEnable(VP, false);
  gl.glViewport(0, 0, 32, 32);
  gl.glMatrixMode(gl.GL_PROJECTION);
  gl.glLoadIdentity();
  gl.glMatrixMode(gl.GL_MODELVIEW);
  gl.glLoadIdentity();
  newTexture();
  patternImage();
  programEnable(FP, true);
  gl.glColor3f(1, 0.8, 0.6);
  texturedRect(-0.8, -0.8, 0.8, 0.8, 0, 0, 1, 1);
}

/** The drawing of each scene of mixed.c, by scene name. */
export const MIXED_DRAWINGS: Readonly<Record<string, () => void>> = {
  'arb-lists': arbLists,
  'arb-vp-fp': arbVpFp,
  'arb-spec-examples': arbSpecExamples,
};
