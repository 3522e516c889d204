#!/usr/bin/env node
// Keeps package-lock.json acceptable to `npm ci` when the registry mirror lacks some platform builds.
// The mirror this project installs from has no macOS/Windows/Android/... binaries of Biome, Rollup and
// turbo, so `npm install` leaves those optional dependencies out of the lock file, and `npm ci` then
// refuses the lock as out of sync. This adds each missing optional dependency as a lock entry with its
// pinned version and no download address: npm skips it where the platform does not match (or the mirror
// lacks it) and fetches it normally from a full registry. Run it after `npm install` changes the lock.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const lockPath = resolve(import.meta.dirname, '..', 'package-lock.json');
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;
let added = 0;
for (const entry of Object.values({ ...packages })) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (packages[key] || !/^\d+\.\d+\.\d+/.test(spec)) continue;
    packages[key] = { version: spec, optional: true, ...(entry.dev ? { dev: true } : {}) };
    added++;
  }
}
const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
);
writeFileSync(lockPath, `${JSON.stringify({ ...lock, packages: sorted }, null, 2)}\n`);
console.log(`lock-optional-stubs: ${added} optional platform package(s) added to package-lock.json`);
