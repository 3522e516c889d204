// Reads a WebGL buffer's 32-bit words back: the npm `gl` package's getBufferSubData is a stub, so
// the buffer is drawn as one point per uvec4 into an RGBA32UI target and read with readPixels.
import type { GlContextLike } from '../../src/platform/index.js';

const VS = `#version 300 es
layout(location = 0) in uvec4 words;
flat out uvec4 v;
uniform int width;
uniform int height;
void main() {
  int i = gl_VertexID;
  gl_Position = vec4((float(i % width) + 0.5) / float(width) * 2.0 - 1.0, (float(i / width) + 0.5) / float(height) * 2.0 - 1.0, 0.0, 1.0);
  gl_PointSize = 1.0;
  v = words;
}`;
const FS = `#version 300 es
precision highp float;
precision highp int;
flat in uvec4 v;
layout(location = 0) out uvec4 o;
void main() { o = v; }`;

let cached: { gl: GlContextLike; program: WebGLProgram } | null = null;

function program(gl: GlContextLike): WebGLProgram {
  if (cached?.gl === gl) return cached.program;
  const p = gl.createProgram()!;
  for (const [type, src] of [
    [gl.VERTEX_SHADER, VS],
    [gl.FRAGMENT_SHADER, FS],
  ] as const) {
    const s = gl.createShader(type)!;
    gl.shaderSource(s, src);
    gl.compileShader(s);
    if (!gl.getShaderParameter(s, gl.COMPILE_STATUS))
      throw new Error(gl.getShaderInfoLog(s) ?? 'compile failed');
    gl.attachShader(p, s);
  }
  gl.linkProgram(p);
  if (!gl.getProgramParameter(p, gl.LINK_STATUS)) throw new Error(gl.getProgramInfoLog(p) ?? 'link failed');
  cached = { gl, program: p };
  return p;
}

/** The first `vec4s` × 4 words of `buffer`. Leaves a fresh VAO and framebuffer unbound afterwards. */
export function readBufferWords(gl: GlContextLike, buffer: WebGLBuffer, vec4s: number): Uint32Array {
  const W = Math.min(vec4s, 256);
  const H = Math.ceil(vec4s / W);
  const p = program(gl);
  gl.useProgram(p);
  gl.uniform1i(gl.getUniformLocation(p, 'width'), W);
  gl.uniform1i(gl.getUniformLocation(p, 'height'), H);
  const vao = gl.createVertexArray()!;
  gl.bindVertexArray(vao);
  gl.bindBuffer(gl.ARRAY_BUFFER, buffer);
  gl.enableVertexAttribArray(0);
  gl.vertexAttribIPointer(0, 4, gl.UNSIGNED_INT, 0, 0);
  const tex = gl.createTexture()!;
  gl.bindTexture(gl.TEXTURE_2D, tex);
  gl.texStorage2D(gl.TEXTURE_2D, 1, gl.RGBA32UI, W, H);
  const fbo = gl.createFramebuffer()!;
  gl.bindFramebuffer(gl.FRAMEBUFFER, fbo);
  gl.framebufferTexture2D(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.TEXTURE_2D, tex, 0);
  gl.drawBuffers([gl.COLOR_ATTACHMENT0]);
  gl.viewport(0, 0, W, H);
  gl.disable(gl.RASTERIZER_DISCARD);
  gl.drawArrays(gl.POINTS, 0, vec4s);
  const out = new Uint32Array(W * H * 4);
  gl.readPixels(0, 0, W, H, gl.RGBA_INTEGER, gl.UNSIGNED_INT, out);
  gl.bindFramebuffer(gl.FRAMEBUFFER, null);
  gl.deleteFramebuffer(fbo);
  gl.deleteTexture(tex);
  gl.bindVertexArray(null);
  gl.deleteVertexArray(vao);
  return out.subarray(0, vec4s * 4);
}
