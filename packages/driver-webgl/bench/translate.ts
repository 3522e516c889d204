// Measures the translator: a first translation of a (vertex, fragment) pair and a cached lookup per
// draw, for a small and a large fragment shader. Run: npm run bench -w @gallium-ts/driver-webgl.
import { parseTgsi } from '@gallium-ts/tgsi';
import { defaultVariantKey, GlslTranslator, translateProgram } from '../src/glsl/index.js';

const vs = parseTgsi(
  'VERT\nDCL IN[0]\nDCL IN[1]\nDCL OUT[0], POSITION\nDCL OUT[1], GENERIC[0]\nMOV OUT[0], IN[0]\nMOV OUT[1], IN[1]\nEND\n',
);
const small = parseTgsi(
  'FRAG\nDCL IN[0], GENERIC[0], PERSPECTIVE\nDCL OUT[0], COLOR\nDCL SAMP[0]\nDCL TEMP[0]\nTEX TEMP[0], IN[0], SAMP[0], 2D\nMUL OUT[0], TEMP[0], IN[0]\nEND\n',
);
const mads = Array.from({ length: 64 }, () => 'MAD TEMP[0], TEMP[0], IN[0], IN[0]').join('\n');
const large = parseTgsi(
  `FRAG\nDCL IN[0], GENERIC[0], PERSPECTIVE\nDCL OUT[0], COLOR\nDCL TEMP[0]\nMOV TEMP[0], IN[0]\n${mads}\nMOV OUT[0], TEMP[0]\nEND\n`,
);

function time(label: string, n: number, fn: () => void): void {
  for (let i = 0; i < Math.min(n, 100); i++) fn();
  const t0 = performance.now();
  for (let i = 0; i < n; i++) fn();
  const us = ((performance.now() - t0) * 1000) / n;
  console.log(`${label}: ${us.toFixed(2)} µs`);
}

const key = defaultVariantKey();
time('translate small pair (uncached)', 2000, () => translateProgram(vs, small, key));
time('translate 64-MAD pair (uncached)', 500, () => translateProgram(vs, large, key));
const t = new GlslTranslator();
t.translate(vs, large, key);
time('cached lookup (same key object)', 1_000_000, () => t.translate(vs, large, key));
time('cached lookup (fresh equal key)', 1_000_000, () => t.translate(vs, large, { ...key }));
