// Command-line options of the samples' commands (`npm start`, `npm run conformance`, `bench`, `demo`,
// `caps`): node:util's parseArgs in strict mode, `--name value` or `--name=value` and flags, checked
// against what each command accepts. Bad input is a UsageError that names the option; the commands print
// it with their usage and exit with status 2.
import { parseArgs as parseNodeArgs } from 'node:util';
import type { SampleSize } from './sample.js';

export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** The options a command accepts: each name maps to whether it takes a value. */
export type OptionSpec = Readonly<Record<string, 'value' | 'flag'>>;

/** node:util's error codes for bad arguments, as the messages the commands print. */
function usageMessage(error: { code?: string; message: string }, argv: readonly string[]): string {
  const option = /--[a-z-]+/.exec(error.message)?.[0] ?? '';
  switch (error.code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return `unknown option ${option}`;
    case 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL':
      return `unexpected argument "${/'([^']*)'/.exec(error.message)?.[1] ?? argv.join(' ')}"`;
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
      return error.message.includes('does not take an argument')
        ? `${option} takes no value`
        : `${option} needs a value`;
    default:
      return error.message;
  }
}

/** Parses `argv` (without node and the script) into option values; flags map to 'true'. */
export function parseArgs(argv: readonly string[], spec: OptionSpec): Map<string, string> {
  // Every command's --help also answers to -h.
  const options = Object.fromEntries(
    Object.entries(spec).map(([name, kind]) => [
      name,
      { type: kind === 'flag' ? 'boolean' : 'string', ...(name === 'help' ? { short: 'h' } : {}) },
    ]),
  ) as Record<string, { type: 'boolean' | 'string'; short?: string }>;
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseNodeArgs({ args: [...argv], options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    throw new UsageError(usageMessage(error as { code?: string; message: string }, argv));
  }
  const parsed = new Map<string, string>();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (value === '') throw new UsageError(`--${name} needs a value`);
    parsed.set(name, value === true ? 'true' : String(value));
  }
  return parsed;
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
