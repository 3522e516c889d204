// What the compute tests share: a soft screen and context, buffers and textures they create and read
// back through transfers, compute programs from TGSI text, launches, and PNG output of pictures.

import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  bufferTemplate,
  formatDescription,
  makeBox,
  PipeBind,
  type PipeBox,
  type PipeComputeCso,
  type PipeGridInfo,
  PipeImageAccess,
  type PipeImageView,
  type PipeResource,
  type PipeResourceTemplate,
  PipeShader,
  type PipeShaderBuffer,
  PipeTextureTarget,
  PipeTransfer,
  resourceTemplate,
  tgsiComputeState,
} from '@gallium-ts/gallium-api';
import { writePng } from '@gallium-ts/gallium-api/png';
import { parseTgsi } from '@gallium-ts/tgsi';
import {
  createSoftScreen,
  type SoftContext,
  type SoftScreen,
  type SoftScreenOptions,
} from '../../src/index.js';

/** Where tests write the pictures they make (git-ignored). */
export const OUTPUT_DIR = fileURLToPath(new URL('./output/', import.meta.url));

/** A grid info: one block of one thread unless overridden. */
export function gridInfo(fields: Partial<PipeGridInfo> = {}): PipeGridInfo {
  return {
    pc: 0,
    input: null,
    workDim: 3,
    block: [1, 1, 1],
    grid: [1, 1, 1],
    indirect: null,
    indirectOffset: 0,
    ...fields,
  };
}

/** An image view of `resource` (level 0, every layer, read-write, the resource's format). */
export function imageView(resource: PipeResource, fields: Partial<PipeImageView> = {}): PipeImageView {
  const layers = resource.target === PipeTextureTarget.TEXTURE_3D ? resource.depth0 : resource.arraySize;
  return {
    resource,
    format: resource.format,
    access: PipeImageAccess.READ_WRITE,
    level: 0,
    firstLayer: 0,
    lastLayer: layers - 1,
    offset: 0,
    size: resource.target === PipeTextureTarget.BUFFER ? resource.width0 : 0,
    ...fields,
  };
}

export class ComputeEnv {
  readonly screen: SoftScreen;
  readonly ctx: SoftContext;
  private readonly owned: PipeResource[] = [];

  constructor(options: SoftScreenOptions = {}) {
    this.screen = createSoftScreen(options);
    this.ctx = this.screen.contextCreate() as SoftContext;
  }

  /** A buffer of `size` bytes, or holding `data`. */
  buffer(data: number | ArrayBufferView, bind = PipeBind.SHADER_BUFFER): PipeResource {
    const size = typeof data === 'number' ? data : data.byteLength;
    const buffer = this.own(this.screen.resourceCreate(bufferTemplate(size, bind)));
    if (typeof data !== 'number') {
      const bytes = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
      this.ctx.bufferSubdata(buffer, PipeTransfer.WRITE, 0, bytes);
    }
    return buffer;
  }

  texture(fields: Partial<PipeResourceTemplate>): PipeResource {
    return this.own(this.screen.resourceCreate(resourceTemplate({ bind: PipeBind.SHADER_IMAGE, ...fields })));
  }

  /** Every byte of a buffer, or of `box` of a texture level (rows and layers packed tightly), through a transfer. */
  read(resource: PipeResource, level = 0, box?: PipeBox): Uint8Array {
    const isBuffer = resource.target === PipeTextureTarget.BUFFER;
    const b = box ?? makeBox(0, 0, 0, resource.width0, 1, 1);
    const row = b.width * (isBuffer ? 1 : formatDescription(resource.format).blockSize);
    const map = this.ctx.transferMap(resource, level, PipeTransfer.READ, b)!;
    const { stride, layerStride } = map.transfer;
    const bytes = new Uint8Array(row * b.height * b.depth);
    for (let z = 0; z < b.depth; z++)
      for (let y = 0; y < b.height; y++) {
        const from = z * layerStride + y * stride;
        bytes.set(map.data.subarray(from, from + row), (z * b.height + y) * row);
      }
    this.ctx.transferUnmap(map.transfer);
    return bytes;
  }

  /** Writes tightly packed `bytes` into `box` of a texture level. */
  write(resource: PipeResource, level: number, box: PipeBox, bytes: Uint8Array): void {
    const row = box.width * formatDescription(resource.format).blockSize;
    this.ctx.textureSubdata(resource, level, PipeTransfer.WRITE, box, bytes, row, row * box.height);
  }

  uints(resource: PipeResource): number[] {
    const bytes = this.read(resource);
    return Array.from(new Uint32Array(bytes.buffer, 0, bytes.byteLength >> 2));
  }

  ints(resource: PipeResource): number[] {
    const bytes = this.read(resource);
    return Array.from(new Int32Array(bytes.buffer, 0, bytes.byteLength >> 2));
  }

  floats(resource: PipeResource): number[] {
    const bytes = this.read(resource);
    return Array.from(new Float32Array(bytes.buffer, 0, bytes.byteLength >> 2));
  }

  /** Creates and binds a compute program from TGSI text. */
  program(text: string, reqLocalMem = 0): PipeComputeCso {
    const cs = this.ctx.createComputeState(tgsiComputeState(parseTgsi(text), reqLocalMem));
    this.ctx.bindComputeState(cs);
    return cs;
  }

  /** Binds whole buffers (or [buffer, offset, size] ranges) to `stage` from slot 0. */
  shaderBuffers(
    buffers: readonly (PipeResource | readonly [PipeResource, number, number] | null)[],
    stage: PipeShader = PipeShader.COMPUTE,
  ): void {
    const list: (PipeShaderBuffer | null)[] = buffers.map((b) => {
      if (b === null) return null;
      const [buffer, bufferOffset, bufferSize] = Array.isArray(b) ? b : [b, 0, (b as PipeResource).width0];
      return { buffer: buffer as PipeResource, bufferOffset, bufferSize };
    });
    this.ctx.setShaderBuffers(stage, 0, list);
  }

  launch(fields: Partial<PipeGridInfo>): void {
    this.ctx.launchGrid(gridInfo(fields));
  }

  /** Writes RGBA8 pixels (rows top first) to test/compute/output/<name>.png. */
  png(name: string, width: number, height: number, rgba: Uint8Array): void {
    mkdirSync(OUTPUT_DIR, { recursive: true });
    writePng(`${OUTPUT_DIR}${name}.png`, { width, height, data: rgba });
  }

  destroy(): void {
    this.ctx.destroy();
    for (const r of this.owned) this.screen.resourceDestroy(r);
    this.screen.destroy();
  }

  private own(resource: PipeResource): PipeResource {
    this.owned.push(resource);
    return resource;
  }
}
