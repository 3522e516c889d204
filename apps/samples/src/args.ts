// Command-line options of `npm start` and `npm run conformance`: `--name value` or `--name=value`,
// flags without a value, checked against what each command accepts. Bad input is a UsageError that
// names the option; the commands print it with their usage and exit with status 2.
import type { SampleSize } from './sample.js';

export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** The options a command accepts: each name maps to whether it takes a value. */
export type OptionSpec = Readonly<Record<string, 'value' | 'flag'>>;

/** Parses `argv` (without node and the script) into option values; flags map to 'true'. */
export function parseArgs(argv: readonly string[], spec: OptionSpec): Map<string, string> {
  const options = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!match) throw new UsageError(`unexpected argument "${arg}"`);
    const [, name, inline] = match as unknown as [string, string, string | undefined];
    const kind = spec[name];
    if (!kind) throw new UsageError(`unknown option --${name}`);
    if (kind === 'flag') {
      if (inline !== undefined) throw new UsageError(`--${name} takes no value`);
      options.set(name, 'true');
      continue;
    }
    const value = inline ?? argv[++i];
    if (value === undefined || value === '') throw new UsageError(`--${name} needs a value`);
    options.set(name, value);
  }
  return options;
}

/** `WxH` or `N` (square), each side 1..4096. */
export function parseSize(text: string): SampleSize {
  const match = /^(\d+)(?:x(\d+))?$/.exec(text);
  const width = match ? Number(match[1]) : Number.NaN;
  const height = match?.[2] !== undefined ? Number(match[2]) : width;
  if (!(width >= 1 && width <= 4096 && height >= 1 && height <= 4096))
    throw new UsageError(`--size must be WxH or N with sides from 1 to 4096, got "${text}"`);
  return { width, height };
}

/** A whole number from 1 to `max`. */
export function parseCount(name: string, text: string, max: number): number {
  const value = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!(value >= 1 && value <= max))
    throw new UsageError(`--${name} must be a whole number from 1 to ${max}, got "${text}"`);
  return value;
}

/** Names from a comma-separated list, each one of `known`. */
export function parseNames(name: string, text: string, known: readonly string[]): string[] {
  const names = text.split(',').filter((n) => n !== '');
  const unknown = names.filter((n) => !known.includes(n));
  if (names.length === 0 || unknown.length > 0)
    throw new UsageError(
      `--${name}: unknown ${unknown.join(', ') || '(empty list)'}; known: ${known.join(', ')}`,
    );
  return names;
}
