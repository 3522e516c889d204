// The fuzzer's signature table (fuzz/signatures.generated.ts) matches the entry points as they are: a new
// or changed gl* function is fuzzed with values of its parameters' types. Rewrite it with
// `node scripts/fuzz-signatures.mjs`.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { SIGNATURES } from '../../fuzz/signatures.generated.js';
import { SIGNATURES_FILE, signaturesSource } from '../../scripts/fuzz-signatures.mjs';
import * as gl from '../../src/index.js';

it('fuzz/signatures.generated.ts is up to date (node scripts/fuzz-signatures.mjs rewrites it)', () => {
  expect(readFileSync(SIGNATURES_FILE, 'utf8')).toBe(signaturesSource());
}, 60_000);

it('lists every exported gl* function', () => {
  const exported = Object.keys(gl).filter(
    (k) => /^gl[A-Z]/.test(k) && typeof (gl as Record<string, unknown>)[k] === 'function',
  );
  expect(Object.keys(SIGNATURES).sort()).toEqual(exported.sort());
});
