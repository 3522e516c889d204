// Clears of surface rectangles through the resource's storage, for drivers whose clears are plain
// memory fills (the CPU layer's clear_render_target / clear_depth_stencil, and clear of the bound
// framebuffer): the clear value packed into a texel of the surface's format, repeated over the
// rectangle in every layer of the surface. Clearing one part of a combined depth/stencil format keeps
// the other part (read, modify, write).
import { makeBox } from '../box.js';
import { PipeClear } from '../enums.js';
import { formatDescription, packDepthStencil, packRgbaFloat } from '../format/index.js';
import type { PipeFramebufferState } from '../state.js';
import type { BaseSurface } from './views.js';

/** A rectangle of a surface: x, y, width, height in texels of its level. */
export interface SurfaceRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The whole of a surface. */
export function wholeSurface(surface: BaseSurface): SurfaceRect {
  return { x: 0, y: 0, width: surface.width, height: surface.height };
}

/** clear_render_target: `color` (floats, or integers for integer formats) over `rect` of every layer. */
export function clearColorSurface(surface: BaseSurface, color: readonly number[], rect: SurfaceRect): void {
  if (rect.width === 0 || rect.height === 0) return;
  const texel = new Uint8Array(formatDescription(surface.format).blockSize);
  packRgbaFloat(surface.format, color, texel, 0);
  const layers = surface.lastLayer - surface.firstLayer + 1;
  const box = makeBox(rect.x, rect.y, surface.firstLayer, rect.width, rect.height, layers);
  surface.texture.storage.fill(surface.level, box, texel);
}

/**
 * clear_depth_stencil: the depth and/or stencil part (PipeClear.DEPTH / STENCIL of `flags`, those the
 * format has) over `rect` of every layer; a part not cleared keeps its bits.
 */
export function clearDepthStencilSurface(
  surface: BaseSurface,
  flags: number,
  depth: number,
  stencil: number,
  rect: SurfaceRect,
): void {
  if (rect.width === 0 || rect.height === 0) return;
  const desc = formatDescription(surface.format);
  const z = flags & PipeClear.DEPTH && desc.isDepth ? depth : null;
  const s = flags & PipeClear.STENCIL && desc.isStencil ? stencil : null;
  if (z === null && s === null) return;
  const layers = surface.lastLayer - surface.firstLayer + 1;
  const box = makeBox(rect.x, rect.y, surface.firstLayer, rect.width, rect.height, layers);
  const storage = surface.texture.storage;
  const whole = (z !== null || !desc.isDepth) && (s !== null || !desc.isStencil);
  if (whole) {
    const texel = new Uint8Array(desc.blockSize);
    packDepthStencil(surface.format, z, s, texel, 0);
    storage.fill(surface.level, box, texel);
    return;
  }
  const part = partTexel(surface.format, desc.blockSize, z, s);
  const stride = rect.width * desc.blockSize;
  // Storage that maps directly is merged where it lies, row by row (or a layer at a time when the rows
  // are whole); other storage through a copy.
  const mapped = storage.mapDirectly?.(surface.level, box) ?? null;
  if (mapped) {
    const rows = stride === mapped.stride ? 1 : rect.height;
    const length = rows === 1 ? stride * rect.height : stride;
    for (let layer = 0; layer < layers; layer++)
      for (let row = 0; row < rows; row++) {
        const at = layer * mapped.layerStride + row * mapped.stride;
        mergeIntoTexels(mapped.data.subarray(at, at + length), part);
      }
    return;
  }
  const layerStride = stride * rect.height;
  const bytes = new Uint8Array(layerStride * layers);
  storage.read(surface.level, box, bytes, stride, layerStride);
  mergeIntoTexels(bytes, part);
  storage.write(surface.level, box, bytes, stride, layerStride);
}

/**
 * The texel of a cleared part: `value` holds the part's bits (the others 0) and `keep` is 1 in every
 * bit packing the part leaves alone (found by packing over all-zero and all-one texels).
 */
function partTexel(
  format: BaseSurface['format'],
  blockSize: number,
  z: number | null,
  s: number | null,
): { value: Uint8Array; keep: Uint8Array } {
  const value = new Uint8Array(blockSize);
  const ones = new Uint8Array(blockSize).fill(255);
  packDepthStencil(format, z, s, value, 0);
  packDepthStencil(format, z, s, ones, 0);
  const keep = value.map((v, i) => v ^ ones[i]!);
  return { value, keep };
}

/** Every texel of `bytes` keeps its `keep` bits and takes the rest from `value`. */
function mergeIntoTexels(bytes: Uint8Array, part: { value: Uint8Array; keep: Uint8Array }): void {
  const size = part.value.length;
  if (size === 4 && bytes.byteOffset % 4 === 0) {
    const words = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.length >> 2);
    const value = new Uint32Array(part.value.buffer)[0]!;
    const keep = new Uint32Array(part.keep.buffer)[0]!;
    for (let i = 0; i < words.length; i++) words[i] = (words[i]! & keep) | value;
    return;
  }
  for (let at = 0; at < bytes.length; at += size)
    for (let i = 0; i < size; i++) bytes[at + i] = (bytes[at + i]! & part.keep[i]!) | part.value[i]!;
}

/** clear: the colour buffers PipeClear.COLOR0..7 of `buffers` selects and the depth/stencil buffer, whole. */
export function clearFramebufferSurfaces(
  framebuffer: PipeFramebufferState,
  buffers: number,
  color: readonly number[],
  depth: number,
  stencil: number,
): void {
  framebuffer.cbufs.forEach((cbuf, i) => {
    if (cbuf && buffers & (PipeClear.COLOR0 << i)) {
      const surface = cbuf as BaseSurface;
      clearColorSurface(surface, color, wholeSurface(surface));
    }
  });
  const zs = framebuffer.zsbuf as BaseSurface | null;
  if (zs && buffers & PipeClear.DEPTHSTENCIL)
    clearDepthStencilSurface(zs, buffers, depth, stencil, wholeSurface(zs));
}
