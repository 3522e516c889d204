// The context's vertex array object: one attribute per vertex-shader input, fed from the vertex element
// of that input and its vertex buffer (a resource's GL buffer, or a user array copied into a stream
// buffer). WebGL2 has no base vertex or base instance: index_bias moves the per-vertex attributes'
// offsets by bias × stride and start_instance the instanced ones' by start × stride; when that would
// go below the buffer start the caller adds the bias to the indices instead. A stride of 0 (one value
// for every vertex) is a constant attribute value read on the CPU.
import {
  formatDescription,
  type PipeVertexBuffer,
  type PipeVertexElement,
  unpackRgbaFloat,
  unpackRgbaSint,
  unpackRgbaUint,
} from '@gallium-ts/gallium-api';
import type { BaseResource } from '@gallium-ts/gallium-api/util';
import type { WebglDevice } from '../device.js';
import type { GlslAttribute } from '../glsl/index.js';
import type { WebglBufferStorage } from '../storage/buffer-storage.js';
import { glVertexFormat } from './vertex-formats.js';

/** The bytes a vertex buffer binding reads from. */
function bufferBytes(vb: PipeVertexBuffer): Uint8Array {
  if (vb.userBuffer)
    return new Uint8Array(vb.userBuffer.buffer, vb.userBuffer.byteOffset, vb.userBuffer.byteLength);
  return ((vb.buffer as BaseResource).storage as WebglBufferStorage).bytes;
}

/** An attribute fed one value for every vertex: a stride-0 element, read on the CPU at each draw. */
interface ConstantAttribute {
  readonly location: number;
  readonly type: GlslAttribute['type'];
  readonly element: PipeVertexElement | null;
  readonly buffer: PipeVertexBuffer | null;
}

export class VertexArrays {
  readonly vao: WebGLVertexArrayObject;
  private readonly streams: (WebGLBuffer | null)[] = [];
  private readonly enabled = new Set<number>();
  private isBound = false;
  /** What the attribute pointers were last set for (null: set them again). */
  private current: {
    attributes: readonly GlslAttribute[];
    bias: number;
    startInstance: number;
    storages: WebglBufferStorage[];
    /** Attributes with one value for every vertex (stride 0): read again each draw. */
    constants: ConstantAttribute[];
  } | null = null;

  constructor(private readonly device: WebglDevice) {
    this.vao = device.gl.createVertexArray()!;
  }

  /**
   * Points every attribute of the program at its data with the bias applied; returns false (setting
   * nothing) when a biased offset would be negative.
   */
  setup(
    attributes: readonly GlslAttribute[],
    elements: readonly PipeVertexElement[],
    buffers: readonly (PipeVertexBuffer | null)[],
    bias: number,
    startInstance: number,
  ): boolean {
    const c = this.current;
    if (c && c.attributes === attributes && c.bias === bias && c.startInstance === startInstance) {
      // same pointers: only buffer contents may have changed, the stride-0 values' too (a constant
      // attribute's value is read from the buffer, so a write into it must reach the next draw)
      for (const storage of c.storages) storage.syncVertexData();
      for (const k of c.constants) this.constant(k.location, k.type, k.element, k.buffer);
      return true;
    }
    for (const a of attributes) {
      const e = elements[a.input];
      const vb = e ? buffers[e.vertexBufferIndex] : null;
      if (!e || !vb || vb.stride === 0) continue;
      const shift = e.instanceDivisor === 0 ? bias : startInstance;
      if (vb.bufferOffset + e.srcOffset + shift * vb.stride < 0) return false;
    }
    const gl = this.device.gl;
    this.bind();
    const uploaded = new Map<number, WebGLBuffer>();
    const storages: WebglBufferStorage[] = [];
    const constants: ConstantAttribute[] = [];
    let user = false;
    // an array left enabled by an earlier program's attributes would keep its buffer, or none once
    // that buffer is deleted, which WebGL refuses every draw for (INVALID_OPERATION: the draw does
    // nothing): only the program's attributes stay enabled
    const locations = new Set(attributes.map((a) => a.location));
    for (const loc of [...this.enabled]) if (!locations.has(loc)) this.disable(loc);
    for (const a of attributes) {
      const loc = a.location;
      const e = elements[a.input];
      const vb = e ? buffers[e.vertexBufferIndex] : null;
      const f = e ? glVertexFormat(e.srcFormat) : null;
      if (!e || !vb || !f || vb.stride === 0 || (!vb.buffer && !vb.userBuffer)) {
        this.disable(loc);
        const k = { location: loc, type: a.type, element: e && vb ? e : null, buffer: vb ?? null };
        this.constant(k.location, k.type, k.element, k.buffer);
        if (k.element && k.buffer && (k.buffer.buffer || k.buffer.userBuffer)) constants.push(k);
        continue;
      }
      let buffer = uploaded.get(e.vertexBufferIndex);
      if (!buffer) {
        if (vb.userBuffer) {
          buffer = this.stream(e.vertexBufferIndex, bufferBytes(vb));
          user = true;
        } else {
          const storage = (vb.buffer as BaseResource).storage as WebglBufferStorage;
          buffer = storage.glBuffer(gl.ARRAY_BUFFER);
          storages.push(storage);
        }
        uploaded.set(e.vertexBufferIndex, buffer);
      }
      gl.bindBuffer(gl.ARRAY_BUFFER, buffer);
      const shift = e.instanceDivisor === 0 ? bias : startInstance;
      const offset = vb.bufferOffset + e.srcOffset + shift * vb.stride;
      if (a.type === 'float') gl.vertexAttribPointer(loc, f.size, f.type, f.normalized, vb.stride, offset);
      else gl.vertexAttribIPointer(loc, f.size, f.type, vb.stride, offset);
      gl.vertexAttribDivisor(loc, e.instanceDivisor);
      if (!this.enabled.has(loc)) {
        gl.enableVertexAttribArray(loc);
        this.enabled.add(loc);
      }
    }
    // user arrays may change between draws: copied every draw
    this.current = user ? null : { attributes, bias, startInstance, storages, constants };
    return true;
  }

  /** Binds the vertex array object unless it is known to be bound. */
  bind(): void {
    if (this.isBound) return;
    this.device.gl.bindVertexArray(this.vao);
    this.isBound = true;
  }

  /** Another vertex array object was bound: bind this one again before drawing. */
  unbound(): void {
    this.isBound = false;
  }

  /** The bindings changed (vertex buffers, elements, or the GL state was disturbed): set pointers again. */
  invalidate(): void {
    this.current = null;
    this.isBound = false;
  }

  release(): void {
    const gl = this.device.gl;
    gl.deleteVertexArray(this.vao);
    for (const b of this.streams) if (b) gl.deleteBuffer(b);
  }

  private disable(loc: number): void {
    if (this.enabled.delete(loc)) this.device.gl.disableVertexAttribArray(loc);
  }

  /** The attribute's constant value: the element's first value for a stride of 0, else (0, 0, 0, 1). */
  private constant(
    loc: number,
    type: GlslAttribute['type'],
    e: PipeVertexElement | null,
    vb: PipeVertexBuffer | null,
  ): void {
    const gl = this.device.gl;
    const value = [0, 0, 0, 1];
    if (e && vb && (vb.buffer || vb.userBuffer)) {
      const bytes = bufferBytes(vb);
      const at = vb.bufferOffset + e.srcOffset;
      if (at + formatDescription(e.srcFormat).blockSize <= bytes.length) {
        if (type === 'float') unpackRgbaFloat(e.srcFormat, bytes, at, value);
        else if (type === 'int') unpackRgbaSint(e.srcFormat, bytes, at, value);
        else unpackRgbaUint(e.srcFormat, bytes, at, value);
      }
    }
    if (type === 'float') gl.vertexAttrib4f(loc, value[0]!, value[1]!, value[2]!, value[3]!);
    else if (type === 'int') gl.vertexAttribI4i(loc, value[0]!, value[1]!, value[2]!, value[3]!);
    else gl.vertexAttribI4ui(loc, value[0]!, value[1]!, value[2]!, value[3]!);
  }

  /** Copies a user array into the stream buffer of vertex buffer `slot`. */
  private stream(slot: number, bytes: Uint8Array): WebGLBuffer {
    const gl = this.device.gl;
    let buffer = this.streams[slot];
    if (!buffer) {
      buffer = gl.createBuffer()!;
      this.streams[slot] = buffer;
    }
    gl.bindBuffer(gl.ARRAY_BUFFER, buffer);
    gl.bufferData(gl.ARRAY_BUFFER, bytes, gl.STREAM_DRAW);
    return buffer;
  }
}
