// Draws in a primitive type the driver lacks (see prim-convert.ts): the draw's vertex indices become an
// index list of points, lines or triangles, bound as the index buffer (user memory where the screen takes
// it, else the stream uploader) and drawn indexed over the same vertex buffers. Immediate mode, display
// lists, client arrays and buffer objects all reach it through DrawState.
import { drawInfo, type PipeDrawInfo, type PipeIndexBuffer } from '@gallium-ts/gallium-api';
import type { GlContext } from '../context/gl-context.js';
import { GL_FLAT } from '../gl-enums.js';
import { type ConvertedPrimitives, convertPrimitives } from './prim-convert.js';

export class ConvertedDraws {
  /** The last non-indexed conversion, by mode, start, count and flat shading (a batch redrawn as it was). */
  private lastKey = '';
  private last: ConvertedPrimitives | null = null;
  private readonly info: PipeDrawInfo = drawInfo({ indexed: true });

  constructor(private readonly c: GlContext) {}

  /** Draws `info` (indexed: `indices` are its index values) as lists. */
  draw(info: PipeDrawInfo, indices: Uint32Array | null): void {
    const converted = this.convert(info, indices);
    if (converted.count === 0) return;
    this.drawList(converted, converted.indices.subarray(0, converted.count));
  }

  private convert(info: PipeDrawInfo, indices: Uint32Array | null): ConvertedPrimitives {
    const flat = this.c.ff.shadeModel === GL_FLAT;
    if (info.indexed) {
      const values = indices!.subarray(info.start, info.start + info.count);
      return convertPrimitives(info.mode, Int32Array.from(values), flat);
    }
    const key = `${info.mode}:${info.start}:${info.count}:${flat}`;
    if (key !== this.lastKey || this.last === null) {
      const vertices = new Int32Array(info.count);
      for (let i = 0; i < info.count; i++) vertices[i] = info.start + i;
      this.last = convertPrimitives(info.mode, vertices, flat);
      this.lastKey = key;
    }
    return this.last;
  }

  /** Binds `list` as the index buffer and draws it in the converted mode. */
  private drawList(converted: ConvertedPrimitives, list: Uint32Array): void {
    const c = this.c;
    let ib: PipeIndexBuffer;
    if (c.limits.userIndexBuffers) ib = { indexSize: 4, offset: 0, buffer: null, userBuffer: list };
    else {
      const upload = c.pipe.streamUploader.upload(0, list, 4);
      c.pipe.streamUploader.unmap();
      ib = { indexSize: 4, offset: upload.offset, buffer: upload.buffer, userBuffer: null };
    }
    c.cso.setIndexBuffer(ib);
    let min = 0xffffffff;
    let max = 0;
    for (let i = 0; i < list.length; i++) {
      const v = list[i]!;
      if (v < min) min = v;
      if (v > max) max = v;
    }
    const info = this.info;
    info.mode = converted.mode;
    info.start = 0;
    info.count = list.length;
    info.minIndex = min;
    info.maxIndex = max;
    c.cso.drawVbo(info);
  }
}
