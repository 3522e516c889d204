// The code generation layer's fill kernel against today's fused JavaScript function, same run, same
// state (the `fill` workload's: interpolated colour, SRC_ALPHA / INV_SRC_ALPHA blending, RGBA8), over
// whole BLOCK × BLOCK blocks of a 1024² target: megapixels per second of the fused function, of the IR
// through the JavaScript back end and through the WebAssembly SIMD back end (median of interleaved runs
// after a warm-up), and the milliseconds to emit and compile each state variant's module.
//   node --import ./test/support/register-typescript-hooks.mjs bench/codegen-fill.ts [runs]
// (`npm run bench:codegen`.) One thread; only the ratios mean anything, and on a loaded machine the
// slowest compile times are the scheduler's.
import { emitWasm } from '../src/codegen/ir/emit-wasm.js';
import { fillBlockKernel } from '../src/codegen/kernels/fill-block.js';
import { webAssembly } from '../src/codegen/wasm/runtime.js';
import { BLOCK } from '../src/raster/bins.js';
import { FillFixture, fillGradientPlanes } from '../test/codegen/fill-fixture.js';

const SIZE = 1024;
const runs = Number(process.argv[2] ?? 7);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

// Time per state variant: build the IR and emit the module, then compile it — the first variant of
// the process (the emitter's own code still cold), then 20 more (distinct sample offsets, so no two
// modules have the same bytes).
const api = webAssembly()!;
const variant = (blend: boolean, offset: number) => {
  const start = performance.now();
  const bytes = emitWasm([fillBlockKernel({ blend, sampleOffset: offset })], {
    minimumPages: 65,
    maximumPages: 65,
  });
  const emitted = performance.now();
  new api.Module(bytes);
  return { emitMs: emitted - start, compileMs: performance.now() - emitted };
};
const first = variant(true, 0.5);
const later = Array.from({ length: 20 }, (_, i) => variant(i % 2 === 0, (i + 1) / 64));

const fixture = new FillFixture(SIZE, true);
fixture.setTarget(new Uint8Array(SIZE * SIZE * 4).fill(128));
fixture.setPlanes(fillGradientPlanes(SIZE));

const ways = {
  'fused JS (today)': (bx: number, by: number) => fixture.fusedBlock(bx, by),
  'IR → JavaScript': (bx: number, by: number) => fixture.irJsBlock(bx, by),
  'IR → WebAssembly SIMD': (bx: number, by: number) => fixture.irWasmBlock(bx, by),
};
type Way = keyof typeof ways;
const frame = (shade: (bx: number, by: number) => void) => {
  const start = performance.now();
  for (let by = 0; by < SIZE; by += BLOCK) for (let bx = 0; bx < SIZE; bx += BLOCK) shade(bx, by);
  return (performance.now() - start) / 1000;
};
const firstFrame = Object.fromEntries(
  Object.entries(ways).map(([name, shade]) => [name, frame(shade)]),
) as Record<Way, number>;
for (let i = 0; i < 5; i++) for (const shade of Object.values(ways)) frame(shade);
const seconds: Record<Way, number[]> = {
  'fused JS (today)': [],
  'IR → JavaScript': [],
  'IR → WebAssembly SIMD': [],
};
for (let r = 0; r < runs; r++)
  for (const [name, shade] of Object.entries(ways)) seconds[name as Way].push(frame(shade));

const mpx = (s: number) => (SIZE * SIZE) / s / 1e6;
const base = mpx(median(seconds['fused JS (today)']));
console.log(
  `fill state, ${SIZE}² target, whole ${BLOCK}×${BLOCK} blocks, median of ${runs} runs (one thread)`,
);
console.log('| way | Mpixel/s | × fused JS | first frame (ms) |');
console.log('| --- | ---: | ---: | ---: |');
for (const name of Object.keys(ways) as Way[]) {
  const m = mpx(median(seconds[name]));
  console.log(
    `| ${name} | ${m.toFixed(1)} | ${(m / base).toFixed(2)} | ${(firstFrame[name] * 1000).toFixed(1)} |`,
  );
}
console.log(
  '\nper state variant: build the IR and emit the module, then compile it (new WebAssembly.Module)',
);
console.log('| | emit (ms) | compile (ms) |');
console.log('| --- | ---: | ---: |');
console.log(`| first variant of the process | ${first.emitMs.toFixed(2)} | ${first.compileMs.toFixed(2)} |`);
const emit = later.map((t) => t.emitMs);
const compile = later.map((t) => t.compileMs);
const row = (label: string, pick: (values: number[]) => number) =>
  console.log(`| next 20 variants, ${label} | ${pick(emit).toFixed(2)} | ${pick(compile).toFixed(2)} |`);
row('median', median);
row('fastest', (v) => Math.min(...v));
row('slowest', (v) => Math.max(...v));
