// Fill microbenchmark of the fragment back end's common path: 1024×1024 RGBA8, 32 full-screen quads a
// frame with interpolated colour and SRC_ALPHA / INV_SRC_ALPHA blending (the `fill` workload of the
// project's bench, without GL). Prints megapixels per second. Run after `npm run build`:
//   node bench/fill.mjs [frames]
import {
  blendState,
  bufferTemplate,
  depthStencilAlphaState,
  drawInfo,
  PipeBind,
  PipeBlendFactor,
  PipeFormat,
  PipePrim,
  rasterizerState,
  resourceTemplate,
  rtBlendState,
  surfaceTemplate,
  tgsiShaderState,
} from '@gallium-ts/gallium-api';
import { parseTgsi } from '@gallium-ts/tgsi';

const { createSoftScreen } = await import(process.env.DRIVER_DIST ?? '../dist/index.js');

const SIZE = 1024;
const QUADS = 32;
const frames = Number(process.argv[2] ?? 10);
const screen = createSoftScreen();
const ctx = screen.contextCreate();
const color = screen.resourceCreate(
  resourceTemplate({
    format: PipeFormat.R8G8B8A8_UNORM,
    width0: SIZE,
    height0: SIZE,
    bind: PipeBind.RENDER_TARGET,
  }),
);
ctx.setFramebufferState({
  width: SIZE,
  height: SIZE,
  samples: 1,
  layers: 1,
  nrCbufs: 1,
  cbufs: [ctx.createSurface(color, surfaceTemplate(color))],
  zsbuf: null,
});
const vs = ctx.createVsState(
  tgsiShaderState(
    parseTgsi(`VERT
DCL IN[0]
DCL IN[1]
DCL OUT[0], POSITION
DCL OUT[1], COLOR
  0: MOV OUT[0], IN[0]
  1: MOV OUT[1], IN[1]
  2: END`),
  ),
);
const fs = ctx.createFsState(
  tgsiShaderState(
    parseTgsi(`FRAG
DCL IN[0], COLOR, COLOR
DCL OUT[0], COLOR
  0: MOV OUT[0], IN[0]
  1: END`),
  ),
);
ctx.bindVsState(vs);
ctx.bindFsState(fs);
ctx.bindRasterizerState(ctx.createRasterizerState(rasterizerState({ halfPixelCenter: true })));
ctx.bindDepthStencilAlphaState(ctx.createDepthStencilAlphaState(depthStencilAlphaState()));
const rt = rtBlendState({
  blendEnable: true,
  rgbSrcFactor: PipeBlendFactor.SRC_ALPHA,
  rgbDstFactor: PipeBlendFactor.INV_SRC_ALPHA,
  alphaSrcFactor: PipeBlendFactor.SRC_ALPHA,
  alphaDstFactor: PipeBlendFactor.INV_SRC_ALPHA,
});
ctx.bindBlendState(ctx.createBlendState(blendState({}, rt)));
ctx.setViewportStates(0, [{ scale: [SIZE / 2, SIZE / 2, 0.5], translate: [SIZE / 2, SIZE / 2, 0.5] }]);
const v = new Float32Array([
  -1, -1, 0, 1, 1, 0, 0, 0.5, 1, -1, 0, 1, 0, 1, 0, 0.5, 1, 1, 0, 1, 0, 0, 1, 0.5, -1, -1, 0, 1, 1, 0, 0, 0.5,
  1, 1, 0, 1, 0, 0, 1, 0.5, -1, 1, 0, 1, 1, 1, 1, 0.5,
]);
const vb = screen.resourceCreate(bufferTemplate(v.byteLength, PipeBind.VERTEX_BUFFER));
ctx.bufferSubdata(vb, 0, 0, v);
ctx.bindVertexElementsState(
  ctx.createVertexElementsState([
    { srcOffset: 0, instanceDivisor: 0, vertexBufferIndex: 0, srcFormat: PipeFormat.R32G32B32A32_FLOAT },
    { srcOffset: 16, instanceDivisor: 0, vertexBufferIndex: 0, srcFormat: PipeFormat.R32G32B32A32_FLOAT },
  ]),
);
ctx.setVertexBuffers(0, [{ stride: 32, bufferOffset: 0, buffer: vb, userBuffer: null }]);
const frame = () => {
  for (let i = 0; i < QUADS; i++) ctx.drawVbo(drawInfo({ mode: PipePrim.TRIANGLES, start: 0, count: 6 }));
  ctx.flush(0);
};
frame();
const t0 = performance.now();
for (let f = 0; f < frames; f++) frame();
const seconds = (performance.now() - t0) / 1000;
console.log(
  `fill: ${((frames * QUADS * SIZE * SIZE) / seconds / 1e6).toFixed(1)} Mpixel/s (${frames} frames, ${((seconds / frames) * 1000).toFixed(1)} ms/frame)`,
);
