// Scenes of the per-fragment operations: alpha test, blend functions, blend equations with a constant
// colour, logic ops, depth test with intersecting triangles, depth mask and range, stencil replace and
// stencil counting.
import * as gl from '../../src/index.js';
import { colouredVertex } from './helpers.js';
import { scene } from './scene.js';

/** The window-filling quad in the affine colour of each corner, opaque. */
function background(): void {
  gl.glBegin(gl.GL_QUADS);
  colouredVertex(-1, -1);
  colouredVertex(1, -1);
  colouredVertex(1, 1);
  colouredVertex(-1, 1);
  gl.glEnd();
}

/** A rectangle whose alpha rises from 0 on the left to 1 on the right. */
function alphaRamp(y0: number, y1: number): void {
  gl.glBegin(gl.GL_QUADS);
  gl.glColor4f(1, 0.5, 0.2, 0);
  gl.glVertex2f(-1, y0);
  gl.glColor4f(1, 0.5, 0.2, 1);
  gl.glVertex2f(1, y0);
  gl.glVertex2f(1, y1);
  gl.glColor4f(1, 0.5, 0.2, 0);
  gl.glVertex2f(-1, y1);
  gl.glEnd();
}

function alphaTest(): void {
  gl.glEnable(gl.GL_ALPHA_TEST);
  gl.glAlphaFunc(gl.GL_GREATER, 0.4);
  alphaRamp(0.05, 0.95);
  gl.glAlphaFunc(gl.GL_LEQUAL, 0.7);
  alphaRamp(-0.95, -0.05);
}

/** One cell of a 2 × 2 layout, filled with translucent yellow. */
function cell(i: number): void {
  const x = -0.9 + 0.95 * (i % 2);
  const y = -0.9 + 0.95 * Math.floor(i / 2);
  gl.glColor4f(0.9, 0.8, 0.1, 0.6);
  gl.glRectf(x, y, x + 0.85, y + 0.85);
}

function blendFunc(): void {
  background();
  gl.glEnable(gl.GL_BLEND);
  const factors = [
    [gl.GL_SRC_ALPHA, gl.GL_ONE_MINUS_SRC_ALPHA],
    [gl.GL_ONE, gl.GL_ONE],
    [gl.GL_DST_COLOR, gl.GL_ZERO],
    [gl.GL_SRC_ALPHA_SATURATE, gl.GL_ONE_MINUS_SRC_ALPHA],
  ];
  for (let i = 0; i < 4; i++) {
    gl.glBlendFunc(factors[i]![0]!, factors[i]![1]!);
    cell(i);
  }
}

function blendEquationConstant(): void {
  background();
  gl.glEnable(gl.GL_BLEND);
  gl.glBlendColor(0.2, 0.5, 0.8, 0.5);
  gl.glBlendFunc(gl.GL_CONSTANT_COLOR, gl.GL_ONE_MINUS_CONSTANT_ALPHA);
  cell(0);
  gl.glBlendFunc(gl.GL_ONE, gl.GL_ONE);
  gl.glBlendEquation(gl.GL_FUNC_REVERSE_SUBTRACT);
  cell(1);
  gl.glBlendEquation(gl.GL_MIN);
  cell(2);
  gl.glBlendEquationSeparate(gl.GL_MAX, gl.GL_FUNC_ADD);
  gl.glBlendFuncSeparate(gl.GL_ONE, gl.GL_ONE, gl.GL_ZERO, gl.GL_ZERO);
  cell(3);
}

function logicOp(): void {
  background();
  gl.glEnable(gl.GL_COLOR_LOGIC_OP);
  const ops = [gl.GL_XOR, gl.GL_AND, gl.GL_OR_REVERSE, gl.GL_EQUIV];
  for (let i = 0; i < 4; i++) {
    gl.glLogicOp(ops[i]!);
    cell(i);
  }
}

/** Two triangles that pass through each other, and a third behind both, drawn last. */
function depthTest(): void {
  gl.glEnable(gl.GL_DEPTH_TEST);
  gl.glBegin(gl.GL_TRIANGLES);
  gl.glColor3f(1, 0.2, 0.2);
  gl.glVertex3f(-0.9, -0.8, -0.6);
  gl.glVertex3f(0.9, -0.5, 0.7);
  gl.glVertex3f(-0.2, 0.9, 0.1);
  gl.glColor3f(0.2, 0.9, 0.3);
  gl.glVertex3f(-0.8, 0.5, 0.8);
  gl.glVertex3f(0.85, 0.7, -0.7);
  gl.glVertex3f(0.1, -0.9, 0.05);
  gl.glColor3f(0.3, 0.4, 1);
  gl.glVertex3f(-0.95, -0.1, 0.9);
  gl.glVertex3f(0.95, -0.2, 0.9);
  gl.glVertex3f(0, 0.95, 0.9);
  gl.glEnd();
}

/** A near quad drawn without depth writes is overdrawn by a farther one; glDepthRange moves a third. */
function depthMaskRange(): void {
  gl.glEnable(gl.GL_DEPTH_TEST);
  gl.glDepthMask(false);
  gl.glColor3f(1, 0.3, 0.3);
  gl.glRectf(-0.8, -0.8, 0.2, 0.2);
  gl.glDepthMask(true);
  gl.glBegin(gl.GL_QUADS);
  gl.glColor3f(0.3, 1, 0.3);
  gl.glVertex3f(-0.4, -0.4, 0.5);
  gl.glVertex3f(0.6, -0.4, 0.5);
  gl.glVertex3f(0.6, 0.6, 0.5);
  gl.glVertex3f(-0.4, 0.6, 0.5);
  gl.glEnd();
  gl.glDepthRange(0, 0.5);
  gl.glColor3f(0.3, 0.3, 1);
  gl.glBegin(gl.GL_QUADS);
  gl.glVertex3f(0, 0, 0.8);
  gl.glVertex3f(0.9, 0, 0.8);
  gl.glVertex3f(0.9, 0.9, 0.8);
  gl.glVertex3f(0, 0.9, 0.8);
  gl.glEnd();
}

/** An octagon written to the stencil buffer only; then colour where the stencil is and is not 1. */
function stencilReplace(): void {
  gl.glEnable(gl.GL_STENCIL_TEST);
  gl.glColorMask(false, false, false, false);
  gl.glStencilFunc(gl.GL_ALWAYS, 1, 0xff);
  gl.glStencilOp(gl.GL_KEEP, gl.GL_KEEP, gl.GL_REPLACE);
  gl.glBegin(gl.GL_POLYGON);
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4 + 0.2;
    gl.glVertex2f(0.1 + 0.7 * Math.cos(a), 0.7 * Math.sin(a));
  }
  gl.glEnd();
  gl.glColorMask(true, true, true, true);
  gl.glStencilOp(gl.GL_KEEP, gl.GL_KEEP, gl.GL_KEEP);
  gl.glStencilFunc(gl.GL_EQUAL, 1, 0xff);
  background();
  gl.glStencilFunc(gl.GL_NOTEQUAL, 1, 0xff);
  gl.glColor3f(0.1, 0.1, 0.4);
  gl.glRectf(-1, -1, 1, 1);
}

/** Three overlapping rectangles increment the stencil; each count is then shown in its own colour. */
function stencilCount(): void {
  gl.glEnable(gl.GL_STENCIL_TEST);
  gl.glColorMask(false, false, false, false);
  gl.glStencilFunc(gl.GL_ALWAYS, 0, 0xff);
  gl.glStencilOp(gl.GL_KEEP, gl.GL_KEEP, gl.GL_INCR);
  gl.glRectf(-0.8, -0.8, 0.4, 0.4);
  gl.glRectf(-0.4, -0.6, 0.8, 0.7);
  gl.glRectf(-0.6, -0.2, 0.6, 0.9);
  gl.glColorMask(true, true, true, true);
  gl.glStencilOp(gl.GL_KEEP, gl.GL_KEEP, gl.GL_KEEP);
  const colours = [
    [0.9, 0.2, 0.2],
    [0.2, 0.9, 0.2],
    [0.3, 0.3, 1],
  ];
  for (let k = 1; k <= 3; k++) {
    gl.glStencilFunc(gl.GL_EQUAL, k, 0xff);
    gl.glColor3f(colours[k - 1]![0]!, colours[k - 1]![1]!, colours[k - 1]![2]!);
    gl.glRectf(-1, -1, 1, 1);
  }
}

export const FRAGMENT_SCENES = [
  scene('alpha-test', alphaTest),
  scene('blend-func', blendFunc),
  scene('blend-equation-constant', blendEquationConstant),
  scene('logic-op', logicOp),
  scene('depth-test', depthTest),
  scene('depth-mask-range', depthMaskRange),
  scene('stencil-replace', stencilReplace),
  scene('stencil-count', stencilCount),
];
