// Immediate-mode vertices on their way to the driver: appended to one vertex buffer until it is full,
// so the vertex-buffer binding stays the same from draw to draw and only the draw's start moves (as
// Mesa's vbo module does). Where the screen offers persistent coherent maps the buffer stays mapped and
// the immediate-mode batch writes its vertices straight into it (`attach`): a flush copies nothing.
// Elsewhere each batch goes in with buffer_subdata (`upload`).
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
import type { VertexStore } from '../vertex/vertex-store.js';

const SIZE = 1 << 20;

export class StreamVertices {
  private resource: PipeResource | null = null;
  private mapping: { transfer: PipeTransferObject; floats: Float32Array } | null = null;
  /** Bytes used so far (uploads only; an attached store keeps its own place). */
  private cursor = 0;
  private readonly persistent: boolean;
  /** The store writing straight into the mapped buffer, if any. */
  private attached: VertexStore | null = null;
  private readonly relocate = (store: VertexStore, needed: number) => this.moveStore(store, needed);

  constructor(private readonly c: GlContext) {
    this.persistent = c.screen.getParam(PipeCap.BUFFER_MAP_PERSISTENT_COHERENT) !== 0;
  }

  /** The buffer the last upload went to (or the attached store writes into). */
  get buffer(): PipeResource {
    return this.resource!;
  }

  /**
   * Makes `store` write its vertices straight into the mapped buffer, moving to a new buffer whenever it
   * runs out of room. Returns false (and changes nothing) where the screen cannot map persistently: use
   * `upload` then.
   */
  attach(store: VertexStore): boolean {
    if (!this.persistent) return false;
    this.start(SIZE);
    if (this.mapping === null) return false;
    this.attached = store;
    store.moveTo(this.mapping.floats, 0, this.relocate);
    return true;
  }

  /** Whether `store` writes straight into the buffer (see `attach`). */
  holds(store: VertexStore): boolean {
    return this.attached === store;
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
    this.attached = null;
  }

  /**
   * The attached store is full: it starts over at the beginning of the buffer when no queued work reads
   * the buffer any more (is_resource_referenced: every draw from it is done), else in a new buffer (the
   * old one stays the driver's until it is done).
   */
  private moveStore(store: VertexStore, needed: number): void {
    // The vertices not drawn yet, copied out before the buffer is overwritten or let go.
    store.data = store.data.slice(store.start, store.start + store.floats);
    store.start = 0;
    // At least twice what the batch needs, so a batch that keeps growing moves O(log n) times.
    const size = Math.max(SIZE, 2 ** Math.ceil(Math.log2(2 * needed * 4)));
    const resource = this.resource;
    // Reusing the buffer spares allocating (and the system faulting in) fresh memory every megabyte of vertices.
    const reusable =
      this.mapping !== null &&
      resource !== null &&
      size <= resource.width0 &&
      this.c.pipe.isResourceReferenced(resource, 0, 0) === 0;
    if (!reusable) this.start(size);
    if (this.mapping === null) throw new Error('StreamVertices: the new stream buffer could not be mapped');
    store.moveTo(this.mapping.floats, 0, this.relocate);
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
