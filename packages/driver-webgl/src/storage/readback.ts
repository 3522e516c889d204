// Reading a texture layer back into pipe-format bytes. Colour: readPixels of a framebuffer holding the
// level/layer, in the read format WebGL2 guarantees for its kind (RGBA/UNSIGNED_BYTE, the 10-10-10-2
// packing, RGBA/FLOAT, RGBA_INTEGER), converted to the pipe format. Depth cannot be read with
// readPixels in WebGL2: a pass writes each depth value's float bits into an RGBA8 target. Stencil
// cannot be sampled: eight passes with stencil test EQUAL on one bit each add that bit into an RGBA8
// target. All of it leaves the GL state disturbed (the device's epoch moves on).
import { formatDescription, PipeFormat, packDepthStencil } from '@gallium-ts/gallium-api';
import type { WebglDevice } from '../device.js';
import { convertTexels } from '../formats.js';
import { GL } from '../gl-enums.js';
import { FULLSCREEN_VS, linkGlProgram } from '../gl-program.js';
import { attachLevel, type WebglTextureStorage } from './texture-storage.js';

const DEPTH_FS = (sampler: string, coord: string) => `#version 300 es
precision highp float;
precision highp int;
uniform highp ${sampler} u_depth;
uniform int u_layer;
out vec4 o_color;
void main() {
  uint b = floatBitsToUint(texelFetch(u_depth, ${coord}, 0).r);
  o_color = vec4(float(b & 255u), float((b >> 8) & 255u), float((b >> 16) & 255u), float(b >> 24)) / 255.0;
}
`;

const BIT_FS = `#version 300 es
precision highp float;
uniform float u_value;
out vec4 o_color;
void main() { o_color = vec4(u_value, 0.0, 0.0, 0.0); }
`;

/** The layout readPixels returns for an internal format, as a pipe format, with its format/type. */
function readLayout(storage: WebglTextureStorage): { layout: PipeFormat; format: number; type: number } {
  const g = storage.gl;
  if (g.kind === 'uint')
    return { layout: PipeFormat.R32G32B32A32_UINT, format: GL.RGBA_INTEGER, type: GL.UNSIGNED_INT };
  if (g.kind === 'sint')
    return { layout: PipeFormat.R32G32B32A32_SINT, format: GL.RGBA_INTEGER, type: GL.INT };
  if (g.internalFormat === GL.RGB10_A2)
    return { layout: PipeFormat.R10G10B10A2_UNORM, format: GL.RGBA, type: GL.UNSIGNED_INT_2_10_10_10_REV };
  if (g.type === GL.HALF_FLOAT || g.type === GL.FLOAT || g.type === GL.UNSIGNED_INT_10F_11F_11F_REV)
    return { layout: PipeFormat.R32G32B32A32_FLOAT, format: GL.RGBA, type: GL.FLOAT };
  const srgb = g.internalFormat === GL.SRGB8_ALPHA8;
  return {
    layout: srgb ? PipeFormat.R8G8B8A8_SRGB : PipeFormat.R8G8B8A8_UNORM,
    format: GL.RGBA,
    type: GL.UNSIGNED_BYTE,
  };
}

/** The typed array readPixels wants for `type` over `bytes` (4-byte aligned for wider types). */
function viewOf(type: number, bytes: Uint8Array): ArrayBufferView {
  if (type === GL.UNSIGNED_BYTE) return bytes;
  const b = bytes;
  // every caller reads 4-byte types into 4-byte aligned storage (levels and layers of 4- and 16-byte texels)
  if (b.byteOffset % 4 !== 0) throw new Error('readPixels destination is not 4-byte aligned');
  if (type === GL.FLOAT) return new Float32Array(b.buffer, b.byteOffset, b.byteLength / 4);
  if (type === GL.INT) return new Int32Array(b.buffer, b.byteOffset, b.byteLength / 4);
  return new Uint32Array(b.buffer, b.byteOffset, b.byteLength / 4);
}

export class TextureReadback {
  private readonly fbo: WebGLFramebuffer;
  private scratch: { texture: WebGLTexture; width: number; height: number } | null = null;
  private depth2d: { program: WebGLProgram; layer: WebGLUniformLocation | null } | null = null;
  private depthArray: { program: WebGLProgram; layer: WebGLUniformLocation | null } | null = null;
  private bit: { program: WebGLProgram; value: WebGLUniformLocation | null } | null = null;
  private readonly vao: WebGLVertexArrayObject;
  private readonly sampler: WebGLSampler;

  constructor(private readonly device: WebglDevice) {
    const gl = device.gl;
    this.fbo = gl.createFramebuffer()!;
    this.vao = gl.createVertexArray()!;
    this.sampler = gl.createSampler()!;
    gl.samplerParameteri(this.sampler, gl.TEXTURE_MIN_FILTER, gl.NEAREST);
    gl.samplerParameteri(this.sampler, gl.TEXTURE_MAG_FILTER, gl.NEAREST);
  }

  /** Whether readRect can read this storage into rows `stride` bytes apart of `width` texels. */
  readsDirectly(storage: WebglTextureStorage, stride: number, width: number): boolean {
    const kind = storage.gl.kind;
    if (kind === 'depth' || kind === 'depthStencil') return false;
    return (
      readLayout(storage).layout === storage.format &&
      stride === width * formatDescription(storage.format).blockSize
    );
  }

  /** readPixels of a rectangle of layer `layer` of `level` into `out` (readsDirectly must hold). */
  readRect(
    storage: WebglTextureStorage,
    level: number,
    layer: number,
    x: number,
    y: number,
    w: number,
    h: number,
    out: Uint8Array,
  ): void {
    const gl = this.device.gl;
    this.device.disturb();
    gl.bindFramebuffer(gl.FRAMEBUFFER, this.fbo);
    this.attach(gl.COLOR_ATTACHMENT0, storage, level, layer);
    const { format, type } = readLayout(storage);
    gl.readPixels(x, y, w, h, format, type, viewOf(type, out));
  }

  /** Reads layer `layer` of `level` (w × h texels) into `out`, in the storage's pipe format. */
  read(
    storage: WebglTextureStorage,
    level: number,
    layer: number,
    w: number,
    h: number,
    out: Uint8Array,
  ): void {
    const gl = this.device.gl;
    this.device.disturb();
    gl.bindFramebuffer(gl.FRAMEBUFFER, this.fbo);
    const kind = storage.gl.kind;
    if (kind === 'depth' || kind === 'depthStencil') {
      this.readDepthStencil(storage, level, layer, w, h, out);
    } else {
      this.attach(gl.COLOR_ATTACHMENT0, storage, level, layer);
      const { layout, format, type } = readLayout(storage);
      if (layout === storage.format) {
        gl.readPixels(0, 0, w, h, format, type, viewOf(type, out));
      } else {
        const bytes = new Uint8Array(w * h * formatDescription(layout).blockSize);
        gl.readPixels(0, 0, w, h, format, type, viewOf(type, bytes));
        out.set(convertTexels(layout, storage.format, bytes, w * h));
      }
    }
  }

  release(): void {
    const gl = this.device.gl;
    gl.deleteFramebuffer(this.fbo);
    gl.deleteVertexArray(this.vao);
    gl.deleteSampler(this.sampler);
    if (this.scratch) gl.deleteTexture(this.scratch.texture);
    for (const p of [this.depth2d, this.depthArray, this.bit]) if (p) gl.deleteProgram(p.program);
  }

  private attach(attachment: number, storage: WebglTextureStorage, level: number, layer: number): void {
    attachLevel(this.device.gl, this.device.gl.FRAMEBUFFER, attachment, storage, level, layer);
  }

  /** An RGBA8 texture of at least w × h attached as colour 0, cleared to 0. */
  private attachScratch(w: number, h: number): void {
    const gl = this.device.gl;
    if (!this.scratch || this.scratch.width < w || this.scratch.height < h) {
      if (this.scratch) gl.deleteTexture(this.scratch.texture);
      const width = Math.max(w, this.scratch?.width ?? 0);
      const height = Math.max(h, this.scratch?.height ?? 0);
      const texture = gl.createTexture()!;
      gl.bindTexture(gl.TEXTURE_2D, texture);
      gl.texStorage2D(gl.TEXTURE_2D, 1, gl.RGBA8, width, height);
      gl.bindTexture(gl.TEXTURE_2D, null);
      this.scratch = { texture, width, height };
    }
    gl.framebufferTexture2D(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.TEXTURE_2D, this.scratch.texture, 0);
    gl.viewport(0, 0, w, h);
    gl.disable(gl.SCISSOR_TEST);
    gl.colorMask(true, true, true, true);
    gl.clearBufferfv(gl.COLOR, 0, new Float32Array([0, 0, 0, 0]));
    gl.disable(gl.CULL_FACE);
    gl.disable(gl.DEPTH_TEST);
    gl.disable(gl.POLYGON_OFFSET_FILL);
    gl.disable(gl.RASTERIZER_DISCARD);
    gl.bindVertexArray(this.vao);
  }

  private readDepthStencil(
    storage: WebglTextureStorage,
    level: number,
    layer: number,
    w: number,
    h: number,
    out: Uint8Array,
  ): void {
    const gl = this.device.gl;
    const format = storage.format;
    const d = formatDescription(format);
    const texels = w * h;
    const depth = new Float32Array(texels);
    const stencil = new Uint8Array(texels);
    const rgba = new Uint8Array(texels * 4);
    this.attachScratch(w, h);
    gl.disable(gl.STENCIL_TEST);
    gl.disable(gl.BLEND);
    // depth: sample the texture, write its float bits
    const array = storage.glTarget !== gl.TEXTURE_2D;
    if (array) this.depthArray ??= this.depthProgram('sampler2DArray', 'ivec3(gl_FragCoord.xy, u_layer)');
    else this.depth2d ??= this.depthProgram('sampler2D', 'ivec2(gl_FragCoord.xy)');
    const program = (array ? this.depthArray : this.depth2d)!;
    gl.useProgram(program.program);
    gl.uniform1i(program.layer, layer);
    gl.activeTexture(gl.TEXTURE0);
    gl.bindTexture(storage.glTarget, storage.texture);
    gl.bindSampler(0, this.sampler);
    const base = gl.getTexParameter(storage.glTarget, gl.TEXTURE_BASE_LEVEL) as number;
    gl.texParameteri(storage.glTarget, gl.TEXTURE_BASE_LEVEL, level);
    gl.drawArrays(gl.TRIANGLES, 0, 3);
    gl.texParameteri(storage.glTarget, gl.TEXTURE_BASE_LEVEL, base);
    gl.bindTexture(storage.glTarget, null);
    gl.bindSampler(0, null);
    gl.readPixels(0, 0, w, h, gl.RGBA, gl.UNSIGNED_BYTE, rgba);
    new Uint8Array(depth.buffer).set(rgba);
    // stencil: one pass per bit, adding the bit where the stencil has it
    if (d.isStencil) {
      this.attachScratch(w, h);
      this.attach(gl.DEPTH_STENCIL_ATTACHMENT, storage, level, layer);
      this.bit ??= this.bitProgram();
      gl.useProgram(this.bit.program);
      gl.enable(gl.STENCIL_TEST);
      gl.stencilOp(gl.KEEP, gl.KEEP, gl.KEEP);
      gl.stencilMask(0);
      gl.enable(gl.BLEND);
      gl.blendEquation(gl.FUNC_ADD);
      gl.blendFunc(gl.ONE, gl.ONE);
      for (let bit = 0; bit < 8; bit++) {
        gl.stencilFunc(gl.EQUAL, 0xff, 1 << bit);
        gl.uniform1f(this.bit.value, (1 << bit) / 255);
        gl.drawArrays(gl.TRIANGLES, 0, 3);
      }
      gl.readPixels(0, 0, w, h, gl.RGBA, gl.UNSIGNED_BYTE, rgba);
      for (let i = 0; i < texels; i++) stencil[i] = rgba[i * 4]!;
      gl.framebufferTexture2D(gl.FRAMEBUFFER, gl.DEPTH_STENCIL_ATTACHMENT, gl.TEXTURE_2D, null, 0);
    }
    gl.framebufferTexture2D(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.TEXTURE_2D, null, 0);
    const size = d.blockSize;
    for (let i = 0; i < texels; i++)
      packDepthStencil(format, depth[i]!, d.isStencil ? stencil[i]! : null, out, i * size);
  }

  private depthProgram(
    sampler: string,
    coord: string,
  ): { program: WebGLProgram; layer: WebGLUniformLocation | null } {
    const gl = this.device.gl;
    const program = linkGlProgram(gl, 'transferMap', FULLSCREEN_VS, DEPTH_FS(sampler, coord));
    gl.useProgram(program);
    gl.uniform1i(gl.getUniformLocation(program, 'u_depth'), 0);
    return { program, layer: gl.getUniformLocation(program, 'u_layer') };
  }

  private bitProgram(): { program: WebGLProgram; value: WebGLUniformLocation | null } {
    const gl = this.device.gl;
    const program = linkGlProgram(gl, 'transferMap', FULLSCREEN_VS, BIT_FS);
    return { program, value: gl.getUniformLocation(program, 'u_value') };
  }
}
