// The benchmark workloads (scripts/mesa-bench/workloads.mjs) drawn through the pipe API on one
// PipeContext: each workload's setup creates its resources, CSOs and vertex buffers once; `frame()` then
// clears, draws and flushes one frame exactly as mesa-bench.c does through OpenGL.
import {
  blendState,
  bufferTemplate,
  depthStencilAlphaState,
  drawInfo,
  makeBox,
  PipeBind,
  PipeBlend,
  PipeBlendFactor,
  PipeClear,
  PipeFormat,
  PipePrim,
  PipeShader,
  PipeTexFilter,
  PipeTexMipfilter,
  PipeTexWrap,
  PipeTransfer,
  rasterizerState,
  resourceTemplate,
  samplerState,
  samplerViewTemplate,
  surfaceTemplate,
  tgsiShaderState,
} from '@gallium-ts/gallium-api';
import { parseTgsi } from '@gallium-ts/tgsi';
import {
  ALU_BIAS,
  ALU_SCALE,
  DIFFUSE,
  FILL_COLORS,
  LIGHT_DIRECTION,
  QUAD_CORNERS,
  sphereTriangles,
  texShift,
  texTexel,
  WORKLOADS,
} from '../../../scripts/mesa-bench/workloads.mjs';

const COLOR_VS = `VERT
DCL IN[0]
DCL IN[1]
DCL OUT[0], POSITION
DCL OUT[1], COLOR
MOV OUT[0], IN[0]
MOV OUT[1], IN[1]
END`;

const COLOR_FS = `FRAG
DCL IN[0], COLOR, PERSPECTIVE
DCL OUT[0], COLOR
MOV OUT[0], IN[0]
END`;

const TEX_VS = `VERT
DCL IN[0]
DCL IN[1]
DCL OUT[0], POSITION
DCL OUT[1], GENERIC[0]
MOV OUT[0], IN[0]
MOV OUT[1], IN[1]
END`;

const TEX_FS = `FRAG
DCL IN[0], GENERIC[0], PERSPECTIVE
DCL OUT[0], COLOR
DCL SAMP[0]
DCL SVIEW[0], 2D, FLOAT
TEX OUT[0], IN[0], SAMP[0], 2D
END`;

/** Diffuse lighting of one directional light: colour = diffuse · max(N·L, 0), as GL's lit vertex. */
const LIT_VS = `VERT
DCL IN[0]
DCL IN[1]
DCL OUT[0], POSITION
DCL OUT[1], COLOR
DCL CONST[0][0..1]
DCL TEMP[0]
IMM[0] FLT32 { 0.0, 0.0, 0.0, 0.0 }
MOV OUT[0], IN[0]
DP3 TEMP[0].x, IN[1], CONST[0][0]
MAX TEMP[0].x, TEMP[0].xxxx, IMM[0].xxxx
MUL OUT[1].xyz, CONST[0][1], TEMP[0].xxxx
MOV OUT[1].w, CONST[0][1].wwww
END`;

function aluFragmentShader(mads) {
  const lines = [
    'FRAG',
    'DCL IN[0], COLOR, PERSPECTIVE',
    'DCL OUT[0], COLOR',
    'DCL TEMP[0]',
    `IMM[0] FLT32 { ${ALU_SCALE.toFixed(6)}, ${ALU_BIAS.toFixed(6)}, 0.0, 0.0 }`,
    'MOV TEMP[0], IN[0]',
  ];
  for (let i = 0; i < mads; i++) lines.push('MAD TEMP[0], TEMP[0], IMM[0].xxxx, IMM[0].yyyy');
  lines.push('MOV OUT[0], TEMP[0]', 'END');
  return lines.join('\n');
}

const BLEND_OVER = {
  blendEnable: true,
  rgbFunc: PipeBlend.ADD,
  alphaFunc: PipeBlend.ADD,
  rgbSrcFactor: PipeBlendFactor.SRC_ALPHA,
  alphaSrcFactor: PipeBlendFactor.SRC_ALPHA,
  rgbDstFactor: PipeBlendFactor.INV_SRC_ALPHA,
  alphaDstFactor: PipeBlendFactor.INV_SRC_ALPHA,
};

/** A vertex buffer holding `data` (Float32Array) bound to slot 0 with `floatsPerVertex`. */
function vertexBuffer(ctx, data, floatsPerVertex) {
  const buffer = ctx.screen.resourceCreate(bufferTemplate(data.byteLength, PipeBind.VERTEX_BUFFER));
  ctx.bufferSubdata(buffer, PipeTransfer.WRITE, 0, data);
  ctx.setVertexBuffers(0, [{ stride: floatsPerVertex * 4, bufferOffset: 0, buffer, userBuffer: null }]);
  return buffer;
}

/** Vertex elements: consecutive float attributes of the given component counts. */
function vertexElements(ctx, sizes) {
  const formats = {
    2: PipeFormat.R32G32_FLOAT,
    3: PipeFormat.R32G32B32_FLOAT,
    4: PipeFormat.R32G32B32A32_FLOAT,
  };
  let offset = 0;
  const elements = sizes.map((size) => {
    const e = { srcOffset: offset, instanceDivisor: 0, vertexBufferIndex: 0, srcFormat: formats[size] };
    offset += size * 4;
    return e;
  });
  ctx.bindVertexElementsState(ctx.createVertexElementsState(elements));
}

function bindShaders(ctx, vs, fs) {
  ctx.bindVsState(ctx.createVsState(tgsiShaderState(parseTgsi(vs))));
  ctx.bindFsState(ctx.createFsState(tgsiShaderState(parseTgsi(fs))));
}

/** Framebuffer of size², RGBA8 colour (and Z24S8 depth when asked), GL's viewport, default state. */
function framebuffer(ctx, size, depth) {
  const screen = ctx.screen;
  const make = (format, bind) =>
    screen.resourceCreate(resourceTemplate({ format, width0: size, height0: size, bind }));
  const color = make(PipeFormat.R8G8B8A8_UNORM, PipeBind.RENDER_TARGET);
  const zs = depth ? make(PipeFormat.Z24_UNORM_S8_UINT, PipeBind.DEPTH_STENCIL) : null;
  ctx.setFramebufferState({
    width: size,
    height: size,
    samples: 1,
    layers: 1,
    nrCbufs: 1,
    cbufs: [ctx.createSurface(color, surfaceTemplate(color))],
    zsbuf: zs ? ctx.createSurface(zs, surfaceTemplate(zs)) : null,
  });
  ctx.setViewportStates(0, [{ scale: [size / 2, size / 2, 0.5], translate: [size / 2, size / 2, 0.5] }]);
  ctx.bindRasterizerState(
    ctx.createRasterizerState(
      rasterizerState({ halfPixelCenter: true, bottomEdgeRule: false, depthClip: true }),
    ),
  );
  ctx.bindDepthStencilAlphaState(ctx.createDepthStencilAlphaState(depthStencilAlphaState()));
  ctx.bindBlendState(ctx.createBlendState(blendState()));
  return [color, zs].filter((r) => r !== null);
}

/** The full-screen quad of fill and alu: position (x, y, 0, 1) and colour per vertex. */
function colorQuad() {
  return new Float32Array(QUAD_CORNERS.flatMap(([x, y], v) => [x, y, 0, 1, ...FILL_COLORS[v]]));
}

const SETUP = {
  fill(ctx) {
    const { size, quads } = WORKLOADS.fill;
    const resources = framebuffer(ctx, size, false);
    bindShaders(ctx, COLOR_VS, COLOR_FS);
    vertexElements(ctx, [4, 4]);
    resources.push(vertexBuffer(ctx, colorQuad(), 8));
    ctx.bindBlendState(ctx.createBlendState(blendState({}, BLEND_OVER)));
    const draw = drawInfo({ mode: PipePrim.QUADS, start: 0, count: 4 });
    return {
      resources,
      frame() {
        ctx.clear(PipeClear.COLOR, [0, 0, 0, 1], 1, 0);
        for (let q = 0; q < quads; q++) ctx.drawVbo(draw);
      },
    };
  },

  tex(ctx) {
    const { size, quads, textureSize } = WORKLOADS.tex;
    const resources = framebuffer(ctx, size, false);
    bindShaders(ctx, TEX_VS, TEX_FS);
    vertexElements(ctx, [4, 4]);
    const vertices = [];
    for (let q = 0; q < quads; q++) {
      const shift = texShift(q);
      for (const [x, y] of QUAD_CORNERS)
        vertices.push(x, y, 0, 1, (x + 1) / 2 + shift, (y + 1) / 2 + shift, 0, 1);
    }
    resources.push(vertexBuffer(ctx, new Float32Array(vertices), 8));
    const texture = ctx.screen.resourceCreate(
      resourceTemplate({
        format: PipeFormat.R8G8B8A8_UNORM,
        width0: textureSize,
        height0: textureSize,
        bind: PipeBind.SAMPLER_VIEW,
      }),
    );
    resources.push(texture);
    const texels = new Uint8Array(textureSize * textureSize * 4);
    for (let y = 0; y < textureSize; y++)
      for (let x = 0; x < textureSize; x++) texels.set(texTexel(x, y), (y * textureSize + x) * 4);
    ctx.textureSubdata(
      texture,
      0,
      PipeTransfer.WRITE,
      makeBox(0, 0, 0, textureSize, textureSize, 1),
      texels,
      textureSize * 4,
      texels.length,
    );
    ctx.setSamplerViews(PipeShader.FRAGMENT, 0, [
      ctx.createSamplerView(texture, samplerViewTemplate(texture)),
    ]);
    const sampler = samplerState({
      wrapS: PipeTexWrap.REPEAT,
      wrapT: PipeTexWrap.REPEAT,
      minImgFilter: PipeTexFilter.LINEAR,
      magImgFilter: PipeTexFilter.LINEAR,
      minMipFilter: PipeTexMipfilter.NONE,
    });
    ctx.bindSamplerStates(PipeShader.FRAGMENT, 0, [ctx.createSamplerState(sampler)]);
    return {
      resources,
      frame() {
        ctx.clear(PipeClear.COLOR, [0, 0, 0, 1], 1, 0);
        for (let q = 0; q < quads; q++)
          ctx.drawVbo(drawInfo({ mode: PipePrim.QUADS, start: q * 4, count: 4 }));
      },
    };
  },

  tris(ctx) {
    const { size } = WORKLOADS.tris;
    const resources = framebuffer(ctx, size, true);
    bindShaders(ctx, LIT_VS, COLOR_FS);
    vertexElements(ctx, [3, 3]);
    const { positions, normals, count } = sphereTriangles();
    const interleaved = new Float32Array(count * 6);
    for (let v = 0; v < count; v++) {
      interleaved.set(positions.subarray(v * 3, v * 3 + 3), v * 6);
      interleaved.set(normals.subarray(v * 3, v * 3 + 3), v * 6 + 3);
    }
    resources.push(vertexBuffer(ctx, interleaved, 6));
    const l = LIGHT_DIRECTION;
    const length = Math.hypot(...l);
    ctx.setConstantBuffer(PipeShader.VERTEX, 0, {
      buffer: null,
      bufferOffset: 0,
      bufferSize: 32,
      userBuffer: new Float32Array([l[0] / length, l[1] / length, l[2] / length, 0, ...DIFFUSE]),
    });
    const dsa = depthStencilAlphaState();
    ctx.bindDepthStencilAlphaState(
      ctx.createDepthStencilAlphaState({
        ...dsa,
        depth: { ...dsa.depth, enabled: true, writemask: true, func: 1 },
      }),
    );
    const draw = drawInfo({ mode: PipePrim.TRIANGLES, start: 0, count });
    return {
      resources,
      frame() {
        ctx.clear(PipeClear.COLOR | PipeClear.DEPTHSTENCIL, [0, 0, 0, 1], 1, 0);
        ctx.drawVbo(draw);
      },
    };
  },

  alu(ctx) {
    const { size, mads } = WORKLOADS.alu;
    const resources = framebuffer(ctx, size, false);
    bindShaders(ctx, COLOR_VS, aluFragmentShader(mads));
    vertexElements(ctx, [4, 4]);
    resources.push(vertexBuffer(ctx, colorQuad(), 8));
    const draw = drawInfo({ mode: PipePrim.QUADS, start: 0, count: 4 });
    return {
      resources,
      frame() {
        ctx.clear(PipeClear.COLOR, [0, 0, 0, 1], 1, 0);
        ctx.drawVbo(draw);
      },
    };
  },
};

/** The workloads this file draws at the pipe level. */
export const PIPE_WORKLOADS = Object.keys(SETUP);

/**
 * Sets `workload` up on a new context of `screen`; `frame()` draws and finishes one frame (flush with a
 * fence waited on, like glFinish), `destroy()` releases everything.
 */
export function pipeWorkload(screen, workload) {
  const ctx = screen.contextCreate();
  const { resources, frame } = SETUP[workload](ctx);
  return {
    frame() {
      frame();
      const fence = ctx.flush(0);
      if (fence) screen.fenceFinish(ctx, fence, BigInt(Number.MAX_SAFE_INTEGER));
    },
    destroy() {
      ctx.destroy();
      for (const r of resources) screen.resourceDestroy(r);
    },
  };
}
