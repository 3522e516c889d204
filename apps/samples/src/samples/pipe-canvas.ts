// PipeCanvas: what the pipe-level samples share — a pipe context drawing into one RGBA8 render target
// with a viewport mapping NDC to the whole target (row 0 = window y 0, as in GL), no blending or depth,
// shaders from TGSI text, float vertex buffers, and the picture read back top row first. Everything it
// creates is released by destroy().
import {
  blendState,
  bufferTemplate,
  depthStencilAlphaState,
  drawInfo,
  makeBox,
  PipeBind,
  PipeClear,
  type PipeContext,
  PipeFormat,
  type PipePrim,
  type PipeRasterizerCso,
  type PipeResource,
  type PipeScreen,
  type PipeShaderCso,
  type PipeStreamOutputInfo,
  PipeTextureTarget,
  PipeTransfer,
  type PipeVertexElementsCso,
  rasterizerState,
  resourceTemplate,
  surfaceTemplate,
  tgsiShaderState,
} from '@gallium-ts/gallium-api';
import { flipRows, type RgbaImage, rgbaImage } from '@gallium-ts/gallium-api/image';
import { parseTgsi } from '@gallium-ts/tgsi';

/** The render target's format; its bytes are the picture's. */
const TARGET_FORMAT = PipeFormat.R8G8B8A8_UNORM;

/** Why `screen` cannot give a PipeCanvas, or null. */
export function canvasUnsupported(screen: PipeScreen): string | null {
  const renders = screen.isFormatSupported(
    TARGET_FORMAT,
    PipeTextureTarget.TEXTURE_2D,
    0,
    0,
    PipeBind.RENDER_TARGET,
  );
  return renders ? null : 'R8G8B8A8_UNORM is not a render-target format of this screen';
}

export class PipeCanvas {
  readonly ctx: PipeContext;
  readonly target: PipeResource;
  private readonly cleanup: (() => void)[] = [];

  constructor(
    readonly screen: PipeScreen,
    readonly width: number,
    readonly height: number,
  ) {
    const ctx = screen.contextCreate();
    this.ctx = ctx;
    this.cleanup.push(() => ctx.destroy());
    this.target = this.resource(
      resourceTemplate({
        format: TARGET_FORMAT,
        width0: width,
        height0: height,
        bind: PipeBind.RENDER_TARGET,
      }),
    );
    const surface = ctx.createSurface(this.target, surfaceTemplate(this.target));
    this.cleanup.push(() => ctx.surfaceDestroy(surface));
    ctx.setFramebufferState({
      width,
      height,
      samples: 0,
      layers: 0,
      nrCbufs: 1,
      cbufs: [surface],
      zsbuf: null,
    });
    ctx.setViewportStates(0, [
      { scale: [width / 2, height / 2, 0.5], translate: [width / 2, height / 2, 0.5] },
    ]);
    const blend = ctx.createBlendState(blendState());
    ctx.bindBlendState(blend);
    const dsa = ctx.createDepthStencilAlphaState(depthStencilAlphaState());
    ctx.bindDepthStencilAlphaState(dsa);
    this.cleanup.push(() => {
      ctx.bindBlendState(null);
      ctx.deleteBlendState(blend);
      ctx.bindDepthStencilAlphaState(null);
      ctx.deleteDepthStencilAlphaState(dsa);
    });
    this.rasterizer({});
  }

  /** Creates a resource the canvas destroys with itself. */
  resource(template: ReturnType<typeof resourceTemplate>): PipeResource {
    const resource = this.screen.resourceCreate(template);
    this.cleanup.push(() => this.screen.resourceDestroy(resource));
    return resource;
  }

  /** Creates and binds a rasterizer state (Gallium's defaults with GL's pixel centres, plus `fields`). */
  rasterizer(fields: Parameters<typeof rasterizerState>[0]): PipeRasterizerCso {
    const ctx = this.ctx;
    const rs = ctx.createRasterizerState(rasterizerState(fields));
    ctx.bindRasterizerState(rs);
    this.cleanup.push(() => {
      ctx.bindRasterizerState(null);
      ctx.deleteRasterizerState(rs);
    });
    return rs;
  }

  /** Creates a vertex shader from TGSI text, optionally streaming its outputs out. */
  vertexShader(text: string, streamOutput: PipeStreamOutputInfo | null = null): PipeShaderCso<'vs'> {
    const ctx = this.ctx;
    const vs = ctx.createVsState({ ...tgsiShaderState(parseTgsi(text)), streamOutput });
    this.cleanup.push(() => {
      ctx.bindVsState(null);
      ctx.deleteVsState(vs);
    });
    return vs;
  }

  /** Creates a fragment shader from TGSI text. */
  fragmentShader(text: string): PipeShaderCso<'fs'> {
    const ctx = this.ctx;
    const fs = ctx.createFsState(tgsiShaderState(parseTgsi(text)));
    this.cleanup.push(() => {
      ctx.bindFsState(null);
      ctx.deleteFsState(fs);
    });
    return fs;
  }

  /** Creates and binds a vertex and a fragment shader from TGSI text. */
  shaders(vs: string, fs: string): void {
    this.ctx.bindVsState(this.vertexShader(vs));
    this.ctx.bindFsState(this.fragmentShader(fs));
  }

  /** A vertex buffer holding `floats`, bound at slot 0 as `attributes` vec4 attributes per vertex. */
  vertices(floats: Float32Array, attributes: number): PipeResource {
    const buffer = this.resource(bufferTemplate(floats.byteLength, PipeBind.VERTEX_BUFFER));
    this.ctx.bufferSubdata(buffer, PipeTransfer.WRITE, 0, floats);
    this.ctx.bindVertexElementsState(this.vertexElements(attributes));
    this.bindVertexBuffer(buffer, attributes);
    return buffer;
  }

  /** Vertex elements reading `attributes` consecutive R32G32B32A32_FLOAT attributes from buffer slot 0. */
  vertexElements(attributes: number): PipeVertexElementsCso {
    const ctx = this.ctx;
    const elements = Array.from({ length: attributes }, (_, i) => ({
      srcOffset: 16 * i,
      instanceDivisor: 0,
      vertexBufferIndex: 0,
      srcFormat: PipeFormat.R32G32B32A32_FLOAT,
    }));
    const ve = ctx.createVertexElementsState(elements);
    this.cleanup.push(() => {
      ctx.bindVertexElementsState(null);
      ctx.deleteVertexElementsState(ve);
    });
    return ve;
  }

  /** Binds `buffer` at vertex-buffer slot 0 with a stride of `attributes` vec4s. */
  bindVertexBuffer(buffer: PipeResource, attributes: number): void {
    this.ctx.setVertexBuffers(0, [{ stride: 16 * attributes, bufferOffset: 0, buffer, userBuffer: null }]);
  }

  clear(color: readonly number[]): void {
    this.ctx.clear(PipeClear.COLOR0, color, 1, 0);
  }

  draw(mode: PipePrim, count: number): void {
    this.ctx.drawVbo(drawInfo({ mode, count }));
  }

  /** The render target (or another RGBA8 texture of the canvas's size), top row first. */
  read(texture: PipeResource = this.target): RgbaImage {
    const { width, height } = this;
    this.ctx.flush(0);
    const map = this.ctx.transferMap(texture, 0, PipeTransfer.READ, makeBox(0, 0, 0, width, height, 1));
    if (!map) throw new Error('the texture could not be mapped for reading');
    const image = rgbaImage(width, height);
    for (let y = 0; y < height; y++) {
      const from = y * map.transfer.stride;
      image.data.set(map.data.subarray(from, from + width * 4), y * width * 4);
    }
    this.ctx.transferUnmap(map.transfer);
    return flipRows(image);
  }

  /** Releases everything, last made first. */
  destroy(): void {
    for (const step of this.cleanup.reverse()) step();
    this.cleanup.length = 0;
  }
}
