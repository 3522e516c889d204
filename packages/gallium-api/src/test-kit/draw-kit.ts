// What the suite's drawing checks share: an RGBA8 render target bound as the framebuffer, the colour
// pipeline (the driver's colorShaders, no blending or depth, a viewport mapping pixel coordinates to
// the target with row 0 at window y = 0), vertices given in pixels with a colour each, and readback of
// which pixels hold which colour.
import { expect } from 'vitest';
import {
  blendState,
  bufferTemplate,
  depthStencilAlphaState,
  drawInfo,
  rasterizerState,
  surfaceTemplate,
  tgsiShaderState,
} from '../defaults.js';
import { PipeBind, PipeClear, PipeTextureTarget } from '../enums.js';
import { PipeFormat } from '../format/index.js';
import type { PipeResource, PipeSurface } from '../objects.js';
import { PipeTransfer } from '../objects.js';
import type { PipeDrawInfo, PipeRasterizerState } from '../state.js';
import { colorFramebuffer } from './env.js';
import type { PipeHarness } from './harness.js';

/** A vertex in window pixels (pixel centres at .5) with an RGBA colour of floats in [0, 1]. */
export interface ColorVertex {
  x: number;
  y: number;
  color: readonly number[];
}

/** The colour of a pixel as RGBA8 bytes, e.g. `[255, 0, 0, 255]`. */
export type Rgba8 = readonly [number, number, number, number];

const FLOATS_PER_VERTEX = 8;

/** The float colour whose RGBA8 encoding is `bytes`. */
export function rgbaFloat(bytes: Rgba8): number[] {
  return bytes.map((b) => b / 255);
}

/** A drawing setup on a `width` × `height` R8G8B8A8_UNORM target. */
export class DrawKit {
  readonly target: PipeResource;
  readonly surface: PipeSurface;
  private vertexBuffer: PipeResource | null = null;

  constructor(
    readonly h: PipeHarness,
    readonly width: number,
    readonly height: number,
  ) {
    const { ctx } = h;
    this.target = h.resource({
      format: PipeFormat.R8G8B8A8_UNORM,
      width0: width,
      height0: height,
      bind: PipeBind.RENDER_TARGET | PipeBind.SAMPLER_VIEW,
    });
    this.surface = ctx.createSurface(this.target, surfaceTemplate(this.target));
    ctx.setFramebufferState(colorFramebuffer(this.surface, width, height));
    const { vs, fs } = h.options.colorShaders();
    ctx.bindVsState(ctx.createVsState(tgsiShaderState(vs)));
    ctx.bindFsState(ctx.createFsState(tgsiShaderState(fs)));
    ctx.bindBlendState(ctx.createBlendState(blendState()));
    ctx.bindDepthStencilAlphaState(ctx.createDepthStencilAlphaState(depthStencilAlphaState()));
    ctx.bindVertexElementsState(
      ctx.createVertexElementsState([
        { srcOffset: 0, instanceDivisor: 0, vertexBufferIndex: 0, srcFormat: PipeFormat.R32G32B32A32_FLOAT },
        { srcOffset: 16, instanceDivisor: 0, vertexBufferIndex: 0, srcFormat: PipeFormat.R32G32B32A32_FLOAT },
      ]),
    );
    this.rasterizer();
    ctx.setViewportStates(0, [
      { scale: [width / 2, height / 2, 0.5], translate: [width / 2, height / 2, 0.5] },
    ]);
    this.clear([0, 0, 0, 0]);
  }

  /** Binds a rasterizer state: GL defaults with point size 1, plus `fields`. */
  rasterizer(fields: Partial<PipeRasterizerState> = {}): void {
    const { ctx } = this.h;
    ctx.bindRasterizerState(ctx.createRasterizerState(rasterizerState(fields)));
  }

  /** Clears the target to `color` (floats). */
  clear(color: readonly number[]): void {
    this.h.ctx.clear(PipeClear.COLOR, color, 1, 0);
  }

  /** Uploads `vertices` into a vertex buffer bound as buffer 0 (element 0 position, 1 colour). */
  vertices(vertices: readonly ColorVertex[]): void {
    const { ctx } = this.h;
    const data = new Float32Array(vertices.length * FLOATS_PER_VERTEX);
    vertices.forEach((v, i) => {
      const ndc = [(v.x / this.width) * 2 - 1, (v.y / this.height) * 2 - 1, 0, 1];
      data.set([...ndc, ...v.color], i * FLOATS_PER_VERTEX);
    });
    if (this.vertexBuffer) this.h.destroyResource(this.vertexBuffer);
    this.vertexBuffer = this.h.buffer(Math.max(data.byteLength, 4), PipeBind.VERTEX_BUFFER);
    ctx.bufferSubdata(this.vertexBuffer, PipeTransfer.WRITE, 0, data);
    ctx.setVertexBuffers(0, [
      { stride: FLOATS_PER_VERTEX * 4, bufferOffset: 0, buffer: this.vertexBuffer, userBuffer: null },
    ]);
  }

  /** Binds an index buffer of `indexSize`-byte indices. */
  indices(indices: readonly number[], indexSize: 1 | 2 | 4): void {
    const { ctx } = this.h;
    const data =
      indexSize === 1
        ? Uint8Array.from(indices)
        : indexSize === 2
          ? Uint16Array.from(indices)
          : Uint32Array.from(indices);
    const buffer = this.h.resource({
      ...bufferTemplate(Math.max(data.byteLength, 4), PipeBind.INDEX_BUFFER),
    });
    ctx.bufferSubdata(buffer, PipeTransfer.WRITE, 0, data);
    ctx.setIndexBuffer({ indexSize, offset: 0, buffer, userBuffer: null });
  }

  /** draw_vbo with `fields` over drawInfo's defaults. */
  draw(fields: Partial<PipeDrawInfo>): void {
    this.h.ctx.drawVbo(drawInfo(fields));
  }

  /** Every pixel's RGBA8 bytes, row 0 first. */
  pixels(): Rgba8[] {
    const bytes = this.h.readBox(this.target, 0, this.h.levelBox(this.target, 0));
    return Array.from({ length: this.width * this.height }, (_, i) => [
      bytes[i * 4]!,
      bytes[i * 4 + 1]!,
      bytes[i * 4 + 2]!,
      bytes[i * 4 + 3]!,
    ]);
  }

  /** The pixels holding `color`, as "x,y" strings in row order. */
  where(color: Rgba8): string[] {
    return this.pixels()
      .map((p, i) =>
        p.every((c, k) => c === color[k]) ? `${i % this.width},${Math.floor(i / this.width)}` : null,
      )
      .filter((p): p is string => p !== null);
  }

  /** Asserts that exactly the pixels in `expected` (a map "x,y" → colour) differ from `background`. */
  expectPixels(expected: Readonly<Record<string, Rgba8>>, background: Rgba8, message?: string): void {
    const seen: Record<string, Rgba8> = {};
    this.pixels().forEach((p, i) => {
      if (!p.every((c, k) => c === background[k]))
        seen[`${i % this.width},${Math.floor(i / this.width)}`] = p;
    });
    expect(seen, message).toEqual(expected);
  }
}

/** A pixel-aligned rectangle of two triangles (a 4-vertex strip) covering [x0, x1) × [y0, y1). */
export function rectangleStrip(
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  color: readonly number[],
): ColorVertex[] {
  return [
    { x: x0, y: y0, color },
    { x: x1, y: y0, color },
    { x: x0, y: y1, color },
    { x: x1, y: y1, color },
  ];
}

/** Every "x,y" of [x0, x1) × [y0, y1) mapped to `color`. */
export function filledRect(
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  color: Rgba8,
): Record<string, Rgba8> {
  const out: Record<string, Rgba8> = {};
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) out[`${x},${y}`] = color;
  return out;
}

/** Whether the screen can render and sample R8G8B8A8_UNORM 2D textures (the drawing checks need it). */
export function canDrawRgba8(h: PipeHarness): boolean {
  return h.screen.isFormatSupported(
    PipeFormat.R8G8B8A8_UNORM,
    PipeTextureTarget.TEXTURE_2D,
    0,
    0,
    PipeBind.RENDER_TARGET | PipeBind.SAMPLER_VIEW,
  );
}
