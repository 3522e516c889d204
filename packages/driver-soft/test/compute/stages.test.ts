// Shader buffers and images in the vertex and fragment stages, and the ordering of compute with binned
// draws: a fragment counter with ATOMUADD counts exactly the covered pixels, fragment shaders store to
// images at their window position, vertex shaders write per-vertex data, compute sees what earlier
// draws wrote (and draws do not see what later compute wrote), memory_barrier finishes binned work, and
// PIPELINE_STATISTICS counts compute invocations.
import {
  blendState,
  bufferTemplate,
  depthStencilAlphaState,
  drawInfo,
  makeBox,
  PipeBarrier,
  PipeBind,
  PipeClear,
  PipeFormat,
  PipePrim,
  PipeQuery,
  type PipeResource,
  PipeShader,
  rasterizerState,
  surfaceTemplate,
  tgsiShaderState,
} from '@gallium-ts/gallium-api';
import { parseTgsi } from '@gallium-ts/tgsi';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ComputeEnv, imageView } from './compute-env.js';

const W = 64;
const H = 48;

const VS = `VERT
DCL IN[0]
DCL OUT[0], POSITION
MOV OUT[0], IN[0]
END
`;

/** Counts its invocations in BUFFER[0] word 0 and writes orange. */
const FS_COUNT = `FRAG
DCL OUT[0], COLOR
DCL BUFFER[0]
DCL TEMP[0]
IMM[0] UINT32 { 0, 1, 0, 0 }
IMM[1] FLT32 { 1.0, 0.5, 0.0, 1.0 }
ATOMUADD TEMP[0].x, BUFFER[0], IMM[0].xxxx, IMM[0].yyyy
MOV OUT[0], IMM[1]
END
`;

let env: ComputeEnv;
let target: PipeResource;

/** An RGBA8 W × H render target bound as the framebuffer, cleared to black, and the VS + `fs` pipeline. */
function setupDraw(fs: string): void {
  const { ctx } = env;
  target = env.texture({
    format: PipeFormat.R8G8B8A8_UNORM,
    width0: W,
    height0: H,
    bind: PipeBind.RENDER_TARGET | PipeBind.SAMPLER_VIEW | PipeBind.SHADER_IMAGE,
  });
  const surface = ctx.createSurface(target, surfaceTemplate(target));
  ctx.setFramebufferState({
    width: W,
    height: H,
    samples: 1,
    layers: 1,
    nrCbufs: 1,
    cbufs: [surface],
    zsbuf: null,
  });
  ctx.bindVsState(ctx.createVsState(tgsiShaderState(parseTgsi(VS))));
  ctx.bindFsState(ctx.createFsState(tgsiShaderState(parseTgsi(fs))));
  ctx.bindBlendState(ctx.createBlendState(blendState()));
  ctx.bindDepthStencilAlphaState(ctx.createDepthStencilAlphaState(depthStencilAlphaState()));
  ctx.bindRasterizerState(ctx.createRasterizerState(rasterizerState()));
  ctx.bindVertexElementsState(
    ctx.createVertexElementsState([
      { srcOffset: 0, instanceDivisor: 0, vertexBufferIndex: 0, srcFormat: PipeFormat.R32G32B32A32_FLOAT },
    ]),
  );
  ctx.setViewportStates(0, [{ scale: [W / 2, H / 2, 0.5], translate: [W / 2, H / 2, 0.5] }]);
  ctx.clear(PipeClear.COLOR, [0, 0, 0, 0], 1, 0);
}

/** Draws triangles whose vertices are given in window pixels. */
function drawPixels(mode: PipePrim, points: readonly (readonly [number, number])[]): void {
  const data = new Float32Array(points.flatMap(([x, y]) => [(x / W) * 2 - 1, (y / H) * 2 - 1, 0, 1]));
  const vb = env.buffer(data, PipeBind.VERTEX_BUFFER);
  env.ctx.setVertexBuffers(0, [{ stride: 16, bufferOffset: 0, buffer: vb, userBuffer: null }]);
  env.ctx.drawVbo(drawInfo({ mode, count: points.length }));
}

/** The render target's pixels, row 0 (window y = 0) first. */
function pixels(): Uint8Array {
  return env.read(target, 0, makeBox(0, 0, 0, W, H, 1));
}

function coveredCount(rgba: Uint8Array): number {
  let n = 0;
  for (let i = 0; i < W * H; i++) if (rgba[i * 4 + 3] !== 0) n++;
  return n;
}

/** Rows flipped so that window y = 0 is at the bottom of the picture, as GL shows it. */
function flipped(rgba: Uint8Array): Uint8Array {
  const out = new Uint8Array(rgba.length);
  for (let y = 0; y < H; y++) out.set(rgba.subarray(y * W * 4, (y + 1) * W * 4), (H - 1 - y) * W * 4);
  return out;
}

beforeEach(() => {
  env = new ComputeEnv();
});
afterEach(() => env.destroy());

describe('fragment shaders with shader buffers and images', () => {
  it('a fragment counter with ATOMUADD gives exactly the number of pixels drawn', () => {
    setupDraw(FS_COUNT);
    const counter = env.buffer(4);
    env.shaderBuffers([counter], PipeShader.FRAGMENT);
    drawPixels(PipePrim.TRIANGLES, [
      [3, 2],
      [61, 9],
      [22, 45],
    ]);
    // A pixel-aligned rectangle as a second draw: 20 × 10 = 200 more pixels (not overlapping).
    drawPixels(PipePrim.TRIANGLE_STRIP, [
      [40, 30],
      [60, 30],
      [40, 40],
      [60, 40],
    ]);
    const count = env.uints(counter)[0]!;
    const rgba = pixels();
    env.png('fragment-counter', W, H, flipped(rgba));
    const triangle = coveredCount(rgba) - 200;
    expect(triangle).toBeGreaterThan(900);
    expect(count).toBe(triangle + 200);
  });

  it('fragment shaders store their window position into an R32_UINT image and their colour into an RGBA8 image', () => {
    setupDraw(`FRAG
DCL IN[0], POSITION, LINEAR
DCL OUT[0], COLOR
DCL IMAGE[0], 2D, PIPE_FORMAT_R32_UINT, WR
DCL IMAGE[1], 2D, PIPE_FORMAT_R8G8B8A8_UNORM, WR
DCL TEMP[0..2]
IMM[0] UINT32 { 1000, 1, 0, 0 }
IMM[1] FLT32 { 0.015625, 0.0208333, 0.5, 1.0 }
F2U TEMP[0].xy, IN[0].xyxx
UMAD TEMP[1].x, TEMP[0].yyyy, IMM[0].xxxx, TEMP[0].xxxx
UADD TEMP[1].x, TEMP[1].xxxx, IMM[0].yyyy
STORE IMAGE[0].x, TEMP[0].xyxx, TEMP[1].xxxx
MUL TEMP[2].xy, IN[0].xyxx, IMM[1].xyxx
MOV TEMP[2].zw, IMM[1].zzzw
STORE IMAGE[1], TEMP[0].xyxx, TEMP[2]
MOV OUT[0], TEMP[2]
END
`);
    const ids = env.texture({ format: PipeFormat.R32_UINT, width0: W, height0: H });
    const colors = env.texture({ format: PipeFormat.R8G8B8A8_UNORM, width0: W, height0: H });
    env.ctx.setShaderImages(PipeShader.FRAGMENT, 0, [imageView(ids), imageView(colors)]);
    drawPixels(PipePrim.TRIANGLES, [
      [5, 40],
      [58, 44],
      [30, 3],
    ]);
    const rgba = pixels();
    const stored = new Uint32Array(env.read(ids, 0, makeBox(0, 0, 0, W, H, 1)).buffer);
    const imageColors = env.read(colors, 0, makeBox(0, 0, 0, W, H, 1));
    env.png('fragment-image-store', W, H, flipped(imageColors));
    let covered = 0;
    for (let y = 0; y < H; y++)
      for (let x = 0; x < W; x++) {
        const i = y * W + x;
        const drawn = rgba[i * 4 + 3] !== 0;
        if (drawn) covered++;
        // Exactly the drawn pixels wrote x + 1000 y + 1 at (x, y); the others kept 0.
        expect(stored[i], `(${x}, ${y})`).toBe(drawn ? x + 1000 * y + 1 : 0);
      }
    expect(covered).toBeGreaterThan(800);
    // The image holds the same RGBA8 the shader wrote to the render target.
    expect(Array.from(imageColors)).toEqual(Array.from(rgba));
  });
});

describe('vertex shaders with shader buffers', () => {
  it('each vertex writes VERTEXID · 10 + INSTANCEID to its word of BUFFER[0]', () => {
    setupDraw(FS_COUNT);
    env.ctx.bindVsState(
      env.ctx.createVsState(
        tgsiShaderState(
          parseTgsi(`VERT
DCL IN[0]
DCL OUT[0], POSITION
DCL SV[0], VERTEXID
DCL SV[1], INSTANCEID
DCL BUFFER[0]
DCL TEMP[0..1]
IMM[0] UINT32 { 10, 4, 0, 0 }
UMAD TEMP[0].x, SV[0].xxxx, IMM[0].xxxx, SV[1].xxxx
UMUL TEMP[1].x, SV[0].xxxx, IMM[0].yyyy
STORE BUFFER[0].x, TEMP[1].xxxx, TEMP[0].xxxx
MOV OUT[0], IN[0]
END
`),
        ),
      ),
    );
    const out = env.buffer(8 * 4);
    env.shaderBuffers([out], PipeShader.VERTEX);
    const data = new Float32Array(6 * 4).fill(0);
    const vb = env.buffer(data, PipeBind.VERTEX_BUFFER);
    env.ctx.setVertexBuffers(0, [{ stride: 16, bufferOffset: 0, buffer: vb, userBuffer: null }]);
    env.ctx.drawVbo(drawInfo({ mode: PipePrim.TRIANGLES, start: 0, count: 6, instanceCount: 1 }));
    expect(env.uints(out)).toEqual([0, 10, 20, 30, 40, 50, 0, 0]);
  });
});

describe('vertex shaders after binned draws', () => {
  it('a vertex shader reads what binned fragment shaders wrote, and its own draw still renders', () => {
    setupDraw(FS_COUNT);
    const counter = env.buffer(4);
    env.shaderBuffers([counter], PipeShader.FRAGMENT);
    drawPixels(PipePrim.TRIANGLE_STRIP, [
      [0, 0],
      [10, 0],
      [0, 10],
      [10, 10],
    ]);
    // The VS copies the counter (100 pixels so far) into BUFFER[1] and draws a 5 × 4 rectangle.
    env.ctx.bindVsState(
      env.ctx.createVsState(
        tgsiShaderState(
          parseTgsi(`VERT
DCL IN[0]
DCL OUT[0], POSITION
DCL BUFFER[0]
DCL BUFFER[1]
DCL TEMP[0]
IMM[0] UINT32 { 0, 0, 0, 0 }
LOAD TEMP[0].x, BUFFER[0], IMM[0].xxxx
STORE BUFFER[1].x, IMM[0].xxxx, TEMP[0].xxxx
MOV OUT[0], IN[0]
END
`),
        ),
      ),
    );
    const seen = env.buffer(4);
    env.shaderBuffers([counter, seen], PipeShader.VERTEX);
    drawPixels(PipePrim.TRIANGLE_STRIP, [
      [20, 20],
      [25, 20],
      [20, 24],
      [25, 24],
    ]);
    expect(env.uints(seen)).toEqual([100]);
    expect(env.uints(counter)).toEqual([120]);
    expect(coveredCount(pixels())).toBe(120);
  });
});

describe('compute and binned draws', () => {
  it('compute sees the shader-buffer writes of draws issued before it', () => {
    setupDraw(FS_COUNT);
    const counter = env.buffer(4);
    env.shaderBuffers([counter], PipeShader.FRAGMENT);
    drawPixels(PipePrim.TRIANGLE_STRIP, [
      [0, 0],
      [32, 0],
      [0, 16],
      [32, 16],
    ]);
    expect(env.ctx.isResourceReferenced(counter, 0, 0)).not.toBe(0);
    const out = env.buffer(4);
    env.program(`COMP
DCL BUFFER[0]
DCL BUFFER[1]
DCL TEMP[0]
IMM[0] UINT32 { 0, 0, 0, 0 }
LOAD TEMP[0].x, BUFFER[0], IMM[0].xxxx
STORE BUFFER[1].x, IMM[0].xxxx, TEMP[0].xxxx
END
`);
    env.shaderBuffers([counter, out]);
    env.launch({});
    expect(env.uints(out)).toEqual([32 * 16]);
  });

  it('compute reads a render target a binned draw wrote, and its image stores land on top of the draw', () => {
    setupDraw(FS_COUNT);
    drawPixels(PipePrim.TRIANGLE_STRIP, [
      [0, 0],
      [W, 0],
      [0, H],
      [W, H],
    ]);
    // Thread (x, y) of the left half copies the drawn texel's red (0xff) into blue, writing (r, 0, 255, 255).
    env.program(`COMP
DCL SV[0], THREAD_ID
DCL SV[1], BLOCK_ID
DCL SV[2], BLOCK_SIZE
DCL IMAGE[0], 2D, PIPE_FORMAT_R8G8B8A8_UNORM, WR
DCL TEMP[0..1]
IMM[0] FLT32 { 0.0, 1.0, 0.0, 0.0 }
UMAD TEMP[0].xy, SV[1].xyyy, SV[2].xyyy, SV[0].xyyy
LOAD TEMP[1], IMAGE[0], TEMP[0]
MOV TEMP[1].y, IMM[0].xxxx
MOV TEMP[1].zw, IMM[0].yyyy
STORE IMAGE[0], TEMP[0], TEMP[1]
END
`);
    env.ctx.setShaderImages(PipeShader.COMPUTE, 0, [imageView(target)]);
    env.launch({ block: [8, 8, 1], grid: [W / 16, H / 8, 1], workDim: 2 });
    const rgba = pixels();
    env.png('compute-over-draw', W, H, flipped(rgba));
    for (let y = 0; y < H; y++)
      for (let x = 0; x < W; x++) {
        const p = Array.from(rgba.subarray((y * W + x) * 4, (y * W + x) * 4 + 4));
        expect(p, `(${x}, ${y})`).toEqual(x < W / 2 ? [255, 0, 255, 255] : [255, 128, 0, 255]);
      }
  });

  it('a draw issued after compute reads what compute wrote (vertex buffer filled by a kernel)', () => {
    setupDraw(FS_COUNT);
    const counter = env.buffer(4);
    env.shaderBuffers([counter], PipeShader.FRAGMENT);
    // The kernel writes the 4 corners of the 10 × 10 square at (4, 4) as clip-space positions.
    const vertices = env.screen.resourceCreate(
      bufferTemplate(64, PipeBind.VERTEX_BUFFER | PipeBind.SHADER_BUFFER),
    );
    env.program(`COMP
DCL SV[0], THREAD_ID
DCL BUFFER[0]
DCL TEMP[0..1]
IMM[0] UINT32 { 16, 1, 2, 0 }
IMM[1] FLT32 { -0.875, -0.5625, -0.8333333, -0.4166667 }
IMM[2] FLT32 { 0.0, 1.0, 0.0, 0.0 }
AND TEMP[0].x, SV[0].xxxx, IMM[0].yyyy
AND TEMP[0].y, SV[0].xxxx, IMM[0].zzzz
UCMP TEMP[1].x, TEMP[0].xxxx, IMM[1].yyyy, IMM[1].xxxx
UCMP TEMP[1].y, TEMP[0].yyyy, IMM[1].wwww, IMM[1].zzzz
MOV TEMP[1].zw, IMM[2].xxxy
UMUL TEMP[0].z, SV[0].xxxx, IMM[0].xxxx
STORE BUFFER[0], TEMP[0].zzzz, TEMP[1]
END
`);
    env.shaderBuffers([vertices]);
    env.launch({ block: [4, 1, 1], workDim: 1 });
    env.ctx.setVertexBuffers(0, [{ stride: 16, bufferOffset: 0, buffer: vertices, userBuffer: null }]);
    env.ctx.drawVbo(drawInfo({ mode: PipePrim.TRIANGLE_STRIP, count: 4 }));
    const rgba = pixels();
    env.screen.resourceDestroy(vertices);
    expect(coveredCount(rgba)).toBe(100);
    expect(env.uints(counter)).toEqual([100]);
    expect(Array.from(rgba.subarray((4 * W + 4) * 4, (4 * W + 4) * 4 + 4))).toEqual([255, 128, 0, 255]);
  });

  it('memory_barrier rasterizes binned draws: their buffers are no longer referenced by queued work', () => {
    setupDraw(FS_COUNT);
    const counter = env.buffer(4);
    env.shaderBuffers([counter], PipeShader.FRAGMENT);
    drawPixels(PipePrim.TRIANGLE_STRIP, [
      [0, 0],
      [8, 0],
      [0, 8],
      [8, 8],
    ]);
    expect(env.ctx.isResourceReferenced(counter, 0, 0)).toBe(3);
    env.ctx.memoryBarrier(PipeBarrier.SHADER_BUFFER);
    expect(env.ctx.isResourceReferenced(counter, 0, 0)).toBe(0);
    expect(env.uints(counter)).toEqual([64]);
  });
});

describe('queries', () => {
  it('PIPELINE_STATISTICS counts compute invocations (cs_invocations)', () => {
    env.program('COMP\nEND\n');
    const q = env.ctx.createQuery(PipeQuery.PIPELINE_STATISTICS, 0);
    env.ctx.beginQuery(q);
    env.launch({ block: [5, 2, 1], grid: [3, 1, 1] });
    env.launch({ block: [7, 1, 1], grid: [1, 2, 1] });
    env.ctx.endQuery(q);
    const result = env.ctx.getQueryResult(q, true);
    expect(result?.kind === 'pipelineStatistics' && result.value.csInvocations).toBe(44n);
    env.ctx.destroyQuery(q);
  });
});
