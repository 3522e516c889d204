// Compute throughput of driver-soft (run `npm run build` first; `node bench/compute.mjs`): threads per
// second of launch_grid for a trivial kernel (each thread stores its id), a shared-memory reduction
// (256-thread blocks, BARRIER in a loop), image stores (R32_UINT and RGBA8) and contended buffer and
// image atomics. Each workload runs for about a second after a warm-up; the numbers are wall-clock on
// whatever the machine is doing, so compare them only within one run.
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
import { createSoftScreen } from '../dist/index.js';
import { REDUCE_SHADER } from './reduce-shader.mjs';

const screen = createSoftScreen();
const ctx = screen.contextCreate();
/** Resources made by the workloads, destroyed at the end. */
const made = [];

function rate(batch, threads, seconds = 1) {
  for (let i = 0; i < 2; i++) batch();
  let done = 0;
  const start = performance.now();
  let elapsed = 0;
  do {
    batch();
    done += threads;
    elapsed = (performance.now() - start) / 1000;
  } while (elapsed < seconds);
  return done / elapsed;
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
  const perSecond = rate(() => ctx.launchGrid(info), threads);
  console.log(`${w.name.padEnd(64)} ${(perSecond / 1e6).toFixed(2).padStart(7)} M threads/s`);
}
ctx.destroy();
for (const resource of made) screen.resourceDestroy(resource);
screen.destroy();
