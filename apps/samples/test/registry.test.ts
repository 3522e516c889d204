// The sample registry and its Mesa twins stay in step: names are unique and match their files, every
// GL sample has a C twin in reference/samples.c (and the C table names nothing else), and its committed
// fixtures exist at the sample's default size. Pipe samples have no twin.
import { existsSync, readFileSync } from 'node:fs';
import { readPng } from '@gallium-ts/gallium-api/png';
import { describe, expect, it } from 'vitest';
import { FIXTURES_DIR, MESA_DRIVERS } from '../src/conformance/scenes.js';
import { SAMPLES } from '../src/samples/index.js';

const C_SOURCE = readFileSync(new URL('../reference/samples.c', import.meta.url), 'utf8');
const C_TWINS = [...C_SOURCE.matchAll(/^ {3}\{"([a-z0-9-]+)", \w+, \w+(?:, \d)?\},$/gm)].map((m) => m[1]);

describe('sample registry', () => {
  it('has unique names, each the name of its source file', () => {
    const names = SAMPLES.map((s) => s.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names)
      expect(existsSync(new URL(`../src/samples/${name}.ts`, import.meta.url))).toBe(true);
  });

  it('has a C twin for exactly the GL samples', () => {
    expect(C_TWINS).toEqual(SAMPLES.filter((s) => s.api === 'gl').map((s) => s.name));
  });

  for (const sample of SAMPLES.filter((s) => s.api === 'gl'))
    it(`${sample.name}: Mesa fixtures exist at the default size`, () => {
      for (const driver of MESA_DRIVERS) {
        const image = readPng(`${FIXTURES_DIR}${sample.name}.${driver}.png`);
        expect([image.width, image.height]).toEqual([sample.defaultSize.width, sample.defaultSize.height]);
      }
    });
});
