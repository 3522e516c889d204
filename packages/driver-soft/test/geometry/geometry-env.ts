// GeometryEnv: a small pipe-level harness for the geometry tests. One context drawing into an
// R8G8B8A8_UNORM colour buffer (a 2D array when layers are asked for) cleared to transparent black,
// the viewport mapping NDC to the whole buffer (NDC y = −1 on row 0, which is GL's bottom row), vertices
// of two vec4 attributes (position, data) in vertex buffer 0, shaders from TGSI text with optional
// stream output, buffers for stream output read back as words, and pictures written as PNG under
// test/output/geometry/.
import { mkdirSync } from 'node:fs';
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
  type PipePrim,
  type PipeRasterizerState,
  type PipeResource,
  type PipeScreen,
  PipeShaderIr,
  type PipeStreamOutputInfo,
  type PipeStreamOutputTarget,
  PipeTextureTarget,
  PipeTransfer,
  rasterizerState,
  resourceTemplate,
  surfaceTemplate,
} from '@gallium-ts/gallium-api';
import { flipRows, type RgbaImage, rgbaImage } from '@gallium-ts/gallium-api/image';
import { writePng } from '@gallium-ts/gallium-api/png';
import { parseTgsi } from '@gallium-ts/tgsi';
import { createSoftScreen } from '../../src/index.js';

/** Position to OUT[0], data to OUT[1] as COLOR. */
export const PASS_VS = `VERT
DCL IN[0]
DCL IN[1]
DCL OUT[0], POSITION
DCL OUT[1], COLOR
MOV OUT[0], IN[0]
MOV OUT[1], IN[1]
END
`;

/** The interpolated COLOR (flat with the rasterizer's flatshade). */
export const COLOR_FS = `FRAG
DCL IN[0], COLOR, COLOR
DCL OUT[0], COLOR
MOV OUT[0], IN[0]
END
`;

const OUTPUT_DIR = new URL('../output/geometry/', import.meta.url).pathname;

/** NDC coordinate of the centre of pixel `p` in a buffer `size` pixels wide. */
export function ndc(p: number, size: number): number {
  return ((p + 0.5) / size) * 2 - 1;
}

/** RGBA8 of a colour given as floats (as the unorm store rounds them). */
export function rgba8(color: readonly number[]): number[] {
  return color.map((c) => Math.round(Math.min(Math.max(c, 0), 1) * 255));
}

export interface ShaderSet {
  vs?: string;
  fs?: string;
  gs?: string | null;
  /** Stream output of the last vertex stage (the GS when there is one). */
  streamOutput?: PipeStreamOutputInfo | null;
}

export class GeometryEnv {
  readonly screen: PipeScreen;
  readonly ctx: PipeContext;
  readonly color: PipeResource;
  private readonly owned: PipeResource[] = [];
  private readonly targets: PipeStreamOutputTarget[] = [];
  private destroyed = false;

  constructor(
    readonly width = 32,
    readonly height = 32,
    readonly layers = 1,
  ) {
    this.screen = createSoftScreen();
    const ctx = this.screen.contextCreate();
    this.ctx = ctx;
    this.color = this.own(
      this.screen.resourceCreate(
        resourceTemplate({
          target: layers > 1 ? PipeTextureTarget.TEXTURE_2D_ARRAY : PipeTextureTarget.TEXTURE_2D,
          format: PipeFormat.R8G8B8A8_UNORM,
          width0: width,
          height0: height,
          arraySize: layers,
          bind: PipeBind.RENDER_TARGET,
        }),
      ),
    );
    ctx.setFramebufferState({
      width,
      height,
      samples: 1,
      layers,
      nrCbufs: 1,
      cbufs: [ctx.createSurface(this.color, surfaceTemplate(this.color, { lastLayer: layers - 1 }))],
      zsbuf: null,
    });
    ctx.setViewportStates(0, [
      { scale: [width / 2, height / 2, 0.5], translate: [width / 2, height / 2, 0.5] },
    ]);
    ctx.bindBlendState(ctx.createBlendState(blendState()));
    ctx.bindDepthStencilAlphaState(ctx.createDepthStencilAlphaState(depthStencilAlphaState()));
    this.rasterizer({});
    ctx.bindVertexElementsState(
      ctx.createVertexElementsState(
        [0, 16].map((srcOffset) => ({
          srcOffset,
          instanceDivisor: 0,
          vertexBufferIndex: 0,
          srcFormat: PipeFormat.R32G32B32A32_FLOAT,
        })),
      ),
    );
    this.shaders({});
    ctx.clear(PipeClear.COLOR, [0, 0, 0, 0], 1, 0);
  }

  rasterizer(fields: Partial<PipeRasterizerState>): void {
    this.ctx.bindRasterizerState(this.ctx.createRasterizerState(rasterizerState(fields)));
  }

  /** Binds a vertex, fragment and (or no) geometry shader; stream output goes with the last stage. */
  shaders({ vs = PASS_VS, fs = COLOR_FS, gs = null, streamOutput = null }: ShaderSet): void {
    const ctx = this.ctx;
    const state = (text: string, last: boolean) => ({
      type: PipeShaderIr.TGSI,
      tokens: parseTgsi(text),
      streamOutput: last ? streamOutput : null,
    });
    ctx.bindVsState(ctx.createVsState(state(vs, gs === null)));
    ctx.bindFsState(ctx.createFsState(state(fs, false)));
    ctx.bindGsState(gs === null ? null : ctx.createGsState(state(gs, true)));
  }

  /** Vertex buffer 0: each vertex a position and a data vec4 (8 floats). */
  vertices(list: readonly (readonly number[])[]): void {
    const data = new Float32Array(list.flatMap((v) => (v.length === 4 ? [...v, 0, 0, 0, 0] : [...v])));
    const buffer = this.buffer(Math.max(data.byteLength, 4), PipeBind.VERTEX_BUFFER);
    this.ctx.bufferSubdata(buffer, PipeTransfer.WRITE, 0, data);
    this.ctx.setVertexBuffers(0, [{ stride: 32, bufferOffset: 0, buffer, userBuffer: null }]);
  }

  /** draw_vbo of `count` vertices from 0 (more fields may be given). */
  draw(mode: PipePrim, count: number, fields: Partial<PipeDrawInfo> = {}): void {
    this.ctx.drawVbo(drawInfo({ mode, start: 0, count, ...fields }));
  }

  /** A zero-filled buffer of `size` bytes. */
  buffer(size: number, bind = PipeBind.STREAM_OUTPUT | PipeBind.VERTEX_BUFFER): PipeResource {
    const buffer = this.own(this.screen.resourceCreate(bufferTemplate(size, bind)));
    this.ctx.bufferSubdata(buffer, PipeTransfer.WRITE, 0, new Uint8Array(size));
    return buffer;
  }

  /** A stream-output target of `buffer` (destroyed with the environment). */
  target(buffer: PipeResource, offset = 0, size = buffer.width0 - offset): PipeStreamOutputTarget {
    const target = this.ctx.createStreamOutputTarget(buffer, offset, size);
    this.targets.push(target);
    return target;
  }

  /** The bytes of a buffer. */
  bytes(buffer: PipeResource): Uint8Array {
    const map = this.ctx.transferMap(buffer, 0, PipeTransfer.READ, makeBox(0, 0, 0, buffer.width0, 1, 1))!;
    const copy = map.data.slice();
    this.ctx.transferUnmap(map.transfer);
    return copy;
  }

  /** A buffer as floats. */
  floats(buffer: PipeResource): number[] {
    return [...new Float32Array(this.bytes(buffer).buffer)];
  }

  /** A buffer as signed 32-bit integers. */
  ints(buffer: PipeResource): number[] {
    return [...new Int32Array(this.bytes(buffer).buffer)];
  }

  /** One layer of the colour buffer as stored: row 0 is the bottom row (NDC y = −1). */
  image(layer = 0): RgbaImage {
    const { width, height } = this;
    const map = this.ctx.transferMap(
      this.color,
      0,
      PipeTransfer.READ,
      makeBox(0, 0, layer, width, height, 1),
    )!;
    const image = rgbaImage(width, height);
    for (let y = 0; y < height; y++) {
      const at = y * map.transfer.stride;
      image.data.set(map.data.subarray(at, at + width * 4), y * width * 4);
    }
    this.ctx.transferUnmap(map.transfer);
    return image;
  }

  /** Pixel (x, y) of a layer, y counted from the bottom row. */
  pixel(x: number, y: number, layer = 0): number[] {
    const at = (y * this.width + x) * 4;
    return [...this.image(layer).data.subarray(at, at + 4)];
  }

  /** Writes a layer as test/output/geometry/<name>.png, top row first. */
  save(name: string, layer = 0): RgbaImage {
    const image = this.image(layer);
    mkdirSync(OUTPUT_DIR, { recursive: true });
    writePng(`${OUTPUT_DIR}${name}.png`, flipRows(image));
    return image;
  }

  /** Releases everything (again: nothing). */
  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    for (const t of this.targets) this.ctx.streamOutputTargetDestroy(t);
    this.ctx.destroy();
    for (const r of this.owned) this.screen.resourceDestroy(r);
    this.screen.destroy();
  }

  private own(resource: PipeResource): PipeResource {
    this.owned.push(resource);
    return resource;
  }
}

/**
 * Every pixel of `image` (row 0 at the bottom): `inside(x, y)` gives the expected RGBA8 colour, or null
 * for the background (0, 0, 0, 0). Returns the pixels that differ, as "x,y: got → want".
 */
export function differingPixels(
  image: RgbaImage,
  inside: (x: number, y: number) => readonly number[] | null,
): string[] {
  const off: string[] = [];
  for (let y = 0; y < image.height; y++)
    for (let x = 0; x < image.width; x++) {
      const want = inside(x, y) ?? [0, 0, 0, 0];
      const at = (y * image.width + x) * 4;
      const got = [...image.data.subarray(at, at + 4)];
      if (got.some((g, c) => g !== want[c])) off.push(`${x},${y}: ${got} → ${want}`);
    }
  return off;
}
