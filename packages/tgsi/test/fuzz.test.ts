// Fuzzing the text front end: 100,000 seeded mutations (characters, tokens, lines) of the project's
// own shaders and, where present, the shared corpus. Every outcome must be a shader or a
// TgsiSyntaxError; every shader that parses must dump, re-parse to an equal shader, and go through
// checkTgsi and scanTgsi without throwing.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { expect, it } from 'vitest';
import { checkTgsi } from '../src/check.js';
import { scanTgsi } from '../src/scan.js';
import { dumpTgsi } from '../src/text/dump.js';
import { parseTgsi } from '../src/text/parse.js';
import { TgsiSyntaxError } from '../src/text/syntax-error.js';
import * as shaders from './shaders.js';

const MUTATIONS = 100_000;

/** Deterministic PRNG (mulberry32). */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CHARS = [...'[](){}.,:|+-_ \t\n\r0123456789xyzwXYZWaAeE#;"\\/\u0000\u00e9\u{1F600}'];
const TOKENS = [
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

function seeds(): string[] {
  const own = Object.values(shaders);
  const corpus = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../../shared/tgsi-corpus');
  if (!existsSync(corpus)) return own;
  const files: string[] = [];
  for (const dir of readdirSync(corpus).sort()) {
    if (!statSync(join(corpus, dir)).isDirectory()) continue;
    for (const name of readdirSync(join(corpus, dir)).sort())
      files.push(readFileSync(join(corpus, dir, name), 'utf8'));
  }
  return [...own, ...files];
}

function mutate(text: string, all: string[], random: () => number): string {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const at = Math.floor(random() * (text.length + 1));
  switch (Math.floor(random() * 9)) {
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

it(`${MUTATIONS} seeded mutations parse to a shader or a TgsiSyntaxError, and what parses round-trips`, () => {
  const all = seeds();
  const random = rng(0x7651);
  const failures: string[] = [];
  let parsed = 0;
  for (let n = 0; n < MUTATIONS && failures.length < 5; n++) {
    let text = all[n % all.length]!;
    const rounds = 1 + Math.floor(random() * 3);
    for (let r = 0; r < rounds; r++) text = mutate(text, all, random);
    let shader: ReturnType<typeof parseTgsi>;
    try {
      shader = parseTgsi(text);
    } catch (e) {
      const lines = text.split('\n').length;
      if (!(e instanceof TgsiSyntaxError) || e.line < 1 || e.line > lines || e.column < 1) {
        failures.push(`mutation ${n}: ${String(e)}\n${JSON.stringify(text)}`);
      }
      continue;
    }
    parsed++;
    try {
      const again = parseTgsi(dumpTgsi(shader));
      if (!isDeepStrictEqual(again, shader))
        failures.push(`mutation ${n}: round trip differs\n${JSON.stringify(text)}`);
      checkTgsi(shader);
      scanTgsi(shader);
    } catch (e) {
      failures.push(`mutation ${n}: ${String(e)}\n${JSON.stringify(text)}`);
    }
  }
  expect(failures).toEqual([]);
  // The mutations are mild enough that a good share still parses (so the round trip is exercised).
  expect(parsed).toBeGreaterThan(MUTATIONS / 10);
  // About 100 s alone on a 2-core machine; several times that when other test runs share it.
}, 600_000);
