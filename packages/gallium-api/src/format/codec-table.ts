// The compiled codec of every format, built on first use, and the checks every pack/unpack entry point
// makes before touching memory: the format exists, it suits the operation, the ranges fit the arrays.

import { PipeError } from '../errors.js';
import { type BlockCodec, blockCodec } from './block-codec.js';
import type { PipeFormat } from './format-enum.js';
import { formatDescription } from './format-table.js';
import { PipeFormatColorspace } from './format-types.js';

const CODECS: (BlockCodec | undefined)[] = [];

/** The codec of `format`; `PipeError` naming `method` when it is not a format. */
export function codecOf(method: string, format: PipeFormat): BlockCodec {
  const cached = CODECS[format];
  if (cached !== undefined) return cached;
  const codec = blockCodec(formatDescription(format, method));
  CODECS[format] = codec;
  return codec;
}

/** The codec of a colour format; `PipeError` for a depth/stencil format, or a non-integer one when `pureInteger`. */
export function colorCodecOf(method: string, format: PipeFormat, pureInteger: boolean): BlockCodec {
  const codec = codecOf(method, format);
  const description = codec.description;
  if (description.colorspace === PipeFormatColorspace.ZS) {
    throw new PipeError(
      method,
      `${description.name} is a depth/stencil format; use unpackZFloat, unpackStencil or packDepthStencil`,
    );
  }
  if (pureInteger && !description.isPureInteger) {
    throw new PipeError(
      method,
      `${description.name} is not a pure-integer format; use the float or unorm8 variant`,
    );
  }
  return codec;
}

/** Checks that `count` is a non-negative integer. */
export function checkCount(method: string, count: number): void {
  if (!Number.isInteger(count) || count < 0)
    throw new PipeError(method, `count ${count} is not a non-negative integer`);
}

/**
 * Checks that elements [offset, offset + needed) of `array` exist. A plain JS array being written to
 * (`growable`) may grow instead; typed arrays and anything read from must already hold them.
 */
export function checkRange(
  method: string,
  what: string,
  array: ArrayLike<number>,
  offset: number,
  needed: number,
  growable = false,
): void {
  if (!Number.isInteger(offset) || offset < 0)
    throw new PipeError(method, `${what} offset ${offset} is not a non-negative integer`);
  if (growable && Array.isArray(array)) return;
  if (offset + needed > array.length) {
    throw new PipeError(
      method,
      `${what} needs elements [${offset}, ${offset + needed}) but has ${array.length}`,
    );
  }
}
