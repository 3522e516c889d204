// How the driver gets a client array's elements, decided in one place from what the screen said once
// per context (VertexFetchCaps), as Mesa's u_vbuf decides which vertex buffers to translate:
// - 'native': the driver fetches the array where it is (its pipe format is supported, its offset and
//   stride are ones the driver accepts: PIPE_CAP_VERTEX_BUFFER_OFFSET/STRIDE_4BYTE_ALIGNED_ONLY,
//   PIPE_CAP_MAX_VERTEX_ATTRIB_STRIDE);
// - 'repack': the format is supported but not the layout — or the draw reads elements outside the
//   array's memory (an offset past the end of its buffer, a buffer without data store, an enabled array
//   with no memory at all, an index past its last element), which no pipe call may name: the elements'
//   bytes are copied to a buffer of 4-byte-aligned stride at offset 0, zeros where the memory has none,
//   and fetched with the same format (so the values are exactly the native path's);
// - 'floats': no supported pipe format fetches the type: the elements are converted to floats on the
//   CPU with GL's conversions.
import {
  PipeBind,
  PipeCap,
  type PipeFormat,
  type PipeScreen,
  PipeTextureTarget,
} from '@gallium-ts/gallium-api';
import { arrayExtent, effectiveStride } from './array-fetch.js';
import type { ClientArray } from './client-arrays.js';
import { VERTEX_FORMATS, vertexFormat } from './vertex-formats.js';

export interface VertexFetchCaps {
  /** Pipe vertex formats the screen fetches. */
  readonly formats: ReadonlySet<PipeFormat>;
  /** Vertex buffer offsets must be multiples of 4. */
  readonly offsetAligned4: boolean;
  /** Vertex buffer strides must be multiples of 4. */
  readonly strideAligned4: boolean;
  /** The largest stride the driver fetches with. */
  readonly maxStride: number;
}

export function vertexFetchCaps(screen: PipeScreen): VertexFetchCaps {
  const formats = new Set<PipeFormat>();
  for (const format of VERTEX_FORMATS) {
    if (screen.isFormatSupported(format, PipeTextureTarget.BUFFER, 0, 0, PipeBind.VERTEX_BUFFER))
      formats.add(format);
  }
  return {
    formats,
    offsetAligned4: screen.getParam(PipeCap.VERTEX_BUFFER_OFFSET_4BYTE_ALIGNED_ONLY) !== 0,
    strideAligned4: screen.getParam(PipeCap.VERTEX_BUFFER_STRIDE_4BYTE_ALIGNED_ONLY) !== 0,
    maxStride: screen.getParam(PipeCap.MAX_VERTEX_ATTRIB_STRIDE) || 2048,
  };
}

export type FetchPlan =
  | { readonly kind: 'native' | 'repack'; readonly format: PipeFormat }
  | { readonly kind: 'floats' };

const FLOATS: FetchPlan = { kind: 'floats' };

/** Whether the driver can read the array where it is: a client array or a buffer with a data store. */
function hasPipeMemory(array: ClientArray): boolean {
  return array.buffer ? array.buffer.resource !== null : array.pointer !== null;
}

/**
 * How `array` reaches the driver for a draw that reads its elements 0..lastIndex (`gathered`: the draw
 * reads them in an order of its own, so they are copied whatever the layout).
 */
export function fetchPlan(
  caps: VertexFetchCaps,
  array: ClientArray,
  lastIndex: number,
  gathered = false,
): FetchPlan {
  const format = vertexFormat(array.type, array.size, array.normalized);
  if (format === undefined || !caps.formats.has(format)) return FLOATS;
  const stride = effectiveStride(array);
  const refused =
    gathered ||
    !hasPipeMemory(array) ||
    array.offset < 0 ||
    lastIndex >= arrayExtent(array) ||
    stride > caps.maxStride ||
    (caps.strideAligned4 && stride % 4 !== 0) ||
    (caps.offsetAligned4 && array.offset % 4 !== 0);
  return { kind: refused ? 'repack' : 'native', format };
}
