// PipeUploader: the stream/const uploaders of a context (u_upload_mgr in Mesa) and one implementation
// every driver can use. Small single-use data goes into large STREAM buffers sub-allocated in order.
import { makeBox } from './box.js';
import type { PipeContext } from './context.js';
import { bufferTemplate } from './defaults.js';
import { PipeUsage } from './enums.js';
import { PipeError } from './errors.js';
import { type PipeResource, PipeTransfer } from './objects.js';

/** An uploaded range: the buffer and the byte offset of the data in it. */
export interface PipeUpload {
  buffer: PipeResource;
  offset: number;
}

export interface PipeUploader {
  /**
   * u_upload_alloc: reserves `size` bytes at an offset ≥ `minOffset` aligned to `alignment` and returns
   * them to be filled at once. Later alloc/upload calls may end the mapping of earlier ones.
   */
  alloc(minOffset: number, size: number, alignment: number): PipeUpload & { data: Uint8Array };
  /** u_upload_data: copies `data` into the stream and says where it went. */
  upload(minOffset: number, data: ArrayBufferView, alignment: number): PipeUpload;
  /** u_upload_unmap: makes everything allocated so far visible to the device. Call before drawing. */
  unmap(): void;
  /** Releases the current buffer. */
  destroy(): void;
}

/** A PipeUploader over buffers with PipeBind `bind`, each at least `bufferSize` bytes. */
export class BufferUploader implements PipeUploader {
  private buffer: PipeResource | null = null;
  private mapping: { transfer: PipeTransfer; data: Uint8Array } | null = null;
  private cursor = 0;
  private dirtyStart = 0;

  constructor(
    private readonly context: PipeContext,
    private readonly bind: number,
    private readonly bufferSize = 1 << 20,
  ) {}

  alloc(minOffset: number, size: number, alignment: number): PipeUpload & { data: Uint8Array } {
    if (!Number.isInteger(size) || size < 0) throw new PipeError('uploader.alloc', `invalid size ${size}`);
    if (!Number.isInteger(alignment) || alignment < 1) {
      throw new PipeError('uploader.alloc', `invalid alignment ${alignment}`);
    }
    let offset = alignUp(Math.max(this.cursor, minOffset), alignment);
    if (!this.buffer || offset + size > this.buffer.width0) {
      this.startBuffer(Math.max(this.bufferSize, alignUp(minOffset, alignment) + size));
      offset = alignUp(minOffset, alignment);
    }
    const mapping = this.map();
    this.cursor = offset + size;
    return { buffer: this.buffer!, offset, data: mapping.data.subarray(offset, offset + size) };
  }

  upload(minOffset: number, data: ArrayBufferView, alignment: number): PipeUpload {
    const bytes = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    const range = this.alloc(minOffset, bytes.byteLength, alignment);
    range.data.set(bytes);
    return { buffer: range.buffer, offset: range.offset };
  }

  unmap(): void {
    if (!this.mapping) return;
    const { transfer } = this.mapping;
    if (this.cursor > this.dirtyStart) {
      this.context.transferFlushRegion(
        transfer,
        makeBox(this.dirtyStart, 0, 0, this.cursor - this.dirtyStart, 1, 1),
      );
    }
    this.context.transferUnmap(transfer);
    this.mapping = null;
    this.dirtyStart = this.cursor;
  }

  destroy(): void {
    this.unmap();
    if (this.buffer) this.context.screen.resourceDestroy(this.buffer);
    this.buffer = null;
  }

  private startBuffer(size: number): void {
    this.destroy();
    this.buffer = this.context.screen.resourceCreate(bufferTemplate(size, this.bind, PipeUsage.STREAM));
    this.cursor = 0;
    this.dirtyStart = 0;
  }

  private map(): { transfer: PipeTransfer; data: Uint8Array } {
    if (this.mapping) return this.mapping;
    const buffer = this.buffer!;
    const mapping = this.context.transferMap(
      buffer,
      0,
      PipeTransfer.WRITE | PipeTransfer.UNSYNCHRONIZED | PipeTransfer.FLUSH_EXPLICIT,
      makeBox(0, 0, 0, buffer.width0, 1, 1),
    );
    if (!mapping) throw new PipeError('uploader.alloc', 'could not map the upload buffer');
    this.mapping = mapping;
    this.dirtyStart = this.cursor;
    return mapping;
  }
}

function alignUp(value: number, alignment: number): number {
  return Math.ceil(value / alignment) * alignment;
}
