// The pixel tests' rig: a driver-soft context drawing into render targets of any format (2D, array, 3D
// or cube, with a depth/stencil buffer if asked), vertices given in window pixels, shaders in TGSI text,
// state given as partial templates, and readback of texels, depth and stencil as stored. Pictures go to
// test/output/pixels/ for looking at.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  blendState,
  depthStencilAlphaState,
  drawInfo,
  formatDescription,
  makeBox,
  PipeBind,
  type PipeBlendState,
  type PipeContext,
  type PipeDepthStencilAlphaState,
  PipeFormat,
  type PipeFunc,
  PipePrim,
  type PipeRasterizerState,
  type PipeResource,
  type PipeScreen,
  type PipeSurface,
  PipeTextureTarget,
  PipeTransfer,
  rasterizerState,
  resourceTemplate,
  surfaceTemplate,
  tgsiShaderState,
  unpackRgbaFloat,
  unpackZFloat,
} from '@gallium-ts/gallium-api';
import { rgbaImage } from '@gallium-ts/gallium-api/image';
import { writePng } from '@gallium-ts/gallium-api/png';
import { parseTgsi } from '@gallium-ts/tgsi';
import { createSoftScreen } from '../../src/index.js';

const OUTPUT = fileURLToPath(new URL('../output/pixels', import.meta.url));

/** A fragment shader writing GENERIC[0] (interpolated with `interp`) to COLOR[0]. */
export const COLOR_FS = fs('DCL IN[0], GENERIC[0], PERSPECTIVE', 'MOV OUT[0], IN[0]');

/** A fragment shader from declarations and instructions (OUT[0] is COLOR[0] unless declared). */
export function fs(decls: string, body: string, outputs = 'DCL OUT[0], COLOR'): string {
  const lines = body.split('\n').map((l, i) => `  ${i}: ${l.trim()}`);
  return `FRAG\n${decls}\n${outputs}\n${lines.join('\n')}\n  ${lines.length}: END\n`;
}

export interface RigOptions {
  width?: number;
  height?: number;
  colors?: PipeFormat[];
  zs?: PipeFormat | null;
  target?: PipeTextureTarget;
  /** Layers of array and cube targets, depth of 3D ones. */
  layers?: number;
  /** Outputs of the vertex shader after POSITION, each fed by the next 4-float attribute; `int` converts to integer. */
  outputs?: { semantic: string; int?: boolean }[];
  /** The screen to draw with (default: a new driver-soft screen). */
  screen?: PipeScreen;
}

export class Rig {
  readonly screen: PipeScreen;
  readonly ctx: PipeContext;
  readonly width: number;
  readonly height: number;
  readonly colors: PipeResource[];
  readonly zs: PipeResource | null;
  readonly layers: number;
  private readonly attributes: number;

  constructor(options: RigOptions = {}) {
    this.screen = options.screen ?? createSoftScreen();
    this.ctx = this.screen.contextCreate();
    const width = options.width ?? 16;
    const height = options.height ?? 16;
    const target = options.target ?? PipeTextureTarget.TEXTURE_2D;
    const layers = options.layers ?? (target === PipeTextureTarget.TEXTURE_CUBE ? 6 : 1);
    this.width = width;
    this.height = height;
    this.layers = layers;
    const is3d = target === PipeTextureTarget.TEXTURE_3D;
    const make = (format: PipeFormat, bind: number) =>
      this.screen.resourceCreate(
        resourceTemplate({
          target,
          format,
          width0: width,
          height0: height,
          depth0: is3d ? layers : 1,
          arraySize: is3d ? 1 : layers,
          bind,
        }),
      );
    this.colors = (options.colors ?? [PipeFormat.R8G8B8A8_UNORM]).map((f) => make(f, PipeBind.RENDER_TARGET));
    this.zs = options.zs ? make(options.zs, PipeBind.DEPTH_STENCIL) : null;
    const surface = (r: PipeResource): PipeSurface =>
      this.ctx.createSurface(r, surfaceTemplate(r, { lastLayer: layers - 1 }));
    this.ctx.setFramebufferState({
      width,
      height,
      samples: 1,
      layers,
      nrCbufs: this.colors.length,
      cbufs: this.colors.map(surface),
      zsbuf: this.zs ? surface(this.zs) : null,
    });
    this.ctx.setViewportStates(0, [this.viewport(0, 0, width, height)]);
    const outputs = options.outputs ?? [{ semantic: 'GENERIC[0]' }];
    this.attributes = 1 + outputs.length;
    const decl = outputs.map((o, i) => `DCL IN[${i + 1}]\nDCL OUT[${i + 1}], ${o.semantic}`).join('\n');
    const moves = outputs.map((o, i) => `${o.int ? 'F2I' : 'MOV'} OUT[${i + 1}], IN[${i + 1}]`);
    const vs = ['MOV OUT[0], IN[0]', ...moves].map((l, i) => `  ${i}: ${l}`).join('\n');
    this.ctx.bindVsState(
      this.ctx.createVsState(
        tgsiShaderState(
          parseTgsi(`VERT\nDCL IN[0]\nDCL OUT[0], POSITION\n${decl}\n${vs}\n  ${outputs.length + 1}: END\n`),
        ),
      ),
    );
    this.ctx.bindVertexElementsState(
      this.ctx.createVertexElementsState(
        Array.from({ length: this.attributes }, (_, i) => ({
          srcOffset: i * 16,
          instanceDivisor: 0,
          vertexBufferIndex: 0,
          srcFormat: PipeFormat.R32G32B32A32_FLOAT,
        })),
      ),
    );
    this.fs(COLOR_FS);
    this.raster({});
    this.dsa({});
    this.blend({});
  }

  /** The viewport mapping window rectangle (x, y, w, h) and depth [0, 1] to normalized coordinates. */
  viewport(x: number, y: number, w: number, h: number) {
    return {
      scale: [w / 2, h / 2, 0.5] as [number, number, number],
      translate: [x + w / 2, y + h / 2, 0.5] as [number, number, number],
    };
  }

  fs(text: string): void {
    this.ctx.bindFsState(this.ctx.createFsState(tgsiShaderState(parseTgsi(text))));
  }

  /** Binds the rasterizer state: GL's defaults (as the state tracker sets them) with `fields` over them. */
  raster(fields: Partial<PipeRasterizerState>): void {
    this.ctx.bindRasterizerState(
      this.ctx.createRasterizerState(rasterizerState({ frontCcw: false, halfPixelCenter: true, ...fields })),
    );
  }

  dsa(fields: Partial<PipeDepthStencilAlphaState>): void {
    this.ctx.bindDepthStencilAlphaState(
      this.ctx.createDepthStencilAlphaState(depthStencilAlphaState(fields as never)),
    );
  }

  /** Binds a depth/stencil/alpha state testing and writing depth with `func` (nothing else on). */
  depthTest(func: PipeFunc): void {
    this.dsa({
      depth: { enabled: true, writemask: true, func, boundsTest: false, boundsMin: 0, boundsMax: 0 },
    });
  }

  /** Binds a blend state: `fields` over the defaults, `rt` (all eight targets) when given. */
  blend(fields: Partial<PipeBlendState>): void {
    const { rt, ...rest } = fields;
    const state = blendState(rest);
    this.ctx.bindBlendState(this.ctx.createBlendState(rt ? { ...state, rt } : state));
  }

  /**
   * Draws `vertices`, each [x, y, z, w] in window pixels and depth (x, y, z are divided by nothing: the
   * rig turns them into clip coordinates for viewport 0 and multiplies by w) followed by one 4-float
   * attribute per VS output.
   */
  draw(
    mode: PipePrim,
    vertices: readonly (readonly number[])[],
    /**
     * Where the vertex data lies: `bufferOffset` bytes into the user buffer, whose view starts
     * `viewOffset` bytes into its ArrayBuffer (both 0 by default: a plain Float32Array).
     */
    placement: { bufferOffset: number; viewOffset: number } = { bufferOffset: 0, viewOffset: 0 },
  ): void {
    const floats = this.vertexData(vertices);
    const { bufferOffset, viewOffset } = placement;
    let userBuffer: ArrayBufferView = floats;
    if (bufferOffset !== 0 || viewOffset !== 0) {
      const bytes = new Uint8Array(viewOffset + bufferOffset + floats.byteLength);
      bytes.set(new Uint8Array(floats.buffer), viewOffset + bufferOffset);
      userBuffer = bytes.subarray(viewOffset);
    }
    this.ctx.setVertexBuffers(0, [{ stride: this.attributes * 16, bufferOffset, buffer: null, userBuffer }]);
    this.ctx.drawVbo(drawInfo({ mode, start: 0, count: vertices.length }));
  }

  /** `vertices` as draw() gives them to the vertex shader: clip coordinates, then the attributes. */
  vertexData(vertices: readonly (readonly number[])[]): Float32Array {
    const floats = new Float32Array(vertices.length * this.attributes * 4);
    vertices.forEach((v, i) => {
      const w = v[3] ?? 1;
      const at = i * this.attributes * 4;
      floats[at] = ((v[0]! - this.width / 2) / (this.width / 2)) * w;
      floats[at + 1] = ((v[1]! - this.height / 2) / (this.height / 2)) * w;
      floats[at + 2] = ((v[2] ?? 0.5) * 2 - 1) * w;
      floats[at + 3] = w;
      for (let k = 4; k < this.attributes * 4; k++) floats[at + k] = v[k] ?? (k % 4 === 3 ? 1 : 0);
    });
    return floats;
  }

  /** A rectangle [x0, x1) × [y0, y1) as a triangle strip with one colour. */
  rect(x0: number, y0: number, x1: number, y1: number, color: readonly number[], z = 0.5): void {
    const v = (x: number, y: number) => [x, y, z, 1, ...color];
    this.draw(PipePrim.TRIANGLE_STRIP, [v(x0, y0), v(x1, y0), v(x0, y1), v(x1, y1)]);
  }

  /** The bytes of texel (x, y) of `layer` of a resource. */
  texel(resource: PipeResource, x: number, y: number, layer = 0): Uint8Array {
    const size = formatDescription(resource.format).blockSize;
    const m = this.ctx.transferMap(resource, 0, PipeTransfer.READ, makeBox(x, y, layer, 1, 1, 1))!;
    const bytes = m.data.slice(0, size);
    this.ctx.transferUnmap(m.transfer);
    return bytes;
  }

  /** Colour buffer `i` as RGBA floats of every pixel, [y][x]. */
  floats(i = 0, layer = 0): number[][][] {
    const r = this.colors[i]!;
    const out: number[][][] = [];
    const tmp = new Float64Array(4);
    const m = this.ctx.transferMap(
      r,
      0,
      PipeTransfer.READ,
      makeBox(0, 0, layer, this.width, this.height, 1),
    )!;
    const size = formatDescription(r.format).blockSize;
    for (let y = 0; y < this.height; y++) {
      const row: number[][] = [];
      for (let x = 0; x < this.width; x++) {
        unpackRgbaFloat(r.format, m.data, y * m.transfer.stride + x * size, tmp);
        row.push([...tmp]);
      }
      out.push(row);
    }
    this.ctx.transferUnmap(m.transfer);
    return out;
  }

  /** RGBA8 colour buffer `i` as bytes per pixel, [y][x] (the format must be R8G8B8A8_UNORM). */
  bytes(i = 0, layer = 0): number[][][] {
    const out: number[][][] = [];
    for (let y = 0; y < this.height; y++) out.push([]);
    const m = this.ctx.transferMap(
      this.colors[i]!,
      0,
      PipeTransfer.READ,
      makeBox(0, 0, layer, this.width, this.height, 1),
    )!;
    for (let y = 0; y < this.height; y++)
      for (let x = 0; x < this.width; x++) {
        const at = y * m.transfer.stride + x * 4;
        out[y]!.push([...m.data.subarray(at, at + 4)]);
      }
    this.ctx.transferUnmap(m.transfer);
    return out;
  }

  /** The pixels of RGBA8 buffer `i` whose colour differs from `background`, as "x,y" strings, sorted. */
  covered(i = 0, layer = 0, background: readonly number[] = [0, 0, 0, 0]): string[] {
    const set: string[] = [];
    for (const [y, row] of this.bytes(i, layer).entries())
      for (const [x, p] of row.entries()) if (p.some((v, c) => v !== background[c])) set.push(`${x},${y}`);
    return set.sort();
  }

  /** Stored depth of pixel (x, y) as a value in [0, 1] (or the float stored). */
  depth(x: number, y: number, layer = 0): number {
    return unpackZFloat(this.zs!.format, this.texel(this.zs!, x, y, layer), 0);
  }

  /** The stored depth of every `stepX`-th pixel of every `stepY`-th row (all of them by default), row by row. */
  depths(stepX = 1, stepY = 1): number[] {
    const depths: number[] = [];
    for (let y = 0; y < this.height; y += stepY)
      for (let x = 0; x < this.width; x += stepX) depths.push(this.depth(x, y));
    return depths;
  }

  /** Writes RGBA8 buffer `i` (layer `layer`) to test/output/pixels/<name>.png, scaled up 8×, colours × gain. */
  png(name: string, i = 0, layer = 0, gain = 1): void {
    mkdirSync(OUTPUT, { recursive: true });
    const scale = 8;
    const image = rgbaImage(this.width * scale, this.height * scale);
    const px = this.bytes(i, layer);
    for (let y = 0; y < image.height; y++)
      for (let x = 0; x < image.width; x++) {
        const p = px[Math.floor(y / scale)]![Math.floor(x / scale)]!;
        image.data.set([p[0]! * gain, p[1]! * gain, p[2]! * gain, 255], (y * image.width + x) * 4);
      }
    writePng(`${OUTPUT}/${name}.png`, image);
  }

  private destroyed = false;

  /** Destroys the context (once, whoever asks first). */
  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.ctx.destroy();
  }
}

/** Every "x,y" of the rectangle [x0, x1) × [y0, y1), sorted as Rig.covered sorts. */
export function pixelsOf(x0: number, y0: number, x1: number, y1: number): string[] {
  const out: string[] = [];
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) out.push(`${x},${y}`);
  return out.sort();
}

export { PipeFormat, PipePrim };
