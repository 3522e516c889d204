// Proves Chromium's WebGL2 renders on SwiftShader: a triangle drawn with raw WebGL2 calls and read
// back with readPixels covers exactly the pixels GL's rasterization rules give it.
import { flipRows, rgbaImage } from '@gallium-ts/gallium-api/image';
import { describe, expect, it } from 'vitest';
import { savePng } from '../../../../scripts/chromium/page/bridge.mjs';

const SIZE = 64;

const VS = `#version 300 es
layout(location = 0) in vec2 position;
void main() { gl_Position = vec4(position, 0.0, 1.0); }`;
const FS = `#version 300 es
precision highp float;
out vec4 color;
void main() { color = vec4(1.0, 0.0, 0.0, 1.0); }`;

function program(gl: WebGL2RenderingContext): WebGLProgram {
  const p = gl.createProgram()!;
  for (const [type, source] of [
    [gl.VERTEX_SHADER, VS],
    [gl.FRAGMENT_SHADER, FS],
  ] as const) {
    const s = gl.createShader(type)!;
    gl.shaderSource(s, source);
    gl.compileShader(s);
    expect(gl.getShaderParameter(s, gl.COMPILE_STATUS), gl.getShaderInfoLog(s) ?? '').toBe(true);
    gl.attachShader(p, s);
  }
  gl.linkProgram(p);
  expect(gl.getProgramParameter(p, gl.LINK_STATUS), gl.getProgramInfoLog(p) ?? '').toBe(true);
  return p;
}

/** Draws the lower-left half-square triangle on blue and returns the pixels, bottom row first. */
function drawTriangle(): { gl: WebGL2RenderingContext; pixels: Uint8Array } {
  const canvas = document.createElement('canvas');
  canvas.width = SIZE;
  canvas.height = SIZE;
  const gl = canvas.getContext('webgl2', { antialias: false, preserveDrawingBuffer: true })!;
  expect(gl).not.toBeNull();
  gl.useProgram(program(gl));
  gl.bindBuffer(gl.ARRAY_BUFFER, gl.createBuffer());
  gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-1, -1, 1, -1, -1, 1]), gl.STATIC_DRAW);
  gl.enableVertexAttribArray(0);
  gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0);
  gl.viewport(0, 0, SIZE, SIZE);
  gl.clearColor(0, 0, 1, 1);
  gl.clear(gl.COLOR_BUFFER_BIT);
  gl.drawArrays(gl.TRIANGLES, 0, 3);
  const pixels = new Uint8Array(SIZE * SIZE * 4);
  gl.readPixels(0, 0, SIZE, SIZE, gl.RGBA, gl.UNSIGNED_BYTE, pixels);
  expect(gl.getError()).toBe(gl.NO_ERROR);
  return { gl, pixels };
}

describe('WebGL2 in headless Chromium', () => {
  it('runs on ANGLE with SwiftShader', () => {
    const gl = document.createElement('canvas').getContext('webgl2')!;
    const debug = gl.getExtension('WEBGL_debug_renderer_info')!;
    expect(gl.getParameter(gl.VERSION)).toMatch(/^WebGL 2\.0/);
    expect(gl.getParameter(debug.UNMASKED_RENDERER_WEBGL)).toMatch(/SwiftShader/);
  });

  it('draws a triangle that readPixels reads back pixel for pixel', async () => {
    const { pixels } = drawTriangle();
    await savePng('browser/smoke-triangle.png', flipRows(rgbaImage(SIZE, SIZE, pixels)));
    // Pixel centres (x + ½, y + ½) with x + y < 63 are inside; x + y = 63 lies on the hypotenuse, a
    // right-hand edge, which no GL fill convention includes: 63 · 64 / 2 = 2016 red pixels.
    let red = 0;
    const wrong: string[] = [];
    for (let y = 0; y < SIZE; y++) {
      for (let x = 0; x < SIZE; x++) {
        const i = (y * SIZE + x) * 4;
        const expected = x + y < 63 ? [255, 0, 0, 255] : [0, 0, 255, 255];
        const got = Array.from(pixels.subarray(i, i + 4));
        if (got[0] === 255) red++;
        if (got.some((v, c) => v !== expected[c]) && wrong.length < 5) wrong.push(`(${x}, ${y}): ${got}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(red).toBe(2016);
  });
});
