// Display lists on driver-noop: compiled geometry lives in one vertex buffer (checked by reading it
// back) and replays as draws without re-walking the calls; compile vs compile-and-execute; commands
// that execute at once; errors at execution; nesting limit; glCallLists' name types and glListBase.
import { makeBox, type PipeResource, PipeTransfer, type PipeVertexBuffer } from '@gallium-ts/gallium-api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as gl from '../src/index.js';
import { type NoopGl, noopContext } from './helpers/context.js';

let ctx: NoopGl;
let vertexBuffers: (PipeVertexBuffer | null)[][];
beforeEach(async () => {
  ctx = await noopContext();
  vertexBuffers = [];
  const pipe = ctx.ctx.pipe;
  const original = pipe.setVertexBuffers.bind(pipe);
  pipe.setVertexBuffers = (start, buffers) => {
    vertexBuffers.push([...buffers]);
    original(start, buffers);
  };
});
afterEach(async () => {
  await ctx.ctx.destroy();
  gl.makeCurrent(null);
});

function readFloats(resource: PipeResource): Float32Array {
  const pipe = ctx.ctx.pipe;
  const map = pipe.transferMap(resource, 0, PipeTransfer.READ, makeBox(0, 0, 0, resource.width0, 1, 1))!;
  const floats = new Float32Array(map.data.slice().buffer);
  pipe.transferUnmap(map.transfer);
  return floats;
}

function compileTriangles(list: number, n: number, mode = gl.GL_COMPILE): void {
  gl.glNewList(list, mode);
  gl.glBegin(gl.GL_TRIANGLES);
  for (let i = 0; i < n; i++) {
    gl.glColor3f(i / n, 0.5, 0.25);
    gl.glVertex3f(i, 0, 0);
    gl.glVertex3f(i, 1, 0);
    gl.glVertex3f(i, 0, 1);
  }
  gl.glEnd();
  gl.glEndList();
}

describe('display lists', () => {
  it('compiled geometry is one vertex buffer holding the vertices; replay draws from it without re-walking calls', () => {
    compileTriangles(1, 10);
    expect(ctx.counters.drawVbo).toBe(0);
    expect(gl.glIsList(1)).toBe(true);
    gl.glCallList(1);
    expect(ctx.counters.drawVbo).toBe(1);
    const vb = vertexBuffers.at(-1)![1]!;
    expect(vb.userBuffer).toBe(null);
    const floats = readFloats(vb.buffer!);
    const stride = vb.stride / 4;
    expect(floats.length).toBe(30 * stride);
    // Vertex 4 is the second vertex of triangle 1: position (1, 1, 0, 1), colour (0.1, 0.5, 0.25, 1).
    expect(Array.from(floats.subarray(4 * stride, 4 * stride + 4))).toEqual([1, 1, 0, 1]);
    expect(Array.from(floats.subarray(4 * stride + 7, 4 * stride + 11))).toEqual(
      [0.1, 0.5, 0.25, 1].map(Math.fround),
    );
    for (let i = 0; i < 100; i++) gl.glCallList(1);
    expect(ctx.counters.drawVbo).toBe(101);
    const creates = ctx.screen.counters.resourceCreate;
    gl.glCallList(1);
    expect(ctx.screen.counters.resourceCreate).toBe(creates);
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
  });

  it('after glCallList the current colour is the last one the list set', () => {
    compileTriangles(2, 3);
    const color = new Float32Array(4);
    gl.glGetFloatv(gl.GL_CURRENT_COLOR, color);
    expect(Array.from(color)).toEqual([1, 1, 1, 1]);
    gl.glCallList(2);
    gl.glGetFloatv(gl.GL_CURRENT_COLOR, color);
    expect(Array.from(color)).toEqual([2 / 3, 0.5, 0.25, 1].map(Math.fround));
  });

  it('attributes the list never sets come from the current values when it is called', () => {
    gl.glNewList(3, gl.GL_COMPILE);
    gl.glBegin(gl.GL_POINTS);
    gl.glVertex2f(0, 0);
    gl.glEnd();
    gl.glEndList();
    const elements: { vertexBufferIndex: number }[][] = [];
    const pipe = ctx.ctx.pipe;
    const original = pipe.createVertexElementsState.bind(pipe);
    pipe.createVertexElementsState = (e) => {
      elements.push([...e]);
      return original(e);
    };
    gl.glCallList(3);
    // The double reads POSITION (stored) and COLOR0 (current values, slot 0).
    expect(elements.at(-1)!.map((e) => e.vertexBufferIndex)).toEqual([1, 0]);
  });

  it('GL_COMPILE does not execute; GL_COMPILE_AND_EXECUTE does', () => {
    gl.glNewList(4, gl.GL_COMPILE);
    gl.glEnable(gl.GL_DEPTH_TEST);
    gl.glEndList();
    expect(gl.glIsEnabled(gl.GL_DEPTH_TEST)).toBe(false);
    gl.glCallList(4);
    expect(gl.glIsEnabled(gl.GL_DEPTH_TEST)).toBe(true);
    compileTriangles(5, 2, gl.GL_COMPILE_AND_EXECUTE);
    gl.glFlush();
    expect(ctx.counters.drawVbo).toBe(1);
  });

  it('commands that are not compiled execute at once inside glNewList', () => {
    gl.glNewList(6, gl.GL_COMPILE);
    gl.glEnableClientState(gl.GL_VERTEX_ARRAY);
    const first = gl.glGenLists(2);
    const viewport = new Int32Array(4);
    gl.glGetIntegerv(gl.GL_VIEWPORT, viewport);
    gl.glEndList();
    expect(gl.glIsEnabled(gl.GL_VERTEX_ARRAY)).toBe(true);
    expect(first).toBe(1);
    expect(gl.glGenLists(1)).toBe(3);
    expect(Array.from(viewport)).toEqual([0, 0, 64, 64]);
  });

  it('errors of compiled commands are recorded when the list runs', () => {
    gl.glNewList(7, gl.GL_COMPILE);
    gl.glShadeModel(0x1234);
    gl.glEndList();
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
    gl.glCallList(7);
    expect(gl.glGetError()).toBe(gl.GL_INVALID_ENUM);
  });

  it('glNewList and glEndList errors', () => {
    gl.glNewList(0, gl.GL_COMPILE);
    expect(gl.glGetError()).toBe(gl.GL_INVALID_VALUE);
    gl.glEndList();
    expect(gl.glGetError()).toBe(gl.GL_INVALID_OPERATION);
    gl.glNewList(8, gl.GL_COMPILE);
    gl.glNewList(9, gl.GL_COMPILE);
    expect(gl.glGetError()).toBe(gl.GL_INVALID_OPERATION);
    gl.glEndList();
    expect(gl.glIsList(8)).toBe(true);
    expect(gl.glIsList(9)).toBe(false);
  });

  it('nesting stops at GL_MAX_LIST_NESTING (64)', () => {
    let calls = 0;
    gl.glNewList(10, gl.GL_COMPILE);
    gl.glCallList(11);
    gl.glEndList();
    gl.glNewList(11, gl.GL_COMPILE);
    gl.glBegin(gl.GL_POINTS);
    gl.glVertex2f(0, 0);
    gl.glEnd();
    gl.glCallList(11);
    gl.glEndList();
    const pipe = ctx.ctx.pipe;
    const original = pipe.drawVbo.bind(pipe);
    pipe.drawVbo = (info) => {
      calls++;
      original(info);
    };
    gl.glCallList(10);
    // List 10 is depth 1; list 11 runs at depths 2..64 and draws once each.
    expect(calls).toBe(63);
  });

  it('glCallLists reads every name type and adds glListBase', () => {
    const ran: number[] = [];
    for (const name of [1, 2, 258, 65793, 16843009]) {
      gl.glNewList(name, gl.GL_COMPILE);
      gl.glClearStencil(name & 0xff);
      gl.glEndList();
    }
    const value = new Int32Array(1);
    const check = (type: number, lists: ArrayLike<number> | ArrayBufferView, expected: number) => {
      gl.glClearStencil(0);
      gl.glCallLists(1, type, lists);
      gl.glGetIntegerv(gl.GL_STENCIL_CLEAR_VALUE, value);
      ran.push(value[0]!);
      expect(value[0]).toBe(expected & 0xff);
    };
    check(gl.GL_UNSIGNED_BYTE, new Uint8Array([2]), 2);
    check(gl.GL_BYTE, [1], 1);
    check(gl.GL_SHORT, new Int16Array([258]), 258);
    check(gl.GL_FLOAT, new Float32Array([2.7]), 2);
    check(gl.GL_2_BYTES, new Uint8Array([1, 2]), 258);
    check(gl.GL_3_BYTES, new Uint8Array([1, 1, 1]), 65793);
    check(gl.GL_4_BYTES, new Uint8Array([1, 1, 1, 1]), 16843009);
    gl.glListBase(256);
    check(gl.GL_UNSIGNED_INT, [2], 258);
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
  });

  it('glDeleteLists frees the list and its buffer', () => {
    compileTriangles(12, 2);
    const destroys = ctx.screen.counters.resourceDestroy;
    gl.glDeleteLists(12, 1);
    expect(gl.glIsList(12)).toBe(false);
    expect(ctx.screen.counters.resourceDestroy).toBe(destroys + 1);
  });

  it('glDrawArrays inside a list compiles the vertices it reads', () => {
    gl.glVertexPointer(2, gl.GL_FLOAT, 0, new Float32Array([0, 0, 1, 0, 0, 1]));
    gl.glEnableClientState(gl.GL_VERTEX_ARRAY);
    gl.glNewList(13, gl.GL_COMPILE);
    gl.glDrawArrays(gl.GL_TRIANGLES, 0, 3);
    gl.glEndList();
    gl.glVertexPointer(2, gl.GL_FLOAT, 0, new Float32Array(6));
    gl.glCallList(13);
    const vb = vertexBuffers.at(-1)![1]!;
    const floats = readFloats(vb.buffer!);
    const stride = vb.stride / 4;
    expect([floats[stride]!, floats[stride + 1]!, floats[2 * stride]!, floats[2 * stride + 1]!]).toEqual([
      1, 0, 0, 1,
    ]);
  });
});

describe('display-list limits', () => {
  it('a glDrawArrays of 2^30 vertices over a three-vertex array compiles those three; huge ranges are refused', async () => {
    const c = await noopContext();
    gl.glVertexPointer(2, gl.GL_FLOAT, 0, new Float32Array(6));
    gl.glEnableClientState(gl.GL_VERTEX_ARRAY);
    gl.glNewList(1, gl.GL_COMPILE);
    gl.glDrawArrays(gl.GL_POINTS, 0, 2 ** 30);
    gl.glEndList();
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
    const draws = c.counters.drawVbo;
    gl.glCallList(1);
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
    expect(c.counters.drawVbo).toBe(draws + 1);
    expect(gl.glGenLists(2 ** 30)).toBe(0);
    expect(gl.glGetError()).toBe(gl.GL_OUT_OF_MEMORY);
    gl.glDeleteLists(1, 2 ** 31);
    expect(gl.glIsList(1)).toBe(false);
    await c.ctx.destroy();
  });
});
