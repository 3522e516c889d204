// Mutations of TGSI text for the fuzz test: each case applies one (mostly) to three of them to a seed.
// They keep most of the text valid so the mutants get past the parser and reach creation and drawing.
import { TgsiOpcode } from '@gallium-ts/tgsi';
import type { Random } from './random.js';

const OPCODES = Object.keys(TgsiOpcode);
const FILES = [
  'TEMP',
  'IN',
  'OUT',
  'CONST',
  'IMM',
  'SAMP',
  'SVIEW',
  'ADDR',
  'BUFFER',
  'IMAGE',
  'SV',
  'MEMORY',
];
const INDICES = [0, 1, 2, 3, 7, 8, 15, 31, 32, 255, 4095, 4096, 65535, 2147483647, -1];
const NUMBERS = [
  '0',
  '-0.0',
  '1',
  '-1',
  '0.5',
  '3',
  '1e38',
  '-3.4e38',
  '1e-45',
  '2147483647',
  '-2147483648',
  '4294967295',
  '1048576',
  '65536',
];
const SWIZZLES = ['x', 'y', 'w', 'xy', 'xyz', 'xxxx', 'wzyx', 'yyyy', 'xyzw', 'q', 'xyzwx'];

type Mutation = (text: string, rng: Random) => string;

/** Replaces the `which`-th match of `pattern` (global) in `text` by `by(match)`. */
function replaceMatch(text: string, pattern: RegExp, rng: Random, by: (match: string) => string): string {
  const matches = [...text.matchAll(pattern)];
  if (matches.length === 0) return text;
  const m = rng.pick(matches);
  return text.slice(0, m.index) + by(m[0]) + text.slice(m.index! + m[0].length);
}

const MUTATIONS: readonly Mutation[] = [
  // Two tokens swap places.
  (text, rng) => {
    const tokens = [...text.matchAll(/[^\s,]+/g)];
    if (tokens.length < 2) return text;
    const [a, b] = [rng.pick(tokens), rng.pick(tokens)].sort((p, q) => p.index! - q.index!);
    if (a === b) return text;
    return (
      text.slice(0, a!.index) +
      b![0] +
      text.slice(a!.index! + a![0].length, b!.index) +
      a![0] +
      text.slice(b!.index! + b![0].length)
    );
  },
  // A register index changes.
  (text, rng) => replaceMatch(text, /\[\d+\]/g, rng, () => `[${rng.pick(INDICES)}]`),
  // A number (an immediate, an index, a label, a property) changes.
  (text, rng) => replaceMatch(text, /-?\d+(\.\d+)?(e-?\d+)?/g, rng, () => rng.pick(NUMBERS)),
  // The text is cut short, mostly at the end of a line.
  (text, rng) => {
    const cut = rng.int(0, text.length);
    return text.slice(0, rng.chance(0.7) ? Math.max(0, text.lastIndexOf('\n', cut)) : cut);
  },
  // An opcode becomes another.
  (text, rng) =>
    replaceMatch(text, /\b[A-Z][A-Z0-9_]{1,}\b/g, rng, (m) => (OPCODES.includes(m) ? rng.pick(OPCODES) : m)),
  // A register file becomes another.
  (text, rng) =>
    replaceMatch(text, /\b(TEMP|IN|OUT|CONST|IMM|SAMP|SVIEW|ADDR|SV)\[/g, rng, () => `${rng.pick(FILES)}[`),
  // A swizzle or write mask changes.
  (text, rng) => replaceMatch(text, /\.[xyzw]{1,4}\b/g, rng, () => `.${rng.pick(SWIZZLES)}`),
  // A line is dropped or repeated.
  (text, rng) => {
    const lines = text.split('\n');
    const i = rng.int(0, lines.length - 1);
    if (rng.chance(0.5)) lines.splice(i, 1);
    else lines.splice(i, 0, lines[i]!);
    return lines.join('\n');
  },
];

/** `text` after one (mostly) to three random mutations. */
export function mutate(text: string, rng: Random): string {
  let out = text;
  for (let n = rng.chance(0.7) ? 1 : rng.int(2, 3); n > 0; n--) out = rng.pick(MUTATIONS)(out, rng);
  return out;
}
