// Runs one TGSI shader of any stage on a driver-soft context with everything a shader may read bound:
// a 96×16 RGBA8 target with depth/stencil, eight vec4 vertex attributes, two constant buffers, a 2D
// texture with its sampler, and a shader buffer, in every stage. Vertex shaders draw points and a
// triangle with a pass-through fragment shader; fragment shaders draw a triangle behind a pass-through
// vertex shader; geometry shaders go between the two, drawn with their input primitive (a PipePrim value); compute
// shaders launch a small grid. The loop cap is low (maxLoopIterations 2048 by default) so looping
// mutants stop fast.
import {
  blendState,
  bufferTemplate,
  depthStencilAlphaState,
  drawInfo,
  makeBox,
  PipeBind,
  PipeClear,
  type PipeContext,
  type PipeDrawInfo,
  PipeFormat,
  PipePrim,
  type PipeResource,
  type PipeScreen,
  PipeShader,
  PipeTextureTarget,
  PipeTransfer,
  rasterizerState,
  resourceTemplate,
  samplerState,
  samplerViewTemplate,
  surfaceTemplate,
  tgsiComputeState,
  tgsiShaderState,
} from '@gallium-ts/gallium-api';
import { parseTgsi, TgsiProcessor, TgsiPropertyName, type TgsiShader } from '@gallium-ts/tgsi';
import { createSoftScreen } from '../../src/index.js';

/** The render target: two 64-pixel tiles wide, so a fragment shader can stop after writing one. */
const WIDTH = 96;
const HEIGHT = 16;
/** The texture's size. */
const SIZE = 16;
const CLEAR_COLOR = [0.1, 0.3, 0.5, 0];
/** The clear colour as stored in RGBA8. */
const CLEARED = CLEAR_COLOR.map((c) => Math.round(c * 255));
const ATTRIBUTES = 8;

const PASS_VS = `VERT
DCL IN[0]
DCL IN[1]
DCL IN[2]
DCL OUT[0], POSITION
DCL OUT[1], COLOR
DCL OUT[2], GENERIC[0]
  0: MOV OUT[0], IN[0]
  1: MOV OUT[1], IN[1]
  2: MOV OUT[2], IN[2]
  3: END
`;
const PASS_FS = `FRAG
DCL IN[0], COLOR, LINEAR
DCL OUT[0], COLOR
  0: MOV OUT[0], IN[0]
  1: END
`;

export class ShaderRunner {
  readonly screen: PipeScreen;
  readonly ctx: PipeContext;
  private readonly color: PipeResource;
  private readonly resources: PipeResource[] = [];
  private readonly passVs;
  private readonly passFs;

  /** `maxLoopIterations`: the screen's loop cap (2048 unless given). */
  constructor(maxLoopIterations = 2048) {
    this.screen = createSoftScreen({ maxLoopIterations });
    this.ctx = this.screen.contextCreate();
    const { screen, ctx } = this;
    const own = (resource: PipeResource) => {
      this.resources.push(resource);
      return resource;
    };
    const texture = (format: PipeFormat, bind: number, width = SIZE, height = SIZE) =>
      own(
        screen.resourceCreate(
          resourceTemplate({
            target: PipeTextureTarget.TEXTURE_2D,
            format,
            width0: width,
            height0: height,
            bind,
          }),
        ),
      );
    this.color = texture(PipeFormat.R8G8B8A8_UNORM, PipeBind.RENDER_TARGET, WIDTH, HEIGHT);
    const zs = texture(PipeFormat.Z24_UNORM_S8_UINT, PipeBind.DEPTH_STENCIL, WIDTH, HEIGHT);
    ctx.setFramebufferState({
      width: WIDTH,
      height: HEIGHT,
      samples: 1,
      layers: 1,
      nrCbufs: 1,
      cbufs: [ctx.createSurface(this.color, surfaceTemplate(this.color))],
      zsbuf: ctx.createSurface(zs, surfaceTemplate(zs)),
    });
    ctx.setViewportStates(0, [
      { scale: [WIDTH / 2, HEIGHT / 2, 0.5], translate: [WIDTH / 2, HEIGHT / 2, 0.5] },
    ]);
    ctx.bindBlendState(ctx.createBlendState(blendState()));
    ctx.bindDepthStencilAlphaState(ctx.createDepthStencilAlphaState(depthStencilAlphaState()));
    ctx.bindRasterizerState(ctx.createRasterizerState(rasterizerState({ pointSize: 3 })));
    // Six vertices of eight vec4 attributes: position first, then varied values.
    const positions = [
      [-0.9, -0.9],
      [0.9, -0.8],
      [0, 0.9],
      [-0.5, 0.5],
      [0.5, 0.5],
      [0.2, -0.4],
    ];
    const vertices = new Float32Array(
      positions.flatMap(([x, y], v) => [
        x!,
        y!,
        0.5,
        1,
        ...Array.from({ length: (ATTRIBUTES - 1) * 4 }, (_, k) => (((v + 1) * (k + 3)) % 7) / 7),
      ]),
    );
    const vb = own(screen.resourceCreate(bufferTemplate(vertices.byteLength, PipeBind.VERTEX_BUFFER)));
    ctx.bufferSubdata(vb, PipeTransfer.WRITE, 0, vertices);
    ctx.setVertexBuffers(0, [{ stride: ATTRIBUTES * 16, bufferOffset: 0, buffer: vb, userBuffer: null }]);
    ctx.bindVertexElementsState(
      ctx.createVertexElementsState(
        Array.from({ length: ATTRIBUTES }, (_, i) => ({
          srcOffset: i * 16,
          instanceDivisor: 0,
          vertexBufferIndex: 0,
          srcFormat: PipeFormat.R32G32B32A32_FLOAT,
        })),
      ),
    );
    const constants = new Float32Array(12 * 4).map((_, i) => ((i * 5) % 9) / 4 - 0.5);
    const tex = texture(PipeFormat.R8G8B8A8_UNORM, PipeBind.SAMPLER_VIEW);
    const texels = new Uint8Array(SIZE * SIZE * 4).map((_, i) => (i * 37) & 255);
    ctx.textureSubdata(
      tex,
      0,
      PipeTransfer.WRITE,
      makeBox(0, 0, 0, SIZE, SIZE, 1),
      texels,
      SIZE * 4,
      SIZE * SIZE * 4,
    );
    const view = ctx.createSamplerView(tex, samplerViewTemplate(tex));
    const sampler = ctx.createSamplerState(samplerState());
    const sb = own(screen.resourceCreate(bufferTemplate(256, PipeBind.SHADER_BUFFER)));
    for (const stage of [PipeShader.VERTEX, PipeShader.FRAGMENT, PipeShader.GEOMETRY, PipeShader.COMPUTE]) {
      for (const slot of [0, 1])
        ctx.setConstantBuffer(stage, slot, {
          buffer: null,
          bufferOffset: 0,
          bufferSize: constants.byteLength,
          userBuffer: constants,
        });
      ctx.setSamplerViews(stage, 0, [view]);
      ctx.bindSamplerStates(stage, 0, [sampler]);
      ctx.setShaderBuffers(stage, 0, [{ buffer: sb, bufferOffset: 0, bufferSize: 256 }]);
    }
    this.passVs = ctx.createVsState(tgsiShaderState(parseTgsi(PASS_VS)));
    this.passFs = ctx.createFsState(tgsiShaderState(parseTgsi(PASS_FS)));
  }

  /** Creates a state for `shader`'s stage, draws (or launches) with it, and deletes it. */
  run(shader: TgsiShader): void {
    const ctx = this.ctx;
    ctx.clear(PipeClear.COLOR | PipeClear.DEPTHSTENCIL, CLEAR_COLOR, 1, 0);
    ctx.bindVsState(this.passVs);
    ctx.bindFsState(this.passFs);
    ctx.bindGsState(null);
    const state = tgsiShaderState(shader);
    switch (shader.processor) {
      case TgsiProcessor.VERTEX: {
        const vs = ctx.createVsState(state);
        try {
          ctx.bindVsState(vs);
          this.firstDraw(drawInfo({ mode: PipePrim.POINTS, start: 0, count: 6 }));
          ctx.drawVbo(drawInfo({ mode: PipePrim.TRIANGLES, start: 0, count: 3 }));
        } finally {
          ctx.bindVsState(this.passVs);
          ctx.deleteVsState(vs);
        }
        break;
      }
      case TgsiProcessor.FRAGMENT: {
        const fs = ctx.createFsState(state);
        try {
          ctx.bindFsState(fs);
          this.firstDraw(drawInfo({ mode: PipePrim.TRIANGLES, start: 0, count: 6 }));
        } finally {
          ctx.bindFsState(this.passFs);
          ctx.deleteFsState(fs);
        }
        break;
      }
      case TgsiProcessor.GEOMETRY: {
        const gs = ctx.createGsState(state);
        try {
          ctx.bindGsState(gs);
          const input = shader.properties.find((p) => p.name === TgsiPropertyName.GS_INPUT_PRIMITIVE);
          this.firstDraw(
            drawInfo({ mode: (input?.value ?? PipePrim.TRIANGLES) as PipePrim, start: 0, count: 6 }),
          );
        } finally {
          ctx.bindGsState(null);
          ctx.deleteGsState(gs);
        }
        break;
      }
      case TgsiProcessor.COMPUTE: {
        const cs = ctx.createComputeState(tgsiComputeState(shader));
        try {
          ctx.bindComputeState(cs);
          ctx.launchGrid({
            pc: 0,
            input: null,
            workDim: 3,
            block: [4, 2, 1],
            grid: [2, 1, 1],
            indirect: null,
            indirectOffset: 0,
          });
        } finally {
          ctx.bindComputeState(null);
          ctx.deleteComputeState(cs);
        }
        break;
      }
      default:
        ctx.createTcsState(state);
    }
  }

  /**
   * The first draw after the clear: when it fails, the colour buffer must still be the clear colour
   * (a failed draw leaves nothing behind); otherwise this throws a plain Error, which the fuzz test
   * reports.
   */
  private firstDraw(info: PipeDrawInfo): void {
    try {
      this.ctx.drawVbo(info);
    } catch (error) {
      const left = this.picture().findIndex((b, i) => b !== CLEARED[i % 4]);
      if (left >= 0)
        throw new Error(`the failed draw (${(error as Error).message}) changed pixel ${left >> 2}`);
      throw error;
    }
  }

  /** The colour buffer's bytes (the picture a run made). */
  picture(): Uint8Array {
    const map = this.ctx.transferMap(this.color, 0, PipeTransfer.READ, makeBox(0, 0, 0, WIDTH, HEIGHT, 1))!;
    const bytes = map.data.slice(0, WIDTH * HEIGHT * 4);
    this.ctx.transferUnmap(map.transfer);
    return bytes;
  }

  destroy(): void {
    this.ctx.destroy();
    for (const r of this.resources) this.screen.resourceDestroy(r);
    this.screen.destroy();
  }
}
