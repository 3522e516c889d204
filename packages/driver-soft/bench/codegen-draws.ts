// The benchmark workloads (fill, tex, tris, alu; bench/pipe-workloads.mjs) drawn through the pipe API on
// soft screens with codegen 'js' and codegen 'wasm' (fragment/wasm-block.ts), one thread, same run,
// interleaved: megapixels (tris: megatriangles) per second (median of the runs after a warm-up) and their ratio, how many
// whole blocks ran as WebAssembly, and the milliseconds the wasm screen spent building, emitting and
// compiling each new state variant's module (its first draw).
//   node --import ./test/support/register-typescript-hooks.mjs bench/codegen-draws.ts [runs] [workloads]
// Only the ratios mean anything; on a loaded machine the spread is the scheduler's.
import { WORKLOADS } from '../../../scripts/mesa-bench/workloads.mjs';
import { wasmBlockCompileTimes } from '../src/fragment/wasm-block.js';
import { createSoftScreen, type SoftContext } from '../src/index.js';
import { PIPE_WORKLOADS, pipeWorkload } from './pipe-workloads.mjs';

const runs = Number(process.argv[2] ?? 5);
const only = (process.argv[3] ?? PIPE_WORKLOADS.join(',')).split(',');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const FRAMES: Record<string, number> = { fill: 2, tex: 3, tris: 2, alu: 3 };

console.log(`codegen 'js' vs 'wasm' at the pipe level, one thread, median of ${runs} interleaved runs`);
console.log(
  '| workload | unit | js | wasm | wasm ÷ js | wasm blocks / fused blocks | variant compile (ms) |',
);
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: |');
for (const name of only) {
  const ways = (['js', 'wasm'] as const).map((codegen) => {
    const screen = createSoftScreen({ threads: 1, codegen });
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
      const start = performance.now();
      for (let f = 0; f < FRAMES[name]!; f++) way.w.frame();
      way.seconds.push((performance.now() - start) / 1000 / FRAMES[name]!);
    }
  const [js, wasm] = ways as [(typeof ways)[0], (typeof ways)[0]];
  const { perFrame, unit } = WORKLOADS[name as keyof typeof WORKLOADS];
  const mpx = (way: typeof js) => perFrame / median(way.seconds) / 1e6;
  const shaded = wasm.context.shadedBatches;
  console.log(
    `| ${name} | ${unit} | ${mpx(js).toFixed(1)} | ${mpx(wasm).toFixed(1)} | ${(mpx(wasm) / mpx(js)).toFixed(2)} | ${shaded.wasmBlocks} / ${shaded.fusedBlocks} | ${wasm.compiles.map((ms) => ms.toFixed(1)).join(', ') || '—'} |`,
  );
  for (const way of ways) {
    way.w.destroy();
    way.screen.destroy();
  }
}
