// Seeded mutations of TGSI text for the text front end's fuzz tests: characters, tokens, words,
// comma-separated fields (a declaration's attributes, an instruction's operands), numbers set to edge
// values, and whole lines spliced from the other seeds. Deterministic for a given PRNG seed.

import { mulberry32 } from '@gallium-ts/gallium-api/util';

/** Deterministic PRNG (mulberry32). */
export const rng = mulberry32;

const CHARS = [...'[](){}.,:|+-_ \t\n\r0123456789xyzwXYZWaAeE#;"\\/\u0000\u00e9\u{1F600}'];
export const TOKENS = [
  'MOV',
  'DCL',
  'IMM',
  'PROPERTY',
  'END',
  'IF',
  'ELSE',
  'ENDIF',
  'BGNLOOP',
  'ENDLOOP',
  'CAL',
  'BGNSUB',
  'TEX',
  'SAMPLE',
  'LOAD',
  'STORE',
  'EMIT',
  '_SAT',
  'TEMP[0]',
  'IN[0]',
  'OUT[1]',
  'CONST[1][2]',
  'IMM[0]',
  'ADDR[0].x',
  'SAMP[0]',
  'SVIEW[0]',
  'IMAGE[0]',
  'BUFFER[0]',
  'MEMORY[0]',
  'SV[0]',
  'IN[][0]',
  '[ADDR[0].x + 3]',
  '(1)',
  'ARRAY(2)',
  '..',
  '.xyzw',
  '.x',
  '.xz',
  '-|',
  '|',
  ':3',
  '0:',
  '65535',
  '65536',
  '4294967296',
  '-0.0',
  '1e39',
  '0x7fc00000',
  '0xffffffffffffffffff',
  'FLT32',
  'FLT64',
  'UINT32',
  'INT32',
  '{ 1, 2 }',
  '2D',
  'CUBEARRAY',
  'PIPE_FORMAT_R8_UNORM',
  'COHERENT',
  'GENERIC[3]',
  'COLOR',
  'LINEAR',
  'CENTROID',
  'INVARIANT',
  'LOCAL',
  'SHARED',
  'ATOMIC',
  'WR',
  'TRIANGLES',
  'GS_INPUT_PRIMITIVE',
  'KIL',
  'IMMX',
  'TEMPX',
];

export function mutate(text: string, all: readonly string[], random: () => number): string {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const at = Math.floor(random() * (text.length + 1));
  switch (Math.floor(random() * 11)) {
    case 0:
      return text.slice(0, at) + pick(CHARS) + text.slice(at);
    case 1:
      return text.slice(0, at) + text.slice(at + 1);
    case 2:
      return text.slice(0, at) + pick(CHARS) + text.slice(at + 1);
    case 3:
      return `${text.slice(0, at)} ${pick(TOKENS)} ${text.slice(at)}`;
    case 4: {
      // Delete or replace one word-like token.
      const words = [...text.matchAll(/[A-Za-z0-9_]+/g)];
      if (words.length === 0) return text;
      const w = pick(words);
      const replacement = random() < 0.5 ? '' : pick(TOKENS);
      return text.slice(0, w.index) + replacement + text.slice(w.index + w[0].length);
    }
    case 5:
    case 6:
      return mutateField(text, random);
    default: {
      // Line splicing: insert a line from another shader, duplicate, delete or swap lines.
      const lines = text.split('\n');
      const i = Math.floor(random() * lines.length);
      const kind = Math.floor(random() * 4);
      if (kind === 0) lines.splice(i, 0, pick(pick(all).split('\n')));
      else if (kind === 1) lines.splice(i, 0, lines[i]!);
      else if (kind === 2) lines.splice(i, 1);
      else {
        const j = Math.floor(random() * lines.length);
        [lines[i], lines[j]] = [lines[j]!, lines[i]!];
      }
      return lines.join('\n');
    }
  }
}

const EDGE_NUMBERS = [
  '0',
  '-1',
  '1',
  '2',
  '3',
  '4',
  '31',
  '32',
  '65535',
  '2147483647',
  '2147483648',
  '4294967295',
  '1e9',
];

/** Deletes, duplicates or swaps one comma-separated field of a line, or sets one number to an edge. */
function mutateField(text: string, random: () => number): string {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const lines = text.split('\n');
  const i = Math.floor(random() * lines.length);
  const fields = lines[i]!.split(',');
  const f = Math.floor(random() * fields.length);
  const kind = Math.floor(random() * 4);
  if (kind === 0 && fields.length > 1) fields.splice(f, 1);
  else if (kind === 1) fields.splice(f, 0, fields[f]!);
  else if (kind === 2) {
    const g = Math.floor(random() * fields.length);
    [fields[f], fields[g]] = [fields[g]!, fields[f]!];
  } else {
    const numbers = [...fields[f]!.matchAll(/\d+/g)];
    if (numbers.length === 0) return text;
    const m = pick(numbers);
    fields[f] = fields[f]!.slice(0, m.index) + pick(EDGE_NUMBERS) + fields[f]!.slice(m.index + m[0].length);
  }
  lines[i] = fields.join(',');
  return lines.join('\n');
}
