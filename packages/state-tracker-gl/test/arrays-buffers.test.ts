// Vertex arrays and buffer objects on driver-noop: what reaches set_vertex_buffers / set_index_buffer
// (client memory as user buffers, buffer objects as resources, unsupported types converted to floats),
// index counts limited to the indices the memory holds, and the buffer-object commands with their errors.
import {
  makeBox,
  PipeFormat,
  type PipeIndexBuffer,
  type PipeResource,
  PipeTransfer,
  type PipeVertexBuffer,
  type PipeVertexElement,
} from '@gallium-ts/gallium-api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Attrib } from '../src/draw/program-source.js';
import * as gl from '../src/index.js';
import { type NoopGl, noopContext } from './helpers/context.js';

let ctx: NoopGl;
let vbs: (PipeVertexBuffer | null)[][];
let elements: PipeVertexElement[][];
let indexBuffers: (PipeIndexBuffer | null)[];
let draws: { indexed: boolean; count: number; mode: number }[];
beforeEach(async () => {
  ctx = await noopContext();
  vbs = [];
  elements = [];
  indexBuffers = [];
  draws = [];
  const pipe = ctx.ctx.pipe;
  const ovb = pipe.setVertexBuffers.bind(pipe);
  pipe.setVertexBuffers = (s, b) => {
    vbs.push([...b]);
    ovb(s, b);
  };
  const ove = pipe.createVertexElementsState.bind(pipe);
  pipe.createVertexElementsState = (e) => {
    elements.push([...e]);
    return ove(e);
  };
  const oib = pipe.setIndexBuffer.bind(pipe);
  pipe.setIndexBuffer = (b) => {
    indexBuffers.push(b);
    oib(b);
  };
  const od = pipe.drawVbo.bind(pipe);
  pipe.drawVbo = (info) => {
    draws.push({ indexed: info.indexed, count: info.count, mode: info.mode });
    od(info);
  };
});
afterEach(async () => {
  await ctx.ctx.destroy();
  gl.makeCurrent(null);
});

function readBytes(resource: PipeResource): Uint8Array {
  const pipe = ctx.ctx.pipe;
  const map = pipe.transferMap(resource, 0, PipeTransfer.READ, makeBox(0, 0, 0, resource.width0, 1, 1))!;
  const bytes = map.data.slice();
  pipe.transferUnmap(map.transfer);
  return bytes;
}

describe('client arrays', () => {
  it('glDrawArrays passes client memory as user buffers with matching formats', () => {
    const positions = new Float32Array([0, 0, 1, 0, 0, 1]);
    const colors = new Uint8Array([255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255]);
    gl.glVertexPointer(2, gl.GL_FLOAT, 0, positions);
    gl.glColorPointer(4, gl.GL_UNSIGNED_BYTE, 0, colors);
    gl.glEnableClientState(gl.GL_VERTEX_ARRAY);
    gl.glEnableClientState(gl.GL_COLOR_ARRAY);
    gl.glDrawArrays(gl.GL_TRIANGLES, 0, 3);
    expect(draws).toEqual([{ indexed: false, count: 3, mode: gl.GL_TRIANGLES }]);
    const buffers = vbs.at(-1)!;
    expect(buffers[1]).toMatchObject({ stride: 8, userBuffer: positions });
    expect(buffers[2]).toMatchObject({ stride: 4, userBuffer: colors });
    expect(elements.at(-1)!.map((e) => [e.vertexBufferIndex, e.srcFormat])).toEqual([
      [1, PipeFormat.R32G32_FLOAT],
      [2, PipeFormat.R8G8B8A8_UNORM],
    ]);
  });

  it('a disabled array reads the current value; a disabled vertex array draws nothing', () => {
    gl.glVertexPointer(2, gl.GL_FLOAT, 0, new Float32Array(6));
    gl.glDrawArrays(gl.GL_TRIANGLES, 0, 3);
    expect(draws).toEqual([]);
    gl.glEnableClientState(gl.GL_VERTEX_ARRAY);
    gl.glDrawArrays(gl.GL_TRIANGLES, 0, 3);
    expect(elements.at(-1)![1]!.vertexBufferIndex).toBe(0);
  });

  it('types without a vertex format (doubles, ints) are converted to floats', () => {
    gl.glVertexPointer(3, gl.GL_DOUBLE, 0, new Float64Array([1, 2, 3, 4, 5, 6]));
    gl.glEnableClientState(gl.GL_VERTEX_ARRAY);
    gl.glDrawArrays(gl.GL_POINTS, 0, 2);
    const converted = vbs.at(-1)![1]!.userBuffer as Float32Array;
    expect(Array.from(converted)).toEqual([1, 2, 3, 1, 4, 5, 6, 1]);
  });

  it('glDrawElements: client indices, and counts limited to the indices that exist', () => {
    gl.glVertexPointer(2, gl.GL_FLOAT, 0, new Float32Array(8));
    gl.glEnableClientState(gl.GL_VERTEX_ARRAY);
    gl.glDrawElements(gl.GL_TRIANGLES, 30, gl.GL_UNSIGNED_SHORT, new Uint16Array([0, 1, 2, 2, 1, 3]));
    expect(draws).toEqual([{ indexed: true, count: 6, mode: gl.GL_TRIANGLES }]);
    expect(Array.from(indexBuffers.at(-1)!.userBuffer as Uint32Array)).toEqual([0, 1, 2, 2, 1, 3]);
  });

  it('glInterleavedArrays sets the pointers of its format', () => {
    gl.glInterleavedArrays(gl.GL_C4UB_V3F, 0, new Uint8Array(64));
    const v = new Int32Array(1);
    gl.glGetIntegerv(gl.GL_COLOR_ARRAY_SIZE, v);
    expect(v[0]).toBe(4);
    gl.glGetIntegerv(gl.GL_COLOR_ARRAY_TYPE, v);
    expect(v[0]).toBe(gl.GL_UNSIGNED_BYTE);
    gl.glGetIntegerv(gl.GL_VERTEX_ARRAY_STRIDE, v);
    expect(v[0]).toBe(16);
    expect(gl.glIsEnabled(gl.GL_COLOR_ARRAY)).toBe(true);
    expect(gl.glIsEnabled(gl.GL_NORMAL_ARRAY)).toBe(false);
  });

  it('glArrayElement inside glBegin/glEnd adds the element as a vertex with its attributes', () => {
    gl.glVertexPointer(2, gl.GL_SHORT, 0, new Int16Array([3, 4, 5, 6]));
    gl.glColorPointer(3, gl.GL_FLOAT, 0, new Float32Array([0.5, 0.25, 1, 0, 0, 0]));
    gl.glEnableClientState(gl.GL_VERTEX_ARRAY);
    gl.glEnableClientState(gl.GL_COLOR_ARRAY);
    gl.glBegin(gl.GL_POINTS);
    gl.glArrayElement(0);
    gl.glEnd();
    // The batch's first vertex: position, then the colour where the vertex layout stores it.
    const { data, start, layout } = ctx.ctx.batch;
    expect(Array.from(data.subarray(start, start + 4))).toEqual([3, 4, 0, 1]);
    const color = start + layout.offsets[Attrib.COLOR0]!;
    expect(Array.from(data.subarray(color, color + 4))).toEqual([0.5, 0.25, 1, 1]);
  });

  it('pointer errors: bad size or stride is INVALID_VALUE, bad type INVALID_ENUM, nothing changes', () => {
    gl.glVertexPointer(5, gl.GL_FLOAT, 0, new Float32Array(5));
    expect(gl.glGetError()).toBe(gl.GL_INVALID_VALUE);
    gl.glVertexPointer(2, gl.GL_FLOAT, -4, new Float32Array(5));
    expect(gl.glGetError()).toBe(gl.GL_INVALID_VALUE);
    gl.glVertexPointer(2, gl.GL_UNSIGNED_BYTE, 0, new Uint8Array(5));
    expect(gl.glGetError()).toBe(gl.GL_INVALID_ENUM);
    const v = new Int32Array(1);
    gl.glGetIntegerv(gl.GL_VERTEX_ARRAY_SIZE, v);
    expect(v[0]).toBe(4);
  });
});

describe('buffer objects', () => {
  it('data, sub-data and read-back round-trip; the pipe resource holds the same bytes', () => {
    const names = new Uint32Array(1);
    gl.glGenBuffers(1, names);
    gl.glBindBuffer(gl.GL_ARRAY_BUFFER, names[0]!);
    gl.glBufferData(gl.GL_ARRAY_BUFFER, 16, new Float32Array([1, 2, 3, 4]), gl.GL_STATIC_DRAW);
    gl.glBufferSubData(gl.GL_ARRAY_BUFFER, 4, 4, new Float32Array([9]));
    const back = new Float32Array(4);
    gl.glGetBufferSubData(gl.GL_ARRAY_BUFFER, 0, 16, back);
    expect(Array.from(back)).toEqual([1, 9, 3, 4]);
    const size = new Int32Array(1);
    gl.glGetBufferParameteriv(gl.GL_ARRAY_BUFFER, gl.GL_BUFFER_SIZE, size);
    expect(size[0]).toBe(16);
    gl.glVertexPointer(2, gl.GL_FLOAT, 0, 0);
    gl.glEnableClientState(gl.GL_VERTEX_ARRAY);
    gl.glDrawArrays(gl.GL_LINES, 0, 2);
    const vb = vbs.at(-1)![1]!;
    expect(vb.userBuffer).toBe(null);
    expect(Array.from(new Float32Array(readBytes(vb.buffer!).buffer))).toEqual([1, 9, 3, 4]);
    expect(gl.glIsBuffer(names[0]!)).toBe(true);
  });

  it('map and unmap: writes through the mapping reach the buffer', () => {
    gl.glBindBuffer(gl.GL_ELEMENT_ARRAY_BUFFER, 3);
    gl.glBufferData(gl.GL_ELEMENT_ARRAY_BUFFER, 8, null, gl.GL_DYNAMIC_DRAW);
    const map = gl.glMapBuffer(gl.GL_ELEMENT_ARRAY_BUFFER, gl.GL_WRITE_ONLY)!;
    new Uint16Array(map.buffer).set([0, 1, 2, 1]);
    gl.glMapBuffer(gl.GL_ELEMENT_ARRAY_BUFFER, gl.GL_WRITE_ONLY);
    expect(gl.glGetError()).toBe(gl.GL_INVALID_OPERATION);
    expect(gl.glUnmapBuffer(gl.GL_ELEMENT_ARRAY_BUFFER)).toBe(true);
    expect(gl.glUnmapBuffer(gl.GL_ELEMENT_ARRAY_BUFFER)).toBe(false);
    expect(gl.glGetError()).toBe(gl.GL_INVALID_OPERATION);
    gl.glVertexPointer(2, gl.GL_FLOAT, 0, new Float32Array(6));
    gl.glEnableClientState(gl.GL_VERTEX_ARRAY);
    gl.glDrawElements(gl.GL_TRIANGLES, 3, gl.GL_UNSIGNED_SHORT, 2);
    const ib = indexBuffers.at(-1)!;
    expect(ib).toMatchObject({ indexSize: 2, offset: 2, userBuffer: null });
    expect(Array.from(new Uint16Array(readBytes(ib.buffer!).buffer))).toEqual([0, 1, 2, 1]);
    expect(draws.at(-1)).toEqual({ indexed: true, count: 3, mode: gl.GL_TRIANGLES });
  });

  it('errors: no buffer bound, ranges outside the buffer, negative sizes', () => {
    gl.glBufferData(gl.GL_ARRAY_BUFFER, 4, null, gl.GL_STATIC_DRAW);
    expect(gl.glGetError()).toBe(gl.GL_INVALID_OPERATION);
    gl.glBindBuffer(gl.GL_ARRAY_BUFFER, 1);
    gl.glBufferData(gl.GL_ARRAY_BUFFER, -1, null, gl.GL_STATIC_DRAW);
    expect(gl.glGetError()).toBe(gl.GL_INVALID_VALUE);
    gl.glBufferData(gl.GL_ARRAY_BUFFER, 4, null, gl.GL_STATIC_DRAW);
    gl.glBufferSubData(gl.GL_ARRAY_BUFFER, 2, 4, new Uint8Array(4));
    expect(gl.glGetError()).toBe(gl.GL_INVALID_VALUE);
    gl.glBufferData(gl.GL_ARRAY_BUFFER, 2 ** 40, null, gl.GL_STATIC_DRAW);
    expect(gl.glGetError()).toBe(gl.GL_OUT_OF_MEMORY);
    const size = new Int32Array(1);
    gl.glGetBufferParameteriv(gl.GL_ARRAY_BUFFER, gl.GL_BUFFER_SIZE, size);
    expect(size[0]).toBe(4);
  });

  it('deleting a bound buffer unbinds it', () => {
    gl.glBindBuffer(gl.GL_ARRAY_BUFFER, 5);
    gl.glBufferData(gl.GL_ARRAY_BUFFER, 4, null, gl.GL_STATIC_DRAW);
    gl.glVertexPointer(2, gl.GL_FLOAT, 0, 0);
    gl.glDeleteBuffers(1, [5]);
    const v = new Int32Array(1);
    gl.glGetIntegerv(gl.GL_ARRAY_BUFFER_BINDING, v);
    expect(v[0]).toBe(0);
    gl.glGetIntegerv(gl.GL_VERTEX_ARRAY_BUFFER_BINDING, v);
    expect(v[0]).toBe(0);
    expect(gl.glIsBuffer(5)).toBe(false);
  });
});
