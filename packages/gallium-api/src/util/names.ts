// Names of enum values for error messages: `enumName(PipeTextureTarget, 4)` is `TEXTURE_CUBE`.
import { formatName, isFormat } from '../format/index.js';

const reverse = new WeakMap<object, Map<number, string>>();

/** The key of `value` in a const enum object, or the number itself when no key has it. */
export function enumName(values: Readonly<Record<string, number>>, value: number): string {
  let names = reverse.get(values);
  if (!names) {
    names = new Map();
    for (const [key, v] of Object.entries(values)) if (!names.has(v)) names.set(v, key);
    reverse.set(values, names);
  }
  return names.get(value) ?? String(value);
}

/** A format's name for messages (`R8G8B8A8_UNORM`), or `format <n>` when it is not a format. */
export function formatLabel(format: number): string {
  if (format === 0) return 'NONE';
  return isFormat(format) ? formatName(format) : `format ${format}`;
}
