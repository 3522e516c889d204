// Interleaved vertices wider than the driver fetches (PIPE_CAP_MAX_VERTEX_ATTRIB_STRIDE: 252 bytes in
// WebGL2; a vertex storing every conventional and generic attribute takes up to 452) repacked for a
// draw: only the attributes the draw's elements read, in as few buffers as fit the driver's stride,
// each with its own elements. Vertex v of the result is vertex `first + v` of the source.
import { formatDescription, type PipeVertexElement } from '@gallium-ts/gallium-api';

/** One repacked buffer: `count` vertices of `stride` floats. */
export interface NarrowGroup {
  readonly data: Float32Array;
  readonly stride: number;
}

export interface NarrowVertices {
  /** The elements, those of buffer `fromBuffer` moved to buffers `fromBuffer + group`. */
  readonly elements: PipeVertexElement[];
  readonly groups: NarrowGroup[];
}

/**
 * Repacks vertices first..first + count - 1 of `data` (vertex 0 at float `start`, `stride` floats apart),
 * which the elements of buffer `fromBuffer` read, into groups of at most `maxStrideBytes` each.
 */
export function narrowVertices(
  elements: readonly PipeVertexElement[],
  fromBuffer: number,
  data: Float32Array,
  start: number,
  stride: number,
  first: number,
  count: number,
  maxStrideBytes: number,
): NarrowVertices {
  const maxFloats = Math.floor(maxStrideBytes / 4);
  const placed: { group: number; from: number; to: number; size: number }[] = [];
  const widths: number[] = [];
  const out = elements.map((e) => {
    if (e.vertexBufferIndex !== fromBuffer) return e;
    const size = formatDescription(e.srcFormat).blockSize / 4;
    let group = widths.length - 1;
    if (group < 0 || widths[group]! + size > maxFloats) {
      widths.push(0);
      group++;
    }
    const to = widths[group]!;
    widths[group] = to + size;
    placed.push({ group, from: e.srcOffset / 4, to, size });
    return { ...e, srcOffset: to * 4, vertexBufferIndex: fromBuffer + group };
  });
  const groups = widths.map((width) => ({ data: new Float32Array(width * count), stride: width }));
  for (const { group, from, to, size } of placed) {
    const { data: dst, stride: width } = groups[group]!;
    for (let v = 0; v < count; v++) {
      const src = start + (first + v) * stride + from;
      for (let k = 0; k < size; k++) dst[v * width + to + k] = data[src + k]!;
    }
  }
  return { elements: out, groups };
}
