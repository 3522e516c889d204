// Draws in a primitive type the driver lacks (see prim-convert.ts): the draw's vertex indices become an
// index list of points, lines or triangles, bound as the index buffer (user memory where the screen takes
// it, else the stream uploader) and drawn indexed over the same vertex buffers. Immediate mode, display
// lists, client arrays and buffer objects all reach it through DrawState. Quads and polygons drawn
// unfilled go in edge-flag passes (converted-edge-flags.ts).
import {
  drawInfo,
  type PipeDrawInfo,
  type PipeIndexBuffer,
  PipePrim,
  type PipeVertexBuffer,
  type PipeVertexElement,
} from '@gallium-ts/gallium-api';
import type { GlContext } from '../context/gl-context.js';
import { GL_FLAT } from '../gl-enums.js';
import { edgeFlagPasses, PASS_FLAG_FORMAT, passFlagBuffer, readEdgeFlags } from './converted-edge-flags.js';
import { type ConvertedPrimitives, convertPrimitives } from './prim-convert.js';

/** The vertex state a draw was bound with, and which element is the EDGEFLAG attribute (−1: none). */
export interface BoundVertexState {
  elements: readonly PipeVertexElement[];
  buffers: readonly PipeVertexBuffer[];
  edgeFlagElement: number;
}

/** Modes whose converted triangles hide inner edges, and whose vertices' GL edge flags count. */
function hasEdgeFlags(mode: number): boolean {
  return mode === PipePrim.QUADS || mode === PipePrim.POLYGON;
}

export class ConvertedDraws {
  /** The last non-indexed conversion, by mode, start, count and flat shading (a batch redrawn as it was). */
  private lastKey = '';
  private last: ConvertedPrimitives | null = null;
  private readonly info: PipeDrawInfo = drawInfo({ indexed: true });

  constructor(private readonly c: GlContext) {}

  /**
   * Draws `info` (indexed: `indices` are its index values) as lists; `vertex` is the bound vertex state
   * (for the edge flags of unfilled quads and polygons).
   */
  draw(info: PipeDrawInfo, indices: ArrayLike<number> | null, vertex: BoundVertexState): void {
    const converted = this.convert(info, indices);
    if (converted.count === 0) return;
    const unfilled = this.c.ff.edgeFlags && vertex.edgeFlagElement >= 0;
    if (
      unfilled &&
      converted.edges !== null &&
      (hasEdgeFlags(info.mode) || info.mode === PipePrim.QUAD_STRIP)
    )
      this.drawEdgeFlagPasses(info.mode, converted, vertex);
    else this.drawList(converted, converted.indices.subarray(0, converted.count));
  }

  /** The triangles in passes, each with the edge flags its vertices need bound in place of EDGEFLAG. */
  private drawEdgeFlagPasses(mode: number, converted: ConvertedPrimitives, vertex: BoundVertexState): void {
    const c = this.c;
    const list = converted.indices.subarray(0, converted.count);
    let max = 0;
    for (let i = 0; i < list.length; i++) if (list[i]! > max) max = list[i]!;
    const element = vertex.elements[vertex.edgeFlagElement]!;
    // GL 1.5, 2.6.2: edge flags apply to independent quads and polygons; quad strips have all edges.
    const original = hasEdgeFlags(mode)
      ? readEdgeFlags(c, element, vertex.buffers[element.vertexBufferIndex], max)
      : () => 1;
    const passes = edgeFlagPasses(list, list.length, converted.edges!, original);
    const slot = vertex.buffers.length;
    const elements = vertex.elements.map((e, i) =>
      i === vertex.edgeFlagElement
        ? { srcOffset: 0, instanceDivisor: 0, vertexBufferIndex: slot, srcFormat: PASS_FLAG_FORMAT }
        : e,
    );
    try {
      c.cso.setVertexElements(elements);
      for (const pass of passes) {
        c.cso.setVertexBuffers(0, [...vertex.buffers, this.vertexBuffer(passFlagBuffer(pass, max))]);
        this.drawList(converted, Uint32Array.from(pass.indices));
      }
    } finally {
      c.cso.setVertexElements(vertex.elements);
      c.cso.setVertexBuffers(0, vertex.buffers);
    }
  }

  /** A user vertex buffer as the screen takes it: as it is, or uploaded. */
  private vertexBuffer(user: PipeVertexBuffer): PipeVertexBuffer {
    const c = this.c;
    if (c.limits.userVertexBuffers) return user;
    const upload = c.pipe.streamUploader.upload(0, user.userBuffer!, 4);
    c.pipe.streamUploader.unmap();
    return { stride: user.stride, bufferOffset: upload.offset, buffer: upload.buffer, userBuffer: null };
  }

  private convert(info: PipeDrawInfo, indices: ArrayLike<number> | null): ConvertedPrimitives {
    const flat = this.c.ff.shadeModel === GL_FLAT;
    if (info.indexed) {
      const values = new Int32Array(info.count);
      for (let i = 0; i < info.count; i++) values[i] = indices![info.start + i]!;
      return convertPrimitives(info.mode, values, flat);
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
