// Buffer objects (GL 1.5, 2.9): a pipe buffer resource holding the data for vertex fetch and index
// fetch, and a CPU copy of the same bytes that glGetBufferSubData, glMapBuffer and the conversions of
// vertex formats the driver cannot fetch read from.
import {
  bufferTemplate,
  PipeBind,
  type PipeResource,
  PipeTransfer,
  PipeUsage,
} from '@gallium-ts/gallium-api';
import type { GlContext } from '../context/gl-context.js';
import {
  GL_READ_WRITE,
  GL_STATIC_DRAW,
  GL_STREAM_COPY,
  GL_STREAM_DRAW,
  GL_STREAM_READ,
} from '../gl-enums.js';
import { NameSpace } from './names.js';

/** The largest data store glBufferData allocates; larger sizes record GL_OUT_OF_MEMORY. */
export const MAX_BUFFER_SIZE = 256 * 1024 * 1024;

export class BufferObject {
  size = 0;
  usage = GL_STATIC_DRAW;
  access = GL_READ_WRITE;
  /** The mapping handed out by glMapBuffer, or null when unmapped. */
  mapping: Uint8Array | null = null;
  /** The CPU copy of the data store. */
  data: Uint8Array = new Uint8Array(0);
  resource: PipeResource | null = null;

  constructor(readonly name: number) {}
}

export class BufferObjects {
  readonly names = new NameSpace<BufferObject>();

  constructor(private readonly c: GlContext) {}

  /** The object of `name`, created on first use (glBindBuffer). */
  object(name: number): BufferObject {
    let buffer = this.names.get(name);
    if (!buffer) {
      buffer = new BufferObject(name);
      this.names.set(name, buffer);
    }
    return buffer;
  }

  /**
   * Replaces the data store (glBufferData). Returns false, changing nothing, when the memory cannot be
   * had (the caller records GL_OUT_OF_MEMORY).
   */
  setData(buffer: BufferObject, size: number, data: ArrayBufferView | null, usage: number): boolean {
    let bytes: Uint8Array;
    let resource: PipeResource | null = null;
    if (size > MAX_BUFFER_SIZE) return false;
    try {
      bytes = new Uint8Array(size);
      if (size > 0) {
        const pipeUsage =
          usage === GL_STREAM_DRAW || usage === GL_STREAM_READ || usage === GL_STREAM_COPY
            ? PipeUsage.STREAM
            : PipeUsage.DEFAULT;
        resource = this.c.screen.resourceCreate(
          bufferTemplate(size, PipeBind.VERTEX_BUFFER | PipeBind.INDEX_BUFFER, pipeUsage),
        );
      }
    } catch {
      return false;
    }
    if (data) bytes.set(new Uint8Array(data.buffer, data.byteOffset, Math.min(size, data.byteLength)));
    if (resource && data) this.c.pipe.bufferSubdata(resource, PipeTransfer.WRITE, 0, bytes);
    this.release(buffer);
    buffer.data = bytes;
    buffer.resource = resource;
    buffer.size = size;
    buffer.usage = usage;
    buffer.mapping = null;
    return true;
  }

  /** Writes `bytes` at `offset` of the data store (glBufferSubData, glUnmapBuffer). */
  write(buffer: BufferObject, offset: number, bytes: Uint8Array): void {
    buffer.data.set(bytes, offset);
    if (buffer.resource && bytes.byteLength > 0) {
      this.c.pipe.bufferSubdata(buffer.resource, PipeTransfer.WRITE, offset, bytes);
    }
  }

  delete(name: number): void {
    const buffer = this.names.get(name);
    if (buffer) this.release(buffer);
    this.names.delete(name);
  }

  destroy(): void {
    for (const buffer of this.names.values()) this.release(buffer);
  }

  private release(buffer: BufferObject): void {
    if (buffer.resource) this.c.screen.resourceDestroy(buffer.resource);
    buffer.resource = null;
  }
}
