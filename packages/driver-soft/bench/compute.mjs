// Compute throughput of driver-soft (run `npm run build` first; `node bench/compute.mjs`): threads per
// second of launch_grid for a trivial kernel (each thread stores its id), a shared-memory reduction
// (256-thread blocks, BARRIER in a loop), image stores (R32_UINT and RGBA8) and contended buffer and
// image atomics, and an ALU-heavy kernel (64 MADs on a loaded vec4). Each workload runs for about a
// second after a warm-up; the numbers are wall-clock on whatever the machine is doing (CPU time of the
// process beside them), so compare them only within one run. `node bench/compute.mjs [name filter]
// [wasm|js|js-ir|executable]`: the screen's codegen (grids the IR kernel serves run through it; 'js'
// as by default, 'js-ir' with every kernel served through the IR's JavaScript, however long), or no
// WasmHeap, so every grid runs on tgsi's executable as before the IR kernel.
import {
  bufferTemplate,
  PipeBind,
  PipeFormat,
  PipeImageAccess,
  PipeShader,
  resourceTemplate,
  tgsiComputeState,
} from '@gallium-ts/gallium-api';
import { parseTgsi } from '@gallium-ts/tgsi';
import { computeGridSettings } from '../dist/compute/ir-grid.js';
import { createSoftScreen } from '../dist/index.js';
import { REDUCE_SHADER } from './reduce-shader.mjs';

const way = process.argv[3] ?? 'wasm';
if (way === 'js-ir') computeGridSettings.js = 'always';
const screen = createSoftScreen(
  way === 'executable'
    ? { wasmMemory: false, threads: 1 }
    : { codegen: way === 'js-ir' ? 'js' : way, threads: 1 },
);
const ctx = screen.contextCreate();
/** Resources made by the workloads, destroyed at the end. */
const made = [];

/** Threads per second of wall-clock and of CPU time. */
function rate(batch, threads, seconds = 1) {
  for (let i = 0; i < 2; i++) batch();
  let done = 0;
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  let elapsed = 0;
  do {
    batch();
    done += threads;
    elapsed = (performance.now() - start) / 1000;
  } while (elapsed < seconds);
  const cpu = process.cpuUsage(cpuStart);
  return { wall: done / elapsed, cpu: done / ((cpu.user + cpu.system) / 1e6) };
}

const grid = (block, blocks) => ({
  pc: 0,
  input: null,
  workDim: 1,
  block,
  grid: blocks,
  indirect: null,
  indirectOffset: 0,
});

function bind(text, sharedBytes = 0) {
  ctx.bindComputeState(ctx.createComputeState(tgsiComputeState(parseTgsi(text), sharedBytes)));
}

function buffers(...sizes) {
  const list = sizes.map((size) => screen.resourceCreate(bufferTemplate(size, PipeBind.SHADER_BUFFER)));
  made.push(...list);
  ctx.setShaderBuffers(
    PipeShader.COMPUTE,
    0,
    list.map((buffer) => ({ buffer, bufferOffset: 0, bufferSize: buffer.width0 })),
  );
}

function image(format, width, height) {
  const resource = screen.resourceCreate(
    resourceTemplate({ format, width0: width, height0: height, bind: PipeBind.SHADER_IMAGE }),
  );
  made.push(resource);
  ctx.setShaderImages(PipeShader.COMPUTE, 0, [
    {
      resource,
      format,
      access: PipeImageAccess.READ_WRITE,
      level: 0,
      firstLayer: 0,
      lastLayer: 0,
      offset: 0,
      size: 0,
    },
  ]);
}

const workloads = [
  {
    name: 'trivial: store the global id (1024 blocks × 256)',
    setup() {
      bind(`COMP
DCL SV[0], THREAD_ID
DCL SV[1], BLOCK_ID
DCL BUFFER[0]
DCL TEMP[0]
IMM[0] UINT32 { 256, 4, 0, 0 }
UMAD TEMP[0].x, SV[1].xxxx, IMM[0].xxxx, SV[0].xxxx
UMUL TEMP[0].y, TEMP[0].xxxx, IMM[0].yyyy
STORE BUFFER[0].x, TEMP[0].yyyy, TEMP[0].xxxx
END
`);
      buffers(1024 * 256 * 4);
    },
    block: [256, 1, 1],
    blocks: [1024, 1, 1],
  },
  {
    name: 'ALU: 64 MADs on a loaded vec4 (256 blocks × 256)',
    setup() {
      const mads = Array.from({ length: 64 }, () => 'MAD TEMP[1], TEMP[1], IMM[1].xxxx, IMM[1].yyyy').join(
        '\n',
      );
      bind(`COMP
DCL SV[0], THREAD_ID
DCL SV[1], BLOCK_ID
DCL BUFFER[0]
DCL BUFFER[1]
DCL TEMP[0..1]
IMM[0] UINT32 { 256, 16, 0, 0 }
IMM[1] FLT32 { 0.999, 0.001, 0, 0 }
UMAD TEMP[0].x, SV[1].xxxx, IMM[0].xxxx, SV[0].xxxx
UMUL TEMP[0].y, TEMP[0].xxxx, IMM[0].yyyy
LOAD TEMP[1], BUFFER[0], TEMP[0].yyyy
${mads}
STORE BUFFER[1].xyzw, TEMP[0].yyyy, TEMP[1]
END
`);
      buffers(256 * 256 * 16, 256 * 256 * 16);
    },
    block: [256, 1, 1],
    blocks: [256, 1, 1],
  },
  {
    name: 'shared-memory reduction (1024 blocks × 256, 8 BARRIER steps)',
    setup() {
      bind(REDUCE_SHADER, 1024);
      buffers(1024 * 256 * 4, 1024 * 4);
    },
    block: [256, 1, 1],
    blocks: [1024, 1, 1],
  },
  ...[
    ['R32_UINT', PipeFormat.R32_UINT, 'UINT32 { 7, 0, 0, 0 }'],
    ['R8G8B8A8_UNORM', PipeFormat.R8G8B8A8_UNORM, 'FLT32 { 0.25, 0.5, 0.75, 1.0 }'],
  ].map(([name, format, value]) => ({
    name: `image store ${name} (512 × 512 texels, blocks of 16 × 16)`,
    setup() {
      bind(`COMP
DCL SV[0], THREAD_ID
DCL SV[1], BLOCK_ID
DCL IMAGE[0], 2D, PIPE_FORMAT_${name}, WR
DCL TEMP[0]
IMM[0] UINT32 { 16, 0, 0, 0 }
IMM[1] ${value}
UMAD TEMP[0].xy, SV[1].xyyy, IMM[0].xxxx, SV[0].xyyy
STORE IMAGE[0], TEMP[0], IMM[1]
END
`);
      image(format, 512, 512);
    },
    block: [16, 16, 1],
    blocks: [32, 32, 1],
  })),
  {
    name: 'buffer ATOMUADD on one word (1024 blocks × 256)',
    setup() {
      bind(`COMP
DCL BUFFER[0]
DCL TEMP[0]
IMM[0] UINT32 { 0, 1, 0, 0 }
ATOMUADD TEMP[0].x, BUFFER[0], IMM[0].xxxx, IMM[0].yyyy
END
`);
      buffers(4);
    },
    block: [256, 1, 1],
    blocks: [1024, 1, 1],
  },
  {
    name: 'image ATOMUADD on one R32_UINT texel (256 blocks × 256)',
    setup() {
      bind(`COMP
DCL IMAGE[0], 2D, PIPE_FORMAT_R32_UINT, WR
DCL TEMP[0]
IMM[0] UINT32 { 0, 1, 0, 0 }
ATOMUADD TEMP[0].x, IMAGE[0], IMM[0].xxxx, IMM[0].yyyy
END
`);
      image(PipeFormat.R32_UINT, 4, 4);
    },
    block: [256, 1, 1],
    blocks: [256, 1, 1],
  },
];

const only = process.argv[2];
for (const w of workloads.filter((w) => !only || w.name.includes(only))) {
  w.setup();
  const info = grid(w.block, w.blocks);
  const threads = w.block[0] * w.block[1] * w.block[2] * w.blocks[0] * w.blocks[1] * w.blocks[2];
  const { wall, cpu } = rate(() => ctx.launchGrid(info), threads, Number(process.env.BENCH_SECONDS ?? 1));
  const m = (v) => (v / 1e6).toFixed(2).padStart(7);
  console.log(`${w.name.padEnd(64)} ${m(wall)} M threads/s (${m(cpu)} per CPU second)`);
}
console.log(`${way}: launches ${JSON.stringify(ctx.computeGrids)}`);
ctx.destroy();
for (const resource of made) screen.resourceDestroy(resource);
screen.destroy();
