// A render target or depth/stencil buffer as the fragment back end writes it: the bytes of one level of
// a CPU resource, where the surface's first layer starts, its strides, and 16-/32-bit views of the same
// memory for formats whose texels are 2 or 4 bytes (null when the memory is not aligned for them), and a
// DataView of it.
import { formatDescription, type PipeFormat } from '@gallium-ts/gallium-api';
import type { BaseSurface, CpuResource } from '@gallium-ts/gallium-api/util';

export interface TargetView {
  readonly format: PipeFormat;
  readonly width: number;
  readonly height: number;
  /** Layers the surface covers (first..last). */
  readonly layers: number;
  readonly blockSize: number;
  readonly u8: Uint8Array;
  readonly u16: Uint16Array | null;
  readonly u32: Uint32Array | null;
  readonly f32: Float32Array | null;
  /** A DataView of the same bytes, for unaligned and little-endian accesses. */
  readonly dv: DataView;
  /** Byte offset of texel (0, 0) of the surface's first layer. */
  readonly base: number;
  /** Bytes per row and per layer. */
  readonly stride: number;
  readonly layerStride: number;
}

/** The view of a surface of a CPU resource. */
export function targetView(surface: BaseSurface): TargetView {
  const resource = surface.texture as CpuResource;
  const bytes = resource.storage;
  const level = bytes.levels[surface.level]!;
  const u8 = bytes.data;
  const aligned = (n: number) => u8.byteOffset % n === 0;
  const buffer = u8.buffer;
  return {
    format: surface.format,
    width: surface.width,
    height: surface.height,
    layers: surface.lastLayer - surface.firstLayer + 1,
    blockSize: formatDescription(surface.format).blockSize,
    u8,
    u16: aligned(2) ? new Uint16Array(buffer, u8.byteOffset, u8.byteLength >> 1) : null,
    u32: aligned(4) ? new Uint32Array(buffer, u8.byteOffset, u8.byteLength >> 2) : null,
    f32: aligned(4) ? new Float32Array(buffer, u8.byteOffset, u8.byteLength >> 2) : null,
    dv: new DataView(buffer, u8.byteOffset, u8.byteLength),
    base: level.offset + surface.firstLayer * level.layerStride,
    stride: level.stride,
    layerStride: level.layerStride,
  };
}
