// Stream output on WebGL2 transform feedback. WebGL2 captures whole varyings into buffers in fixed
// layouts (and the npm package `gl` only one varying per program), Gallium writes chosen components of
// output registers at dword offsets of interleaved vertices. So each output register is captured on its
// own, with rasterization discarded, into a scratch buffer of one uvec4 per vertex (its exact words:
// the translator gives outputs no fragment input reads, or reads only with LINEAR interpolation, flat
// uvec4 varyings when the key says streamOutput), read back (getBufferSubData, or under `gl` a pass drawing each vertex's words into an
// RGBA32UI target), and written into the targets' buffer shadows as the stream-output state lays them
// out, whole primitives only while they fit.
import { type PipeDrawInfo, type PipeStreamOutputInfo, PipeUnsupportedError } from '@gallium-ts/gallium-api';
import type { BaseStreamOutputTarget, BoundState } from '@gallium-ts/gallium-api/util';
import type { WebglDevice } from '../device.js';
import { linkGlProgram } from '../gl-program.js';
import type { WebglBufferStorage } from '../storage/buffer-storage.js';
import type { DrawPlan } from './draw-plan.js';

const READ_VS = `#version 300 es
layout(location = 0) in uvec4 a_words;
uniform int u_width;
uniform int u_height;
flat out uvec4 v_words;
void main() {
  int x = gl_VertexID % u_width;
  int y = gl_VertexID / u_width;
  vec2 size = vec2(float(u_width), float(u_height));
  gl_Position = vec4((vec2(float(x), float(y)) + 0.5) / size * 2.0 - 1.0, 0.0, 1.0);
  gl_PointSize = 1.0;
  v_words = a_words;
}
`;

const READ_FS = `#version 300 es
precision highp float;
precision highp int;
flat in uvec4 v_words;
out uvec4 o_words;
void main() { o_words = v_words; }
`;

/** The words of every vertex captured for one output register. */
export type Captured = Uint32Array;

export class StreamOutputCapture {
  private buffer: WebGLBuffer | null = null;
  private bufferSize = 0;
  private read: {
    program: WebGLProgram;
    width: WebGLUniformLocation | null;
    vao: WebGLVertexArrayObject;
    fbo: WebGLFramebuffer;
    texture: WebGLTexture | null;
    w: number;
    h: number;
  } | null = null;

  constructor(private readonly device: WebglDevice) {}

  /**
   * Runs `draw` (a drawArrays of a POINTS, LINES or TRIANGLES list) with transform feedback capturing
   * the linked program's one varying for `vertices` vertices; returns their words.
   */
  capture(primitiveMode: number, vertices: number, draw: () => void): Captured {
    const gl = this.device.gl;
    const bytes = Math.max(16, vertices * 16);
    if (!this.buffer || this.bufferSize < bytes) {
      if (this.buffer) gl.deleteBuffer(this.buffer);
      this.buffer = gl.createBuffer()!;
      gl.bindBuffer(gl.TRANSFORM_FEEDBACK_BUFFER, this.buffer);
      gl.bufferData(gl.TRANSFORM_FEEDBACK_BUFFER, bytes, gl.STREAM_READ);
      gl.bindBuffer(gl.TRANSFORM_FEEDBACK_BUFFER, null);
      this.bufferSize = bytes;
    }
    gl.bindBufferBase(gl.TRANSFORM_FEEDBACK_BUFFER, 0, this.buffer);
    gl.enable(gl.RASTERIZER_DISCARD);
    gl.beginTransformFeedback(primitiveMode);
    draw();
    gl.endTransformFeedback();
    gl.disable(gl.RASTERIZER_DISCARD);
    gl.bindBufferBase(gl.TRANSFORM_FEEDBACK_BUFFER, 0, null);
    return this.readBack(vertices);
  }

  release(): void {
    const gl = this.device.gl;
    if (this.buffer) gl.deleteBuffer(this.buffer);
    if (this.read) {
      gl.deleteProgram(this.read.program);
      gl.deleteVertexArray(this.read.vao);
      gl.deleteFramebuffer(this.read.fbo);
      if (this.read.texture) gl.deleteTexture(this.read.texture);
    }
  }

  /** The first `vertices` uvec4s of the capture buffer. */
  private readBack(vertices: number): Captured {
    const gl = this.device.gl;
    const words = new Uint32Array(vertices * 4);
    if (vertices === 0) return words;
    if (!this.device.stackgl) {
      gl.bindBuffer(gl.COPY_READ_BUFFER, this.buffer);
      gl.getBufferSubData(gl.COPY_READ_BUFFER, 0, words);
      gl.bindBuffer(gl.COPY_READ_BUFFER, null);
      return words;
    }
    // under `gl` (getBufferSubData is a stub): one point per vertex into an RGBA32UI target
    const width = Math.min(vertices, 1024);
    const height = Math.ceil(vertices / width);
    const r = this.readPass(width, height);
    gl.bindFramebuffer(gl.FRAMEBUFFER, r.fbo);
    gl.viewport(0, 0, width, height);
    gl.disable(gl.SCISSOR_TEST);
    gl.disable(gl.DEPTH_TEST);
    gl.disable(gl.STENCIL_TEST);
    gl.disable(gl.BLEND);
    gl.colorMask(true, true, true, true);
    gl.useProgram(r.program);
    gl.uniform1i(r.width, width);
    gl.bindVertexArray(r.vao);
    gl.bindBuffer(gl.ARRAY_BUFFER, this.buffer);
    gl.enableVertexAttribArray(0);
    gl.vertexAttribIPointer(0, 4, gl.UNSIGNED_INT, 16, 0);
    gl.drawArrays(gl.POINTS, 0, vertices);
    const pixels = new Uint32Array(width * height * 4);
    gl.readPixels(0, 0, width, height, gl.RGBA_INTEGER, gl.UNSIGNED_INT, pixels);
    words.set(pixels.subarray(0, vertices * 4));
    gl.bindBuffer(gl.ARRAY_BUFFER, null);
    return words;
  }

  private readPass(w: number, h: number): NonNullable<StreamOutputCapture['read']> {
    const gl = this.device.gl;
    if (!this.read) {
      const program = linkGlProgram(gl, 'drawVbo', READ_VS, READ_FS);
      this.read = {
        program,
        width: gl.getUniformLocation(program, 'u_width'),
        vao: gl.createVertexArray()!,
        fbo: gl.createFramebuffer()!,
        texture: null,
        w: 0,
        h: 0,
      };
    }
    const r = this.read;
    gl.useProgram(r.program);
    gl.uniform1i(gl.getUniformLocation(r.program, 'u_height'), h);
    if (!r.texture || r.w < w || r.h !== h) {
      if (r.texture) gl.deleteTexture(r.texture);
      r.texture = gl.createTexture()!;
      gl.bindTexture(gl.TEXTURE_2D, r.texture);
      gl.texStorage2D(gl.TEXTURE_2D, 1, gl.RGBA32UI, w, h);
      gl.bindTexture(gl.TEXTURE_2D, null);
      gl.bindFramebuffer(gl.FRAMEBUFFER, r.fbo);
      gl.framebufferTexture2D(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.TEXTURE_2D, r.texture, 0);
      r.w = w;
      r.h = h;
    }
    return r;
  }
}

/**
 * Writes the captured registers of `primitives` primitives of `vertsPerPrim` vertices into the bound
 * targets as `info` lays them out, while whole primitives fit in every buffer; advances the targets'
 * internal offsets. Returns the primitives written.
 */
export function writeStreamOutput(
  info: PipeStreamOutputInfo,
  targets: readonly (BaseStreamOutputTarget | null)[],
  captured: ReadonlyMap<number, Captured>,
  primitives: number,
  vertsPerPrim: number,
): number {
  const used = new Set(info.output.map((o) => o.outputBuffer));
  let fit = primitives;
  for (const b of used) {
    const t = targets[b];
    const stride = (info.stride[b] ?? 0) * 4;
    if (!t) {
      fit = 0;
      continue;
    }
    if (stride === 0) continue;
    fit = Math.min(fit, Math.floor(Math.max(0, t.bufferSize - t.filled) / (stride * vertsPerPrim)));
  }
  const vertices = fit * vertsPerPrim;
  for (const o of info.output) {
    const t = targets[o.outputBuffer]!;
    const storage = t.buffer.storage as WebglBufferStorage;
    const words = captured.get(o.registerIndex)!;
    const stride = info.stride[o.outputBuffer]! * 4;
    const view = new DataView(storage.bytes.buffer, storage.bytes.byteOffset, storage.bytes.byteLength);
    for (let v = 0; v < vertices; v++) {
      const at = t.bufferOffset + t.filled + v * stride + o.dstOffset * 4;
      for (let c = 0; c < o.numComponents; c++)
        view.setUint32(at + c * 4, words[v * 4 + o.startComponent + c]!, true);
    }
    if (vertices > 0)
      storage.changed(t.bufferOffset + t.filled, t.bufferOffset + t.filled + vertices * stride);
  }
  for (const b of used) {
    const t = targets[b];
    if (t) t.filled += vertices * (info.stride[b] ?? 0) * 4;
  }
  return fit;
}

/**
 * draw_auto: as many vertices as the target holds ("the internal offset ... specifies how much data
 * there is in the buffer for the purposes of the draw_auto stage"), at vertex buffer 0's stride.
 */
export function drawAuto(bound: BoundState, info: PipeDrawInfo): PipeDrawInfo {
  const target = info.countFromStreamOutput as BaseStreamOutputTarget;
  const stride = bound.vertexBuffers[0]?.stride ?? 0;
  return { ...info, indexed: false, start: 0, count: stride > 0 ? Math.floor(target.filled / stride) : 0 };
}

/**
 * The transform-feedback primitive mode of a draw with stream output: WebGL2 captures only
 * drawArrays of POINTS, LINES or TRIANGLES lists.
 */
export function streamOutputMode(plan: DrawPlan): number {
  const mode = plan.arrays?.mode;
  if (mode !== 0 && mode !== 1 && mode !== 4)
    throw new PipeUnsupportedError(
      'drawVbo',
      'stream output captures only non-indexed POINTS, LINES and TRIANGLES draws (WebGL2 transform feedback)',
    );
  return mode;
}
