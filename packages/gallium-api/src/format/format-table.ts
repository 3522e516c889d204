// The table of every PipeFormat's description, built once from the enum, and the lookups over it:
// by number, by name, and the list of all formats.

import { PipeError } from '../errors.js';
import { PipeFormat, type PipeFormatName } from './format-enum.js';
import { describeFormat } from './format-layout.js';
import type { PipeFormatDescription } from './format-types.js';

const DESCRIPTIONS: (PipeFormatDescription | undefined)[] = [];
const BY_NAME = new Map<string, PipeFormat>();

for (const [name, format] of Object.entries(PipeFormat) as [PipeFormatName, PipeFormat][]) {
  BY_NAME.set(name, format);
  if (format !== PipeFormat.NONE) DESCRIPTIONS[format] = describeFormat(format, name);
}

const ALL_FORMATS: readonly PipeFormat[] = Object.freeze(
  DESCRIPTIONS.flatMap((d) => (d === undefined ? [] : [d.format])),
);

/** True when `format` is a number naming a real format (not `NONE`, not unknown). */
export function isFormat(format: number): format is PipeFormat {
  return DESCRIPTIONS[format] !== undefined;
}

/**
 * util_format_description: the layout of `format`. Throws `PipeError` (naming `method`, which defaults
 * to `formatDescription`) for `NONE` or a number that is not a format.
 */
export function formatDescription(format: PipeFormat, method = 'formatDescription'): PipeFormatDescription {
  const description = Number.isInteger(format) ? DESCRIPTIONS[format] : undefined;
  if (description === undefined) {
    throw new PipeError(
      method,
      format === PipeFormat.NONE ? 'PIPE_FORMAT_NONE has no layout' : `unknown format ${String(format)}`,
    );
  }
  return description;
}

/** util_format_name without the prefix: `formatName(PipeFormat.R8G8B8A8_UNORM) === 'R8G8B8A8_UNORM'`; `NONE` for 0. */
export function formatName(format: PipeFormat): string {
  if (format === PipeFormat.NONE) return 'NONE';
  return formatDescription(format, 'formatName').name;
}

/** The format called `name`, with or without the `PIPE_FORMAT_` prefix; throws `PipeError` for an unknown name. */
export function formatFromName(name: string): PipeFormat {
  const format = BY_NAME.get(name.startsWith('PIPE_FORMAT_') ? name.slice('PIPE_FORMAT_'.length) : name);
  if (format === undefined)
    throw new PipeError('formatFromName', `unknown format name ${JSON.stringify(name)}`);
  return format;
}

/** Every format gallium-ts knows, in enum order, without `NONE`. */
export function allFormats(): readonly PipeFormat[] {
  return ALL_FORMATS;
}
