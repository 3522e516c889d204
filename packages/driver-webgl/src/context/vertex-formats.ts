// Pipe vertex formats as WebGL2 attribute pointers: components, component type, normalization, and
// whether the attribute is fed with vertexAttribIPointer (pure integers). Formats WebGL2 cannot fetch
// (BGRA orders, padding, 3-component 10-bit, luminance) are not vertex formats on this driver.
import {
  PipeFormatChannelType as C,
  formatDescription,
  type PipeFormat,
  PipeFormatLayout,
} from '@gallium-ts/gallium-api';
import { GL } from '../gl-enums.js';

export interface GlVertexFormat {
  readonly size: number;
  readonly type: number;
  readonly normalized: boolean;
  /** 'float' through vertexAttribPointer, 'int'/'uint' through vertexAttribIPointer. */
  readonly fetch: 'float' | 'int' | 'uint';
}

const cache = new Map<PipeFormat, GlVertexFormat | null>();

function derive(format: PipeFormat): GlVertexFormat | null {
  const d = formatDescription(format);
  if (d.isDepth || d.isStencil || d.isIndex) return null;
  if (d.name === 'R10G10B10A2_UNORM')
    return { size: 4, type: GL.UNSIGNED_INT_2_10_10_10_REV, normalized: true, fetch: 'float' };
  if (d.layout !== PipeFormatLayout.PLAIN || d.colorspace !== 0) return null;
  const names = d.channels.map((c) => c.name).join('');
  if (!'RGBA'.startsWith(names)) return null;
  const first = d.channels[0]!;
  if (!d.channels.every((c) => c.type === first.type && c.size === first.size)) return null;
  const unsigned = first.type === C.UNORM || first.type === C.UINT || first.type === C.USCALED;
  let type: number;
  if (first.type === C.FLOAT) {
    if (first.size === 32) type = GL.FLOAT;
    else if (first.size === 16) type = GL.HALF_FLOAT;
    else return null;
  } else if (first.size === 8) type = unsigned ? GL.UNSIGNED_BYTE : GL.BYTE;
  else if (first.size === 16) type = unsigned ? GL.UNSIGNED_SHORT : GL.SHORT;
  else if (first.size === 32 && (first.type === C.UINT || first.type === C.SINT))
    type = unsigned ? GL.UNSIGNED_INT : GL.INT;
  else if (first.size === 32 && (first.type === C.USCALED || first.type === C.SSCALED))
    type = unsigned ? GL.UNSIGNED_INT : GL.INT;
  else return null;
  const fetch = first.type === C.UINT ? 'uint' : first.type === C.SINT ? 'int' : 'float';
  const normalized = first.type === C.UNORM || first.type === C.SNORM;
  return { size: d.channels.length, type, normalized, fetch };
}

/** The attribute pointer of a pipe vertex format, or null when WebGL2 cannot fetch it. */
export function glVertexFormat(format: PipeFormat): GlVertexFormat | null {
  let f = cache.get(format);
  if (f === undefined) {
    f = derive(format);
    cache.set(format, f);
  }
  return f;
}
