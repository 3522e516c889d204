// Measures the driver against raw WebGL2 doing the same work in the same run: draws per second of a
// stream of small triangles (each draw_vbo against one drawArrays), and the time to read a 1024² RGBA8
// render target back (transfer_map against one readPixels). Driver and raw runs alternate (the machine
// is shared); each figure is the median of 9 runs after a warm-up. Both sides must draw the same pixels.
import {
  blendState,
  bufferTemplate,
  depthStencilAlphaState,
  drawInfo,
  makeBox,
  PipeBind,
  PipeFormat,
  PipePrim,
  PipeTransfer,
  rasterizerState,
  resourceTemplate,
  surfaceTemplate,
  tgsiShaderState,
} from '@gallium-ts/gallium-api';
import { parseTgsi } from '@gallium-ts/tgsi';
import { createNodeGlContext, createWebglScreen } from '../src/index.js';

const RUNS = 9;
const DRAWS = 20_000;
const TRIANGLES = 1000;
const SIZE = 1024;

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

function ms(fn: () => void): number {
  const t0 = performance.now();
  fn();
  return performance.now() - t0;
}

/** Pixels that are not black. */
function lit(pixels: Uint8Array): number {
  let n = 0;
  for (let i = 0; i < pixels.length; i += 4) if (pixels[i] !== 0) n++;
  return n;
}

/** Triangles of 3-pixel legs spread over the target, as x, y, z, w, r, g, b, a per vertex. */
function triangles(): Float32Array {
  const data = new Float32Array(TRIANGLES * 3 * 8);
  const px = (3 * 2) / SIZE;
  for (let t = 0; t < TRIANGLES; t++) {
    const x = (((t * 37) % (SIZE - 4)) / SIZE) * 2 - 1;
    const y = (((t * 91) % (SIZE - 4)) / SIZE) * 2 - 1;
    [
      [x, y],
      [x + px, y],
      [x, y + px],
    ].forEach(([vx, vy], i) => {
      data.set([vx!, vy!, 0, 1, 1, 0.5, 0.25, 1], (t * 3 + i) * 8);
    });
  }
  return data;
}

const VS =
  'VERT\nDCL IN[0]\nDCL IN[1]\nDCL OUT[0], POSITION\nDCL OUT[1], COLOR\nMOV OUT[0], IN[0]\nMOV OUT[1], IN[1]\nEND\n';
const FS = 'FRAG\nDCL IN[0], COLOR, COLOR\nDCL OUT[0], COLOR\nMOV OUT[0], IN[0]\nEND\n';

interface Side {
  draws(): void;
  read(): void;
  /** Makes the GPU hold newer contents than any copy (a draw), then waits for it. */
  dirty(): void;
  pixels(): Uint8Array;
}

async function driverSide(): Promise<Side> {
  const screen = await createWebglScreen({ width: 16, height: 16 });
  const ctx = screen.contextCreate();
  const target = screen.resourceCreate(
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
    cbufs: [ctx.createSurface(target, surfaceTemplate(target))],
    zsbuf: null,
  });
  ctx.setViewportStates(0, [{ scale: [SIZE / 2, SIZE / 2, 0.5], translate: [SIZE / 2, SIZE / 2, 0.5] }]);
  ctx.bindBlendState(ctx.createBlendState(blendState()));
  ctx.bindDepthStencilAlphaState(ctx.createDepthStencilAlphaState(depthStencilAlphaState()));
  ctx.bindRasterizerState(ctx.createRasterizerState(rasterizerState()));
  ctx.bindVsState(ctx.createVsState(tgsiShaderState(parseTgsi(VS))));
  ctx.bindFsState(ctx.createFsState(tgsiShaderState(parseTgsi(FS))));
  ctx.bindVertexElementsState(
    ctx.createVertexElementsState([
      { srcOffset: 0, instanceDivisor: 0, vertexBufferIndex: 0, srcFormat: PipeFormat.R32G32B32A32_FLOAT },
      { srcOffset: 16, instanceDivisor: 0, vertexBufferIndex: 0, srcFormat: PipeFormat.R32G32B32A32_FLOAT },
    ]),
  );
  const data = triangles();
  const vb = screen.resourceCreate(bufferTemplate(data.byteLength, PipeBind.VERTEX_BUFFER));
  ctx.bufferSubdata(vb, PipeTransfer.WRITE, 0, data);
  ctx.setVertexBuffers(0, [{ stride: 32, bufferOffset: 0, buffer: vb, userBuffer: null }]);
  const gl = screen.device.gl;
  const info = drawInfo({ mode: PipePrim.TRIANGLES, count: 3 });
  const box = makeBox(0, 0, 0, SIZE, SIZE, 1);
  return {
    draws() {
      for (let i = 0; i < DRAWS; i++) {
        info.start = (i % TRIANGLES) * 3;
        ctx.drawVbo(info);
      }
      gl.finish();
    },
    dirty() {
      info.start = 0;
      ctx.drawVbo(info);
      gl.finish();
    },
    read() {
      const map = ctx.transferMap(target, 0, PipeTransfer.READ, box)!;
      ctx.transferUnmap(map.transfer);
    },
    pixels() {
      const map = ctx.transferMap(target, 0, PipeTransfer.READ, box)!;
      const copy = map.data.slice(0, SIZE * SIZE * 4);
      ctx.transferUnmap(map.transfer);
      return copy;
    },
  };
}

async function rawSide(): Promise<Side> {
  const gl = await createNodeGlContext(16, 16);
  const compile = (type: number, src: string) => {
    const s = gl.createShader(type)!;
    gl.shaderSource(s, src);
    gl.compileShader(s);
    return s;
  };
  const program = gl.createProgram()!;
  gl.attachShader(
    program,
    compile(
      gl.VERTEX_SHADER,
      '#version 300 es\nlayout(location=0) in vec4 p; layout(location=1) in vec4 c; out vec4 v; void main(){ gl_Position = p; v = c; }',
    ),
  );
  gl.attachShader(
    program,
    compile(
      gl.FRAGMENT_SHADER,
      '#version 300 es\nprecision highp float; in vec4 v; out vec4 o; void main(){ o = v; }',
    ),
  );
  gl.linkProgram(program);
  gl.useProgram(program);
  const texture = gl.createTexture()!;
  gl.bindTexture(gl.TEXTURE_2D, texture);
  gl.texStorage2D(gl.TEXTURE_2D, 1, gl.RGBA8, SIZE, SIZE);
  const fbo = gl.createFramebuffer()!;
  gl.bindFramebuffer(gl.FRAMEBUFFER, fbo);
  gl.framebufferTexture2D(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.TEXTURE_2D, texture, 0);
  gl.clearBufferfv(gl.COLOR, 0, new Float32Array(4));
  gl.viewport(0, 0, SIZE, SIZE);
  gl.bindVertexArray(gl.createVertexArray());
  gl.bindBuffer(gl.ARRAY_BUFFER, gl.createBuffer());
  gl.bufferData(gl.ARRAY_BUFFER, triangles(), gl.STATIC_DRAW);
  gl.enableVertexAttribArray(0);
  gl.vertexAttribPointer(0, 4, gl.FLOAT, false, 32, 0);
  gl.enableVertexAttribArray(1);
  gl.vertexAttribPointer(1, 4, gl.FLOAT, false, 32, 16);
  const pixels = new Uint8Array(SIZE * SIZE * 4);
  return {
    draws() {
      for (let i = 0; i < DRAWS; i++) gl.drawArraysInstanced(gl.TRIANGLES, (i % TRIANGLES) * 3, 3, 1);
      gl.finish();
    },
    dirty() {
      gl.drawArraysInstanced(gl.TRIANGLES, 0, 3, 1);
      gl.finish();
    },
    read() {
      gl.readPixels(0, 0, SIZE, SIZE, gl.RGBA, gl.UNSIGNED_BYTE, pixels);
    },
    pixels() {
      gl.readPixels(0, 0, SIZE, SIZE, gl.RGBA, gl.UNSIGNED_BYTE, pixels);
      return pixels.slice();
    },
  };
}

const sides = { driver: await driverSide(), raw: await rawSide() };
const times = {
  driver: { draws: [] as number[], read: [] as number[] },
  raw: { draws: [] as number[], read: [] as number[] },
};
for (let run = 0; run <= RUNS; run++) {
  for (const name of ['driver', 'raw'] as const) {
    const side = sides[name];
    const draws = ms(() => side.draws());
    side.dirty();
    const read = ms(() => side.read());
    if (run > 0) {
      times[name].draws.push(draws);
      times[name].read.push(read);
    }
  }
}
const [a, b] = [lit(sides.driver.pixels()), lit(sides.raw.pixels())];
if (a !== b || a === 0) throw new Error(`the two sides drew different pictures: ${a} and ${b} lit pixels`);
const rate = (values: number[]) => (DRAWS / median(values)) * 1000;
const drawRatio = rate(times.driver.draws) / rate(times.raw.draws);
const readRatio = median(times.driver.read) / median(times.raw.read);
console.log(`(both sides drew the same ${a} pixels)`);
console.log(
  `tiny triangles: driver ${Math.round(rate(times.driver.draws))} draws/s, raw gl ${Math.round(rate(times.raw.draws))} draws/s, ratio ${drawRatio.toFixed(2)}× (target ≥ 0.5×)`,
);
console.log(
  `1024² readback: driver ${median(times.driver.read).toFixed(2)} ms, raw gl ${median(times.raw.read).toFixed(2)} ms, ratio ${readRatio.toFixed(2)}× (target ≤ 2×)`,
);
