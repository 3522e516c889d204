// The public gl* entry points (src/api/entry-points.generated.ts) match the api modules as they are, and
// without a debug context each one is its implementation itself, so a program pays nothing for debug
// contexts. Rewrite the generated files with `node scripts/entry-points.mjs`.
import { readFileSync } from 'node:fs';
import { afterEach, expect, it } from 'vitest';
import { entryPointSources } from '../scripts/entry-points.mjs';
import { glBegin as implBegin } from '../src/api/begin-end.js';
import { glFogf as implFogf } from '../src/api/fog.js';
import * as gl from '../src/index.js';

afterEach(() => gl.makeCurrent(null));

it('the generated entry points are up to date (node scripts/entry-points.mjs rewrites them)', () => {
  for (const [file, text] of entryPointSources()) expect(readFileSync(file, 'utf8'), file).toBe(text);
}, 60_000);

it('without a debug context the entry points are the implementations; with one, tracers of them', async () => {
  expect(gl.glBegin).toBe(implBegin);
  // An alias (glFogi = glFogf) is exported under its own name.
  expect(gl.glFogi).toBe(implFogf);
  const ctx = await gl.createContext({ width: 4, height: 4, driver: 'noop', debug: () => {} });
  expect(gl.glBegin).not.toBe(implBegin);
  await ctx.destroy();
  expect(gl.glBegin).toBe(implBegin);
});
