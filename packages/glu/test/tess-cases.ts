// The polygons the tessellator tests share with their C twin (reference/tess-regions.c): read from
// test/fixtures/tess-cases.json, with Mesa's libGLU results of each in test/fixtures/tess-libglu.json.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { RULES } from './tess-helpers.js';

export interface TessCase {
  name: string;
  normal: [number, number, number];
  contours: number[][][];
}

export interface LibGluRun {
  primitives: { type: number; vertices: number[][] }[];
  combines: number;
  errors: number[];
}

const fixture = (name: string) => fileURLToPath(new URL(`fixtures/${name}`, import.meta.url));

export const TESS_CASES: TessCase[] = JSON.parse(readFileSync(fixture('tess-cases.json'), 'utf8'));
export const LIBGLU_RUNS: Record<string, LibGluRun> = JSON.parse(
  readFileSync(fixture('tess-libglu.json'), 'utf8'),
);
export const RULE_NAMES = Object.keys(RULES) as (keyof typeof RULES)[];
