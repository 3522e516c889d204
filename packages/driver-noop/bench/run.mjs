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

function measure(name, work, iterations) {
  for (let i = 0; i < Math.min(iterations, 10_000); i++) work(i);
  const start = performance.now();
  for (let i = 0; i < iterations; i++) work(i);
  const seconds = (performance.now() - start) / 1000;
  console.log(`${name.padEnd(34)} ${(iterations / seconds / 1e6).toFixed(2).padStart(8)} M/s`);
}

const screen = createNoopScreen();
const ctx = screen.contextCreate();
const a = ctx.createRasterizerState(rasterizerState());
const b = ctx.createRasterizerState(rasterizerState({ cullFace: 2 }));
measure('bind_rasterizer_state (toggle)', (i) => ctx.bindRasterizerState(i & 1 ? a : b), 2_000_000);
bindMinimalPipeline(ctx);
const info = drawInfo({ count: 3 });
measure('draw_vbo (3 vertices)', () => ctx.drawVbo(info), 500_000);
const blend = blendState();
measure('create + delete blend state', () => ctx.deleteBlendState(ctx.createBlendState(blend)), 200_000);
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
