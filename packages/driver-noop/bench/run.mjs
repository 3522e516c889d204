// `npm run bench -w @gallium-ts/driver-noop`: calls per second of the noop driver's hot paths (binds,
// draws, CSO creation, transfers, uploads) — the floor the state tracker's overhead is measured on.
// Needs `npm run build` first.
import {
  blendState,
  bufferTemplate,
  drawInfo,
  makeBox,
  PipeTransfer,
  rasterizerState,
} from '@gallium-ts/gallium-api';
import { bindMinimalPipeline } from '@gallium-ts/gallium-api/test-kit';
import { createNoopScreen } from '../dist/index.js';

/** Calls per second of `work`: the median of 5 timed runs after a warm-up (machines are shared). */
function measure(name, work, iterations) {
  for (let i = 0; i < Math.min(iterations, 10_000); i++) work(i);
  const rates = [];
  for (let run = 0; run < 5; run++) {
    const start = performance.now();
    for (let i = 0; i < iterations; i++) work(i);
    rates.push(iterations / ((performance.now() - start) / 1000));
  }
  rates.sort((a, b) => a - b);
  const m = (r) => (r / 1e6).toFixed(2).padStart(8);
  console.log(`${name.padEnd(38)} ${m(rates[2])} M/s  (best ${m(rates[4]).trim()})`);
}

const screen = createNoopScreen();
const ctx = screen.contextCreate();
const a = ctx.createRasterizerState(rasterizerState());
const b = ctx.createRasterizerState(rasterizerState({ cullFace: 2 }));
measure('bind_rasterizer_state (toggle)', (i) => ctx.bindRasterizerState(i & 1 ? a : b), 2_000_000);
bindMinimalPipeline(ctx);
const info = drawInfo({ count: 3 });
measure('draw_vbo, unchanged state (target 5)', () => ctx.drawVbo(info), 1_000_000);
const blend = blendState();
measure(
  'create + delete blend state (target 1)',
  () => ctx.deleteBlendState(ctx.createBlendState(blend)),
  200_000,
);
const raster = rasterizerState();
measure(
  'create + delete rasterizer state',
  () => ctx.deleteRasterizerState(ctx.createRasterizerState(raster)),
  200_000,
);
const buffer = screen.resourceCreate(bufferTemplate(4096, 0));
const box = makeBox(64, 0, 0, 64, 1, 1);
measure(
  'transfer_map + unmap (64 B write)',
  () => ctx.transferUnmap(ctx.transferMap(buffer, 0, PipeTransfer.WRITE, box).transfer),
  500_000,
);
const bytes = new Uint8Array(64);
measure('buffer_subdata (64 B)', () => ctx.bufferSubdata(buffer, PipeTransfer.WRITE, 128, bytes), 500_000);
measure(
  'stream_uploader upload + unmap (64 B)',
  () => {
    ctx.streamUploader.upload(0, bytes, 16);
    ctx.streamUploader.unmap();
  },
  50_000,
);
console.log(`counters: ${ctx.counters.drawVbo} draws, ${ctx.counters.bindRasterizerState} rasterizer binds`);
ctx.destroy();
screen.resourceDestroy(buffer);
screen.destroy();
