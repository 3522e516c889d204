// Regenerates test/ffp/fixtures/mesa-llvmpipe.json: compiles ffp-reference.c against OSMesa, replays
// every case of cases.mjs on Mesa's llvmpipe and stores the cases with the pixels Mesa drew.
// Usage (after `npm run build`): node reference/ffp/regenerate.mjs   (needs gcc and libosmesa6-dev)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CASES } from './cases.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const fixture = join(here, '../../test/ffp/fixtures/mesa-llvmpipe.json');

function script() {
  const lines = [];
  CASES.forEach((c, i) => {
    lines.push(`case ${c.name}`);
    if (i === 0) lines.push('info');
    for (const [command, ...args] of c.commands) {
      if (!args.every(Number.isFinite)) throw new Error(`${c.name}: ${command} has a non-numeric argument`);
      lines.push([command, ...args].join(' '));
    }
    for (const p of c.points) {
      const numbers = [
        ...p.pixel,
        ...p.position,
        ...p.normal,
        ...p.color,
        ...p.secondaryColor,
        p.fogCoord,
        ...p.texCoords.flat(),
      ];
      lines.push(
        p.face === undefined ? `point ${numbers.join(' ')}` : `triangle ${p.face} ${numbers.join(' ')}`,
      );
    }
    lines.push('read');
  });
  return `${lines.join('\n')}\n`;
}

const work = mkdtempSync(join(tmpdir(), 'ffp-reference-'));
try {
  const binary = join(work, 'ffp-reference');
  execFileSync('gcc', ['-O1', '-Wall', '-o', binary, join(here, 'ffp-reference.c'), '-lOSMesa', '-lm'], {
    stdio: 'inherit',
  });
  const output = execFileSync(binary, {
    input: script(),
    env: { ...process.env, GALLIUM_DRIVER: 'llvmpipe' },
    maxBuffer: 64 << 20,
  }).toString();
  const renderer = output.match(/^renderer (.*)$/m)?.[1] ?? 'unknown';
  const pixels = [...output.matchAll(/^pixel (\d+) (\d+) (\d+) (\d+)$/gm)].map((m) =>
    m.slice(1, 5).map(Number),
  );
  let next = 0;
  const cases = CASES.map((c) => ({ ...c, mesa: c.points.map(() => pixels[next++]) }));
  if (next !== pixels.length || pixels.length !== CASES.reduce((n, c) => n + c.points.length, 0)) {
    throw new Error(`expected one pixel per point, got ${pixels.length}`);
  }
  writeFileSync(fixture, `${JSON.stringify({ renderer, cases })}\n`);
  console.log(`${fixture}: ${cases.length} cases, ${pixels.length} points, ${renderer}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
