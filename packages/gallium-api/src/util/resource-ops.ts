// The data operations of a context on CpuResources, each validating every argument before it touches
// a byte: buffer_subdata, texture_subdata, resource_copy_region, clear_buffer and clear_texture.

import { boxOutsideReason } from '../box.js';
import { PipeTextureTarget } from '../enums.js';
import { formatsCompatibleForCopy } from '../format/index.js';
import { PipeTransfer } from '../objects.js';
import type { PipeBox } from '../state.js';
import { checkBox } from './box-check.js';
import { checkBytes, describeValue, refuse } from './check.js';
import { formatLabel } from './names.js';
import { type CpuResource, checkBufferRange } from './resource.js';
import { fillPattern } from './resource-bytes.js';
import { checkSingleSampled } from './transfer.js';

const SUBDATA_USAGE =
  PipeTransfer.WRITE |
  PipeTransfer.DISCARD_RANGE |
  PipeTransfer.DISCARD_WHOLE_RESOURCE |
  PipeTransfer.UNSYNCHRONIZED |
  PipeTransfer.DONTBLOCK |
  PipeTransfer.MAP_DIRECTLY;

/** Usage flags of buffer_subdata / texture_subdata: a write, so READ and map-only flags are refused. */
export function checkSubdataUsage(method: string, usage: unknown): number {
  if (typeof usage !== 'number' || !Number.isInteger(usage) || usage < 0 || (usage & ~SUBDATA_USAGE) !== 0) {
    return refuse(
      method,
      `usage ${describeValue(usage)} is not a write usage (allowed: WRITE, DISCARD_*, UNSYNCHRONIZED, DONTBLOCK)`,
    );
  }
  return usage;
}

/** buffer_subdata: writes `data` at byte `offset` of a buffer. */
export function cpuBufferSubdata(
  method: string,
  buffer: CpuResource,
  usage: unknown,
  offset: unknown,
  data: unknown,
): void {
  if (buffer.target !== PipeTextureTarget.BUFFER) refuse(method, `resource ${buffer.id} is not a buffer`);
  checkSubdataUsage(method, usage);
  const bytes = checkBytes(method, 'data', data);
  checkBufferRange(method, 'write', buffer, offset, bytes.length);
  buffer.bytes.data.set(bytes, offset as number);
}

/**
 * texture_subdata: writes `data` into `box` of `level`; rows of the source are `stride` bytes apart and
 * 2D layers `layerStride` bytes apart.
 */
export function cpuTextureSubdata(
  method: string,
  texture: CpuResource,
  level: unknown,
  usage: unknown,
  box: unknown,
  data: unknown,
  stride: unknown,
  layerStride: unknown,
): void {
  const b = checkBox(method, texture, level, box);
  checkSingleSampled(method, texture);
  checkSubdataUsage(method, usage);
  const bytes = checkBytes(method, 'data', data);
  const bs = texture.bytes.blockSize;
  const row = b.width * bs;
  const rowStride = checkStride(method, 'stride', stride, b.height > 1 ? row : 0);
  const minLayer = (b.height - 1) * rowStride + row;
  const sliceStride = checkStride(method, 'layerStride', layerStride, b.depth > 1 ? minLayer : 0);
  const needed = (b.depth - 1) * sliceStride + minLayer;
  if (bytes.length < needed) refuse(method, `data holds ${bytes.length} bytes, the box needs ${needed}`);
  texture.bytes.write(level as number, b, bytes, rowStride, sliceStride);
}

/**
 * resource_copy_region: copies `srcBox` of `srcLevel` to (dstx, dsty, dstz) of `dstLevel`, byte for
 * byte. Both must be buffers or both textures with copy-compatible formats and equal sample counts;
 * "overlapping blits are not permitted".
 */
export function cpuCopyRegion(
  method: string,
  dst: CpuResource,
  dstLevel: unknown,
  dstx: unknown,
  dsty: unknown,
  dstz: unknown,
  src: CpuResource,
  srcLevel: unknown,
  srcBox: unknown,
): void {
  const s = checkBox(method, src, srcLevel, srcBox);
  const isBuffer = (r: CpuResource) => r.target === PipeTextureTarget.BUFFER;
  if (isBuffer(dst) !== isBuffer(src)) refuse(method, 'cannot copy between a buffer and a texture');
  if (!isBuffer(dst) && !formatsCompatibleForCopy(dst.format, src.format)) {
    refuse(
      method,
      `formats ${formatLabel(src.format)} and ${formatLabel(dst.format)} are not copy-compatible`,
    );
  }
  if (Math.max(dst.nrSamples, 1) !== Math.max(src.nrSamples, 1)) {
    refuse(method, `sample counts differ (${src.nrSamples} and ${dst.nrSamples})`);
  }
  for (const [name, v] of [
    ['dstx', dstx],
    ['dsty', dsty],
    ['dstz', dstz],
  ] as const) {
    if (typeof v !== 'number' || !Number.isInteger(v))
      refuse(method, `${name} must be an integer (got ${describeValue(v)})`);
  }
  const d: PipeBox = {
    x: dstx as number,
    y: dsty as number,
    z: dstz as number,
    width: s.width,
    height: s.height,
    depth: s.depth,
  };
  if (typeof dstLevel !== 'number')
    refuse(method, `dstLevel must be an integer (got ${describeValue(dstLevel)})`);
  const reason = boxOutsideReason(dst, dstLevel, d);
  if (reason) refuse(method, `destination ${reason}`);
  if (dst === src && dstLevel === srcLevel && boxesOverlap(s, d)) {
    refuse(method, 'source and destination regions overlap, which resource_copy_region does not permit');
  }
  dst.bytes.copyFrom(src.bytes, srcLevel as number, s, dstLevel, d.x, d.y, d.z);
}

/**
 * clear_buffer: "a memset with a multi-byte element value starting at offset bytes from resource
 * start, going for size bytes. It is guaranteed that size % clear_value_size == 0."
 */
export function cpuClearBuffer(
  method: string,
  buffer: CpuResource,
  offset: unknown,
  size: unknown,
  value: unknown,
): void {
  if (buffer.target !== PipeTextureTarget.BUFFER) refuse(method, `resource ${buffer.id} is not a buffer`);
  const pattern = checkBytes(method, 'value', value);
  if (pattern.length < 1 || pattern.length > 16)
    refuse(method, `clear value is ${pattern.length} bytes, must be 1..16`);
  checkBufferRange(method, 'clear', buffer, offset, size);
  if ((size as number) % pattern.length !== 0) {
    refuse(method, `size ${size} is not a multiple of the ${pattern.length}-byte clear value`);
  }
  fillPattern(buffer.bytes.data, offset as number, size as number, pattern.slice());
}

/** clear_texture: "clears a non-PIPE_BUFFER resource's specified level and bounding box with a clear value provided in that resource's native format". */
export function cpuClearTexture(
  method: string,
  texture: CpuResource,
  level: unknown,
  box: unknown,
  data: unknown,
): void {
  if (texture.target === PipeTextureTarget.BUFFER)
    refuse(method, `resource ${texture.id} is a buffer; use clear_buffer`);
  const b = checkBox(method, texture, level, box);
  checkSingleSampled(method, texture);
  const texel = checkBytes(method, 'data', data);
  const bs = texture.bytes.blockSize;
  if (texel.length !== bs) {
    refuse(method, `clear value is ${texel.length} bytes, a ${formatLabel(texture.format)} texel is ${bs}`);
  }
  texture.bytes.fill(level as number, b, texel.slice());
}

function checkStride(method: string, what: string, value: unknown, min: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min) {
    return refuse(method, `${what} ${describeValue(value)} is smaller than the ${min} bytes the box needs`);
  }
  return value;
}

function boxesOverlap(a: PipeBox, b: PipeBox): boolean {
  return (
    a.x < b.x + b.width &&
    b.x < a.x + a.width &&
    a.y < b.y + b.height &&
    b.y < a.y + a.height &&
    a.z < b.z + b.depth &&
    b.z < a.z + a.depth
  );
}
