// The benchmark workloads (fill, tex, tris, alu; bench/pipe-workloads.mjs) drawn through the pipe API on
// soft screens with codegen 'js' and codegen 'wasm' (fragment/wasm-block.ts), with one thread and with
// the default rasterizer threads (or the thread counts given), same run, interleaved: megapixels (tris:
// megatriangles) per second (median of the runs after a warm-up) and their ratio, how many whole blocks
// ran as WebAssembly (on any thread), and the milliseconds the wasm screen spent building, emitting and
// compiling each new state variant's module (its first draw).
//   node --import ./test/support/register-typescript-hooks.mjs bench/codegen-draws.ts [runs] [workloads] [threads]
// e.g. `npm run bench:codegen-draws -- 5 fill,alu 1,2`. BENCH_CLOCK=cpu times the frames by the
// process's CPU time instead of the wall clock (all threads' time: it shows no gain from threads).
// Only the ratios mean anything; on a loaded machine the spread is the scheduler's.

import { parseTgsi } from '@gallium-ts/tgsi';
import { WORKLOADS } from '../../../scripts/mesa-bench/workloads.mjs';
import { emitWasm } from '../src/codegen/ir/emit-wasm.js';
import { fusedBlockKernel } from '../src/codegen/kernels/fused-block.js';
import { webAssembly } from '../src/codegen/wasm/runtime.js';
import { wasmBlockCompileTimes } from '../src/fragment/wasm-block.js';
import { createSoftScreen, type SoftContext } from '../src/index.js';
import { defaultThreadCount } from '../src/raster/raster-threads.js';
import { PIPE_WORKLOADS, pipeWorkload } from './pipe-workloads.mjs';

const runs = Number(process.argv[2] ?? 5);
/** Seconds of wall time, or with BENCH_CLOCK=cpu of the process's CPU time (steadier on a loaded machine). */
const now =
  process.env.BENCH_CLOCK === 'cpu'
    ? () => {
        const { user, system } = process.cpuUsage();
        return (user + system) / 1e6;
      }
    : () => performance.now() / 1000;
const only = (process.argv[3] ?? PIPE_WORKLOADS.join(',')).split(',');
const threadCounts = (process.argv[4] ?? [...new Set([1, defaultThreadCount()])].join(','))
  .split(',')
  .map(Number);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const FRAMES: Record<string, number> = { fill: 2, tex: 3, tris: 2, alu: 3 };

console.log(
  `codegen 'js' vs 'wasm' at the pipe level, ${threadCounts.join(' and ')} threads, median of ${runs} interleaved runs (${process.env.BENCH_CLOCK === 'cpu' ? 'CPU' : 'wall'} time)`,
);
console.log(
  '| workload | threads | unit | js | wasm | wasm ÷ js | wasm blocks / fused blocks | threaded scenes | first draw of the variant: IR + emit + compile (ms) |',
);
console.log('| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const name of only) for (const threads of threadCounts) measure(name, threads);

function measure(name: string, threads: number): void {
  const ways = (['js', 'wasm'] as const).map((codegen) => {
    const screen = createSoftScreen({ threads, codegen });
    let context: SoftContext | null = null;
    const create = screen.contextCreate.bind(screen);
    screen.contextCreate = (...args) => {
      context = create(...args) as SoftContext;
      return context;
    };
    const compilesBefore = wasmBlockCompileTimes.length;
    const w = pipeWorkload(screen, name);
    w.frame();
    return {
      codegen,
      screen,
      w,
      context: context!,
      compiles: wasmBlockCompileTimes.slice(compilesBefore),
      seconds: [] as number[],
    };
  });
  for (let i = 0; i < 2; i++) for (const way of ways) way.w.frame();
  for (let r = 0; r < runs; r++)
    for (const way of ways) {
      const start = now();
      for (let f = 0; f < FRAMES[name]!; f++) way.w.frame();
      way.seconds.push((now() - start) / FRAMES[name]!);
    }
  const [js, wasm] = ways as [(typeof ways)[0], (typeof ways)[0]];
  const { perFrame, unit } = WORKLOADS[name as keyof typeof WORKLOADS];
  const mpx = (way: typeof js) => perFrame / median(way.seconds) / 1e6;
  const shaded = wasm.context.shadedBatches;
  console.log(
    `| ${name} | ${threads} | ${unit} | ${mpx(js).toFixed(1)} | ${mpx(wasm).toFixed(1)} | ${(mpx(wasm) / mpx(js)).toFixed(2)} | ${shaded.wasmBlocks} / ${shaded.fusedBlocks} | ${shaded.threadedScenes} | ${wasm.compiles.map((t) => `${t.build.toFixed(1)} + ${t.emit.toFixed(1)} + ${t.compile.toFixed(1)}`).join(', ') || '—'} |`,
  );
  for (const way of ways) {
    way.w.destroy();
    way.screen.destroy();
  }
}

/**
 * New variants once the emitter's code is warm: 20 fragment shaders (colour × a different immediate,
 * so no two are the same variant) taken through the steps a first draw takes — the block kernel's IR,
 * the module's bytes, new WebAssembly.Module — with the fill state; min and median per step.
 */
function warmVariants(): void {
  const api = webAssembly()!;
  const times = Array.from({ length: 20 }, (_, i) => {
    const shader = parseTgsi(`FRAG
DCL IN[0], COLOR, COLOR
DCL OUT[0], COLOR
IMM[0] FLT32 { ${0.5 + i / 64}, 0.25, 0.125, 1.0 }
MUL OUT[0], IN[0], IMM[0]
END`);
    const start = performance.now();
    const kernel = fusedBlockKernel({
      shader,
      inputs: [{ register: 0, perspective: true }],
      sampleOffset: 0.5,
      output: 0,
      color: { codec: 'rgba8', blend: true },
      depth: null,
      stencil: null,
      texels: [],
    })!;
    const built = performance.now();
    const bytes = emitWasm([kernel.fn], { minimumPages: 1, maximumPages: 65536, shared: true });
    const emitted = performance.now();
    new api.Module(bytes);
    return { build: built - start, emit: emitted - built, compile: performance.now() - emitted };
  });
  const stat = (pick: (t: (typeof times)[0]) => number) => {
    const v = times.map(pick).sort((a, b) => a - b);
    return `${v[0]!.toFixed(2)} / ${median(v).toFixed(2)}`;
  };
  console.log('\n20 more variants (colour × immediate, blended), min / median ms per step:');
  console.log(
    `IR ${stat((t) => t.build)}, emit ${stat((t) => t.emit)}, compile ${stat((t) => t.compile)}, total ${stat((t) => t.build + t.emit + t.compile)}`,
  );
}
warmVariants();
