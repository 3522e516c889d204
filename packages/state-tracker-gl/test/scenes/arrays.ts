// Scenes of vertex arrays: glDrawArrays from client arrays, glDrawElements and glDrawRangeElements with
// every index type, buffer objects (vertex data and indices at byte offsets, glBufferSubData) and
// glInterleavedArrays.
import * as gl from '../../src/index.js';
import { scene } from './scene.js';

/** Triangles and a fan from a client position array and an unsigned-byte colour array, from `first`. */
function drawArrays(): void {
  const positions = new Float32Array([
    -0.9, -0.9, 0.9, -0.9, 0, 0.9, -0.9, -0.8, -0.1, -0.85, -0.5, -0.05, 0.1, -0.8, 0.9, -0.6, 0.4, 0, -0.6,
    0.1, 0.2, 0.15, 0.1, 0.85, -0.8, 0.7,
  ]);
  const colours = new Uint8Array([
    128, 128, 128, 255, 128, 128, 128, 255, 128, 128, 128, 255, 255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255,
    255, 255, 255, 0, 255, 0, 255, 255, 255, 255, 0, 255, 255, 255, 128, 0, 255, 0, 128, 255, 255, 128, 255,
    128, 255, 255, 255, 255, 255,
  ]);
  gl.glVertexPointer(2, gl.GL_FLOAT, 0, positions);
  gl.glColorPointer(4, gl.GL_UNSIGNED_BYTE, 0, colours);
  gl.glEnableClientState(gl.GL_VERTEX_ARRAY);
  gl.glEnableClientState(gl.GL_COLOR_ARRAY);
  gl.glDrawArrays(gl.GL_TRIANGLES, 3, 6);
  gl.glDrawArrays(gl.GL_TRIANGLE_FAN, 9, 4);
}

/** A 4 × 3 grid of vertices drawn through unsigned-short, unsigned-int and unsigned-byte indices. */
function drawElements(): void {
  const positions = new Float32Array(24);
  const colours = new Float32Array(36);
  for (let row = 0; row < 3; row++)
    for (let col = 0; col < 4; col++) {
      const i = row * 4 + col;
      positions[2 * i] = -0.9 + 0.6 * col;
      positions[2 * i + 1] = -0.9 + 0.9 * row;
      colours[3 * i] = col / 3;
      colours[3 * i + 1] = row / 2;
      colours[3 * i + 2] = (col + row) % 2;
    }
  gl.glVertexPointer(2, gl.GL_FLOAT, 0, positions);
  gl.glColorPointer(3, gl.GL_FLOAT, 0, colours);
  gl.glEnableClientState(gl.GL_VERTEX_ARRAY);
  gl.glEnableClientState(gl.GL_COLOR_ARRAY);
  gl.glDrawElements(
    gl.GL_TRIANGLES,
    12,
    gl.GL_UNSIGNED_SHORT,
    new Uint16Array([0, 1, 5, 0, 5, 4, 2, 3, 7, 1, 6, 5]),
  );
  gl.glDrawRangeElements(
    gl.GL_TRIANGLE_STRIP,
    4,
    10,
    6,
    gl.GL_UNSIGNED_INT,
    new Uint32Array([8, 4, 9, 5, 10, 6]),
  );
  gl.glDrawElements(gl.GL_TRIANGLES, 3, gl.GL_UNSIGNED_BYTE, new Uint8Array([7, 11, 10]));
}

/**
 * One buffer object holding positions (bytes 0–63) then colours (64–95), one colour replaced by
 * glBufferSubData; indices in an element buffer, drawn from byte offset 4.
 */
function bufferObjects(): void {
  const positions = new Float32Array([
    -0.8, -0.8, 0, -0.7, -0.7, 0, 0.1, 0.1, 0.1, -0.2, 0.9, -0.1, 0.2, 0.8, 0.85, 0.9,
  ]);
  const colours = new Uint8Array([
    255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255, 255, 255, 0, 255, 0, 255, 255, 255,
    255, 0, 255, 255, 255, 128, 0, 255,
  ]);
  const names = new Uint32Array(2);
  gl.glGenBuffers(2, names);
  gl.glBindBuffer(gl.GL_ARRAY_BUFFER, names[0]!);
  gl.glBufferData(gl.GL_ARRAY_BUFFER, 96, null, gl.GL_STATIC_DRAW);
  gl.glBufferSubData(gl.GL_ARRAY_BUFFER, 0, 64, positions);
  gl.glBufferSubData(gl.GL_ARRAY_BUFFER, 64, 32, colours);
  gl.glBufferSubData(gl.GL_ARRAY_BUFFER, 72, 4, new Uint8Array([255, 255, 0, 255]));
  gl.glBindBuffer(gl.GL_ELEMENT_ARRAY_BUFFER, names[1]!);
  gl.glBufferData(
    gl.GL_ELEMENT_ARRAY_BUFFER,
    28,
    new Uint16Array([7, 7, 0, 1, 2, 2, 1, 3, 4, 5, 6, 6, 5, 7]),
    gl.GL_STATIC_DRAW,
  );
  gl.glVertexPointer(2, gl.GL_FLOAT, 0, 0);
  gl.glColorPointer(4, gl.GL_UNSIGNED_BYTE, 0, 64);
  gl.glEnableClientState(gl.GL_VERTEX_ARRAY);
  gl.glEnableClientState(gl.GL_COLOR_ARRAY);
  gl.glDrawElements(gl.GL_TRIANGLES, 12, gl.GL_UNSIGNED_SHORT, 4);
}

/** GL_C3F_V3F from a float array, then GL_C4UB_V2F from 12-byte records of 4 colour bytes and 2 floats. */
function interleaved(): void {
  const c3fV3f = new Float32Array([1, 0, 0, -0.9, -0.9, 0, 0, 1, 0, 0.3, -0.8, 0, 0, 0, 1, -0.5, 0.2, 0]);
  gl.glInterleavedArrays(gl.GL_C3F_V3F, 0, c3fV3f);
  gl.glDrawArrays(gl.GL_TRIANGLES, 0, 3);
  const records = new ArrayBuffer(36);
  const bytes = new Uint8Array(records);
  const floats = new Float32Array(records);
  const vertices = [
    [-0.2, 0.1],
    [0.9, 0.0],
    [0.4, 0.9],
  ];
  const vertexColours = [
    [255, 255, 0, 255],
    [0, 255, 255, 255],
    [255, 0, 255, 255],
  ];
  for (let i = 0; i < 3; i++) {
    bytes.set(vertexColours[i]!, 12 * i);
    floats[3 * i + 1] = vertices[i]![0]!;
    floats[3 * i + 2] = vertices[i]![1]!;
  }
  gl.glInterleavedArrays(gl.GL_C4UB_V2F, 0, bytes);
  gl.glDrawArrays(gl.GL_TRIANGLES, 0, 3);
}

export const ARRAY_SCENES = [
  scene('arrays-draw-arrays', drawArrays),
  scene('arrays-draw-elements', drawElements),
  scene('arrays-buffer-objects', bufferObjects),
  scene('arrays-interleaved', interleaved),
];
