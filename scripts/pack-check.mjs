#!/usr/bin/env node
// Packs every publishable workspace package with `npm pack` and proves each tarball works on its own:
// installed in an empty project (with only the tarballs of its @gallium-ts dependencies), it imports,
// its type declarations compile under `tsc`, and its smoke check passes. Also checks the driver
// loader's "not installed" message from a project that has gallium-api but no driver. Each tarball must
// contain the LICENSE, and every `sources` entry of every source map in it must resolve to a file that is
// in the same tarball (the maps point at ../src, which therefore has to be shipped).
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, posix, resolve } from 'node:path';
import { promisify } from 'node:util';

const root = resolve(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'gallium-pack-'));
const tarballDir = join(work, 'tarballs');
mkdirSync(tarballDir);
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');

/** Smoke code run against each installed package: it must print "ok". */
const smoke = {
  '@gallium-ts/gallium-api': `
    import { PipeFormat, PipeCap, PipeError, createScreen, makeBox } from '@gallium-ts/gallium-api';
    if (typeof PipeFormat.R8G8B8A8_UNORM !== 'number' || typeof PipeCap.NPOT_TEXTURES !== 'number') throw new Error('enums');
    if (makeBox(0, 0, 0, 1, 1, 1).width !== 1) throw new Error('box');
    if (!(new PipeError('m', 'r') instanceof Error)) throw new Error('errors');
    if (typeof createScreen !== 'function') throw new Error('loader');`,
  '@gallium-ts/tgsi': `
    import { TgsiOpcode, opcodeByName } from '@gallium-ts/tgsi';
    if (opcodeByName('MAD')?.opcode !== TgsiOpcode.MAD) throw new Error('opcodes');`,
  '@gallium-ts/cso-cache': `
    import * as cso from '@gallium-ts/cso-cache';
    if (Object.keys(cso).length === 0) throw new Error('no exports');`,
  '@gallium-ts/driver-noop': `
    import { createScreen, PipeCap } from '@gallium-ts/gallium-api';
    const screen = await createScreen({ driver: 'noop' });
    if (typeof screen.getName() !== 'string' || typeof screen.getParam(PipeCap.NPOT_TEXTURES) !== 'number') throw new Error('screen');
    screen.contextCreate().destroy();
    screen.destroy();`,
  // A triangle rasterized by driver-soft's rasterizer threads: their worker module loads from the package.
  '@gallium-ts/driver-soft': `
    import * as g from '@gallium-ts/gallium-api';
    import { parseTgsi } from '@gallium-ts/tgsi';
    import { createSoftScreen } from '@gallium-ts/driver-soft';
    const screen = createSoftScreen({ threads: 2, threadMinPixels: 0 });
    const ctx = screen.contextCreate();
    const target = screen.resourceCreate(g.resourceTemplate({ format: g.PipeFormat.R8G8B8A8_UNORM, width0: 64, height0: 64, bind: g.PipeBind.RENDER_TARGET }));
    ctx.setFramebufferState({ width: 64, height: 64, samples: 1, layers: 1, nrCbufs: 1, cbufs: [ctx.createSurface(target, g.surfaceTemplate(target))], zsbuf: null });
    ctx.setViewportStates(0, [{ scale: [32, 32, 0.5], translate: [32, 32, 0.5] }]);
    ctx.bindRasterizerState(ctx.createRasterizerState(g.rasterizerState()));
    ctx.bindBlendState(ctx.createBlendState(g.blendState()));
    ctx.bindDepthStencilAlphaState(ctx.createDepthStencilAlphaState(g.depthStencilAlphaState()));
    ctx.bindVsState(ctx.createVsState(g.tgsiShaderState(parseTgsi('VERT\\nDCL IN[0]\\nDCL OUT[0], POSITION\\nMOV OUT[0], IN[0]\\nEND'))));
    ctx.bindFsState(ctx.createFsState(g.tgsiShaderState(parseTgsi('FRAG\\nDCL OUT[0], COLOR\\nIMM[0] FLT32 { 1.0, 0.5, 0.0, 1.0 }\\nMOV OUT[0], IMM[0]\\nEND'))));
    ctx.bindVertexElementsState(ctx.createVertexElementsState([{ srcOffset: 0, instanceDivisor: 0, vertexBufferIndex: 0, srcFormat: g.PipeFormat.R32G32B32A32_FLOAT }]));
    ctx.setVertexBuffers(0, [{ stride: 16, bufferOffset: 0, buffer: null, userBuffer: new Float32Array([-1, -1, 0, 1, 3, -1, 0, 1, -1, 3, 0, 1]) }]);
    ctx.clear(g.PipeClear.COLOR, [0, 0, 0, 1], 1, 0);
    ctx.drawVbo(g.drawInfo({ mode: g.PipePrim.TRIANGLES, count: 3 }));
    ctx.flush(0);
    if (ctx.shadedBatches.threadedScenes !== 1) throw new Error('the scene was not rasterized by the threads');
    const texel = Array.from(target.storage.data.subarray(4 * (32 * 64 + 32), 4 * (32 * 64 + 33)));
    if (texel.join() !== '255,128,0,255') throw new Error(\`texel \${texel}\`);
    ctx.destroy();
    screen.resourceDestroy(target);
    screen.destroy();`,
};

const execFileAsync = promisify(execFile);

/** Runs a command to its end and resolves to its standard output (rejects with stdout/stderr on failure). */
async function run(cmd, args, cwd) {
  const { stdout } = await execFileAsync(cmd, args, { cwd, encoding: 'utf8', maxBuffer: 64 << 20 });
  return stdout;
}

/** Runs `task` over `items`, at most `limit` at a time (npm and tsc mostly wait on the disk). */
async function mapLimited(items, limit, task) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

const CONCURRENCY = Math.max(2, availableParallelism() * 2);

function workspacePackages() {
  return readdirSync(join(root, 'packages'))
    .map((dir) => join(root, 'packages', dir))
    .map((dir) => ({ dir, manifest: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) }))
    .filter(({ manifest }) => !manifest.private);
}

async function pack({ dir }) {
  const out = (await run('npm', ['pack', '--silent', '--pack-destination', tarballDir], dir))
    .trim()
    .split('\n');
  return join(tarballDir, out[out.length - 1]);
}

/** What is wrong with a tarball's contents: a missing LICENSE, source maps naming files it does not have. */
async function contentProblems(tarball) {
  const dir = mkdtempSync(join(work, 'contents-'));
  await run('tar', ['-xzf', tarball, '-C', dir]);
  const files = new Set(
    (await run('tar', ['-tzf', tarball])).split('\n').filter((line) => line && !line.endsWith('/')),
  );
  const problems = [];
  if (!files.has('package/LICENSE')) problems.push('no LICENSE in the tarball');
  let maps = 0;
  for (const file of files) {
    if (!file.endsWith('.map')) continue;
    maps++;
    const map = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    const base = posix.join(posix.dirname(file), map.sourceRoot ?? '');
    for (const source of map.sources ?? []) {
      const target = posix.normalize(posix.join(base, source));
      if (!files.has(target)) problems.push(`${file}: source ${source} (${target}) is not in the tarball`);
    }
  }
  rmSync(dir, { recursive: true, force: true });
  if (problems.length > 10) problems.splice(10, problems.length - 10, `... ${problems.length - 10} more`);
  return { problems, maps };
}

/** The package and every @gallium-ts package it depends on, transitively. */
function closure(name, byName, seen = new Set()) {
  if (seen.has(name)) return seen;
  seen.add(name);
  for (const dep of Object.keys(byName.get(name).manifest.dependencies ?? {})) {
    if (byName.has(dep)) closure(dep, byName, seen);
  }
  return seen;
}

async function project(name, tarballs, code) {
  const dir = join(work, name.replace(/[@/]/g, '_'));
  mkdirSync(dir);
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: 'pack-check', private: true, type: 'module' }),
  );
  await run('npm', ['install', '--silent', '--no-audit', '--no-fund', '--ignore-scripts', ...tarballs], dir);
  writeFileSync(join(dir, 'smoke.mjs'), `${code}\nconsole.log('ok');\n`);
  return dir;
}

const packages = workspacePackages();
const tarballs = await mapLimited(packages, CONCURRENCY, pack);
const byName = new Map(packages.map((p, i) => [p.manifest.name, { ...p, tarball: tarballs[i] }]));

/** Checks one package's tarball alone in an empty project; resolves to its report line, rejects on failure. */
async function checkPackage(name) {
  const tarballs = [...closure(name, byName)].map((n) => byName.get(n).tarball);
  const { problems, maps } = await contentProblems(byName.get(name).tarball);
  if (problems.length > 0) throw new Error(`tarball contents:\n  ${problems.join('\n  ')}`);
  if (maps === 0) throw new Error('tarball contents: no source maps (is dist built?)');
  const dir = await project(name, tarballs, smoke[name] ?? `await import('${name}');`);
  if ((await run('node', ['smoke.mjs'], dir)).trim() !== 'ok') throw new Error('smoke check printed no ok');
  writeFileSync(
    join(dir, 'types.ts'),
    `import * as api from '${name}';\nexport const keys: string[] = Object.keys(api);\n`,
  );
  await run(
    'node',
    [
      tsc,
      '--noEmit',
      '--strict',
      '--module',
      'nodenext',
      '--moduleResolution',
      'nodenext',
      '--target',
      'es2022',
      '--skipLibCheck',
      'false',
      'types.ts',
    ],
    dir,
  );
  return `pack-check: ${name} ok (${tarballs.length} tarball(s), LICENSE, ${maps} source maps resolve)`;
}

/** The driver loader's message from a project that has gallium-api but no driver package. */
async function checkMissingDriver() {
  const dir = await project(
    'no-driver',
    [byName.get('@gallium-ts/gallium-api').tarball],
    `
    import { createScreen } from '@gallium-ts/gallium-api';
    try { await createScreen({ driver: 'noop' }); throw new Error('loaded a driver that is not installed'); }
    catch (e) { if (!String(e.message).includes('npm install @gallium-ts/driver-noop')) throw e; }`,
  );
  if ((await run('node', ['smoke.mjs'], dir)).trim() !== 'ok') throw new Error('no ok');
  return 'pack-check: loader reports a missing driver package ok';
}

const checks = [
  ...[...byName.keys()].map((name) => ({ name, check: () => checkPackage(name) })),
  { name: 'missing-driver message', check: checkMissingDriver },
];
const outcomes = await mapLimited(checks, CONCURRENCY, ({ check }) =>
  check().then(
    (line) => ({ line }),
    (error) => ({ error }),
  ),
);
let failures = 0;
for (const [i, { line, error }] of outcomes.entries()) {
  if (!error) {
    console.log(line);
    continue;
  }
  failures++;
  console.error(
    `pack-check: ${checks[i].name} FAILED\n${error.stdout ?? ''}${error.stderr ?? ''}${error.message}`,
  );
}

rmSync(work, { recursive: true, force: true });
if (failures > 0) {
  console.error(`pack-check: ${failures} failure(s)`);
  process.exit(1);
}
