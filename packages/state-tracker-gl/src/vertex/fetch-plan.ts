// How the driver gets a client array's elements, decided in one place from what the screen said once
// per context (VertexFetchCaps), as Mesa's u_vbuf decides which vertex buffers to translate:
// - 'native': the driver fetches the array where it is (its pipe format is supported, its offset and
//   stride are ones the driver accepts: PIPE_CAP_VERTEX_BUFFER_OFFSET/STRIDE_4BYTE_ALIGNED_ONLY,
//   PIPE_CAP_MAX_VERTEX_ATTRIB_STRIDE);
// - 'repack': the format is supported but not the layout: the elements' bytes are copied to a buffer
//   of 4-byte-aligned stride at offset 0 and fetched with the same format (so the values are exactly
//   the native path's);
// - 'floats': no supported pipe format fetches the type: the elements are converted to floats on the
//   CPU with GL's conversions.
import {
  PipeBind,
  PipeCap,
  type PipeFormat,
  type PipeScreen,
  PipeTextureTarget,
} from '@gallium-ts/gallium-api';
import { effectiveStride } from './array-fetch.js';
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

/** How `array` reaches the driver. */
export function fetchPlan(caps: VertexFetchCaps, array: ClientArray): FetchPlan {
  const format = vertexFormat(array.type, array.size, array.normalized);
  if (format === undefined || !caps.formats.has(format)) return FLOATS;
  const stride = effectiveStride(array);
  const refused =
    stride > caps.maxStride ||
    (caps.strideAligned4 && stride % 4 !== 0) ||
    (caps.offsetAligned4 && array.offset % 4 !== 0);
  return { kind: refused ? 'repack' : 'native', format };
}
