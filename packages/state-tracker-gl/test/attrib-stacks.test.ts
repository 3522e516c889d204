// glPushAttrib / glPopAttrib and the client stack: each group comes back as it was, groups not in the
// mask keep their new values, depths are limited, and popped state reaches the driver again.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as gl from '../src/index.js';
import { type NoopGl, noopContext } from './helpers/context.js';
import { stateSnapshot } from './helpers/state-snapshot.js';

let ctx: NoopGl;
beforeEach(async () => {
  ctx = await noopContext();
});
afterEach(async () => {
  await ctx.ctx.destroy();
  gl.makeCurrent(null);
});

/** Changes state in every group. */
function changeEverything(): void {
  gl.glColor3f(0.1, 0.2, 0.3);
  gl.glPointSize(4);
  gl.glLineWidth(3);
  gl.glPolygonMode(gl.GL_FRONT, gl.GL_LINE);
  gl.glEnable(gl.GL_LIGHTING);
  gl.glLightfv(gl.GL_LIGHT2, gl.GL_DIFFUSE, [0.5, 0.5, 0.5, 1]);
  gl.glShadeModel(gl.GL_FLAT);
  gl.glFogi(gl.GL_FOG_MODE, gl.GL_LINEAR);
  gl.glDepthFunc(gl.GL_GREATER);
  gl.glStencilFunc(gl.GL_EQUAL, 5, 0xf);
  gl.glViewport(1, 2, 3, 4);
  gl.glMatrixMode(gl.GL_PROJECTION);
  gl.glEnable(gl.GL_CLIP_PLANE1);
  gl.glEnable(gl.GL_BLEND);
  gl.glBlendFunc(gl.GL_SRC_ALPHA, gl.GL_ONE);
  gl.glClearColor(1, 0, 1, 0);
  gl.glHint(gl.GL_FOG_HINT, gl.GL_NICEST);
  gl.glListBase(7);
  gl.glScissor(1, 1, 2, 2);
  gl.glActiveTexture(gl.GL_TEXTURE1);
  gl.glEnable(gl.GL_TEXTURE_2D);
  gl.glTexEnvi(gl.GL_TEXTURE_ENV, gl.GL_TEXTURE_ENV_MODE, gl.GL_ADD);
  gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_MAG_FILTER, gl.GL_NEAREST);
}

describe('attribute stacks', () => {
  it('GL_ALL_ATTRIB_BITS restores every glGet value', () => {
    const before = stateSnapshot();
    gl.glPushAttrib(gl.GL_ALL_ATTRIB_BITS);
    changeEverything();
    expect(stateSnapshot()).not.toEqual(before);
    gl.glPopAttrib();
    const after = stateSnapshot();
    after.set(gl.GL_ATTRIB_STACK_DEPTH, before.get(gl.GL_ATTRIB_STACK_DEPTH)!);
    expect(after).toEqual(before);
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
  });

  it('only the named groups are restored', () => {
    gl.glPushAttrib(gl.GL_DEPTH_BUFFER_BIT);
    gl.glDepthFunc(gl.GL_GREATER);
    gl.glLineWidth(3);
    gl.glPopAttrib();
    const v = new Int32Array(1);
    gl.glGetIntegerv(gl.GL_DEPTH_FUNC, v);
    expect(v[0]).toBe(gl.GL_LESS);
    gl.glGetIntegerv(gl.GL_LINE_WIDTH, v);
    expect(v[0]).toBe(3);
  });

  it('GL_ENABLE_BIT saves every enable, texture enables per unit included', () => {
    gl.glPushAttrib(gl.GL_ENABLE_BIT);
    gl.glEnable(gl.GL_DEPTH_TEST);
    gl.glActiveTexture(gl.GL_TEXTURE1);
    gl.glEnable(gl.GL_TEXTURE_2D);
    gl.glEnable(gl.GL_TEXTURE_GEN_S);
    gl.glPopAttrib();
    expect(gl.glIsEnabled(gl.GL_DEPTH_TEST)).toBe(false);
    expect(gl.glIsEnabled(gl.GL_TEXTURE_2D)).toBe(false);
    expect(gl.glIsEnabled(gl.GL_TEXTURE_GEN_S)).toBe(false);
  });

  it('stack depth is 16; overflow and underflow are recorded', () => {
    for (let i = 0; i < 16; i++) gl.glPushAttrib(gl.GL_CURRENT_BIT);
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
    gl.glPushAttrib(gl.GL_CURRENT_BIT);
    expect(gl.glGetError()).toBe(gl.GL_STACK_OVERFLOW);
    for (let i = 0; i < 16; i++) gl.glPopAttrib();
    gl.glPopAttrib();
    expect(gl.glGetError()).toBe(gl.GL_STACK_UNDERFLOW);
    gl.glPopClientAttrib();
    expect(gl.glGetError()).toBe(gl.GL_STACK_UNDERFLOW);
  });

  it('popped state is sent to the driver again', () => {
    gl.glBegin(gl.GL_POINTS);
    gl.glVertex2f(0, 0);
    gl.glEnd();
    gl.glFlush();
    gl.glPushAttrib(gl.GL_DEPTH_BUFFER_BIT);
    gl.glEnable(gl.GL_DEPTH_TEST);
    gl.glBegin(gl.GL_POINTS);
    gl.glVertex2f(0, 0);
    gl.glEnd();
    gl.glFlush();
    const binds = ctx.counters.bindDepthStencilAlphaState;
    gl.glPopAttrib();
    gl.glBegin(gl.GL_POINTS);
    gl.glVertex2f(0, 0);
    gl.glEnd();
    gl.glFlush();
    expect(ctx.counters.bindDepthStencilAlphaState).toBe(binds + 1);
  });

  it('the client stack saves vertex array state and bindings', () => {
    const positions = new Float32Array(6);
    gl.glVertexPointer(2, gl.GL_FLOAT, 0, positions);
    gl.glPushClientAttrib(gl.GL_CLIENT_VERTEX_ARRAY_BIT);
    gl.glEnableClientState(gl.GL_VERTEX_ARRAY);
    gl.glVertexPointer(3, gl.GL_SHORT, 6, new Int16Array(9));
    gl.glBindBuffer(gl.GL_ARRAY_BUFFER, 4);
    gl.glPopClientAttrib();
    expect(gl.glIsEnabled(gl.GL_VERTEX_ARRAY)).toBe(false);
    const v = new Int32Array(1);
    gl.glGetIntegerv(gl.GL_VERTEX_ARRAY_SIZE, v);
    expect(v[0]).toBe(2);
    gl.glGetIntegerv(gl.GL_ARRAY_BUFFER_BINDING, v);
    expect(v[0]).toBe(0);
    const p: unknown[] = [];
    gl.glGetPointerv(gl.GL_VERTEX_ARRAY_POINTER, p);
    expect(p[0]).toBe(positions);
  });
});
