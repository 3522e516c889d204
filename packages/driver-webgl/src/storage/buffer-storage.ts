// Storage of a PIPE_BUFFER: the bytes live in a CPU shadow (WebGL2 reads of buffers, getBufferSubData,
// are a stub under the npm package `gl`, and transform-feedback captures are scattered into the shadow
// by the context), and in GL buffers the shadow is uploaded to before a draw uses them. Index data has
// its own GL buffer: WebGL2 forbids binding one buffer both as ELEMENT_ARRAY_BUFFER and as anything else.
import type { PipeBox } from '@gallium-ts/gallium-api';
import { fillPattern, type ResourceStorage } from '@gallium-ts/gallium-api/util';
import type { WebglDevice } from '../device.js';

/** A GL copy of the shadow and the byte range it is missing. */
class GlBufferCopy {
  readonly buffer: WebGLBuffer;
  private dirtyStart: number;
  private dirtyEnd: number;

  constructor(
    private readonly device: WebglDevice,
    private readonly target: number,
    size: number,
  ) {
    const gl = device.gl;
    this.buffer = gl.createBuffer()!;
    gl.bindBuffer(target, this.buffer);
    gl.bufferData(target, Math.max(size, 4), gl.DYNAMIC_DRAW);
    this.dirtyStart = 0;
    this.dirtyEnd = size;
  }

  invalidate(start: number, end: number): void {
    this.dirtyStart = Math.min(this.dirtyStart, start);
    this.dirtyEnd = Math.max(this.dirtyEnd, end);
  }

  /** Uploads what changed; leaves the buffer bound to its target. */
  sync(bytes: Uint8Array): WebGLBuffer {
    const gl = this.device.gl;
    if (this.dirtyEnd > this.dirtyStart) {
      gl.bindBuffer(this.target, this.buffer);
      gl.bufferSubData(this.target, this.dirtyStart, bytes.subarray(this.dirtyStart, this.dirtyEnd));
      this.dirtyStart = Number.POSITIVE_INFINITY;
      this.dirtyEnd = 0;
    }
    return this.buffer;
  }

  release(): void {
    this.device.gl.deleteBuffer(this.buffer);
  }
}

export class WebglBufferStorage implements ResourceStorage {
  readonly kind = 'buffer';
  /** The buffer's contents (authoritative). */
  readonly bytes: Uint8Array;
  /** Increments on every change (constant-buffer uploads compare it). */
  version = 0;
  private data: GlBufferCopy | null = null;
  private index: GlBufferCopy | null = null;

  constructor(
    private readonly device: WebglDevice,
    size: number,
  ) {
    this.bytes = new Uint8Array(size);
  }

  read(_level: number, box: PipeBox, dst: Uint8Array): void {
    dst.set(this.bytes.subarray(box.x, box.x + box.width));
  }

  write(_level: number, box: PipeBox, src: Uint8Array): void {
    this.bytes.set(src.subarray(0, box.width), box.x);
    this.changed(box.x, box.x + box.width);
  }

  fill(_level: number, box: PipeBox, pattern: Uint8Array): void {
    fillPattern(this.bytes, box.x, box.width, pattern);
    this.changed(box.x, box.x + box.width);
  }

  copyFrom(src: ResourceStorage, _srcLevel: number, srcBox: PipeBox, _dstLevel: number, dstx: number): void {
    const from = (src as WebglBufferStorage).bytes;
    this.bytes.set(from.subarray(srcBox.x, srcBox.x + srcBox.width), dstx);
    this.changed(dstx, dstx + srcBox.width);
  }

  /** Bytes written by the GPU side of the driver (stream output scattered into the shadow). */
  changed(start: number, end: number): void {
    this.version++;
    this.data?.invalidate(start, end);
    this.index?.invalidate(start, end);
  }

  /** The GL buffer for vertex, uniform and copy use, up to date; bound to `target`. */
  glBuffer(target: number): WebGLBuffer {
    this.data ??= new GlBufferCopy(this.device, target, this.bytes.length);
    const buffer = this.data.sync(this.bytes);
    this.device.gl.bindBuffer(target, buffer);
    return buffer;
  }

  /** Uploads what changed to the GL buffer for vertex use, if it exists (binds ARRAY_BUFFER only then). */
  syncVertexData(): void {
    this.data?.sync(this.bytes);
  }

  /** The GL buffer holding the bytes as indices, up to date; bound to ELEMENT_ARRAY_BUFFER. */
  glIndexBuffer(): WebGLBuffer {
    const gl = this.device.gl;
    this.index ??= new GlBufferCopy(this.device, gl.ELEMENT_ARRAY_BUFFER, this.bytes.length);
    const buffer = this.index.sync(this.bytes);
    gl.bindBuffer(gl.ELEMENT_ARRAY_BUFFER, buffer);
    return buffer;
  }

  release(): void {
    if (this.device.isLost) return;
    this.data?.release();
    this.index?.release();
  }
}
