// Checks of the data operations of a context — buffer_subdata, texture_subdata, resource_copy_region,
// clear_buffer and clear_texture — each validating every argument before anything is touched and
// returning what the operation needs to run on the resources' storage.
import { boxOutsideReason, makeBox } from '../box.js';
import { PipeTextureTarget } from '../enums.js';
import { formatsCompatibleForCopy } from '../format/index.js';
import { PipeTransfer } from '../objects.js';
import type { PipeBox } from '../state.js';
import { checkBox } from './box-check.js';
import { checkBytes, describeValue, refuse } from './check.js';
import { formatLabel } from './names.js';
import { type BaseResource, checkBufferRange } from './resource.js';
import { resourceBlockSize } from './resource-template.js';
import { checkSingleSampled } from './transfer.js';

const SUBDATA_USAGE =
  PipeTransfer.WRITE |
  PipeTransfer.DISCARD_RANGE |
  PipeTransfer.DISCARD_WHOLE_RESOURCE |
  PipeTransfer.UNSYNCHRONIZED |
  PipeTransfer.DONTBLOCK |
  PipeTransfer.MAP_DIRECTLY;

/** A write of `data` into `box` of `level`, rows `stride` apart and 2D layers `layerStride` apart. */
export interface CheckedWrite {
  level: number;
  box: PipeBox;
  data: Uint8Array;
  stride: number;
  layerStride: number;
}

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

/** buffer_subdata: `data` at byte `offset` of a buffer. */
export function checkBufferSubdata(
  method: string,
  buffer: BaseResource,
  usage: unknown,
  offset: unknown,
  data: unknown,
): CheckedWrite {
  if (buffer.target !== PipeTextureTarget.BUFFER) refuse(method, `resource ${buffer.id} is not a buffer`);
  checkSubdataUsage(method, usage);
  const bytes = checkBytes(method, 'data', data);
  checkBufferRange(method, 'write', buffer, offset, bytes.length);
  const box = makeBox(offset as number, 0, 0, bytes.length, 1, 1);
  return { level: 0, box, data: bytes, stride: bytes.length, layerStride: bytes.length };
}

/**
 * texture_subdata: `data` into `box` of `level`; rows of the source are `stride` bytes apart and 2D
 * layers `layerStride` bytes apart.
 */
export function checkTextureSubdata(
  method: string,
  texture: BaseResource,
  level: unknown,
  usage: unknown,
  box: unknown,
  data: unknown,
  stride: unknown,
  layerStride: unknown,
): CheckedWrite {
  const b = checkBox(method, texture, level, box);
  checkSingleSampled(method, texture);
  checkSubdataUsage(method, usage);
  const bytes = checkBytes(method, 'data', data);
  const row = b.width * resourceBlockSize(texture);
  const rowStride = checkStride(method, 'stride', stride, b.height > 1 ? row : 0);
  const minLayer = (b.height - 1) * rowStride + row;
  const sliceStride = checkStride(method, 'layerStride', layerStride, b.depth > 1 ? minLayer : 0);
  const needed = (b.depth - 1) * sliceStride + minLayer;
  if (bytes.length < needed) refuse(method, `data holds ${bytes.length} bytes, the box needs ${needed}`);
  return { level: level as number, box: b, data: bytes, stride: rowStride, layerStride: sliceStride };
}

/** A checked resource_copy_region: the source box and the destination origin. */
export interface CheckedCopy {
  srcLevel: number;
  srcBox: PipeBox;
  dstLevel: number;
  dst: PipeBox;
}

/**
 * resource_copy_region: `srcBox` of `srcLevel` to (dstx, dsty, dstz) of `dstLevel`, byte for byte. Both
 * must be buffers or both textures with copy-compatible formats and equal sample counts; "overlapping
 * blits are not permitted".
 */
export function checkCopyRegion(
  method: string,
  dst: BaseResource,
  dstLevel: unknown,
  dstx: unknown,
  dsty: unknown,
  dstz: unknown,
  src: BaseResource,
  srcLevel: unknown,
  srcBox: unknown,
): CheckedCopy {
  const s = checkBox(method, src, srcLevel, srcBox);
  const isBuffer = (r: BaseResource) => r.target === PipeTextureTarget.BUFFER;
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
  const d = makeBox(dstx as number, dsty as number, dstz as number, s.width, s.height, s.depth);
  if (typeof dstLevel !== 'number')
    refuse(method, `dstLevel must be an integer (got ${describeValue(dstLevel)})`);
  const reason = boxOutsideReason(dst, dstLevel, d);
  if (reason) refuse(method, `destination ${reason}`);
  if (dst === src && dstLevel === srcLevel && boxesOverlap(s, d)) {
    refuse(method, 'source and destination regions overlap, which resource_copy_region does not permit');
  }
  return { srcLevel: srcLevel as number, srcBox: s, dstLevel, dst: d };
}

/** A checked fill: `pattern` repeated over `box` of `level`. */
export interface CheckedFill {
  level: number;
  box: PipeBox;
  pattern: Uint8Array;
}

/**
 * clear_buffer: "a memset with a multi-byte element value starting at offset bytes from resource
 * start, going for size bytes. It is guaranteed that size % clear_value_size == 0."
 */
export function checkClearBuffer(
  method: string,
  buffer: BaseResource,
  offset: unknown,
  size: unknown,
  value: unknown,
): CheckedFill {
  if (buffer.target !== PipeTextureTarget.BUFFER) refuse(method, `resource ${buffer.id} is not a buffer`);
  const pattern = checkBytes(method, 'value', value);
  if (pattern.length < 1 || pattern.length > 16)
    refuse(method, `clear value is ${pattern.length} bytes, must be 1..16`);
  checkBufferRange(method, 'clear', buffer, offset, size);
  if ((size as number) % pattern.length !== 0) {
    refuse(method, `size ${size} is not a multiple of the ${pattern.length}-byte clear value`);
  }
  return { level: 0, box: makeBox(offset as number, 0, 0, size as number, 1, 1), pattern: pattern.slice() };
}

/** clear_texture: "clears a non-PIPE_BUFFER resource's specified level and bounding box with a clear value provided in that resource's native format". */
export function checkClearTexture(
  method: string,
  texture: BaseResource,
  level: unknown,
  box: unknown,
  data: unknown,
): CheckedFill {
  if (texture.target === PipeTextureTarget.BUFFER)
    refuse(method, `resource ${texture.id} is a buffer; use clear_buffer`);
  const b = checkBox(method, texture, level, box);
  checkSingleSampled(method, texture);
  const texel = checkBytes(method, 'data', data);
  const bs = resourceBlockSize(texture);
  if (texel.length !== bs) {
    refuse(method, `clear value is ${texel.length} bytes, a ${formatLabel(texture.format)} texel is ${bs}`);
  }
  return { level: level as number, box: b, pattern: texel.slice() };
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
