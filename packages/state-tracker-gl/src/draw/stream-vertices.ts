// Immediate-mode vertices on their way to the driver: appended to one vertex buffer until it is full,
// so the vertex-buffer binding stays the same from draw to draw and only the draw's start moves (as
// Mesa's vbo module does). Where the screen offers persistent coherent maps the buffer stays mapped and
// vertices are written straight into it; elsewhere each batch goes in with buffer_subdata.
import {
  bufferTemplate,
  makeBox,
  PipeBind,
  PipeCap,
  type PipeResource,
  PipeResourceFlag,
  PipeTransfer,
  type PipeTransfer as PipeTransferObject,
  PipeUsage,
} from '@gallium-ts/gallium-api';
import type { GlContext } from '../context/gl-context.js';

const SIZE = 1 << 20;

export class StreamVertices {
  private resource: PipeResource | null = null;
  private mapping: { transfer: PipeTransferObject; floats: Float32Array } | null = null;
  /** Bytes used so far. */
  private cursor = 0;
  private readonly persistent: boolean;

  constructor(private readonly c: GlContext) {
    this.persistent = c.screen.getParam(PipeCap.BUFFER_MAP_PERSISTENT_COHERENT) !== 0;
  }

  /** The buffer the last upload went to. */
  get buffer(): PipeResource {
    return this.resource!;
  }

  /**
   * Copies the first `floats` floats of `data` (vertices `stride` floats apart) into the buffer and
   * returns the index of their first vertex there. The buffer may change (see `buffer`).
   */
  upload(data: Float32Array, floats: number, stride: number): number {
    const strideBytes = stride * 4;
    const bytes = floats * 4;
    let first = Math.ceil(this.cursor / strideBytes);
    if (!this.resource || first * strideBytes + bytes > this.resource.width0) {
      this.start(Math.max(SIZE, bytes));
      first = 0;
    }
    const offset = first * strideBytes;
    if (this.mapping) {
      // A loop, not set(subarray): small batches are the common case and this allocates nothing.
      const dst = this.mapping.floats;
      const at = offset / 4;
      for (let i = 0; i < floats; i++) dst[at + i] = data[i]!;
    } else
      this.c.pipe.bufferSubdata(
        this.resource!,
        PipeTransfer.WRITE | PipeTransfer.UNSYNCHRONIZED,
        offset,
        data.subarray(0, floats),
      );
    this.cursor = offset + bytes;
    return first;
  }

  destroy(): void {
    this.release();
  }

  private start(size: number): void {
    this.release();
    const c = this.c;
    const template = bufferTemplate(size, PipeBind.VERTEX_BUFFER, PipeUsage.STREAM);
    if (this.persistent) template.flags = PipeResourceFlag.MAP_PERSISTENT | PipeResourceFlag.MAP_COHERENT;
    this.resource = c.screen.resourceCreate(template);
    this.cursor = 0;
    if (this.persistent) {
      const map = c.pipe.transferMap(
        this.resource,
        0,
        PipeTransfer.WRITE | PipeTransfer.PERSISTENT | PipeTransfer.COHERENT | PipeTransfer.UNSYNCHRONIZED,
        makeBox(0, 0, 0, size, 1, 1),
      );
      if (map)
        this.mapping = {
          transfer: map.transfer,
          floats: new Float32Array(map.data.buffer, map.data.byteOffset, size / 4),
        };
    }
  }

  private release(): void {
    if (this.mapping) this.c.pipe.transferUnmap(this.mapping.transfer);
    this.mapping = null;
    if (this.resource) this.c.screen.resourceDestroy(this.resource);
    this.resource = null;
  }
}
